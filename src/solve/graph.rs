//! [`Graph`]: every stored position's throws and, for each throw, the positions its choices lead to, kept while memory allows so that sweeps need not replay the game.

use alloc::vec::Vec;

/// Bytes the graph counts per position, throw and leaf.
const PER_POSITION: u64 = 5;
const PER_THROW: u64 = 5;
const PER_LEAF: u64 = 4;

/// Most distinct throw probabilities a graph names (by a byte).
const MAX_PROBS: usize = 256;

/// Most distinct values of ended games a graph names.
const MAX_ENDS: usize = 1 << 16;

/// Leaf kinds, in the low two bits of a leaf.
const SAME: u32 = 0;
const OTHER: u32 = 1;
const ENDED: u32 = 2;

/// Most positions a graph numbers (the leaf keeps two bits for its kind).
pub(crate) const MAX_GRAPH_STATES: usize = 1 << 30;

/// Where one of a throw's choices leads, as the walk finds it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum Leaf {
    /// A stored position, from the mover's side or the other's.
    Position { index: u32, same_side: bool },
    /// An ended game, worth this to the mover.
    Ended(f64),
}

/// The successors of every position, compressed: for position `i`, the
/// throws `throw_start[i]..throw_start[i + 1]`; for throw `t`, its
/// probability and the leaves `leaf_start[t]..leaf_start[t + 1]` among
/// which the mover picks the best (a stored position, from its own side or
/// the other's, or an ended game's value). A position whose choices pass
/// through the other player's choice before the next throw cannot be
/// written this way and is marked to be replayed; so is every position
/// after the graph is [frozen](Graph::freeze) for lack of memory.
#[derive(Default)]
pub(crate) struct Graph {
    throw_start: Vec<u32>,
    replay: Vec<bool>,
    /// Per throw, its probability's place in `probs`.
    prob: Vec<u8>,
    probs: Vec<f64>,
    /// The distinct values of ended games, which ended leaves name.
    ends: Vec<f64>,
    leaf_start: Vec<u32>,
    leaves: Vec<u32>,
    frozen: bool,
}

impl Graph {
    pub(crate) fn new() -> Self {
        Graph {
            throw_start: alloc::vec![0],
            leaf_start: alloc::vec![0],
            ..Graph::default()
        }
    }

    /// The bytes it holds, as counted against the memory limit.
    pub(crate) fn bytes(&self) -> u64 {
        self.replay.len() as u64 * PER_POSITION
            + self.prob.len() as u64 * PER_THROW
            + self.leaves.len() as u64 * PER_LEAF
    }

    /// Bytes on the heap, as allocated.
    pub(crate) fn heap_bytes(&self) -> usize {
        self.throw_start.capacity() * 4
            + self.replay.capacity()
            + self.prob.capacity()
            + self.probs.capacity() * 8
            + self.ends.capacity() * 8
            + self.leaf_start.capacity() * 4
            + self.leaves.capacity() * 4
    }

    /// A leaf as written: its kind in the low two bits, above them the
    /// position's number or the ended value's place in `ends`.
    fn code(&mut self, leaf: Leaf) -> Option<u32> {
        match leaf {
            Leaf::Position { index, same_side } => {
                let kind = if same_side { SAME } else { OTHER };
                (index < (1 << 30)).then_some((index << 2) | kind)
            }
            Leaf::Ended(value) => {
                let id = intern(&mut self.ends, value, MAX_ENDS)?;
                Some(((id as u32) << 2) | ENDED)
            }
        }
    }

    /// Adds one throw and its leaves to the position being written.
    pub(crate) fn push_throw(&mut self, prob: f64, leaves: &[Leaf]) -> Option<()> {
        let id = intern(&mut self.probs, prob, MAX_PROBS)?;
        self.prob.push(u8::try_from(id).ok()?);
        for &leaf in leaves {
            let code = self.code(leaf)?;
            self.leaves.push(code);
        }
        self.leaf_start.push(u32::try_from(self.leaves.len()).ok()?);
        Some(())
    }

    /// Positions closed so far.
    pub(crate) fn len(&self) -> usize {
        self.replay.len()
    }

    /// Whether no more positions are written.
    pub(crate) fn is_frozen(&self) -> bool {
        self.frozen
    }

    /// Writes no more positions: the ones to come are replayed.
    pub(crate) fn freeze(&mut self) {
        self.frozen = true;
        self.prob.shrink_to_fit();
        self.leaf_start.shrink_to_fit();
        self.leaves.shrink_to_fit();
    }

    /// Closes the position being written; `replay` marks one whose throws
    /// are not written.
    pub(crate) fn end_position(&mut self, replay: bool) -> Option<()> {
        let end = u32::try_from(self.prob.len()).ok()?;
        self.replay.push(replay);
        self.throw_start.push(end);
        Some(())
    }

    /// Drops the throws written for the position being written.
    pub(crate) fn undo_position(&mut self) {
        let from = self.throw_start.last().copied().unwrap_or(0) as usize;
        self.prob.truncate(from);
        self.leaf_start.truncate(from + 1);
        let leaves = self.leaf_start.last().copied().unwrap_or(0) as usize;
        self.leaves.truncate(leaves);
    }

    /// Whether position `i` has to be replayed (not written, or past the
    /// positions written).
    pub(crate) fn replays(&self, i: usize) -> bool {
        self.replay.get(i).copied().unwrap_or(true)
    }

    /// The value of written position `i` for its mover, the stored values
    /// read by `stored`; a value `v` for the other side is `sides - v` for
    /// the mover (the sum of the two sides' values, see
    /// [`Objective`](super::Objective)).
    pub(crate) fn value(&self, i: usize, sides: f64, stored: impl Fn(u32) -> f64) -> f64 {
        let at = |v: &Vec<u32>, k: usize| v.get(k).copied().unwrap_or(0) as usize;
        let mut total = 0.0;
        for t in at(&self.throw_start, i)..at(&self.throw_start, i + 1) {
            let mut best = f64::NEG_INFINITY;
            let leaves = at(&self.leaf_start, t)..at(&self.leaf_start, t + 1);
            for &leaf in self.leaves.get(leaves).unwrap_or_default() {
                let v = match leaf & 3 {
                    SAME => stored(leaf >> 2),
                    OTHER => sides - stored(leaf >> 2),
                    _ => self.ends.get((leaf >> 2) as usize).copied().unwrap_or(0.0),
                };
                best = best.max(v);
            }
            let p = self
                .prob
                .get(t)
                .and_then(|&id| self.probs.get(usize::from(id)));
            total += p.copied().unwrap_or(0.0) * best;
        }
        total
    }
}

/// The place of `x` in `list`, added if new and there is room for it.
fn intern(list: &mut Vec<f64>, x: f64, max: usize) -> Option<usize> {
    match list.iter().position(|&y| y == x) {
        Some(id) => Some(id),
        None if list.len() < max => {
            list.push(x);
            Some(list.len() - 1)
        }
        None => None,
    }
}
