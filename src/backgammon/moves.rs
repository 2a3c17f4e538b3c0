//! The one move generator: which checker moves the dice allow (as masks of origins), and the search of the turn that keeps only first moves beginning a play with as many dice as the rules demand.
//!
//! A single checker move is legal in two steps. Physically
//! ([`Laws::movers`]): the checker exists and is free, nothing else waits
//! on the bar, the landing point is open, bearing off only with every
//! checker home and with a larger die only from the farthest point (and
//! Fevga's own restrictions). Then for the play ([`Laws::move_set`]): among
//! the plays that begin with it, the best must be as good as the best of
//! all plays, where plays compare by the dice they use, then (when only one
//! of two different dice is used) by using the larger, then (Fevga) by not
//! ending on a trapping prime. A play that wins the game ends there, and
//! the dice it left are unused: it is legal only if no play uses more
//! (the rule books' "both numbers if legally possible", as GNU Backgammon
//! reads it). Since the rule looks at the rest of the turn only, a state in
//! the middle of a turn needs nothing but its position and its dice left.
//!
//! The search is cheap in the usual case: when two different checkers can
//! use the two dice (or enough checkers can each use a die of a double),
//! the whole roll can be played whatever is moved first, so most first
//! moves are settled by mask arithmetic, and the tree is walked only where
//! a move could strand a die.

use super::dice::DiceLeft;
use super::frame::{Frame, OUTSIDE_HOME, span};
use super::memory::Privilege;
use super::memory::TurnMemory;
use super::restriction::{Restriction, Restrictions};
use super::rules::{AceyDeucey, BAR, BackgammonRules, Contact, Direction, MotherRule, OFF, START};
use super::state::POINT_BITS;

/// Where a legal checker move lands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Landing {
    /// On an empty point or one of the mover's own.
    Point(u8),
    /// On a blot, which is hit.
    Hit(u8),
    /// On a blot, which is pinned.
    Pin(u8),
    /// Borne off.
    Off,
}

impl Landing {
    /// The point landed on ([`OFF`] when borne off).
    pub(crate) const fn to(self) -> u8 {
        match self {
            Landing::Point(p) | Landing::Hit(p) | Landing::Pin(p) => p,
            Landing::Off => OFF,
        }
    }
}

/// How a move ended the game, if it did.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(crate) enum Ending {
    /// The game goes on.
    None,
    /// The mover bore off its last checker.
    BoreOff,
    /// The mover pinned the opponent's mother (Plakoto) and wins.
    Mother,
    /// Both mothers are pinned (Plakoto): drawn.
    Drawn,
}

/// A move played on a frame: where it landed and whether the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Played {
    pub(crate) landing: Landing,
    pub(crate) ending: Ending,
    /// A checker of the opponent freed by the move (Plakoto), by the
    /// mover's numbers.
    pub(crate) freed: Option<u8>,
}

/// The legal first moves for the dice left: per distinct die value
/// (largest first), the mask of points (bit 25 the bar) a checker can move
/// from with it. Small and `Copy`: a loop that plays many moves from one
/// position holds it instead of asking again.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct MoveSet {
    pub(crate) dice: [u8; 2],
    pub(crate) origins: [u32; 2],
}

impl MoveSet {
    /// Whether no move is legal.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.origins[0] | self.origins[1] == 0
    }

    /// How many moves are legal.
    #[inline]
    pub fn len(&self) -> usize {
        (self.origins[0].count_ones() + self.origins[1].count_ones()) as usize
    }

    /// Whether moving a checker from `from` with a die of `die` is legal.
    #[inline]
    pub fn contains(&self, from: u8, die: u8) -> bool {
        from < 32
            && (0..2).any(|i| self.dice[i] == die && die != 0 && self.origins[i] & (1 << from) != 0)
    }

    /// The legal moves as `(from, die)`, larger die first, then from the
    /// bar and the farthest point down: the order of
    /// [`legal_actions`](crate::RaceGame::legal_actions).
    pub fn iter(&self) -> impl Iterator<Item = (u8, u8)> + '_ {
        (0..2).flat_map(move |i| {
            let die = self.dice[i];
            let mut m = self.origins[i];
            core::iter::from_fn(move || {
                if m == 0 {
                    return None;
                }
                let p = 31 - m.leading_zeros();
                m &= !(1 << p);
                Some((p as u8, die))
            })
        })
    }

    /// The `k`-th legal move in the order of [`iter`](MoveSet::iter).
    #[inline]
    pub fn nth(&self, k: usize) -> Option<(u8, u8)> {
        let first = self.origins[0].count_ones() as usize;
        let (i, mut k) = if k < first { (0, k) } else { (1, k - first) };
        let mut m = *self.origins.get(i)?;
        while m != 0 {
            let p = 31 - m.leading_zeros();
            if k == 0 {
                return Some((p as u8, self.dice[i]));
            }
            m &= !(1 << p);
            k -= 1;
        }
        None
    }
}

