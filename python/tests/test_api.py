"""Every public member has a docstring and a signature Python can read, and
the type stubs declare every member of the compiled module, typed."""

import ast
import inspect
import pathlib
import sys

import pytest

import racegame
import racegame.distributed
from racegame import _racegame

MODULES = [racegame, racegame.distributed]
try:
    import racegame.envs

    MODULES.append(racegame.envs)
except ImportError:  # pragma: no cover - without gymnasium
    pass


def public_members():
    """(qualified name, object) of every public name of the modules and
    every public attribute of their classes."""
    seen = set()
    for module in MODULES:
        names = getattr(module, "__all__", None) or [n for n in vars(module) if not n.startswith("_")]
        for name in names:
            obj = getattr(module, name)
            if not (inspect.isclass(obj) or inspect.isroutine(obj)) or id(obj) in seen:
                continue
            if not (obj.__module__ or "").startswith("racegame"):
                continue
            seen.add(id(obj))
            yield f"{module.__name__}.{name}", obj
            if inspect.isclass(obj):
                for attr, member in vars(obj).items():
                    if not attr.startswith("_"):
                        yield f"{module.__name__}.{name}.{attr}", getattr(obj, attr)


MEMBERS = dict(public_members())


@pytest.mark.parametrize("name", sorted(MEMBERS))
def test_every_public_member_has_a_docstring(name):
    doc = inspect.getdoc(MEMBERS[name])
    assert doc and doc.strip(), f"{name} has no docstring"


@pytest.mark.parametrize("name", sorted(n for n, m in MEMBERS.items() if callable(m)))
def test_every_public_callable_has_a_signature(name):
    member = MEMBERS[name]
    if inspect.isclass(member) and issubclass(member, BaseException):
        pytest.skip("exceptions take a message")
    if member in (racegame.State, racegame.Play):
        # States and plays come from a Game; Python cannot build one.
        with pytest.raises(TypeError):
            member()
        return
    if inspect.isclass(member) and member.__module__ == "racegame" and sys.version_info < (3, 10):
        # The stable ABI of Python 3.9 gives a compiled class no signature;
        # its docstring shows the call instead.
        assert f"``{member.__name__}(" in inspect.getdoc(member)
        return
    inspect.signature(member)


def stub_tree():
    path = pathlib.Path(_racegame.__file__).with_name("_racegame.pyi")
    return ast.parse(path.read_text())


def test_the_stubs_declare_every_member_of_the_compiled_module_with_types():
    tree = stub_tree()
    stubbed = {}
    for node in tree.body:
        if isinstance(node, ast.ClassDef):
            stubbed[node.name] = {n.name for n in node.body if isinstance(n, ast.FunctionDef)}
        elif isinstance(node, ast.FunctionDef):
            stubbed[node.name] = set()
        elif isinstance(node, ast.AnnAssign):
            stubbed[node.target.id] = set()
    for name in dir(_racegame):
        if name.startswith("_"):
            continue
        assert name in stubbed, f"{name} is not in the stubs"
        obj = getattr(_racegame, name)
        if inspect.isclass(obj) and not issubclass(obj, BaseException):
            for attr in vars(obj):
                if not attr.startswith("_"):
                    assert attr in stubbed[name], f"{name}.{attr} is not in the stubs"
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef):
            args = [a for a in node.args.args if a.arg not in ("self", "cls")]
            assert node.returns is not None, f"{node.name} has no return type in the stubs"
            assert all(a.annotation is not None for a in args), f"{node.name} has an untyped argument"


def test_help_shows_every_member_of_game_documented():
    text = inspect.getdoc(racegame.Game)
    assert "default_players" in text and "InvalidStateError" in text
    undocumented = [n for n, m in vars(racegame.Game).items() if not n.startswith("_") and not inspect.getdoc(m)]
    assert undocumented == []
