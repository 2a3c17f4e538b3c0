//! The card race (Parker Brothers' published rules, the Sorry! family): the classic deck and the faster start.

use racegame::slide::SlideGame;

use super::{Each, Engine, PresetEntry, refusal};

impl Engine for SlideGame {
    const FAMILY: &'static str = "slide";
}

/// The card race presets, from the crate's one list: played by four by
/// default.
pub(super) fn presets() -> impl Iterator<Item = PresetEntry> {
    racegame::slide::presets::PRESETS
        .iter()
        .map(|p| PresetEntry {
            name: p.name,
            family: SlideGame::FAMILY,
            default_players: 4,
            build: Box::new(move |n| {
                SlideGame::new(p.rules(), n)
                    .map(Each::Slide)
                    .map_err(refusal)
            }),
        })
}
