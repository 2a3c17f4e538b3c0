//! A backgammon state as GNU Backgammon's Position ID and Match ID and back: the pairs gnubg wrote, random money games with the cube, and every refusal against the rules.

use racegame::backgammon::{
    BLACK, BackgammonAction, BackgammonGame, BackgammonRules, BackgammonStateError, CubeRules,
    GnubgIdError, MatchId, MatchIdError, Phase, WHITE,
};
use racegame::{RaceGame, Roll};

mod bg;

use bg::gnubg::{Pair, gnubg_pairs, phases, round_trip_a_random_game};

const START: &str = "4HPwATDgc/ABMA";

fn money() -> BackgammonGame {
    BackgammonGame::backgammon_money()
}

/// Money play with the cube, no Jacoby rule, no beavers.
fn plain_money() -> BackgammonGame {
    let rules = BackgammonRules::backgammon().with_cube(CubeRules::money());
    BackgammonGame::new(rules).unwrap()
}

#[test]
fn money_pairs_gnubg_wrote_read_into_states_that_write_them_back() {
    let mut read = 0;
    for Pair {
        fields,
        match_id: m,
        position_id: p,
        what,
    } in gnubg_pairs()
    {
        let money_line = fields.starts_with("length=0 ");
        let game = if fields.contains("jacoby=yes") {
            money()
        } else {
            plain_money()
        };
        let Ok(s) = game.state_from_gnubg(p, m) else {
            continue;
        };
        assert!(money_line, "{what}: a match read as money play");
        // The state keeps no session score: the ID written has none.
        let mut expected = m.parse::<MatchId>().unwrap().fields();
        expected.score = [0, 0];
        let (position, id) = game.gnubg_ids(&s).unwrap();
        assert_eq!((position.as_str(), id.fields()), (p, expected), "{what}");
        read += 1;
    }
    assert_eq!(
        read, 9,
        "the money situations without a resignation or a centred 4096-cube"
    );
}

#[test]
fn pairs_gnubg_wrote_that_money_rules_refuse_name_their_reason() {
    let game = money();
    let pairs = gnubg_pairs();
    let find = |m: &str| pairs.iter().find(|l| l.match_id == m).unwrap();
    let read = |m: &str| game.state_from_gnubg(find(m).position_id, m).unwrap_err();
    // The manual's example: a match to 9.
    assert_eq!(
        read("QYkqASAAIAAA"),
        GnubgIdError::MatchLength { id: 9, rules: 0 }
    );
    // Money play without the Jacoby rule, under rules with it.
    let jacoby = GnubgIdError::Jacoby {
        id: false,
        rules: true,
    };
    assert_eq!(read("MAEAAAAAAAAE"), jacoby);
    // A resignation offered, and one accepted.
    assert_eq!(read("UUEAAAAAAAAA"), GnubgIdError::Resignation);
    assert_eq!(read("UUMAAEAAAAAA"), GnubgIdError::Resignation);
    // gnubg lets a 4096-cube sit in the middle; the engine turns a cube
    // only to its taker.
    assert!(matches!(
        read("PAEAAAAAAAAA"),
        GnubgIdError::State(BackgammonStateError::CubeOwner { .. })
    ));
}

#[test]
fn states_of_random_money_games_round_trip_through_their_ids() {
    let capped = BackgammonRules::backgammon_money().with_cube(
        CubeRules::money()
            .with_beavers(true)
            .with_max_doublings(Some(3)),
    );
    let mut seen = Vec::new();
    for game in [
        money(),
        plain_money(),
        BackgammonGame::new(capped).unwrap(),
        BackgammonGame::backgammon(),
    ] {
        for seed in 0..12 {
            round_trip_a_random_game(&game, seed, &mut |s| seen.push(*s));
        }
    }
    let seen = phases(&seen);
    for phase in [
        "opening", "cube", "throw", "move", "doubled", "won", "passed",
    ] {
        assert!(seen.contains(phase), "no {phase} in {seen:?}");
    }
}

