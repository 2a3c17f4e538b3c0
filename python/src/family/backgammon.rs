//! The backgammon family: backgammon, nackgammon, hypergammon, and Tavli's
//! Portes, Plakoto and Fevga.

use racegame::backgammon::BackgammonGame;

use super::{Each, Engine, PresetEntry};

impl Engine for BackgammonGame {
    const FAMILY: &'static str = "backgammon";
}

/// The one seat count of backgammon, a game for two.
fn two(n: usize, game: fn() -> BackgammonGame) -> Result<super::AnyGame, String> {
    if n == 2 {
        Ok(Each::Backgammon(game()))
    } else {
        Err(format!("backgammon has 2 players, not {n}"))
    }
}

/// A backgammon preset, for two players.
macro_rules! bg {
    ($name:literal, $ctor:path) => {
        PresetEntry {
            name: $name,
            family: BackgammonGame::FAMILY,
            default_players: 2,
            build: |n| two(n, $ctor),
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
