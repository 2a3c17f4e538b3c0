//! The saved form of the bear-off databases (layout in the module docs of `bearoff`): `to_bytes` and `from_bytes` of [`OneSided`] and [`TwoSided`].

use alloc::vec::Vec;

use super::BearoffError;
use super::index::BoardIndex;
use super::one_sided::OneSided;
use super::two_sided::{MAX_TWO_SIDED, TwoSided};
use crate::solve::Fnv;
use crate::solve::{u32_at, u64_at};

/// The format version `to_bytes` writes and `from_bytes` reads.
pub const BEAROFF_FORMAT_VERSION: u32 = 1;

const MAGIC: [u8; 8] = *b"RGBEAROF";
const HEADER: usize = 32;
const CHECKSUM: usize = 8;
/// The kinds of database.
const ONE_SIDED: u32 = 1;
const TWO_SIDED: u32 = 2;
/// How far a saved distribution may add up away from 1.
const SUM_SLACK: f64 = 1e-9;

/// The header and values of a database, checked.
struct Parsed<'a> {
    index: BoardIndex,
    per_position: usize,
    values: &'a [u8],
}

fn checksum(bytes: &[u8]) -> u64 {
    let mut fnv = Fnv::new();
    fnv.bytes(bytes);
    fnv.0
}

/// Writes the header, the values and the checksum.
fn write(kind: u32, index: &BoardIndex, per_position: usize, values: &[f64]) -> Vec<u8> {
    let mut out = Vec::with_capacity(HEADER + values.len() * 8 + CHECKSUM);
    out.extend_from_slice(&MAGIC);
    out.extend_from_slice(&BEAROFF_FORMAT_VERSION.to_le_bytes());
    out.extend_from_slice(&kind.to_le_bytes());
    out.push(index.points());
    out.push(index.checkers());
    out.extend_from_slice(&[0, 0]);
    out.extend_from_slice(&(per_position as u32).to_le_bytes());
    out.extend_from_slice(&((values.len() / per_position.max(1)) as u64).to_le_bytes());
    for v in values {
        out.extend_from_slice(&v.to_le_bytes());
    }
    let sum = checksum(&out);
    out.extend_from_slice(&sum.to_le_bytes());
    out
}

/// Checks everything but the values themselves: magic, version, kind,
/// sizes, length (before anything is allocated) and checksum.
fn parse(bytes: &[u8], kind: u32) -> Result<Parsed<'_>, BearoffError> {
    if bytes.len() < HEADER + CHECKSUM || bytes[..8] != MAGIC {
        return Err(BearoffError::NotADatabase);
    }
    let version = u32_at(bytes, 8);
    if version != BEAROFF_FORMAT_VERSION {
        return Err(BearoffError::Version(version));
    }
    let found = u32_at(bytes, 12);
    if found != kind {
        return Err(BearoffError::Kind { found });
    }
    let index = BoardIndex::new(bytes[16], bytes[17])?;
    if bytes[18..20] != [0, 0] {
        return Err(BearoffError::NotADatabase);
    }
    let per_position = u32_at(bytes, 20) as usize;
    let positions = u64_at(bytes, 24);
    let boards = index.len() as u64;
    let expected = if kind == ONE_SIDED {
        boards
    } else {
        boards * boards
    };
    if positions != expected || per_position == 0 || per_position > 64 {
        return Err(BearoffError::Shape {
            positions,
            per_position: per_position as u64,
        });
    }
    let length = (positions as usize)
        .checked_mul(per_position * 8)
        .and_then(|v| v.checked_add(HEADER + CHECKSUM));
    if length != Some(bytes.len()) {
        return Err(BearoffError::Length {
            expected: length.unwrap_or(usize::MAX),
            found: bytes.len(),
        });
    }
    let body = bytes.len() - CHECKSUM;
    if checksum(&bytes[..body]) != u64_at(bytes, body) {
        return Err(BearoffError::Checksum);
    }
    Ok(Parsed {
        index,
        per_position,
        values: &bytes[HEADER..body],
    })
}

/// The values, each a probability.
fn probabilities(values: &[u8]) -> Result<Vec<f64>, BearoffError> {
    values
        .chunks_exact(8)
        .enumerate()
        .map(|(i, c)| {
            let v = u64_at(c, 0);
            let v = f64::from_bits(v);
            if (0.0..=1.0).contains(&v) {
                Ok(v)
            } else {
                Err(BearoffError::Value { entry: i })
            }
        })
        .collect()
}

impl OneSided {
    /// The database in its saved form (see the module docs of
    /// [`bearoff`](super) for the layout).
    pub fn to_bytes(&self) -> Vec<u8> {
        write(ONE_SIDED, &self.index, self.slots, &self.dist)
    }

    /// Reads a database written by [`to_bytes`](OneSided::to_bytes).
    ///
    /// # Errors
    ///
    /// A [`BearoffError`] for anything but a whole, undamaged one-sided
    /// database of this format: the magic, version, kind and sizes, the
    /// length (checked before anything is allocated), the checksum, every
    /// value a probability, every distribution adding up to 1 (within
    /// 1e-9), the empty board taking no roll and every other board at
    /// least one.
    pub fn from_bytes(bytes: &[u8]) -> Result<OneSided, BearoffError> {
        let parsed = parse(bytes, ONE_SIDED)?;
        let dist = probabilities(parsed.values)?;
        let slots = parsed.per_position;
        for (i, row) in dist.chunks_exact(slots).enumerate() {
            let sum: f64 = row.iter().sum();
            let zero_rolls = if i == 0 { 1.0 } else { 0.0 };
            if (sum - 1.0).abs() > SUM_SLACK || row[0] != zero_rolls {
                return Err(BearoffError::Distribution { position: i });
            }
        }
        Ok(OneSided {
            index: parsed.index,
            slots,
            dist,
        })
    }
}

impl TwoSided {
    /// The database in its saved form (see the module docs of
    /// [`bearoff`](super) for the layout).
    pub fn to_bytes(&self) -> Vec<u8> {
        write(TWO_SIDED, &self.index, 1, &self.wins)
    }

    /// Reads a database written by [`to_bytes`](TwoSided::to_bytes).
    ///
    /// # Errors
    ///
    /// A [`BearoffError`] for anything but a whole, undamaged two-sided
    /// database of this format: the magic, version, kind and sizes (at most
    /// [`MAX_TWO_SIDED`] pairs), the length (checked before anything is
    /// allocated), the checksum, every value a probability, and the
    /// finished games (a side with an empty board) worth exactly 1 or 0.
    pub fn from_bytes(bytes: &[u8]) -> Result<TwoSided, BearoffError> {
        if bytes.len() > HEADER + CHECKSUM + MAX_TWO_SIDED * 8 {
            return Err(BearoffError::Length {
                expected: HEADER + CHECKSUM + MAX_TWO_SIDED * 8,
                found: bytes.len(),
            });
        }
        let parsed = parse(bytes, TWO_SIDED)?;
        if parsed.per_position != 1 {
            return Err(BearoffError::Shape {
                positions: parsed.index.len() as u64,
                per_position: parsed.per_position as u64,
            });
        }
        let wins = probabilities(parsed.values)?;
        let n = parsed.index.len();
        for (i, &v) in wins.iter().enumerate() {
            let finished = match (i / n, i % n) {
                (0, _) => Some(1.0),
                (_, 0) => Some(0.0),
                _ => None,
            };
            if finished.is_some_and(|f| f != v) {
                return Err(BearoffError::Value { entry: i });
            }
        }
        Ok(TwoSided {
            index: parsed.index,
            wins,
        })
    }
}
