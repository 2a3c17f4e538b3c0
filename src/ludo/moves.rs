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
use super::game::LudoGame;
use super::occupancy::{
    Blocks, HIGH, LOW, Lanes, above, beside_others, count_on, equal, gather, has, lanes, others_at,
    spread,
};
use super::rules::{Blocks as BlockRule, EntryCapture, Goal, Overshoot};
use super::squares::OFF_TRACK;
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
    pub(crate) to: [Lanes; 3],
    /// The squares each way moves a token.
    pub(crate) distance: [u8; 3],
    /// The token that enters: the lowest-numbered in the yard.
    pub(crate) entering: u8,
}

impl Moves {
    /// How many choices.
    #[inline(always)]
    pub(crate) fn len(&self) -> u32 {
        self.legal.count_ones()
    }

    /// The bit of the `i`-th choice, lowest first.
    #[inline(always)]
    pub(crate) fn nth(&self, i: u32) -> Option<u8> {
        let mut rest = self.legal;
        for _ in 0..i {
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
        let token = |t: u8| (t < 4).then_some(1 + t);
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
    pub(crate) fn plan(&self, rows: &Rows, seat: Seat, bit: u8, last: u8) -> (Plan, u8) {
        let (way, slot) = (usize::from(bit >> 3).min(2), bit & 7);
        let used = match self.pending {
            Pending::Two(_) if way == 2 => 0b11,
            Pending::Two(_) => 1 << way,
            _ => 0,
        };
        let Some(t) = slot.checked_sub(1) else {
            let plan = Plan {
                token: self.entering,
                from: YARD,
                to: 0,
                excess: 0,
            };
            return (plan, used);
        };
        let from = rows
            .get(seat.index())
            .and_then(|r| r.get(usize::from(t)))
            .copied()
            .unwrap_or(YARD);
        let to = (self.to[way] >> (16 * u32::from(t & 3))) as u8;
        let forward = u16::from(from) + u16::from(self.distance[way]);
        let excess = forward.saturating_sub(u16::from(last)).min(255) as u8;
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

/// Why each of a seat's tokens may not move one way: a mark per check and
/// token, in the order the checks are made (a refused move is explained
/// by its first mark).
#[derive(Clone, Copy, Default)]
pub(crate) struct Checks {
    /// Each token's progress after the move (bounced where it bounces).
    pub(crate) to: Lanes,
    /// In the yard.
    pub(crate) yard: u64,
    /// On the finishing square.
    pub(crate) finished: u64,
    /// Past the end of the path, with no bounce.
    pub(crate) over: u64,
    /// A block on the way.
    pub(crate) passing: u64,
    /// An own token where it would stop, where own tokens may not share.
    pub(crate) own: u64,
    /// An opponent's block where it would stop.
    pub(crate) block: u64,
    /// A full square where it would stop.
    pub(crate) full: u64,
    /// The tokens that may move.
    pub(crate) ok: u64,
}

/// Why entering is refused, by the first check that refuses it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum EntryCheck {
    Ok,
    NoEntryRoll,
    YardEmpty,
    OwnToken,
    Block,
    Full,
}

/// One seat's tokens as the generator reads them: its row in lanes, the
/// lanes that are tokens, and the board's blocks along its path, found
/// only under rules with blocks.
pub(crate) struct Mover<'a> {
    pub(crate) rows: &'a Rows,
    pub(crate) seat: Seat,
    pub(crate) row: Lanes,
    pub(crate) used: u64,
    pub(crate) yard: u64,
    pub(crate) blocks: Blocks,
}

impl LudoGame {
    /// `seat`'s tokens in `rows`, as the generator reads them.
    #[inline(always)]
    pub(crate) fn mover<'a>(&self, rows: &'a Rows, seat: Seat) -> Mover<'a> {
        let raw = rows.get(seat.index()).copied().unwrap_or([YARD; 4]);
        let (row, used) = (lanes(raw), self.used);
        let blocks = match self.rules.blocks {
            BlockRule::None => Blocks::default(),
            _ => Blocks::of(&self.squares, rows, self.in_play, seat.0, used),
        };
        Mover {
            rows,
            seat,
            row,
            used,
            yard: equal(row, YARD) & used,
            blocks,
        }
    }

