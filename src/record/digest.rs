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
/// # The identity of a rule set
///
/// `Digest::of(&game)` is the crate's one identity of a rule set: a
/// [`GameRecord`](super::GameRecord)'s `rules_digest`, a saved
/// [`Session`](crate::play::Session)'s, and the rules digest of a solve
/// table ([`SolveKey::rules_digest`](crate::solve::SolveKey::rules_digest),
/// for the game started by its lowest seat, since who throws first
/// changes no value in a table) are all this digest of the game: its
/// rules, its seats and who starts, as serialized (never their `Debug`
/// text, which any change to a type's fields changes).
///
/// What it protects against: a record, a session or a table used with
/// other rules, and damage to the rules as saved. What it does not: it is
/// a 64-bit FNV-1a, not a cryptographic hash, so anyone can make two rule
/// sets that share a digest or recompute it after an edit; and it says
/// nothing of what the rules mean in another version of the crate (a rule
/// played differently under the same serialized form keeps its digest,
/// which is why golden games and fixtures pin the play). A rules field
/// added later is left out of the serialized form at its default, the
/// value under which the older rules play as before, so everything saved
/// before it keeps its digest and reads as that default.
///
/// Without the `serde` feature there is no canonical encoding, so no
/// digest: records and saved sessions need the feature, and so do saved
/// tables (a table in memory is tied to its game by a digest that is
/// never saved).
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
