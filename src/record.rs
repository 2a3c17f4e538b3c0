//! Game records: the rules, the seats and every action, saved with a format version and replayed exactly.
//!
//! A record is all it takes to reproduce a game, because `apply` is pure
//! and throws are actions. A record saved by this version loads in every
//! later one: the format version says which reading applies, and the test
//! suite keeps saved records as fixtures that must replay to the same
//! outcome.

use alloc::string::String;
use alloc::vec::Vec;

use crate::game::{Outcome, RaceGame};

/// The format version this crate writes. Records with a higher version were
/// written by a newer crate and are refused rather than misread.
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

/// The rules of a recorded game: a preset by name, or the full rule set.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
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

/// A saved game: rules, seats, actions, and what the game came to.
///
/// ```
/// use racegame::{RaceGame, goose::GooseGame, play::{RandomPolicy, Session}};
/// use racegame::record::GameRecord;
///
/// let mut session = Session::new(GooseGame::railway(3)?, 8);
/// session.play_to_end(&mut RandomPolicy, 10_000)?;
/// let record = session.record();
/// let replayed = record.replay()?;
/// assert_eq!(&replayed.state, session.state());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(bound(
        serialize = "G: serde::Serialize, G::Action: serde::Serialize",
        deserialize = "G: serde::Deserialize<'de>, G::Action: serde::Deserialize<'de>"
    ))
)]
pub struct GameRecord<G: RaceGame> {
    /// The format this record was written in ([`RECORD_FORMAT_VERSION`]).
    pub format_version: u32,
    /// The rules.
    pub rules: RecordedRules<G>,
    /// Who sat where, by seat (names, or empty strings).
    #[cfg_attr(feature = "serde", serde(default))]
    pub seats: Vec<String>,
    /// The seed of the [`Dice`](crate::Dice) that threw, if the game was
    /// played with seeded dice (for the record; replay needs only the
    /// actions).
    #[cfg_attr(feature = "serde", serde(default))]
    pub seed: Option<u64>,
    /// Every action, throws included, in order.
    pub actions: Vec<G::Action>,
    /// How the game ended when it was saved; checked on replay.
    #[cfg_attr(feature = "serde", serde(default))]
    pub outcome: Option<Outcome>,
}

/// A replayed record: the game, its final state, and every event.
#[derive(Clone, Debug, PartialEq)]
pub struct Replayed<G: RaceGame> {
    /// The rules the record named.
    pub game: G,
    /// The state after the last action.
    pub state: G::State,
    /// Every event of every action, in order.
    pub events: Vec<G::Event>,
}

/// Why a record could not be replayed.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum RecordError<E: core::error::Error, C: core::error::Error> {
    /// Written by a newer version of the crate.
    #[error("record format {found} is newer than this crate reads ({supported})")]
    FormatVersion {
        /// The record's version.
        found: u32,
        /// The newest this crate reads.
        supported: u32,
    },
    /// The preset name is not known.
    #[error("no preset is named {0:?}")]
    UnknownPreset(String),
    /// The rules refused the record's configuration.
    #[error("the recorded rules are invalid: {0}")]
    Rules(C),
    /// The seat list does not match the rules' number of seats.
    #[error("the record names {names} seats but the rules seat {seats}")]
    Seats {
        /// Names in the record.
        names: usize,
        /// Seats in the rules.
        seats: usize,
    },
    /// An action was refused: the record is corrupt or of other rules.
    #[error("action {index} was refused: {error}")]
    IllegalAction {
        /// Index of the refused action.
        index: usize,
        /// Why.
        error: E,
    },
    /// The replay ended differently from what the record says.
    #[error("the record says the game ended {recorded:?}, the replay gives {replayed:?}")]
    OutcomeMismatch {
        /// What the record says.
        recorded: Option<Outcome>,
        /// What the replay gave.
        replayed: Option<Outcome>,
    },
}

/// The error of replaying a record of `G`.
pub type RecordErrorOf<G> = RecordError<<G as RaceGame>::Error, <G as Presets>::ConfigError>;

impl<G: RaceGame + Presets + Clone> GameRecord<G> {
    /// An empty record of a preset.
    pub fn preset(name: &str, seats: usize) -> Self {
        GameRecord::with_rules(RecordedRules::Preset {
            name: String::from(name),
            seats,
        })
    }

    /// An empty record of a full rule set.
    pub fn custom(game: G) -> Self {
        GameRecord::with_rules(RecordedRules::Custom(game))
    }

    fn with_rules(rules: RecordedRules<G>) -> Self {
        GameRecord {
            format_version: RECORD_FORMAT_VERSION,
            rules,
            seats: Vec::new(),
            seed: None,
            actions: Vec::new(),
            outcome: None,
        }
    }

    /// The rules the record names.
    pub fn game(&self) -> Result<G, RecordErrorOf<G>> {
        if self.format_version > RECORD_FORMAT_VERSION {
            return Err(RecordError::FormatVersion {
                found: self.format_version,
                supported: RECORD_FORMAT_VERSION,
            });
        }
        let game = match &self.rules {
            RecordedRules::Custom(g) => g.clone(),
            RecordedRules::Preset { name, seats } => match G::preset(name, *seats) {
                None => return Err(RecordError::UnknownPreset(name.clone())),
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

    /// Replays every action from the start. Fails at the first refused
    /// action (with its index), or if the game ends differently from the
    /// recorded outcome.
    pub fn replay(&self) -> Result<Replayed<G>, RecordErrorOf<G>> {
        let game = self.game()?;
        let mut state = game.initial_state();
        let mut events = Vec::new();
        for (index, &action) in self.actions.iter().enumerate() {
            state = game
                .apply_into(&state, action, &mut events)
                .map_err(|error| RecordError::IllegalAction { index, error })?;
        }
        if self.outcome.is_some() {
            let replayed = game.outcome(&state);
            if replayed != self.outcome {
                return Err(RecordError::OutcomeMismatch {
                    recorded: self.outcome,
                    replayed,
                });
            }
        }
        Ok(Replayed {
            game,
            state,
            events,
        })
    }
}
