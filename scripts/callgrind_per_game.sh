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
printf '%-24s %14s %14s %8s\n' preset "instr/game" "floor instr" multiple
for p in railway_4p vermifuge_lune_4p classic_goose_4p snakes_and_ladders_1p; do
  base=$(count "$p" playout 0); full=$(count "$p" playout "$games")
  fbase=$(count "$p" floor 0); ffull=$(count "$p" floor "$games")
  per=$(( (full - base) / games )); fper=$(( (ffull - fbase) / games ))
  printf '%-24s %14d %14d %8s\n' "$p" "$per" "$fper" "$(echo "scale=2; $per / $fper" | bc)"
done
