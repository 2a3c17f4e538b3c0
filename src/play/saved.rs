//! Saving and resuming a [`Session`] with serde: the rules, the actions, where the throws came from and both generators, with a format version and digests, every throw checked on resume.

use alloc::vec::Vec;
use core::fmt;

use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::Session;
use crate::dice::Dice;
use crate::game::{Discard, RaceGame, ToAct};
use crate::record::{Digest, EncodeError, SeedCheck, Throws};

/// The format version of a saved [`Session`] this crate writes and reads.
pub const SESSION_FORMAT_VERSION: u32 = 1;

/// The saved form of a session, written from borrowed parts.
#[derive(Serialize)]
#[serde(bound(serialize = "G: Serialize, G::Action: Serialize"))]
struct SavedRef<'a, G: RaceGame> {
    format_version: u32,
    game: &'a G,
    rules_digest: Digest,
    throws: Throws,
    outside_throws: &'a [usize],
    actions: &'a [G::Action],
    actions_digest: Digest,
    state_digest: Digest,
    dice: &'a Dice,
    choices: Dice,
}

/// The saved form of a session, read back (every key required).
#[derive(Deserialize)]
#[serde(
    deny_unknown_fields,
    bound(deserialize = "G: Deserialize<'de>, G::Action: Deserialize<'de>")
)]
struct Saved<G: RaceGame> {
    format_version: u32,
    game: G,
    rules_digest: Digest,
    throws: Throws,
    outside_throws: Vec<usize>,
    actions: Vec<G::Action>,
    actions_digest: Digest,
    state_digest: Digest,
    dice: Dice,
    choices: Dice,
}

/// Writes the format version, the rules and their digest, where the
/// throws came from (`{"seeded": 7}` or `"unseeded"`, and the indexes of
/// the throws played from outside with [`Session::play`]), every action
/// played and its digest, the digest of the state they reach, and both
/// generators (the dice and the policy's), so that [`Deserialize`]
/// resumes the game exactly where it stood: the same state, the same
/// throws to come.
///
/// **The saved session holds the dice**: the generator's key and position,
/// from which anyone can compute every throw still to come (see
/// [`Dice`]'s "Keep the dice secret"). Store it on the side that throws (a
/// server's own storage), never in what players can read; show players
/// the state, its [position notation](crate::notation), or a
/// [`GameRecord`](crate::record::GameRecord) of the game so far instead.
///
/// ```
/// use racegame::{goose::GooseGame, play::{RandomPolicy, Session}};
/// let mut session = Session::new(GooseGame::railway(3)?, 7);
/// for _ in 0..10 {
///     session.step(&mut RandomPolicy)?;
/// }
/// let saved = serde_json::to_string(&session)?;
/// let mut resumed: Session<GooseGame> = serde_json::from_str(&saved)?;
/// assert_eq!(resumed.state(), session.state());
/// assert_eq!(resumed.seed(), Some(7));
/// session.play_to_end(&mut RandomPolicy, 10_000)?;
/// resumed.play_to_end(&mut RandomPolicy, 10_000)?;
/// assert_eq!(resumed.state(), session.state()); // the same throws to come
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # What the digests do not do
///
/// The checks on resume catch corruption, careless edits and a save read
/// against other rules; the digests are keyless and public, so whoever
/// can write the storage can recompute them. A server whose saves pass
/// through hands it does not trust (a client's machine, a shared cache)
/// MACs the saved bytes under a key of its own, as the
/// [record docs](crate::record::GameRecord) show for records:
///
/// ```
/// use racegame::{goose::GooseGame, play::Session, record::canonical_bytes};
///
/// /// The server's keyed MAC (HMAC-SHA-256 from the `hmac` and `sha2`
/// /// crates, for instance), under a key only the server holds.
/// trait Mac {
///     fn tag(&self, message: &[u8]) -> [u8; 32];
///     /// Compares in constant time.
///     fn verify(&self, message: &[u8], tag: &[u8; 32]) -> bool;
/// }
///
/// fn save(mac: &impl Mac, session: &Session<GooseGame>) -> Result<(String, [u8; 32]), Box<dyn std::error::Error>> {
///     Ok((serde_json::to_string(session)?, mac.tag(&canonical_bytes(session)?)))
/// }
///
/// fn resume(mac: &impl Mac, saved: &str, tag: &[u8; 32]) -> Result<Session<GooseGame>, Box<dyn std::error::Error>> {
///     let session: Session<GooseGame> = serde_json::from_str(saved)?; // every check
///     if !mac.verify(&canonical_bytes(&session)?, tag) {
///         return Err("this save was not written by this server".into());
///     }
///     Ok(session)
/// }
/// ```
impl<G> Serialize for Session<G, ChaCha8Rng>
where
    G: RaceGame + Serialize,
    G::State: Serialize,
    G::Action: Serialize,
{
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::Error;
        let digests = || -> Result<_, EncodeError> {
            let actions = Digest::of(&self.actions)?;
            Ok((Digest::of(&self.game)?, actions, Digest::of(&self.state)?))
        };
        let (rules_digest, actions_digest, state_digest) = digests().map_err(S::Error::custom)?;
        SavedRef {
            format_version: SESSION_FORMAT_VERSION,
            game: &self.game,
            rules_digest,
            throws: Throws::from_seed(self.seed),
            outside_throws: &self.outside_throws,
            actions: &self.actions,
            actions_digest,
            state_digest,
            dice: &self.dice,
            choices: Dice::from_rng(self.choices.clone()),
        }
        .serialize(serializer)
    }
}

