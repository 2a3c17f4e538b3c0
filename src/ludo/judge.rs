//! The one judge of a choice: every candidate move of a pending roll checked physically once, the duties of the rules worked out once from those verdicts, and each candidate's verdict read from both; the legal-action list and `apply` go through it alike, so they cannot disagree.

use alloc::vec::Vec;

use super::MAX_TOKENS;
use super::YARD;
use super::action::LudoAction;
use super::error::LudoError;
use super::game::LudoGame;
use super::moves::{Choice, Pending, Plan};
use super::occupancy::Occupancy;
use super::state::LudoState;
use crate::game::Seat;

/// The physical verdicts of one die value (or one distance) for one seat:
/// which candidates can be made, entering (slot 0) and moving each token
/// (slot 1 + token), and the move each makes. Why a candidate cannot is
/// asked of the physical checks only when an action is refused.
#[derive(Clone, Copy)]
pub(crate) struct Verdicts {
    /// Bit `k` set when slot `k` can be made.
    ok: u8,
    /// The move of each slot that can be made.
    plans: [Plan; 1 + MAX_TOKENS],
}

impl Verdicts {
    /// Nothing can be made.
    #[inline(always)]
    pub(crate) const fn none() -> Self {
        const STAY: Plan = Plan {
            token: 0,
            from: 0,
            to: 0,
            excess: 0,
        };
        Verdicts {
            ok: 0,
            plans: [STAY; 1 + MAX_TOKENS],
        }
    }

    /// Slot `slot` can be made, with `plan`.
    #[inline(always)]
    pub(crate) fn allow(&mut self, slot: usize, plan: Plan) {
        if let Some(p) = self.plans.get_mut(slot) {
            *p = plan;
            self.ok |= 1 << slot;
        }
    }

    /// The move of slot `slot`, if it can be made.
    #[inline(always)]
    fn plan(&self, slot: usize) -> Option<Plan> {
        let ok = self.ok.checked_shr(slot as u32).unwrap_or(0) & 1 != 0;
        self.plans.get(slot).copied().filter(|_| ok)
    }

    /// Entering, if it can be made.
    #[inline(always)]
    fn enter(&self) -> Option<Plan> {
        self.plan(0)
    }

    /// Moving `token`, if it can be made.
    #[inline(always)]
    fn token(&self, token: u8) -> Option<Plan> {
        self.plan(1 + usize::from(token))
    }

    /// A bit per token that can move.
    #[inline(always)]
    fn movers(&self) -> u8 {
        self.ok >> 1
    }

    /// Whether anything can be made.
    #[inline(always)]
    pub(crate) fn any(&self) -> bool {
        self.ok != 0
    }
}

/// With two dice: the verdicts of each pending die, of entering on their
/// total and of moving a token by their total (its slot 0 unused).
pub(crate) struct DiceVerdicts {
    dice: [Verdicts; 2],
    total: Option<Plan>,
    sums: Verdicts,
}

/// Which way a candidate uses the dice: the one die (or die 0), die 1,
/// both to enter on the total, or both to move by the total.
#[derive(Clone, Copy)]
enum Way {
    Die(u8),
    Total,
    Sum,
}

impl Way {
    /// The way `action` (as the player named it) uses the dice.
    fn of(action: LudoAction) -> Way {
        match action {
            LudoAction::EnterDie { die } | LudoAction::MoveDie { die, .. } => Way::Die(die),
            LudoAction::EnterTotal => Way::Total,
            LudoAction::MoveSum { .. } => Way::Sum,
            _ => Way::Die(0),
        }
    }

    fn index(self) -> usize {
        match self {
            Way::Die(die) => usize::from(die.min(1)),
            Way::Total => 2,
            Way::Sum => 3,
        }
    }
}

/// What the duties of the rules make of a pending roll, worked out once
/// from the physical verdicts of all its candidates.
#[derive(Default)]
struct Duties {
    /// Entering is possible (and, under
    /// [`LudoRules::must_enter`](super::LudoRules::must_enter), the only
    /// legal choice).
    can_enter: bool,
    /// The tokens whose move opens one of the player's blocks, when the
    /// rules oblige opening one now (0: no such duty).
    openers: u8,
    /// The tokens standing in the player's blocks.
    in_blocks: u8,
    /// For each [`Way`]: the token on the start square can move that way
    /// while tokens wait in the yard.
    start: [bool; 4],
}

/// Why a candidate is refused: it cannot be made (the physical checks say
/// why), or a duty of the rules forbids it.
enum Refusal {
    Physical,
    Duty(LudoError),
}

