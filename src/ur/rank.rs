//! [`Numbering`]: every Ur position where a player throws numbered densely (0, 1, 2, ...), in stages that the solver takes one after another.
//!
//! A position is seen from the side of the player to throw ("mine") and
//! the other ("theirs"), as in the solve key. It is split into:
//!
//! - the **layer**: how many pieces each side has borne off, `(s1, s2)`;
//! - the **class**: how many pieces each side has on the shared squares,
//!   `(m1, m2)`;
//! - which shared squares are mine and which theirs (a subset of `m1`
//!   squares, then a subset of `m2` of the squares left, each numbered in
//!   colexicographic order);
//! - which private squares each side holds (numbered by count of pieces,
//!   then colexicographically), at most the pieces the side has left.
//!
//! The pieces waiting are what is left over, so they are not numbered.
//! Within a class the number is a mixed-radix number of the last three
//! parts; classes and layers follow each other. Every number below the
//! total is a position of these rules and every position has exactly one
//! number: the numbering has no holes.
//!
//! **Stages.** A move that bears no piece off keeps both counts; a move
//! that bears one off raises one of them. Seen from the next player's side
//! the counts swap, so layers `(a, b)` and `(b, a)` form one stage, and a
//! stage reaches only itself and the stages with more pieces borne off.
//! Stages are numbered from the most pieces borne off down, so each stage
//! reaches only itself and the stages numbered before it.

use alloc::vec::Vec;

use super::rules::{MAX_PATH, MAX_PIECES, UrPath};
use crate::colex::{choose, colex, uncolex};

/// Squares of either kind on a path, at most.
const MAX_SQUARES: usize = MAX_PATH as usize;

/// Where the opponent's piece at one of its path indexes stands, in my
/// numbering of the squares.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Slot {
    Nowhere,
    Private(u8),
    Shared(u8),
}

/// One class of one layer: its first number and what it holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Class {
    start: u64,
    off: [u8; 2],
    shared: [u8; 2],
}

/// One side of a position: private squares, shared squares (bit masks in
/// my numbering of each kind) and pieces borne off.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub(crate) struct Side {
    pub(crate) private: u32,
    pub(crate) shared: u32,
    pub(crate) off: u8,
}

/// The dense numbering of one rule set's positions (see the module docs).
#[derive(Clone, PartialEq, Eq)]
pub(crate) struct Numbering {
    pieces: u8,
    /// My path indexes of the private squares, then of the shared ones.
    private: Vec<u8>,
    shared: Vec<u8>,
    /// Indexed by a path index: where my piece there is numbered, and
    /// where the opponent's piece at that index of its own path is.
    mine: [Slot; MAX_SQUARES + 1],
    theirs: [Slot; MAX_SQUARES + 1],
    classes: Vec<Class>,
    /// The index in `classes` of each `(off, shared)`, `u32::MAX` for
    /// none.
    class_at: Vec<u32>,
    stages: Vec<u64>,
    total: u64,
}

impl core::fmt::Debug for Numbering {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("Numbering")
            .field("positions", &self.total)
            .field("stages", &self.stages.len())
            .finish_non_exhaustive()
    }
}

impl Numbering {
    /// The numbering for `pieces` a side on `path`.
    pub(crate) fn new(pieces: u8, path: UrPath) -> Self {
        let pieces = pieces.min(MAX_PIECES);
        let mut numbering = Numbering {
            pieces,
            private: Vec::new(),
            shared: Vec::new(),
            mine: [Slot::Nowhere; MAX_SQUARES + 1],
            theirs: [Slot::Nowhere; MAX_SQUARES + 1],
            classes: Vec::new(),
            class_at: Vec::new(),
            stages: Vec::new(),
            total: 0,
        };
        numbering.number_squares(path);
        numbering.number_classes();
        numbering
    }

