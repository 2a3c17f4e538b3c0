//! The Royal Game of Ur: Finkel's rules, Masters' and Blitz.

use racegame::ur::UrGame;

use super::{Each, Engine, PresetEntry};

impl Engine for UrGame {
    const FAMILY: &'static str = "ur";
}

/// The one seat count of Ur, a game for two.
fn two(n: usize, game: fn() -> UrGame) -> Result<super::AnyGame, String> {
    if n == 2 {
        Ok(Each::Ur(game()))
    } else {
        Err(format!("the Royal Game of Ur has 2 players, not {n}"))
    }
}

/// An Ur preset, for two players.
macro_rules! ur {
    ($name:literal, $ctor:path) => {
        PresetEntry {
            name: $name,
            family: UrGame::FAMILY,
            default_players: 2,
            build: |n| two(n, $ctor),
        }
    };
}

pub(super) const PRESETS: [PresetEntry; 3] = [
    ur!("finkel", UrGame::finkel),
    ur!("masters", UrGame::masters),
    ur!("blitz", UrGame::blitz),
];
