//! [`SolveOptions`]: the limits and tolerance of a solve.

use super::Objective;
use crate::analysis::OptionsError;

/// Bytes the solver counts per stored position: the key (8, and up to 16
/// while its list doubles), the value (8), and the hash table's slots (4
/// each, at most 4 per position, and 6 while the table doubles).
pub const BYTES_PER_POSITION: usize = 48;

/// Limits and tolerance for [`solve`](super::solve): build them from
/// [`Default`], then set fields or use the `with_*` methods.
///
/// ```
/// use racegame::solve::SolveOptions;
/// let small = SolveOptions::default().with_max_states(1_000);
/// assert_eq!(small.max_states, 1_000);
/// assert!(SolveOptions::default().with_tolerance(f64::NAN).validate().is_err());
/// ```
#[derive(Clone, Copy, Debug, PartialEq)]
#[non_exhaustive]
pub struct SolveOptions {
    /// Most positions to store; past it the solve stops with
    /// [`SolveError::TooManyStates`](super::SolveError::TooManyStates).
    /// At least 1. Default: 500,000,000.
    pub max_states: usize,
    /// Most bytes the table may take, counted as
    /// [`BYTES_PER_POSITION`] per position and checked before each
    /// position is added; past it the solve stops with
    /// [`SolveError::TooMuchMemory`](super::SolveError::TooMuchMemory).
    /// At least 1. Default: 8 GiB.
    pub max_memory: u64,
    /// Most bytes for the successor graph, on top of
    /// [`max_memory`](SolveOptions::max_memory): each position's throws
    /// and the positions its choices lead to (about 5 bytes a position, 5
    /// a throw and 4 a move), written while it fits, so that sweeps read
    /// them instead of replaying the game. Positions found after it is
    /// full are replayed on every sweep (slower, same values). 0 replays
    /// everything. Default: 4 GiB.
    pub graph_memory: u64,
    /// Value iteration stops when a whole sweep changes no value by more
    /// than this (an absolute probability). A finite number from
    /// `f64::EPSILON` to 1. Default: 1e-10.
    pub tolerance: f64,
    /// Most sweeps before
    /// [`SolveError::NotConverged`](super::SolveError::NotConverged).
    /// At least 1. Default: 100,000.
    pub max_sweeps: usize,
    /// Most player choices in a row without a throw before
    /// [`SolveError::ChoiceLoop`](super::SolveError::ChoiceLoop).
    /// At least 1. Default: 1,000.
    pub max_choices: usize,
    /// Threads [`solve_dense`](super::solve_dense) works with (with the
    /// `std` feature; without it, one). A stage is shared out in parts of
    /// 2^20 positions, so no more threads are started than a stage has
    /// parts, and the graph memory is the same whatever the count. At
    /// least 1. Default: 1.
    pub threads: usize,
    /// What both players maximise: their chance of winning (the default)
    /// or their expected payoff (zero-sum games).
    pub objective: Objective,
}

impl Default for SolveOptions {
    fn default() -> Self {
        SolveOptions {
            max_states: 500_000_000,
            max_memory: 8 << 30,
            graph_memory: 4 << 30,
            tolerance: 1e-10,
            max_sweeps: 100_000,
            max_choices: 1_000,
            threads: 1,
            objective: Objective::WinProbability,
        }
    }
}

impl SolveOptions {
    /// These options with [`max_states`](SolveOptions::max_states) set.
    pub fn with_max_states(mut self, max_states: usize) -> Self {
        self.max_states = max_states;
        self
    }

    /// These options with [`max_memory`](SolveOptions::max_memory) set.
    pub fn with_max_memory(mut self, max_memory: u64) -> Self {
        self.max_memory = max_memory;
        self
    }

    /// These options with [`graph_memory`](SolveOptions::graph_memory) set.
    pub fn with_graph_memory(mut self, graph_memory: u64) -> Self {
        self.graph_memory = graph_memory;
        self
    }

    /// These options with [`tolerance`](SolveOptions::tolerance) set.
    pub fn with_tolerance(mut self, tolerance: f64) -> Self {
        self.tolerance = tolerance;
        self
    }

    /// These options with [`max_sweeps`](SolveOptions::max_sweeps) set.
    pub fn with_max_sweeps(mut self, max_sweeps: usize) -> Self {
        self.max_sweeps = max_sweeps;
        self
    }

    /// These options with [`objective`](SolveOptions::objective) set.
    pub fn with_objective(mut self, objective: Objective) -> Self {
        self.objective = objective;
        self
    }

    /// These options with [`threads`](SolveOptions::threads) set.
    pub fn with_threads(mut self, threads: usize) -> Self {
        self.threads = threads;
        self
    }

    /// Checks every field against its documented range.
    ///
    /// # Errors
    ///
    /// [`OptionsError::Zero`] for a limit of 0, [`OptionsError::Tolerance`]
    /// for a tolerance out of range.
    pub fn validate(&self) -> Result<(), OptionsError> {
        let zero = |field| Err(OptionsError::Zero { field });
        if self.max_states == 0 {
            return zero("max_states");
        }
        if self.max_memory == 0 {
            return zero("max_memory");
        }
        if self.max_sweeps == 0 {
            return zero("max_sweeps");
        }
        if self.max_choices == 0 {
            return zero("max_choices");
        }
        if self.threads == 0 {
            return zero("threads");
        }
        let t = self.tolerance;
        if !(t.is_finite() && (f64::EPSILON..=1.0).contains(&t)) {
            return Err(OptionsError::Tolerance { value: t });
        }
        Ok(())
    }
}
