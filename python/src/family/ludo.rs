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

/// The Ludo presets, from the crate's one list: played by four by default,
/// one colour each, as the board is drawn.
pub(super) fn presets() -> impl Iterator<Item = PresetEntry> {
    racegame::ludo::presets::PRESETS
        .iter()
        .map(|p| PresetEntry {
            name: p.name,
            family: LudoGame::FAMILY,
            default_players: 4,
            build: Box::new(move |n| LudoGame::new(p.rules(), n).map(Each::Ludo).map_err(refusal)),
        })
}
