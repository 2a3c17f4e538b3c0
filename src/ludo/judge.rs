//! The one judge of a choice: every candidate move of a pending roll checked physically once, the duties of the rules worked out once from those verdicts, and each candidate's verdict read from both; the legal-action list and `apply` go through it alike, so they cannot disagree.

use alloc::vec::Vec;

use super::MAX_TOKENS;
use super::YARD;
use super::action::LudoAction;
use super::error::LudoError;
use super::game::LudoGame;
use super::moves::{Choice, Pending, Plan};
use super::occupancy::{Occupancy, matching_bytes};
use super::quick::gather;
use super::rules::LudoRules;
use super::state::{Judged, LudoState};
use crate::game::Seat;

/// The physical verdicts of one die value (or one distance) for one seat:
/// which candidates can be made, entering (slot 0) and moving each token
/// (slot 1 + token), and the move each makes. Why a candidate cannot is
/// asked of the physical checks only when an action is refused.
#[derive(Clone, Copy)]
pub(crate) struct Verdicts {
    /// Bit `k` set when slot `k` can be made.
    pub(crate) ok: u8,
    /// The token that enters (the lowest-numbered in the yard).
    pub(crate) entering: u8,
    /// Each token's progress before its move.
    pub(crate) from: [u8; MAX_TOKENS],
    /// Each token's progress after its move.
    pub(crate) to: [u8; MAX_TOKENS],
    /// Squares each token's move bounces back off the end.
    pub(crate) excess: [u8; MAX_TOKENS],
}

impl Verdicts {
    /// Nothing can be made.
    #[inline(always)]
    pub(crate) const fn none() -> Self {
        Verdicts {
            ok: 0,
            entering: 0,
            from: [0; MAX_TOKENS],
            to: [0; MAX_TOKENS],
            excess: [0; MAX_TOKENS],
        }
    }

    /// Slot `slot` can be made, with `plan`.
    #[inline(always)]
    pub(crate) fn allow(&mut self, slot: usize, plan: Plan) {
        match slot.checked_sub(1) {
            None => self.entering = plan.token,
            Some(t) if t < MAX_TOKENS => {
                self.from[t] = plan.from;
                self.to[t] = plan.to;
                self.excess[t] = plan.excess;
            }
            Some(_) => return,
        }
        self.ok |= 1 << slot;
    }

    /// The move of slot `slot`, if it can be made.
    #[inline(always)]
    fn plan(&self, slot: usize) -> Option<Plan> {
        if self.ok.checked_shr(slot as u32).unwrap_or(0) & 1 == 0 {
            return None;
        }
        let plan = match slot.checked_sub(1) {
            None => Plan {
                token: self.entering,
                from: YARD,
                to: 0,
                excess: 0,
            },
            Some(t) => Plan {
                token: t as u8,
                from: *self.from.get(t)?,
                to: *self.to.get(t)?,
                excess: *self.excess.get(t)?,
            },
        };
        Some(plan)
    }

    /// Entering, if it can be made.
    #[inline(always)]
    fn enter(&self) -> Option<Plan> {
        self.plan(0)
    }

    /// A bit per token that can move.
    #[inline(always)]
    fn movers(&self) -> u8 {
        self.ok >> 1
    }

    /// The move of slot `slot`, if it can be made and `allowed` allows it.
    #[inline(always)]
    fn verdict(&self, slot: usize, allowed: Allowed) -> Result<Plan, Refusal> {
        let plan = self.plan(slot).ok_or(Refusal::Physical)?;
        match allowed.slots.checked_shr(slot as u32).unwrap_or(0) & 1 {
            0 => Err(allowed.why),
            _ => Ok(plan),
        }
    }

    /// Whether anything can be made.
    #[inline(always)]
    pub(crate) fn any(&self) -> bool {
        self.ok != 0
    }
}

/// With two dice: the verdicts of each way of using them, indexed by
/// [`Way::index`]: die 0, die 1, entering on their total (slot 0 only),
/// moving a token by their total (slot 0 unused).
pub(crate) struct DiceVerdicts {
    ways: [Verdicts; 4],
}

/// Which way a candidate uses the dice: the one die (or die 0), die 1,
/// both to enter on the total, or both to move by the total.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Way {
    Die(u8),
    Total,
    Sum,
}

