//! [`Odds`]: what an exact analysis finds — the length distribution, the outcome probabilities, the stakes.

use alloc::vec::Vec;

use crate::game::{Outcome, Seat};
use crate::team::{Team, Teams};

/// The probability that a game ends after exactly `t` throws, for each `t`
/// up to a cut-off, and the mass beyond it.
///
/// ```
/// use racegame::analysis::LengthDistribution;
/// let d = LengthDistribution::new(vec![0.0, 0.5, 0.25, 0.125], 0.125);
/// assert_eq!(d.cutoff(), 3);
/// assert_eq!(d.median(), Some(1));
/// assert_eq!(d.quantile(0.8), Some(3));
/// assert_eq!(d.quantile(0.9), None); // beyond the cut-off
/// assert!((d.cdf(2) - 0.75).abs() < 1e-15);
/// ```
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
#[non_exhaustive]
pub struct LengthDistribution {
    /// `probabilities[t]`: the probability that the game ends with its
    /// `t`-th throw (index 0: before any throw).
    pub probabilities: Vec<f64>,
    /// The probability that the game is still going after
    /// [`cutoff`](LengthDistribution::cutoff) throws.
    pub tail: f64,
}

impl LengthDistribution {
    /// The distribution with `probabilities[t]` for each length `t` up to
    /// the cut-off, and the mass `tail` beyond it.
    pub fn new(probabilities: Vec<f64>, tail: f64) -> Self {
        LengthDistribution {
            probabilities,
            tail,
        }
    }

    /// The longest length listed.
    pub fn cutoff(&self) -> usize {
        self.probabilities.len().saturating_sub(1)
    }

    /// The probability that the game ends with throw `t` (0 past the cut-off,
    /// where only the [`tail`](LengthDistribution::tail) is known).
    pub fn probability(&self, t: usize) -> f64 {
        self.probabilities.get(t).copied().unwrap_or(0.0)
    }

    /// The probability that the game is over after at most `t` throws
    /// (for `t` past the cut-off, the probability up to the cut-off).
    pub fn cdf(&self, t: usize) -> f64 {
        self.probabilities.iter().take(t.saturating_add(1)).sum()
    }

    /// The smallest length `t` with `cdf(t) >= q`, or `None` when that lies
    /// beyond the cut-off.
    pub fn quantile(&self, q: f64) -> Option<usize> {
        let mut sum = 0.0;
        for (t, p) in self.probabilities.iter().enumerate() {
            sum += p;
            if sum >= q {
                return Some(t);
            }
        }
        None
    }

    /// The median length: the smallest `t` with `cdf(t) >= 1/2`.
    pub fn median(&self) -> Option<usize> {
        self.quantile(0.5)
    }

    /// The most likely length (the first, on a tie).
    pub fn mode(&self) -> Option<usize> {
        let mut best: Option<(usize, f64)> = None;
        for (t, &p) in self.probabilities.iter().enumerate() {
            if best.is_none_or(|(_, b)| p > b) {
                best = Some((t, p));
            }
        }
        best.map(|(t, _)| t)
    }
}

/// The expected stakes per seat, for a game whose model has stakes.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
#[non_exhaustive]
pub struct StakeOdds {
    /// `paid[seat]`: the expected total that seat pays over a game.
    pub paid: Vec<f64>,
    /// `won[seat]`: the expected pot that seat takes, that is the expected
    /// total paid by everyone in games that seat wins. A blocked game's
    /// pot goes to nobody.
    pub won: Vec<f64>,
}

impl StakeOdds {
    /// The stakes with `paid[seat]` and `won[seat]` per seat index.
    pub fn new(paid: Vec<f64>, won: Vec<f64>) -> Self {
        StakeOdds { paid, won }
    }

    /// What `seat` can expect to gain: the pot it takes minus what it pays
    /// (0 for a seat not at the table).
    pub fn net(&self, seat: Seat) -> f64 {
        let i = seat.index();
        self.won.get(i).copied().unwrap_or(0.0) - self.paid.get(i).copied().unwrap_or(0.0)
    }
}

/// The exact odds of a game from its start.
///
/// Everything but the [length distribution](Odds::length) is the solution
/// of the absorbing chain's equations, to the [tolerance of the
/// solver](super::Options::tolerance); the distribution is exact up to
/// floating-point rounding, up to its cut-off.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
#[non_exhaustive]
pub struct Odds {
    /// Distinct states where the dice are to be thrown (by their key).
    pub states: usize,
    /// Distinct (state, successor) pairs: the chain's edges.
    pub transitions: usize,
    /// Sweeps the iterative solver made (the larger of its two passes).
    pub sweeps: usize,
    /// The expected number of throws in a game.
    pub mean_length: f64,
    /// The variance of the number of throws.
    pub length_variance: f64,
    /// The distribution of the number of throws, up to the cut-off.
    pub length: LengthDistribution,
    /// Each way the game can end, with its probability, in order of
    /// discovery (an outcome whose ends score differently, such as a win
    /// worth more or less, is listed once with their total).
    pub outcomes: Vec<(Outcome, f64)>,
    /// `win[seat.index()]`: the probability that the seat wins (for a game
    /// ranked to the end, that it comes first). One entry per seat index up
    /// to the highest in play, 0 for a seat that does not play (a
    /// two-player Ludo game sits on seats 0 and 2).
    pub win: Vec<f64>,
    /// The probability that the game ends [blocked](Outcome::Blocked).
    pub blocked: f64,
    /// `payoff[seat.index()]`: the seat's expected
    /// [payoff](crate::RaceGame::payoff) (for a game that scores wins
    /// only, its chance of winning), one entry per seat index as
    /// [`win`](Odds::win).
    pub payoff: Vec<f64>,
    /// The expected stakes, when the model has stakes.
    pub stakes: Option<StakeOdds>,
}

impl Odds {
    /// The probability that `seat` wins (0 for a seat not at the table).
    pub fn win_probability(&self, seat: Seat) -> f64 {
        self.win.get(seat.index()).copied().unwrap_or(0.0)
    }

    /// The expected payoff of `seat` (0 for a seat not at the table).
    /// Where partners share a result (the game's
    /// [`teams`](crate::RaceGame::teams)) each partner's is the team's.
    pub fn expected_payoff(&self, seat: Seat) -> f64 {
        self.payoff.get(seat.index()).copied().unwrap_or(0.0)
    }

    /// The probability that `team` of `teams` (the game's
    /// [`teams`](crate::RaceGame::teams)) wins: the sum of its seats'
    /// [`win`](Odds::win), since a win is counted once, for the seat whose
    /// move won it. Where every seat plays alone it is
    /// [`win_probability`](Odds::win_probability) of the team's seat.
    pub fn team_win_probability(&self, teams: &Teams, team: Team) -> f64 {
        teams.members(team).map(|s| self.win_probability(s)).sum()
    }

    /// The median number of throws (see [`LengthDistribution::median`]).
    pub fn median_length(&self) -> Option<usize> {
        self.length.median()
    }
}
