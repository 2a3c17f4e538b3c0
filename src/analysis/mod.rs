//! Exact odds of a race game without sampling: the game's length distribution, each seat's chance to win, the expected stakes.
//!
//! [`analyze`] enumerates every state reachable from the start through the
//! dice (and, where a game has choices, through a deterministic policy),
//! builds the absorbing Markov chain with exact throw probabilities, and
//! solves it:
//!
//! - the **length** of the game in throws: its probability at each length
//!   up to a cut-off (or until the mass still in play is below the
//!   tolerance), found by pushing probability mass forward one throw at a
//!   time; the mean and variance, found by solving the chain;
//! - the probability of each **outcome**: each seat's win, a block;
//! - the expected **stakes**: what each seat pays and what it takes from
//!   the pot, summed along the chain as a reward on each throw, so that the
//!   amounts paid never enter the state.
//!
//! It is written once against [`RaceGame`]; a [`Model`] says how to read a
//! game as a chain (which parts of a state to forget, where the stakes are,
//! which choice a player makes). Each engine brings its own:
//! [`GooseModel`](crate::goose::GooseModel),
//! [`LudoModel`](crate::ludo::LudoModel).
//!
//! ```
//! use racegame::analysis::{self, Options};
//! use racegame::goose::{GooseGame, GooseModel};
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
//! before memory runs out. Nothing else is sized from the options: the
//! length distribution grows one throw at a time, as far as the game goes.

mod chain;
mod error;
pub(crate) mod index;
mod model;
mod odds;
mod options;
mod solve;

pub use error::AnalysisError;
pub use model::{Model, Plain, WithPolicy};
pub use odds::{LengthDistribution, Odds, StakeOdds};
pub use options::{Options, OptionsError};

use alloc::vec;
use alloc::vec::Vec;

use crate::game::{Outcome, RaceGame};
use chain::{Chain, TERMINAL};

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
    let not_converged = |(sweeps, change)| AnalysisError::NotConverged { sweeps, change };
    let first = FirstPass::solve(&chain, options).map_err(not_converged)?;
    let second = SecondPass::solve(&chain, &first, options).map_err(not_converged)?;
    Ok(read_off(&chain, &first, &second, options))
}

/// Pass 1: expected length, outcome probabilities, expected payments,
/// solved together (`width` values per state).
struct FirstPass {
    width: usize,
    classes: usize,
    /// The fixed values of each outcome class.
    terminal: Vec<f64>,
    values: Vec<f64>,
    sweeps: usize,
}

impl FirstPass {
    fn solve(chain: &Chain, options: &Options) -> Result<FirstPass, (usize, f64)> {
        let n = chain.len();
        let seats = chain.seats;
        let classes = chain.outcomes.len();
        let stake_width = if chain.stakes { seats } else { 0 };
        let width = 1 + classes + stake_width;
        let mut immediate = vec![0.0; n * width];
        for s in 0..n {
            let row = &mut immediate[s * width..(s + 1) * width];
            row[0] = 1.0;
            if chain.stakes {
                row[1 + classes..].copy_from_slice(&chain.paid[s * seats..(s + 1) * seats]);
            }
        }
        let mut terminal = vec![0.0; classes * width];
        for c in 0..classes {
            terminal[c * width + 1 + c] = 1.0;
        }
        let (values, sweeps) = solve::expectations(
            chain,
            width,
            &immediate,
            &terminal,
            options.tolerance,
            options.max_sweeps,
        )?;
        Ok(FirstPass {
            width,
            classes,
            terminal,
            values,
            sweeps,
        })
    }

    /// The value of quantity `k` at an edge's target.
    fn at(&self, t: u32, k: usize) -> f64 {
        if t & TERMINAL != 0 {
            self.terminal[(t & !TERMINAL) as usize * self.width + k]
        } else {
            self.values[t as usize * self.width + k]
        }
    }

    /// The probability that `seat` wins from an edge's target.
    fn wins_from(&self, chain: &Chain, t: u32, seat: usize) -> f64 {
        (0..self.classes)
            .filter(|&c| {
                chain
                    .outcomes
                    .get(c)
                    .and_then(Outcome::winner)
                    .map(|w| w.index())
                    == Some(seat)
            })
            .map(|c| self.at(t, 1 + c))
            .sum()
    }
}

/// Pass 2: second moment of the length, expected pot taken per seat.
struct SecondPass {
    width: usize,
    values: Vec<f64>,
    sweeps: usize,
}

