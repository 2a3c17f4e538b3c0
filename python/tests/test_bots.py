"""The crate's trained players: as the environments' opponents (they beat
random play by a wide margin over seeded games, where random opponents
would not), as ``Bot`` with its hints on fixed positions, and refusing bad
names, levels, seats and choices with Python exceptions."""

import numpy as np
import pytest

import racegame as rg

gym = pytest.importorskip("gymnasium")
pytest.importorskip("pettingzoo")

from racegame.envs import RaceGameAEC, RaceGameEnv, RaceGameVectorEnv  # noqa: E402


def mean_reward_of_random_agent(env, episodes, seed=0):
    """The mean reward of an agent choosing uniformly among its legal
    actions, over ``episodes`` seeded episodes of ``env``."""
    rng = np.random.default_rng(seed)
    total = 0.0
    for episode in range(episodes):
        _, info = env.reset(seed=seed * 1000 + episode)
        done = False
        while not done:
            legal = np.flatnonzero(info["action_mask"])
            _, reward, terminated, truncated, info = env.step(int(rng.choice(legal)))
            done = terminated or truncated
        total += reward
    return total / episodes


def test_the_backgammon_bot_beats_a_random_agent_where_random_bots_do_not():
    # A random agent against random bots scores about 0 a game; against the
    # bot at 0-ply it loses nearly every game, many of them gammons.
    bot = mean_reward_of_random_agent(RaceGameEnv("backgammon", opponent="bot:intermediate"), 12)
    rand = mean_reward_of_random_agent(RaceGameEnv("backgammon", opponent="random"), 12)
    assert bot < -1.0, bot
    assert rand > bot + 0.8, (rand, bot)


def test_the_ur_bot_beats_a_random_agent():
    bot = mean_reward_of_random_agent(RaceGameEnv("finkel", opponent="bot"), 30)
    rand = mean_reward_of_random_agent(RaceGameEnv("finkel"), 30)
    assert bot < 0.15, bot
    assert rand > bot + 0.25, (rand, bot)


def test_the_ludo_bots_beat_a_random_agent_in_four_seats():
    # One seat of four wins a quarter of the games by chance; a random agent
    # among three bots wins about 0.04-0.10 (200 episodes, seeds 5 and 6).
    # Over 200 episodes a quarter has a standard error of 0.03, so 0.15 is
    # three of them below chance.
    for preset in ["ludo", "mensch"]:
        bot = mean_reward_of_random_agent(RaceGameEnv(preset, opponent="bot:intermediate"), 200)
        rand = mean_reward_of_random_agent(RaceGameEnv(preset, opponent="random"), 200)
        assert bot < 0.15, (preset, bot)
        assert rand > bot + 0.1, (preset, rand, bot)


def test_the_vector_environment_plays_the_bot_in_the_engine():
    env = RaceGameVectorEnv("finkel", num_envs=8, opponent="bot:intermediate")
    rng = np.random.default_rng(3)
    _, info = env.reset(seed=5)
    ended, won = 0, 0.0
    while ended < 24:
        actions = [int(rng.choice(np.flatnonzero(m))) for m in info["action_mask"]]
        _, rewards, terminated, truncated, info = env.step(np.array(actions))
        done = terminated | truncated
        ended += int(done.sum())
        won += float(rewards[done].sum())
    assert won / ended < 0.2, won / ended
    batch = rg.BatchEnv("finkel", 4, seed=1, seat=0, opponent="bot")
    assert batch.reset()[0].shape == (4, 42)


def test_the_aec_environment_gives_the_bots_action_for_any_agent():
    env = RaceGameAEC("finkel")
    rng = np.random.default_rng(1)
    wins = 0
    for episode in range(20):
        env.reset(seed=episode)
        for agent in env.agent_iter():
            obs, reward, term, trunc, _ = env.last()
            if term or trunc:
                wins += agent == "seat_1" and reward > 0
                env.step(None)
            elif agent == "seat_1":
                action = env.bot_action("intermediate")
                assert obs["action_mask"][action]
                env.step(action)
            else:
                env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    assert wins >= 16, wins


