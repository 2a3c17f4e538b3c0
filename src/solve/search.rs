//! [`Search`]: the value of any position from the values of the positions where chance is to act (expectimax over the choices in between).

use alloc::string::ToString;
use alloc::vec::Vec;

use super::SolveError;
use super::key::SolveKey;
use super::objective::Objective;
use crate::analysis::index::StateIndex;
use crate::game::{Discard, RaceGame, Seat, ToAct};
use crate::team::Teams;

/// The stored values: keys numbered by a hash index, or by the game's
/// dense numbering.
pub(crate) enum Lookup<'t, G> {
    /// One value per number of the index.
    Keyed {
        index: &'t StateIndex<u64>,
        values: &'t [f64],
    },
    /// One value per number of [`SolveKey::rank_of_key`].
    Ranked { game: &'t G, values: &'t [f32] },
}

impl<G: SolveKey> Lookup<'_, G> {
    pub(crate) fn get(&self, key: u64) -> Result<f64, SolveError> {
        let found = match self {
            Lookup::Keyed { index, values } => index
                .find(&key)
                .and_then(|i| values.get(i as usize).copied()),
            Lookup::Ranked { game, values } => game
                .rank_of_key(key)
                .and_then(|r| usize::try_from(r).ok())
                .and_then(|r| values.get(r).copied())
                .map(f64::from),
        };
        found.ok_or(SolveError::NotInTable { key })
    }
}

/// Walks the choices between throws, with a reusable list of legal actions
/// per depth.
pub(crate) struct Search<'g, G: RaceGame> {
    pub(crate) game: &'g G,
    stack: Vec<Vec<G::Action>>,
    max_choices: usize,
    pub(crate) objective: Objective,
    /// The game's teams: the two sides, each of one seat or more.
    teams: Teams,
}

impl<'g, G: SolveKey> Search<'g, G> {
    pub(crate) fn new(game: &'g G, max_choices: usize, objective: Objective) -> Self {
        Search {
            game,
            stack: Vec::new(),
            max_choices,
            objective,
            teams: game.teams(),
        }
    }

    /// Whether `a` and `b` play on one side (are one seat, or partners):
    /// a value passes between them unchanged.
    #[inline]
    pub(crate) fn same_side(&self, a: Seat, b: Seat) -> bool {
        self.teams.same_team(a, b)
    }

    /// What the ended game `state` is worth to `seat`.
    pub(crate) fn end_value(&self, state: &G::State, seat: Seat) -> Result<f64, SolveError> {
        self.objective
            .end_value(self.game, &self.teams, state, seat)
    }

    /// Most choices in a row it follows.
    pub(crate) fn max_choices(&self) -> usize {
        self.max_choices
    }

    /// `state` after `action`.
    pub(crate) fn after(
        &self,
        state: &G::State,
        action: G::Action,
    ) -> Result<G::State, SolveError> {
        let mut next = state.clone();
        self.game
            .apply_mut(&mut next, action, &mut Discard)
            .map_err(|e| SolveError::Game(e.to_string()))?;
        Ok(next)
    }

    /// The key of `state`, where chance is to act.
    pub(crate) fn key(&self, state: &G::State) -> Result<u64, SolveError> {
        self.game.solve_key(state).ok_or(SolveError::Unkeyable)
    }

    /// The value of `state` for `seat` (its chance of winning, or its
    /// expected payoff), both sides playing their best.
    pub(crate) fn value_for(
        &mut self,
        state: &G::State,
        seat: Seat,
        table: &Lookup<'_, G>,
        depth: usize,
    ) -> Result<f64, SolveError> {
        let (mover, v) = match self.game.to_act(state) {
            ToAct::Nobody => return self.end_value(state, seat),
            ToAct::Chance(mover) => (mover, table.get(self.key(state)?)?),
            ToAct::Player(mover) => (mover, self.best(state, mover, table, depth)?),
        };
        Ok(if self.same_side(mover, seat) {
            v
        } else {
            self.objective.other(v)
        })
    }

    /// The mover's best value among its legal actions in `state`.
    fn best(
        &mut self,
        state: &G::State,
        mover: Seat,
        table: &Lookup<'_, G>,
        depth: usize,
    ) -> Result<f64, SolveError> {
        if depth >= self.max_choices {
            return Err(SolveError::ChoiceLoop {
                limit: self.max_choices,
            });
        }
        let mut legal = self.stack.pop().unwrap_or_default();
        self.game.legal_actions(state, &mut legal);
        if legal.is_empty() {
            return Err(SolveError::NoLegalAction);
        }
        let mut best = f64::NEG_INFINITY;
        for &a in &legal {
            let next = self.after(state, a)?;
            best = best.max(self.value_for(&next, mover, table, depth + 1)?);
        }
        self.stack.push(legal);
        Ok(best)
    }

    /// The value of each legal action in `state` (a player's choice) for
    /// the player to act, in the order of
    /// [`legal_actions`](RaceGame::legal_actions).
    pub(crate) fn action_values(
        &mut self,
        state: &G::State,
        table: &Lookup<'_, G>,
    ) -> Result<Vec<(G::Action, f64)>, SolveError> {
        let mover = match self.game.to_act(state) {
            ToAct::Player(seat) | ToAct::Chance(seat) => seat,
            ToAct::Nobody => return Err(SolveError::GameOver),
        };
        let mut legal = Vec::new();
        self.game.legal_actions(state, &mut legal);
        let mut out = Vec::with_capacity(legal.len());
        for a in legal {
            let next = self.after(state, a)?;
            out.push((a, self.value_for(&next, mover, table, 1)?));
        }
        Ok(out)
    }

    /// The value for its mover of `state`, where chance is to act: the
    /// average over the throws, each followed by the best play.
    pub(crate) fn chance_value(
        &mut self,
        state: &G::State,
        table: &Lookup<'_, G>,
    ) -> Result<f64, SolveError> {
        let game = self.game;
        let Some(mover) = game.to_act(state).seat() else {
            return self.end_value(state, Seat(0));
        };
        let mut v = 0.0;
        for &(a, p) in game.chance_outcomes(state) {
            let next = self.after(state, a)?;
            v += p.to_f64() * self.value_for(&next, mover, table, 0)?;
        }
        Ok(v)
    }
}
