#!/usr/bin/env bash
# GNU Backgammon's Match IDs (and Position IDs) for a few situations of
# money and match play: the cube in the middle, owned, doubled, taken,
# dropped; resignations; the Crawford game and post-Crawford play; dice
# thrown; matches won (a score at or past the length). (gnubg refuses a
# double of a dead cube, so no match is won by a drop.) Each situation is set up in a fresh gnubg with the
# commands listed and its ID read from the board gnubg shows after them;
# the line gives the fields the commands set up, as MatchFields in
# tests/backgammon_match_id.rs reads them, then gnubg's IDs:
#   <fields> | <Match ID> <Position ID> | <what it is>
# Writes tests/fixtures/gnubg_match_ids.txt. Not part of CI: needs gnubg
# (`apt install gnubg`; it runs as /usr/games/gnubg).
# Usage: scripts/gnubg-match-ids.sh
#
# Fields: length (0 money), score (player 0, player 1), cube (log2),
# owner (0, 1 or mid), roll (the player on roll or who rolled), turn (whose
# decision), crawford, status (notstarted, playing, over, resigned,
# dropped), doubled, resigned (none, single, gammon, backgammon), dice
# (none or a,b as written), jacoby. gnubg's player 0 is "gnubg" (O),
# player 1 "root" or the user (X); both play by hand here.
set -euo pipefail
cd "$(dirname "$0")/.."
gnubg="${GNUBG:-/usr/games/gnubg}"
out=tests/fixtures/gnubg_match_ids.txt

# gnubg's IDs after `commands` (separated by ';'): "<Match ID> <Position ID>".
ids() {
  {
    printf 'set player 0 human\nset player 1 human\nset automatic game off\n'
    printf 'set automatic roll off\nset rng mersenne\nset seed 1\n'
    tr ';' '\n' <<< "$1" | sed 's/^ *//'
    printf 'show board\n'
  } | "$gnubg" -t -q -r 2>/dev/null |
    awk '/Position ID:/ { p = $NF } /Match ID/ { m = $NF } END { print m, p }'
}

# One fixture line: the fields, gnubg's IDs, the description and commands.
situation() {
  local what="$1" fields="$2" commands="$3"
  echo "$fields | $(ids "$commands") | $what: $commands"
}

