#!/usr/bin/env bash
# XGIDs and FIBS board lines of every position of match files, the
# crate's against GNU Backgammon 1.07's reading: for each position where
# a turn begins, the crate writes its XGID; gnubg sets it (`set xgid`)
# and shows the board with its IDs and as a FIBS `board:` line
# (`set output rawboard on`); cli/examples/positions_check compares
# gnubg's IDs and its board line with the crate's position and the
# crate's own board line.
#
# Not part of CI: needs gnubg (`apt install gnubg`, /usr/games/gnubg).
# Usage: scripts/gnubg-positions.sh [FILE.mat...]   (default: the
# fixtures; the round-trip games: WORK_DIR/ours/*.mat and
# WORK_DIR/gnubg/*.mat of a run of scripts/gnubg-mat.sh)
set -euo pipefail
cd "$(dirname "$0")/.."
gnubg="${GNUBG:-/usr/games/gnubg}"
if [ "$#" -eq 0 ]; then
  set -- tests/fixtures/mat/*.mat
fi
work=$(mktemp -d)
cargo build -q --release -p racegame-cli --example positions_check
bin=target/release/examples/positions_check
"$bin" emit "$@" > "$work/emitted.txt"
{
  echo "set player 0 human"
  echo "set player 1 human"
  echo "set automatic roll off"
  echo "set confirm new off"
  cut -f2 "$work/emitted.txt" | while read -r x; do
    echo "new session"
    echo "set xgid $x"
    echo "set output rawboard on"
    echo "show board"
    echo "set output rawboard off"
  done
} > "$work/gnubg.cmd"
nice -n 19 "$gnubg" -t -q -r < "$work/gnubg.cmd" > "$work/gnubg.log" 2>&1 || true
"$bin" compare "$work/emitted.txt" "$work/gnubg.log"
echo "work dir: $work"
