//! [`Numbering`]: every position of a game of a few checkers a side where a side is to throw, keyed and numbered densely from the side to throw, both by formula (no table).
//!
//! A **side** is how many of its checkers stand on each of its 26 places
//! by its own numbers (0 borne off, 1 to 24 the points, 25 the bar): a
//! multiset of `n` checkers, numbered 0 to `M - 1` with
//! `M = C(25 + n, n)` ([`Multisets`]; number 0 is every checker off). A
//! position is the side to throw ("mine") and the other ("theirs"), each
//! by its own numbers, so the two seats fold together.
//!
//! The **key** of a position is `mine * M + theirs`, below `M^2`; the key
//! `M^2` is the opening (both sides at the start, the opening throw to
//! come). Keys have holes: pairs of sides that share a point, or where a
//! side has borne everything off.
//!
//! The **dense number** has none. My side is split into the set of `d`
//! points it holds (`C(24, d)` sets, numbered colexicographically) and how
//! its checkers share out between off, the bar and those points (each
//! point at least one: the `n - d` checkers left over as a multiset over
//! `d + 2` places). The points I hold are closed to the other side (its
//! point `25 - p` for my `p`), so its side is a multiset over the `26 - d`
//! places left, in their order. Positions follow each other by `d`, then
//! by my points, my share-out and the other side, a mixed-radix number.
//! Every checker off, on either side, is a finished game and left out (it
//! is number 0 of each multiset, so the numbers start at 1 there). Every
//! number below the total is a position and every position has one
//! number; the opening throw, in rules that have one, is the last.

use crate::backgammon::rules::{BAR, OFF, POINTS};
use crate::backgammon::solve::multiset::{Multisets, choose};
use crate::backgammon::state::{nibble, unit};

/// Places of a side: off, the 24 points, the bar.
pub(crate) const PLACES: usize = 26;

/// Most checkers a side may have for positions to be keyed and numbered:
/// five keep a key (below `C(30, 5)^2 + 1`) within a `u64`. The solver
/// itself takes at most three.
pub(crate) const MAX_KEYED: u8 = 5;

/// The numbering of the positions of `n` checkers a side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Numbering {
    checkers: u8,
    /// Whether the rules have an opening throw, numbered last.
    opening: bool,
    sides: Multisets,
    /// `M`: sides of `checkers` checkers.
    side_count: u64,
}

/// A side's counts, place by place.
type Counts = [u8; PLACES];

/// The counts of a side's packed word.
fn counts(word: u128) -> Counts {
    let mut c = [0u8; PLACES];
    for (p, slot) in c.iter_mut().enumerate() {
        *slot = nibble(word, p as u8);
    }
    c
}

/// The packed word of a side's counts.
fn word(counts: &Counts) -> u128 {
    counts
        .iter()
        .enumerate()
        .fold(0, |w, (p, &n)| w + u128::from(n) * unit(p as u8))
}

/// My points (bits 1 to 24).
fn held(mine: &Counts) -> u32 {
    (1..=POINTS)
        .filter(|&p| mine[usize::from(p)] > 0)
        .fold(0, |m, p| m | 1 << p)
}

/// The other side's places closed by my points: its `25 - p` for my `p`.
fn closed_by(points: u32) -> u32 {
    (1..=POINTS)
        .filter(|&p| points & (1 << p) != 0)
        .fold(0, |m, p| m | 1 << (BAR - p))
}

/// The colexicographic number of a set of points (bits 1 to 24).
fn colex(points: u32) -> u64 {
    crate::colex::colex(points >> 1)
}

/// The set of `size` points (bits 1 to 24) with colexicographic number
/// `rank`.
fn uncolex(rank: u64, size: usize) -> u32 {
    crate::colex::uncolex(rank, size) << 1
}

impl Numbering {
    /// The numbering of `checkers` a side (1 to [`MAX_KEYED`]), with the
    /// opening throw numbered last when `opening`.
    pub(crate) fn new(checkers: u8, opening: bool) -> Option<Numbering> {
        if !(1..=MAX_KEYED).contains(&checkers) {
            return None;
        }
        let sides = Multisets::new(PLACES as u8, checkers)?;
        Some(Numbering {
            checkers,
            opening,
            sides,
            side_count: sides.len(),
        })
    }

    /// `M`: the sides of this many checkers.
    pub(crate) fn side_count(&self) -> u64 {
        self.side_count
    }

    /// The share-outs of my checkers over off, the bar and `d` points
    /// (every checker off left out).
    fn shares(&self, d: usize) -> Option<Multisets> {
        Multisets::new(d as u8 + 2, self.checkers.checked_sub(d as u8)?)
    }

