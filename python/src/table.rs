//! `Table`: one game in play for an environment (its state, its dice and
//! its bots' generator), stepped a decision at a time in one call each.

use numpy::PyArray1;
use pyo3::prelude::*;
use racegame::{Dice, Seat};

use crate::env::{self, decider, env_actions};
use crate::family::{AnySeated, Engine, map_each, on_each};
use crate::game::{Game, seat_of};
use crate::opponent::Brain;
use crate::state::{PyDice, State, Tag};
use crate::{RaceGameError, err};

/// An observation and its mask, as numpy arrays.
type ObsMask<'py> = (Bound<'py, PyArray1<f32>>, Bound<'py, PyArray1<bool>>);

/// The seed of the bots' generator, from the table's seed.
fn bots_seed(seed: u64) -> u64 {
    seed ^ 0x9e37_79b9_7f4a_7c15
}

/// One family's game in play.
pub(crate) struct Seated<G: Engine> {
    game: G,
    state: G::State,
    dice: Dice,
    bots: Dice,
    brain: Brain,
    scratch: Vec<G::Action>,
}

impl<G: Engine + Clone> Seated<G> {
    fn new(game: &G, brain: Brain) -> Self {
        Seated {
            game: game.clone(),
            state: game.initial_state(),
            dice: Dice::seeded(0),
            bots: Dice::seeded(bots_seed(0)),
            brain,
            scratch: Vec::new(),
        }
    }
}

impl<G: Engine + 'static> Seated<G> {
    /// The current state, as a Python state of the game `tag`.
    fn wrap(&self, tag: Tag) -> State {
        State::of::<G>(tag, self.state)
    }

    fn decider(&self) -> i64 {
        decider(&self.game, &self.state).map_or(-1, |s| i64::from(s.0))
    }

    fn reset(&mut self, seed: u64) -> PyResult<i64> {
        self.dice = Dice::seeded(seed);
        self.bots = Dice::seeded(bots_seed(seed));
        self.state = self.game.initial_state();
        env::settle(&self.game, &mut self.state, &mut self.dice)?;
        Ok(self.decider())
    }

    fn play(&mut self, action: i64) -> PyResult<i64> {
        env::play(&self.game, &mut self.state, action, &mut self.dice)?;
        Ok(self.decider())
    }

    fn play_bots(&mut self, seat: Seat) -> PyResult<i64> {
        env::play_bots(
            &self.game,
            &mut self.state,
            seat,
            &mut self.dice,
            (&mut self.brain, &mut self.bots),
            &mut self.scratch,
        )?;
        Ok(self.decider())
    }

    /// The bots' decision for the seat that decides now.
    fn bot_action(&mut self) -> i64 {
        self.brain
            .pick(&self.game, &self.state, &mut self.bots, &mut self.scratch)
    }

    /// The observation from `seat` and its mask (all false unless `seat`
    /// decides).
    fn observe(&mut self, seat: Seat) -> PyResult<(Vec<f32>, Vec<bool>)> {
        let obs = self
            .game
            .observation(&self.state, seat)
            .map_err(err(RaceGameError::new_err))?;
        let mut mask = vec![false; env_actions(&self.game)];
        if decider(&self.game, &self.state) == Some(seat) {
            env::write_mask(&self.game, &self.state, &mut mask, &mut self.scratch)?;
        }
        Ok((obs, mask))
    }
}

/// One game in play, as an environment steps it: a state, the dice thrown
/// for it and the generator of its bots. Every call plays or reads a whole
/// decision in the engine, so the environments built on it
/// (``racegame.envs``) cost little more than the engine.
///
/// Throws are played inside: after ``reset`` and each ``play`` the table
/// waits for a seat's decision, or the game is over. In the Goose games,
/// which have no decisions, each seat's turn is one action, index 0,
/// "throw", which throws the dice for it once.
///
/// ``Table(game, opponent="random")``: the bots move uniformly at random,
/// or with ``opponent="bot"`` (``"bot:LEVEL"``) are the crate's trained
/// player of the game (see ``Bot``). Copies and pickles with its state,
/// dice and bots.
///
/// Raises:
///     ConfigError: an unknown opponent or level (see ``Bot``).
#[pyclass(module = "racegame")]
pub struct Table {
    seated: AnySeated,
    tag: Tag,
    opponent: String,
}

#[pymethods]
impl Table {
    #[new]
    #[pyo3(signature = (game, opponent = "random"))]
    fn new(game: &Game, opponent: &str) -> PyResult<Self> {
        let brain = Brain::named(game.entry.name, &game.game, opponent)?;
        Ok(Table {
            seated: map_each!(&game.game, g => Seated::new(g, brain)),
            tag: game.tag,
            opponent: opponent.to_owned(),
        })
    }

    /// The bots' name: ``"random"``, ``"bot"`` or ``"bot:LEVEL"``.
    #[getter]
    fn opponent(&self) -> String {
        self.opponent.clone()
    }

    /// The game being played.
    #[getter]
    fn game(&self) -> PyResult<Game> {
        Game::of(self.tag)
    }

    /// The size of the action space: the game's, or 1 in the Goose games.
    #[getter]
    fn num_actions(&self) -> usize {
        on_each!(&self.seated, t => env_actions(&t.game))
    }

    /// The current state.
    #[getter]
    fn state(&self) -> State {
        on_each!(&self.seated, t => t.wrap(self.tag))
    }

