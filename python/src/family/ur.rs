//! The Royal Game of Ur: Finkel's rules, Masters' and Blitz.

use racegame::ur::UrGame;

use super::{Each, Engine, PresetEntry, for_two};

impl Engine for UrGame {
    const FAMILY: &'static str = "ur";
}

/// An Ur preset, for two players.
macro_rules! ur {
    ($name:literal, $ctor:path) => {
        PresetEntry {
            name: $name,
            family: UrGame::FAMILY,
            default_players: 2,
            build: |n| for_two(n, "the Royal Game of Ur", || Each::Ur($ctor())),
        }
    };
}

pub(super) const PRESETS: [PresetEntry; 3] = [
    ur!("finkel", UrGame::finkel),
    ur!("masters", UrGame::masters),
    ur!("blitz", UrGame::blitz),
];
