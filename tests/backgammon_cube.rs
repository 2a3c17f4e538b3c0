//! The doubling cube of money play: one named test per rule (who may double, take, pass, beaver, the cap, the Jacoby rule, scoring), the refusals, and the cube in notation, serde, validation and the observation.

mod bg;

use bg::{board, legal, play, refusal, throw};
use racegame::backgammon::{
    BLACK, BackgammonAction, BackgammonError, BackgammonEvent, BackgammonGame, BackgammonRules,
    BackgammonRulesError, BackgammonState, BackgammonStateError, CubeRules, Phase, WHITE, Win,
};
use racegame::encode::Encode;
use racegame::{RaceGame, Seat, ToAct};

fn money(cube: CubeRules) -> BackgammonGame {
    BackgammonGame::new(BackgammonRules::backgammon().with_cube(cube)).unwrap()
}

/// A race: White to throw (the cube as given), both sides far from done.
fn race(game: &BackgammonGame, doublings: u8, owner: Option<Seat>) -> BackgammonState {
    board(game, &[(6, 5), (5, 5), (4, 5)], &[(6, 5), (5, 5), (3, 5)]).with_cube(doublings, owner)
}

/// `seat` to decide on the cube in `s`.
fn deciding(game: &BackgammonGame, s: BackgammonState, seat: Seat) -> BackgammonState {
    let s = s.with_cube_decision(seat, false);
    game.validate(&s).unwrap();
    s
}

/// White doubles in `s` (its cube decision awaited).
fn doubled(game: &BackgammonGame, s: BackgammonState) -> BackgammonState {
    play(game, &deciding(game, s, WHITE), "double").0
}

#[test]
fn without_a_cube_no_cube_decision_is_ever_awaited() {
    let game = BackgammonGame::backgammon();
    let s = board(&game, &[(6, 5), (5, 5), (4, 5)], &[(6, 15)]);
    let (s, _) = throw(&game, &s, 2, 1);
    let (s, _) = play(&game, &s, "6/4");
    let (s, _) = play(&game, &s, "6/5");
    assert_eq!((s.phase(), s.turn()), (Phase::AwaitingThrow, BLACK));
    assert_eq!(
        refusal(&game, &s, "double"),
        BackgammonError::NoCubeDecision
    );
    assert!(matches!(
        game.validate(&s.with_cube_decision(BLACK, false)),
        Err(BackgammonStateError::NoCube)
    ));
}

#[test]
fn the_opening_dice_are_played_without_a_cube_decision() {
    let game = BackgammonGame::backgammon_money();
    let (s, _) = throw(&game, &game.initial_state(), 3, 1);
    assert!(matches!(s.phase(), Phase::AwaitingMove(_)));
}

#[test]
fn each_later_turn_begins_with_the_cube_decision_of_the_side_to_play() {
    let game = BackgammonGame::backgammon_money();
    let (s, _) = throw(&game, &game.initial_state(), 3, 1);
    let (s, _) = play(&game, &s, "8/5");
    let (s, _) = play(&game, &s, "6/5");
    assert_eq!(
        (s.phase(), game.to_act(&s)),
        (Phase::AwaitingCube, ToAct::Player(BLACK))
    );
    assert_eq!(legal(&game, &s), ["roll", "double"]);
    let (rolled, events) = play(&game, &s, "roll");
    assert!(events.is_empty());
    assert_eq!(rolled.phase(), Phase::AwaitingThrow);
    assert_eq!(game.to_act(&rolled), ToAct::Chance(BLACK));
    assert_eq!(rolled.actions(), s.actions() + 1);
}

