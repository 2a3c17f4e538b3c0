#!/usr/bin/env bash
# Prints the path of a CPython 3.9 (Debian's /usr/bin/python3.9), installing
# it first when it is missing: CI installs the abi3 wheel, built with
# another Python, into a fresh virtual environment of this one.
#
# The machine runs Debian 12, whose only CPython is 3.11; Debian 11's
# python3.9 packages install beside it (seven packages, none of Debian 12's
# replaced). Debian 11 is read from a package list kept under target/, so the
# machine's own apt sources and lists are left as they were.
#
# Usage: scripts/python39.sh   (as root when it has to install)
set -euo pipefail
cd "$(dirname "$0")/.."

python=/usr/bin/python3.9
if [ -x "$python" ]; then
  echo "$python"
  exit 0
fi

apt_dir="$PWD/target/apt-bullseye"
mkdir -p "$apt_dir/sources.d" "$apt_dir/lists/partial"
cat > "$apt_dir/sources.d/bullseye.sources" <<'EOF'
Types: deb
URIs: http://deb.debian.org/debian
Suites: bullseye
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
EOF
cp /etc/apt/sources.list.d/debian.sources "$apt_dir/sources.d/" 2>/dev/null || true
cat > "$apt_dir/preferences" <<'EOF'
Package: *
Pin: release n=bullseye
Pin-Priority: 100
EOF
apt=(-o "Dir::Etc::SourceParts=$apt_dir/sources.d" -o Dir::Etc::SourceList=/dev/null
     -o "Dir::Etc::Preferences=$apt_dir/preferences" -o "Dir::State::Lists=$apt_dir/lists")
apt-get "${apt[@]}" -qq update >&2
DEBIAN_FRONTEND=noninteractive apt-get "${apt[@]}" -qq install -y --no-install-recommends python3.9 >&2
echo "$python"