/// Reads a session saved by [`Serialize`], with the checks a
/// [`GameRecord`](crate::record::GameRecord) gets, in this order: the
/// format version is [`SESSION_FORMAT_VERSION`]; the rules' digest is
/// `rules_digest` and the actions' is `actions_digest`; every action is
/// legal, in order; `outside_throws` lists throws, in rising order; for
/// seeded throws, every throw not played from outside is the one
/// [`Dice::seeded`] with that seed gives at that point, and the dice stand
/// exactly where those seeded dice stand after them; the state reached has
/// the digest `state_digest`. An unseeded session (dice of no named seed)
/// says so (`"throws": "unseeded"`, and [`Session::seed`] is `None`): its
/// throws are checked for being legal only. Every key is required. The
/// policy's generator (`choices`) is taken as saved: it decides only the
/// random choices still to come, which no record checks. Load it from the
/// side that throws, never from anything a player sent: it holds the dice.
impl<'de, G> Deserialize<'de> for Session<G, ChaCha8Rng>
where
    G: RaceGame + Serialize + Deserialize<'de>,
    G::State: Serialize,
    G::Action: Serialize + Deserialize<'de>,
{
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let saved = Saved::<G>::deserialize(deserializer)?;
        resume(saved).map_err(serde::de::Error::custom)
    }
}

/// Why a saved session was not resumed.
enum Refused<E> {
    FormatVersion(u32),
    RulesDigest { saved: Digest, computed: Digest },
    ActionsDigest { saved: Digest, computed: Digest },
    IllegalAction { index: usize, error: E },
    OutsideThrows { index: usize },
    Seed { index: usize, seed: u64 },
    Dice { seed: u64 },
    StateDigest { saved: Digest, replayed: Digest },
    Encode(EncodeError),
}

impl<E> From<EncodeError> for Refused<E> {
    fn from(e: EncodeError) -> Self {
        Refused::Encode(e)
    }
}

impl<E: fmt::Display> fmt::Display for Refused<E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refused::FormatVersion(found) => write!(
                f,
                "saved session format {found} is not one this crate reads (it reads {SESSION_FORMAT_VERSION})"
            ),
            Refused::RulesDigest { saved, computed } => {
                write!(f, "the rules digest is {computed}, the save says {saved}")
            }
            Refused::ActionsDigest { saved, computed } => {
                write!(f, "the actions digest is {computed}, the save says {saved}")
            }
            Refused::IllegalAction { index, error } => {
                write!(f, "action {index} was refused: {error}")
            }
            Refused::OutsideThrows { index } => write!(
                f,
                "outside_throws names action {index}, which is not a throw after the one named before"
            ),
            Refused::Seed { index, seed } => {
                write!(f, "action {index} is not the throw that seed {seed} gives")
            }
            Refused::Dice { seed } => write!(
                f,
                "the dice do not stand where dice seeded with {seed} stand after these throws"
            ),
            Refused::StateDigest { saved, replayed } => write!(
                f,
                "the state replayed has digest {replayed}, the save says {saved}"
            ),
            Refused::Encode(e) => write!(f, "a digest could not be computed: {e}"),
        }
    }
}

/// The session a save describes, checked.
fn resume<G>(saved: Saved<G>) -> Result<Session<G, ChaCha8Rng>, Refused<G::Error>>
where
    G: RaceGame + Serialize,
    G::State: Serialize,
    G::Action: Serialize,
{
    if saved.format_version != SESSION_FORMAT_VERSION {
        return Err(Refused::FormatVersion(saved.format_version));
    }
    let computed = Digest::of(&saved.game)?;
    if computed != saved.rules_digest {
        return Err(Refused::RulesDigest {
            saved: saved.rules_digest,
            computed,
        });
    }
    let computed = Digest::of(&saved.actions)?;
    if computed != saved.actions_digest {
        return Err(Refused::ActionsDigest {
            saved: saved.actions_digest,
            computed,
        });
    }
    let mut session = Session::with_dice(saved.game, saved.dice, saved.choices.into_rng());
    session.seed = saved.throws.seed();
    replay(&mut session, &saved.actions, &saved.outside_throws)?;
    let replayed = Digest::of(&session.state)?;
    if replayed != saved.state_digest {
        return Err(Refused::StateDigest {
            saved: saved.state_digest,
            replayed,
        });
    }
    Ok(session)
}

/// Plays `actions` into `session` from its start, checking each: legal,
/// and (for seeded throws) each throw not in `outside` the next of the
/// seeded dice, and the session's dice where the seeded dice stand at the end.
fn replay<G: RaceGame>(
    session: &mut Session<G, ChaCha8Rng>,
    actions: &[G::Action],
    outside: &[usize],
) -> Result<(), Refused<G::Error>> {
    let mut seeded = SeedCheck::new(Throws::from_seed(session.seed));
    let mut outside = outside.iter().copied().peekable();
    for (index, &action) in actions.iter().enumerate() {
        let throw = matches!(session.game.to_act(&session.state), ToAct::Chance(_));
        let from_outside = outside.next_if_eq(&index).is_some();
        if from_outside && !throw {
            return Err(Refused::OutsideThrows { index });
        }
        if let Some(check) = seeded.as_mut().filter(|_| !from_outside)
            && !check.accepts(&session.game, &session.state, action)
        {
            return Err(Refused::Seed {
                index,
                seed: check.seed(),
            });
        }
        session
            .game
            .apply_mut(&mut session.state, action, &mut Discard)
            .map_err(|error| Refused::IllegalAction { index, error })?;
        session.actions.push(action);
        if from_outside {
            session.outside_throws.push(index);
        }
    }
    if let Some(index) = outside.next() {
        return Err(Refused::OutsideThrows { index });
    }
    match seeded {
        Some(check) if *check.dice() != session.dice => Err(Refused::Dice { seed: check.seed() }),
        _ => Ok(()),
    }
}
