//! [`BackgammonGame::apply_play`]: a whole turn's [`Play`] applied in one call, all of its moves or none.

use alloc::vec::Vec;

use crate::backgammon::error::BackgammonError;
use crate::backgammon::event::BackgammonEvent;
use crate::backgammon::game::BackgammonGame;
use crate::backgammon::plays::Play;
use crate::backgammon::state::BackgammonState;
use crate::game::RaceGame;

impl BackgammonGame {
    /// The state after every move of `play` from `state`, and the events
    /// of the moves in order: the whole turn in one call. Each move goes
    /// through [`apply`](RaceGame::apply), so nothing is taken on trust
    /// from the play: for a play of [`plays`](BackgammonGame::plays) of
    /// `state` (or [`parse_play`](BackgammonGame::parse_play)) the state
    /// returned is [`play.state()`](Play::state). An empty play (a roll
    /// that allows no move, from
    /// [`plays_of_roll`](BackgammonGame::plays_of_roll)) returns `state`
    /// unchanged. Like `apply`, it leaves `state` as it was, also when a
    /// move is refused.
    ///
    /// ```
    /// use racegame::{RaceGame, Roll};
    /// use racegame::backgammon::{BackgammonAction, BackgammonGame};
    /// let game = BackgammonGame::backgammon();
    /// let (s, _) = game.apply(&game.initial_state(), BackgammonAction::Throw(Roll::two(3, 1)?))?;
    /// let play = game.parse_play(&s, "8/5 6/5")?;
    /// let (after, events) = game.apply_play(&s, &play)?;
    /// assert_eq!(&after, play.state());
    /// assert_eq!(events.len(), 2); // two checkers moved
    /// // A play of another position is refused at its first illegal move.
    /// assert!(game.apply_play(&after, &play).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// What [`apply`](RaceGame::apply) refuses for the first move that
    /// does not fit: a play of another position meets
    /// [`TurnError::ThrowAwaited`](crate::TurnError::ThrowAwaited) (a throw is due),
    /// [`BackgammonError::NoChecker`], [`BackgammonError::Blocked`] or the
    /// like.
    pub fn apply_play(
        &self,
        state: &BackgammonState,
        play: &Play,
    ) -> Result<(BackgammonState, Vec<BackgammonEvent>), BackgammonError> {
        let mut next = *state;
        let mut events = Vec::new();
        for action in play.actions() {
            self.apply_mut(&mut next, action, &mut events)?;
        }
        Ok((next, events))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dice::Dice;
    use crate::game::ToAct;

    /// Seeded games of `game` played by their first play, checking every
    /// play of every turn on the way.
    fn walk(game: &BackgammonGame, seed: u64) {
        let mut dice = Dice::seeded(seed);
        let mut state = game.initial_state();
        let mut turns = 0;
        while turns < 60 && !game.is_over(&state) {
            match game.to_act(&state) {
                ToAct::Chance(_) => {
                    let throw = dice.throw_for(game, &state).expect("a throw is due");
                    state = game.apply(&state, throw).expect("a throw").0;
                }
                _ => {
                    let plays = game.plays(&state);
                    for play in &plays {
                        let (after, events) = game.apply_play(&state, play).expect("its own play");
                        assert_eq!(&after, play.state());
                        assert!(events.len() >= play.steps().len());
                    }
                    let first = plays.first().expect("a move is awaited");
                    let before = state;
                    state = game.apply_play(&state, first).expect("its own play").0;
                    // The play again, from where it ended: refused, nothing changed.
                    let kept = state;
                    assert!(game.apply_play(&state, first).is_err() || first.steps().is_empty());
                    assert_eq!(state, kept);
                    assert_ne!(before, state);
                    turns += 1;
                }
            }
        }
    }

    #[test]
    fn a_play_applied_whole_ends_where_the_play_says() {
        for game in [
            BackgammonGame::backgammon(),
            BackgammonGame::hypergammon(),
            BackgammonGame::plakoto(),
            BackgammonGame::fevga(),
        ] {
            for seed in 0..3 {
                walk(&game, seed);
            }
        }
    }

    #[test]
    fn an_empty_play_changes_nothing() {
        let game = BackgammonGame::backgammon();
        let s = game.initial_state().with_turn(crate::game::Seat(0));
        let blocked = Play {
            steps: Default::default(),
            len: 0,
            end: s,
        };
        assert_eq!(game.apply_play(&s, &blocked), Ok((s, Vec::new())));
    }
}
