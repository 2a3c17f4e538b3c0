//! Which moves a roll allows physically: the checks of one candidate (entering, advancing, landing, passing blocks), from which `ludo::judge` builds the verdicts of a whole roll for the legal-action list and `apply` alike.

use super::action::LudoAction;
use super::error::LudoError;
use super::game::LudoGame;
use super::occupancy::{Counts, Occupancy};
use super::rules::{Blocks, EntryCapture, Goal, Overshoot};
use super::squares::OFF_TRACK;
use super::state::LudoState;
use super::{MAX_TOKENS, YARD};
use crate::game::Seat;

/// The roll a choice is made for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Pending {
    /// One die ([`Phase::AwaitingChoice`](super::Phase::AwaitingChoice)).
    One(u8),
    /// Two dice, 0 for a die used ([`Phase::AwaitingDice`](super::Phase::AwaitingDice)).
    Two([u8; 2]),
}

/// A checked choice: the move and the dice it uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Choice {
    /// The move.
    pub plan: Plan,
    /// The dice it uses: bit 0 for die 0, bit 1 for die 1 (none with one
    /// die).
    pub used: u8,
}

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

/// Every token of a seat, as a mask of [`LudoGame::has_move_of`].
pub(crate) const ALL_TOKENS: u8 = u8::MAX;

impl LudoGame {
    /// An opponent's block on `counts`' square that a token of `seat` may
    /// not land on, as `(owner)`.
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

    /// Whether `tokens` tokens reach the square capacity.
    fn full(&self, tokens: u8) -> bool {
        self.rules.square_capacity.is_some_and(|cap| tokens >= cap)
    }

    /// Checks landing on track square `square` for `seat`, its token `skip`
    /// (the one moving, if it is on the board) left out.
    ///
    /// Each question is asked only when the rules make it matter, so plain
    /// Ludo, where any move may land anywhere, never looks at the
    /// board.
    #[inline(always)]
    fn check_landing(
        &self,
        b: &Occupancy<'_>,
        seat: Seat,
        square: u8,
        skip: Option<u8>,
    ) -> Result<(), LudoError> {
        let r = &self.rules;
        let own = || b.count_on(seat.0, square, skip);
        if !r.share_own && own() > 0 {
            return Err(LudoError::OwnTokenThere {
                at: super::Place::Track(square),
            });
        }
        // Blocks are rare: the board's block mask answers "none here"
        // without counting, and only a block needs every colour's count.
        if r.blocks != Blocks::None && b.block_at(square) {
            let counts = b.counts(square, skip.map(|t| (seat, t)));
            if let Some(owner) = self.opposing_block(&counts, seat) {
                return Err(LudoError::BlockThere { square, owner });
            }
        }
        if r.square_capacity.is_none() {
            return Ok(());
        }
        // Opponents on an unsafe square are captured and make room, so
        // there only the mover's own tokens stay.
        let staying = if self.is_safe(square) {
            b.counts(square, skip.map(|t| (seat, t))).iter().sum()
        } else {
            own()
        };
        if self.full(staying) {
            return Err(LudoError::SquareFull {
                at: super::Place::Track(square),
            });
        }
        Ok(())
    }

    /// The opponent's token that entering captures on `seat`'s safe start
    /// square under [`EntryCapture::OneOpponent`] (or its "when full"
    /// form), if any: the opponent who plays soonest after `seat`, its
    /// lowest-numbered token there.
    pub(crate) fn entry_victim(&self, b: &Occupancy<'_>, seat: Seat) -> Option<(Seat, u8)> {
        let square = self.squares.start(seat.0);
        if self.rules.entry_capture == EntryCapture::AsAMove || !self.is_safe(square) {
            return None;
        }
        let counts = b.counts(square, None);
        let total: u8 = counts.iter().sum();
        if self.rules.entry_capture == EntryCapture::OneOpponentWhenFull && !self.full(total) {
            return None;
        }
        let s = b.state;
        let colours = super::rules::MAX_SEATS as u8;
        (1..colours)
            .map(|k| Seat((seat.0 + k) % colours))
            .filter(|&o| s.plays(o))
            .find_map(|o| {
                s.tokens(o)
                    .iter()
                    .position(|&p| self.squares.square(o.0, p) == Some(square))
                    .map(|t| (o, t as u8))
            })
    }

