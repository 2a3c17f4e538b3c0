//! [`perft`]: the number of distinct plays a number of turns ahead over every roll, the test that pins the move generator to published counts.

mod count;
use alloc::vec;
use alloc::vec::Vec;

use crate::backgammon::dice::DiceLeft;
use crate::backgammon::frame::Frame;
use crate::backgammon::game::BackgammonGame;
use crate::backgammon::moves::Ending;
use crate::backgammon::plays::{EndKey, end_key};
use crate::backgammon::state::BackgammonState;

/// Counts of [`perft`]: leaves, and leaves weighted by their rolls'
/// chances.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct Perft {
    /// Distinct end-of-turn positions at the depth, summed over the 21
    /// distinct rolls at every turn.
    pub nodes: u64,
    /// The same with each roll counted by its chances in 36 (a double once,
    /// any other roll twice, for its two orders): the count over the 36
    /// ordered throws.
    pub weighted: u64,
}

/// The 21 distinct rolls with their chances in 36: 1-1, 2-1, 2-2, 3-1, ...
const ROLLS: [(DiceLeft, u64); 21] = {
    let mut out = [(DiceLeft::of_pair(1, 1), 1); 21];
    let (mut a, mut i) = (1u8, 0usize);
    while a <= 6 {
        let mut b = 1u8;
        while b <= a {
            out[i] = (DiceLeft::of_pair(a, b), if a == b { 1 } else { 2 });
            i += 1;
            b += 1;
        }
        a += 1;
    }
    out
};

/// Perft of `position` to `depth` turns: from the position with its side
/// to play (`position.turn()`) throwing, every one of the 21 distinct
/// rolls, every distinct play of it (the end-of-turn positions: a roll
/// that allows no move is one play, the position unchanged), then the
/// same from each of those with the other side throwing, `depth` turns
/// deep. `perft(p, 1).nodes` is the number of distinct plays summed over
/// the 21 rolls. There is no opening throw here: the side to play throws
/// both dice whatever the phase of `position` says. A game that has ended
/// has no plays: it counts 1 at depth 0 and nothing deeper, and a play
/// that wins ends the line there.
///
/// The plays are those of [`BackgammonGame::plays`]; the last turn's are
/// counted without building them. The counts of the starting positions of
/// backgammon, nackgammon and hypergammon to depth 3 agree with the bkgm
/// crate's perft (and depth 1 with GNU Backgammon's lists of plays):
/// 447, 202,782 and 116,154,993 for backgammon.
///
/// ```
/// use racegame::RaceGame;
/// use racegame::backgammon::{BackgammonGame, perft};
/// let game = BackgammonGame::backgammon();
/// let start = game.initial_state();
/// assert_eq!(perft(&game, &start, 1).nodes, 447);
/// assert_eq!(perft(&game, &start, 1).weighted, 637);
/// ```
pub fn perft(game: &BackgammonGame, position: &BackgammonState, depth: u32) -> Perft {
    if depth == 0 {
        return Perft {
            nodes: 1,
            weighted: 1,
        };
    }
    if position.phase().is_over() || game.check_fits(position).is_err() {
        return Perft::default();
    }
    let mut table = Table::new();
    let mut levels = vec![Vec::new(); depth as usize];
    let frame = game.frame(position, position.turn());
    count(game, &frame, depth, &mut table, &mut levels)
}