{
  echo "# GNU Backgammon $("$gnubg" --version 2>/dev/null | head -1 | awk '{print $3}'): Match IDs and Position IDs of situations set up by the commands named."
  echo "# Written by scripts/gnubg-match-ids.sh; read by tests/backgammon_match_id.rs."
  echo "# <fields> | <Match ID> <Position ID> | <situation>: <gnubg commands>"
  situation "the manual's example as gnubg writes it (its matches play without Jacoby)" \
    "length=9 score=2,4 cube=1 owner=0 roll=1 turn=1 crawford=no status=playing doubled=no resigned=none dice=5,2 jacoby=no" \
    "new match 9; set score 2 4; set cube value 2; set cube owner 0; set turn 1; set dice 5 2"
  situation "the manual's ID, read and written back by gnubg" \
    "length=9 score=2,4 cube=1 owner=0 roll=1 turn=1 crawford=no status=playing doubled=no resigned=none dice=5,2 jacoby=yes" \
    "set matchid QYkqASAAIAAA"
  situation "money play, player 0 to roll, the cube in the middle" \
    "length=0 score=0,0 cube=0 owner=mid roll=0 turn=0 crawford=no status=playing doubled=no resigned=none dice=none jacoby=yes" \
    "new session; set turn 0"
  situation "money play without the Jacoby rule" \
    "length=0 score=0,0 cube=0 owner=mid roll=0 turn=0 crawford=no status=playing doubled=no resigned=none dice=none jacoby=no" \
    "set jacoby off; new session; set turn 0"
  situation "money play, player 0 doubles" \
    "length=0 score=0,0 cube=0 owner=mid roll=0 turn=1 crawford=no status=playing doubled=yes resigned=none dice=none jacoby=yes" \
    "new session; set turn 0; double"
  situation "money play, player 1 takes: a 2-cube it owns" \
    "length=0 score=0,0 cube=1 owner=1 roll=0 turn=0 crawford=no status=playing doubled=no resigned=none dice=none jacoby=yes" \
    "new session; set turn 0; double; take"
  situation "money play, player 1 drops: player 0 wins 1" \
    "length=0 score=1,0 cube=0 owner=mid roll=0 turn=1 crawford=no status=dropped doubled=no resigned=none dice=none jacoby=yes" \
    "new session; set turn 0; double; drop"
  situation "money play, player 1 has made its 5-point (8/5 6/5), player 0 doubles" \
    "length=0 score=0,0 cube=0 owner=mid roll=0 turn=1 crawford=no status=playing doubled=yes resigned=none dice=none jacoby=yes" \
    "new session; set turn 0; set board sGfwATDgc/ABMA; double"
  situation "money play, the same board seen from player 1, on roll, who rolled 6-4" \
    "length=0 score=0,0 cube=0 owner=mid roll=1 turn=1 crawford=no status=playing doubled=no resigned=none dice=6,4 jacoby=yes" \
    "new session; set turn 0; set board sGfwATDgc/ABMA; set turn 1; set dice 6 4"
  situation "money play, an 8-cube owned by player 1, who rolled 6-6" \
    "length=0 score=0,0 cube=3 owner=1 roll=1 turn=1 crawford=no status=playing doubled=no resigned=none dice=6,6 jacoby=yes" \
    "new session; set cube value 8; set cube owner 1; set turn 1; set dice 6 6"
  situation "money play, dice set 2 5: gnubg writes the larger first" \
    "length=0 score=0,0 cube=0 owner=mid roll=0 turn=0 crawford=no status=playing doubled=no resigned=none dice=5,2 jacoby=yes" \
    "new session; set turn 0; set dice 2 5"
  situation "money play, a 4096-cube in the middle" \
    "length=0 score=0,0 cube=12 owner=mid roll=0 turn=0 crawford=no status=playing doubled=no resigned=none dice=none jacoby=yes" \
    "new session; set cube value 4096; set turn 0"
  situation "money play, player 1 offers to resign a gammon" \
    "length=0 score=0,0 cube=1 owner=1 roll=1 turn=0 crawford=no status=playing doubled=no resigned=gammon dice=none jacoby=yes" \
    "new session; set cube value 2; set cube owner 1; set turn 1; resign gammon"
  situation "money play, player 0 accepts: 2 points a gammon on a 2-cube" \
    "length=0 score=4,0 cube=1 owner=1 roll=1 turn=0 crawford=no status=resigned doubled=no resigned=gammon dice=none jacoby=yes" \
    "new session; set cube value 2; set cube owner 1; set turn 1; resign gammon; accept"
  situation "a 5-point match at 4-2, the Crawford game, player 0 to roll" \
    "length=5 score=4,2 cube=0 owner=mid roll=0 turn=0 crawford=yes status=playing doubled=no resigned=none dice=none jacoby=no" \
    "new match 5; set score 4 2; set crawford on; set turn 0"
  situation "a 5-point match at 4-2 after the Crawford game, player 1 rolled 3-1" \
    "length=5 score=4,2 cube=0 owner=mid roll=1 turn=1 crawford=no status=playing doubled=no resigned=none dice=3,1 jacoby=no" \
    "new match 5; set score 4 2; set turn 1; set dice 3 1"
  situation "a 5-point match at 4-2 after the Crawford game, player 1 doubles" \
    "length=5 score=4,2 cube=0 owner=mid roll=1 turn=0 crawford=no status=playing doubled=yes resigned=none dice=none jacoby=no" \
    "new match 5; set score 4 2; set turn 1; double"
  situation "a 5-point match won by a resignation in the Crawford game: 5-2" \
    "length=5 score=5,2 cube=0 owner=mid roll=1 turn=0 crawford=no status=resigned doubled=no resigned=single dice=none jacoby=no" \
    "new match 5; set score 4 2; set crawford on; set turn 1; resign normal; accept"
  situation "a 5-point match, player 1 drops a redouble to 4 at 2-2: 4-2, the Crawford game next" \
    "length=5 score=4,2 cube=1 owner=0 roll=0 turn=1 crawford=yes status=dropped doubled=no resigned=none dice=none jacoby=no" \
    "new match 5; set score 2 2; set cube value 2; set cube owner 0; set turn 0; double; drop"
  situation "a 5-point match won past its length: player 0 bears off its last checker for a gammon at 4-2 (the turn passes, the dice are cleared)" \
    "length=5 score=6,2 cube=0 owner=mid roll=1 turn=1 crawford=no status=over doubled=no resigned=none dice=none jacoby=no" \
    "new match 5; set score 4 2; set turn 0; set board simple 0 1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 -15 0 0 0 0 0 0; set dice 2 1; move 1/off"
  situation "a 25-point match at 13-20, a 4-cube owned by player 1, player 0 rolled 4-1" \
    "length=25 score=13,20 cube=2 owner=1 roll=0 turn=0 crawford=no status=playing doubled=no resigned=none dice=4,1 jacoby=no" \
    "new match 25; set score 13 20; set cube value 4; set cube owner 1; set turn 0; set dice 4 1"
} > "$out"
echo "wrote $out"
