//! The Royal Game of Ur: Finkel's rules, Masters' and Blitz.

use racegame::ur::UrGame;

use super::{Each, Engine, PresetEntry, for_two, refusal};

impl Engine for UrGame {
    const FAMILY: &'static str = "ur";
}

/// The Ur presets, from the crate's one list, for two players.
pub(super) fn presets() -> impl Iterator<Item = PresetEntry> {
    racegame::ur::presets::PRESETS.iter().map(|p| PresetEntry {
        name: p.name,
        family: UrGame::FAMILY,
        default_players: 2,
        build: Box::new(move |n| {
            for_two(n, "the Royal Game of Ur")?;
            UrGame::new(p.rules()).map(Each::Ur).map_err(refusal)
        }),
    })
}
