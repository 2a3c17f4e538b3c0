//! [`Evaluator`] through a reference or a box, so that a [`Bot`](super::Bot) can hold `&E` (one evaluator shared by threads) or `Box<dyn Evaluator>`.

use alloc::boxed::Box;

use super::eval::{Evaluator, Probabilities};
use crate::backgammon::{BackgammonGame, BackgammonState};

impl<E: Evaluator + ?Sized> Evaluator for &E {
    fn evaluate(&self, game: &BackgammonGame, state: &BackgammonState) -> Probabilities {
        (**self).evaluate(game, state)
    }

    fn evaluate_batch(
        &self,
        game: &BackgammonGame,
        states: &[BackgammonState],
        out: &mut [Probabilities],
    ) {
        (**self).evaluate_batch(game, states, out);
    }
}

impl<E: Evaluator + ?Sized> Evaluator for Box<E> {
    fn evaluate(&self, game: &BackgammonGame, state: &BackgammonState) -> Probabilities {
        (**self).evaluate(game, state)
    }

    fn evaluate_batch(
        &self,
        game: &BackgammonGame,
        states: &[BackgammonState],
        out: &mut [Probabilities],
    ) {
        (**self).evaluate_batch(game, states, out);
    }
}
