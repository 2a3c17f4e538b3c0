//! The games of one batch, of one family: restarts, steps and the views
//! they return.

use pyo3::exceptions::PyMemoryError;
use pyo3::prelude::*;
use racegame::simulate::game_dice;
use racegame::{Dice, Seat};

use crate::env::{self, decider, env_actions};
use crate::family::Engine;
use crate::opponent::Brain;
use crate::{IllegalActionError, RaceGameError, err};

/// Restarts of one game in a row in which the learner never got to decide
/// before the batch gives up (each is a whole game the others won first).
const MAX_RESTARTS: u32 = 10_000;

/// The batch's games of one family.
pub(crate) struct Slots<G: Engine> {
    game: G,
    states: Vec<G::State>,
    dice: Vec<Dice>,
    /// Episodes started in each slot.
    episodes: Vec<u64>,
    /// Decisions made in each slot's episode (the learner's only, when
    /// there is one).
    decisions: Vec<u64>,
    seed: u64,
    /// Chooses `sample_actions` and the bots' moves.
    picker: Dice,
    /// The bots.
    brain: Brain,
    learner: Option<Seat>,
    /// Decisions after which an episode is cut short.
    limit: Option<u64>,
    started: bool,
    scratch: Vec<G::Action>,
    /// The final observations of the games that ended in the last step.
    pub(super) finals: (Vec<i64>, Vec<f32>),
}

/// Everything one step returns, flat.
#[derive(Default)]
pub(super) struct Step {
    pub(super) obs: Vec<f32>,
    pub(super) mask: Vec<bool>,
    pub(super) rewards: Vec<f32>,
    pub(super) terminated: Vec<bool>,
    pub(super) truncated: Vec<bool>,
    pub(super) to_play: Vec<i64>,
}

/// A vector of `n` copies of `value`, or a `MemoryError`.
fn filled<T: Clone>(n: usize, value: T) -> PyResult<Vec<T>> {
    let mut v = Vec::new();
    v.try_reserve_exact(n)
        .map_err(|e| PyMemoryError::new_err(format!("a batch of {n} games: {e}")))?;
    v.resize(n, value);
    Ok(v)
}

fn picker_seed(seed: u64) -> u64 {
    seed ^ 0x0005_eed0_fac7_10e5
}

