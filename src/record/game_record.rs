//! [`GameRecord`]: a saved game that checks itself on replay.

use alloc::string::String;
use alloc::vec::Vec;

use serde::{Deserialize, Serialize};

use super::canonical::{EncodeError, canonical_bytes};
use super::digest::Digest;
use super::error::{RecordError, RecordErrorOf};
use super::throws::{SeedCheck, Throws};
use super::{Presets, RECORD_FORMAT_VERSION};
use crate::game::{Outcome, RaceGame};
use crate::team::Team;

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
/// 1. the format version is one this crate reads (1 to
///    [`RECORD_FORMAT_VERSION`]);
/// 2. the rules resolve (a known preset, a valid seat count and seat list),
///    and their digest is `rules_digest`: a record replayed against other
///    rules, or a preset that has changed since the record was saved, is
///    refused;
/// 3. the digest of the seat names is `seats_digest`: names swapped or
///    edited are refused;
/// 4. the digest of the actions is `actions_digest`: any edit of an action
///    is refused, even one that leads to the same state;
/// 5. every action is legal, in order;
/// 6. for [`Throws::Seeded`], every throw is the one
///    [`Dice::seeded`](crate::Dice::seeded) with that seed gives at that
///    point (the throws of a
///    [`Session`](crate::play::Session) depend on its seed alone, not on
///    the players' choices); an unseeded record says so, and
///    [`Replayed::throws`] reports it: no check is ever left out silently;
/// 7. the game ends with `outcome` (`None` for a game not yet over);
/// 8. the final state's digest is `final_state_digest`: this version of the
///    crate plays the actions to the very state the saving one reached.
///
/// Loading is strict: an unknown or misspelled key is an error, and so is
/// a missing key (`outcome` of a game not yet over is `null`; the throws
/// are `{"seeded": 13}` or `"unseeded"`, never left out).
///
/// # Format 1
///
/// Records of format 1 (the first frozen format) are still read and
/// replayed: their seed is `seed` (a number; left out or `null` for
/// unseeded throws, which replay reports as [`Throws::Unseeded`]), and
/// their seat names had no digest, so they are checked for their count
/// only (`seats_digest` holds the digest of the names as read). Written
/// back, such a record keeps format 1; [`seal`](GameRecord::seal) and
/// [`with_seats`](GameRecord::with_seats) write the current format.
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
#[derive(Clone, Debug, PartialEq)]
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
    pub seats: Vec<String>,
    /// The digest of `seats` (for a record of format 1, which had none, the
    /// digest of the seats as read).
    pub seats_digest: Digest,
    /// Where the throws came from: the seed of the [`Dice`](crate::Dice)
    /// that threw every one (replay then checks each against it), or
    /// unseeded.
    pub throws: Throws,
    /// Every action, throws included, in order.
    pub actions: Vec<G::Action>,
    /// The digest of `actions`.
    pub actions_digest: Digest,
    /// How the game ended, or `None` if it was saved before the end. The
    /// key is required.
    pub outcome: Option<Outcome>,
    /// The digest of the state after the last action.
    pub final_state_digest: Digest,
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
    /// What the throws were checked against: their seed, each throw the
    /// one it gives; or unseeded, each throw legal and nothing more.
    pub throws: Throws,
}

/// The digests of a game that has been played to `state`.
struct Digests {
    rules: Digest,
    seats: Digest,
    actions: Digest,
    final_state: Digest,
}

