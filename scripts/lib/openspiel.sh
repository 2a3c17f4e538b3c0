# Shared by the OpenSpiel side-by-side scripts (sourced, not run): the
# virtual environment with the `open_spiel` package, and the two timed
# loops, each reporting games per CPU second.

# Sets `venv` to a virtual environment under the target directory that has
# `open_spiel` from PyPI, creating and filling it the first time.
openspiel_venv() {
  venv="${CARGO_TARGET_DIR:-target}/openspiel-venv"
  if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv"
  fi
  if ! "$venv/bin/python" -c "import pyspiel" 2>/dev/null; then
    "$venv/bin/pip" install --quiet open_spiel
  fi
}

# ours BIN PRESET MODE GAMES -> games per CPU second (the user time of the
# process, which other jobs on a busy machine do not inflate).
ours() {
  local user
  user=$( { /usr/bin/time -f %U "$1" "$2" "$3" "$4" > /dev/null; } 2>&1 )
  echo "scale=0; $4 / $user" | bc
}

# openspiel GAME PARAMS_JSON PLAYERS GAMES -> games per CPU second
# (`time.process_time` round `pyspiel.evaluate_bots`, which plays each whole
# game in C++ with chance sampled in C++ and one uniform random bot a seat).
openspiel() {
  "$venv/bin/python" - "$@" <<'PY'
import json, sys, time
import pyspiel
name, params, players, games = sys.argv[1], json.loads(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
game = pyspiel.load_game(name, params)
bots = [pyspiel.make_uniform_random_bot(p, 1000 + p) for p in range(players)]
start = time.process_time()
for seed in range(games):
    pyspiel.evaluate_bots(game.new_initial_state(), bots, seed)
print(f"{games / (time.process_time() - start):.0f}")
PY
}

# The median of three numbers on standard input.
median() { sort -n | sed -n 2p; }
