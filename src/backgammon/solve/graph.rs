//! [`Graph`]: every position's distinct plays for each of the 21 rolls, asked of the engine once and kept in two bytes a play, in the order the sweeps take them (rising total pip count).
//!
//! A play leaves my side as some side `a'` and the other side as its side
//! with the checkers I hit moved to the bar. Both are known from the
//! position and two small numbers: `a'`'s slot (12 bits: at most 3,276
//! sides of three checkers) and which of the other side's checkers were hit
//! (3 bits, one per checker in order of its places). The top bit marks the
//! last play of a roll. A play that bears my last checker off is slot 0,
//! a win, scored by the side the other is left with.
//!
//! Sides have **slots**: their order by pip count (then by number). Values
//! are laid out by slots (`mine * M + theirs`), so the sides a play can
//! leave, a few pips below the side that played, sit close together in
//! the row of the side left to throw, and a sweep reads few cache lines.

use alloc::vec::Vec;
use core::sync::atomic::{AtomicUsize, Ordering};

use super::rank::{Numbering, PLACES};
use crate::backgammon::dice::DiceLeft;
use crate::backgammon::ends::End;
use crate::backgammon::game::BackgammonGame;
use crate::backgammon::rules::{BAR, OFF, POINTS};
use crate::backgammon::state::{BackgammonState, nibble, unit};
use crate::backgammon::{BLACK, WHITE};
use crate::dice::Roll;
use crate::game::RaceGame;
use crate::solve::{SolveError, in_parallel};

/// Most checkers a side [`Solver`](super::Solver) takes: a side's number
/// is kept in 12 bits (3,276 sides of three checkers; four would take
/// 23,751).
pub const MAX_SOLVED: u8 = 3;

/// Positions a chunk holds at most: the unit of work of a thread.
const CHUNK: usize = 2048;

/// The bits of a play: the side number, the hits, the last-of-roll mark.
const SIDE_BITS: u16 = 0x0FFF;
const HIT_SHIFT: u16 = 12;
const LAST: u16 = 0x8000;

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
}

/// A chunk of one level's positions and their plays.
pub(crate) struct Chunk {
    /// The positions' keys, in sweep order.
    pub(crate) keys: Vec<u32>,
    /// Their plays, roll after roll, position after position.
    pub(crate) plays: Vec<u16>,
}

/// The successor graph of every position of a game of up to three
/// checkers a side.
pub(crate) struct Graph {
    pub(crate) numbering: Numbering,
    /// The sides by slot.
    pub(crate) sides: Vec<Side>,
    /// `slot[r]`: the slot of the side numbered `r`.
    pub(crate) slot: Vec<u16>,
    /// The chances in 36 of the rolls, in the order of the plays.
    pub(crate) chances: [u8; 21],
    /// `hit[b * 8 + mask]`: the slot of side `b` (a slot) with the
    /// checkers of `mask` on the bar.
    pub(crate) hit: Vec<u16>,
    /// `win[b]`: what I score bearing my last checker off against the
    /// side of slot `b`.
    pub(crate) win: Vec<u8>,
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

    /// Plays in the graph.
    pub(crate) fn plays(&self) -> usize {
        self.levels.iter().flatten().map(|c| c.plays.len()).sum()
    }

    /// Bytes the graph holds on the heap.
    pub(crate) fn heap_bytes(&self) -> usize {
        let chunks: usize = self
            .levels
            .iter()
            .flatten()
            .map(|c| c.keys.capacity() * 4 + c.plays.capacity() * 2)
            .sum();
        chunks + self.sides.capacity() * core::mem::size_of::<Side>() + self.hit.capacity() * 2
    }

    /// The other side's slot and mine after `play`, made in the position
    /// where the other side's slot is `b`.
    #[inline]
    pub(crate) fn next(&self, b: u32, play: u16) -> Next {
        let mask = (play >> HIT_SHIFT) & 7;
        let theirs = self
            .hit
            .get(b as usize * 8 + usize::from(mask))
            .copied()
            .unwrap_or(0);
        Next {
            theirs: u32::from(theirs),
            mine: u32::from(play & SIDE_BITS),
        }
    }

    /// Where the values are laid out for the position of `key` (the
    /// numbering's key of two sides).
    pub(crate) fn index_of_key(&self, key: u64) -> Option<usize> {
        let m = self.numbering.side_count();
        let (a, b) = (key / m, key % m);
        let slot = |r: u64| self.slot.get(usize::try_from(r).ok()?).copied();
        Some(usize::from(slot(a)?) * m as usize + usize::from(slot(b)?))
    }