impl<G: Engine + 'static> Slots<G> {
    pub(super) fn new(
        game: &G,
        n: usize,
        seed: u64,
        learner: Option<Seat>,
        limit: Option<u64>,
        brain: Brain,
    ) -> PyResult<Self> {
        let state = game.initial_state();
        Ok(Slots {
            game: game.clone(),
            states: filled(n, state)?,
            dice: filled(n, Dice::seeded(seed))?,
            episodes: filled(n, 0)?,
            decisions: filled(n, 0)?,
            seed,
            picker: Dice::seeded(picker_seed(seed)),
            brain,
            learner,
            limit,
            started: false,
            scratch: Vec::new(),
            finals: (Vec::new(), Vec::new()),
        })
    }

    /// Starts slot `i`'s next episode (episode `k` of slot `i` of `n`
    /// throws the dice of game `k * n + i` of a simulation of the seed) and
    /// plays to the first decision: the learner's, when there is one.
    fn restart(&mut self, i: usize) -> PyResult<()> {
        let n = self.states.len() as u64;
        for _ in 0..MAX_RESTARTS {
            let index = self.episodes[i].wrapping_mul(n).wrapping_add(i as u64);
            self.episodes[i] += 1;
            self.decisions[i] = 0;
            self.dice[i] = game_dice(self.seed, index);
            self.states[i] = self.game.initial_state();
            env::settle(&self.game, &mut self.states[i], &mut self.dice[i])?;
            self.play_bots(i)?;
            if decider(&self.game, &self.states[i]).is_some() {
                return Ok(());
            }
        }
        Err(RaceGameError::new_err(format!(
            "game {i}: the learner got no decision in {MAX_RESTARTS} games in a row"
        )))
    }

    pub(super) fn reset(&mut self, seed: Option<u64>) -> PyResult<Step> {
        if let Some(seed) = seed {
            self.seed = seed;
            self.picker = Dice::seeded(picker_seed(seed));
        }
        self.episodes.fill(0);
        self.finals = (Vec::new(), Vec::new());
        let mut out = Step::default();
        for i in 0..self.states.len() {
            self.restart(i)?;
            self.write(i, &mut out)?;
        }
        self.started = true;
        Ok(out)
    }

    /// The seat whose view slot `i` is shown from: the learner's, else the
    /// seat to decide (the first seat once the game is over).
    fn viewer(&self, i: usize) -> Seat {
        self.learner
            .or_else(|| decider(&self.game, &self.states[i]))
            .or_else(|| self.game.seats_in_play().next())
            .unwrap_or(Seat(0))
    }

    /// Observation, mask and seat to decide of slot `i`, appended to `out`.
    fn write(&mut self, i: usize, out: &mut Step) -> PyResult<()> {
        let seat = self.viewer(i);
        let s = &self.states[i];
        let at = out.obs.len();
        out.obs.resize(at + self.game.observation_len(), 0.0);
        self.game
            .observe(s, seat, &mut out.obs[at..])
            .map_err(err(RaceGameError::new_err))?;
        let at = out.mask.len();
        out.mask.resize(at + env_actions(&self.game), false);
        env::write_mask(&self.game, s, &mut out.mask[at..], &mut self.scratch)?;
        out.to_play
            .push(decider(&self.game, s).map_or(-1, |p| i64::from(p.0)));
        Ok(())
    }

    pub(super) fn step(&mut self, actions: &[i64]) -> PyResult<Step> {
        if !self.started {
            return Err(RaceGameError::new_err(
                "call reset() before the first step()",
            ));
        }
        // Check every action first: a refused step changes no game.
        for (i, &a) in actions.iter().enumerate() {
            if let Some(why) = env::refusal(&self.game, &self.states[i], a) {
                return Err(IllegalActionError::new_err(format!("game {i}: {why}")));
            }
        }
        self.finals = (Vec::new(), Vec::new());
        let mut out = Step::default();
        for (i, &a) in actions.iter().enumerate() {
            self.step_one(i, a, &mut out)?;
            self.write(i, &mut out)?;
        }
        Ok(out)
    }

    /// Plays the bots of slot `i` up to the learner's decision (nothing in
    /// self-play).
    fn play_bots(&mut self, i: usize) -> PyResult<()> {
        let Some(seat) = self.learner else {
            return Ok(());
        };
        let (game, s, dice) = (&self.game, &mut self.states[i], &mut self.dice[i]);
        let bots = (&mut self.brain, &mut self.picker);
        env::play_bots(game, s, seat, dice, bots, &mut self.scratch)
    }

    /// Plays slot `i`'s action (and the bots after it); an episode that
    /// ends or is cut short reports its rewards and restarts.
    fn step_one(&mut self, i: usize, a: i64, out: &mut Step) -> PyResult<()> {
        let viewer = self.viewer(i);
        env::play(&self.game, &mut self.states[i], a, &mut self.dice[i])?;
        self.decisions[i] += 1;
        self.play_bots(i)?;
        let s = &self.states[i];
        let over = decider(&self.game, s).is_none();
        let cycles = self.game.seats_in_play().count() as u64;
        let per_cycle = if self.learner.is_some() { 1 } else { cycles };
        let cut = !over
            && self
                .limit
                .is_some_and(|l| self.decisions[i] >= l.saturating_mul(per_cycle));
        if !over && !cut {
            out.rewards
                .extend(std::iter::repeat_n(0.0, cycles as usize));
            out.terminated.push(false);
            out.truncated.push(false);
            return Ok(());
        }
        let truncated = cut || env::cut_short(&self.game, s);
        if cut {
            out.rewards
                .extend(std::iter::repeat_n(0.0, cycles as usize));
        } else {
            env::rewards(&self.game, s, &mut out.rewards);
        }
        out.terminated.push(!truncated);
        out.truncated.push(truncated);
        let final_obs = self
            .game
            .observation(s, viewer)
            .map_err(err(RaceGameError::new_err))?;
        self.finals.0.push(i as i64);
        self.finals.1.extend(final_obs);
        self.restart(i)
    }

    /// A uniformly random legal action per game (0 where none is due).
    pub(super) fn sample(&mut self) -> Vec<i64> {
        let mut out = Vec::with_capacity(self.states.len());
        for s in &self.states {
            out.push(env::uniform_pick(
                &self.game,
                s,
                &mut self.picker,
                &mut self.scratch,
            ));
        }
        out
    }
}

impl<G: Engine> Slots<G> {
    /// Each game's cube value and owner (-1 in the middle), or `None` for
    /// a game played without a cube.
    pub(super) fn cubes(&self) -> Option<(Vec<i64>, Vec<i64>)> {
        let cubes: Option<Vec<_>> = self.states.iter().map(|s| self.game.cube(s)).collect();
        let cubes = cubes?;
        Some((
            cubes.iter().map(|c| i64::from(c.value)).collect(),
            cubes.iter().map(|c| c.owner_code()).collect(),
        ))
    }

    /// Each game's match score (seat 0's points, then seat 1's, flat) and
    /// Crawford flag, or `None` for a game that is no match.
    pub(super) fn scores(&self) -> Option<(Vec<i64>, Vec<bool>)> {
        let scores: Option<Vec<_>> = self
            .states
            .iter()
            .map(|s| self.game.match_score(s))
            .collect();
        let scores = scores?;
        Some((
            scores.iter().flat_map(|m| m.score.map(i64::from)).collect(),
            scores.iter().map(|m| m.crawford).collect(),
        ))
    }
}
