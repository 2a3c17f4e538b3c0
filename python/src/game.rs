//! `Game`: one preset at one seat count, the engine's whole interface on
//! states (who acts, legal actions, masks, observations, apply, JSON).

use numpy::PyArray1;
use pyo3::prelude::*;
use pyo3::types::PyDict;
use racegame::encode::Encode;
use racegame::{Discard, Outcome, RaceGame, Seat, ToAct};

use crate::actions::action_of;
use crate::env::{rewards, run_chance};
use crate::family::{AnyGame, Engine, PresetEntry, map_each, on_each};
use crate::scoring::Scoring;
use crate::state::{PyDice, State, Tag};
use crate::{ConfigError, IllegalActionError, InvalidStateError, RaceGameError, err};

/// One preset played at one seat count: the rules, and everything the
/// engine does with states of them.
///
/// ``Game(preset, players=None, payoff=None, match_length=None, max_doublings=None, resignations=False)``:
/// ``preset`` is one of
/// ``Game.presets()``; ``players`` defaults to the preset's usual table
/// (``Game.default_players(preset)``: 4 in the Ludo and Goose families, 2
/// in Ur and backgammon). ``payoff`` says what an ending is worth (``payoff``,
/// ``rewards`` and every environment's rewards): None or ``"preset"``, as
/// the preset scores (wins only in the Goose, Ludo and Ur presets: 1 to
/// the winner, 0 to the others; in the backgammon family the winner scores
/// 1, 2 or 3 for a single game, a gammon or a backgammon, the loser as
/// much below 0, times the doubling cube's value in ``backgammon-money``);
/// ``"pot"`` in the
/// Goose games (the winner takes the pot, every seat's fines count against
/// it: the winner scores what the others paid, every other seat minus what
/// it paid); a list of integers in the Ludo games, the points of the first,
/// second... place (the game then plays on to a full ranking, also in the
/// presets that stop at the first player home; places past the list score
/// 0). ``match_length`` (backgammon presets only) makes a state a whole
/// match to that many points, with the doubling cube and the Crawford
/// rule (no Jacoby rule and no beavers: ``backgammon-money``, which plays
/// them, is refused with ``ConfigError``); its payoff is then +1 to the
/// match's winner and -1 to the loser, and ``match_score`` gives the score.
/// ``max_doublings`` (a game with the doubling cube: ``backgammon-money``
/// or a match) caps the cube at ``2**max_doublings``, 0 to 12.
/// ``resignations=True`` (backgammon presets only) lets a side offer to
/// resign a single game, a gammon or a backgammon (the actions
/// ``"resign:single"``, ``"resign:gammon"``, ``"resign:backgammon"``, then
/// ``"accept"`` or ``"reject"`` by the other side; every turn then begins
/// with a decision, ``"roll"`` or an offer), as GNU Backgammon and FIBS
/// play it; an accepted offer scores its points times the cube. Games are
/// immutable; two games of the same preset, seat count, payoff, match
/// length, cap and resignations are equal, and they copy and pickle as
/// those six.
///
/// The backgammon family speaks the players' notation: ``action_name``
/// says ``"24/18"``, ``action_index`` reads it back; ``plays`` lists every
/// distinct end of a turn with its moves and ``parse_play`` reads a whole
/// play (``"8/5 6/5"``); ``position_id``, ``match_id`` and
/// ``state_from_gnubg`` are GNU Backgammon's IDs; ``diagram`` draws the
/// board as text.
///
/// States come from ``initial_state`` and the ``apply`` family of methods
/// and belong to the game that made them: a state of another preset, seat
/// count or payoff is refused with ``InvalidStateError``.
///
/// Seats are numbers below 8. A Ludo seat is a colour, so a two-player
/// Ludo game sits on seats 0 and 2 (``game.seats``). Action indexes run
/// over ``range(game.num_actions)`` (throws of the dice are never actions:
/// ``throw``, ``run_chance`` and ``apply_json`` play them); the README's
/// "Observations and actions" gives every family's layout.
#[pyclass(frozen, eq, hash, module = "racegame")]
pub struct Game {
    pub(crate) game: AnyGame,
    pub(crate) entry: &'static PresetEntry,
    pub(crate) tag: Tag,
}

impl PartialEq for Game {
    fn eq(&self, other: &Self) -> bool {
        self.tag == other.tag
    }
}

impl std::hash::Hash for Game {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        self.tag.hash(h);
    }
}