    /// Checks entering for `seat`: an entry roll, a token in the yard, room
    /// on the start square.
    #[inline(always)]
    pub(crate) fn check_enter(
        &self,
        b: &Occupancy<'_>,
        seat: Seat,
        roll: u8,
    ) -> Result<Plan, LudoError> {
        if !self.rules.entry.allows(roll) {
            return Err(LudoError::NoEntryRoll { roll });
        }
        let token = b
            .state
            .tokens(seat)
            .iter()
            .position(|&p| p == YARD)
            .ok_or(LudoError::YardEmpty)? as u8;
        let square = self.squares.start(seat.0);
        if self.rules.entry_capture == EntryCapture::AsAMove || !self.is_safe(square) {
            self.check_landing(b, seat, square, None)?;
        } else {
            // A safe start under Parchís's rule: the entering token may
            // take one opponent's token, even out of a block.
            let counts = b.counts(square, None);
            let own = counts.get(seat.index()).copied().unwrap_or(0);
            if own > 0 && !self.rules.share_own {
                return Err(LudoError::OwnTokenThere {
                    at: super::Place::Track(square),
                });
            }
            let total: u8 = counts.iter().sum();
            let taken = u8::from(self.entry_victim(b, seat).is_some());
            if self.full(total.saturating_sub(taken)) {
                return Err(LudoError::SquareFull {
                    at: super::Place::Track(square),
                });
            }
        }
        Ok(Plan {
            token,
            from: YARD,
            to: 0,
            excess: 0,
        })
    }

    /// The squares a die showing `roll` moves `seat`'s tokens: a 6 counts
    /// [`LudoRules::six_when_all_out`](super::LudoRules::six_when_all_out)
    /// once none is in the yard.
    #[inline(always)]
    pub(crate) fn step(&self, s: &LudoState, seat: Seat, roll: u8) -> u8 {
        if roll == 6 && !s.tokens(seat).contains(&YARD) {
            self.rules.six_when_all_out
        } else {
            roll
        }
    }

    /// Checks moving `seat`'s `token` forward `distance` squares (bouncing
    /// off the end if the rules and `may_bounce` allow).
    #[inline(always)]
    pub(crate) fn check_advance(
        &self,
        b: &Occupancy<'_>,
        seat: Seat,
        token: u8,
        distance: u8,
        may_bounce: bool,
    ) -> Result<Plan, LudoError> {
        let g = &self.rules.geometry;
        let tokens = b.state.tokens(seat);
        let from = *tokens
            .get(usize::from(token))
            .ok_or(LudoError::NoSuchToken {
                token,
                max: (tokens.len() as u8).saturating_sub(1),
            })?;
        if from == YARD {
            return Err(LudoError::TokenInYard { token });
        }
        let last = self.last;
        if g.goal == Goal::FinishSquare && from == last {
            return Err(LudoError::TokenFinished { token });
        }
        let forward = u16::from(from) + u16::from(distance);
        let (to, excess) = if forward <= u16::from(last) {
            (forward as u8, 0)
        } else if may_bounce && self.rules.overshoot == Overshoot::Bounce && from <= last {
            let excess = (forward - u16::from(last)) as u8;
            (last.saturating_sub(excess), excess)
        } else {
            return Err(LudoError::Overshoot {
                token,
                roll: distance,
            });
        };
        let squares = self.squares.row(seat.0);
        if self.rules.blocks == Blocks::NoPassing {
            self.check_passage(b, squares, from, forward)?;
        }
        let square = squares[usize::from(to)];
        if square != OFF_TRACK {
            self.check_landing(b, seat, square, Some(token))?;
        } else if !(g.goal == Goal::FinishSquare && to == last)
            && (!self.rules.share_own || self.rules.square_capacity.is_some())
        {
            self.check_home_landing(tokens, seat, token, to)?;
        }
        Ok(Plan {
            token,
            from,
            to,
            excess,
        })
    }

    /// Checks that no block stands on the track squares strictly between
    /// progress `from` and `forward` (a move's way, its end left out) on a
    /// colour's `squares` row.
    #[inline(always)]
    fn check_passage(
        &self,
        b: &Occupancy<'_>,
        squares: &[u8; 256],
        from: u8,
        forward: u16,
    ) -> Result<(), LudoError> {
        // The moving token stands on none of these squares (they are all
        // ahead of it on one lap), so a block is a block whether or not it
        // is counted.
        let end = forward.min(u16::from(self.rules.geometry.home_start()));
        for q in (u16::from(from) + 1)..end {
            let square = squares[usize::from(q as u8)];
            if square != OFF_TRACK && b.block_at(square) {
                return Err(LudoError::BlockInTheWay { square });
            }
        }
        Ok(())
    }

