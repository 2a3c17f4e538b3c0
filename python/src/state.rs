//! `State` (a position, tagged with its game) and `Dice`: values that
//! compare, copy and pickle.

use pyo3::prelude::*;
use pyo3::types::PyTuple;
use racegame::Dice;
use racegame::simulate::game_dice;

use crate::family::{AnyState, Wrap, on_each, preset_at};
use crate::game::Game;
use crate::scoring::Scoring;
use crate::{RaceGameError, err};

/// Which game a state belongs to: its preset (index in the registry), seat
/// count, scoring, match length and cube cap.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Tag {
    pub(crate) preset: u8,
    pub(crate) players: u8,
    pub(crate) scoring: Scoring,
    /// The length of the match a state is a whole match of (backgammon),
    /// or `None` for one game a state.
    pub(crate) match_length: Option<u16>,
    /// The cap on the doubling cube, in doublings (backgammon with the
    /// cube), or `None` for the rules' own.
    pub(crate) max_doublings: Option<u8>,
    /// Whether a side may offer to resign (backgammon).
    pub(crate) resignations: bool,
}

impl Tag {
    /// The preset's name.
    pub(crate) fn name(self) -> &'static str {
        preset_at(self.preset).name
    }
}

impl std::fmt::Display for Tag {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} with {} players", self.name(), self.players)?;
        if let Some(length) = self.match_length {
            write!(f, " in a match to {length}")?;
        }
        if let Some(cap) = self.max_doublings {
            write!(f, " with the cube capped at {}", 1u32 << cap.min(31))?;
        }
        if self.resignations {
            f.write_str(" with resignations")?;
        }
        match self.scoring {
            Scoring::Preset => Ok(()),
            scoring => write!(f, " scoring {scoring}"),
        }
    }
}

/// A position of one game: immutable, hashable, comparable, picklable.
///
/// A state belongs to the game that made it (its preset, seat count and
/// payoff: ``state.preset``, ``state.players``, ``state.payoff_rule``);
/// every method of another game refuses it with ``InvalidStateError``. Pickling stores the game and the
/// state's JSON, and loading checks the state against the game's rules.
#[pyclass(frozen, eq, hash, module = "racegame")]
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct State {
    pub(crate) tag: Tag,
    pub(crate) inner: AnyState,
}

impl State {
    /// A state of `G`, for the game `tag`.
    pub(crate) fn of<G: Wrap>(tag: Tag, s: G::State) -> State {
        State {
            tag,
            inner: G::wrap(s),
        }
    }
}

#[pymethods]
impl State {
    /// The name of the preset this state is a position of.
    #[getter]
    fn preset(&self) -> &'static str {
        self.tag.name()
    }

    /// The seat count of the game this state is a position of.
    #[getter]
    fn players(&self) -> u8 {
        self.tag.players
    }

    /// How the game this state is a position of scores its endings (as
    /// ``Game.payoff_rule``).
    #[getter]
    fn payoff_rule<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        self.tag.scoring.to_py(py)
    }

    /// The state as JSON (the engine's serde form), read back by
    /// ``Game.state_from_json``.
    ///
    /// Returns:
    ///     str: the JSON text.
    fn to_json(&self) -> PyResult<String> {
        on_each!(&self.inner, s => serde_json::to_string(s)).map_err(err(RaceGameError::new_err))
    }

    fn __repr__(&self) -> String {
        format!("State({}: {})", self.tag, self.notation())
    }

    fn __str__(&self) -> String {
        self.notation()
    }

    /// Pickles as the game and the JSON; loading validates the state.
    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<(Bound<'py, PyAny>, (String,))> {
        let game = Game::of(self.tag)?;
        let load = Bound::new(py, game)?.getattr("state_from_json")?;
        Ok((load, (self.to_json()?,)))
    }

    /// The state itself (it is immutable).
    fn __copy__(slf: PyRef<'_, Self>) -> PyRef<'_, Self> {
        slf
    }

    /// The state itself (it is immutable).
    fn __deepcopy__<'py>(slf: PyRef<'py, Self>, _memo: &Bound<'py, PyAny>) -> PyRef<'py, Self> {
        slf
    }
}

impl State {
    /// The state in its engine's text notation.
    fn notation(&self) -> String {
        on_each!(&self.inner, s => s.to_string())
    }
}

/// Seeded dice (ChaCha8): the same seed throws the same sequence.
///
/// ``Dice(seed)``, ``seed`` from 0 to 2**64 - 1. Dice compare equal when they will throw the same sequence; ``copy``,
/// ``deepcopy`` and pickling give dice at the same place in it.
#[pyclass(name = "Dice", eq, module = "racegame")]
#[derive(Clone, PartialEq)]
pub struct PyDice {
    pub(crate) dice: Dice,
}

#[pymethods]
impl PyDice {
    /// Dice seeded from ``seed`` (0 to 2**64 - 1).
    #[new]
    fn new(seed: u64) -> Self {
        PyDice {
            dice: Dice::seeded(seed),
        }
    }

    /// The dice as JSON (key, stream and position), to save and resume.
    ///
    /// Returns:
    ///     str: the JSON text, read back by ``Dice.from_json``.
    fn to_json(&self) -> PyResult<String> {
        serde_json::to_string(&self.dice).map_err(err(RaceGameError::new_err))
    }

    /// Dice saved by ``to_json``, at the same place in their sequence.
    ///
    /// Args:
    ///     text (str): the JSON of ``to_json``.
    ///
    /// Raises:
    ///     RaceGameError: the text is not dice saved by ``to_json``.
    #[staticmethod]
    fn from_json(text: &str) -> PyResult<PyDice> {
        let dice = serde_json::from_str(text).map_err(err(RaceGameError::new_err))?;
        Ok(PyDice { dice })
    }

    /// Pickles as the JSON.
    fn __reduce__<'py>(
        &self,
        py: Python<'py>,
    ) -> PyResult<(Bound<'py, PyAny>, Bound<'py, PyTuple>)> {
        let load = py.get_type::<PyDice>().getattr("from_json")?;
        Ok((load, PyTuple::new(py, [self.to_json()?])?))
    }

    /// Dice at the same place in the same sequence.
    fn __copy__(&self) -> PyDice {
        self.clone()
    }

    /// Dice at the same place in the same sequence.
    fn __deepcopy__(&self, _memo: &Bound<'_, PyAny>) -> PyDice {
        self.clone()
    }

    fn __repr__(&self) -> String {
        "Dice(...)".to_owned()
    }
}

/// The dice ``simulate`` throws in game ``index`` of the run of ``seed``.
///
/// Args:
///     seed (int): the run's seed.
///     index (int): the game's index in the run.
///
/// Returns:
///     Dice: the game's dice, before its first throw.
#[pyfunction]
pub(crate) fn simulation_dice(seed: u64, index: u64) -> PyDice {
    PyDice {
        dice: game_dice(seed, index),
    }
}
