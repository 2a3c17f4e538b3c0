"""The Gymnasium vector environment: N games of one seat against bots,
stepped together in the engine (:class:`racegame.BatchEnv`)."""

import numpy as np
from gymnasium.vector import VectorEnv
from gymnasium.vector.utils import batch_space

from .. import BatchEnv, Game
from .spaces import action_space, check_max_cycles, check_opponent, check_seat, observation_space

try:
    from gymnasium.vector import AutoresetMode

    _SAME_STEP = AutoresetMode.SAME_STEP
except ImportError:  # pragma: no cover - Gymnasium 1.0 names it by a string
    _SAME_STEP = "SameStep"


class RaceGameVectorEnv(VectorEnv):
    """``num_envs`` games of :class:`RaceGameEnv` at once, stepped together
    in the engine without a Python loop over them.

    ``RaceGameVectorEnv(preset="ludo", num_envs=1, players=None, seat=None,
    max_cycles=None, payoff=None, match_length=None, max_doublings=None,
    opponent="random")`` (``opponent="bot"`` or ``"bot:LEVEL"``: the
    crate's trained player, :class:`racegame.Bot`, in the other seats;
    ``payoff``, ``match_length`` and ``max_doublings`` as for
    :class:`racegame.Game`; in a match
    ``infos["match_score"]`` [num_envs, 2] and ``infos["crawford"]``
    [num_envs] are each match's score, ``BatchEnv.scores``). Each sub-environment is one seat (``seat``, by
    default the first) against bots choosing uniformly among their legal
    moves (cube decisions by the race: :meth:`racegame.Table.bot_action`); observations are [num_envs, L] float32 arrays in [0, 1],
    ``infos["action_mask"]`` (and ``action_masks()``) the [num_envs, A]
    bool masks, actions one integer index per game, rewards the agent's
    payoff when its game ends. In a game with a doubling cube
    (``backgammon-money``) ``infos["cube_value"]`` and
    ``infos["cube_owner"]`` are [num_envs] int64 arrays of each game's cube
    now (``BatchEnv.cubes``: the owner's seat, -1 in the middle; a game
    that ended shows its next game's cube, its reward already counts the
    cube).

    Episodes reset in the same step (``metadata["autoreset_mode"]`` is
    ``SAME_STEP``): a game that ends returns the first observation of the
    next one, with its last in ``infos["final_obs"]`` (an object array,
    set where ``infos["_final_obs"]`` is True). ``max_cycles`` truncates
    an episode after that many steps of the agent. The same seed to
    ``reset`` gives the same games.
    """

    metadata = {"autoreset_mode": _SAME_STEP, "render_modes": []}

    def __init__(
        self,
        preset="ludo",
        num_envs=1,
        players=None,
        seat=None,
        max_cycles=None,
        payoff=None,
        match_length=None,
        max_doublings=None,
        opponent="random",
    ):
        max_cycles = check_max_cycles(max_cycles)
        seat = check_seat(Game(preset, players, payoff, match_length, max_doublings), seat)
        self._batch = BatchEnv(
            preset,
            num_envs,
            players=players,
            seat=seat,
            max_cycles=max_cycles,
            payoff=payoff,
            match_length=match_length,
            max_doublings=max_doublings,
            opponent=check_opponent(opponent),
        )
        self.opponent = opponent
        self.game = self._batch.game
        self.seat = seat
        self.max_cycles = max_cycles
        self._column = self._batch.seats.index(seat)
        self.num_envs = num_envs
        self.single_observation_space = observation_space(self.game)
        self.single_action_space = action_space(self.game)
        self.observation_space = batch_space(self.single_observation_space, num_envs)
        self.action_space = batch_space(self.single_action_space, num_envs)
        self._mask = np.zeros((num_envs, self.single_action_space.n), np.bool_)
        self._every = np.ones(num_envs, np.bool_)

    def reset(self, seed=None, options=None):
        """Starts every game afresh and plays the bots up to the agent's
        first decision in each.

        Returns:
            tuple: observations [num_envs, L] and ``{"action_mask": masks}``.
        """
        super().reset(seed=seed)
        obs, self._mask, _ = self._batch.reset(int(self.np_random.integers(0, 2**63)))
        return obs, self._infos()

    def step(self, actions):
        """Plays one action per game for the agent, then the bots.

        Returns:
            tuple: observations, rewards [num_envs] float32, terminated,
            truncated, infos (``action_mask``; ``final_obs`` where a game
            ended).

        Raises:
            IllegalActionError: an illegal action, naming the game; no game
                moves.
        """
        obs, self._mask, rewards, terminated, truncated, _ = self._batch.step(actions)
        infos = self._infos()
        done = terminated | truncated
        if done.any():
            games, last = self._batch.final_observations()
            final = np.full(self.num_envs, None, dtype=object)
            for row, game in enumerate(games):
                final[game] = last[row]
            infos.update(final_obs=final, _final_obs=done, final_info={}, _final_info=done)
        return obs, rewards[:, self._column], terminated, truncated, infos

    def _infos(self):
        """The masks, and each game's cube and match score where the game
        has them."""
        infos = {"action_mask": self._mask, "_action_mask": self._every}
        cubes = self._batch.cubes()
        if cubes is not None:
            infos.update(cube_value=cubes[0], _cube_value=self._every, cube_owner=cubes[1], _cube_owner=self._every)
        scores = self._batch.scores()
        if scores is not None:
            infos.update(match_score=scores[0], _match_score=self._every, crawford=scores[1], _crawford=self._every)
        return infos

    def action_masks(self):
        """The [num_envs, A] bool masks of the agent's legal actions."""
        return self._mask
