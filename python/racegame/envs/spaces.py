"""The spaces the environments share, and the checks of their options."""

import numbers

import numpy as np
from gymnasium import spaces

# Every observation value lies in [0, 1] (a property test checks it on
# random games of every preset).
OBS_LOW = 0.0
OBS_HIGH = 1.0


class MaskedDiscrete(spaces.Discrete):
    """A ``Discrete`` space whose ``sample(mask)`` also takes the bool masks
    the environments give (Gymnasium's own asks for int8)."""

    def sample(self, mask=None, probability=None):
        """A random element, among the True (or 1) entries of ``mask``
        when it is given.

        Args:
            mask (numpy.ndarray | None): bool or int8, ``n`` long.
            probability (numpy.ndarray | None): float64 weights, as for
                ``Discrete.sample``.

        Returns:
            numpy.int64: an element of the space.
        """
        if mask is not None and np.asarray(mask).dtype == np.bool_:
            mask = np.asarray(mask).astype(np.int8)
        if probability is None:
            return super().sample(mask=mask)
        return super().sample(mask=mask, probability=probability)


def observation_space(game):
    """The observation space of ``game``: ``game.observation_len`` float32
    values in [0, 1].

    Args:
        game (racegame.Game): the game.

    Returns:
        gymnasium.spaces.Box: the space.
    """
    return spaces.Box(OBS_LOW, OBS_HIGH, (game.observation_len,), np.float32)


def action_space(game):
    """The action space of ``game``'s environments: its action indexes, or
    the one action "throw" (0) in the Goose games.

    Returns:
        MaskedDiscrete: the space.
    """
    return MaskedDiscrete(max(game.num_actions, 1))


def mask_space(game):
    """The space of ``game``'s action masks: bool arrays the size of the
    action space."""
    return spaces.Box(0, 1, (max(game.num_actions, 1),), np.bool_)


def check_max_cycles(max_cycles):
    """``max_cycles`` if it is None or a positive integer.

    Raises:
        ValueError: a number below 1.
        TypeError: not an integer.
    """
    if max_cycles is None:
        return None
    if isinstance(max_cycles, bool) or not isinstance(max_cycles, numbers.Integral):
        raise TypeError(f"max_cycles must be an integer or None, not {max_cycles!r}")
    if max_cycles < 1:
        raise ValueError(f"max_cycles must be at least 1, not {max_cycles}")
    return int(max_cycles)


def check_reward(reward):
    """``reward`` as a float, if it is a finite real number.

    Raises:
        TypeError: not a real number.
        ValueError: infinite or NaN.
    """
    if isinstance(reward, bool) or not isinstance(reward, numbers.Real):
        raise TypeError(f"illegal_reward must be a real number, not {reward!r}")
    if not np.isfinite(reward):
        raise ValueError(f"illegal_reward must be finite, not {reward!r}")
    return float(reward)


def check_choice(name, value, allowed):
    """``value`` if it is one of ``allowed``.

    Raises:
        ValueError: another value, naming the allowed ones.
    """
    if value not in allowed:
        names = ", ".join(repr(a) for a in allowed)
        raise ValueError(f"{name} must be one of {names}, not {value!r}")
    return value


def check_seat(game, seat):
    """The seat the agent plays: ``seat``, or the first seat when None.

    Raises:
        ValueError: a seat that does not play in ``game``.
    """
    if seat is None:
        return game.seats[0]
    if seat not in game.seats:
        raise ValueError(
            f"seat {seat} does not play in {game.preset} with {game.players} players (seats {game.seats})"
        )
    return int(seat)


def check_opponent(opponent):
    """``opponent`` if it is a string (the engine checks the name: ``"random"``,
    ``"bot"`` or ``"bot:LEVEL"``), else a TypeError."""
    if not isinstance(opponent, str):
        raise TypeError(f"opponent is a name (\"random\", \"bot\", \"bot:LEVEL\"), not {type(opponent).__name__}")
    return opponent
