//! [`Digest`]: FNV-1a-64 over the canonical encoding, written as 16 hexadecimal digits.

use alloc::string::String;
use core::fmt;
use core::str::FromStr;

use serde::Serialize;

use super::canonical::{EncodeError, canonical_bytes};

/// A 64-bit digest of a value: FNV-1a-64 over its
/// [canonical encoding](super::canonical_bytes). Saved as 16 lowercase
/// hexadecimal digits (a string, so that every JSON reader keeps all 64
/// bits).
///
/// The same value gives the same digest on every platform and in every
/// version of this crate. A digest detects accidents (corruption, careless
/// edits, the wrong rules); anyone can recompute it, so it proves nothing
/// about who wrote a record (see [`GameRecord`](super::GameRecord)).
///
/// ```
/// use racegame::record::Digest;
/// let d = Digest::of(&[1u8, 2, 3])?;
/// assert_eq!(d.to_string().len(), 16);
/// assert_eq!(d.to_string().parse::<Digest>(), Ok(d));
/// # Ok::<(), racegame::record::EncodeError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Digest(pub u64);

const FNV_OFFSET: u64 = 0xcbf2_9ce4_8422_2325;
const FNV_PRIME: u64 = 0x0000_0100_0000_01b3;

impl Digest {
    /// FNV-1a-64 of `bytes`.
    ///
    /// ```
    /// use racegame::record::Digest;
    /// assert_eq!(Digest::of_bytes(b"").0, 0xcbf2_9ce4_8422_2325);
    /// ```
    pub fn of_bytes(bytes: &[u8]) -> Digest {
        let mut h = FNV_OFFSET;
        for &b in bytes {
            h ^= u64::from(b);
            h = h.wrapping_mul(FNV_PRIME);
        }
        Digest(h)
    }

    /// The digest of `value`'s canonical encoding.
    ///
    /// # Errors
    ///
    /// [`EncodeError`] when the value's `Serialize` implementation fails.
    pub fn of<T: Serialize + ?Sized>(value: &T) -> Result<Digest, EncodeError> {
        Ok(Digest::of_bytes(&canonical_bytes(value)?))
    }
}

impl fmt::Display for Digest {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:016x}", self.0)
    }
}

impl fmt::Debug for Digest {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Digest({self})")
    }
}

/// A digest was not written as 16 lowercase hexadecimal digits.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("a digest is 16 lowercase hexadecimal digits, not {found:?}")]
#[non_exhaustive]
pub struct DigestFormatError {
    /// What was found instead.
    pub found: String,
}

impl FromStr for Digest {
    type Err = DigestFormatError;

    fn from_str(s: &str) -> Result<Digest, DigestFormatError> {
        let canonical = s.len() == 16
            && s.bytes()
                .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b));
        match u64::from_str_radix(s, 16) {
            Ok(v) if canonical => Ok(Digest(v)),
            _ => Err(DigestFormatError {
                found: String::from(s),
            }),
        }
    }
}

impl Serialize for Digest {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> serde::Deserialize<'de> for Digest {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let s = String::deserialize(deserializer)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}