#[test]
fn the_other_side_answers_a_double() {
    let game = BackgammonGame::backgammon_money();
    let s = deciding(&game, race(&game, 0, None), WHITE);
    let (d, events) = play(&game, &s, "double");
    assert_eq!(
        events,
        [BackgammonEvent::Doubled {
            seat: WHITE,
            value: 2
        }]
    );
    assert_eq!(
        (d.phase(), game.to_act(&d)),
        (Phase::Doubled, ToAct::Player(BLACK))
    );
    assert_eq!(
        d.cube_value(),
        1,
        "the cube shows its value before the double"
    );
    assert_eq!(legal(&game, &d), ["take", "pass", "beaver"]);
    assert!(game.apply_as(&d, WHITE, BackgammonAction::Take).is_err());
    assert!(game.apply_as(&d, BLACK, BackgammonAction::Take).is_ok());
}

#[test]
fn the_taker_owns_the_cube_at_twice_its_value() {
    let game = money(CubeRules::money());
    let (s, events) = play(&game, &doubled(&game, race(&game, 0, None)), "take");
    assert_eq!(
        events,
        [BackgammonEvent::Taken {
            seat: BLACK,
            value: 2
        }]
    );
    assert_eq!((s.cube_value(), s.cube_owner()), (2, Some(BLACK)));
    assert_eq!(
        (s.phase(), game.to_act(&s)),
        (Phase::AwaitingThrow, ToAct::Chance(WHITE))
    );
}

#[test]
fn only_the_side_that_owns_the_cube_may_redouble() {
    let game = money(CubeRules::money());
    // Black owns the cube at 2: White's turn goes straight to the throw.
    let (s, _) = play(&game, &doubled(&game, race(&game, 0, None)), "take");
    assert_eq!(
        refusal(&game, &s, "double"),
        BackgammonError::NoCubeDecision
    );
    let (s, _) = throw(&game, &s, 2, 1);
    let (s, _) = play(&game, &s, "6/4");
    let (s, _) = play(&game, &s, "6/5");
    // Black, the owner, decides on the cube.
    assert_eq!((s.phase(), s.turn()), (Phase::AwaitingCube, BLACK));
    let (s, _) = play(&game, &s, "double");
    let (s, _) = play(&game, &s, "take");
    assert_eq!((s.cube_value(), s.cube_owner()), (4, Some(WHITE)));
    assert!(matches!(
        game.validate(&race(&game, 1, Some(BLACK)).with_cube_decision(WHITE, false)),
        Err(BackgammonStateError::MayNotDouble(WHITE))
    ));
}

#[test]
fn a_pass_ends_the_game_the_doubler_winning_the_cube_before_the_double() {
    let game = money(CubeRules::money());
    let s = doubled(&game, race(&game, 1, Some(WHITE)));
    let (s, events) = play(&game, &s, "pass");
    assert_eq!(
        events[0],
        BackgammonEvent::Dropped {
            seat: BLACK,
            value: 2
        }
    );
    assert!(matches!(events[1], BackgammonEvent::GameOver { .. }));
    assert_eq!(
        (s.phase(), s.winner(), s.passed()),
        (Phase::Over, Some(WHITE), true)
    );
    let r = game.result(&s).unwrap();
    assert_eq!((r.win, r.points, r.cube, r.total()), (Win::Passed, 1, 2, 2));
    assert_eq!(
        (game.payoff(&s, WHITE), game.payoff(&s, BLACK)),
        (Some(2), Some(-2))
    );
    assert_eq!(events[1].to_string(), "White wins by a pass: 2 points.");
    assert!(game.validate(&s).is_ok());
}

#[test]
fn a_beaver_keeps_the_cube_at_four_times_its_value() {
    let game = money(CubeRules::money().with_beavers(true));
    let (s, events) = play(&game, &doubled(&game, race(&game, 0, None)), "beaver");
    assert_eq!(
        events,
        [BackgammonEvent::Beavered {
            seat: BLACK,
            value: 4
        }]
    );
    assert_eq!((s.cube_value(), s.cube_owner()), (4, Some(BLACK)));
    assert_eq!((s.phase(), s.turn()), (Phase::AwaitingThrow, WHITE));
}

