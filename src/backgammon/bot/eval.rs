//! The five cubeless chances of a position ([`Probabilities`]) and the trait of what gives them ([`Evaluator`]).

use alloc::vec::Vec;

use crate::backgammon::{BackgammonGame, BackgammonState, Resignation, Win};
use crate::game::Seat;
use crate::learn::Scratch;

/// The cubeless chances of a position for one side, each in `0.0..=1.0`.
///
/// The gammon chances include the backgammons (`win_backgammon <=
/// win_gammon <= win`), as GNU Backgammon and the literature count them;
/// the chance of losing is `1 - win` (a drawn Plakoto game counts as
/// neither).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Probabilities {
    /// The side wins.
    pub win: f32,
    /// The side wins a gammon or a backgammon.
    pub win_gammon: f32,
    /// The side wins a backgammon.
    pub win_backgammon: f32,
    /// The side loses a gammon or a backgammon.
    pub lose_gammon: f32,
    /// The side loses a backgammon.
    pub lose_backgammon: f32,
}

impl Probabilities {
    /// The same position seen from the other side.
    #[must_use]
    pub fn flip(self) -> Probabilities {
        Probabilities {
            win: 1.0 - self.win,
            win_gammon: self.lose_gammon,
            win_backgammon: self.lose_backgammon,
            lose_gammon: self.win_gammon,
            lose_backgammon: self.win_backgammon,
        }
    }

    /// The cubeless equity in points a game: a single game counts one, a
    /// gammon two and a backgammon three, won or lost.
    pub fn equity(self) -> f32 {
        (2.0 * self.win - 1.0)
            + (self.win_gammon - self.lose_gammon)
            + (self.win_backgammon - self.lose_backgammon)
    }

    /// The chances of a finished game for `seat`: certain, from the
    /// game's result (a pass counts as a single game). `None` while the
    /// game goes on; a drawn or truncated game is all zeros but for `win`,
    /// one half.
    pub fn of_finished(game: &BackgammonGame, state: &BackgammonState, seat: Seat) -> Option<Self> {
        if !state.phase().is_over() {
            return None;
        }
        let Some(result) = game.result(state) else {
            return Some(Probabilities {
                win: 0.5,
                ..Probabilities::default()
            });
        };
        let (gammon, backgammon) = match result.win {
            Win::Single | Win::Passed | Win::Resigned(Resignation::Single) => (0.0, 0.0),
            Win::Gammon | Win::Mother | Win::Resigned(Resignation::Gammon) => (1.0, 0.0),
            Win::Backgammon | Win::Resigned(Resignation::Backgammon) => (1.0, 1.0),
        };
        let won = Probabilities {
            win: 1.0,
            win_gammon: gammon,
            win_backgammon: backgammon,
            ..Probabilities::default()
        };
        Some(if result.winner == seat {
            won
        } else {
            won.flip()
        })
    }
}

/// What gives a position's [`Probabilities`].
///
/// `evaluate` reads a position where the side to play, `state.turn()`, is
/// about to throw (or to decide on the cube before throwing), and answers
/// for that side. To judge a play, a bot evaluates the position after it
/// (the other side to throw) and [flips](Probabilities::flip) the answer.
/// An evaluator may assume a state `game` validates and a game not over.
pub trait Evaluator {
    /// The chances of `state` for `state.turn()`, the side about to throw.
    fn evaluate(&self, game: &BackgammonGame, state: &BackgammonState) -> Probabilities;

    /// Evaluates every state of `states` into `out` (the same length).
    /// The default calls [`evaluate`](Evaluator::evaluate) one by one; a
    /// network overrides it to evaluate in batches.
    fn evaluate_batch(
        &self,
        game: &BackgammonGame,
        states: &[BackgammonState],
        out: &mut [Probabilities],
    ) {
        for (state, slot) in states.iter().zip(out.iter_mut()) {
            *slot = self.evaluate(game, state);
        }
    }

    /// As [`evaluate`](Evaluator::evaluate), in working memory the caller
    /// holds: a network evaluator then allocates nothing (the default
    /// calls `evaluate`).
    fn evaluate_with(
        &self,
        game: &BackgammonGame,
        state: &BackgammonState,
        scratch: &mut EvalScratch,
    ) -> Probabilities {
        let _ = scratch;
        self.evaluate(game, state)
    }

    /// As [`evaluate_batch`](Evaluator::evaluate_batch), in working
    /// memory the caller holds: a network evaluator then allocates nothing
    /// once the scratch has grown to the largest batch (the default calls
    /// `evaluate_batch`).
    fn evaluate_batch_with(
        &self,
        game: &BackgammonGame,
        states: &[BackgammonState],
        out: &mut [Probabilities],
        scratch: &mut EvalScratch,
    ) {
        let _ = scratch;
        self.evaluate_batch(game, states, out);
    }
}

/// Working memory of an [`Evaluator`], held by the caller of
/// [`evaluate_with`](Evaluator::evaluate_with) and
/// [`evaluate_batch_with`](Evaluator::evaluate_batch_with) and reused from
/// call to call (one per thread): the network's inputs and outputs for a
/// batch, its activations, and the positions of a batch it evaluates.
/// It grows to the largest batch it has seen and allocates nothing after.
#[derive(Clone, Debug, Default)]
pub struct EvalScratch {
    /// Inputs, a row per position.
    pub(crate) inputs: Vec<f32>,
    /// Outputs, a row per position.
    pub(crate) outputs: Vec<f32>,
    /// The network's activations.
    pub(crate) net: Scratch,
    /// Positions set aside (the contact positions of a mixed batch).
    pub(crate) states: Vec<BackgammonState>,
    /// Where each position set aside came from.
    pub(crate) index: Vec<usize>,
    /// Their chances.
    pub(crate) chances: Vec<Probabilities>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flip_swaps_sides_and_equity_changes_sign() {
        let p = Probabilities {
            win: 0.6,
            win_gammon: 0.2,
            win_backgammon: 0.05,
            lose_gammon: 0.1,
            lose_backgammon: 0.01,
        };
        assert!((p.equity() - (0.2 + 0.1 + 0.04)).abs() < 1e-6);
        assert!((p.flip().equity() + p.equity()).abs() < 1e-6);
        assert_eq!(p.flip().flip(), p);
    }

    #[test]
    fn a_finished_game_is_certain_for_both_sides() {
        use crate::{Dice, RaceGame, ToAct};
        let game = BackgammonGame::backgammon();
        let mut dice = Dice::seeded(3);
        let mut state = game.initial_state();
        let mut legal = alloc::vec::Vec::new();
        assert_eq!(Probabilities::of_finished(&game, &state, Seat(0)), None);
        while !game.is_over(&state) {
            let action = match game.to_act(&state) {
                ToAct::Player(_) => {
                    game.legal_actions(&state, &mut legal);
                    legal[0]
                }
                _ => dice.throw_for(&game, &state).unwrap(),
            };
            state = game.apply(&state, action).unwrap().0;
        }
        let winner = state.winner().unwrap();
        let won = Probabilities::of_finished(&game, &state, winner).unwrap();
        let lost = Probabilities::of_finished(&game, &state, Seat(1 - winner.0)).unwrap();
        assert_eq!(won.win, 1.0);
        assert_eq!(lost, won.flip());
        assert!(won.equity() >= 1.0);
    }
}