impl Way {
    /// The way `action` uses the dice, and its slot in that way's verdicts
    /// (`None` for a choice that is no move).
    fn of(action: LudoAction) -> Option<(Way, usize)> {
        let token = |t: u8| 1 + usize::from(t);
        Some(match action {
            LudoAction::Enter => (Way::Die(0), 0),
            LudoAction::Move { token: t } => (Way::Die(0), token(t)),
            LudoAction::EnterDie { die } => (Way::Die(die), 0),
            LudoAction::MoveDie { token: t, die } => (Way::Die(die), token(t)),
            LudoAction::EnterTotal => (Way::Total, 0),
            LudoAction::MoveSum { token: t } => (Way::Sum, token(t)),
            LudoAction::BonusMove { .. } | LudoAction::Throw(_) => return None,
        })
    }

    /// Its index in [`DiceVerdicts`] (and in [`Duties::start`]).
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
#[derive(Clone, Copy, Default)]
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
    /// The tokens on their start square.
    on_start: u8,
}

/// Why a candidate is refused: it cannot be made (the physical checks say
/// why), or a duty of the rules forbids it.
#[derive(Clone, Copy)]
enum Refusal {
    Physical,
    MustEnter,
    MustOpenBlock,
    MustClearStart,
}

/// The slots of one way's verdicts that the duties allow (bit 0:
/// entering, bit 1 + t: token t), and why they refuse the others.
#[derive(Clone, Copy)]
struct Allowed {
    slots: u8,
    why: Refusal,
}

