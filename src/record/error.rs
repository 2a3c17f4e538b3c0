//! [`RecordError`]: why a record was refused, one variant per check.

use alloc::string::String;

use crate::game::{Outcome, RaceGame};

use super::Presets;
use super::canonical::EncodeError;
use super::digest::Digest;

/// Why a record could not be replayed, or built: each check that can fail
/// has its own variant, so a caller knows which one did.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
#[non_exhaustive]
pub enum RecordError<E: core::error::Error, C: core::error::Error> {
    /// A format this crate does not read (an older draft, or a newer
    /// crate's).
    #[error("record format {found} is not one this crate reads (it reads 1 to {supported})")]
    FormatVersion {
        /// The record's version.
        found: u32,
        /// The latest version this crate reads (and writes).
        supported: u32,
    },
    /// The preset name is not known.
    #[error("no preset is named {name:?}")]
    UnknownPreset {
        /// The name in the record.
        name: String,
    },
    /// The rules refused the record's configuration.
    #[error("the recorded rules are invalid")]
    Rules(#[source] C),
    /// The seat list does not match the rules' number of seats.
    #[error("the record names {names} seats but the rules seat {seats}")]
    Seats {
        /// Names in the record.
        names: usize,
        /// Seats in the rules.
        seats: usize,
    },
    /// The rules are not the ones the record was saved with: edited, swapped
    /// for others, or a preset that has changed since.
    #[error("the rules digest is {computed}, the record says {recorded}")]
    RulesDigest {
        /// The digest in the record.
        recorded: Digest,
        /// The digest of the rules the record resolved to.
        computed: Digest,
    },
    /// The seat names are not the ones the record was saved with (swapped,
    /// edited, added or removed).
    #[error("the seats digest is {computed}, the record says {recorded}")]
    SeatsDigest {
        /// The digest in the record.
        recorded: Digest,
        /// The digest of the record's seat names.
        computed: Digest,
    },
    /// The actions are not the ones the record was saved with.
    #[error("the actions digest is {computed}, the record says {recorded}")]
    ActionsDigest {
        /// The digest in the record.
        recorded: Digest,
        /// The digest of the record's actions.
        computed: Digest,
    },
    /// An action was refused: the record is corrupt or of other rules.
    #[error("action {index} was refused")]
    IllegalAction {
        /// Index of the refused action.
        index: usize,
        /// Why.
        #[source]
        error: E,
    },
    /// A throw is not the one the record's seed gives at that point.
    #[error("action {index} is not the throw that seed {seed} gives")]
    Seed {
        /// Index of the first throw that differs.
        index: usize,
        /// The record's seed.
        seed: u64,
    },
    /// The replay ended differently from what the record says.
    #[error("the record says the game ended {recorded:?}, the replay gives {replayed:?}")]
    OutcomeMismatch {
        /// What the record says.
        recorded: Option<Outcome>,
        /// What the replay gave.
        replayed: Option<Outcome>,
    },
    /// The replay reached another state than the one the record was saved
    /// in.
    #[error("the final state's digest is {replayed}, the record says {recorded}")]
    FinalStateDigest {
        /// The digest in the record.
        recorded: Digest,
        /// The digest of the state the replay reached.
        replayed: Digest,
    },
    /// The rules, an action or a state could not be encoded for its digest.
    #[error("a digest could not be computed")]
    Encode(#[source] EncodeError),
}

/// The error of replaying a record of `G`.
pub type RecordErrorOf<G> = RecordError<<G as RaceGame>::Error, <G as Presets>::ConfigError>;

impl<E: core::error::Error, C: core::error::Error> From<EncodeError> for RecordError<E, C> {
    fn from(e: EncodeError) -> Self {
        RecordError::Encode(e)
    }
}
