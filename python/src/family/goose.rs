//! The Goose family: the railway journey, Vermifuge Lune, the classic goose
//! and Snakes and Ladders.

use racegame::goose::{GooseGame, GoosePayoff};

use super::{Each, Engine, PresetEntry, refusal};
use crate::scoring::Scoring;

impl Engine for GooseGame {
    const FAMILY: &'static str = "goose";

    /// Wins, or the pot ([`GoosePayoff::Pot`]).
    fn scored(self, scoring: Scoring) -> Result<Self, String> {
        match scoring {
            Scoring::Preset => Ok(self.with_payoff(GoosePayoff::Wins)),
            Scoring::Pot => Ok(self.with_payoff(GoosePayoff::Pot)),
            other => Err(other.refused(Self::FAMILY)),
        }
    }
}

/// A Goose preset: 2 to 6 players, 4 by default (no source names a usual
/// count; four is the middle of the range and a common table).
macro_rules! goose {
    ($name:literal, $ctor:path) => {
        PresetEntry {
            name: $name,
            family: GooseGame::FAMILY,
            default_players: 4,
            build: |n| $ctor(n).map(Each::Goose).map_err(refusal),
        }
    };
}

pub(super) const PRESETS: [PresetEntry; 4] = [
    goose!("railway", GooseGame::railway),
    goose!("vermifuge_lune", GooseGame::vermifuge_lune),
    goose!("classic_goose", GooseGame::classic_goose),
    goose!("snakes_and_ladders", GooseGame::snakes_and_ladders),
];