/// Who acts, as Python sees it: ("player" | "chance" | "over", seat).
type ToActTuple = (&'static str, Option<u8>);

/// An outcome as Python sees it: (kind, seats).
type OutcomeTuple = (&'static str, Vec<u32>);

impl Game {
    /// The game of `preset` for `players` (the preset's usual count when
    /// None), its endings scored by `scoring`, a match to `match_length`
    /// points when given.
    pub(crate) fn build(
        preset: &str,
        players: Option<usize>,
        scoring: Scoring,
        match_length: Option<u16>,
        max_doublings: Option<u8>,
        resignations: bool,
    ) -> PyResult<Self> {
        let (index, entry) = crate::family::preset(preset)?;
        let n = players.unwrap_or(entry.default_players);
        let game = (entry.build)(n).map_err(ConfigError::new_err)?;
        let game = match match_length {
            Some(length) => map_each!(game, g => g.in_match(length).map_err(ConfigError::new_err)?),
            None => game,
        };
        let game = match max_doublings {
            Some(cap) => map_each!(game, g => g.capped(cap).map_err(ConfigError::new_err)?),
            None => game,
        };
        let game = if resignations {
            map_each!(game, g => g.resigning().map_err(ConfigError::new_err)?)
        } else {
            game
        };
        let game = map_each!(game, g => g.scored(scoring).map_err(ConfigError::new_err)?);
        let players = u8::try_from(n).map_err(err(ConfigError::new_err))?;
        Ok(Game {
            game,
            entry,
            tag: Tag {
                preset: index,
                players,
                scoring,
                match_length,
                max_doublings,
                resignations,
            },
        })
    }

    /// The game `tag` names.
    pub(crate) fn of(tag: Tag) -> PyResult<Self> {
        Game::build(
            tag.name(),
            Some(usize::from(tag.players)),
            tag.scoring,
            tag.match_length,
            tag.max_doublings,
            tag.resignations,
        )
    }

    /// The engine's state inside `s`, refused unless `s` is a state of
    /// this game.
    pub(crate) fn state_of<'a, G: Engine>(&self, _g: &G, s: &'a State) -> PyResult<&'a G::State> {
        if s.tag != self.tag {
            return Err(InvalidStateError::new_err(format!(
                "a state of {}, not of {}",
                s.tag, self.tag
            )));
        }
        G::unwrap(&s.inner)
            .ok_or_else(|| InvalidStateError::new_err("a state of another game's family"))
    }

    /// A Python state of this game.
    pub(crate) fn wrap<G: Engine>(&self, _g: &G, s: G::State) -> State {
        State::of::<G>(self.tag, s)
    }

    /// The engine's state after `f` changed a copy of `state`'s.
    fn change<G: Engine>(
        &self,
        g: &G,
        state: &State,
        f: impl FnOnce(&mut G::State) -> PyResult<()>,
    ) -> PyResult<State> {
        let mut s = *self.state_of(g, state)?;
        f(&mut s)?;
        Ok(self.wrap(g, s))
    }
}

#[pymethods]
impl Game {
    #[new]
    #[pyo3(signature = (preset, players = None, payoff = None, match_length = None, max_doublings = None, resignations = false))]
    pub(crate) fn new(
        preset: &str,
        players: Option<usize>,
        payoff: Option<&Bound<'_, PyAny>>,
        match_length: Option<u16>,
        max_doublings: Option<u8>,
        resignations: bool,
    ) -> PyResult<Self> {
        Game::build(
            preset,
            players,
            Scoring::from_py(payoff)?,
            match_length,
            max_doublings,
            resignations,
        )
    }

    /// Every preset's name and family ("goose", "ludo", "ur",
    /// "backgammon"), in the
    /// crate's order.
    ///
    /// Returns:
    ///     list[tuple[str, str]]: (name, family) pairs.
    #[staticmethod]
    fn presets() -> Vec<(&'static str, &'static str)> {
        crate::family::presets()
            .map(|p| (p.name, p.family))
            .collect()
    }

    /// The seat count ``preset`` is played with when ``players`` is not
    /// given: the usual table (4 in the Ludo and Goose families, 2 in Ur
    /// and backgammon).
    ///
    /// Args:
    ///     preset (str): a name of ``Game.presets()``.
    ///
    /// Raises:
    ///     ConfigError: an unknown preset.
    #[staticmethod]
    fn default_players(preset: &str) -> PyResult<usize> {
        Ok(crate::family::preset(preset)?.1.default_players)
    }

