//! `BatchEnv`: N games stepped together, numpy in and numpy out.

use numpy::{PyArray1, PyArray2, PyArrayMethods};
use pyo3::prelude::*;
use racegame::RaceGame;
use racegame::encode::Encode;

use crate::ConfigError;
use crate::actions::indexes;
use crate::env::env_actions;
use crate::family::{AnySlots, map_each, on_each};
use crate::game::{Game, seat_of};
use crate::opponent::Brain;

mod slots;

pub(crate) use slots::Slots;
use slots::Step;

/// The most games one batch holds.
pub(crate) const MAX_GAMES: usize = 1 << 20;

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
    Bound<'py, PyArray1<bool>>,
    Bound<'py, PyArray1<i64>>,
);

type CubeArrays<'py> = (Bound<'py, PyArray1<i64>>, Bound<'py, PyArray1<i64>>);

type ScoreArrays<'py> = (Bound<'py, PyArray2<i64>>, Bound<'py, PyArray1<bool>>);

type FinalArrays<'py> = (Bound<'py, PyArray1<i64>>, Bound<'py, PyArray2<f32>>);

/// A 2-D array of `rows` rows from a flat vector.
fn array2<'py, T: numpy::Element>(
    py: Python<'py>,
    data: Vec<T>,
    rows: usize,
    cols: usize,
) -> PyResult<Bound<'py, PyArray2<T>>> {
    PyArray1::from_vec(py, data).reshape([rows, cols])
}

/// N games of one preset stepped together, numpy in and numpy out.
///
/// ``BatchEnv(preset, num_games, seed=0, players=None, seat=None,
/// max_cycles=None, payoff=None, match_length=None, max_doublings=None)``
/// (``payoff``, ``match_length`` and ``max_doublings`` as for ``Game``: the
/// rewards are the payoffs; in a match an episode is the whole match). Chance is played inside: after ``reset`` and after
/// every ``step`` each game waits for a decision. With ``seat=None`` every
/// seat's decisions come from ``step`` (self-play; ``to_play`` says whose
/// each is); with ``seat=k`` the other seats are bots choosing uniformly
/// among their legal moves inside the engine (under the backgammon cube,
/// cube decisions by the race: ``Table.bot_action``), and every game waits
/// for seat ``k``; ``opponent="bot"`` (or ``"bot:LEVEL"``) makes them the
/// crate's trained player instead (see ``Bot``), ``"random"`` is the
/// default. The Goose games have no decisions: there each seat's turn
/// is one action, index 0, "throw".
///
/// A game that ends in a step reports its rewards and ``terminated`` (or
/// ``truncated``, when the rules' action limit or ``max_cycles`` cut it
/// short), and starts again at once: the observation returned for it is
/// the new game's, and ``final_observations()`` gives the last one of the
/// old. ``max_cycles`` cuts an episode after that many decisions of the
/// learner (``seat`` given) or that many rounds of decisions
/// (``max_cycles * len(seats)`` decisions, in self-play).
///
/// Episode ``k`` of game ``i`` of ``N`` throws the dice of game
/// ``k * N + i`` of ``simulate`` with the same seed, so a batch replays
/// exactly. At most ``MAX_BATCH_GAMES`` (2**20) games.
#[pyclass(module = "racegame")]
pub struct BatchEnv {
    slots: AnySlots,
    game: Game,
    n: usize,
    seats: Vec<u32>,
    obs_len: usize,
    actions: usize,
    seat: Option<u8>,
    max_cycles: Option<u64>,
}

