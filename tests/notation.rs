//! The text notation: every action and every state reached in random games
//! of every preset reads back exactly, and anything else is refused with a
//! typed error that says what was expected.

mod common;
use common::walk;
use proptest::prelude::*;
use racegame::backgammon::{
    BLACK, BackgammonAction, BackgammonGame, BackgammonRules, BackgammonState, WHITE,
};
use racegame::goose::{GooseAction, GooseGame, GooseState};
use racegame::ludo::{LudoAction, LudoGame, LudoState};
use racegame::notation::{MAX_LEN, parse_position};
use racegame::record::Presets;
use racegame::ur::{DARK, LIGHT, Phase, UrAction, UrGame, UrState};
use racegame::{NotationError, PositionError, RaceGame};
use std::fmt::Display;
use std::str::FromStr;

/// Every Goose preset, at table sizes 4, 3, 6 and 2 in turn, with a fine
/// of 2.
fn goose_games() -> Vec<GooseGame> {
    racegame::goose::presets::PRESETS
        .iter()
        .zip([4, 3, 6, 2].into_iter().cycle())
        .map(|(p, n)| GooseGame::new(p.rules(), n).unwrap().with_fine(2).unwrap())
        .collect()
}

fn ludo_games(players: usize) -> Vec<LudoGame> {
    let games = LudoGame::every_preset(players).unwrap();
    games.into_iter().map(|(_, game)| game).collect()
}

/// Every Ur preset, with `pieces` pieces a side.
fn ur_games(pieces: u8) -> Vec<UrGame> {
    racegame::ur::presets::PRESETS
        .iter()
        .map(|p| {
            let mut rules = p.rules();
            rules.pieces = pieces;
            UrGame::new(rules).unwrap()
        })
        .collect()
}

/// A seat's pieces: waiting, borne off, and a few path indexes (rising).
type UrSeat = (u8, u8, Vec<u8>);

fn ur_seat() -> impl Strategy<Value = UrSeat> {
    (
        0u8..=4,
        0u8..=4,
        proptest::collection::btree_set(1u8..=16, 0..=3),
    )
        .prop_map(|(w, o, squares)| (w, o, squares.into_iter().collect()))
}

/// A seat's pieces written from their parts, as the grammar in the docs
/// has them (not through `Display`).
fn ur_pieces((waiting, off, squares): &UrSeat) -> String {
    let mut items = Vec::new();
    if *waiting > 0 {
        items.push(format!("w{waiting}"));
    }
    if *off > 0 {
        items.push(format!("o{off}"));
    }
    items.extend(squares.iter().map(u8::to_string));
    items.join(",")
}

/// Every backgammon preset, hypergammon with four checkers too.
fn backgammon_games() -> Vec<BackgammonGame> {
    let mut games: Vec<_> = BackgammonGame::every_preset(2)
        .unwrap()
        .into_iter()
        .map(|(_, game)| game)
        .collect();
    games.push(BackgammonGame::new(BackgammonRules::hypergammon_with(4).unwrap()).unwrap());
    games
}

fn action_round_trips<A>(action: &A)
where
    A: Display + FromStr<Err = NotationError> + PartialEq + std::fmt::Debug,
{
    let text = action.to_string();
    assert_eq!(text.parse::<A>().as_ref(), Ok(action), "{text}");
}