impl LudoGame {
    /// The physical verdicts of a die showing `value` for `seat`.
    #[inline(always)]
    pub(crate) fn verdicts(&self, b: &Occupancy<'_>, seat: Seat, value: u8) -> Verdicts {
        let distance = self.step(b.state, seat, value);
        let mut v = self.advance_verdicts(b, seat, distance, true);
        if let Some(plan) = self.enter_verdict(b, seat, value) {
            v.allow(0, plan);
        }
        v
    }

    /// Whether `seat` can enter on `value`, and how.
    #[inline(always)]
    fn enter_verdict(&self, b: &Occupancy<'_>, seat: Seat, value: u8) -> Option<Plan> {
        match self.simple {
            true => self.quick_enter(b.state, seat, value),
            false => self.check_enter(b, seat, value).ok(),
        }
    }

    /// The verdicts of moving each of `seat`'s tokens `distance` squares
    /// (bouncing off the end where the rules and `may_bounce` allow);
    /// slot 0 (entering) left refused.
    #[inline(always)]
    pub(crate) fn advance_verdicts(
        &self,
        b: &Occupancy<'_>,
        seat: Seat,
        distance: u8,
        may_bounce: bool,
    ) -> Verdicts {
        if self.simple {
            return self.quick_advances(b.state, seat, distance, may_bounce);
        }
        let mut v = Verdicts::none();
        for token in 0..MAX_TOKENS as u8 {
            if let Ok(plan) = self.check_advance(b, seat, token, distance, may_bounce) {
                v.allow(1 + usize::from(token), plan);
            }
        }
        v
    }

    /// The physical verdicts of every candidate with the pending `dice`
    /// (0 for a die used).
    pub(crate) fn dice_verdicts(
        &self,
        b: &Occupancy<'_>,
        seat: Seat,
        dice: [u8; 2],
    ) -> DiceVerdicts {
        let die = |value: u8| match value {
            0 => Verdicts::none(),
            value => self.verdicts(b, seat, value),
        };
        let [a, c] = dice;
        let both = a != 0 && c != 0;
        let total = match both && self.rules.enter_on_total {
            true => self.enter_verdict(b, seat, a.saturating_add(c)),
            false => None,
        };
        let sums = match both && self.rules.sum_move {
            true => {
                let sum = self
                    .step(b.state, seat, a)
                    .saturating_add(self.step(b.state, seat, c));
                self.advance_verdicts(b, seat, sum, false)
            }
            false => Verdicts::none(),
        };
        DiceVerdicts {
            dice: [die(a), die(c)],
            total,
            sums,
        }
    }

    /// Whether the rules have duties (entering first, opening a block,
    /// clearing the start) that make one candidate's verdict depend on
    /// the others'.
    #[inline(always)]
    fn has_duties(&self) -> bool {
        self.rules.must_enter || self.rules.open_blocks_on_six || self.rules.clear_start_first
    }

    /// The duties of one die showing `roll`, from its verdicts `v`.
    fn duties_one(&self, b: &Occupancy<'_>, seat: Seat, roll: u8, v: &Verdicts) -> Duties {
        let mut duties = Duties {
            can_enter: v.enter().is_some(),
            ..Duties::default()
        };
        if self.rules.open_blocks_on_six && roll == 6 {
            self.block_duty(b, seat, v, &mut duties);
        }
        if self.rules.clear_start_first {
            duties.start[0] = self.start_can_move(b.state, seat, v);
        }
        duties
    }

    /// The duties of the pending `dice`, from their verdicts `v`.
    fn duties_two(&self, b: &Occupancy<'_>, seat: Seat, dice: [u8; 2], v: &DiceVerdicts) -> Duties {
        let [first, second] = &v.dice;
        let mut duties = Duties {
            can_enter: first.enter().is_some() || second.enter().is_some() || v.total.is_some(),
            ..Duties::default()
        };
        // A double, neither die used yet: the first die played must open
        // a block if one can be opened.
        if self.rules.open_blocks_on_six && dice[0] == dice[1] && dice[0] != 0 {
            self.block_duty(b, seat, first, &mut duties);
        }
        if self.rules.clear_start_first {
            let total = dice[0].saturating_add(dice[1]);
            let by_total = || self.verdicts(b, seat, total);
            duties.start = [
                self.start_can_move(b.state, seat, first),
                self.start_can_move(b.state, seat, second),
                v.total.is_some() && self.start_can_move(b.state, seat, &by_total()),
                self.start_can_move(b.state, seat, &v.sums),
            ];
        }
        duties
    }

