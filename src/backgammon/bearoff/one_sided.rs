//! [`OneSided`]: for every home board, the distribution of the number of rolls it takes to bear every checker off, playing each roll to need the fewest rolls on average.

use alloc::vec;
use alloc::vec::Vec;
use core::fmt;

use super::BearoffError;
use super::board::HomeBoard;
use super::index::BoardIndex;
use super::moves::{Mover, rolls};
use crate::dice::Roll;

/// Most rolls a bear-off can take, plus one: every roll but the last
/// takes at least two pips off the board (a 2-1 bears off or moves three
/// pips; 1-1 moves four), and 15 checkers on the 6-point are 90 pips.
const ROLL_SLOTS: usize = 46;

/// Effective pips a roll is worth: the average roll moves 49/6 pips
/// (8 1/6), counting a double four times.
pub const PIPS_PER_ROLL: f64 = 49.0 / 6.0;

/// The one-sided bear-off database: for every home board of up to
/// [`checkers`](OneSided::checkers) checkers on points 1 to
/// [`points`](OneSided::points), the probability that bearing them all off
/// takes exactly `n` rolls, for `n` from 0 to
/// [`max_rolls`](OneSided::max_rolls), when each roll is played to leave
/// the board with the fewest rolls still needed on average (the first such
/// play in the engine's order when two are equally good). The full
/// database, [`OneSided::build`]`(6, 15)`, holds all 54,264 boards.
///
/// Values are computed, not estimated: the boards are taken in rising pip
/// count, so every board a play leaves is finished before it is needed,
/// and each distribution is the exact mixture, over the 21 rolls with
/// their chances in 36, of the distributions of the boards played to,
/// one roll later (the chances summed in 36ths and divided once). The
/// arithmetic is `f64`: each probability is within a few units in the
/// 16th decimal of the exact fraction, and the same on every platform.
///
/// ```
/// use racegame::backgammon::bearoff::{HomeBoard, OneSided};
/// let db = OneSided::build(6, 4)?;
/// // One checker on the 6-point: off in one roll unless the roll is
/// // 1-1, 2-1, 3-1, 4-1 or 3-2 (9 of 36), then in one more.
/// let six = HomeBoard::new(&[0, 0, 0, 0, 0, 1])?;
/// assert_eq!(db.distribution(&six).ok_or("a board")?[..3], [0.0, 0.75, 0.25]);
/// assert_eq!(db.mean_rolls(&six), Some(1.25));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, PartialEq)]
pub struct OneSided {
    pub(crate) index: BoardIndex,
    /// Entries per distribution: rolls 0 to `slots - 1`.
    pub(crate) slots: usize,
    /// Board `i`'s distribution at `i * slots..(i + 1) * slots`.
    pub(crate) dist: Vec<f64>,
}

impl fmt::Debug for OneSided {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("OneSided")
            .field("points", &self.points())
            .field("checkers", &self.checkers())
            .field("positions", &self.positions())
            .field("max_rolls", &self.max_rolls())
            .finish_non_exhaustive()
    }
}

impl OneSided {
    /// Builds the database of every home board of up to `checkers`
    /// checkers on points 1 to `points`, asking the backgammon engine for
    /// every play. `build(6, 15)` is the full database (54,264 boards; a
    /// few seconds in a release build).
    ///
    /// # Errors
    ///
    /// [`BearoffError::Points`] unless `points` is 1 to 6,
    /// [`BearoffError::Checkers`] unless `checkers` is 1 to 15.
    pub fn build(points: u8, checkers: u8) -> Result<OneSided, BearoffError> {
        let index = BoardIndex::new(points, checkers)?;
        let n = index.len();
        let mut dist = vec![0.0; n * ROLL_SLOTS];
        let mut means = vec![0.0; n];
        let mut mover = Mover::new();
        let mut plays = Vec::new();
        if let Some(first) = dist.first_mut() {
            *first = 1.0; // the empty board: no roll needed
        }
        for i in by_pips(&index) {
            let board = index.board(i);
            let mut row = [0.0; ROLL_SLOTS];
            for (roll, chances) in rolls() {
                mover.plays(&board, roll, &mut plays);
                let best = least_mean(&index, &plays, |j| means.get(j).copied())
                    .ok_or(BearoffError::NoPlay)?;
                let c = f64::from(chances);
                let from = &dist[best * ROLL_SLOTS..(best + 1) * ROLL_SLOTS];
                for (slot, &q) in row[1..].iter_mut().zip(from) {
                    *slot += c * q;
                }
            }
            // Summed in 36ths and divided once, so that a certain number
            // of rolls is exactly 1.
            row.iter_mut().for_each(|v| *v = (*v / 36.0).min(1.0));
            means[i] = mean_of(&row);
            dist[i * ROLL_SLOTS..(i + 1) * ROLL_SLOTS].copy_from_slice(&row);
        }
        Ok(trimmed(index, dist))
    }

