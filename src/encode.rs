//! Encodings for learning agents: a fixed-size observation of a state from
//! one seat's point of view, a fixed action space, and a legal-action mask.
//!
//! Every engine implements [`Encode`]; generic code (a training loop, the
//! Python bindings) is written once against it. Three things make one
//! network serve every seat:
//!
//! - **Relative observations.** [`Encode::observe`] writes the state as the
//!   given seat sees it: its own pieces first, then the others in turn
//!   order after it, and board squares counted from its own start. Two
//!   positions that differ only by which colour is which encode the same
//!   from the matching seats.
//! - **A fixed action space.** Each game has [`Encode::num_actions`] action
//!   indexes, the same in every state; [`Encode::action_index`] and
//!   [`Encode::action_at`] translate. Indexes name moves relative to the
//!   seat to act (token numbers, path squares), never absolute colours.
//! - **A mask.** [`Encode::legal_mask`] marks the indexes that are legal
//!   now.
//!
//! Chance is not in the action space: throws of the dice are never given an
//! index, and the mask is all `false` whenever chance is to act (or the game
//! is over). An environment applies the throws itself, from its own seeded
//! [`Dice`](crate::Dice), between two decisions. The Goose games have no
//! decisions at all: their action space is empty.
//!
//! Each engine documents its layout: [`GooseGame`](crate::goose::GooseGame),
//! [`LudoGame`](crate::ludo::LudoGame), [`UrGame`](crate::ur::UrGame) and
//! [`BackgammonGame`](crate::backgammon::BackgammonGame) in their `Encode`
//! implementations.
//!
//! ```
//! use racegame::encode::Encode;
//! use racegame::ludo::LudoGame;
//! use racegame::{RaceGame, Seat};
//!
//! let game = LudoGame::ludo(4).unwrap();
//! let state = game.initial_state();
//! let obs = game.observation(&state, Seat(0)).unwrap();
//! assert_eq!(obs.len(), game.observation_len());
//! let mut mask = vec![false; game.num_actions()];
//! game.legal_mask(&state, &mut mask).unwrap();
//! assert!(mask.iter().all(|&legal| !legal)); // chance throws first
//! ```

use alloc::vec;
use alloc::vec::Vec;

use crate::game::{RaceGame, Seat, ToAct};

/// Why an encoding could not be written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum EncodeError {
    /// The output buffer has the wrong length.
    #[error("buffer of length {got}, expected {expected}")]
    BufferLen {
        /// The length the encoding needs.
        expected: usize,
        /// The length given.
        got: usize,
    },
    /// The seat does not play in this game.
    #[error("{0} does not play in this game")]
    SeatNotInGame(Seat),
}

/// A game encoded for learning agents. See the [module docs](self).
pub trait Encode: RaceGame {
    /// Length of every observation of this game.
    fn observation_len(&self) -> usize;

    /// Writes the observation of `state` from `seat`'s point of view into
    /// `out`, which has [`observation_len`](Encode::observation_len)
    /// elements, all zero. Called by [`observe`](Encode::observe), which
    /// checks the buffer and the seat first.
    fn write_observation(&self, state: &Self::State, seat: Seat, out: &mut [f32]);

    /// Size of the action space (player decisions only, never throws).
    fn num_actions(&self) -> usize;

    /// The index of a player action, or `None` for a throw of the dice or
    /// an action outside the space.
    fn action_index(&self, action: &Self::Action) -> Option<usize>;

    /// The action at `index`, or `None` when `index` is out of range.
    fn action_at(&self, index: usize) -> Option<Self::Action>;

    /// Writes the observation of `state` from `seat`'s point of view.
    ///
    /// # Errors
    ///
    /// [`EncodeError::BufferLen`] when `out` does not have
    /// [`observation_len`](Encode::observation_len) elements, and
    /// [`EncodeError::SeatNotInGame`] when `seat` does not play; `out` is
    /// then left as it was.
    fn observe(&self, state: &Self::State, seat: Seat, out: &mut [f32]) -> Result<(), EncodeError> {
        let expected = self.observation_len();
        if out.len() != expected {
            return Err(EncodeError::BufferLen {
                expected,
                got: out.len(),
            });
        }
        if !self.seats_in_play().any(|s| s == seat) {
            return Err(EncodeError::SeatNotInGame(seat));
        }
        out.fill(0.0);
        self.write_observation(state, seat, out);
        Ok(())
    }

