"""Decisions per second from Python, like for like: the racegame environments
beside the Game API loops doing the same work, and OpenSpiel's ``maedn``
(Mensch ärgere Dich nicht) through its Python API. Run by hand (see
python/BENCHMARKS.md, which shows every loop):

    python3 -m venv target/benchvenv
    target/benchvenv/bin/pip install ./python open_spiel pettingzoo gymnasium
    target/benchvenv/bin/python python/bench/bench.py

Every loop chooses its actions the same way, uniformly among the legal ones
with one ``random.Random`` draw (``legal[rng.randrange(len(legal))]``), the
legal indexes read from the mask with ``np.flatnonzero`` where a loop has a
mask. A step is one decision of a player; throws of the dice are played
inside and are not steps. Rates are per second of the process's CPU time
(``time.process_time``), so other work on the machine slows them less.
Each row runs whole games for at least ``BENCH_SECONDS`` CPU seconds on one
core; the rows run in turn, ``BENCH_ROUNDS``
times, and the table gives each row's best round. ``BENCH_ROWS`` (words,
comma-separated) keeps only the rows whose names hold one of them; the
arguments name the presets (``ludo mensch`` by default).
"""

import os
import platform
import random
import sys
import time

import numpy as np

SECONDS = float(os.environ.get("BENCH_SECONDS", "3"))
ROUNDS = int(os.environ.get("BENCH_ROUNDS", "3"))


def timed(play_one):
    """Runs ``play_one(seed) -> steps`` (one whole game) until SECONDS of
    this process's CPU time pass; returns steps per CPU second."""
    play_one(0)  # warm up
    steps, seed = 0, 1
    start = time.process_time()
    while (elapsed := time.process_time() - start) < SECONDS:
        steps += play_one(seed)
        seed += 1
    return steps / elapsed


def game_bare(preset):
    """The Game API without observations or masks."""
    import racegame

    game = racegame.Game(preset)
    rng = random.Random(0)

    def one(seed):
        dice = racegame.Dice(seed)
        state = game.run_chance(game.initial_state(), dice)
        steps = 0
        while legal := game.legal_actions(state):
            state = game.run_chance(game.apply(state, legal[rng.randrange(len(legal))]), dice)
            steps += 1
        return steps

    return timed(one)


def game_observed(preset):
    """The Game API with an observation and a mask at every decision."""
    import racegame

    game = racegame.Game(preset)
    rng = random.Random(0)

    def one(seed):
        dice = racegame.Dice(seed)
        state = game.run_chance(game.initial_state(), dice)
        steps = 0
        while (to_act := game.to_act(state))[0] == "player":
            obs = game.observe(state, to_act[1])  # noqa: F841 (a policy would read it)
            legal = np.flatnonzero(game.legal_mask(state))
            state = game.run_chance(game.apply(state, int(legal[rng.randrange(len(legal))])), dice)
            steps += 1
        return steps

    return timed(one)


def aec(preset):
    """The PettingZoo AEC environment."""
    from racegame.envs import RaceGameAEC

    env = RaceGameAEC(preset)
    rng = random.Random(0)

    def one(seed):
        env.reset(seed=seed)
        steps = 0
        for _agent in env.agent_iter():
            obs, _reward, term, trunc, _info = env.last()
            if term or trunc:
                env.step(None)
                continue
            legal = np.flatnonzero(obs["action_mask"])
            env.step(int(legal[rng.randrange(len(legal))]))
            steps += 1
        return steps

    return timed(one)


def game_against_bots(preset):
    """The Game API doing a Gymnasium step's work: seat 0 decides with an
    observation and a mask, the other seats choose uniformly, unobserved."""
    import racegame

    game = racegame.Game(preset)
    rng = random.Random(0)

    def one(seed):
        dice = racegame.Dice(seed)
        state = game.run_chance(game.initial_state(), dice)
        steps = 0
        while (to_act := game.to_act(state))[0] == "player":
            if to_act[1] == 0:
                obs = game.observe(state, 0)  # noqa: F841
                legal = np.flatnonzero(game.legal_mask(state))
                action = int(legal[rng.randrange(len(legal))])
                steps += 1
            else:
                legal = game.legal_actions(state)
                action = legal[rng.randrange(len(legal))]
            state = game.run_chance(game.apply(state, action), dice)
        return steps

    return timed(one)