/// The rules the generator reads, taken from [`BackgammonRules`] once.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Laws {
    pub(crate) checkers: u8,
    pub(crate) direction: Direction,
    pub(crate) contact: Contact,
    pub(crate) mother: MotherRule,
    pub(crate) runner_first: bool,
    pub(crate) starting_table_open: bool,
    pub(crate) no_trapping_prime: bool,
    /// The restrictions that look beyond one move (long nardy's).
    pub(crate) restrictions: Restrictions,
    /// Whether checkers start off the board (acey-deucey's start area).
    pub(crate) start_area: bool,
    /// Acey-deucey's 1-2, if the rules play it.
    pub(crate) acey_deucey: Option<AceyDeucey>,
    /// Whether any of the three Fevga rules, any restriction or a start
    /// area is on (read on every move): then a move can change what other
    /// moves may do, or a move comes from outside the origins' masks.
    careful: bool,
}

/// A side's head: its starting point, where long nardy's checkers all
/// begin.
pub(crate) const HEAD: u8 = 24;

/// Plays compare by this key, higher better: dice used (times 4), using
/// the larger die when only one of two is used (2), not ending on a
/// trapping prime (1).
pub(crate) type Key = u8;

/// The key's bit for using the larger die.
pub(crate) const LARGER: Key = 2;
/// The key's bit for not ending on a trapping prime.
pub(crate) const OPEN: Key = 1;

/// The best key a play of `dice` can have: every die used.
#[inline]
pub(crate) fn top(dice: DiceLeft) -> Key {
    ((dice.len() as Key) << 2) | LARGER | OPEN
}

impl Laws {
    /// The laws of `rules`.
    pub(crate) fn of(rules: &BackgammonRules) -> Laws {
        Laws {
            checkers: rules.checkers,
            direction: rules.direction,
            contact: rules.contact,
            mother: rules.mother,
            runner_first: rules.runner_first,
            starting_table_open: rules.starting_table_open,
            no_trapping_prime: rules.no_trapping_prime,
            restrictions: rules.restrictions,
            start_area: rules.to_enter > 0,
            acey_deucey: rules.acey_deucey,
            careful: rules.runner_first
                || rules.starting_table_open
                || rules.no_trapping_prime
                || !rules.restrictions.is_empty()
                || rules.to_enter > 0,
        }
    }

    /// How many checkers may leave the head in a turn of `dice` that begins
    /// on `f`: 0 without the head rule, 2 on a first turn's 6-6, 4-4 or
    /// 3-3 under its exception, otherwise 1.
    pub(crate) fn head_allowance(&self, f: &Frame, dice: DiceLeft) -> u8 {
        if !self.restrictions.contains(Restriction::HeadOnce) {
            return 0;
        }
        let first_turn = f.count(HEAD) == self.checkers;
        let exception = self
            .restrictions
            .contains(Restriction::FirstDoublesTwoOffHead)
            && first_turn
            && dice.len() == 4
            && matches!(dice.largest(), 6 | 4 | 3);
        if exception { 2 } else { 1 }
    }

    /// Sets `f`'s memory for the start of a turn of `dice` (under rules
    /// without restrictions or acey-deucey it is empty already, and stays
    /// so).
    #[inline]
    pub(crate) fn begin(&self, f: &mut Frame, dice: DiceLeft) {
        if !self.restrictions.is_empty() {
            f.memory = TurnMemory::new(self.head_allowance(f, dice), 0);
        }
        if let Some(acey) = self.acey_deucey {
            f.memory.privilege = Self::privilege(acey, dice);
        }
    }

