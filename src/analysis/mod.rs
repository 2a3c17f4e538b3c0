//! Exact odds of a race game without sampling: the game's length distribution, each seat's chance to win, the expected stakes.
//!
//! [`analyze`] enumerates every state reachable from the start through the
//! dice (and, where a game has choices, through a deterministic policy),
//! builds the absorbing Markov chain with exact throw probabilities, and
//! solves it:
//!
//! - the **length** of the game in throws: its probability at each length
//!   up to a cut-off, found by pushing probability mass forward one throw at
//!   a time; the mean and variance, found by solving the chain;
//! - the probability of each **outcome**: each seat's win, a block;
//! - the expected **stakes**: what each seat pays and what it takes from
//!   the pot, summed along the chain as a reward on each throw, so that the
//!   amounts paid never enter the state.
//!
//! It is written once against [`RaceGame`]; a [`Model`] says how to read a
//! game as a chain (which parts of a state to forget, where the stakes are,
//! which choice a player makes). [`GooseModel`] serves every Goose game.
//!
//! ```
//! use racegame::analysis::{self, GooseModel, Options};
//! use racegame::goose::GooseGame;
//!
//! // One player on the Milton Bradley Snakes and Ladders board.
//! let game = GooseGame::snakes_and_ladders(1)?;
//! let odds = analysis::analyze(&game, &mut GooseModel, &Options::default())?;
//! assert_eq!(odds.states, 81); // squares a token can rest on, goal excluded
//! // Althoen, King and Schilling (1993) found 39.2251 throws on average.
//! assert!((odds.mean_length - 39.2251).abs() < 5e-5);
//! assert_eq!(odds.length.median(), Some(32));
//! assert!(odds.length.tail < 1e-12);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Accuracy
//!
//! Probabilities of throws are exact fractions, turned into `f64` once.
//! The length distribution is then exact up to rounding. The expectations
//! come from Gauss-Seidel iteration (with extrapolation of its slowest
//! mode), stopped when a sweep changes no value by more than
//! [`Options::tolerance`], relative to the value; the error left is a small
//! multiple of that. On one-player Snakes and Ladders, whose expected length
//! is a known fraction, the default tolerance (1e-12) gives it to within
//! 6e-11 (1.4e-12 relative).
//!
//! # Size
//!
//! A state is stored once per distinct key, with its distinct successors.
//! When the reachable states exceed [`Options::max_states`] the analysis
//! stops with [`AnalysisError::TooManyStates`], saying how far it got,
//! before memory runs out.

mod chain;
mod error;
mod goose;
mod index;
mod ludo;
mod model;
mod odds;
mod options;
mod solve;

pub use error::AnalysisError;
pub use goose::GooseModel;
pub use ludo::LudoModel;
pub use model::{Model, Plain, WithPolicy};
pub use odds::{LengthDistribution, Odds, StakeOdds};
pub use options::{Options, OptionsError};

use alloc::vec;
use alloc::vec::Vec;

use crate::game::{Outcome, RaceGame};
use chain::TERMINAL;

