//! [`Options`]: the limits and tolerance of an exact analysis, and [`OptionsError`] when they make no sense.

/// Limits and tolerance for [`analyze`](super::analyze): build them from
/// [`Default`], then set fields or use the `with_*` methods.
/// [`analyze`](super::analyze) refuses options that fail
/// [`Options::validate`], and so does loading them (feature `serde`); a
/// field left out of the serialized form takes its default.
///
/// Memory is bounded by what the game reaches, never by what the options
/// allow: no buffer is sized from [`cutoff`](Options::cutoff) or
/// [`max_states`](Options::max_states) up front.
///
/// ```
/// use racegame::analysis::Options;
/// let quick = Options::default().with_cutoff(200);
/// assert_eq!(quick.max_states, Options::default().max_states);
/// assert!(Options::default().with_tolerance(f64::NAN).validate().is_err());
/// ```
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "SavedOptions"))]
#[non_exhaustive]
pub struct Options {
    /// Most distinct states to enumerate; past it the analysis stops with
    /// [`AnalysisError::TooManyStates`](super::AnalysisError::TooManyStates).
    /// Memory grows by roughly the size of a state plus 20 bytes per
    /// distinct successor for each state. At least 1. Default: 1,000,000.
    pub max_states: usize,
    /// The longest game, in throws, whose probability the length
    /// distribution lists; the mass beyond is its
    /// [`tail`](super::LengthDistribution::tail). The distribution also
    /// stops, earlier, once the mass still in play is at most
    /// [`tolerance`](Options::tolerance), so any cut-off (even
    /// `usize::MAX`) costs only the throws the game really lasts: one pass
    /// over the chain and one `f64` per throw. Default: 1,000.
    pub cutoff: usize,
    /// The iterative solver stops when a whole sweep changes no value by
    /// more than this, relative to the value (absolute below 1); the
    /// length distribution stops when the mass still in play is at most
    /// this. A finite number from `f64::EPSILON` (finer cannot be told
    /// apart in `f64`) to 1. Default: 1e-12.
    pub tolerance: f64,
    /// Most sweeps of the solver before
    /// [`AnalysisError::NotConverged`](super::AnalysisError::NotConverged).
    /// At least 1. Default: 100,000.
    pub max_sweeps: usize,
    /// Most player choices in a row without a throw before
    /// [`AnalysisError::ChoiceLoop`](super::AnalysisError::ChoiceLoop).
    /// At least 1. Default: 1,000.
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

/// Why [`Options`] were refused: the field at fault and what it must be.
#[derive(Clone, Copy, Debug, PartialEq, thiserror::Error)]
#[non_exhaustive]
pub enum OptionsError {
    /// A limit that must be at least 1 is 0.
    #[error("options: {field} must be at least 1")]
    Zero {
        /// The field: `max_states`, `max_sweeps` or `max_choices` (and, for
        /// the solver's options, `max_memory`).
        field: &'static str,
    },
    /// The tolerance is not a finite number from `f64::EPSILON` to 1
    /// (NaN, negative, zero, too small to tell apart, infinite, or above 1).
    #[error("options: tolerance must be a number from f64::EPSILON to 1, not {value}")]
    Tolerance {
        /// The tolerance given.
        value: f64,
    },
}

impl Options {
    /// Checks every field (see each field's documentation).
    ///
    /// # Errors
    ///
    /// [`OptionsError::Zero`] naming a limit that is 0;
    /// [`OptionsError::Tolerance`] for a tolerance that is not a finite
    /// number from `f64::EPSILON` to 1.
    pub fn validate(&self) -> Result<(), OptionsError> {
        for (field, value) in [
            ("max_states", self.max_states),
            ("max_sweeps", self.max_sweeps),
            ("max_choices", self.max_choices),
        ] {
            if value == 0 {
                return Err(OptionsError::Zero { field });
            }
        }
        // (NaN fails the range test.)
        if !(f64::EPSILON..=1.0).contains(&self.tolerance) {
            return Err(OptionsError::Tolerance {
                value: self.tolerance,
            });
        }
        Ok(())
    }

    /// The same options with [`max_states`](Options::max_states) set.
    #[must_use]
    pub const fn with_max_states(mut self, max_states: usize) -> Self {
        self.max_states = max_states;
        self
    }

    /// The same options with [`cutoff`](Options::cutoff) set.
    #[must_use]
    pub const fn with_cutoff(mut self, cutoff: usize) -> Self {
        self.cutoff = cutoff;
        self
    }

    /// The same options with [`tolerance`](Options::tolerance) set.
    #[must_use]
    pub const fn with_tolerance(mut self, tolerance: f64) -> Self {
        self.tolerance = tolerance;
        self
    }

    /// The same options with [`max_sweeps`](Options::max_sweeps) set.
    #[must_use]
    pub const fn with_max_sweeps(mut self, max_sweeps: usize) -> Self {
        self.max_sweeps = max_sweeps;
        self
    }

    /// The same options with [`max_choices`](Options::max_choices) set.
    #[must_use]
    pub const fn with_max_choices(mut self, max_choices: usize) -> Self {
        self.max_choices = max_choices;
        self
    }
}

/// The serialized form of [`Options`], checked on loading; a field left
/// out takes its default.
#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields, default)]
struct SavedOptions {
    max_states: usize,
    cutoff: usize,
    tolerance: f64,
    max_sweeps: usize,
    max_choices: usize,
}

#[cfg(feature = "serde")]
impl Default for SavedOptions {
    fn default() -> Self {
        let o = Options::default();
        SavedOptions {
            max_states: o.max_states,
            cutoff: o.cutoff,
            tolerance: o.tolerance,
            max_sweeps: o.max_sweeps,
            max_choices: o.max_choices,
        }
    }
}

#[cfg(feature = "serde")]
impl TryFrom<SavedOptions> for Options {
    type Error = OptionsError;

    fn try_from(s: SavedOptions) -> Result<Self, OptionsError> {
        let options = Options {
            max_states: s.max_states,
            cutoff: s.cutoff,
            tolerance: s.tolerance,
            max_sweeps: s.max_sweeps,
            max_choices: s.max_choices,
        };
        options.validate()?;
        Ok(options)
    }
}
