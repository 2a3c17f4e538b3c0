//! [`Objective`]: what the solver's players maximise, the chance of winning or the expected payoff, and what an ended game is worth under each.

use super::SolveError;
use crate::game::{Outcome, RaceGame, Seat};
use crate::team::Teams;

/// What both players of a solve maximise, and so what a [`Table`](super::Table)'s
/// values mean.
///
/// ```
/// use racegame::solve::{Objective, SolveOptions};
/// assert_eq!(SolveOptions::default().objective, Objective::WinProbability);
/// let points = SolveOptions::default().with_objective(Objective::ExpectedPayoff);
/// assert_eq!(points.objective, Objective::ExpectedPayoff);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[non_exhaustive]
pub enum Objective {
    /// The chance of winning (the default). An ended game is worth 1 to
    /// its winner and 0 to the loser; one without a winner (blocked, or cut
    /// short) a half to each, so that the two players' values add up to
    /// exactly 1 and the other side's value is `1 - v`.
    #[default]
    WinProbability,
    /// The expected [payoff](RaceGame::payoff): an ended game is worth
    /// its payoff to each side, in points (a backgammon gammon is worth 2).
    /// For zero-sum games only: at every end the two payoffs add up to 0,
    /// so the other side's value is `-v`. The solver checks it at every end
    /// it meets and stops with [`SolveError::NotZeroSum`] otherwise (the
    /// default payoff, 1 to the winner and 0 to the loser, is not zero-sum:
    /// solve it for the chance of winning).
    ExpectedPayoff,
}

impl Objective {
    /// The sum of the two sides' values of any position: 1 or 0.
    #[inline]
    pub(crate) fn total(self) -> f64 {
        match self {
            Objective::WinProbability => 1.0,
            Objective::ExpectedPayoff => 0.0,
        }
    }

    /// The value of a position for the other side, from `v` for one side.
    #[inline]
    pub(crate) fn other(self, v: f64) -> f64 {
        self.total() - v
    }

    /// Where value iteration starts: both sides level.
    pub(crate) fn start(self) -> f64 {
        self.total() / 2.0
    }

    /// The code of the objective in a saved table.
    #[cfg(feature = "serde")]
    pub(crate) fn code(self) -> u64 {
        match self {
            Objective::WinProbability => 0,
            Objective::ExpectedPayoff => 1,
        }
    }

    /// The objective of a saved table's code.
    #[cfg(feature = "serde")]
    pub(crate) fn of_code(code: u64) -> Option<Self> {
        match code {
            0 => Some(Objective::WinProbability),
            1 => Some(Objective::ExpectedPayoff),
            _ => None,
        }
    }

    /// Whether `value` can be a position's value.
    #[cfg(feature = "serde")]
    pub(crate) fn admits(self, value: f64) -> bool {
        match self {
            Objective::WinProbability => (0.0..=1.0).contains(&value),
            Objective::ExpectedPayoff => value.is_finite(),
        }
    }

    /// What the ended game `state` is worth to `seat`, whose partners
    /// (by the game's `teams`) share its result.
    pub(crate) fn end_value<G: RaceGame>(
        self,
        game: &G,
        teams: &Teams,
        state: &G::State,
        seat: Seat,
    ) -> Result<f64, SolveError> {
        match self {
            Objective::WinProbability => Ok(win_value(game.outcome(state), teams, seat)?),
            Objective::ExpectedPayoff => {
                let mine = game.payoff(state, seat).ok_or(SolveError::NoOutcome)?;
                let other = game
                    .seats_in_play()
                    .find(|&s| !teams.same_team(s, seat))
                    .ok_or(SolveError::Seats { seats: 1 })?;
                let theirs = game.payoff(state, other).ok_or(SolveError::NoOutcome)?;
                if mine.checked_add(theirs) != Some(0) {
                    return Err(SolveError::NotZeroSum {
                        seat: mine,
                        other: theirs,
                    });
                }
                // Exact: points are whole numbers far below 2^53.
                Ok(mine as f64)
            }
        }
    }
}

/// What a game that ends without a winner is worth to each seat, when the
/// players maximise their chance of winning.
const NO_WINNER: f64 = 0.5;

/// What an ended game is worth to `seat` when the players maximise their
/// chance of winning: a win of its team is its own.
fn win_value(outcome: Option<Outcome>, teams: &Teams, seat: Seat) -> Result<f64, SolveError> {
    let outcome = outcome.ok_or(SolveError::NoOutcome)?;
    Ok(match outcome.winner() {
        Some(w) if teams.same_team(w, seat) => 1.0,
        Some(_) => 0.0,
        None => NO_WINNER,
    })
}
