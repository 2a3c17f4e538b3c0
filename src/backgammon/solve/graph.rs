//! [`Graph`]: every position's plays of the 21 rolls, not stored position by position but read from a book of each side's plays ([`book`](super::book)) and the other side's blots, in the order the sweeps take the positions (rising total pip count).
//!
//! What a roll lets me play depends on my side and on the one point the
//! other side may close (three checkers make at most one point); what a
//! play hits, on the other side's blots on the points my checkers touch.
//! So the book keeps, for each of my sides, each point the other side may
//! close (or none) and each roll, the plays as my side left and the
//! points touched, and a position's successors are the book's plays of
//! my side and its closed point, each with the blots touched sent to the
//! bar (a table of each side with any of its checkers hit).
//!
//! Sides have **slots**: their order by pip count (then by number). Values
//! are laid out by slots, the side to throw's then the other's (`mine *
//! M + theirs`), and a level is swept the other side by the other side,
//! mine rising within each: a run of positions reads the row of values of
//! the other side to throw, its sides left a few pips below mine, close
//! together, and the book's plays of my sides against the one point the
//! other side closes, in the order the book keeps them.

use alloc::vec::Vec;

use super::book::{self, Book, Step};
use super::rank::{Numbering, PLACES};
use crate::backgammon::dice::DiceLeft;
use crate::backgammon::game::BackgammonGame;
use crate::backgammon::rules::{BAR, OFF, POINTS};
use crate::backgammon::state::{BackgammonState, nibble, unit};
use crate::backgammon::{BLACK, WHITE};
use crate::dice::Roll;
use crate::game::RaceGame;
use crate::solve::SolveError;

/// Most checkers a side [`Solver`](super::Solver) takes: a side's number
/// is kept in 12 bits (3,276 sides of three checkers; four would take
/// 23,751), and the other side closes at most one point.
pub const MAX_SOLVED: u8 = 3;

/// Positions a chunk holds at most: the unit of work of a thread.
const CHUNK: usize = 2048;

/// The 21 distinct rolls with their chances in 36.
pub(crate) fn rolls() -> impl Iterator<Item = (DiceLeft, u32)> {
    (1..=6u8).flat_map(|a| {
        (1..=a).filter_map(move |b| {
            let roll = Roll::two(a, b).ok()?;
            Some((DiceLeft::from_roll(roll)?, if a == b { 1 } else { 2 }))
        })
    })
}

/// What the graph knows of each side: its packed word, number, pips, and
/// the places of its checkers.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Side {
    pub(crate) word: u128,
    /// Its number in the [`Numbering`] (the keys' order).
    pub(crate) rank: u64,
    pub(crate) pips: u16,
    /// Its points (bits 1 to 24).
    pub(crate) points: u32,
    /// Every checker off.
    pub(crate) done: bool,
    /// Its checkers' places, rising (unused slots 0).
    pub(crate) slots: [u8; MAX_SOLVED as usize],
}

impl Side {
    fn of(word: u128, rank: u64) -> Side {
        let mut side = Side {
            word,
            rank,
            ..Side::default()
        };
        let mut k = 0;
        for p in 0..PLACES as u8 {
            let n = nibble(word, p);
            side.pips += u16::from(p) * u16::from(n);
            if n > 0 && (1..=POINTS).contains(&p) {
                side.points |= 1 << p;
            }
            for _ in 0..n {
                if let Some(s) = side.slots.get_mut(k) {
                    *s = p;
                }
                k += 1;
            }
        }
        side.done = nibble(word, OFF) as usize == k;
        side
    }

    /// The point it closes (two or more checkers), by the other side's
    /// numbers, or 0; `None` if it closes more than one.
    fn closed(&self) -> Option<u8> {
        let made: Vec<u8> = (1..=POINTS)
            .filter(|&q| nibble(self.word, q) >= 2)
            .collect();
        match made.as_slice() {
            [] => Some(0),
            [q] => Some(BAR - q),
            _ => None,
        }
    }

    /// For each checker (by slot), the point by the other side's numbers
    /// where it stands alone, or 0.
    fn blots(&self) -> [u8; MAX_SOLVED as usize] {
        self.slots.map(|q| {
            if (1..=POINTS).contains(&q) && nibble(self.word, q) == 1 {
                BAR - q
            } else {
                0
            }
        })
    }
}

/// The other side as a play meets it: the point it closes and its blots.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Facing {
    /// The point it closes by my numbers (0: none).
    pub(crate) closed: u8,
    /// Its checkers' points where each stands alone, by my numbers (0:
    /// not a blot).
    pub(crate) blots: [u8; MAX_SOLVED as usize],
    /// The union of its blots' points (bits 1 to 24).
    pub(crate) blot_points: u32,
}

/// A chunk of one level's positions.
pub(crate) struct Chunk {
    /// The positions' keys (value indexes), in sweep order.
    pub(crate) keys: Vec<u32>,
    /// How many positions come before it in sweep order.
    pub(crate) first: usize,
}

