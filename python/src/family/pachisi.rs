//! Pachisi and Chaupar: four players in two partnerships, or two playing
//! both colours of a side.

use racegame::pachisi::PachisiGame;

use super::{Each, Engine, PresetEntry, refusal};

impl Engine for PachisiGame {
    const FAMILY: &'static str = "pachisi";
}

/// The Pachisi presets, from the crate's one list: played by four by
/// default (partners opposite), or by two.
pub(super) fn presets() -> impl Iterator<Item = PresetEntry> {
    racegame::pachisi::presets::PRESETS
        .iter()
        .map(|p| PresetEntry {
            name: p.name,
            family: PachisiGame::FAMILY,
            default_players: 4,
            build: Box::new(move |n| {
                PachisiGame::new(p.rules(), n)
                    .map(Each::Pachisi)
                    .map_err(refusal)
            }),
        })
}