    /// The squares a die showing `roll` moves the mover's tokens: a 6
    /// counts [`LudoRules::six_when_all_out`](super::LudoRules) once none
    /// is in the yard.
    #[inline(always)]
    pub(crate) fn step_of(&self, m: &Mover<'_>, roll: u8) -> u8 {
        match roll == 6 && m.yard == 0 {
            true => self.rules.six_when_all_out,
            false => roll,
        }
    }

    /// The physical checks of moving each of the mover's tokens `distance`
    /// squares, bouncing off the end where the rules and `may_bounce`
    /// allow.
    #[inline(always)]
    pub(crate) fn advance(&self, m: &Mover<'_>, distance: u8, may_bounce: bool) -> Checks {
        let r = &self.rules;
        let last = self.last;
        let mut c = Checks {
            yard: m.yard,
            finished: match r.geometry.goal {
                Goal::FinishSquare => equal(m.row, last) & m.used,
                Goal::GoalFields => 0,
            },
            ..Checks::default()
        };
        let live = m.used & !c.yard & !c.finished;
        let forward = m.row + u64::from(distance) * LOW;
        let beyond = above(forward, last) & live;
        let bounce = match may_bounce && r.overshoot == Overshoot::Bounce {
            true => beyond & !above(m.row, last),
            false => 0,
        };
        c.over = beyond & !bounce;
        c.to = forward;
        if bounce != 0 {
            // Only the lanes that bounce, each below twice the last
            // progress (a die's move is short of the home column's
            // length), so no lane borrows from the next.
            let lanes = spread(bounce);
            let back = ((u64::from(last) * 2 * LOW) & lanes) - (forward & lanes);
            c.to = (forward & !lanes) | back;
        }
        let moving = live & !c.over;
        if r.blocks == BlockRule::NoPassing && m.blocks.all != [0; 4] {
            c.passing = self.passing(m, forward, moving);
        }
        let landing = moving & !c.passing;
        self.landing(m, &mut c, landing);
        c.ok = moving & !c.passing & !c.own & !c.block & !c.full;
        c
    }

    /// The marks of the `moving` tokens that would pass a block on their
    /// way to `forward` (the squares strictly between, up to the end of
    /// the track).
    #[inline(never)]
    fn passing(&self, m: &Mover<'_>, forward: Lanes, moving: u64) -> u64 {
        let end = u16::from(self.rules.geometry.home_start());
        let mut marks = 0;
        for t in 0..4u32 {
            let mark = 0x8000u64 << (16 * t);
            if moving & mark == 0 {
                continue;
            }
            let from = (m.row >> (16 * t)) as u16 & 0xff;
            let to = ((forward >> (16 * t)) as u16 & 0x7fff).min(end);
            if super::occupancy::first_in(&m.blocks.all, from + 1, to).is_some() {
                marks |= mark;
            }
        }
        marks
    }

    /// The landing checks of the `moving` tokens, into `c`: an own token
    /// where own tokens may not share, an opponent's block, a full square.
    #[inline(always)]
    fn landing(&self, m: &Mover<'_>, c: &mut Checks, moving: u64) {
        let r = &self.rules;
        let finish = match r.geometry.goal {
            Goal::FinishSquare => equal(c.to, self.last),
            Goal::GoalFields => 0,
        };
        if !r.share_own {
            c.own = beside_others(c.to, m.row, m.used) & moving & !finish;
        }
        // The track ends before the home column (a path has one square at
        // least).
        let on_track = moving & !above(c.to, r.geometry.home_start().saturating_sub(1));
        if r.blocks != BlockRule::None && m.blocks.theirs != [0; 4] {
            c.block = lane_marks(c.to, on_track & !c.own, |_, p| has(&m.blocks.theirs, p));
        }
        if let Some(cap) = r.square_capacity {
            c.full = self.full_landings(m, c, moving & !c.own & !c.block & !finish, cap);
        }
    }

    /// The marks of the tokens whose move would end on a full square:
    /// where they stop, their own tokens stay, and on a safe square the
    /// opponents' too (elsewhere those are captured and make room).
    #[inline(never)]
    fn full_landings(&self, m: &Mover<'_>, c: &Checks, moving: u64, cap: u8) -> u64 {
        let own = others_at(c.to, m.row, m.used);
        let squares = self.squares.row(m.seat.0);
        let others = self.in_play & !(1u8 << (m.seat.0 & 7));
        lane_marks(c.to, moving, |t, p| {
            let mine = (own >> (16 * t)) as u8 & 3;
            // Off the track (the home column) only own tokens stand.
            let square = squares[usize::from(p)];
            let theirs = match square != OFF_TRACK && self.is_safe(square) {
                true => count_on(&self.squares, m.rows, others, square, m.used),
                false => 0,
            };
            mine + theirs >= cap
        })
    }

