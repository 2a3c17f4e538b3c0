//! Learning players for any engine: a small neural value network ([`Mlp`]), its checked weights file ([`Weights`]), and self-play training by TD(lambda) ([`Trainer`]).
//!
//! The network is a plain multilayer perceptron in `f32`: one to three
//! hidden layers of sigmoid units and one sigmoid per output, its weights
//! in one flat vector laid out so that a forward pass over a sparse input
//! (a board encoding is mostly zeros) skips the zeros and runs plain
//! vectorisable loops. It trains by gradient steps on the cross-entropy
//! between its outputs and targets in `0..=1`.
//!
//! A game plugs in through a [`Task`]: the network's inputs for a position
//! as one seat sees it, the positions a decision may reach (its
//! *afterstates*), and the targets of a finished game. [`Observed`] is the
//! task of any game with an [`Encode`](crate::encode::Encode) observation
//! (one output, the chance to win); engines add their own
//! (the backgammon player's
//! [`ContactTask`](crate::backgammon::bot::ContactTask), whose turn is a
//! whole play and whose five outputs count gammons and backgammons).
//!
//! [`Trainer`] plays a game against itself, each seat choosing the
//! afterstate the network values most, and trains each seat's chosen
//! afterstates towards their lambda-returns when the game ends. Every
//! game's randomness comes from the run's seed and the game's number, so a
//! run is reproducible and resumes from a checkpoint ([`Weights`] counts
//! its games) as if never stopped.
//!
//! ```
//! use racegame::learn::{Observed, TdConfig, Trainer};
//! use racegame::ur::UrGame;
//! let mut trainer = Trainer::new(UrGame::finkel(), Observed::default(), &[8], TdConfig::default(), 1);
//! for _ in 0..3 {
//!     assert!(trainer.train_game(0.1) > 0);
//! }
//! assert_eq!(trainer.weights.games, 3);
//! let bytes = trainer.weights.to_bytes();
//! assert_eq!(racegame::learn::Weights::from_bytes(&bytes)?, trainer.weights);
//! # Ok::<(), racegame::learn::WeightsError>(())
//! ```

mod file;
mod lookahead;
mod ludo;
mod mlp;
mod policy;
mod td;

pub use file::{EncodingId, FORMAT_VERSION, MAGIC, MAX_NAME, Weights, WeightsError, fnv1a64};
pub use ludo::{LUDO_ENCODING, LUDO_VERSION, LudoTask};
pub use mlp::{
    Layout, MAX_HIDDEN_LAYERS, MAX_INPUTS, MAX_OUTPUTS, MAX_UNITS, Mlp, Scratch, exp, sigmoid,
};
pub use policy::{MAX_SHIPPED_BYTES, NetPolicy, ludo_player, pachisi_player, ur_player};
pub use td::{Greedy, Observed, Task, TdConfig, Trainer};
