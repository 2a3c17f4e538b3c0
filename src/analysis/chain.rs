//! [`Chain`]: the reachable states of a game as a sparse absorbing Markov chain, one step per throw.
//!
//! Enumeration is breadth-first from the start. Only states where chance is
//! to act are kept: a player's choices are followed through the model's
//! policy at once, so every step of the chain is exactly one throw, and the
//! game's length in steps is its length in throws. States where the game
//! is over are merged by [`Outcome`] and payoffs into a few absorbing
//! classes.

use alloc::vec;
use alloc::vec::Vec;

use super::error::AnalysisError;
use super::index::StateIndex;
use super::model::Model;
use super::options::Options;
use crate::game::{Discard, Outcome, RaceGame, Seat, ToAct};

/// Set in a [`Chain`] target that is an outcome class, not a state.
pub(crate) const TERMINAL: u32 = 1 << 31;

/// How far two probabilities that should add up to 1 may be apart.
const PROBABILITY_SLACK: f64 = 1e-9;

/// The chain: states `0..len()`, each with its successors after one throw.
pub(crate) struct Chain {
    /// Seats at the table.
    pub(crate) seats: usize,
    /// The absorbing classes, in order of discovery: how the game ended,
    /// and what that end is worth to each seat.
    pub(crate) outcomes: Vec<Outcome>,
    /// `seats` payoffs per class, as the model reads them.
    pub(crate) payoffs: Vec<f64>,
    /// Where the game stands before the first throw: state 0, or an
    /// outcome class if it ends before any throw.
    pub(crate) start: u32,
    /// Whether stakes are tracked.
    pub(crate) stakes: bool,
    /// Whether the payoff holds the pot ([`Model::payoff_adds_stakes`]).
    pub(crate) pot_in_payoff: bool,
    /// What each seat pays before the first throw (player choices only).
    pub(crate) start_paid: Vec<f64>,
    /// Edges of state `s` are `offsets[s]..offsets[s + 1]`.
    pub(crate) offsets: Vec<usize>,
    /// Each edge's target: a state, or `TERMINAL | class`.
    pub(crate) targets: Vec<u32>,
    /// Each edge's probability. Edges to the same target are merged.
    pub(crate) probs: Vec<f64>,
    /// Each edge's probability times the total paid along it (stakes only).
    pub(crate) pot: Vec<f64>,
    /// Expected payment by each seat in the next throw, `seats` per state
    /// (stakes only).
    pub(crate) paid: Vec<f64>,
}

impl Chain {
    /// Number of states.
    pub(crate) fn len(&self) -> usize {
        self.offsets.len().saturating_sub(1)
    }

    /// The edge range of state `s`.
    #[inline]
    pub(crate) fn edges(&self, s: usize) -> core::ops::Range<usize> {
        self.offsets[s]..self.offsets[s + 1]
    }

    /// How many states cannot reach any outcome (0 when the game ends with
    /// probability 1 from everywhere).
    pub(crate) fn dead_ends(&self) -> usize {
        let n = self.len();
        // Reverse adjacency in compressed form.
        let mut count = vec![0usize; n + 1];
        for &t in &self.targets {
            if t & TERMINAL == 0 {
                count[t as usize + 1] += 1;
            }
        }
        for i in 0..n {
            count[i + 1] += count[i];
        }
        let mut fill = count.clone();
        let mut from = vec![0u32; count[n]];
        for s in 0..n {
            for e in self.edges(s) {
                let t = self.targets[e];
                if t & TERMINAL == 0 {
                    from[fill[t as usize]] = s as u32;
                    fill[t as usize] += 1;
                }
            }
        }
        let mut ends = vec![false; n];
        let mut stack = Vec::new();
        for (s, end) in ends.iter_mut().enumerate() {
            if self.edges(s).any(|e| self.targets[e] & TERMINAL != 0) {
                *end = true;
                stack.push(s);
            }
        }
        while let Some(t) = stack.pop() {
            for &s in &from[count[t]..count[t + 1]] {
                if !ends[s as usize] {
                    ends[s as usize] = true;
                    stack.push(s as usize);
                }
            }
        }
        ends.iter().filter(|&&e| !e).count()
    }
}

