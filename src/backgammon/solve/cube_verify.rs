//! [`CubefulTable::verify`]: a cubeful table's values checked against the game's own equations with the cube, for a table from a source that is not trusted.

use alloc::string::ToString;
use alloc::vec;
use alloc::vec::Vec;

use super::cubeful::CubefulTable;
use crate::analysis::OptionsError;
use crate::backgammon::game::BackgammonGame;
use crate::backgammon::state::BackgammonState;
use crate::dice::Roll;
use crate::solve::{SolveError, SolveKey};

impl CubefulTable {
    /// Checks every stored value against the game and the table's cube
    /// rules: each position's value in each cube state (throwing without
    /// doubling, per unit of the cube) must be, within `tolerance`, what
    /// the 21 rolls give, each played for the most in that cube state,
    /// from the table's other values after the other side's cube decision
    /// (and the Jacoby rule's single game for a win with the cube in the
    /// middle) — one sweep of the equations
    /// [`Solver::cubeful`](super::Solver::cubeful) iterates, writing
    /// nothing.
    ///
    /// [`from_bytes`](CubefulTable::from_bytes) checks the form (the
    /// checksum, the sizes, values within [-3, 3]); the checksum catches
    /// accidents, not edits. This checks the content: a table whose
    /// values were rewritten, or whose Jacoby or beaver flags or cap were
    /// changed, and the checksum recomputed, no longer satisfies the
    /// equations of the rules it claims and is refused. Hypergammon ends
    /// whatever the players do, so the equations have one solution, and a
    /// table that passes holds it (within the tolerance). It costs about
    /// one sweep of the solve without its graph: every play of every
    /// position is asked of the engine once.
    ///
    /// A tolerance a little above the solve's residual and the rounding of
    /// values stored as `f32` passes a sound table: 1e-5 for one of
    /// [`Solver::cubeful`](super::Solver::cubeful) with the default
    /// tolerance.
    ///
    /// ```
    /// use racegame::backgammon::solve::{CubeRules, CubefulTable, Solver};
    /// use racegame::backgammon::{BackgammonGame, BackgammonRules};
    /// use racegame::solve::{Objective, SolveOptions};
    ///
    /// let game = BackgammonGame::new(BackgammonRules::hypergammon_with(1)?)?;
    /// let options = SolveOptions::default().with_objective(Objective::ExpectedPayoff);
    /// let table = Solver::new(&game, &options)?.cubeful(CubeRules::money(), &options)?;
    /// let read = CubefulTable::from_bytes(&game, &table.to_bytes())?; // whole
    /// read.verify(&game, 1e-5)?; // and its values are the game's
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`SolveError::WrongRules`] for another game,
    /// [`SolveError::NoNumbering`] for a game whose positions are not
    /// numbered, [`SolveError::Options`] for a tolerance that is not a
    /// finite number from 0, [`SolveError::Inconsistent`] for the first
    /// value that is not what the others give (the key of its position),
    /// [`SolveError::NotInTable`] for a table that lacks what its own
    /// positions lead to.
    pub fn verify(&self, game: &BackgammonGame, tolerance: f64) -> Result<(), SolveError> {
        let expected = game.rules_digest();
        if expected != self.digest {
            return Err(SolveError::WrongRules {
                expected,
                found: self.digest,
            });
        }
        if !(tolerance.is_finite() && tolerance >= 0.0) {
            return Err(OptionsError::Tolerance { value: tolerance }.into());
        }
        let numbering = game.numbering().ok_or(SolveError::NoNumbering)?;
        let n = self.layout.states();
        for rank in 0..numbering.positions() {
            let key = numbering.key_of_rank(rank).ok_or(SolveError::Unkeyable)?;
            let state = game
                .state_of_key(key)
                .ok_or(SolveError::NotAPosition { entry: rank, key })?;
            let computed = self.throw_values(game, &state)?;
            let at = usize::try_from(rank).map_err(|_| SolveError::NotInTable { key })? * n;
            let stored = self
                .values
                .get(at..at + n)
                .ok_or(SolveError::NotInTable { key })?;
            for (&stored, &computed) in stored.iter().zip(&computed) {
                let stored = f64::from(stored);
                let off = (computed - stored).abs();
                if off > tolerance || off.is_nan() {
                    return Err(SolveError::Inconsistent {
                        key,
                        stored,
                        computed,
                    });
                }
            }
        }
        Ok(())
    }

    /// The value of throwing in `state` (awaiting a throw) in each cube
    /// state, per unit of the cube, from the table's values of the ends of
    /// the plays: each roll played for the most in each cube state.
    fn throw_values(
        &self,
        game: &BackgammonGame,
        state: &BackgammonState,
    ) -> Result<Vec<f64>, SolveError> {
        let n = self.layout.states();
        let mut total = vec![0.0; n];
        for (roll, chances) in rolls() {
            let plays = game
                .plays_of_roll(state, roll)
                .map_err(|e| SolveError::InvalidState(e.to_string()))?;
            let mut best = vec![f64::NEG_INFINITY; n];
            for play in &plays {
                let values = self.end_values(game, state.turn(), play.state())?;
                for (b, v) in best.iter_mut().zip(values) {
                    *b = b.max(v);
                }
            }
            for (t, b) in total.iter_mut().zip(&best) {
                *t += chances * b;
            }
        }
        Ok(total.into_iter().map(|t| t / 36.0).collect())
    }
}

/// The 21 rolls of two dice, each with its chances in 36.
fn rolls() -> impl Iterator<Item = (Roll, f64)> {
    (1..=6u8).flat_map(|a| {
        (a..=6u8).filter_map(move |b| {
            let chances = if a == b { 1.0 } else { 2.0 };
            Roll::two(a, b).ok().map(|roll| (roll, chances))
        })
    })
}
