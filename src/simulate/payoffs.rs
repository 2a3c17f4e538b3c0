//! [`Payoffs`]: each seat's payoff summed over the games of a run, exactly, with the mean and its standard error.

use crate::game::SEAT_LIMIT;

#[cfg(feature = "serde")]
use super::SummaryError;

/// Each seat's [payoff](crate::RaceGame::payoff) over the games of a run
/// that ended: their count, the sum and the sum of squares per seat, all
/// exact integers, so that shards merge into exactly the whole run.
///
/// Games the simulation's action cap cut short have no payoff and are
/// not counted here. A seat not at the table scores 0 in every game.
///
/// ```
/// use racegame::simulate::Payoffs;
/// let mut p = Payoffs::default();
/// p.record(&[2, -2, 0, 0, 0, 0, 0, 0]);
/// p.record(&[-1, 1, 0, 0, 0, 0, 0, 0]);
/// assert_eq!(p.games, 2);
/// assert_eq!(p.mean(0), 0.5);
/// // The sample standard deviation over the square root of the count.
/// assert!((p.standard_error(0) - 1.5).abs() < 1e-12);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(deny_unknown_fields, try_from = "SavedPayoffs")
)]
#[non_exhaustive]
pub struct Payoffs {
    /// Games counted: those that ended.
    pub games: u64,
    /// `sum[seat]`: the seat's payoffs added up.
    pub sum: [i128; SEAT_LIMIT],
    /// `sum_of_squares[seat]`: the squares of its payoffs added up
    /// (saturating at `u128::MAX`, which no run of fewer than 2^64 games of
    /// payoffs below 2^31 reaches).
    pub sum_of_squares: [u128; SEAT_LIMIT],
}

impl Payoffs {
    /// The payoffs of a run whose games scored wins only: a win is worth 1
    /// and anything else 0, so the sums and squares are the wins.
    pub fn of_wins(games: u64, wins: &[u64; SEAT_LIMIT]) -> Self {
        let mut p = Payoffs {
            games,
            ..Payoffs::default()
        };
        for (i, &w) in wins.iter().enumerate() {
            p.sum[i] = i128::from(w);
            p.sum_of_squares[i] = u128::from(w);
        }
        p
    }

    /// Counts one ended game, `payoffs[seat]` per seat index.
    pub fn record(&mut self, payoffs: &[i64; SEAT_LIMIT]) {
        self.games = self.games.saturating_add(1);
        for (i, &x) in payoffs.iter().enumerate() {
            self.sum[i] = self.sum[i].saturating_add(i128::from(x));
            let square = u128::from(x.unsigned_abs()).pow(2);
            self.sum_of_squares[i] = self.sum_of_squares[i].saturating_add(square);
        }
    }

    /// Adds the games of `other`, exactly (saturating at the limits).
    pub fn merge(&mut self, other: &Payoffs) {
        self.games = self.games.saturating_add(other.games);
        for i in 0..SEAT_LIMIT {
            self.sum[i] = self.sum[i].saturating_add(other.sum[i]);
            self.sum_of_squares[i] = self.sum_of_squares[i].saturating_add(other.sum_of_squares[i]);
        }
    }

    /// The mean payoff of seat index `seat` (0 with no games).
    pub fn mean(&self, seat: usize) -> f64 {
        match self.sum.get(seat) {
            Some(&s) if self.games > 0 => s as f64 / self.games as f64,
            _ => 0.0,
        }
    }

    /// The standard error of [`mean`](Payoffs::mean): the sample standard
    /// deviation (with `n - 1`) over the square root of the count; 0 with
    /// fewer than two games.
    pub fn standard_error(&self, seat: usize) -> f64 {
        let (Some(&sum), Some(&squares)) = (self.sum.get(seat), self.sum_of_squares.get(seat))
        else {
            return 0.0;
        };
        if self.games < 2 {
            return 0.0;
        }
        let n = self.games as f64;
        let mean = sum as f64 / n;
        let variance = ((squares as f64 - n * mean * mean) / (n - 1.0)).max(0.0);
        crate::math::sqrt(variance / n)
    }

    /// Checks what any run's sums satisfy: per seat, the squares are at
    /// least the absolute sum (whole numbers), and the sum squared is at
    /// most the count times the squares (Cauchy-Schwarz); no games, no
    /// sums.
    #[cfg(feature = "serde")]
    fn check(&self) -> Result<(), SummaryError> {
        for (&sum, &squares) in self.sum.iter().zip(&self.sum_of_squares) {
            if squares < sum.unsigned_abs() {
                return Err(SummaryError::Payoffs("squares below the sum"));
            }
            let bound = u128::from(self.games).checked_mul(squares);
            let sum_squared = sum.unsigned_abs().checked_mul(sum.unsigned_abs());
            if let (Some(bound), Some(sum_squared)) = (bound, sum_squared)
                && sum_squared > bound
            {
                return Err(SummaryError::Payoffs("a sum too large for its squares"));
            }
        }
        Ok(())
    }
}

/// The serialized form of [`Payoffs`], checked on loading.
#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct SavedPayoffs {
    games: u64,
    sum: [i128; SEAT_LIMIT],
    sum_of_squares: [u128; SEAT_LIMIT],
}

#[cfg(feature = "serde")]
impl TryFrom<SavedPayoffs> for Payoffs {
    type Error = SummaryError;

    fn try_from(s: SavedPayoffs) -> Result<Self, SummaryError> {
        let p = Payoffs {
            games: s.games,
            sum: s.sum,
            sum_of_squares: s.sum_of_squares,
        };
        p.check()?;
        Ok(p)
    }
}
