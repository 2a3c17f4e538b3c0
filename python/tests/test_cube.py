"""Backgammon for money (``backgammon-money``): the doubling cube's decisions
are actions of the seat that makes them, in the game and in every
environment; the mask offers them alone in their phases; the observation
shows the cube; and the payoff is the points times the cube (a pass pays the
doubler the cube before the double, gammons count single while the cube is
in the middle: the Jacoby rule)."""

import pickle

import numpy as np
import pytest

import racegame as rg

pytest.importorskip("gymnasium")
pytest.importorskip("pettingzoo")

from racegame.envs import RaceGameAEC, RaceGameEnv, RaceGameVectorEnv  # noqa: E402

MONEY = "backgammon-money"
DOUBLE, ROLL, TAKE, PASS, BEAVER = range(150, 155)


def play(preset, seed, doubles=0, answers=()):
    """A game of ``preset`` on the dice of ``seed``, every move the first
    legal one; the first ``doubles`` cube decisions double (the rest roll)
    and the doubles are answered by ``answers`` in turn (then taken). The
    moves and the dice do not depend on the cube, so a game without a cube
    on the same seed plays the same checker game."""
    game, state, dice = rg.Game(preset), None, rg.Dice(seed)
    state = game.initial_state()
    answers = list(answers)
    while (who := game.to_act(state))[0] != "over":
        if who[0] == "chance":
            state = game.run_chance(state, dice)
            continue
        legal = game.legal_actions(state)
        if DOUBLE in legal:
            action = DOUBLE if doubles > 0 else ROLL
            doubles -= action == DOUBLE
        elif TAKE in legal:
            action = answers.pop(0) if answers else TAKE
        else:
            action = legal[0]
        state = game.apply(state, action)
    return game, state


def first_gammon():
    """The first seed whose cubeless game ends in a gammon or backgammon."""
    for seed in range(200):
        game, state = play("backgammon", seed)
        if abs(game.payoff(state, 0)) > 1:
            return seed, game.rewards(state)
    raise AssertionError("no gammon in 200 games")


def cube_decision(seed=1):
    """The money game on ``seed`` at its first cube decision, and the game."""
    game, dice = rg.Game(MONEY), rg.Dice(seed)
    state = game.run_chance(game.initial_state(), dice)
    while DOUBLE not in game.legal_actions(state):
        state = game.apply(state, game.legal_actions(state)[0])
        state = game.run_chance(state, dice)
    return game, state


def test_the_money_preset_has_five_cube_actions_and_six_cube_values():
    money, cubeless = rg.Game(MONEY), rg.Game("backgammon")
    assert (money.family, money.num_actions, money.observation_len) == ("backgammon", 155, 214)
    assert (cubeless.num_actions, cubeless.observation_len) == (150, 208)
    assert [money.action_name(i) for i in range(150, 155)] == ["double", "roll", "take", "pass", "beaver"]
    assert money.cube(money.initial_state()) == {"value": 1, "owner": None}
    assert cubeless.cube(cubeless.initial_state()) is None


def test_the_mask_offers_exactly_double_and_roll_then_take_pass_and_beaver():
    game, state = cube_decision()
    doubler = game.to_act(state)[1]
    assert game.legal_actions(state) == [DOUBLE, ROLL]
    assert np.flatnonzero(game.legal_mask(state)).tolist() == [DOUBLE, ROLL]
    doubled = game.apply(state, DOUBLE)
    assert game.to_act(doubled) == ("player", 1 - doubler)
    assert game.legal_actions(doubled) == [TAKE, PASS, BEAVER]
    assert game.to_act(game.apply(state, ROLL)) == ("chance", doubler)


def test_a_pass_pays_the_doubler_the_cube_before_the_double():
    game, state = cube_decision()
    doubler = game.to_act(state)[1]
    passed = game.apply(game.apply(state, DOUBLE), PASS)
    assert game.outcome(passed) == ("winner", [doubler])
    assert game.payoff(passed, doubler) == 1 and game.payoff(passed, 1 - doubler) == -1
    # A redouble passed at a cube of 2 pays the redoubler 2.
    game, state = play(MONEY, 3, doubles=2, answers=[TAKE, PASS])
    winner = game.outcome(state)[1][0]
    assert game.cube(state) == {"value": 2, "owner": winner}
    assert game.payoff(state, winner) == 2 and game.payoff(state, 1 - winner) == -2


