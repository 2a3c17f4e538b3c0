//! How a game on the backgammon board was won and what it scores: single, gammon, backgammon, a Plakoto mother win, a pass or a resignation, times the cube.

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
    /// The loser passed a double: 1 point (times the cube's value before
    /// the double).
    Passed,
    /// The loser resigned and the winner accepted: the points offered
    /// (1 to 3, times the cube's value; the Jacoby rule does not apply).
    Resigned(super::Resignation),
}

impl Win {
    /// The points this kind of win scores (cube and match play aside).
    pub const fn points(self) -> u8 {
        match self {
            Win::Single | Win::Passed => 1,
            Win::Gammon | Win::Mother => 2,
            Win::Backgammon => 3,
            Win::Resigned(r) => r.points(),
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
    /// What the win counts before the cube: its kind's
    /// [`points`](Win::points), or 1 for a gammon or backgammon under the
    /// Jacoby rule while the cube is in the middle.
    pub points: u8,
    /// The cube's value at the end (for a pass, before the double); 1
    /// without a cube.
    #[cfg_attr(
        feature = "serde",
        serde(default = "one", skip_serializing_if = "is_one")
    )]
    pub cube: u32,
}

#[cfg(feature = "serde")]
const fn one() -> u32 {
    1
}

#[cfg(feature = "serde")]
#[allow(clippy::trivially_copy_pass_by_ref)] // serde passes a reference
const fn is_one(v: &u32) -> bool {
    *v == 1
}

impl GameResult {
    /// What the game scores: its points times the cube's value.
    ///
    /// ```
    /// use racegame::RaceGame;
    /// use racegame::backgammon::{BLACK, BackgammonGame, BackgammonRules, WHITE, Win};
    /// let game = BackgammonGame::new(BackgammonRules::backgammon_money())?;
    /// // White bore off its last checker with the cube at 4 on its side;
    /// // Black has none off: a gammon, 2 points times 4.
    /// let s = game.initial_state().with_side(WHITE, &[], 0, 15).with_cube(2, Some(WHITE));
    /// let s = s.with_side(BLACK, &[(6, 15)], 0, 0);
    /// let r = game.result(&game.finished(s, WHITE)).ok_or("won")?;
    /// assert_eq!((r.win, r.points, r.cube, r.total()), (Win::Gammon, 2, 4, 8));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn total(&self) -> u32 {
        self.cube.saturating_mul(self.points as u32)
    }
}

/// The result of `state` under `rules`, once a side has won.
pub(crate) fn result(rules: &BackgammonRules, state: &BackgammonState) -> Option<GameResult> {
    if state.phase() != Phase::Over {
        return None;
    }
    let winner = state.turn();
    let loser = Seat(1 - winner.0.min(1));
    let win = if let Some(r) = state.resigned() {
        Win::Resigned(r)
    } else if state.passed() {
        Win::Passed
    } else if state.borne_off(winner) < rules.checkers {
        Win::Mother
    } else if !rules.gammons || state.count(loser, OFF) > 0 {
        Win::Single
    } else if rules.backgammons && deep_in(rules, state, loser) {
        Win::Backgammon
    } else {
        Win::Gammon
    };
    let jacoby = rules.cube.is_some_and(|c| c.jacoby)
        && state.cube_owner().is_none()
        && state.resigned().is_none();
    Some(GameResult {
        winner,
        win,
        points: if jacoby { 1 } else { win.points() },
        cube: state.cube_value(),
    })
}

/// Whether `loser` has a checker on the bar or in the winner's home board.
fn deep_in(rules: &BackgammonRules, state: &BackgammonState, loser: Seat) -> bool {
    state.bar(loser) > 0 || (1..=6).any(|p| state.count(loser, rules.direction.other(p)) > 0)
}
