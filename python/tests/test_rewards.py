"""Every environment's rewards are the game's payoffs, in each family: the
Goose games, the Ludo family and the Royal Game of Ur."""

import json

import numpy as np
import pytest

import racegame as rg

pytest.importorskip("gymnasium")
pytest.importorskip("pettingzoo")

from racegame.envs import RaceGameAEC, RaceGameEnv  # noqa: E402

FAMILIES = ["railway", "ludo", "finkel"]


def payoffs(game, state):
    return [float(game.payoff(state, seat)) for seat in game.seats]


@pytest.mark.parametrize("preset", FAMILIES)
def test_the_aec_rewards_at_the_end_are_the_payoffs(preset):
    for seed in range(3):
        env = RaceGameAEC(preset)
        env.reset(seed=seed)
        rng = np.random.default_rng(seed)
        for _agent in env.agent_iter(max_iter=20_000):
            obs, _reward, term, trunc, _info = env.last()
            if term or trunc:
                break
            env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
        state = env._table.state
        assert env.game.is_over(state)
        expected = payoffs(env.game, state)
        assert [env.rewards[a] for a in env.possible_agents] == expected
        assert [env._cumulative_rewards[a] for a in env.possible_agents] == expected
        assert sorted(expected)[-1] == 1.0 and sum(expected) == 1.0  # one winner scores


@pytest.mark.parametrize("preset", FAMILIES)
def test_the_gymnasium_reward_at_the_end_is_the_seats_payoff(preset):
    env = RaceGameEnv(preset, seat=rg.Game(preset).seats[-1])
    column = env.game.seats.index(env.seat)
    rng = np.random.default_rng(0)
    rewards = set()
    for seed in range(12):
        _, info = env.reset(seed=seed)
        done = False
        while not done:
            action = int(rng.choice(np.flatnonzero(info["action_mask"])))
            _, reward, term, trunc, info = env.step(action)
            done = term or trunc
        assert reward == payoffs(env.game, env._table.state)[column]
        rewards.add(reward)
    assert rewards == {0.0, 1.0}


@pytest.mark.parametrize("preset", FAMILIES)
def test_the_batch_rewards_are_the_payoffs_of_the_games_that_ended(preset):
    env = rg.BatchEnv(preset, 8, seed=3)
    game = env.game
    env.reset()
    ended = 0
    for _ in range(1500):
        _, _, rewards, terminated, truncated, _ = env.step(env.sample_actions())
        for row in rewards[terminated]:
            ended += 1
            assert sorted(row.tolist()) == [0.0] * (len(game.seats) - 1) + [1.0]
        assert not rewards[~(terminated | truncated)].any()
    assert ended > 0


@pytest.mark.parametrize("preset", FAMILIES)
def test_summaries_give_the_mean_payoff_of_every_seat(preset):
    summary = rg.simulate(preset, 200, seed=1)
    ended = summary["games"] - summary["unfinished"]
    for seat in range(8):
        assert summary["mean_payoffs"][seat] == pytest.approx(summary["wins"][seat] / ended)
    assert all(e >= 0 for e in summary["payoff_standard_errors"])
    tampered = dict(summary, mean_payoffs=[0.5] * 8)
    with pytest.raises(rg.RaceGameError, match="mean_payoffs"):
        rg.merge_summaries([json.dumps(tampered)])
    assert json.loads(rg.merge_summaries([json.dumps(summary)])) == summary
