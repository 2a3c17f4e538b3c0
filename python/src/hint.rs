//! `Bot`: the crate's trained player of a game, its decision in a state
//! and its hint (every choice valued, and the error of a given one), as
//! plain Python data.

use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyInt, PyList};
use racegame::backgammon::bot::{Bot as BgBot, CubeAnalysis, PlayerEvaluator, Probabilities};
use racegame::backgammon::{BackgammonAction, BackgammonGame, BackgammonState, Phase};
use racegame::encode::Encode;
use racegame::learn::NetPolicy;
use racegame::{Dice, RaceGame};

use crate::family::{AnyGame, Each, Engine, Wrap, on_each};
use crate::game::Game;
use crate::opponent::Brain;
use crate::state::{State, Tag};
use crate::{ConfigError, IllegalActionError, InvalidStateError, RaceGameError, err};

/// The crate's trained player of a game: backgammon's (the shipped
/// network in contact, the bear-off databases in races; in three-checker
/// hypergammon the network trained for it, the backgammon network in
/// every other rule set) at the levels
/// ``"beginner"`` (0-ply with noise), ``"intermediate"`` (0-ply),
/// ``"expert"`` (1-ply, the default) and ``"master"`` (2-ply); the Ur
/// network (Finkel's rules) and the Ludo networks (every Ludo preset, 2 to
/// 4 seats) at ``"intermediate"`` (the network's greedy choice) and
/// ``"expert"`` (one throw of look-ahead, the default). The Goose games
/// have no decisions: their bot only throws.
///
/// ``Bot(game, level=None, seed=0)``; ``seed`` seeds its random draws (a
/// beginner's noise), so a bot's choices repeat. The environments take the
/// same players by name: ``opponent="bot"`` or ``"bot:LEVEL"``.
///
/// Raises:
///     ConfigError: an unknown level, or a preset without a trained
///         player (Ur's ``masters`` and ``blitz``).
#[pyclass(module = "racegame")]
pub struct Bot {
    tag: Tag,
    game: AnyGame,
    brain: Brain,
    picker: Dice,
    level: String,
}

/// `s` as a state of `G`, when it is a state of the game `tag`.
fn state_of<'a, G: Engine>(_g: &G, tag: Tag, s: &'a State) -> PyResult<&'a G::State> {
    if s.tag != tag {
        return Err(InvalidStateError::new_err(format!(
            "a state of {} is not a state of this bot's game ({})",
            s.tag.name(),
            tag.name()
        )));
    }
    <G as Wrap>::unwrap(&s.inner)
        .ok_or_else(|| InvalidStateError::new_err("a state of another family"))
}

#[pymethods]
impl Bot {
    #[new]
    #[pyo3(signature = (game, level=None, seed=0))]
    fn new(game: &Game, level: Option<&str>, seed: u64) -> PyResult<Bot> {
        let brain = Brain::bot(game.entry.name, &game.game, level)?;
        Ok(Bot {
            tag: game.tag,
            game: game.game.clone(),
            brain,
            picker: Dice::seeded(seed),
            level: level.unwrap_or("expert").to_owned(),
        })
    }

    /// The level's name.
    #[getter]
    fn level(&self) -> String {
        self.level.clone()
    }

    /// The bot's decision in ``state`` for the seat that decides there: an
    /// action index (a checker move of its chosen play, a cube action, an
    /// Ur, Ludo or Pachisi move; in the Goose games 0, "throw").
    ///
    /// Raises:
    ///     InvalidStateError: a state of another game.
    ///     RaceGameError: no seat decides in ``state``.
    fn action(&mut self, state: &State) -> PyResult<i64> {
        let (tag, brain, picker) = (self.tag, &mut self.brain, &mut self.picker);
        on_each!(&self.game, g => {
            let s = state_of(g, tag, state)?;
            if crate::env::decider(g, s).is_none() {
                return Err(RaceGameError::new_err("no seat decides in this state"));
            }
            Ok(brain.pick(g, s, picker, &mut Vec::new()))
        })
    }

