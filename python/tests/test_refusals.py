"""What used to crash, hang or pass silently is refused with a Python
exception, and the refusal changes nothing."""

import json

import numpy as np
import pytest

import racegame as rg


def test_a_batch_too_large_to_allocate_is_refused_not_an_abort():
    with pytest.raises(rg.ConfigError, match="1 to 1048576 games"):
        rg.BatchEnv("ludo", 10**10)
    with pytest.raises(rg.ConfigError):
        rg.BatchEnv("ludo", 0)
    with pytest.raises(OverflowError):
        rg.BatchEnv("ludo", -1)
    assert rg.MAX_BATCH_GAMES == 2**20


def test_a_batch_step_before_reset_is_refused():
    env = rg.BatchEnv("ludo", 4)
    with pytest.raises(rg.RaceGameError, match="reset"):
        env.step(np.zeros(4, np.int64))
    env.reset()
    env.step(env.sample_actions())


def test_read_only_methods_refuse_a_state_of_another_seat_count():
    four = rg.Game("ludo", 4)
    two = rg.Game("ludo", 2)
    state = four.run_chance(four.initial_state(), rg.Dice(1))
    for method in [two.to_act, two.is_over, two.outcome, two.legal_actions, two.legal_mask, two.rewards]:
        with pytest.raises(rg.InvalidStateError, match="ludo with 4 players, not of ludo with 2"):
            method(state)
    with pytest.raises(rg.InvalidStateError):
        two.observe(state, 0)


def test_a_mensch_state_does_not_play_under_ludo_rules():
    mensch, ludo = rg.Game("mensch"), rg.Game("ludo")
    state = mensch.run_chance(mensch.initial_state(), rg.Dice(2))
    assert mensch.legal_actions(state)
    with pytest.raises(rg.InvalidStateError, match="mensch with 4 players, not of ludo"):
        ludo.apply(state, mensch.legal_actions(state)[0])
    with pytest.raises(rg.InvalidStateError):
        ludo.run_chance(state, rg.Dice(1))
    with pytest.raises(rg.InvalidStateError):
        ludo.apply_json(state, '{"throw": [6]}')


def test_summaries_of_different_games_or_seeds_or_overlapping_games_do_not_merge():
    ludo = rg.Game("ludo")
    a = ludo.simulate_range(1, 0, 10)
    with pytest.raises(rg.RaceGameError, match="different runs"):
        rg.merge_summaries([a, rg.Game("mensch").simulate_range(1, 10, 20)])
    with pytest.raises(rg.RaceGameError, match="different runs"):
        rg.merge_summaries([a, rg.Game("ludo", 2).simulate_range(1, 10, 20)])
    with pytest.raises(rg.RaceGameError, match="different runs"):
        rg.merge_summaries([a, ludo.simulate_range(2, 10, 20)])
    with pytest.raises(rg.RaceGameError, match="overlapping"):
        rg.merge_summaries([a, ludo.simulate_range(1, 5, 20)])
    with pytest.raises(rg.RaceGameError, match="overlapping"):
        rg.merge_summaries([a, a])
    with pytest.raises(rg.RaceGameError, match="no summaries"):
        rg.merge_summaries([])


def test_a_summary_that_does_not_add_up_is_refused():
    good = json.loads(rg.Game("ludo").simulate_range(1, 0, 10))
    for key, value in [("ranges", [[0, 9]]), ("preset", "chess"), ("ranges", [[5, 2]])]:
        bad = dict(good, **{key: value})
        with pytest.raises(rg.RaceGameError):
            rg.merge_summaries([json.dumps(bad)])
    without = {k: v for k, v in good.items() if k != "seed"}
    with pytest.raises(rg.RaceGameError, match="seed"):
        rg.merge_summaries([json.dumps(without)])


def test_a_reversed_range_is_refused():
    with pytest.raises(ValueError, match="starts after its end"):
        rg.Game("ludo").simulate_range(1, 10, 5)


