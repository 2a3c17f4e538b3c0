//! The backgammon player: what a position is worth ([`Evaluator`], [`Probabilities`]), and the bots built on it.
//!
//! An evaluator gives the cubeless chances of a position from the side
//! about to throw: winning, winning a gammon or a backgammon, losing a
//! gammon or a backgammon. Everything else (choosing a play by looking
//! ahead, the cube, a match's score) is computed from those five numbers.
//!
//! [`NetEvaluator`] is an evaluator learnt by self-play with the crate's
//! learner ([`crate::learn`]); [`NetEvaluator::shipped`] loads the network
//! that ships with the crate.

mod eval;
mod net;

pub use eval::{Evaluator, Probabilities};
pub use net::{
    ContactTask, ENCODING_NAME, ENCODING_VERSION, INPUTS, NetEvaluator, OUTPUTS, encode,
    probabilities,
};