    fn number_squares(&mut self, path: UrPath) {
        for p in 1..=path.len() {
            let slot = match path.opponent_index(p) {
                Some(_) => {
                    self.shared.push(p);
                    Slot::Shared(self.shared.len() as u8 - 1)
                }
                None => {
                    self.private.push(p);
                    Slot::Private(self.private.len() as u8 - 1)
                }
            };
            if let Some(s) = self.mine.get_mut(usize::from(p)) {
                *s = slot;
            }
        }
        for q in 1..=path.len() {
            let slot = match path.opponent_index(q) {
                Some(p) => self.slot_of(p),
                None => self.slot_of(q),
            };
            if let Some(s) = self.theirs.get_mut(usize::from(q)) {
                *s = slot;
            }
        }
    }

    fn slot_of(&self, p: u8) -> Slot {
        self.mine
            .get(usize::from(p))
            .copied()
            .unwrap_or(Slot::Nowhere)
    }

    /// Private square sets of at most `left` pieces.
    fn private_sets(&self, left: u8) -> u64 {
        let n = self.private.len();
        (0..=usize::from(left).min(n)).map(|k| choose(n, k)).sum()
    }

    /// The number of `set` among the private square sets, by count first.
    fn private_rank(&self, set: u32) -> u64 {
        let n = self.private.len();
        let below: u64 = (0..set.count_ones() as usize).map(|k| choose(n, k)).sum();
        below + colex(set)
    }

    fn private_unrank(&self, mut rank: u64) -> u32 {
        let n = self.private.len();
        for k in 0..=n {
            let c = choose(n, k);
            if rank < c {
                return uncolex(rank, k);
            }
            rank -= c;
        }
        0
    }

    /// Numbers the classes stage by stage, the stages from the most
    /// pieces borne off down.
    fn number_classes(&mut self) {
        let n = self.pieces;
        let slots = usize::from(n) * (self.shared.len() + 1);
        self.class_at = alloc::vec![u32::MAX; slots * slots];
        for sum in (0..=2 * n.saturating_sub(1)).rev() {
            for a in sum.saturating_sub(n - 1)..=sum / 2 {
                let before = self.total;
                let b = sum - a;
                self.number_layer([a, b]);
                if a != b {
                    self.number_layer([b, a]);
                }
                self.stages.push(self.total - before);
            }
        }
    }

    fn number_layer(&mut self, off: [u8; 2]) {
        let s = self.shared.len() as u8;
        let left = [self.pieces - off[0], self.pieces - off[1]];
        for m1 in 0..=s.min(left[0]) {
            for m2 in 0..=(s - m1).min(left[1]) {
                let class = Class {
                    start: self.total,
                    off,
                    shared: [m1, m2],
                };
                self.total += self.class_size(&class);
                self.classes.push(class);
                let at = self.class_slot(off, [m1, m2]);
                if let Some(slot) = at.and_then(|at| self.class_at.get_mut(at)) {
                    *slot = self.classes.len() as u32 - 1;
                }
            }
        }
    }

    /// Shared square choices, and private square sets of each side.
    fn class_parts(&self, c: &Class) -> (u64, u64, u64) {
        let s = self.shared.len();
        let [m1, m2] = c.shared.map(usize::from);
        let shared = choose(s, m1) * choose(s - m1, m2);
        let left = |side: usize| self.pieces - c.off[side] - c.shared[side];
        (
            shared,
            self.private_sets(left(0)),
            self.private_sets(left(1)),
        )
    }

    fn class_size(&self, c: &Class) -> u64 {
        let (shared, mine, theirs) = self.class_parts(c);
        shared * mine * theirs
    }

    /// How many positions each stage holds, in the order they are solved
    /// (their numbers follow each other from 0).
    pub(crate) fn stages(&self) -> &[u64] {
        &self.stages
    }

    /// The number of positions.
    #[cfg(test)]
    pub(crate) fn total(&self) -> u64 {
        self.total
    }