#[test]
fn no_beaver_without_the_rule() {
    let game = money(CubeRules::money());
    let d = doubled(&game, race(&game, 0, None));
    assert_eq!(legal(&game, &d), ["take", "pass"]);
    assert_eq!(refusal(&game, &d, "beaver"), BackgammonError::NoBeaver);
}

#[test]
fn the_cap_stops_doubles_and_beavers() {
    let game = money(
        CubeRules::money()
            .with_beavers(true)
            .with_max_doublings(Some(2)),
    );
    // At 2 on White's side: a double to 4 is allowed, a beaver to 8 not.
    let d = doubled(&game, race(&game, 1, Some(WHITE)));
    assert_eq!(legal(&game, &d), ["take", "pass"]);
    // At the cap, the owner's turn has no cube decision.
    let (s, _) = play(&game, &d, "take");
    let s = s.with_turn(BLACK);
    assert_eq!(
        game.validate(&s.with_cube_decision(BLACK, false)),
        Err(BackgammonStateError::MayNotDouble(BLACK))
    );
    assert!(matches!(
        game.validate(&race(&game, 3, Some(WHITE))),
        Err(BackgammonStateError::CubeValue {
            doublings: 3,
            cap: 2
        })
    ));
    // Without a cap the cube stops at 4096.
    let game = money(CubeRules::money());
    assert!(
        game.validate(&deciding(&game, race(&game, 11, Some(WHITE)), WHITE))
            .is_ok()
    );
    assert!(
        game.validate(&race(&game, 12, Some(WHITE)).with_cube_decision(WHITE, false))
            .is_err()
    );
    assert_eq!(
        BackgammonRules::backgammon()
            .with_cube(CubeRules::money().with_max_doublings(Some(13)))
            .validate(),
        Err(BackgammonRulesError::CubeCap(13))
    );
}

/// White has borne off; Black none: a gammon, the cube as given.
fn gammon(game: &BackgammonGame, doublings: u8, owner: Option<Seat>) -> BackgammonState {
    let s = game.initial_state().with_side(WHITE, &[], 0, 15);
    let s = s
        .with_side(BLACK, &[(6, 15)], 0, 0)
        .with_cube(doublings, owner);
    game.finished(s, WHITE)
}

#[test]
fn a_win_scores_its_points_times_the_cube() {
    let game = money(CubeRules::money());
    let s = gammon(&game, 2, Some(BLACK));
    game.validate(&s).unwrap();
    assert_eq!(
        (game.payoff(&s, WHITE), game.payoff(&s, BLACK)),
        (Some(8), Some(-8))
    );
}

#[test]
fn under_the_jacoby_rule_a_gammon_counts_one_while_the_cube_is_centred() {
    let jacoby = money(CubeRules::money().with_jacoby(true));
    let r = jacoby.result(&gammon(&jacoby, 0, None)).unwrap();
    assert_eq!((r.win, r.points, r.total()), (Win::Gammon, 1, 1));
    assert_eq!(jacoby.payoff(&gammon(&jacoby, 0, None), BLACK), Some(-1));
    // Once the cube is turned, the gammon counts.
    assert_eq!(
        jacoby.payoff(&gammon(&jacoby, 1, Some(WHITE)), WHITE),
        Some(4)
    );
    // Without the Jacoby rule a centred gammon counts 2.
    let plain = money(CubeRules::money());
    assert_eq!(plain.payoff(&gammon(&plain, 0, None), WHITE), Some(2));
}

