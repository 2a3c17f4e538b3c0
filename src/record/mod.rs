//! Game records: the rules, the seats and every action, saved with a format version and digests, and replayed with every check.
//!
//! A record is all it takes to reproduce a game, because `apply` is pure
//! and throws are actions. A record saved by this version loads in every
//! later one: the format version says which reading applies, and the test
//! suite keeps saved records as fixtures that must replay to the same
//! outcome and the same final state.
//!
//! Records need the `serde` feature: their digests are computed over the
//! [canonical encoding](canonical_bytes) of the serializable data. Without
//! it, [`play::replay`](crate::play::replay) replays a list of actions.

#[cfg(feature = "serde")]
mod canonical;
#[cfg(feature = "serde")]
mod digest;
#[cfg(feature = "serde")]
mod error;
#[cfg(feature = "serde")]
mod game_record;

#[cfg(feature = "serde")]
pub use canonical::{EncodeError, canonical_bytes};
#[cfg(feature = "serde")]
pub use digest::{Digest, DigestFormatError};
#[cfg(feature = "serde")]
pub use error::{RecordError, RecordErrorOf};
#[cfg(feature = "serde")]
pub use game_record::{GameRecord, RecordedRules, Replayed};

/// The format version this crate reads and writes: the first frozen format.
/// Records of any other version (an unreleased draft's, a newer crate's) are
/// refused rather than misread.
pub const RECORD_FORMAT_VERSION: u32 = 1;

/// Games that can be built from a preset name and a number of seats, so a
/// record can name its rules instead of spelling them out.
pub trait Presets: Sized {
    /// Why a preset refused the number of seats.
    type ConfigError: core::error::Error + Clone + PartialEq;

    /// The preset names this game type knows.
    fn preset_names() -> &'static [&'static str];

    /// The preset `name` for `seats` players; `None` for an unknown name.
    fn preset(name: &str, seats: usize) -> Option<Result<Self, Self::ConfigError>>;
}
