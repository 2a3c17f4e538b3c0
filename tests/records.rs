//! Game records: saved games replay exactly, in this version and every later one.
#![cfg(feature = "serde")]

use racegame::goose::{GooseAction, GooseError, GooseGame};
use racegame::ludo::LudoGame;
use racegame::play::{RandomPolicy, Session};
use racegame::record::{GameRecord, RECORD_FORMAT_VERSION, RecordError};
use racegame::{RaceGame, Roll};

fn fixture_dir() -> String {
    format!("{}/tests/fixtures/records", env!("CARGO_MANIFEST_DIR"))
}

/// Writes the fixtures (only with `RACEGAME_BLESS=1`): records saved by
/// this version, which every later version must still replay.
#[test]
fn saved_goose_records_replay_to_their_outcome() {
    let games: Vec<(&str, GooseGame, u64)> = vec![
        (
            "railway_4p_fine5",
            GooseGame::railway(4).unwrap().with_fine(5).unwrap(),
            13,
        ),
        (
            "vermifuge_lune_3p",
            GooseGame::vermifuge_lune(3).unwrap(),
            4,
        ),
        ("classic_goose_2p", GooseGame::classic_goose(2).unwrap(), 5),
        (
            "snakes_and_ladders_2p",
            GooseGame::snakes_and_ladders(2).unwrap(),
            6,
        ),
    ];
    if std::env::var_os("RACEGAME_BLESS").is_some() {
        for (name, game, seed) in &games {
            let mut session = Session::new(game.clone(), *seed);
            session.play_to_end(&mut RandomPolicy, 100_000).unwrap();
            let mut record = session.record();
            record.seats = (0..game.seats()).map(|i| format!("player {i}")).collect();
            let json = serde_json::to_string_pretty(&record).unwrap();
            std::fs::write(format!("{}/{name}.json", fixture_dir()), json).unwrap();
        }
    }
    for (name, game, _) in &games {
        let json = std::fs::read_to_string(format!("{}/{name}.json", fixture_dir())).unwrap();
        let record: GameRecord<GooseGame> = serde_json::from_str(&json).unwrap();
        assert!(
            record.outcome.is_some(),
            "{name}: the fixture records an outcome"
        );
        let replayed = record.replay().unwrap();
        assert_eq!(&replayed.game, game, "{name}");
        assert_eq!(game.outcome(&replayed.state), record.outcome, "{name}");
    }
}

#[test]
fn saved_ludo_records_replay_to_their_outcome() {
    let games: Vec<(&str, LudoGame, u64)> = vec![
        ("ludo_4p", LudoGame::ludo(4).unwrap(), 21),
        ("ludo_king_3p", LudoGame::ludo_king(3).unwrap(), 22),
        ("mensch_2p", LudoGame::mensch(2).unwrap(), 23),
    ];
    if std::env::var_os("RACEGAME_BLESS").is_some() {
        for (name, game, seed) in &games {
            let mut session = Session::new(game.clone(), *seed);
            session.play_to_end(&mut RandomPolicy, 100_000).unwrap();
            let json = serde_json::to_string(&session.record()).unwrap();
            std::fs::write(format!("{}/{name}.json", fixture_dir()), json).unwrap();
        }
    }
    for (name, game, _) in &games {
        let json = std::fs::read_to_string(format!("{}/{name}.json", fixture_dir())).unwrap();
        let record: GameRecord<LudoGame> = serde_json::from_str(&json).unwrap();
        assert!(record.outcome.is_some(), "{name}");
        let replayed = record.replay().unwrap();
        assert_eq!(&replayed.game, game, "{name}");
        assert_eq!(game.outcome(&replayed.state), record.outcome, "{name}");
    }
}

#[test]
fn a_hand_written_preset_record_replays() {
    let json = r#"{
        "format_version": 1,
        "rules": { "preset": { "name": "railway", "seats": 2 } },
        "seats": ["Ani", "Budi"],
        "actions": [ { "throw": [6, 3] }, { "throw": [1, 2] }, { "throw": [3, 4] } ]
    }"#;
    let record: GameRecord<GooseGame> = serde_json::from_str(json).unwrap();
    let replayed = record.replay().unwrap();
    assert_eq!(replayed.state.positions(), &[33, 3]);
}

#[test]
fn the_first_illegal_action_is_named_by_its_index() {
    let mut record = GameRecord::<GooseGame>::preset("snakes_and_ladders", 1);
    record.actions = vec![
        GooseAction::Throw(Roll::one(3).unwrap()),
        GooseAction::Throw(Roll::two(3, 3).unwrap()),
    ];
    assert_eq!(
        record.replay().unwrap_err(),
        RecordError::IllegalAction {
            index: 1,
            error: GooseError::WrongDiceCount {
                expected: 1,
                got: 2
            }
        }
    );
}

#[test]
fn newer_formats_unknown_presets_and_wrong_seats_are_refused() {
    let mut record = GameRecord::<GooseGame>::preset("railway", 2);
    record.format_version = RECORD_FORMAT_VERSION + 1;
    assert!(matches!(
        record.replay(),
        Err(RecordError::FormatVersion { .. })
    ));
    let record = GameRecord::<GooseGame>::preset("monopoly", 2);
    assert!(matches!(
        record.replay(),
        Err(RecordError::UnknownPreset(_))
    ));
    let record = GameRecord::<GooseGame>::preset("railway", 9);
    assert!(matches!(record.replay(), Err(RecordError::Rules(_))));
    let mut record = GameRecord::<GooseGame>::preset("railway", 2);
    record.seats = vec!["only one".into()];
    assert!(matches!(record.replay(), Err(RecordError::Seats { .. })));
}

#[test]
fn a_tampered_outcome_is_detected() {
    let mut session = Session::new(GooseGame::railway(2).unwrap(), 1);
    session.play_to_end(&mut RandomPolicy, 100_000).unwrap();
    let mut record = session.record();
    record.outcome = Some(racegame::Outcome::Blocked);
    assert!(matches!(
        record.replay(),
        Err(RecordError::OutcomeMismatch { .. })
    ));
}