/// Enumerates the chain of `game` under `model`.
pub(crate) fn build<G: RaceGame, M: Model<G>>(
    game: &G,
    model: &mut M,
    options: &Options,
) -> Result<Chain, AnalysisError<G::Error>> {
    // One slot per seat index up to the highest in play: Ludo seats are
    // colours, so two players may sit on seats 0 and 2.
    let seats = game
        .seats_in_play()
        .map(|s| s.index() + 1)
        .max()
        .unwrap_or(0);
    let stakes = model.has_stakes(game);
    let mut walker = Walker {
        game,
        model,
        options,
        index: StateIndex::new(),
        outcomes: Vec::new(),
        payoffs: Vec::new(),
        end_payoffs: vec![0.0; seats],
        reward: vec![0.0; seats],
        legal: Vec::new(),
        stakes,
        explored: 0,
    };
    let initial = game.initial_state();
    let start = walker.settle(initial.clone(), initial)?;
    let start_paid = walker.reward.clone();

    let mut chain = Chain::empty(seats, start, stakes, start_paid);
    chain.pot_in_payoff = stakes && walker.model.payoff_adds_stakes(game);
    let mut row = Row {
        edges: Vec::new(),
        paid: vec![0.0; seats],
    };
    let mut s = 0;
    while let Some(state) = walker.index.get(s).cloned() {
        walker.explored = s;
        walker.expand(&state, &mut row)?;
        chain.push_row(&mut row.edges);
        if stakes {
            chain.paid.extend_from_slice(&row.paid);
        }
        s += 1;
    }
    if !stakes {
        chain.pot = Vec::new();
    }
    chain.outcomes = walker.outcomes;
    chain.payoffs = walker.payoffs;
    Ok(chain)
}

/// The transitions out of one state, as they are gathered.
struct Row {
    /// (target, probability, probability × total paid)
    edges: Vec<(u32, f64, f64)>,
    /// What each seat pays on average on the way out.
    paid: Vec<f64>,
}

impl Chain {
    /// A chain with no rows yet.
    fn empty(seats: usize, start: u32, stakes: bool, start_paid: Vec<f64>) -> Self {
        Chain {
            seats,
            outcomes: Vec::new(),
            payoffs: Vec::new(),
            start,
            stakes,
            pot_in_payoff: false,
            start_paid,
            offsets: vec![0],
            targets: Vec::new(),
            probs: Vec::new(),
            pot: Vec::new(),
            paid: Vec::new(),
        }
    }

    /// Appends one state's row, merging edges that reach the same target.
    fn push_row(&mut self, edges: &mut [(u32, f64, f64)]) {
        edges.sort_unstable_by_key(|e| e.0);
        let mut last = None;
        for &(t, p, pr) in edges.iter() {
            if last == Some(t) {
                if let (Some(q), Some(qr)) = (self.probs.last_mut(), self.pot.last_mut()) {
                    *q += p;
                    *qr += pr;
                }
                continue;
            }
            last = Some(t);
            self.targets.push(t);
            self.probs.push(p);
            self.pot.push(pr);
        }
        self.offsets.push(self.targets.len());
    }
}

/// The enumeration's working set.
struct Walker<'a, G: RaceGame, M> {
    game: &'a G,
    model: &'a mut M,
    options: &'a Options,
    index: StateIndex<G::State>,
    outcomes: Vec<Outcome>,
    /// `seats` payoffs per class.
    payoffs: Vec<f64>,
    /// Scratch: the payoffs of the end being classed.
    end_payoffs: Vec<f64>,
    /// What each seat paid on the last [`settle`](Walker::settle)d step.
    reward: Vec<f64>,
    legal: Vec<G::Action>,
    stakes: bool,
    explored: usize,
}

