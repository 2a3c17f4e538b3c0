//! [`Planner`]: a chosen play, answered one checker move at a time.

use alloc::vec::Vec;

use crate::backgammon::{BackgammonAction, BackgammonGame, BackgammonState, Play};
use crate::game::RaceGame;

/// The rest of a chosen play: the state the next move is expected in and
/// the moves left, as plain data.
///
/// A policy answers one checker move at a time, but a bot chooses whole
/// plays ([`BackgammonGame::plays`]). The planner keeps the play chosen
/// and answers its moves in order while the game goes as expected; in any
/// other state (another game, a move the bot did not choose) it forgets
/// the plan and chooses again.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Planner {
    /// The state the next planned move is for, and the play.
    plan: Option<(BackgammonState, Play, u8)>,
}

impl Planner {
    /// The next move in `state`, a state awaiting a move: the plan's when
    /// `state` is the one it expects, otherwise the first of the play
    /// `pick` chooses among `game.plays(state)` (an index; out of range
    /// reads as the first).
    pub fn next(
        &mut self,
        game: &BackgammonGame,
        state: &BackgammonState,
        pick: impl FnOnce(&[Play]) -> usize,
    ) -> BackgammonAction {
        if let Some(action) = self.follow(game, state) {
            return action;
        }
        let plays: Vec<Play> = game.plays(state);
        let Some(play) = plays.get(pick(&plays)).or(plays.first()) else {
            self.plan = None;
            return BackgammonAction::Roll;
        };
        self.plan = Some((*state, *play, 0));
        self.follow(game, state).unwrap_or(BackgammonAction::Roll)
    }

    /// The plan's next move if `state` is the state it expects, moving the
    /// plan on.
    fn follow(
        &mut self,
        game: &BackgammonGame,
        state: &BackgammonState,
    ) -> Option<BackgammonAction> {
        let (expected, play, done) = self.plan?;
        let step = play.steps().get(usize::from(done)).copied();
        match step {
            Some(step) if expected == *state => {
                let action = step.action();
                self.plan = game
                    .apply(state, action)
                    .ok()
                    .map(|(after, _)| (after, play, done + 1));
                Some(action)
            }
            _ => {
                self.plan = None;
                None
            }
        }
    }
}
