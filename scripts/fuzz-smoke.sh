#!/usr/bin/env bash
# Fuzz smoke run: builds every cargo-fuzz target of fuzz/ and runs each for a
# short while from its committed seed corpus (copied into a temporary
# directory, so nothing is written into the repository) plus its saved
# regressions. Fails when a target crashes, hangs (-timeout) or allocates
# too much (-rss_limit_mb / -malloc_limit_mb).
#
# Usage: scripts/fuzz-smoke.sh [SECONDS_PER_TARGET [TARGET...]]
#   default: 30 seconds for every target listed by `cargo fuzz list`.
# FUZZ_JOBS targets run at once (default: the number of cores).
# Needs only a stable toolchain: RUSTC_BOOTSTRAP=1 lets it take the
# nightly-only flags cargo-fuzz passes (-Zsanitizer and friends).
set -euo pipefail
cd "$(dirname "$0")/../fuzz"

CARGO_FUZZ_VERSION=0.13.2
seconds=${1:-30}
shift || true
export RUSTC_BOOTSTRAP=1
export CARGO_TERM_COLOR=never

if ! cargo fuzz --version 2>/dev/null | grep -qxF "cargo-fuzz $CARGO_FUZZ_VERSION"; then
  cargo install --locked cargo-fuzz --version "$CARGO_FUZZ_VERSION"
fi
# cargo-fuzz has no --locked; this fails when fuzz/Cargo.lock is stale, and
# the build below then resolves exactly what the lock file says.
cargo fetch --locked

targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  mapfile -t targets < <(cargo fuzz list)
fi

start=$(date +%s)
cargo fuzz build
echo "fuzz build: $(($(date +%s) - start)) s"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# One target's run; its log and crash inputs go to $work, its verdict to
# $work/$target.status (0 passed, anything else failed).
run_target() {
  local target=$1 corpus="$work/corpus/$1" log="$work/$1.log"
  mkdir -p "$corpus" "$work/artifacts/$target"
  if [ -d "corpus/$target" ]; then
    cp -R "corpus/$target/." "$corpus/"
  fi
  local dirs=("$corpus")
  if [ -d "regressions/$target" ]; then
    dirs+=("regressions/$target")
  fi
  local status=0
  cargo fuzz run "$target" "${dirs[@]}" -- \
      -max_total_time="$seconds" -timeout=10 \
      -rss_limit_mb=2048 -malloc_limit_mb=2048 \
      -artifact_prefix="$work/artifacts/$target/" -print_final_stats=1 \
      >"$log" 2>&1 || status=$?
  echo "$status" >"$work/$target.status"
}

# Targets run `jobs` at a time (one libFuzzer process each, one core each).
jobs=${FUZZ_JOBS:-$(nproc 2>/dev/null || echo 1)}
echo "== fuzz ${#targets[@]} targets, ${seconds} s each, ${jobs} at a time"
running=0
for target in "${targets[@]}"; do
  if [ "$running" -ge "$jobs" ]; then
    wait -n || true
    running=$((running - 1))
  fi
  run_target "$target" &
  running=$((running + 1))
done
wait || true

failed=()
for target in "${targets[@]}"; do
  log="$work/$target.log"
  if [ "$(cat "$work/$target.status" 2>/dev/null || echo 1)" = 0 ]; then
    echo "$target: $(grep -E '^stat::number_of_executed_units' "$log" || echo 'no stats')"
  else
    echo "== fuzz $target FAILED" >&2
    grep -E -A 4 'panicked at|ERROR: libFuzzer|SUMMARY' "$log" | head -n 40 >&2 || true
    grep -E -A 30 'Output of .std::fmt::Debug' "$log" | head -n 40 >&2 || true
    for crash in "$work/artifacts/$target"/*; do
      [ -e "$crash" ] || continue
      echo "input $(basename "$crash") (base64):" >&2
      base64 "$crash" >&2
    done
    failed+=("$target")
  fi
done

echo "fuzz: $((${#targets[@]} - ${#failed[@]})) passed, ${#failed[@]} failed"
if [ ${#failed[@]} -gt 0 ]; then
  echo "fuzz targets failed: ${failed[*]}" >&2
  exit 1
fi