    /// What a throw of `dice` earns under acey-deucey's rules once played:
    /// a double to name after a 1-2, another throw after a double when
    /// the rules give one.
    #[inline(never)]
    fn privilege(acey: AceyDeucey, dice: DiceLeft) -> Privilege {
        if dice.values() == [2, 1] {
            Privilege::NameDoubles
        } else if acey.doubles_again && dice.len() == 4 {
            Privilege::ThrowAgain
        } else {
            Privilege::None
        }
    }

    /// Whether a move can change what other moves are legal (Fevga's
    /// rules), so that the shortcuts of independent checkers do not hold.
    #[inline]
    pub(crate) fn careful(&self) -> bool {
        self.careful
    }

    /// The points a checker can move from with a die of `die`, by the
    /// physical rules alone.
    #[inline]
    pub(crate) fn movers(&self, f: &Frame, die: u8) -> u32 {
        let origins = f.origins();
        let open = !f.closed & POINT_BITS;
        let mut m = origins & (open << die);
        if f.all_home() {
            let home = f.occ & span(1, 6);
            let exact = origins & (1 << die);
            let highest = 31 - home.leading_zeros().min(31);
            let over = if home != 0 && highest < u32::from(die) {
                origins & (1 << highest)
            } else {
                0
            };
            m |= exact | over;
        }
        if self.careful() && (m != 0 || self.start_area) {
            m = self.filter_careful(f, die, m);
        }
        m
    }

    /// The rules that look beyond the landing point: entering from the
    /// start area, Fevga's rules, then the restrictions. Out of line, so
    /// that the physical rules every game plays stay compact.
    #[inline(never)]
    fn filter_careful(&self, f: &Frame, die: u8, m: u32) -> u32 {
        let m = m | self.entering_from_start(f, die);
        let m = self.fevga_filter(f, die, m);
        if self.restrictions.is_empty() {
            m
        } else {
            self.restrict(f, die, m)
        }
    }

    /// The restrictions' filter on single moves: the head rule (no more
    /// checkers off the head than the turn still allows), the hit-and-run
    /// rule (no checker that hit in the home board this turn) and the prime
    /// rule (no move that makes a six-point block with every opposing
    /// checker behind it, unless such a block stood before the move).
    fn restrict(&self, f: &Frame, die: u8, mut m: u32) -> u32 {
        if self.restrictions.contains(Restriction::HeadOnce) && f.memory.head_left == 0 {
            m &= !(1 << HEAD);
        }
        let mut hitters = u32::from(f.memory.hit_home) & m;
        while hitters != 0 {
            let p = hitters.trailing_zeros() as u8;
            hitters &= hitters - 1;
            if f.count(p) <= 1 {
                m &= !(1 << p);
            }
        }
        if self.restrictions.contains(Restriction::NoBlindPrime) && !self.traps(f) {
            let mut each = m & !(1 << BAR);
            while each != 0 {
                let from = each.trailing_zeros() as u8;
                each &= each - 1;
                let Some(to) = from.checked_sub(die).filter(|&t| t != OFF) else {
                    continue;
                };
                let mut after = *f;
                after.lift(from);
                after.drop_on(to);
                if self.traps(&after) {
                    m &= !(1 << from);
                }
            }
        }
        m
    }

    /// The start area's move with `die`, as a mask: a checker waiting there
    /// enters on the mover's point `25 - die`, as from the bar, when that
    /// point is open and no checker waits on the bar.
    #[inline]
    fn entering_from_start(&self, f: &Frame, die: u8) -> u32 {
        let waiting = f.occ & (1 << START) != 0 && f.occ & (1 << BAR) == 0;
        let open = f.closed & (1 << BAR.saturating_sub(die)) == 0;
        if waiting && open { 1 << START } else { 0 }
    }

    /// Fevga's restrictions on single moves: the runner first, and never
    /// the whole starting table.
    fn fevga_filter(&self, f: &Frame, die: u8, mut m: u32) -> u32 {
        const START: u8 = 24;
        if self.runner_first && m & (1 << START) != 0 && !self.runner_free(f) {
            m &= !(1 << START);
        }
        if self.starting_table_open {
            let table = span(19, 24);
            let mut each = m & (table | 1 << BAR);
            while each != 0 {
                let from = (31 - each.leading_zeros()) as u8;
                each &= !(1 << from);
                let to = from - die;
                let after = (f.occ | 1 << to) & !(if f.count(from) == 1 { 1 << from } else { 0 });
                if to >= 19 && after & table == table {
                    m &= !(1 << from);
                }
            }
        }
        m
    }