    /// The number of the position with sides `me` (to throw) and `them`,
    /// or `None` when it is not a position of these rules.
    pub(crate) fn rank(&self, me: Side, them: Side) -> Option<u64> {
        let class = self.find_class(me, them)?;
        let (_, mine_sets, their_sets) = self.class_parts(&class);
        let left = |s: &Side| self.pieces - s.off - s.shared.count_ones() as u8;
        if me.private.count_ones() as u8 > left(&me)
            || them.private.count_ones() as u8 > left(&them)
        {
            return None;
        }
        if me.shared & them.shared != 0 {
            return None;
        }
        let free = self.shared.len() - me.shared.count_ones() as usize;
        let theirs = compress(them.shared, !me.shared);
        let shared =
            colex(me.shared) * choose(free, them.shared.count_ones() as usize) + colex(theirs);
        let privates = self.private_rank(me.private) * their_sets + self.private_rank(them.private);
        Some(class.start + shared * mine_sets * their_sets + privates)
    }

    fn find_class(&self, me: Side, them: Side) -> Option<Class> {
        let at = self.class_slot(
            [me.off, them.off],
            [me.shared, them.shared].map(|m| m.count_ones() as u8),
        )?;
        let i = *self.class_at.get(at)?;
        self.classes.get(i as usize).copied()
    }

    /// The place of a class in [`Numbering::class_at`].
    fn class_slot(&self, off: [u8; 2], shared: [u8; 2]) -> Option<usize> {
        let n = usize::from(self.pieces);
        let s = self.shared.len() + 1;
        let [a, b] = off.map(usize::from);
        let [c, d] = shared.map(usize::from);
        if a >= n || b >= n || c >= s || d >= s {
            return None;
        }
        Some(((a * n + b) * s + c) * s + d)
    }

    /// The sides (mine, theirs) of the position numbered `rank`.
    pub(crate) fn unrank(&self, rank: u64) -> Option<(Side, Side)> {
        if rank >= self.total {
            return None;
        }
        let i = self.classes.partition_point(|c| c.start <= rank);
        let class = *self.classes.get(i.checked_sub(1)?)?;
        let (_, mine_sets, their_sets) = self.class_parts(&class);
        let within = rank - class.start;
        let privates = within % (mine_sets * their_sets);
        let shared = within / (mine_sets * their_sets);
        let [m1, m2] = class.shared.map(usize::from);
        let free_choices = choose(self.shared.len() - m1, m2);
        let my_shared = uncolex(shared / free_choices, m1);
        let their_shared = expand(uncolex(shared % free_choices, m2), !my_shared);
        let me = Side {
            private: self.private_unrank(privates / their_sets),
            shared: my_shared,
            off: class.off[0],
        };
        let them = Side {
            private: self.private_unrank(privates % their_sets),
            shared: their_shared,
            off: class.off[1],
        };
        Some((me, them))
    }

    /// A side from its board bits (bit `p` for path index `p`), as mine
    /// (`theirs` false) or the opponent's.
    pub(crate) fn side_of_board(&self, board: u32, off: u8, theirs: bool) -> Option<Side> {
        let slots = if theirs { &self.theirs } else { &self.mine };
        let mut side = Side {
            off,
            ..Side::default()
        };
        let mut bits = board;
        while bits != 0 {
            let p = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            match slots.get(p).copied().unwrap_or(Slot::Nowhere) {
                Slot::Private(j) => side.private |= 1 << j,
                Slot::Shared(j) => side.shared |= 1 << j,
                Slot::Nowhere => return None,
            }
        }
        Some(side)
    }

    /// The board bits of a side, as mine (`theirs` false) or the
    /// opponent's.
    pub(crate) fn board_of_side(&self, side: Side, theirs: bool) -> u32 {
        let slots = if theirs { &self.theirs } else { &self.mine };
        let mut board = 0;
        for (p, slot) in slots.iter().enumerate() {
            let on = match *slot {
                Slot::Private(j) => side.private >> j & 1 == 1,
                Slot::Shared(j) => side.shared >> j & 1 == 1,
                Slot::Nowhere => false,
            };
            if on {
                board |= 1 << p;
            }
        }
        board
    }
}

