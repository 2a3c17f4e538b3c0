//! The one judge of a move: what [`legal_actions`](crate::RaceGame::legal_actions) lists and [`apply`](crate::RaceGame::apply) plays.

use alloc::vec::Vec;

use super::action::PachisiAction;
use super::error::PachisiError;
use super::game::PachisiGame;
use super::rules::{AfterHome, Entry, HOME, is_castle, ring_square};
use super::state::PachisiState;

/// A move found legal: whose pieces, from where to where, how many, and
/// the ring square whose opposing pieces it captures.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Plan {
    pub(crate) mover: u8,
    pub(crate) from: u8,
    pub(crate) to: u8,
    pub(crate) count: u8,
    pub(crate) capture: Option<u8>,
}

impl PachisiGame {
    /// The colour whose pieces the current colour's throw moves: its own,
    /// or its partner's once its own are all home (when the rules say so).
    pub(crate) fn mover(&self, s: &PachisiState) -> u8 {
        let colour = s.colour & 3;
        if self.rules.after_home == AfterHome::HelpsPartner && s.all_home(colour, self.rules.pieces)
        {
            (colour + 2) & 3
        } else {
            colour
        }
    }

    /// Pieces of the side opposed to `mover` on ring square `square`.
    pub(crate) fn opposing_at(&self, s: &PachisiState, mover: u8, square: u8) -> u8 {
        let n = usize::from(self.rules.pieces);
        [(mover + 1) & 3, (mover + 3) & 3]
            .iter()
            .map(|&c| {
                s.pieces[usize::from(c)][..n]
                    .iter()
                    .filter(|&&p| ring_square(c, p) == Some(square))
                    .count() as u8
            })
            .sum()
    }

    /// Whether `mover` may bring a piece out of the charkoni on this throw.
    fn may_enter(&self, s: &PachisiState, mover: u8, grace: bool) -> bool {
        match self.rules.entry {
            Entry::Grace => grace,
            Entry::Any => true,
            Entry::FirstAny => {
                let n = usize::from(self.rules.pieces);
                grace
                    || s.pieces[usize::from(mover)][..n]
                        .iter()
                        .all(|&p| p == 0 || p == HOME)
            }
        }
    }

    /// The judge: moving `count` of the mover's pieces at `from` by the
    /// value of `lot`, or why not.
    pub(crate) fn check_move(
        &self,
        s: &PachisiState,
        lot: u8,
        from: u8,
        count: u8,
    ) -> Result<Plan, PachisiError> {
        let (value, grace, _) = self.rules.value_of(lot);
        let mover = self.mover(s);
        if count == 0 || (count > 1 && (!self.rules.travel_together || from == 0)) {
            return Err(PachisiError::Together { count });
        }
        if from >= HOME || s.count_at(mover, self.rules.pieces, from) < count {
            return Err(PachisiError::NoPiece { from, count });
        }
        if from == 0 && !self.may_enter(s, mover, grace) {
            return Err(PachisiError::NeedsGrace);
        }
        let mut to = u16::from(from) + u16::from(value);
        if to > u16::from(HOME) {
            let last_square = from == HOME - 1 && grace && self.rules.grace_home;
            if self.rules.exact_home && !last_square {
                return Err(PachisiError::NotExact {
                    from,
                    needed: HOME - from,
                });
            }
            to = u16::from(HOME);
        }
        let to = to as u8;
        let mut capture = None;
        if let Some(square) = ring_square(mover, to) {
            let opposing = self.opposing_at(s, mover, square);
            if opposing > 0 {
                if self.rules.castles && is_castle(square) {
                    if self.rules.castle_blocks {
                        return Err(PachisiError::CastleHeld { to });
                    }
                } else if self.rules.travel_together && count < opposing {
                    return Err(PachisiError::Outnumbered { to });
                } else {
                    capture = Some(square);
                }
            }
        }
        Ok(Plan {
            mover,
            from,
            to,
            count,
            capture,
        })
    }

    /// Writes every legal choice for the pending `lot` into `out`: each
    /// move, fewest pieces first from the lowest progress, then
    /// [`PachisiAction::Pass`] when the rules allow it.
    pub(crate) fn moves(&self, s: &PachisiState, lot: u8, out: &mut Vec<PachisiAction>) {
        let mover = self.mover(s);
        let n = usize::from(self.rules.pieces);
        let row = s.pieces[usize::from(mover)];
        for (i, &from) in row[..n].iter().enumerate() {
            if i > 0 && row[i - 1] == from {
                continue;
            }
            let here = s.count_at(mover, self.rules.pieces, from);
            for count in 1..=here {
                if self.check_move(s, lot, from, count).is_ok() {
                    out.push(PachisiAction::Move { from, count });
                }
            }
        }
        if self.rules.may_pass && !out.is_empty() {
            out.push(PachisiAction::Pass);
        }
    }

    /// Whether the pending `lot` allows any move.
    pub(crate) fn has_move(&self, s: &PachisiState, lot: u8) -> bool {
        let mover = self.mover(s);
        let n = usize::from(self.rules.pieces);
        s.pieces[usize::from(mover)][..n].iter().any(|&from| {
            let here = s.count_at(mover, self.rules.pieces, from);
            (1..=here).any(|count| self.check_move(s, lot, from, count).is_ok())
        })
    }
}