@pytest.mark.parametrize("bad", [1.0, 0.9, "0", np.float64(0), None, [0]])
def test_float_and_string_actions_are_refused_not_truncated(bad):
    game = rg.Game("ludo")
    state = game.apply_json(game.initial_state(), '{"throw": [6]}')
    with pytest.raises(TypeError):
        game.apply(state, bad)
    table = rg.Table(game)
    table.reset(1)
    before = table.state
    with pytest.raises(TypeError):
        table.play(bad)
    assert table.state == before


@pytest.mark.parametrize("dtype", [np.int8, np.uint8, np.int16, np.int32, np.uint32, np.int64, np.uint64])
def test_any_integer_type_is_an_action(dtype):
    game = rg.Game("ludo")
    state = game.apply_json(game.initial_state(), '{"throw": [6]}')
    assert game.apply(state, dtype(0)) == game.apply(state, 0)
    env = rg.BatchEnv("ludo", 8, seed=1)
    env.reset()
    twin = rg.BatchEnv("ludo", 8, seed=1)
    twin.reset()
    actions = env.sample_actions()
    twin.sample_actions()
    ours = env.step(actions.astype(dtype))
    theirs = twin.step(actions)
    for a, b in zip(ours, theirs):
        assert np.array_equal(a, b)


@pytest.mark.parametrize("bad", [np.zeros(4, np.float32), np.zeros(4, np.bool_), ["0"] * 4, [0.0] * 4])
def test_a_batch_refuses_actions_that_are_not_integers(bad):
    env = rg.BatchEnv("ludo", 4)
    env.reset()
    with pytest.raises(TypeError, match="integers"):
        env.step(bad)


def test_a_batch_refuses_actions_of_the_wrong_shape():
    env = rg.BatchEnv("ludo", 4)
    env.reset()
    with pytest.raises(ValueError, match="3 actions for 4 games"):
        env.step(np.zeros(3, np.int64))
    with pytest.raises(ValueError, match="one-dimensional"):
        env.step(np.zeros((4, 1), np.int32))
    env.step([int(a) for a in env.sample_actions()])  # a list of ints is fine


@pytest.mark.parametrize(
    "preset,payoff,words",
    [
        ("ludo", "pot", "ludo games do not score the pot"),
        ("finkel", "pot", "ur games do not score the pot"),
        ("railway", [3, 2, 1], "goose games do not score place points"),
        ("ludo", "points", "payoff is None"),
        ("ludo", [1] * 9, "place points"),
        ("ludo", [1.5, 1], "place points are integers"),
        ("ludo", {"first": 1}, "payoff is None"),
        ("ludo", 3, "payoff is None"),
        ("ludo", b"pot", "payoff is None"),
        ("ludo", [True, False], "payoff is None"),
        ("ludo", [10**12], "place points are integers of 32 bits"),
        ("ludo", np.array([1.5, 1.0]), "place points are integers"),
    ],
)
def test_a_payoff_the_game_does_not_score_is_refused(preset, payoff, words):
    with pytest.raises(rg.ConfigError, match=words):
        rg.Game(preset, payoff=payoff)
    with pytest.raises(rg.ConfigError):
        rg.BatchEnv(preset, 4, payoff=payoff)


def test_a_state_of_a_game_scored_otherwise_is_refused():
    pot, wins = rg.Game("railway", payoff="pot"), rg.Game("railway")
    assert pot != wins and rg.Game("railway", payoff="preset") == wins
    state = pot.throw(pot.initial_state(), rg.Dice(1))
    assert state.payoff_rule == "pot"
    with pytest.raises(rg.InvalidStateError, match="railway with 4 players scoring the pot, not of railway with 4"):
        wins.payoff(state, 0)


def test_a_summary_of_no_game_is_refused():
    good = json.loads(rg.Game("ludo", payoff=[2, 1]).simulate_range(1, 0, 10))
    assert good["payoff"] == [2, 1]
    for key, value in [("payoff", "pot"), ("payoff", [1.5]), ("payoff", "all"), ("players", 9)]:
        with pytest.raises(rg.RaceGameError):
            rg.merge_summaries([json.dumps(dict(good, **{key: value}))])