fn position_round_trips<G>(game: &G, state: &G::State)
where
    G: RaceGame,
    G::State: Display + FromStr<Err = PositionError<G::StateError>>,
{
    let text = state.to_string();
    assert!(!text.contains('\n') && text.len() <= MAX_LEN, "{text}");
    let read = parse_position(game, &text).unwrap_or_else(|e| panic!("{text}: {e}"));
    assert_eq!(&read, state, "{text}");
    assert_eq!(read.to_string(), text);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(12))]

    #[test]
    fn goose_action_and_position_notation_round_trip_in_random_games(seed in any::<u64>()) {
        for game in goose_games() {
            walk(&game, seed, 3_000, |state, legal| {
                position_round_trips(&game, state);
                legal.iter().for_each(action_round_trips::<GooseAction>);
            });
        }
    }

    #[test]
    fn ludo_action_and_position_notation_round_trip_in_random_games(
        seed in any::<u64>(),
        players in 2usize..=4,
    ) {
        for game in ludo_games(players) {
            walk(&game, seed, 3_000, |state, legal| {
                position_round_trips(&game, state);
                legal.iter().for_each(action_round_trips::<LudoAction>);
            });
        }
    }

    #[test]
    fn ur_action_and_position_notation_round_trip_in_random_games(
        seed in any::<u64>(),
        pieces in 1u8..=7,
    ) {
        for game in ur_games(pieces) {
            walk(&game, seed, 3_000, |state, legal| {
                position_round_trips(&game, state);
                legal.iter().for_each(action_round_trips::<UrAction>);
            });
        }
    }

    #[test]
    fn backgammon_action_and_position_notation_round_trip_in_random_games(seed in any::<u64>()) {
        for game in backgammon_games() {
            walk(&game, seed, 3_000, |state, legal| {
                position_round_trips(&game, state);
                legal.iter().for_each(action_round_trips::<BackgammonAction>);
            });
        }
    }

    #[test]
    fn any_text_read_as_a_backgammon_action_or_position_is_the_text_written(
        action in "(bar|[0-9]{1,2})/(off|[0-9]{1,2})(:[0-9])?|[0-9][+][0-9]",
        position in "bg W:[ob0-9x,p]{1,12} B:[ob0-9x,p]{1,12} t=[WB] p=(opening|throw|move:[0-9]{1,4}|over|drawn)( n=[0-9]{1,3})?;",
    ) {
        if let Ok(a) = action.parse::<BackgammonAction>() {
            prop_assert_eq!(a.to_string(), action);
        }
        if let Ok(s) = position.parse::<BackgammonState>() {
            prop_assert_eq!(s.to_string(), position);
        }
    }

    #[test]
    fn any_text_read_as_an_action_is_the_text_written(text in "[0-9a-z/+ ]{0,6}") {
        if let Ok(a) = text.parse::<LudoAction>() {
            prop_assert_eq!(a.to_string(), text.clone());
        }
        if let Ok(a) = text.parse::<UrAction>() {
            prop_assert_eq!(a.to_string(), text.clone());
        }
        if let Ok(a) = text.parse::<GooseAction>() {
            prop_assert_eq!(a.to_string(), text);
        }
    }

    #[test]
    fn any_text_read_as_a_position_is_the_text_written(
        text in "(ludo|goose|ur)[ RGYBLD:y0-9,*hmfwo=tpnsdlkcrvea+-]{0,40};?",
    ) {
        if let Ok(s) = text.parse::<UrState>() {
            prop_assert_eq!(s.to_string(), text.clone());
        }
        if let Ok(s) = text.parse::<LudoState>() {
            prop_assert_eq!(s.to_string(), text.clone());
        }
        if let Ok(s) = text.parse::<GooseState>() {
            prop_assert_eq!(s.to_string(), text);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn ur_parse_position_accepts_exactly_what_validate_accepts(
        light in ur_seat(),
        dark in ur_seat(),
        dark_plays in any::<bool>(),
        phase in 0u8..8,
        actions in prop_oneof![Just(0u32), 1u32..2_000],
    ) {
        let phase_text = match phase {
            0..=3 => "throw".to_string(),
            4 => "over".to_string(),
            5 => "truncated".to_string(),
            _ => format!("move:{}", 1 + actions % 4),
        };
        let text = format!(
            "ur L:{} D:{} t={} p={phase_text}{};",
            ur_pieces(&light),
            ur_pieces(&dark),
            if dark_plays { "D" } else { "L" },
            if actions == 0 { String::new() } else { format!(" n={actions}") },
        );
        let shape = text.parse::<UrState>();
        if let Ok(s) = &shape {
            prop_assert_eq!(s.to_string(), text.clone());
        }
        for pieces in 1..=7 {
            for game in ur_games(pieces) {
                let by_rules = shape.as_ref().ok().filter(|s| game.validate(s).is_ok());
                let read = parse_position(&game, &text);
                prop_assert_eq!(read.as_ref().ok(), by_rules, "{}", text);
            }
        }
        // The same position built through the public constructors (a
        // throw awaited): its text, read against the rules, is the state
        // exactly when the state is valid.
        if phase <= 3 {
            let seat = if dark_plays { DARK } else { LIGHT };
            let built = UrGame::finkel()
                .initial_state()
                .with_pieces(LIGHT, light.0, &light.2, light.1)
                .with_pieces(DARK, dark.0, &dark.2, dark.1)
                .with_current(seat)
                .with_actions(actions);
            prop_assert_eq!(built.to_string(), text.clone());
            for pieces in 1..=7 {
                for game in ur_games(pieces) {
                    let valid = game.validate(&built).is_ok();
                    prop_assert_eq!(parse_position(&game, &text).ok(), valid.then_some(built));
                }
            }
        }
    }
}

#[test]
fn every_ludo_action_has_one_text() {
    let mut all = vec![LudoAction::Enter, LudoAction::EnterTotal];
    for token in 0..4 {
        all.push(LudoAction::Move { token });
        all.push(LudoAction::BonusMove { token });
        all.push(LudoAction::MoveSum { token });
        for die in 0..2 {
            all.push(LudoAction::MoveDie { token, die });
        }
    }
    all.extend((0..2).map(|die| LudoAction::EnterDie { die }));
    let texts: Vec<String> = all.iter().map(ToString::to_string).collect();
    let mut unique = texts.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(unique.len(), texts.len(), "{texts:?}");
    all.iter().for_each(action_round_trips);
}

fn expected_at(err: NotationError) -> (usize, &'static str) {
    match err {
        NotationError::Expected { at, expected, .. } => (at, expected),
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_wrong_action_says_what_was_expected() {
    let err = "m4".parse::<LudoAction>().unwrap_err();
    assert_eq!(expected_at(err), (1, "a token number, 0 to 3"));
    let err = "e/2".parse::<LudoAction>().unwrap_err();
    assert_eq!(expected_at(err), (2, "a die, 0 or 1, or \"+\" for both"));
    let err = "7".parse::<LudoAction>().unwrap_err();
    assert_eq!(
        err.to_string(),
        "at byte 0: expected a throw (\"6\", \"3+5\"), \"e\", \"m\" or \"b\"; found '7'"
    );
    let err = "m1 ".parse::<LudoAction>().unwrap_err();
    assert_eq!(expected_at(err), (2, "the end of the action"));
    let err = "6+".parse::<GooseAction>().unwrap_err();
    assert_eq!(
        err.to_string(),
        "at byte 2: expected a die's value, 1 to 6; found the end of the text"
    );
    let err = "".parse::<GooseAction>().unwrap_err();
    assert_eq!(expected_at(err), (0, "a die's value, 1 to 6"));
}

#[test]
fn a_wrong_position_says_what_was_expected() {
    let err = "ludo R:y,y Y:y t=R p=throw;"
        .parse::<LudoState>()
        .unwrap_err();
    assert!(matches!(err, PositionError::State(_)), "{err:?}");
    let err = "ludo Y:y R:y t=R p=throw;"
        .parse::<LudoState>()
        .unwrap_err();
    assert!(
        err.to_string().contains("the seats in colour order"),
        "{err}"
    );
    let err = "ludo R:y Y:y t=R p=wait;".parse::<LudoState>().unwrap_err();
    assert!(err.to_string().contains("expected a phase"), "{err}");
    let err = "ludo R:y Y:y t=R p=throw s=0;"
        .parse::<LudoState>()
        .unwrap_err();
    assert!(err.to_string().contains("a zero is left out"), "{err}");
    let err = "goose 0*,0* t=2 n=0;".parse::<GooseState>().unwrap_err();
    assert!(matches!(err, PositionError::State(_)), "{err:?}");
    let err = "goose 0*,0* t=0 n=99999999999;"
        .parse::<GooseState>()
        .unwrap_err();
    assert!(err.to_string().contains("at most 4294967295"), "{err}");
    let long = "goose ".to_string() + &"0,".repeat(1_000);
    let err = long.parse::<GooseState>().unwrap_err();
    assert!(matches!(
        err,
        PositionError::Notation(NotationError::TooLong { .. })
    ));
}

#[test]
fn parse_position_checks_the_rules() {
    let game = LudoGame::mensch(2).unwrap();
    // Shape fine, but a token beyond the goal fields of Mensch.
    let text = "ludo R:60,y,y,y Y:y,y,y,y t=R p=throw;";
    assert!(text.parse::<LudoState>().is_ok());
    assert!(matches!(
        parse_position(&game, text),
        Err(PositionError::State(_))
    ));
    let game = GooseGame::snakes_and_ladders(2).unwrap();
    assert!(matches!(
        parse_position(&game, "goose 250,0* t=0 n=1;"),
        Err(PositionError::State(_))
    ));
}

#[test]
fn every_backgammon_action_has_one_text() {
    let mut all: Vec<BackgammonAction> = racegame::Roll::all(2)
        .map(BackgammonAction::Throw)
        .collect();
    for from in 1..=25 {
        for die in 1..=6 {
            all.push(BackgammonAction::Move { from, die });
        }
    }
    let texts: Vec<String> = all.iter().map(ToString::to_string).collect();
    let mut unique = texts.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(unique.len(), texts.len(), "{texts:?}");
    all.iter().for_each(action_round_trips);
}

#[test]
fn a_wrong_backgammon_action_or_position_says_what_was_expected() {
    let err = "25/20".parse::<BackgammonAction>().unwrap_err();
    assert_eq!(
        expected_at(err),
        (0, "a point, 1 to 24, \"bar\" or \"start\"")
    );
    let err = "bar/18".parse::<BackgammonAction>().unwrap_err();
    assert_eq!(expected_at(err), (4, "a point from 19 to 24 to enter on"));
    let err = "3/off:3".parse::<BackgammonAction>().unwrap_err();
    assert_eq!(
        expected_at(err),
        (
            6,
            "a die larger than the point (an exact bear-off is written without it)"
        )
    );
    let err = "13/5".parse::<BackgammonAction>().unwrap_err();
    assert_eq!(expected_at(err), (3, "a point below 13, 1 to 6 pips away"));
    let err = "bg W:6x1 B:6x15 t=W p=throw;"
        .parse::<BackgammonState>()
        .unwrap_err();
    assert!(matches!(err, PositionError::Notation(_)), "{err}");
    let err = "bg W:6,8 B:6x15 t=W p=throw;"
        .parse::<BackgammonState>()
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "at byte 7: expected the points farthest first, each once; found '8'"
    );
    let err = "bg W:6x15 B:6x15 t=W p=move:553;"
        .parse::<BackgammonState>()
        .unwrap_err();
    assert!(
        err.to_string().contains("the dice left, largest first"),
        "{err}"
    );
    // Sixteen checkers: the shape is refused before any rules.
    let err = "bg W:6x15,5 B:6x15 t=W p=throw;"
        .parse::<BackgammonState>()
        .unwrap_err();
    assert!(matches!(err, PositionError::State(_)), "{err}");
}

#[test]
fn backgammon_parse_position_checks_the_rules() {
    let game = BackgammonGame::backgammon();
    // Both sides on White's 1-point (Black's 24).
    let text = "bg W:6x14,1 B:24x2,13x5,8x3,6x5 t=W p=throw;";
    assert!(text.parse::<BackgammonState>().is_ok());
    assert!(matches!(
        parse_position(&game, text),
        Err(PositionError::State(_))
    ));
    let text = "bg W:o14,2 B:24x2,13x5,8x3,6x5 t=B p=throw n=9;";
    let s = parse_position(&game, text).unwrap();
    assert_eq!((s.borne_off(WHITE), s.count(BLACK, 13)), (14, 5));
}

#[test]
fn every_ur_action_has_one_text() {
    let mut all: Vec<UrAction> = (0..=4).map(UrAction::Throw).collect();
    all.push(UrAction::Enter);
    all.extend((1..=16).map(|from| UrAction::Move { from }));
    let texts: Vec<String> = all.iter().map(ToString::to_string).collect();
    let mut unique = texts.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(unique.len(), texts.len(), "{texts:?}");
    all.iter().for_each(action_round_trips);
}

#[test]
fn a_wrong_ur_action_says_what_was_expected() {
    let err = "m0".parse::<UrAction>().unwrap_err();
    assert_eq!(expected_at(err), (1, "a path index, 1 to 16"));
    let err = "m07".parse::<UrAction>().unwrap_err();
    assert_eq!(expected_at(err), (1, "a path index, 1 to 16"));
    let err = "m17".parse::<UrAction>().unwrap_err();
    assert_eq!(
        err.to_string(),
        "at byte 1: a path index, 1 to 16 is at most 16"
    );
    let err = "5".parse::<UrAction>().unwrap_err();
    assert_eq!(
        expected_at(err),
        (0, "a throw (\"0\" to \"4\"), \"e\" or \"m\"")
    );
    let err = "e1".parse::<UrAction>().unwrap_err();
    assert_eq!(expected_at(err), (1, "the end of the action"));
    let err = "".parse::<UrAction>().unwrap_err();
    assert_eq!(
        expected_at(err),
        (0, "a throw (\"0\" to \"4\"), \"e\" or \"m\"")
    );
    let err = "4".repeat(MAX_LEN + 1).parse::<UrAction>().unwrap_err();
    assert!(matches!(err, NotationError::TooLong { .. }), "{err:?}");
}

fn ur_notation_error(text: &str) -> String {
    match text.parse::<UrState>() {
        Err(PositionError::Notation(e)) => e.to_string(),
        other => panic!("{text}: {other:?}"),
    }
}

#[test]
fn a_wrong_ur_position_says_what_was_expected() {
    let err = ur_notation_error("ur D:w7 L:w7 t=L p=throw;");
    assert!(err.contains("Light's pieces come first"), "{err}");
    let err = ur_notation_error("ur L:w6,8,5 D:w7 t=L p=throw;");
    assert!(err.contains("rising order"), "{err}");
    let err = ur_notation_error("ur L:o1,w6 D:w7 t=L p=throw;");
    assert!(err.contains("a path index"), "{err}");
    let err = ur_notation_error("ur L:w0,o7 D:w7 t=L p=throw;");
    assert!(err.contains("a zero is left out"), "{err}");
    let err = ur_notation_error("ur L: D:w7 t=L p=throw;");
    assert!(err.contains("a seat's pieces"), "{err}");
    let err = ur_notation_error("ur L:w7 D:w7 t=L p=move:0;");
    assert!(err.contains("the throw to move, 1 to 4"), "{err}");
    let err = ur_notation_error("ur L:w7 D:w7 t=L p=throw n=0;");
    assert!(err.contains("a zero is left out"), "{err}");
    let err = ur_notation_error("ur L:w7 D:w7 t=X p=throw;");
    assert!(err.contains("a seat: L (Light) or D (Dark)"), "{err}");
    // Eight pieces: the notation reads, the shape does not hold.
    let err = "ur L:w4,o4 D:w7 t=L p=throw;"
        .parse::<UrState>()
        .unwrap_err();
    assert!(matches!(err, PositionError::State(_)), "{err:?}");
}

#[test]
fn ur_parse_position_checks_the_rules() {
    // Path index 15 is on Masters' path only.
    let text = "ur L:w6,15 D:w7 t=L p=throw;";
    assert!(text.parse::<UrState>().is_ok());
    assert!(matches!(
        parse_position(&UrGame::finkel(), text),
        Err(PositionError::State(_))
    ));
    let s = parse_position(&UrGame::masters(), text).unwrap();
    assert_eq!(s.squares(LIGHT).collect::<Vec<_>>(), [15]);
    // A game over with nobody home.
    assert!(parse_position(&UrGame::finkel(), "ur L:w7 D:w7 t=L p=over;").is_err());
    let s = parse_position(&UrGame::finkel(), "ur L:w7 D:w7 t=D p=move:2;").unwrap();
    assert_eq!(s.phase(), Phase::AwaitingMove(2));
}

// ---- A position cut short ----------------------------------------------------

/// Every text that `text` starts with (shorter, cut at a character) is
/// refused as a position.
fn every_cut_is_refused<S>(text: &str)
where
    S: FromStr + std::fmt::Debug,
{
    for cut in (0..text.len()).filter(|&i| text.is_char_boundary(i)) {
        let short = &text[..cut];
        assert!(short.parse::<S>().is_err(), "{short:?}, cut from {text:?}");
    }
}

#[test]
fn a_position_cut_short_anywhere_is_refused_in_every_engine() {
    for game in goose_games() {
        walk(&game, 3, 400, |state, _| {
            every_cut_is_refused::<GooseState>(&state.to_string());
        });
    }
    for game in ludo_games(4) {
        walk(&game, 3, 400, |state, _| {
            every_cut_is_refused::<LudoState>(&state.to_string());
        });
    }
    for game in ur_games(7) {
        walk(&game, 3, 400, |state, _| {
            every_cut_is_refused::<UrState>(&state.to_string());
        });
    }
}

#[test]
fn a_copied_position_that_lost_its_last_digit_is_refused_not_misread() {
    // The last counter of each engine, one digit short.
    let cut = [
        ("goose 12f1,0*,0* t=1 n=12;", "goose 12f1,0*,0* t=1 n=1"),
        (
            "ludo R:0,y,y,y Y:y,y,y,y t=R p=throw s=1 l=0 n=12;",
            "ludo R:0,y,y,y Y:y,y,y,y t=R p=throw s=1 l=0 n=1",
        ),
        (
            "ur L:w6,4 D:w7 t=L p=throw n=12;",
            "ur L:w6,4 D:w7 t=L p=throw n=1",
        ),
    ];
    assert!(cut[0].0.parse::<GooseState>().is_ok());
    assert!(cut[1].0.parse::<LudoState>().is_ok());
    assert!(cut[2].0.parse::<UrState>().is_ok());
    let err = cut[0].1.parse::<GooseState>().unwrap_err();
    assert_eq!(
        err.to_string(),
        format!(
            "at byte {}: expected \" s=\" and the end of the game, \" c=\" and a repeat under way, \
             or \";\" to end the position; found the end of the text",
            cut[0].1.len()
        )
    );
    let err = cut[1].1.parse::<LudoState>().unwrap_err();
    assert!(
        err.to_string()
            .contains("or \";\" to end the position; found the end of the text"),
        "{err}"
    );
    let err = cut[2].1.parse::<UrState>().unwrap_err();
    assert!(
        err.to_string()
            .contains("or \";\" to end the position; found the end of the text"),
        "{err}"
    );
    // Nothing may follow the end mark.
    let err = "ur L:w7 D:w7 t=L p=throw; n=2"
        .parse::<UrState>()
        .unwrap_err();
    assert!(
        err.to_string()
            .contains("expected nothing after the \";\" that ends the position"),
        "{err}"
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn pachisi_action_and_position_notation_round_trip_in_random_games(
        seed in any::<u64>(),
        players in prop_oneof![Just(2usize), Just(4)],
    ) {
        use racegame::pachisi::{PachisiAction, PachisiGame, presets::PRESETS};
        for preset in PRESETS {
            let game = PachisiGame::new(preset.rules(), players).unwrap();
            walk(&game, seed, 2_000, |state, legal| {
                position_round_trips(&game, state);
                legal.iter().for_each(action_round_trips::<PachisiAction>);
            });
        }
    }

    #[test]
    fn any_text_read_as_a_pachisi_action_or_position_is_the_text_written(
        action in "[dmpx0-9]{1,7}",
        position in "pachisi R:[0-9,]{7,11} Y:[0-9,]{7,11} G:[0-9,]{7,11} B:[0-9,]{7,11} t=[RYGB] p=(throw|move:[0-9]{1,2}|move:d[0-9]{1,4}|over|truncated)( s=[0-9])?( n=[0-9]{1,3})?;",
    ) {
        use racegame::pachisi::{PachisiAction, PachisiState};
        if let Ok(a) = action.parse::<PachisiAction>() {
            prop_assert_eq!(a.to_string(), action);
        }
        if let Ok(s) = position.parse::<PachisiState>() {
            prop_assert_eq!(s.to_string(), position);
        }
    }
}

#[test]
fn a_wrong_pachisi_action_or_position_says_what_was_expected() {
    use racegame::pachisi::{PachisiAction, PachisiGame, PachisiState};
    let err = "m18x1".parse::<PachisiAction>().unwrap_err();
    assert!(
        err.to_string().contains("a count of 1 is left out"),
        "{err}"
    );
    assert!("m84".parse::<PachisiAction>().is_err());
    assert!("19".parse::<PachisiAction>().is_err());
    // The dice used separately: faces 1, 2, 5, 6 only, largest first, at
    // most three; a move names one die.
    assert!("d612".parse::<PachisiAction>().is_err());
    assert!("d3".parse::<PachisiAction>().is_err());
    assert!("d6621".parse::<PachisiAction>().is_err());
    assert!("d62m7".parse::<PachisiAction>().is_err());
    assert!("d".parse::<PachisiAction>().is_err());
    assert_eq!(
        "d5m30x2".parse::<PachisiAction>().unwrap(),
        PachisiAction::MoveDie {
            die: 5,
            from: 30,
            count: 2
        }
    );
    let game = PachisiGame::pachisi(4).unwrap();
    let start = "pachisi R:0,0,0,0 Y:0,0,0,0 G:0,0,0,0 B:0,0,0,0 t=R p=throw;";
    assert_eq!(parse_position(&game, start).unwrap(), game.initial_state());
    // Cut short, a row not rising, a streak written as 0: refused.
    assert!(start[..start.len() - 1].parse::<PachisiState>().is_err());
    assert!(
        start
            .replace("R:0,0,0,0", "R:0,0,9,5")
            .parse::<PachisiState>()
            .is_err()
    );
    assert!(
        start
            .replace("throw;", "throw s=0;")
            .parse::<PachisiState>()
            .is_err()
    );
    // The shape reads; the rules refuse both sides on one ring square.
    let shared = start
        .replace("R:0,0,0,0", "R:0,0,0,20")
        .replace("Y:0,0,0,0", "Y:0,0,0,71");
    assert!(shared.parse::<PachisiState>().is_ok());
    assert!(parse_position(&game, &shared).is_err());
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(12))]

    #[test]
    fn slide_action_and_position_notation_round_trip_in_random_games(seed in any::<u64>()) {
        for (_, game) in racegame::slide::SlideGame::every_preset(4).unwrap() {
            walk(&game, seed, 2_000, |state, legal| {
                position_round_trips(&game, state);
                for a in legal {
                    action_round_trips(a);
                }
            });
        }
    }
}

#[test]
fn a_wrong_slide_action_or_position_says_what_was_expected() {
    use racegame::slide::{SlideAction, SlideGame, SlideState};
    assert!("d6".parse::<SlideAction>().is_err());
    assert!("f1+0".parse::<SlideAction>().is_err());
    assert!("q".parse::<SlideAction>().is_err());
    let game = SlideGame::classic(2).unwrap();
    let text = game.initial_state().to_string();
    assert!(
        text.trim_end_matches(';').parse::<SlideState>().is_err(),
        "a position cut short"
    );
    // Two pawns on one square: the notation reads it, the rules refuse it.
    let shared = text.replacen("0:s,s,s,s", "0:5,5,s,s", 1);
    assert!(shared.parse::<SlideState>().is_ok());
    assert!(parse_position(&game, &shared).is_err());
}