/// The exact odds of `game` from its initial state, read as a chain by
/// `model`, within the limits of `options`.
///
/// # Errors
///
/// Fails when `options` are invalid ([`AnalysisError::Options`], before
/// any work), when the reachable state space exceeds
/// [`Options::max_states`], when some reachable state can never end the
/// game, when the game misbehaves (refuses an action it offered, gives
/// chance outcomes that do not add up to 1), or when the solver does not
/// converge.
pub fn analyze<G: RaceGame, M: Model<G>>(
    game: &G,
    model: &mut M,
    options: &Options,
) -> Result<Odds, AnalysisError<G::Error>> {
    options.validate()?;
    let chain = chain::build(game, model, options)?;
    let dead = chain.dead_ends();
    if dead > 0 {
        return Err(AnalysisError::NeverEnds { states: dead });
    }
    let n = chain.len();
    let seats = chain.seats;
    let classes = chain.outcomes.len();
    let stake_width = if chain.stakes { seats } else { 0 };
    let winner_of = |c: usize| chain.outcomes.get(c).and_then(Outcome::winner);

    // Pass 1: expected length, outcome probabilities, expected payments.
    let w1 = 1 + classes + stake_width;
    let mut immediate = vec![0.0; n * w1];
    for s in 0..n {
        let row = &mut immediate[s * w1..(s + 1) * w1];
        row[0] = 1.0;
        if chain.stakes {
            row[1 + classes..].copy_from_slice(&chain.paid[s * seats..(s + 1) * seats]);
        }
    }
    let mut terminal = vec![0.0; classes * w1];
    for c in 0..classes {
        terminal[c * w1 + 1 + c] = 1.0;
    }
    let (v1, sweeps1) = solve::expectations(
        &chain,
        w1,
        &immediate,
        &terminal,
        options.tolerance,
        options.max_sweeps,
    )
    .map_err(|(sweeps, change)| AnalysisError::NotConverged { sweeps, change })?;

    // The value of a pass-1 quantity at an edge's target.
    let at = |t: u32, k: usize| -> f64 {
        if t & TERMINAL != 0 {
            terminal[(t & !TERMINAL) as usize * w1 + k]
        } else {
            v1[t as usize * w1 + k]
        }
    };
    // The probability that `seat` wins from an edge's target.
    let wins_from = |t: u32, seat: usize| -> f64 {
        (0..classes)
            .filter(|&c| winner_of(c).map(|w| w.index()) == Some(seat))
            .map(|c| at(t, 1 + c))
            .sum()
    };

    // Pass 2: second moment of the length, expected pot taken per seat.
    let w2 = 1 + stake_width;
    let mut immediate2 = vec![0.0; n * w2];
    for s in 0..n {
        let row = &mut immediate2[s * w2..(s + 1) * w2];
        row[0] = 1.0;
        for e in chain.edges(s) {
            let t = chain.targets[e];
            row[0] += 2.0 * chain.probs[e] * at(t, 0);
            if chain.stakes && chain.pot[e] != 0.0 {
                for (seat, x) in row[1..].iter_mut().enumerate() {
                    *x += chain.pot[e] * wins_from(t, seat);
                }
            }
        }
    }
    let terminal2 = vec![0.0; classes * w2];
    let (v2, sweeps2) = solve::expectations(
        &chain,
        w2,
        &immediate2,
        &terminal2,
        options.tolerance,
        options.max_sweeps,
    )
    .map_err(|(sweeps, change)| AnalysisError::NotConverged { sweeps, change })?;

    // Read everything off at the start.
    let start = chain.start;
    let from_start2 = |k: usize| -> f64 {
        if start & TERMINAL != 0 {
            0.0
        } else {
            v2[start as usize * w2 + k]
        }
    };
    let mean_length = at(start, 0);
    let length_variance = (from_start2(0) - mean_length * mean_length).max(0.0);
    let outcomes: Vec<(Outcome, f64)> = chain
        .outcomes
        .iter()
        .enumerate()
        .map(|(c, &o)| (o, at(start, 1 + c)))
        .collect();
    let mut win = vec![0.0; seats];
    let mut blocked = 0.0;
    for &(o, p) in &outcomes {
        if let Some(w) = o.winner()
            && let Some(x) = win.get_mut(w.index())
        {
            *x += p;
        }
        if o == Outcome::Blocked {
            blocked += p;
        }
    }
    let stakes = chain.stakes.then(|| {
        let before: f64 = chain.start_paid.iter().sum();
        let paid = (0..seats)
            .map(|i| chain.start_paid[i] + at(start, 1 + classes + i))
            .collect();
        let won = (0..seats)
            .map(|i| before * wins_from(start, i) + from_start2(1 + i))
            .collect();
        StakeOdds { paid, won }
    });
    let (probabilities, tail) =
        solve::length_distribution(&chain, options.cutoff, options.tolerance);
    Ok(Odds {
        states: n,
        transitions: chain.targets.len(),
        sweeps: sweeps1.max(sweeps2),
        mean_length,
        length_variance,
        length: LengthDistribution {
            probabilities,
            tail,
        },
        outcomes,
        win,
        blocked,
        stakes,
    })
}