def test_a_take_doubles_the_stake_and_a_beaver_quadruples_it():
    seed, cubeless = first_gammon()
    game, taken = play(MONEY, seed, doubles=1, answers=[TAKE])
    assert game.cube(taken)["value"] == 2
    assert game.rewards(taken).tolist() == (2 * cubeless).tolist()
    game, beavered = play(MONEY, seed, doubles=1, answers=[BEAVER])
    assert game.cube(beavered)["value"] == 4
    assert game.rewards(beavered).tolist() == (4 * cubeless).tolist()


def test_jacoby_a_gammon_counts_single_while_the_cube_is_in_the_middle():
    seed, cubeless = first_gammon()
    game, state = play(MONEY, seed)
    assert game.cube(state) == {"value": 1, "owner": None}
    assert game.rewards(state).tolist() == np.sign(cubeless).tolist()


def test_the_observation_shows_the_cube_from_each_side():
    game, state = cube_decision()
    doubler = game.to_act(state)[1]
    cube = slice(208, 214)  # doublings / 12, owner (middle, me, other), cube decision, double to answer
    assert game.observe(state, doubler)[cube].tolist() == [0, 1, 0, 0, 1, 0]
    doubled = game.apply(state, DOUBLE)
    assert game.observe(doubled, 1 - doubler)[cube].tolist() == [0, 1, 0, 0, 0, 1]
    taken = game.apply(doubled, TAKE)
    assert game.cube(taken) == {"value": 2, "owner": 1 - doubler}
    assert game.observe(taken, 1 - doubler)[cube].tolist() == pytest.approx([1 / 12, 0, 1, 0, 0, 0])
    assert game.observe(taken, doubler)[cube].tolist() == pytest.approx([1 / 12, 0, 0, 1, 0, 0])


def test_the_aec_agent_doubled_answers_and_every_info_holds_the_cube():
    aec = RaceGameAEC(MONEY)
    aec.reset(seed=5)
    while not aec.observe(aec.agent_selection)["action_mask"][DOUBLE]:
        mask = aec.observe(aec.agent_selection)["action_mask"]
        aec.step(int(np.flatnonzero(mask)[0]))
    doubler = aec.agent_selection
    assert np.flatnonzero(aec.observe(doubler)["action_mask"]).tolist() == [DOUBLE, ROLL]
    aec.step(DOUBLE)
    taker = aec.agent_selection
    assert taker != doubler
    assert np.flatnonzero(aec.observe(taker)["action_mask"]).tolist() == [TAKE, PASS, BEAVER]
    assert not aec.observe(doubler)["action_mask"].any()
    aec.step(TAKE)
    assert aec.infos[doubler]["cube"] == aec.infos[taker]["cube"] == {"value": 2, "owner": aec._seat[taker]}
    # A pass ends the game: the doubler's reward is the cube before the double.
    aec.reset(seed=5)
    while not aec.observe(aec.agent_selection)["action_mask"][DOUBLE]:
        aec.step(int(np.flatnonzero(aec.observe(aec.agent_selection)["action_mask"])[0]))
    doubler = aec.agent_selection
    other = next(a for a in aec.possible_agents if a != doubler)
    aec.step(DOUBLE)
    assert aec.agent_selection == other
    aec.step(PASS)
    assert all(aec.terminations.values())
    assert (aec.rewards[doubler], aec.rewards[other]) == (1.0, -1.0)


def test_the_single_agent_envs_bots_answer_and_offer_doubles_by_the_race():
    # The bots' cube: double with a pip lead of 8% of their own count (9% to
    # redouble), take unless the doubler leads by more than 12%, never beaver.
    answers, offered = [], 0
    for seed in range(40):
        env = RaceGameEnv(MONEY)
        obs, info = env.reset(seed=seed)
        done = False
        while not done:
            mask, game, state = info["action_mask"], env.game, env.state
            mine, bots = game.pip_count(state, 0), game.pip_count(state, 1)
            before = info["cube"]["value"]
            if mask[TAKE]:  # the bot doubled
                need = 9 if game.cube(state)["owner"] == 1 else 8
                assert (mine - bots) * 100 >= need * bots > 0
                offered += 1
                action = TAKE
            elif mask[DOUBLE]:  # the agent doubles any lead of 5%: some taken, some passed
                action = DOUBLE if (bots - mine) * 100 >= 5 * mine else ROLL
            else:
                action = env.bot_action()
            obs, reward, done, truncated, info = env.step(action)
            done = done or truncated
            if action != DOUBLE:
                continue
            lead = (bots - mine) * 100
            if done and reward > 0 and info["cube"]["value"] == before:  # the bot passed
                answers.append("pass")
                assert reward == before and lead > 12 * mine
            else:  # the bot took, never beavered: the cube doubled and is the bot's
                answers.append("take")
                assert lead <= 12 * mine
                assert (info["cube"]["value"], info["cube"]["owner"]) == (2 * before, 1)
    assert set(answers) == {"pass", "take"} and offered > 0