    /// The restriction that alone keeps the move of `from` with `die` off
    /// the physically legal moves, if one does (for refusals: out of the
    /// hot path).
    pub(crate) fn restriction_broken(&self, f: &Frame, from: u8, die: u8) -> Option<Restriction> {
        let bit = 1u32 << from.min(31);
        let free = Laws {
            restrictions: Restrictions::EMPTY,
            ..*self
        };
        if self.restrictions.is_empty() || free.movers(f, die) & bit == 0 {
            return None;
        }
        self.restrictions.iter().find(|&r| {
            let only = Laws {
                restrictions: Restrictions::EMPTY.with(r),
                ..*self
            };
            only.movers(f, die) & bit == 0
        })
    }

    /// Whether the mover may take a checker off its starting point: no
    /// checker has left it yet, or one has passed the opponent's starting
    /// point.
    pub(crate) fn runner_free(&self, f: &Frame) -> bool {
        let pass = self.direction.other(24);
        let left = f.occ & span(1, 23) != 0 || f.off() > 0;
        let passed = f.occ & span(1, pass.saturating_sub(1)) != 0 || f.off() > 0;
        !left || passed
    }

    /// Where the legal move of `from` with `die` lands (it is in `movers`).
    #[inline]
    pub(crate) fn landing(&self, f: &Frame, from: u8, die: u8) -> Landing {
        // A checker from the start area lands where one from the bar would.
        match from.min(BAR).checked_sub(die) {
            None | Some(0) => Landing::Off,
            Some(to) if f.blots & (1 << to) != 0 => match self.contact {
                Contact::Pin => Landing::Pin(to),
                _ => Landing::Hit(to),
            },
            Some(to) => Landing::Point(to),
        }
    }

    /// Plays the legal move of `from` with `die` on `f`.
    #[inline]
    pub(crate) fn play(&self, f: &mut Frame, from: u8, die: u8) -> Played {
        let landing = self.landing(f, from, die);
        let freed =
            (self.contact == Contact::Pin && f.count(from) == 1 && f.pin_theirs & (1 << from) != 0)
                .then_some(from);
        f.lift(from);
        f.drop_on(landing.to());
        if !self.restrictions.is_empty() {
            self.remember(f, from, landing);
        }
        let mut ending = Ending::None;
        match landing {
            Landing::Hit(at) => f.hit(at),
            Landing::Pin(at) => {
                f.pin(at);
                ending = self.mother_pin(f, at);
            }
            Landing::Off if f.off() >= self.checkers => ending = Ending::BoreOff,
            _ => {}
        }
        Played {
            landing,
            ending,
            freed,
        }
    }

    /// The turn's memory after moving from `from` to `landing`: one
    /// checker fewer may leave the head; a hit in the home board is
    /// remembered under the hit-and-run rule. Out of line: only the rule
    /// sets with restrictions come here.
    #[inline(never)]
    fn remember(&self, f: &mut Frame, from: u8, landing: Landing) {
        f.memory.head_left = f.memory.head_left.saturating_sub(u8::from(from == HEAD));
        if let Landing::Hit(at @ 1..=6) = landing
            && self.restrictions.contains(Restriction::NoHitAndRunHome)
        {
            f.memory.hit_home |= 1 << at;
        }
    }

    /// What pinning the blot on the mover's point `at` does under the
    /// mother rule.
    fn mother_pin(&self, f: &Frame, at: u8) -> Ending {
        const START: u8 = 24;
        if self.mother == MotherRule::Off || at != self.direction.other(START) {
            return Ending::None;
        }
        if self.mother == MotherRule::WinsOrDraws && f.pin_mine & (1 << START) != 0 {
            Ending::Drawn
        } else if f.count(START) == 0 {
            Ending::Mother
        } else {
            Ending::None
        }
    }

