//! Python bindings of `racegame`: the module `racegame._racegame`, wrapped
//! by the `racegame` package.

use std::fmt::{Debug, Display};

use numpy::{PyArray1, PyArray2, PyArrayMethods, PyReadonlyArray1};
use pyo3::create_exception;
use pyo3::exceptions::PyException;
use pyo3::prelude::*;
use racegame::encode::Encode;
use racegame::goose::{GooseGame, GooseState};
use racegame::ludo::{LudoGame, LudoState};
use racegame::play::RandomPolicy;
use racegame::simulate::{Simulation, Summary, game_dice, simulate, simulate_range};
use racegame::ur::{UrGame, UrState};
use racegame::{Dice, Discard, Outcome, RaceGame, Seat, ToAct};
use serde::Serialize;
use serde::de::DeserializeOwned;

mod batch;

create_exception!(
    racegame,
    RaceGameError,
    PyException,
    "Base of every error racegame raises; the message is the engine's."
);
create_exception!(
    racegame,
    IllegalActionError,
    RaceGameError,
    "The engine refused an action (the state is unchanged)."
);
create_exception!(
    racegame,
    InvalidStateError,
    RaceGameError,
    "A state (or its JSON) is not a valid position of this game."
);
create_exception!(
    racegame,
    ConfigError,
    RaceGameError,
    "An unknown preset or a seat count the preset does not allow."
);

/// Every preset: (name, family).
const PRESETS: [(&str, &str); 12] = [
    ("railway", "goose"),
    ("vermifuge_lune", "goose"),
    ("classic_goose", "goose"),
    ("snakes_and_ladders", "goose"),
    ("ludo", "ludo"),
    ("ludo_king", "ludo"),
    ("mensch", "ludo"),
    ("parchis", "ludo"),
    ("parchis_two_dice", "ludo"),
    ("finkel", "ur"),
    ("masters", "ur"),
    ("blitz", "ur"),
];

/// A state of any engine.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum AnyState {
    Goose(GooseState),
    Ludo(LudoState),
    Ur(UrState),
}

/// An engine the bindings drive: its encoding, and its state in and out of
/// [`AnyState`].
pub(crate) trait Engine:
    Encode<
        State: Copy + Serialize + DeserializeOwned + Send + Sync + Debug,
        Action: Serialize + DeserializeOwned + Debug + Send + Sync,
        Error: Display,
        StateError: Display,
    > + Sync
    + Send
{
    fn wrap(state: Self::State) -> AnyState;
    fn unwrap(state: &AnyState) -> Option<&Self::State>;
}

impl Engine for GooseGame {
    fn wrap(state: GooseState) -> AnyState {
        AnyState::Goose(state)
    }
    fn unwrap(state: &AnyState) -> Option<&GooseState> {
        match state {
            AnyState::Goose(s) => Some(s),
            _ => None,
        }
    }
}

impl Engine for LudoGame {
    fn wrap(state: LudoState) -> AnyState {
        AnyState::Ludo(state)
    }
    fn unwrap(state: &AnyState) -> Option<&LudoState> {
        match state {
            AnyState::Ludo(s) => Some(s),
            _ => None,
        }
    }
}

impl Engine for UrGame {
    fn wrap(state: UrState) -> AnyState {
        AnyState::Ur(state)
    }
    fn unwrap(state: &AnyState) -> Option<&UrState> {
        match state {
            AnyState::Ur(s) => Some(s),
            _ => None,
        }
    }
}

/// A game of any engine.
// One value per Python game: boxing the large variant buys nothing.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug)]
pub(crate) enum AnyGame {
    Goose(GooseGame),
    Ludo(LudoGame),
    Ur(UrGame),
}

/// Runs `$body` with `$g` bound to the engine inside an [`AnyGame`].
macro_rules! on_game {
    ($game:expr, $g:ident => $body:expr) => {
        match $game {
            $crate::AnyGame::Goose($g) => $body,
            $crate::AnyGame::Ludo($g) => $body,
            $crate::AnyGame::Ur($g) => $body,
        }
    };
}
pub(crate) use on_game;

pub(crate) fn err<E: Display>(kind: fn(String) -> PyErr) -> impl Fn(E) -> PyErr {
    move |e| kind(e.to_string())
}