    /// The observation of `state` from `seat`'s point of view, in a new
    /// vector.
    ///
    /// # Errors
    ///
    /// [`EncodeError::SeatNotInGame`] when `seat` does not play.
    fn observation(&self, state: &Self::State, seat: Seat) -> Result<Vec<f32>, EncodeError> {
        let mut out = vec![0.0; self.observation_len()];
        self.observe(state, seat, &mut out)?;
        Ok(out)
    }

    /// Marks in `out` the indexes of the legal player actions in `state`:
    /// all `false` when chance is to act or the game is over. `scratch`
    /// holds the legal actions on the way (reused, so a loop allocates
    /// nothing once it has grown).
    ///
    /// # Errors
    ///
    /// [`EncodeError::BufferLen`] when `out` does not have
    /// [`num_actions`](Encode::num_actions) elements; `out` is then left as
    /// it was.
    fn legal_mask_with(
        &self,
        state: &Self::State,
        out: &mut [bool],
        scratch: &mut Vec<Self::Action>,
    ) -> Result<(), EncodeError> {
        let expected = self.num_actions();
        if out.len() != expected {
            return Err(EncodeError::BufferLen {
                expected,
                got: out.len(),
            });
        }
        out.fill(false);
        if !matches!(self.to_act(state), ToAct::Player(_)) {
            return Ok(());
        }
        self.legal_actions(state, scratch);
        for action in scratch.iter() {
            if let Some(slot) = self.action_index(action).and_then(|i| out.get_mut(i)) {
                *slot = true;
            }
        }
        Ok(())
    }

    /// [`legal_mask_with`](Encode::legal_mask_with) with a scratch vector of
    /// its own.
    ///
    /// # Errors
    ///
    /// As [`legal_mask_with`](Encode::legal_mask_with).
    fn legal_mask(&self, state: &Self::State, out: &mut [bool]) -> Result<(), EncodeError> {
        self.legal_mask_with(state, out, &mut Vec::new())
    }
}

/// Writes features one after another into an observation buffer; writes
/// past its end are dropped (the layouts are sized so that none happen).
pub(crate) struct Writer<'a> {
    out: &'a mut [f32],
    at: usize,
}

impl<'a> Writer<'a> {
    pub(crate) fn new(out: &'a mut [f32]) -> Self {
        Writer { out, at: 0 }
    }

    /// Writes one value and moves on.
    pub(crate) fn push(&mut self, value: f32) {
        if let Some(slot) = self.out.get_mut(self.at) {
            *slot = value;
        }
        self.at += 1;
    }

    /// Adds `value` at `index` of the block of `len` values that starts
    /// here (nothing when `index` is not below `len`); does not move.
    pub(crate) fn add_at(&mut self, len: usize, index: usize, value: f32) {
        if index < len
            && let Some(slot) = self.out.get_mut(self.at + index)
        {
            *slot += value;
        }
    }

    /// Moves past a block of `len` values.
    pub(crate) fn skip(&mut self, len: usize) {
        self.at += len;
    }

    /// A one-hot block of `len` values with 1 at `index` (none when
    /// `index` is out of range).
    pub(crate) fn one_hot(&mut self, len: usize, index: Option<usize>) {
        if let Some(i) = index {
            self.add_at(len, i, 1.0);
        }
        self.skip(len);
    }
}

/// A ratio as an `f32`, 0 when the denominator is 0.
pub(crate) fn ratio(num: impl Into<f64>, den: impl Into<f64>) -> f32 {
    let den = den.into();
    if den == 0.0 {
        0.0
    } else {
        (num.into() / den) as f32
    }
}
