//! The engine families the module drives, listed once: a value of any of
//! them ([`Each`]), the dispatch over it, and the preset registry.
//!
//! Adding a family is one line in the [`families!`] call below and one file
//! beside this one: its [`Engine`] implementation and its [`PresetEntry`]s,
//! read from the crate's one list of the family's presets
//! (`racegame::<family>::presets::PRESETS`). Adding a preset to the crate's
//! list adds it here.

use std::fmt::{Debug, Display};
use std::hash::Hash;
use std::str::FromStr;

use pyo3::prelude::*;
use racegame::Dice;
use racegame::encode::Encode;
use serde::Serialize;
use serde::de::DeserializeOwned;

use crate::ConfigError;
use crate::cube::{Cube, MatchScore};
use crate::scoring::Scoring;

mod backgammon;
mod goose;
mod ludo;
mod ur;

/// An engine the bindings drive: its encoding, its state in and out of
/// [`AnyState`], and what the environments need to know of it.
pub(crate) trait Engine:
    Encode<
        State: Copy + Eq + Hash + Display + Serialize + DeserializeOwned + Send + Sync + Debug,
        Action: Serialize
                    + DeserializeOwned
                    + Debug
                    + Display
                    + FromStr<Err: Display>
                    + Send
                    + Sync,
        Error: Display,
        StateError: Display,
    > + Wrap
    + Clone
    + Sync
    + Send
    + Sized
{
    /// The family's name, as Python sees it.
    const FAMILY: &'static str;

    /// The game with its endings scored by `scoring`, or why this family
    /// does not score that way (by default, only as the preset scores).
    fn scored(self, scoring: Scoring) -> Result<Self, String> {
        match scoring {
            Scoring::Preset => Ok(self),
            other => Err(other.refused(Self::FAMILY)),
        }
    }

    /// The doubling cube in `state`, or `None` for a game played without
    /// one (by default, every game).
    fn cube(&self, _state: &Self::State) -> Option<Cube> {
        None
    }

    /// The game as a match to `length` points, a state the whole match, or
    /// why this family has no match play (by default, none has).
    fn in_match(self, length: u16) -> Result<Self, String> {
        Err(format!(
            "{} games have no match play (match_length {length}); it is for the backgammon family",
            Self::FAMILY
        ))
    }

    /// The match's score in `state`, or `None` for a game that is no
    /// match (by default, every game).
    fn match_score(&self, _state: &Self::State) -> Option<MatchScore> {
        None
    }

    /// The game with its doubling cube capped at `2^doublings`, or why
    /// not (by default, no family has a cube).
    fn capped(self, doublings: u8) -> Result<Self, String> {
        Err(format!(
            "{} games have no doubling cube (max_doublings {doublings}); it is for backgammon-money and match play",
            Self::FAMILY
        ))
    }

    /// The game with resignations offered and answered, or why not (by
    /// default, no family has them).
    fn resigning(self) -> Result<Self, String> {
        Err(format!(
            "{} games have no resignations; they are for the backgammon family",
            Self::FAMILY
        ))
    }

    /// The environments' bots' decision in `state`, a state where a seat
    /// decides: an index of the environment's action space (by default,
    /// uniformly random among the legal ones, drawn from `picker`).
    fn bot_pick(
        &self,
        state: &Self::State,
        picker: &mut Dice,
        scratch: &mut Vec<Self::Action>,
    ) -> i64 {
        crate::env::uniform_pick(self, state, picker, scratch)
    }
}

/// A family's state in and out of [`AnyState`] (written by [`families!`]).
pub(crate) trait Wrap: racegame::RaceGame {
    /// The state as a state of any family.
    fn wrap(state: Self::State) -> AnyState;
    /// The state, if `state` is one of this family's.
    fn unwrap(state: &AnyState) -> Option<&Self::State>;
}

/// One preset: its name, its family, the seat count it is played with by
/// default, and how to build it for a seat count.
pub(crate) struct PresetEntry {
    /// The name Python gives it (`Game("ludo")`).
    pub(crate) name: &'static str,
    /// Its family's name.
    pub(crate) family: &'static str,
    /// The seat count of the usual table.
    pub(crate) default_players: usize,
    /// Builds the game for `players` seats, or says why not.
    pub(crate) build: Box<dyn Fn(usize) -> Result<AnyGame, String> + Send + Sync>,
}

