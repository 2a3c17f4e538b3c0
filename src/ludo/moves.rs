//! Which moves a roll allows: one checking function serves both the legal-action list and `apply`, so the two cannot disagree.

use super::action::LudoAction;
use super::error::LudoError;
use super::game::LudoGame;
use super::rules::{Blocks, Goal, Overshoot};
use super::state::LudoState;
use super::{MAX_TOKENS, YARD};
use crate::game::Seat;

/// A checked move, ready to play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Plan {
    /// The token.
    pub token: u8,
    /// Its progress before ([`YARD`] when entering).
    pub from: u8,
    /// Its progress after.
    pub to: u8,
    /// Squares bounced back off the end, if any.
    pub excess: u8,
}

/// How many tokens of each colour stand on one track square.
type Counts = [u8; super::rules::MAX_COLOURS];

impl LudoGame {
    /// Tokens of each colour on track square `square`, leaving out `skip`
    /// (the token that is moving).
    fn counts_at(&self, s: &LudoState, square: u8, skip: Option<(Seat, u8)>) -> Counts {
        let g = &self.rules.geometry;
        let mut counts: Counts = [0; super::rules::MAX_COLOURS];
        for seat in s.seats() {
            for (t, &p) in s.tokens(seat).iter().enumerate() {
                if skip == Some((seat, t as u8)) {
                    continue;
                }
                if g.track_square(seat.0, p) == Some(square)
                    && let Some(c) = counts.get_mut(seat.index())
                {
                    *c += 1;
                }
            }
        }
        counts
    }

    /// An opponent's block on `square` that a token of `seat` may not land
    /// on, as `(owner)`.
    fn opposing_block(&self, counts: &Counts, seat: Seat) -> Option<Seat> {
        if self.rules.blocks == Blocks::None {
            return None;
        }
        counts
            .iter()
            .enumerate()
            .find(|&(c, &n)| c != seat.index() && n >= 2)
            .map(|(c, _)| Seat(c as u8))
    }

    /// Checks landing on track square `square` for `seat` (the moving token
    /// left out of `counts`).
    fn check_landing(&self, counts: &Counts, seat: Seat, square: u8) -> Result<(), LudoError> {
        let own = counts.get(seat.index()).copied().unwrap_or(0);
        if own > 0 && !self.rules.share_own {
            return Err(LudoError::OwnTokenThere {
                at: super::Place::Track(square),
            });
        }
        if let Some(owner) = self.opposing_block(counts, seat) {
            return Err(LudoError::BlockThere { square, owner });
        }
        Ok(())
    }