    /// Whether the mover may enter a token on a roll of `value`, or the
    /// first check that refuses it.
    #[inline(always)]
    pub(crate) fn entry(&self, m: &Mover<'_>, value: u8) -> EntryCheck {
        let r = &self.rules;
        if value > 6 || self.entries >> value & 1 == 0 {
            return EntryCheck::NoEntryRoll;
        }
        if m.yard == 0 {
            return EntryCheck::YardEmpty;
        }
        let own = equal(m.row, 0) & m.used;
        if own != 0 && !r.share_own {
            return EntryCheck::OwnToken;
        }
        let square = self.squares.start(m.seat.0);
        let as_a_move = r.entry_capture == EntryCapture::AsAMove || !self.is_safe(square);
        if as_a_move && r.blocks != BlockRule::None && has(&m.blocks.theirs, 0) {
            return EntryCheck::Block;
        }
        if r.square_capacity.is_some() && self.start_is_full(m, square, own, as_a_move) {
            return EntryCheck::Full;
        }
        EntryCheck::Ok
    }

    /// Whether the start square is too full to enter onto: its own tokens
    /// stay, and on a safe start the opponents' too, but for the one a
    /// capture on entering takes.
    #[cold]
    fn start_is_full(&self, m: &Mover<'_>, square: u8, own: u64, as_a_move: bool) -> bool {
        let mine = own.count_ones() as u8;
        let safe = self.is_safe(square);
        let others = self.in_play & !(1u8 << (m.seat.0 & 7));
        let theirs = match safe {
            true => count_on(&self.squares, m.rows, others, square, m.used),
            false => 0,
        };
        let taken = u8::from(!as_a_move && self.entry_victim(m.rows, m.seat).is_some());
        self.full(mine + theirs - taken)
    }

    /// Whether `tokens` tokens reach the square capacity.
    #[inline]
    pub(crate) fn full(&self, tokens: u8) -> bool {
        self.rules.square_capacity.is_some_and(|cap| tokens >= cap)
    }

    /// The opponent's token that entering takes on `seat`'s safe start
    /// square under [`EntryCapture::OneOpponent`] (or its "when full"
    /// form), if any: the opponent who plays soonest after `seat`, its
    /// lowest-numbered token there.
    pub(crate) fn entry_victim(&self, rows: &Rows, seat: Seat) -> Option<(Seat, u8)> {
        let square = self.squares.start(seat.0);
        if self.rules.entry_capture == EntryCapture::AsAMove || !self.is_safe(square) {
            return None;
        }
        let total = count_on(&self.squares, rows, self.in_play, square, self.used);
        if self.rules.entry_capture == EntryCapture::OneOpponentWhenFull && !self.full(total) {
            return None;
        }
        let colours = super::rules::MAX_SEATS as u8;
        (1..colours)
            .map(|k| Seat((seat.0 + k) % colours))
            .filter(|&o| self.plays(o))
            .find_map(|o| {
                super::occupancy::token_on(&self.squares, rows, o.0, square, self.used)
                    .map(|t| (o, t))
            })
    }

    /// The mover's tokens standing in one of its own blocks (two or more
    /// own tokens on one track square), a bit each.
    #[inline]
    pub(crate) fn in_blocks(&self, m: &Mover<'_>) -> u8 {
        let on_track =
            m.used & !m.yard & !above(m.row, self.rules.geometry.home_start().wrapping_sub(1));
        gather(beside_others(m.row, m.row, m.used) & on_track)
    }

    /// The mover's tokens on their start square (progress 0), a bit each.
    #[inline(always)]
    pub(crate) fn starters(m: &Mover<'_>) -> u8 {
        gather(equal(m.row, 0) & m.used)
    }
}

/// The marks of the lanes of `marks` for which `f(lane, value in at)`
/// holds.
#[inline(always)]
fn lane_marks(at: Lanes, marks: u64, f: impl Fn(u32, u8) -> bool) -> u64 {
    let mut out = 0;
    let mut left = marks & HIGH;
    while left != 0 {
        let bit = left.trailing_zeros();
        left &= left - 1;
        if f(bit / 16, (at >> (bit - 15)) as u8) {
            out |= 1 << bit;
        }
    }
    out
}

