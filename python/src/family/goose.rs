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

/// The Goose presets, from the crate's one list: 2 to 6 players, 4 by
/// default (no source names a usual count; four is the middle of the range
/// and a common table).
pub(super) fn presets() -> impl Iterator<Item = PresetEntry> {
    racegame::goose::presets::PRESETS
        .iter()
        .map(|p| PresetEntry {
            name: p.name,
            family: GooseGame::FAMILY,
            default_players: 4,
            build: Box::new(move |n| {
                GooseGame::new(p.rules(), n)
                    .map(Each::Goose)
                    .map_err(refusal)
            }),
        })
}
