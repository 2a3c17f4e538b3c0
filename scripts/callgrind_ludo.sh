#!/usr/bin/env bash
# Instruction count per game (and per dice floor) for every Ludo preset,
# 4 players, random policy, under callgrind: stable on a loaded machine,
# unlike wall-clock time.
# Usage: scripts/callgrind_ludo.sh [games] [binary]   (default 2000, the
# release build of examples/profile_ludo; pass another build to compare)
set -euo pipefail
cd "$(dirname "$0")/.."
games="${1:-2000}"
target="${CARGO_TARGET_DIR:-target}"
bin="${2:-}"
if [ -z "$bin" ]; then
  cargo build --quiet --release --example profile_ludo
  bin="$target/release/examples/profile_ludo"
fi
count() { # preset mode games -> total instructions
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$bin" "$1" "$2" "$3" 2>&1 \
    | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}
per_game() { # preset mode -> instructions per game
  echo $(( ($(count "$1" "$2" "$games") - $(count "$1" "$2" 0)) / games ))
}
printf '%-18s %12s %12s %8s\n' preset playout "dice floor" "x floor"
for p in ludo ludo_king mensch parchis parchis_two_dice; do
  m=$(per_game "$p" playout); f=$(per_game "$p" floor)
  printf '%-18s %12d %12d %8s\n' "$p" "$m" "$f" "$(echo "scale=1; $m / $f" | bc)"
done
