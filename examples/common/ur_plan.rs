//! The Royal Game of Ur's simple plan, shared by the examples: captures first, then rosettes, then the most advanced piece.

use racegame::RaceGame;
use racegame::ur::{UrAction, UrEvent, UrGame, UrState};
use rand_core::Rng;

/// Captures first, then rosettes (a throw again), then the most advanced
/// piece: the index in `legal` of the best action by that plan.
pub fn plan(game: &UrGame, s: &UrState, legal: &[UrAction], _: &mut dyn Rng) -> usize {
    let score = |&a: &UrAction| -> i32 {
        let Ok((_, events)) = game.apply(s, a) else {
            return i32::MIN;
        };
        let mut score = match a {
            UrAction::Move { from } => i32::from(from),
            _ => 0,
        };
        for e in &events {
            score += match e {
                UrEvent::Captured { .. } => 100,
                UrEvent::ThrowAgain { .. } => 50,
                _ => 0,
            };
        }
        score
    };
    (0..legal.len())
        .max_by_key(|&i| score(&legal[i]))
        .unwrap_or(0)
}
