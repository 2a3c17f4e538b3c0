"""Exact, fast engines for dice race games, for learning agents.

Every preset of the Rust crate ``racegame``: the Ludo family (``ludo``,
``ludo_king``, ``mensch``, ``parchis``, ``parchis_two_dice``, and the
partnership games ``ludo_partners`` and ``parchis_pairs``, where opposite
colours play together and both partners get their side's reward), the Game of the
Goose family (``railway``, ``vermifuge_lune``, ``classic_goose``,
``snakes_and_ladders``), the Royal Game of Ur (``finkel``, ``masters``,
``blitz``) and the backgammon family (``backgammon``, ``nackgammon``,
``hypergammon``, ``portes``, ``plakoto``, ``fevga``, ``long_nardy``,
``tavla``, ``acey_deucey``, and ``backgammon-money``: backgammon for money
with the doubling cube), Pachisi (``pachisi``, ``pachisi_mitra``,
``pachisi_seven`` and ``chaupar``: four players in two partnerships, or two
playing both colours of a side) and the card race of Parker Brothers'
published rules, the Sorry! family (``slide``, ``slide_quick``, and
``slide_partners``, the partner game for four in two sides).

- :class:`Game`: states, legal actions, masks and observations as numpy
  arrays, ``apply`` with the engine's refusals raised as exceptions, JSON
  save and load, ``simulate`` (without the GIL, stopped by Ctrl-C).
- :class:`State`, :class:`Dice`: immutable positions and seeded dice; both
  compare, copy and pickle.
- :class:`Table`: one game in play, a decision per call (what the
  environments are built on).
- :class:`BatchEnv`: N games stepped in one call, numpy in and numpy out.
- :class:`Bot`: the crate's trained player of a game at a level, its
  decision in a state (``action``) and its ``hint`` (every choice valued,
  the error of a given one); the environments take it as their opponent
  (``opponent="bot"``).
- :mod:`racegame.envs`: PettingZoo AEC, Gymnasium and Gymnasium vector
  environments, registered with Gymnasium as ``racegame/<Preset>-v0``
  (import it only when those packages are installed).
- :mod:`racegame.distributed`: simulations sharded over Ray tasks.

Observations and actions
------------------------

Observations (``Game.observe``, every environment) are float32 arrays of
``Game.observation_len`` values, each in [0, 1], relative to the seat: its
own pieces first, then the other seats in turn order after it, board
squares counted from its own start. Action indexes run over
``range(Game.num_actions)``; throws of the dice are never actions. A Ludo
seat is a colour, so a two-player Ludo game sits on seats 0 and 2.

Ludo family (``C`` colours, ``L`` track squares, ``H`` home slots: the home
column plus the finishing square, ``T`` tokens a player):
``C * (3 + L + H) + L + C + 11`` values from seat ``s``:

1. for each colour ``k = 0..C`` places after ``s`` clockwise (``k = 0`` is
   ``s``), ``3 + L + H`` values: whether it plays; its tokens in the yard /
   ``T``; its tokens on each track square (counted from ``s``'s start) /
   ``T``; its tokens at each home slot / ``T``; whether it has finished;
2. ``L`` values: 1 on the safe squares, counted from ``s``'s start;
3. the seat to act, one-hot over the ``C`` relative colours (0 once over);
4. the phase, one-hot: awaiting a throw, a choice, a choice of dice, a bonus
   move, over;
5. the roll to play / 6, the two pending dice / 6, the bonus distance / 20,
   the sixes in a row this turn / 3 (more count as 3), the tries made this
   turn / the tries allowed.

24 actions (tokens 0 to 3 of the seat): enter 0; move token ``t`` 1 + ``t``;
enter with die ``d`` 5 + ``d``; move token ``t`` with die ``d``
7 + 2 ``t`` + ``d``; enter with both dice 15; move token ``t`` by the sum of
the dice 16 + ``t``; bonus move of token ``t`` 20 + ``t``.

Goose family (``N`` seats, the goal on square ``G``): ``N * (G + 4) + N + 5``
values from seat ``s``: for each seat ``k = 0..N`` places after ``s``, its
square one-hot over ``0..=G``, its turns still to miss / the board's most,
whether it is held, whether it has thrown yet; the seat to throw, one-hot
over the ``N`` relative seats (0 once over); the status, one-hot (in play,
won, blocked, truncated); whether a move is being continued. No decisions:
``num_actions`` is 0, and the environments give each seat one action, 0,
"throw".

Royal Game of Ur (a path of ``P`` squares: 14 in ``finkel``, 16 in
``masters`` and ``blitz``): ``2 * (P + 2) + 10`` values from seat ``s``: two
blocks of ``P + 2``, ``s``'s then the opponent's, each pieces waiting /
pieces, a 1 on each path index ``1..=P`` holding one of its pieces, pieces
borne off / pieces; whose turn, one-hot (``s``, the opponent); the phase,
one-hot (awaiting a throw, a move, over); the throw to play, one-hot over
0 to 4. ``P + 1`` actions: enter 0; move the piece on path index ``i``
``i``.

Card race (``slide``, ``slide_quick``; 2 to 4 seats, 4 by default;
``slide_partners`` 4 seats only, seats 0 and 2 against 1 and 3; a track
of ``T`` = 60 squares, safety zones of ``Z`` = 5): ``4 * (T + Z + 2) + 37``
values from seat ``s``: for each seat from ``s`` on, its pawns in Start /
pawns, a 1 on each track square holding one of its pawns (counted from
``s``'s side), a 1 on each square of its safety zone, pawns Home / pawns;
the draw pile's composition (each card's count left over the deck's); whose
turn, one-hot from ``s``; the phase (draw, move, over); the card in play,
one-hot over the eleven kinds; whether a split 7's next part waits and
the steps it has left (the partner's pawns are the third seat block).
``47 * n + 1`` actions, ``n`` the pawn indexes a player names: its four
pawns (189 actions), and in the partner game its partner's four after
them as indexes 4 to 7 (377 actions): for pawn index ``p`` from
``47 p``: start, forward 1 to 12, backward 1, backward 4, a Sorry! card onto
seat ``o``'s pawn ``q`` at ``15 + 4 o + q``, an 11's swap at ``31 + 4 o +
q``; the last declines an 11's swap. Chance draws the cards: each card's
count over the cards left.

Pachisi (``pachisi``, ``pachisi_mitra``, ``pachisi_seven``, ``chaupar``;
four seats, seat ``i`` playing colour ``i`` and partners opposite, or two,
seat 0 playing colours 0 and 2): 367 values from seat ``s``, seen from its
colour ``c``: four planes of 85, one per colour in turn order from ``c``
(``c``, the next, ``c + 2`` the partner, ``c + 3``), each that colour's
pieces at each progress 0 (the charkoni) to 84 (home) / its pieces; the
colour to act, one-hot in the same order; the phase, one-hot (awaiting a
throw, a move, over); the lot to play, one-hot over 0 to 18; the throws
again in a row over the rules' limit. 337 actions: move ``count`` pieces
(1 to 4) from progress ``f`` (0 to 83) at ``4 * f + count - 1``; pass 336.
``chaupar`` plays its three long dice one at a time: 352 values, the lot
and the throws again replaced by the count of each face 1, 2, 5, 6 left to
play / 3 and 1 once a capture has earned another throw; 1345 actions, a
die's move at ``336 * d + 4 * f + count - 1`` for the die's face index
``d`` (0 to 3 for 1, 2, 5, 6), pass 1344. Partners share the win (both
rewarded); the bot values a move by its side's chance.

Backgammon family (``backgammon``, ``nackgammon``, ``hypergammon``,
Tavli's ``portes``, ``plakoto``, ``fevga``, ``long_nardy``, Turkish
``tavla`` and ``acey_deucey``; two players): 208 values from seat ``s`` (256
in ``plakoto``, 209 in ``long_nardy``, whose last value is the checkers
still allowed off the head this turn, over 2; 213 in ``acey_deucey``, whose
last five are the checkers waiting off the board to enter, ``s``'s then the
opponent's, over 15, then 1 while a double is to be named after a 1-2, 1
while the dice left are a 1-2's that earn it, 1 while they are a named
double's that earn another throw), every point by ``s``'s own numbers: for
each of ``s``'s points 1 to 24, ``s``'s checkers there in TD-Gammon's four
units (at least one, two, three, and (n - 3) / 12 beyond three), then the
opponent's the same way; in ``plakoto`` the pinned checkers, ``s``'s then
the opponent's, 24 each; checkers on the bar and borne off, ``s``'s then the
opponent's, over the checkers a side; whose turn, one-hot (``s``, the
opponent); the phase, one-hot (the opening throw, a throw, a move, over);
the dice left, per face 1 to 6, over 4. 150 actions: move a checker from
``from`` (1 to 24, 25 the bar) by the die ``d`` at ``(from - 1) * 6 + d - 1``;
``acey_deucey`` has 162: a checker in from off the board with ``d`` at
``149 + d``, and the double ``v`` named after a 1-2 at ``155 + v``.
Under the doubling cube (``backgammon-money``: Jacoby, beavers) six values
more (214): the cube's doublings over 12, its owner one-hot (the middle,
``s``, the opponent), a cube decision due, a double to answer; and five
actions more (155): double 150, roll 151, take 152, pass 153, beaver 154.
The seat to throw decides double or roll; after a double the other seat
takes, passes or beavers. ``Game.cube(state)`` gives the cube's value and
owner; the payoff is the points times the cube's value (a pass: the cube
before the double; gammons single while the cube is in the middle).
``Game(preset, match_length=n)`` makes a backgammon state a whole match to
``n`` points (the cube, the Crawford rule; four values more: each side's
points to go over ``n``, the Crawford game, post-Crawford): its payoff is
+1 and -1 at the match's end, and ``Game.match_score(state)`` the score
(``backgammon-money`` is refused there: a match has no Jacoby rule and no
beavers). ``Game(..., max_doublings=k)`` caps the cube at ``2**k``.

The backgammon tools of the Rust crate: ``Game.action_name`` writes a move
as players do (``"24/18"``, ``"bar/22"``, ``"6/off"``) and
``Game.action_index`` reads it back; ``Game.plays(state)`` lists every
distinct end of the turn as a :class:`Play` (its moves, their action
indexes, the state after it, ``str(play)`` such as ``"8/5 6/5"``) and
``Game.parse_play(state, "24/18* 13/11")`` reads one; ``Game.position_id``,
``Game.match_id``, ``Game.gnubg_ids`` and ``Game.state_from_gnubg`` are GNU
Backgammon's IDs; ``Game.diagram(state)`` draws the board as text.
"""

