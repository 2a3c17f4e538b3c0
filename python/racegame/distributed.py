"""Simulations split into shards of game indexes, run as Ray tasks.

Game ``i`` of a run of seed ``s`` throws the same dice wherever it is played
(:func:`racegame.simulation_dice`), and summaries merge exactly, so the
merged summary of the shards equals the summary one process gives for the
same seed::

    import ray, racegame
    from racegame.distributed import simulate_on_ray

    ray.init()                                   # or ray.init(address="auto")
    summary = simulate_on_ray("ludo", 1_000_000, seed=7, players=4, shards=64)
    assert summary == racegame.simulate("ludo", 1_000_000, seed=7, players=4)

On a real cluster, start the head (``ray start --head``) and the workers
(``ray start --address=HEAD:6379``), install this package on every node, and
run the same script on any node with ``ray.init(address="auto")``, or submit
it with ``ray job submit -- python script.py``. Each shard is one task.
"""

import json

from . import Game, merge_summaries


def split(games, count):
    """``count`` contiguous ranges of game indexes covering ``0..games``."""
    count = max(1, min(count, games)) if games else 1
    bounds = [games * k // count for k in range(count + 1)]
    return [(bounds[k], bounds[k + 1]) for k in range(count)]


def _run_shard(preset, players, payoff, match_length, max_doublings, seed, start, end):
    return Game(preset, players, payoff, match_length, max_doublings).simulate_range(seed, start, end)


def simulate_on_ray(
    preset, games, seed=0, players=None, shards=None, payoff=None, match_length=None, max_doublings=None
):
    """Plays ``games`` random games of ``preset`` as Ray tasks, one per
    shard of game indexes, and returns the merged summary as a dict: the
    same as :func:`racegame.simulate` with the same seed. Ray must be
    initialised (``ray.init``)."""
    import ray

    count = shards or int(ray.available_resources().get("CPU", 1))
    task = ray.remote(_run_shard)
    args = (preset, players, payoff, match_length, max_doublings, seed)
    refs = [task.remote(*args, a, b) for a, b in split(games, count)]
    return json.loads(merge_summaries(ray.get(refs)))

