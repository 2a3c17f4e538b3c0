//! [`Lengths`]: exact statistics of game lengths in memory bounded whatever the lengths; [`SummaryError`]: a loaded summary that does not add up.

use alloc::vec::Vec;

#[cfg(feature = "serde")]
use super::{Payoffs, Summary};
#[cfg(feature = "serde")]
use crate::game::SEAT_LIMIT;

/// Lengths of games, summed up exactly in bounded memory.
///
/// Kept exactly: the count, the sum and the sum of squares (in `u128`,
/// which cannot overflow below 2^64 games), the minimum and the maximum,
/// and a histogram with one bucket per length below
/// [`Lengths::EXACT_BELOW`]; longer games are counted together in one
/// overflow bucket. So memory stays under 512 KiB however long the games
/// run, and the median and quantiles are exact whenever they fall below
/// `EXACT_BELOW`, and `None` (unknown, at least `EXACT_BELOW`) otherwise.
///
/// Two `Lengths` of the same games are equal whatever order the games were
/// recorded or merged in.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(deny_unknown_fields, try_from = "SavedLengths")
)]
pub struct Lengths {
    /// `histogram[l]`: games of length `l`, up to the longest below
    /// `EXACT_BELOW` (no trailing zero).
    histogram: Vec<u64>,
    /// Games of length `EXACT_BELOW` or more.
    overflow: u64,
    count: u64,
    sum: u128,
    sum_of_squares: u128,
    /// 0 with no games.
    min: u32,
    /// 0 with no games.
    max: u32,
}

impl Lengths {
    /// Lengths below this have a bucket of their own in the histogram.
    pub const EXACT_BELOW: u32 = 1 << 16;

    /// Records one game of `length`.
    pub fn record(&mut self, length: u32) {
        let i = length as usize;
        if length < Self::EXACT_BELOW {
            if self.histogram.len() <= i {
                self.histogram.resize(i + 1, 0);
            }
            if let Some(bucket) = self.histogram.get_mut(i) {
                *bucket = bucket.saturating_add(1);
            }
        } else {
            self.overflow = self.overflow.saturating_add(1);
        }
        if self.count == 0 {
            (self.min, self.max) = (length, length);
        } else {
            self.min = self.min.min(length);
            self.max = self.max.max(length);
        }
        self.count = self.count.saturating_add(1);
        let l = u128::from(length);
        self.sum = self.sum.saturating_add(l);
        self.sum_of_squares = self.sum_of_squares.saturating_add(l * l);
    }

    /// Adds every game of `other`.
    pub fn merge(&mut self, other: &Lengths) {
        if other.count == 0 {
            return;
        }
        if self.count == 0 {
            (self.min, self.max) = (other.min, other.max);
        } else {
            self.min = self.min.min(other.min);
            self.max = self.max.max(other.max);
        }
        if self.histogram.len() < other.histogram.len() {
            self.histogram.resize(other.histogram.len(), 0);
        }
        for (mine, theirs) in self.histogram.iter_mut().zip(&other.histogram) {
            *mine = mine.saturating_add(*theirs);
        }
        self.overflow = self.overflow.saturating_add(other.overflow);
        self.count = self.count.saturating_add(other.count);
        self.sum = self.sum.saturating_add(other.sum);
        self.sum_of_squares = self.sum_of_squares.saturating_add(other.sum_of_squares);
    }

    /// Games recorded.
    pub fn count(&self) -> u64 {
        self.count
    }

    /// The exact sum of the lengths.
    pub fn sum(&self) -> u128 {
        self.sum
    }

    /// Games of length [`EXACT_BELOW`](Lengths::EXACT_BELOW) or more, which
    /// the histogram does not tell apart.
    pub fn overflow(&self) -> u64 {
        self.overflow
    }

    /// Games of exactly `length` (`None` for a length the histogram does
    /// not keep: `EXACT_BELOW` or more).
    pub fn games_of_length(&self, length: u32) -> Option<u64> {
        if length >= Self::EXACT_BELOW {
            return None;
        }
        Some(self.histogram.get(length as usize).copied().unwrap_or(0))
    }