    /// Whether a move could end the game by pinning the opponent's mother
    /// (a blot of theirs on their starting point, under the mother rule):
    /// such a move leaves the dice after it unused, which the shortcuts by
    /// mask arithmetic do not see.
    #[inline]
    fn may_pin_mother(&self, f: &Frame) -> bool {
        const START: u8 = 24;
        self.mother != MotherRule::Off && f.blots & (1 << self.direction.other(START)) != 0
    }

    /// Whether the mover holds six points in a row along the opponent's
    /// path with every opposing checker on the board still behind them.
    pub(crate) fn traps(&self, f: &Frame) -> bool {
        let made = super::frame::two_or_more(f.mine) & POINT_BITS;
        let held = f.occ & POINT_BITS;
        let closed_to_them = match self.contact {
            Contact::Block => held,
            Contact::Hit => made,
            Contact::Pin => made | (held & f.pin_theirs),
        };
        let wall = super::frame::remap_mask(closed_to_them, self.direction);
        let theirs =
            super::frame::remap_mask(super::frame::held(f.theirs), self.direction) & span(1, BAR);
        let mut runs = wall & wall >> 1 & wall >> 2 & wall >> 3 & wall >> 4 & wall >> 5;
        while runs != 0 {
            let q = runs.trailing_zeros() as u8;
            runs &= runs - 1;
            if theirs != 0 && theirs & span(1, q + 5) == 0 {
                return true;
            }
        }
        false
    }

    /// The key of stopping here with dice left (or none): no die used.
    #[inline]
    fn stop(&self, f: &Frame) -> Key {
        LARGER
            | if self.no_trapping_prime && self.traps(f) {
                0
            } else {
                OPEN
            }
    }

    /// The key of a play of `dice` that begins with `die` and continues
    /// with a play whose key is `rest`.
    #[inline]
    fn compose(dice: DiceLeft, die: u8, rest: Key) -> Key {
        let used = (rest >> 2) + 1;
        let larger = if dice.is_double() || used > 1 || die == dice.largest() {
            LARGER
        } else {
            0
        };
        (used << 2) | larger | (rest & OPEN)
    }

    /// The best key of a play of `dice` that begins by moving `from` with
    /// `die` (a legal move).
    pub(crate) fn key_after(&self, f: &Frame, dice: DiceLeft, from: u8, die: u8) -> Key {
        let mut child = *f;
        if self.play(&mut child, from, die).ending != Ending::None {
            // The game is over: no die is used after this move.
            return Self::compose(dice, die, LARGER | OPEN);
        }
        let rest = match dice.without(die) {
            None => self.stop(&child),
            Some(left) => self.best(&child, left),
        };
        Self::compose(dice, die, rest)
    }

    /// The best key of any play of `dice` from `f`.
    pub(crate) fn best(&self, f: &Frame, dice: DiceLeft) -> Key {
        let full = top(dice);
        if self.surely_full(f, dice) {
            return full;
        }
        let mut best = self.stop(f);
        for &die in dice.distinct() {
            let mut m = self.movers(f, die);
            while m != 0 {
                let from = (31 - m.leading_zeros()) as u8;
                m &= !(1 << from);
                best = best.max(self.key_after(f, dice, from, die));
                if best == full {
                    return full;
                }
            }
        }
        best
    }

    /// Whether every die of `dice` can surely be used, by mask arithmetic
    /// alone: different checkers can each use one. Never true under rules
    /// where one move can change what others may do.
    fn surely_full(&self, f: &Frame, dice: DiceLeft) -> bool {
        if self.careful() || self.may_pin_mother(f) {
            return false;
        }
        let on_bar = f.count(BAR);
        let n = dice.len() as u8;
        match *dice.distinct() {
            [d] if on_bar > 0 => on_bar >= n && self.movers(f, d) != 0,
            [d] => self.available(f, self.movers(f, d), n) >= n,
            [a, b] if on_bar > 0 => on_bar >= 2 && self.movers(f, a) != 0 && self.movers(f, b) != 0,
            [a, b] => {
                let (ma, mb) = (self.movers(f, a), self.movers(f, b));
                ma != 0
                    && mb != 0
                    && (ma | mb).count_ones() + u32::from(self.stack(f, ma & mb)) >= 2
            }
            _ => false,
        }
    }