impl<G: RaceGame, M: Model<G>> Walker<'_, G, M> {
    /// Gathers into `row` every throw out of `state` (number `self.explored`)
    /// with where it settles and what it costs.
    fn expand(&mut self, state: &G::State, row: &mut Row) -> Result<(), AnalysisError<G::Error>> {
        let game = self.game;
        let chances = game.chance_outcomes(state);
        let sum: f64 = chances.iter().map(|(_, p)| p.to_f64()).sum();
        if super::solve::abs(sum - 1.0) > PROBABILITY_SLACK {
            return Err(AnalysisError::Probabilities {
                state: self.explored,
                sum,
            });
        }
        row.edges.clear();
        row.paid.iter_mut().for_each(|x| *x = 0.0);
        for &(action, p) in chances.iter() {
            let p = p.to_f64();
            if p == 0.0 {
                continue;
            }
            let next = game
                .apply_into(state, action, &mut Discard)
                .map_err(AnalysisError::Game)?;
            let target = self.settle(state.clone(), next)?;
            let total: f64 = self.reward.iter().sum();
            for (r, x) in row.paid.iter_mut().zip(&self.reward) {
                *r += p * x;
            }
            row.edges.push((target, p, p * total));
        }
        Ok(())
    }

    /// The number of the class of `end`, where the game ended with
    /// `outcome`: ends are classed by their outcome and what they are worth
    /// to each seat, new classes numbered as they come.
    fn terminal(&mut self, end: &G::State, outcome: Outcome) -> u32 {
        let seats = self.end_payoffs.len();
        for (i, p) in self.end_payoffs.iter_mut().enumerate() {
            *p = self.model.payoff(self.game, end, Seat(i as u8));
        }
        let same = |(c, o): (usize, &Outcome)| {
            *o == outcome
                && self.payoffs.get(c * seats..(c + 1) * seats) == Some(&self.end_payoffs[..])
        };
        let class = match self.outcomes.iter().enumerate().position(same) {
            Some(c) => c,
            None => {
                self.outcomes.push(outcome);
                self.payoffs.extend_from_slice(&self.end_payoffs);
                self.outcomes.len() - 1
            }
        };
        TERMINAL | class as u32
    }

    /// Follows `next` (just reached from `prev`) through any player choices
    /// to the next throw or the end, numbering what it reaches. Leaves in
    /// `self.reward` what each seat paid on the way.
    fn settle(
        &mut self,
        mut prev: G::State,
        mut next: G::State,
    ) -> Result<u32, AnalysisError<G::Error>> {
        self.reward.iter_mut().for_each(|r| *r = 0.0);
        let mut choices = 0;
        loop {
            if self.stakes {
                for (i, r) in self.reward.iter_mut().enumerate() {
                    let seat = Seat(i as u8);
                    *r += self.model.paid(self.game, &next, seat)
                        - self.model.paid(self.game, &prev, seat);
                }
            }
            match self.game.to_act(&next) {
                ToAct::Nobody => {
                    let outcome = self.game.outcome(&next).ok_or(AnalysisError::NoOutcome)?;
                    return Ok(self.terminal(&next, outcome));
                }
                ToAct::Chance(_) => {
                    let key = self.model.key(self.game, &next);
                    let limit = self.options.max_states;
                    return match self.index.insert(key, limit) {
                        Some((i, _)) => Ok(i),
                        None => Err(AnalysisError::TooManyStates {
                            limit,
                            reached: self.index.len() + 1,
                            explored: self.explored,
                        }),
                    };
                }
                ToAct::Player(_) => {
                    choices += 1;
                    if choices > self.options.max_choices {
                        return Err(AnalysisError::ChoiceLoop {
                            limit: self.options.max_choices,
                        });
                    }
                    let key = self.model.key(self.game, &next);
                    self.game.legal_actions(&key, &mut self.legal);
                    let last =
                        self.legal
                            .len()
                            .checked_sub(1)
                            .ok_or(AnalysisError::NoLegalAction {
                                state: self.explored,
                            })?;
                    let i = self.model.choose(self.game, &key, &self.legal);
                    let action = self.legal[i.min(last)];
                    let after = self
                        .game
                        .apply_into(&key, action, &mut Discard)
                        .map_err(AnalysisError::Game)?;
                    prev = key;
                    next = after;
                }
            }
        }
    }
}