def gymnasium_env(preset):
    """The Gymnasium environment (seat 0 against the built-in bots)."""
    from racegame.envs import RaceGameEnv

    env = RaceGameEnv(preset)
    rng = random.Random(0)

    def one(seed):
        _obs, info = env.reset(seed=seed)
        steps, done = 0, False
        while not done:
            legal = np.flatnonzero(info["action_mask"])
            _obs, _reward, term, trunc, info = env.step(int(legal[rng.randrange(len(legal))]))
            done = term or trunc
            steps += 1
        return steps

    return timed(one)


def vector_env(preset, n=256):
    """The Gymnasium vector environment over BatchEnv (seat 0 against
    bots), actions from BatchEnv.sample_actions (one call a step)."""
    from racegame.envs import RaceGameVectorEnv

    env = RaceGameVectorEnv(preset, num_envs=n)
    env.reset(seed=0)
    batch = env._batch
    for _ in range(20):
        env.step(batch.sample_actions())
    steps = 0
    start = time.process_time()
    while (elapsed := time.process_time() - start) < SECONDS:
        env.step(batch.sample_actions())
        steps += n
    return steps / elapsed


def open_spiel(observed):
    """OpenSpiel 2.0's maedn through pyspiel, bare or with an observation
    tensor and a legal-actions mask at every decision."""
    import pyspiel

    game = pyspiel.load_game("maedn", {"players": 4})
    rng = random.Random(0)

    def one(_seed):
        state = game.new_initial_state()
        steps = 0
        while not state.is_terminal():
            if state.is_chance_node():
                # The die's outcomes are equally likely.
                outcomes = state.chance_outcomes()
                state.apply_action(outcomes[rng.randrange(len(outcomes))][0])
                continue
            if observed:
                obs = state.observation_tensor(state.current_player())  # noqa: F841
                legal = np.flatnonzero(state.legal_actions_mask())
            else:
                legal = state.legal_actions()
            state.apply_action(int(legal[rng.randrange(len(legal))]))
            steps += 1
        return steps

    return timed(one)


def simulate(preset):
    """racegame.simulate on one thread: the Rust loop, no Python in it
    (the decisions of every game, actions less throws, per second)."""
    import json

    import racegame

    game = racegame.Game(preset)
    games = 4000
    start = time.process_time()
    summary = json.loads(game.simulate(games, 1, threads=1))
    elapsed = time.process_time() - start
    return (summary["actions"]["sum"] - summary["throws"]["sum"]) / elapsed


ROWS = [
    ("Game API, bare (legal_actions, apply, run_chance)", game_bare),
    ("Game API, observation + mask at every decision", game_observed),
    ("PettingZoo AEC env (RaceGameAEC)", aec),
    ("Game API, seat 0 observed + masked, others unobserved", game_against_bots),
    ("Gymnasium env (RaceGameEnv, seat 0 against bots)", gymnasium_env),
    ("Gymnasium vector env (RaceGameVectorEnv, N=256)", vector_env),
    ("simulate (Rust loop, 1 thread), for scale", simulate),
]

OPEN_SPIEL_ROWS = [
    ("OpenSpiel maedn, bare (legal_actions, apply_action)", lambda: open_spiel(False)),
    ("OpenSpiel maedn, observation_tensor + legal_actions_mask", lambda: open_spiel(True)),
]


def main():
    presets = sys.argv[1:] or ["ludo", "mensch"]
    jobs = [(f"{name}, `{p}`", lambda fn=fn, p=p: fn(p)) for p in presets for name, fn in ROWS]
    jobs += OPEN_SPIEL_ROWS
    if only := os.environ.get("BENCH_ROWS"):
        jobs = [(name, run) for name, run in jobs if any(word in name for word in only.split(","))]
    best = {}
    for _ in range(ROUNDS):
        for name, run in jobs:
            try:
                best[name] = max(best.get(name, 0.0), run())
            except ImportError as e:
                best[name] = f"not installed ({e.name})"
    print(f"Python {platform.python_version()}, {platform.machine()}, {SECONDS:g} s a row, best of {ROUNDS} rounds")
    print()
    print("| loop | steps/s |")
    print("| --- | ---: |")
    for name, _run in jobs:
        value = best[name]
        print(f"| {name} | {value if isinstance(value, str) else f'{value:,.0f}'} |")


if __name__ == "__main__":
    main()
