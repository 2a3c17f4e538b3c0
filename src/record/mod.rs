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
mod stored;
#[cfg(feature = "serde")]
mod throws;

#[cfg(feature = "serde")]
pub use canonical::{EncodeError, canonical_bytes};
#[cfg(feature = "serde")]
pub use digest::{Digest, DigestFormatError};
#[cfg(feature = "serde")]
pub use error::{RecordError, RecordErrorOf};
#[cfg(feature = "serde")]
pub use game_record::{GameRecord, RecordedRules, Replayed};
#[cfg(feature = "serde")]
pub(crate) use throws::SeedCheck;
#[cfg(feature = "serde")]
pub use throws::Throws;

/// The format version this crate writes, and the latest it reads.
///
/// - Format 2: every field is required; the origin of the throws is
///   explicit (`"throws": {"seeded": 13}` or `"throws": "unseeded"`, where
///   format 1 read a seed left out as no seed), and the seat names have a
///   digest of their own (`seats_digest`).
/// - Format 1, the first frozen format: still read and replayed (see
///   [`GameRecord`], "Format 1").
///
/// Records of any other version (an unreleased draft's, a newer crate's) are
/// refused rather than misread.
pub const RECORD_FORMAT_VERSION: u32 = 2;

/// Games that can be built from a preset name and a number of seats, so a
/// record can name its rules instead of spelling them out.
///
/// Each engine implements it from its family's one list of presets
/// (`presets::PRESETS`, see [`preset`](crate::preset)).
pub trait Presets: Sized {
    /// Why a preset refused the number of seats.
    type ConfigError: core::error::Error + Clone + PartialEq;

    /// The preset names this game type knows.
    fn preset_names() -> &'static [&'static str];

    /// The preset `name` for `seats` players; `None` for an unknown name.
    fn preset(name: &str, seats: usize) -> Option<Result<Self, Self::ConfigError>>;

    /// Every preset for `seats` players, with its name, in the order of
    /// [`preset_names`](Presets::preset_names).
    ///
    /// ```
    /// use racegame::{ludo::LudoGame, record::Presets};
    /// let games = LudoGame::every_preset(4)?;
    /// assert_eq!(games.len(), LudoGame::preset_names().len());
    /// # Ok::<(), racegame::ludo::LudoConfigError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// The first preset's refusal of `seats`.
    fn every_preset(
        seats: usize,
    ) -> Result<alloc::vec::Vec<(&'static str, Self)>, Self::ConfigError> {
        Self::preset_names()
            .iter()
            .filter_map(|&name| Some(Self::preset(name, seats)?.map(|game| (name, game))))
            .collect()
    }
}
