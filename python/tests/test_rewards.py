"""Every environment's rewards are the game's payoffs, in each family: the
Goose games (wins, or the pot), the Ludo family (wins, or place points) and
the Royal Game of Ur (wins). The payoffs other than wins are checked against
the rule itself (the pot from the fines in the state, the place points from
the ranking), not only against ``Game.payoff``."""

import json

import numpy as np
import pytest

import racegame as rg

pytest.importorskip("gymnasium")
pytest.importorskip("pettingzoo")

from racegame.envs import RaceGameAEC, RaceGameEnv, RaceGameVectorEnv  # noqa: E402

FAMILIES = ["railway", "ludo", "finkel"]
PLACES = [5, 3, 1]  # the fourth place scores 0
SCORED = [("railway", "pot"), ("ludo", PLACES), ("parchis", PLACES), ("mensch", PLACES)]


def payoffs(game, state):
    return [float(game.payoff(state, seat)) for seat in game.seats]


def by_the_rule(game, state):
    """Every seat's payoff worked out from the rule, not asked of the game."""
    kind, seats = game.outcome(state)
    if game.payoff_rule == "preset":
        return [1.0 if kind in ("winner", "ranking") and seat == seats[0] else 0.0 for seat in game.seats]
    if game.payoff_rule == "pot":
        paid = [t["fines"] for t in json.loads(state.to_json())["tokens"]]
        pot = sum(paid)
        return [float((pot if kind == "winner" and seat == seats[0] else 0) - paid[i]) for i, seat in enumerate(game.seats)]
    points = game.payoff_rule
    places = {seat: i for i, seat in enumerate(seats)} if kind == "ranking" else {}
    return [float(points[places[s]] if places.get(s, 99) < len(points) else 0) for s in game.seats]


def play_aec(env, seed):
    """A random episode of ``env``; its last state and every agent's reward
    and cumulative reward then."""
    env.reset(seed=seed)
    rng = np.random.default_rng(seed)
    for _agent in env.agent_iter(max_iter=20_000):
        obs, _reward, term, trunc, _info = env.last()
        if term or trunc:
            break
        env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    state = env._table.state
    assert env.game.is_over(state)
    rewards = [env.rewards[a] for a in env.possible_agents]
    assert [env._cumulative_rewards[a] for a in env.possible_agents] == rewards
    return state, rewards


@pytest.mark.parametrize("preset", FAMILIES)
def test_the_aec_rewards_at_the_end_are_the_payoffs_of_wins(preset):
    for seed in range(3):
        env = RaceGameAEC(preset)
        state, rewards = play_aec(env, seed)
        assert rewards == payoffs(env.game, state) == by_the_rule(env.game, state)
        assert sorted(rewards)[-1] == 1.0 and sum(rewards) == 1.0  # one winner scores


@pytest.mark.parametrize("preset,payoff", SCORED)
def test_the_aec_rewards_at_the_end_are_the_payoffs_of_the_pot_and_of_places(preset, payoff):
    seen = set()
    for seed in range(4):
        env = RaceGameAEC(preset, payoff=payoff)
        assert env.game.payoff_rule == payoff
        state, rewards = play_aec(env, seed)
        assert rewards == payoffs(env.game, state) == by_the_rule(env.game, state)
        if payoff == "pot":
            assert sum(rewards) == 0.0  # the winner takes what the others paid
        else:
            assert sorted(rewards) == [0.0, 1.0, 3.0, 5.0]  # every place scored, to a full ranking
        seen.update(rewards)
    assert seen - {0.0, 1.0}, "no payoff but those of wins"


@pytest.mark.parametrize(
    "preset,payoff", [("railway", None), ("classic_goose", "pot"), ("ludo", PLACES), ("masters", None)]
)
def test_the_gymnasium_reward_at_the_end_is_the_seats_payoff(preset, payoff):
    env = RaceGameEnv(preset, seat=rg.Game(preset).seats[-1], payoff=payoff)
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
        state = env._table.state
        assert reward == payoffs(env.game, state)[column] == by_the_rule(env.game, state)[column]
        rewards.add(reward)
    assert len(rewards) >= 2


@pytest.mark.parametrize(
    "preset,payoff", [("railway", None), ("railway", "pot"), ("ludo", None), ("ludo", PLACES), ("finkel", None)]
)
def test_the_batch_rewards_are_the_payoffs_of_the_games_that_ended(preset, payoff):
    env = rg.BatchEnv(preset, 8, seed=3, payoff=payoff)
    game = env.game
    assert game == rg.Game(preset, payoff=payoff)
    env.reset()
    ended = 0
    for _ in range(1500):
        _, _, rewards, terminated, truncated, _ = env.step(env.sample_actions())
        for row in rewards[terminated]:
            ended += 1
            if payoff is None:
                assert sorted(row.tolist()) == [0.0] * (len(game.seats) - 1) + [1.0]
            elif payoff == "pot":
                assert row.sum() == 0.0 and row.max() >= 0.0
            else:
                assert sorted(row.tolist()) == [0.0, 1.0, 3.0, 5.0]
        assert not rewards[~(terminated | truncated)].any()
    assert ended > 0


