//! [`Rollout`]: truncated rollouts over an evaluator, seeded, with stratified first rolls, on threads.

use alloc::vec::Vec;

use super::eval::{Evaluator, Probabilities};
use super::search::{Search, add, from_sum, throwable};
use crate::backgammon::{BackgammonGame, BackgammonState};
use crate::dice::{Dice, Roll};
use crate::math::sqrt;

/// A truncated rollout: `trials` games played on from a position by
/// 0-ply play over an evaluator for at most `turns` turns each, then
/// valued by the evaluator (or by their result when finished).
///
/// Variance reduction: the first roll is stratified. Trial `i` starts
/// with the `(i mod 36)`-th of the 36 ordered outcomes of two dice, so
/// that every 36 trials throw each first roll exactly as often as its
/// chance says; the luck of the first roll, the largest single source of
/// noise, cancels out. The later dice of trial `i` come from
/// [`Dice::seeded`] with a seed drawn from `seed` and `i`, so a rollout
/// is the same whatever the number of threads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Rollout {
    /// Games played (36 or a multiple of it for full stratification).
    pub trials: u32,
    /// Turns played in each before the evaluator values it.
    pub turns: u32,
    /// The seed of the dice.
    pub seed: u64,
    /// Threads to play on (1 without the `std` feature).
    pub threads: usize,
}

/// What a rollout found, for the side to throw in the position rolled
/// out.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct RolloutResult {
    /// The mean chances.
    pub chances: Probabilities,
    /// The mean cubeless equity.
    pub equity: f32,
    /// The standard error of `equity`.
    pub std_error: f32,
    /// Trials played.
    pub trials: u32,
}

impl Default for Rollout {
    fn default() -> Self {
        Rollout {
            trials: 144,
            turns: 10,
            seed: 0,
            threads: 1,
        }
    }
}

impl Rollout {
    /// Rolls `state` out (a state about to throw, or deciding on the
    /// cube) for its side to throw, `state.turn()`.
    pub fn run<E: Evaluator + Sync + ?Sized>(
        &self,
        game: &BackgammonGame,
        evaluator: &E,
        state: &BackgammonState,
    ) -> RolloutResult {
        let results = self.trials_of(game, evaluator, state);
        summarize(&results)
    }

    #[cfg(feature = "std")]
    fn trials_of<E: Evaluator + Sync + ?Sized>(
        &self,
        game: &BackgammonGame,
        evaluator: &E,
        state: &BackgammonState,
    ) -> Vec<Probabilities> {
        let threads = self.threads.clamp(1, 64);
        let n = self.trials as usize;
        let mut out = alloc::vec![Probabilities::default(); n];
        let chunk = n.div_ceil(threads).max(1);
        std::thread::scope(|scope| {
            for (c, slots) in out.chunks_mut(chunk).enumerate() {
                scope.spawn(move || {
                    for (k, slot) in slots.iter_mut().enumerate() {
                        *slot = self.trial(game, evaluator, state, (c * chunk + k) as u32);
                    }
                });
            }
        });
        out
    }

    #[cfg(not(feature = "std"))]
    fn trials_of<E: Evaluator + Sync + ?Sized>(
        &self,
        game: &BackgammonGame,
        evaluator: &E,
        state: &BackgammonState,
    ) -> Vec<Probabilities> {
        (0..self.trials)
            .map(|i| self.trial(game, evaluator, state, i))
            .collect()
    }

    /// Trial `i`: its chances for the side to throw in `start`.
    fn trial<E: Evaluator + ?Sized>(
        &self,
        game: &BackgammonGame,
        evaluator: &E,
        start: &BackgammonState,
        i: u32,
    ) -> Probabilities {
        let me = start.turn();
        let search = Search::new(evaluator);
        let mut dice = Dice::seeded(mix(self.seed, i));
        let mut state = throwable(start);
        for turn in 0..self.turns {
            if let Some(done) = Probabilities::of_finished(game, &state, me) {
                return done;
            }
            let first = if turn == 0 { stratum(i) } else { None };
            let roll = first.unwrap_or_else(|| dice.roll(2));
            let plays = game.plays_of_roll(&state, roll).unwrap_or_default();
            let Some(best) = search.best(game, &plays, state.turn(), 0) else {
                break;
            };
            state = throwable(best.play.state());
        }
        Probabilities::of_finished(game, &state, me).unwrap_or_else(|| {
            let p = evaluator.evaluate(game, &state);
            if state.turn() == me { p } else { p.flip() }
        })
    }
}

/// The `(i mod 36)`-th ordered outcome of two dice.
fn stratum(i: u32) -> Option<Roll> {
    let k = (i % 36) as u8;
    Roll::two(k / 6 + 1, k % 6 + 1).ok()
}

/// A seed for trial `i` of a rollout seeded with `seed` (SplitMix64's
/// finalizer over both).
fn mix(seed: u64, i: u32) -> u64 {
    let mut z = seed ^ u64::from(i).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The means and the standard error of the equity over the trials.
fn summarize(results: &[Probabilities]) -> RolloutResult {
    let n = results.len().max(1) as f32;
    let mut sum = [0.0f32; 5];
    let (mut e, mut e2) = (0.0f64, 0.0f64);
    for p in results {
        add(&mut sum, *p, 1.0 / n);
        let x = f64::from(p.equity());
        e += x;
        e2 += x * x;
    }
    let m = e / f64::from(n);
    let var = (e2 / f64::from(n) - m * m).max(0.0);
    let se = if results.len() > 1 {
        sqrt(var / (f64::from(n) - 1.0))
    } else {
        0.0
    };
    RolloutResult {
        chances: from_sum(sum),
        equity: m as f32,
        std_error: se as f32,
        trials: results.len() as u32,
    }
}