    /// The other side's sides against `d` points of mine.
    fn others(&self, d: usize) -> Option<Multisets> {
        Multisets::new((PLACES - d) as u8, self.checkers)
    }

    /// The counts of each part of class `d`: point sets, share-outs (every
    /// checker off left out) and the other side's sides (the same).
    fn class(&self, d: usize) -> Option<(u64, u64, u64)> {
        let shares = self.shares(d)?.len() - u64::from(d == 0);
        Some((
            choose(usize::from(POINTS), d),
            shares,
            self.others(d)?.len() - 1,
        ))
    }

    /// Positions of class `d`.
    fn class_size(&self, d: usize) -> u64 {
        self.class(d).map_or(0, |(s, h, o)| s * h * o)
    }

    /// Positions where a side is to throw, the opening not counted.
    pub(crate) fn positions(&self) -> u64 {
        (0..=usize::from(self.checkers))
            .map(|d| self.class_size(d))
            .sum()
    }

    /// The key of the opening, when the rules have an opening throw.
    pub(crate) fn opening_key(&self) -> Option<u64> {
        self.opening.then_some(self.side_count * self.side_count)
    }

    /// Numbers in all: the positions, and the opening when there is one.
    pub(crate) fn numbers(&self) -> u64 {
        self.positions() + u64::from(self.opening)
    }

    /// The number of a side's packed word, if it has this many checkers
    /// and nothing outside the 26 places.
    pub(crate) fn side_rank(&self, word: u128) -> Option<u64> {
        self.sides.rank_packed(word)
    }

    /// The packed word of side number `rank`.
    pub(crate) fn side_word(&self, rank: u64) -> Option<u128> {
        let mut c = [0u8; PLACES];
        self.sides.unrank(rank, &mut c)?;
        Some(word(&c))
    }

    /// The key of the position of side words `mine` (to throw) and
    /// `theirs`, each by its own numbers.
    pub(crate) fn key(&self, mine: u128, theirs: u128) -> Option<u64> {
        Some(self.side_rank(mine)? * self.side_count + self.side_rank(theirs)?)
    }

    /// The side words of a key below the opening's.
    pub(crate) fn sides_of_key(&self, key: u64) -> Option<(u128, u128)> {
        let (a, b) = (key / self.side_count, key % self.side_count);
        if a >= self.side_count {
            return None;
        }
        Some((self.side_word(a)?, self.side_word(b)?))
    }

    /// The dense number of `key`: a position (two sides that share no
    /// point, neither with everything off) or the opening (the last
    /// number); `None` for anything else.
    pub(crate) fn rank_of_key(&self, key: u64) -> Option<u64> {
        if Some(key) == self.opening_key() {
            return Some(self.positions());
        }
        let (mine, theirs) = self.sides_of_key(key)?;
        let (mine, theirs) = (counts(mine), counts(theirs));
        let points = held(&mine);
        let d = points.count_ones() as usize;
        // My share-out: off, bar, then each point's checkers but one.
        let mut share = [0u8; PLACES];
        share[0] = mine[usize::from(OFF)];
        share[1] = mine[usize::from(BAR)];
        for (i, p) in (1..=POINTS).filter(|&p| points & (1 << p) != 0).enumerate() {
            share[i + 2] = mine[usize::from(p)] - 1;
        }
        let share = self.shares(d)?.rank(&share[..d + 2])?;
        let share = share.checked_sub(u64::from(d == 0))?;
        // Theirs over the places my points leave open (a checker of theirs
        // on a closed place shares a point with mine: the open places then
        // hold fewer than all its checkers, and the rank fails).
        let closed = closed_by(points);
        let mut open = [0u8; PLACES];
        let mut k = 0;
        for (p, &n) in theirs.iter().enumerate() {
            if closed & (1 << p) == 0 {
                open[k] = n;
                k += 1;
            }
        }
        let other = self.others(d)?.rank(&open[..k])?.checked_sub(1)?;
        let (_, shares, others) = self.class(d)?;
        let start: u64 = (0..d).map(|c| self.class_size(c)).sum();
        Some(start + (colex(points) * shares + share) * others + other)
    }

