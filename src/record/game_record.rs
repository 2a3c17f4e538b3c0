//! [`GameRecord`]: a saved game that checks itself on replay.

use alloc::string::String;
use alloc::vec::Vec;

use serde::{Deserialize, Serialize};

use super::canonical::{EncodeError, canonical_bytes};
use super::digest::Digest;
use super::error::{RecordError, RecordErrorOf};
use super::{Presets, RECORD_FORMAT_VERSION};
use crate::dice::Dice;
use crate::game::{Outcome, RaceGame};

/// The rules of a recorded game: a preset by name, or the full rule set.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
#[non_exhaustive]
pub enum RecordedRules<G> {
    /// A preset of this crate, for a number of seats.
    Preset {
        /// The preset's name (see [`Presets::preset_names`]).
        name: String,
        /// Players at the table.
        seats: usize,
    },
    /// The whole rule set, as configured.
    Custom(G),
}

/// A saved game: rules, seats, actions, what the game came to, and digests
/// that let [`replay`](GameRecord::replay) prove the record consistent.
///
/// ```
/// use racegame::{RaceGame, goose::GooseGame, play::{RandomPolicy, Session}};
/// use racegame::record::GameRecord;
///
/// let mut session = Session::new(GooseGame::railway(3)?, 8);
/// session.play_to_end(&mut RandomPolicy, 10_000)?;
/// let record = session.record()?;
/// let replayed = record.replay()?;
/// assert_eq!(&replayed.state, session.state());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # What replay checks
///
/// In order, each with its own [`RecordError`] variant:
///
/// 1. the format version is [`RECORD_FORMAT_VERSION`];
/// 2. the rules resolve (a known preset, a valid seat count and seat list),
///    and their digest is `rules_digest`: a record replayed against other
///    rules, or a preset that has changed since the record was saved, is
///    refused;
/// 3. the digest of the actions is `actions_digest`: any edit of an action
///    is refused, even one that leads to the same state;
/// 4. every action is legal, in order;
/// 5. when `seed` is present, every throw is the one [`Dice::seeded`] with
///    that seed gives at that point (the throws of a
///    [`Session`](crate::play::Session) depend on its seed alone, not on
///    the players' choices);
/// 6. the game ends with `outcome` (`None` for a game not yet over);
/// 7. the final state's digest is `final_state_digest`: this version of the
///    crate plays the actions to the very state the saving one reached.
///
/// The seat names are checked for their count only. Loading is strict: an
/// unknown or misspelled key is an error, and so is a missing `outcome` (a
/// game not yet over says `null`).
///
/// # What the digests do not do
///
/// They are a consistency check against corruption, careless edits and
/// replay against the wrong rules, not a signature: the digest function is
/// public and keyless, so whoever edits a record can recompute them
/// ([`GameRecord::seal`] does). A record whose origin matters (a server's
/// ranked games) needs a signature or a MAC under a key of the server's
/// own, over the record's [canonical bytes](GameRecord::canonical_bytes):
///
/// ```
/// use racegame::goose::GooseGame;
/// use racegame::record::{GameRecord, Replayed};
///
/// /// The server's keyed MAC: HMAC-SHA-256 under a key only the server
/// /// holds (from the `hmac` and `sha2` crates, for instance).
/// trait Mac {
///     fn tag(&self, message: &[u8]) -> [u8; 32];
///     /// Compares in constant time.
///     fn verify(&self, message: &[u8], tag: &[u8; 32]) -> bool;
/// }
///
/// /// What the server stores and hands out.
/// struct Signed {
///     record: GameRecord<GooseGame>,
///     tag: [u8; 32],
/// }
///
/// fn sign(mac: &impl Mac, record: GameRecord<GooseGame>) -> Result<Signed, Box<dyn std::error::Error>> {
///     record.replay()?; // sign only what is consistent
///     let tag = mac.tag(&record.canonical_bytes()?);
///     Ok(Signed { record, tag })
/// }
///
/// fn open(mac: &impl Mac, signed: &Signed) -> Result<Replayed<GooseGame>, Box<dyn std::error::Error>> {
///     if !mac.verify(&signed.record.canonical_bytes()?, &signed.tag) {
///         return Err("the record was not signed by this server".into());
///     }
///     Ok(signed.record.replay()?)
/// }
/// ```
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(
    deny_unknown_fields,
    bound(
        serialize = "G: Serialize, G::Action: Serialize",
        deserialize = "G: Deserialize<'de>, G::Action: Deserialize<'de>"
    )
)]
#[non_exhaustive]
pub struct GameRecord<G: RaceGame> {
    /// The format this record was written in ([`RECORD_FORMAT_VERSION`]).
    pub format_version: u32,
    /// The rules.
    pub rules: RecordedRules<G>,
    /// The digest of the rules the record resolves to (for a preset, the
    /// full rule set it stood for when the record was saved).
    pub rules_digest: Digest,
    /// Who sat where, by seat (names), or empty.
    #[serde(default)]
    pub seats: Vec<String>,
    /// The seed of the [`Dice`] that threw every throw, when they all came
    /// from seeded dice; replay then checks each throw against it.
    #[serde(default)]
    pub seed: Option<u64>,
    /// Every action, throws included, in order.
    pub actions: Vec<G::Action>,
    /// The digest of `actions`.
    pub actions_digest: Digest,
    /// How the game ended, or `None` if it was saved before the end. The
    /// key is required.
    #[serde(deserialize_with = "required")]
    pub outcome: Option<Outcome>,
    /// The digest of the state after the last action.
    pub final_state_digest: Digest,
}

