"""Building from source without Rust stops at once with a message saying
what to install (no build tool traceback, no download of Rust)."""

import os
import pathlib
import subprocess
import sys

import pytest

PACKAGE = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(PACKAGE / "build_backend"))
maturin = pytest.importorskip("maturin")

import racegame_build  # noqa: E402


def fake_cargo(tmp_path, version):
    cargo = tmp_path / "cargo"
    cargo.write_text(f"#!/bin/sh\necho 'cargo {version} (0000000 2025-01-01)'\n")
    cargo.chmod(0o755)
    return str(cargo)


def test_no_cargo_on_the_path_says_to_install_rust(tmp_path):
    problem = racegame_build.rust_problem({"PATH": str(tmp_path)})
    assert "`cargo` is not on PATH" in problem and "https://rustup.rs" in problem
    assert "1.88 or newer" in problem


def test_a_cargo_too_old_says_which_it_found(tmp_path):
    problem = racegame_build.rust_problem({"PATH": str(tmp_path), "CARGO": fake_cargo(tmp_path, "1.70.0")})
    assert "cargo 1.70.0" in problem and "https://rustup.rs" in problem


def test_a_recent_cargo_is_no_problem(tmp_path):
    assert racegame_build.rust_problem({"PATH": str(tmp_path), "CARGO": fake_cargo(tmp_path, "1.95.0")}) is None


def test_pip_install_without_rust_fails_with_the_message(tmp_path):
    empty = tmp_path / "bin"
    empty.mkdir()
    env = {"PATH": str(empty), "HOME": str(tmp_path), "PIP_DISABLE_PIP_VERSION_CHECK": "1"}
    if "SYSTEMROOT" in os.environ:  # pragma: no cover - Windows
        env["SYSTEMROOT"] = os.environ["SYSTEMROOT"]
    run = subprocess.run(
        [sys.executable, "-m", "pip", "install", "--no-build-isolation", "--no-deps", "--target", str(tmp_path / "t"), str(PACKAGE)],
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    out = run.stdout + run.stderr
    assert run.returncode != 0
    assert "Install Rust from https://rustup.rs" in out, out
    assert "Traceback" not in out, out
