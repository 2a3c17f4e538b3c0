"""The PettingZoo and Gymnasium environments pass their libraries' checks on
every preset, reproduce episodes from a seed, truncate at max_cycles, are
registered with Gymnasium, and run in subprocess vector environments."""

import functools

import numpy as np
import pytest

pytest.importorskip("pettingzoo")
gym = pytest.importorskip("gymnasium")

from gymnasium.utils.env_checker import check_env  # noqa: E402
from pettingzoo.test import api_test, seed_test  # noqa: E402

import racegame as rg  # noqa: E402
from racegame.envs import RaceGameAEC, RaceGameEnv, RaceGameVectorEnv, env, env_id  # noqa: E402

PRESETS = rg.presets()


@pytest.mark.parametrize("preset", PRESETS)
def test_pettingzoo_api_test_and_seed_test_pass(preset):
    api_test(RaceGameAEC(preset), num_cycles=200)
    seed_test(functools.partial(env, preset), num_cycles=200)


@pytest.mark.parametrize(
    "preset,players,payoff",
    [("ludo", 2, None), ("parchis_two_dice", 3, None), ("railway", 6, None), ("railway", 3, "pot"), ("mensch", 4, [3, 2, 1])],
)
def test_pettingzoo_api_test_passes_at_other_tables_and_payoffs(preset, players, payoff):
    api_test(RaceGameAEC(preset, players, payoff=payoff), num_cycles=200)
    if payoff is not None:
        check_env(RaceGameEnv(preset, players, payoff=payoff, illegal_reward=-100))


@pytest.mark.parametrize("preset", PRESETS)
def test_gymnasium_check_env_passes_on_the_registered_environment(preset):
    check_env(gym.make(env_id(preset)).unwrapped)
    check_env(RaceGameEnv(preset, seat=rg.Game(preset).seats[-1]))


def play_aec(aec, seed):
    aec.reset(seed=seed)
    rng = np.random.default_rng(0)
    trace = []
    for agent in aec.agent_iter(max_iter=3000):
        obs, reward, term, trunc, _info = aec.last()
        assert obs["action_mask"].dtype == np.bool_
        trace.append((agent, float(reward), float(obs["observation"].sum()), term, trunc))
        action = None if term or trunc else int(rng.choice(np.flatnonzero(obs["action_mask"])))
        aec.step(action)
    return trace


def test_pettingzoo_reset_with_a_seed_reproduces_the_episode():
    aec = RaceGameAEC("ludo")
    a = play_aec(aec, 11)
    assert a == play_aec(aec, 11)
    assert a != play_aec(aec, 12)
    assert a[-1][3] and sorted(r for _, r, *_ in a[-4:]) == [0.0, 0.0, 0.0, 1.0]


def test_pettingzoo_max_cycles_truncates_every_agent():
    aec = env("ludo", players=2, max_cycles=10)
    trace = play_aec(aec, 3)
    decisions = [t for t in trace if not (t[3] or t[4])]
    assert len(decisions) == 20
    assert all(t[4] and t[1] == 0.0 for t in trace[len(decisions) :])
    with pytest.raises(ValueError):
        env("ludo", max_cycles=0)
    with pytest.raises(TypeError):
        env("ludo", max_cycles=2.5)


def test_gymnasium_reset_with_a_seed_reproduces_the_episode_and_ends_with_a_result():
    single = gym.make("racegame/LudoKing-v0")

    def episode(seed):
        obs, info = single.reset(seed=seed)
        trace, done, reward = [float(obs.sum())], False, 0.0
        while not done:
            assert info["action_mask"].dtype == np.bool_
            action = single.action_space.sample(info["action_mask"])
            obs, reward, term, trunc, info = single.step(action)
            trace.append(float(obs.sum()))
            done = term or trunc
        return trace, reward, term

    single.action_space.seed(0)
    a = episode(3)
    single.action_space.seed(0)
    assert a == episode(3)
    assert a[1] in (0.0, 1.0) and a[2]


def test_gymnasium_max_cycles_and_max_episode_steps_truncate():
    own = RaceGameEnv("ludo", max_cycles=4)
    limited = gym.make("racegame/Ludo-v0", max_episode_steps=4)
    for e in (own, limited):
        _, info = e.reset(seed=2)
        for step in range(4):
            _, reward, term, trunc, info = e.step(int(np.flatnonzero(info["action_mask"])[0]))
        assert trunc and not term and reward == 0.0


def test_gymnasium_illegal_action_loses_then_the_episode_is_over():
    single = RaceGameEnv("ludo")
    _, info = single.reset(seed=1)
    bad = int(np.flatnonzero(~info["action_mask"])[0])
    _, reward, term, _, info = single.step(bad)
    assert reward == -1.0 and term and info["illegal_action"]
    with pytest.raises(rg.RaceGameError, match="reset"):
        single.step(int(np.flatnonzero(info["action_mask"])[0]) if info["action_mask"].any() else 0)
    strict = RaceGameEnv("ludo", illegal="raise")
    _, info = strict.reset(seed=1)
    with pytest.raises(rg.IllegalActionError):
        strict.step(bad)
    strict.step(int(np.flatnonzero(info["action_mask"])[0]))  # nothing changed: play on


