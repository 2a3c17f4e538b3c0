//! Python bindings of `racegame`: the module `racegame._racegame`, wrapped
//! by the `racegame` package.
//!
//! The families and their presets are listed once, in [`family`]; every
//! other part is written once against [`family::Engine`].

use std::fmt::Display;

use pyo3::create_exception;
use pyo3::exceptions::PyException;
use pyo3::prelude::*;

mod actions;
mod batch;
mod bg;
mod cube;
mod env;
mod family;
mod game;
mod hint;
mod opponent;
mod scoring;
mod sim;
mod state;
mod table;

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
    "An unknown preset, a seat count the preset does not allow, or an option out of range."
);

/// A function turning an error into a Python exception of `kind`, with the
/// error's message.
pub(crate) fn err<E: Display>(kind: fn(String) -> PyErr) -> impl Fn(E) -> PyErr {
    move |e| kind(e.to_string())
}

#[pymodule]
fn _racegame(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add_class::<game::Game>()?;
    m.add_class::<state::State>()?;
    m.add_class::<state::PyDice>()?;
    m.add_class::<table::Table>()?;
    m.add_class::<batch::BatchEnv>()?;
    m.add_class::<bg::Play>()?;
    m.add_class::<hint::Bot>()?;
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    m.add_function(wrap_pyfunction!(sim::merge_summaries, m)?)?;
    m.add_function(wrap_pyfunction!(state::simulation_dice, m)?)?;
    m.add("RaceGameError", py.get_type::<RaceGameError>())?;
    m.add("IllegalActionError", py.get_type::<IllegalActionError>())?;
    m.add("InvalidStateError", py.get_type::<InvalidStateError>())?;
    m.add("ConfigError", py.get_type::<ConfigError>())?;
    m.add("MAX_BATCH_GAMES", batch::MAX_GAMES)?;
    Ok(())
}
