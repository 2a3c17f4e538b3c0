//! Why a choice is refused: what the action means for the pending roll, then the first of the generator's own marks, or the duty of the rules, that keeps it off the legal list; the reason given is the reason it was refused.

use super::action::LudoAction;
use super::checks::{Checks, EntryCheck, Mover};
use super::error::LudoError;
use super::event::Place;
use super::features::ANY;
use super::game::LudoGame;
use super::moves::Pending;
use super::occupancy::{count_on, first_in, gather};
use super::squares::OFF_TRACK;
use super::state::Rows;
use crate::game::Seat;

/// What a choice asks of the physical checks: entering on a value, or
/// moving a token some squares (bouncing or not).
#[derive(Clone, Copy)]
enum Asked {
    Enter(u8),
    Advance {
        token: u8,
        distance: u8,
        bounce: bool,
    },
}

impl LudoGame {
    /// Why `action`, which the generator did not list, is refused to
    /// `seat` with `pending`.
    #[cold]
    #[inline(never)]
    pub(crate) fn refusal(
        &self,
        rows: &Rows,
        seat: Seat,
        pending: Pending,
        action: LudoAction,
    ) -> LudoError {
        let m = self.mover::<ANY, u64>(rows, seat);
        let asked = match self.asked(&m, pending, action) {
            Ok(asked) => asked,
            Err(e) => return e,
        };
        let refused = match asked {
            Asked::Enter(value) => self.entry_refusal(&m, value),
            Asked::Advance {
                token,
                distance,
                bounce,
            } => self.advance_refusal(&m, token, distance, bounce),
        };
        refused.unwrap_or_else(|| self.duty_refusal(&m, pending))
    }

    /// What `action` asks with `pending`, or why it means nothing there.
    fn asked(
        &self,
        m: &Mover<'_, u64>,
        pending: Pending,
        action: LudoAction,
    ) -> Result<Asked, LudoError> {
        let advance = |token, distance, bounce| {
            Ok(Asked::Advance {
                token,
                distance,
                bounce,
            })
        };
        match (pending, action) {
            (_, LudoAction::Throw(_)) => Err(match pending {
                Pending::One(roll) => LudoError::ChoiceAwaited { roll },
                Pending::Two([a, b]) => LudoError::ChoiceAwaited {
                    roll: a.saturating_add(b),
                },
                Pending::Bonus(distance) => LudoError::BonusAwaited { distance },
            }),
            (Pending::Bonus(distance), LudoAction::BonusMove { token }) => {
                advance(token, distance, false)
            }
            (Pending::Bonus(distance), _) => Err(LudoError::BonusAwaited { distance }),
            (_, LudoAction::BonusMove { .. }) => Err(LudoError::NoBonusPending),
            (Pending::One(roll), LudoAction::Enter) => Ok(Asked::Enter(roll)),
            (Pending::One(roll), LudoAction::Move { token }) => {
                advance(token, self.step_of(m, roll), true)
            }
            (Pending::One(_), _) => Err(LudoError::NoDiceToName),
            (Pending::Two(dice), action) => self.asked_of_dice(m, dice, action),
        }
    }

    /// What `action` asks of the pending two `dice` (0 for a die used).
    fn asked_of_dice(
        &self,
        m: &Mover<'_, u64>,
        dice: [u8; 2],
        action: LudoAction,
    ) -> Result<Asked, LudoError> {
        let r = &self.rules;
        let die_value = |die: u8| {
            dice.get(usize::from(die))
                .copied()
                .filter(|&v| v != 0)
                .ok_or(LudoError::DieNotPending { die })
        };
        let [a, b] = dice;
        let both = a != 0 && b != 0;
        match action {
            LudoAction::EnterDie { die } => Ok(Asked::Enter(die_value(die)?)),
            LudoAction::MoveDie { token, die } => {
                let distance = self.step_of(m, die_value(die)?);
                Ok(Asked::Advance {
                    token,
                    distance,
                    bounce: true,
                })
            }
            LudoAction::EnterTotal if r.enter_on_total && both => {
                Ok(Asked::Enter(a.saturating_add(b)))
            }
            LudoAction::EnterTotal => Err(LudoError::NoTotalEntry),
            LudoAction::MoveSum { token } if r.sum_move && both => {
                let distance = self.step_of(m, a).saturating_add(self.step_of(m, b));
                Ok(Asked::Advance {
                    token,
                    distance,
                    bounce: false,
                })
            }
            LudoAction::MoveSum { .. } => Err(LudoError::NoSumMove),
            _ => Err(LudoError::DieNotNamed),
        }
    }

