#!/usr/bin/env bash
# The legal plays GNU Backgammon lists for each of the 21 rolls from the
# starting position, one roll a line: "a-b: play; play; ...", plays sorted.
# Writes tests/fixtures/gnubg_opening_plays.txt, which
# tests/backgammon_plays.rs compares with racegame's plays and their text.
# Not part of CI: needs gnubg (`apt install gnubg`; it runs as
# /usr/games/gnubg). Usage: scripts/gnubg-opening-plays.sh
set -euo pipefail
cd "$(dirname "$0")/.."
gnubg="${GNUBG:-/usr/games/gnubg}"
out=tests/fixtures/gnubg_opening_plays.txt
{
  echo "# The plays GNU Backgammon $("$gnubg" --version 2>/dev/null | head -1 | awk '{print $3}') lists (hint) from the starting position, per roll."
  echo "# Written by scripts/gnubg-opening-plays.sh."
  for a in 1 2 3 4 5 6; do
    for b in $(seq 1 "$a"); do
      plays=$(printf 'set player 0 human\nset player 1 human\nset threads 1\nset evaluation chequerplay evaluation plies 0\nset evaluation chequerplay evaluation cubeful off\nnew game\nset board 4HPwATDgc/ABMA\nset turn 1\nset dice %s %s\nhint 5000\n' "$a" "$b" \
        | "$gnubg" -t -q 2>/dev/null \
        | grep -E '^ +[0-9]+\. ' \
        | sed -E 's/^ +[0-9]+\. +(Cubeful|Cubeless) [0-9]-ply +//; s/ +Eq\..*$//' \
        | LC_ALL=C sort | paste -sd ';' | sed 's/;/; /g')
      echo "$a-$b: $plays"
    done
  done
} > "$out"
echo "wrote $out"
