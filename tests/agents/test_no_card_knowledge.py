"""The computer players know no card by name and no vocabulary piece by its class: what an
effect does, they read from the hints its script carries (issue 9, item 3)."""

from __future__ import annotations

import ast
from pathlib import Path

import oldback
from oldback.engine.hints import NONE
from oldback.engine.scripts import SCRIPTS, script_of

AGENTS = Path(oldback.__file__).parent / "agents"


def _sources() -> list[tuple[Path, ast.Module]]:
    files = sorted(AGENTS.rglob("*.py"))
    assert len(files) >= 5
    return [(f, ast.parse(f.read_text(encoding="utf-8"))) for f in files]


def test_no_card_name_is_written_in_the_players():
    names = {c.name for c in oldback.cards()}
    found = [f"{f.name}:{node.lineno}: {node.value!r}"
             for f, tree in _sources() for node in ast.walk(tree)
             if isinstance(node, ast.Constant) and isinstance(node.value, str)
             and node.value in names]
    assert found == []


def test_the_players_never_read_a_class_name():
    found = [f"{f.name}:{node.lineno}" for f, tree in _sources() for node in ast.walk(tree)
             if isinstance(node, ast.Attribute) and node.attr in ("__name__", "__qualname__")]
    assert found == []


def test_every_trainer_and_special_energy_with_an_effect_says_what_it_does():
    """Basic Energy and Special Energy that only provide units have nothing to say; every
    other Trainer or Energy card with behaviour carries hints."""
    silent = [c.id for c in oldback.cards() if c.supertype == "Trainer"
              and c.behaviour_id in SCRIPTS and script_of(c).hints == NONE]
    assert silent == []


def test_every_activated_power_and_attack_effect_says_what_it_does():
    silent = []
    for c in oldback.cards():
        if c.supertype != "Pokémon" or c.behaviour_id not in SCRIPTS:
            continue
        script = script_of(c)
        for name, power in script.powers.items():
            if power.activated and power.hints == NONE:
                silent.append(f"{c.id} power {name}")
        for name, attack in script.attacks.items():
            h = attack.hints
            parts = h.parts if h.parts is not None else (h,)
            for p in parts:
                for q in (p, *p.heads, *p.tails):
                    if q == NONE:
                        silent.append(f"{c.id} attack {name}")
    assert silent == []
