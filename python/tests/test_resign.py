"""Resignations in the backgammon family (``Game(..., resignations=True)``):
a side offers to resign a single game, a gammon or a backgammon, the other
accepts (the game ends, the points offered times the cube) or rejects (the
turn goes on); every turn begins with a decision, ``"roll"`` or an offer."""

import pickle

import pytest

import racegame as rg


def offer(preset="backgammon-money", **kw):
    """The game and its state at White's or Black's first decision before a
    throw (after the opening play)."""
    game = rg.Game(preset, resignations=True, **kw)
    dice = rg.Dice(5)
    state = game.run_chance(game.initial_state(), dice)
    while not {"roll", "resign:single"} <= {game.action_name(a) for a in game.legal_actions(state)}:
        state = game.run_chance(game.apply(state, game.legal_actions(state)[0]), dice)
    return game, state


def test_the_option_adds_five_actions_and_is_part_of_the_game():
    game = rg.Game("backgammon", resignations=True)
    assert game.num_actions == 160
    assert [game.action_name(i) for i in range(155, 160)] == [
        "resign:single",
        "resign:gammon",
        "resign:backgammon",
        "accept",
        "reject",
    ]
    assert game != rg.Game("backgammon")
    assert "resignations=True" in repr(game)
    assert pickle.loads(pickle.dumps(game)) == game
    with pytest.raises(rg.ConfigError):
        rg.Game("ludo", resignations=True)


def test_an_accepted_offer_ends_the_game_for_its_points_times_the_cube():
    game, state = offer()
    resigner = game.to_act(state)[1]
    offered = game.apply(state, game.action_index("resign:gammon"))
    assert game.to_act(offered) == ("player", 1 - resigner)
    assert [game.action_name(a) for a in game.legal_actions(offered)] == ["accept", "reject"]
    over = game.apply(offered, game.action_index("accept"))
    assert game.outcome(over) == ("winner", [1 - resigner])
    assert game.payoff(over, 1 - resigner) == 2 and game.payoff(over, resigner) == -2


def test_a_rejected_offer_resumes_the_turn():
    game, state = offer()
    resigner = game.to_act(state)[1]
    offered = game.apply(state, game.action_index("resign:single"))
    back = game.apply(offered, game.action_index("reject"))
    assert game.to_act(back) == ("player", resigner)
    assert game.legal_actions(back) == game.legal_actions(state)
