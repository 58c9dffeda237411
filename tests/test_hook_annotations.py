"""Every hook override in the vocabulary is annotated, so that mypy checks it against the
protocol (issue 27: "Hook overrides in ``effects/`` are annotated"). A hook override is a
method of a class in ``oldback/effects`` that redefines a method of the protocol's base
classes: ``Effect`` (the hooks), ``CardScript``, ``PowerScript``, ``LastingKind``,
``Piece``, ``Pokemons``, ``Count`` and ``Cards``."""

from __future__ import annotations

import ast
import inspect
from pathlib import Path

import oldback.effects  # noqa: F401  (the vocabulary, every piece registered)
from oldback.effects.pieces import Piece
from oldback.effects.select import Cards, Count, Pokemons
from oldback.engine.scripts import CardScript, Effect, LastingKind, PowerScript

BASES = (Effect, CardScript, PowerScript, LastingKind, Piece, Pokemons, Count, Cards)
EFFECTS = Path(oldback.effects.__file__).parent


def protocol_methods() -> set[str]:
    """The methods the base classes define (plain functions, or compiled ones where the
    engine is compiled)."""
    names: set[str] = set()
    for base in BASES:
        names |= {n for n, v in vars(base).items()
                  if inspect.isroutine(v) and not n.startswith("__")}
    return names


def unannotated(fn: ast.FunctionDef) -> list[str]:
    args = fn.args.posonlyargs + fn.args.args + fn.args.kwonlyargs
    missing = [a.arg for a in args[1:] if a.annotation is None]
    if fn.returns is None:
        missing.append("return")
    return missing


def test_the_protocol_has_methods_to_override():
    assert {"outgoing", "playable", "effect", "resolve", "count"} <= protocol_methods()


def test_every_hook_override_in_effects_is_annotated():
    names = protocol_methods()
    bad = []
    for path in sorted(EFFECTS.rglob("*.py")):
        for cls in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(cls, ast.ClassDef):
                continue
            for fn in cls.body:
                if (isinstance(fn, ast.FunctionDef) and fn.name in names
                        and not any(isinstance(d, ast.Name) and d.id == "staticmethod"
                                    for d in fn.decorator_list)
                        and (missing := unannotated(fn))):
                    where = path.relative_to(EFFECTS.parent.parent)
                    bad.append(f"{where}:{fn.lineno} {cls.name}.{fn.name}: {', '.join(missing)}")
    assert not bad, "hook overrides without annotations:\n" + "\n".join(bad)
