//! [`Table`]: every position's value under optimal play, and the questions a player or a user interface asks of it.

use alloc::string::ToString;
use alloc::vec::Vec;
use core::time::Duration;

use super::key::SolveKey;
use super::search::{Lookup, Search};
use super::{Objective, SolveError};
use crate::analysis::index::StateIndex;
use crate::game::{Seat, ToAct};

/// How a solve went.
#[derive(Clone, Copy, Debug, PartialEq)]
#[non_exhaustive]
pub struct SolveStats {
    /// Positions stored (where chance is to act, as keyed).
    pub states: usize,
    /// Sweeps of value iteration made.
    pub sweeps: usize,
    /// The largest change of a value in the last sweep.
    pub residual: f64,
    /// Wall-clock time of the solve (`None` without the `std` feature, or
    /// for a table read from bytes).
    pub elapsed: Option<Duration>,
    /// Bytes the table held on the heap at its largest (keys, values and
    /// hash slots, as allocated).
    pub peak_bytes: usize,
}

/// The solved values of a two-player game: for every position where
/// chance is to act, the value for the player to act when both sides play
/// their best, under the table's [`Objective`]: its chance of winning (a
/// game that ends without a winner counts a half for each side, so that
/// the two values always add up to 1), or its expected payoff in a
/// zero-sum game (the other side's is minus it).
///
/// Values of the other positions (a player's choice, an ended game) are
/// computed on demand from the stored ones: see
/// [`value`](Table::value), [`action_values`](Table::action_values),
/// [`move_losses`](Table::move_losses) and [`best_action`](Table::best_action).
/// Every question takes the game and refuses one whose
/// [`rules_digest`](SolveKey::rules_digest) is not the table's
/// ([`SolveError::WrongRules`]), and a state the game refuses
/// ([`RaceGame::validate`](crate::RaceGame::validate), [`SolveError::InvalidState`]): a key keeps
/// only part of a state (an Ur key has no count of pieces waiting, which
/// follows from the others in a valid state), so a state from outside is
/// checked before it is keyed.
pub struct Table {
    pub(crate) digest: u64,
    pub(crate) objective: Objective,
    pub(crate) store: Store,
    pub(crate) stats: SolveStats,
    pub(crate) max_choices: usize,
}

/// How a table holds its values.
pub(crate) enum Store {
    /// Keys numbered by a hash index, one `f64` per number: what
    /// [`solve`](super::solve) writes.
    Keyed {
        index: StateIndex<u64>,
        values: Vec<f64>,
    },
    /// One `f32` per number of the game's dense numbering
    /// ([`SolveKey::rank_of_key`]): what [`solve_dense`](super::solve_dense)
    /// writes.
    Ranked { values: Vec<f32> },
}

impl core::fmt::Debug for Table {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("Table")
            .field("rules_digest", &format_args!("{:016x}", self.digest))
            .field("objective", &self.objective)
            .field("stats", &self.stats)
            .finish_non_exhaustive()
    }
}

impl Table {
    /// A table of `game`'s values by its dense numbering, solved for
    /// `objective`.
    pub(crate) fn ranked<G: SolveKey>(
        game: &G,
        objective: Objective,
        values: Vec<f32>,
        stats: SolveStats,
        max_choices: usize,
    ) -> Table {
        Table {
            digest: game.rules_digest(),
            objective,
            store: Store::Ranked { values },
            stats,
            max_choices,
        }
    }

    /// How the solve went (for a table read from bytes: its size, and the
    /// sweeps and residual of the solve that wrote it).
    pub fn stats(&self) -> SolveStats {
        self.stats
    }

    /// Positions stored.
    pub fn len(&self) -> usize {
        match &self.store {
            Store::Keyed { values, .. } => values.len(),
            Store::Ranked { values } => values.len(),
        }
    }

    /// Whether no position is stored (a game that ends before any throw).
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// What the table's values are: the chance of winning or the expected
    /// payoff.
    pub fn objective(&self) -> Objective {
        self.objective
    }

    /// The rules digest of the game the table was solved for.
    pub fn rules_digest(&self) -> u64 {
        self.digest
    }

    /// The stored value of `key` in `game`, if stored.
    pub fn value_of_key<G: SolveKey>(&self, game: &G, key: u64) -> Option<f64> {
        self.lookup(game).get(key).ok()
    }

    /// The key and value of entry `i` (in the order of
    /// [`to_bytes`](Table::to_bytes)), or `None` past the last.
    pub(crate) fn entry<G: SolveKey>(&self, game: &G, i: usize) -> Option<(u64, f64)> {
        match &self.store {
            Store::Keyed { index, values } => Some((*index.get(i)?, *values.get(i)?)),
            Store::Ranked { values } => {
                let key = game.key_of_rank(i as u64)?;
                Some((key, f64::from(*values.get(i)?)))
            }
        }
    }

    /// Refuses a game with another rules digest.
    pub(crate) fn check_rules<G: SolveKey>(&self, game: &G) -> Result<(), SolveError> {
        let expected = game.rules_digest();
        if expected == self.digest {
            Ok(())
        } else {
            Err(SolveError::WrongRules {
                expected,
                found: self.digest,
            })
        }
    }

