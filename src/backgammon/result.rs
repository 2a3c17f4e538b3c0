//! How a game on the backgammon board was won and what it scores: single, gammon, backgammon, or a Plakoto mother win.

use super::rules::{BackgammonRules, OFF};
use super::state::{BackgammonState, Phase};
use crate::game::Seat;

/// How a game was won, as the rules score it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum Win {
    /// The loser had borne off a checker (or the rules score no gammons):
    /// 1 point.
    Single,
    /// The loser had borne off none: 2 points.
    Gammon,
    /// A gammon with a losing checker on the bar or in the winner's home
    /// board: 3 points.
    Backgammon,
    /// Plakoto: the loser's last checker on its starting point was pinned:
    /// 2 points.
    Mother,
}

impl Win {
    /// The points this kind of win scores (cube and match play aside).
    pub const fn points(self) -> u8 {
        match self {
            Win::Single => 1,
            Win::Gammon | Win::Mother => 2,
            Win::Backgammon => 3,
        }
    }
}

/// The end of a won game: who won, how, and for how many points.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
#[non_exhaustive]
pub struct GameResult {
    /// The winner.
    pub winner: Seat,
    /// How.
    pub win: Win,
    /// What the win scores.
    pub points: u8,
}

/// The result of `state` under `rules`, once a side has won.
pub(crate) fn result(rules: &BackgammonRules, state: &BackgammonState) -> Option<GameResult> {
    if state.phase() != Phase::Over {
        return None;
    }
    let winner = state.turn();
    let loser = Seat(1 - winner.0.min(1));
    let win = if state.borne_off(winner) < rules.checkers {
        Win::Mother
    } else if !rules.gammons || state.count(loser, OFF) > 0 {
        Win::Single
    } else if rules.backgammons && deep_in(rules, state, loser) {
        Win::Backgammon
    } else {
        Win::Gammon
    };
    Some(GameResult {
        winner,
        win,
        points: win.points(),
    })
}

/// Whether `loser` has a checker on the bar or in the winner's home board.
fn deep_in(rules: &BackgammonRules, state: &BackgammonState, loser: Seat) -> bool {
    state.bar(loser) > 0 || (1..=6).any(|p| state.count(loser, rules.direction.other(p)) > 0)
}
