//! Every field of a record is checked: the origin of the throws is written out (never read from a key left out), the seat names have a digest, and records of format 1 still load and say what they could not check.
#![cfg(feature = "serde")]

use racegame::ludo::LudoGame;
use racegame::play::{RandomPolicy, Session};
use racegame::record::{GameRecord, RECORD_FORMAT_VERSION, RecordError, Throws};
use serde_json::Value;

fn seeded_record() -> GameRecord<LudoGame> {
    let mut session = Session::new(LudoGame::ludo(2).unwrap(), 4);
    session.play_to_end(&mut RandomPolicy, 100_000).unwrap();
    let names = vec!["Ani".to_owned(), "Budi".to_owned()];
    session.record().unwrap().with_seats(names).unwrap()
}

fn load(json: Value) -> Result<GameRecord<LudoGame>, serde_json::Error> {
    serde_json::from_value(json)
}

/// A record of format 1 as it was saved, read as JSON.
fn first_format(name: &str) -> Value {
    let path = format!(
        "{}/tests/fixtures/records/{name}.json",
        env!("CARGO_MANIFEST_DIR")
    );
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

#[test]
fn a_seeded_record_names_its_seed_and_its_replay_reports_it() {
    let record = seeded_record();
    let json = serde_json::to_value(&record).unwrap();
    assert_eq!(json["format_version"], RECORD_FORMAT_VERSION);
    assert_eq!(json["throws"], serde_json::json!({ "seeded": 4 }));
    assert!(json.get("seed").is_none());
    assert_eq!(
        load(json).unwrap().replay().unwrap().throws,
        Throws::Seeded(4)
    );
}

#[test]
fn a_record_with_its_throws_left_out_or_null_is_refused_not_read_as_unseeded() {
    let json = serde_json::to_value(seeded_record()).unwrap();
    let mut left_out = json.clone();
    left_out.as_object_mut().unwrap().remove("throws");
    let err = load(left_out).unwrap_err();
    assert!(err.to_string().contains("missing field `throws`"), "{err}");
    let mut null = json.clone();
    null["throws"] = Value::Null;
    let err = load(null).unwrap_err();
    assert!(
        err.to_string()
            .contains("`throws` is `{\"seeded\": <seed>}` or `\"unseeded\"`, not null"),
        "{err}"
    );
    // Nor does the old key still work in the new format.
    let mut old = json;
    old.as_object_mut().unwrap().remove("throws");
    old["seed"] = 4.into();
    let err = load(old).unwrap_err();
    assert!(err.to_string().contains("the seed is in `throws`"), "{err}");
}

#[test]
fn seat_names_swapped_or_edited_are_refused() {
    let record = seeded_record();
    record.replay().unwrap();
    let mut swapped = record.clone();
    swapped.seats.swap(0, 1);
    assert!(matches!(
        swapped.replay(),
        Err(RecordError::SeatsDigest { .. })
    ));
    let mut json = serde_json::to_value(&record).unwrap();
    json["seats"][1] = "Mallory".into();
    assert!(matches!(
        load(json).unwrap().replay(),
        Err(RecordError::SeatsDigest { .. })
    ));
    // Names given afterwards come with their digest.
    let renamed = record
        .with_seats(vec!["Citra".to_owned(), "Dewi".to_owned()])
        .unwrap();
    renamed.replay().unwrap();
}

#[test]
fn a_first_format_record_still_loads_replays_and_is_written_back_unchanged() {
    let json = first_format("mensch_2p");
    assert_eq!(json["format_version"], 1);
    let record = load(json.clone()).unwrap();
    assert_eq!(record.replay().unwrap().throws, Throws::Seeded(23));
    assert_eq!(serde_json::to_value(&record).unwrap(), json);
}

#[test]
fn a_first_format_record_whose_seed_was_deleted_replays_and_says_it_is_unseeded() {
    // Format 1 read a seed left out as no seed: such a record cannot be told
    // from an unseeded one, so it replays, but never as seeded.
    let mut json = first_format("mensch_2p");
    json.as_object_mut().unwrap().remove("seed");
    assert_eq!(
        load(json.clone()).unwrap().replay().unwrap().throws,
        Throws::Unseeded
    );
    json["seed"] = Value::Null;
    assert_eq!(
        load(json).unwrap().replay().unwrap().throws,
        Throws::Unseeded
    );
}

#[test]
fn a_first_format_record_with_fields_of_the_new_format_is_refused() {
    let mut json = first_format("mensch_2p");
    json["throws"] = "unseeded".into();
    let err = load(json).unwrap_err();
    assert!(
        err.to_string().contains("format 1 has no `throws`"),
        "{err}"
    );
}

#[test]
fn sealing_a_first_format_record_writes_the_current_format() {
    let mut record = load(first_format("mensch_2p")).unwrap();
    record.seal().unwrap();
    assert_eq!(record.format_version, RECORD_FORMAT_VERSION);
    let json = serde_json::to_value(&record).unwrap();
    assert_eq!(json["throws"], serde_json::json!({ "seeded": 23 }));
    load(json).unwrap().replay().unwrap();
}
