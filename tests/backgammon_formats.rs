//! Backgammon positions as eXtreme Gammon's XGID and as the FIBS board line, both ways: published examples, random money and match games through the text and back, every malformed field refused with its typed error, and no panic on any text.

use proptest::prelude::*;
use racegame::backgammon::{
    BLACK, BackgammonAction, BackgammonGame, BackgammonRules, BackgammonState, CubeRules, Phase,
    WHITE, XgidError, XgidField,
};
use racegame::{Dice, RaceGame, ToAct};

mod bg;

const START: &str = "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10";

/// Money play with the cube, no Jacoby rule, no beavers, no cap.
fn plain_money() -> BackgammonGame {
    let rules = BackgammonRules::backgammon().with_cube(CubeRules::money());
    BackgammonGame::new(rules).unwrap()
}

fn match_to(length: u16) -> BackgammonGame {
    let rules = BackgammonRules::backgammon()
        .with_cube(CubeRules::money())
        .with_match(length);
    BackgammonGame::new(rules).unwrap()
}

/// Every state of a random game of `game` (seed `seed`), to its end.
fn random_game(game: &BackgammonGame, seed: u64) -> Vec<BackgammonState> {
    let mut dice = Dice::seeded(seed);
    let mut s = game.initial_state();
    let mut legal = Vec::new();
    let mut states = vec![s];
    while !game.is_over(&s) {
        let action = match game.to_act(&s) {
            ToAct::Player(_) => {
                game.legal_actions(&s, &mut legal);
                legal[dice.below(legal.len())]
            }
            _ => dice.throw_for(game, &s).unwrap(),
        };
        s = game.apply(&s, action).unwrap().0;
        states.push(s);
    }
    states
}

/// Whether `s` shows its game's starting board, cube centred, White to
/// throw (an XGID reads that as the game not started).
fn looks_unstarted(game: &BackgammonGame, s: &BackgammonState) -> bool {
    let start = game.initial_state().with_score(s.score(), s.is_crawford());
    s.phase() != Phase::Opening
        && s.turn() == WHITE
        && s.cube_value() == 1
        && (0..26).all(|p| {
            s.count(WHITE, p) == start.count(WHITE, p) && s.count(BLACK, p) == start.count(BLACK, p)
        })
}

#[test]
fn the_starting_position_is_xgs_canonical_id_both_ways() {
    let game = plain_money();
    let s = game.state_from_xgid(START).unwrap();
    assert_eq!(s, game.initial_state());
    assert_eq!(game.xgid(&s).unwrap().to_string(), START);
    // The prefix is optional in reading.
    assert_eq!(game.state_from_xgid(&START[5..]), Ok(s));
}

#[test]
fn nackgammons_published_start_reads_as_its_start() {
    let rules = BackgammonRules::nackgammon().with_cube(CubeRules::money());
    let game = BackgammonGame::new(rules).unwrap();
    let text = "XGID=-bb---D-C---dD---c-d---BB-:0:0:1:00:0:0:0:0:10";
    assert_eq!(game.state_from_xgid(text), Ok(game.initial_state()));
    assert_eq!(game.xgid(&game.initial_state()).unwrap().to_string(), text);
}

#[test]
fn each_field_reads_as_the_format_says() {
    let game = BackgammonGame::backgammon_money(); // Jacoby and beavers: flags 3
    // Black (top) owns a 2-cube; White (bottom) has thrown 5-2.
    let s = game
        .state_from_xgid("XGID=-b----E-C---eE---c-e----B-:1:-1:1:52:0:0:3:0:10")
        .unwrap();
    assert_eq!(
        (s.cube_value(), s.cube_owner(), s.turn()),
        (2, Some(BLACK), WHITE)
    );
    assert_eq!(s.dice().map(|d| d.values().to_vec()), Some(vec![5, 2]));
    // White has doubled: the turn is Black's, to answer.
    let d = game
        .state_from_xgid("XGID=-b----E-C---eE---c-e----B-:0:0:-1:D:0:0:3:0:10")
        .unwrap();
    assert_eq!((d.phase(), d.turn()), (Phase::Doubled, WHITE));
    // A White checker on its bar and a Black one on its bar, one off each.
    let bars = "XGID=ab----E-C---dE---c-e-----A:0:0:-1:00:0:0:3:0:10";
    let b = game.state_from_xgid(bars).unwrap();
    assert_eq!((b.bar(WHITE), b.bar(BLACK)), (1, 1));
    assert_eq!((b.borne_off(WHITE), b.borne_off(BLACK)), (1, 0));
    assert_eq!((b.count(BLACK, 13), b.count(WHITE, 24)), (4, 0));
    assert_eq!(b.phase(), Phase::AwaitingCube);
    assert_eq!(game.xgid(&b).unwrap().to_string(), bars);
}