def test_misspelt_options_and_absent_seats_are_refused():
    with pytest.raises(ValueError, match="illegal must be one of"):
        RaceGameEnv("ludo", illegal="loose")
    with pytest.raises(ValueError, match="render_mode"):
        RaceGameEnv("ludo", render_mode="human")
    with pytest.raises(ValueError, match="seat 1 does not play"):
        RaceGameEnv("ludo", players=2, seat=1)
    with pytest.raises(ValueError, match="render_mode"):
        RaceGameAEC("ludo", render_mode="rgb")


@pytest.mark.parametrize("bad", [1.0, "0", np.float32(1)])
def test_environments_refuse_float_and_string_actions(bad):
    single = RaceGameEnv("ludo")
    single.reset(seed=0)
    with pytest.raises(TypeError):
        single.step(bad)
    aec = RaceGameAEC("ludo")
    aec.reset(seed=0)
    with pytest.raises(TypeError):
        aec.step(bad)


def test_every_preset_is_registered_with_gymnasium():
    assert env_id("parchis_two_dice") == "racegame/ParchisTwoDice-v0"
    for preset in PRESETS:
        made = gym.make(env_id(preset), players=rg.Game.default_players(preset))
        assert made.unwrapped.game.preset == preset
    assert gym.make("racegame.envs:racegame/Finkel-v0").unwrapped.game.preset == "finkel"


def test_the_vector_env_plays_batches_and_resets_in_the_same_step():
    vec = gym.make_vec("racegame/Ludo-v0", num_envs=8, vectorization_mode="vector_entry_point", players=2)
    assert isinstance(vec.unwrapped, RaceGameVectorEnv)
    obs, info = vec.reset(seed=5)
    assert obs.shape == (8, vec.single_observation_space.shape[0])
    assert vec.single_observation_space.contains(obs[0])
    ended = 0
    for _ in range(1000):
        actions = np.array([vec.single_action_space.sample(m) for m in info["action_mask"]])
        obs, rewards, term, trunc, info = vec.step(actions)
        assert rewards.shape == (8,)
        for i in np.flatnonzero(term | trunc):
            ended += 1
            assert info["_final_obs"][i] and info["final_obs"][i].shape == obs[i].shape
            assert rewards[i] in (0.0, 1.0)
    assert ended > 0


def test_the_vector_env_matches_its_episodes_from_a_seed():
    def trace(seed):
        vec = RaceGameVectorEnv("finkel", num_envs=4)
        obs, info = vec.reset(seed=seed)
        out = []
        for _ in range(100):
            obs, rewards, _, _, info = vec.step(info["action_mask"].argmax(axis=1))
            out.append((obs.sum(), rewards.tolist()))
        return out

    assert trace(1) == trace(1) and trace(1) != trace(2)


def test_an_async_vector_env_runs_the_gymnasium_env_in_subprocesses():
    from gymnasium.vector import AsyncVectorEnv

    vec = AsyncVectorEnv([functools.partial(RaceGameEnv, "ludo", 2, seat=s) for s in (0, 2)], context="spawn")
    try:
        obs, info = vec.reset(seed=3)
        assert obs.shape == (2, rg.Game("ludo", 2).observation_len)
        for _ in range(300):
            actions = info["action_mask"].argmax(axis=1)
            obs, rewards, term, trunc, info = vec.step(actions)
        assert obs.dtype == np.float32
    finally:
        vec.close()


def test_the_environments_copy_and_pickle_mid_episode_and_play_on_alike():
    import copy
    import pickle

    single = RaceGameEnv("parchis")
    _, info = single.reset(seed=4)
    single.step(int(np.flatnonzero(info["action_mask"])[0]))
    twins = [copy.deepcopy(single), pickle.loads(pickle.dumps(single))]

    def play(e):
        obs, _, _, _, info = e.step(int(np.flatnonzero(e.action_masks())[0]))
        return obs.tolist(), info["action_mask"].tolist()

    for _ in range(20):
        first = play(single)
        assert all(play(t) == first for t in twins)
    aec = RaceGameAEC("masters")
    aec.reset(seed=1)
    twin = pickle.loads(pickle.dumps(aec))
    assert play_aec_from(twin) == play_aec_from(aec)


def play_aec_from(aec):
    trace = []
    for agent in aec.agent_iter(max_iter=100):
        obs, reward, term, trunc, _ = aec.last()
        trace.append((agent, reward, obs["observation"].tolist()))
        aec.step(None if term or trunc else int(np.flatnonzero(obs["action_mask"])[0]))
    return trace
