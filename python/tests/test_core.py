"""The Game API: presets and their seat counts, states, refusals, JSON,
dice, observations and rewards."""

import numpy as np
import pytest

import racegame as rg

PRESETS = rg.presets()


def random_game(game, seed):
    """Plays one random game, checking masks and observations on the way."""
    dice = rg.Dice(seed)
    rng = np.random.default_rng(seed)
    state = game.run_chance(game.initial_state(), dice)
    steps = 0
    while not game.is_over(state) and steps < 2000:
        kind, seat = game.to_act(state)
        if kind == "chance":  # Goose: no decisions
            state = game.throw(state, dice)
            continue
        mask = game.legal_mask(state)
        assert mask.dtype == np.bool_ and mask.shape == (game.num_actions,)
        assert list(np.flatnonzero(mask)) == game.legal_actions(state)
        obs = game.observe(state, seat)
        assert obs.dtype == np.float32 and obs.shape == (game.observation_len,)
        state = game.apply(state, int(rng.choice(np.flatnonzero(mask))))
        state = game.run_chance(state, dice)
        steps += 1
    return state


@pytest.mark.parametrize("preset", PRESETS)
def test_every_preset_plays_random_games_to_the_end_at_its_usual_table(preset):
    game = rg.Game(preset)
    assert game.players == rg.Game.default_players(preset)
    for seed in range(3):
        state = random_game(game, seed)
        assert game.outcome(state) is not None


def test_the_usual_table_is_four_in_ludo_and_goose_and_two_in_ur_and_backgammon():
    for name, family in rg.Game.presets():
        assert rg.Game(name).players == (2 if family in ("ur", "backgammon") else 4)
    with pytest.raises(rg.ConfigError, match="backgammon has 2 players, not 3"):
        rg.Game("backgammon", 3)
    assert rg.Game("finkel").seats == [0, 1]
    assert rg.Game("ludo", 2).seats == [0, 2]
    assert isinstance(rg.Game("ludo").seats[0], int)


def test_presets_lists_every_family():
    assert {fam for _, fam in rg.Game.presets()} == {"goose", "ludo", "ur", "backgammon", "slide", "pachisi"}
    assert "parchis_two_dice" in rg.presets()
    assert "chaupar" in rg.presets()


def test_unknown_preset_and_bad_seat_counts_raise_config_errors():
    with pytest.raises(rg.ConfigError, match="unknown preset"):
        rg.Game("chess")
    with pytest.raises(rg.ConfigError, match="unknown preset"):
        rg.Game.default_players("chess")
    with pytest.raises(rg.ConfigError):
        rg.Game("ludo", 9)
    with pytest.raises(rg.ConfigError, match="2 players, not 3"):
        rg.Game("finkel", 3)


def test_illegal_action_raises_the_engines_message_and_changes_nothing():
    game = rg.Game("ludo", 4)
    state = game.initial_state()
    with pytest.raises(rg.IllegalActionError) as e:
        game.apply(state, 1)  # chance must throw first
    assert str(e.value)
    assert isinstance(e.value, rg.RaceGameError)
    with pytest.raises(rg.IllegalActionError, match="outside the action space"):
        game.apply(state, 99)
    assert state == game.initial_state()


def test_apply_as_refuses_the_wrong_seat():
    game = rg.Game("ludo", 4)
    state = game.apply_json(game.initial_state(), '{"throw": [6]}')
    kind, seat = game.to_act(state)
    assert kind == "player"
    other = (seat + 1) % 4
    with pytest.raises(rg.IllegalActionError, match=f"not seat {other}'s turn"):
        game.apply_as(state, other, game.legal_actions(state)[0])
    game.apply_as(state, seat, game.legal_actions(state)[0])


def test_states_round_trip_through_json_and_bad_json_is_refused():
    for preset in PRESETS:
        game = rg.Game(preset)
        state = game.run_chance(game.initial_state(), rg.Dice(4))
        assert game.state_from_json(state.to_json()) == state
    game = rg.Game("ludo", 4)
    with pytest.raises(rg.InvalidStateError):
        game.state_from_json("{}")
    with pytest.raises(rg.InvalidStateError):
        rg.Game("mensch", 4).state_from_json(rg.Game("finkel").initial_state().to_json())


def test_a_state_knows_its_game():
    state = rg.Game("parchis", 3).initial_state()
    assert (state.preset, state.players) == ("parchis", 3)
    assert "parchis with 3 players" in repr(state)


def test_seeded_dice_reproduce_a_game_and_save_their_place():
    game = rg.Game("parchis", 4)
    a = random_game(game, 7)
    b = random_game(game, 7)
    assert a == b and hash(a) == hash(b)
    dice = rg.Dice(3)
    state = game.initial_state()
    game.throw(state, dice)
    saved = rg.Dice.from_json(dice.to_json())
    assert saved == dice
    assert game.throw(state, dice) == game.throw(state, saved)


def test_observations_are_relative_to_the_seat():
    game = rg.Game("ludo", 4)
    state = game.apply_json(game.initial_state(), '{"throw": [6]}')
    state = game.apply(state, 0)  # seat 0 enters a token
    assert not np.array_equal(game.observe(state, 0), game.observe(state, 1))
    two = rg.Game("ludo", 2)
    with pytest.raises(rg.RaceGameError, match="does not play"):
        two.observe(two.initial_state(), 1)
    with pytest.raises(rg.RaceGameError, match="does not play"):
        two.observe(two.initial_state(), 300)


def test_payoffs_are_one_for_the_winner_and_zero_for_the_others():
    game = rg.Game("ludo", 2)
    state = random_game(game, 5)
    kind, seats = game.outcome(state)
    winner = seats[0]
    assert [game.payoff(state, s) for s in game.seats] == [int(s == winner) for s in game.seats]
    assert game.rewards(state).tolist() == [float(s == winner) for s in game.seats]
    assert game.payoff(game.initial_state(), 0) is None
    assert game.rewards(game.initial_state()).tolist() == [0.0, 0.0]
    with pytest.raises(rg.RaceGameError, match="does not play"):
        game.payoff(state, 1)


def test_action_names_are_the_engines_notation_and_the_json_is_kept():
    game = rg.Game("ludo")
    assert game.action_name(0) == "e" and game.action_name(2) == "m1"
    assert game.action_json(0) == '"enter"' and "token" in game.action_json(2)
    with pytest.raises(rg.IllegalActionError):
        game.action_name(24)
