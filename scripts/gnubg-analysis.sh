#!/usr/bin/env bash
# The annotated match files of `racegame analyse --format sgf|mat` loaded
# by GNU Backgammon 1.07: every file must load with the same games.
#
# For each match file given (default: the gnubg-written fixtures in
# tests/fixtures/mat; or the gnubg/*.sgf a run of scripts/gnubg-mat.sh
# left in its WORK_DIR), the crate analyses it and writes it back as SGF
# with the analysis in gnubg's own properties (A, DA, C) and as .mat with
# the analysis in comment lines above the match. gnubg loads the original
# (`load match` / `import mat`), the annotated SGF (`load match`) and the
# annotated .mat (`import mat`) and exports each as .mat: the three
# exports must be identical (every move, cube action and result), and
# gnubg's own save of the annotated SGF must keep our analysis (its A and
# DA properties counted against ours).
#
# Not part of CI: needs gnubg (`apt install gnubg`, /usr/games/gnubg).
# Usage: [ANALYSE_ARGS="--level intermediate"] scripts/gnubg-analysis.sh [FILE...]
set -euo pipefail
cd "$(dirname "$0")/.."
gnubg="${GNUBG:-/usr/games/gnubg}"
if [ "$#" -eq 0 ]; then
  set -- tests/fixtures/mat/*.mat tests/fixtures/mat/*.sgf
fi
work=$(mktemp -d)
cargo build -q --release -p racegame-cli
bin=target/release/racegame
files=0 same=0 kept=0
for f in "$@"; do
  case "$f" in
    *.sgf) from=sgf load="load match" ;;
    *) from=mat load="import mat" ;;
  esac
  n=$((files + 1))
  "$bin" analyse -q ${ANALYSE_ARGS:-} --from "$from" --format sgf "$f" > "$work/$n.an.sgf"
  "$bin" analyse -q ${ANALYSE_ARGS:-} --from "$from" --format mat "$f" > "$work/$n.an.mat"
  {
    echo "set display off"
    echo "$load $(realpath "$f")"
    echo "export match mat $work/$n.orig.mat"
    echo "load match $work/$n.an.sgf"
    echo "export match mat $work/$n.sgf.mat"
    echo "save match $work/$n.resaved.sgf"
    echo "import mat $work/$n.an.mat"
    echo "export match mat $work/$n.mat.mat"
  } > "$work/$n.cmd"
  "$gnubg" -t -q -r -c "$work/$n.cmd" < /dev/null > "$work/$n.log" 2>&1 || true
  files=$n
  # The exports, their comment and tag lines aside (gnubg writes the date
  # of the day), each cell's moves as a set, hit marks aside (gnubg
  # writes a turn's moves and marks as it read them).
  body() {
    python3 -c '
import sys
for line in open(sys.argv[1]).read().split("\n"):
    if line.startswith(";"):
        continue
    if len(line) > 5 and line[3:5] == ") ":
        cells = [line[5:33].replace("*", ""), line[33:].replace("*", "")]
        line = line[:5] + " | ".join(" ".join(sorted(c.split())) for c in cells)
    print(line.rstrip())
' "$1" | sed '/./,$!d'
  }
  if [ -s "$work/$n.orig.mat" ] && diff -q <(body "$work/$n.orig.mat") <(body "$work/$n.sgf.mat") > /dev/null \
     && diff -q <(body "$work/$n.orig.mat") <(body "$work/$n.mat.mat") > /dev/null; then
    same=$((same + 1))
  else
    echo "differs: $f (see $work/$n.*)"
  fi
  ours=$(grep -o 'A\[[0-9]*\]\|DA\[' "$work/$n.an.sgf" | wc -l)
  theirs=$(grep -o 'A\[[0-9]*\]\|DA\[' "$work/$n.resaved.sgf" | wc -l)
  if [ "$ours" -gt 0 ] && [ "$ours" -eq "$theirs" ]; then
    kept=$((kept + 1))
  else
    echo "analysis not kept: $f (ours $ours, gnubg's save $theirs)"
  fi
  if grep -qi "unrecognised\|error\|illegal" "$work/$n.log"; then
    echo "gnubg complained on $f:"; grep -i "unrecognised\|error\|illegal" "$work/$n.log" | head -3
  fi
done
echo "files: $files; gnubg's exports identical (original, our annotated SGF, our annotated .mat): $same/$files; our analysis kept in gnubg's save: $kept/$files"
echo "work dir: $work"
