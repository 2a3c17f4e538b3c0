//! Games of a few checkers a side solved exactly: hypergammon's every position, its value to the side to throw under optimal play (money equity or chance of winning, as a [`Table`] that [`PerfectBot`](crate::solve::PerfectBot) plays; or money equity with the doubling cube, as a [`CubefulTable`] that [`CubefulBot`] plays, cube decisions included).
//!
//! [`BackgammonGame`] implements [`SolveKey`] for
//! rules whose positions can be keyed (checkers that hit, the two sides
//! moving in opposite directions, up to five checkers a side, no action
//! limit): a position where a side is to throw is keyed from that side, so
//! the two seats fold together, and numbered densely (hypergammon, three
//! checkers a side: 7,953,353 positions, and the opening throw). Any
//! solver of [`solve`](crate::solve) can take such a game; this module's
//! [`Solver`] is the one that takes hypergammon whole.
//!
//! It asks the engine once for each side's plays of each of the 21 rolls
//! against each point the other side may close ([`Solver::new`]: a book
//! of 3,276 sides × 25 closed points × 21 rolls, each play the side it
//! leaves me and the points my checkers touch), reads every position's
//! plays from it (the other side's blots on the points touched go to the
//! bar), and runs value iteration for an [`Objective`]
//! ([`Solver::cubeless`]): the money
//! equity (single game 1, gammon 2, backgammon 3, both sides maximising
//! their expected points) or the chance of winning (both maximising it).
//! With the doubling cube ([`Solver::cubeful`]), the same sweeps keep a
//! value for each state of the cube (in the middle, mine, theirs; with a
//! cap, each value it can still be doubled from), each play chosen for
//! each cube state on its own and each throw preceded by the cube
//! decision, under money play's [`CubeRules`] (the Jacoby rule, beavers, a
//! cap): a [`CubefulTable`] answers cube decisions ([`CubeDecision`]) and
//! the value of each play.
//!
//! Sweeps go level by level in rising total pip count, so a play that
//! hits nothing reads a value of the same sweep; only hits and rolls that
//! cannot be played carry a value over from the sweep before. A level
//! reads only what was written before it began, so the values do not
//! depend on the number of threads. A full sweep keeps each roll's best
//! play (a byte a roll, position and cube state); up to eight sweeps
//! after it read only those plays (modified policy iteration), and the
//! solve ends on a full sweep that changes no value by more than the
//! tolerance, the test of plain value iteration.
//!
//! ```
//! use racegame::RaceGame;
//! use racegame::backgammon::{BackgammonGame, BackgammonRules, solve::Solver};
//! use racegame::solve::{Objective, SolveOptions};
//!
//! // Hypergammon with one checker a side, for money.
//! let game = BackgammonGame::new(BackgammonRules::hypergammon_with(1)?)?;
//! let options = SolveOptions::default().with_objective(Objective::ExpectedPayoff);
//! let solver = Solver::new(&game, &options)?;
//! let table = solver.cubeless(&options)?;
//! // The opening throw is fair: whoever wins it, either side is as likely.
//! assert!(table.value(&game, &game.initial_state())?.abs() < 1e-6);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Figures
//!
//! Hypergammon (three checkers a side), for the side that wins the
//! opening throw, both sides playing their best: cubeless money equity
//! +0.0836795 (Tom Keith, "Hyper Fun 06", bkgm.com, 2018, publishes
//! +0.0836795444708631), cubeful money equity +0.11615, chance of winning
//! 0.52077 when both sides maximise it (Keith's 52.118% is under
//! equity-maximising play, another question). After each opening roll,
//! the value for the side that plays it:
//!
//! | roll | 2-1 | 3-1 | 3-2 | 4-1 | 4-2 | 4-3 | 5-1 | 5-2 | 5-3 | 5-4 | 6-1 | 6-2 | 6-3 | 6-4 | 6-5 |
//! |---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|
//! | cubeless | −.0180 | +.0049 | +.0333 | +.0261 | +.0564 | +.0901 | +.0508 | +.0821 | +.1139 | +.1408 | +.0821 | +.1036 | +.1310 | +.1618 | +.1963 |
//! | cubeful, cube centred | −.0263 | +.0064 | +.0451 | +.0378 | +.0783 | +.1220 | +.0709 | +.1136 | +.1554 | +.1940 | +.1136 | +.1469 | +.1848 | +.2301 | +.2697 |
//! | chance of winning | .4956 | .5012 | .5083 | .5066 | .5139 | .5224 | .5126 | .5204 | .5283 | .5349 | .5204 | .5257 | .5326 | .5402 | .5484 |
//!
//! Against GNU Backgammon's hypergammon databases (`makehyper`, gnubg
//! 1.07), every position: cubeless equities agree within 1.0e-6 for one
//! and two checkers; the four cubeful equities (cube owned, centred,
//! centred under the Jacoby rule, theirs) within 2.2e-6 for one checker.
//! For two checkers up to 26,827 positions differ by up to 0.014: gnubg
//! values a roll that cannot be played as minus the other side's value in
//! the same cube state, with no cube decision for the other side; this
//! solver lets the other side decide on the cube as after any other roll
//! (made to follow gnubg's reading, it agrees with all 106,552 positions
//! within 1.4e-6).
//!
//! # Time and memory
//!
//! Hypergammon, release build, 2 threads on 2 cores shared with other
//! work (load 4 to 6; wall time up to twice the CPU time), CPU seconds:
//!
//! | run | sweeps (full ones), residual | CPU | peak RSS |
//! |---|---|---|---|
//! | the book: 3,276 sides × 25 closed points × 21 rolls, about 9.1 million plays (a full sweep reads 1,053,865,776) | | 2.8 to 4.3 s wall | 111 MB |
//! | cubeless money equity | 75 (10), 5.9e-11 | 211 s | 415 MB |
//! | chance of winning (1 thread) | 64, 7.8e-11 | 196 s | 434 MB |
//! | cubeful money equity (cube centred, mine, theirs) | 73, 8.5e-11 | 717 s | 1.17 GB |
//!
//! Where the time goes: the sweeps (the book is 2 %). Some 70 sweeps are
//! needed because a hit reads the value of the sweep before: the values
//! settle by a factor of about 0.73 a sweep. A full sweep reads every
//! play (about 132 a position), the sweeps between them one a roll; perf
//! puts 40 % of a sweep's samples on the load of the value a play leads
//! to: a level visits each row of values (the other side to throw) for a
//! few dozen positions, and the 8 KB of the row their plays lead to are
//! seldom still in cache from the level before (the rows a level reads
//! come to about 26 MB). Next: an order of positions that keeps a row in
//! cache over several levels (tiles of levels and rows, each level still
//! reading only what was written before it), fewer full sweeps, and for
//! the cube, choosing one play per roll for the cube states that agree.

