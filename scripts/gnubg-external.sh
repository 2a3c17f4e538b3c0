#!/usr/bin/env bash
# Plays the bot against GNU Backgammon 0-ply through gnubg's `external`
# player interface: mirrored pairs of cubeless games (the same dice twice,
# seats swapped), printing the bot's points per game and its standard error.
#
#   scripts/gnubg-external.sh [PAIRS] [PLAYER] [SEED]
#
# PLAYER is one of bg_gnubg's (heuristic:0ply, heuristic:1ply, pubeval).
# GNU Backgammon is an outside program here, run as a separate process and
# never linked: install it with `apt-get install -y gnubg` (Debian). Optional
# in CI: without gnubg the script says so and exits 0.
set -euo pipefail
cd "$(dirname "$0")/.."
PAIRS=${1:-100}
PLAYER=${2:-heuristic:0ply}
SEED=${3:-1}
PORT=${GNUBG_PORT:-31000}
GNUBG=$(command -v gnubg || echo /usr/games/gnubg)
if [ ! -x "$GNUBG" ]; then
    echo "gnubg not installed (apt-get install -y gnubg); skipping" >&2
    exit 0
fi
cargo build --release --quiet --example bg_gnubg
commands=$(mktemp)
trap 'rm -f "$commands"; [ -n "${pid:-}" ] && kill "$pid" 2>/dev/null || true' EXIT
cat > "$commands" <<CMDS
set threads 1
set evaluation chequerplay evaluation plies 0
set evaluation cubedecision evaluation plies 0
external localhost:$PORT
CMDS
"$GNUBG" -t -q -r -c "$commands" > /tmp/gnubg-external.log 2>&1 &
pid=$!
./target/release/examples/bg_gnubg --port "$PORT" --a "$PLAYER" --pairs "$PAIRS" --seed "$SEED"
