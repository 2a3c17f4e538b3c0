#!/usr/bin/env bash
# Instruction count per game (and per dice floor) for every Goose preset,
# then per game of the card race (2 and 4 players, and its partner game),
# under callgrind: stable on a loaded machine, unlike wall-clock time.
# Usage: scripts/callgrind_per_game.sh [games] [card race games]
#        (default 20000 and 2000; 0 games skips the Goose table)
set -euo pipefail
cd "$(dirname "$0")/.."
games="${1:-20000}"
slide_games="${2:-2000}"
target="${CARGO_TARGET_DIR:-target}"
cargo build --quiet --release --example profile_playout --example profile_slide
bin="$target/release/examples/profile_playout"
count() { # arguments of $bin, the games last -> total instructions
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$bin" "$@" 2>&1 \
    | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}
per_game() { # preset mode -> instructions per game
  echo $(( ($(count "$1" "$2" "$games") - $(count "$1" "$2" 0)) / games ))
}
if [ "$games" -gt 0 ]; then # 0 skips the Goose table
printf '%-24s %12s %12s %12s %8s %8s\n' preset "apply_into" "apply_mut" "dice floor" "x floor" "x floor"
for p in railway_4p vermifuge_lune_4p classic_goose_4p snakes_and_ladders_1p; do
  a=$(per_game "$p" playout); m=$(per_game "$p" playout_mut); f=$(per_game "$p" floor)
  printf '%-24s %12d %12d %12d %8s %8s\n' "$p" "$a" "$m" "$f" \
    "$(echo "scale=2; $a / $f" | bc)" "$(echo "scale=2; $m / $f" | bc)"
done
fi

# The card race: random games through the general loop (profile_slide),
# start-up (0 games) subtracted.
bin="$target/release/examples/profile_slide"
printf '\n%-24s %8s %14s\n' preset players "instr/game"
for run in "slide 2" "slide 4" "slide_partners 4"; do
  set -- $run
  n=$(( ($(count "$1" "$2" "$slide_games") - $(count "$1" "$2" 0)) / slide_games ))
  printf '%-24s %8s %14d\n' "$1" "$2" "$n"
done
