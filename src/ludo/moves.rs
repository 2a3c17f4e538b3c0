//! The one move generator: every legal choice of a pending roll, worked out from the packed occupancy in word operations (the mover's four tokens at once, the board's blocks as a mask along its path) and returned as a small `Copy` set that `legal_actions`, `apply_mut`, `validate`, the lock test and the uniform playout all read.
//!
//! A roll is judged in three steps. The physical checks of each *way* of
//! using the dice (the die, or with two dice die 0, die 1, their total to
//! enter, their sum to move one token) give one mark per check and token:
//! in the yard, finished, past the end, a block in the way, an own token,
//! an opponent's block, a full square. A token may move that way when no
//! mark is set; entering is judged the same way on the start square. Then
//! the duties of the rules (entering first, opening a block, clearing the
//! start) keep some of the candidates. The marks are kept apart so that a
//! refused choice is explained by the check that refused it
//! (`ludo::refusal`), from the same computation.

use super::YARD;
use super::action::LudoAction;
use super::checks::{EntryCheck, Mover};
use super::features::{ANY, BOUNCE, DUTIES, TWO_DICE, with_features};
use super::game::LudoGame;
use super::occupancy::{Word, gather};
use super::state::{LudoState, Phase, Rows};
use crate::game::Seat;

/// The roll a choice is made for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Pending {
    /// One die ([`Phase::AwaitingChoice`]).
    One(u8),
    /// Two dice, 0 for a die used ([`Phase::AwaitingDice`]).
    Two([u8; 2]),
    /// A bonus move of this many squares ([`Phase::AwaitingBonus`]).
    Bonus(u8),
}

impl Pending {
    /// What `s` awaits a choice for, if anything.
    #[inline]
    pub(crate) fn of(s: &LudoState) -> Option<Pending> {
        match s.phase {
            Phase::AwaitingChoice(roll) => Some(Pending::One(roll)),
            Phase::AwaitingDice => Some(Pending::Two(s.dice)),
            Phase::AwaitingBonus(distance) => Some(Pending::Bonus(distance)),
            _ => None,
        }
    }
}

/// How many bits each five-bit number sets.
const COUNTS: [u8; 32] = {
    let mut counts = [0; 32];
    let mut n = 0;
    while n < 32 {
        counts[n] = (n as u32).count_ones() as u8;
        n += 1;
    }
    counts
};

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

/// The legal choices of one pending roll for one seat.
///
/// Ways of using the dice are numbered 0 (the die, die 0, or the bonus
/// move), 1 (die 1) and 2 (both: entering on their total, moving one token
/// by their sum); each has five slots, 0 entering and `1 + t` moving token
/// `t`. Bit `8 way + slot` of `legal` is set for each legal choice, so
/// that the bits in order are the legal list's order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Moves {
    /// What the choice is made for.
    pub(crate) pending: Pending,
    /// The legal choices, a bit each.
    pub(crate) legal: u32,
    /// Each way's progress of every token after its move (a lane each).
    pub(crate) to: [[u8; 4]; 3],
    /// The squares each way moves a token.
    pub(crate) distance: [u8; 3],
}

impl Moves {
    /// How many choices.
    #[inline(always)]
    pub(crate) fn len(&self) -> u32 {
        // One die's choices fit five bits: a table instead of a population
        // count (a loop of shifts on the x86-64 baseline).
        match self.legal {
            0..32 => u32::from(COUNTS[self.legal as usize]),
            _ => self.legal.count_ones(),
        }
    }

    /// The bit of the `i`-th choice, lowest first.
    #[inline(always)]
    pub(crate) fn nth(&self, i: u32) -> Option<u8> {
        let mut rest = self.legal;
        for _ in 0..i.min(32) {
            rest &= rest.wrapping_sub(1);
        }
        (rest != 0).then(|| rest.trailing_zeros() as u8)
    }

    /// The action of choice bit `bit`.
    pub(crate) fn action(&self, bit: u8) -> LudoAction {
        let (way, slot) = (bit >> 3, bit & 7);
        let token = slot.wrapping_sub(1);
        match (self.pending, way, slot) {
            (Pending::One(_), _, 0) => LudoAction::Enter,
            (Pending::One(_), _, _) => LudoAction::Move { token },
            (Pending::Bonus(_), _, _) => LudoAction::BonusMove { token },
            (Pending::Two(_), 2, 0) => LudoAction::EnterTotal,
            (Pending::Two(_), 2, _) => LudoAction::MoveSum { token },
            (Pending::Two(_), die, 0) => LudoAction::EnterDie { die },
            (Pending::Two(_), die, _) => LudoAction::MoveDie { token, die },
        }
    }

