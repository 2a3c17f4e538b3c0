//! The doubling cube and the match score as Python sees them: a state's
//! cube value and owner, and its match's score and Crawford flag
//! (`Game.cube`, `Game.match_score`, `BatchEnv.cubes`, `BatchEnv.scores`,
//! the environments' infos).

use pyo3::prelude::*;
use pyo3::types::PyDict;
use racegame::Seat;

/// The cube of a state: its value and who owns it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Cube {
    /// The cube's value: 1 in the middle, then 2, 4 and so on (under a
    /// double awaiting its answer, the value before the double).
    pub(crate) value: u32,
    /// The seat that owns it, `None` while it is in the middle.
    pub(crate) owner: Option<Seat>,
}

impl Cube {
    /// The cube as a dict `{"value": int, "owner": int | None}`.
    pub(crate) fn to_py<'py>(self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let d = PyDict::new(py);
        d.set_item("value", self.value)?;
        d.set_item("owner", self.owner.map(|s| s.0))?;
        Ok(d)
    }

    /// The owner as a number: its seat, or -1 while the cube is in the
    /// middle (for arrays).
    pub(crate) fn owner_code(self) -> i64 {
        self.owner.map_or(-1, |s| i64::from(s.0))
    }
}

/// A match's score in a state: the length, each seat's points, and whether
/// the game in play is the Crawford game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct MatchScore {
    /// Points to win the match.
    pub(crate) length: u16,
    /// Each seat's points so far, seat 0's first.
    pub(crate) score: [u16; 2],
    /// Whether the game in play is the Crawford game (played without the
    /// cube).
    pub(crate) crawford: bool,
}

impl MatchScore {
    /// The score as a dict `{"length": int, "score": [int, int],
    /// "crawford": bool}`.
    pub(crate) fn to_py<'py>(self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let d = PyDict::new(py);
        d.set_item("length", self.length)?;
        d.set_item("score", self.score.to_vec())?;
        d.set_item("crawford", self.crawford)?;
        Ok(d)
    }
}
