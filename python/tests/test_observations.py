"""A property over random games of every preset: every observation of every
seat, at every state, lies inside the space the environments declare."""

import zlib

import numpy as np
import pytest

import racegame as rg

gymnasium = pytest.importorskip("gymnasium")

from racegame.envs import observation_space  # noqa: E402

SEAT_COUNTS = {
    "goose": [2, 3, 4, 5, 6],
    "ludo": [2, 3, 4],
    "ur": [2],
    "backgammon": [2],
    "slide": [2, 3, 4],
    "pachisi": [2, 4],
}

# Presets that seat fewer counts than their family: the card race's partner
# game seats exactly four.
PRESET_SEATS = {"slide_partners": [4]}


def random_states(game, rng, limit=3000):
    """Every state of one random game: throws from seeded dice, choices
    uniform among the legal ones."""
    dice = rg.Dice(int(rng.integers(0, 2**63)))
    state = game.initial_state()
    yield state
    for _ in range(limit):
        kind, _seat = game.to_act(state)
        if kind == "over":
            return
        if kind == "chance":
            state = game.throw(state, dice)
        else:
            state = game.apply(state, int(rng.choice(game.legal_actions(state))))
        yield state


@pytest.mark.parametrize("name,family", rg.Game.presets())
def test_every_observation_of_random_games_lies_in_the_declared_space(name, family):
    rng = np.random.default_rng(zlib.crc32(name.encode()))
    states = 0
    counts = PRESET_SEATS.get(name, SEAT_COUNTS[family])
    for players in counts:
        game = rg.Game(name, players)
        space = observation_space(game)
        seen = games = 0
        while seen < 400 or games < 3:
            games += 1
            for state in random_states(game, rng):
                seen += 1
                for seat in game.seats:
                    obs = game.observe(state, seat)
                    assert space.contains(obs), (name, players, seat, obs.min(), obs.max(), str(state))
        states += seen
    assert states >= 400 * len(counts)


def test_sixes_in_a_row_without_a_limit_stay_inside_the_space():
    # Mensch: every 6 throws again. Seven in a row once gave 7/3.
    game = rg.Game("mensch")
    state = game.initial_state()
    for _ in range(7):
        state = game.apply_json(state, '{"throw": [6]}')
        if game.to_act(state)[0] == "player":
            state = game.apply(state, game.legal_actions(state)[0])
    assert '"sixes":7' in state.to_json()
    obs = game.observe(state, 0)
    assert observation_space(game).contains(obs)
    assert obs[-2] == 1.0  # the sixes in a row, counted up to 3


@pytest.mark.parametrize("name", ["mensch", "ludo_king", "parchis_two_dice"])
def test_games_played_on_to_a_full_ranking_for_place_points_stay_inside_the_space(name):
    # Place points play on past the first home, where the presets that
    # stop there never go.
    game = rg.Game(name, payoff=[3, 2, 1])
    space = observation_space(game)
    rng = np.random.default_rng(zlib.crc32(name.encode()) + 1)
    finished = 0
    for _ in range(3):
        for state in random_states(game, rng, limit=20_000):
            for seat in game.seats:
                assert space.contains(game.observe(state, seat)), (name, seat, str(state))
        finished += game.outcome(state)[0] == "ranking"
    assert finished == 3
