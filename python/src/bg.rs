//! The backgammon tools on `Game`: actions in the notation, whole plays
//! (`plays`, `parse_play`) as [`Play`], GNU Backgammon's Position and Match
//! IDs, and the text board.

use pyo3::prelude::*;
use racegame::Seat;
use racegame::backgammon::{self as bg, BackgammonGame};
use racegame::encode::Encode;

use crate::family::{Each, Engine};
use crate::game::Game;
use crate::state::State;
use crate::{ConfigError, IllegalActionError, InvalidStateError, RaceGameError, err};

/// The index of the action `name` in `g`'s notation.
///
/// # Errors
///
/// `IllegalActionError` for a name not in the notation, or one without an
/// index (a throw).
pub(crate) fn index_of_name<G: Engine>(g: &G, name: &str) -> PyResult<usize> {
    let action: G::Action = name
        .parse()
        .map_err(|e| IllegalActionError::new_err(format!("{:?} is no action: {e}", shown(name))))?;
    g.action_index(&action).ok_or_else(|| {
        IllegalActionError::new_err(format!(
            "{:?} has no action index: throws are played by throw, run_chance or apply_json",
            shown(name)
        ))
    })
}

/// At most the first 32 characters of `text`, for a message (a long text
/// is cut, `...` marking the cut).
fn shown(text: &str) -> String {
    let mut out: String = text.chars().take(32).collect();
    if out.len() < text.len() {
        out.push_str("...");
    }
    out
}

/// The backgammon engine of `game`, or a `ConfigError` naming `what`.
fn engine<'a>(game: &'a Game, what: &str) -> PyResult<&'a BackgammonGame> {
    match &game.game {
        Each::Backgammon(g) => Ok(g),
        _ => Err(ConfigError::new_err(format!(
            "{what} are for the backgammon family, not {} ({})",
            game.entry.name, game.entry.family
        ))),
    }
}

/// A whole turn of backgammon: its checker moves in order and the state
/// after them. ``str(play)`` is the play as players write it (``"24/18*
/// 13/11"``, ``"8/5(2) 6/5(2)"``, ``"6/off"``); plays compare equal when
/// their moves and end are the same.
#[pyclass(frozen, eq, hash, module = "racegame")]
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Play {
    text: String,
    actions: Vec<usize>,
    moves: Vec<String>,
    steps: Vec<(u8, u8, u8, bool)>,
    state: State,
}

#[pymethods]
impl Play {
    /// The action indexes of the moves, in the order played: applying
    /// them in turn to the state the play was found in reaches ``state``.
    #[getter]
    fn actions(&self) -> Vec<usize> {
        self.actions.clone()
    }

    /// Each move's name, as ``Game.action_name`` writes it (``"24/18"``).
    #[getter]
    fn moves(&self) -> Vec<String> {
        self.moves.clone()
    }

    /// Each move as ``(from, to, die, hit)`` by the mover's point numbers
    /// (``from`` 25: the bar; ``to`` 0: borne off; ``hit``: it hit, or in
    /// Plakoto pinned, a single checker).
    #[getter]
    fn steps(&self) -> Vec<(u8, u8, u8, bool)> {
        self.steps.clone()
    }

    /// The state after the play: the other side to throw, or the game over.
    #[getter]
    fn state(&self) -> State {
        self.state.clone()
    }

    fn __str__(&self) -> String {
        self.text.clone()
    }

    fn __repr__(&self) -> String {
        format!("Play('{}')", self.text)
    }

    fn __len__(&self) -> usize {
        self.actions.len()
    }
}

impl Play {
    /// The Python play of the engine's `p`, a play of `game`.
    fn of(game: &Game, g: &BackgammonGame, p: &bg::Play) -> PyResult<Play> {
        let index = |a: bg::BackgammonAction| {
            g.action_index(&a)
                .ok_or_else(|| RaceGameError::new_err(format!("the move {a} has no index")))
        };
        Ok(Play {
            text: p.to_string(),
            actions: p.actions().map(index).collect::<PyResult<_>>()?,
            moves: p.actions().map(|a| a.to_string()).collect(),
            steps: p
                .steps()
                .iter()
                .map(|s| (s.from, s.to, s.die, s.hit))
                .collect(),
            state: game.wrap(g, *p.state()),
        })
    }
}

/// `Game.plays`.
pub(crate) fn plays(game: &Game, state: &State) -> PyResult<Vec<Play>> {
    let g = engine(game, "plays")?;
    let s = game.state_of(g, state)?;
    g.plays(s).iter().map(|p| Play::of(game, g, p)).collect()
}

/// `Game.parse_play`.
pub(crate) fn parse_play(game: &Game, state: &State, text: &str) -> PyResult<Play> {
    let g = engine(game, "plays")?;
    let s = game.state_of(g, state)?;
    let p = g
        .parse_play(s, text)
        .map_err(err(IllegalActionError::new_err))?;
    Play::of(game, g, &p)
}

/// `Game.position_id`.
pub(crate) fn position_id(game: &Game, state: &State) -> PyResult<String> {
    let g = engine(game, "Position IDs")?;
    Ok(game.state_of(g, state)?.position_id().as_str().to_owned())
}

/// `Game.match_id`.
pub(crate) fn match_id(game: &Game, state: &State) -> PyResult<String> {
    let g = engine(game, "Match IDs")?;
    let id = g
        .match_id(game.state_of(g, state)?)
        .map_err(err(RaceGameError::new_err))?;
    Ok(id.to_string())
}

/// `Game.gnubg_ids`.
pub(crate) fn gnubg_ids(game: &Game, state: &State) -> PyResult<(String, String)> {
    let g = engine(game, "GNU Backgammon IDs")?;
    let (position, id) = g
        .gnubg_ids(game.state_of(g, state)?)
        .map_err(err(RaceGameError::new_err))?;
    Ok((position.as_str().to_owned(), id.to_string()))
}

/// `Game.state_from_gnubg`.
pub(crate) fn state_from_gnubg(game: &Game, position_id: &str, match_id: &str) -> PyResult<State> {
    let g = engine(game, "GNU Backgammon IDs")?;
    let s = g
        .state_from_gnubg(position_id, match_id)
        .map_err(err(InvalidStateError::new_err))?;
    Ok(game.wrap(g, s))
}

/// `Game.state_from_position_id`.
pub(crate) fn state_from_position_id(
    game: &Game,
    position_id: &str,
    on_roll: Seat,
) -> PyResult<State> {
    let g = engine(game, "Position IDs")?;
    playing(on_roll)?;
    let s = g
        .position_from_id(position_id, on_roll)
        .map_err(err(InvalidStateError::new_err))?;
    Ok(game.wrap(g, s))
}

/// `Game.diagram`.
pub(crate) fn diagram(game: &Game, state: &State) -> PyResult<String> {
    let g = engine(game, "diagrams")?;
    Ok(game.state_of(g, state)?.diagram(g).to_string())
}

/// `Game.pip_count`.
pub(crate) fn pip_count(game: &Game, state: &State, seat: Seat) -> PyResult<u32> {
    let g = engine(game, "pip counts")?;
    let s = game.state_of(g, state)?;
    playing(seat)?;
    Ok(s.pip_count(seat))
}

/// `seat` if it plays backgammon (0 or 1), or a `RaceGameError`.
fn playing(seat: Seat) -> PyResult<Seat> {
    if seat.0 > 1 {
        return Err(RaceGameError::new_err(format!(
            "seat {} does not play in this game (seats 0 and 1)",
            seat.0
        )));
    }
    Ok(seat)
}