    /// Refuses a game with another rules digest, and a state the game
    /// refuses.
    fn check<G: SolveKey>(&self, game: &G, state: &G::State) -> Result<(), SolveError> {
        self.check_rules(game)?;
        game.validate(state)
            .map_err(|e| SolveError::InvalidState(e.to_string()))
    }

    pub(crate) fn lookup<'a, G>(&'a self, game: &'a G) -> Lookup<'a, G> {
        match &self.store {
            Store::Keyed { index, values } => Lookup::Keyed { index, values },
            Store::Ranked { values } => Lookup::Ranked { game, values },
        }
    }

    /// The value of `state` for `seat` with best play on both sides: its
    /// chance of winning, or its expected payoff (any state of the game:
    /// an ended game is worth 1, 0, or a half without a winner; or its
    /// payoff).
    ///
    /// # Errors
    ///
    /// [`SolveError::WrongRules`] for another game;
    /// [`SolveError::InvalidState`] for a state the game refuses; a
    /// position not in the table ([`SolveError::NotInTable`], unreachable
    /// in this game), or the game misbehaving.
    pub fn value_for<G: SolveKey>(
        &self,
        game: &G,
        state: &G::State,
        seat: Seat,
    ) -> Result<f64, SolveError> {
        self.check(game, state)?;
        Search::new(game, self.max_choices, self.objective).value_for(
            state,
            seat,
            &self.lookup(game),
            0,
        )
    }

    /// The value for the player to act in `state` (to throw or to
    /// choose), with best play on both sides: its chance of winning, or
    /// its expected payoff.
    ///
    /// # Errors
    ///
    /// [`SolveError::GameOver`] when nobody is to act; otherwise as
    /// [`value_for`](Table::value_for).
    pub fn value<G: SolveKey>(&self, game: &G, state: &G::State) -> Result<f64, SolveError> {
        self.check(game, state)?;
        let seat = game.to_act(state).seat().ok_or(SolveError::GameOver)?;
        self.value_for(game, state, seat)
    }

    /// Each legal action in `state` with the value for the player to act
    /// after playing it (best play afterwards), in the order
    /// of [`legal_actions`](crate::RaceGame::legal_actions). When chance is to
    /// act, these are the throws, each with its value.
    ///
    /// # Errors
    ///
    /// As [`value`](Table::value).
    pub fn action_values<G: SolveKey>(
        &self,
        game: &G,
        state: &G::State,
    ) -> Result<Vec<(G::Action, f64)>, SolveError> {
        self.check(game, state)?;
        Search::new(game, self.max_choices, self.objective).action_values(state, &self.lookup(game))
    }

    /// How much each legal action loses against the best one: the best
    /// action's value minus its own, so 0 for the best move (and for every
    /// move as good), in the order of
    /// [`legal_actions`](crate::RaceGame::legal_actions). What a user interface
    /// shows to grade a move.
    ///
    /// # Errors
    ///
    /// As [`value`](Table::value).
    pub fn move_losses<G: SolveKey>(
        &self,
        game: &G,
        state: &G::State,
    ) -> Result<Vec<(G::Action, f64)>, SolveError> {
        let values = self.action_values(game, state)?;
        let best = values
            .iter()
            .map(|&(_, v)| v)
            .fold(f64::NEG_INFINITY, f64::max);
        Ok(values.into_iter().map(|(a, v)| (a, best - v)).collect())
    }

    /// The index in `legal` of the best action (the first of equally good
    /// ones), for the player to act in `state`.
    ///
    /// # Errors
    ///
    /// As [`value`](Table::value), and [`SolveError::NoLegalAction`] for an
    /// empty `legal`.
    pub fn best_index<G: SolveKey>(
        &self,
        game: &G,
        state: &G::State,
        legal: &[G::Action],
    ) -> Result<usize, SolveError> {
        self.check(game, state)?;
        let seat = game.to_act(state).seat().ok_or(SolveError::GameOver)?;
        let mut search = Search::new(game, self.max_choices, self.objective);
        let lookup = self.lookup(game);
        let mut best: Option<(usize, f64)> = None;
        for (i, &a) in legal.iter().enumerate() {
            let next = search.after(state, a)?;
            let v = search.value_for(&next, seat, &lookup, 1)?;
            if best.is_none_or(|(_, b)| v > b) {
                best = Some((i, v));
            }
        }
        best.map(|(i, _)| i).ok_or(SolveError::NoLegalAction)
    }

    /// The best action for the player to choose in `state`, or `None`
    /// when no player is to choose (chance is to act, or the game is over).
    ///
    /// # Errors
    ///
    /// As [`best_index`](Table::best_index).
    pub fn best_action<G: SolveKey>(
        &self,
        game: &G,
        state: &G::State,
    ) -> Result<Option<G::Action>, SolveError> {
        self.check(game, state)?;
        if !matches!(game.to_act(state), ToAct::Player(_)) {
            return Ok(None);
        }
        let mut legal = Vec::new();
        game.legal_actions(state, &mut legal);
        let i = self.best_index(game, state, &legal)?;
        Ok(legal.get(i).copied())
    }
}
