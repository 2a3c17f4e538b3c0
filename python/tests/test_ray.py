"""A simulation split into shards run as tasks on a local Ray cluster merges
into exactly the summary of one process."""

import pytest

import racegame as rg
from racegame.distributed import split

ray = pytest.importorskip("ray")


def test_split_covers_every_game_once():
    assert split(10, 3) == [(0, 3), (3, 6), (6, 10)]
    assert split(2, 8) == [(0, 1), (1, 2)]
    assert split(0, 4) == [(0, 0)]


@pytest.fixture(scope="module")
def local_cluster():
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    yield
    ray.shutdown()


@pytest.mark.parametrize(
    "preset,players,payoff", [("ludo", 4, None), ("parchis_two_dice", 3, [2, 1]), ("railway", 3, "pot"), ("finkel", 2, None)]
)
def test_ray_shards_merge_to_the_single_process_summary(local_cluster, preset, players, payoff):
    from racegame.distributed import simulate_on_ray

    whole = rg.simulate(preset, 400, seed=9, players=players, payoff=payoff)
    assert simulate_on_ray(preset, 400, seed=9, players=players, shards=5, payoff=payoff) == whole
    assert whole["games"] == 400