import json as _json

from ._racegame import (
    MAX_BATCH_GAMES,
    BatchEnv,
    Bot,
    ConfigError,
    Dice,
    Game,
    IllegalActionError,
    InvalidStateError,
    Play,
    RaceGameError,
    State,
    Table,
    __version__,
    merge_summaries,
    simulation_dice,
)

__all__ = [
    "MAX_BATCH_GAMES",
    "BatchEnv",
    "Bot",
    "ConfigError",
    "Dice",
    "Game",
    "IllegalActionError",
    "InvalidStateError",
    "Play",
    "RaceGameError",
    "State",
    "Table",
    "__version__",
    "merge_summaries",
    "presets",
    "simulate",
    "simulation_dice",
]


def presets():
    """Every preset's name, in the crate's order.

    Returns:
        list[str]: the names ``Game`` takes.
    """
    return [name for name, _family in Game.presets()]


def simulate(preset, games, seed=0, players=None, threads=None, payoff=None, match_length=None, max_doublings=None):
    """Plays ``games`` random games of ``preset`` and returns the summary.

    The games are those of :meth:`Game.simulate`: game ``k`` throws the
    dice of ``simulation_dice(seed, k)``, so the result depends only on the
    preset, the seat count, ``games`` and ``seed``. Releases the GIL while
    it runs; Ctrl-C stops it.

    Args:
        preset (str): a name of :func:`presets`.
        games (int): how many games.
        seed (int): the run's seed.
        players (int | None): the seat count (the preset's usual one when
            None).
        threads (int | None): threads to play on (every core when None).
        payoff (str | list[int] | None): how endings are scored (see
            :class:`Game`; the preset's when None).
        match_length (int | None): a match to that many points a game (the
            backgammon family; see :class:`Game`).
        max_doublings (int | None): a cap on the doubling cube (see
            :class:`Game`).

    Returns:
        dict: the summary (see :meth:`Game.simulate`).
    """
    return _json.loads(Game(preset, players, payoff, match_length, max_doublings).simulate(games, seed, threads))
