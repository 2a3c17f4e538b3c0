"""Environment steps and whole random games per second, from Python: the
racegame PettingZoo environment and batched stepper beside ludopy and
OpenSpiel's ``maedn``. Run by hand (see python/BENCHMARKS.md):

    python3 -m venv target/benchvenv
    target/benchvenv/bin/pip install ./python ludopy open_spiel pettingzoo gymnasium
    target/benchvenv/bin/python python/bench/bench.py

A step is one decision of a player (a chance throw played inside it); a
game is a whole random game, every player choosing uniformly among its
legal moves. Each row runs for at least ``SECONDS`` seconds on one core.
"""

import os
import platform
import sys
import time

import numpy as np

SECONDS = float(os.environ.get("BENCH_SECONDS", "3"))


def timed(play_one):
    """Runs ``play_one() -> steps`` (one whole game) until SECONDS pass;
    returns (steps/s, games/s)."""
    play_one()  # warm up
    steps = games = 0
    start = time.perf_counter()
    while (elapsed := time.perf_counter() - start) < SECONDS:
        steps += play_one()
        games += 1
    return steps / elapsed, games / elapsed


def racegame_aec(preset):
    from racegame.envs import RaceGameAEC

    env = RaceGameAEC(preset, 4)
    rng = np.random.default_rng(0)
    seed = iter(range(10**9))

    def one():
        env.reset(seed=next(seed))
        steps = 0
        for _agent in env.agent_iter():
            obs, _r, term, trunc, _i = env.last()
            if term or trunc:
                env.step(None)
                continue
            env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
            steps += 1
        return steps

    return timed(one)


def racegame_batch(preset, n=1024):
    import racegame

    env = racegame.BatchEnv(preset, n, seed=0, players=4)
    env.reset()
    for _ in range(100):
        env.step(env.sample_actions())
    steps = games = 0
    start = time.perf_counter()
    while (elapsed := time.perf_counter() - start) < SECONDS:
        _o, _m, _r, dones, _t = env.step(env.sample_actions())
        steps += n
        games += int(dones.sum())
    return steps / elapsed, games / elapsed


def racegame_simulate(preset):
    import json

    import racegame

    game = racegame.Game(preset, 4)
    games = 20_000
    start = time.perf_counter()
    summary = json.loads(game.simulate(games, 1, threads=1))
    elapsed = time.perf_counter() - start
    return None, summary["games"] / elapsed


def ludopy_games():
    import ludopy

    rng = np.random.default_rng(0)

    def one():
        g = ludopy.Game()
        steps = 0
        there_is_a_winner = False
        while not there_is_a_winner:
            (_dice, move_pieces, _pp, _ep, _win, there_is_a_winner), _player = g.get_observation()
            piece = int(rng.choice(move_pieces)) if len(move_pieces) else -1
            g.answer_observation(piece)
            if len(move_pieces):
                steps += 1
        return steps

    return timed(one)


def open_spiel_maedn():
    import pyspiel

    game = pyspiel.load_game("maedn", {"players": 4})
    rng = np.random.default_rng(0)

    def one():
        state = game.new_initial_state()
        steps = 0
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes, probs = zip(*state.chance_outcomes())
                state.apply_action(int(rng.choice(outcomes, p=probs)))
            else:
                state.apply_action(int(rng.choice(state.legal_actions())))
                steps += 1
        return steps

    return timed(one)


def main():
    rows = [
        ("racegame PettingZoo AEC, `ludo`", lambda: racegame_aec("ludo")),
        ("racegame PettingZoo AEC, `mensch`", lambda: racegame_aec("mensch")),
        ("racegame BatchEnv (N=1024), `ludo`", lambda: racegame_batch("ludo")),
        ("racegame BatchEnv (N=1024), `mensch`", lambda: racegame_batch("mensch")),
        ("racegame `simulate` (Rust loop, 1 thread), `ludo`", lambda: racegame_simulate("ludo")),
        ("racegame `simulate` (Rust loop, 1 thread), `mensch`", lambda: racegame_simulate("mensch")),
        ("ludopy 1.5 (`ludopy.Game`)", ludopy_games),
        ("OpenSpiel 2.0 `maedn` (pyspiel)", open_spiel_maedn),
    ]
    print(f"Python {platform.python_version()}, {platform.machine()}, {SECONDS:.0f} s a row, 4 players")
    print()
    print("| engine | steps/s | games/s |")
    print("| --- | ---: | ---: |")
    for name, run in rows:
        try:
            steps, games = run()
        except ImportError as e:
            print(f"| {name} | not installed ({e.name}) | |")
            continue
        s = "—" if steps is None else f"{steps:,.0f}"
        print(f"| {name} | {s} | {games:,.1f} |")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