/// The bits of `set` that lie in `within`, packed down to the low bits in
/// order.
fn compress(set: u32, within: u32) -> u32 {
    let (mut out, mut i, mut w) = (0, 0, within);
    while w != 0 {
        let bit = w & w.wrapping_neg();
        if set & bit != 0 {
            out |= 1 << i;
        }
        i += 1;
        w &= w - 1;
    }
    out
}

/// The inverse of [`compress`]: the low bits of `packed` spread over the
/// set bits of `within`, in order.
fn expand(packed: u32, within: u32) -> u32 {
    let (mut out, mut i, mut w) = (0, 0, within);
    while w != 0 && packed >> i != 0 {
        let bit = w & w.wrapping_neg();
        if packed >> i & 1 == 1 {
            out |= bit;
        }
        i += 1;
        w &= w - 1;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colex_numbers_every_subset_once() {
        for size in 0..=4 {
            let subsets: Vec<u32> = (0u32..256).filter(|m| m.count_ones() == size).collect();
            let mut ranks: Vec<u64> = subsets.iter().map(|&m| colex(m)).collect();
            ranks.sort_unstable();
            assert_eq!(ranks, (0..subsets.len() as u64).collect::<Vec<_>>());
            for &m in &subsets {
                assert_eq!(uncolex(colex(m), size as usize), m);
            }
        }
    }

    #[test]
    fn compress_and_expand_are_inverse() {
        let within = 0b1011_0110;
        for set in 0u32..256 {
            let set = set & within;
            assert_eq!(expand(compress(set, within), within), set);
        }
    }

    /// Counted independently: shared squares three ways (empty, mine,
    /// theirs), private squares as subsets, the pieces left over waiting.
    fn brute_force(pieces: u8, private: usize, shared: usize) -> u64 {
        let mut total = 0;
        for code in 0..3u64.pow(shared as u32) {
            let digits: Vec<u64> = (0..shared).map(|i| code / 3u64.pow(i as u32) % 3).collect();
            let m1 = digits.iter().filter(|&&d| d == 1).count() as u8;
            let m2 = digits.iter().filter(|&&d| d == 2).count() as u8;
            for p1 in 0u32..1 << private {
                for p2 in 0u32..1 << private {
                    for s1 in 0..pieces {
                        for s2 in 0..pieces {
                            let fits =
                                |s: u8, m: u8, p: u32| s + m + p.count_ones() as u8 <= pieces;
                            if fits(s1, m1, p1) && fits(s2, m2, p2) {
                                total += 1;
                            }
                        }
                    }
                }
            }
        }
        total
    }

    #[test]
    fn the_numbering_counts_what_a_brute_force_counts() {
        for pieces in 1..=3 {
            let bell = Numbering::new(pieces, UrPath::Bell);
            assert_eq!(bell.total(), brute_force(pieces, 6, 8), "{pieces}");
            let masters = Numbering::new(pieces, UrPath::Masters);
            assert_eq!(masters.total(), brute_force(pieces, 4, 12), "{pieces}");
        }
    }

    #[test]
    fn seven_pieces_on_bells_path_number_every_position_where_a_player_throws() {
        // Published for these rules: 137,913,936 positions including the
        // 43,839 where one side has borne off all seven pieces.
        let n = Numbering::new(7, UrPath::Bell);
        assert_eq!(n.total(), 137_870_097);
        assert_eq!(n.stages().iter().sum::<u64>(), n.total());
        assert_eq!(n.stages().len(), 28);
    }

    #[test]
    fn every_number_comes_back_from_its_position() {
        for path in [UrPath::Bell, UrPath::Masters] {
            let n = Numbering::new(3, path);
            for rank in (0..n.total()).step_by(7) {
                let (me, them) = n.unrank(rank).unwrap();
                assert_eq!(n.rank(me, them), Some(rank), "{path:?} {rank}");
                let board = n.board_of_side(them, true);
                assert_eq!(n.side_of_board(board, them.off, true), Some(them));
            }
            assert_eq!(n.unrank(n.total()), None);
        }
    }
}