    /// Whether some point of `m` holds two or more of the mover's checkers.
    #[inline]
    fn stack(&self, f: &Frame, mut m: u32) -> bool {
        while m != 0 {
            let p = m.trailing_zeros() as u8;
            m &= m - 1;
            if f.count(p) >= 2 {
                return true;
            }
        }
        false
    }

    /// Checkers on the points of `m`, counting at most `cap` a point.
    #[inline]
    fn available(&self, f: &Frame, mut m: u32, cap: u8) -> u8 {
        let mut total = 0u8;
        while m != 0 && total < cap {
            let p = m.trailing_zeros() as u8;
            m &= m - 1;
            total = total.saturating_add(f.count(p).min(cap));
        }
        total
    }

    /// The legal first moves of a play of `dice` from `f`.
    pub(crate) fn move_set(&self, f: &Frame, dice: DiceLeft) -> MoveSet {
        let mut set = MoveSet::default();
        for (i, &die) in dice.distinct().iter().enumerate() {
            set.dice[i] = die;
            set.origins[i] = self.movers(f, die);
        }
        if set.is_empty() || self.all_begin_full(f, dice, &set) {
            return set;
        }
        let quick = if dice.is_double() {
            self.filter_double(f, dice, set)
        } else {
            self.filter_mixed(f, dice, set)
        };
        quick.unwrap_or_else(|| self.filter_by_search(f, dice, set))
    }

    /// The legal first moves of a double by mask arithmetic where it
    /// settles them: a first move after which enough checkers can each move
    /// for the rest of the dice begins a play of every die; the others are
    /// searched. `None` when the board does not allow the shortcut (a
    /// checker on the bar, a possible win, a Fevga rule) or no move is
    /// settled.
    fn filter_double(&self, f: &Frame, dice: DiceLeft, set: MoveSet) -> Option<MoveSet> {
        let n = dice.len() as u8;
        if n < 2
            || self.careful()
            || f.count(BAR) > 0
            || self.checkers.saturating_sub(f.off()) <= n
            || self.may_pin_mother(f)
        {
            return None;
        }
        let die = set.dice[0];
        let base = set.origins[0];
        let (mut settled, mut open) = (0u32, 0u32);
        let mut m = base;
        while m != 0 {
            let from = m.trailing_zeros() as u8;
            m &= m - 1;
            let to = self.landing(f, from, die).to();
            let after = self.movers_after(f, from, to, die, base)?;
            // Checkers that can each move once more, the moved one counted
            // where it landed.
            let mut total = 0u8;
            let mut q = after;
            while q != 0 && total < n - 1 {
                let p = q.trailing_zeros() as u8;
                q &= q - 1;
                let count = f.count(p) + u8::from(p == to) - u8::from(p == from);
                total = total.saturating_add(count.min(n - 1));
            }
            if total >= n - 1 {
                settled |= 1 << from;
            } else {
                open |= 1 << from;
            }
        }
        if settled == 0 {
            return None;
        }
        // Every die can be played: an unsettled move is legal only if its
        // best play also uses them all.
        let full = top(dice);
        let mut out = MoveSet {
            dice: set.dice,
            origins: [settled, 0],
        };
        while open != 0 {
            let from = open.trailing_zeros() as u8;
            open &= open - 1;
            if self.key_after(f, dice, from, die) == full {
                out.origins[0] |= 1 << from;
            }
        }
        Some(out)
    }

    /// The legal first moves of two different dice by mask arithmetic, when
    /// the board allows it (no checker on the bar, no play can win, no
    /// Fevga rule): a first move is legal when the other die can follow it;
    /// if none can be followed, the larger die's moves are, or else the
    /// smaller's. `None` when a move's follow-up needs the board after it.
    fn filter_mixed(&self, f: &Frame, dice: DiceLeft, set: MoveSet) -> Option<MoveSet> {
        if dice.len() != 2
            || dice.is_double()
            || self.checkers.saturating_sub(f.off()) < 3
            || self.may_pin_mother(f)
        {
            return None;
        }
        let [a, b] = set.dice;
        let physical = [set.origins[1], set.origins[0]];
        let mut followed = MoveSet {
            dice: set.dice,
            origins: [0, 0],
        };
        for (i, (die, other)) in [(a, b), (b, a)].into_iter().enumerate() {
            let mut m = set.origins[i];
            while m != 0 {
                let from = m.trailing_zeros() as u8;
                m &= m - 1;
                let to = self.landing(f, from, die).to();
                if self.movers_after(f, from, to, other, physical[i])? != 0 {
                    followed.origins[i] |= 1 << from;
                }
            }
        }
        if !followed.is_empty() {
            return Some(followed);
        }
        let mut single = set;
        if set.origins[0] != 0 {
            single.origins[1] = 0;
        }
        Some(single)
    }

