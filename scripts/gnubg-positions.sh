#!/usr/bin/env bash
# XGIDs and FIBS board lines of every position of match files, the
# crate's against GNU Backgammon 1.07's reading: for each position where
# a turn begins, the crate writes its XGID; gnubg sets it (`set xgid`)
# and shows the board with its IDs and as a FIBS `board:` line
# (`set output rawboard on`); cli/examples/positions_check compares
# gnubg's IDs with the crate's position, and gnubg's board line with the
# crate's own board line of the position, field for field.
#
# gnubg 1.07.001's rawboard line is the FIBS line from the side on turn
# with its own conventions, each undone and counted by the comparison
# (field numbers of the FIBS table, src/backgammon/formats/fibs_board.rs):
#   3      match length 0 for money play (FIBS: 9999)
#   35-36  the opponent's dice: the dice thrown again (FIBS: 0 0)
#   38-39  may-double from the cube's owner alone: also 1 in the Crawford
#          game, with a dead cube or a cube at its cap
#   47-48  checkers on the bar: 0 (they are on the board's bar positions)
#   49     can-move: 0 (the crate: the most checkers a play moves)
#   51     did-crawford: 1 in the games after the Crawford game (FIBS:
#          unused; the crate writes 0)
#   52     redoubles: 1 but in the Crawford game (the crate writes 0)
#   40     -1 for a double (gnubg's sign for the doubler), and a line
#          from the side not on turn: undone too, never seen (gnubg's
#          `set xgid` drops a double awaiting its answer)
# The player is named O in both lines before the comparison (the crate
# calls White O; a name, not a position); the names are not compared.
# Positions where gnubg's IDs are not the XGID's (a dropped double) are
# compared with the crate's line of gnubg's own position.
#
# Not part of CI: needs gnubg (`apt install gnubg`, /usr/games/gnubg).
# Usage: scripts/gnubg-positions.sh [FILE.mat...]   (default: the
# fixtures; the round-trip games: WORK_DIR/ours/*.mat and
# WORK_DIR/gnubg/*.mat of a run of scripts/gnubg-mat.sh). To compare an
# earlier run again: positions_check compare WORK/emitted.txt WORK/gnubg.log
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