    /// Whether `play` is the last of its roll.
    #[inline]
    pub(crate) fn last(play: u16) -> bool {
        play & LAST != 0
    }
}

/// Builds the graph of `game`, whose checkers a side are at most
/// [`MAX_SOLVED`], within `budget` bytes of positions and plays, on
/// `threads` threads.
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
    let hit = hit_table(&numbering, &sides, &slot)?;
    let win = win_table(game, &sides);
    let mut graph = Graph {
        numbering,
        sides,
        slot,
        chances,
        hit,
        win,
        levels: Vec::new(),
    };
    graph.levels = plays_by_level(game, &graph, threads, budget)?;
    Ok(graph)
}

/// Every position's plays, asked of the engine in chunks on `threads`
/// threads within `budget` bytes, by level in the order of the sweeps.
fn plays_by_level(
    game: &BackgammonGame,
    graph: &Graph,
    threads: usize,
    budget: u64,
) -> Result<Vec<Vec<Chunk>>, SolveError> {
    let order = sweep_order(&graph.sides);
    let mut levels = Vec::new();
    let mut jobs = Vec::new();
    for (level, keys) in order.into_iter().enumerate() {
        for part in keys.chunks(CHUNK) {
            jobs.push((level, part.to_vec()));
        }
        levels.push(Vec::new());
    }
    let used = AtomicUsize::new(0);
    let budget_bytes = usize::try_from(budget).unwrap_or(usize::MAX);
    let chunks = in_parallel(&jobs, threads, |(_, keys)| {
        let c = chunk(game, graph, keys.clone())?;
        let bytes = c.plays.len() * 2 + c.keys.len() * 4;
        if used
            .fetch_add(bytes, Ordering::Relaxed)
            .saturating_add(bytes)
            > budget_bytes
        {
            return Err(SolveError::TooMuchMemory {
                limit: budget,
                reached: 0,
                explored: 0,
            });
        }
        Ok(c)
    })?;
    for ((level, _), c) in jobs.into_iter().zip(chunks) {
        if let Some(l) = levels.get_mut(level) {
            l.push(c);
        }
    }
    Ok(levels)
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

/// The plays of the positions `keys`.
fn chunk(game: &BackgammonGame, graph: &Graph, keys: Vec<u32>) -> Result<Chunk, SolveError> {
    let m = graph.numbering.side_count() as u32;
    let mut plays = Vec::with_capacity(keys.len() * 21 * 6);
    let mut ends: Vec<End> = Vec::new();
    let base = game.initial_state();
    for &key in &keys {
        let (a, b) = ((key / m) as usize, (key % m) as usize);
        let (mine, theirs) = (&graph.sides[a], &graph.sides[b]);
        let state = position(base, mine.word, theirs.word);
        for (dice, _) in rolls() {
            game.ends(&state, WHITE, dice, &mut ends);
            if ends.is_empty() {
                return Err(SolveError::NoLegalAction);
            }
            for end in &ends {
                plays.push(encode(graph, theirs, end)?);
            }
            if let Some(last) = plays.last_mut() {
                *last |= LAST;
            }
        }
    }
    plays.shrink_to_fit();
    Ok(Chunk { keys, plays })
}

/// The state of my side `mine` (White, to throw) against `theirs` (Black).
fn position(base: BackgammonState, mine: u128, theirs: u128) -> BackgammonState {
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

/// The two bytes of the play that ends at `end` against `theirs`.
fn encode(graph: &Graph, theirs: &Side, end: &End) -> Result<u16, SolveError> {
    let rank = graph
        .numbering
        .side_rank(end.mine())
        .ok_or(SolveError::Unkeyable)?;
    let mine = *graph.slot.get(rank as usize).ok_or(SolveError::Unkeyable)?;
    let mut mask = 0u16;
    for (i, &q) in theirs.slots.iter().enumerate() {
        // A checker of theirs on its point q stands on my point 25 - q; hit,
        // that point is empty of theirs afterwards.
        if (1..=POINTS).contains(&q) && nibble(end.key.1, BAR - q) == 0 {
            mask |= 1 << i;
        }
    }
    Ok(mine | mask << HIT_SHIFT)
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
