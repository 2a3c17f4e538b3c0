#!/usr/bin/env bash
# Match files (.mat and SGF) checked against GNU Backgammon 1.07, both ways.
#
# 1. gnubg -> crate: gnubg plays itself (0-ply, cube on) SESSIONS money
#    sessions of GAMES games (Jacoby on, beavers allowed) and MATCHES
#    matches of 3, 5, 7 and 9 points, and exports each (`export match mat`).
#    examples/mat_check reads every file (each game replayed through the
#    engine: every move, cube action, score line and "Wins" line checked)
#    and writes it back, which must be the file byte for byte; gnubg saves
#    the same matches as SGF (`save match`), which examples/sgf_check reads,
#    writes as .mat (gnubg's own .mat byte for byte from the match line)
#    and as SGF (read back the same).
# 2. crate -> gnubg: examples/mat_random writes 200 money games and 50
#    matches the crate played against itself (the shipped bot and random
#    choices); gnubg imports each (`import mat`) and exports it again, which
#    must hold the same games (every throw, cube action, score and result;
#    each turn's moves as a set: gnubg writes them in its own order); the
#    same for our SGF, which gnubg loads (`load match`) and exports as .mat.
#
# Not part of CI: needs gnubg (`apt install gnubg`, /usr/games/gnubg).
# Usage: scripts/gnubg-mat.sh [WORK_DIR [SESSIONS GAMES MATCHES]]
# Prints the counts; keeps the files in WORK_DIR (default: a new temp dir).
set -euo pipefail
cd "$(dirname "$0")/.."
gnubg="${GNUBG:-/usr/games/gnubg}"
work="${1:-$(mktemp -d)}"
sessions="${2:-4}" games="${3:-50}" matches="${4:-50}"
mkdir -p "$work/gnubg" "$work/ours" "$work/back"
cargo build -q --release --example mat_check --example mat_random --example sgf_check
bin=target/release/examples

players='set player 0 gnubg
set player 1 gnubg
set player 0 chequerplay evaluation plies 0
set player 1 chequerplay evaluation plies 0
set player 0 cubedecision evaluation plies 0
set player 1 cubedecision evaluation plies 0
set display off'

# 1. gnubg plays, the crate reads.
{
  echo "$players"
  echo "set automatic game off"
  echo "set jacoby on"
  echo "set beavers 3"
  for s in $(seq 1 "$sessions"); do
    echo "set rng mersenne"
    echo "set seed $s"
    echo "new session"
    for _ in $(seq 1 "$games"); do echo "new game"; done
    echo "export match mat $work/gnubg/money_$s.mat"
    echo "save match $work/gnubg/money_$s.sgf"
  done
  echo "set automatic game on"
  for m in $(seq 1 "$matches"); do
    echo "set seed $((100 + m))"
    echo "new match $((3 + 2 * (m % 4)))"
    echo "export match mat $work/gnubg/match_$m.mat"
    echo "save match $work/gnubg/match_$m.sgf"
  done
} > "$work/gnubg.cmd"
nice -n 19 "$gnubg" -t -q -r < "$work/gnubg.cmd" > "$work/gnubg.log" 2>&1
"$bin/mat_check" "$work"/gnubg/*.mat > "$work/gnubg_check.txt" || true
echo "gnubg -> crate: files $(grep -c 'identical true' "$work/gnubg_check.txt") identical / $(ls "$work"/gnubg/*.mat | wc -l)"
awk '{ g += $3; a += $5; if ($7 == "true") { gi += $3; ai += $5 } }
     END { print "  games " gi " / " g ", moves and cube actions " ai " / " a }' "$work/gnubg_check.txt"
grep -v 'identical true' "$work/gnubg_check.txt" || true

"$bin/sgf_check" "$work"/gnubg/*.sgf > "$work/gnubg_sgf_check.txt" || true
echo "gnubg SGF -> crate: files $(grep -c 'mat true sgf_back true' "$work/gnubg_sgf_check.txt") / $(ls "$work"/gnubg/*.sgf | wc -l)" \
  "(each read, its games written as .mat byte for byte gnubg's own .mat from the match line, our SGF of them read back the same)"
awk '{ g += $3; a += $5 } END { print "  games " g ", moves and cube actions " a }' "$work/gnubg_sgf_check.txt"
grep -v 'mat true sgf_back true' "$work/gnubg_sgf_check.txt" || true

# 2. The crate plays, gnubg reads.
"$bin/mat_random" "$work/ours" 10 20 50
"$bin/mat_check" "$work"/ours/*.mat > "$work/ours_check.txt" || true
{
  for f in "$work"/ours/*.mat; do
    echo "import mat $f"
    echo "export match mat $work/back/$(basename "$f")"
  done
  for f in "$work"/ours/*.sgf; do
    echo "load match $f"
    echo "export match mat $work/back/$(basename "$f").mat"
  done
} > "$work/import.cmd"
nice -n 19 "$gnubg" -t -q -r < "$work/import.cmd" > "$work/import.log" 2>&1
: > "$work/same.txt"
for f in "$work"/ours/*.mat; do
  "$bin/mat_check" --same "$f" "$work/back/$(basename "$f")" >> "$work/same.txt" 2>&1 || true
done
echo "crate -> gnubg: files $(grep -c 'same true' "$work/same.txt") the same games / $(ls "$work"/ours/*.mat | wc -l)" \
  "($(grep -c 'identical true' "$work/ours_check.txt") read back by the crate byte for byte)"
grep ': games' "$work/same.txt" | awk '{ g += $3; G += $5; a += $7; A += $9 }
  END { print "  games " g " / " G ", moves and cube actions " a " / " A }'
grep -v 'same true' "$work/same.txt" | head -20 || true
cmp_bytes=0
for f in "$work"/ours/*.mat; do
  cmp -s <(sed -n '/point match/,$p' "$f") <(sed -n '/point match/,$p' "$work/back/$(basename "$f")") && cmp_bytes=$((cmp_bytes + 1))
done
echo "  gnubg's export byte for byte ours (from the match line): $cmp_bytes / $(ls "$work"/ours/*.mat | wc -l) (gnubg writes a turn's moves in its own order)"
# Our SGF, loaded by gnubg and exported as .mat: the games of our .mat.
: > "$work/same_sgf.txt"
for f in "$work"/ours/*.sgf; do
  "$bin/mat_check" --same "${f%.sgf}.mat" "$work/back/$(basename "$f").mat" >> "$work/same_sgf.txt" 2>&1 || true
done
echo "crate SGF -> gnubg: files $(grep -c 'same true' "$work/same_sgf.txt") the same games / $(ls "$work"/ours/*.sgf | wc -l)"
grep ': games' "$work/same_sgf.txt" | awk '{ g += $3; G += $5; a += $7; A += $9 }
  END { print "  games " g " / " G ", moves and cube actions " a " / " A }'
grep -v 'same true' "$work/same_sgf.txt" | head -20 || true
echo "files in $work"
