//! `BatchEnv`: N games stepped together, numpy in and numpy out.

use numpy::{PyArray1, PyArray2, PyReadonlyArray1};
use pyo3::prelude::*;
use racegame::encode::Encode;
use racegame::simulate::game_dice;
use racegame::{Dice, Discard, Outcome, RaceGame, ToAct};

use crate::{
    AnyGame, Engine, IllegalActionError, RaceGameError, action_of, actions_slice, array2, err,
    run_chance,
};

/// The games of one engine.
struct Slots<G: Engine> {
    game: G,
    states: Vec<G::State>,
    dice: Vec<Dice>,
    /// Episodes started in each slot.
    episodes: Vec<u64>,
    seed: u64,
    /// Chooses `sample_actions`.
    picker: Dice,
}

/// Everything one step returns, flat.
#[derive(Default)]
struct Step {
    obs: Vec<f32>,
    mask: Vec<bool>,
    rewards: Vec<f32>,
    dones: Vec<bool>,
    to_play: Vec<i64>,
}

impl<G: Engine> Slots<G> {
    fn new(game: G, n: usize, seed: u64) -> Self {
        let state = game.initial_state();
        Slots {
            game,
            states: vec![state; n],
            dice: (0..n).map(|_| Dice::seeded(seed)).collect(),
            episodes: vec![0; n],
            seed,
            picker: Dice::seeded(seed ^ 0x0005_eed0_fac7_10e5),
        }
    }

    /// Starts slot `i`'s next episode: episode `k` of slot `i` of `n`
    /// throws the dice of game `k * n + i` of a simulation of the seed.
    fn restart(&mut self, i: usize) -> Result<(), PyErr> {
        let n = self.states.len() as u64;
        let index = self.episodes[i] * n + i as u64;
        self.episodes[i] += 1;
        self.dice[i] = game_dice(self.seed, index);
        self.states[i] = self.game.initial_state();
        run_chance(&self.game, &mut self.states[i], &mut self.dice[i])
    }

    fn reset(&mut self) -> PyResult<Step> {
        self.episodes.fill(0);
        for i in 0..self.states.len() {
            self.restart(i)?;
        }
        let mut out = Step::default();
        for i in 0..self.states.len() {
            self.write(i, &mut out)?;
        }
        Ok(out)
    }

    /// Observation, mask and seat to play of slot `i`, appended to `out`.
    fn write(&self, i: usize, out: &mut Step) -> PyResult<()> {
        let s = &self.states[i];
        let seat = self.game.to_act(s).seat().unwrap_or_else(|| {
            self.game
                .seats_in_play()
                .next()
                .unwrap_or(racegame::Seat(0))
        });
        let len = self.game.observation_len();
        let at = out.obs.len();
        out.obs.resize(at + len, 0.0);
        self.game
            .observe(s, seat, &mut out.obs[at..])
            .map_err(err(RaceGameError::new_err))?;
        let at = out.mask.len();
        out.mask.resize(at + self.game.num_actions(), false);
        self.game
            .legal_mask(s, &mut out.mask[at..])
            .map_err(err(RaceGameError::new_err))?;
        out.to_play.push(match self.game.to_act(s) {
            ToAct::Player(p) => i64::from(p.0),
            _ => -1,
        });
        Ok(())
    }

    /// +1 for the winner, -1 for every other seat; 0 for all when blocked
    /// or truncated. One value per seat in play, in turn order.
    fn rewards(&self, outcome: Option<Outcome>, out: &mut Vec<f32>) {
        let winner = outcome.and_then(|o| o.winner());
        for seat in self.game.seats_in_play() {
            out.push(match winner {
                Some(w) if w == seat => 1.0,
                Some(_) => -1.0,
                None => 0.0,
            });
        }
    }

    fn step(&mut self, actions: &[i64]) -> PyResult<Step> {
        let n = self.states.len();
        if actions.len() != n {
            return Err(RaceGameError::new_err(format!(
                "{} actions for {n} games",
                actions.len()
            )));
        }
        // Check every action first: a refused step changes no game.
        for (i, &a) in actions.iter().enumerate() {
            if let ToAct::Player(_) = self.game.to_act(&self.states[i]) {
                let action = action_of(&self.game, a)?;
                let mut probe = self.states[i];
                self.game
                    .apply_mut(&mut probe, action, &mut Discard)
                    .map_err(|e| IllegalActionError::new_err(format!("game {i}: {e}")))?;
            }
        }
        let mut out = Step::default();
        for (i, &a) in actions.iter().enumerate() {
            self.step_one(i, a, &mut out)?;
            self.write(i, &mut out)?;
        }
        Ok(out)
    }

    fn step_one(&mut self, i: usize, a: i64, out: &mut Step) -> PyResult<()> {
        let s = &mut self.states[i];
        if let ToAct::Player(_) = self.game.to_act(s) {
            let action = action_of(&self.game, a)?;
            self.game
                .apply_mut(s, action, &mut Discard)
                .map_err(err(IllegalActionError::new_err))?;
            run_chance(&self.game, s, &mut self.dice[i])?;
        }
        if self.game.is_over(&self.states[i]) {
            let outcome = self.game.outcome(&self.states[i]);
            self.rewards(outcome, &mut out.rewards);
            out.dones.push(true);
            self.restart(i)?;
        } else {
            let seats = self.game.seats_in_play().count();
            out.rewards.extend(std::iter::repeat_n(0.0, seats));
            out.dones.push(false);
        }
        Ok(())
    }