    /// Bytes the histogram holds on the heap: at most 8 times
    /// [`EXACT_BELOW`](Lengths::EXACT_BELOW), whatever the lengths.
    pub fn heap_bytes(&self) -> usize {
        self.histogram.capacity() * core::mem::size_of::<u64>()
    }

    /// The mean length (0 with no games).
    pub fn mean(&self) -> f64 {
        if self.count == 0 {
            return 0.0;
        }
        self.sum as f64 / self.count as f64
    }

    /// The population variance of the lengths (0 with no games), from the
    /// exact sums.
    pub fn variance(&self) -> f64 {
        if self.count == 0 {
            return 0.0;
        }
        let n = self.count as f64;
        let mean = self.sum as f64 / n;
        (self.sum_of_squares as f64 / n - mean * mean).max(0.0)
    }

    /// The `k`-th smallest length, counting from 0, when it is below
    /// `EXACT_BELOW`.
    fn nth(&self, k: u64) -> Option<u32> {
        let mut seen = 0u64;
        for (length, &n) in self.histogram.iter().enumerate() {
            seen = seen.saturating_add(n);
            if seen > k {
                return u32::try_from(length).ok();
            }
        }
        None
    }

    /// The exact median: the middle length, or the mean of the two middle
    /// ones for an even count. `None` with no games, or when a middle
    /// length is [`EXACT_BELOW`](Lengths::EXACT_BELOW) or more.
    pub fn median(&self) -> Option<f64> {
        let last = self.count.checked_sub(1)?;
        let lo = self.nth(last / 2)?;
        let hi = self.nth(self.count / 2)?;
        Some((f64::from(lo) + f64::from(hi)) / 2.0)
    }

    /// The smallest length `l` such that at least a share `q` of the games
    /// have length `l` or less (at least one game: `quantile(0.0)` is the
    /// minimum). `None` with no games, for `q` outside `0..=1`, or when
    /// that length is [`EXACT_BELOW`](Lengths::EXACT_BELOW) or more.
    pub fn quantile(&self, q: f64) -> Option<u32> {
        if self.count == 0 || !(0.0..=1.0).contains(&q) {
            return None;
        }
        // The rank as a float is exact enough: it only decides ties
        // between neighbouring games.
        // Rounded up by hand: `f64::ceil` needs `std`.
        let share = q * self.count as f64;
        let below = share as u64;
        let rank = below.saturating_add(u64::from((below as f64) < share));
        self.nth(rank.clamp(1, self.count) - 1)
    }

    /// The shortest game (0 with no games).
    pub fn min(&self) -> u32 {
        self.min
    }

    /// The longest game (0 with no games).
    pub fn max(&self) -> u32 {
        self.max
    }
}

/// Why a serialized [`Summary`] or [`Lengths`] was refused: its counts do
/// not add up, so it cannot be the summary of any games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum SummaryError {
    /// The histogram, the overflow and the count of a `Lengths` disagree,
    /// or its minimum, maximum or sums cannot be those of its games.
    #[error("lengths: {0}")]
    Lengths(&'static str),
    /// A summary's lengths do not count one length per game.
    #[error("the summary's lengths count {lengths} games, not {games}")]
    LengthCount {
        /// Games in the summary.
        games: u64,
        /// Games in its lengths (of actions or of throws).
        lengths: u64,
    },
    /// A summary's ends (wins, blocked, truncated, unfinished) add up to
    /// more than its games.
    #[error("the summary's games end in more ways than it has games")]
    TooManyEnds,
    /// A summary's payoffs cannot be those of its games.
    #[error("payoffs: {0}")]
    Payoffs(&'static str),
}

/// The serialized form of [`Lengths`], checked on loading.
#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct SavedLengths {
    histogram: Vec<u64>,
    overflow: u64,
    count: u64,
    sum: u128,
    sum_of_squares: u128,
    min: u32,
    max: u32,
}

#[cfg(feature = "serde")]
impl TryFrom<SavedLengths> for Lengths {
    type Error = SummaryError;

