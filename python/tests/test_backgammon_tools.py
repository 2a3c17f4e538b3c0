"""The backgammon tools of the Rust crate, from Python: moves in players'
notation both ways, whole plays (``Game.plays``, ``Game.parse_play``), GNU
Backgammon's Position and Match IDs, the text board, the pip count, the
cube's cap (``max_doublings``), match play refusing money play's options,
and the package's version and description."""

import importlib.metadata
import pickle
import re
from pathlib import Path

import pytest

import racegame as rg

DOUBLE, ROLL, TAKE, PASS, BEAVER = range(150, 155)
PYTHON = Path(__file__).resolve().parents[1]


def to_move(game, seed):
    """The first state of a seeded game of ``game`` awaiting a move."""
    dice = rg.Dice(seed)
    state = game.run_chance(game.initial_state(), dice)
    while game.legal_actions(state) and min(game.legal_actions(state)) >= 150:
        state = game.run_chance(game.apply(state, ROLL), dice)
    return state, dice


def turn_ends(game, state):
    """Every state that walking the legal moves of the turn reaches when
    the turn is over (with repeats)."""
    seat = game.to_act(state)
    out = []
    for action in game.legal_actions(state):
        after = game.apply(state, action)
        if game.to_act(after) == seat:
            out.extend(turn_ends(game, after))
        else:
            out.append(after)
    return out


def test_action_names_are_players_notation_and_read_back():
    for preset in ["backgammon", "backgammon-money", "plakoto", "ludo", "mensch", "finkel", "masters"]:
        game = rg.Game(preset)
        names = [game.action_name(i) for i in range(game.num_actions)]
        assert len(set(names)) == game.num_actions
        assert [game.action_index(n) for n in names] == list(range(game.num_actions))
    game = rg.Game("backgammon-money")
    assert game.action_name(game.action_index("6/4")) == "6/4"
    assert game.action_index("24/18") == (24 - 1) * 6 + 6 - 1
    assert game.action_index("bar/22") == (25 - 1) * 6 + 3 - 1
    assert game.action_name((3 - 1) * 6 + 5 - 1) == "3/off:5"
    assert [game.action_name(i) for i in range(150, 155)] == ["double", "roll", "take", "pass", "beaver"]
    assert game.action_json(143) == '{"move":{"from":24,"die":6}}'
    assert rg.Game("ludo").action_name(0) == "e" and rg.Game("ludo").action_json(0) == '"enter"'
    for text, words in [("24/25", "expected a point below 24"), ("", "expected"), ("6+4", "no action index")]:
        with pytest.raises(rg.IllegalActionError, match=words):
            game.action_index(text)
    with pytest.raises(rg.IllegalActionError):
        game.action_name(155)
    with pytest.raises(rg.IllegalActionError) as refused:  # a long text is cut in the message
        game.action_index("24/18" + "x" * 100_000)
    assert len(str(refused.value)) < 200 and "..." in str(refused.value)


@pytest.mark.parametrize("preset", ["backgammon", "hypergammon", "backgammon-money"])
def test_plays_are_every_distinct_end_of_the_turn_with_their_moves(preset):
    game = rg.Game(preset)
    for seed in range(6):
        state, _ = to_move(game, seed)
        plays = game.plays(state)
        ends = [p.state for p in plays]
        assert len(set(ends)) == len(plays) > 0
        assert set(ends) == set(turn_ends(game, state))
        for play in plays:
            after = state
            for action in play.actions:
                after = game.apply(after, action)
            assert after == play.state
            assert play.moves == [game.action_name(a) for a in play.actions]
            assert [f"{f}/{t}" for f, t, _, _ in play.steps] == [
                m.split(":")[0].replace("bar", "25").replace("off", "0") for m in play.moves
            ]
            assert game.parse_play(state, str(play)) == play
            assert len(play) == len(play.actions) and repr(play) == f"Play({str(play)!r})"