impl LudoGame {
    /// The legal choices of `pending` for `seat` in `rows`.
    #[inline(always)]
    pub(crate) fn judge(&self, rows: &Rows, seat: Seat, pending: Pending) -> Moves {
        let m = self.mover(rows, seat);
        match pending {
            Pending::One(roll) => self.judge_one(&m, roll),
            Pending::Two(dice) => self.judge_two(&m, dice),
            Pending::Bonus(distance) => {
                let c = self.advance(&m, distance, false);
                Moves {
                    pending,
                    legal: u32::from(gather(c.ok)) << 1,
                    to: [c.to, 0, 0],
                    distance: [distance, 0, 0],
                    entering: 0,
                }
            }
        }
    }

    /// The legal choices of one die showing `roll`.
    #[inline(always)]
    fn judge_one(&self, m: &Mover<'_>, roll: u8) -> Moves {
        let distance = self.step_of(m, roll);
        let c = self.advance(m, distance, true);
        let enter = self.entry(m, roll) == EntryCheck::Ok;
        let movers = gather(c.ok);
        let legal = match self.has_duties {
            true => self.duties_one(m, roll, enter, movers),
            false => movers << 1 | u8::from(enter),
        };
        Moves {
            pending: Pending::One(roll),
            legal: u32::from(legal),
            to: [c.to, 0, 0],
            distance: [distance, 0, 0],
            entering: gather(m.yard).trailing_zeros() as u8,
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
    fn duties_one(&self, m: &Mover<'_>, roll: u8, enter: bool, movers: u8) -> u8 {
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
        if r.clear_start_first && starters != 0 && m.yard != 0 {
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
    to: Lanes,
    distance: u8,
}

impl LudoGame {
    /// The physical verdicts of a die showing `value` (none for 0, a die
    /// used).
    #[inline]
    fn die_way(&self, m: &Mover<'_>, value: u8) -> Way {
        if value == 0 {
            return Way::default();
        }
        let distance = self.step_of(m, value);
        let c = self.advance(m, distance, true);
        Way {
            movers: gather(c.ok),
            enter: self.entry(m, value) == EntryCheck::Ok,
            to: c.to,
            distance,
        }
    }

    /// The legal choices of the pending two `dice` (0 for a die used):
    /// each die entering or moving a token, their total entering, their
    /// sum moving one token, with the duties of the rules.
    fn judge_two(&self, m: &Mover<'_>, dice: [u8; 2]) -> Moves {
        let r = &self.rules;
        let [a, b] = dice;
        let both = a != 0 && b != 0;
        let ways = [self.die_way(m, a), self.die_way(m, b)];
        let total =
            both && r.enter_on_total && self.entry(m, a.saturating_add(b)) == EntryCheck::Ok;
        let sum_distance = self.step_of(m, a).saturating_add(self.step_of(m, b));
        let sum = match both && r.sum_move {
            true => {
                let c = self.advance(m, sum_distance, false);
                Way {
                    movers: gather(c.ok),
                    enter: false,
                    to: c.to,
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
        if self.has_duties {
            legal = self.duties_two(m, dice, &ways, total, &sum);
        }
        Moves {
            pending: Pending::Two(dice),
            legal: u32::from(legal[0]) | u32::from(legal[1]) << 8 | u32::from(legal[2]) << 16,
            to: [ways[0].to, ways[1].to, sum.to],
            distance: [ways[0].distance, ways[1].distance, sum.distance],
            entering: gather(m.yard).trailing_zeros() as u8,
        }
    }

    /// What the duties of the rules leave of two dice's candidates, each
    /// way's slots: under "must enter" only the entries; a double must
    /// open a block with the first die played when a die can; the start
    /// is cleared first, way by way (entering on the total clears it by
    /// the total).
    fn duties_two(
        &self,
        m: &Mover<'_>,
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
        let starters = Self::starters(m);
        let clear = |movers: u8| r.clear_start_first && starters & movers != 0 && m.yard != 0;
        let by_total = match total && r.clear_start_first {
            true => self.die_way(m, dice[0].saturating_add(dice[1])).movers,
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
