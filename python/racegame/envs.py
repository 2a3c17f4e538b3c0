"""PettingZoo and Gymnasium environments over the racegame engines.

Chance is played inside ``step`` with the environment's own seeded
:class:`racegame.Dice`: after a seat acts, the dice are thrown until some
seat must choose (or the game ends), so agents only ever see decisions.
``reset(seed=...)`` reproduces an episode exactly.

The Goose games have no decisions: there each seat's turn is one action,
index 0 ("throw"), which throws the dice once for it.

Rewards come at the end: +1 for the winner, -1 for every other seat; 0 for
all when the game is blocked or truncated (which sets ``truncations``).
"""

import numpy as np
from gymnasium import spaces

from . import Dice, Game, IllegalActionError

# Every observation value lies in [0, OBS_HIGH] (see the layouts).
OBS_HIGH = 2.0


def _spaces(game):
    n = max(game.num_actions, 1)
    obs = spaces.Box(0.0, OBS_HIGH, (game.observation_len,), np.float32)
    return obs, spaces.Discrete(n)


def _rewards(game, state):
    """Rewards by seat at the end of a game, and whether it was cut short."""
    outcome = game.outcome(state)
    kind, seats = outcome if outcome is not None else ("truncated", [])
    if kind in ("winner", "ranking") and seats:
        return {s: (1.0 if s == seats[0] else -1.0) for s in game.seats}, False
    return {s: 0.0 for s in game.seats}, True


class _Table:
    """One game in play: the state, the dice, and the decision due."""

    def __init__(self, game):
        self.game = game
        self.goose = game.num_actions == 0

    def reset(self, seed):
        self.dice = Dice(seed)
        self.state = self.game.initial_state()
        self._settle()

    def _settle(self):
        if not self.goose:
            self.state = self.game.run_chance(self.state, self.dice)

    def seat_to_act(self):
        kind, seat = self.game.to_act(self.state)
        return None if kind == "over" else seat

    def mask(self, seat):
        m = np.zeros(max(self.game.num_actions, 1), dtype=np.int8)
        if self.seat_to_act() != seat:
            return m
        if self.goose:
            m[0] = 1
        else:
            m[:] = self.game.legal_mask(self.state)
        return m

    def play(self, action):
        """Plays an action index for the seat to act (refusals raise)."""
        if self.goose:
            if int(action) != 0:
                raise IllegalActionError(f"action index {action} is outside the action space 0..1")
            self.state = self.game.throw(self.state, self.dice)
        else:
            self.state = self.game.apply(self.state, int(action))
            self._settle()

    def over(self):
        return self.game.is_over(self.state)


try:
    from pettingzoo import AECEnv
except ImportError:  # pragma: no cover - pettingzoo is optional
    AECEnv = object


class RaceGameAEC(AECEnv):
    """A PettingZoo AEC environment of one preset.

    Agents are named ``seat_<n>`` after their seats. Observations are dicts
    ``{"observation": float32 array, "action_mask": int8 array}``, as in
    PettingZoo's classic games; the mask is all 0 for a seat not to act.
    """

    metadata = {"render_modes": ["ansi", "human"], "name": "racegame_v0", "is_parallelizable": False}

    def __init__(self, preset="ludo", players=4, render_mode=None):
        super().__init__()
        self.game = Game(preset, players)
        self.render_mode = render_mode
        self.possible_agents = [f"seat_{s}" for s in self.game.seats]
        self._seat = {a: s for a, s in zip(self.possible_agents, self.game.seats)}
        obs, act = _spaces(self.game)
        mask = spaces.Box(0, 1, (act.n,), np.int8)
        self.observation_spaces = {
            a: spaces.Dict({"observation": obs, "action_mask": mask}) for a in self.possible_agents
        }
        self.action_spaces = {a: act for a in self.possible_agents}
        self._table = _Table(self.game)
        self._seed_source = np.random.default_rng()

    def observation_space(self, agent):
        return self.observation_spaces[agent]

    def action_space(self, agent):
        return self.action_spaces[agent]

    def observe(self, agent):
        seat = self._seat[agent]
        return {
            "observation": self.game.observe(self._table.state, seat),
            "action_mask": self._table.mask(seat),
        }

    def reset(self, seed=None, options=None):
        if seed is not None:
            self._seed_source = np.random.default_rng(seed)
        self._table.reset(int(self._seed_source.integers(0, 2**63)))
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self._select()

    def _select(self):
        seat = self._table.seat_to_act()
        if seat is not None:
            self.agent_selection = f"seat_{seat}"

    def step(self, action):
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        self._cumulative_rewards[agent] = 0.0
        self._table.play(action)
        self.rewards = {a: 0.0 for a in self.agents}
        if self._table.over():
            by_seat, cut = _rewards(self.game, self._table.state)
            for a in self.agents:
                self.rewards[a] = by_seat[self._seat[a]]
                if cut:
                    self.truncations[a] = True
                else:
                    self.terminations[a] = True
        else:
            self._select()
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def render(self):
        text = str(self._table.state)
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self):
        pass


def env(preset="ludo", players=4, render_mode=None):
    """A PettingZoo AEC environment of ``preset`` (see :class:`RaceGameAEC`)."""
    return RaceGameAEC(preset, players, render_mode)


import gymnasium as gym  # noqa: E402


class RaceGameEnv(gym.Env):
    """A Gymnasium environment: one seat (``seat``, by default the first)
    against built-in bots that choose uniformly among the legal actions.

    The observation is the seat's float32 observation; ``info`` carries
    ``"action_mask"`` (also ``action_masks()``). An illegal action ends the
    episode with reward -1 and ``info["illegal_action"] = True`` (set
    ``illegal="raise"`` to raise the engine's refusal instead).
    """

    metadata = {"render_modes": ["ansi"]}

    def __init__(self, preset="ludo", players=4, seat=None, illegal="lose", render_mode=None):
        self.game = Game(preset, players)
        self.seat = self.game.seats[0] if seat is None else seat
        if self.seat not in self.game.seats:
            raise ValueError(f"seat {self.seat} does not play in {preset} with {players} players")
        self.illegal = illegal
        self.render_mode = render_mode
        self.observation_space, self.action_space = _spaces(self.game)
        self._table = _Table(self.game)

    def _bots(self):
        """Plays the bots' turns until the agent must act or the game ends."""
        while not self._table.over() and self._table.seat_to_act() != self.seat:
            legal = np.flatnonzero(self._table.mask(self._table.seat_to_act()))
            self._table.play(int(self.np_random.choice(legal)))

    def _obs_info(self, extra=None):
        info = {"action_mask": self._table.mask(self.seat)}
        if extra:
            info.update(extra)
        return self.game.observe(self._table.state, self.seat), info

    def action_masks(self):
        return self._table.mask(self.seat).astype(bool)

    def reset(self, seed=None, options=None):
        super().reset(seed=seed)
        self._table.reset(int(self.np_random.integers(0, 2**63)))
        self._bots()
        return self._obs_info()

    def step(self, action):
        if self._table.over():
            raise IllegalActionError("the game is over: call reset")
        try:
            self._table.play(int(action))
        except IllegalActionError:
            if self.illegal == "raise":
                raise
            obs, info = self._obs_info({"illegal_action": True})
            return obs, -1.0, True, False, info
        self._bots()
        if self._table.over():
            by_seat, cut = _rewards(self.game, self._table.state)
            obs, info = self._obs_info()
            return obs, by_seat[self.seat], not cut, cut, info
        obs, info = self._obs_info()
        return obs, 0.0, False, False, info

    def render(self):
        return str(self._table.state)