fn config(e: impl Display) -> PyErr {
    ConfigError::new_err(e.to_string())
}

impl AnyGame {
    pub(crate) fn preset(name: &str, players: Option<usize>) -> PyResult<AnyGame> {
        let n = players.unwrap_or(2);
        Ok(match name {
            "railway" => AnyGame::Goose(GooseGame::railway(n).map_err(config)?),
            "vermifuge_lune" => AnyGame::Goose(GooseGame::vermifuge_lune(n).map_err(config)?),
            "classic_goose" => AnyGame::Goose(GooseGame::classic_goose(n).map_err(config)?),
            "snakes_and_ladders" => {
                AnyGame::Goose(GooseGame::snakes_and_ladders(n).map_err(config)?)
            }
            "ludo" => AnyGame::Ludo(LudoGame::ludo(n).map_err(config)?),
            "ludo_king" => AnyGame::Ludo(LudoGame::ludo_king(n).map_err(config)?),
            "mensch" => AnyGame::Ludo(LudoGame::mensch(n).map_err(config)?),
            "parchis" => AnyGame::Ludo(LudoGame::parchis(n).map_err(config)?),
            "parchis_two_dice" => AnyGame::Ludo(LudoGame::parchis_two_dice(n).map_err(config)?),
            "finkel" | "masters" | "blitz" if n != 2 => {
                return Err(config(format!(
                    "the Royal Game of Ur has 2 players, not {n}"
                )));
            }
            "finkel" => AnyGame::Ur(UrGame::finkel()),
            "masters" => AnyGame::Ur(UrGame::masters()),
            "blitz" => AnyGame::Ur(UrGame::blitz()),
            _ => {
                let names: Vec<&str> = PRESETS.iter().map(|p| p.0).collect();
                return Err(config(format!(
                    "unknown preset {name:?}; the presets are {}",
                    names.join(", ")
                )));
            }
        })
    }
}

/// The state of `g` inside `s`, or an error naming the mismatch.
pub(crate) fn state_of<G: Engine>(s: &AnyState) -> PyResult<&G::State> {
    G::unwrap(s).ok_or_else(|| InvalidStateError::new_err("a state of another game's family"))
}

/// The action at `index` in `g`'s action space.
pub(crate) fn action_of<G: Engine>(g: &G, index: i64) -> PyResult<G::Action> {
    usize::try_from(index)
        .ok()
        .and_then(|i| g.action_at(i))
        .ok_or_else(|| {
            IllegalActionError::new_err(format!(
                "action index {index} is outside the action space 0..{}",
                g.num_actions()
            ))
        })
}

/// Who acts: ("player" | "chance" | "over", seat or None).
pub(crate) fn to_act_tuple(t: ToAct) -> (&'static str, Option<u8>) {
    match t {
        ToAct::Player(s) => ("player", Some(s.0)),
        ToAct::Chance(s) => ("chance", Some(s.0)),
        ToAct::Nobody => ("over", None),
    }
}

/// Applies chance throws from `dice` until a player must choose or the
/// game is over.
pub(crate) fn run_chance<G: Engine>(g: &G, s: &mut G::State, dice: &mut Dice) -> PyResult<()> {
    while let ToAct::Chance(_) = g.to_act(s) {
        let Some(throw) = dice.throw_for(g, s) else {
            return Err(RaceGameError::new_err("chance to act with no outcome"));
        };
        g.apply_mut(s, throw, &mut Discard)
            .map_err(err(IllegalActionError::new_err))?;
    }
    Ok(())
}

/// The outcome as (kind, seats): ("winner", [w]), ("ranking", [...]),
/// ("blocked", []), ("truncated", []), or None while the game goes on.
fn outcome_tuple(o: Option<Outcome>) -> Option<(&'static str, Vec<u32>)> {
    Some(match o? {
        Outcome::Winner(s) => ("winner", vec![u32::from(s.0)]),
        Outcome::Ranking(r) => (
            "ranking",
            r.as_slice().iter().map(|s| u32::from(s.0)).collect(),
        ),
        Outcome::Blocked => ("blocked", vec![]),
        Outcome::Truncated => ("truncated", vec![]),
        _ => ("unknown", vec![]),
    })
}