mod book;
mod cube;
mod cube_bot;
#[cfg(feature = "serde")]
mod cube_file;
mod cube_sweep;
mod cube_verify;
mod cubeful;
mod graph;
mod key;
pub(crate) mod multiset;
mod rank;
mod sweep;

use alloc::vec::Vec;
use core::time::Duration;

use self::graph::Graph;
use super::game::BackgammonGame;
use crate::solve::{Clock, Objective, SolveError, SolveKey, SolveOptions, SolveStats, Table};

pub use cube::{Cube, CubeDecision, CubeRules, MAX_DOUBLINGS};
pub use cube_bot::CubefulBot;
#[cfg(feature = "serde")]
pub use cube_file::CUBEFUL_FORMAT_VERSION;
pub use cubeful::CubefulTable;
pub use graph::MAX_SOLVED;

/// A game of up to [`MAX_SOLVED`] checkers a side with every side's plays
/// asked of the engine, ready to be solved for any objective.
pub struct Solver<'g> {
    game: &'g BackgammonGame,
    graph: Graph,
    stats: GraphStats,
}

/// How building a [`Solver`]'s graph went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct GraphStats {
    /// Positions where a side is to throw.
    pub positions: usize,
    /// Plays of all of them over the 21 rolls, as the sweeps read them:
    /// distinct by the side they leave and the points they touch (so a
    /// few more than the distinct end positions).
    pub plays: usize,
    /// Bytes the graph holds on the heap.
    pub bytes: usize,
    /// Wall-clock time of the build (`None` without the `std` feature).
    pub elapsed: Option<Duration>,
}

