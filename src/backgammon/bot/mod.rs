//! The backgammon player: what a position is worth ([`Evaluator`], [`Probabilities`]), and the bots built on it.
//!
//! An evaluator gives the cubeless chances of a position from the side
//! about to throw: winning, winning a gammon or a backgammon, losing a
//! gammon or a backgammon. Everything else (choosing a play by looking
//! ahead, the cube, a match's score) is computed from those five numbers.

mod eval;

pub use eval::{Evaluator, Probabilities};