/// The perft of the position seen in `frame` (its side to throw), `depth`
/// turns deep, with the scratch of each level reused. Each distinct end of
/// a play is kept as its frame, turned to the other side for the next
/// turn.
fn count(
    game: &BackgammonGame,
    frame: &Frame,
    depth: u32,
    table: &mut Table,
    levels: &mut [Vec<(Frame, bool)>],
) -> Perft {
    let mut total = Perft::default();
    let Some((here, deeper)) = levels.split_first_mut() else {
        return total;
    };
    let (direction, contact) = (game.rules.direction, game.rules.contact);
    for &(dice, weight) in &ROLLS {
        let mut start = *frame;
        game.laws.begin(&mut start, dice);
        let frame = &start;
        if depth == 1 && game.laws.counts_by_rule() {
            let n = game.laws.count_plays(frame, dice);
            total.nodes += n;
            total.weighted += n * weight;
            continue;
        }
        table.clear();
        game.laws.each_play(frame, dice, &mut |end, ending| {
            table.insert(*end, ending != Ending::None);
        });
        if depth == 1 {
            let n = table.len() as u64;
            total.nodes += n;
            total.weighted += n * weight;
            continue;
        }
        here.clear();
        here.extend_from_slice(table.ends());
        for (end, ended) in here.iter() {
            if *ended {
                continue;
            }
            let sub = count(
                game,
                &end.flip(direction, contact),
                depth - 1,
                table,
                deeper,
            );
            total.nodes += sub.nodes;
            total.weighted += sub.weighted * weight;
        }
    }
    total
}

impl crate::backgammon::moves::Laws {
    /// Calls `leaf` with the end board of every legal sequence of moves of
    /// `dice` from `f` and whether it ended the game (the same board may
    /// come more than once), or once with `f` itself when no move is legal.
    pub(crate) fn each_play(
        &self,
        f: &Frame,
        dice: DiceLeft,
        leaf: &mut impl FnMut(&Frame, Ending),
    ) {
        let set = self.move_set(f, dice);
        if set.is_empty() {
            leaf(f, Ending::None);
            return;
        }
        let mut path = crate::backgammon::plays::Path::default();
        self.walk(f, dice, set, 26, &mut path, &mut |end, _, ending| {
            leaf(end, ending)
        });
    }
}

/// A set of end boards: open addressing over a power-of-two table, cleared
/// in constant time by a generation stamp, keeping the boards in the order
/// they were first seen.
struct Table {
    slots: Vec<(u32, u32)>,
    ends: Vec<(Frame, bool)>,
    stamp: u32,
}

impl Table {
    fn new() -> Table {
        Table {
            slots: vec![(0, 0); 1 << 12],
            ends: Vec::new(),
            stamp: 1,
        }
    }

    fn clear(&mut self) {
        self.ends.clear();
        self.stamp = self.stamp.wrapping_add(1);
        if self.stamp == 0 {
            self.slots.iter_mut().for_each(|s| *s = (0, 0));
            self.stamp = 1;
        }
    }

    fn len(&self) -> usize {
        self.ends.len()
    }

    fn ends(&self) -> &[(Frame, bool)] {
        &self.ends
    }

    /// Adds the end board of `end` and whether it ended the game, unless
    /// the same board with the same ending is in already (the same board
    /// can be a win in one order of moves and not in another: Plakoto's
    /// mother).
    fn insert(&mut self, end: Frame, ended: bool) {
        if self.ends.len() * 2 >= self.slots.len() {
            self.grow();
        }
        let key = end_key(&end);
        let mask = self.slots.len() - 1;
        let mut i = hash(&key) as usize & mask;
        loop {
            let (stamp, index) = self.slots[i];
            if stamp != self.stamp {
                self.slots[i] = (self.stamp, self.ends.len() as u32);
                self.ends.push((end, ended));
                return;
            }
            let (kept, kept_ended) = &self.ends[index as usize];
            if end_key(kept) == key && *kept_ended == ended {
                return;
            }
            i = (i + 1) & mask;
        }
    }

    fn grow(&mut self) {
        let size = self.slots.len() * 2;
        self.slots = vec![(0, 0); size];
        let ends = core::mem::take(&mut self.ends);
        for (end, ended) in ends {
            self.insert(end, ended);
        }
    }
}

/// A 64-bit mix of a board.
#[inline]
fn hash(key: &EndKey) -> u64 {
    let (a, b, c, d) = *key;
    let x = (a as u64)
        ^ ((a >> 64) as u64).rotate_left(17)
        ^ (b as u64).rotate_left(31)
        ^ ((b >> 64) as u64).rotate_left(47)
        ^ u64::from(c) << 7
        ^ u64::from(d) << 37;
    let x = (x ^ (x >> 31)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    x ^ (x >> 29)
}
