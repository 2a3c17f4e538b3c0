//! Game records, both ways. Arbitrary bytes read as a JSON `GameRecord`
//! (Goose, Ludo or Ur): loading and replaying refuse or succeed, never panic,
//! and a record that replays still replays to the same state after a JSON
//! round trip. A game played from the fuzzer's choices (a preset or custom
//! rules), written down as a record and read back from JSON, replays to
//! the state the game reached.
#![no_main]

use arbitrary::{Arbitrary, Unstructured};
use libfuzzer_sys::fuzz_target;
use racegame::goose::GooseGame;
use racegame::ludo::LudoGame;
use racegame::record::GameRecord;
use racegame::ur::UrGame;
use racegame_fuzz::api;
use racegame_fuzz::build::{GooseInput, UrInput, ludo_game};
use racegame_fuzz::check::{FuzzGame, play_quickly};

const MAX_STEPS: usize = 5_000;

fuzz_target!(|data: &[u8]| {
    let Some((&mode, rest)) = data.split_first() else {
        return;
    };
    // The top bit picks Ur: a record read from JSON, or a game played.
    if mode & 0x80 != 0 {
        match mode & 3 {
            0 | 1 => from_json::<UrGame>(rest),
            _ => played_ur(mode >> 2, rest),
        }
        return;
    }
    match mode & 3 {
        0 => from_json::<GooseGame>(rest),
        1 => from_json::<LudoGame>(rest),
        2 => played_goose(mode >> 2, rest),
        _ => played_ludo(mode >> 2, rest),
    }
});

/// Bytes as a record: refused or replayed, and a replayed record replays
/// the same after a JSON round trip.
fn from_json<G: FuzzGame>(bytes: &[u8]) {
    let Ok(record) = serde_json::from_slice::<GameRecord<G>>(bytes) else {
        return;
    };
    let Ok(state) = api::replay_record(&record) else {
        return;
    };
    let game = record
        .game()
        .unwrap_or_else(|e| panic!("replayed, yet no game: {e}"));
    if let Err(e) = game.validate(&state) {
        panic!("a replayed record ends in an invalid state: {e}");
    }
    let json = serde_json::to_string(&record).unwrap_or_else(|e| panic!("{e}"));
    let back: GameRecord<G> =
        serde_json::from_str(&json).unwrap_or_else(|e| panic!("own JSON refused: {e}: {json}"));
    assert_eq!(
        api::replay_record(&back),
        Ok(state),
        "JSON changed the replay"
    );
}

/// A preset game, by its name in the preset list.
fn played_preset<G: FuzzGame>(which: u8, bytes: &[u8]) {
    let [players, rest @ ..] = bytes else { return };
    let names = G::preset_names();
    let Some(&name) = names.get(usize::from(which) % names.len().max(1)) else {
        return;
    };
    let seats = usize::from(players % 8);
    if let Some(Ok(game)) = G::preset(name, seats) {
        played(&game, Some((name, seats)), rest);
    }
}

fn played_goose(which: u8, bytes: &[u8]) {
    if which & 1 == 0 {
        played_preset::<GooseGame>(which >> 1, bytes);
        return;
    }
    let mut u = Unstructured::new(bytes);
    if let Ok(Some(game)) = GooseInput::arbitrary(&mut u).map(|i| i.game()) {
        played(&game, None, u.take_rest());
    }
}

fn played_ludo(which: u8, bytes: &[u8]) {
    if which & 1 == 0 {
        played_preset::<LudoGame>(which >> 1, bytes);
        return;
    }
    let mut u = Unstructured::new(bytes);
    if let Some(game) = ludo_game(&mut u) {
        played(&game, None, u.take_rest());
    }
}

fn played_ur(which: u8, bytes: &[u8]) {
    if which & 1 == 0 {
        played_preset::<UrGame>(which >> 1, bytes);
        return;
    }
    let mut u = Unstructured::new(bytes);
    if let Ok(Some(game)) = UrInput::arbitrary(&mut u).map(|i| i.game()) {
        played(&game, None, u.take_rest());
    }
}

/// Plays `game`, records it (by preset name when it is one), and replays
/// the record read back from JSON.
fn played<G: FuzzGame>(game: &G, preset: Option<(&str, usize)>, choices: &[u8]) {
    let (actions, state) = play_quickly(game, choices, MAX_STEPS);
    let record = match preset {
        Some((name, seats)) => api::preset_record::<G>(name, seats, actions),
        None => api::custom_record(game.clone(), actions),
    };
    assert_eq!(
        api::replay_record(&record),
        Ok(state.clone()),
        "the record replays elsewhere"
    );
    let json = serde_json::to_string(&record).unwrap_or_else(|e| panic!("{e}"));
    let back: GameRecord<G> =
        serde_json::from_str(&json).unwrap_or_else(|e| panic!("own JSON refused: {e}: {json}"));
    assert_eq!(back, record, "JSON changed the record");
    assert_eq!(
        api::replay_record(&back),
        Ok(state),
        "JSON changed the replay"
    );
}
