//! Arbitrary bytes read as a saved game (rules, state and action, in JSON),
//! for every engine (Goose, Ludo, Ur, backgammon): loading either refuses with an error or gives values
//! that `validate`, `legal_actions` and `apply` handle without panicking;
//! on a valid state the listed actions are exactly those `apply` accepts; a
//! refused action leaves no event behind.
#![no_main]

use libfuzzer_sys::fuzz_target;
use racegame::RaceGame;
use racegame::backgammon::BackgammonGame;
use racegame::goose::GooseGame;
use racegame::ludo::LudoGame;
use racegame::ur::UrGame;
use racegame_fuzz::build::{backgammon_preset, goose_preset, ludo_preset, ur_preset};
use serde::de::DeserializeOwned;

fuzz_target!(|data: &[u8]| {
    // The first byte picks the engine and how to read the rules, so the
    // fuzzer reaches both presets with hand-made states and arbitrary rules.
    let Some((&mode, rest)) = data.split_first() else {
        return;
    };
    let players = usize::from(mode >> 3) % 7;
    // The Goose and Ludo presets by their place in the families' lists (the
    // top two bits reach past the fourth and the third).
    let high = mode >> 6;
    match mode & 7 {
        k @ 0..=3 => preset(goose_preset(k + 4 * high, players).ok_or(()), rest),
        k @ 4..=6 => preset(ludo_preset(k - 4 + 3 * high, players).ok_or(()), rest),
        _ if players == 3 => preset(Ok::<_, ()>(ur_preset(mode >> 6)), rest),
        _ if players == 6 => custom::<UrGame>(rest),
        _ if players == 4 => preset(Ok::<_, ()>(backgammon_preset(mode >> 6)), rest),
        _ if players == 5 => custom::<BackgammonGame>(rest),
        _ => match players % 3 {
            0 => custom::<GooseGame>(rest),
            1 => custom::<LudoGame>(rest),
            _ if players < 3 => preset(ludo_preset(3, players + 2).ok_or(()), rest),
            _ => preset(ludo_preset(4, players % 3 + 2).ok_or(()), rest),
        },
    }
});

fn preset<G, E>(game: Result<G, E>, rest: &[u8])
where
    G: RaceGame,
    G::State: DeserializeOwned,
    G::Action: DeserializeOwned,
{
    if let Ok(game) = game {
        state_and_action(&game, rest);
    }
}

fn custom<G>(bytes: &[u8])
where
    G: RaceGame + DeserializeOwned,
    G::State: DeserializeOwned,
    G::Action: DeserializeOwned,
{
    let mut stream = serde_json::Deserializer::from_slice(bytes).into_iter::<G>();
    let Some(Ok(game)) = stream.next() else {
        return;
    };
    let used = stream.byte_offset();
    state_and_action(&game, &bytes[used..]);
}

fn state_and_action<G>(game: &G, bytes: &[u8])
where
    G: RaceGame,
    G::State: DeserializeOwned,
    G::Action: DeserializeOwned,
{
    let mut stream =
        serde_json::Deserializer::from_slice(bytes).into_iter::<(G::State, G::Action)>();
    let Some(Ok((state, action))) = stream.next() else {
        return;
    };
    let valid = game.validate(&state).is_ok();
    let mut legal = Vec::new();
    game.legal_actions(&state, &mut legal);
    let _ = racegame_fuzz::api::chance_outcomes(game, &state);
    let _ = game.outcome(&state);
    let before = state.clone();
    let mut events = Vec::new();
    match game.apply_into(&state, action, &mut events) {
        Ok(next) => {
            if valid {
                assert!(legal.contains(&action), "accepted an unlisted action");
                assert!(
                    game.validate(&next).is_ok(),
                    "a valid state led to an invalid one: {:?}",
                    game.validate(&next)
                );
            }
        }
        Err(_) => {
            assert!(events.is_empty(), "a refused action pushed events");
            if valid {
                assert!(!legal.contains(&action), "refused a listed action");
            }
        }
    }
    assert_eq!(before, state);
}
