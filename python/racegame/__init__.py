"""Exact, fast engines for dice race games, for learning agents.

Every preset of the Rust crate ``racegame``: the Ludo family (``ludo``,
``ludo_king``, ``mensch``, ``parchis``, ``parchis_two_dice``), the Game of the
Goose family (``railway``, ``vermifuge_lune``, ``classic_goose``,
``snakes_and_ladders``) and the Royal Game of Ur (``finkel``, ``masters``,
``blitz``).

- :class:`Game`: states, legal actions, masks and observations as numpy
  arrays, ``apply`` with the engine's refusals raised as exceptions, JSON
  save and load, ``simulate`` (without the GIL).
- :class:`Dice`: seeded dice.
- :class:`BatchEnv`: N games stepped in one call, numpy in and numpy out.
- :mod:`racegame.envs`: PettingZoo AEC and Gymnasium environments (import
  it only when those packages are installed).
"""

import json as _json

from ._racegame import (
    BatchEnv,
    ConfigError,
    Dice,
    Game,
    IllegalActionError,
    InvalidStateError,
    RaceGameError,
    State,
    merge_summaries,
    simulation_dice,
)

__all__ = [
    "BatchEnv",
    "ConfigError",
    "Dice",
    "Game",
    "IllegalActionError",
    "InvalidStateError",
    "RaceGameError",
    "State",
    "merge_summaries",
    "presets",
    "simulate",
    "simulation_dice",
]


def presets():
    """Every preset's name, in the crate's order."""
    return [name for name, _family in Game.presets()]


def simulate(preset, games, seed=0, players=None, threads=None):
    """Plays ``games`` random games of ``preset`` and returns the summary as
    a dict (parsed from the engine's JSON). Releases the GIL while it runs."""
    return _json.loads(Game(preset, players).simulate(games, seed, threads))
