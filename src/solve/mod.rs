//! Two-player race games solved: every position's chance of winning (or expected payoff) under optimal play by both sides, the best move, and what each move loses.
//!
//! [`solve`] finds every position where chance is to act that the game
//! reaches from its start, then runs value iteration over them
//! (expectimax: the throws are averaged with their exact probabilities,
//! each player picks the move that maximises its own chance of winning)
//! until a whole sweep changes no value by more than
//! [`SolveOptions::tolerance`]. The result is a [`Table`]: the player to
//! act's chance of winning in each position, from which the value of any
//! position, each move's value ([`Table::action_values`]), what each move
//! loses against the best ([`Table::move_losses`]) and the best move are
//! read. [`PerfectBot`] plays it.
//!
//! A game comes to the solver through [`SolveKey`]: a compact key of a
//! position without its counters, symmetric positions folded together
//! where the rules allow, and the way back from a key to a position. The
//! Ludo family ([`LudoGame`](crate::ludo::LudoGame)) and the Royal Game of
//! Ur ([`UrGame`](crate::ur::UrGame)) implement it.
//!
//! ```
//! use racegame::solve::{self, SolveOptions};
//! use racegame::ludo::{LudoGame, LudoRules};
//! use racegame::RaceGame;
//!
//! // Two players, one token each.
//! let mut rules = LudoRules::ludo();
//! rules.tokens = 1;
//! let game = LudoGame::new(rules, 2)?;
//! let table = solve::solve(&game, &SolveOptions::default())?;
//! let first = table.value(&game, &game.initial_state())?;
//! assert!(first > 0.5 && first < 0.6);
//! // Saved and read back, or refused.
//! let bytes = table.to_bytes();
//! let again = solve::Table::from_bytes(&game, &bytes)?;
//! assert_eq!(again.value(&game, &game.initial_state())?, first);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Two sides: two seats, or two teams
//!
//! The solver plays two sides. A side is a seat, or a team of partners
//! where the game has them ([`RaceGame::teams`]): a game of four seats in
//! two partnerships is solved as two sides, each partner choosing for the
//! team, and a position's value is its team's (the chance that the team of
//! the seat to act wins; a partner's value of the same position is the
//! same number). A game of partners in more or fewer than two teams is
//! refused ([`SolveError::Sides`]), as a game of other than two seats
//! without partners is ([`SolveError::Seats`]).
//!
//! # Values
//!
//! What both players maximise is the solve's [`Objective`]
//! ([`SolveOptions::objective`]), and a table says which it holds
//! ([`Table::objective`]):
//!
//! - **the chance of winning** (the default): a value is the chance that
//!   the player to act wins. A game that ends without a winner (a blocked
//!   or truncated game) counts a half for each, so the two players' values
//!   always add up to exactly 1 and the game stays zero-sum. In a game
//!   that always ends with a winner (Ludo without blocks, Ur) the value is
//!   the plain chance of winning. A value passes to the other player as
//!   `1 - v`.
//! - **the expected payoff**, for zero-sum games: a value is the points
//!   the player to act can expect ([`RaceGame::payoff`]: a gammon is worth
//!   two), the other player's is `-v`. The solver checks at every end it
//!   meets that the two payoffs add up to 0 and stops with
//!   [`SolveError::NotZeroSum`] otherwise. Where a win is worth more or
//!   less depending on how it is won, the two objectives pick different
//!   moves: a player after wins takes the safe win, a player after points
//!   the gamble that wins more on average.
//!
//! A player who moves again (a bonus throw, a rosette) keeps its own point
//! of view either way.
//!
//! # Accuracy
//!
//! Throw probabilities are exact fractions, turned into `f64` once. Value
//! iteration (Gauss-Seidel, from 1/2 everywhere, the latest found positions
//! first) stops after the first sweep that changes no value by more than
//! the tolerance; [`SolveStats::residual`] is that sweep's largest change.
//! Games whose pieces are sent back (captures) converge geometrically, so
//! the error left is a small multiple of the residual.
//!
//! # Size
//!
//! One key (`u64`) and one value (`f64`) per position, plus a hash table:
//! at most [`BYTES_PER_POSITION`] bytes per position. Positions where a
//! player chooses are not stored: their values are computed from the
//! stored ones when asked. Past [`SolveOptions::max_states`] or
//! [`SolveOptions::max_memory`] the solve stops with a typed error that says
//! how far it got, before the memory is taken.
//!
//! While solving, each position's throws and the positions its choices
//! lead to are kept in a compact graph, within
//! [`SolveOptions::graph_memory`], so that a sweep reads them instead of
//! playing the moves again; positions found once the graph is full are
//! replayed on every sweep (slower, the same values). The graph is dropped
//! when the solve ends.
//!
//! # Dense solve
//!
//! A game that numbers its positions densely
//! ([`SolveKey::dense_stages`], [`SolveKey::rank_of_key`],
//! [`SolveKey::key_of_rank`]: the Royal Game of Ur does) can be solved with
//! [`solve_dense`] instead: one `f32` per position and no hash table, the
//! positions solved stage by stage (for Ur, by pieces borne off: a stage
//! leads only to itself and to stages already solved), each stage's
//! successor graph kept only while it is solved, on
//! [`SolveOptions::threads`] threads. Ur with seven pieces a side (the
//! Finkel rules, 137,870,097 positions where a player throws) fits in a
//! few GiB this way. Its table answers the same questions.
//!
//! # Saved tables
//!
//! [`Table::to_bytes`] and [`Table::from_bytes`] (with the `serde`
//! feature) write and read a binary form with magic bytes, a format
//! version ([`TABLE_FORMAT_VERSION`]), the rules digest and a checksum.
//! The rules digest is the game's canonical digest
//! ([`SolveKey::rules_digest`]): the one its records and saved sessions
//! carry, computed from the rules' serialized form, so it stays the same
//! from one version of the crate to the next for the same rules, and a
//! rules field added later with its default (left out of the serialized
//! form at that default) orphans no table. All numbers little-endian:
//!
//! | bytes | field |
//! |---|---|
//! | 0..8 | magic: `RGSOLVE` and a zero byte |
//! | 8..12 | format version, `u32` |
//! | 12..16 | value encoding, `u32`: 1 for keys and `f64` values, 2 for `f32` values by number |
//! | 16..24 | the rules digest ([`SolveKey::rules_digest`]; in format 1, [`SolveKey::legacy_rules_digest`]), `u64` |
//! | 24..32 | entry count `n`, `u64` |
//! | 32..40 | sweeps of the solve, `u64` |
//! | 40..48 | residual of the solve, `f64` |
//! | 48..56 | the [`Objective`], `u64`: 0 for the chance of winning, 1 for the expected payoff (a zero here before objectives existed, so older tables read as the chance of winning) |
//! | 56..56 + 16 n | encoding 1: entries of key `u64`, value `f64` |
//! | 56..56 + 4 n | encoding 2: values `f32`, the position numbered `i` at `i` |
//! | last 8 | checksum: FNV-1a-64 of every byte before it, `u64` |
//!
//! Reading refuses, with a [`SolveError`], anything but a whole, undamaged
//! table of this version for the same rules: the length must be exactly
//! what the count implies (checked before anything is allocated), any
//! single changed byte changes the checksum, every value lies in 0..=1
//! (for the chance of winning; is finite, for the expected payoff), no key
//! appears twice, every key is a position of the game it is read for
//! (one its [`validate`](crate::RaceGame::validate) accepts, keyed back to
//! the same key: a table of another game relabelled with this game's
//! digest is refused), and a table by number holds exactly as many values
//! as the game numbers positions.
//!
//! Tables of format 1, whose rules digest was a digest of the rules'
//! `Debug` text, still read: for them the digest is checked against
//! [`SolveKey::legacy_rules_digest`]: the crate's games write that text
//! again from the fields of format 1 alone (the text of a field added
//! since would have changed it), for rules whose newer fields hold their
//! defaults. Saved again, such a table is in the current format
//! ([`Table::to_bytes`]). The cubeful tables of backgammon
//! ([`CubefulTable`](crate::backgammon::solve::CubefulTable)) migrate the
//! same way.
//!
//! # What the checksum does not do
//!
//! The checksum and the rules digest catch damage and a table saved for
//! other rules (a 64-bit digest: two rule sets share one by accident
//! with a chance of about one in 2^64 per pair); they are not a
//! signature, and the digest says nothing of the values. Anyone can rewrite the values
//! (every `v` as `1 - v`, so that [`PerfectBot`] plays to lose), or the
//! objective, and recompute the checksum, and the table reads. The
//! defences, for a table from a source that is not trusted:
//!
//! - [`Table::from_bytes_as`] reads a table only for the objective the
//!   caller means ([`SolveError::WrongObjective`] otherwise), as
//!   [`Table::from_bytes`] reads it only for the game.
//! - [`Table::verify`] checks every value against the game's own
//!   equations under the table's objective (one sweep of the solve's
//!   work): a rewritten table, one of other rules with the same positions,
//!   or one whose objective was relabelled, is refused.
//! - A table that travels (a download, a shared cache) is signed or MACed
//!   by whoever solved it, over its bytes, and checked before it is read:
//!
//! ```
//! use racegame::solve::{SolveKey, Table};
//!
//! /// The publisher's keyed MAC (HMAC-SHA-256 from the `hmac` and `sha2`
//! /// crates, for instance), or a signature under its public key.
//! trait Mac {
//!     fn tag(&self, message: &[u8]) -> [u8; 32];
//!     /// Compares in constant time.
//!     fn verify(&self, message: &[u8], tag: &[u8; 32]) -> bool;
//! }
//!
//! fn publish(mac: &impl Mac, table: &Table) -> (Vec<u8>, [u8; 32]) {
//!     let bytes = table.to_bytes();
//!     let tag = mac.tag(&bytes);
//!     (bytes, tag)
//! }
//!
//! fn open<G: SolveKey>(mac: &impl Mac, game: &G, bytes: &[u8], tag: &[u8; 32]) -> Result<Table, Box<dyn std::error::Error>> {
//!     if !mac.verify(bytes, tag) {
//!         return Err("this table was not published by this solver".into());
//!     }
//!     Ok(Table::from_bytes(game, bytes)?)
//! }
//! ```