/// A position of a game: immutable, hashable, comparable.
#[pyclass(frozen, eq, hash, module = "racegame")]
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct State {
    pub(crate) inner: AnyState,
}

#[pymethods]
impl State {
    fn __repr__(&self) -> String {
        format!("State({})", self.notation())
    }
    fn __str__(&self) -> String {
        self.notation()
    }
    /// The state as JSON (the engine's serde form).
    fn to_json(&self) -> PyResult<String> {
        let r = match &self.inner {
            AnyState::Goose(s) => serde_json::to_string(s),
            AnyState::Ludo(s) => serde_json::to_string(s),
            AnyState::Ur(s) => serde_json::to_string(s),
        };
        r.map_err(err(RaceGameError::new_err))
    }
}

impl State {
    fn notation(&self) -> String {
        match &self.inner {
            AnyState::Goose(s) => s.to_string(),
            AnyState::Ludo(s) => s.to_string(),
            AnyState::Ur(s) => serde_json::to_string(s).unwrap_or_default(),
        }
    }
}

/// Seeded dice (ChaCha8): the same seed throws the same sequence.
#[pyclass(name = "Dice", module = "racegame")]
pub struct PyDice {
    pub(crate) dice: Dice,
}

#[pymethods]
impl PyDice {
    #[new]
    fn new(seed: u64) -> Self {
        PyDice {
            dice: Dice::seeded(seed),
        }
    }
    /// The dice as JSON (key, stream and position), to save and resume.
    fn to_json(&self) -> PyResult<String> {
        serde_json::to_string(&self.dice).map_err(err(RaceGameError::new_err))
    }
    /// Dice saved by `to_json`.
    #[staticmethod]
    fn from_json(text: &str) -> PyResult<PyDice> {
        let dice = serde_json::from_str(text).map_err(err(RaceGameError::new_err))?;
        Ok(PyDice { dice })
    }
}

/// A game: one preset with its players.
#[pyclass(frozen, module = "racegame")]
pub struct Game {
    pub(crate) game: AnyGame,
    name: String,
    players: usize,
}

#[pymethods]
impl Game {
    #[new]
    #[pyo3(signature = (preset, players = None))]
    fn new(preset: &str, players: Option<usize>) -> PyResult<Self> {
        let game = AnyGame::preset(preset, players)?;
        Ok(Game {
            game,
            name: preset.to_owned(),
            players: players.unwrap_or(2),
        })
    }

    /// Every preset's name and family ("goose", "ludo", "ur").
    #[staticmethod]
    fn presets() -> Vec<(&'static str, &'static str)> {
        PRESETS.to_vec()
    }