    /// The seat whose decision is due, or -1 once the game is over.
    #[getter]
    fn to_decide(&self) -> i64 {
        on_each!(&self.seated, t => t.decider())
    }

    /// Starts a new game, its dice and bots seeded from ``seed``, and plays
    /// the throws up to the first decision.
    ///
    /// Returns:
    ///     int: the seat to decide (-1 if the game is already over).
    fn reset(&mut self, seed: u64) -> PyResult<i64> {
        on_each!(&mut self.seated, t => t.reset(seed))
    }

    /// Plays ``action`` (an index of any integer type) for the seat to
    /// decide, then the throws up to the next decision.
    ///
    /// Returns:
    ///     int: the seat to decide next, or -1 once the game is over.
    ///
    /// Raises:
    ///     IllegalActionError: the rules refuse it (nothing changes).
    ///     TypeError: ``action`` is not an integer.
    fn play(&mut self, action: i64) -> PyResult<i64> {
        on_each!(&mut self.seated, t => t.play(action))
    }

    /// Plays the bots' decisions for every seat but ``seat`` until
    /// ``seat`` must decide or the game is over: the trained player's
    /// (``opponent="bot"``), or moves uniformly at random among the legal
    /// ones and, under the backgammon cube, cube decisions by the race
    /// (``bot_action``).
    ///
    /// Returns:
    ///     int: ``seat``, or -1 once the game is over.
    fn play_bots(&mut self, seat: i64) -> PyResult<i64> {
        let seat = seat_of(seat)?;
        on_each!(&mut self.seated, t => t.play_bots(seat))
    }

    /// The decision the bots would make now for the seat to decide, drawn
    /// from the bots' generator (which it moves on): the trained player's
    /// with ``opponent="bot"``; by default a uniformly random
    /// legal move; under the backgammon cube, cube decisions by the race
    /// (Walter Trice's 8-9-12 rule of thumb: the side to throw doubles
    /// with a pip lead of 8% of its own count, 9% to redouble; the side
    /// doubled takes unless the doubler leads by more than 12%; nobody
    /// beavers). 0 when nobody decides.
    ///
    /// Returns:
    ///     int: an action index.
    fn bot_action(&mut self) -> i64 {
        on_each!(&mut self.seated, t => t.bot_action())
    }

    /// The observation from ``seat``'s point of view and its action mask.
    ///
    /// Returns:
    ///     tuple[numpy.ndarray, numpy.ndarray]: float32 observation, bool
    ///     mask of ``num_actions`` (all False unless ``seat`` decides).
    fn observe<'py>(&mut self, py: Python<'py>, seat: i64) -> PyResult<ObsMask<'py>> {
        let seat = seat_of(seat)?;
        let (obs, mask) = on_each!(&mut self.seated, t => t.observe(seat))?;
        Ok((PyArray1::from_vec(py, obs), PyArray1::from_vec(py, mask)))
    }

    /// The rewards of every seat, in the order of ``Game.seats``
    /// (``Game.rewards``: 0 while the game goes on).
    fn rewards<'py>(&self, py: Python<'py>) -> Bound<'py, PyArray1<f32>> {
        let mut out = Vec::new();
        on_each!(&self.seated, t => env::rewards(&t.game, &t.state, &mut out));
        PyArray1::from_vec(py, out)
    }

    /// Whether the game is over because the rules' action limit cut it
    /// short (the environments then truncate rather than terminate).
    fn cut_short(&self) -> bool {
        on_each!(&self.seated, t => env::cut_short(&t.game, &t.state))
    }

    /// Pickles as the game, the state and both generators.
    #[allow(clippy::type_complexity)]
    fn __reduce__<'py>(
        slf: &Bound<'py, Self>,
    ) -> PyResult<(Bound<'py, PyAny>, (Game, State, PyDice, PyDice, String))> {
        let py = slf.py();
        let me = slf.borrow();
        let (dice, bots) = on_each!(&me.seated, t => (t.dice.clone(), t.bots.clone()));
        let restore = py.get_type::<Table>().getattr("_restore")?;
        Ok((
            restore,
            (
                me.game()?,
                me.state(),
                PyDice { dice },
                PyDice { dice: bots },
                me.opponent.clone(),
            ),
        ))
    }

    /// A table in the given state with the given generators (unpickling).
    #[staticmethod]
    fn _restore(
        game: &Game,
        state: &State,
        dice: &PyDice,
        bots: &PyDice,
        opponent: &str,
    ) -> PyResult<Table> {
        let mut table = Table::new(game, opponent)?;
        on_each!(&mut table.seated, t => {
            t.state = *game.state_of(&t.game, state)?;
            t.dice = dice.dice.clone();
            t.bots = bots.dice.clone();
        });
        Ok(table)
    }

    /// An independent table in the same state, with generators at the same
    /// place.
    fn __copy__(&self) -> PyResult<Table> {
        self.duplicate()
    }

    /// As ``__copy__``.
    fn __deepcopy__(&self, _memo: &Bound<'_, PyAny>) -> PyResult<Table> {
        self.duplicate()
    }
}

impl Table {
    fn duplicate(&self) -> PyResult<Table> {
        Ok(Table {
            seated: map_each!(&self.seated, t => Seated {
                game: t.game.clone(),
                state: t.state,
                dice: t.dice.clone(),
                bots: t.bots.clone(),
                brain: t.brain.clone(),
                scratch: Vec::new(),
            }),
            tag: self.tag,
            opponent: self.opponent.clone(),
        })
    }
}
