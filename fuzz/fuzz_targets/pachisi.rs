//! From the fuzzer's bytes, a Pachisi or Chaupar game of random rules (the
//! crate's one generator, `racegame::testing::pachisi_game`, reading the
//! first bytes as its draws) and a sequence of choices: every listed action
//! is accepted (with and without events, to the same state), every state
//! reached validates and round-trips through JSON and the notation, an
//! unlisted action is refused and changes nothing.
#![no_main]

use libfuzzer_sys::fuzz_target;
use racegame::notation::parse_position;
use racegame::pachisi::PachisiState;
use racegame_fuzz::check::drive;

/// Actions per input at most.
const MAX_STEPS: usize = 600;

fuzz_target!(|data: &[u8]| {
    if data.is_empty() {
        return;
    }
    // The generator's draws from the first 40 bytes (zeros once they run
    // out), the rest the choices.
    let (head, choices) = data.split_at(data.len().min(40));
    let mut bytes = head.iter();
    let Some(game) = racegame::testing::pachisi_game(|n| {
        usize::from(*bytes.next().unwrap_or(&0)) % n
    }) else {
        return;
    };
    let (_, end) = drive(&game, choices, MAX_STEPS);
    let text = end.to_string();
    let read: PachisiState = parse_position(&game, &text).expect("a reached state reads back");
    assert_eq!(read, end);
});