    /// A uniformly random legal action per game (0 where none is due).
    fn sample(&mut self) -> Vec<i64> {
        let mut legal = Vec::new();
        let mut out = Vec::with_capacity(self.states.len());
        for s in &self.states {
            self.game.legal_actions(s, &mut legal);
            let choices: Vec<usize> = if let ToAct::Player(_) = self.game.to_act(s) {
                legal
                    .iter()
                    .filter_map(|a| self.game.action_index(a))
                    .collect()
            } else {
                Vec::new()
            };
            let pick = if choices.is_empty() {
                0
            } else {
                choices[self.picker.below(choices.len())]
            };
            out.push(pick as i64);
        }
        out
    }
}

// One value per batch, made once: boxing the large variant buys nothing.
#[allow(clippy::large_enum_variant)]
enum AnySlots {
    Goose(Slots<racegame::goose::GooseGame>),
    Ludo(Slots<racegame::ludo::LudoGame>),
    Ur(Slots<racegame::ur::UrGame>),
}

macro_rules! on_slots {
    ($slots:expr, $s:ident => $body:expr) => {
        match $slots {
            AnySlots::Goose($s) => $body,
            AnySlots::Ludo($s) => $body,
            AnySlots::Ur($s) => $body,
        }
    };
}

type ResetArrays<'py> = (
    Bound<'py, PyArray2<f32>>,
    Bound<'py, PyArray2<bool>>,
    Bound<'py, PyArray1<i64>>,
);

type StepArrays<'py> = (
    Bound<'py, PyArray2<f32>>,
    Bound<'py, PyArray2<bool>>,
    Bound<'py, PyArray2<f32>>,
    Bound<'py, PyArray1<bool>>,
    Bound<'py, PyArray1<i64>>,
);

/// N games of one preset stepped together. Chance is played inside: after
/// `reset` and after every `step`, each game waits for a player's choice
/// (or, in the Goose games, which have none, is over). A game that ends in
/// a step reports `done` and its rewards, and starts again at once (its
/// returned observation is the new game's).
#[pyclass(module = "racegame")]
pub struct BatchEnv {
    slots: AnySlots,
    n: usize,
    seats: usize,
    obs_len: usize,
    actions: usize,
}

#[pymethods]
impl BatchEnv {
    #[new]
    #[pyo3(signature = (preset, num_games, seed = 0, players = None))]
    fn new(preset: &str, num_games: usize, seed: u64, players: Option<usize>) -> PyResult<Self> {
        if num_games == 0 {
            return Err(RaceGameError::new_err("a batch needs at least one game"));
        }
        let game = AnyGame::preset(preset, players)?;
        let (seats, obs_len, actions) = crate::on_game!(&game, g => (g.seats_in_play().count(), g.observation_len(), g.num_actions()));
        let slots = match game {
            AnyGame::Goose(g) => AnySlots::Goose(Slots::new(g, num_games, seed)),
            AnyGame::Ludo(g) => AnySlots::Ludo(Slots::new(g, num_games, seed)),
            AnyGame::Ur(g) => AnySlots::Ur(Slots::new(g, num_games, seed)),
        };
        Ok(BatchEnv {
            slots,
            n: num_games,
            seats,
            obs_len,
            actions,
        })
    }

    #[getter]
    fn num_games(&self) -> usize {
        self.n
    }

    /// Starts every game afresh; returns (obs [N, L] float32 from the view
    /// of the seat to play, mask [N, A] bool, to_play [N] int64, -1 when
    /// nobody chooses).
    fn reset<'py>(&mut self, py: Python<'py>) -> PyResult<ResetArrays<'py>> {
        let step = py.detach(|| on_slots!(&mut self.slots, s => s.reset()))?;
        Ok((
            array2(py, step.obs, self.n, self.obs_len)?,
            array2(py, step.mask, self.n, self.actions)?,
            PyArray1::from_vec(py, step.to_play),
        ))
    }

    /// Plays one action index per game (ignored where nobody chooses);
    /// returns (obs, mask, rewards [N, seats] float32, dones [N] bool,
    /// to_play). An illegal action raises and changes no game.
    fn step<'py>(
        &mut self,
        py: Python<'py>,
        actions: PyReadonlyArray1<'py, i64>,
    ) -> PyResult<StepArrays<'py>> {
        let actions = actions_slice(&actions)?.to_vec();
        let step = py.detach(|| on_slots!(&mut self.slots, s => s.step(&actions)))?;
        Ok((
            array2(py, step.obs, self.n, self.obs_len)?,
            array2(py, step.mask, self.n, self.actions)?,
            array2(py, step.rewards, self.n, self.seats)?,
            PyArray1::from_vec(py, step.dones),
            PyArray1::from_vec(py, step.to_play),
        ))
    }

    /// A uniformly random legal action index per game, from the batch's
    /// own seeded generator.
    fn sample_actions<'py>(&mut self, py: Python<'py>) -> Bound<'py, PyArray1<i64>> {
        let picks = on_slots!(&mut self.slots, s => s.sample());
        PyArray1::from_vec(py, picks)
    }
}
