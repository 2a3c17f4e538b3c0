"""The PettingZoo AEC environment: every seat an agent."""

import numpy as np
from gymnasium import spaces

from .. import Bot, Game, Table
from .spaces import action_space, check_choice, check_max_cycles, mask_space, observation_space

try:
    from pettingzoo import AECEnv
except ImportError:  # pragma: no cover - pettingzoo is optional
    AECEnv = object


class RaceGameAEC(AECEnv):
    """A PettingZoo AEC environment of one preset, every seat an agent.

    ``RaceGameAEC(preset="ludo", players=None, max_cycles=None,
    render_mode=None, payoff=None, match_length=None, max_doublings=None)``:
    ``players`` defaults
    to the preset's usual table (``Game.default_players``), ``payoff`` to
    the preset's (see :class:`racegame.Game` for the others);
    ``match_length`` makes an episode a whole backgammon match (every
    agent's info then holds ``"match"``, ``Game.match_score``, and the
    rewards are +1 and -1 when the match ends); ``max_doublings`` caps the
    doubling cube (:class:`racegame.Game`). Agents are named ``seat_<n>`` after their
    seats (a two-player Ludo game has ``seat_0`` and ``seat_2``).

    Observations are dicts ``{"observation": float32 array in [0, 1],
    "action_mask": bool array}``, as in PettingZoo's classic games; the mask
    is all False for an agent whose turn it is not. An illegal action raises
    :class:`racegame.IllegalActionError` and changes nothing. The agent
    selected is always the seat whose decision is due: under the doubling
    cube (``backgammon-money``) the seat doubled answers the double (take,
    pass or beaver) before the doubler throws, and every agent's info holds
    the cube (``Game.cube``: ``{"value", "owner"}``).

    Every seat is an agent; to play some of them by the crate's trained
    player, step them with ``bot_action()`` (``bot_action(level)``: the
    action of :class:`racegame.Bot` at that level for the agent selected).

    Rewards are the seats' payoffs (``Game.payoff``: in points, times the
    cube's value under a cube) when the game ends, 0 before. ``max_cycles`` cuts an episode short after that many cycles, a cycle
    being as many decisions as there are agents (``max_cycles * num_agents``
    decisions in all, whoever made them: a seat may act several times in a
    row): every agent is then truncated, with reward 0.
    """

    metadata = {"render_modes": ["ansi", "human"], "name": "racegame_v0", "is_parallelizable": False}

    def __init__(
        self,
        preset="ludo",
        players=None,
        max_cycles=None,
        render_mode=None,
        payoff=None,
        match_length=None,
        max_doublings=None,
    ):
        super().__init__()
        self.render_mode = check_choice("render_mode", render_mode, [None, "ansi", "human"])
        self.max_cycles = check_max_cycles(max_cycles)
        self.game = Game(preset, players, payoff, match_length, max_doublings)
        self._table = Table(self.game)
        self.possible_agents = [f"seat_{s}" for s in self.game.seats]
        self._seat = dict(zip(self.possible_agents, self.game.seats))
        self._agent = dict(zip(self.game.seats, self.possible_agents))
        space = spaces.Dict({"observation": observation_space(self.game), "action_mask": mask_space(self.game)})
        self.observation_spaces = dict.fromkeys(self.possible_agents, space)
        self.action_spaces = dict.fromkeys(self.possible_agents, action_space(self.game))
        self._limit = None if self.max_cycles is None else self.max_cycles * len(self.possible_agents)
        self._decisions = 0
        self._seed_source = np.random.default_rng()

    def observation_space(self, agent):
        """The observation space of ``agent`` (the same for all)."""
        return self.observation_spaces[agent]

    def action_space(self, agent):
        """The action space of ``agent`` (the same for all)."""
        return self.action_spaces[agent]

    def observe(self, agent):
        """``agent``'s observation and action mask, as a dict."""
        obs, mask = self._table.observe(self._seat[agent])
        return {"observation": obs, "action_mask": mask}

    def reset(self, seed=None, options=None):
        """Starts a new episode; the same ``seed`` gives the same episode."""
        if seed is not None:
            self._seed_source = np.random.default_rng(seed)
        seat = self._table.reset(int(self._seed_source.integers(0, 2**63)))
        self.agents = list(self.possible_agents)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos = {a: {} for a in self.agents}
        self._decisions = 0
        self.agent_selection = self._agent[seat]
        self._update_infos()

    def step(self, action):
        """Plays ``action`` (an integer index) for the selected agent, then
        the throws up to the next decision; ``None`` for an agent that is
        done."""
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        seat = self._table.play(action)
        self._decisions += 1
        if seat < 0:
            self._finish(self._table.cut_short(), self._table.rewards())
        elif self._limit is not None and self._decisions >= self._limit:
            self._finish(True, np.zeros(len(self.possible_agents), np.float32))
        else:
            self.agent_selection = self._agent[seat]
        self._update_infos()
        if self.render_mode == "human":
            self.render()

    def bot_action(self, level=None, seed=0):
        """The action of the crate's trained player (:class:`racegame.Bot`
        at ``level``, its default when None) for the agent selected now:
        step the agents it plays with it. One bot per level is kept and
        reused, its random draws seeded by ``seed`` when first made.

        Returns:
            int: a legal action index.

        Raises:
            racegame.ConfigError: an unknown level, or a game without a
                trained player.
            racegame.RaceGameError: the episode is over.
        """
        bots = self.__dict__.setdefault("_bots", {})
        if level not in bots:
            bots[level] = Bot(self.game, level, seed)
        return bots[level].action(self._table.state)

    def _update_infos(self):
        """Puts the cube and the match score in every agent's info, in a
        game that has them."""
        state = self._table.state
        cube, score = self.game.cube(state), self.game.match_score(state)
        for agent in self.agents:
            if cube is not None:
                self.infos[agent]["cube"] = dict(cube)
            if score is not None:
                self.infos[agent]["match"] = {**score, "score": list(score["score"])}

    def _finish(self, truncated, rewards):
        """Ends the episode for every agent with ``rewards`` (in seat order)."""
        done = self.truncations if truncated else self.terminations
        for agent, reward in zip(self.possible_agents, rewards):
            self.rewards[agent] = float(reward)
            done[agent] = True
        self._accumulate_rewards()

    def render(self):
        """The state as text (printed in ``"human"`` mode)."""
        text = str(self._table.state)
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self):
        """Nothing to release."""


def env(
    preset="ludo", players=None, max_cycles=None, render_mode=None, payoff=None, match_length=None, max_doublings=None
):
    """A PettingZoo AEC environment of ``preset`` (see :class:`RaceGameAEC`)."""
    return RaceGameAEC(preset, players, max_cycles, render_mode, payoff, match_length, max_doublings)
