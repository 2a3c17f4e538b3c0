#!/usr/bin/env bash
# Plays the bot against GNU Backgammon 0-ply through gnubg's `external`
# player interface: mirrored pairs of cubeless games (the same dice twice,
# seats swapped), printing the bot's points per game and its standard error.
#
#   scripts/gnubg-external.sh [PAIRS] [PLAYER] [SEED]
#   scripts/gnubg-external.sh judge [DECISIONS] [PLAYER] [SEED] [--also PLAYER2] [--net FILE]
#   scripts/gnubg-external.sh cube [DECISIONS] [PLAYER] [SEED] [--net FILE]
#   scripts/gnubg-external.sh cube-equity [DECISIONS] bot:0ply [SEED] [--dump FILE]
#
# The second form judges the bot's checker plays in its own games with gnubg
# 2-ply instead: per decision with more than one play, the equity of gnubg's
# play minus the bot's, both valued by gnubg 2-ply (cubeless), as an error
# rate (1000 x mean equity lost), contact and race apart; `--also PLAYER2`
# judges more players' choices on the same decisions (a paired comparison,
# `--also bot:1ply,bot:blend`), `--net FILE` plays a network file instead of
# the shipped one (in every form).
# The third form compares the bot's cube decisions in its own money games
# (no Jacoby rule, no beavers) with gnubg 2-ply's; the fourth judges them in
# equity by gnubg 2-ply's cubeful evaluations, at a grid of cube efficiencies
# (examples/bg_gnubg_cube; the shipped player at 0 ply only).
#
# PLAYER is one of `racegame gnubg-duel`'s (bot:0ply, bot:1ply, bot:2ply, bot:blend, bot:shipped, net:0ply,
# net:1ply, net:2ply, heuristic:0ply, heuristic:1ply, heuristic:2ply, pubeval). The client is the
# command-line tool's (cli/, `racegame gnubg-duel --help`); further arguments go to it.
# GNU Backgammon is an outside program here, run as a separate process and
# never linked: install it with `apt-get install -y gnubg` (Debian). Optional
# in CI: without gnubg the script says so and exits 0.
set -euo pipefail
cd "$(dirname "$0")/.."
MODE=play
PLIES=0
if [ "${1:-}" = judge ] || [ "${1:-}" = cube ] || [ "${1:-}" = cube-equity ]; then
    MODE=$1
    PLIES=2
    shift
fi
PAIRS=${1:-100}
PLAYER=${2:-heuristic:0ply}
SEED=${3:-1}
shift $(( $# < 3 ? $# : 3 ))
PORT=${GNUBG_PORT:-31000}
GNUBG=$(command -v gnubg || echo /usr/games/gnubg)
if [ ! -x "$GNUBG" ]; then
    echo "gnubg not installed (apt-get install -y gnubg); skipping" >&2
    exit 0
fi
if [ "$MODE" = cube-equity ]; then
    [ "$PLAYER" = bot:0ply ] || { echo "cube-equity judges bot:0ply only" >&2; exit 2; }
    cargo build --release --quiet --example bg_gnubg_cube
else
    cargo build --release --quiet -p racegame-cli
fi
commands=$(mktemp)
trap 'rm -f "$commands"; [ -n "${pid:-}" ] && kill "$pid" 2>/dev/null || true' EXIT
cat > "$commands" <<CMDS
set threads 1
set evaluation chequerplay evaluation plies $PLIES
set evaluation cubedecision evaluation plies $PLIES
set jacoby off
set beavers 0
external localhost:$PORT
CMDS
"$GNUBG" -t -q -r -c "$commands" > "${TMPDIR:-/tmp}/gnubg-external-$PORT.log" 2>&1 &
pid=$!
client=(./target/release/racegame gnubg-duel --port "$PORT" --player "$PLAYER" --seed "$SEED")
case "$MODE" in
judge) "${client[@]}" --judge "$PAIRS" --plies "$PLIES" "$@" ;;
cube) "${client[@]}" --cube "$PAIRS" --plies "$PLIES" "$@" ;;
cube-equity)
    ./target/release/examples/bg_gnubg_cube --port "$PORT" --decisions "$PAIRS" --seed "$SEED" \
        --plies "$PLIES" "$@" ;;
*) "${client[@]}" --pairs "$PAIRS" "$@" ;;
esac
