"""PettingZoo and Gymnasium environments over the racegame engines.

- :class:`RaceGameAEC` (and :func:`env`): the PettingZoo AEC environment,
  every seat an agent. The games are turn-based (one seat acts at a time,
  sometimes several times in a row), so the AEC API is the natural one, as
  for PettingZoo's own classic games; there is no parallel version.
- :class:`RaceGameEnv`: a Gymnasium environment, one seat against bots
  that choose uniformly among their legal moves (and decide the backgammon
  cube by the race: :meth:`racegame.Table.bot_action`), or against the
  crate's trained player with ``opponent="bot"`` or ``"bot:LEVEL"``
  (:class:`racegame.Bot`).
- :class:`RaceGameVectorEnv`: the same, N games at once in the engine
  (a Gymnasium ``VectorEnv`` over :class:`racegame.BatchEnv`), with the
  same ``opponent``. In :class:`RaceGameAEC` every seat is an agent;
  ``bot_action(level)`` gives the trained player's action for the agent
  selected.

Importing this module registers every preset with Gymnasium as
``racegame/<Preset>-v0`` (``Ludo``, ``LudoKing``, ``Mensch``, ``Parchis``,
``ParchisTwoDice``, ``Railway``, ``VermifugeLune``, ``ClassicGoose``,
``SnakesAndLadders``, ``Finkel``, ``Masters``, ``Blitz``, ``Backgammon``,
``Nackgammon``, ``Hypergammon``, ``Portes``, ``Plakoto``, ``Fevga``,
``BackgammonMoney``)::

    import gymnasium as gym
    import racegame.envs  # noqa: F401 (registers the environments)

    env = gym.make("racegame/Ludo-v0", players=2, max_episode_steps=500)
    vec = gym.make_vec("racegame/Ludo-v0", num_envs=64, vectorization_mode="vector_entry_point")

(``gym.make("racegame.envs:racegame/Ludo-v0")`` imports it for you.)

Common to all: chance is played inside ``step`` with the environment's own
seeded dice, so agents only ever see decisions, and ``reset(seed=...)``
reproduces an episode exactly. Observations are float32 arrays in [0, 1]
from the acting seat's point of view (layouts in the README) and masks are
bool arrays, True at the legal action indexes; the action spaces'
``sample(mask)`` takes them. Actions are integers of any integer type
(floats and strings are refused). The Goose games have no decisions:
there each seat's turn is one action, index 0, "throw".

Rewards are the game's payoffs (:meth:`racegame.Game.payoff`), given when a
game ends and 0 before. By default as the preset scores: wins in the
Goose, Ludo and Ur presets (1 for the winner, the first of a ranking, and 0
for every other seat), 1, 2 or 3 points won and lost in the backgammon
family (a single game, a gammon, a backgammon; times the doubling cube's
value in ``backgammon-money``, where a pass scores the cube before the
double and gammons count single while the cube is in the middle), and 0
for all when the game is blocked or drawn (``terminated``) or cut short by
the rules' action limit or ``max_cycles`` (``truncated``). In a backgammon
match (``match_length=n``) an episode is the whole match and the reward +1
or -1 when the match ends (0 when a game inside it ends: the score in the
infos gives each game's points). Every environment takes
``payoff="pot"`` (Goose) or ``payoff=[points of each place]`` (Ludo), as
:class:`racegame.Game` does. An illegal action in :class:`RaceGameEnv`
costs ``illegal_reward`` (-1 by default).
"""

from .aec import RaceGameAEC, env
from .registration import env_id, register_envs
from .single import RaceGameEnv
from .spaces import MaskedDiscrete, observation_space
from .vector import RaceGameVectorEnv

__all__ = [
    "MaskedDiscrete",
    "RaceGameAEC",
    "RaceGameEnv",
    "RaceGameVectorEnv",
    "env",
    "env_id",
    "observation_space",
    "register_envs",
]

register_envs()
