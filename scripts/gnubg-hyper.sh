#!/usr/bin/env bash
# Dumps a GNU Backgammon hypergammon database as text, for comparing
# racegame's hypergammon solve with it (tests/fixtures/gnubg_hyper1.txt and
# the figures in BENCHMARKS.md).
#
#   /usr/games/makehyper -c 1 -f hyper1.bd       # Debian's gnubg package
#   scripts/gnubg-hyper.sh hyper1.bd 1 STEP > hyper1.txt
#
# Every STEP-th position where both sides have a checker left is printed
# (positions sharing a point are skipped), one a line:
#   the side to throw's counts on its points 1..24 and its bar, "|",
#   the other side's likewise, "|", gnubg's cubeless money equity, then its
#   cubeful equities, per unit of the cube, of throwing without doubling:
#   cube owned by the side to throw, centred, centred under the Jacoby
#   rule, owned by the other side.
# The file: a 40-byte header, then for each pair (i: the side to throw, j:
# the other) of gnubg's one-sided indexes (up to C checkers over 25 places)
# 28 bytes: five 24-bit probabilities (win, win gammon, win backgammon,
# lose gammon, lose backgammon) and four 24-bit equities in [-3, 3].
set -euo pipefail
file=${1:?hyper database}
checkers=${2:?checkers}
step=${3:-1}
python3 - "$file" "$checkers" "$step" <<'PY'
import sys
from math import comb

path, c, step = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
data = open(path, "rb").read()
assert data[:8] == b"gnubg-H" + str(c).encode(), data[:8]
points = 25

def inverse(index, n, r):
    """The bits of gnubg's one-sided index (as its PositionInv)."""
    if r == 0:
        return 0
    if n == r:
        return (1 << n) - 1
    k = comb(n - 1, r)
    if index >= k:
        return 1 << (n - 1) | inverse(index - k, n - 1, r - 1)
    return inverse(index, n - 1, r)

def board_of(index):
    """The counts on the places 0..24 (points 1..24, bar) of gnubg's
    one-sided index of up to c checkers (as its PositionFromBearoff)."""
    bits, counts, j = inverse(index, c + points, points), [0] * points, points - 1
    for i in range(c + points):
        if bits >> i & 1:
            if j == 0:
                break
            j -= 1
        else:
            counts[j] += 1
    return counts

size = comb(points + c, c)
boards = [board_of(i) for i in range(size)]
assert len({tuple(b) for b in boards}) == size
def word(v, k): return data[v + 3 * k] | data[v + 3 * k + 1] << 8 | data[v + 3 * k + 2] << 16
n = 0
for i in range(size):
    for j in range(size):
        us, them = boards[i], boards[j]
        if not any(us) or not any(them):
            continue
        if any(us[p] and them[23 - p] for p in range(24)):
            continue
        n += 1
        if (n - 1) % step:
            continue
        v = 40 + 28 * (i * size + j)
        w, wg, wb, lg, lb = (word(v, k) / 16777215.0 for k in range(5))
        cubeless = 2 * w - 1 + wg - lg + wb - lb
        eq = [(word(v, 5 + k) / 16777215.0 - 0.5) * 6.0 for k in range(4)]
        print(" ".join(map(str, us)), "|", " ".join(map(str, them)), "|",
              f"{cubeless:+.6f}", " ".join(f"{e:+.6f}" for e in eq))
PY