#[test]
fn cube_actions_out_of_their_phase_are_refused_and_change_nothing() {
    let game = BackgammonGame::backgammon_money();
    let deciding = deciding(&game, race(&game, 0, None), WHITE);
    let d = play(&game, &deciding, "double").0;
    let throwing = race(&game, 0, None);
    let (moving, _) = throw(&game, &throwing, 2, 1);
    let cases = [
        (&deciding, "take", BackgammonError::CubeDecisionAwaited),
        (&deciding, "2+1", BackgammonError::CubeDecisionAwaited),
        (&d, "roll", BackgammonError::AnswerAwaited { value: 2 }),
        (&d, "6/4", BackgammonError::AnswerAwaited { value: 2 }),
        (&throwing, "double", BackgammonError::NoCubeDecision),
        (&throwing, "pass", BackgammonError::NoDoubleOffered),
        (&moving, "roll", BackgammonError::NoCubeDecision),
        (&moving, "take", BackgammonError::NoDoubleOffered),
    ];
    for (s, text, error) in cases {
        let mut after = *s;
        let result = game.apply_mut(&mut after, text.parse().unwrap(), &mut Vec::new());
        assert_eq!(result, Err(error), "{text}");
        assert_eq!(&after, s, "{text}");
    }
    let over = play(&game, &d, "pass").0;
    assert_eq!(
        refusal(&game, &over, "take"),
        BackgammonError::Turn(racegame::TurnError::GameOver)
    );
}

#[test]
fn cube_actions_and_cube_states_read_back_as_written() {
    for text in ["double", "roll", "take", "pass", "beaver"] {
        let action: BackgammonAction = text.parse().unwrap();
        assert!(action.is_cube_action());
        assert_eq!(action.to_string(), text);
    }
    let texts = [
        "bg W:6x5,5x5,4x5 B:6x5,5x5,3x5 t=W p=cube;",
        "bg W:6x5,5x5,4x5 B:6x5,5x5,3x5 t=W p=doubled n=31 c=2W;",
        "bg W:6x5,5x5,4x5 B:6x5,5x5,3x5 t=B p=throw c=4096B;",
        "bg W:6x5,5x5,4x5 B:6x5,5x5,3x5 t=W p=passed n=9 c=8B;",
    ];
    for text in texts {
        let s: BackgammonState = text.parse().unwrap();
        assert_eq!(s.to_string(), text);
    }
    let s: BackgammonState = texts[1].parse().unwrap();
    assert_eq!(
        (s.phase(), s.cube_value(), s.cube_owner()),
        (Phase::Doubled, 2, Some(WHITE))
    );
    // A cube in the middle at 1 is written as nothing: cubeless texts stay.
    let game = BackgammonGame::backgammon_money();
    assert_eq!(
        game.initial_state().to_string(),
        BackgammonGame::backgammon().initial_state().to_string()
    );
    for bad in [
        "bg W:6x5 B:6x5 t=W p=throw c=1W;",
        "bg W:6x5 B:6x5 t=W p=throw c=3W;",
        "bg W:6x5 B:6x5 t=W p=throw c=8192W;",
        "bg W:6x5 B:6x5 t=W p=throw c=2;",
        "bg W:6x5 B:6x5 t=W p=throw c=02W;",
        "bg W:6x5 B:6x5 t=W p=cube c=2W n=3;",
    ] {
        assert!(bad.parse::<BackgammonState>().is_err(), "{bad}");
    }
}