impl SecondPass {
    fn solve(
        chain: &Chain,
        first: &FirstPass,
        options: &Options,
    ) -> Result<SecondPass, (usize, f64)> {
        let n = chain.len();
        let stake_width = if chain.stakes { chain.seats } else { 0 };
        let width = 1 + stake_width;
        let mut immediate = vec![0.0; n * width];
        for s in 0..n {
            let row = &mut immediate[s * width..(s + 1) * width];
            row[0] = 1.0;
            for e in chain.edges(s) {
                let t = chain.targets[e];
                row[0] += 2.0 * chain.probs[e] * first.at(t, 0);
                if chain.stakes && chain.pot[e] != 0.0 {
                    for (seat, x) in row[1..].iter_mut().enumerate() {
                        *x += chain.pot[e] * first.wins_from(chain, t, seat);
                    }
                }
            }
        }
        let terminal = vec![0.0; chain.outcomes.len() * width];
        let (values, sweeps) = solve::expectations(
            chain,
            width,
            &immediate,
            &terminal,
            options.tolerance,
            options.max_sweeps,
        )?;
        Ok(SecondPass {
            width,
            values,
            sweeps,
        })
    }

    /// The value of quantity `k` at the start (0 when the game is over
    /// before it begins).
    fn at_start(&self, chain: &Chain, k: usize) -> f64 {
        if chain.start & TERMINAL != 0 {
            0.0
        } else {
            self.values[chain.start as usize * self.width + k]
        }
    }
}

/// Everything read off at the start, and the length distribution.
fn read_off(chain: &Chain, first: &FirstPass, second: &SecondPass, options: &Options) -> Odds {
    let start = chain.start;
    let mean_length = first.at(start, 0);
    let length_variance = (second.at_start(chain, 0) - mean_length * mean_length).max(0.0);
    let (outcomes, mut payoff) = outcome_odds(chain, first);
    let (win, blocked) = win_odds(&outcomes, chain.seats);
    let stakes = chain.stakes.then(|| stake_odds(chain, first, second));
    if let Some(stakes) = stakes.as_ref().filter(|_| chain.pot_in_payoff) {
        for (i, x) in payoff.iter_mut().enumerate() {
            *x += stakes.net(crate::game::Seat(i as u8));
        }
    }
    let (probabilities, tail) =
        solve::length_distribution(chain, options.cutoff, options.tolerance);
    Odds {
        states: chain.len(),
        transitions: chain.targets.len(),
        sweeps: first.sweeps.max(second.sweeps),
        mean_length,
        length_variance,
        length: LengthDistribution {
            probabilities,
            tail,
        },
        outcomes,
        win,
        blocked,
        payoff,
        stakes,
    }
}

/// Each outcome's chance from the start (outcomes that differ only in
/// their payoffs counted together) and the expected payoff of each seat.
fn outcome_odds(chain: &Chain, first: &FirstPass) -> (Vec<(Outcome, f64)>, Vec<f64>) {
    let seats = chain.seats;
    let mut outcomes: Vec<(Outcome, f64)> = Vec::new();
    let mut payoff = vec![0.0; seats];
    for (c, &o) in chain.outcomes.iter().enumerate() {
        let p = first.at(chain.start, 1 + c);
        match outcomes.iter_mut().find(|(known, _)| *known == o) {
            Some((_, q)) => *q += p,
            None => outcomes.push((o, p)),
        }
        let worth = chain
            .payoffs
            .get(c * seats..(c + 1) * seats)
            .unwrap_or_default();
        for (x, w) in payoff.iter_mut().zip(worth) {
            *x += p * w;
        }
    }
    (outcomes, payoff)
}

/// Each seat's chance of winning, and the chance of a blocked game.
fn win_odds(outcomes: &[(Outcome, f64)], seats: usize) -> (Vec<f64>, f64) {
    let mut win = vec![0.0; seats];
    let mut blocked = 0.0;
    for &(o, p) in outcomes {
        if let Some(w) = o.winner()
            && let Some(x) = win.get_mut(w.index())
        {
            *x += p;
        }
        if o == Outcome::Blocked {
            blocked += p;
        }
    }
    (win, blocked)
}

/// What each seat is expected to pay in fines and to win from the pot.
fn stake_odds(chain: &Chain, first: &FirstPass, second: &SecondPass) -> StakeOdds {
    let (start, seats, classes) = (chain.start, chain.seats, first.classes);
    let before: f64 = chain.start_paid.iter().sum();
    let paid = (0..seats)
        .map(|i| chain.start_paid[i] + first.at(start, 1 + classes + i))
        .collect();
    let won = (0..seats)
        .map(|i| before * first.wins_from(chain, start, i) + second.at_start(chain, 1 + i))
        .collect();
    StakeOdds { paid, won }
}