    /// The duty to open a block
    /// ([`LudoRules::open_blocks_on_six`](super::LudoRules::open_blocks_on_six)),
    /// given the verdicts `v` of moving each token by the 6 (or the
    /// double): it applies when some token of a block can move.
    fn block_duty(&self, b: &Occupancy<'_>, seat: Seat, v: &Verdicts, d: &mut Duties) {
        let in_blocks = (0..MAX_TOKENS as u8)
            .fold(0u8, |m, t| m | u8::from(self.in_own_block(b, seat, t)) << t);
        let openers = in_blocks & v.movers();
        if openers != 0 {
            d.openers = openers;
            d.in_blocks = in_blocks;
        }
    }

    /// Whether `seat`'s token on its start square can move (its verdict in
    /// `v`) while tokens wait in the yard
    /// ([`LudoRules::clear_start_first`](super::LudoRules::clear_start_first)).
    fn start_can_move(&self, s: &LudoState, seat: Seat, v: &Verdicts) -> bool {
        let tokens = s.tokens(seat);
        tokens.contains(&YARD)
            && (0u8..)
                .zip(tokens)
                .any(|(t, &p)| p == 0 && v.token(t).is_some())
    }

    /// The verdict on one candidate: its physical verdict (its move, if it
    /// can be made), then the duties of the rules. `action` is the
    /// candidate as the player names it.
    #[inline(always)]
    fn judge(
        &self,
        physical: Option<Plan>,
        action: LudoAction,
        duties: &Duties,
    ) -> Result<Plan, Refusal> {
        let plan = physical.ok_or(Refusal::Physical)?;
        let is_enter = matches!(
            action,
            LudoAction::Enter | LudoAction::EnterDie { .. } | LudoAction::EnterTotal
        );
        // Entering, when it is obligatory and possible, is the only choice
        // (and then the start square need not be cleared first).
        if self.rules.must_enter && (is_enter || duties.can_enter) {
            return if is_enter {
                Ok(plan)
            } else {
                Err(Refusal::Duty(LudoError::MustEnter))
            };
        }
        // Opening a block comes before clearing the start: a move that
        // opens one is legal even while the start waits to be cleared, so
        // the two duties never leave a player without a move.
        if duties.openers != 0 {
            let opens = match action {
                LudoAction::Move { token } | LudoAction::MoveDie { token, .. } => {
                    duties.openers.checked_shr(u32::from(token)).unwrap_or(0) & 1 != 0
                }
                LudoAction::MoveSum { token } => {
                    duties.in_blocks.checked_shr(u32::from(token)).unwrap_or(0) & 1 != 0
                }
                _ => false,
            };
            return if opens {
                Ok(plan)
            } else {
                Err(Refusal::Duty(LudoError::MustOpenBlock))
            };
        }
        if self.rules.clear_start_first && plan.from != 0 && duties.start[Way::of(action).index()] {
            return Err(Refusal::Duty(LudoError::MustClearStart));
        }
        Ok(plan)
    }

    /// Whether `action` is a legal choice for `seat` with `pending`, and
    /// the move it makes: the check behind `apply`, through the same judge
    /// as the legal-action list. Without duties in the rules only the
    /// chosen candidate is looked at; a refusal the physical checks explain
    /// is explained by them.
    #[inline(always)]
    pub(crate) fn check_choice(
        &self,
        b: &Occupancy<'_>,
        seat: Seat,
        pending: Pending,
        action: LudoAction,
    ) -> Result<Choice, LudoError> {
        let (value, resolved, used) = self.resolve(b.state, seat, pending, action)?;
        let verdict = match pending {
            Pending::One(_) if !self.has_duties() => {
                let physical = self.physical(b, seat, value, resolved).ok();
                self.judge(physical, action, &Duties::default())
            }
            Pending::One(roll) => {
                let v = self.verdicts_for_duties(b, seat, roll, action);
                let duties = self.duties_one(b, seat, roll, &v);
                self.judge(slot_one(&v, action), action, &duties)
            }
            Pending::Two(dice) => {
                let v = self.dice_verdicts(b, seat, dice);
                let duties = match self.has_duties() {
                    true => self.duties_two(b, seat, dice, &v),
                    false => Duties::default(),
                };
                self.judge(slot_two(&v, action), action, &duties)
            }
        };
        match verdict {
            Ok(plan) => Ok(Choice { plan, used }),
            Err(Refusal::Duty(e)) => Err(e),
            Err(Refusal::Physical) => Err(self.why_not(b, seat, value, resolved)),
        }
    }

