//! The binary form of a [`Table`] (layout in the module docs of `solve`): [`Table::to_bytes`] and [`Table::from_bytes`], with the `serde` feature (a game's canonical digest needs it).

use alloc::vec::Vec;

use super::bytes::{CHECKSUM, checksummed, long_enough, u32_at, u64_at};
use super::key::{Fnv, SolveKey};
use super::table::{SolveStats, Store, Table};
use super::{Objective, SolveError};
use crate::analysis::index::{MAX_STATES, StateIndex};

/// The format version [`Table::to_bytes`] writes and the latest
/// [`Table::from_bytes`] reads.
///
/// - Format 2: the rules digest is the game's canonical digest
///   ([`SolveKey::rules_digest`]); the keys are those of this version's
///   keying.
/// - Format 1: the same layout, keyed by a digest of the rules' `Debug`
///   text; still read, for a game whose
///   [`legacy_rules_digest`](SolveKey::legacy_rules_digest) it is.
pub const TABLE_FORMAT_VERSION: u32 = 2;

/// The first format, whose rules digest was a digest of the rules' `Debug`
/// text ([`SolveKey::legacy_rules_digest`]).
pub(crate) const FORMAT_1: u32 = 1;

const MAGIC: [u8; 8] = *b"RGSOLVE\0";
/// Value encodings: keys and `f64` values, or `f32` values by number.
const KEYED_F64: u32 = 1;
const RANKED_F32: u32 = 2;
const HEADER: usize = 56;

/// How many positions a default-limits look-up may descend through
/// choices (as [`SolveOptions::max_choices`](super::SolveOptions::max_choices)).
const MAX_CHOICES: usize = 1_000;

/// Bytes per entry of an encoding.
fn entry_bytes(encoding: u32) -> Option<u64> {
    match encoding {
        KEYED_F64 => Some(16),
        RANKED_F32 => Some(4),
        _ => None,
    }
}

/// The rules digest `found` in a table of format `version`, checked
/// against `game`'s: its [`rules_digest`](SolveKey::rules_digest) for the
/// current format, its
/// [`legacy_rules_digest`](SolveKey::legacy_rules_digest) for format 1.
/// Returns the digest the table answers under (the current one).
///
/// # Errors
///
/// [`SolveError::WrongRules`] for a table of other rules.
pub(crate) fn checked_digest<G: SolveKey>(
    game: &G,
    version: u32,
    found: u64,
) -> Result<u64, SolveError> {
    let current = game.rules_digest();
    let expected = match version {
        FORMAT_1 => game.legacy_rules_digest(),
        _ => Some(current),
    };
    match expected {
        Some(expected) if expected == found => Ok(current),
        _ => Err(SolveError::WrongRules {
            expected: expected.unwrap_or(current),
            found,
        }),
    }
}

impl Table {
    /// The table in its binary form (see the module docs of
    /// `racegame::solve` for the layout).
    pub fn to_bytes(&self) -> Vec<u8> {
        let (encoding, n) = match &self.store {
            Store::Keyed { values, .. } => (KEYED_F64, values.len()),
            Store::Ranked { values } => (RANKED_F32, values.len()),
        };
        let entry = entry_bytes(encoding).unwrap_or(0) as usize;
        let mut out = Vec::with_capacity(HEADER + n * entry + CHECKSUM);
        out.extend_from_slice(&MAGIC);
        out.extend_from_slice(&TABLE_FORMAT_VERSION.to_le_bytes());
        out.extend_from_slice(&encoding.to_le_bytes());
        out.extend_from_slice(&self.digest.to_le_bytes());
        out.extend_from_slice(&(n as u64).to_le_bytes());
        out.extend_from_slice(&(self.stats.sweeps as u64).to_le_bytes());
        out.extend_from_slice(&self.stats.residual.to_le_bytes());
        out.extend_from_slice(&self.objective.code().to_le_bytes());
        match &self.store {
            Store::Keyed { index, values } => {
                for (i, v) in values.iter().enumerate() {
                    let key = index.get(i).copied().unwrap_or_default();
                    out.extend_from_slice(&key.to_le_bytes());
                    out.extend_from_slice(&v.to_le_bytes());
                }
            }
            Store::Ranked { values } => {
                for v in values {
                    out.extend_from_slice(&v.to_le_bytes());
                }
            }
        }
        let mut fnv = Fnv::new();
        fnv.bytes(&out);
        out.extend_from_slice(&fnv.0.to_le_bytes());
        out
    }

