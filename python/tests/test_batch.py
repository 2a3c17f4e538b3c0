"""BatchEnv: N games stepped together, in self-play or one seat against
bots, reproducible from the seed, with explicit reward columns."""

import numpy as np
import pytest

import racegame as rg


def run(env, steps, seed):
    """Steps ``env`` with random legal actions; returns a trace and the
    numbers of terminated and truncated episodes."""
    rng = np.random.default_rng(seed)
    obs, mask, to_play = env.reset()
    trace, ended, cut = [], 0, 0
    for _ in range(steps):
        actions = (rng.random(mask.shape) * mask).argmax(axis=1)
        obs, mask, rewards, terminated, truncated, to_play = env.step(actions)
        assert rewards.shape == (env.num_games, len(env.seats))
        assert np.all(rewards[~(terminated | truncated)] == 0)
        assert not np.any(terminated & truncated)
        assert np.all(mask.any(axis=1)), "every game waits for a decision"
        ended += int(terminated.sum())
        cut += int(truncated.sum())
        trace.append((float(obs.sum()), rewards.tolist(), to_play.tolist()))
    return trace, ended, cut


@pytest.mark.parametrize("preset,players", [("ludo", 4), ("finkel", 2), ("railway", 3), ("parchis_two_dice", 2)])
def test_batch_env_steps_games_and_reproduces_with_its_seed(preset, players):
    def batch(seed=4):
        return rg.BatchEnv(preset, 16, seed=seed, players=players)

    env = batch()
    game = rg.Game(preset, players)
    obs, mask, _ = env.reset()
    assert obs.shape == (16, game.observation_len) and obs.dtype == np.float32
    assert mask.shape == (16, max(game.num_actions, 1)) and mask.dtype == np.bool_
    a, ended, _ = run(env, 400, 1)
    assert ended > 0
    assert a == run(batch(), 400, 1)[0]
    assert a != run(batch(5), 400, 1)[0]


def test_reward_columns_are_the_seats_listed():
    env = rg.BatchEnv("ludo", 16, seed=1, players=2)
    assert env.seats == [0, 2]
    env.reset()
    winners = set()
    for _ in range(1500):
        _, _, rewards, terminated, _, to_play = env.step(env.sample_actions())
        assert set(to_play.tolist()) <= {0, 2}
        for row in rewards[terminated]:
            assert sorted(row.tolist()) == [0.0, 1.0]
            winners.add(env.seats[int(row.argmax())])
    assert winners == {0, 2}


def test_goose_turns_are_one_throw_each():
    env = rg.BatchEnv("snakes_and_ladders", 4, seed=3, players=2)
    obs, mask, to_play = env.reset()
    assert env.num_actions == 1 and mask.all()
    steps = 0
    while True:
        obs, mask, rewards, terminated, truncated, to_play = env.step(np.zeros(4, np.int8))
        steps += 1
        if terminated.any():
            break
    assert steps > 3, "a game took more than a throw per seat"
    with pytest.raises(rg.IllegalActionError, match="0..1"):
        env.step(np.ones(4, np.int64))


def test_a_learner_seat_faces_bots_and_always_decides():
    env = rg.BatchEnv("ludo", 16, seed=5, seat=2, players=4)
    assert env.seat == 2
    obs, mask, to_play = env.reset()
    assert np.all(to_play == 2)
    _, ended, _ = run(env, 400, 3)
    assert ended > 0
    with pytest.raises(rg.ConfigError, match="seat 1 does not play"):
        rg.BatchEnv("ludo", 4, players=2, seat=1)


def test_max_cycles_truncates_episodes():
    env = rg.BatchEnv("ludo", 8, seed=2, max_cycles=5)
    obs, mask, _ = env.reset()
    for step in range(1, 5 * 4):
        *_, terminated, truncated, _ = env.step(env.sample_actions())
        assert not truncated.any()
    *_, rewards, terminated, truncated, _ = env.step(env.sample_actions())
    assert truncated.all() and not terminated.any() and not rewards.any()
    learner = rg.BatchEnv("ludo", 8, seed=2, seat=0, max_cycles=3)
    learner.reset()
    flags = [learner.step(learner.sample_actions())[4].all() for _ in range(3)]
    assert flags == [False, False, True]
    with pytest.raises(rg.ConfigError):
        rg.BatchEnv("ludo", 8, max_cycles=0)


def test_final_observations_are_those_of_the_games_that_ended():
    env = rg.BatchEnv("finkel", 8, seed=7, seat=0)
    env.reset()
    game = env.game
    while True:
        obs, mask, rewards, terminated, truncated, _ = env.step(env.sample_actions())
        games, final = env.final_observations()
        assert games.tolist() == np.flatnonzero(terminated | truncated).tolist()
        assert final.shape == (len(games), game.observation_len)
        if len(games):
            break
    # The phase block says "over" in a final observation, not in the new game's.
    over = 2 * 16 + 2 + 2
    assert np.all(final[:, over] == 1) and not np.any(obs[games, over] == 1)