    /// The bot's view of the decision in ``state``, as plain data.
    ///
    /// Backgammon, a checker move awaited: ``{"kind": "play", "plays":
    /// [...]}``, every play of the roll best first, each ``{"play":
    /// "8/5 6/5", "actions": [...], "equity", "error", "ply", "win",
    /// "win_gammon", "win_backgammon", "lose_gammon",
    /// "lose_backgammon"}`` (cubeless, for the side to play; ``error``:
    /// the equity given up against the best). A cube decision: ``{"kind":
    /// "cube", "no_double", "double_take", "double_pass", "double",
    /// "take", "beaver", "beavers", "match_play", "best", and the five
    /// chances}`` (cubeful money equities per unit of the cube, or
    /// match-winning chances in match play). Ur, Ludo and Pachisi: ``{"kind":
    /// "move", "plies", "moves": [...]}``, every legal action best first,
    /// each ``{"action", "name", "value", "error"}`` (``value``: the
    /// chance of winning the player gives it; in Pachisi, its side's).
    ///
    /// ``choice`` (a play as players write it, an action name or index)
    /// adds ``"choice": {"choice": str, "error": float}``.
    ///
    /// Raises:
    ///     InvalidStateError: a state of another game.
    ///     RaceGameError: no decision in ``state``.
    ///     IllegalActionError: ``choice`` is not a legal choice there.
    ///     ConfigError: the Goose games (no decisions to hint).
    #[pyo3(signature = (state, choice=None))]
    fn hint<'py>(
        &mut self,
        py: Python<'py>,
        state: &State,
        choice: Option<&Bound<'py, PyAny>>,
    ) -> PyResult<Bound<'py, PyDict>> {
        let out = PyDict::new(py);
        match (&self.game, &mut self.brain) {
            (Each::Backgammon(g), Brain::Backgammon(bot)) => {
                let s = state_of(g, self.tag, state)?;
                bg_hint(&out, g, bot, s, choice)?;
            }
            (Each::Ur(g), Brain::Ur(p)) => {
                let s = state_of(g, self.tag, state)?;
                net_hint(&out, g, p.as_mut(), s, choice)?;
            }
            (Each::Ludo(g), Brain::Ludo(p)) => {
                let s = state_of(g, self.tag, state)?;
                net_hint(&out, g, p.as_mut(), s, choice)?;
            }
            (Each::Pachisi(g), Brain::Pachisi(p)) => {
                let s = state_of(g, self.tag, state)?;
                net_hint(&out, g, p.as_mut(), s, choice)?;
            }
            _ => {
                return Err(ConfigError::new_err(
                    "the Goose games have no decisions to hint",
                ));
            }
        }
        Ok(out)
    }

    fn __repr__(&self) -> String {
        format!("Bot({:?}, level={:?})", self.tag.name(), self.level)
    }
}

/// The five cubeless chances into `d`.
fn chances(d: &Bound<'_, PyDict>, p: Probabilities) -> PyResult<()> {
    d.set_item("win", p.win)?;
    d.set_item("win_gammon", p.win_gammon)?;
    d.set_item("win_backgammon", p.win_backgammon)?;
    d.set_item("lose_gammon", p.lose_gammon)?;
    d.set_item("lose_backgammon", p.lose_backgammon)
}

/// The action `choice` names (an index or a name) in `g`.
fn chosen<G: Engine>(g: &G, choice: &Bound<'_, PyAny>) -> PyResult<G::Action> {
    let index = match choice.extract::<i64>() {
        Ok(i) => usize::try_from(i).ok(),
        // An integer too large for 64 bits: outside the space.
        Err(_) if choice.is_instance_of::<PyInt>() => None,
        Err(_) => {
            let name: String = choice
                .extract()
                .map_err(|_| PyTypeError::new_err("a choice is an action index or a name"))?;
            Some(crate::bg::index_of_name(g, &name)?)
        }
    };
    index
        .and_then(|i| g.action_at(i))
        .ok_or_else(|| IllegalActionError::new_err("that action index is outside the action space"))
}

