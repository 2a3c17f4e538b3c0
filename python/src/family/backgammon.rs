//! The backgammon family: backgammon (also for money, with the doubling
//! cube), nackgammon, hypergammon, and Tavli's Portes, Plakoto and Fevga.

use racegame::backgammon::{BackgammonGame, BackgammonState};

use super::{Each, Engine, PresetEntry, for_two, refusal};
use crate::cube::{Cube, MatchScore};

impl Engine for BackgammonGame {
    const FAMILY: &'static str = "backgammon";

    fn cube(&self, state: &BackgammonState) -> Option<Cube> {
        self.rules().cube.map(|_| Cube {
            value: state.cube_value(),
            owner: state.cube_owner(),
        })
    }

    fn in_match(self, length: u16) -> Result<Self, String> {
        BackgammonGame::new(self.rules().with_match(length)).map_err(refusal)
    }

    fn match_score(&self, state: &BackgammonState) -> Option<MatchScore> {
        self.rules().match_play.map(|m| MatchScore {
            length: m.length,
            score: state.score(),
            crawford: state.is_crawford(),
        })
    }
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

pub(super) const PRESETS: [PresetEntry; 7] = [
    bg!("backgammon", BackgammonGame::backgammon),
    bg!("backgammon-money", BackgammonGame::backgammon_money),
    bg!("nackgammon", BackgammonGame::nackgammon),
    bg!("hypergammon", BackgammonGame::hypergammon),
    bg!("portes", BackgammonGame::portes),
    bg!("plakoto", BackgammonGame::plakoto),
    bg!("fevga", BackgammonGame::fevga),
];