use crate::game::RaceGame;

mod bot;
mod bytes;
mod dense;
mod error;
#[cfg(feature = "serde")]
mod file;
mod graph;
mod iterate;
mod key;
mod objective;
mod options;
mod search;
mod table;
mod verify;

pub use bot::PerfectBot;
#[cfg(feature = "serde")]
pub(crate) use bytes::{checksummed, long_enough};
pub(crate) use bytes::{u32_at, u64_at};
pub(crate) use dense::in_parallel;
pub use dense::{DENSE_TOLERANCE_FLOOR, solve_dense};
pub use error::SolveError;
#[cfg(feature = "serde")]
pub use file::TABLE_FORMAT_VERSION;
#[cfg(feature = "serde")]
pub(crate) use file::{FORMAT_1, checked_digest};
pub use key::SolveKey;
pub(crate) use key::{DebugFn, Fnv, debug_digest, format_one_text, game_digest};
pub use objective::Objective;
pub use options::{BYTES_PER_POSITION, SolveOptions};
pub use table::{SolveStats, Table};

/// Solves `game`: the value of every position where chance is to act
/// that it reaches from its start, under optimal play by both players.
///
/// # Errors
///
/// [`SolveError::Options`] for invalid options and
/// [`SolveError::Seats`] for a game of other than two seats, or
/// [`SolveError::Sides`] for a game of partners in other than two teams,
/// before any work; [`SolveError::TooManyStates`] or [`SolveError::TooMuchMemory`]
/// past the limits; [`SolveError::NotConverged`] after
/// [`SolveOptions::max_sweeps`]; the game's [`SolveKey`] or the game
/// misbehaving otherwise.
pub fn solve<G: SolveKey>(game: &G, options: &SolveOptions) -> Result<Table, SolveError> {
    precheck(game, options)?;
    let clock = Clock::start();
    let (index, graph) = iterate::enumerate(game, options)?;
    let (values, sweeps, residual) = iterate::iterate(game, &index, graph.as_ref(), options)?;
    let graph_bytes = graph.as_ref().map_or(0, |g| g.heap_bytes());
    drop(graph);
    let stats = SolveStats {
        states: values.len(),
        sweeps,
        residual,
        elapsed: clock.elapsed(),
        peak_bytes: index.heap_bytes()
            + values.capacity() * core::mem::size_of::<f64>()
            + graph_bytes,
    };
    Ok(Table {
        digest: game.rules_digest(),
        objective: options.objective,
        store: table::Store::Keyed { index, values },
        stats,
        max_choices: options.max_choices,
    })
}

/// Refuses invalid options and a game of other than two sides (two seats,
/// or two teams of partners), before any work.
fn precheck<G: RaceGame>(game: &G, options: &SolveOptions) -> Result<(), SolveError> {
    options.validate()?;
    let teams = game.teams();
    if teams.has_partners() {
        if teams.sides().is_none() {
            return Err(SolveError::Sides { teams: teams.len() });
        }
    } else if game.seats() != 2 {
        return Err(SolveError::Seats {
            seats: game.seats(),
        });
    }
    Ok(())
}

/// The wall clock of a solve (with the `std` feature; none without).
pub(crate) struct Clock {
    #[cfg(feature = "std")]
    start: std::time::Instant,
}

impl Clock {
    pub(crate) fn start() -> Self {
        Clock {
            #[cfg(feature = "std")]
            start: std::time::Instant::now(),
        }
    }

    pub(crate) fn elapsed(&self) -> Option<core::time::Duration> {
        #[cfg(feature = "std")]
        return Some(self.start.elapsed());
        #[cfg(not(feature = "std"))]
        None
    }
}
