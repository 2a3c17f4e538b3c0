//! [`SolveKey`]: what the solver needs to know about a game beyond [`RaceGame`].

use alloc::vec::Vec;
use core::fmt;

use crate::game::RaceGame;

/// A compact key for every position where chance is to act, and the way
/// back from a key to a position.
///
/// The solver stores one value per key, so the key decides what counts as
/// one position:
///
/// - it **drops counters** that do not change the rest of the game (a
///   count of actions, say), or the table would never end;
/// - it may **fold symmetric positions** together: positions that are the
///   same game seen from the other seat, or that differ only by which of
///   a player's identical pieces is which, may share a key, as long as the
///   player to act has the same chance of winning in all of them.
///
/// [`state_of_key`](SolveKey::state_of_key) must return a position with
/// that key (any one of the positions folded into it), from which the game
/// plays on exactly as from the others. The solver checks, on every
/// position it stores, that the key of the position it gets back is the
/// key it started from.
pub trait SolveKey: RaceGame {
    /// The key of `state`, a position where chance is to act, or `None`
    /// when these rules or this position cannot be keyed (for instance a
    /// game whose action limit makes the action count part of the
    /// position).
    fn solve_key(&self, state: &Self::State) -> Option<u64>;

    /// A position with key `key`, where chance is to act, or `None` when no
    /// position has that key.
    fn state_of_key(&self, key: u64) -> Option<Self::State>;

    /// A digest of everything that decides the values in a table: the
    /// rules, the seats, the way positions are keyed. A saved table is
    /// only read for a game with the same digest. [`digest_of_debug`]
    /// computes one from a value's `Debug` form.
    fn rules_digest(&self) -> u64;

    /// A dense numbering of the keys for [`solve_dense`](super::solve_dense),
    /// or `None` (the default) when the game has none: how many positions
    /// each stage holds, in the order the stages are solved. Numbers run
    /// from 0 through the stages in this order. A position of a stage may
    /// lead (through throws and choices) only to positions of its own
    /// stage or of stages before it; the solver checks this and stops with
    /// [`SolveError::StageOrder`](super::SolveError::StageOrder) otherwise.
    fn dense_stages(&self) -> Option<Vec<u64>> {
        None
    }

    /// The number of `key` in the dense numbering, or `None` (the default)
    /// when the game has none or `key` is not a position of it.
    fn rank_of_key(&self, key: u64) -> Option<u64> {
        let _ = key;
        None
    }

    /// The key numbered `rank` in the dense numbering, or `None` (the
    /// default) when the game has none or `rank` is past the last number.
    /// The inverse of [`rank_of_key`](SolveKey::rank_of_key).
    fn key_of_rank(&self, rank: u64) -> Option<u64> {
        let _ = rank;
        None
    }
}

/// FNV-1a-64 over `value`'s `Debug` form, mixed with `salt` (a version of
/// the keying scheme). Two values with the same `Debug` form get the same
/// digest on every platform.
///
/// ```
/// use racegame::solve::digest_of_debug;
/// assert_eq!(digest_of_debug(&(1, "a"), 0), digest_of_debug(&(1, "a"), 0));
/// assert_ne!(digest_of_debug(&(1, "a"), 0), digest_of_debug(&(1, "a"), 1));
/// assert_ne!(digest_of_debug(&(1, "a"), 0), digest_of_debug(&(2, "a"), 0));
/// ```
pub fn digest_of_debug(value: &impl fmt::Debug, salt: u64) -> u64 {
    let mut fnv = Fnv::new();
    fnv.bytes(&salt.to_le_bytes());
    // Writing to an FNV state cannot fail; a failing `Debug` only shortens
    // the text, which still digests to some value.
    let _ = fmt::write(&mut fnv, format_args!("{value:?}"));
    fnv.0
}

/// FNV-1a-64, the digest of the crate's records and tables.
pub(crate) struct Fnv(pub(crate) u64);

impl Fnv {
    pub(crate) const fn new() -> Self {
        Fnv(0xcbf2_9ce4_8422_2325)
    }

    pub(crate) fn bytes(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 ^= u64::from(b);
            self.0 = self.0.wrapping_mul(0x0000_0100_0000_01b3);
        }
    }
}

impl fmt::Write for Fnv {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        self.bytes(s.as_bytes());
        Ok(())
    }
}
