//! The backgammon player: what a position is worth ([`Evaluator`], [`Probabilities`]), and the bots built on it.
//!
//! An evaluator gives the cubeless chances of a position from the side
//! about to throw: winning, winning a gammon or a backgammon, losing a
//! gammon or a backgammon. Everything else (choosing a play by looking
//! ahead, the cube, a match's score) is computed from those five numbers.
//!
//! - [`Pubeval`]: Tesauro's published linear evaluation, a benchmark
//!   opponent.
//! - [`RaceEvaluator`]: races from the exact bear-off databases.
//! - [`HeuristicEvaluator`]: a simple evaluator for testing: races
//!   exactly, contact by `pubeval`'s score.
//! - [`Search`]: 0-, 1- and 2-ply look-ahead with move filtering over
//!   any evaluator, and truncated rollouts.
//! - [`cube`]: cubeful equities by Janowski's formula, and the cube's
//!   decisions for money play; [`met`]: a match equity table.
//! - [`Bot`]: a [`Policy`](crate::play::Policy) with named [`Level`]s,
//!   and the analysis of a roll's plays and of the cube.
//! - [`NetEvaluator`]: an evaluator learnt by self-play with the crate's
//!   learner ([`crate::learn`]); [`NetEvaluator::shipped`] loads the
//!   network that ships with the crate.
//! - [`PlayerEvaluator`]: the network in contact, the bear-off databases
//!   in races: what [`Bot::shipped`] plays with.

mod analysis;
pub mod cube;
mod decide;
mod eval;
mod features;
mod forward;
mod heuristic;
pub mod met;
mod net;
mod plan;
mod player;
mod player_eval;
mod pubeval;
mod race;
mod rollout;
mod search;
mod shipped;

pub use analysis::{AnalysisError, CubeAnalysis, RankedPlay};
pub use eval::{EvalScratch, Evaluator, Probabilities};
pub use heuristic::HeuristicEvaluator;
pub use net::{
    ContactTask, ContactTaskV2, ENCODING_NAME, ENCODING_VERSION, INPUTS, INPUTS_V2, NetEvaluator,
    OUTPUTS, encode, encode_v2, probabilities, widen_to_v2,
};
pub use plan::Planner;
pub use player::{Bot, Level};
pub use player_eval::{PlayerEvaluator, ShippedError};
pub use pubeval::{CONTACT_WEIGHTS, Pubeval, RACE_WEIGHTS, WINNING_SCORE, is_contact, score};
pub use race::RaceEvaluator;
pub use rollout::{Rollout, RolloutResult};
pub use search::{Filter, Scored, Search};
pub use shipped::ShippedNet;