#[test]
fn a_game_won_by_bearing_off_has_the_loser_on_roll_as_gnubg_writes_it() {
    // gnubg 1.07.001, after player 0 bears off its last checker with 2-1
    // against 15 checkers on player 1's 6-point: the turn has passed.
    let game = money();
    let over = id_with(|f| {
        f.status = racegame::backgammon::GameStatus::Over;
        f.on_roll = BLACK;
        f.turn = BLACK;
    });
    let s = game.state_from_gnubg("AAAAwP8fAAAAAA", &over).unwrap();
    assert_eq!((s.phase(), s.winner()), (Phase::Over, Some(WHITE)));
    let (p, m) = game.gnubg_ids(&s).unwrap();
    assert_eq!(
        (p.as_str(), m.to_string()),
        ("AAAAwP8fAAAAAA", over.clone())
    );
    // Game over with nobody borne off.
    assert_eq!(
        game.state_from_gnubg(START, &over),
        Err(GnubgIdError::NoWinner)
    );
}

/// The Match ID of the manual's fields changed by `edit`, as text.
fn id_with(edit: impl FnOnce(&mut racegame::backgammon::MatchFields)) -> String {
    let mut f = racegame::backgammon::MatchFields {
        status: racegame::backgammon::GameStatus::Playing,
        ..Default::default()
    };
    edit(&mut f);
    MatchId::new(f).unwrap().to_string()
}

#[test]
fn the_decision_belongs_to_the_player_on_roll_or_to_the_doubled_side() {
    let game = money();
    let wrong = id_with(|f| f.turn = BLACK);
    let decision = GnubgIdError::Decision {
        on_roll: WHITE,
        turn: BLACK,
        doubled: false,
    };
    assert_eq!(game.state_from_gnubg(START, &wrong), Err(decision));
    let doubled_own = id_with(|f| f.doubled = true);
    let decision = GnubgIdError::Decision {
        on_roll: WHITE,
        turn: WHITE,
        doubled: true,
    };
    assert_eq!(game.state_from_gnubg(START, &doubled_own), Err(decision));
    let after_throw = id_with(|f| {
        f.doubled = true;
        f.turn = BLACK;
        f.dice = Some([3, 1]);
    });
    let decision = GnubgIdError::Decision {
        on_roll: WHITE,
        turn: BLACK,
        doubled: true,
    };
    assert_eq!(game.state_from_gnubg(START, &after_throw), Err(decision));
}

#[test]
fn the_cube_in_the_ids_obeys_the_cube_rules() {
    // No cube: a turned cube or a double are refused.
    let cubeless = BackgammonGame::backgammon();
    let turned = id_with(|f| {
        f.cube_log2 = 1;
        f.cube_owner = Some(BLACK);
    });
    let no_cube = GnubgIdError::State(BackgammonStateError::NoCube);
    assert_eq!(cubeless.state_from_gnubg(START, &turned), Err(no_cube));
    let doubled = id_with(|f| {
        f.doubled = true;
        f.turn = BLACK;
    });
    assert_eq!(cubeless.state_from_gnubg(START, &doubled), Err(no_cube));
    // A double from the side that does not own the cube.
    let game = money();
    let not_owner = id_with(|f| {
        f.cube_log2 = 1;
        f.cube_owner = Some(BLACK);
        f.doubled = true;
        f.turn = BLACK;
    });
    let refused = GnubgIdError::State(BackgammonStateError::MayNotDouble(WHITE));
    assert_eq!(game.state_from_gnubg(START, &not_owner), Err(refused));
    // Past the cap.
    let cube = CubeRules::money()
        .with_jacoby(true)
        .with_max_doublings(Some(2));
    let capped = BackgammonRules::backgammon().with_cube(cube);
    let capped = BackgammonGame::new(capped).unwrap();
    let eight = id_with(|f| {
        f.cube_log2 = 3;
        f.cube_owner = Some(BLACK);
    });
    let got = capped.state_from_gnubg(START, &eight);
    assert!(
        matches!(
            got,
            Err(GnubgIdError::State(BackgammonStateError::CubeValue {
                doublings: 3,
                ..
            }))
        ),
        "{got:?}"
    );
    // At the cap the side to throw may not double: it awaits the throw.
    let four = id_with(|f| {
        f.cube_log2 = 2;
        f.cube_owner = Some(WHITE);
    });
    let s = capped.state_from_gnubg(START, &four).unwrap();
    assert_eq!(s.phase(), Phase::AwaitingThrow);
    let s = game.state_from_gnubg(START, &four).unwrap();
    assert_eq!(s.phase(), Phase::AwaitingCube);
}

