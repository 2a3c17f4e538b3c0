//! The Ludo strategies the examples pit against each other (`ludo`, `solve`), written once.
// Each example uses part of this file.
#![allow(dead_code)]

use racegame::RaceGame;
use racegame::Seat;
use racegame::ludo::{LudoAction, LudoEvent, LudoGame, LudoState, Place, YARD};
use rand_core::Rng;

/// A way of choosing among the legal moves.
#[derive(Clone, Copy, Debug)]
pub enum Strategy {
    /// Any legal move, uniformly.
    Random,
    /// The first legal move: enter when possible, else the lowest-numbered token.
    FirstToken,
    /// The most advanced token that can move.
    Runner,
    /// Captures first, then bringing tokens home, then entering, then the
    /// longest advance on the track.
    Greedy,
}

pub const STRATEGIES: [Strategy; 4] = [
    Strategy::Random,
    Strategy::FirstToken,
    Strategy::Runner,
    Strategy::Greedy,
];

impl Strategy {
    pub fn choose(
        self,
        game: &LudoGame,
        s: &LudoState,
        legal: &[LudoAction],
        rng: &mut dyn Rng,
    ) -> usize {
        let seat = s.current();
        match self {
            Strategy::Random => (rng.next_u32() as usize) % legal.len().max(1),
            Strategy::FirstToken => 0,
            Strategy::Runner => best_by(legal, |a| match a {
                LudoAction::Move { token } => i32::from(progress(s, seat, *token)),
                _ => -1,
            }),
            Strategy::Greedy => best_by(legal, |&a| greedy_score(game, s, a)),
        }
    }
}

pub fn progress(s: &LudoState, seat: Seat, token: u8) -> u8 {
    s.progress(seat, token).filter(|&p| p != YARD).unwrap_or(0)
}

/// The index of the action with the highest score (the first on ties).
pub fn best_by(legal: &[LudoAction], mut score: impl FnMut(&LudoAction) -> i32) -> usize {
    let mut best = (0, i32::MIN);
    for (i, a) in legal.iter().enumerate() {
        let sc = score(a);
        if sc > best.1 {
            best = (i, sc);
        }
    }
    best.0
}

/// Greedy's score of a move: finishing, capturing, reaching home,
/// entering, then the token furthest along.
pub fn greedy_score(game: &LudoGame, s: &LudoState, a: LudoAction) -> i32 {
    let Ok((_, events)) = game.apply(s, a) else {
        return i32::MIN;
    };
    let mut score = 0;
    for e in &events {
        score += match e {
            LudoEvent::PlayerFinished { .. } => 1000,
            LudoEvent::Captured { .. } => 500,
            LudoEvent::TokenHome { .. } => 300,
            LudoEvent::Entered { .. } => 200,
            LudoEvent::Moved {
                to: Place::Home(_), ..
            } => 100,
            _ => 0,
        };
    }
    if let LudoAction::Move { token } = a {
        score += i32::from(progress(s, s.current(), token));
    }
    score
}
