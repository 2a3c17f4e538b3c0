#!/usr/bin/env bash
# Random games of backgammon per second on one core: OpenSpiel's C++
# `backgammon` next to ours, in one run, alternating three times; prints
# each run, the medians and their ratio. Both sides are timed in CPU
# seconds (user time of our process; `time.process_time` round OpenSpiel's
# loop), which other jobs on a busy machine do not inflate the way they
# inflate wall-clock time.
#
# What each side's loop does:
# - OpenSpiel: `pyspiel.evaluate_bots` plays each whole game in C++: chance
#   sampled in C++ (its opening is one chance node over the 30 non-double
#   rolls, naming the starter), one C++ uniform random bot per seat. Its
#   actions are whole plays of a roll (two checker moves; a double is two
#   such actions), so a uniform choice picks among its encoded plays.
# - Ours: `examples/profile_backgammon backgammon uniform`, the game's own
#   loop (`UniformPlayout`): seeded dice, the opening throw (equal dice
#   thrown again), then one uniform choice per checker move among the legal
#   single moves, so a play is a sequence of uniform choices.
#   OURS_MODE=playout times the general loop (`legal_actions`, a uniform
#   choice, `apply_mut`) instead.
# Both play the full game of backgammon without the cube to its end; the
# two "random games" differ in how a random play is drawn, as they must
# when one engine's action is a checker move and the other's a whole play.
#
# Not part of CI: it installs the `open_spiel` package from PyPI into a
# virtual environment under the target directory (once).
# Usage: scripts/openspiel-backgammon.sh [games]   (default 20000)
set -euo pipefail
cd "$(dirname "$0")/.."
games="${1:-20000}"
target="${CARGO_TARGET_DIR:-target}"
. scripts/lib/openspiel.sh
openspiel_venv
ours_mode="${OURS_MODE:-uniform}"
cargo build --quiet --release --example profile_backgammon
ours_bin="$target/release/examples/profile_backgammon"

o=(); t=()
for run in 1 2 3; do
  o+=("$(ours "$ours_bin" backgammon "$ours_mode" "$games")")
  # A tenth of the games for OpenSpiel: it is slower.
  t+=("$(openspiel backgammon '{}' 2 "$((games / 10))")")
  echo "run $run: racegame ${o[-1]} games/s, OpenSpiel backgammon ${t[-1]} games/s (per CPU second)"
done
om=$(printf '%s\n' "${o[@]}" | median)
tm=$(printf '%s\n' "${t[@]}" | median)
echo "median: racegame $om games/s, OpenSpiel $tm games/s," \
  "ratio $(echo "scale=1; $om / $tm" | bc)x ($games games a run for us, $((games / 10)) for OpenSpiel, one core)"