    #[getter]
    fn preset(&self) -> &str {
        &self.name
    }
    #[getter]
    fn players(&self) -> usize {
        self.players
    }
    #[getter]
    fn family(&self) -> &'static str {
        match self.game {
            AnyGame::Goose(_) => "goose",
            AnyGame::Ludo(_) => "ludo",
            AnyGame::Ur(_) => "ur",
        }
    }
    /// The seats that play, in turn order.
    #[getter]
    fn seats(&self) -> Vec<u32> {
        on_game!(&self.game, g => g.seats_in_play().map(|s| u32::from(s.0)).collect())
    }
    #[getter]
    fn num_actions(&self) -> usize {
        on_game!(&self.game, g => g.num_actions())
    }
    #[getter]
    fn observation_len(&self) -> usize {
        on_game!(&self.game, g => g.observation_len())
    }

    fn initial_state(&self) -> State {
        on_game!(&self.game, g => wrap_g(g, g.initial_state()))
    }

    /// ("player" | "chance" | "over", seat or None).
    fn to_act(&self, state: &State) -> PyResult<(&'static str, Option<u8>)> {
        on_game!(&self.game, g => Ok(to_act_tuple(g.to_act(state_of_g(g, state)?))))
    }

    fn is_over(&self, state: &State) -> PyResult<bool> {
        on_game!(&self.game, g => Ok(g.is_over(state_of_g(g, state)?)))
    }

    /// The outcome as (kind, seats), or None while the game goes on.
    fn outcome(&self, state: &State) -> PyResult<Option<(&'static str, Vec<u32>)>> {
        on_game!(&self.game, g => Ok(outcome_tuple(g.outcome(state_of_g(g, state)?))))
    }

    /// Indexes of the legal player actions (empty while chance acts).
    fn legal_actions(&self, state: &State) -> PyResult<Vec<usize>> {
        on_game!(&self.game, g => {
            let mut mask = vec![false; g.num_actions()];
            g.legal_mask(state_of_g(g, state)?, &mut mask).map_err(err(RaceGameError::new_err))?;
            Ok(mask.iter().enumerate().filter(|p| *p.1).map(|p| p.0).collect())
        })
    }

    /// The legal-action mask, a bool array of `num_actions`.
    fn legal_mask<'py>(
        &self,
        py: Python<'py>,
        state: &State,
    ) -> PyResult<Bound<'py, PyArray1<bool>>> {
        on_game!(&self.game, g => {
            let mut mask = vec![false; g.num_actions()];
            g.legal_mask(state_of_g(g, state)?, &mut mask).map_err(err(RaceGameError::new_err))?;
            Ok(PyArray1::from_vec(py, mask))
        })
    }

    /// The observation from `seat`'s point of view, a float32 array.
    fn observe<'py>(
        &self,
        py: Python<'py>,
        state: &State,
        seat: u8,
    ) -> PyResult<Bound<'py, PyArray1<f32>>> {
        on_game!(&self.game, g => {
            let obs = g.observation(state_of_g(g, state)?, Seat(seat)).map_err(err(RaceGameError::new_err))?;
            Ok(PyArray1::from_vec(py, obs))
        })
    }

    /// The action at `index`, as text.
    fn action_name(&self, index: i64) -> PyResult<String> {
        on_game!(&self.game, g => {
            let a = action_of(g, index)?;
            Ok(serde_json::to_string(&a).unwrap_or_else(|_| format!("{a:?}")))
        })
    }

    /// The state after the player action `index`.
    fn apply(&self, state: &State, action: i64) -> PyResult<State> {
        on_game!(&self.game, g => {
            let a = action_of(g, action)?;
            let mut s = *state_of_g(g, state)?;
            g.apply_mut(&mut s, a, &mut Discard).map_err(err(IllegalActionError::new_err))?;
            Ok(wrap_g(g, s))
        })
    }

    /// The state after `seat` sent the player action `index`: refused when
    /// it is not that seat's turn.
    fn apply_as(&self, state: &State, seat: u8, action: i64) -> PyResult<State> {
        on_game!(&self.game, g => {
            let a = action_of(g, action)?;
            let (s, _) = g.apply_as(state_of_g(g, state)?, Seat(seat), a).map_err(err(IllegalActionError::new_err))?;
            Ok(wrap_g(g, s))
        })
    }

    /// The state after any action given as JSON (throws included), e.g.
    /// `{"throw": [6]}` in Ludo.
    fn apply_json(&self, state: &State, action: &str) -> PyResult<State> {
        on_game!(&self.game, g => {
            let a = serde_json::from_str(action).map_err(err(IllegalActionError::new_err))?;
            let mut s = *state_of_g(g, state)?;
            g.apply_mut(&mut s, a, &mut Discard).map_err(err(IllegalActionError::new_err))?;
            Ok(wrap_g(g, s))
        })
    }

    /// The state after one throw of `dice` (refused unless chance acts).
    fn throw(&self, state: &State, dice: &mut PyDice) -> PyResult<State> {
        on_game!(&self.game, g => {
            let mut s = *state_of_g(g, state)?;
            let Some(a) = dice.dice.throw_for(g, &s) else {
                return Err(IllegalActionError::new_err("no throw is due: a player must choose, or the game is over"));
            };
            g.apply_mut(&mut s, a, &mut Discard).map_err(err(IllegalActionError::new_err))?;
            Ok(wrap_g(g, s))
        })
    }

    /// The state after throws of `dice` until a player must choose or the
    /// game is over.
    fn run_chance(&self, state: &State, dice: &mut PyDice) -> PyResult<State> {
        on_game!(&self.game, g => {
            let mut s = *state_of_g(g, state)?;
            run_chance(g, &mut s, &mut dice.dice)?;
            Ok(wrap_g(g, s))
        })
    }

    /// A state from its JSON, checked against this game.
    fn state_from_json(&self, text: &str) -> PyResult<State> {
        on_game!(&self.game, g => {
            let s = parse_state(g, text)?;
            Ok(wrap_g(g, s))
        })
    }

    /// Plays `games` random games (dice and choices seeded from `seed`,
    /// game by game) on `threads` threads (all cores when None), without
    /// the GIL; returns the summary as JSON.
    #[pyo3(signature = (games, seed, threads = None))]
    fn simulate(
        &self,
        py: Python<'_>,
        games: u64,
        seed: u64,
        threads: Option<usize>,
    ) -> PyResult<String> {
        let mut run = Simulation::new(games, seed);
        if let Some(t) = threads {
            run = run.with_threads(t);
        }
        let summary = py.detach(|| on_game!(&self.game, g => simulate(g, &RandomPolicy, &run)));
        serde_json::to_string(&summary).map_err(err(RaceGameError::new_err))
    }

    /// Plays the games `start..end` of the run of `seed` (the same games a
    /// whole `simulate` of that seed plays at those indexes), without the
    /// GIL; returns their summary as JSON.
    fn simulate_range(&self, py: Python<'_>, seed: u64, start: u64, end: u64) -> PyResult<String> {
        let run = Simulation::new(end, seed);
        let summary = py.detach(
            || on_game!(&self.game, g => simulate_range(g, &RandomPolicy, &run, start..end)),
        );
        serde_json::to_string(&summary).map_err(err(RaceGameError::new_err))
    }

    fn __repr__(&self) -> String {
        format!("Game({:?}, players={})", self.name, self.players)
    }
}