#[pymethods]
impl BatchEnv {
    #[new]
    #[pyo3(signature = (preset, num_games, seed = 0, players = None, seat = None, max_cycles = None, payoff = None, match_length = None, max_doublings = None, opponent = None))]
    #[allow(clippy::too_many_arguments)] // Python's keyword arguments
    fn new(
        preset: &str,
        num_games: usize,
        seed: u64,
        players: Option<usize>,
        seat: Option<i64>,
        max_cycles: Option<u64>,
        payoff: Option<&Bound<'_, PyAny>>,
        match_length: Option<u16>,
        max_doublings: Option<u8>,
        opponent: Option<&str>,
    ) -> PyResult<Self> {
        if !(1..=MAX_GAMES).contains(&num_games) {
            return Err(ConfigError::new_err(format!(
                "a batch holds 1 to {MAX_GAMES} games, not {num_games}"
            )));
        }
        if max_cycles == Some(0) {
            return Err(ConfigError::new_err("max_cycles must be at least 1"));
        }
        let game = Game::new(preset, players, payoff, match_length, max_doublings, false)?;
        let seats: Vec<u32> =
            on_each!(&game.game, g => g.seats_in_play().map(|s| u32::from(s.0)).collect());
        let learner = seat.map(seat_of).transpose()?;
        if let Some(s) = learner
            && !seats.contains(&u32::from(s.0))
        {
            return Err(ConfigError::new_err(format!(
                "seat {} does not play in {preset} with {} players (seats {seats:?})",
                s.0, game.tag.players
            )));
        }
        let brain = Brain::named(game.entry.name, &game.game, opponent.unwrap_or("random"))?;
        let slots =
            map_each!(&game.game, g => Slots::new(g, num_games, seed, learner, max_cycles, brain)?);
        let (obs_len, actions) = on_each!(&game.game, g => (g.observation_len(), env_actions(g)));
        Ok(BatchEnv {
            slots,
            game,
            n: num_games,
            seats,
            obs_len,
            actions,
            seat: learner.map(|s| s.0),
            max_cycles,
        })
    }

    /// How many games are stepped together (N).
    #[getter]
    fn num_games(&self) -> usize {
        self.n
    }

    /// The seat of each column of ``rewards``, in turn order: ``rewards[i,
    /// j]`` is for seat ``seats[j]`` (a two-player Ludo batch has seats
    /// ``[0, 2]``).
    #[getter]
    fn seats(&self) -> Vec<u32> {
        self.seats.clone()
    }

    /// The learner's seat (the others are bots), or None in self-play.
    #[getter]
    fn seat(&self) -> Option<u8> {
        self.seat
    }

    /// The cut-off of an episode in cycles, or None.
    #[getter]
    fn max_cycles(&self) -> Option<u64> {
        self.max_cycles
    }

    /// The size of the action space (the game's; 1 in the Goose games).
    #[getter]
    fn num_actions(&self) -> usize {
        self.actions
    }

    /// The length of an observation.
    #[getter]
    fn observation_len(&self) -> usize {
        self.obs_len
    }

    /// The game the batch plays.
    #[getter]
    fn game(&self) -> PyResult<Game> {
        Game::of(self.game.tag)
    }