def test_opponents_are_seeded():
    a = RaceGameEnv("backgammon", opponent="bot:beginner")
    b = RaceGameEnv("backgammon", opponent="bot:beginner")
    for env in (a, b):
        env.reset(seed=11)
    for _ in range(15):
        mask = a.action_masks()
        action = int(np.flatnonzero(mask)[0])
        ra, rb = a.step(action), b.step(action)
        assert np.array_equal(ra[0], rb[0]) and ra[1:4] == rb[1:4]
        if ra[2] or ra[3]:
            break


def test_the_backgammon_hint_ranks_the_opening_plays():
    game = rg.Game("backgammon")
    state = game.apply_json(game.initial_state(), '{"throw": [3, 1]}')
    bot = rg.Bot(game, "intermediate")
    hint = bot.hint(state, "24/21 24/23")
    assert hint["kind"] == "play"
    plays = hint["plays"]
    assert len(plays) == len(game.plays(state))
    assert plays[0]["play"] == "8/5 6/5"  # making the 5-point, as every book plays it
    assert plays[0]["error"] == 0.0
    equities = [p["equity"] for p in plays]
    assert equities == sorted(equities, reverse=True)
    for p in plays:
        assert p["error"] == pytest.approx(equities[0] - p["equity"], abs=1e-6)
        assert 0.0 <= p["win_backgammon"] <= p["win_gammon"] <= p["win"] <= 1.0
    assert hint["choice"]["choice"] == str(game.parse_play(state, "24/21 24/23")) == "24/23 24/21"
    assert hint["choice"]["error"] > 0.05
    assert bot.hint(state, "6/5 8/5")["choice"]["error"] == 0.0
    # The bot plays its best play's first move.
    assert bot.action(state) in plays[0]["actions"]


def test_the_hypergammon_bot_plays_the_hypergammon_network():
    """The hypergammon preset's bot reads the network shipped for
    three-checker hypergammon. Its best play of the opening 6-5 at 0 ply
    and that play's equity are the hypergammon network's; the backgammon
    network prefers 23/17 22/17 at -0.5376 (both pinned in Rust by
    ``tests/bg_shipped_choice.rs``, which computes them from each
    network)."""
    game = rg.Game("hypergammon")
    state = game.apply_json(game.initial_state(), '{"throw": [6, 5]}')
    bot = rg.Bot(game, "intermediate")
    best = bot.hint(state)["plays"][0]
    assert best["play"] == "23/18 22/16"
    assert best["equity"] == pytest.approx(0.194866, abs=1e-4)
    assert bot.action(state) in best["actions"]
    # Backgammon keeps its own network: the same throw, its book play.
    bg = rg.Game("backgammon")
    bg_state = bg.apply_json(bg.initial_state(), '{"throw": [6, 5]}')
    assert rg.Bot(bg, "intermediate").hint(bg_state)["plays"][0]["play"] == "24/13"


def test_the_cube_hint_values_no_double_take_and_pass():
    game = rg.Game("backgammon-money")
    bot = rg.Bot(game, "intermediate")
    dice = rg.Dice(4)
    state = game.run_chance(game.initial_state(), dice)
    while game.to_act(state)[0] != "player" or game.cube(state) is None or "double" not in [
        game.action_name(i) for i in game.legal_actions(state)
    ]:
        state = game.apply(state, bot.action(state)) if game.to_act(state)[0] == "player" else game.run_chance(state, dice)
    hint = bot.hint(state, "double")
    assert hint["kind"] == "cube"
    # Early in a game nobody doubles: no double beats double/take.
    assert hint["best"] == "roll" and not hint["double"]
    assert hint["no_double"] > hint["double_take"]
    assert hint["choice"]["error"] == pytest.approx(hint["no_double"] - min(hint["double_take"], hint["double_pass"]), abs=1e-6)
    assert bot.hint(state, game.action_index("roll"))["choice"]["error"] == 0.0
    doubled = game.apply(state, game.action_index("double"))
    answer = bot.hint(doubled)
    assert answer["best"] in ("take", "beaver")
    assert bot.hint(doubled, "pass")["choice"]["error"] > 0.0
    with pytest.raises(rg.IllegalActionError):
        bot.hint(doubled, "double")


