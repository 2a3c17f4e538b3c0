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
        if self.rules.separate_dice() {
            return Err(PachisiError::DiceUse);
        }
        let (value, grace, _) = self.rules.value_of(lot);
        self.check_step(s, value, grace, from, count)
    }

    /// The judge with the dice used separately: moving `count` of the
    /// mover's pieces at `from` by the die `die` of the pending `lot`, or
    /// why not.
    pub(crate) fn check_die(
        &self,
        s: &PachisiState,
        lot: u8,
        die: u8,
        from: u8,
        count: u8,
    ) -> Result<Plan, PachisiError> {
        if !self.rules.separate_dice() {
            return Err(PachisiError::DiceUse);
        }
        if !super::dice::holds(lot, die) {
            return Err(PachisiError::NoDie { die });
        }
        self.check_step(s, die, false, from, count)
    }

    /// The judge of one step: moving `count` of the mover's pieces at
    /// `from` by `value` (a grace or not).
    fn check_step(
        &self,
        s: &PachisiState,
        value: u8,
        grace: bool,
        from: u8,
        count: u8,
    ) -> Result<Plan, PachisiError> {
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
        Ok(Plan {
            mover,
            from,
            to,
            count,
            capture: self.landing(s, mover, to, count)?,
        })
    }

    /// What `count` of `mover`'s pieces landing at `to` find: the ring
    /// square whose opposing pieces they capture, nothing, or why they
    /// cannot land.
    fn landing(
        &self,
        s: &PachisiState,
        mover: u8,
        to: u8,
        count: u8,
    ) -> Result<Option<u8>, PachisiError> {
        let Some(square) = ring_square(mover, to) else {
            return Ok(None);
        };
        let opposing = self.opposing_at(s, mover, square);
        if opposing == 0 {
            return Ok(None);
        }
        if self.rules.castles && is_castle(square) {
            if self.rules.castle_blocks {
                return Err(PachisiError::CastleHeld { to });
            }
            return Ok(None);
        }
        if self.rules.travel_together && count < opposing {
            return Err(PachisiError::Outnumbered { to });
        }
        Ok(Some(square))
    }

    /// Writes every legal choice for the pending `lot` into `out`: each
    /// move, fewest pieces first from the lowest progress (with the dice
    /// used separately, by die, largest first), then
    /// [`PachisiAction::Pass`] when the rules allow it.
    pub(crate) fn moves(&self, s: &PachisiState, lot: u8, out: &mut Vec<PachisiAction>) {
        if self.rules.separate_dice() {
            for die in super::dice::distinct(lot) {
                self.each_group(s, |from, count| {
                    if self.check_die(s, lot, die, from, count).is_ok() {
                        out.push(PachisiAction::MoveDie { die, from, count });
                    }
                    false
                });
            }
        } else {
            self.each_group(s, |from, count| {
                if self.check_move(s, lot, from, count).is_ok() {
                    out.push(PachisiAction::Move { from, count });
                }
                false
            });
        }
        if self.rules.may_pass && !out.is_empty() {
            out.push(PachisiAction::Pass);
        }
    }

    /// Calls `f` with every (progress, count) the mover could name, each
    /// progress once from the lowest and the counts rising, until `f`
    /// answers true; whether it did.
    fn each_group(&self, s: &PachisiState, mut f: impl FnMut(u8, u8) -> bool) -> bool {
        let mover = self.mover(s);
        let n = usize::from(self.rules.pieces);
        let row = s.pieces[usize::from(mover)];
        for (i, &from) in row[..n].iter().enumerate() {
            if i > 0 && row[i - 1] == from {
                continue;
            }
            let here = s.count_at(mover, self.rules.pieces, from);
            if (1..=here).any(|count| f(from, count)) {
                return true;
            }
        }
        false
    }

    /// Whether the pending `lot` allows any move.
    pub(crate) fn has_move(&self, s: &PachisiState, lot: u8) -> bool {
        if self.rules.separate_dice() {
            super::dice::distinct(lot).any(|die| {
                self.each_group(s, |from, count| {
                    self.check_die(s, lot, die, from, count).is_ok()
                })
            })
        } else {
            self.each_group(s, |from, count| {
                self.check_move(s, lot, from, count).is_ok()
            })
        }
    }
}
