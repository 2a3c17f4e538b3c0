//! The Ludo family: Ludo, Ludo King, Mensch ärgere Dich nicht and Parchís
//! with one die or two.

use racegame::ludo::{GameEnd, LudoGame, LudoRules};

use super::{Each, Engine, PresetEntry, refusal};
use crate::scoring::Scoring;

impl Engine for LudoGame {
    const FAMILY: &'static str = "ludo";

    /// Wins, or place points ([`GameEnd::PlacePoints`]: the game plays on
    /// to a full ranking, also in the presets that stop at the first home).
    fn scored(self, scoring: Scoring) -> Result<Self, String> {
        let end = match scoring {
            Scoring::Preset => return Ok(self),
            Scoring::Places(points) => GameEnd::PlacePoints(points),
            other => return Err(other.refused(Self::FAMILY)),
        };
        let mut rules: LudoRules = self.rules().clone();
        rules.end = end;
        let seats: Vec<_> = self.seats_in_play().collect();
        LudoGame::with_seats(rules, &seats).map_err(refusal)
    }
}

/// A Ludo preset: played by four by default, one colour each, as the board
/// is drawn.
macro_rules! ludo {
    ($name:literal, $ctor:path) => {
        PresetEntry {
            name: $name,
            family: LudoGame::FAMILY,
            default_players: 4,
            build: |n| $ctor(n).map(Each::Ludo).map_err(refusal),
        }
    };
}

pub(super) const PRESETS: [PresetEntry; 5] = [
    ludo!("ludo", LudoGame::ludo),
    ludo!("ludo_king", LudoGame::ludo_king),
    ludo!("mensch", LudoGame::mensch),
    ludo!("parchis", LudoGame::parchis),
    ludo!("parchis_two_dice", LudoGame::parchis_two_dice),
];
