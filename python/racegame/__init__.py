"""Exact, fast engines for dice race games, for learning agents.

Every preset of the Rust crate ``racegame``: the Ludo family (``ludo``,
``ludo_king``, ``mensch``, ``parchis``, ``parchis_two_dice``), the Game of the
Goose family (``railway``, ``vermifuge_lune``, ``classic_goose``,
``snakes_and_ladders``) and the Royal Game of Ur (``finkel``, ``masters``,
``blitz``).

- :class:`Game`: states, legal actions, masks and observations as numpy
  arrays, ``apply`` with the engine's refusals raised as exceptions, JSON
  save and load, ``simulate`` (without the GIL, stopped by Ctrl-C).
- :class:`State`, :class:`Dice`: immutable positions and seeded dice; both
  compare, copy and pickle.
- :class:`Table`: one game in play, a decision per call (what the
  environments are built on).
- :class:`BatchEnv`: N games stepped in one call, numpy in and numpy out.
- :mod:`racegame.envs`: PettingZoo AEC, Gymnasium and Gymnasium vector
  environments, registered with Gymnasium as ``racegame/<Preset>-v0``
  (import it only when those packages are installed).
- :mod:`racegame.distributed`: simulations sharded over Ray tasks.
"""

import json as _json

from ._racegame import (
    MAX_BATCH_GAMES,
    BatchEnv,
    ConfigError,
    Dice,
    Game,
    IllegalActionError,
    InvalidStateError,
    RaceGameError,
    State,
    Table,
    merge_summaries,
    simulation_dice,
)

__all__ = [
    "MAX_BATCH_GAMES",
    "BatchEnv",
    "ConfigError",
    "Dice",
    "Game",
    "IllegalActionError",
    "InvalidStateError",
    "RaceGameError",
    "State",
    "Table",
    "merge_summaries",
    "presets",
    "simulate",
    "simulation_dice",
]


def presets():
    """Every preset's name, in the crate's order.

    Returns:
        list[str]: the names ``Game`` takes.
    """
    return [name for name, _family in Game.presets()]


def simulate(preset, games, seed=0, players=None, threads=None):
    """Plays ``games`` random games of ``preset`` and returns the summary.

    The games are those of :meth:`Game.simulate`: game ``k`` throws the
    dice of ``simulation_dice(seed, k)``, so the result depends only on the
    preset, the seat count, ``games`` and ``seed``. Releases the GIL while
    it runs; Ctrl-C stops it.

    Args:
        preset (str): a name of :func:`presets`.
        games (int): how many games.
        seed (int): the run's seed.
        players (int | None): the seat count (the preset's usual one when
            None).
        threads (int | None): threads to play on (every core when None).

    Returns:
        dict: the summary (see :meth:`Game.simulate`).
    """
    return _json.loads(Game(preset, players).simulate(games, seed, threads))