    /// Reads a table written by [`to_bytes`](Table::to_bytes) for `game`.
    ///
    /// # Errors
    ///
    /// [`SolveError::Magic`], [`SolveError::Version`],
    /// [`SolveError::TooShort`], [`SolveError::Length`], [`SolveError::Checksum`],
    /// [`SolveError::Corrupt`] for bytes that are not a whole, undamaged
    /// table of this format; [`SolveError::WrongRules`] for a table of
    /// another game, and [`SolveError::NotAPosition`] for a key that is no
    /// position of `game` (a table of another game relabelled). A table
    /// whose values were rewritten, its checksum recomputed, reads: see
    /// [`Table::verify`]. The table is read whatever its objective (see
    /// [`Table::objective`]); [`from_bytes_as`](Table::from_bytes_as)
    /// reads it only for the objective meant.
    pub fn from_bytes<G: SolveKey>(game: &G, bytes: &[u8]) -> Result<Table, SolveError> {
        Table::read(game, None, bytes)
    }

    /// Reads a table written by [`to_bytes`](Table::to_bytes) for `game`
    /// and `objective`: the table is bound to both, as its questions are
    /// answered in its own objective.
    ///
    /// ```
    /// use racegame::solve::{self, Objective, SolveError, SolveOptions, Table};
    /// use racegame::ur::{UrGame, UrRules};
    /// let mut rules = UrRules::finkel();
    /// rules.pieces = 1;
    /// let game = UrGame::new(rules)?;
    /// let bytes = solve::solve(&game, &SolveOptions::default())?.to_bytes();
    /// Table::from_bytes_as(&game, Objective::WinProbability, &bytes)?;
    /// let err = Table::from_bytes_as(&game, Objective::ExpectedPayoff, &bytes).unwrap_err();
    /// assert!(matches!(err, SolveError::WrongObjective { .. }));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`from_bytes`](Table::from_bytes), and
    /// [`SolveError::WrongObjective`] for a table of another objective.
    pub fn from_bytes_as<G: SolveKey>(
        game: &G,
        objective: Objective,
        bytes: &[u8],
    ) -> Result<Table, SolveError> {
        Table::read(game, Some(objective), bytes)
    }

    /// The checks of [`from_bytes`](Table::from_bytes), and the objective
    /// when one is asked for.
    fn read<G: SolveKey>(
        game: &G,
        objective: Option<Objective>,
        bytes: &[u8],
    ) -> Result<Table, SolveError> {
        long_enough(bytes, &MAGIC, HEADER)?;
        check_header(bytes)?;
        checksummed(bytes)?;
        let digest = checked_digest(game, u32_at(bytes, 8), u64_at(bytes, 16))?;
        // Before the entries are read: an unknown code is refused there.
        let found = Objective::of_code(u64_at(bytes, 48));
        if let (Some(expected), Some(found)) = (objective, found)
            && expected != found
        {
            return Err(SolveError::WrongObjective { expected, found });
        }
        read_entries(game, bytes, digest)
    }
}

/// The magic, version, encoding and the length the count implies.
fn check_header(bytes: &[u8]) -> Result<(), SolveError> {
    if bytes.get(..8) != Some(&MAGIC[..]) {
        return Err(SolveError::Magic);
    }
    let version = u32_at(bytes, 8);
    if !(FORMAT_1..=TABLE_FORMAT_VERSION).contains(&version) {
        return Err(SolveError::Version {
            found: version,
            supported: TABLE_FORMAT_VERSION,
        });
    }
    let entry = entry_bytes(u32_at(bytes, 12)).ok_or(SolveError::Corrupt {
        field: "value encoding",
        entry: 0,
    })?;
    let count = u64_at(bytes, 24);
    let expected = count
        .checked_mul(entry)
        .and_then(|b| b.checked_add((HEADER + CHECKSUM) as u64))
        .ok_or(SolveError::Corrupt {
            field: "entry count",
            entry: 0,
        })?;
    let found = bytes.len() as u64;
    if expected != found {
        return Err(SolveError::Length { expected, found });
    }
    Ok(())
}