    /// How many boards [`build`](OneSided::build)`(points, checkers)`
    /// would hold, without building it.
    ///
    /// # Errors
    ///
    /// As [`build`](OneSided::build).
    ///
    /// ```
    /// use racegame::backgammon::bearoff::OneSided;
    /// assert_eq!(OneSided::positions_of(6, 15)?, 54_264);
    /// # Ok::<(), racegame::backgammon::bearoff::BearoffError>(())
    /// ```
    pub fn positions_of(points: u8, checkers: u8) -> Result<usize, BearoffError> {
        Ok(BoardIndex::new(points, checkers)?.len())
    }

    /// Points of the home board the database covers (1 to 6).
    pub fn points(&self) -> u8 {
        self.index.points()
    }

    /// Most checkers on a board of the database (1 to 15).
    pub fn checkers(&self) -> u8 {
        self.index.checkers()
    }

    /// Boards in the database (54,264 for six points and fifteen
    /// checkers).
    pub fn positions(&self) -> usize {
        self.index.len()
    }

    /// The most rolls any board of the database can take.
    pub fn max_rolls(&self) -> usize {
        self.slots.saturating_sub(1)
    }

    /// The distribution of the number of rolls `board` takes to bear off:
    /// entry `n` is the probability of exactly `n` rolls, for `n` from 0
    /// to [`max_rolls`](OneSided::max_rolls). `None` for a board the
    /// database does not cover.
    pub fn distribution(&self, board: &HomeBoard) -> Option<&[f64]> {
        let i = self.index.number(board)?;
        self.dist.get(i * self.slots..(i + 1) * self.slots)
    }

    /// The expected number of rolls `board` takes to bear off, or `None`
    /// for a board the database does not cover.
    pub fn mean_rolls(&self, board: &HomeBoard) -> Option<f64> {
        self.distribution(board).map(mean_of)
    }

    /// The effective pip count of `board`: its expected rolls times
    /// [`PIPS_PER_ROLL`], the pips a race position would need to take as
    /// long on average.
    pub fn effective_pips(&self, board: &HomeBoard) -> Option<f64> {
        self.mean_rolls(board).map(|m| m * PIPS_PER_ROLL)
    }

    /// The play the database assumes for `board` and `roll`: the board
    /// left with the fewest rolls still needed on average. `None` for a
    /// board the database does not cover or a roll of one die.
    pub fn best_play(&self, board: &HomeBoard, roll: Roll) -> Option<HomeBoard> {
        self.index.number(board)?;
        let mut plays = Vec::new();
        Mover::new().plays(board, roll, &mut plays);
        let mean = |j: usize| {
            let row = self.dist.get(j * self.slots..(j + 1) * self.slots)?;
            Some(mean_of(row))
        };
        least_mean(&self.index, &plays, mean).map(|i| self.index.board(i))
    }
}

