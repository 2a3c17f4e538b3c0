//! [`BoardIndex`]: the home boards of up to `checkers` checkers on points 1 to `points`, numbered densely (the numbering of both bear-off databases).

use super::BearoffError;
use super::board::{HOME_POINTS, HomeBoard};
use crate::backgammon::rules::MAX_CHECKERS;
use crate::backgammon::solve::multiset::Multisets;

/// The home boards with at most `checkers` checkers, all on points 1 to
/// `points`, numbered 0 to `len() - 1`: the multisets of `checkers`
/// checkers over the places "off", 1, ..., `points`, in colexicographic
/// order. Number 0 is the empty board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct BoardIndex {
    points: u8,
    checkers: u8,
    multisets: Multisets,
}

impl BoardIndex {
    /// The numbering of boards of up to `checkers` checkers on points 1 to
    /// `points`.
    ///
    /// # Errors
    ///
    /// [`BearoffError::Points`] unless `points` is 1 to 6,
    /// [`BearoffError::Checkers`] unless `checkers` is 1 to 15.
    pub(crate) fn new(points: u8, checkers: u8) -> Result<BoardIndex, BearoffError> {
        if !(1..=HOME_POINTS).contains(&points) {
            return Err(BearoffError::Points(usize::from(points)));
        }
        if !(1..=MAX_CHECKERS).contains(&checkers) {
            return Err(BearoffError::Checkers(u32::from(checkers)));
        }
        let multisets =
            Multisets::new(points + 1, checkers).ok_or(BearoffError::Points(points.into()))?;
        Ok(BoardIndex {
            points,
            checkers,
            multisets,
        })
    }

    pub(crate) fn points(&self) -> u8 {
        self.points
    }

    pub(crate) fn checkers(&self) -> u8 {
        self.checkers
    }

    /// How many boards there are.
    pub(crate) fn len(&self) -> usize {
        self.multisets.len() as usize
    }

    /// The number of `board`, or `None` when it has too many checkers or
    /// a checker past point `points`.
    pub(crate) fn number(&self, board: &HomeBoard) -> Option<usize> {
        let mut places = [0u8; 7];
        let on = board.checkers();
        places[0] = self.checkers.checked_sub(on)?;
        for p in 1..=HOME_POINTS {
            let n = board.count(p);
            if p > self.points {
                if n > 0 {
                    return None;
                }
                continue;
            }
            places[usize::from(p)] = n;
        }
        let rank = self.multisets.rank(&places[..=usize::from(self.points)])?;
        usize::try_from(rank).ok()
    }

    /// The board numbered `i` (the empty board past the last number).
    pub(crate) fn board(&self, i: usize) -> HomeBoard {
        let mut places = [0u8; 7];
        let n = usize::from(self.points) + 1;
        if self.multisets.unrank(i as u64, &mut places[..n]).is_none() {
            return HomeBoard::default();
        }
        HomeBoard::new(&places[1..n]).unwrap_or_default()
    }
}
