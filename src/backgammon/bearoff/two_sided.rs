//! [`TwoSided`]: both sides bearing off with a few checkers each, solved exactly: the chance that the side to roll wins, under the play that wins most often.

use alloc::vec;
use alloc::vec::Vec;
use core::fmt;

use super::BearoffError;
use super::board::HomeBoard;
use super::index::BoardIndex;
use super::moves::{Mover, PlayTable, rolls};
use crate::backgammon::state::BackgammonState;
use crate::dice::Roll;
use crate::game::Seat;

/// Most board pairs a two-sided database holds (6 points with 8 checkers
/// a side is 3003 squared, about nine million).
pub const MAX_TWO_SIDED: usize = 1 << 24;

/// The two-sided bear-off database: for every pair of home boards of up
/// to [`checkers`](TwoSided::checkers) checkers each on points 1 to
/// [`points`](TwoSided::points), the chance that the side to roll wins
/// the race to bear off, both sides playing every roll to win as often as
/// possible. The default size, [`TwoSided::build`]`(6, 6)`, holds
/// 924 × 924 pairs.
///
/// A bear-off scores one point whoever wins (a side with at most six
/// checkers left in a game of fifteen has borne some off, so there is no
/// gammon), so this is also the cubeless equity, `2p - 1`. The values
/// are exact but for `f64` rounding: pairs are solved in rising total pip
/// count, and every pair a play leads to has fewer pips.
///
/// ```
/// use racegame::backgammon::bearoff::{HomeBoard, TwoSided};
/// let db = TwoSided::build(6, 2)?;
/// let ace = HomeBoard::new(&[1])?;
/// let six = HomeBoard::new(&[0, 0, 0, 0, 0, 1])?;
/// // A checker on the ace point is off with any roll.
/// assert_eq!(db.win_probability(&ace, &six), Some(1.0));
/// // From the 6-point, 9 rolls in 36 miss, and then the other side wins.
/// assert_eq!(db.win_probability(&six, &ace), Some(0.75));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, PartialEq)]
pub struct TwoSided {
    pub(crate) index: BoardIndex,
    /// `wins[a * n + b]`: the side to roll has board `a`, the other `b`.
    pub(crate) wins: Vec<f64>,
}

impl fmt::Debug for TwoSided {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("TwoSided")
            .field("points", &self.points())
            .field("checkers", &self.checkers())
            .field("boards", &self.index.len())
            .finish_non_exhaustive()
    }
}

impl TwoSided {
    /// Builds the database of every pair of home boards of up to
    /// `checkers` checkers each on points 1 to `points`, asking the
    /// backgammon engine for every play of every board once.
    ///
    /// # Errors
    ///
    /// [`BearoffError::Points`] unless `points` is 1 to 6,
    /// [`BearoffError::Checkers`] unless `checkers` is 1 to 15,
    /// [`BearoffError::TooLarge`] past [`MAX_TWO_SIDED`] pairs.
    pub fn build(points: u8, checkers: u8) -> Result<TwoSided, BearoffError> {
        let pairs = TwoSided::positions_of(points, checkers)?;
        let index = BoardIndex::new(points, checkers)?;
        let n = index.len();
        let table = PlayTable::build(n, |i| index.board(i), |b| index.number(b));
        let mut wins = vec![0.0; pairs];
        // A side with nothing left has won.
        wins[..n].fill(1.0);
        let chances: Vec<f64> = rolls().map(|(_, c)| f64::from(c)).collect();
        for (a, b) in by_total_pips(&index) {
            let mut v = 0.0;
            for (r, &p) in chances.iter().enumerate() {
                let best = table
                    .plays(a, r)
                    .iter()
                    .map(|&a2| value_after(&wins, n, a2 as usize, b))
                    .fold(f64::NEG_INFINITY, f64::max);
                v += p * best;
            }
            // Summed in 36ths and divided once: a sure win is exactly 1.
            wins[a * n + b] = (v / 36.0).min(1.0);
        }
        Ok(TwoSided { index, wins })
    }

    /// How many board pairs [`build`](TwoSided::build)`(points, checkers)`
    /// would hold, without building it.
    ///
    /// # Errors
    ///
    /// As [`build`](TwoSided::build).
    ///
    /// ```
    /// use racegame::backgammon::bearoff::TwoSided;
    /// assert_eq!(TwoSided::positions_of(6, 6)?, 924 * 924);
    /// # Ok::<(), racegame::backgammon::bearoff::BearoffError>(())
    /// ```
    pub fn positions_of(points: u8, checkers: u8) -> Result<usize, BearoffError> {
        let n = BoardIndex::new(points, checkers)?.len();
        n.checked_mul(n)
            .filter(|&p| p <= MAX_TWO_SIDED)
            .ok_or(BearoffError::TooLarge { boards: n })
    }

    /// Points of the home boards the database covers (1 to 6).
    pub fn points(&self) -> u8 {
        self.index.points()
    }

    /// Most checkers a side has on its home board in the database.
    pub fn checkers(&self) -> u8 {
        self.index.checkers()
    }

    /// Board pairs in the database.
    pub fn positions(&self) -> usize {
        self.wins.len()
    }