/// Writes [`Each`] (one variant per family), the [`AnyGame`] and
/// [`AnyState`] aliases, the [`Wrap`] implementations, [`on_each!`] and
/// [`map_each!`], and [`PRESETS`], from one list of families.
///
/// The leading `$` is handed to the inner macros as `$d` (stable Rust has
/// no escape for it).
macro_rules! families {
    ($d:tt $($family:ident: $game:ty => $module:ident),+ $(,)?) => {
        /// A value of one family's type: the family's game, state, batch,
        /// table... `Each<GooseGame, LudoGame, UrGame>` is a game of any
        /// family.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub(crate) enum Each<$($family),+> {
            $(
                #[allow(missing_docs)]
                $family($family),
            )+
        }

        /// A game of any family.
        pub(crate) type AnyGame = Each<$($game),+>;

        /// A state of any family.
        pub(crate) type AnyState = Each<$(<$game as racegame::RaceGame>::State),+>;

        /// An environment's game in play, of any family.
        pub(crate) type AnySeated = Each<$(crate::table::Seated<$game>),+>;

        /// A batch of games, of any family.
        pub(crate) type AnySlots = Each<$(crate::batch::Slots<$game>),+>;

        $(
            impl Wrap for $game {
                fn wrap(state: Self::State) -> AnyState {
                    Each::$family(state)
                }
                fn unwrap(state: &AnyState) -> Option<&Self::State> {
                    match state {
                        Each::$family(s) => Some(s),
                        #[allow(unreachable_patterns)]
                        _ => None,
                    }
                }
            }
        )+

        /// Runs `$body` with `$x` bound to the value inside an [`Each`],
        /// whatever its family (the body is compiled once per family).
        macro_rules! on_each {
            ($d value:expr, $d x:ident => $d body:expr) => {
                match $d value {
                    $($crate::family::Each::$family($d x) => $d body,)+
                }
            };
        }

        /// An [`Each`] of the same family as `$value`, holding `$body`
        /// computed from the value inside it.
        macro_rules! map_each {
            ($d value:expr, $d x:ident => $d body:expr) => {
                match $d value {
                    $($crate::family::Each::$family($d x) => $crate::family::Each::$family($d body),)+
                }
            };
        }

        /// Every preset, family by family, in the crate's order (each
        /// family's `presets::PRESETS`).
        pub(crate) fn presets() -> impl Iterator<Item = &'static PresetEntry> {
            static PRESETS: std::sync::LazyLock<Vec<PresetEntry>> = std::sync::LazyLock::new(|| {
                std::iter::empty()$(.chain($module::presets()))+.collect()
            });
            PRESETS.iter()
        }
    };
}

families! {$
    Goose: racegame::goose::GooseGame => goose,
    Ludo: racegame::ludo::LudoGame => ludo,
    Ur: racegame::ur::UrGame => ur,
    Backgammon: racegame::backgammon::BackgammonGame => backgammon,
}

// The macros are defined by `families!`; this makes them reachable by path
// (`crate::family::on_each`) from the other modules.
#[allow(clippy::single_component_path_imports)]
pub(crate) use {map_each, on_each};

/// The preset called `name`, with its index in [`presets`], or a
/// [`ConfigError`] listing the names.
pub(crate) fn preset(name: &str) -> PyResult<(u8, &'static PresetEntry)> {
    presets()
        .enumerate()
        .find(|(_, p)| p.name == name)
        .map(|(i, p)| (i as u8, p))
        .ok_or_else(|| {
            let names: Vec<&str> = presets().map(|p| p.name).collect();
            ConfigError::new_err(format!(
                "unknown preset {name:?}; the presets are {}",
                names.join(", ")
            ))
        })
}

/// The preset at `index` in [`presets`].
pub(crate) fn preset_at(index: u8) -> &'static PresetEntry {
    presets()
        .nth(usize::from(index))
        .expect("a preset index comes from `preset`")
}

/// Nothing for the two players of a game for two (`game` names it), or
/// the refusal of another seat count.
pub(crate) fn for_two(n: usize, game: &str) -> Result<(), String> {
    if n == 2 {
        Ok(())
    } else {
        Err(format!("{game} has 2 players, not {n}"))
    }
}

/// A configuration error's message, for [`PresetEntry::build`].
pub(crate) fn refusal(e: impl Display) -> String {
    e.to_string()
}
