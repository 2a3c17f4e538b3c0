//! How a [`GameRecord`] is written and read: format 2 (every field required, the throws' origin named), and format 1 still read.

use alloc::string::String;
use alloc::vec::Vec;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::digest::Digest;
use super::game_record::{GameRecord, RecordedRules};
use super::throws::Throws;
use crate::game::{Outcome, RaceGame};

/// The record as written: format 1 with the fields it had (`seed` a
/// number or `null`, no seats digest), any later format with every field.
#[derive(Serialize)]
#[serde(bound(serialize = "G: Serialize, G::Action: Serialize"))]
struct Written<'a, G: RaceGame> {
    format_version: u32,
    rules: &'a RecordedRules<G>,
    rules_digest: Digest,
    seats: &'a [String],
    #[serde(skip_serializing_if = "Option::is_none")]
    seats_digest: Option<Digest>,
    #[serde(skip_serializing_if = "Option::is_none")]
    throws: Option<Throws>,
    #[serde(skip_serializing_if = "Option::is_none")]
    seed: Option<Option<u64>>,
    actions: &'a [G::Action],
    actions_digest: Digest,
    outcome: Option<Outcome>,
    final_state_digest: Digest,
}

impl<G> Serialize for GameRecord<G>
where
    G: RaceGame + Serialize,
    G::Action: Serialize,
{
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let first = self.format_version <= 1;
        Written {
            format_version: self.format_version,
            rules: &self.rules,
            rules_digest: self.rules_digest,
            seats: &self.seats,
            seats_digest: (!first).then_some(self.seats_digest),
            throws: (!first).then_some(self.throws),
            seed: first.then_some(self.throws.seed()),
            actions: &self.actions,
            actions_digest: self.actions_digest,
            outcome: self.outcome,
            final_state_digest: self.final_state_digest,
        }
        .serialize(serializer)
    }
}

/// The record as read, before the fields its format requires are checked.
#[derive(Deserialize)]
#[serde(
    deny_unknown_fields,
    bound(deserialize = "G: Deserialize<'de>, G::Action: Deserialize<'de>")
)]
struct Read<G: RaceGame> {
    format_version: u32,
    rules: RecordedRules<G>,
    rules_digest: Digest,
    #[serde(default)]
    seats: Option<Vec<String>>,
    #[serde(default)]
    seats_digest: Option<Digest>,
    /// `None` when left out, `Some(None)` for `null`.
    #[serde(default, deserialize_with = "present")]
    throws: Option<Option<Throws>>,
    #[serde(default)]
    seed: Option<u64>,
    actions: Vec<G::Action>,
    actions_digest: Digest,
    #[serde(deserialize_with = "required")]
    outcome: Option<Outcome>,
    final_state_digest: Digest,
}

/// Reads an `Option` whose key must be present (serde otherwise reads a
/// missing `Option` field as `None`).
fn required<'de, D: Deserializer<'de>, T: Deserialize<'de>>(
    deserializer: D,
) -> Result<Option<T>, D::Error> {
    Option::deserialize(deserializer)
}

/// Reads a key that is there, `null` or not (left out, the field's
/// default says `None`).
fn present<'de, D: Deserializer<'de>, T: Deserialize<'de>>(
    deserializer: D,
) -> Result<Option<Option<T>>, D::Error> {
    Option::deserialize(deserializer).map(Some)
}

/// What `throws` holds, for the error that finds something else.
const THROWS: &str = "`throws` is `{\"seeded\": <seed>}` or `\"unseeded\"`, not null";

/// Reads format 1 (`seed` a number, `null` or left out: unseeded; `seats`
/// may be left out; no seats digest, so the one of the seats as read) and
/// every later format (`seats`, `seats_digest` and `throws` required,
/// `seed` not a field). A format this crate does not know is read in the
/// latest shape and refused by [`GameRecord::replay`].
impl<'de, G> Deserialize<'de> for GameRecord<G>
where
    G: RaceGame + Deserialize<'de>,
    G::Action: Deserialize<'de>,
{
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        use serde::de::Error;
        let read = Read::<G>::deserialize(deserializer)?;
        let (seats, seats_digest, throws) = if read.format_version <= 1 {
            if read.throws.is_some() || read.seats_digest.is_some() {
                return Err(D::Error::custom(
                    "a record of format 1 has no `throws` or `seats_digest` field",
                ));
            }
            let seats = read.seats.unwrap_or_default();
            let digest = Digest::of(&seats).map_err(D::Error::custom)?;
            (
                seats,
                digest,
                read.seed.map_or(Throws::Unseeded, Throws::Seeded),
            )
        } else {
            if read.seed.is_some() {
                return Err(D::Error::custom(
                    "unknown field `seed`: since format 2 the seed is in `throws`",
                ));
            }
            let seats = read.seats.ok_or_else(|| D::Error::missing_field("seats"))?;
            let digest = read
                .seats_digest
                .ok_or_else(|| D::Error::missing_field("seats_digest"))?;
            let throws = read
                .throws
                .ok_or_else(|| D::Error::missing_field("throws"))?
                .ok_or_else(|| D::Error::custom(THROWS))?;
            (seats, digest, throws)
        };
        Ok(GameRecord {
            format_version: read.format_version,
            rules: read.rules,
            rules_digest: read.rules_digest,
            seats,
            seats_digest,
            throws,
            actions: read.actions,
            actions_digest: read.actions_digest,
            outcome: read.outcome,
            final_state_digest: read.final_state_digest,
        })
    }
}
