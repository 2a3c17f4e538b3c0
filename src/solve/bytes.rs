//! What the crate's binary files share: the length and checksum checks, and little-endian numbers read without panicking.

#[cfg(feature = "serde")]
use super::SolveError;
#[cfg(feature = "serde")]
use super::key::Fnv;

#[cfg(feature = "serde")]
/// Bytes of the checksum that ends a file.
pub(crate) const CHECKSUM: usize = 8;

#[cfg(feature = "serde")]
/// Refuses `bytes` shorter than a header of `header` bytes and the
/// checksum: [`SolveError::TooShort`] when they begin as a file of `magic`
/// does (or are a cut of its magic), [`SolveError::Magic`] otherwise.
pub(crate) fn long_enough(bytes: &[u8], magic: &[u8], header: usize) -> Result<(), SolveError> {
    if bytes.len() >= header + CHECKSUM {
        return Ok(());
    }
    Err(if bytes.starts_with(magic) || magic.starts_with(bytes) {
        SolveError::TooShort {
            found: bytes.len() as u64,
            least: (header + CHECKSUM) as u64,
        }
    } else {
        SolveError::Magic
    })
}

#[cfg(feature = "serde")]
/// Checks the checksum that ends `bytes` (FNV-1a of everything before
/// it).
pub(crate) fn checksummed(bytes: &[u8]) -> Result<(), SolveError> {
    let body = bytes.len().saturating_sub(CHECKSUM);
    let mut fnv = Fnv::new();
    fnv.bytes(bytes.get(..body).unwrap_or_default());
    let stored = u64_at(bytes, body);
    if stored != fnv.0 {
        return Err(SolveError::Checksum {
            found: stored,
            computed: fnv.0,
        });
    }
    Ok(())
}

/// The little-endian `u32` at `at` (0 past the end).
pub(crate) fn u32_at(bytes: &[u8], at: usize) -> u32 {
    let mut b = [0; 4];
    if let Some(s) = bytes.get(at..at + 4) {
        b.copy_from_slice(s);
    }
    u32::from_le_bytes(b)
}

/// The little-endian `u64` at `at` (0 past the end).
pub(crate) fn u64_at(bytes: &[u8], at: usize) -> u64 {
    let mut b = [0; 8];
    if let Some(s) = bytes.get(at..at + 8) {
        b.copy_from_slice(s);
    }
    u64::from_le_bytes(b)
}
