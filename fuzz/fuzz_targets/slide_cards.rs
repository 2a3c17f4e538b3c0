//! A card race from the fuzzer's bytes (a preset for 2 to 4 players, or a
//! random rule set of `racegame::testing::slide_game`), played by the
//! bytes' choices with every check of `check::drive` (listed actions
//! accepted, unlisted refused without a trace, states valid and whole
//! through JSON); at every draw, chance is the pile counted exactly (each
//! card's count over the cards left, summing to 1), and every state
//! reached reads back from its notation.
#![no_main]

use arbitrary::Unstructured;
use libfuzzer_sys::fuzz_target;
use racegame::RaceGame;
use racegame::notation::parse_position;
use racegame::slide::{SlideAction, SlideGame};
use racegame_fuzz::build::{slide_game, slide_preset};
use racegame_fuzz::check::drive;

/// Actions per input at most.
const MAX_STEPS: usize = 600;

fuzz_target!(|data: &[u8]| {
    let [mode, rest @ ..] = data else {
        return;
    };
    let game = if mode & 1 == 0 {
        slide_preset(mode >> 3, 2 + usize::from(mode >> 1 & 3) % 3)
    } else {
        slide_game(&mut Unstructured::new(rest))
    };
    let Some(game) = game else {
        return;
    };
    let (actions, _) = drive(&game, rest, MAX_STEPS);
    let mut state = game.initial_state();
    for a in actions {
        check_chance(&game, &state);
        let text = state.to_string();
        assert_eq!(parse_position(&game, &text).ok(), Some(state), "{text}");
        state = game.apply(&state, a).expect("drive played it").0;
    }
});

/// Chance, when it acts, lists exactly the cards in the pile, each at its
/// count over the cards left.
fn check_chance(game: &SlideGame, state: &racegame::slide::SlideState) {
    let outcomes = game.chance_outcomes(state);
    if outcomes.is_empty() {
        return;
    }
    let left: u64 = state.pile.iter().map(|&n| u64::from(n)).sum();
    let mut total = 0;
    for (a, p) in outcomes.iter() {
        let SlideAction::Draw(card) = a else {
            panic!("chance lists {a:?}");
        };
        let n = u64::from(state.pile[card.index()]);
        assert_eq!(u64::from(p.numerator) * left, u64::from(p.denominator) * n);
        total += n;
    }
    assert_eq!(total, left);
}