impl core::fmt::Debug for Solver<'_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("Solver")
            .field("stats", &self.stats)
            .finish_non_exhaustive()
    }
}

impl<'g> Solver<'g> {
    /// Asks the engine for every side's plays of `game`, on
    /// [`SolveOptions::threads`] threads, within
    /// [`SolveOptions::graph_memory`].
    ///
    /// # Errors
    ///
    /// [`SolveError::Options`] for invalid options;
    /// [`SolveError::NoNumbering`] for rules whose positions have no key;
    /// [`SolveError::TooManyStates`] past [`MAX_SOLVED`] checkers a side
    /// or [`SolveOptions::max_states`]; [`SolveError::TooMuchMemory`] when
    /// the values would pass [`SolveOptions::max_memory`] or the plays
    /// [`SolveOptions::graph_memory`].
    pub fn new(game: &'g BackgammonGame, options: &SolveOptions) -> Result<Self, SolveError> {
        options.validate()?;
        let clock = Clock::start();
        let numbering = game.numbering().ok_or(SolveError::NoNumbering)?;
        let positions = numbering.numbers();
        if game.rules().checkers > MAX_SOLVED || positions > options.max_states as u64 {
            return Err(SolveError::TooManyStates {
                limit: options.max_states,
                reached: usize::try_from(positions).unwrap_or(usize::MAX),
                explored: 0,
            });
        }
        let m = numbering.side_count();
        if m * m * 8 > options.max_memory {
            return Err(SolveError::TooMuchMemory {
                limit: options.max_memory,
                reached: 0,
                explored: 0,
            });
        }
        let graph = graph::build(game, numbering, options.threads, options.graph_memory)?;
        let stats = GraphStats {
            positions: graph.positions(),
            plays: graph.plays(),
            bytes: graph.heap_bytes(),
            elapsed: clock.elapsed(),
        };
        Ok(Solver { game, graph, stats })
    }

    /// How building the graph went.
    pub fn stats(&self) -> GraphStats {
        self.stats
    }

    /// The game solved.
    pub fn game(&self) -> &BackgammonGame {
        self.game
    }

    /// Every position's value for the side to throw, with no cube, under
    /// [`SolveOptions::objective`] (both sides maximising it), by value
    /// iteration until a sweep changes no value by more than
    /// [`SolveOptions::tolerance`], on [`SolveOptions::threads`] threads.
    /// The values are computed in `f64` and kept in the table as `f32`.
    ///
    /// # Errors
    ///
    /// [`SolveError::Options`] for invalid options,
    /// [`SolveError::NotConverged`] after [`SolveOptions::max_sweeps`].
    pub fn cubeless(&self, options: &SolveOptions) -> Result<Table, SolveError> {
        options.validate()?;
        let clock = Clock::start();
        let solved = sweep::cubeless(&self.graph, options.objective, options)?;
        let values = self.ranked(&solved.values, options.objective)?;
        let stats = SolveStats {
            states: values.len(),
            sweeps: solved.sweeps,
            residual: solved.residual,
            elapsed: clock.elapsed(),
            peak_bytes: self.stats.bytes
                + solved.choice_bytes
                + solved.values.capacity() * 8
                + values.capacity() * 4,
        };
        Ok(Table::ranked(
            self.game,
            options.objective,
            values,
            stats,
            options.max_choices,
        ))
    }

