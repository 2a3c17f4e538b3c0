//! [`AnalysisError`]: why an exact analysis could not be completed.

/// Why [`analyze`](super::analyze) gave up.
///
/// `E` is the game's own error type: the game refusing an action it listed
/// itself is a bug in the game, and is reported as such rather than hidden.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
#[non_exhaustive]
pub enum AnalysisError<E: core::error::Error> {
    /// The options were refused before anything was computed (see
    /// [`Options::validate`](super::Options::validate)).
    #[error(transparent)]
    Options(#[from] super::OptionsError),
    /// The reachable state space is larger than the limit the caller set
    /// ([`Options::max_states`](super::Options::max_states)). Enumeration
    /// stopped there, so memory stays bounded.
    #[error(
        "the game has more than {limit} reachable states: enumeration stopped after \
         reaching {reached} states ({explored} of them fully explored); raise the limit \
         or drop from the state key what does not change the rest of the game"
    )]
    TooManyStates {
        /// The limit in force.
        limit: usize,
        /// Distinct states found when enumeration stopped (one past the limit).
        reached: usize,
        /// States whose successors had all been listed by then.
        explored: usize,
    },
    /// The game refused an action that it had itself offered.
    #[error("the game refused an action it offered: {0}")]
    Game(E),
    /// The chance outcomes of a state do not add up to 1.
    #[error("the chance outcomes of state {state} have total probability {sum}, not 1")]
    Probabilities {
        /// Index of the state, in enumeration order (0 is the start).
        state: usize,
        /// Their sum.
        sum: f64,
    },
    /// A player was to act but had no legal action.
    #[error("state {state} has a player to act but no legal action")]
    NoLegalAction {
        /// Index of the state from which the choices began.
        state: usize,
    },
    /// The policy made more choices in a row than
    /// [`Options::max_choices`](super::Options::max_choices) without the dice
    /// being thrown or the game ending (it is probably going round in
    /// circles).
    #[error("the policy made {limit} choices in a row without a throw")]
    ChoiceLoop {
        /// The limit in force.
        limit: usize,
    },
    /// The game says nobody is to act but gives no outcome.
    #[error("a state has nobody to act but no outcome")]
    NoOutcome,
    /// Some reachable states can never lead to the end of the game, so the
    /// game goes on forever with positive probability and has no finite
    /// expected length.
    #[error("{states} reachable states can never reach the end of the game")]
    NeverEnds {
        /// How many such states.
        states: usize,
    },
    /// The iterative solver did not reach the tolerance within
    /// [`Options::max_sweeps`](super::Options::max_sweeps) sweeps.
    #[error(
        "no convergence after {sweeps} sweeps: the last sweep still changed a value by {change}"
    )]
    NotConverged {
        /// Sweeps made.
        sweeps: usize,
        /// The largest relative change in the last sweep.
        change: f64,
    },
}
