#!/usr/bin/env bash
# Ludo playout speed of two builds side by side, in one run: instructions a
# game (callgrind, stable on a loaded machine) and CPU time a game (best of
# three rounds, the builds alternating), for every preset, 4 players.
#
# Usage: scripts/compare_ludo_builds.sh BEFORE_BIN BEFORE_MODE AFTER_BIN AFTER_MODE [GAMES] [CG_GAMES]
#   *_BIN: a release build of examples/profile_ludo; *_MODE: `playout` (the
#   benchmark loop: legal_actions, a uniform choice, apply_mut) or `uniform`
#   (RaceGame::play_uniform, the same games). GAMES (default 50000) are
#   timed, CG_GAMES (default 500) counted under callgrind. The dice floor
#   (the same throws and choices drawn and nothing else) is timed with the
#   AFTER build.
set -euo pipefail
before=$1 bmode=$2 after=$3 amode=$4
games=${5:-50000}
cg=${6:-500}
count() { # bin preset mode games -> instructions
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$1" "$2" "$3" "$4" 2>&1 |
    sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}
per_game() { # bin preset mode -> instructions a game
  echo $(( ($(count "$1" "$2" "$3" "$cg") - $(count "$1" "$2" "$3" 0)) / cg ))
}
cpu() { # bin preset mode games -> user seconds
  /usr/bin/time -f %U "$1" "$2" "$3" "$4" 2>&1 >/dev/null | tail -1
}
best() { sort -g | head -1; }
printf '| preset | instructions/game before | after | x | CPU us/game before | after | x | games/s after | dice floor us | after / floor |\n'
printf '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n'
for p in ludo ludo_king mensch parchis parchis_two_dice; do
  ib=$(per_game "$before" "$p" "$bmode")
  ia=$(per_game "$after" "$p" "$amode")
  tb=() ta=() tf=()
  for _ in 1 2 3; do
    tb+=("$(cpu "$before" "$p" "$bmode" "$games")")
    ta+=("$(cpu "$after" "$p" "$amode" "$games")")
    tf+=("$(cpu "$after" "$p" floor $((games * 4)))")
  done
  b=$(printf '%s\n' "${tb[@]}" | best)
  a=$(printf '%s\n' "${ta[@]}" | best)
  f=$(printf '%s\n' "${tf[@]}" | best)
  awk -v p="$p" -v ib="$ib" -v ia="$ia" -v b="$b" -v a="$a" -v f="$f" -v g="$games" 'BEGIN {
    ub = b * 1e6 / g; ua = a * 1e6 / g; uf = f * 1e6 / (4 * g)
    printf "| %s | %d | %d | %.2f | %.1f | %.1f | %.2f | %.0f | %.2f | %.1f |\n",
      p, ib, ia, ib / ia, ub, ua, ub / ua, 1e6 / ua, uf, ua / uf }'
done
