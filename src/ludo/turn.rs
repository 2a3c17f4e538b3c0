//! How a turn unfolds: a roll (bonus rolls, the third six, passing), a move (captures, homecomings, bonus moves, finishing) and handing the die on; each step that leaves a choice awaited returns the generator's moves for it, which the uniform playout plays from without judging again.

use super::YARD;
use super::checks::EntryCheck;
use super::event::{BonusReason, LudoEvent};
use super::features::{BOUNCE, ENTRY_CAPTURE, GOAL_FIELDS, REWARDS, SAFE, TWO_DICE};
use super::game::LudoGame;
use super::moves::{Moves, Pending, Plan};
use super::occupancy::{Word, above, gather, on_square, words};
use super::rules::{Blocks, BonusRolls, GameEnd, Partners, Reward};
use super::state::{LudoState, NONE, Phase, Rows};
use crate::dice::Roll;
use crate::game::{EventSink, Outcome, RaceGame, Seat};

impl LudoGame {
    /// Whether a 6 earns a bonus roll (the third 6 is caught before this).
    fn six_rolls_again(&self) -> bool {
        matches!(
            self.rules.bonus_rolls,
            BonusRolls::UpToTwo | BonusRolls::Unlimited | BonusRolls::ThirdSixSendsBack
        )
    }

    /// Plays a checked roll for `seat`; the legal choices when one is
    /// awaited.
    #[inline(always)]
    pub(crate) fn play_roll<const F: u32, W: Word>(
        &self,
        s: &mut LudoState,
        seat: Seat,
        roll: Roll,
        events: &mut impl EventSink<LudoEvent>,
        paired: Option<u8>,
    ) -> Option<Moves> {
        if self.has::<F>(TWO_DICE) {
            return self.play_throw::<F, W>(s, seat, roll, events, paired);
        }
        events.push(LudoEvent::Rolled { seat, roll });
        let r = roll.total();
        if self.third_in_a_row(s, seat, r == 6, events) {
            return None;
        }
        let moves = self.judge_knowing::<F, W>(&s.tokens, seat, Pending::One(r), paired);
        if moves.legal != 0 {
            s.phase = Phase::AwaitingChoice(r);
            return Some(moves);
        }
        self.pass::<F, W>(s, seat, r, r == 6, events);
        None
    }

    /// A throw (of `total`) that allows no move: the game may end blocked,
    /// else the bonus roll a 6 (a double) earns, another try, or the end of
    /// the turn.
    #[inline(never)]
    fn pass<const F: u32, W: Word>(
        &self,
        s: &mut LudoState,
        seat: Seat,
        total: u8,
        six: bool,
        events: &mut impl EventSink<LudoEvent>,
    ) {
        events.push(LudoEvent::Passed { seat, roll: total });
        if self.ends_blocked::<F, W>(s, events) {
            return;
        }
        let reason = match self.rules.dice {
            2 => BonusReason::Double,
            _ => BonusReason::Six,
        };
        self.after_pass(s, seat, six.then_some(reason), events);
    }

    /// Counts a 6 (a double, with two dice) towards the sixes in a row and,
    /// on the third where the rules forfeit it, ends the turn (sending the
    /// last moved token back where they say so). Returns whether it did.
    #[inline(always)]
    fn third_in_a_row(
        &self,
        s: &mut LudoState,
        seat: Seat,
        six: bool,
        events: &mut impl EventSink<LudoEvent>,
    ) -> bool {
        s.sixes = if six { s.sixes.saturating_add(1) } else { 0 };
        if s.sixes >= 3 && self.third_six_ends() {
            self.forfeit_third_six(s, seat, events);
            return true;
        }
        false
    }

    /// Whether the third 6 (or double) in a row is forfeited.
    #[inline(always)]
    fn third_six_ends(&self) -> bool {
        matches!(
            self.rules.bonus_rolls,
            BonusRolls::UpToTwo | BonusRolls::ThirdSixSendsBack
        )
    }