    /// Starts every game afresh (reseeded from ``seed`` when it is given).
    ///
    /// Returns:
    ///     tuple: ``obs`` [N, L] float32, each game seen by the seat to
    ///     decide (the learner with ``seat``); ``mask`` [N, A] bool;
    ///     ``to_play`` [N] int64, the seat to decide.
    #[pyo3(signature = (seed = None))]
    fn reset<'py>(&mut self, py: Python<'py>, seed: Option<u64>) -> PyResult<ResetArrays<'py>> {
        let step = py.detach(|| on_each!(&mut self.slots, s => s.reset(seed)))?;
        Ok((
            array2(py, step.obs, self.n, self.obs_len)?,
            array2(py, step.mask, self.n, self.actions)?,
            PyArray1::from_vec(py, step.to_play),
        ))
    }

    /// Plays one action index per game: an array (or sequence) of N
    /// integers of any integer dtype.
    ///
    /// Returns:
    ///     tuple: ``obs`` [N, L] float32, ``mask`` [N, A] bool, ``rewards``
    ///     [N, len(seats)] float32 (column ``j`` for seat ``seats[j]``; 0
    ///     until a game ends), ``terminated`` [N] bool, ``truncated`` [N]
    ///     bool, ``to_play`` [N] int64.
    ///
    /// Raises:
    ///     IllegalActionError: an action the rules refuse, naming the game;
    ///         no game moves.
    ///     TypeError, ValueError: not N integers.
    ///     RaceGameError: ``reset`` was never called.
    fn step<'py>(
        &mut self,
        py: Python<'py>,
        actions: &Bound<'py, PyAny>,
    ) -> PyResult<StepArrays<'py>> {
        let actions = indexes(actions, self.n)?;
        let step: Step = py.detach(|| on_each!(&mut self.slots, s => s.step(&actions)))?;
        Ok((
            array2(py, step.obs, self.n, self.obs_len)?,
            array2(py, step.mask, self.n, self.actions)?,
            array2(py, step.rewards, self.n, self.seats.len())?,
            PyArray1::from_vec(py, step.terminated),
            PyArray1::from_vec(py, step.truncated),
            PyArray1::from_vec(py, step.to_play),
        ))
    }

    /// The games that ended in the last ``step`` and their last
    /// observations (from the learner's view, or the view of the seat that
    /// made the last decision).
    ///
    /// Returns:
    ///     tuple: ``games`` [K] int64, ``obs`` [K, L] float32.
    fn final_observations<'py>(&self, py: Python<'py>) -> PyResult<FinalArrays<'py>> {
        let (games, obs) = on_each!(&self.slots, s => s.finals.clone());
        let k = games.len();
        Ok((
            PyArray1::from_vec(py, games),
            array2(py, obs, k, self.obs_len)?,
        ))
    }

    /// A uniformly random legal action index per game, from the batch's
    /// own seeded generator.
    ///
    /// Returns:
    ///     numpy.ndarray: [N] int64.
    fn sample_actions<'py>(&mut self, py: Python<'py>) -> Bound<'py, PyArray1<i64>> {
        let picks = on_each!(&mut self.slots, s => s.sample());
        PyArray1::from_vec(py, picks)
    }

    /// Each game's doubling cube now (after the last ``reset`` or
    /// ``step``: a game that ended and started again shows its new game's
    /// cube), or None for a game played without a cube (every preset but
    /// ``backgammon-money``).
    ///
    /// Returns:
    ///     tuple | None: ``values`` [N] int64 (1, 2, 4...: what a game's
    ///     points are multiplied by) and ``owners`` [N] int64 (the seat
    ///     that owns the cube, -1 while it is in the middle).
    fn cubes<'py>(&self, py: Python<'py>) -> Option<CubeArrays<'py>> {
        let (values, owners) = on_each!(&self.slots, s => s.cubes())?;
        Some((
            PyArray1::from_vec(py, values),
            PyArray1::from_vec(py, owners),
        ))
    }

    /// Each game's match score now (as ``cubes``: a match that ended and
    /// started again shows the new match's), or None for a game that is
    /// no match (``match_length`` not given).
    ///
    /// Returns:
    ///     tuple | None: ``scores`` [N, 2] int64 (each seat's points, seat
    ///     0's first) and ``crawford`` [N] bool (the game in play is the
    ///     Crawford game).
    fn scores<'py>(&self, py: Python<'py>) -> PyResult<Option<ScoreArrays<'py>>> {
        let Some((scores, crawford)) = on_each!(&self.slots, s => s.scores()) else {
            return Ok(None);
        };
        Ok(Some((
            array2(py, scores, self.n, 2)?,
            PyArray1::from_vec(py, crawford),
        )))
    }

    fn __repr__(&self) -> String {
        format!(
            "BatchEnv({:?}, {}, players={}, seat={:?})",
            self.game.entry.name, self.n, self.game.tag.players, self.seat
        )
    }
}