    /// The preset's name.
    #[getter]
    fn preset(&self) -> &'static str {
        self.entry.name
    }

    /// How many seats play.
    #[getter]
    fn players(&self) -> u8 {
        self.tag.players
    }

    /// How the endings are scored: ``"preset"``, ``"pot"`` or the list of
    /// place points (the ``payoff`` the game was made with).
    #[getter]
    fn payoff_rule<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        self.tag.scoring.to_py(py)
    }

    /// The preset's family: "goose", "ludo", "ur" or "backgammon".
    #[getter]
    fn family(&self) -> &'static str {
        self.entry.family
    }

    /// The seats that play, in turn order (Ludo seats are colours: a
    /// two-player game sits on 0 and 2).
    #[getter]
    fn seats(&self) -> Vec<u32> {
        on_each!(&self.game, g => g.seats_in_play().map(|s| u32::from(s.0)).collect())
    }

    /// Which seats play together: the teams, each a list of seats, lowest
    /// first. Every seat alone but in the partnership presets at a full
    /// table (``ludo_partners``, ``parchis_pairs``: opposite colours), where
    /// partners share their side's payoff and so its reward.
    #[getter]
    fn teams(&self) -> Vec<Vec<u32>> {
        on_each!(&self.game, g => {
            let teams = g.teams();
            teams
                .teams()
                .map(|t| teams.members(t).map(|s| u32::from(s.0)).collect())
                .collect()
        })
    }

    /// The size of the action space: action indexes are
    /// ``range(num_actions)`` (0 in the Goose games, which have no
    /// decisions; every family's layout: ``help(racegame)``).
    #[getter]
    fn num_actions(&self) -> usize {
        on_each!(&self.game, g => g.num_actions())
    }

    /// The length of every observation.
    #[getter]
    fn observation_len(&self) -> usize {
        on_each!(&self.game, g => g.observation_len())
    }

    /// The state before the first action (chance throws first).
    ///
    /// Returns:
    ///     State: a state of this game.
    fn initial_state(&self) -> State {
        on_each!(&self.game, g => self.wrap(g, g.initial_state()))
    }

    /// Who acts in ``state``.
    ///
    /// Args:
    ///     state (State): a state of this game.
    ///
    /// Returns:
    ///     tuple[str, int | None]: ("player", seat) when a seat must
    ///     choose, ("chance", seat) when the dice are thrown for it,
    ///     ("over", None) once the game is over.
    fn to_act(&self, state: &State) -> PyResult<ToActTuple> {
        on_each!(&self.game, g => Ok(to_act_tuple(g.to_act(self.state_of(g, state)?))))
    }

    /// Whether the game is over in ``state``.
    ///
    /// Args:
    ///     state (State): a state of this game.
    ///
    /// Returns:
    ///     bool: True once nobody acts any more.
    fn is_over(&self, state: &State) -> PyResult<bool> {
        on_each!(&self.game, g => Ok(g.is_over(self.state_of(g, state)?)))
    }

    /// How the game ended in ``state``.
    ///
    /// Args:
    ///     state (State): a state of this game.
    ///
    /// Returns:
    ///     tuple[str, list[int]] | None: ("winner", [seat]), ("ranking",
    ///     seats best first), ("blocked", []), ("draw", []) (Plakoto) or
    ///     ("truncated", []) (the rules' action limit); None while the game
    ///     goes on.
    fn outcome(&self, state: &State) -> PyResult<Option<OutcomeTuple>> {
        on_each!(&self.game, g => Ok(outcome_tuple(g.outcome(self.state_of(g, state)?))))
    }

    /// The reward of every seat in ``state``, in the order of ``seats``:
    /// its payoff once the game is over (``payoff``), 0 while it goes on.
    /// The environments give these rewards.
    ///
    /// Args:
    ///     state (State): a state of this game.
    ///
    /// Returns:
    ///     numpy.ndarray: float32, one value per seat in play.
    fn rewards<'py>(&self, py: Python<'py>, state: &State) -> PyResult<Bound<'py, PyArray1<f32>>> {
        on_each!(&self.game, g => {
            let mut out = Vec::new();
            rewards(g, self.state_of(g, state)?, &mut out);
            Ok(PyArray1::from_vec(py, out))
        })
    }

    /// What ``seat`` scores in the ended game ``state``, in whole points, by
    /// the game's ``payoff_rule``. The Goose, Ludo and Ur presets score wins: 1 for the winner
    /// (the first of a ranking) and 0 for every other seat, 0 for all when
    /// the game ended blocked or truncated. The backgammon family scores
    /// 1, 2 or 3 points (a single game, a gammon, a backgammon) to the
    /// winner and as much below 0 to the loser; in ``backgammon-money``
    /// times the cube's value (``cube``), a pass scoring the cube's value
    /// before the double, gammons counting single while the cube is in the
    /// middle (the Jacoby rule). The pot: the winner scores what
    /// the others paid in fines, every other seat minus what it paid (with
    /// no winner, every seat minus what it paid). Place points: each seat
    /// its place's points, 0 for a seat that never finished.
    ///
    /// Args:
    ///     state (State): a state of this game.
    ///     seat (int): a seat of ``seats``.
    ///
    /// Returns:
    ///     int | None: the payoff, or None while the game goes on.
    ///
    /// Raises:
    ///     RaceGameError: ``seat`` does not play.
    fn payoff(&self, state: &State, seat: i64) -> PyResult<Option<i64>> {
        on_each!(&self.game, g => {
            let s = self.state_of(g, state)?;
            let seat = seat_of(seat)?;
            if !g.seats_in_play().any(|p| p == seat) {
                return Err(RaceGameError::new_err(format!("seat {} does not play in this game", seat.0)));
            }
            Ok(g.payoff(s, seat))
        })
    }

    /// The doubling cube in ``state``: ``{"value": int, "owner": int |
    /// None}`` (the value 1, 2, 4... that a game's points are multiplied
    /// by, and the seat that owns the cube, None while it is in the
    /// middle; under a double awaiting its answer, the value before the
    /// double), or None for a game played without a cube (every preset
    /// but ``backgammon-money``).
    ///
    /// Args:
    ///     state (State): a state of this game.
    ///
    /// Returns:
    ///     dict | None: the cube.
    fn cube<'py>(&self, py: Python<'py>, state: &State) -> PyResult<Option<Bound<'py, PyDict>>> {
        on_each!(&self.game, g => g.cube(self.state_of(g, state)?).map(|c| c.to_py(py)).transpose())
    }

    /// The match's score in ``state``: ``{"length": int, "score": [int,
    /// int], "crawford": bool}`` (the points to win, each seat's points so
    /// far, seat 0's first, and whether the game in play is the Crawford
    /// game, played without the cube), or None for a game that is no match
    /// (``match_length`` not given). A game's points are the change of the
    /// score when it ends.
    ///
    /// Args:
    ///     state (State): a state of this game.
    ///
    /// Returns:
    ///     dict | None: the score.
    fn match_score<'py>(
        &self,
        py: Python<'py>,
        state: &State,
    ) -> PyResult<Option<Bound<'py, PyDict>>> {
        on_each!(&self.game, g => g.match_score(self.state_of(g, state)?).map(|m| m.to_py(py)).transpose())
    }

    /// The match's length in points (``Game(..., match_length=n)``: a
    /// state is a whole match), or None for one game a state.
    #[getter]
    fn match_length(&self) -> Option<u16> {
        self.tag.match_length
    }

    /// The cap on the doubling cube, in doublings (``max_doublings=k``:
    /// the cube never goes past ``2**k``; no double or beaver past it is
    /// offered), or None for the rules' own (a cube of 4096 at most).
    #[getter]
    fn max_doublings(&self) -> Option<u8> {
        self.tag.max_doublings
    }

    /// The indexes of the legal player actions in ``state`` (empty while
    /// chance acts and once the game is over).
    ///
    /// Args:
    ///     state (State): a state of this game.
    ///
    /// Returns:
    ///     list[int]: the indexes, in increasing order.
    fn legal_actions(&self, state: &State) -> PyResult<Vec<usize>> {
        on_each!(&self.game, g => {
            let mut mask = vec![false; g.num_actions()];
            g.legal_mask(self.state_of(g, state)?, &mut mask).map_err(err(RaceGameError::new_err))?;
            Ok(mask.iter().enumerate().filter(|p| *p.1).map(|p| p.0).collect())
        })
    }

    /// The legal-action mask of ``state``: True at the legal indexes.
    ///
    /// Args:
    ///     state (State): a state of this game.
    ///
    /// Returns:
    ///     numpy.ndarray: bool, ``num_actions`` long; all False while
    ///     chance acts and once the game is over.
    fn legal_mask<'py>(
        &self,
        py: Python<'py>,
        state: &State,
    ) -> PyResult<Bound<'py, PyArray1<bool>>> {
        on_each!(&self.game, g => {
            let mut mask = vec![false; g.num_actions()];
            g.legal_mask(self.state_of(g, state)?, &mut mask).map_err(err(RaceGameError::new_err))?;
            Ok(PyArray1::from_vec(py, mask))
        })
    }

    /// The observation of ``state`` from ``seat``'s point of view: its own
    /// pieces first, board squares counted from its start (every family's
    /// layout: ``help(racegame)``).
    ///
    /// Args:
    ///     state (State): a state of this game.
    ///     seat (int): a seat of ``seats``.
    ///
    /// Returns:
    ///     numpy.ndarray: float32, ``observation_len`` values, each in
    ///     [0, 1].
    ///
    /// Raises:
    ///     RaceGameError: ``seat`` does not play.
    fn observe<'py>(
        &self,
        py: Python<'py>,
        state: &State,
        seat: i64,
    ) -> PyResult<Bound<'py, PyArray1<f32>>> {
        on_each!(&self.game, g => {
            let s = self.state_of(g, state)?;
            let obs = g.observation(s, seat_of(seat)?).map_err(err(RaceGameError::new_err))?;
            Ok(PyArray1::from_vec(py, obs))
        })
    }

    /// The action at ``index`` in the engine's notation, as players write
    /// it: ``"24/18"``, ``"bar/22"``, ``"3/off:5"`` (a bear-off by a larger
    /// die), ``"double"``, ``"take"`` in the backgammon family; ``"e"``,
    /// ``"m2"`` in Ludo; ``"3"`` (the piece on path index 3) in Ur.
    /// ``action_index`` reads it back.
    ///
    /// Args:
    ///     index (int): an action index.
    ///
    /// Returns:
    ///     str: the action's name.
    ///
    /// Raises:
    ///     IllegalActionError: ``index`` is outside the action space.
    fn action_name(&self, index: i64) -> PyResult<String> {
        on_each!(&self.game, g => Ok(action_of(g, index)?.to_string()))
    }

    /// The index of the action named ``name`` in the engine's notation
    /// (as ``action_name`` writes it: ``game.action_index("6/4")``).
    /// Whether the action is legal in a state is for ``apply`` to say.
    ///
    /// Args:
    ///     name (str): an action in the notation.
    ///
    /// Returns:
    ///     int: its index.
    ///
    /// Raises:
    ///     IllegalActionError: ``name`` is not in the notation (the message
    ///         says where and what was expected), or names a throw of the
    ///         dice, which has no index.
    fn action_index(&self, name: &str) -> PyResult<usize> {
        on_each!(&self.game, g => crate::bg::index_of_name(g, name))
    }

    /// The action at ``index`` as the engine's JSON (``'{"move": {"from":
    /// 24, "die": 6}}'``), the form ``apply_json`` reads.
    ///
    /// Args:
    ///     index (int): an action index.
    ///
    /// Returns:
    ///     str: the action's JSON.
    ///
    /// Raises:
    ///     IllegalActionError: ``index`` is outside the action space.
    fn action_json(&self, index: i64) -> PyResult<String> {
        on_each!(&self.game, g => {
            let a = action_of(g, index)?;
            serde_json::to_string(&a).map_err(err(RaceGameError::new_err))
        })
    }

    /// Every distinct play of the dice in ``state`` (backgammon family, a
    /// state awaiting a move): each end of the turn once, with the moves
    /// that reach it, in the order of the legal moves. Empty for a state
    /// that awaits no move.
    ///
    /// Args:
    ///     state (State): a state of this game.
    ///
    /// Returns:
    ///     list[Play]: the plays (``str(play)`` is ``"8/5 6/5"``,
    ///     ``play.actions`` the indexes to apply in turn, ``play.state``
    ///     the state after them).
    ///
    /// Raises:
    ///     ConfigError: not a game of the backgammon family.
    fn plays(&self, state: &State) -> PyResult<Vec<crate::bg::Play>> {
        crate::bg::plays(self, state)
    }

    /// The legal play ``text`` describes in ``state`` (backgammon family, a
    /// state awaiting a move): moves in players' notation (``"24/18*
    /// 13/11"``, ``"8/5(2) 6/5(2)"``, ``"bar/20/16"``, ``"6/off"``), in any
    /// order, read as the end of the turn they reach, which must be one of
    /// ``plays(state)``'s.
    ///
    /// Args:
    ///     state (State): a state of this game.
    ///     text (str): the play.
    ///
    /// Returns:
    ///     Play: the play; ``play.state`` is the state after it.
    ///
    /// Raises:
    ///     IllegalActionError: the text is not in the notation, no move is
    ///         awaited, or no legal play ends where the text does.
    ///     ConfigError: not a game of the backgammon family.
    fn parse_play(&self, state: &State, text: &str) -> PyResult<crate::bg::Play> {
        crate::bg::parse_play(self, state, text)
    }

    /// GNU Backgammon's Position ID of ``state`` (backgammon family): the
    /// checkers on the points and the bar, seen from the side whose turn
    /// it is (not the dice, the checkers borne off, nor Plakoto's pins).
    ///
    /// Args:
    ///     state (State): a state of this game.
    ///
    /// Returns:
    ///     str: 14 characters, ``"4HPwATDgc/ABMA"`` at the start.
    ///
    /// Raises:
    ///     ConfigError: not a game of the backgammon family.
    fn position_id(&self, state: &State) -> PyResult<String> {
        crate::bg::position_id(self, state)
    }

    /// GNU Backgammon's Match ID of ``state`` (backgammon family): the
    /// cube, whose decision it is, the dice thrown, and in a match the
    /// length, the score and the Crawford flag.
    ///
    /// Args:
    ///     state (State): a state of this game.
    ///
    /// Returns:
    ///     str: 12 characters (``"cAkAAAAAAAAA"``).
    ///
    /// Raises:
    ///     RaceGameError: the state has no Match ID (a move of the turn
    ///         already played, a draw, a game cut short).
    ///     ConfigError: not a game of the backgammon family.
    fn match_id(&self, state: &State) -> PyResult<String> {
        crate::bg::match_id(self, state)
    }

    /// GNU Backgammon's pair for ``state`` (backgammon family): the
    /// Position ID seen from the Match ID's player on roll (after a game
    /// won by bearing off, the loser, as gnubg keeps it), and the Match ID;
    /// gnubg writes them ``"PositionID:MatchID"``.
    ///
    /// Args:
    ///     state (State): a state of this game.
    ///
    /// Returns:
    ///     tuple[str, str]: the Position ID and the Match ID, which
    ///     ``state_from_gnubg`` reads back.
    ///
    /// Raises:
    ///     RaceGameError: as ``match_id``.
    ///     ConfigError: not a game of the backgammon family.
    fn gnubg_ids(&self, state: &State) -> PyResult<(String, String)> {
        crate::bg::gnubg_ids(self, state)
    }

    /// The state of a GNU Backgammon Position ID and Match ID (as gnubg
    /// writes them, ``"4HPwATDgc/ABMA:cAkAAAAAAAAA"``, they are the two
    /// halves), checked against the rules: the match length and Jacoby
    /// rule must be this game's.
    ///
    /// Args:
    ///     position_id (str): the Position ID.
    ///     match_id (str): the Match ID.
    ///
    /// Returns:
    ///     State: a state of this game.
    ///
    /// Raises:
    ///     InvalidStateError: the IDs are none, or not a state of this game.
    ///     ConfigError: not a game of the backgammon family.
    fn state_from_gnubg(&self, position_id: &str, match_id: &str) -> PyResult<State> {
        crate::bg::state_from_gnubg(self, position_id, match_id)
    }

    /// The position of a GNU Backgammon Position ID alone, ``on_roll`` to
    /// throw (the checkers not on the board borne off, the cube in the
    /// middle), checked against the rules.
    ///
    /// Args:
    ///     position_id (str): the Position ID.
    ///     on_roll (int): the seat to throw, 0 or 1.
    ///
    /// Returns:
    ///     State: a state of this game.
    ///
    /// Raises:
    ///     InvalidStateError: the ID is none, or not a position of this game.
    ///     ConfigError: not a game of the backgammon family.
    fn state_from_position_id(&self, position_id: &str, on_roll: i64) -> PyResult<State> {
        crate::bg::state_from_position_id(self, position_id, seat_of(on_roll)?)
    }

    /// ``seat``'s pip count in ``state`` (backgammon family): the sum over
    /// its checkers still to bear off of their point numbers by its own
    /// count, 25 on the bar (167 at backgammon's start).
    ///
    /// Args:
    ///     state (State): a state of this game.
    ///     seat (int): 0 or 1.
    ///
    /// Returns:
    ///     int: the pips.
    ///
    /// Raises:
    ///     RaceGameError: ``seat`` does not play.
    ///     ConfigError: not a game of the backgammon family.
    fn pip_count(&self, state: &State, seat: i64) -> PyResult<u32> {
        crate::bg::pip_count(self, state, seat_of(seat)?)
    }

    /// ``state`` drawn as a text board in the style of GNU Backgammon's
    /// (backgammon family): White's checkers ``X``, Black's ``O``, the
    /// bar, the checkers borne off, the pip counts, the cube and what the
    /// game waits for.
    ///
    /// Args:
    ///     state (State): a state of this game.
    ///
    /// Returns:
    ///     str: the board, several lines.
    ///
    /// Raises:
    ///     ConfigError: not a game of the backgammon family.
    fn diagram(&self, state: &State) -> PyResult<String> {
        crate::bg::diagram(self, state)
    }

    /// The state after the player action ``action`` (an index).
    ///
    /// Args:
    ///     state (State): a state of this game.
    ///     action (int): an action index (any integer type).
    ///
    /// Returns:
    ///     State: the next state.
    ///
    /// Raises:
    ///     IllegalActionError: the index is outside the space or the rules
    ///         refuse it (the message says why); ``state`` is unchanged.
    ///     TypeError: ``action`` is not an integer.
    fn apply(&self, state: &State, action: i64) -> PyResult<State> {
        on_each!(&self.game, g => self.change(g, state, |s| {
            let a = action_of(g, action)?;
            g.apply_mut(s, a, &mut Discard).map_err(err(IllegalActionError::new_err))
        }))
    }

    /// The state after ``seat`` sent the player action ``action``: a
    /// server's entry, refused when it is not that seat's turn.
    ///
    /// Args:
    ///     state (State): a state of this game.
    ///     seat (int): the seat that sent the action.
    ///     action (int): an action index (any integer type).
    ///
    /// Returns:
    ///     State: the next state.
    ///
    /// Raises:
    ///     IllegalActionError: not ``seat``'s turn, or as ``apply``.
    fn apply_as(&self, state: &State, seat: i64, action: i64) -> PyResult<State> {
        on_each!(&self.game, g => {
            let a = action_of(g, action)?;
            let s = self.state_of(g, state)?;
            let (next, _) = g.apply_as(s, seat_of(seat)?, a).map_err(err(IllegalActionError::new_err))?;
            Ok(self.wrap(g, next))
        })
    }

    /// The state after any action given as the engine's JSON, throws
    /// included (``'{"throw": [6]}'`` in Ludo).
    ///
    /// Args:
    ///     state (State): a state of this game.
    ///     action (str): an action as the engine's JSON.
    ///
    /// Returns:
    ///     State: the next state.
    ///
    /// Raises:
    ///     IllegalActionError: the JSON is no action, or the rules refuse it.
    fn apply_json(&self, state: &State, action: &str) -> PyResult<State> {
        on_each!(&self.game, g => self.change(g, state, |s| {
            let a = serde_json::from_str(action).map_err(err(IllegalActionError::new_err))?;
            g.apply_mut(s, a, &mut Discard).map_err(err(IllegalActionError::new_err))
        }))
    }

    /// The state after one throw of ``dice``.
    ///
    /// Args:
    ///     state (State): a state of this game.
    ///     dice (Dice): the dice, moved on by the throw.
    ///
    /// Returns:
    ///     State: the state after the throw.
    ///
    /// Raises:
    ///     IllegalActionError: no throw is due (a player must choose, or
    ///         the game is over).
    fn throw(&self, state: &State, dice: &mut PyDice) -> PyResult<State> {
        on_each!(&self.game, g => self.change(g, state, |s| {
            let Some(a) = dice.dice.throw_for(g, s) else {
                return Err(IllegalActionError::new_err("no throw is due: a player must choose, or the game is over"));
            };
            g.apply_mut(s, a, &mut Discard).map_err(err(IllegalActionError::new_err))
        }))
    }

    /// The state after throws of ``dice`` until a player must choose or
    /// the game is over (the whole game in the Goose family).
    ///
    /// Args:
    ///     state (State): a state of this game.
    ///     dice (Dice): the dice, moved on by the throws.
    ///
    /// Returns:
    ///     State: the state at the next decision, or at the end.
    fn run_chance(&self, state: &State, dice: &mut PyDice) -> PyResult<State> {
        on_each!(&self.game, g => self.change(g, state, |s| run_chance(g, s, &mut dice.dice)))
    }

    /// A state of this game from its JSON (``State.to_json``), checked
    /// against the rules.
    ///
    /// Args:
    ///     text (str): the JSON of ``State.to_json``.
    ///
    /// Returns:
    ///     State: the state, of this game.
    ///
    /// Raises:
    ///     InvalidStateError: the JSON is no state, or not one these rules
    ///         could reach.
    fn state_from_json(&self, text: &str) -> PyResult<State> {
        on_each!(&self.game, g => {
            let s = serde_json::from_str(text).map_err(err(InvalidStateError::new_err))?;
            g.validate(&s).map_err(err(InvalidStateError::new_err))?;
            Ok(self.wrap(g, s))
        })
    }

    /// Plays ``games`` random games on ``threads`` threads (every core when
    /// None), without the GIL. Game ``k`` throws the dice of
    /// ``simulation_dice(seed, k)`` whatever the threads, so the summary
    /// depends only on the game, ``games`` and ``seed``. Ctrl-C
    /// (``KeyboardInterrupt``) stops it within a chunk of 256 games.
    ///
    /// Args:
    ///     games (int): how many games.
    ///     seed (int): the run's seed.
    ///     threads (int | None): threads to play on (every core when None or 0).
    ///
    /// Returns:
    ///     str: the summary as JSON: the game (``preset``, ``players``, and
    ///     ``payoff`` unless it is the preset's),
    ///     the run (``seed``, ``ranges`` of game indexes), ``games``,
    ///     ``wins`` by seat, ``blocked``, ``truncated``, ``unfinished`` and
    ///     the statistics of the lengths in ``actions`` and ``throws``.
    #[pyo3(signature = (games, seed, threads = None))]
    fn simulate(
        &self,
        py: Python<'_>,
        games: u64,
        seed: u64,
        threads: Option<usize>,
    ) -> PyResult<String> {
        crate::sim::simulate(py, self, games, seed, threads)
    }

    /// Plays the games ``start..end`` of the run of ``seed``: the same games
    /// a whole ``simulate`` of that seed plays at those indexes (a shard),
    /// on this thread, without the GIL; Ctrl-C stops it.
    ///
    /// Args:
    ///     seed (int): the run's seed.
    ///     start (int): the first game's index.
    ///     end (int): the index after the last game.
    ///
    /// Returns:
    ///     str: their summary as JSON, as ``simulate``'s; the summaries of
    ///     disjoint shards merge exactly (``merge_summaries``).
    ///
    /// Raises:
    ///     ValueError: ``start`` is after ``end``.
    fn simulate_range(&self, py: Python<'_>, seed: u64, start: u64, end: u64) -> PyResult<String> {
        crate::sim::simulate_range(py, self, seed, start, end)
    }

    fn __repr__(&self) -> String {
        let payoff = match self.tag.scoring {
            Scoring::Preset => String::new(),
            Scoring::Pot => ", payoff=\"pot\"".to_owned(),
            Scoring::Places(p) => format!(", payoff={:?}", p.as_slice()),
        };
        let length = self
            .tag
            .match_length
            .map_or_else(String::new, |n| format!(", match_length={n}"));
        let cap = self
            .tag
            .max_doublings
            .map_or_else(String::new, |n| format!(", max_doublings={n}"));
        let resign = if self.tag.resignations {
            ", resignations=True"
        } else {
            ""
        };
        format!(
            "Game({:?}, players={}{payoff}{length}{cap}{resign})",
            self.entry.name, self.tag.players
        )
    }

    /// Pickles as ``Game(preset, players, payoff, match_length,
    /// max_doublings, resignations)``.
    #[allow(clippy::type_complexity)]
    fn __getnewargs__<'py>(
        &self,
        py: Python<'py>,
    ) -> PyResult<(
        &'static str,
        u8,
        Bound<'py, PyAny>,
        Option<u16>,
        Option<u8>,
        bool,
    )> {
        Ok((
            self.entry.name,
            self.tag.players,
            self.tag.scoring.to_py(py)?,
            self.tag.match_length,
            self.tag.max_doublings,
            self.tag.resignations,
        ))
    }

    /// The game itself (it is immutable).
    fn __copy__(slf: PyRef<'_, Self>) -> PyRef<'_, Self> {
        slf
    }

    /// The game itself (it is immutable).
    fn __deepcopy__<'py>(slf: PyRef<'py, Self>, _memo: &Bound<'py, PyAny>) -> PyRef<'py, Self> {
        slf
    }
}

/// A seat from Python, refused with the engine's words when out of range.
pub(crate) fn seat_of(seat: i64) -> PyResult<Seat> {
    u8::try_from(seat)
        .map(Seat)
        .map_err(|_| RaceGameError::new_err(format!("seat {seat} does not play in this game")))
}

/// Who acts: ("player" | "chance" | "over", seat or None).
fn to_act_tuple(t: ToAct) -> ToActTuple {
    match t {
        ToAct::Player(s) => ("player", Some(s.0)),
        ToAct::Chance(s) => ("chance", Some(s.0)),
        ToAct::Nobody => ("over", None),
    }
}

/// The outcome as (kind, seats), or None while the game goes on.
fn outcome_tuple(o: Option<Outcome>) -> Option<OutcomeTuple> {
    Some(match o? {
        Outcome::Winner(s) => ("winner", vec![u32::from(s.0)]),
        Outcome::Ranking(r) => (
            "ranking",
            r.as_slice().iter().map(|s| u32::from(s.0)).collect(),
        ),
        Outcome::Blocked => ("blocked", vec![]),
        Outcome::Truncated => ("truncated", vec![]),
        Outcome::Draw => ("draw", vec![]),
        _ => ("unknown", vec![]),
    })
}