#[test]
fn match_scores_and_the_crawford_flag_read_and_write() {
    let game = match_to(5);
    let text = "XGID=-b----E-C---eE---c-e----B-:0:0:-1:31:4:2:1:5:10";
    let s = game.state_from_xgid(text).unwrap();
    assert_eq!(
        (s.score(), s.is_crawford(), s.turn()),
        ([4, 2], true, BLACK)
    );
    assert_eq!(game.xgid(&s).unwrap().to_string(), text);
}

/// Each state of `games` random games of `game` writes an XGID that reads
/// back as the same state (its action count 0, a side that may double
/// deciding), or is mid-turn or over; returns the states compared.
fn round_trip(game: &BackgammonGame, games: u64) -> usize {
    let mut compared = 0;
    for seed in 0..games {
        for s in random_game(game, seed) {
            match game.xgid(&s) {
                Ok(x) => {
                    let back = game.state_from_xgid(&x.to_string());
                    if looks_unstarted(game, &s) {
                        continue;
                    }
                    assert_eq!(back, Ok(bg::gnubg::read_back(game, &s)), "{s} as {x}");
                    compared += 1;
                }
                Err(XgidError::MidTurn(_)) => {}
                Err(XgidError::Phase(p)) => assert!(p.is_over(), "{s}"),
                Err(e) => panic!("{s}: {e}"),
            }
        }
    }
    compared
}

#[test]
fn random_money_games_round_trip_through_xgid() {
    let counts = [
        round_trip(&BackgammonGame::backgammon_money(), 40),
        round_trip(&plain_money(), 20),
        round_trip(&BackgammonGame::backgammon(), 10),
        round_trip(&BackgammonGame::hypergammon(), 10),
    ];
    eprintln!("states compared: {counts:?}");
    assert!(counts.iter().all(|&n| n > 100), "{counts:?}");
}

#[test]
fn random_matches_round_trip_through_xgid() {
    let counts = [round_trip(&match_to(5), 10), round_trip(&match_to(1), 10)];
    eprintln!("states compared: {counts:?}");
    assert!(counts.iter().all(|&n| n > 100), "{counts:?}");
}

#[test]
fn a_double_writes_d_with_the_turn_of_the_side_doubled() {
    let game = plain_money();
    let s = game.initial_state().with_cube_decision(WHITE, false);
    let (s, _) = game.apply(&s, BackgammonAction::Double).unwrap();
    let x = game.xgid(&s).unwrap().to_string();
    assert_eq!(x, "XGID=-b----E-C---eE---c-e----B-:0:0:-1:D:0:0:0:0:10");
    assert_eq!(game.state_from_xgid(&x), Ok(s.with_actions(0)));
}