    /// Checks landing on the home-column square (or goal field) at progress
    /// `to` for `seat`'s `token`, among its own `tokens`: no own token
    /// there when they may not share, and room under the square capacity.
    #[inline]
    fn check_home_landing(
        &self,
        tokens: &[u8],
        seat: Seat,
        token: u8,
        to: u8,
    ) -> Result<(), LudoError> {
        let others = (0u8..)
            .zip(tokens)
            .filter(|&(t, &p)| t != token && p == to)
            .count() as u8;
        if others > 0 && !self.rules.share_own {
            return Err(LudoError::OwnTokenThere {
                at: self.place(seat, to),
            });
        }
        if self.full(others) {
            return Err(LudoError::SquareFull {
                at: self.place(seat, to),
            });
        }
        Ok(())
    }

    /// Whether `action` (an [`LudoAction::Enter`] or a
    /// [`LudoAction::Move`] by the value `roll`, or a
    /// [`LudoAction::MoveSum`] of `roll` squares) is physically possible
    /// for `seat`, before the "must enter", "clear the start" and "open a
    /// block" obligations.
    #[inline(always)]
    pub(crate) fn physical(
        &self,
        b: &Occupancy<'_>,
        seat: Seat,
        roll: u8,
        action: LudoAction,
    ) -> Result<Plan, LudoError> {
        match action {
            LudoAction::Enter => self.check_enter(b, seat, roll),
            LudoAction::Move { token } => {
                self.check_advance(b, seat, token, self.step(b.state, seat, roll), true)
            }
            LudoAction::BonusMove { .. } => Err(LudoError::NoBonusPending),
            // `roll` is the total's distance, each die already counted
            // by `step` (see `resolve`); a move by the total never bounces.
            LudoAction::MoveSum { token } => self.check_advance(b, seat, token, roll, false),
            LudoAction::EnterDie { .. } | LudoAction::MoveDie { .. } | LudoAction::EnterTotal => {
                Err(LudoError::NoDiceToName)
            }
            LudoAction::Throw(_) => Err(LudoError::ChoiceAwaited { roll }),
        }
    }

    /// What `action` means for `seat` with `pending`: the value it moves
    /// by, the action [`LudoGame::physical`] checks ([`LudoAction::Enter`],
    /// [`LudoAction::Move`], or [`LudoAction::MoveSum`] whose value is the
    /// total's distance in squares), and the dice it uses (bit 0 for die
    /// 0, bit 1 for die 1).
    #[inline(always)]
    pub(crate) fn resolve(
        &self,
        s: &LudoState,
        seat: Seat,
        pending: Pending,
        action: LudoAction,
    ) -> Result<(u8, LudoAction, u8), LudoError> {
        match pending {
            Pending::One(roll) => match action {
                LudoAction::Enter | LudoAction::Move { .. } => Ok((roll, action, 0)),
                LudoAction::EnterDie { .. }
                | LudoAction::MoveDie { .. }
                | LudoAction::EnterTotal
                | LudoAction::MoveSum { .. } => Err(LudoError::NoDiceToName),
                LudoAction::BonusMove { .. } => Err(LudoError::NoBonusPending),
                LudoAction::Throw(_) => Err(LudoError::ChoiceAwaited { roll }),
            },
            Pending::Two(dice) => {
                let die_value = |die: u8| {
                    dice.get(usize::from(die))
                        .copied()
                        .filter(|&v| v != 0)
                        .ok_or(LudoError::DieNotPending { die })
                };
                match action {
                    LudoAction::EnterDie { die } => {
                        Ok((die_value(die)?, LudoAction::Enter, 1 << die))
                    }
                    LudoAction::MoveDie { token, die } => {
                        Ok((die_value(die)?, LudoAction::Move { token }, 1 << die))
                    }
                    LudoAction::EnterTotal => {
                        let [a, c] = dice;
                        if self.rules.enter_on_total && a != 0 && c != 0 {
                            Ok((a.saturating_add(c), LudoAction::Enter, 0b11))
                        } else {
                            Err(LudoError::NoTotalEntry)
                        }
                    }
                    LudoAction::MoveSum { .. } => {
                        let [a, c] = dice;
                        if self.rules.sum_move && a != 0 && c != 0 {
                            let squares =
                                self.step(s, seat, a).saturating_add(self.step(s, seat, c));
                            Ok((squares, action, 0b11))
                        } else {
                            Err(LudoError::NoSumMove)
                        }
                    }
                    LudoAction::Enter | LudoAction::Move { .. } => Err(LudoError::DieNotNamed),
                    LudoAction::BonusMove { .. } => Err(LudoError::NoBonusPending),
                    LudoAction::Throw(_) => Err(LudoError::ChoiceAwaited {
                        roll: dice[0].saturating_add(dice[1]),
                    }),
                }
            }
        }
    }