impl OneSided {
    /// Checks every distribution against the game: the empty board's must
    /// be no roll for certain, and every other board's exactly (within
    /// [`VERIFY_SLACK`]) the mixture, over the 21 rolls, of the
    /// distributions of the boards its best plays leave (best by the
    /// database's own means, as [`build`](OneSided::build) chooses them),
    /// one roll later, with nothing left past
    /// [`max_rolls`](OneSided::max_rolls). A database that passes is the
    /// one `build` makes; one whose values were edited and resealed is
    /// refused (see the module docs of [`bearoff`](super) for what each
    /// check covers).
    ///
    /// ```
    /// use racegame::backgammon::bearoff::OneSided;
    /// let db = OneSided::from_bytes(&OneSided::build(6, 4)?.to_bytes())?;
    /// db.verify()?;
    /// # Ok::<(), racegame::backgammon::bearoff::BearoffError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`BearoffError::Inconsistent`] for the first board, in rising pip
    /// count, whose distribution is not what its plays give (an edited
    /// board itself: the boards it leads to have fewer pips); [`BearoffError::NoPlay`]
    /// if the engine offers no play.
    pub fn verify(&self) -> Result<(), BearoffError> {
        let slots = self.slots.max(1);
        let means: Vec<f64> = self.dist.chunks(slots).map(mean_of).collect();
        let mut mover = Mover::new();
        let mut plays = Vec::new();
        let empty = self.dist.get(..slots).unwrap_or_default();
        if empty.first() != Some(&1.0) || empty[1..].iter().any(|&p| p != 0.0) {
            return Err(BearoffError::Inconsistent { position: 0 });
        }
        for i in by_pips(&self.index) {
            let board = self.index.board(i);
            let mut row = vec![0.0; slots + 1];
            for (roll, chances) in rolls() {
                mover.plays(&board, roll, &mut plays);
                let best = least_mean(&self.index, &plays, |j| means.get(j).copied())
                    .ok_or(BearoffError::NoPlay)?;
                let from = self.dist.get(best * slots..(best + 1) * slots);
                for (slot, &q) in row[1..].iter_mut().zip(from.unwrap_or_default()) {
                    *slot += f64::from(chances) * q;
                }
            }
            row.iter_mut().for_each(|v| *v = (*v / 36.0).min(1.0));
            let stored = self.dist.get(i * slots..(i + 1) * slots);
            let past_end = row.pop().unwrap_or(0.0);
            let agrees = stored.is_some_and(|stored| {
                stored
                    .iter()
                    .zip(&row)
                    .all(|(s, r)| (s - r).abs() <= VERIFY_SLACK)
            });
            if !agrees || past_end > VERIFY_SLACK {
                return Err(BearoffError::Inconsistent { position: i });
            }
        }
        Ok(())
    }
}

/// How far a value may be from what [`OneSided::verify`] or
/// [`TwoSided::verify`](super::TwoSided::verify) computes: the
/// databases are built by the same arithmetic, in the same order, so a
/// sound one agrees exactly; the slack only forgives a last-digit
/// difference.
pub const VERIFY_SLACK: f64 = 1e-12;

/// The boards' numbers in rising pip count (the empty board, which needs
/// no roll, left out).
fn by_pips(index: &BoardIndex) -> Vec<usize> {
    let mut order: Vec<(u32, usize)> = (1..index.len())
        .map(|i| (index.board(i).pips(), i))
        .collect();
    order.sort_unstable();
    order.into_iter().map(|(_, i)| i).collect()
}

/// The number of the first of `plays` with the least mean.
fn least_mean(
    index: &BoardIndex,
    plays: &[HomeBoard],
    mean: impl Fn(usize) -> Option<f64>,
) -> Option<usize> {
    let mut best: Option<(usize, f64)> = None;
    for play in plays {
        let j = index.number(play)?;
        let m = mean(j)?;
        if best.is_none_or(|(_, b)| m < b) {
            best = Some((j, m));
        }
    }
    best.map(|(j, _)| j)
}

/// The mean of a distribution of rolls.
pub(crate) fn mean_of(dist: &[f64]) -> f64 {
    dist.iter().enumerate().map(|(n, &p)| n as f64 * p).sum()
}

/// The database with its distributions cut after the last roll any board
/// can take.
fn trimmed(index: BoardIndex, dist: Vec<f64>) -> OneSided {
    let last = dist
        .chunks(ROLL_SLOTS)
        .filter_map(|row| row.iter().rposition(|&p| p > 0.0))
        .max()
        .unwrap_or(0);
    let slots = last + 1;
    let dist = dist
        .chunks(ROLL_SLOTS)
        .flat_map(|row| row[..slots].iter().copied())
        .collect();
    OneSided { index, slots, dist }
}
