//! Finding every position where chance is to act ([`enumerate`]), then value iteration over them ([`iterate`]).

use alloc::vec;
use alloc::vec::Vec;

use super::SolveError;
use super::graph::{Graph, Leaf, MAX_GRAPH_STATES};
use super::key::SolveKey;
use super::options::{BYTES_PER_POSITION, SolveOptions};
use super::search::{Lookup, Search};
use crate::analysis::index::StateIndex;
use crate::game::{RaceGame, Seat, ToAct};

/// Numbers every position where chance is to act that the game reaches
/// from its start, in order of discovery, and writes their successors into
/// a [`Graph`] while the memory limit allows.
pub(crate) fn enumerate<G: SolveKey>(
    game: &G,
    options: &SolveOptions,
) -> Result<(StateIndex<u64>, Option<Graph>), SolveError> {
    let mut walk = Walk {
        search: Search::new(game, options.max_choices, options.objective),
        index: StateIndex::new(),
        options,
        explored: 0,
        stack: Vec::new(),
    };
    walk.reach(&game.initial_state(), 0)?;
    let mut graph = Graph::new();
    let mut leaves = Vec::new();
    while let Some(&key) = walk.index.get(walk.explored) {
        let state = game.state_of_key(key).ok_or(SolveError::Unkeyable)?;
        let found = walk.search.key(&state)?;
        if found != key {
            return Err(SolveError::KeyMismatch { key, found });
        }
        let mover = game.to_act(&state).seat().ok_or(SolveError::Unkeyable)?;
        let mut written = !graph.is_frozen();
        for &(a, p) in game.chance_outcomes(&state) {
            let next = walk.search.after(&state, a)?;
            leaves.clear();
            written &= walk.gather(&next, mover, 0, &mut leaves)?;
            written = written && graph.push_throw(p.to_f64(), &leaves).is_some();
        }
        walk.explored += 1;
        if !written {
            graph.undo_position();
        }
        let fits = graph.bytes() <= options.graph_memory && walk.index.len() <= MAX_GRAPH_STATES;
        if graph.end_position(!written).is_none() || !fits {
            graph.freeze();
        }
    }
    Ok((walk.index, Some(graph)))
}

struct Walk<'a, 'g, G: RaceGame> {
    search: Search<'g, G>,
    index: StateIndex<u64>,
    options: &'a SolveOptions,
    explored: usize,
    stack: Vec<Vec<G::Action>>,
}

impl<G: SolveKey> Walk<'_, '_, G> {
    /// Stores the positions where chance is to act that `state` reaches
    /// through `mover`'s choices alone, and writes them into `leaves` as
    /// the options `mover` picks the best of. False when another player's
    /// choice comes first (the leaves are then not a plain best-of; the
    /// positions are stored all the same).
    fn gather(
        &mut self,
        state: &G::State,
        mover: Seat,
        depth: usize,
        leaves: &mut Vec<Leaf>,
    ) -> Result<bool, SolveError> {
        let game = self.search.game;
        match game.to_act(state) {
            ToAct::Nobody => {
                leaves.push(Leaf::Ended(self.search.end_value(state, mover)?));
                Ok(true)
            }
            ToAct::Chance(m) => {
                let i = self.store(self.search.key(state)?)?;
                leaves.push(Leaf::Position {
                    index: i,
                    same_side: self.search.same_side(m, mover),
                });
                Ok(true)
            }
            ToAct::Player(m) if !self.search.same_side(m, mover) => {
                self.reach(state, depth).map(|()| false)
            }
            ToAct::Player(_) => {
                let legal = self.legal(state, depth)?;
                let mut flat = true;
                for &a in &legal {
                    let next = self.search.after(state, a)?;
                    flat &= self.gather(&next, mover, depth + 1, leaves)?;
                }
                self.stack.push(legal);
                Ok(flat)
            }
        }
    }

    /// Stores the positions where chance is to act that `state` reaches
    /// through choices alone.
    fn reach(&mut self, state: &G::State, depth: usize) -> Result<(), SolveError> {
        let game = self.search.game;
        match game.to_act(state) {
            ToAct::Nobody => game.outcome(state).map(|_| ()).ok_or(SolveError::NoOutcome),
            ToAct::Chance(_) => self.store(self.search.key(state)?).map(|_| ()),
            ToAct::Player(_) => {
                let legal = self.legal(state, depth)?;
                for &a in &legal {
                    let next = self.search.after(state, a)?;
                    self.reach(&next, depth + 1)?;
                }
                self.stack.push(legal);
                Ok(())
            }
        }
    }

    /// The legal actions of a player's choice `depth` choices deep.
    fn legal(&mut self, state: &G::State, depth: usize) -> Result<Vec<G::Action>, SolveError> {
        if depth >= self.options.max_choices {
            return Err(SolveError::ChoiceLoop {
                limit: self.options.max_choices,
            });
        }
        let mut legal = self.stack.pop().unwrap_or_default();
        self.search.game.legal_actions(state, &mut legal);
        if legal.is_empty() {
            return Err(SolveError::NoLegalAction);
        }
        Ok(legal)
    }

    /// The number of `key`, stored unless known, within the limits.
    fn store(&mut self, key: u64) -> Result<u32, SolveError> {
        if let Some(i) = self.index.find(&key) {
            return Ok(i);
        }
        let (reached, explored) = (self.index.len(), self.explored);
        let limit = self.options.max_states;
        let bytes = (reached as u64 + 1).saturating_mul(BYTES_PER_POSITION as u64);
        if bytes > self.options.max_memory {
            return Err(SolveError::TooMuchMemory {
                limit: self.options.max_memory,
                reached,
                explored,
            });
        }
        match self.index.insert(key, limit) {
            Some((i, _)) => Ok(i),
            None => Err(SolveError::TooManyStates {
                limit,
                reached,
                explored,
            }),
        }
    }
}

/// Gauss-Seidel value iteration over the positions of `index`, latest
/// found first (those nearest the end of the game, mostly), from both
/// sides level everywhere (1/2, or 0 for payoffs), until a sweep changes no value by more than the tolerance.
/// Positions written in `graph` are read from it, the others replayed.
/// Returns the values, the sweeps made and the last sweep's largest change.
pub(crate) fn iterate<G: SolveKey>(
    game: &G,
    index: &StateIndex<u64>,
    graph: Option<&Graph>,
    options: &SolveOptions,
) -> Result<(Vec<f64>, usize, f64), SolveError> {
    let n = index.len();
    let objective = options.objective;
    let mut values = vec![objective.start(); n];
    let mut search = Search::new(game, options.max_choices, objective);
    let mut sweeps = 0;
    loop {
        let mut residual: f64 = 0.0;
        for i in (0..n).rev() {
            let v = match graph {
                Some(g) if !g.replays(i) => {
                    let stored = |k: u32| values.get(k as usize).copied().unwrap_or(0.0);
                    g.value(i, objective.total(), stored)
                }
                _ => {
                    let key = index.get(i).copied().ok_or(SolveError::Unkeyable)?;
                    let state = game.state_of_key(key).ok_or(SolveError::Unkeyable)?;
                    let table = Lookup::Keyed {
                        index,
                        values: &values,
                    };
                    search.chance_value(&state, &table)?
                }
            };
            if let Some(slot) = values.get_mut(i) {
                residual = residual.max((v - *slot).abs());
                *slot = v;
            }
        }
        sweeps += 1;
        if residual <= options.tolerance {
            return Ok((values, sweeps, residual));
        }
        if sweeps >= options.max_sweeps {
            return Err(SolveError::NotConverged { sweeps, residual });
        }
    }
}