    /// The choice bit of `action`, if it names a way and slot of this
    /// pending roll (legal or not).
    pub(crate) fn bit_of(&self, action: LudoAction) -> Option<u8> {
        // `then`, not `then_some`: the slot is computed only for a token
        // in range (an outside token of 255 overflowed `1 + t`).
        let token = |t: u8| (t < 4).then(|| 1 + t);
        let (way, slot) = match (self.pending, action) {
            (Pending::One(_), LudoAction::Enter) => (0, Some(0)),
            (Pending::One(_), LudoAction::Move { token: t }) => (0, token(t)),
            (Pending::Bonus(_), LudoAction::BonusMove { token: t }) => (0, token(t)),
            (Pending::Two(_), LudoAction::EnterDie { die }) if die < 2 => (die, Some(0)),
            (Pending::Two(_), LudoAction::MoveDie { token: t, die }) if die < 2 => (die, token(t)),
            (Pending::Two(_), LudoAction::EnterTotal) => (2, Some(0)),
            (Pending::Two(_), LudoAction::MoveSum { token: t }) => (2, token(t)),
            _ => return None,
        };
        slot.map(|slot| 8 * way + slot)
    }

    /// The move of choice bit `bit` (legal or not) for `seat`'s tokens in
    /// `rows`, and the dice it uses (bit 0: die 0, bit 1: die 1).
    #[inline(always)]
    pub(crate) fn plan<const F: u32>(
        &self,
        rows: &Rows,
        seat: Seat,
        bit: u8,
        last: u8,
    ) -> (Plan, u8) {
        let (way, slot) = match F & TWO_DICE {
            0 => (0, bit & 7),
            _ => (usize::from(bit >> 3).min(2), bit & 7),
        };
        let used = match self.pending {
            Pending::Two(_) if way == 2 => 0b11,
            Pending::Two(_) => 1 << way,
            _ => 0,
        };
        let row = rows.get(seat.index()).copied().unwrap_or([YARD; 4]);
        let Some(t) = slot.checked_sub(1) else {
            // The lowest-numbered token in the yard enters.
            let token = row.iter().position(|&p| p == YARD).unwrap_or(0) as u8;
            let plan = Plan {
                token,
                from: YARD,
                to: 0,
                excess: 0,
            };
            return (plan, used);
        };
        let from = row[usize::from(t & 3)];
        let to = self.to[way][usize::from(t & 3)];
        // Only a bounce goes past the end (the moves judged legal).
        let excess = match F & BOUNCE {
            0 => 0,
            _ => {
                let forward = u16::from(from) + u16::from(self.distance[way]);
                forward.saturating_sub(u16::from(last)).min(255) as u8
            }
        };
        let plan = Plan {
            token: t,
            from,
            to,
            excess,
        };
        (plan, used)
    }
}

/// The legal choices of a position awaiting one, as
/// [`LudoGame::moves`](super::LudoGame::moves) finds them: a small `Copy`
/// value listing them in the order of
/// [`legal_actions`](crate::RaceGame::legal_actions), which
/// [`LudoGame::play`](super::LudoGame::play) plays from without judging
/// the roll again. A hot loop that would otherwise call `legal_actions`
/// and then `apply` (two judgements of one roll) asks once and plays from
/// what it holds.
///
/// It keeps the position it was found for (the token rows, the seat and
/// the pending roll), so that it is never played on another.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LudoMoves {
    moves: Option<Moves>,
    rows: Rows,
    seat: Seat,
}

impl LudoMoves {
    /// The set `moves` found for `state` (none: nothing to choose).
    pub(crate) fn new(moves: Option<Moves>, state: &LudoState) -> Self {
        LudoMoves {
            moves,
            rows: state.tokens,
            seat: state.current(),
        }
    }

    /// The moves, if they were found for `state`.
    pub(crate) fn found_for(&self, state: &LudoState) -> Option<&Moves> {
        let moves = self.moves.as_ref()?;
        let same = self.rows == state.tokens
            && self.seat == state.current()
            && Pending::of(state) == Some(moves.pending);
        same.then_some(moves)
    }

    /// How many choices.
    pub fn len(&self) -> usize {
        self.moves.map_or(0, |m| m.len() as usize)
    }

    /// Whether there is no choice (the position awaits none).
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The `index`-th choice, as `legal_actions` lists them.
    pub fn get(&self, index: usize) -> Option<LudoAction> {
        let moves = self.moves.as_ref()?;
        let bit = moves.nth(u32::try_from(index).ok()?)?;
        Some(moves.action(bit))
    }

    /// The choices, as `legal_actions` lists them.
    pub fn iter(&self) -> impl Iterator<Item = LudoAction> + '_ {
        (0..self.len()).filter_map(|i| self.get(i))
    }

    /// Whether `action` is one of the choices.
    pub fn contains(&self, action: LudoAction) -> bool {
        self.moves
            .as_ref()
            .is_some_and(|m| m.bit_of(action).is_some_and(|bit| m.legal >> bit & 1 != 0))
    }
}

