//! [`perft`]: the number of distinct plays a number of turns ahead over every roll, the test that pins the move generator to published counts.

use alloc::vec;
use alloc::vec::Vec;

use super::dice::DiceLeft;
use super::frame::Frame;
use super::game::BackgammonGame;
use super::moves::Ending;
use super::plays::{EndKey, end_key};
use super::state::{BackgammonState, Phase};
use super::turn::opponent;
use crate::dice::Roll;
use crate::game::Seat;

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

/// The 21 distinct rolls with their chances in 36: doubles first-die
/// order, 1-1, 2-1, 2-2, ...
fn rolls() -> impl Iterator<Item = (DiceLeft, u64)> {
    (1..=6u8).flat_map(|a| {
        (1..=a).filter_map(move |b| {
            let roll = Roll::two(a, b).ok()?;
            Some((DiceLeft::from_roll(roll)?, if a == b { 1 } else { 2 }))
        })
    })
}

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
    count(game, position, depth, &mut table, &mut levels)
}

/// The perft of one position, `depth` turns deep, with the scratch of each
/// level reused.
fn count(
    game: &BackgammonGame,
    position: &BackgammonState,
    depth: u32,
    table: &mut Table,
    levels: &mut [Vec<(EndKey, bool)>],
) -> Perft {
    let seat = position.turn();
    let frame = game.frame(position, seat);
    let mut total = Perft::default();
    let Some((here, deeper)) = levels.split_first_mut() else {
        return total;
    };
    for (dice, weight) in rolls() {
        if depth == 1 && game.laws.counts_by_rule() {
            let n = game.laws.count_plays(&frame, dice);
            total.nodes += n;
            total.weighted += n * weight;
            continue;
        }
        table.clear();
        game.laws.each_play(&frame, dice, &mut |end, ending| {
            table.insert((end_key(end), ending != Ending::None));
        });
        if depth == 1 {
            let n = table.len() as u64;
            total.nodes += n;
            total.weighted += n * weight;
            continue;
        }
        here.clear();
        here.extend_from_slice(table.keys());
        for &(key, ended) in here.iter() {
            if ended {
                continue;
            }
            let next = next_position(game, position, seat, key);
            let sub = count(game, &next, depth - 1, table, deeper);
            total.nodes += sub.nodes;
            total.weighted += sub.weighted * weight;
        }
    }
    total
}

/// The position after a play that ended on `key` without ending the game,
/// the other side to throw.
fn next_position(
    game: &BackgammonGame,
    position: &BackgammonState,
    seat: Seat,
    key: EndKey,
) -> BackgammonState {
    let (mine, theirs, pin_mine, pin_theirs) = key;
    let frame = Frame {
        mine,
        theirs,
        pin_mine,
        pin_theirs,
        ..game.frame(position, seat)
    };
    let mut next = *position;
    frame.store(&mut next, seat, game.rules.direction);
    next.turn = opponent(seat).0;
    next.phase = Phase::AwaitingThrow;
    next
}

impl super::moves::Laws {
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
        let mut path = super::plays::Path::default();
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
    keys: Vec<(EndKey, bool)>,
    stamp: u32,
}

impl Table {
    fn new() -> Table {
        Table {
            slots: vec![(0, 0); 1 << 12],
            keys: Vec::new(),
            stamp: 1,
        }
    }

    fn clear(&mut self) {
        self.keys.clear();
        self.stamp = self.stamp.wrapping_add(1);
        if self.stamp == 0 {
            self.slots.iter_mut().for_each(|s| *s = (0, 0));
            self.stamp = 1;
        }
    }

    fn len(&self) -> usize {
        self.keys.len()
    }

    fn keys(&self) -> &[(EndKey, bool)] {
        &self.keys
    }

    fn insert(&mut self, key: (EndKey, bool)) {
        if self.keys.len() * 2 >= self.slots.len() {
            self.grow();
        }
        let mask = self.slots.len() - 1;
        let mut i = hash(&key.0) as usize & mask;
        loop {
            let (stamp, index) = self.slots[i];
            if stamp != self.stamp {
                self.slots[i] = (self.stamp, self.keys.len() as u32);
                self.keys.push(key);
                return;
            }
            if self.keys[index as usize].0 == key.0 {
                return;
            }
            i = (i + 1) & mask;
        }
    }

    fn grow(&mut self) {
        let size = self.slots.len() * 2;
        self.slots = vec![(0, 0); size];
        let keys = core::mem::take(&mut self.keys);
        for key in keys {
            self.insert(key);
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
