//! The Ludo family: Ludo, Ludo King, Mensch ärgere Dich nicht and Parchís
//! with one die or two.

use racegame::ludo::LudoGame;

use super::{Each, Engine, PresetEntry, refusal};

impl Engine for LudoGame {
    const FAMILY: &'static str = "ludo";
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