impl LudoGame {
    /// The legal choices of `pending` for `seat` in `rows`.
    #[inline(always)]
    pub(crate) fn judge<const F: u32, W: Word>(
        &self,
        rows: &Rows,
        seat: Seat,
        pending: Pending,
    ) -> Moves {
        self.judge_knowing::<F, W>(rows, seat, pending, None)
    }

    /// [`LudoGame::judge`] for a caller that serves any rule set: in the
    /// row's bytes where the board is narrow enough, else in 16-bit
    /// lanes.
    #[inline]
    pub(crate) fn judge_any(&self, rows: &Rows, seat: Seat, pending: Pending) -> Moves {
        with_features!(self, F, W => self.judge::<F, W>(rows, seat, pending))
    }

    /// [`LudoGame::judge`], told which colours have two tokens together
    /// on the track (see [`LudoGame::mover_knowing`]).
    #[inline(always)]
    pub(crate) fn judge_knowing<const F: u32, W: Word>(
        &self,
        rows: &Rows,
        seat: Seat,
        pending: Pending,
        paired: Option<u8>,
    ) -> Moves {
        let m = self.mover_knowing::<F, W>(rows, seat, paired);
        match pending {
            Pending::One(roll) => self.judge_one::<F, W>(&m, roll),
            Pending::Two(dice) if self.has::<F>(TWO_DICE) => self.judge_two::<F, W>(&m, dice),
            Pending::Two(dice) => self.judge_two::<ANY, W>(&m, dice),
            Pending::Bonus(distance) => {
                let c = self.advance::<F, W>(&m, distance, false);
                Moves {
                    pending,
                    legal: u32::from(gather(c.ok)) << 1,
                    to: [c.to.bytes(), [0; 4], [0; 4]],
                    distance: [distance, 0, 0],
                }
            }
        }
    }

    /// The legal choices of one die showing `roll`.
    #[inline(always)]
    fn judge_one<const F: u32, W: Word>(&self, m: &Mover<'_, W>, roll: u8) -> Moves {
        // Every token in the yard (the start of a game, after captures):
        // only entering is asked, and under duties no duty is left.
        if self.has::<F>(DUTIES) && m.yard == m.used {
            let enter = self.entry::<F, W>(m, roll) == EntryCheck::Ok;
            return Moves {
                pending: Pending::One(roll),
                legal: u32::from(enter),
                to: [[0; 4]; 3],
                distance: [roll, 0, 0],
            };
        }
        let distance = self.step_of(m, roll);
        let c = self.advance::<F, W>(m, distance, true);
        let enter = self.entry::<F, W>(m, roll) == EntryCheck::Ok;
        let movers = gather(c.ok);
        let legal = match self.has::<F>(DUTIES) {
            true => self.duties_one(m, roll, enter, movers),
            false => movers << 1 | u8::from(enter),
        };
        Moves {
            pending: Pending::One(roll),
            legal: u32::from(legal),
            to: [c.to.bytes(), [0; 4], [0; 4]],
            distance: [distance, 0, 0],
        }
    }

    /// What the duties of the rules leave of one die's candidates
    /// (entering, and the tokens in `movers`).
    ///
    /// Entering, when it is obligatory and possible, is the only choice
    /// (and then the start square need not be cleared first). Opening a
    /// block comes before clearing the start: a move that opens one is
    /// legal even while the start waits to be cleared, so the two duties
    /// never leave a player without a move.
    #[inline(always)]
    fn duties_one<W: Word>(&self, m: &Mover<'_, W>, roll: u8, enter: bool, movers: u8) -> u8 {
        let r = &self.rules;
        if r.must_enter && enter {
            return 1;
        }
        if r.open_blocks_on_six && roll == 6 {
            let openers = self.in_blocks(m) & movers;
            if openers != 0 {
                return openers << 1;
            }
        }
        let starters = Self::starters(m) & movers;
        if r.clear_start_first && starters != 0 && m.yard != W::default() {
            return starters << 1;
        }
        movers << 1 | u8::from(enter)
    }
}

/// The physical verdicts of one way of using two dice: the tokens that
/// may move (a bit each), whether entering may, and where each ends.
#[derive(Clone, Copy, Default)]
struct Way {
    movers: u8,
    enter: bool,
    to: [u8; 4],
    distance: u8,
}

impl LudoGame {
    /// The physical verdicts of a die showing `value` (none for 0, a die
    /// used).
    #[inline]
    fn die_way<const F: u32, W: Word>(&self, m: &Mover<'_, W>, value: u8) -> Way {
        if value == 0 {
            return Way::default();
        }
        let distance = self.step_of(m, value);
        let c = self.advance::<F, W>(m, distance, true);
        Way {
            movers: gather(c.ok),
            enter: self.entry::<F, W>(m, value) == EntryCheck::Ok,
            to: c.to.bytes(),
            distance,
        }
    }