/// A Python state of `g`'s state.
fn wrap_g<G: Engine>(_g: &G, s: G::State) -> State {
    State { inner: G::wrap(s) }
}

/// The state of `g` inside a Python state.
fn state_of_g<'a, G: Engine>(_g: &G, s: &'a State) -> PyResult<&'a G::State> {
    state_of::<G>(&s.inner)
}

fn parse_state<G: Engine>(g: &G, text: &str) -> PyResult<G::State> {
    let s: G::State = serde_json::from_str(text).map_err(err(InvalidStateError::new_err))?;
    g.validate(&s).map_err(err(InvalidStateError::new_err))?;
    Ok(s)
}

/// Merges summaries (JSON, as `simulate` returns them) into one, exactly.
#[pyfunction]
fn merge_summaries(summaries: Vec<String>) -> PyResult<String> {
    let mut total = Summary::default();
    for text in summaries {
        let s: Summary = serde_json::from_str(&text).map_err(err(RaceGameError::new_err))?;
        total.merge(&s);
    }
    serde_json::to_string(&total).map_err(err(RaceGameError::new_err))
}

/// The dice `simulate` throws in game `index` of the run of `seed`.
#[pyfunction]
fn simulation_dice(seed: u64, index: u64) -> PyDice {
    PyDice {
        dice: game_dice(seed, index),
    }
}

/// A 2-D array of `rows` rows from a flat vector.
pub(crate) fn array2<'py, T: numpy::Element>(
    py: Python<'py>,
    data: Vec<T>,
    rows: usize,
    cols: usize,
) -> PyResult<Bound<'py, PyArray2<T>>> {
    PyArray1::from_vec(py, data).reshape([rows, cols])
}

/// A contiguous slice of an array of actions.
pub(crate) fn actions_slice<'a>(a: &'a PyReadonlyArray1<'_, i64>) -> PyResult<&'a [i64]> {
    a.as_slice().map_err(err(RaceGameError::new_err))
}

#[pymodule]
fn _racegame(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add_class::<Game>()?;
    m.add_class::<State>()?;
    m.add_class::<PyDice>()?;
    m.add_class::<batch::BatchEnv>()?;
    m.add_function(wrap_pyfunction!(merge_summaries, m)?)?;
    m.add_function(wrap_pyfunction!(simulation_dice, m)?)?;
    m.add("RaceGameError", py.get_type::<RaceGameError>())?;
    m.add("IllegalActionError", py.get_type::<IllegalActionError>())?;
    m.add("InvalidStateError", py.get_type::<InvalidStateError>())?;
    m.add("ConfigError", py.get_type::<ConfigError>())?;
    Ok(())
}
