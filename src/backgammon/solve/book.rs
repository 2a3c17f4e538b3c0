//! [`Book`]: every side's plays of the 21 rolls against each point the other side may close, asked of the engine once: each play as the side it leaves me and the points my checkers touch on the way (where they hit any blot).
//!
//! The engine is asked with the other side's closed point and a blot of
//! its own on every other point I do not hold: its distinct ends are then
//! my distinct plays told apart by the points they touch, the blots each
//! hit showing which. Against the real other side, a play hits exactly
//! the blots on the points it touches.

use alloc::vec::Vec;
use core::sync::atomic::{AtomicUsize, Ordering};

use super::graph::{Side, rolls};
use super::rank::Numbering;
use crate::backgammon::game::BackgammonGame;
use crate::backgammon::plays::ends::End;
use crate::backgammon::rules::{BAR, POINTS};
use crate::backgammon::state::nibble;
use crate::game::RaceGame;
use crate::solve::{SolveError, in_parallel};

/// The points the other side may close, by my numbers, and none (0).
pub(crate) const CLOSED: usize = POINTS as usize + 1;

/// Sides a job of the build takes.
const JOB: usize = 32;

/// One play of a roll: the slot of the side it leaves me (0: every
/// checker off, a win) and the points (bits 1 to 24, by my numbers) my
/// checkers stop on, where a blot of the other side would be hit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Step {
    pub(crate) touched: u32,
    pub(crate) mine: u16,
}

/// Every side's plays: for side `a` (a slot), closed point `c` and roll
/// `r`, `steps[starts[i]..starts[i + 1]]` with `i = (c * M + a) * 21 + r`
/// (`M` sides): the sides in slot order for each closed point, as the
/// sweeps read them. Sides all off, and closed points on a point of mine,
/// have none.
pub(crate) struct Book {
    sides: usize,
    starts: Vec<u32>,
    steps: Vec<Step>,
}

impl Book {
    /// The plays of each of the 21 rolls of my side `mine` (a slot)
    /// against a side that closes my point `closed` (0: none).
    #[inline]
    pub(crate) fn rolls(&self, mine: u32, closed: u8) -> impl Iterator<Item = &[Step]> {
        let i = (usize::from(closed) * self.sides + mine as usize) * 21;
        let starts = self.starts.get(i..i + 22).unwrap_or(&[]);
        starts
            .windows(2)
            .map(|w| self.steps.get(w[0] as usize..w[1] as usize).unwrap_or(&[]))
    }

    /// Bytes it holds on the heap.
    pub(crate) fn heap_bytes(&self) -> usize {
        self.starts.capacity() * 4 + self.steps.capacity() * core::mem::size_of::<Step>()
    }
}

/// Builds the book of every side of `sides` (by slot) on `threads`
/// threads within `budget` bytes.
pub(crate) fn build(
    game: &BackgammonGame,
    numbering: &Numbering,
    sides: &[Side],
    slot: &[u16],
    threads: usize,
    budget: u64,
) -> Result<Book, SolveError> {
    let jobs: Vec<core::ops::Range<usize>> = (0..sides.len())
        .step_by(JOB)
        .map(|a| a..(a + JOB).min(sides.len()))
        .collect();
    let used = AtomicUsize::new(0);
    let budget_bytes = usize::try_from(budget).unwrap_or(usize::MAX);
    let parts = in_parallel(&jobs, threads, |range| {
        let part = side_plays(game, numbering, &sides[range.clone()], slot)?;
        let plays: usize = part.iter().flatten().map(|p| p.1.len()).sum();
        let bytes = plays * core::mem::size_of::<Step>() + part.len() * CLOSED * 21 * 4;
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
        Ok(part)
    })?;
    let mut starts = Vec::with_capacity(sides.len() * CLOSED * 21 + 1);
    let mut steps = Vec::with_capacity(parts.iter().flatten().flatten().map(|p| p.1.len()).sum());
    for closed in 0..CLOSED {
        for (counts, part) in parts.iter().flatten().filter_map(|p| p.get(closed)) {
            let mut at = steps.len();
            for &n in counts {
                starts.push(u32::try_from(at).map_err(|_| SolveError::Unkeyable)?);
                at += n as usize;
            }
            steps.extend_from_slice(part);
        }
    }
    starts.push(u32::try_from(steps.len()).map_err(|_| SolveError::Unkeyable)?);
    Ok(Book {
        sides: sides.len(),
        starts,
        steps,
    })
}

/// One side's plays against one closed point: how many each roll has,
/// and the plays in that order.
type Lists = ([u32; 21], Vec<Step>);

