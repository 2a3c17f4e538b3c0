//! The backgammon family: backgammon, nackgammon, hypergammon, and Tavli's
//! Portes, Plakoto and Fevga.

use racegame::backgammon::BackgammonGame;

use super::{Each, Engine, PresetEntry, for_two};

impl Engine for BackgammonGame {
    const FAMILY: &'static str = "backgammon";
}

/// A backgammon preset, for two players.
macro_rules! bg {
    ($name:literal, $ctor:path) => {
        PresetEntry {
            name: $name,
            family: BackgammonGame::FAMILY,
            default_players: 2,
            build: |n| for_two(n, "backgammon", || Each::Backgammon($ctor())),
        }
    };
}

pub(super) const PRESETS: [PresetEntry; 6] = [
    bg!("backgammon", BackgammonGame::backgammon),
    bg!("nackgammon", BackgammonGame::nackgammon),
    bg!("hypergammon", BackgammonGame::hypergammon),
    bg!("portes", BackgammonGame::portes),
    bg!("plakoto", BackgammonGame::plakoto),
    bg!("fevga", BackgammonGame::fevga),
];