def test_the_vector_env_rewards_are_the_learners_place_points():
    vec = RaceGameVectorEnv("ludo", num_envs=8, payoff=PLACES)
    _, info = vec.reset(seed=1)
    seen = set()
    for _ in range(1500):
        actions = info["action_mask"].argmax(axis=1)
        _, rewards, term, _, info = vec.step(actions)
        seen.update(rewards[term].tolist())
        assert not rewards[~term].any()
    assert seen == {0.0, 1.0, 3.0, 5.0}


def test_the_illegal_reward_of_the_gymnasium_env_can_be_put_below_any_payoff():
    env = RaceGameEnv("ludo", payoff=PLACES, illegal_reward=-10)
    _, info = env.reset(seed=1)
    _, reward, term, _, _ = env.step(int(np.flatnonzero(~info["action_mask"])[0]))
    assert reward == -10.0 and term
    with pytest.raises(TypeError):
        RaceGameEnv("ludo", illegal_reward="low")
    with pytest.raises(ValueError):
        RaceGameEnv("ludo", illegal_reward=float("-inf"))


@pytest.mark.parametrize("preset", FAMILIES)
def test_summaries_give_the_mean_payoff_of_every_seat(preset):
    summary = rg.simulate(preset, 200, seed=1)
    assert "payoff" not in summary  # wins, as summaries always read
    ended = summary["games"] - summary["unfinished"]
    for seat in range(8):
        assert summary["mean_payoffs"][seat] == pytest.approx(summary["wins"][seat] / ended)
    assert all(e >= 0 for e in summary["payoff_standard_errors"])
    tampered = dict(summary, mean_payoffs=[0.5] * 8)
    with pytest.raises(rg.RaceGameError, match="mean_payoffs"):
        rg.merge_summaries([json.dumps(tampered)])
    assert json.loads(rg.merge_summaries([json.dumps(summary)])) == summary


@pytest.mark.parametrize("preset,payoff,total", [("railway", "pot", 0.0), ("ludo", PLACES, 9.0)])
def test_summaries_give_the_mean_payoffs_of_the_pot_and_of_places(preset, payoff, total):
    summary = rg.simulate(preset, 200, seed=1, payoff=payoff)
    assert summary["payoff"] == payoff
    assert summary["unfinished"] == summary["blocked"] == summary["truncated"] == 0
    means = summary["mean_payoffs"][:4]
    assert sum(means) == pytest.approx(total)  # every game shares out the same total
    assert means != [w / 200 for w in summary["wins"][:4]]
    shards = [rg.Game(preset, payoff=payoff).simulate_range(1, a, b) for a, b in [(0, 120), (120, 200)]]
    assert json.loads(rg.merge_summaries(shards)) == summary
    with pytest.raises(rg.RaceGameError, match="different runs"):
        rg.merge_summaries([shards[0], rg.Game(preset).simulate_range(1, 120, 200)])


@pytest.mark.parametrize("preset", ["backgammon", "hypergammon", "plakoto", "fevga"])
def test_the_backgammon_rewards_are_the_points_won_and_lost(preset):
    # Zero-sum: the winner scores 1, 2 or 3 (a single game, a gammon, a
    # backgammon; Plakoto's mother win 2), the loser as much below 0.
    seen = set()
    for seed in range(4):
        env = RaceGameAEC(preset)
        assert env.game.payoff_rule == "preset"
        state, rewards = play_aec(env, seed)
        assert rewards == payoffs(env.game, state)
        kind, seats = env.game.outcome(state)
        if kind == "draw":
            assert rewards == [0.0, 0.0]
            continue
        assert kind == "winner"
        won = rewards[env.game.seats.index(seats[0])]
        assert won in (1.0, 2.0, 3.0) and sorted(rewards) == [-won, won]
        seen.add(won)
    assert seen


@pytest.mark.parametrize("preset", ["ludo_partners", "parchis_pairs", "slide_partners"])
def test_partners_share_their_sides_reward(preset):
    game = rg.Game(preset)
    assert game.teams == [[0, 2], [1, 3]]
    assert rg.Game("ludo").teams == [[0], [1], [2], [3]]
    for seed in range(3):
        env = RaceGameAEC(preset)
        state, rewards = play_aec(env, seed)
        assert rewards == payoffs(env.game, state)
        kind, seats = game.outcome(state)
        if kind != "winner":
            continue
        side = next(team for team in game.teams if seats[0] in team)
        assert rewards == [1.0 if seat in side else 0.0 for seat in game.seats]
        assert sum(rewards) == 2.0  # both partners


@pytest.mark.parametrize("preset", ["ludo_partners", "slide_partners"])
def test_the_gymnasium_reward_of_a_partner_is_its_sides(preset):
    env = RaceGameEnv(preset, seat=2)
    game = env.game
    rng = np.random.default_rng(1)
    by_partner = 0
    for seed in range(6):
        _, info = env.reset(seed=seed)
        done = False
        while not done:
            action = int(rng.choice(np.flatnonzero(info["action_mask"])))
            _, reward, term, trunc, info = env.step(action)
            done = term or trunc
        state = env._table.state
        kind, seats = game.outcome(state)
        assert reward == payoffs(game, state)[game.seats.index(2)]
        if kind == "winner":
            assert reward == (1.0 if seats[0] in (0, 2) else 0.0)
            by_partner += seats[0] == 0
    assert by_partner > 0, "some game was won by the partner's move"