/// The successor graph of every position of a game of up to three
/// checkers a side.
pub(crate) struct Graph {
    pub(crate) numbering: Numbering,
    /// The sides by slot.
    pub(crate) sides: Vec<Side>,
    /// `slot[r]`: the slot of the side numbered `r`.
    pub(crate) slot: Vec<u16>,
    /// The chances in 36 of the rolls, in the book's order.
    pub(crate) chances: [u8; 21],
    /// `hit[b * 8 + mask]`: the slot of side `b` (a slot) with the
    /// checkers of `mask` on the bar.
    pub(crate) hit: Vec<u16>,
    /// `win[b]`: what I score bearing my last checker off against the
    /// side of slot `b`.
    pub(crate) win: Vec<u8>,
    /// `facing[b]`: side `b` (a slot) as the other side's plays meet it.
    pub(crate) facing: Vec<Facing>,
    /// Every side's plays.
    pub(crate) book: Book,
    /// Levels by total pip count, rising; each a list of chunks.
    pub(crate) levels: Vec<Vec<Chunk>>,
}

/// A decoded play: the other side's slot after it and my side's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Next {
    pub(crate) theirs: u32,
    pub(crate) mine: u32,
}
impl Graph {
    /// Positions in the graph.
    pub(crate) fn positions(&self) -> usize {
        self.levels.iter().flatten().map(|c| c.keys.len()).sum()
    }

    /// Plays the sweeps read: of every position, over the 21 rolls.
    pub(crate) fn plays(&self) -> usize {
        let m = self.numbering.side_count() as u32;
        let mut total = 0;
        for &key in self.levels.iter().flatten().flat_map(|c| &c.keys) {
            total += self
                .rolls(key / m, key % m)
                .map(<[Step]>::len)
                .sum::<usize>();
        }
        total
    }

    /// Bytes the graph holds on the heap.
    pub(crate) fn heap_bytes(&self) -> usize {
        let keys: usize = self
            .levels
            .iter()
            .flatten()
            .map(|c| c.keys.capacity() * 4)
            .sum();
        keys + self.book.heap_bytes()
            + self.sides.capacity() * core::mem::size_of::<Side>()
            + self.facing.capacity() * core::mem::size_of::<Facing>()
            + self.hit.capacity() * 2
            + self.slot.capacity() * 2
            + self.win.capacity()
    }

    /// The plays of each of the 21 rolls, in the order of
    /// [`chances`](Graph::chances), of my side `a` against theirs `b`
    /// (slots).
    #[inline]
    pub(crate) fn rolls(&self, a: u32, b: u32) -> impl Iterator<Item = &[Step]> {
        let closed = self.facing.get(b as usize).map_or(0, |f| f.closed);
        self.book.rolls(a, closed)
    }

    /// Side `b` (a slot) as my plays meet it.
    #[inline]
    pub(crate) fn facing(&self, b: u32) -> Facing {
        self.facing.get(b as usize).copied().unwrap_or_default()
    }

    /// The other side's slot and mine after `step`, played against the
    /// other side's slot `b`, which `facing` describes: the blots it
    /// touches go to the bar.
    #[inline]
    pub(crate) fn next(&self, b: u32, facing: &Facing, step: Step) -> Next {
        let touched = step.touched & facing.blot_points;
        let theirs = if touched == 0 {
            b
        } else {
            let mut mask = 0;
            for (i, &p) in facing.blots.iter().enumerate() {
                mask |= ((touched >> p) & 1) << i;
            }
            let hit = self.hit.get(b as usize * 8 + mask as usize).copied();
            u32::from(hit.unwrap_or(u16::MAX))
        };
        Next {
            theirs,
            mine: u32::from(step.mine),
        }
    }

    /// Where the values are laid out for the position of `key` (the
    /// numbering's key of two sides).
    pub(crate) fn index_of_key(&self, key: u64) -> Option<usize> {
        let m = self.numbering.side_count();
        let (a, b) = (key / m, key % m);
        let slot = |r: u64| self.slot.get(usize::try_from(r).ok()?).copied();
        Some(self.at(u32::from(slot(a)?), u32::from(slot(b)?)))
    }

    /// Where the values are laid out for the position of my side `a` (to
    /// throw) against `b` (slots): by my side, then the other's.
    #[inline]
    pub(crate) fn at(&self, a: u32, b: u32) -> usize {
        a as usize * self.sides.len() + b as usize
    }

    /// My side and the other's (slots) of the position laid out at `at`.
    #[inline]
    pub(crate) fn sides_at(&self, at: u32) -> (u32, u32) {
        let m = self.sides.len() as u32;
        (at / m, at % m)
    }
}