/// A backgammon hint: the plays of a roll, or the cube.
fn bg_hint(
    out: &Bound<'_, PyDict>,
    g: &BackgammonGame,
    bot: &BgBot<&'static PlayerEvaluator>,
    s: &BackgammonState,
    choice: Option<&Bound<'_, PyAny>>,
) -> PyResult<()> {
    if matches!(s.phase(), Phase::AwaitingCube | Phase::Doubled) {
        let a = bot
            .analyze_cube(g, s)
            .map_err(err(RaceGameError::new_err))?;
        let action = choice.map(|c| chosen(g, c)).transpose()?;
        if let Some(action) = action {
            let mut legal = Vec::new();
            g.legal_actions(s, &mut legal);
            if !legal.contains(&action) {
                return Err(IllegalActionError::new_err(format!(
                    "{action} is not legal here"
                )));
            }
        }
        return cube_hint(out, s, &a, action);
    }
    let ranked = bot
        .analyze_plays(g, s)
        .map_err(err(RaceGameError::new_err))?;
    let py = out.py();
    let plays = PyList::empty(py);
    for r in &ranked {
        let d = PyDict::new(py);
        d.set_item("play", r.play.to_string())?;
        let actions: Vec<usize> = r
            .play
            .actions()
            .filter_map(|a| g.action_index(&a))
            .collect();
        d.set_item("actions", actions)?;
        d.set_item("equity", r.equity)?;
        d.set_item("error", r.error)?;
        d.set_item("ply", r.ply)?;
        chances(&d, r.chances)?;
        plays.append(d)?;
    }
    out.set_item("kind", "play")?;
    out.set_item("plays", plays)?;
    if let Some(c) = choice {
        let text: String = c
            .extract()
            .map_err(|_| PyTypeError::new_err("a backgammon play is given as text, \"8/5 6/5\""))?;
        let play = g
            .parse_play(s, &text)
            .map_err(err(IllegalActionError::new_err))?;
        let r = ranked
            .iter()
            .find(|r| r.play.state() == play.state())
            .ok_or_else(|| IllegalActionError::new_err("that play is not one of this roll's"))?;
        let d = PyDict::new(py);
        d.set_item("choice", r.play.to_string())?;
        d.set_item("error", r.error)?;
        out.set_item("choice", d)?;
    }
    Ok(())
}

/// A backgammon cube hint.
fn cube_hint(
    out: &Bound<'_, PyDict>,
    s: &BackgammonState,
    a: &CubeAnalysis,
    choice: Option<BackgammonAction>,
) -> PyResult<()> {
    out.set_item("kind", "cube")?;
    chances(out, a.chances)?;
    out.set_item("no_double", a.no_double)?;
    out.set_item("double_take", a.double_take)?;
    out.set_item("double_pass", a.double_pass)?;
    out.set_item("double", a.double)?;
    out.set_item("take", a.take)?;
    out.set_item("beaver", a.beaver)?;
    out.set_item("beavers", a.beavers)?;
    out.set_item("match_play", a.match_play)?;
    let best = match s.phase() {
        Phase::AwaitingCube if a.double => "double",
        Phase::AwaitingCube => "roll",
        _ if a.beaver && a.beavers => "beaver",
        _ if a.take => "take",
        _ => "pass",
    };
    out.set_item("best", best)?;
    if let Some(action) = choice {
        let error = a.error(action).map_err(err(IllegalActionError::new_err))?;
        let d = PyDict::new(out.py());
        d.set_item("choice", action.to_string())?;
        d.set_item("error", error)?;
        out.set_item("choice", d)?;
    }
    Ok(())
}

/// An Ur or Ludo hint: every legal action valued by the player.
fn net_hint<G, T>(
    out: &Bound<'_, PyDict>,
    g: &G,
    policy: &mut NetPolicy<T>,
    s: &G::State,
    choice: Option<&Bound<'_, PyAny>>,
) -> PyResult<()>
where
    G: Engine,
    T: racegame::learn::Task<G>,
{
    if !matches!(g.to_act(s), racegame::ToAct::Player(_)) {
        return Err(RaceGameError::new_err("no seat decides in this state"));
    }
    let mut legal = Vec::new();
    g.legal_actions(s, &mut legal);
    legal.retain(|a| g.action_index(a).is_some());
    let mut values = Vec::new();
    policy.action_values(g, s, &legal, &mut values);
    let best = values.iter().copied().fold(f32::NEG_INFINITY, f32::max);
    let mut order: Vec<usize> = (0..legal.len()).collect();
    order.sort_by(|&a, &b| values[b].total_cmp(&values[a]));
    let py = out.py();
    let moves = PyList::empty(py);
    for &i in &order {
        let d = PyDict::new(py);
        d.set_item("action", g.action_index(&legal[i]))?;
        d.set_item("name", legal[i].to_string())?;
        d.set_item("value", values[i])?;
        d.set_item("error", best - values[i])?;
        moves.append(d)?;
    }
    out.set_item("kind", "move")?;
    out.set_item("plies", policy.plies())?;
    out.set_item("moves", moves)?;
    if let Some(c) = choice {
        let action = chosen(g, c)?;
        let i = legal
            .iter()
            .position(|a| *a == action)
            .ok_or_else(|| IllegalActionError::new_err(format!("{action} is not legal here")))?;
        let d = PyDict::new(py);
        d.set_item("choice", action.to_string())?;
        d.set_item("error", best - values[i])?;
        out.set_item("choice", d)?;
    }
    Ok(())
}