    /// The third 6 in a row: forfeited, the turn ends (sending the last
    /// moved token back where the rules say so).
    #[cold]
    #[inline(never)]
    fn forfeit_third_six(
        &self,
        s: &mut LudoState,
        seat: Seat,
        events: &mut impl EventSink<LudoEvent>,
    ) {
        events.push(LudoEvent::ThirdSixForfeited { seat });
        if self.rules.bonus_rolls == BonusRolls::ThirdSixSendsBack {
            self.send_back_last_moved(s, seat, events);
        }
        self.end_turn(s, seat);
    }

    /// After a throw that allowed no move: the bonus roll it earned (a 6, or
    /// a double), else another try from the yard, else the end of the turn.
    #[inline]
    pub(crate) fn after_pass(
        &self,
        s: &mut LudoState,
        seat: Seat,
        bonus: Option<BonusReason>,
        events: &mut impl EventSink<LudoEvent>,
    ) {
        if let Some(reason) = bonus
            && self.six_rolls_again()
        {
            events.push(LudoEvent::BonusRoll { seat, reason });
            s.phase = Phase::AwaitingThrow;
            return;
        }
        let tries = s.tries.saturating_add(1);
        if tries < self.rules.yard_rolls && self.only_entry_can_move(s, seat) {
            s.tries = tries;
            events.push(LudoEvent::BonusRoll {
                seat,
                reason: BonusReason::AnotherTry,
            });
            s.phase = Phase::AwaitingThrow;
            return;
        }
        self.end_turn(s, seat);
    }

