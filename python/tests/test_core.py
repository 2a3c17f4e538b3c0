"""The bindings: presets, states, masks, observations, refusals, JSON, dice,
simulate and the batched stepper."""

import json
import threading
import time

import numpy as np
import pytest

import racegame as rg

MULTI = [(name, 2 if fam == "ur" else 4) for name, fam in rg.Game.presets()]


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


@pytest.mark.parametrize("preset,players", MULTI)
def test_every_preset_plays_random_games_to_the_end(preset, players):
    game = rg.Game(preset, players)
    for seed in range(3):
        state = random_game(game, seed)
        assert game.outcome(state) is not None


def test_presets_lists_every_family():
    assert {fam for _, fam in rg.Game.presets()} == {"goose", "ludo", "ur"}
    assert "parchis_two_dice" in rg.presets()


def test_unknown_preset_and_bad_seat_counts_raise_config_errors():
    with pytest.raises(rg.ConfigError, match="unknown preset"):
        rg.Game("chess")
    with pytest.raises(rg.ConfigError):
        rg.Game("ludo", 9)
    with pytest.raises(rg.ConfigError):
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
    state = game.initial_state()
    state = game.apply_json(state, '{"throw": [6]}')
    kind, seat = game.to_act(state)
    assert kind == "player"
    other = (seat + 1) % 4
    with pytest.raises(rg.IllegalActionError, match=f"not seat {other}'s turn"):
        game.apply_as(state, other, game.legal_actions(state)[0])
    game.apply_as(state, seat, game.legal_actions(state)[0])


def test_states_round_trip_through_json_and_bad_json_is_refused():
    for preset, players in MULTI:
        game = rg.Game(preset, players)
        state = game.run_chance(game.initial_state(), rg.Dice(4))
        assert game.state_from_json(state.to_json()) == state
    game = rg.Game("ludo", 4)
    with pytest.raises(rg.InvalidStateError):
        game.state_from_json("{}")
    with pytest.raises(rg.InvalidStateError):
        rg.Game("mensch", 4).state_from_json(rg.Game("finkel").initial_state().to_json())


def test_seeded_dice_reproduce_a_game_and_save_their_place():
    game = rg.Game("parchis", 4)
    a = random_game(game, 7)
    b = random_game(game, 7)
    assert a == b and hash(a) == hash(b)
    dice = rg.Dice(3)
    state = game.initial_state()
    game.throw(state, dice)
    saved = rg.Dice.from_json(dice.to_json())
    assert game.throw(state, dice) == game.throw(state, saved)


def test_observations_are_relative_to_the_seat():
    game = rg.Game("ludo", 4)
    state = game.apply_json(game.initial_state(), '{"throw": [6]}')
    state = game.apply(state, 0)  # seat 0 enters a token
    assert not np.array_equal(game.observe(state, 0), game.observe(state, 1))
    with pytest.raises(rg.RaceGameError, match="does not play"):
        rg.Game("ludo", 2).observe(state, 1)


def test_simulate_releases_the_gil():
    game = rg.Game("ludo", 4)
    # Size the run to take about a second on this build (debug or release).
    start = time.perf_counter()
    game.simulate(50, 1, 1)
    per_game = (time.perf_counter() - start) / 50
    games = max(50, int(1.0 / per_game))
    done = []
    t = threading.Thread(target=lambda: done.append(game.simulate(games, 5, 1)))
    ticks = [time.perf_counter()]
    t.start()
    while t.is_alive():
        ticks.append(time.perf_counter())  # Python runs while the engine plays
    t.join()
    duration = ticks[-1] - ticks[0]
    longest_pause = max(b - a for a, b in zip(ticks, ticks[1:]))
    assert json.loads(done[0])["games"] == games
    # Holding the GIL would stop this thread for the whole run.
    assert longest_pause < duration / 3, (longest_pause, duration)


def test_simulate_shards_merge_to_the_whole_run():
    game = rg.Game("ludo", 4)
    whole = json.loads(game.simulate(300, 5))
    assert whole["games"] == 300
    shards = [game.simulate_range(5, a, b) for a, b in [(0, 70), (70, 150), (150, 300)]]
    assert json.loads(rg.merge_summaries(shards)) == whole
    assert rg.simulate("ludo", 300, seed=5, players=4) == whole
    assert json.loads(game.simulate_range(5, 0, 300)) == whole


@pytest.mark.parametrize("preset,players", [("ludo", 4), ("finkel", 2), ("railway", 3), ("parchis_two_dice", 2)])
def test_batch_env_steps_games_and_reproduces_with_its_seed(preset, players):
    def run(seed):
        env = rg.BatchEnv(preset, 16, seed=seed, players=players)
        obs, mask, to_play = env.reset()
        game = rg.Game(preset, players)
        assert obs.shape == (16, game.observation_len) and obs.dtype == np.float32
        assert mask.shape == (16, game.num_actions) and mask.dtype == np.bool_
        trace, finished = [], 0
        rng = np.random.default_rng(seed)
        for _ in range(1500):
            if game.num_actions:
                scores = rng.random(mask.shape) * mask
                actions = scores.argmax(axis=1).astype(np.int64)
            else:
                actions = np.zeros(16, dtype=np.int64)
            obs, mask, rewards, dones, to_play = env.step(actions)
            assert rewards.shape == (16, players)
            finished += int(dones.sum())
            assert np.all(rewards[~dones] == 0)
            trace.append(obs.sum())
        assert finished > 0
        return trace

    assert run(1) == run(1)


def test_batch_env_refuses_illegal_actions_without_changing_any_game():
    env = rg.BatchEnv("ludo", 4, seed=2, players=4)
    obs, mask, _ = env.reset()
    bad = np.array([np.flatnonzero(~m)[0] for m in mask], dtype=np.int64)
    with pytest.raises(rg.IllegalActionError, match="game 0"):
        env.step(bad)
    good = env.sample_actions()
    assert all(mask[i, a] for i, a in enumerate(good))
    env.step(good)
