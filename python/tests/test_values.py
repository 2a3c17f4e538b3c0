"""Games, states, dice and tables copy and pickle, and come back equal and
playing on the same way."""

import copy
import pickle
import re

import pytest

import racegame as rg

PROTOCOLS = range(2, pickle.HIGHEST_PROTOCOL + 1)


def play_on(game, state, dice, steps):
    """The states of up to ``steps`` more actions (the last legal choice,
    or a throw of ``dice``)."""
    trace = []
    for _ in range(steps):
        if game.is_over(state):
            break
        legal = game.legal_actions(state)
        state = game.apply(state, legal[-1]) if legal else game.throw(state, dice)
        trace.append(state)
    return trace


def mid_game(preset, seed=3, steps=40):
    """A game, a state some actions in, and the dice at that point."""
    game = rg.Game(preset)
    dice = rg.Dice(seed)
    state = (play_on(game, game.initial_state(), dice, steps) or [game.initial_state()])[-1]
    return game, state, dice


@pytest.mark.parametrize("preset", rg.presets())
def test_games_states_and_dice_round_trip_through_pickle(preset):
    game, state, dice = mid_game(preset)
    for protocol in PROTOCOLS:
        g, s, d = pickle.loads(pickle.dumps((game, state, dice), protocol))
        assert g == game and hash(g) == hash(game)
        assert (g.preset, g.players) == (game.preset, game.players)
        assert s == state and hash(s) == hash(state)
        assert d == dice and d.to_json() == dice.to_json()
        assert play_on(g, s, d, 60) == play_on(game, state, copy.copy(dice), 60)


@pytest.mark.parametrize("preset,payoff", [("railway", "pot"), ("mensch", [3, 2, 1])])
def test_games_scored_otherwise_pickle_with_their_payoff(preset, payoff):
    game = rg.Game(preset, payoff=payoff)
    state = (play_on(game, game.initial_state(), rg.Dice(5), 20_000) or [None])[-1]
    assert game.is_over(state)
    g, s = pickle.loads(pickle.dumps((game, state)))
    assert g == game and g.payoff_rule == payoff and g != rg.Game(preset)
    assert s == state and [g.payoff(s, seat) for seat in g.seats] == [game.payoff(state, seat) for seat in game.seats]
    assert repr(g) == repr(game) and "payoff=" in repr(g)


def test_copies_of_dice_throw_the_same_sequence_independently():
    game, state, dice = mid_game("classic_goose", steps=2)
    assert game.to_act(state)[0] == "chance"
    twin = copy.copy(dice)
    deep = copy.deepcopy(dice)
    first = game.throw(state, dice)
    assert game.throw(state, twin) == first
    assert game.throw(state, deep) == first
    assert twin == dice and deep == dice
    game.throw(state, dice)
    assert twin != dice  # the copy did not move with the original


def test_immutable_values_copy_as_themselves():
    game, state, _ = mid_game("finkel")
    assert copy.copy(game) is game and copy.deepcopy(game) is game
    assert copy.copy(state) is state and copy.deepcopy(state) is state


def test_an_unpickled_state_is_checked_against_its_rules():
    game, state, _ = mid_game("ludo")
    reduce_fn, args = state.__reduce__()
    broken = re.sub('"current":[0-9]', '"current":9', args[0])
    assert broken != args[0]
    with pytest.raises(rg.InvalidStateError):
        reduce_fn(broken)


@pytest.mark.parametrize("preset", ["ludo", "railway", "masters"])
def test_a_table_in_play_pickles_and_copies_with_its_dice_and_bots(preset):
    table = rg.Table(rg.Game(preset))
    seat = table.reset(11)
    table.play_bots(seat)
    for twin in [pickle.loads(pickle.dumps(table)), copy.copy(table), copy.deepcopy(table)]:
        assert twin.state == table.state
        assert twin.to_decide == table.to_decide

    def run(t):
        trace = []
        while t.to_decide >= 0 and len(trace) < 200:
            obs, mask = t.observe(t.to_decide)
            t.play(int(mask.nonzero()[0][0]))
            trace.append(t.state)
        return trace

    twin = pickle.loads(pickle.dumps(table))
    assert run(twin) == run(table)