/// Reads an `Option` whose key must be present (serde otherwise reads a
/// missing `Option` field as `None`).
fn required<'de, D: serde::Deserializer<'de>, T: Deserialize<'de>>(
    deserializer: D,
) -> Result<Option<T>, D::Error> {
    Option::deserialize(deserializer)
}

/// A replayed record: the game, its final state, and every event.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct Replayed<G: RaceGame> {
    /// The rules the record named.
    pub game: G,
    /// The state after the last action.
    pub state: G::State,
    /// Every event of every action, in order.
    pub events: Vec<G::Event>,
}

/// The digests of a game that has been played to `state`.
struct Digests {
    rules: Digest,
    actions: Digest,
    final_state: Digest,
}

impl Digests {
    fn of<G>(game: &G, actions: &[G::Action], state: &G::State) -> Result<Digests, EncodeError>
    where
        G: RaceGame + Serialize,
        G::State: Serialize,
        G::Action: Serialize,
    {
        Ok(Digests {
            rules: Digest::of(game)?,
            actions: Digest::of(actions)?,
            final_state: Digest::of(state)?,
        })
    }
}

impl<G> GameRecord<G>
where
    G: RaceGame + Presets + Clone + Serialize,
    G::State: Serialize,
    G::Action: Serialize,
{
    /// A sealed record of `actions` played under the preset `name` for
    /// `seats` players: replayed, with its outcome and digests filled in.
    ///
    /// ```
    /// use racegame::{Roll, goose::{GooseAction, GooseGame}};
    /// use racegame::record::GameRecord;
    ///
    /// let throws = [(6, 3), (1, 2)].map(|(a, b)| Roll::two(a, b).map(GooseAction::Throw));
    /// let record = GameRecord::<GooseGame>::preset("railway", 2, throws.into_iter().collect::<Result<_, _>>()?)?;
    /// assert_eq!(record.outcome, None); // not over yet
    /// assert_eq!(record.replay()?.state.positions(), &[26, 3]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// The [`RecordError`] of the first check that fails (an unknown
    /// preset, a refused seat count, an illegal action).
    pub fn preset(
        name: &str,
        seats: usize,
        actions: Vec<G::Action>,
    ) -> Result<Self, RecordErrorOf<G>> {
        let rules = RecordedRules::Preset {
            name: String::from(name),
            seats,
        };
        GameRecord::sealed(rules, actions)
    }

    /// A sealed record of `actions` played under the full rule set `game`.
    ///
    /// # Errors
    ///
    /// [`RecordError::IllegalAction`] for the first refused action.
    pub fn custom(game: G, actions: Vec<G::Action>) -> Result<Self, RecordErrorOf<G>> {
        GameRecord::sealed(RecordedRules::Custom(game), actions)
    }

    fn sealed(rules: RecordedRules<G>, actions: Vec<G::Action>) -> Result<Self, RecordErrorOf<G>> {
        let mut record = GameRecord {
            format_version: RECORD_FORMAT_VERSION,
            rules,
            rules_digest: Digest(0),
            seats: Vec::new(),
            seed: None,
            actions,
            actions_digest: Digest(0),
            outcome: None,
            final_state_digest: Digest(0),
        };
        record.seal()?;
        Ok(record)
    }

    /// The record of a game played to `state` (which `actions` reach), for a
    /// [`Session`](crate::play::Session) that has both at hand.
    pub(crate) fn of_played(
        game: G,
        seed: Option<u64>,
        actions: Vec<G::Action>,
        state: &G::State,
    ) -> Result<Self, EncodeError> {
        let digests = Digests::of(&game, &actions, state)?;
        Ok(GameRecord {
            format_version: RECORD_FORMAT_VERSION,
            outcome: game.outcome(state),
            rules: RecordedRules::Custom(game),
            rules_digest: digests.rules,
            seats: Vec::new(),
            seed,
            actions,
            actions_digest: digests.actions,
            final_state_digest: digests.final_state,
        })
    }

    /// The record with the players' names, by seat.
    ///
    /// # Errors
    ///
    /// [`RecordError::Seats`] when there are not as many names as seats (and
    /// any error of resolving the rules).
    pub fn with_seats(mut self, names: Vec<String>) -> Result<Self, RecordErrorOf<G>> {
        let seats = self.game()?.seats();
        if names.len() != seats {
            return Err(RecordError::Seats {
                names: names.len(),
                seats,
            });
        }
        self.seats = names;
        Ok(self)
    }

    /// The record with the seed its throws came from, checked: every throw
    /// must be the one [`Dice::seeded`]`(seed)` gives at that point.
    ///
    /// # Errors
    ///
    /// [`RecordError::Seed`] for the first throw that differs, or any error
    /// of [`replay`](GameRecord::replay).
    pub fn with_seed(mut self, seed: u64) -> Result<Self, RecordErrorOf<G>> {
        self.seed = Some(seed);
        self.replay()?;
        Ok(self)
    }

    /// Recomputes the outcome and the digests from the rules and the
    /// actions, after a deliberate change to them (appended actions, other
    /// rules), and returns the replay. Every other check still applies; on
    /// error the record is unchanged.
    ///
    /// # Errors
    ///
    /// The [`RecordError`] of the first check that fails: the format
    /// version, the rules, an illegal action, a throw the seed does not give.
    pub fn seal(&mut self) -> Result<Replayed<G>, RecordErrorOf<G>> {
        let game = self.resolve()?;
        let (state, events) = self.play(&game)?;
        let digests = Digests::of(&game, &self.actions, &state)?;
        self.rules_digest = digests.rules;
        self.actions_digest = digests.actions;
        self.final_state_digest = digests.final_state;
        self.outcome = game.outcome(&state);
        Ok(Replayed {
            game,
            state,
            events,
        })
    }

    /// The rules the record names, checked against `rules_digest`.
    ///
    /// # Errors
    ///
    /// [`RecordError::FormatVersion`], [`RecordError::UnknownPreset`],
    /// [`RecordError::Rules`], [`RecordError::Seats`] or
    /// [`RecordError::RulesDigest`].
    pub fn game(&self) -> Result<G, RecordErrorOf<G>> {
        let game = self.resolve()?;
        let computed = Digest::of(&game)?;
        if computed != self.rules_digest {
            return Err(RecordError::RulesDigest {
                recorded: self.rules_digest,
                computed,
            });
        }
        Ok(game)
    }

    /// Replays every action from the start, with every check listed on
    /// [`GameRecord`].
    ///
    /// # Errors
    ///
    /// The [`RecordError`] of the first check that fails, in the order
    /// listed on [`GameRecord`].
    pub fn replay(&self) -> Result<Replayed<G>, RecordErrorOf<G>> {
        let game = self.game()?;
        let computed = Digest::of(&self.actions)?;
        if computed != self.actions_digest {
            return Err(RecordError::ActionsDigest {
                recorded: self.actions_digest,
                computed,
            });
        }
        let (state, events) = self.play(&game)?;
        let replayed = game.outcome(&state);
        if replayed != self.outcome {
            return Err(RecordError::OutcomeMismatch {
                recorded: self.outcome,
                replayed,
            });
        }
        let replayed = Digest::of(&state)?;
        if replayed != self.final_state_digest {
            return Err(RecordError::FinalStateDigest {
                recorded: self.final_state_digest,
                replayed,
            });
        }
        Ok(Replayed {
            game,
            state,
            events,
        })
    }

    /// The canonical encoding of the whole record (see [`canonical_bytes`]):
    /// the bytes to sign or MAC, the same whatever format the record is
    /// stored in.
    ///
    /// # Errors
    ///
    /// [`EncodeError`] when the rules' or an action's `Serialize`
    /// implementation fails.
    pub fn canonical_bytes(&self) -> Result<Vec<u8>, EncodeError> {
        canonical_bytes(self)
    }

    /// The rules, without the digest check: the version, the preset, the
    /// seat list.
    fn resolve(&self) -> Result<G, RecordErrorOf<G>> {
        if self.format_version != RECORD_FORMAT_VERSION {
            return Err(RecordError::FormatVersion {
                found: self.format_version,
                supported: RECORD_FORMAT_VERSION,
            });
        }
        let game = match &self.rules {
            RecordedRules::Custom(g) => g.clone(),
            RecordedRules::Preset { name, seats } => match G::preset(name, *seats) {
                None => return Err(RecordError::UnknownPreset { name: name.clone() }),
                Some(r) => r.map_err(RecordError::Rules)?,
            },
        };
        if !self.seats.is_empty() && self.seats.len() != game.seats() {
            return Err(RecordError::Seats {
                names: self.seats.len(),
                seats: game.seats(),
            });
        }
        Ok(game)
    }

    /// Plays the actions, checking each throw against the seed if there is
    /// one.
    #[allow(clippy::type_complexity)]
    fn play(&self, game: &G) -> Result<(G::State, Vec<G::Event>), RecordErrorOf<G>> {
        let mut dice = self.seed.map(Dice::seeded);
        let mut state = game.initial_state();
        let mut events = Vec::new();
        for (index, &action) in self.actions.iter().enumerate() {
            let expected = dice.as_mut().and_then(|d| d.throw_for(game, &state));
            state = game
                .apply_into(&state, action, &mut events)
                .map_err(|error| RecordError::IllegalAction { index, error })?;
            if let (Some(expected), Some(seed)) = (expected, self.seed)
                && expected != action
            {
                return Err(RecordError::Seed { index, seed });
            }
        }
        Ok((state, events))
    }
}