    /// Whether none of `seat`'s tokens could ever move but by entering:
    /// each is in the yard, finished, or in the goal fields with nowhere
    /// left to go. This is when the "three tries" rule applies.
    pub(crate) fn only_entry_can_move(&self, s: &LudoState, seat: Seat) -> bool {
        let g = &self.rules.geometry;
        let last = self.last;
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

    /// Plays a checked throw of two dice for `seat`
    /// ([`LudoRules::dice`](super::LudoRules::dice) = 2); the legal
    /// choices when one is awaited.
    fn play_throw<const F: u32, W: Word>(
        &self,
        s: &mut LudoState,
        seat: Seat,
        roll: Roll,
        events: &mut impl EventSink<LudoEvent>,
        paired: Option<u8>,
    ) -> Option<Moves> {
        events.push(LudoEvent::Rolled { seat, roll });
        let dice = match *roll.dice() {
            [a, b] => [a, b],
            [a] => [a, 0],
            _ => [0, 0],
        };
        let double = roll.is_double();
        if self.third_in_a_row(s, seat, double, events) {
            return None;
        }
        let moves = self.judge_knowing::<F, W>(&s.tokens, seat, Pending::Two(dice), paired);
        if moves.legal != 0 {
            s.dice = dice;
            s.phase = Phase::AwaitingDice;
            return Some(moves);
        }
        self.pass::<F, W>(s, seat, roll.total(), double, events);
        None
    }

    /// With two dice, after a move (and its bonus moves): the other die if
    /// it can be used, else it is forfeited; then a double rolls again.
    fn next_die<const F: u32, W: Word>(
        &self,
        s: &mut LudoState,
        seat: Seat,
        events: &mut impl EventSink<LudoEvent>,
    ) -> Option<Moves> {
        if s.dice != [0, 0] {
            let moves = self.judge::<F, W>(&s.tokens, seat, Pending::Two(s.dice));
            if moves.legal != 0 {
                s.phase = Phase::AwaitingDice;
                return Some(moves);
            }
            for (die, &value) in s.dice.iter().enumerate() {
                if value != 0 {
                    events.push(LudoEvent::DieForfeited {
                        seat,
                        die: die as u8,
                        value,
                    });
                }
            }
            s.dice = [0, 0];
        }
        if s.sixes > 0 && self.six_rolls_again() {
            events.push(LudoEvent::BonusRoll {
                seat,
                reason: BonusReason::Double,
            });
            s.phase = Phase::AwaitingThrow;
        } else {
            self.end_turn(s, seat);
        }
        None
    }

    /// The third 6's penalty: the token `seat` moved last this turn goes
    /// back to the yard, unless it is in its home column or home.
    #[cold]
    fn send_back_last_moved(
        &self,
        s: &mut LudoState,
        seat: Seat,
        events: &mut impl EventSink<LudoEvent>,
    ) {
        let token = s.last_moved;
        let Some(slot) = s
            .tokens
            .get_mut(seat.index())
            .and_then(|t| t.get_mut(usize::from(token)))
        else {
            return;
        };
        let from = *slot;
        if let Some(square) = self.squares.square(seat.0, from) {
            *slot = YARD;
            events.push(LudoEvent::SentBack {
                seat,
                token,
                from: super::Place::Track(square),
            });
        }
    }

    /// Plays a checked move for `seat` (with the die, or a bonus move: the
    /// turn goes on the same way); the legal choices when one is awaited
    /// next (a bonus move, or the other die).
    #[inline(always)]
    pub(crate) fn play_move<const F: u32, W: Word>(
        &self,
        s: &mut LudoState,
        seat: Seat,
        plan: Plan,
        events: &mut impl EventSink<LudoEvent>,
    ) -> Option<Moves> {
        let Plan {
            token, from, to, ..
        } = plan;
        let captured = if from == YARD {
            self.enter_token::<F, W>(s, seat, token, events)
        } else {
            self.advance_token::<F, W>(s, seat, plan, events)
        };
        s.last_moved = token;
        let home = self.is_home(to) && !self.is_home(from);
        if home {
            events.push(LudoEvent::TokenHome { seat, token });
        }
        s.tries = 0;
        // Only a move that ends home can complete a player's set.
        if self.is_home(to) && self.all_home(s, seat) {
            self.finish(s, seat, events);
            return None;
        }
        if self.has::<F>(REWARDS) && (captured || home) {
            let bonus = self.bonus_move_awaited::<F, W>(s, seat, captured, home, events);
            if bonus.is_some() {
                return bonus;
            }
        }
        let bounced_in_goal =
            self.has::<F>(BOUNCE) && self.has::<F>(GOAL_FIELDS) && self.is_home(from);
        if self.has::<F>(TWO_DICE) {
            let next = self.next_die::<F, W>(s, seat, events);
            if bounced_in_goal && next.is_none() {
                self.locked_after_goal_move::<F, W>(s, events);
            }
            return next;
        }
        self.roll_again_or_end::<F, W>(s, seat, captured, home, events);
        if bounced_in_goal {
            self.locked_after_goal_move::<F, W>(s, events);
        }
        None
    }

    /// After a move inside the goal fields, under bounces, once the next
    /// throw is awaited: whether the game ends blocked. Such a token always
    /// has a move (it bounces), so where every seat still playing has one,
    /// no throw ever passes and the test after a pass never comes; yet the
    /// move changes nothing another token can feel, so a position where
    /// nothing else can ever move is as locked as after a pass.
    #[inline(never)]
    fn locked_after_goal_move<const F: u32, W: Word>(
        &self,
        s: &mut LudoState,
        events: &mut impl EventSink<LudoEvent>,
    ) {
        if s.phase == Phase::AwaitingThrow {
            self.ends_blocked::<F, W>(s, events);
        }
    }

    /// `seat` has every token home: it takes the next place, and the game
    /// ends or goes on.
    #[inline(never)]
    fn finish(&self, s: &mut LudoState, seat: Seat, events: &mut impl EventSink<LudoEvent>) {
        s.ranking.push(seat);
        events.push(LudoEvent::PlayerFinished {
            seat,
            place: s.ranking.len() as u8,
        });
        self.finish_or_go_on(s, seat, events);
    }

    /// Brings `seat`'s `token` onto its start square, taking the opponent's
    /// token there that the rules name. Returns whether it captured.
    fn enter_token<const F: u32, W: Word>(
        &self,
        s: &mut LudoState,
        seat: Seat,
        token: u8,
        events: &mut impl EventSink<LudoEvent>,
    ) -> bool {
        // Who entering takes is decided before the token stands there.
        let victim = match self.has::<F>(ENTRY_CAPTURE) {
            true => self.entry_victim(&s.tokens, seat),
            false => None,
        };
        let square = self.squares.start(seat.0);
        events.push(LudoEvent::Entered {
            seat,
            token,
            square,
        });
        // The captures are found before the mover's row is written: the
        // word loads of the rows would wait for that one-byte store.
        let captured = match victim {
            Some((other, t)) => {
                set_progress(s, other, t, YARD);
                let to = self.captured_to(s, (other, t), square, (seat, token));
                set_progress(s, other, t, to);
                events.push(LudoEvent::Captured {
                    seat: other,
                    token: t,
                    square,
                    to: self.place(other, to),
                    by: seat,
                });
                true
            }
            None => self.capture_on::<F, W>(s, (seat, token), square, events),
        };
        set_progress(s, seat, token, 0);
        captured
    }

    /// Moves `seat`'s token along its path as `plan` says, capturing where
    /// it stops. Returns whether it captured.
    fn advance_token<const F: u32, W: Word>(
        &self,
        s: &mut LudoState,
        seat: Seat,
        plan: Plan,
        events: &mut impl EventSink<LudoEvent>,
    ) -> bool {
        let Plan {
            token,
            from,
            to,
            excess,
        } = plan;
        if excess > 0 {
            events.push(LudoEvent::Bounced {
                seat,
                token,
                excess,
            });
        }
        if events.records() {
            events.push(LudoEvent::Moved {
                seat,
                token,
                from: self.place(seat, from),
                to: self.place(seat, to),
            });
        }
        // The captures are found before the mover's row is written (see
        // `enter_token`).
        let captured = match self.squares.square(seat.0, to) {
            Some(square) => self.capture_on::<F, W>(s, (seat, token), square, events),
            None => false,
        };
        set_progress(s, seat, token, to);
        captured
    }

    /// Sends every opponent's token on track square `square` back (to its
    /// yard, or as [`LudoRules::capture_back`](super::LudoRules::capture_back)
    /// says), unless the square is safe; `mover` is the capturing token.
    /// Returns whether any was.
    fn capture_on<const F: u32, W: Word>(
        &self,
        s: &mut LudoState,
        mover: (Seat, u8),
        square: u8,
        events: &mut impl EventSink<LudoEvent>,
    ) -> bool {
        if self.has::<F>(SAFE) && self.is_safe(square) {
            return false;
        }
        let mut taken = self.take_on(&mut s.tokens, mover.0, square);
        let captured = taken != 0;
        while taken != 0 {
            let bit = taken.trailing_zeros();
            taken &= taken - 1;
            let (seat, token) = (Seat((bit / 4) as u8), (bit % 4) as u8);
            let to = self.captured_to(s, (seat, token), square, mover);
            set_progress(s, seat, token, to);
            events.push(LudoEvent::Captured {
                seat,
                token,
                square,
                to: self.place(seat, to),
                by: mover.0,
            });
        }
        captured
    }

    /// The progress of `token`, captured on track square `square` by
    /// `mover`: its yard, or under
    /// [`LudoRules::capture_back`](super::LudoRules::capture_back) that
    /// many squares back when it has come so far and may stand there.
    fn captured_to(&self, s: &LudoState, token: (Seat, u8), square: u8, mover: (Seat, u8)) -> u8 {
        let Some(back) = self.rules.capture_back else {
            return YARD;
        };
        let from = self.squares.progress_on(token.0.0, square);
        match from.checked_sub(back.get()) {
            Some(to) if self.may_stand(s, token, to, mover) => to,
            _ => YARD,
        }
    }

    /// Whether `token` may be put at progress `to` on its path: no token
    /// of another colour there off a safe square, no block of another
    /// colour, no own token unless tokens share, room under the square
    /// capacity; `mover` (which has left its square) and `token` itself
    /// aside.
    fn may_stand(&self, s: &LudoState, token: (Seat, u8), to: u8, mover: (Seat, u8)) -> bool {
        let Some(target) = self.squares.square(token.0.0, to) else {
            return false;
        };
        let (mut own, mut total) = (0u8, 0u8);
        let mut block = false;
        for seat in s.seats_in_play() {
            let mut here = 0u8;
            for (t, &p) in (0u8..).zip(s.tokens(seat)) {
                let skip = (seat, t) == mover || (seat, t) == token;
                if !skip && p != YARD && self.squares.square(seat.0, p) == Some(target) {
                    here += 1;
                }
            }
            total += here;
            if seat == token.0 {
                own = here;
            } else if (here > 0 && !self.is_safe(target))
                || (here > 1 && self.rules.blocks != Blocks::None)
            {
                block = true;
            }
        }
        let full = self.rules.square_capacity.is_some_and(|cap| total >= cap);
        !block && !full && (own == 0 || self.rules.share_own)
    }

    /// Sends every opponent's token on track square `square` back to its
    /// yard, the square's safety aside, and returns them: bit
    /// `4 * colour + token`, in seat order, then token order.
    #[inline(always)]
    pub(crate) fn take_on(&self, rows: &mut Rows, seat: Seat, square: u8) -> u32 {
        let on = on_square(rows, self.squares.pattern(square));
        let theirs = self
            .opponents
            .get(seat.index())
            .copied()
            .unwrap_or_default();
        let hit = [on[0] & theirs[0], on[1] & theirs[1], on[2] & theirs[2]];
        // Captures are rare: one test tells whether any is.
        if hit[0] | hit[1] | hit[2] == 0 {
            return 0;
        }
        let mut w = words(rows);
        let mut taken = 0;
        for (k, (word, marks)) in w.iter_mut().zip(hit).enumerate() {
            *word |= (marks >> 7) * 0xff;
            // Byte `4 c + t` of the rows is token `t` of colour `c`.
            let bits = (marks >> 7).wrapping_mul(0x0102_0408_1020_4080) >> 56;
            taken |= (bits as u32) << (8 * k);
        }
        for (row, bytes) in rows
            .iter_mut()
            .zip(w.iter().flat_map(|w| [*w as u32, (*w >> 32) as u32]))
        {
            *row = bytes.to_le_bytes();
        }
        taken
    }

    /// A bonus move earned by a capture or a token home: awaited when some
    /// token can make it (its legal choices), else forfeited.
    #[inline(never)]
    fn bonus_move_awaited<const F: u32, W: Word>(
        &self,
        s: &mut LudoState,
        seat: Seat,
        captured: bool,
        home: bool,
        events: &mut impl EventSink<LudoEvent>,
    ) -> Option<Moves> {
        let earned = match (self.rules.capture_reward, self.rules.home_reward) {
            (Reward::Move(d), _) if captured => Some((d, BonusReason::Capture)),
            (_, Reward::Move(d)) if home => Some((d, BonusReason::Home)),
            _ => None,
        };
        let (distance, reason) = earned?;
        events.push(LudoEvent::BonusMoveEarned {
            seat,
            distance,
            reason,
        });
        let moves = self.judge::<F, W>(&s.tokens, seat, Pending::Bonus(distance));
        if moves.legal != 0 {
            s.phase = Phase::AwaitingBonus(distance);
            return Some(moves);
        }
        events.push(LudoEvent::BonusMoveForfeited { seat, distance });
        None
    }

    /// With one die, after a move and its bonus moves: the 6 rolls again,
    /// or an extra roll earned by a capture or a token home, else the turn
    /// ends.
    fn roll_again_or_end<const F: u32, W: Word>(
        &self,
        s: &mut LudoState,
        seat: Seat,
        captured: bool,
        home: bool,
        events: &mut impl EventSink<LudoEvent>,
    ) {
        let rewards = self.has::<F>(REWARDS);
        let reason = if s.sixes > 0 && self.six_rolls_again() {
            Some(BonusReason::Six)
        } else if rewards && captured && self.rules.capture_reward == Reward::ExtraRoll {
            Some(BonusReason::Capture)
        } else if rewards && home && self.rules.home_reward == Reward::ExtraRoll {
            Some(BonusReason::Home)
        } else {
            None
        };
        match reason {
            Some(reason) => {
                events.push(LudoEvent::BonusRoll { seat, reason });
                s.phase = Phase::AwaitingThrow;
            }
            None => self.end_turn(s, seat),
        }
    }

    /// After `seat` finished: ends the game if the rules say so, otherwise
    /// hands the die on.
    pub(crate) fn finish_or_go_on(
        &self,
        s: &mut LudoState,
        seat: Seat,
        events: &mut impl EventSink<LudoEvent>,
    ) {
        let over = match self.rules.end {
            GameEnd::FirstFinisher => self.team_home(s, seat),
            _ => {
                let mut left = self.seats_in_play().filter(|&c| !s.ranking.contains(c));
                match (left.next(), left.next()) {
                    (Some(last), None) => {
                        s.ranking.push(last);
                        true
                    }
                    (None, _) => true,
                    _ => false,
                }
            }
        };
        if over {
            let teams = self.teams();
            if teams.has_partners()
                && let Some(partner) = teams.members(teams.team_of(seat)).find(|&m| m != seat)
            {
                events.push(LudoEvent::PartnersWon {
                    seats: [seat, partner],
                });
            }
            let outcome = match self.rules.end {
                GameEnd::FirstFinisher => Outcome::Winner(seat),
                _ => Outcome::Ranking(s.ranking),
            };
            self.end_game(s, Phase::Over, outcome, events);
        } else {
            self.end_turn(s, seat);
        }
    }

    /// Whether `seat`, just finished, completes its team: always where
    /// colours play alone or the first player home wins for the pair
    /// ([`Partners::FirstHome`]); under [`Partners::AllHome`] when its
    /// partners have finished too.
    fn team_home(&self, s: &LudoState, seat: Seat) -> bool {
        match self.rules.partners {
            Partners::AllHome => {
                let teams = self.teams();
                teams
                    .members(teams.team_of(seat))
                    .all(|m| s.ranking.contains(m))
            }
            _ => true,
        }
    }

    /// Ends the game in `phase` with `outcome`: nothing of the last turn
    /// is kept (no sixes, tries, token moved last or pending dice), so the
    /// final state validates and loads back.
    pub(crate) fn end_game(
        &self,
        s: &mut LudoState,
        phase: Phase,
        outcome: Outcome,
        events: &mut impl EventSink<LudoEvent>,
    ) {
        clear_turn(s);
        s.phase = phase;
        events.push(LudoEvent::GameOver { outcome });
    }

    /// After a throw that passed (or a bounce inside the goal fields, see
    /// [`locked_after_goal_move`](Self::locked_after_goal_move)): whether
    /// the position can never change again, so the game ends blocked. It is provably dead when every
    /// throw of every seat still playing passes, and nothing a pass does
    /// can move a token: the only such thing is a third 6 sending back the
    /// token moved earlier this turn, so while one is recorded the question
    /// waits for a later pass.
    pub(crate) fn ends_blocked<const F: u32, W: Word>(
        &self,
        s: &mut LudoState,
        events: &mut impl EventSink<LudoEvent>,
    ) -> bool {
        if !self.may_lock
            || (self.rules.bonus_rolls == BonusRolls::ThirdSixSendsBack && s.last_moved != NONE)
        {
            return false;
        }
        if self.seat_that_can_move::<F, W>(s).is_some() {
            return false;
        }
        self.end_game(s, Phase::Blocked, Outcome::Blocked, events);
        true
    }

    /// A seat still playing that some throw lets move in a way that can
    /// change the game, the current seat first; `None` when there is none.
    ///
    /// With goal fields a token in its home column is home already, and
    /// nothing it does there touches another token: its moves cannot
    /// unlock the board (and may go on for ever, bouncing), so they do
    /// not count.
    pub(crate) fn seat_that_can_move<const F: u32, W: Word>(&self, s: &LudoState) -> Option<Seat> {
        let current = s.current();
        let mut playing = core::iter::once(current).chain(
            self.seats_in_play()
                .filter(|&c| c != current && !s.ranking.contains(c)),
        );
        playing.find(|&seat| self.can_ever_move::<F, W>(s, seat))
    }

    /// Whether some throw lets `seat` make a move that can change the game
    /// (the physical checks of the generator, entry rolls first: a yard
    /// token entering is the usual way out).
    fn can_ever_move<const F: u32, W: Word>(&self, s: &LudoState, seat: Seat) -> bool {
        const ORDER: [u8; 6] = [6, 5, 1, 2, 3, 4];
        let m = self.mover::<F, W>(&s.tokens, seat);
        let movers = self.tokens_that_count::<F, W>(&m);
        let enters = |v: u8| self.entry::<F, W>(&m, v) == EntryCheck::Ok;
        let moves =
            |v: u8| gather(self.advance::<F, W>(&m, self.step_of(&m, v), true).ok) & movers != 0;
        let die = |v: u8| enters(v) || moves(v);
        if self.rules.dice != 2 {
            return ORDER.iter().any(|&v| die(v));
        }
        let r = &self.rules;
        ORDER.iter().any(|&a| {
            die(a)
                || (1..=6).any(|b| {
                    (r.enter_on_total && enters(a + b))
                        || (r.sum_move && {
                            let sum = self.step_of(&m, a) + self.step_of(&m, b);
                            gather(self.advance::<F, W>(&m, sum, false).ok) & movers != 0
                        })
                })
        })
    }

    /// The tokens of `seat` whose moves can change the game (see
    /// [`seat_that_can_move`](Self::seat_that_can_move)), as a mask.
    fn tokens_that_count<const F: u32, W: Word>(&self, m: &super::checks::Mover<'_, W>) -> u8 {
        if !self.has::<F>(GOAL_FIELDS) {
            return u8::MAX;
        }
        let g = &self.rules.geometry;
        // In the goal fields: from the home column's start to the last.
        let in_goal = above(m.row, g.home_start().saturating_sub(1)) & !above(m.row, self.last);
        gather(m.used & !in_goal)
    }

    /// Hands the die to the next seat that has not finished.
    #[inline(always)]
    fn end_turn(&self, s: &mut LudoState, seat: Seat) {
        clear_turn(s);
        s.phase = Phase::AwaitingThrow;
        if let Some(next) = self.next_seat(s, seat) {
            s.current = next.0;
        }
    }
}

/// Forgets everything of the turn that ends: sixes, tries, the token moved
/// last and pending dice.
#[inline]
fn clear_turn(s: &mut LudoState) {
    s.sixes = 0;
    s.tries = 0;
    s.last_moved = NONE;
    s.dice = [0, 0];
}

/// Sets `seat`'s `token` to `progress` (nothing for a slot off the state).
fn set_progress(s: &mut LudoState, seat: Seat, token: u8, progress: u8) {
    if let Some(slot) = s
        .tokens
        .get_mut(seat.index())
        .and_then(|t| t.get_mut(usize::from(token)))
    {
        *slot = progress;
    }
}