    /// The chance that the side to roll wins, with home board `mover`
    /// against `other`, both playing their best. A side whose board is
    /// empty has won: 1 for an empty `mover`, 0 for an empty `other`.
    /// `None` for a board the database does not cover.
    pub fn win_probability(&self, mover: &HomeBoard, other: &HomeBoard) -> Option<f64> {
        let (a, b) = (self.index.number(mover)?, self.index.number(other)?);
        self.wins.get(a * self.index.len() + b).copied()
    }

    /// The chance that the side to roll in `state` wins, when both sides
    /// are bearing off with boards the database covers; `None` otherwise.
    /// Only the checkers are read: whose turn it is comes from
    /// [`BackgammonState::turn`].
    pub fn win_probability_of(&self, state: &BackgammonState) -> Option<f64> {
        let mover = state.turn();
        let other = Seat(1 - BackgammonState::slot(mover) as u8);
        let a = HomeBoard::of_side(state, mover)?;
        let b = HomeBoard::of_side(state, other)?;
        self.win_probability(&a, &b)
    }

    /// The play that wins most often for the side to roll with `mover`
    /// against `other` after `roll` (the first such play in the engine's
    /// order). `None` for boards the database does not cover, an empty
    /// `mover`, or a roll of one die.
    pub fn best_play(&self, mover: &HomeBoard, other: &HomeBoard, roll: Roll) -> Option<HomeBoard> {
        let n = self.index.len();
        let b = self.index.number(other)?;
        self.index.number(mover)?;
        let mut plays = Vec::new();
        Mover::new().plays(mover, roll, &mut plays);
        let mut best: Option<(HomeBoard, f64)> = None;
        for play in plays.into_iter().filter(|_| !mover.is_empty()) {
            let v = value_after(&self.wins, n, self.index.number(&play)?, b);
            if best.is_none_or(|(_, w)| v > w) {
                best = Some((play, v));
            }
        }
        best.map(|(play, _)| play)
    }
}

impl TwoSided {
    /// Checks every value against the game: a side with an empty board
    /// has won (1 for the side to roll, 0 for the other), and every other
    /// pair's value is exactly (within
    /// [`VERIFY_SLACK`](super::VERIFY_SLACK)) what its 21 rolls give, each
    /// played to the board that leaves the other side the least chance by
    /// the database's own values. A database that passes is the one
    /// [`build`](TwoSided::build) makes; one whose values were edited and
    /// resealed is refused (see the module docs of [`bearoff`](super) for
    /// what each check covers).
    ///
    /// ```
    /// use racegame::backgammon::bearoff::TwoSided;
    /// let db = TwoSided::from_bytes(&TwoSided::build(6, 3)?.to_bytes())?;
    /// db.verify()?;
    /// # Ok::<(), racegame::backgammon::bearoff::BearoffError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`BearoffError::Inconsistent`] for the first pair whose value is not
    /// what its plays give: the finished games first, then in rising total
    /// pip count (an edited pair itself: the pairs it leads to have fewer
    /// pips).
    pub fn verify(&self) -> Result<(), BearoffError> {
        let n = self.index.len();
        let table = PlayTable::build(n, |i| self.index.board(i), |b| self.index.number(b));
        let chances: Vec<f64> = rolls().map(|(_, c)| f64::from(c)).collect();
        // The finished games first, then the others in rising total pips,
        // so that an edited pair is named before the pairs that lead to it.
        let finished = (0..self.wins.len()).filter(|&i| i / n == 0 || i % n == 0);
        let rest = by_total_pips(&self.index)
            .into_iter()
            .map(|(a, b)| a * n + b);
        for position in finished.chain(rest) {
            let (a, b) = (position / n, position % n);
            let computed = match (a, b) {
                (0, _) => 1.0,
                (_, 0) => 0.0,
                _ => {
                    let mut v = 0.0;
                    for (r, &p) in chances.iter().enumerate() {
                        let best = table
                            .plays(a, r)
                            .iter()
                            .map(|&a2| value_after(&self.wins, n, a2 as usize, b))
                            .fold(f64::NEG_INFINITY, f64::max);
                        v += p * best;
                    }
                    (v / 36.0).min(1.0)
                }
            };
            let stored = self.wins.get(position).copied().unwrap_or(f64::NAN);
            let off = (computed - stored).abs();
            if off > super::VERIFY_SLACK || off.is_nan() {
                return Err(BearoffError::Inconsistent { position });
            }
        }
        Ok(())
    }
}

/// The mover's chance after playing to board `a2` against `b`: 1 when it
/// has borne everything off, otherwise one minus the other side's chance
/// with the roll.
#[inline]
fn value_after(wins: &[f64], n: usize, a2: usize, b: usize) -> f64 {
    if a2 == 0 {
        1.0
    } else {
        1.0 - wins.get(b * n + a2).copied().unwrap_or(0.0)
    }
}

/// Every pair of non-empty boards, in rising total pip count.
fn by_total_pips(index: &BoardIndex) -> Vec<(usize, usize)> {
    let n = index.len();
    let pips: Vec<u32> = (0..n).map(|i| index.board(i).pips()).collect();
    let mut pairs: Vec<(u32, usize, usize)> = Vec::with_capacity((n - 1) * (n - 1));
    for a in 1..n {
        for b in 1..n {
            pairs.push((pips[a] + pips[b], a, b));
        }
    }
    pairs.sort_unstable();
    pairs.into_iter().map(|(_, a, b)| (a, b)).collect()
}
