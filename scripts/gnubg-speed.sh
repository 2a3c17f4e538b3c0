#!/usr/bin/env bash
# Times GNU Backgammon beside the bot on the same positions (those of
# `bg_speed`'s seeded games): gnubg started through its `external` player
# interface at 0 and then 2 plies, `bg_speed --gnubg PORT PID` sending the
# positions and reading gnubg's CPU time from /proc. Then the bot's own
# figures (`bg_speed GAMES`).
#
#   scripts/gnubg-speed.sh [GAMES] [GNUBG_GAMES]   (GNUBG_ONLY=1: gnubg's figures alone)
#
# gnubg is an outside program, never linked: `apt-get install -y gnubg`.
# Without it the script says so and exits 0.
set -euo pipefail
cd "$(dirname "$0")/.."
GAMES=${1:-10}
# gnubg is timed on the positions of more games (distinct positions: it
# caches its evaluations; its CPU clock ticks in 10 ms).
GNUBG_GAMES=${2:-100}
PORT=${GNUBG_PORT:-31500}
GNUBG=$(command -v gnubg || echo /usr/games/gnubg)
if [ ! -x "$GNUBG" ]; then
    echo "gnubg not installed (apt-get install -y gnubg); skipping" >&2
    exit 0
fi
cargo build --release --quiet --example bg_speed
commands=$(mktemp)
trap 'rm -f "$commands"; [ -n "${pid:-}" ] && kill "$pid" 2>/dev/null || true' EXIT
for plies in 0 2; do
    cat > "$commands" <<CMDS
set threads 1
set evaluation chequerplay evaluation plies $plies
set evaluation cubedecision evaluation plies $plies
external localhost:$PORT
CMDS
    "$GNUBG" -t -q -r -c "$commands" > "${TMPDIR:-/tmp}/gnubg-speed-$PORT.log" 2>&1 &
    pid=$!
    sleep 2
    echo "gnubg started at $plies plies:"
    step=1
    [ "$plies" = 2 ] && step=10
    ./target/release/examples/bg_speed "$GNUBG_GAMES" --gnubg "$PORT" "$pid" "$step"
    kill "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
    pid=
    PORT=$((PORT + 1))
done
if [ -z "${GNUBG_ONLY:-}" ]; then
    echo "the bot:"
    ./target/release/examples/bg_speed "$GAMES"
fi
