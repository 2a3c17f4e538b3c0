"""Simulations: without the GIL, stopped by Ctrl-C, and shards that merge to
exactly the whole run."""

import _thread
import json
import signal
import threading
import time

import pytest

import racegame as rg


def seconds_of_games(game, seconds):
    """How many games of ``game`` one thread plays in about ``seconds`` on
    this build (debug or release)."""
    start = time.perf_counter()
    game.simulate(50, 1, 1)
    per_game = (time.perf_counter() - start) / 50
    return max(50, int(seconds / per_game))


def test_simulate_releases_the_gil():
    game = rg.Game("ludo", 4)
    games = seconds_of_games(game, 1.0)
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


@pytest.mark.parametrize("call", ["simulate", "simulate_range", "threads"])
def test_ctrl_c_stops_a_long_simulation(call):
    game = rg.Game("ludo")
    # A run of about twenty seconds, interrupted after a fifth of one.
    games = seconds_of_games(game, 20.0)
    run = {
        "simulate": lambda: game.simulate(games, 3, 1),
        "simulate_range": lambda: game.simulate_range(3, 0, games),
        "threads": lambda: game.simulate(games, 3, 2),
    }[call]
    timer = threading.Timer(0.2, _thread.interrupt_main)
    # Python's own handler of Ctrl-C, whatever an earlier test (Ray) set.
    handler = signal.signal(signal.SIGINT, signal.default_int_handler)
    start = time.monotonic()
    timer.start()
    try:
        with pytest.raises(KeyboardInterrupt):
            run()
    finally:
        timer.cancel()
        signal.signal(signal.SIGINT, handler)
    assert time.monotonic() - start < 10


def test_simulate_shards_merge_to_the_whole_run():
    game = rg.Game("ludo", 4)
    whole = json.loads(game.simulate(300, 5))
    assert whole["games"] == 300
    assert (whole["preset"], whole["players"], whole["seed"], whole["ranges"]) == ("ludo", 4, 5, [[0, 300]])
    shards = [game.simulate_range(5, a, b) for a, b in [(150, 300), (0, 70), (70, 150)]]
    assert json.loads(rg.merge_summaries(shards)) == whole
    assert rg.simulate("ludo", 300, seed=5, players=4) == whole
    assert json.loads(game.simulate_range(5, 0, 300)) == whole


def test_shards_with_a_gap_merge_into_a_summary_that_says_so():
    game = rg.Game("finkel")
    merged = json.loads(rg.merge_summaries([game.simulate_range(1, 0, 10), game.simulate_range(1, 20, 30)]))
    assert merged["ranges"] == [[0, 10], [20, 30]] and merged["games"] == 20
    assert json.loads(game.simulate(0, 1))["ranges"] == []