    /// Why entering on `value` is physically impossible, if it is.
    fn entry_refusal(&self, m: &Mover<'_, u64>, value: u8) -> Option<LudoError> {
        let square = self.squares.start(m.seat.0);
        Some(match self.entry::<ANY, u64>(m, value) {
            EntryCheck::Ok => return None,
            EntryCheck::NoEntryRoll => LudoError::NoEntryRoll { roll: value },
            EntryCheck::YardEmpty => LudoError::YardEmpty,
            EntryCheck::OwnToken => LudoError::OwnTokenThere {
                at: Place::Track(square),
            },
            EntryCheck::Block => self.block_there(m, square),
            EntryCheck::Full => LudoError::SquareFull {
                at: Place::Track(square),
            },
        })
    }

    /// Why moving `token` `distance` squares is physically impossible, if
    /// it is: the first mark of the generator's checks.
    fn advance_refusal(
        &self,
        m: &Mover<'_, u64>,
        token: u8,
        distance: u8,
        bounce: bool,
    ) -> Option<LudoError> {
        let count = self.rules.tokens;
        if token >= count {
            return Some(LudoError::NoSuchToken {
                token,
                max: count.saturating_sub(1),
            });
        }
        let c: Checks<u64> = self.advance::<ANY, u64>(m, distance, bounce);
        let marked = |marks: u64| gather(marks) >> token & 1 != 0;
        let lane = |x: u64| (x >> (16 * u32::from(token))) as u16;
        let to = lane(c.to) as u8;
        let square = self.squares.row(m.seat.0)[usize::from(to)];
        let at = self.place(m.seat, to);
        Some(if marked(c.yard) {
            LudoError::TokenInYard { token }
        } else if marked(c.finished) {
            LudoError::TokenFinished { token }
        } else if marked(c.over) {
            LudoError::Overshoot {
                token,
                roll: distance,
            }
        } else if marked(c.passing) {
            let from = lane(m.row) & 0xff;
            let end = (from + u16::from(distance)).min(u16::from(self.rules.geometry.home_start()));
            let blocks = m.blocks.as_ref().map(|b| b.all).unwrap_or_default();
            let q = first_in(&blocks, from + 1, end).unwrap_or(0);
            LudoError::BlockInTheWay {
                square: self.squares.row(m.seat.0)[usize::from(q)],
            }
        } else if marked(c.own) {
            LudoError::OwnTokenThere { at }
        } else if marked(c.block) && square != OFF_TRACK {
            self.block_there(m, square)
        } else if marked(c.full) {
            LudoError::SquareFull { at }
        } else {
            return None;
        })
    }

    /// The opponent's block on `square` that stops the mover: the first
    /// colour, in seat order, with two tokens there.
    fn block_there(&self, m: &Mover<'_, u64>, square: u8) -> LudoError {
        let owner = (0..super::MAX_SEATS as u8)
            .filter(|&c| c != m.seat.0)
            .find(|&c| count_on(&self.squares, m.rows, 1 << c, square) >= 2)
            .unwrap_or(m.seat.0);
        LudoError::BlockThere {
            square,
            owner: Seat(owner),
        }
    }

    /// The duty of the rules that keeps a physically possible choice off
    /// the list: entering first, then opening a block, else clearing the
    /// start.
    fn duty_refusal(&self, m: &Mover<'_, u64>, pending: Pending) -> LudoError {
        let r = &self.rules;
        let enters = |v: u8| v != 0 && self.entry::<ANY, u64>(m, v) == EntryCheck::Ok;
        let (can_enter, six, first) = match pending {
            Pending::One(roll) => (enters(roll), roll == 6, roll),
            Pending::Two([a, b]) => {
                let total = a != 0 && b != 0 && r.enter_on_total && enters(a.saturating_add(b));
                (enters(a) || enters(b) || total, a == b && a != 0, a)
            }
            Pending::Bonus(_) => (false, false, 0),
        };
        if r.must_enter && can_enter {
            return LudoError::MustEnter;
        }
        if r.open_blocks_on_six && six && first != 0 {
            let movers = gather(self.advance::<ANY, u64>(m, self.step_of(m, first), true).ok);
            if self.in_blocks(m) & movers != 0 {
                return LudoError::MustOpenBlock;
            }
        }
        LudoError::MustClearStart
    }
}
