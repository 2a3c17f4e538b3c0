"""Every preset registered with Gymnasium as ``racegame/<Preset>-v0``."""

import gymnasium

from .. import presets


def env_id(preset):
    """The Gymnasium id of ``preset``: ``"ludo_king"`` is
    ``"racegame/LudoKing-v0"``, ``"backgammon-money"``
    ``"racegame/BackgammonMoney-v0"``."""
    parts = preset.replace("-", "_").split("_")
    return "racegame/" + "".join(part.capitalize() for part in parts) + "-v0"


def register_envs():
    """Registers every preset (once) with :class:`RaceGameEnv` as its entry
    point and :class:`RaceGameVectorEnv` as its vector entry point; keyword
    arguments of ``gymnasium.make`` and ``make_vec`` go to them."""
    for preset in presets():
        name = env_id(preset)
        if name in gymnasium.registry:
            continue
        gymnasium.register(
            id=name,
            entry_point="racegame.envs.single:RaceGameEnv",
            vector_entry_point="racegame.envs.vector:RaceGameVectorEnv",
            kwargs={"preset": preset},
        )
