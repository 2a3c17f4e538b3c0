#!/usr/bin/env bash
# Instruction count per game (and per dice floor) for every Goose preset,
# under callgrind: stable on a loaded machine, unlike wall-clock time.
# Usage: scripts/callgrind_per_game.sh [games]   (default 20000)
set -euo pipefail
cd "$(dirname "$0")/.."
games="${1:-20000}"
target="${CARGO_TARGET_DIR:-target}"
cargo build --quiet --release --example profile_playout
bin="$target/release/examples/profile_playout"
count() { # preset mode games -> total instructions
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$bin" "$1" "$2" "$3" 2>&1 \
    | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}
per_game() { # preset mode -> instructions per game
  echo $(( ($(count "$1" "$2" "$games") - $(count "$1" "$2" 0)) / games ))
}
printf '%-24s %12s %12s %12s %8s %8s\n' preset "apply_into" "apply_mut" "dice floor" "x floor" "x floor"
for p in railway_4p vermifuge_lune_4p classic_goose_4p snakes_and_ladders_1p; do
  a=$(per_game "$p" playout); m=$(per_game "$p" playout_mut); f=$(per_game "$p" floor)
  printf '%-24s %12d %12d %12d %8s %8s\n' "$p" "$a" "$m" "$f" \
    "$(echo "scale=2; $a / $f" | bc)" "$(echo "scale=2; $m / $f" | bc)"
done