    /// Whether `action` is physically possible for `seat` with `roll`,
    /// before the "must enter" and "clear the start" obligations.
    pub(crate) fn physical(
        &self,
        s: &LudoState,
        seat: Seat,
        roll: u8,
        action: LudoAction,
    ) -> Result<Plan, LudoError> {
        let g = &self.rules.geometry;
        let tokens = s.tokens(seat);
        match action {
            LudoAction::Enter => {
                if !self.rules.entry.allows(roll) {
                    return Err(LudoError::NoEntryRoll { roll });
                }
                let token = tokens
                    .iter()
                    .position(|&p| p == YARD)
                    .ok_or(LudoError::YardEmpty)? as u8;
                let square = g.start(seat.0);
                let counts = self.counts_at(s, square, None);
                self.check_landing(&counts, seat, square)?;
                Ok(Plan {
                    token,
                    from: YARD,
                    to: 0,
                    excess: 0,
                })
            }
            LudoAction::Move { token } => {
                let from = *tokens
                    .get(usize::from(token))
                    .ok_or(LudoError::NoSuchToken {
                        token,
                        max: (tokens.len() as u8).saturating_sub(1),
                    })?;
                if from == YARD {
                    return Err(LudoError::TokenInYard { token });
                }
                let last = g.last_progress();
                if g.goal == Goal::FinishSquare && from == last {
                    return Err(LudoError::TokenFinished { token });
                }
                let forward = u16::from(from) + u16::from(roll);
                let (to, excess) = if forward <= u16::from(last) {
                    (forward as u8, 0)
                } else if self.rules.overshoot == Overshoot::Bounce && from <= last {
                    let excess = (forward - u16::from(last)) as u8;
                    (last.saturating_sub(excess), excess)
                } else {
                    return Err(LudoError::Overshoot { token, roll });
                };
                let path = g.home_start();
                if self.rules.blocks == Blocks::NoPassing {
                    let end = forward.min(u16::from(path));
                    for q in (u16::from(from) + 1)..end {
                        let Some(square) = g.track_square(seat.0, q as u8) else {
                            continue;
                        };
                        let counts = self.counts_at(s, square, Some((seat, token)));
                        if counts.iter().any(|&n| n >= 2) {
                            return Err(LudoError::BlockInTheWay { square });
                        }
                    }
                }
                if let Some(square) = g.track_square(seat.0, to) {
                    let counts = self.counts_at(s, square, Some((seat, token)));
                    self.check_landing(&counts, seat, square)?;
                } else if !(self.rules.share_own || g.goal == Goal::FinishSquare && to == last)
                    && tokens
                        .iter()
                        .enumerate()
                        .any(|(t, &p)| t != usize::from(token) && p == to)
                {
                    return Err(LudoError::OwnTokenThere {
                        at: self.place(seat, to),
                    });
                }
                Ok(Plan {
                    token,
                    from,
                    to,
                    excess,
                })
            }
            LudoAction::Roll(_) => Err(LudoError::ChoiceAwaited { roll }),
        }
    }

    /// Whether `action` is a legal choice for `seat` with `roll`: physically
    /// possible, and allowed by the obligations of the rules.
    pub(crate) fn check_choice(
        &self,
        s: &LudoState,
        seat: Seat,
        roll: u8,
        action: LudoAction,
    ) -> Result<Plan, LudoError> {
        let plan = self.physical(s, seat, roll, action)?;
        let is_enter = matches!(action, LudoAction::Enter);
        // Entering, when it is obligatory and possible, is the only choice
        // (and then the start square need not be cleared first).
        if self.rules.must_enter && self.physical(s, seat, roll, LudoAction::Enter).is_ok() {
            return if is_enter {
                Ok(plan)
            } else {
                Err(LudoError::MustEnter)
            };
        }
        if self.rules.clear_start_first && plan.from != 0 {
            let tokens = s.tokens(seat);
            let yard = tokens.contains(&YARD);
            let start_can_move = (0..tokens.len() as u8).any(|t| {
                tokens.get(usize::from(t)) == Some(&0)
                    && self
                        .physical(s, seat, roll, LudoAction::Move { token: t })
                        .is_ok()
            });
            if yard && start_can_move {
                return Err(LudoError::MustClearStart);
            }
        }
        Ok(plan)
    }

    /// Whether `seat` has any legal choice with `roll`.
    pub(crate) fn has_move(&self, s: &LudoState, seat: Seat, roll: u8) -> bool {
        self.physical(s, seat, roll, LudoAction::Enter).is_ok()
            || (0..s.token_count.min(MAX_TOKENS as u8)).any(|token| {
                self.physical(s, seat, roll, LudoAction::Move { token })
                    .is_ok()
            })
    }

    /// Whether none of `seat`'s tokens could ever move but by entering:
    /// each is in the yard, finished, or in the goal fields with nowhere
    /// left to go. This is when the "three tries" rule applies.
    pub(crate) fn only_entry_can_move(&self, s: &LudoState, seat: Seat) -> bool {
        let g = &self.rules.geometry;
        let last = g.last_progress();
        let tokens = s.tokens(seat);
        tokens.iter().all(|&p| {
            if p == YARD || p >= last {
                return true;
            }
            if !g.is_home(p) {
                return false;
            }
            // In the goal fields: stuck when every field ahead is taken.
            !self.rules.share_own && (p + 1..=last).all(|q| tokens.contains(&q))
        })
    }
}