    /// The key numbered `rank` (the inverse of
    /// [`rank_of_key`](Numbering::rank_of_key)).
    pub(crate) fn key_of_rank(&self, mut rank: u64) -> Option<u64> {
        let total = self.positions();
        if rank >= total {
            return self.opening_key().filter(|_| rank == total);
        }
        let mut d = 0;
        while rank >= self.class_size(d) {
            rank -= self.class_size(d);
            d += 1;
        }
        let (_, shares, others) = self.class(d)?;
        let other = rank % others + 1;
        let share = (rank / others) % shares + u64::from(d == 0);
        let points = uncolex(rank / others / shares, d);
        let mut mine = [0u8; PLACES];
        let mut s = [0u8; PLACES];
        self.shares(d)?.unrank(share, &mut s[..d + 2])?;
        mine[usize::from(OFF)] = s[0];
        mine[usize::from(BAR)] = s[1];
        for (i, p) in (1..=POINTS).filter(|&p| points & (1 << p) != 0).enumerate() {
            mine[usize::from(p)] = s[i + 2] + 1;
        }
        let closed = closed_by(points);
        let mut open = [0u8; PLACES];
        self.others(d)?.unrank(other, &mut open[..PLACES - d])?;
        let mut theirs = [0u8; PLACES];
        let mut i = 0;
        for (p, slot) in theirs.iter_mut().enumerate() {
            if closed & (1 << p) == 0 {
                *slot = open[i];
                i += 1;
            }
        }
        self.key(word(&mine), word(&theirs))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::vec::Vec;

    /// Positions counted by brute force: pairs of sides that share no
    /// point, neither with every checker off.
    fn brute(n: u8) -> Vec<u64> {
        let num = Numbering::new(n, true).unwrap();
        let m = num.side_count();
        let mut keys = Vec::new();
        for a in 0..m {
            for b in 0..m {
                let (x, y) = (num.side_word(a).unwrap(), num.side_word(b).unwrap());
                let shared = (1..=POINTS).any(|p| nibble(x, p) > 0 && nibble(y, BAR - p) > 0);
                let done = nibble(x, OFF) == n || nibble(y, OFF) == n;
                if !shared && !done {
                    keys.push(a * m + b);
                }
            }
        }
        keys
    }

    #[test]
    fn hypergammon_has_7953353_positions_where_a_side_is_to_throw() {
        // 7,959,904 positions in all (Tom Keith's count), less the 6,551
        // where a side has borne everything off.
        let num = Numbering::new(3, true).unwrap();
        assert_eq!(num.positions(), 7_953_353);
        assert_eq!(num.side_count(), 3_276);
    }

    #[test]
    fn the_numbering_numbers_exactly_the_positions_brute_force_finds() {
        for n in 1..=2 {
            let num = Numbering::new(n, true).unwrap();
            let keys = brute(n);
            assert_eq!(num.positions(), keys.len() as u64, "{n}");
            let mut ranks: Vec<u64> = keys.iter().map(|&k| num.rank_of_key(k).unwrap()).collect();
            for (&k, &r) in keys.iter().zip(&ranks) {
                assert_eq!(num.key_of_rank(r), Some(k), "{n}: {k}");
            }
            ranks.sort_unstable();
            assert!(ranks.iter().enumerate().all(|(i, &r)| r == i as u64));
        }
    }

    #[test]
    fn every_number_is_one_key_and_back() {
        let num = Numbering::new(3, true).unwrap();
        for r in (0..num.positions()).step_by(997) {
            assert_eq!(num.rank_of_key(num.key_of_rank(r).unwrap()), Some(r));
        }
        let last = num.positions();
        let opening = num.opening_key().unwrap();
        assert_eq!(num.key_of_rank(last), Some(opening));
        assert_eq!(num.rank_of_key(opening), Some(last));
        assert_eq!(num.key_of_rank(last + 1), None);
        let none = Numbering::new(3, false).unwrap();
        assert_eq!((none.opening_key(), none.key_of_rank(last)), (None, None));
        assert_eq!(none.numbers(), last);
    }

    #[test]
    fn keys_that_are_no_position_have_no_number() {
        let num = Numbering::new(3, true).unwrap();
        let m = num.side_count();
        // Every checker off on either side: a finished game.
        assert_eq!(num.rank_of_key(5), None);
        assert_eq!(num.rank_of_key(5 * m), None);
        // Both sides on one point: mine on my 20, theirs on their 5.
        let mine = num.side_rank(3 * unit(20)).unwrap();
        let theirs = num.side_rank(unit(5) + 2 * unit(BAR)).unwrap();
        assert_eq!(num.rank_of_key(mine * m + theirs), None);
        assert_eq!(num.rank_of_key(m * m + 1), None);
        assert_eq!(num.side_rank(unit(3)), None); // one checker, not three
    }
}
