//! [`HomeBoard`]: one side's checkers on the six points of its home board (the rest borne off), the position a bear-off database is indexed by.

use core::fmt;

use super::BearoffError;
use crate::backgammon::rules::{BAR, MAX_CHECKERS};
use crate::backgammon::state::{BackgammonState, nibble};
use crate::game::Seat;

/// Points of a home board.
pub const HOME_POINTS: u8 = 6;

/// One side's checkers on its home board: how many stand on each of its
/// points 1 to 6 (by its own numbers; the 1-point is the deepest), up to
/// [`MAX_CHECKERS`] in all. The side's other checkers are borne off.
///
/// ```
/// use racegame::backgammon::bearoff::HomeBoard;
/// let board = HomeBoard::new(&[2, 0, 3])?; // 2 on the ace point, 3 on the 3-point
/// assert_eq!((board.count(1), board.count(3), board.checkers(), board.pips()), (2, 3, 5, 11));
/// assert_eq!(board.to_string(), "2 0 3 0 0 0");
/// assert!(HomeBoard::new(&[8, 8]).is_err()); // 16 checkers
/// # Ok::<(), racegame::backgammon::bearoff::BearoffError>(())
/// ```
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "[u8; 6]", into = "[u8; 6]"))]
pub struct HomeBoard {
    /// `counts[p - 1]`: checkers on point `p`.
    counts: [u8; 6],
}

impl HomeBoard {
    /// The home board with `counts[i]` checkers on point `i + 1` (points
    /// not given hold none).
    ///
    /// # Errors
    ///
    /// [`BearoffError::Points`] for more than six counts,
    /// [`BearoffError::Checkers`] for more than [`MAX_CHECKERS`] in all.
    pub fn new(counts: &[u8]) -> Result<HomeBoard, BearoffError> {
        if counts.len() > usize::from(HOME_POINTS) {
            return Err(BearoffError::Points(counts.len()));
        }
        let total: u32 = counts.iter().map(|&n| u32::from(n)).sum();
        if total > u32::from(MAX_CHECKERS) {
            return Err(BearoffError::Checkers(total));
        }
        let mut board = HomeBoard::default();
        board.counts[..counts.len()].copy_from_slice(counts);
        Ok(board)
    }

    /// `seat`'s home board in `state`, when every checker it has left is
    /// on its points 1 to 6 (none on the bar or farther out); `None`
    /// otherwise.
    ///
    /// ```
    /// use racegame::RaceGame;
    /// use racegame::backgammon::{BackgammonGame, WHITE, bearoff::HomeBoard};
    /// let game = BackgammonGame::backgammon();
    /// let s = game.initial_state().with_side(WHITE, &[(6, 2), (1, 3)], 0, 10);
    /// assert_eq!(HomeBoard::of_side(&s, WHITE), Some(HomeBoard::new(&[3, 0, 0, 0, 0, 2])?));
    /// assert_eq!(HomeBoard::of_side(&game.initial_state(), WHITE), None);
    /// # Ok::<(), racegame::backgammon::bearoff::BearoffError>(())
    /// ```
    pub fn of_side(state: &BackgammonState, seat: Seat) -> Option<HomeBoard> {
        if (HOME_POINTS + 1..=BAR).any(|p| state.count(seat, p) > 0) {
            return None;
        }
        let mut board = HomeBoard::default();
        for p in 1..=HOME_POINTS {
            board.counts[usize::from(p - 1)] = state.count(seat, p);
        }
        Some(board)
    }

    /// The home board of a side's packed checkers (four bits a point by
    /// its own numbers), ignoring anything outside points 1 to 6.
    pub(crate) fn of_word(word: u128) -> HomeBoard {
        let mut board = HomeBoard::default();
        for p in 1..=HOME_POINTS {
            board.counts[usize::from(p - 1)] = nibble(word, p);
        }
        board
    }

    /// Checkers on point `p` (1 to 6; 0 for any other number).
    pub fn count(&self, p: u8) -> u8 {
        match p {
            1..=HOME_POINTS => self.counts[usize::from(p - 1)],
            _ => 0,
        }
    }

    /// The counts of points 1 to 6.
    pub fn counts(&self) -> [u8; 6] {
        self.counts
    }

    /// Checkers on the board.
    pub fn checkers(&self) -> u8 {
        self.counts.iter().sum()
    }

    /// The pip count: each checker counts its point number.
    pub fn pips(&self) -> u32 {
        (1..=HOME_POINTS)
            .map(|p| u32::from(p) * u32::from(self.count(p)))
            .sum()
    }

    /// Whether every checker is borne off.
    pub fn is_empty(&self) -> bool {
        self.checkers() == 0
    }

    /// The highest point that holds a checker (0 when empty).
    pub fn highest(&self) -> u8 {
        (1..=HOME_POINTS)
            .rev()
            .find(|&p| self.count(p) > 0)
            .unwrap_or(0)
    }

    /// The `(point, count)` pairs of the points that hold checkers, highest
    /// first, as [`BackgammonState::with_side`] takes them.
    pub(crate) fn points(&self) -> impl Iterator<Item = (u8, u8)> + '_ {
        (1..=HOME_POINTS)
            .rev()
            .map(|p| (p, self.count(p)))
            .filter(|&(_, n)| n > 0)
    }
}

impl TryFrom<[u8; 6]> for HomeBoard {
    type Error = BearoffError;
    fn try_from(counts: [u8; 6]) -> Result<Self, Self::Error> {
        HomeBoard::new(&counts)
    }
}

impl From<HomeBoard> for [u8; 6] {
    fn from(board: HomeBoard) -> Self {
        board.counts
    }
}

/// The counts of points 1 to 6, separated by spaces.
impl fmt::Display for HomeBoard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, n) in self.counts.iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{n}")?;
        }
        Ok(())
    }
}

impl fmt::Debug for HomeBoard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "HomeBoard[{self}]")
    }
}