impl Digests {
    fn of<G>(
        game: &G,
        seats: &[String],
        actions: &[G::Action],
        state: &G::State,
    ) -> Result<Digests, EncodeError>
    where
        G: RaceGame + Serialize,
        G::State: Serialize,
        G::Action: Serialize,
    {
        Ok(Digests {
            rules: Digest::of(game)?,
            seats: Digest::of(seats)?,
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
            seats_digest: Digest(0),
            throws: Throws::Unseeded,
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
        throws: Throws,
        actions: Vec<G::Action>,
        state: &G::State,
    ) -> Result<Self, EncodeError> {
        let digests = Digests::of(&game, &[], &actions, state)?;
        Ok(GameRecord {
            format_version: RECORD_FORMAT_VERSION,
            outcome: game.outcome(state),
            rules: RecordedRules::Custom(game),
            rules_digest: digests.rules,
            seats: Vec::new(),
            seats_digest: digests.seats,
            throws,
            actions,
            actions_digest: digests.actions,
            final_state_digest: digests.final_state,
        })
    }

    /// The record with the players' names, by seat, and their digest, in
    /// the current format.
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
        self.seats_digest = Digest::of(&names)?;
        self.seats = names;
        self.format_version = RECORD_FORMAT_VERSION;
        Ok(self)
    }

    /// The record with the seed its throws came from, checked: every throw
    /// must be the one [`Dice::seeded`](crate::Dice::seeded)`(seed)` gives
    /// at that point.
    ///
    /// # Errors
    ///
    /// [`RecordError::Seed`] for the first throw that differs, or any error
    /// of [`replay`](GameRecord::replay).
    pub fn with_seed(mut self, seed: u64) -> Result<Self, RecordErrorOf<G>> {
        self.throws = Throws::Seeded(seed);
        self.replay()?;
        Ok(self)
    }

    /// Recomputes the outcome and the digests from the rules, the seats and
    /// the actions, after a deliberate change to them (appended actions,
    /// other rules), writes the record in the current format, and returns
    /// the replay. Every other check still applies; on error the record is
    /// unchanged.
    ///
    /// # Errors
    ///
    /// The [`RecordError`] of the first check that fails: the format
    /// version, the rules, an illegal action, a throw the seed does not give.
    pub fn seal(&mut self) -> Result<Replayed<G>, RecordErrorOf<G>> {
        let game = self.resolve()?;
        let (state, events) = self.play(&game)?;
        let digests = Digests::of(&game, &self.seats, &self.actions, &state)?;
        self.format_version = RECORD_FORMAT_VERSION;
        self.rules_digest = digests.rules;
        self.seats_digest = digests.seats;
        self.actions_digest = digests.actions;
        self.final_state_digest = digests.final_state;
        self.outcome = game.outcome(&state);
        Ok(Replayed {
            game,
            state,
            events,
            throws: self.throws,
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

    /// The team that won, by the recorded rules' [teams](RaceGame::teams),
    /// or `None` for a game without a winner or not over. A record keeps
    /// the outcome as the game gave it (the seat whose move won); in a game
    /// of partners, this is the side it won for, and every seat of it
    /// shares the win. Where every seat plays alone it is the winner's own
    /// team, of the winner's number.
    ///
    /// ```
    /// use racegame::{Seat, Team, play::{RandomPolicy, Session}};
    /// use racegame::ludo::LudoGame;
    /// use racegame::record::GameRecord;
    /// let game = LudoGame::new(racegame::ludo::LudoRules::ludo_partners(), 4)?;
    /// let mut session = Session::new(game, 3);
    /// session.play_to_end(&mut RandomPolicy, 100_000)?;
    /// let record = GameRecord::<LudoGame>::preset("ludo_partners", 4, session.actions().to_vec())?;
    /// let team = record.winning_team()?.ok_or("a side won")?;
    /// let winner = record.outcome.and_then(|o| o.winner()).ok_or("a winner")?;
    /// assert_eq!(team, Team(winner.0 % 2)); // red and yellow, or green and blue
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// As [`game`](GameRecord::game).
    pub fn winning_team(&self) -> Result<Option<Team>, RecordErrorOf<G>> {
        let teams = self.game()?.teams();
        Ok(self.outcome.and_then(|o| o.winning_team(&teams)))
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
        let computed = Digest::of(&self.seats)?;
        if computed != self.seats_digest {
            return Err(RecordError::SeatsDigest {
                recorded: self.seats_digest,
                computed,
            });
        }
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
            throws: self.throws,
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
        if !(1..=RECORD_FORMAT_VERSION).contains(&self.format_version) {
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
        let mut seeded = SeedCheck::new(self.throws);
        let mut state = game.initial_state();
        let mut events = Vec::new();
        for (index, &action) in self.actions.iter().enumerate() {
            let from_seed = seeded
                .as_mut()
                .is_none_or(|s| s.accepts(game, &state, action));
            state = game
                .apply_into(&state, action, &mut events)
                .map_err(|error| RecordError::IllegalAction { index, error })?;
            if let (false, Some(check)) = (from_seed, &seeded) {
                return Err(RecordError::Seed {
                    index,
                    seed: check.seed(),
                });
            }
        }
        Ok((state, events))
    }
}
