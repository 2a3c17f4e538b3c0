"""Backgammon match play (``Game(..., match_length=n)``): a state is the whole
match; a game's end scores its points times the cube to its winner and the
next game begins; the Crawford game is played without the cube; the reward
is the match's payoff, +1 and -1 when the match ends; the score is in
``Game.match_score`` and the environments' infos."""

import pickle

import numpy as np
import pytest

import racegame as rg

pytest.importorskip("gymnasium")
pytest.importorskip("pettingzoo")

from pettingzoo.test import api_test  # noqa: E402

from racegame.envs import RaceGameAEC, RaceGameEnv, RaceGameVectorEnv  # noqa: E402

DOUBLE, ROLL, TAKE, PASS, BEAVER = range(150, 155)


def play_on(game, state, dice, stop, doubles=0):
    """Plays the first legal move, rolling at every cube decision after the
    first ``doubles`` (which double; doubles are taken), until ``stop(state)``
    or the match's end. Returns the state and whether a double was offered
    in a Crawford game."""
    doubled_in_crawford = False
    while game.to_act(state)[0] != "over" and not stop(state):
        if game.to_act(state)[0] == "chance":
            state = game.run_chance(state, dice)
            continue
        legal = game.legal_actions(state)
        if DOUBLE in legal:
            doubled_in_crawford |= game.match_score(state)["crawford"]
            action = DOUBLE if doubles > 0 else ROLL
            doubles -= action == DOUBLE
        elif TAKE in legal:
            action = TAKE
        else:
            action = legal[0]
        state = game.apply(state, action)
    return state, doubled_in_crawford


def scored(game, state):
    return sum(game.match_score(state)["score"]) > 0


def test_a_match_is_backgammon_with_the_cube_and_the_score_in_the_state():
    game = rg.Game("backgammon", match_length=5)
    assert (game.match_length, game.num_actions, game.observation_len) == (5, 155, 218)
    start = game.initial_state()
    assert game.match_score(start) == {"length": 5, "score": [0, 0], "crawford": False}
    assert game.cube(start) == {"value": 1, "owner": None}
    assert rg.Game("backgammon").match_length is None and rg.Game("backgammon").match_score(rg.Game("backgammon").initial_state()) is None
    for preset, length in [("ludo", 3), ("backgammon", 0)]:
        with pytest.raises(rg.ConfigError):
            rg.Game(preset, match_length=length)
    assert pickle.loads(pickle.dumps(game)) == game and game != rg.Game("backgammon", match_length=7)
    with pytest.raises(rg.InvalidStateError):
        rg.Game("backgammon").to_act(start)


def test_a_games_end_scores_its_points_to_the_winner_and_the_next_game_begins():
    # The first game of a match plays the same checkers as a single game on the same dice.
    for seed in range(200):
        single = rg.Game("backgammon")
        alone, _ = play_on(single, single.initial_state(), rg.Dice(seed), lambda s: False)
        if abs(single.payoff(alone, 0)) > 1:
            break
    points, winner = abs(single.payoff(alone, 0)), single.outcome(alone)[1][0]
    for doubles, stake in [(0, 1), (1, 2)]:  # no Jacoby rule in a match; a take doubles the game's points
        game = rg.Game("backgammon", match_length=25)
        state, _ = play_on(game, game.initial_state(), rg.Dice(seed), lambda s: scored(game, s), doubles)
        expected = [0, 0]
        expected[winner] = points * stake
        assert game.match_score(state)["score"] == expected
        assert not game.is_over(state) and game.rewards(state).tolist() == [0.0, 0.0]
        assert game.cube(state) == {"value": 1, "owner": None}  # the next game: the cube in the middle


def test_the_match_pays_one_to_its_winner_at_its_end_and_the_crawford_game_has_no_cube():
    game = rg.Game("backgammon", match_length=3)
    state, doubled_in_crawford = play_on(game, game.initial_state(), rg.Dice(4), lambda s: False, doubles=99)
    score = game.match_score(state)["score"]
    winner = game.outcome(state)[1][0]
    assert score[winner] >= 3 and score[1 - winner] < 3
    assert game.payoff(state, winner) == 1 and game.payoff(state, 1 - winner) == -1
    assert not doubled_in_crawford


def test_the_crawford_game_follows_the_first_game_that_brings_a_side_to_one_point_short():
    post_crawford = 0
    for seed in range(40):
        game, dice = rg.Game("backgammon", match_length=2), rg.Dice(seed)
        state, _ = play_on(game, game.initial_state(), dice, lambda s: scored(game, s))
        if game.is_over(state):  # a gammon won the match at once: no Crawford game
            continue
        assert game.match_score(state)["crawford"] and max(game.match_score(state)["score"]) == 1
        crawford, offered = play_on(game, state, dice, lambda s: not game.match_score(s)["crawford"], doubles=99)
        assert not offered
        if not game.is_over(crawford):  # post-Crawford at 1-1: a dead cube is never offered
            assert game.match_score(crawford) == {"length": 2, "score": [1, 1], "crawford": False}
            after, _ = play_on(game, crawford, dice, lambda s: DOUBLE in game.legal_actions(s))
            assert game.is_over(after)
            post_crawford += 1
    assert post_crawford > 0


def test_the_environments_give_the_score_and_the_match_payoff():
    api_test(RaceGameAEC("backgammon", match_length=3), num_cycles=100)
    aec = RaceGameAEC("backgammon", match_length=3)
    aec.reset(seed=1)
    assert aec.infos["seat_0"]["match"] == {"length": 3, "score": [0, 0], "crawford": False}
    rng = np.random.default_rng(0)
    final, scores = {}, set()
    for agent in aec.agent_iter(max_iter=50_000):  # never doubling: several games
        obs, reward, term, trunc, info = aec.last()
        scores.add(tuple(info["match"]["score"]))
        if term or trunc:
            final[agent] = (reward, info["match"]["score"])
        legal = np.flatnonzero(obs["action_mask"])
        aec.step(None if term or trunc else ROLL if ROLL in legal else int(rng.choice(legal)))
    (r0, score), (r1, _) = final["seat_0"], final["seat_1"]
    assert max(score) >= 3 and len(scores) > 2  # games ended inside the episode, rewarded 0
    assert (r0, r1) == ((1.0, -1.0) if score[0] > score[1] else (-1.0, 1.0))

    single = RaceGameEnv("backgammon", match_length=3)
    _, info = single.reset(seed=2)
    assert info["match"]["score"] == [0, 0] and info["cube"]["value"] == 1

    vec = RaceGameVectorEnv("backgammon", num_envs=4, match_length=3)
    _, infos = vec.reset(seed=3)
    assert infos["match_score"].shape == (4, 2) and not infos["crawford"].any()
    assert rg.BatchEnv("backgammon", 2).scores() is None


def test_a_match_summary_names_its_length_and_does_not_merge_with_single_games():
    match = rg.simulate("backgammon", 20, seed=1, match_length=3)
    assert match["match_length"] == 3 and match["games"] == 20 and sum(match["wins"][:2]) == 20
    assert "match_length" not in rg.simulate("backgammon", 20, seed=1)
    game = rg.Game("backgammon", match_length=3)
    halves = [game.simulate_range(1, 0, 10), game.simulate_range(1, 10, 20)]
    assert rg.merge_summaries(halves) == game.simulate(20, 1)
    with pytest.raises(rg.RaceGameError):
        rg.merge_summaries([halves[0], rg.Game("backgammon").simulate_range(1, 10, 20)])
