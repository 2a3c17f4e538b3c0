#!/usr/bin/env bash
# Dumps GNU Backgammon's bear-off databases as text, for comparing
# racegame's bear-off databases with them (tests/fixtures/gnubg_bearoff_*.txt
# and the figures in BENCHMARKS.md).
#
#   scripts/gnubg-bearoff.sh one STEP > one.txt   # every STEP-th one-sided board
#   scripts/gnubg-bearoff.sh two STEP > two.txt   # every STEP-th two-sided pair
#
# Needs Debian's gnubg package: its bearoffdump, the one-sided database
# /usr/share/gnubg/gnubg_os0.bd (15 checkers on 6 points) and the two-sided
# /var/lib/gnubg/gnubg_ts0.bd (6 checkers on 6 points a side). Each board is
# read back from the Position ID bearoffdump prints, so the lines name
# boards, not gnubg's numbering.
#
# Index 0, the empty board (or pair), is left out: bearoffdump takes 0 for
# "no index".
# One-sided lines: the board's counts on points 1 to 6, "|", gnubg's mean
# rolls, "|", its probabilities of 0, 1, 2, ... rolls (as printed: per cent
# with three decimals, written here as fractions).
# Two-sided lines: the counts of the side to roll, "|", the other side's,
# "|", gnubg's cubeless equity for the side to roll (four decimals).
set -euo pipefail
kind=${1:?one or two}
step=${2:-1}
dump=/usr/games/bearoffdump
python3 - "$kind" "$step" "$dump" <<'PY'
import base64, re, subprocess, sys

kind, step, dump = sys.argv[1], int(sys.argv[2]), sys.argv[3]

def sides(pid):
    """The two sides of a GNU Backgammon Position ID: [not on roll, on roll],
    each its counts on points 1..24 and the bar."""
    bits = []
    for byte in base64.b64decode(pid + "==")[:10]:
        bits.extend((byte >> i) & 1 for i in range(8))
    out, side, point = [[0] * 25, [0] * 25], 0, 0
    for bit in bits:
        if side > 1:
            break
        if bit:
            out[side][point] += 1
        else:
            point += 1
            if point == 25:
                side, point = side + 1, 0
    return out

def home(counts):
    assert not any(counts[6:]), counts
    return " ".join(str(n) for n in counts[:6])

def run(db, i):
    return subprocess.run([dump, db, "-n", str(i)], capture_output=True, text=True, check=True).stdout

if kind == "one":
    db, total = "/usr/share/gnubg/gnubg_os0.bd", 54264
    for i in range(1, total, step):
        text = run(db, i)
        board = sides(re.search(r"Position ID: (\S+)", text).group(1))[0]
        table = text.split("Rolls\tPlayer")[1].split("Average rolls")[0]
        probs = [float(line.split()[2]) / 100 for line in table.strip().splitlines()[1:]]
        while probs and probs[-1] == 0:
            probs.pop()
        mean = float(re.search(r"Mean\s+\S+\s+(\S+)", text).group(1))
        print(home(board), "|", f"{mean:.3f}", "|", " ".join(f"{p:.5f}" for p in probs))
elif kind == "two":
    db, total = "/var/lib/gnubg/gnubg_ts0.bd", 924 * 924
    for i in range(1, total, step):
        text = run(db, i)
        other, mover = sides(re.search(r"Position ID: (\S+)", text).group(1))
        eq = float(re.search(r"Cubeless equity\s*:\s*(\S+)", text).group(1))
        print(home(mover), "|", home(other), "|", f"{eq:+.4f}")
else:
    sys.exit("one or two")
PY