def test_a_play_is_read_in_players_notation_and_refused_when_illegal():
    game = rg.Game("backgammon")
    state = game.apply_json(game.initial_state(), '{"throw": [3, 1]}')
    plays = {str(p): p for p in game.plays(state)}
    assert len(plays) == 16 and "8/5 6/5" in plays
    made = game.parse_play(state, "6/5 8/5")
    assert made == plays["8/5 6/5"] and game.parse_play(state, "8/5 6/5") == made
    assert game.pip_count(made.state, 0) == 167 - 4 and game.pip_count(made.state, 1) == 167
    assert game.parse_play(state, "8/4") == game.parse_play(state, "8/5 5/4")  # one checker, both dice
    for text in ["8/3", "24/20 13/9", "8/5 6/5 1/0", "x"]:
        with pytest.raises(rg.IllegalActionError):
            game.parse_play(state, text)
    assert game.plays(game.initial_state()) == []
    with pytest.raises(rg.IllegalActionError, match="awaits no move"):
        game.parse_play(game.initial_state(), "8/5 6/5")
    ludo = rg.Game("ludo")
    for call in [lambda: ludo.plays(ludo.initial_state()), lambda: ludo.diagram(ludo.initial_state())]:
        with pytest.raises(rg.ConfigError, match="backgammon family"):
            call()
    with pytest.raises(rg.InvalidStateError):
        game.plays(rg.Game("hypergammon").initial_state())


def test_position_and_match_ids_go_both_ways():
    game = rg.Game("backgammon-money")
    start = game.initial_state()
    assert game.position_id(start) == "4HPwATDgc/ABMA"
    doubled = game.state_from_gnubg("4HPwATDgc/ABMA", "MBkAAAAAAAAA")
    assert game.to_act(doubled) == ("player", 1) and game.legal_actions(doubled) == [TAKE, PASS, BEAVER]
    assert game.gnubg_ids(doubled) == ("4HPwATDgc/ABMA", "MBkAAAAAAAAA")
    # Every state of a seeded game with IDs (a decision or a throw due, not mid-turn) reads back.
    state, dice = to_move(game, 4)
    checked = 0
    while not game.is_over(state) and checked < 40:
        ids = None
        try:
            ids = game.gnubg_ids(state)
        except rg.RaceGameError as e:
            assert "mid-turn" in str(e)
        if ids is not None:
            back = game.state_from_gnubg(*ids)
            assert game.gnubg_ids(back) == ids and game.to_act(back) == game.to_act(state)
            assert game.legal_actions(back) == game.legal_actions(state)
            checked += 1
        legal = game.legal_actions(state)
        state = game.run_chance(game.apply(state, ROLL if ROLL in legal else legal[0]), dice)
    assert checked > 10
    here = game.state_from_position_id(game.position_id(start), 1)
    assert game.position_id(here) == "4HPwATDgc/ABMA" and game.to_act(here)[1] == 1
    for bad in ["4HPwATDgc/ABM", "4HPwATDgc/AB!A", "////////////////"]:
        with pytest.raises(rg.InvalidStateError):
            game.state_from_position_id(bad, 0)
    with pytest.raises(rg.InvalidStateError, match="Match ID"):
        rg.Game("backgammon", match_length=5).state_from_gnubg("4HPwATDgc/ABMA", "MBkAAAAAAAAA")
    with pytest.raises(rg.RaceGameError, match="seat 2 does not play"):
        game.state_from_position_id("4HPwATDgc/ABMA", 2)


def test_the_text_board_is_the_rust_diagram():
    game = rg.Game("backgammon")
    text = game.diagram(game.initial_state())
    assert text.startswith(" +13-14-15-16-17-18------19-20-21-22-23-24-+")
    assert "| X           O    |   | O              X |" in text
    assert "White (X) 167 pips, Black (O) 167 pips; the opening throw" in text
    assert game.pip_count(game.initial_state(), 1) == 167


