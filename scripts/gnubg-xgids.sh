#!/usr/bin/env bash
# GNU Backgammon's reading of a few XGIDs: each is set in a fresh gnubg
# with `set xgid` and gnubg's Position ID and Match ID read from the board
# it shows. gnubg puts the XGID's player on turn as its player 1 (the
# bottom of its board), so with the bottom player to act (turn 1) its
# players are the XGID's, and with the top player to act (turn -1) they
# are exchanged. tests/backgammon_formats.rs reads each XGID with the
# crate and the pair with the crate's gnubg reader and compares them.
# Line format:
#   <rules> | <XGID> | <Position ID> <Match ID>
# where <rules> is plain (money, no Jacoby, no beavers), money (Jacoby and
# beavers) or match5 (a 5-point match with the Crawford rule).
# Writes tests/fixtures/gnubg_xgids.txt. Not part of CI: needs gnubg
# (`apt install gnubg`; it runs as /usr/games/gnubg).
# Usage: scripts/gnubg-xgids.sh
set -euo pipefail
cd "$(dirname "$0")/.."
gnubg="${GNUBG:-/usr/games/gnubg}"
out=tests/fixtures/gnubg_xgids.txt

ids() {
  printf 'set player 0 human\nset player 1 human\nset automatic roll off\nnew session\nset xgid %s\nshow board\n' "$1" |
    "$gnubg" -t -q -r 2>/dev/null |
    awk '/Position ID:/ { p = $NF } /Match ID/ { m = $NF } END { print p, m }'
}

cases=(
  "plain XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10"
  "plain XGID=-b----E-C---eE---c-e----B-:0:0:-1:00:0:0:0:0:10"
  "plain XGID=-A-B--A---------------d---:0:0:1:00:0:0:0:0:10"
  "plain XGID=-A-B--A---------------d---:2:1:-1:41:0:0:0:0:10"
  "plain XGID=-A-B--A---------------d---:3:-1:1:66:0:0:0:0:10"
  "money XGID=ab----E-C---dE---c-e-----A:0:0:-1:00:0:0:3:0:10"
  "money XGID=-b----E-C---eE---c-e----B-:1:-1:1:52:0:0:3:0:10"
  "money XGID=-a-B-BCB-----D---bcbbbb-A-:1:1:1:63:0:0:3:0:10"
  "money XGID=-a-B-BCB-----D---bcbbbb-A-:1:1:-1:00:0:0:3:0:10"
  "match5 XGID=-b----E-C---eE---c-e----B-:0:0:1:00:2:1:0:5:10"
  "match5 XGID=-b----E-C---eE---c-e----B-:0:0:-1:31:4:2:1:5:10"
  "match5 XGID=-b----E-C---eE---c-e----B-:1:-1:1:42:1:3:0:5:10"
  "match5 XGID=-a-B-BCB-----D---bcbbbb-A-:0:0:1:21:3:4:0:5:10"
)
{
  echo "# gnubg 1.07's reading of XGIDs (scripts/gnubg-xgids.sh): rules | XGID | Position ID Match ID"
  for c in "${cases[@]}"; do
    rules="${c%% *}" xgid="${c#* }"
    echo "$rules | $xgid | $(ids "$xgid")"
  done
} > "$out"
cat "$out"