#[test]
fn a_state_with_a_cube_is_validated_against_the_rules() {
    let game = BackgammonGame::backgammon_money();
    let plain = BackgammonGame::backgammon();
    let turned = race(&game, 1, Some(WHITE));
    assert!(game.validate(&turned).is_ok());
    assert_eq!(plain.validate(&turned), Err(BackgammonStateError::NoCube));
    assert_eq!(
        game.validate(&race(&game, 0, Some(WHITE))),
        Err(BackgammonStateError::CubeOwner {
            value: 1,
            owned: true
        })
    );
    assert_eq!(
        game.validate(&race(&game, 2, None)),
        Err(BackgammonStateError::CubeOwner {
            value: 4,
            owned: false
        })
    );
    assert!(game.validate(&race(&game, 13, Some(WHITE))).is_err());
    let opening = game.initial_state().with_cube(1, Some(BLACK));
    assert_eq!(game.validate(&opening), Err(BackgammonStateError::NotStart));
    // A pass shows no win on the board, and needs the game over.
    let over = play(&game, &doubled(&game, race(&game, 0, None)), "pass").0;
    assert!(game.validate(&over).is_ok());
    assert_eq!(plain.validate(&over), Err(BackgammonStateError::NoCube));
    // The winner by a pass doubled: the cube as shown (before the double)
    // was in the middle or its own, below the cap. White winning by a pass
    // of its redouble, owning the cube at 4, is a pass; Black owning it,
    // or a cube at the cap, or a board already borne off, is none.
    let redoubled = play(&game, &doubled(&game, race(&game, 2, Some(WHITE))), "pass").0;
    assert!(game.validate(&redoubled).is_ok());
    assert_eq!(
        (redoubled.winner(), redoubled.cube_owner()),
        (Some(WHITE), Some(WHITE))
    );
    for bad in [
        over.with_cube(2, Some(BLACK)),
        over.with_cube(12, Some(WHITE)),
        over.with_side(WHITE, &[], 0, 15),
        over.with_side(BLACK, &[], 0, 15),
    ] {
        assert!(
            matches!(game.validate(&bad), Err(BackgammonStateError::Finished(_))),
            "{bad}"
        );
    }
    let text: BackgammonState = "bg W:6x5,5x5,4x5 B:6x5,5x5,3x5 t=W p=passed n=9 c=8B;"
        .parse()
        .unwrap();
    assert!(game.validate(&text).is_err());
    let capped = BackgammonGame::new(
        BackgammonRules::backgammon().with_cube(CubeRules::money().with_max_doublings(Some(2))),
    )
    .unwrap();
    assert!(capped.validate(&over.with_cube(2, Some(WHITE))).is_err());
    assert!(capped.validate(&over.with_cube(1, Some(WHITE))).is_ok());
    // A cube decision in a game without a cube is refused by apply too.
    assert_eq!(
        plain.apply(
            &turned.with_cube_decision(WHITE, false),
            BackgammonAction::Roll
        ),
        Err(BackgammonError::InvalidState(BackgammonStateError::NoCube))
    );
}

#[test]
fn the_money_preset_is_named_and_its_rules_say_what_they_play() {
    use racegame::record::Presets;
    let game = BackgammonGame::preset("backgammon-money", 2)
        .unwrap()
        .unwrap();
    assert_eq!(game, BackgammonGame::backgammon_money());
    let cube = game.rules().cube.unwrap();
    assert_eq!(
        (cube.jacoby, cube.beavers, cube.max_doublings),
        (true, true, None)
    );
}

#[test]
fn a_rule_set_without_a_cube_keeps_its_saved_form_and_its_solve_keys() {
    use racegame::solve::SolveKey;
    // Written as before the cube was a field: the canonical digest, which
    // records, sessions and tables carry, is unchanged.
    let json = serde_json::to_value(BackgammonRules::hypergammon()).unwrap();
    assert!(json.get("cube").is_none() && json.get("match_play").is_none());
    // Tables of format 1 keep their digest, from the rules' text of then.
    assert_eq!(
        BackgammonGame::hypergammon().legacy_rules_digest(),
        Some(0x5a16_a36e_9c30_e27b)
    );
    assert_eq!(
        BackgammonGame::backgammon().legacy_rules_digest(),
        Some(0x25d5_0dc3_26d2_a848)
    );
    // A cube is part of the rules: another digest, and no table of format 1.
    let money = BackgammonGame::backgammon_money();
    assert_ne!(
        money.rules_digest(),
        BackgammonGame::backgammon().rules_digest()
    );
    assert_eq!(money.legacy_rules_digest(), None);
}

