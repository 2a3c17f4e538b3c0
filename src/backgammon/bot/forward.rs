//! [`Evaluator`] through a reference or a box, so that a [`Bot`](super::Bot) can hold `&E` (one evaluator shared by threads) or `Box<dyn Evaluator>`.

use alloc::boxed::Box;

use super::eval::{EvalScratch, Evaluator, Probabilities};
use crate::backgammon::{BackgammonGame, BackgammonState};

/// `impl Evaluator for $pointer` (a pointer to some `E: Evaluator`), each
/// method handed on to the evaluator it points to.
macro_rules! forward_evaluator {
    ($pointer:ty) => {
        impl<E: Evaluator + ?Sized> Evaluator for $pointer {
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

            fn evaluate_with(
                &self,
                game: &BackgammonGame,
                state: &BackgammonState,
                scratch: &mut EvalScratch,
            ) -> Probabilities {
                (**self).evaluate_with(game, state, scratch)
            }

            fn evaluate_batch_with(
                &self,
                game: &BackgammonGame,
                states: &[BackgammonState],
                out: &mut [Probabilities],
                scratch: &mut EvalScratch,
            ) {
                (**self).evaluate_batch_with(game, states, out, scratch);
            }
        }
    };
}

forward_evaluator!(&E);
forward_evaluator!(Box<E>);
