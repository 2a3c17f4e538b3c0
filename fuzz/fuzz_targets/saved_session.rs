//! Saved sessions, both ways. Bytes read as a JSON `Session` (Goose, Ludo
//! or Ur): resuming refuses or succeeds, never panics; a resumed session
//! saves to the same JSON, resumes again to the same session, plays on,
//! and its record replays, seeded exactly when no throw came from outside.
//! A session played from the fuzzer's choices (a preset or custom rules,
//! some throws played from outside with `Session::play`) saves and resumes
//! to the same session, and every edit of one of its own throws, the
//! digests recomputed as a forger would, is refused.
#![no_main]

use arbitrary::{Arbitrary, Unstructured};
use libfuzzer_sys::fuzz_target;
use racegame::ToAct;
use racegame::goose::GooseGame;
use racegame::ludo::LudoGame;
use racegame::play::{self, Session};
use racegame::record::{Digest, Throws};
use racegame::ur::UrGame;
use racegame_fuzz::api;
use racegame_fuzz::build::{self, GooseInput, UrInput};
use racegame_fuzz::check::{FuzzGame, reached};
use serde_json::Value;

/// Actions a session plays at most.
const MAX_STEPS: usize = 150;

fuzz_target!(|data: &[u8]| {
    let Some((&mode, rest)) = data.split_first() else {
        return;
    };
    // Low two bits: the engine; the next: read from JSON, or played.
    match (mode & 3, mode >> 2 & 1) {
        (0, 0) => from_json::<GooseGame>(rest),
        (1, 0) => from_json::<LudoGame>(rest),
        (_, 0) => from_json::<UrGame>(rest),
        (0, _) => played_goose(mode >> 3, rest),
        (1, _) => played_ludo(mode >> 3, rest),
        _ => played_ur(mode >> 3, rest),
    }
});

/// Bytes as a saved session: refused, or a session that saves whole.
fn from_json<G: FuzzGame>(bytes: &[u8]) {
    let Ok(mut session) = serde_json::from_slice::<Session<G>>(bytes) else {
        return;
    };
    reached(session.game(), session.state());
    saves_whole(&session);
    // It plays on like any session.
    let mut first = |_: &G, _: &G::State, _: &[G::Action], _: &mut dyn rand_core::Rng| 0;
    if let Err(e) = session.play_to_end(&mut first, 50) {
        panic!("a resumed session refused its own action: {e}");
    }
    reached(session.game(), session.state());
}

/// Saved and resumed, `session` is the same session, saved the same; its
/// record replays, seeded when every throw came from its dice.
fn saves_whole<G: FuzzGame>(session: &Session<G>) {
    let json = serde_json::to_string(session).unwrap_or_else(|e| panic!("{e}"));
    let back: Session<G> =
        serde_json::from_str(&json).unwrap_or_else(|e| panic!("own save refused: {e}: {json}"));
    assert_eq!(back.state(), session.state());
    assert_eq!(back.actions(), session.actions());
    assert_eq!(back.seed(), session.seed());
    assert_eq!(back.outside_throws(), session.outside_throws());
    assert_eq!(back.dice(), session.dice());
    assert_eq!(serde_json::to_string(&back).ok(), Some(json));
    let record = session.record().unwrap_or_else(|e| panic!("{e}"));
    let replayed = record
        .replay()
        .unwrap_or_else(|e| panic!("a session's record refused: {e}"));
    assert_eq!(&replayed.state, session.state());
    let own = session.outside_throws().is_empty();
    assert_eq!(
        replayed.throws,
        Throws::from_seed(session.seed().filter(|_| own))
    );
}

fn played_goose(which: u8, bytes: &[u8]) {
    let mut u = Unstructured::new(bytes);
    let game = if which & 1 == 0 {
        build::goose_preset(which >> 1, usize::from(which >> 3) % 4 + 1)
    } else {
        GooseInput::arbitrary(&mut u).ok().and_then(|i| i.game())
    };
    if let Some(game) = game {
        played(game, u);
    }
}

