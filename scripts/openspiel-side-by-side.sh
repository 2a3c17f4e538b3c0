#!/usr/bin/env bash
# Random four-player games per second on one core: OpenSpiel's C++ `maedn`
# (Mensch ärgere Dich nicht, the game of our `mensch` preset) next to ours,
# in one run, alternating three times; prints each run, the medians and
# their ratio. Both sides are timed in CPU seconds (user time of our
# process; `time.process_time` round OpenSpiel's loop), which other jobs on
# a busy machine do not inflate the way they inflate wall-clock time.
#
# OpenSpiel side: `pyspiel.evaluate_bots` plays each whole game in C++
# (chance sampled in C++, one C++ uniform random bot per seat); Python only
# loops over games. Our side: `examples/profile_ludo mensch uniform`,
# the game's own loop (`UniformPlayout`: seeded dice, a uniform random choice among the
# legal actions); OURS_MODE=playout times the loop of
# `benches/ludo.rs` (`legal_actions`, `apply_mut`) instead.
#
# Not part of CI: it installs the `open_spiel` package from PyPI into a
# virtual environment under the target directory (about 16 MB, once).
# Usage: scripts/openspiel-side-by-side.sh [games]   (default 20000)
#        OURS_BIN=other/profile_ludo OURS_MODE=playout scripts/openspiel-side-by-side.sh
set -euo pipefail
cd "$(dirname "$0")/.."
games="${1:-20000}"
target="${CARGO_TARGET_DIR:-target}"
. scripts/lib/openspiel.sh
openspiel_venv
# OURS_BIN=path/to/profile_ludo compares another build (say, an older one).
ours_bin="${OURS_BIN:-}"
# `uniform`: the game's own loop (UniformPlayout); `playout`: the
# benchmark loop through legal_actions and apply_mut (older builds have only
# this one).
ours_mode="${OURS_MODE:-uniform}"
if [ -z "$ours_bin" ]; then
  cargo build --quiet --release --example profile_ludo
  ours_bin="$target/release/examples/profile_ludo"
fi

o=(); t=()
for run in 1 2 3; do
  o+=("$(ours "$ours_bin" mensch "$ours_mode" "$games")")
  t+=("$(openspiel maedn '{"players": 4}' 4 "$games")")
  echo "run $run: racegame mensch ${o[-1]} games/s, OpenSpiel maedn ${t[-1]} games/s (per CPU second)"
done
om=$(printf '%s\n' "${o[@]}" | median)
tm=$(printf '%s\n' "${t[@]}" | median)
echo "median: racegame mensch $om games/s, OpenSpiel maedn $tm games/s," \
  "ratio $(echo "scale=1; $om / $tm" | bc)x ($games games a run, 4 players, one core)"