def test_the_cube_is_capped_as_max_doublings_says():
    game = rg.Game("backgammon-money", max_doublings=1)
    assert game.max_doublings == 1 and rg.Game("backgammon-money").max_doublings is None
    assert repr(game) == 'Game("backgammon-money", players=2, max_doublings=1)'
    doubled = game.state_from_gnubg("4HPwATDgc/ABMA", "MBkAAAAAAAAA")
    assert game.legal_actions(doubled) == [TAKE, PASS]  # a beaver would pass the cap of 2
    assert game.cube(game.apply(doubled, TAKE))["value"] == 2
    uncapped = rg.Game("backgammon-money")
    assert uncapped.legal_actions(uncapped.state_from_gnubg("4HPwATDgc/ABMA", "MBkAAAAAAAAA")) == [TAKE, PASS, BEAVER]
    # Doubling at every chance and taking: the owner of a cube at the cap is never offered the double.
    dice = rg.Dice(3)
    state = game.run_chance(game.initial_state(), dice)
    while not game.is_over(state):
        legal = game.legal_actions(state)
        assert DOUBLE not in legal or game.cube(state)["value"] < 2
        action = DOUBLE if DOUBLE in legal else TAKE if TAKE in legal else legal[0]
        state = game.run_chance(game.apply(state, action), dice)
    assert game.cube(state)["value"] == 2
    assert game != uncapped and pickle.loads(pickle.dumps(game)) == game
    assert pickle.loads(pickle.dumps(state)) == state
    with pytest.raises(rg.InvalidStateError):
        uncapped.legal_actions(state)
    assert rg.Game("backgammon", match_length=3, max_doublings=2).max_doublings == 2
    for preset, cap, words in [("backgammon", 2, "no doubling cube"), ("ludo", 1, "no doubling cube"), ("backgammon-money", 13, "at most 12")]:
        with pytest.raises(rg.ConfigError, match=words):
            rg.Game(preset, max_doublings=cap)
    summary = rg.simulate("backgammon-money", 20, seed=1, threads=1, max_doublings=2)
    assert summary["max_doublings"] == 2
    capped = [rg.Game("backgammon-money", max_doublings=k).simulate_range(1, 0, 10) for k in (2, 3)]
    with pytest.raises(rg.RaceGameError, match="different runs"):
        rg.merge_summaries(capped)
    assert '"max_doublings":2' in rg.merge_summaries(capped[:1]).replace(" ", "")
    assert rg.BatchEnv("backgammon-money", 2, max_doublings=3).game.max_doublings == 3


def test_match_play_refuses_the_jacoby_rule_and_beavers():
    for make in [
        lambda: rg.Game("backgammon-money", match_length=5),
        lambda: rg.BatchEnv("backgammon-money", 2, match_length=5),
        lambda: rg.simulate("backgammon-money", 1, match_length=5),
    ]:
        with pytest.raises(rg.ConfigError, match="Jacoby rule: money play only"):
            make()
    game = rg.Game("backgammon", match_length=5)
    state, dice = to_move(game, 1)
    while DOUBLE not in game.legal_actions(state):
        state = game.run_chance(game.apply(state, game.legal_actions(state)[0]), dice)
    assert game.legal_actions(game.apply(state, DOUBLE)) == [TAKE, PASS]


def test_the_version_and_the_description():
    assert rg.__version__ == importlib.metadata.version("racegame")
    pyproject = (PYTHON / "pyproject.toml").read_text(encoding="utf-8")
    assert re.search(r'^version = "([^"]+)"', pyproject, re.M).group(1) == rg.__version__
    assert "backgammon" in importlib.metadata.metadata("racegame")["Summary"]
    cargo = (PYTHON / "Cargo.toml").read_text(encoding="utf-8")
    assert "backgammon" in re.search(r'^description = "([^"]+)"', cargo, re.M).group(1)