    /// The verdicts that the duties of one die showing `roll` and the
    /// verdict on `action` need: all of them when a block may have to be
    /// opened or the start cleared, else entering and `action`'s token.
    #[inline(always)]
    fn verdicts_for_duties(
        &self,
        b: &Occupancy<'_>,
        seat: Seat,
        roll: u8,
        action: LudoAction,
    ) -> Verdicts {
        let r = &self.rules;
        if self.simple || r.clear_start_first || (r.open_blocks_on_six && roll == 6) {
            return self.verdicts(b, seat, roll);
        }
        let mut v = Verdicts::none();
        if let Some(plan) = self.enter_verdict(b, seat, roll) {
            v.allow(0, plan);
        }
        if let LudoAction::Move { token } = action {
            let distance = self.step(b.state, seat, roll);
            if let Ok(plan) = self.check_advance(b, seat, token, distance, true) {
                v.allow(1 + usize::from(token), plan);
            }
        }
        v
    }

    /// Why the physical checks refuse `resolved` by `value` for `seat`.
    #[cold]
    fn why_not(&self, b: &Occupancy<'_>, seat: Seat, value: u8, resolved: LudoAction) -> LudoError {
        match self.physical(b, seat, value, resolved) {
            Err(e) => e,
            // The verdicts come from these same checks (or, under simple
            // rules, from a shortcut tested against them), so a refused
            // candidate is refused here too.
            Ok(_) => LudoError::NoBonusPending,
        }
    }

    /// Pushes onto `out` every legal choice for `seat` with one die showing
    /// `roll`: entering, then moving each token.
    pub(crate) fn legal_one(
        &self,
        b: &Occupancy<'_>,
        seat: Seat,
        roll: u8,
        out: &mut Vec<LudoAction>,
    ) {
        let v = self.verdicts(b, seat, roll);
        let duties = match self.has_duties() {
            true => self.duties_one(b, seat, roll, &v),
            false => Duties::default(),
        };
        if self.judge(v.enter(), LudoAction::Enter, &duties).is_ok() {
            out.push(LudoAction::Enter);
        }
        for token in 0..b.state.token_count.min(MAX_TOKENS as u8) {
            let action = LudoAction::Move { token };
            if self.judge(v.token(token), action, &duties).is_ok() {
                out.push(action);
            }
        }
    }

    /// Pushes onto `out` every legal choice for `seat` with the pending
    /// two dice: each die entering or moving a token, then entering on the
    /// total, then moving by the total.
    pub(crate) fn legal_two(&self, b: &Occupancy<'_>, seat: Seat, out: &mut Vec<LudoAction>) {
        let dice = b.state.dice;
        let v = self.dice_verdicts(b, seat, dice);
        let duties = match self.has_duties() {
            true => self.duties_two(b, seat, dice, &v),
            false => Duties::default(),
        };
        let tokens = b.state.token_count.min(MAX_TOKENS as u8);
        let mut push = |physical: Option<Plan>, action: LudoAction| {
            if self.judge(physical, action, &duties).is_ok() {
                out.push(action);
            }
        };
        for (die, verdicts) in (0u8..).zip(&v.dice) {
            push(verdicts.enter(), LudoAction::EnterDie { die });
            for token in 0..tokens {
                push(verdicts.token(token), LudoAction::MoveDie { token, die });
            }
        }
        push(v.total, LudoAction::EnterTotal);
        if self.rules.sum_move {
            for token in 0..tokens {
                push(v.sums.token(token), LudoAction::MoveSum { token });
            }
        }
    }
}

/// The physical verdict of a one-die `action` in `v` (`None` for a token
/// past the table).
fn slot_one(v: &Verdicts, action: LudoAction) -> Option<Plan> {
    match action {
        LudoAction::Enter => v.enter(),
        LudoAction::Move { token } => v.token(token),
        _ => None,
    }
}

/// The physical verdict of a two-dice `action` in `v` (`None` for a token
/// past the table).
fn slot_two(v: &DiceVerdicts, action: LudoAction) -> Option<Plan> {
    match action {
        LudoAction::EnterDie { die } => v.dice.get(usize::from(die)).and_then(Verdicts::enter),
        LudoAction::MoveDie { token, die } => {
            v.dice.get(usize::from(die)).and_then(|d| d.token(token))
        }
        LudoAction::EnterTotal => v.total,
        LudoAction::MoveSum { token } => v.sums.token(token),
        _ => None,
    }
}
