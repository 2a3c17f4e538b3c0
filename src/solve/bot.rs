//! [`PerfectBot`]: a [`Policy`] that plays a solved table's best move.

use rand_core::Rng;

use super::Table;
use super::key::SolveKey;
use crate::play::Policy;

/// Plays the best move of a solved [`Table`]: the legal action after which
/// its chance of winning is highest, the first of equally good ones.
///
/// Should the table not know the position (a table of other rules, a
/// state the game cannot reach), it plays the first legal action: a
/// policy must always choose. Ask [`Table::best_index`] to see the error
/// instead.
///
/// ```
/// use racegame::play::{Policy, RandomPolicy, Session};
/// use racegame::solve::{self, PerfectBot, SolveOptions};
/// use racegame::ludo::{LudoGame, LudoRules};
/// let mut rules = LudoRules::ludo();
/// rules.tokens = 1;
/// let game = LudoGame::new(rules, 2)?;
/// let table = solve::solve(&game, &SolveOptions::default())?;
/// let mut bot = PerfectBot::new(&table);
/// let mut session = Session::new(game.clone(), 7);
/// while session.step(&mut bot)?.is_some() {}
/// assert!(racegame::RaceGame::is_over(&game, session.state()));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug)]
pub struct PerfectBot<'t> {
    table: &'t Table,
}

impl<'t> PerfectBot<'t> {
    /// A bot playing from `table`.
    pub fn new(table: &'t Table) -> Self {
        PerfectBot { table }
    }
}

impl<G: SolveKey> Policy<G> for PerfectBot<'_> {
    fn choose(
        &mut self,
        game: &G,
        state: &G::State,
        legal: &[G::Action],
        _rng: &mut dyn Rng,
    ) -> usize {
        self.table.best_index(game, state, legal).unwrap_or(0)
    }
}