def first_choice(game, seed):
    """The first state of a seeded game of ``game`` (random moves) with
    more than one legal action."""
    dice = rg.Dice(seed)
    rng = np.random.default_rng(seed)
    state = game.run_chance(game.initial_state(), dice)
    while len(game.legal_actions(state)) < 2:
        state = game.run_chance(game.apply(state, int(rng.choice(game.legal_actions(state)))), dice)
    return state


@pytest.mark.parametrize("preset", ["finkel", "ludo", "parchis"])
def test_ur_and_ludo_hints_value_every_move(preset):
    game = rg.Game(preset)
    state = first_choice(game, 2)
    legal = game.legal_actions(state)
    for level, plies in [("intermediate", 0), ("expert", 1)]:
        bot = rg.Bot(game, level)
        hint = bot.hint(state, legal[-1])
        assert hint["kind"] == "move" and hint["plies"] == plies
        moves = hint["moves"]
        assert sorted(m["action"] for m in moves) == sorted(legal)
        values = [m["value"] for m in moves]
        assert values == sorted(values, reverse=True)
        assert all(0.0 <= v <= 1.0 for v in values)
        assert moves[0]["error"] == 0.0
        assert moves[0]["name"] == game.action_name(moves[0]["action"])
        assert bot.action(state) == moves[0]["action"]
        last = next(m for m in moves if m["action"] == legal[-1])
        assert hint["choice"]["error"] == pytest.approx(last["error"])
        assert bot.hint(state, game.action_name(legal[-1]))["choice"] == hint["choice"]


def test_the_ur_hint_prefers_a_capture_that_wins_the_race():
    # Finkel: White's piece on path 5, Black's on its path 7 (the shared
    # lane's 7th square); a throw of 2 lets White capture it.
    game = rg.Game("finkel")
    state = first_choice(game, 9)
    hint = rg.Bot(game).hint(state)
    best = hint["moves"][0]
    assert best["value"] >= max(m["value"] for m in hint["moves"])


def test_bad_names_levels_seats_and_choices_raise():
    game = rg.Game("backgammon")
    with pytest.raises(rg.ConfigError, match="levels are beginner"):
        rg.Bot(game, "grandmaster")
    with pytest.raises(rg.ConfigError, match="no trained Ur player"):
        rg.Bot(rg.Game("masters"))
    with pytest.raises(rg.ConfigError, match="no decisions"):
        rg.Bot(rg.Game("railway"), "expert")
    with pytest.raises(rg.ConfigError, match="no decisions"):
        rg.Bot(rg.Game("railway")).hint(rg.Game("railway").initial_state())
    with pytest.raises(rg.ConfigError, match="unknown opponent"):
        RaceGameEnv("ludo", opponent="robot")
    with pytest.raises(rg.ConfigError, match="levels are intermediate, expert"):
        RaceGameEnv("ludo", opponent="bot:master")
    with pytest.raises(rg.ConfigError) as refused:
        rg.BatchEnv("finkel", 2, seat=0, opponent="bot:" + "x" * 10_000)
    assert len(str(refused.value)) < 200
    with pytest.raises(rg.ConfigError):
        rg.Table(game, "bot:")
    with pytest.raises(TypeError):
        RaceGameEnv("ludo", opponent=3)
    with pytest.raises(ValueError, match="seat 7 does not play"):
        RaceGameEnv("finkel", seat=7, opponent="bot")
    table = rg.Table(game, "bot")
    table.reset(1)
    with pytest.raises((OverflowError, ValueError, rg.RaceGameError)):
        table.play_bots(-1)
    bot = rg.Bot(game)
    opening = game.initial_state()
    with pytest.raises(rg.RaceGameError):
        bot.hint(opening)  # the opening throw: nobody decides
    with pytest.raises(rg.RaceGameError):
        bot.action(opening)
    with pytest.raises(rg.InvalidStateError):
        bot.hint(rg.Game("finkel").initial_state())
    state = game.apply_json(opening, '{"throw": [3, 1]}')
    with pytest.raises(rg.IllegalActionError):
        bot.hint(state, "24/18")
    with pytest.raises(TypeError):
        bot.hint(state, 4.5)
    ur = rg.Game("finkel")
    ur_state = first_choice(ur, 2)
    with pytest.raises(rg.IllegalActionError):
        rg.Bot(ur).hint(ur_state, -1)
    with pytest.raises(rg.IllegalActionError):
        rg.Bot(ur).hint(ur_state, 10**30)
    with pytest.raises(rg.IllegalActionError):
        rg.Bot(ur).hint(ur_state, "zz")