    fn try_from(s: SavedLengths) -> Result<Self, SummaryError> {
        let bad = |why| Err(SummaryError::Lengths(why));
        if s.histogram.len() > Lengths::EXACT_BELOW as usize {
            return bad("a histogram longer than EXACT_BELOW");
        }
        if s.histogram.last() == Some(&0) {
            return bad("a histogram ending in an empty bucket");
        }
        let counted = s
            .histogram
            .iter()
            .try_fold(s.overflow, |a, &n| a.checked_add(n));
        if counted != Some(s.count) {
            return bad("buckets that do not add up to the count");
        }
        if s.count == 0 && (s.min, s.max, s.sum, s.sum_of_squares) != (0, 0, 0, 0) {
            return bad("no games but a nonzero minimum, maximum or sum");
        }
        let exact_max = s.histogram.len().checked_sub(1);
        let (lo, hi) = (u128::from(s.min), u128::from(s.max));
        let n = u128::from(s.count);
        if s.count > 0
            && (s.min > s.max
                || (s.overflow == 0 && exact_max != Some(s.max as usize))
                || (s.overflow > 0 && s.max < Lengths::EXACT_BELOW)
                || s.histogram.get(s.min as usize).is_some_and(|&g| g == 0)
                || s.sum < lo.saturating_mul(n)
                || s.sum > hi.saturating_mul(n))
        {
            return bad("a minimum, maximum or sum that its games cannot have");
        }
        let (histogram, overflow, count) = (s.histogram, s.overflow, s.count);
        let (sum, sum_of_squares, min, max) = (s.sum, s.sum_of_squares, s.min, s.max);
        Ok(Lengths {
            histogram,
            overflow,
            count,
            sum,
            sum_of_squares,
            min,
            max,
        })
    }
}

/// The serialized form of [`Summary`], checked on loading. The payoffs
/// are left out when they are the wins (every game scored wins only), so
/// such a summary reads as it did before payoffs were counted, and a
/// summary written then reads as one of wins only.
#[cfg(feature = "serde")]
#[derive(serde::Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct SavedSummary {
    games: u64,
    wins: [u64; SEAT_LIMIT],
    blocked: u64,
    truncated: u64,
    #[serde(default, skip_serializing_if = "is_zero")]
    draws: u64,
    unfinished: u64,
    actions: Lengths,
    throws: Lengths,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    payoffs: Option<Payoffs>,
}

#[cfg(feature = "serde")]
impl From<Summary> for SavedSummary {
    fn from(s: Summary) -> Self {
        let wins_only = Payoffs::of_wins(s.ended(), &s.wins);
        SavedSummary {
            games: s.games,
            wins: s.wins,
            blocked: s.blocked,
            truncated: s.truncated,
            draws: s.draws,
            unfinished: s.unfinished,
            actions: s.actions,
            throws: s.throws,
            payoffs: (s.payoffs != wins_only).then_some(s.payoffs),
        }
    }
}

/// Whether a count is zero: a count added after the first saved format is
/// left out when zero, so older summaries read and write as before.
#[cfg(feature = "serde")]
fn is_zero(n: &u64) -> bool {
    *n == 0
}

#[cfg(feature = "serde")]
impl TryFrom<SavedSummary> for Summary {
    type Error = SummaryError;

    fn try_from(s: SavedSummary) -> Result<Self, SummaryError> {
        for lengths in [&s.actions, &s.throws] {
            if lengths.count() != s.games {
                return Err(SummaryError::LengthCount {
                    games: s.games,
                    lengths: lengths.count(),
                });
            }
        }
        let ends = [s.blocked, s.truncated, s.draws, s.unfinished]
            .iter()
            .chain(&s.wins)
            .try_fold(0u64, |a, &n| a.checked_add(n));
        if ends.is_none_or(|e| e > s.games) {
            return Err(SummaryError::TooManyEnds);
        }
        let ended = s.games - s.unfinished;
        let payoffs = s.payoffs.unwrap_or(Payoffs::of_wins(ended, &s.wins));
        if payoffs.games != ended {
            return Err(SummaryError::Payoffs(
                "a count other than the games that ended",
            ));
        }
        Ok(Summary {
            games: s.games,
            wins: s.wins,
            blocked: s.blocked,
            truncated: s.truncated,
            draws: s.draws,
            unfinished: s.unfinished,
            actions: s.actions,
            throws: s.throws,
            payoffs,
        })
    }
}