/// Builds the graph of `game`, whose checkers a side are at most
/// [`MAX_SOLVED`], within `budget` bytes of plays, on `threads` threads.
pub(crate) fn build(
    game: &BackgammonGame,
    numbering: Numbering,
    threads: usize,
    budget: u64,
) -> Result<Graph, SolveError> {
    let m = numbering.side_count();
    let mut sides: Vec<Side> = (0..m)
        .map(|r| numbering.side_word(r).map(|w| Side::of(w, r)))
        .collect::<Option<_>>()
        .ok_or(SolveError::Unkeyable)?;
    sides.sort_by_key(|s| (s.pips, s.rank));
    let mut slot = alloc::vec![0u16; sides.len()];
    for (i, side) in sides.iter().enumerate() {
        slot[side.rank as usize] = i as u16;
    }
    let mut chances = [0u8; 21];
    for (slot, (_, c)) in chances.iter_mut().zip(rolls()) {
        *slot = c as u8;
    }
    let facing = sides
        .iter()
        .map(|s| {
            let blots = s.blots();
            Some(Facing {
                closed: s.closed()?,
                blots,
                blot_points: blots.iter().fold(0, |u, &p| u | 1 << p) & !1,
            })
        })
        .collect::<Option<Vec<_>>>()
        .ok_or(SolveError::Unkeyable)?;
    let hit = hit_table(&numbering, &sides, &slot)?;
    let win = win_table(game, &sides);
    let book = book::build(game, &numbering, &sides, &slot, threads, budget)?;
    let mut first = 0;
    let mut levels = Vec::new();
    for keys in sweep_order(&sides) {
        let mut level = Vec::new();
        for k in keys.chunks(CHUNK) {
            level.push(Chunk {
                keys: k.to_vec(),
                first,
            });
            first += k.len();
        }
        levels.push(level);
    }
    Ok(Graph {
        numbering,
        sides,
        slot,
        chances,
        hit,
        win,
        facing,
        book,
        levels,
    })
}

/// The value indexes (slots) of every position, by level (total pip
/// count), each level by the other side's slot, then mine.
fn sweep_order(sides: &[Side]) -> Vec<Vec<u32>> {
    let m = sides.len() as u32;
    let top = sides.iter().map(|s| s.pips).max().unwrap_or(0) as usize;
    let mut levels = alloc::vec![Vec::new(); 2 * top + 1];
    for (b, theirs) in sides.iter().enumerate() {
        if theirs.done {
            continue;
        }
        let closed = mirror(theirs.points);
        for (a, mine) in sides.iter().enumerate() {
            if mine.done || mine.points & closed != 0 {
                continue;
            }
            let level = usize::from(mine.pips + theirs.pips);
            if let Some(l) = levels.get_mut(level) {
                l.push(a as u32 * m + b as u32);
            }
        }
    }
    levels
}

/// A set of points (bits 1 to 24) as the other side numbers them.
#[inline]
fn mirror(points: u32) -> u32 {
    (points.reverse_bits() >> 6) & (((1u32 << 25) - 1) & !1)
}

/// The state of my side `mine` (White, to throw) against `theirs` (Black).
pub(crate) fn position(base: BackgammonState, mine: u128, theirs: u128) -> BackgammonState {
    let side = |w: u128| -> ([(u8, u8); 24], usize) {
        let mut points = [(0, 0); 24];
        let mut k = 0;
        for p in (1..=POINTS).rev() {
            let n = nibble(w, p);
            if n > 0 {
                points[k] = (p, n);
                k += 1;
            }
        }
        (points, k)
    };
    let (pm, km) = side(mine);
    let (pt, kt) = side(theirs);
    base.with_side(WHITE, &pm[..km], nibble(mine, BAR), nibble(mine, OFF))
        .with_side(BLACK, &pt[..kt], nibble(theirs, BAR), nibble(theirs, OFF))
        .with_turn(WHITE)
}

/// For every side (by slot) and set of its checkers, the slot of the side
/// with those checkers on the bar (`u16::MAX` where a checker of the set is
/// not alone on a point, so cannot be hit).
fn hit_table(numbering: &Numbering, sides: &[Side], slot: &[u16]) -> Result<Vec<u16>, SolveError> {
    let mut table = alloc::vec![u16::MAX; sides.len() * 8];
    for (b, side) in sides.iter().enumerate() {
        for mask in 0..8u16 {
            let mut word = side.word;
            let mut ok = true;
            for (i, &q) in side.slots.iter().enumerate() {
                if mask & (1 << i) == 0 {
                    continue;
                }
                ok &= (1..=POINTS).contains(&q) && nibble(side.word, q) == 1;
                word = word - unit(q) + unit(BAR);
            }
            if ok {
                let r = numbering.side_rank(word).ok_or(SolveError::Unkeyable)?;
                table[b * 8 + usize::from(mask)] = slot[r as usize];
            }
        }
    }
    Ok(table)
}

/// For every side of the other's, what I score bearing my last checker off
/// against it, as the engine scores the finished game.
fn win_table(game: &BackgammonGame, sides: &[Side]) -> Vec<u8> {
    let base = game.initial_state();
    sides
        .iter()
        .map(|theirs| {
            let all_off = unit(OFF) * u128::from(game.rules().checkers);
            let s = game.finished(position(base, all_off, theirs.word), WHITE);
            game.result(&s).map_or(0, |r| r.points)
        })
        .collect()
}