def test_the_vector_env_gives_each_games_cube():
    vec = RaceGameVectorEnv(MONEY, num_envs=8)
    _, infos = vec.reset(seed=2)
    assert infos["cube_value"].tolist() == [1] * 8 and infos["cube_owner"].tolist() == [-1] * 8
    turned = 0
    for _ in range(60):
        actions = [DOUBLE if m[DOUBLE] else int(np.flatnonzero(m)[0]) for m in infos["action_mask"]]
        obs, _, _, _, infos = vec.step(actions)
        # The cube as seat 0's observation shows it: doublings / 12, owner (middle, me, other).
        assert infos["cube_value"].tolist() == (2 ** np.rint(obs[:, 208] * 12)).astype(int).tolist()
        owner = np.argmax(obs[:, 209:212], axis=1)
        assert infos["cube_owner"].tolist() == np.choose(owner, [-1, 0, 1]).tolist()
        turned += int((infos["cube_value"] > 1).sum())
    assert turned > 0
    assert rg.BatchEnv("backgammon", 2).cubes() is None


def test_a_state_under_a_turned_cube_saves_and_pickles_with_its_cube():
    game, state = cube_decision()
    taken = game.apply(game.apply(state, DOUBLE), TAKE)
    for back in (game.state_from_json(taken.to_json()), pickle.loads(pickle.dumps(taken))):
        assert back == taken and game.cube(back) == {"value": 2, "owner": 1 - game.to_act(state)[1]}
    assert game.state_from_json(taken.to_json()) != game.apply(state, ROLL)


def test_mean_rewards_against_the_bots_are_of_sane_magnitude():
    # Random doubling, taking and beavering by the bots once made an agent
    # playing their policy lose about 79 points a game on average: an agent
    # playing as the bots do (``bot_action``), or never touching the cube,
    # now meets stakes of a few points.
    for agent in ["bot", "roll_and_take"]:
        env = RaceGameEnv(MONEY)
        rewards, cubes = [], []
        for seed in range(150):
            obs, info = env.reset(seed=seed)
            done = False
            while not done:
                mask = info["action_mask"]
                if agent == "roll_and_take" and (mask[ROLL] or mask[TAKE]):
                    action = ROLL if mask[ROLL] else TAKE
                else:
                    action = env.bot_action()
                obs, reward, terminated, truncated, info = env.step(action)
                done = terminated or truncated
            rewards.append(reward)
            cubes.append(info["cube"]["value"])
        assert abs(np.mean(rewards)) < 1.5, (agent, np.mean(rewards))
        assert max(cubes) <= 64 and max(abs(r) for r in rewards) <= 3 * 64, (agent, max(cubes))


def test_the_batch_bots_never_beaver_the_agents_doubles():
    batch = rg.BatchEnv(MONEY, 16, seed=5, seat=0)
    obs, mask, _ = batch.reset()
    answers = set()
    for _ in range(400):
        before, _ = batch.cubes()
        actions = batch.sample_actions()
        doubling = mask[:, DOUBLE]
        actions[doubling] = DOUBLE
        actions[mask[:, BEAVER]] = TAKE
        obs, mask, rewards, terminated, truncated, _ = batch.step(actions)
        value, owner = batch.cubes()
        for i in np.flatnonzero(doubling):
            if terminated[i] or truncated[i]:
                answers.add("pass" if rewards[i, 0] == before[i] else "ended")
            else:
                assert (value[i], owner[i]) == (2 * before[i], 1)  # taken, never beavered
                answers.add("take")
    assert "take" in answers