/// The entries and statistics of bytes whose header, checksum and
/// digest passed; the table answers under `digest`.
fn read_entries<G: SolveKey>(game: &G, bytes: &[u8], digest: u64) -> Result<Table, SolveError> {
    let corrupt = |field, entry| SolveError::Corrupt { field, entry };
    let objective = Objective::of_code(u64_at(bytes, 48)).ok_or(corrupt("objective", 0))?;
    let residual = f64::from_bits(u64_at(bytes, 40));
    if !(residual.is_finite() && residual >= 0.0) {
        return Err(corrupt("residual", 0));
    }
    let body = bytes
        .get(HEADER..bytes.len() - CHECKSUM)
        .unwrap_or_default();
    let store = if u32_at(bytes, 12) == KEYED_F64 {
        read_keyed(game, body, objective)?
    } else {
        read_ranked(game, body, objective)?
    };
    let (states, peak_bytes) = match &store {
        Store::Keyed { index, values } => (values.len(), index.heap_bytes() + values.len() * 8),
        Store::Ranked { values } => (values.len(), values.len() * 4),
    };
    Ok(Table {
        digest,
        objective,
        stats: SolveStats {
            states,
            sweeps: usize::try_from(u64_at(bytes, 32)).unwrap_or(usize::MAX),
            residual,
            elapsed: None,
            peak_bytes,
        },
        store,
        max_choices: MAX_CHOICES,
    })
}

/// Keys and values: every key a position of `game` (one it validates,
/// keyed back to the same key), every value one the objective admits, no
/// key twice.
fn read_keyed<G: SolveKey>(
    game: &G,
    body: &[u8],
    objective: Objective,
) -> Result<Store, SolveError> {
    let n = body.len() / 16;
    let mut index = StateIndex::new();
    let mut values = Vec::with_capacity(n);
    for (i, entry) in body.chunks_exact(16).enumerate() {
        let key = u64_at(entry, 0);
        let value = f64::from_bits(u64_at(entry, 8));
        if !objective.admits(value) {
            return Err(SolveError::Corrupt {
                field: "value",
                entry: i as u64,
            });
        }
        if !is_position(game, key) {
            return Err(SolveError::NotAPosition {
                entry: i as u64,
                key,
            });
        }
        match index.insert(key, MAX_STATES) {
            Some((_, true)) => values.push(value),
            _ => {
                return Err(SolveError::Corrupt {
                    field: "key",
                    entry: i as u64,
                });
            }
        }
    }
    Ok(Store::Keyed { index, values })
}

/// Whether `key` is the key of a position of `game`: the position it reads
/// back as validates and has that key.
fn is_position<G: SolveKey>(game: &G, key: u64) -> bool {
    game.state_of_key(key)
        .is_some_and(|s| game.validate(&s).is_ok() && game.solve_key(&s) == Some(key))
}

/// Values by number: exactly as many as the game numbers.
fn read_ranked<G: SolveKey>(
    game: &G,
    body: &[u8],
    objective: Objective,
) -> Result<Store, SolveError> {
    let n = body.len() / 4;
    let total = game.dense_stages().map(|s| s.iter().sum::<u64>());
    if total != Some(n as u64) {
        return Err(SolveError::Corrupt {
            field: "entry count",
            entry: 0,
        });
    }
    let mut values = Vec::with_capacity(n);
    for (i, entry) in body.chunks_exact(4).enumerate() {
        let value = f32::from_bits(u32_at(entry, 0));
        if !objective.admits(f64::from(value)) {
            return Err(SolveError::Corrupt {
                field: "value",
                entry: i as u64,
            });
        }
        values.push(value);
    }
    Ok(Store::Ranked { values })
}
