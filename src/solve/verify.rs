//! [`Table::verify`]: a table's values checked against the game's own equations, for a table from a source that is not trusted.

use super::SolveError;
use super::key::SolveKey;
use super::search::Search;
use super::table::Table;
use crate::analysis::OptionsError;

impl Table {
    /// Checks every stored value against the game: each position's value
    /// must be, within `tolerance`, what its throws and the best moves
    /// after them give from the other stored values under the table's
    /// [`Objective`](super::Objective) (one sweep of the equations the
    /// solve iterates, writing nothing). A table that passes is a fixed
    /// point of `game`'s equations; in a game that ends whatever the
    /// players do (every Ludo and Ur rule set the solver keys), that point
    /// is the solution, so a table whose values were rewritten (the
    /// checksum recomputed), that belongs to another game, or whose
    /// objective was relabelled, is refused. It
    /// costs about one sweep of the solve without its graph: the moves of
    /// every stored position are played once.
    ///
    /// A tolerance a little above the solve's residual passes a sound
    /// table: 1e-9 for a table of [`solve`](super::solve) with the default
    /// tolerance, 1e-5 for one of [`solve_dense`](super::solve_dense)
    /// (values stored as `f32`).
    ///
    /// ```
    /// use racegame::solve::{self, SolveError, SolveOptions, Table};
    /// use racegame::ur::{UrGame, UrRules};
    ///
    /// let mut rules = UrRules::finkel();
    /// rules.pieces = 1;
    /// let game = UrGame::new(rules)?;
    /// let bytes = solve::solve(&game, &SolveOptions::default())?.to_bytes();
    /// let table = Table::from_bytes(&game, &bytes)?; // whole, for these rules
    /// table.verify(&game, 1e-9)?; // and its values are the game's
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`SolveError::WrongRules`] for another game,
    /// [`SolveError::Options`] for a tolerance that is not a finite
    /// number from 0, [`SolveError::Inconsistent`] for the first value
    /// that is not what the others give, [`SolveError::NotAPosition`] or
    /// [`SolveError::NotInTable`] for a table that lacks what its own
    /// positions lead to, or the game misbehaving.
    pub fn verify<G: SolveKey>(&self, game: &G, tolerance: f64) -> Result<(), SolveError> {
        self.check_rules(game)?;
        if !(tolerance.is_finite() && tolerance >= 0.0) {
            return Err(OptionsError::Tolerance { value: tolerance }.into());
        }
        let lookup = self.lookup(game);
        let mut search = Search::new(game, self.max_choices, self.objective);
        for i in 0..self.len() {
            let (key, stored) = self.entry(game, i).ok_or(SolveError::Unkeyable)?;
            let state = game.state_of_key(key).ok_or(SolveError::NotAPosition {
                entry: i as u64,
                key,
            })?;
            let computed = search.chance_value(&state, &lookup)?;
            let off = (computed - stored).abs();
            if off > tolerance || off.is_nan() {
                return Err(SolveError::Inconsistent {
                    key,
                    stored,
                    computed,
                });
            }
        }
        Ok(())
    }
}