    /// The legal choices of the pending two `dice` (0 for a die used):
    /// each die entering or moving a token, their total entering, their
    /// sum moving one token, with the duties of the rules.
    fn judge_two<const F: u32, W: Word>(&self, m: &Mover<'_, W>, dice: [u8; 2]) -> Moves {
        let r = &self.rules;
        let [a, b] = dice;
        let both = a != 0 && b != 0;
        let ways = [self.die_way::<F, W>(m, a), self.die_way::<F, W>(m, b)];
        let total = both
            && r.enter_on_total
            && self.entry::<F, W>(m, a.saturating_add(b)) == EntryCheck::Ok;
        let sum_distance = self.step_of(m, a).saturating_add(self.step_of(m, b));
        let sum = match both && r.sum_move {
            true => {
                let c = self.advance::<F, W>(m, sum_distance, false);
                Way {
                    movers: gather(c.ok),
                    enter: false,
                    to: c.to.bytes(),
                    distance: sum_distance,
                }
            }
            false => Way::default(),
        };
        let mut legal = [
            ways[0].movers << 1 | u8::from(ways[0].enter),
            ways[1].movers << 1 | u8::from(ways[1].enter),
            sum.movers << 1 | u8::from(total),
        ];
        if self.has::<F>(DUTIES) {
            legal = self.duties_two::<F, W>(m, dice, &ways, total, &sum);
        }
        Moves {
            pending: Pending::Two(dice),
            legal: u32::from(legal[0]) | u32::from(legal[1]) << 8 | u32::from(legal[2]) << 16,
            to: [ways[0].to, ways[1].to, sum.to],
            distance: [ways[0].distance, ways[1].distance, sum.distance],
        }
    }

    /// What the duties of the rules leave of two dice's candidates, each
    /// way's slots: under "must enter" only the entries; a double must
    /// open a block with the first die played when a die can; the start
    /// is cleared first, way by way (entering on the total clears it by
    /// the total).
    fn duties_two<const F: u32, W: Word>(
        &self,
        m: &Mover<'_, W>,
        dice: [u8; 2],
        ways: &[Way; 2],
        total: bool,
        sum: &Way,
    ) -> [u8; 3] {
        let r = &self.rules;
        let enters = [
            u8::from(ways[0].enter),
            u8::from(ways[1].enter),
            u8::from(total),
        ];
        if r.must_enter && enters.contains(&1) {
            return enters;
        }
        let moved = |w: &Way| w.movers << 1;
        let open = r.open_blocks_on_six && dice[0] == dice[1] && dice[0] != 0;
        let in_blocks = self.in_blocks(m);
        let openers = match open {
            true => in_blocks & ways[0].movers,
            false => 0,
        };
        if openers != 0 {
            return [
                openers << 1 & moved(&ways[0]),
                openers << 1 & moved(&ways[1]),
                in_blocks << 1 & moved(sum),
            ];
        }
        self.clear_start_two::<F, W>(m, dice, ways, total, sum, enters)
    }

    /// The "clear the start first" duty of [`Self::duties_two`], applied
    /// to each way's slots (moved tokens, and `enters`). Inlined always:
    /// it is the tail of one function, split only to be read.
    #[inline(always)]
    fn clear_start_two<const F: u32, W: Word>(
        &self,
        m: &Mover<'_, W>,
        dice: [u8; 2],
        ways: &[Way; 2],
        total: bool,
        sum: &Way,
        enters: [u8; 3],
    ) -> [u8; 3] {
        let r = &self.rules;
        let moved = |w: &Way| w.movers << 1;
        let starters = Self::starters(m);
        let clear =
            |movers: u8| r.clear_start_first && starters & movers != 0 && m.yard != W::default();
        let by_total = match total && r.clear_start_first {
            true => {
                self.die_way::<F, W>(m, dice[0].saturating_add(dice[1]))
                    .movers
            }
            false => 0,
        };
        let mut legal = [
            moved(&ways[0]) | enters[0],
            moved(&ways[1]) | enters[1],
            moved(sum) | enters[2],
        ];
        for (slots, movers) in legal.iter_mut().zip([ways[0].movers, ways[1].movers]) {
            if clear(movers) {
                *slots &= starters << 1;
            }
        }
        let total_slot = match clear(by_total) {
            true => 0,
            false => enters[2],
        };
        let sum_slots = match clear(sum.movers) {
            true => moved(sum) & starters << 1,
            false => moved(sum),
        };
        legal[2] = sum_slots | total_slot;
        legal
    }
}
