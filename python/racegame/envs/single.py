"""The Gymnasium environment: one seat against bots."""

import gymnasium as gym

from .. import Game, IllegalActionError, RaceGameError, Table
from .spaces import (
    action_space,
    check_choice,
    check_max_cycles,
    check_opponent,
    check_reward,
    check_seat,
    observation_space,
)

# Games in a row without a decision of the agent before reset gives up
# (each is a whole game the bots won first).
_MAX_RESTARTS = 10_000


class RaceGameEnv(gym.Env):
    """A Gymnasium environment: one seat against bots that choose uniformly
    among their legal moves (inside the engine), or against the crate's
    trained player (``opponent="bot"``).

    ``RaceGameEnv(preset="ludo", players=None, seat=None, illegal="lose",
    max_cycles=None, render_mode=None, payoff=None, illegal_reward=-1.0,
    match_length=None, max_doublings=None, opponent="random")``
    (``opponent``: ``"random"``, ``"bot"`` or ``"bot:LEVEL"``, the
    player of :class:`racegame.Bot` in every other seat, seeded by
    ``reset``'s seed; ``match_length``: an episode
    is a whole backgammon match, ``info["match"]`` its score, the reward +1
    or -1 at its end; ``max_doublings`` caps the doubling cube, as in
    :class:`racegame.Game`):
    ``players`` defaults to the preset's usual table, ``seat`` to the first
    seat, ``payoff`` to the preset's (see :class:`racegame.Game` for the others). The observation is the
    seat's float32 observation in [0, 1]; ``info["action_mask"]`` (also
    ``action_masks()``) is the bool mask of its legal actions, and in a
    game with a doubling cube (``backgammon-money``) ``info["cube"]`` is
    the cube now (``Game.cube``: ``{"value", "owner"}``). Under the cube
    the bots make their cube decisions by the race, never at random
    (:meth:`racegame.Table.bot_action`: they double with a pip lead of 8%
    of their own count, 9% to redouble, take unless the doubler leads by
    more than 12%, and never beaver); ``bot_action()`` gives the bots'
    choice in the agent's place, a baseline policy. An agent that doubles,
    takes and beavers uniformly at random (``action_space.sample(mask)``)
    can drive the cube to 4096; ``max_doublings`` bounds the stakes.

    The reward is the seat's payoff when the game ends (``Game.payoff``:
    in points, times the cube's value in ``backgammon-money``).
    An illegal action ends the episode with reward ``illegal_reward`` (-1,
    below every payoff of the Goose, Ludo and Ur presets; set it below the
    range of any other payoff, below -3 in backgammon) and
    ``info["illegal_action"] = True`` (``illegal="raise"`` raises the
    engine's refusal instead, changing nothing); either way ``step`` then
    refuses to go on until ``reset``. ``max_cycles`` truncates an episode
    after that many steps (a step is one decision of the agent and the bots'
    decisions up to its next one); ``gymnasium.make(...,
    max_episode_steps=n)`` does the same with Gymnasium's ``TimeLimit``.

    ``reset`` never returns a finished game: an episode in which the others
    win before the agent has a decision (a Ludo seat that never threw the
    six to enter) is skipped.
    """

    metadata = {"render_modes": ["ansi"]}

    def __init__(
        self,
        preset="ludo",
        players=None,
        seat=None,
        illegal="lose",
        max_cycles=None,
        render_mode=None,
        payoff=None,
        illegal_reward=-1.0,
        match_length=None,
        max_doublings=None,
        opponent="random",
    ):
        self.illegal = check_choice("illegal", illegal, ["lose", "raise"])
        self.illegal_reward = check_reward(illegal_reward)
        self.render_mode = check_choice("render_mode", render_mode, [None, "ansi"])
        self.max_cycles = check_max_cycles(max_cycles)
        self.game = Game(preset, players, payoff, match_length, max_doublings)
        self.seat = check_seat(self.game, seat)
        self._column = self.game.seats.index(self.seat)
        self.observation_space = observation_space(self.game)
        self.action_space = action_space(self.game)
        self._table = Table(self.game, check_opponent(opponent))
        self.opponent = opponent
        self._done = True
        self._steps = 0

    def reset(self, seed=None, options=None):
        """Starts a new episode and plays the bots up to the agent's first
        decision; the same ``seed`` gives the same episode.

        Returns:
            tuple: the observation and ``{"action_mask": mask}``.
        """
        super().reset(seed=seed)
        for _ in range(_MAX_RESTARTS):
            self._table.reset(int(self.np_random.integers(0, 2**63)))
            if self._table.play_bots(self.seat) >= 0:
                break
        else:
            raise RaceGameError(f"seat {self.seat} got no decision in {_MAX_RESTARTS} games in a row")
        self._done = False
        self._steps = 0
        obs, mask = self._table.observe(self.seat)
        return obs, self._info(mask)

    def step(self, action):
        """Plays ``action`` (an integer index) for the agent, then the bots.

        Returns:
            tuple: observation, reward, terminated, truncated, info.

        Raises:
            RaceGameError: the episode is over (call ``reset``).
            IllegalActionError: an illegal action with ``illegal="raise"``.
            TypeError: ``action`` is not an integer.
        """
        if self._done:
            raise RaceGameError("the episode is over: call reset()")
        try:
            self._table.play(action)
        except IllegalActionError:
            if self.illegal == "raise":
                raise
            self._done = True
            obs, mask = self._table.observe(self.seat)
            return obs, self.illegal_reward, True, False, {**self._info(mask), "illegal_action": True}
        over = self._table.play_bots(self.seat) < 0
        self._steps += 1
        obs, mask = self._table.observe(self.seat)
        info = self._info(mask)
        if over:
            self._done = True
            cut = self._table.cut_short()
            return obs, float(self._table.rewards()[self._column]), not cut, cut, info
        if self.max_cycles is not None and self._steps >= self.max_cycles:
            self._done = True
            return obs, 0.0, False, True, info
        return obs, 0.0, False, False, info

    def _info(self, mask):
        """The info of a step: the mask, and the cube and the match score
        where the game has them."""
        info = {"action_mask": mask}
        state = self._table.state
        cube, score = self.game.cube(state), self.game.match_score(state)
        if cube is not None:
            info["cube"] = cube
        if score is not None:
            info["match"] = score
        return info

    @property
    def state(self):
        """The current :class:`racegame.State`, for the game's tools
        (``self.game.plays(env.state)``, ``diagram``, ``pip_count``)."""
        return self._table.state

    def bot_action(self):
        """The action the bots would take in the agent's place now (a
        baseline policy; see :meth:`racegame.Table.bot_action`).

        Returns:
            int: a legal action index of the agent.
        """
        return self._table.bot_action()

    def action_masks(self):
        """The bool mask of the agent's legal actions (for maskable
        algorithms)."""
        return self._table.observe(self.seat)[1]

    def render(self):
        """The state as text."""
        return str(self._table.state)
