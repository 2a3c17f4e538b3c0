//! From the fuzzer's bytes, a game of any engine (a preset, or a custom
//! Goose board, Ludo, Ur or backgammon rule set with any geometry, options,
//! fines and limits) and a sequence of choices among its legal actions: every listed
//! action is accepted (with and without events, to the same state), every
//! state reached validates and round-trips through JSON, an unlisted action
//! is refused and changes nothing, and the game stays consistent to the end.
#![no_main]

use arbitrary::{Arbitrary, Unstructured};
use libfuzzer_sys::fuzz_target;
use racegame_fuzz::build::{
    BackgammonInput, GooseInput, UrInput, backgammon_preset, goose_preset, ludo_game, ludo_preset,
    ur_preset,
};
use racegame_fuzz::check::{FuzzGame, drive};

/// Actions per input at most: deep enough to finish short games.
const MAX_STEPS: usize = 600;

fuzz_target!(|data: &[u8]| {
    let [mode, players, rest @ ..] = data else {
        return;
    };
    let which = mode >> 2;
    // The top two bits set pick backgammon: a preset (even) or a custom
    // rule set (odd).
    if mode & 0xC0 == 0xC0 {
        if mode & 1 == 0 {
            play(Some(backgammon_preset(which)), rest);
        } else {
            let mut u = Unstructured::new(&data[1..]);
            if let Ok(input) = BackgammonInput::arbitrary(&mut u) {
                play(input.game(), u.take_rest());
            }
        }
        return;
    }
    // The top bit alone picks Ur: a preset (even) or a custom rule set (odd).
    if mode & 0x80 != 0 {
        if mode & 1 == 0 {
            play(Some(ur_preset(which)), rest);
        } else {
            let mut u = Unstructured::new(&data[1..]);
            if let Ok(input) = UrInput::arbitrary(&mut u) {
                play(input.game(), u.take_rest());
            }
        }
        return;
    }
    match mode & 3 {
        0 => play(goose_preset(which, usize::from(players % 8)), rest),
        1 => play(ludo_preset(which, usize::from(players % 8)), rest),
        2 => {
            let mut u = Unstructured::new(&data[1..]);
            if let Ok(input) = GooseInput::arbitrary(&mut u) {
                play(input.game(), u.take_rest());
            }
        }
        _ => {
            let mut u = Unstructured::new(&data[1..]);
            let game = ludo_game(&mut u);
            play(game, u.take_rest());
        }
    }
});

fn play<G: FuzzGame>(game: Option<G>, choices: &[u8]) {
    if let Some(game) = game {
        drive(&game, choices, MAX_STEPS);
    }
}