/// The plays of each of `sides`, for each closed point: how many each
/// roll has, and the plays in that order.
fn side_plays(
    game: &BackgammonGame,
    numbering: &Numbering,
    sides: &[Side],
    slot: &[u16],
) -> Result<Vec<Vec<Lists>>, SolveError> {
    let mut ends: Vec<End> = Vec::new();
    let base = game.initial_state();
    let mut out = Vec::with_capacity(sides.len());
    for mine in sides {
        let mut each = Vec::with_capacity(CLOSED);
        for closed in 0..CLOSED as u8 {
            let mut counts = [0u32; 21];
            let mut steps = Vec::new();
            if !mine.done && mine.points & (1 << closed) & !1 == 0 {
                let (theirs, blots) = facing_all(mine, closed);
                let state = super::graph::position(base, mine.word, theirs);
                for ((dice, _), count) in rolls().zip(counts.iter_mut()) {
                    game.ends(&state, crate::backgammon::WHITE, dice, &mut ends);
                    if ends.is_empty() {
                        return Err(SolveError::NoLegalAction);
                    }
                    for end in &ends {
                        steps.push(step(numbering, slot, blots, end)?);
                    }
                    *count = ends.len() as u32;
                }
            }
            each.push((counts, steps));
        }
        out.push(each);
    }
    Ok(out)
}

/// The other side as the book asks the engine with: two checkers on my
/// point `closed` (if any) and a blot on every other point `mine` does
/// not hold, by its own numbers; and those blots' points by mine.
fn facing_all(mine: &Side, closed: u8) -> (u128, u32) {
    let mut word = 0u128;
    let mut blots = 0u32;
    for p in 1..=POINTS {
        let unit = crate::backgammon::state::unit(BAR - p);
        if p == closed {
            word += 2 * unit;
        } else if mine.points & (1 << p) == 0 {
            word += unit;
            blots |= 1 << p;
        }
    }
    (word, blots)
}

/// The play ending at `end`: my side's slot and the blots it hit, by my
/// points.
fn step(numbering: &Numbering, slot: &[u16], blots: u32, end: &End) -> Result<Step, SolveError> {
    let rank = numbering
        .side_rank(end.mine())
        .ok_or(SolveError::Unkeyable)?;
    let mine = *slot.get(rank as usize).ok_or(SolveError::Unkeyable)?;
    let mut touched = 0u32;
    for p in 1..=POINTS {
        // The other side's checkers stand by my numbers in the end's key.
        if blots & (1 << p) != 0 && nibble(end.key.1, p) == 0 {
            touched |= 1 << p;
        }
    }
    Ok(Step { touched, mine })
}

#[cfg(test)]
mod tests {
    use alloc::collections::BTreeSet;
    use alloc::vec::Vec;

    use crate::backgammon::plays::ends::End;
    use crate::backgammon::solve::graph::{self, position, rolls};
    use crate::backgammon::{BackgammonGame, BackgammonRules, WHITE};
    use crate::game::RaceGame;

    /// For every fifth position of two checkers a side (in sweep order), each roll's plays read
    /// from the book (the blots touched sent to the bar) lead to exactly
    /// the positions the engine's distinct ends do.
    #[test]
    fn a_play_hits_the_blots_on_the_points_it_touches() {
        let game = BackgammonGame::new(BackgammonRules::hypergammon_with(2).unwrap()).unwrap();
        let numbering = game.numbering().unwrap();
        let g = graph::build(&game, numbering, 1, u64::MAX).unwrap();
        let m = g.sides.len() as u32;
        let base = game.initial_state();
        let mut ends: Vec<End> = Vec::new();
        let mut compared = 0;
        for &key in g.levels.iter().flatten().flat_map(|c| &c.keys).step_by(5) {
            let (a, b) = (key / m, key % m);
            let facing = g.facing(b);
            let state = position(base, g.sides[a as usize].word, g.sides[b as usize].word);
            for (r, ((dice, _), plays)) in rolls().zip(g.rolls(a, b)).enumerate() {
                let from_book: BTreeSet<(u32, u32)> = plays
                    .iter()
                    .map(|&s| {
                        let next = g.next(b, &facing, s);
                        (next.theirs, next.mine)
                    })
                    .collect();
                game.ends(&state, WHITE, dice, &mut ends);
                let from_engine: BTreeSet<(u32, u32)> = ends
                    .iter()
                    .map(|e| {
                        let slot =
                            |w: u128| u32::from(g.slot[numbering.side_rank(w).unwrap() as usize]);
                        let theirs = crate::backgammon::frame::remap(
                            e.key.1,
                            crate::backgammon::rules::Direction::Opposite,
                        );
                        (slot(theirs), slot(e.mine()))
                    })
                    .collect();
                assert_eq!(from_book, from_engine, "position {key}, roll {r}");
                compared += 1;
            }
        }
        assert_eq!(compared, 106_552_usize.div_ceil(5) * 21);
    }
}