fn played_ludo(which: u8, bytes: &[u8]) {
    let mut u = Unstructured::new(bytes);
    let game = if which & 1 == 0 {
        build::ludo_preset(which >> 1, usize::from(which >> 4) % 3 + 2)
    } else {
        build::ludo_game(&mut u)
    };
    if let Some(game) = game {
        played(game, u);
    }
}

fn played_ur(which: u8, bytes: &[u8]) {
    let mut u = Unstructured::new(bytes);
    let game = if which & 1 == 0 {
        Some(build::ur_preset(which >> 1))
    } else {
        UrInput::arbitrary(&mut u).ok().and_then(|i| i.game())
    };
    if let Some(game) = game {
        played(game, u);
    }
}

/// A seeded session of `game` played from the fuzzer's bytes (a byte with
/// its top bit set, when chance is to act, plays a throw from outside),
/// saved and resumed whole, and an edit of one of its own throws refused.
fn played<G: FuzzGame>(game: G, mut u: Unstructured<'_>) {
    if game.known_bug() {
        return;
    }
    let (Ok(seed), Ok(edit)) = (u64::arbitrary(&mut u), u16::arbitrary(&mut u)) else {
        return;
    };
    let choices = u.take_rest();
    let mut session = Session::new(game, seed);
    for &c in choices
        .iter()
        .cycle()
        .take(MAX_STEPS.min(choices.len() * 8))
    {
        let outcomes = api::chance_outcomes(session.game(), session.state());
        let step = if c & 0x80 != 0 && !outcomes.is_empty() {
            let throw = outcomes[usize::from(c) % outcomes.len()].0;
            session.play(throw).map(Some)
        } else {
            let mut pick =
                |_: &G, _: &G::State, legal: &[G::Action], _: &mut dyn rand_core::Rng| {
                    usize::from(c) % legal.len()
                };
            session.step(&mut pick)
        };
        match step {
            Ok(Some(_)) => {}
            Ok(None) => break,
            Err(e) => panic!("a session refused its own action: {e}"),
        }
    }
    saves_whole(&session);
    own_throw_edited(&session, usize::from(edit));
}

/// The save of `session` with one of its own throws (the `pick`-th,
/// cycled) made another outcome, the digests recomputed: refused.
fn own_throw_edited<G: FuzzGame>(session: &Session<G>, pick: usize) {
    let game = session.game();
    let own: Vec<usize> = (0..session.actions().len())
        .filter(|i| game.is_throw(&session.actions()[*i]) && !session.outside_throws().contains(i))
        .collect();
    let Some(&index) = own.get(pick % own.len().max(1)) else {
        return;
    };
    let Ok((before, _)) = play::replay(game, &session.actions()[..index]) else {
        panic!("a session's own actions do not replay");
    };
    assert!(matches!(game.to_act(&before), ToAct::Chance(_)));
    let outcomes = api::chance_outcomes(game, &before);
    let Some(&(other, _)) = outcomes
        .iter()
        .cycle()
        .skip(pick)
        .take(outcomes.len())
        .find(|(a, _)| *a != session.actions()[index])
    else {
        return; // a single possible throw: nothing to edit it into
    };
    let mut actions = session.actions().to_vec();
    actions[index] = other;
    let Ok((state, _)) = play::replay(game, &actions) else {
        return; // the edited game is illegal, refused anyway
    };
    let mut json: Value = serde_json::to_value(session).unwrap_or_else(|e| panic!("{e}"));
    let digest = |d: Result<Digest, _>| serde_json::to_value(d.unwrap_or_else(|e| panic!("{e}")));
    json["actions"] = serde_json::to_value(&actions).unwrap_or_else(|e| panic!("{e}"));
    json["actions_digest"] = digest(Digest::of(&actions)).unwrap_or_else(|e| panic!("{e}"));
    json["state_digest"] = digest(Digest::of(&state)).unwrap_or_else(|e| panic!("{e}"));
    if let Ok(resumed) = serde_json::from_value::<Session<G>>(json) {
        panic!(
            "throw {index} edited from {:?} to {other:?} and resumed: {:?}",
            session.actions()[index],
            resumed.state()
        );
    }
}