    /// Whether `action` is a legal bonus move of `distance` for `seat`.
    #[inline]
    pub(crate) fn check_bonus(
        &self,
        b: &Occupancy<'_>,
        seat: Seat,
        distance: u8,
        action: LudoAction,
    ) -> Result<Plan, LudoError> {
        match action {
            LudoAction::BonusMove { token } => self.check_advance(b, seat, token, distance, false),
            _ => Err(LudoError::BonusAwaited { distance }),
        }
    }

    /// Whether some token of `seat` can move `distance` squares without
    /// bouncing (a bonus move, or a move by the dice's total).
    pub(crate) fn has_bonus_move(&self, b: &Occupancy<'_>, seat: Seat, distance: u8) -> bool {
        (0..b.state.token_count.min(MAX_TOKENS as u8))
            .any(|token| self.check_advance(b, seat, token, distance, false).is_ok())
    }

    /// Whether `seat`'s `token` stands in one of its own blocks (two or
    /// more own tokens on one track square).
    #[inline]
    pub(crate) fn in_own_block(&self, b: &Occupancy<'_>, seat: Seat, token: u8) -> bool {
        let Some(&p) = b.state.tokens(seat).get(usize::from(token)) else {
            return false;
        };
        let Some(square) = self.squares.square(seat.0, p) else {
            return false;
        };
        b.count_on(seat.0, square, None) >= 2
    }

    /// Whether `seat` has any legal choice with `roll` (the duties of the
    /// rules never take every move away). Under simple rules the whole
    /// roll is judged at once; otherwise the candidates are checked one by
    /// one until one can be made.
    pub(crate) fn has_move(&self, b: &Occupancy<'_>, seat: Seat, roll: u8) -> bool {
        if self.simple {
            return self.verdicts(b, seat, roll).any();
        }
        self.has_move_of(b, seat, roll, ALL_TOKENS)
    }

    /// Whether `seat` can enter a token with `roll`, or move one of the
    /// tokens whose bits are set in `movers`: the candidates checked one by
    /// one until one can be made.
    pub(crate) fn has_move_of(&self, b: &Occupancy<'_>, seat: Seat, roll: u8, movers: u8) -> bool {
        let distance = self.step(b.state, seat, roll);
        self.check_enter(b, seat, roll).is_ok()
            || (0..b.state.token_count.min(MAX_TOKENS as u8)).any(|token| {
                movers & 1 << token != 0
                    && self.check_advance(b, seat, token, distance, true).is_ok()
            })
    }

    /// With two dice, whether `seat` has any legal choice with the pending
    /// `dice` (0 for a die used): a die that moves or enters a token, or
    /// their total that enters one or moves one.
    #[inline]
    pub(crate) fn has_dice_move(&self, b: &Occupancy<'_>, seat: Seat, dice: [u8; 2]) -> bool {
        self.has_dice_move_of(b, seat, dice, ALL_TOKENS)
    }

    /// [`has_dice_move`](Self::has_dice_move) counting only the moves of
    /// the tokens in `movers` (entering always counts).
    pub(crate) fn has_dice_move_of(
        &self,
        b: &Occupancy<'_>,
        seat: Seat,
        dice: [u8; 2],
        movers: u8,
    ) -> bool {
        let [a, c] = dice;
        let both = a != 0 && c != 0;
        let die_moves = |d: u8| match movers {
            ALL_TOKENS => self.has_move(b, seat, d),
            _ => self.has_move_of(b, seat, d, movers),
        };
        dice.iter().any(|&d| d != 0 && die_moves(d))
            || (both
                && self.rules.enter_on_total
                && self.check_enter(b, seat, a.saturating_add(c)).is_ok())
            || (both && self.rules.sum_move && {
                let sum = self
                    .step(b.state, seat, a)
                    .saturating_add(self.step(b.state, seat, c));
                (0..b.state.token_count.min(MAX_TOKENS as u8)).any(|token| {
                    movers & 1 << token != 0
                        && self.check_advance(b, seat, token, sum, false).is_ok()
                })
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
