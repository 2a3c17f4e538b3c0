"""The build backend of ``pip install ./python``: maturin's, after a check
that a Rust toolchain is there, so that a machine without one gets a short
message saying what to install instead of the build tool's traceback (or a
download of Rust into a temporary directory)."""

import os
import re
import shutil
import subprocess

import maturin

# The oldest Rust the crate builds with (its rust-version).
RUST_VERSION = (1, 88)

NO_RUST = """
racegame builds its engine from source with Rust {need}, and {what}.

Install Rust from https://rustup.rs (or your system's `cargo` package,
if it is Rust {need}), open a new shell so that `cargo` is on PATH, and
run the install again.
""".strip()


def rust_problem(env=None):
    """Why Rust cannot build the package, or None when it can.

    Args:
        env (dict | None): the environment to look in (``os.environ`` when
            None): ``CARGO`` or ``cargo`` on its ``PATH``.

    Returns:
        str | None: the message to show.
    """
    env = os.environ if env is None else env
    cargo = env.get("CARGO") or shutil.which("cargo", path=env.get("PATH", ""))
    need = ".".join(map(str, RUST_VERSION)) + " or newer"
    if not cargo:
        return NO_RUST.format(need=need, what="`cargo` is not on PATH")
    try:
        out = subprocess.run([cargo, "--version"], env=env, capture_output=True, text=True, timeout=60).stdout
    except (OSError, subprocess.SubprocessError) as e:
        return NO_RUST.format(need=need, what=f"`{cargo} --version` failed ({e})")
    found = re.search(r"(\d+)\.(\d+)", out)
    if found is None:
        return NO_RUST.format(need=need, what=f"`{cargo} --version` said {out.strip()!r}")
    if tuple(map(int, found.groups())) < RUST_VERSION:
        return NO_RUST.format(need=need, what=f"the cargo found is {out.strip()}")
    return None


def _checked(hook):
    def run(*args, **kwargs):
        problem = rust_problem()
        if problem:
            raise SystemExit("\n" + problem + "\n")
        return hook(*args, **kwargs)

    run.__name__ = hook.__name__
    run.__doc__ = hook.__doc__
    return run


build_wheel = _checked(maturin.build_wheel)
build_editable = _checked(maturin.build_editable)
build_sdist = _checked(maturin.build_sdist)
prepare_metadata_for_build_wheel = _checked(maturin.prepare_metadata_for_build_wheel)
get_requires_for_build_wheel = _checked(maturin.get_requires_for_build_wheel)
get_requires_for_build_sdist = _checked(maturin.get_requires_for_build_sdist)