#[test]
fn the_observation_shows_the_cube_from_each_side() {
    let game = BackgammonGame::backgammon_money();
    let s = doubled(&game, race(&game, 1, Some(WHITE)));
    let n = game.observation_len();
    let (mut white, mut black) = (vec![0.0; n], vec![0.0; n]);
    game.write_observation(&s, WHITE, &mut white);
    game.write_observation(&s, BLACK, &mut black);
    // Doublings over 12, owner (middle, me, them), cube decision, doubled.
    assert_eq!(white[n - 6..], [1.0 / 12.0, 0.0, 1.0, 0.0, 0.0, 1.0]);
    assert_eq!(black[n - 6..], [1.0 / 12.0, 0.0, 0.0, 1.0, 0.0, 1.0]);
    for action in ["double", "roll", "take", "pass", "beaver"] {
        let a: BackgammonAction = action.parse().unwrap();
        let i = game.action_index(&a).unwrap();
        assert_eq!(game.action_at(i), Some(a));
    }
    assert_eq!(
        BackgammonGame::backgammon().action_index(&BackgammonAction::Take),
        None
    );
    assert_eq!(BackgammonGame::backgammon().action_at(150), None);
}

#[test]
fn the_cube_is_narrated() {
    let e = BackgammonEvent::Doubled {
        seat: WHITE,
        value: 2,
    };
    assert_eq!(e.to_string(), "White doubles to 2.");
    let e = BackgammonEvent::Taken {
        seat: BLACK,
        value: 2,
    };
    assert_eq!(e.to_string(), "Black takes: the cube is at 2.");
    let game = BackgammonGame::backgammon_money();
    let text = race(&game, 1, Some(BLACK)).diagram(&game).to_string();
    assert!(
        text.ends_with("the cube at 2 on Black's side; White to throw"),
        "{text}"
    );
    assert_eq!(
        Phase::Doubled.to_string(),
        "waiting for the answer to a double: take or pass"
    );
}

#[cfg(feature = "serde")]
#[test]
fn the_cube_is_saved_and_old_saves_still_load() {
    let game = BackgammonGame::backgammon_money();
    let s = doubled(&game, race(&game, 2, Some(WHITE)));
    let json = serde_json::to_string(&s).unwrap();
    assert!(json.contains("\"cube\":4,\"cube_owner\":0"), "{json}");
    assert_eq!(serde_json::from_str::<BackgammonState>(&json).unwrap(), s);
    // A state without a cube writes no cube field, and reads back.
    let plain = BackgammonGame::backgammon().initial_state();
    let json = serde_json::to_string(&plain).unwrap();
    assert!(!json.contains("cube") && !json.contains("passed"), "{json}");
    assert_eq!(
        serde_json::from_str::<BackgammonState>(&json).unwrap(),
        plain
    );
    let bad = json.replace("\"actions\":0", "\"actions\":0,\"cube\":3");
    let err = serde_json::from_str::<BackgammonState>(&bad).unwrap_err();
    assert!(
        err.to_string().contains("a power of two") && !err.to_string().contains("255"),
        "{err}"
    );
    for (cube, says) in [(0, "not 0"), (4097, "not 4097"), (8192, "doubled 13 times")] {
        let bad = json.replace("\"actions\":0", &format!("\"actions\":0,\"cube\":{cube}"));
        let err = serde_json::from_str::<BackgammonState>(&bad).unwrap_err();
        assert!(err.to_string().contains(says), "{err}");
    }
    let text_err = "bg W:6x5 B:6x5 t=W p=throw c=3W;"
        .parse::<BackgammonState>()
        .unwrap_err()
        .to_string();
    assert!(!text_err.contains("255"), "{text_err}");
    // Rules: no cube key without a cube; the money rules round trip.
    let rules = serde_json::to_string(&BackgammonRules::backgammon()).unwrap();
    assert!(!rules.contains("cube"), "{rules}");
    let money = serde_json::to_string(&BackgammonRules::backgammon_money()).unwrap();
    let back: BackgammonRules = serde_json::from_str(&money).unwrap();
    assert_eq!(back, BackgammonRules::backgammon_money());
    let capped = money.replace("\"max_doublings\":null", "\"max_doublings\":13");
    assert!(
        serde_json::from_str::<BackgammonRules>(&capped).is_err(),
        "{capped}"
    );
}
