#!/usr/bin/env python3
"""Compare the card race (racegame's `slide`) with the PyPI package
`apologies` (a game similar to Sorry!, with its own engine): play
`apologies` games of four random players, and at every turn ask both
engines for every board each of the eleven cards can leave the player to
move; list the positions where they differ, by kind.

Usage (in a venv with `pip install apologies`, after
`cargo build --release --example slide_peer`):

    python scripts/slide-apologies.py GAMES [SEED]

The boards are compared with pawn identity forgotten. `apologies` seats
Red, Yellow, Green, Blue in turn order on sides 0, 2, 3, 1 (start circles
4, 34, 49, 19); racegame's four seats play sides 0 to 3, so a side's
pawns are compared side by side.
"""

import collections
import random
import subprocess
import sys

from apologies.engine import Character, Engine
from apologies.game import Card, CardType, GameMode, PlayerColor
from apologies.rules import Rules
from apologies.source import RandomInputSource

SIDE = {PlayerColor.RED: 0, PlayerColor.BLUE: 1, PlayerColor.YELLOW: 2, PlayerColor.GREEN: 3}
CARDS = ["1", "2", "3", "4", "5", "7", "8", "10", "11", "12", "S"]
TYPE = {
    "1": CardType.CARD_1, "2": CardType.CARD_2, "3": CardType.CARD_3, "4": CardType.CARD_4,
    "5": CardType.CARD_5, "7": CardType.CARD_7, "8": CardType.CARD_8, "10": CardType.CARD_10,
    "11": CardType.CARD_11, "12": CardType.CARD_12, "S": CardType.CARD_APOLOGIES,
}


def place(position):
    if position.home:
        return "h"
    if position.start:
        return "s"
    if position.safe is not None:
        return f"z{position.safe + 1}"
    return str(position.square)


def order(text):
    return (0, 0) if text == "s" else (3, 0) if text == "h" else (2, int(text[1:])) if text[0] == "z" else (1, int(text))


def board(pawns):
    sides = [[] for _ in range(4)]
    for pawn in pawns:
        sides[SIDE[pawn.color]].append(place(pawn.position))
    return " ".join(",".join(sorted(side, key=order)) for side in sides)


def notation(pawns, side, card):
    rows = [[] for _ in range(4)]
    for pawn in sorted(pawns, key=lambda p: p.index):
        rows[SIDE[pawn.color]].append(place(pawn.position))
    seats = " ".join(f"{i}:{','.join(row)}" for i, row in enumerate(rows))
    return f"slide {seats} pile=5,4,4,4,4,4,4,4,4,4,4 t={side} p=move:{card};"


def plays(view, card):
    moves = Rules(GameMode.STANDARD).construct_legal_moves(view, card=Card("x", TYPE[card]))
    boards = set()
    for move in moves:
        if not move.actions:
            continue
        boards.add(board(Rules.evaluate_move(view, move).all_pawns()))
    return " | ".join(sorted(boards)) if boards else "forfeit"


def main():
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    random.seed(int(sys.argv[2]) if len(sys.argv) > 2 else 1)
    cases = []
    for _ in range(games):
        engine = Engine(GameMode.STANDARD, [Character(f"p{i}", RandomInputSource()) for i in range(4)])
        engine.start_game()
        while not engine.completed:
            for pc in PlayerColor:
                view = engine.game.create_player_view(pc)
                for card in CARDS:
                    cases.append((notation(view.all_pawns(), SIDE[pc], card), plays(view, card), card))
            engine.play_next()
    ours = subprocess.run(
        ["target/release/examples/slide_peer"], input="\n".join(c[0] for c in cases) + "\n",
        capture_output=True, text=True, check=True,
    ).stdout.splitlines()
    kinds = collections.Counter()
    examples = {}
    for (position, theirs, card), mine in zip(cases, ours, strict=True):
        if mine != theirs:
            a, b = set(mine.split(" | ")), set(theirs.split(" | "))
            kind = f"card {card}: " + ("racegame more" if a > b else "apologies more" if b > a else "both differ")
            kinds[kind] += 1
            examples.setdefault(kind, (position, sorted(a - b)[:2], sorted(b - a)[:2]))
    print(f"{games} games, {len(cases)} (position, card) pairs, {sum(kinds.values())} differ")
    for kind, n in sorted(kinds.items()):
        position, only_ours, only_theirs = examples[kind]
        print(f"  {kind}: {n}; e.g. {position}\n    racegame only {only_ours}\n    apologies only {only_theirs}")


if __name__ == "__main__":
    main()
