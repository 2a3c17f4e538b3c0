//! How a game's endings are scored, as Python chooses it (`Game(...,
//! payoff=...)`): the preset's own, the Goose pot, or Ludo place points.

use std::fmt;

use pyo3::prelude::*;
use pyo3::types::{PyBool, PyList, PyString, PyTuple};
use racegame::ludo::PlacePoints;
use serde_json::Value;

use crate::{ConfigError, RaceGameError};

/// A scoring of the endings: what [`crate::family::Engine::scored`] makes
/// of a preset.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub(crate) enum Scoring {
    /// As the preset scores: wins only in the Goose, Ludo and Ur presets (1
    /// to the winner, 0 to the others), single, gammon and backgammon in the
    /// backgammon family (times the cube's value under the doubling cube).
    #[default]
    Preset,
    /// The Goose pot: the winner takes it, every seat's fines count against it.
    Pot,
    /// Ludo place points: the seat finishing `i`-th scores the `i`-th.
    Places(PlacePoints),
}

/// The words every refusal of a scoring ends with.
const CHOICES: &str = "payoff is None or \"preset\", \"pot\" (Goose games) or a list of \
                       place points (Ludo games)";

impl Scoring {
    /// The scoring a Python value names: None or "preset", "pot", or a list of
    /// integers (place points, best place first).
    pub(crate) fn from_py(value: Option<&Bound<'_, PyAny>>) -> PyResult<Self> {
        let Some(value) = value.filter(|v| !v.is_none()) else {
            return Ok(Scoring::Preset);
        };
        if value.is_instance_of::<PyString>() {
            let word: String = value.extract()?;
            return Self::from_word(&word).map_err(ConfigError::new_err);
        }
        let points = place_points(value)?;
        Self::from_points(&points).map_err(ConfigError::new_err)
    }

    /// The scoring a summary's JSON names ("pot" or a list of points);
    /// absent, wins.
    pub(crate) fn from_json(value: Option<Value>) -> PyResult<Self> {
        let bad = |v: &Value| RaceGameError::new_err(format!("a summary whose payoff is {v}"));
        match value {
            None => Ok(Scoring::Preset),
            Some(Value::String(word)) => {
                Self::from_word(&word).map_err(|_| bad(&Value::String(word)))
            }
            Some(v) => serde_json::from_value::<Vec<i32>>(v.clone())
                .ok()
                .and_then(|p| Self::from_points(&p).ok())
                .ok_or_else(|| bad(&v)),
        }
    }

    fn from_word(word: &str) -> Result<Self, String> {
        match word {
            "preset" => Ok(Scoring::Preset),
            "pot" => Ok(Scoring::Pot),
            _ => Err(format!("{CHOICES}, not {word:?}")),
        }
    }

    fn from_points(points: &[i32]) -> Result<Self, String> {
        PlacePoints::new(points)
            .map(Scoring::Places)
            .map_err(|e| format!("place points: {e}"))
    }

    /// The scoring as Python names it: "preset", "pot" or the list of points.
    pub(crate) fn to_py<'py>(self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        Ok(match self {
            Scoring::Preset => PyString::new(py, "preset").into_any(),
            Scoring::Pot => PyString::new(py, "pot").into_any(),
            Scoring::Places(p) => PyList::new(py, p.as_slice())?.into_any(),
        })
    }

    /// The scoring as a summary's JSON names it; None for the preset's, which a
    /// summary leaves unsaid (summaries read as before).
    pub(crate) fn to_json(self) -> Option<Value> {
        match self {
            Scoring::Preset => None,
            Scoring::Pot => Some("pot".into()),
            Scoring::Places(p) => Some(p.as_slice().to_vec().into()),
        }
    }

    /// The refusal of a family that does not score this way.
    pub(crate) fn refused(self, family: &str) -> String {
        format!("{family} games do not score {self}; {CHOICES}")
    }
}

impl fmt::Display for Scoring {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Scoring::Preset => write!(f, "as the preset scores"),
            Scoring::Pot => write!(f, "the pot"),
            Scoring::Places(p) => write!(f, "place points {:?}", p.as_slice()),
        }
    }
}

/// The place points in `value`: a list, tuple or one-dimensional array of
/// integers (not bools) that fit in 32 bits.
fn place_points(value: &Bound<'_, PyAny>) -> PyResult<Vec<i32>> {
    let listed = value.is_instance_of::<PyList>()
        || value.is_instance_of::<PyTuple>()
        || value.hasattr("__array__")?;
    let refused = || ConfigError::new_err(format!("{CHOICES}, not {}", repr(value)));
    if !listed {
        return Err(refused());
    }
    value
        .try_iter()?
        .map(|item| {
            let item = item?;
            if item.is_instance_of::<PyBool>() {
                return Err(refused());
            }
            item.extract::<i32>().map_err(|_| {
                ConfigError::new_err(format!(
                    "place points are integers of 32 bits, not {}",
                    repr(&item)
                ))
            })
        })
        .collect()
}

/// `value`'s repr, for a message.
fn repr(value: &Bound<'_, PyAny>) -> String {
    value
        .repr()
        .map_or_else(|_| "that value".to_owned(), |r| r.to_string())
}