def test_tables_with_bots_copy_and_pickle():
    import copy
    import pickle

    table = rg.Table(rg.Game("finkel"), "bot:intermediate")
    table.reset(3)
    table.play_bots(0)
    assert table.opponent == "bot:intermediate"
    for other in (copy.deepcopy(table), pickle.loads(pickle.dumps(table))):
        assert other.opponent == table.opponent and other.state == table.state
        assert other.bot_action() == copy.deepcopy(table).bot_action()


# Ur's masters and blitz have no trained player, nor has the card race
# (its opponents are "random" only).
NO_BOT_FAMILIES = ("slide",)
WITH_BOT = [p for p, fam in rg.Game.presets() if p not in ("masters", "blitz") and fam not in NO_BOT_FAMILIES]


@pytest.mark.parametrize("preset", WITH_BOT)
def test_every_preset_with_a_bot_plays_against_it(preset):
    family = dict(rg.Game.presets())[preset]
    opponent = "bot" if family == "goose" else "bot:intermediate"
    env = RaceGameEnv(preset, opponent=opponent, max_cycles=200)
    rng = np.random.default_rng(0)
    _, info = env.reset(seed=1)
    done = False
    while not done:
        _, _, terminated, truncated, info = env.step(int(rng.choice(np.flatnonzero(info["action_mask"]))))
        done = terminated or truncated
    if family == "ludo":
        three = RaceGameEnv(preset, players=3, opponent="bot", max_cycles=50)
        three.reset(seed=2)


@pytest.mark.parametrize("preset", [p for p, fam in rg.Game.presets() if fam in NO_BOT_FAMILIES])
def test_a_family_without_a_trained_player_says_to_play_random(preset):
    with pytest.raises(rg.ConfigError, match='use "random"'):
        RaceGameEnv(preset, opponent="bot:intermediate")
    env = RaceGameEnv(preset, opponent="random", max_cycles=50)
    env.reset(seed=1)


def test_the_pachisi_bot_plays_for_its_partnership_and_hints():
    # Four seats: the agent plays Red, the bots Yellow, Green (its partner)
    # and Black; a bot's hint values each move by its side's chance.
    env = RaceGameEnv("pachisi", opponent="bot:intermediate", max_cycles=300)
    _, info = env.reset(seed=3)
    assert info["action_mask"].any()
    game = rg.Game("chaupar", players=4)
    bot = rg.Bot(game, level="intermediate")
    state = game.run_chance(game.initial_state(), rg.Dice(1))
    assert game.to_act(state)[0] == "player"
    hint = bot.hint(state)
    assert hint["kind"] == "move" and hint["moves"]
    assert all(0.0 <= m["value"] <= 1.0 for m in hint["moves"])
    assert bot.action(state) == hint["moves"][0]["action"]