#[test]
fn a_game_not_started_is_the_opening_and_nothing_else() {
    let game = money();
    let opening = id_with(|f| f.status = racegame::backgammon::GameStatus::NotStarted);
    let s = game.state_from_gnubg(START, &opening).unwrap();
    assert_eq!(s, game.initial_state());
    let with_dice = id_with(|f| {
        f.status = racegame::backgammon::GameStatus::NotStarted;
        f.dice = Some([3, 1]);
    });
    assert_eq!(
        game.state_from_gnubg(START, &with_dice),
        Err(GnubgIdError::NotStarted)
    );
    // Not the starting position, or a turned cube.
    let not_started = Err(GnubgIdError::NotStarted);
    assert_eq!(
        game.state_from_gnubg("sGfwATDgc/ABMA", &opening),
        not_started
    );
    let turned = id_with(|f| {
        f.status = racegame::backgammon::GameStatus::NotStarted;
        f.cube_log2 = 1;
        f.cube_owner = Some(BLACK);
    });
    assert_eq!(game.state_from_gnubg(START, &turned), not_started);
}

#[test]
fn dice_in_the_ids_are_the_turn_to_play_and_must_allow_a_move() {
    let game = money();
    let rolled = id_with(|f| f.dice = Some([2, 5]));
    let s = game.state_from_gnubg(START, &rolled).unwrap();
    let thrown = game.initial_state().with_turn(WHITE);
    let (thrown, _) = game
        .apply(&thrown, BackgammonAction::Throw(Roll::two(5, 2).unwrap()))
        .unwrap();
    assert_eq!(s, thrown.with_actions(0));
    // Written back the larger first, as gnubg writes dice.
    assert_eq!(game.match_id(&s).unwrap().fields().dice, Some([5, 2]));
    // White on the bar against a closed board: no throw moves.
    let closed = game
        .initial_state()
        .with_side(WHITE, &[(6, 14)], 1, 0)
        .with_side(
            BLACK,
            &[(1, 2), (2, 2), (3, 2), (4, 2), (5, 2), (6, 2), (8, 3)],
            0,
            0,
        )
        .with_turn(WHITE);
    assert!(game.validate(&closed).is_ok());
    let sixes = id_with(|f| f.dice = Some([6, 6]));
    assert!(matches!(
        game.state_from_gnubg(closed.position_id().as_str(), &sixes),
        Err(GnubgIdError::State(BackgammonStateError::NoPendingMove(_)))
    ));
    // Mid-turn, the dice left have no ID.
    let (mid, _) = game.apply(&s, "13/8".parse().unwrap()).unwrap();
    assert!(matches!(game.match_id(&mid), Err(GnubgIdError::MidTurn(_))));
}

#[test]
fn a_bad_id_in_the_pair_is_named() {
    let game = money();
    assert!(matches!(
        game.state_from_gnubg(START, "QYkqASAAIAA"),
        Err(GnubgIdError::Match(MatchIdError::Length(11)))
    ));
    assert!(matches!(
        game.state_from_gnubg("4HPwATDgc/ABM", "MAEAAAAAAAAA"),
        Err(GnubgIdError::Position(_))
    ));
}

#[test]
fn without_an_opening_throw_a_game_not_started_is_the_first_throw() {
    let mut rules = BackgammonRules::backgammon_money();
    rules.opening = racegame::backgammon::Opening::None;
    let game = BackgammonGame::new(rules).unwrap();
    let opening = id_with(|f| f.status = racegame::backgammon::GameStatus::NotStarted);
    let s = game.state_from_gnubg(START, &opening).unwrap();
    assert_eq!(s, game.initial_state());
    assert_eq!(s.phase(), Phase::AwaitingCube);
}
