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

    /// The identity of everything that decides the values in a table: the
    /// rules, the seats, the way positions are keyed. A saved table is
    /// only read for a game with the same digest, and a table answers
    /// questions only about a game with its digest.
    ///
    /// The crate's games return their canonical digest, the one a
    /// [`GameRecord`](crate::record::GameRecord) and a saved
    /// [`Session`](crate::play::Session) hold as `rules_digest`:
    /// [`Digest::of`](crate::record::Digest::of) the game, FNV-1a-64 over
    /// its [canonical encoding](crate::record::canonical_bytes), the same
    /// in every version of the crate for the same rules (see
    /// [`Digest`](crate::record::Digest), "The identity of a rule set").
    /// Without the `serde` feature there is no canonical form: the digest
    /// then only ties a table in memory to its game (tables are saved and
    /// read with `serde` only), and may differ from one build to the next.
    fn rules_digest(&self) -> u64;

    /// The digest tables of format 1 were saved under, for reading them
    /// ([`Table::from_bytes`](super::Table::from_bytes)), or `None` (the
    /// default) for a game that reads no table of format 1.
    ///
    /// Format 1 keyed a table by a digest of the rules' `Debug` text,
    /// which changed with any field added to a rules type. The crate's
    /// games write that text again from the fields of format 1 (a field
    /// added since is not in it), for rules whose newer fields all hold
    /// their defaults (`None` otherwise: such rules had no table of format
    /// 1), so a table of format 1 keeps reading. Saved again
    /// ([`Table::to_bytes`](super::Table::to_bytes)), it is in the current
    /// format, under [`rules_digest`](SolveKey::rules_digest).
    fn legacy_rules_digest(&self) -> Option<u64> {
        None
    }

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

/// The rules digest of one of the crate's games (see
/// [`SolveKey::rules_digest`]): its canonical digest.
#[cfg(feature = "serde")]
pub(crate) fn game_digest<G: serde::Serialize>(game: &G) -> u64 {
    // The crate's games serialize as plain derived data, which cannot
    // fail; a failure would give every game the digest 0.
    crate::record::Digest::of(game).map_or(0, |d| d.0)
}

/// Without `serde`, a digest of the game's `Debug` text: never saved
/// (tables are saved with `serde` only), it only ties a table in memory to
/// the game it was solved for.
#[cfg(not(feature = "serde"))]
pub(crate) fn game_digest<G: fmt::Debug>(game: &G) -> u64 {
    debug_digest(game, 0)
}

/// FNV-1a-64 over `value`'s `Debug` form, mixed with `salt`: the digest
/// of tables of format 1 (see [`SolveKey::legacy_rules_digest`]), and of a
/// game in a build without `serde`.
pub(crate) fn debug_digest(value: &impl fmt::Debug, salt: u64) -> u64 {
    let mut fnv = Fnv::new();
    fnv.bytes(&salt.to_le_bytes());
    // Writing to an FNV state cannot fail; a failing `Debug` only shortens
    // the text, which still digests to some value.
    let _ = fmt::write(&mut fnv, format_args!("{value:?}"));
    fnv.0
}

/// A `Debug` form written by a closure.
pub(crate) struct DebugFn<F>(pub(crate) F);

impl<F: Fn(&mut fmt::Formatter<'_>) -> fmt::Result> fmt::Debug for DebugFn<F> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        (self.0)(f)
    }
}

/// The `Debug` text a rules value of type `$name` had in tables of format
/// 1 (see [`SolveKey::legacy_rules_digest`]): the fields of that version,
/// listed in their order, as `#[derive(Debug)]` wrote them; `None` when a
/// field added since differs from its value in `$default`, since such
/// rules could not be saved then. A field added to the rules type is not
/// added here.
macro_rules! format_one_text {
    ($rules:expr, $default:expr, $name:literal, [$($field:ident),* $(,)?]) => {{
        let rules = $rules;
        let mut probe = $default;
        $(probe.$field = Clone::clone(&rules.$field);)*
        (probe == *rules).then(|| {
            $crate::solve::DebugFn(move |f: &mut core::fmt::Formatter<'_>| {
                f.debug_struct($name)
                    $(.field(stringify!($field), &rules.$field))*
                    .finish()
            })
        })
    }};
}
pub(crate) use format_one_text;

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
