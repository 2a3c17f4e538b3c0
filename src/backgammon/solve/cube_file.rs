//! The binary form of a [`CubefulTable`] (layout in its docs): [`CubefulTable::to_bytes`] and [`CubefulTable::from_bytes`], every field checked on reading.

use alloc::vec::Vec;

use super::cube::{CubeRules, Layout, MAX_DOUBLINGS};
use super::cubeful::CubefulTable;
use crate::backgammon::game::BackgammonGame;
use crate::solve::{FORMAT_1, Fnv, SolveError, SolveStats};
use crate::solve::{checked_digest, checksummed, long_enough, u32_at, u64_at};

/// The format version [`CubefulTable::to_bytes`] writes and the latest
/// [`CubefulTable::from_bytes`] reads: 2, whose rules digest is the
/// game's canonical digest
/// ([`SolveKey::rules_digest`](crate::solve::SolveKey::rules_digest)).
/// Format 1, the same layout keyed by a digest of the rules' `Debug` text,
/// is still read (see
/// [`SolveKey::legacy_rules_digest`](crate::solve::SolveKey::legacy_rules_digest)).
pub const CUBEFUL_FORMAT_VERSION: u32 = 2;

const MAGIC: [u8; 8] = *b"RGCUBEFL";
const HEADER: usize = 56;
const CHECKSUM: usize = 8;
/// No cap, in the cap's field.
const NO_CAP: u32 = u32::MAX;
/// Every stored value lies in `[-3, 3]`: a throw's value averages ends
/// worth at most a backgammon and cube decisions that never pay more than
/// the larger of playing on and a pass.
const BOUND: f32 = 3.0;

const fn corrupt(field: &'static str, entry: u64) -> SolveError {
    SolveError::Corrupt { field, entry }
}

impl CubefulTable {
    /// The table in its binary form (see [`CubefulTable`] for the layout).
    pub fn to_bytes(&self) -> Vec<u8> {
        let rules = self.layout.rules;
        let flags = u32::from(rules.jacoby) | u32::from(rules.beavers) << 1;
        let cap = rules.max_doublings.map_or(NO_CAP, u32::from);
        let n = self.layout.states();
        let mut out = Vec::with_capacity(HEADER + self.values.len() * 4 + CHECKSUM);
        out.extend_from_slice(&MAGIC);
        out.extend_from_slice(&CUBEFUL_FORMAT_VERSION.to_le_bytes());
        out.extend_from_slice(&flags.to_le_bytes());
        out.extend_from_slice(&self.digest.to_le_bytes());
        out.extend_from_slice(&cap.to_le_bytes());
        out.extend_from_slice(&(n as u32).to_le_bytes());
        out.extend_from_slice(&((self.values.len() / n) as u64).to_le_bytes());
        out.extend_from_slice(&(self.stats.sweeps as u64).to_le_bytes());
        out.extend_from_slice(&self.stats.residual.to_le_bytes());
        for v in &self.values {
            out.extend_from_slice(&v.to_le_bytes());
        }
        let mut fnv = Fnv::new();
        fnv.bytes(&out);
        out.extend_from_slice(&fnv.0.to_le_bytes());
        out
    }

    /// Reads a table written by [`to_bytes`](CubefulTable::to_bytes) for
    /// `game`.
    ///
    /// # Errors
    ///
    /// [`SolveError::Magic`], [`SolveError::Version`],
    /// [`SolveError::TooShort`], [`SolveError::Length`],
    /// [`SolveError::Checksum`] for bytes that are not a whole, undamaged
    /// table of this format; [`SolveError::WrongRules`] for a table of
    /// another game; [`SolveError::Corrupt`] for cube rules, sizes or a
    /// value that cannot be (the length is checked before anything is
    /// allocated).
    pub fn from_bytes(game: &BackgammonGame, bytes: &[u8]) -> Result<CubefulTable, SolveError> {
        long_enough(bytes, &MAGIC, HEADER)?;
        let layout = header(bytes)?;
        checksummed(bytes)?;
        let digest = checked_digest(game, u32_at(bytes, 8), u64_at(bytes, 16))?;
        let positions = u64_at(bytes, 32);
        let numbering = game.numbering().ok_or(SolveError::NoNumbering)?;
        if positions != numbering.positions() {
            return Err(corrupt("positions", 0));
        }
        read_values(bytes, layout, digest, positions)
    }
}

/// The magic, version, cube rules and the length the sizes imply.
fn header(bytes: &[u8]) -> Result<Layout, SolveError> {
    if bytes.get(..8) != Some(&MAGIC[..]) {
        return Err(SolveError::Magic);
    }
    let version = u32_at(bytes, 8);
    if !(FORMAT_1..=CUBEFUL_FORMAT_VERSION).contains(&version) {
        return Err(SolveError::Version {
            found: version,
            supported: CUBEFUL_FORMAT_VERSION,
        });
    }
    let flags = u32_at(bytes, 12);
    if flags > 3 {
        return Err(corrupt("cube rules", 0));
    }
    let max_doublings = match u32_at(bytes, 24) {
        NO_CAP => None,
        k if k <= u32::from(MAX_DOUBLINGS) => Some(k as u8),
        _ => return Err(corrupt("cube cap", 0)),
    };
    let rules = CubeRules::money()
        .with_jacoby(flags & 1 != 0)
        .with_beavers(flags & 2 != 0)
        .with_max_doublings(max_doublings);
    let layout = Layout::new(rules);
    if u32_at(bytes, 28) as usize != layout.states() {
        return Err(corrupt("cube states", 0));
    }
    let expected = u64_at(bytes, 32)
        .checked_mul(layout.states() as u64 * 4)
        .and_then(|b| b.checked_add((HEADER + CHECKSUM) as u64))
        .ok_or(corrupt("positions", 0))?;
    if expected != bytes.len() as u64 {
        return Err(SolveError::Length {
            expected,
            found: bytes.len() as u64,
        });
    }
    Ok(layout)
}

/// The values, each checked to lie within [`BOUND`].
fn read_values(
    bytes: &[u8],
    layout: Layout,
    digest: u64,
    positions: u64,
) -> Result<CubefulTable, SolveError> {
    let body = bytes
        .get(HEADER..bytes.len() - CHECKSUM)
        .unwrap_or_default();
    let mut values = Vec::with_capacity(body.len() / 4);
    for (i, chunk) in body.chunks_exact(4).enumerate() {
        let v = f32::from_le_bytes([chunk[0], chunk[1], chunk[2], chunk[3]]);
        if !v.is_finite() || v.abs() > BOUND {
            return Err(corrupt("value", i as u64));
        }
        values.push(v);
    }
    let stats = SolveStats {
        states: positions as usize,
        sweeps: usize::try_from(u64_at(bytes, 40)).unwrap_or(usize::MAX),
        residual: f64::from_bits(u64_at(bytes, 48)),
        elapsed: None,
        peak_bytes: values.capacity() * 4,
    };
    Ok(CubefulTable {
        digest,
        layout,
        values,
        stats,
    })
}