    /// The origins of a die of `next` once a checker has moved from `from`
    /// to `to` (0: off), from `base`, the origins before: by mask arithmetic,
    /// or `None` when the move could change more than its two points (a
    /// checker on the bar, the last checker coming home, the farthest
    /// checker of a bear-off leaving).
    #[inline]
    pub(crate) fn movers_after(
        &self,
        f: &Frame,
        from: u8,
        to: u8,
        next: u8,
        base: u32,
    ) -> Option<u32> {
        if self.careful() || f.occ & (1 << BAR) != 0 {
            return None;
        }
        let last = f.count(from) == 1;
        let home = f.all_home();
        if home {
            let highest = 31 - (f.occ & span(1, 6)).leading_zeros();
            if last && u32::from(from) == highest {
                return None;
            }
        } else {
            let outside = f.occ & OUTSIDE_HOME & !(if last { 1 << from } else { 0 });
            if outside == 0 && to <= 6 {
                return None;
            }
        }
        let mut m = if last { base & !(1 << from) } else { base };
        if to != OFF && m & (1 << to) == 0 {
            let moves = match to.checked_sub(next) {
                Some(0) => home,
                Some(t) => f.closed & (1 << t) == 0,
                None => false,
            };
            if moves {
                m |= 1 << to;
            }
        }
        Some(m)
    }

    /// Whether every physically legal move begins a play of every die,
    /// by mask arithmetic alone.
    fn all_begin_full(&self, f: &Frame, dice: DiceLeft, set: &MoveSet) -> bool {
        if self.careful() || self.may_pin_mother(f) {
            return false;
        }
        let n = dice.len() as u8;
        let on_bar = f.count(BAR);
        match *dice.distinct() {
            // One die value: a single first move (from the bar), or enough
            // checkers for every die whichever moves first.
            [_] if on_bar > 0 => true,
            [_] => n == 1 || self.available(f, set.origins[0], n) >= n,
            [_, _] if on_bar > 0 => on_bar >= 2 && set.origins[0] != 0 && set.origins[1] != 0,
            [_, _] => {
                let (a, b) = (set.origins[0], set.origins[1]);
                // Each first move leaves a checker for the other die.
                let spare = |m: u32, p: u32| m & !p != 0 || (m & p != 0 && self.stack(f, p));
                let each = |from: u32, other: u32| {
                    let mut m = from;
                    while m != 0 {
                        let p = m & m.wrapping_neg();
                        m &= m - 1;
                        if !spare(other, p) {
                            return false;
                        }
                    }
                    true
                };
                a != 0 && b != 0 && each(a, b) && each(b, a)
            }
            _ => false,
        }
    }

    /// The moves of `set` whose best play is as good as the best of all.
    fn filter_by_search(&self, f: &Frame, dice: DiceLeft, set: MoveSet) -> MoveSet {
        let mut keys = [[0 as Key; START as usize + 1]; 2];
        let mut best = self.stop(f);
        for (row, (&origins, &die)) in keys.iter_mut().zip(set.origins.iter().zip(&set.dice)) {
            let mut m = origins;
            while m != 0 {
                let from = m.trailing_zeros() as u8;
                m &= m - 1;
                let k = self.key_after(f, dice, from, die);
                row[usize::from(from)] = k;
                best = best.max(k);
            }
        }
        let mut out = set;
        for (row, origins) in keys.iter().zip(out.origins.iter_mut()) {
            let mut m = *origins;
            while m != 0 {
                let from = m.trailing_zeros();
                m &= m - 1;
                if row[from as usize] != best {
                    *origins &= !(1 << from);
                }
            }
        }
        out
    }
}

#[cfg(test)]
mod tests;
