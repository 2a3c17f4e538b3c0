"""The PettingZoo and Gymnasium environments pass their libraries' checks
and reproduce episodes from a seed."""

import numpy as np
import pytest

pytest.importorskip("pettingzoo")
pytest.importorskip("gymnasium")

from gymnasium.utils.env_checker import check_env  # noqa: E402
from pettingzoo.test import api_test  # noqa: E402

import racegame as rg  # noqa: E402
from racegame.envs import RaceGameAEC, RaceGameEnv  # noqa: E402

MULTI = [(name, 2 if fam == "ur" else 4) for name, fam in rg.Game.presets()]


@pytest.mark.parametrize("preset,players", MULTI + [("ludo", 2), ("parchis_two_dice", 3)])
def test_pettingzoo_api_test_passes(preset, players):
    api_test(RaceGameAEC(preset, players), num_cycles=200)


@pytest.mark.parametrize("preset,players", [("ludo", 4), ("mensch", 2), ("finkel", 2), ("railway", 2)])
def test_gymnasium_check_env_passes(preset, players):
    check_env(RaceGameEnv(preset, players))


def play_aec(env, seed):
    env.reset(seed=seed)
    rng = np.random.default_rng(0)
    trace = []
    for agent in env.agent_iter(max_iter=3000):
        obs, reward, term, trunc, _info = env.last()
        trace.append((agent, float(reward), float(obs["observation"].sum())))
        if term or trunc:
            action = None
        else:
            action = int(rng.choice(np.flatnonzero(obs["action_mask"])))
        env.step(action)
    return trace


def test_pettingzoo_reset_with_a_seed_reproduces_the_episode():
    env = RaceGameAEC("ludo", 4)
    a = play_aec(env, 11)
    b = play_aec(env, 11)
    assert a == b
    assert a != play_aec(env, 12)


def test_gymnasium_reset_with_a_seed_reproduces_the_episode_and_ends_with_a_result():
    env = RaceGameEnv("ludo_king", 4)

    def episode(seed):
        obs, info = env.reset(seed=seed)
        trace, done, reward = [float(obs.sum())], False, 0.0
        while not done:
            action = int(np.flatnonzero(info["action_mask"])[0])
            obs, reward, term, trunc, info = env.step(action)
            trace.append(float(obs.sum()))
            done = term or trunc
        return trace, reward

    a, ra = episode(3)
    b, rb = episode(3)
    assert a == b and ra == rb and ra in (-1.0, 1.0)


def test_gymnasium_illegal_action_loses_or_raises():
    env = RaceGameEnv("ludo", 4)
    _, info = env.reset(seed=1)
    bad = int(np.flatnonzero(info["action_mask"] == 0)[0])
    _, reward, term, _, info = env.step(bad)
    assert reward == -1.0 and term and info["illegal_action"]
    strict = RaceGameEnv("ludo", 4, illegal="raise")
    strict.reset(seed=1)
    with pytest.raises(rg.IllegalActionError):
        strict.step(bad)