    /// Every position's money equity with the doubling cube under
    /// `cube`'s rules, in every cube state they can reach, both sides
    /// doubling, taking, passing and playing their best, by value iteration
    /// until a sweep changes no value by more than
    /// [`SolveOptions::tolerance`], on [`SolveOptions::threads`] threads.
    /// Always money equity (single game 1, gammon 2, backgammon 3, times
    /// the cube), whatever [`SolveOptions::objective`] says.
    ///
    /// # Errors
    ///
    /// [`SolveError::Options`] for invalid options, [`SolveError::Cube`]
    /// for a cap past [`MAX_DOUBLINGS`], [`SolveError::TooMuchMemory`] when
    /// the values would pass [`SolveOptions::max_memory`],
    /// [`SolveError::NotConverged`] after [`SolveOptions::max_sweeps`].
    pub fn cubeful(
        &self,
        cube: CubeRules,
        options: &SolveOptions,
    ) -> Result<CubefulTable, SolveError> {
        options.validate()?;
        cube.validate()
            .map_err(|_| SolveError::Cube("a cap allows at most 12 doublings (a cube of 4096)"))?;
        let layout = cube::Layout::new(cube);
        let m = self.graph.numbering.side_count() as usize;
        let bytes = (m * m * layout.states()).saturating_mul(16);
        if bytes as u64 > options.max_memory {
            return Err(SolveError::TooMuchMemory {
                limit: options.max_memory,
                reached: 0,
                explored: 0,
            });
        }
        let clock = Clock::start();
        let solved = cube_sweep::cubeful(&self.graph, layout, options)?;
        let values = self.ranked_states(&solved.values, layout.states())?;
        let stats = SolveStats {
            states: values.len() / layout.states(),
            sweeps: solved.sweeps,
            residual: solved.residual,
            elapsed: clock.elapsed(),
            peak_bytes: self.stats.bytes
                + solved.choice_bytes
                + solved.values.capacity() * 8
                + values.capacity() * 4,
        };
        Ok(CubefulTable {
            digest: self.game.rules_digest(),
            layout,
            values,
            stats,
        })
    }

    /// The values by slot, `n` a position (each followed by `n` worked
    /// out from them), laid out by dense number (the opening left out).
    fn ranked_states(&self, by_slot: &[f64], n: usize) -> Result<Vec<f32>, SolveError> {
        let numbering = &self.graph.numbering;
        let mut out = Vec::with_capacity(numbering.positions() as usize * n);
        for rank in 0..numbering.positions() {
            let key = numbering.key_of_rank(rank).ok_or(SolveError::Unkeyable)?;
            let at = self.graph.index_of_key(key).ok_or(SolveError::Unkeyable)? * 2 * n;
            let v = by_slot.get(at..at + n).ok_or(SolveError::Unkeyable)?;
            out.extend(v.iter().map(|&x| x as f32));
        }
        Ok(out)
    }

    /// The values by slot laid out by dense number, the opening last (worth
    /// the same to both sides: either is as likely to win the opening
    /// throw, so it is exactly level).
    fn ranked(&self, by_slot: &[f64], objective: Objective) -> Result<Vec<f32>, SolveError> {
        let numbering = &self.graph.numbering;
        let mut out = Vec::with_capacity(numbering.numbers() as usize);
        for rank in 0..numbering.positions() {
            let key = numbering.key_of_rank(rank).ok_or(SolveError::Unkeyable)?;
            let at = self.graph.index_of_key(key).ok_or(SolveError::Unkeyable)?;
            let v = by_slot.get(at).ok_or(SolveError::Unkeyable)?;
            out.push(*v as f32);
        }
        if numbering.opening_key().is_some() {
            out.push(objective.start() as f32);
        }
        Ok(out)
    }
}