#[test]
fn malformed_fields_are_refused_with_their_typed_error() {
    let game = plain_money();
    let cases: &[(&str, XgidError)] = &[
        (
            "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0",
            XgidError::FieldCount(9),
        ),
        (
            "XGID=-b----E-C---eE---c-e----B:0:0:1:00:0:0:0:0:10",
            XgidError::PositionLength(25),
        ),
        (
            "XGID=-b----E-C---eE---c-e----Bx:0:0:1:00:0:0:0:0:10",
            XgidError::PositionChar { at: 25, found: 'x' },
        ),
        (
            "XGID=Ab----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10",
            XgidError::PositionChar { at: 0, found: 'A' },
        ),
        (
            "XGID=-b----E-C---eE---c-e----Bq:0:0:1:00:0:0:0:0:10",
            XgidError::PositionChar { at: 25, found: 'q' },
        ),
        (
            "XGID=-b----E-C---eE---c-e---BB-:0:0:1:00:0:0:0:0:10",
            XgidError::Checkers {
                seat: WHITE,
                count: 17,
                checkers: 15,
            },
        ),
        (
            "XGID=-b----E-C---eE---c-e----B-:x:0:1:00:0:0:0:0:10",
            XgidError::Field(XgidField::Cube),
        ),
        (
            "XGID=-b----E-C---eE---c-e----B-:16:0:1:00:0:0:0:0:10",
            XgidError::Field(XgidField::Cube),
        ),
        (
            "XGID=-b----E-C---eE---c-e----B-:1:2:1:00:0:0:0:0:10",
            XgidError::Field(XgidField::CubeOwner),
        ),
        (
            "XGID=-b----E-C---eE---c-e----B-:0:0:0:00:0:0:0:0:10",
            XgidError::Field(XgidField::Turn),
        ),
        (
            "XGID=-b----E-C---eE---c-e----B-:0:0:1:70:0:0:0:0:10",
            XgidError::Field(XgidField::Dice),
        ),
        (
            "XGID=-b----E-C---eE---c-e----B-:0:0:1:5:0:0:0:0:10",
            XgidError::Field(XgidField::Dice),
        ),
        (
            "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:-1:0:0:0:10",
            XgidError::Field(XgidField::Score1),
        ),
        (
            "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:99999:0:0:10",
            XgidError::Field(XgidField::Score2),
        ),
        (
            "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:4:0:10",
            XgidError::Field(XgidField::Flags),
        ),
        (
            "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:16",
            XgidError::Field(XgidField::MaxCube),
        ),
        (
            "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:1:0:10",
            XgidError::Flags { id: 1 },
        ),
        (
            "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:7:10",
            XgidError::MatchLength { id: 7, rules: 0 },
        ),
        (
            "XGID=-b----E-C---eE---c-e----B-:0:0:1:B:0:0:0:0:10",
            XgidError::Beaver,
        ),
        (
            "XGID=-b----E-C---eE---c-e----B-:0:0:1:R:0:0:0:0:10",
            XgidError::Beaver,
        ),
        (
            "XGID=-b----E-C---eE---c-e----B-:13:1:1:00:0:0:0:0:10",
            XgidError::MaxCube { id: 10, rules: 13 },
        ),
    ];
    for (text, error) in cases {
        assert_eq!(game.state_from_xgid(text), Err(*error), "{text}");
    }
    // A turned cube owned by nobody, or a cube at 1 with an owner: the rules refuse it.
    let centred_2 = "XGID=-b----E-C---eE---c-e----B-:1:0:1:00:0:0:0:0:10";
    assert!(matches!(
        game.state_from_xgid(centred_2),
        Err(XgidError::State(_))
    ));
    // Without a cube: no turned cube, no double.
    let cubeless = BackgammonGame::backgammon();
    for text in [
        "XGID=-b----E-C---eE---c-e----B-:1:1:1:00:0:0:0:0:10",
        "XGID=-b----E-C---eE---c-e----B-:0:0:1:D:0:0:0:0:10",
    ] {
        assert_eq!(
            cubeless.state_from_xgid(text),
            Err(XgidError::NoCube),
            "{text}"
        );
    }
    // A match: scores below the length, the Crawford flag a 0 or 1.
    let m = match_to(5);
    let past = "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:5:0:0:5:10";
    let score = XgidError::Score {
        seat: WHITE,
        score: 5,
        length: 5,
    };
    assert_eq!(m.state_from_xgid(past), Err(score));
    let flags = "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:4:0:2:5:10";
    assert_eq!(m.state_from_xgid(flags), Err(XgidError::Flags { id: 2 }));
    // A cap in the rules is the max cube.
    let capped =
        BackgammonRules::backgammon().with_cube(CubeRules::money().with_max_doublings(Some(6)));
    let capped = BackgammonGame::new(capped).unwrap();
    assert_eq!(
        capped.state_from_xgid(START),
        Err(XgidError::MaxCube { id: 10, rules: 6 })
    );
    assert!(capped.state_from_xgid(&START.replace(":10", ":6")).is_ok());
    // Dice that allow no move are no state.
    let stuck = "XGID=-b----E-C---eE---c-e----B-:0:0:1:66:0:0:0:0:10";
    let blocked = "XGID=-bbbbbbE-C---eE---c-----B-:0:0:1:66:0:0:0:0:10";
    assert!(game.state_from_xgid(stuck).is_ok());
    assert!(matches!(
        game.state_from_xgid(blocked),
        Err(XgidError::Checkers { .. } | XgidError::State(_))
    ));
}

#[test]
fn fevga_has_no_xgid() {
    let game = BackgammonGame::fevga();
    assert_eq!(game.xgid(&game.initial_state()), Err(XgidError::Board));
    assert_eq!(game.state_from_xgid(START), Err(XgidError::Board));
}

proptest! {
    #[test]
    fn any_text_reads_without_panic(text in "\\PC{0,80}") {
        let game = BackgammonGame::backgammon_money();
        let _ = game.state_from_xgid(&text);
    }

    #[test]
    fn texts_near_an_xgid_read_without_panic_and_round_trip(
        text in "XGID=[-a-oA-O]{26}:[0-9]{1,2}:-?[0-2]:-?[0-2]:(00|D|B|R|[0-7]{2}):[0-9]{1,2}:[0-9]{1,2}:[0-4]:(0|5):[0-9]{1,2}",
    ) {
        for game in [BackgammonGame::backgammon_money(), match_to(5)] {
            if let Ok(s) = game.state_from_xgid(&text) {
                let x = game.xgid(&s).unwrap().to_string();
                prop_assert_eq!(game.state_from_xgid(&x), Ok(s));
            }
        }
    }
}