impl Duties {
    /// What the duties allow of the verdicts of `way`, under `rules`.
    ///
    /// Entering, when it is obligatory and possible, is the only choice
    /// (and then the start square need not be cleared first). Opening a
    /// block comes before clearing the start: a move that opens one is
    /// legal even while the start waits to be cleared, so the two duties
    /// never leave a player without a move.
    #[inline(always)]
    fn allowed(&self, rules: &LudoRules, way: Way) -> Allowed {
        let (slots, why) = if rules.must_enter && self.can_enter {
            (1, Refusal::MustEnter)
        } else if self.openers != 0 {
            let slots = match way {
                Way::Die(_) => self.openers << 1,
                Way::Sum => self.in_blocks << 1,
                Way::Total => 0,
            };
            (slots, Refusal::MustOpenBlock)
        } else if rules.clear_start_first && self.start[way.index()] {
            (self.on_start << 1, Refusal::MustClearStart)
        } else {
            (u8::MAX, Refusal::Physical)
        };
        // Under "must enter", entering stays allowed whatever else holds.
        let enter = u8::from(rules.must_enter);
        Allowed {
            slots: slots | enter,
            why,
        }
    }
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
            true => self.quick_enter(b, seat, value),
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
            return self.quick_advances(b, seat, distance, may_bounce);
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
        let mut total = Verdicts::none();
        if both
            && self.rules.enter_on_total
            && let Some(plan) = self.enter_verdict(b, seat, a.saturating_add(c))
        {
            total.allow(0, plan);
        }
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
            ways: [die(a), die(c), total, sums],
        }
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
            duties.on_start = on_start(b.state, seat);
            duties.start[0] = start_can_move(b.state, seat, duties.on_start, v);
        }
        duties
    }

    /// The duties of the pending `dice`, from their verdicts `v`.
    fn duties_two(&self, b: &Occupancy<'_>, seat: Seat, dice: [u8; 2], v: &DiceVerdicts) -> Duties {
        let [first, second, total, sums] = &v.ways;
        let mut duties = Duties {
            can_enter: first.enter().is_some() || second.enter().is_some() || total.any(),
            ..Duties::default()
        };
        // A double, neither die used yet: the first die played must open
        // a block if one can be opened.
        if self.rules.open_blocks_on_six && dice[0] == dice[1] && dice[0] != 0 {
            self.block_duty(b, seat, first, &mut duties);
        }
        if self.rules.clear_start_first {
            let s = b.state;
            let starters = on_start(s, seat);
            // Entering on the total clears the start by the total.
            let by_total = || self.verdicts(b, seat, dice[0].saturating_add(dice[1]));
            duties.on_start = starters;
            duties.start = [
                start_can_move(s, seat, starters, first),
                start_can_move(s, seat, starters, second),
                total.any() && start_can_move(s, seat, starters, &by_total()),
                start_can_move(s, seat, starters, sums),
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

    /// The duties of one die showing `roll` (none when the rules have
    /// none).
    #[inline(always)]
    fn duties_of_one(&self, b: &Occupancy<'_>, seat: Seat, roll: u8, v: &Verdicts) -> Duties {
        match self.has_duties {
            true => self.duties_one(b, seat, roll, v),
            false => Duties::default(),
        }
    }

    /// Whether `action` is a legal choice for `seat` with `pending`, and
    /// the move it makes: the check behind `apply`, through the same
    /// verdicts and duties as the legal-action list. Without duties in
    /// the rules only the chosen candidate is checked; a refusal the
    /// physical checks explain is explained by them.
    #[inline(always)]
    pub(crate) fn check_choice(
        &self,
        b: &Occupancy<'_>,
        seat: Seat,
        pending: Pending,
        action: LudoAction,
    ) -> Result<Choice, LudoError> {
        let (value, resolved, used) = self.resolve(b.state, seat, pending, action)?;
        let (way, slot) = Way::of(action).ok_or(LudoError::NoBonusPending)?;
        let verdict = match pending {
            Pending::One(roll) => {
                let v = self.verdicts_for(b, seat, roll, action);
                let duties = self.duties_of_one(b, seat, roll, &v);
                v.verdict(slot, duties.allowed(&self.rules, way))
            }
            Pending::Two(dice) => {
                let v = self.dice_verdicts(b, seat, dice);
                let duties = match self.has_duties {
                    true => self.duties_two(b, seat, dice, &v),
                    false => Duties::default(),
                };
                let ways = v.ways.get(way.index());
                ways.map_or(Err(Refusal::Physical), |w| {
                    w.verdict(slot, duties.allowed(&self.rules, way))
                })
            }
        };
        verdict
            .map(|plan| Choice { plan, used })
            .map_err(|why| match why {
                Refusal::Physical => self.why_not(b, seat, value, resolved),
                Refusal::MustEnter => LudoError::MustEnter,
                Refusal::MustOpenBlock => LudoError::MustOpenBlock,
                Refusal::MustClearStart => LudoError::MustClearStart,
            })
    }

    /// The verdicts of one die showing `roll` that the verdict on `action`
    /// needs: all of them when the duties may look at every token (a
    /// block to open, the start to clear) or when there are duties and
    /// the verdicts are cheap (simple rules), else entering (where it
    /// matters) and `action`'s token.
    #[inline(always)]
    fn verdicts_for(
        &self,
        b: &Occupancy<'_>,
        seat: Seat,
        roll: u8,
        action: LudoAction,
    ) -> Verdicts {
        let r = &self.rules;
        let cheap = self.simple && self.has_duties;
        if cheap || r.clear_start_first || (r.open_blocks_on_six && roll == 6) {
            return self.verdicts(b, seat, roll);
        }
        let mut v = Verdicts::none();
        if (action == LudoAction::Enter || r.must_enter)
            && let Some(plan) = self.enter_verdict(b, seat, roll)
        {
            v.allow(0, plan);
        }
        if let LudoAction::Move { token } = action {
            let distance = self.step(b.state, seat, roll);
            let plan = match self.simple {
                true => self.quick_advance(b, seat, token, distance, true),
                false => self.check_advance(b, seat, token, distance, true).ok(),
            };
            if let Some(plan) = plan {
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

    /// The verdicts of one die showing `roll` for `seat`, the duties of
    /// the rules applied, to keep with the state until the choice (the
    /// throw's pass test, the legal list and `apply` all read them); `None`
    /// when nothing can be made (the throw passes). The verdicts name no
    /// game yet: `apply` marks the state with its game afterwards.
    #[inline(always)]
    pub(crate) fn judge_roll(&self, b: &Occupancy<'_>, seat: Seat, roll: u8) -> Option<Judged> {
        let v = self.verdicts(b, seat, roll);
        if !v.any() {
            return None;
        }
        let duties = self.duties_of_one(b, seat, roll, &v);
        Some(Judged {
            made: 0,
            pending: [roll, 0],
            legal: [v.ok & duties.allowed(&self.rules, Way::Die(0)).slots, 0, 0],
            entering: v.entering,
            distance: [self.step(b.state, seat, roll), 0, 0],
        })
    }

    /// [`LudoGame::judge_roll`] for the pending two `dice` (0 for a die
    /// used): every way of using them judged, the duties applied; `None`
    /// when no way allows a move.
    pub(crate) fn judge_dice(
        &self,
        b: &Occupancy<'_>,
        seat: Seat,
        dice: [u8; 2],
    ) -> Option<Judged> {
        let v = self.dice_verdicts(b, seat, dice);
        if !v.ways.iter().any(Verdicts::any) {
            return None;
        }
        let duties = match self.has_duties {
            true => self.duties_two(b, seat, dice, &v),
            false => Duties::default(),
        };
        let [first, second, total, sums] = &v.ways;
        let legal = |w: &Verdicts, way: Way| w.ok & duties.allowed(&self.rules, way).slots;
        let entering = [first, second, total]
            .iter()
            .find(|w| w.ok & 1 != 0)
            .map_or(0, |w| w.entering);
        let step = |value: u8| match value {
            0 => 0,
            value => self.step(b.state, seat, value),
        };
        let [a, c] = dice;
        Some(Judged {
            made: 0,
            pending: dice,
            legal: [
                legal(first, Way::Die(0)),
                legal(second, Way::Die(1)),
                (legal(total, Way::Total) & 1) | (legal(sums, Way::Sum) & !1),
            ],
            entering,
            distance: [step(a), step(c), step(a).saturating_add(step(c))],
        })
    }

    /// The verdicts kept with `s`, if this game judged them for the
    /// `pending` roll (`[value, 0]` for one die, the pending dice for two).
    #[inline(always)]
    fn kept(&self, s: &LudoState, pending: [u8; 2]) -> Option<Judged> {
        let j = s.judged;
        let (made, kept_for) = (j.made, j.pending);
        ((made == self.key) & (kept_for == pending)).then_some(j)
    }

    /// `action`'s move with the `pending` roll (and the dice it uses), read
    /// from the verdicts kept with `s` when this game judged them and they
    /// allow it; `None` otherwise (then [`LudoGame::check_choice`] judges,
    /// and explains a refusal).
    #[inline(always)]
    pub(crate) fn kept_choice(
        &self,
        s: &LudoState,
        pending: Pending,
        action: LudoAction,
    ) -> Option<(Plan, u8)> {
        let (dice, (way, slot)) = match pending {
            Pending::One(roll) => match action {
                LudoAction::Enter | LudoAction::Move { .. } => ([roll, 0], Way::of(action)?),
                _ => return None,
            },
            Pending::Two(dice) => match action {
                LudoAction::Enter | LudoAction::Move { .. } => return None,
                LudoAction::EnterDie { die } | LudoAction::MoveDie { die, .. } if die > 1 => {
                    return None;
                }
                _ => (dice, Way::of(action)?),
            },
        };
        let j = self.kept(s, dice)?;
        let (at, used) = match (pending, way) {
            (Pending::One(_), _) => (0, 0),
            (Pending::Two(_), Way::Die(die)) => (usize::from(die), 1 << die),
            (Pending::Two(_), Way::Total | Way::Sum) => (2, 0b11),
        };
        let legal = *j.legal.get(at)?;
        // Entering on the total is bit 0 of both dice's slots, moving by
        // their sum the others: `Way::of` gives them those slots.
        if legal.checked_shr(slot as u32).unwrap_or(0) & 1 == 0 {
            return None;
        }
        let Some(token) = slot.checked_sub(1) else {
            let plan = Plan {
                token: j.entering,
                from: YARD,
                to: 0,
                excess: 0,
            };
            return Some((plan, used));
        };
        let token = u8::try_from(token).ok()?;
        let from = *s.tokens.get(s.current().index())?.get(usize::from(token))?;
        // As the checks worked it out: forward, or bounced back off the
        // end (a move by the sum never bounces: it is legal only short of
        // the end).
        let distance = *j.distance.get(at)?;
        let forward = u16::from(from) + u16::from(distance);
        let excess = forward.saturating_sub(u16::from(self.last)) as u8;
        let to = match excess {
            0 => forward as u8,
            _ => self.last.saturating_sub(excess),
        };
        let plan = Plan {
            token,
            from,
            to,
            excess,
        };
        Some((plan, used))
    }

    /// Pushes onto `out` every legal choice for `seat` with one die showing
    /// `roll`: entering, then moving each token (read from the verdicts
    /// kept with the state where this game judged them).
    pub(crate) fn legal_one(&self, s: &LudoState, seat: Seat, roll: u8, out: &mut Vec<LudoAction>) {
        let legal = match self.kept(s, [roll, 0]) {
            Some(j) => j.legal[0],
            None => self.legal_slots_one(&Occupancy::new(&self.squares, s), seat, roll),
        };
        push_one(legal, out);
    }

    /// The legal slots of one die showing `roll`, judged afresh (a state
    /// without kept verdicts: kept out of line).
    #[cold]
    #[inline(never)]
    fn legal_slots_one(&self, b: &Occupancy<'_>, seat: Seat, roll: u8) -> u8 {
        let v = self.verdicts(b, seat, roll);
        let duties = self.duties_of_one(b, seat, roll, &v);
        v.ok & duties.allowed(&self.rules, Way::Die(0)).slots
    }

    /// Pushes onto `out` every legal choice for `seat` with the pending
    /// two dice: each die entering or moving a token, then entering on the
    /// total, then moving by the total (read from the verdicts kept with
    /// the state where this game judged them).
    pub(crate) fn legal_two(&self, s: &LudoState, seat: Seat, out: &mut Vec<LudoAction>) {
        let dice = s.dice;
        let legal = match self.kept(s, dice) {
            Some(j) => j.legal,
            None => {
                let b = Occupancy::new(&self.squares, s);
                self.judge_dice(&b, seat, dice).map_or([0; 3], |j| j.legal)
            }
        };
        for (die, &legal) in (0u8..).zip(&legal[..2]) {
            if legal & 1 != 0 {
                out.push(LudoAction::EnterDie { die });
            }
            for token in tokens_of(legal) {
                out.push(LudoAction::MoveDie { token, die });
            }
        }
        if legal[2] & 1 != 0 {
            out.push(LudoAction::EnterTotal);
        }
        for token in tokens_of(legal[2]) {
            out.push(LudoAction::MoveSum { token });
        }
    }
}

/// Pushes the choices of one die whose slots are set in `legal`: entering,
/// then moving each token, lowest first.
#[inline(always)]
fn push_one(legal: u8, out: &mut Vec<LudoAction>) {
    if legal & 1 != 0 {
        out.push(LudoAction::Enter);
    }
    let mut moves = legal >> 1;
    while moves != 0 {
        let token = moves.trailing_zeros() as u8;
        moves &= moves - 1;
        out.push(LudoAction::Move { token });
    }
}

/// The tokens whose slots are set in `slots`, lowest first.
fn tokens_of(slots: u8) -> impl Iterator<Item = u8> {
    (0..MAX_TOKENS as u8).filter(move |t| slots & (2 << t) != 0)
}

/// `seat`'s token row as a word, and the bytes of it that hold tokens
/// (all ones each); both 0 for a seat not in play.
#[inline(always)]
fn row_word(s: &LudoState, seat: Seat) -> (u32, u32) {
    match s.tokens.get(seat.index()) {
        Some(&row) if s.plays(seat) => {
            let bits = 8 * u32::from(s.token_count.min(MAX_TOKENS as u8));
            let used = u32::MAX.checked_shr(32 - bits).unwrap_or(0);
            (u32::from_le_bytes(row), used)
        }
        _ => (0, 0),
    }
}

/// A bit per token of `seat` on its start square (progress 0), from one
/// comparison of its row.
#[inline(always)]
fn on_start(s: &LudoState, seat: Seat) -> u8 {
    let (row, used) = row_word(s, seat);
    gather(matching_bytes(row, 0) & used)
}

/// Whether one of `seat`'s tokens on its start square (`starters`) can
/// move (its verdict in `v`) while tokens wait in the yard
/// ([`LudoRules::clear_start_first`](super::LudoRules::clear_start_first)).
#[inline(always)]
fn start_can_move(s: &LudoState, seat: Seat, starters: u8, v: &Verdicts) -> bool {
    let (row, used) = row_word(s, seat);
    starters & v.movers() != 0 && matching_bytes(row, YARD) & used != 0
}

#[cfg(test)]
pub(crate) mod tests {
    use alloc::vec::Vec;

    use proptest::prelude::*;

    use super::super::state::Judged;
    use super::super::{LudoAction, LudoGame, LudoRules, LudoState};
    use crate::Dice;
    use crate::game::{RaceGame, Seat, ToAct};

    /// A random rule set of any kind: the crate's one generator.
    pub(crate) fn any_rules(d: &mut Dice) -> LudoRules {
        crate::testing::ludo_rules(|n| d.below(n))
    }

    /// `s` without what the engine kept with it: a state as from outside.
    fn fresh(s: &LudoState) -> LudoState {
        let mut t = *s;
        t.judged = Judged::NONE;
        t
    }

    /// Every kind of choice, with tokens and dice in and out of range.
    fn candidates() -> Vec<LudoAction> {
        let mut all = alloc::vec![LudoAction::Enter, LudoAction::EnterTotal];
        for token in 0..5 {
            all.push(LudoAction::Move { token });
            all.push(LudoAction::MoveSum { token });
            all.push(LudoAction::BonusMove { token });
            for die in 0..2 {
                all.push(LudoAction::MoveDie { token, die });
            }
        }
        all.extend((0..2).map(|die| LudoAction::EnterDie { die }));
        all
    }

    /// `game` gives `s` (as `apply` made it, verdicts kept) the same legal
    /// list and the same result or error of every candidate as the same
    /// state judged afresh; a refused candidate leaves even what is kept
    /// as it was.
    fn kept_judges_like_fresh(game: &LudoGame, s: &LudoState) {
        let (mut a, mut b) = (Vec::new(), Vec::new());
        game.legal_actions(s, &mut a);
        game.legal_actions(&fresh(s), &mut b);
        assert_eq!(a, b, "legal actions of {s:?}");
        for action in candidates() {
            assert_eq!(
                game.apply(s, action),
                game.apply(&fresh(s), action),
                "{action:?} on {s:?}"
            );
            let mut t = *s;
            if game.apply_mut(&mut t, action, &mut crate::Discard).is_err() {
                let (j, k) = (s.judged, t.judged);
                assert_eq!(t, *s);
                let (jm, km, jp, kp) = (j.made, k.made, j.pending, k.pending);
                assert_eq!((jm, jp, j.legal), (km, kp, k.legal));
                assert_eq!((j.entering, j.distance), (k.entering, k.distance));
            }
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(40))]

        /// Random games under random rule sets: every state `apply` makes
        /// and marks fits its game by the full check, and gets the same
        /// legal list and results from its kept verdicts as judged afresh,
        /// both from its own game and from another game with the same
        /// seats and tokens under other rules (which must not read them).
        #[test]
        fn kept_verdicts_judge_like_fresh_ones(seed in any::<u64>()) {
            let mut d = Dice::seeded(seed);
            let rules = any_rules(&mut d);
            let players = 2 + d.below(3);
            let Ok(game) = LudoGame::new(rules.clone(), players) else { return Ok(()) };
            let seats: Vec<Seat> = game.seats_in_play().collect();
            let mut other_rules = any_rules(&mut d);
            other_rules.tokens = rules.tokens;
            let other = LudoGame::with_seats(other_rules, &seats).ok();
            let mut s = game.initial_state();
            let mut legal = Vec::new();
            for _ in 0..300 {
                let made = s.judged.made;
                if made != 0 {
                    prop_assert!(game.check_fits_fully(&s).is_ok(), "{:?}", s);
                }
                kept_judges_like_fresh(&game, &s);
                if let Some(other) = &other {
                    kept_judges_like_fresh(other, &s);
                }
                let action = match game.to_act(&s) {
                    ToAct::Nobody => break,
                    ToAct::Chance(_) => LudoAction::Throw(d.roll(game.rules.dice)),
                    ToAct::Player(_) => {
                        game.legal_actions(&s, &mut legal);
                        legal[d.below(legal.len())]
                    }
                };
                game.apply_mut(&mut s, action, &mut crate::Discard)
                    .map_err(|e| TestCaseError::fail(alloc::format!("{e}")))?;
                let made = s.judged.made;
                prop_assert!(made != 0, "{:?}", s);
            }
        }
    }
}
