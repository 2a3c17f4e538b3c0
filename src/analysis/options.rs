//! [`Options`]: the limits and tolerance of an exact analysis.

/// Limits and tolerance for [`analyze`](super::analyze).
///
/// ```
/// use racegame::analysis::Options;
/// let quick = Options { cutoff: 200, ..Options::default() };
/// assert_eq!(quick.max_states, Options::default().max_states);
/// ```
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Options {
    /// Most distinct states to enumerate; past it the analysis stops with
    /// [`AnalysisError::TooManyStates`](super::AnalysisError::TooManyStates).
    /// Memory grows by roughly the size of a state plus 20 bytes per
    /// distinct successor for each state. Default: 1,000,000.
    pub max_states: usize,
    /// The longest game, in throws, whose probability the length
    /// distribution lists; the mass beyond is its
    /// [`tail`](super::LengthDistribution::tail). Computing the distribution
    /// costs one pass over the chain per throw. Default: 1,000.
    pub cutoff: usize,
    /// The iterative solver stops when a whole sweep changes no value by
    /// more than this, relative to the value (absolute below 1).
    /// Default: 1e-12.
    pub tolerance: f64,
    /// Most sweeps of the solver before
    /// [`AnalysisError::NotConverged`](super::AnalysisError::NotConverged).
    /// Default: 100,000.
    pub max_sweeps: usize,
    /// Most player choices in a row without a throw before
    /// [`AnalysisError::ChoiceLoop`](super::AnalysisError::ChoiceLoop).
    /// Default: 1,000.
    pub max_choices: usize,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            max_states: 1_000_000,
            cutoff: 1_000,
            tolerance: 1e-12,
            max_sweeps: 100_000,
            max_choices: 1_000,
        }
    }
}
