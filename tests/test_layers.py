"""The layers import one way (docs/architecture.md): facts, then the engine, then the
effect vocabulary, then the card sets; agents and front ends on top. A module may import
its own layer and the layers below it, never one above."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1] / "oldback"

FACTS = ("oldback.card", "oldback.compiled", "oldback.facts", "oldback.rng", "oldback.rules")
ENGINE = (*FACTS, "oldback.engine")
EFFECTS = (*ENGINE, "oldback.effects")
SETS = (*EFFECTS, "oldback.cards")

ALLOWED = {
    "card.py": FACTS,
    "rng.py": FACTS,
    "rules.py": FACTS,
    "facts": FACTS,
    "engine": ENGINE,
    "effects": EFFECTS,
}


def imports(path: Path) -> list[str]:
    """Every oldback module ``path`` imports, at the top or inside a function."""
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names = [node.module] + [f"{node.module}.{a.name}" for a in node.names]
            out.append(max((n for n in names if n.startswith("oldback")), key=len,
                           default=node.module))
        elif isinstance(node, ast.Import):
            out += [a.name for a in node.names]
    return [m for m in out if m == "oldback" or m.startswith("oldback.")]


def allowed_for(rel: str) -> tuple[str, ...] | None:
    for prefix, allowed in ALLOWED.items():
        if rel == prefix or rel.startswith(prefix + "/"):
            return allowed
    if rel.startswith("cards/"):
        return SETS
    return None


MODULES = sorted(p for p in ROOT.rglob("*.py") if allowed_for(p.relative_to(ROOT).as_posix()))


@pytest.mark.parametrize("path", MODULES, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_a_module_imports_only_its_own_layer_and_those_below(path):
    allowed = allowed_for(path.relative_to(ROOT).as_posix())
    assert allowed is not None
    wrong = [m for m in imports(path)
             if not any(m == a or m.startswith(a + ".") for a in allowed)]
    assert wrong == [], f"{path.relative_to(ROOT)} imports {wrong} from a layer above it"


def test_the_engine_is_checked():
    assert any(p.parent.name == "engine" for p in MODULES)
    assert any(p.parent.name == "effects" for p in MODULES)
