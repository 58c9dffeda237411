"""The index of the card vocabulary, generated from the code: docs/vocabulary.md.

    python3 tools/vocabulary.py            # write docs/vocabulary.md, print the figures
    python3 tools/vocabulary.py --check    # exit 1 if docs/vocabulary.md is stale

Every piece of ``oldback/effects/`` (each public class that is a ``Piece``, an
``AttackScript``, a ``CardScript``, a ``PowerScript``, a ``LastingKind``, a ``Count``, a
``Pokemons`` selector or a ``Cards`` selector, and each public module-level function or
constant a card module imports), filed by module (concept): its kind, the hooks of the
effect protocol it answers, its text (its docstring's summary, and a sample of the text it
builds) and the cards that use it.

The cards that use a piece are found in what the cards registered, not in their source:
each card's script is walked (an attack's pieces, a coin's heads and tails, pieces inside
pieces, the Pokémon Powers, a Trainer's steps). A function is used by a card when the
card's script holds what the function returned while the card modules were loaded (the
import is traced for that, so this tool imports ``oldback`` itself, in its own process),
or holds the function itself (a card test such as ``is_trainer``).
"""

from __future__ import annotations

import argparse
import ast
import importlib
import inspect
import os
import pkgutil
import re
import sys
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from types import FrameType, FunctionType, ModuleType
from typing import Any

REPO_ROOT = Path(__file__).resolve().parents[1]
OUTPUT = REPO_ROOT / "docs" / "vocabulary.md"
COMMAND = "python3 tools/vocabulary.py"

#: the modules a card author starts from, shown first; the rest follow by name
FIRST = ("pieces", "select", "define")


# --- what the card modules made while they were loaded ------------------------------------

def load_traced() -> Traced:
    """Import ``oldback``, which registers every card, tracing the functions of
    ``oldback.effects`` the card modules call: what each returned (by ``id`` of the object:
    the objects stay alive, kept in the cards' scripts and here), and which card a function
    that returns nothing registered (its ``card_id``, as ``define.pokemon``)."""
    if "oldback" in sys.modules:
        raise SystemExit("tools/vocabulary.py must import oldback itself (it traces the "
                         "loading of the cards): run it as a script, in a process of its own")
    traced = Traced()

    def profile(frame: FrameType, event: str, arg: Any) -> None:
        if event != "return" or not frame.f_globals.get("__name__", "").startswith(
                "oldback.effects."):
            return
        caller = frame.f_back
        by_card = caller is not None and caller.f_globals.get("__name__", "").startswith(
            "oldback.cards.")
        if arg is not None:
            traced.made.append((frame.f_code, arg, by_card))
        elif by_card and isinstance(frame.f_locals.get("card_id"), str):
            traced.registered[frame.f_code].add(frame.f_locals["card_id"])

    sys.path.insert(0, str(REPO_ROOT))
    # the Python source, even where the vocabulary is installed compiled: a compiled
    # function is neither traced nor has source to read
    os.environ["OLDBACK_PURE"] = "1"
    sys.setprofile(profile)
    try:
        importlib.import_module("oldback")
    finally:
        sys.setprofile(None)
    return traced


@dataclass
class Traced:
    """What the functions of ``oldback.effects`` did while the cards were loaded."""

    #: (function's code, what it returned, whether a card module called it)
    made: list[tuple[Any, Any, bool]] = field(default_factory=list)
    #: function's code → the cards it registered
    registered: dict[Any, set[str]] = field(default_factory=lambda: defaultdict(set))

    def returned(self, cached: set[Any]) -> dict[int, set[Any]]:
        """By ``id`` of an object, the codes of the functions that returned it to a card
        module (or, for a cached function, returned it to anyone: its cached result is
        the one the card gets)."""
        out: dict[int, set[Any]] = defaultdict(set)
        for code, value, by_card in self.made:
            if by_card or code in cached:
                for obj in (value, *value) if isinstance(value, tuple | list) else (value,):
                    out[id(obj)].add(code)
        return out


# --- the vocabulary, read from the modules ------------------------------------------------

@dataclass
class Entry:
    """One piece (a class), or a function or constant the card modules use."""

    name: str
    module: str
    obj: Any
    kind: str = ""
    what: str = "class"  # "class", "function" or "constant"
    hooks: tuple[str, ...] = ()
    signature: str = ""
    summary: str = ""
    sample: str = ""
    sample_card: str = ""
    cards: set[str] = field(default_factory=set)
    contexts: set[str] = field(default_factory=set)
    card_modules: set[str] = field(default_factory=set)
    subclasses: list[str] = field(default_factory=list)
    #: the pieces whose code makes or asks this one
    inside: set[str] = field(default_factory=set)
    #: those of them whose cards are this one's (no card holds it itself)
    through: set[str] = field(default_factory=set)


def effect_modules() -> list[ModuleType]:
    import oldback.effects as package

    names = sorted(info.name for info in pkgutil.walk_packages(package.__path__,
                                                                "oldback.effects."))
    return [importlib.import_module(name) for name in names]


def card_modules() -> list[ModuleType]:
    return [module for name, module in sorted(sys.modules.items())
            if name.startswith("oldback.cards.") and module is not None
            and not name.startswith(("oldback.facts.catalog", "oldback.facts"))]


def concept(module: str) -> str:
    """``oldback.effects.powers.activated`` → ``powers/activated``."""
    return module.removeprefix("oldback.effects.").replace(".", "/")


def summary(doc: str | None) -> str:
    """A docstring's first paragraph, on one line."""
    if not doc:
        return ""
    first = inspect.cleandoc(doc).split("\n\n")[0]
    return " ".join(first.split())


def top_level_names(module: ModuleType) -> dict[str, str]:
    """The names a module assigns at its top level (its own constants, not imported ones),
    each with the ``#:`` comment above it, if any (on one line)."""
    source = inspect.getsource(module)
    lines = source.splitlines()
    names: dict[str, str] = {}
    for node in ast.parse(source).body:
        targets = (node.targets if isinstance(node, ast.Assign)
                   else [node.target] if isinstance(node, ast.AnnAssign) else [])
        comment: list[str] = []
        line = node.lineno - 2
        while line >= 0 and lines[line].startswith("#:"):
            comment.insert(0, lines[line][2:].strip())
            line -= 1
        for target in targets:
            if isinstance(target, ast.Name):
                names[target.id] = " ".join(comment)
    return names


class Vocabulary:
    """The entries of every effect module, with the cards that use each."""

    def __init__(self, traced: Traced):
        from oldback.effects.define import DEFINED
        from oldback.effects.pieces import Piece
        from oldback.effects.select import Cards, Count, Pokemons
        from oldback.engine.scripts import (
            HOOKS,
            LASTING,
            AttackScript,
            CardScript,
            Effect,
            LastingKind,
            PowerScript,
        )

        self.Piece, self.Count, self.Pokemons, self.Cards = Piece, Count, Pokemons, Cards
        self.AttackScript, self.CardScript, self.PowerScript = (AttackScript, CardScript,
                                                                PowerScript)
        self.LastingKind, self.Effect, self.LASTING = LastingKind, Effect, LASTING
        self.HOOKS: tuple[str, ...] = HOOKS
        self.bases: tuple[type, ...] = (Piece, AttackScript, CardScript, PowerScript,
                                        LastingKind, Count, Cards)
        self.names = dict(DEFINED)
        self.modules = effect_modules()
        self.classes: dict[type, Entry] = {}
        self.values: dict[tuple[str, str], Entry] = {}  # (module, name) → entry
        self.by_id: dict[int, list[Entry]] = defaultdict(list)  # objects that are entries
        self.by_code: dict[Any, Entry] = {}
        self.kinds: dict[str, Entry] = {}  # lasting kind word → entry of its class
        self._collect()
        cached = {entry.obj.__wrapped__.__code__ for entry in self.values.values()
                  if entry.what == "function" and hasattr(entry.obj, "__wrapped__")}
        self.returned = traced.returned(cached)
        self.registered = traced.registered
        #: the lasting kinds and pieces each class names in its own code
        self.named = {cls: named_in_code(cls, self.LASTING) for cls in self.classes}
        for cls, (_, inner) in self.named.items():
            for other in inner:
                if other in self.classes and not issubclass(cls, other):
                    self.classes[other].inside.add(cls.__name__)
        self._walk_cards()

    # --- collecting -------------------------------------------------------------------
    def _collect(self) -> None:
        used_by_modules: dict[int, set[str]] = defaultdict(set)
        for module in card_modules():
            for name, value in vars(module).items():
                if not name.startswith("__"):
                    used_by_modules[id(value)].add(module.__name__)
        for module in self.modules:
            own = top_level_names(module)
            for name, value in vars(module).items():
                if name.startswith("_"):
                    continue
                if inspect.isclass(value):
                    if value.__module__ == module.__name__ and issubclass(value, self.bases):
                        self.classes[value] = self._class_entry(name, module, value)
                    continue
                function = getattr(value, "__wrapped__", value)
                if isinstance(function, FunctionType):
                    if function.__module__ != module.__name__:
                        continue
                    what = "function"
                elif name in own and not isinstance(value, ModuleType):
                    what = "constant"
                else:
                    continue
                users = used_by_modules.get(id(value))
                if not users:
                    continue  # not a word the cards are written with
                entry = Entry(name, module.__name__, value, what=what, card_modules=users)
                self._value_entry(entry)
                if what == "constant":
                    entry.summary = own[name]
                self.values[module.__name__, name] = entry
        for cls, entry in self.classes.items():
            subclasses: list[type] = cls.__subclasses__()
            entry.subclasses = sorted(sub.__name__ for sub in subclasses if sub in self.classes)
        for entry in self.classes.values():
            if not entry.sample and issubclass(entry.obj, self.Piece) and takes_nothing(
                    entry.obj):
                entry.sample = sample_text(entry.obj(), self)
        for word, behaviour in self.LASTING.items():
            owner = self.classes.get(type(behaviour))
            if owner is not None:
                self.kinds[word] = owner
                if not owner.sample:
                    owner.sample = str(behaviour.text)

    def _class_entry(self, name: str, module: ModuleType, cls: type) -> Entry:
        entry = Entry(name, module.__name__, cls, summary=summary(vars(cls).get("__doc__")))
        entry.signature = signature(name, cls, self.constant_name)
        hooks = [h for h in self.HOOKS if h in cls.hooks] if issubclass(cls, self.Effect) else []
        if issubclass(cls, self.Piece):
            entry.kind = "piece"
            frame: type = self.Piece
            actions: tuple[str, ...] = ("usable", "pay", "base", "effect", "can_play")
        elif issubclass(cls, self.AttackScript):
            entry.kind = "attack"
            frame, actions = self.AttackScript, ("usable", "pay", "base", "effect")
        elif issubclass(cls, self.PowerScript):
            timing = module.__name__.rpartition(".")[2]
            if timing not in ("activated", "passive", "triggered"):
                timing = "activated" if cls.activated else "works by itself"
            entry.kind = f"Pokémon Power ({timing})"
            frame, actions = self.PowerScript, ("can_use", "use")
        elif issubclass(cls, self.CardScript):
            entry.kind = card_kind(cls, self.CardScript)
            frame, actions = self.CardScript, ("playable", "play", "provides", "can_use", "use")
        elif issubclass(cls, self.LastingKind):
            entry.kind = "lasting kind"
            frame, actions = self.LastingKind, ()
        elif issubclass(cls, self.Pokemons):
            entry.kind = "selector (which Pokémon)"
            frame, actions = self.Pokemons, ()
        elif issubclass(cls, self.Count):
            entry.kind = "count"
            frame, actions = self.Count, ()
        else:
            entry.kind = "selector (which cards)"
            frame, actions = self.Cards, ()
        hooks += [a for a in actions if getattr(cls, a) is not getattr(frame, a)]
        entry.hooks = tuple(hooks)
        return entry

    def _value_entry(self, entry: Entry) -> None:
        value = entry.obj
        if entry.what == "function":
            function = getattr(value, "__wrapped__", value)
            entry.summary = summary(function.__doc__)
            entry.signature = signature(entry.name, function, self.constant_name)
            returns = inspect.signature(function).return_annotation
            entry.kind = ("registers a card" if returns == "None"
                          else f"makes {returns}" if isinstance(returns, str) and returns
                          else "function")
            self.by_code[function.__code__] = entry
            if value is not function:  # a cached function: the card holds the wrapper
                self.by_id[id(value)].append(entry)
            self.by_id[id(function)].append(entry)
            return
        if isinstance(value, self.Pokemons):
            entry.kind = "selector (which Pokémon)"
        elif isinstance(value, self.Count):
            entry.kind = "count"
        elif isinstance(value, self.Cards):
            entry.kind = "selector (which cards)"
        elif callable(value):
            entry.kind = "card test"
        else:
            entry.kind = f"{type(value).__name__} `{value!r}`"
        entry.sample = sample_text(value, self)
        if not isinstance(value, str | int | float | bool | bytes | type(None)):
            self.by_id[id(value)].append(entry)  # a plain value can't be told apart

    def constant_name(self, value: Any) -> str | None:
        """The name of a public effect-module constant that ``value`` is, if any."""
        for module in self.modules:
            for name, candidate in vars(module).items():
                if candidate is value and not name.startswith("_") and name.isupper():
                    return name
        return None

    # --- which cards use what ---------------------------------------------------------
    def _walk_cards(self) -> None:
        from oldback.engine.scripts import SCRIPTS
        from oldback.facts.catalog import card as card_facts

        for card_id in sorted(self.names, key=card_order):
            script = SCRIPTS[card_id]
            seen: set[int] = set()
            supertype = card_facts(card_id).supertype
            if supertype == "Pokémon":
                for part, where in ((script.attacks, "attacks"), (script.powers, "Powers")):
                    for value in part.values():
                        self._visit(card_id, value, where, seen)
                self._visit(card_id, script, "Pokémon cards", seen)
            else:
                where = "Energy cards" if supertype == "Energy" else "Trainers"
                self._visit(card_id, script, where, seen)
            for code, ids in self.registered.items():  # pokemon(…), card(…)
                if card_id in ids and code in self.by_code:
                    self._use(self.by_code[code], card_id,
                              "Pokémon cards" if supertype == "Pokémon" else where, None)
        self._used_inside()
        for entry in self.classes.values():
            if issubclass(entry.obj, self.CardScript) and entry.contexts == {"Pokémon cards"}:
                entry.kind = "Pokémon card (its attacks and Powers)"

    def _used_inside(self) -> None:
        """A piece no card holds, made by the code of pieces that cards hold (Metronome's
        ``WithoutRequirements``), is used by their cards (until nothing changes)."""
        by_name = {entry.name: entry for entry in self.classes.values()}
        changed = True
        while changed:
            changed = False
            for entry in self.classes.values():
                if entry.subclasses or entry.cards and not entry.through:
                    continue
                for name in sorted(entry.inside):
                    outer = by_name[name]
                    if outer.cards - entry.cards:
                        entry.cards |= outer.cards
                        entry.contexts |= outer.contexts
                        entry.through.add(name)
                        changed = True

    def _use(self, entry: Entry, card_id: str, where: str, obj: Any) -> None:
        if not entry.sample_card:  # the first card (in release order) that says something
            text = sample_text(obj, self)
            if text:
                entry.sample, entry.sample_card = text, card_id
        entry.cards.add(card_id)
        entry.contexts.add(where)
        if entry.what == "class":
            for word in self.named[entry.obj][0]:
                self._use_kind(card_id, word, where)

    def _visit(self, card_id: str, obj: Any, where: str, seen: set[int]) -> None:
        if isinstance(obj, str | int | float | bool | bytes | type(None)):
            return
        if id(obj) in seen:
            return
        seen.add(id(obj))
        for entry in self.by_id.get(id(obj), ()):
            self._use(entry, card_id, where, obj)
        for code in self.returned.get(id(obj), ()):
            made_by = self.by_code.get(code)
            if made_by is not None:
                self._use(made_by, card_id, where, obj)
        if isinstance(obj, dict):
            for key, value in obj.items():
                self._visit(card_id, key, where, seen)
                self._visit(card_id, value, where, seen)
            return
        if isinstance(obj, tuple | list | set | frozenset):
            for value in obj:
                self._visit(card_id, value, where, seen)
            return
        if isinstance(obj, FunctionType):
            for cell in obj.__closure__ or ():
                self._visit(card_id, cell.cell_contents, where, seen)
            return
        if inspect.isclass(obj):
            if obj in self.classes:
                self._use(self.classes[obj], card_id, where, obj)
            return
        module = type(obj).__module__
        if not module.startswith(("oldback.effects", "oldback.cards", "oldback.engine.scripts")):
            return
        piece = self.classes.get(type(obj))
        if piece is not None:
            self._use(piece, card_id, where, obj)
        for name, value in sorted(getattr(obj, "__dict__", {}).items()):
            if name == "kind" and isinstance(value, str) and value in self.kinds:
                self._use_kind(card_id, value, where)
            self._visit(card_id, value, where, seen)

    def _use_kind(self, card_id: str, word: str, where: str) -> None:
        entry = self.kinds[word]
        entry.cards.add(card_id)
        entry.contexts.add(where)

    # --- figures ----------------------------------------------------------------------
    def figures(self) -> dict[str, int]:
        pieces = list(self.classes.values())
        unused = [e for e in pieces if not e.cards]
        return {
            "cards": len(self.names),
            "piece classes": len(pieces),
            "used by one card": sum(len(e.cards) == 1 for e in pieces),
            "used by no card": len(unused),
            "used by no card, base classes of others": sum(bool(e.subclasses) for e in unused),
            "functions and constants": len(self.values),
            "functions and constants used by one card": sum(
                len(e.cards) == 1 for e in self.values.values()),
        }

    def by_kind(self) -> dict[str, int]:
        """How many pieces of each kind (a Power by its timing, a card by its kind)."""
        counts: dict[str, int] = defaultdict(int)
        for entry in self.classes.values():
            counts[entry.kind] += 1
        return dict(sorted(counts.items()))


def named_in_code(cls: type, lasting: dict[str, Any]) -> tuple[set[str], set[type]]:
    """The registered lasting kinds and the classes that ``cls`` (or a base of it in
    ``oldback.effects``) names in its own code or class attributes: the kind ``amnesia``
    that ``DisableAttack`` gives, the ``WithoutRequirements`` that ``Metronome`` wraps an
    attack in."""
    words: set[str] = set()
    classes: set[type] = set()

    def read(code: Any, names: dict[str, Any]) -> None:
        for const in code.co_consts:
            if isinstance(const, str) and const in lasting:
                words.add(const)
            elif inspect.iscode(const):
                read(const, names)
        for name in code.co_names:
            value = names.get(name)
            if inspect.isclass(value) and value is not cls:
                classes.add(value)

    for klass in cls.__mro__:
        if not klass.__module__.startswith("oldback.effects."):
            continue
        for value in vars(klass).values():
            if isinstance(value, str) and value in lasting:
                words.add(value)
            for part in (value, getattr(value, "__func__", None),
                         getattr(value, "fget", None), getattr(value, "func", None)):
                if isinstance(part, FunctionType):
                    read(part.__code__, part.__globals__)
    return words, classes


def takes_nothing(cls: type) -> bool:
    """Whether ``cls`` is made with no argument."""
    params = list(inspect.signature(cls).parameters.values())
    return all(p.default is not p.empty or p.kind in (p.VAR_POSITIONAL, p.VAR_KEYWORD)
               for p in params)


def card_kind(cls: type, frame: type) -> str:
    """What kind of card a card script is for."""
    names = {c.__name__ for c in cls.__mro__}
    if "Stadium" in names:
        return "Stadium"
    if getattr(cls, "attaches", False):
        return "attached card (PlusPower, Defender, Tools)"
    if cls.provides is not frame.provides:  # type: ignore[attr-defined]
        return "Special Energy"
    return "Trainer card"


def card_order(card_id: str) -> tuple[int, str, int, str]:
    """Sets in release order, then card numbers in numeric order."""
    from oldback.cards import SET_MODULES

    prefix, _, number = card_id.rpartition("-")
    release = SET_MODULES.index(prefix) if prefix in SET_MODULES else len(SET_MODULES)
    return (release, prefix, int(number) if number.isdigit() else 0, number)


def safe_repr(value: Any, constant_name: Callable[[Any], str | None]) -> str:
    """A default value as a reader would write it (never an address in memory)."""
    if isinstance(value, str | int | float | bool | type(None)):
        return repr(value)
    if isinstance(value, tuple) and all(isinstance(v, str | int | float | bool) for v in value):
        return repr(value)
    name = constant_name(value)
    return name if name is not None else "…"


def signature(name: str, obj: Any, constant_name: Callable[[Any], str | None]) -> str:
    """``name(parameters)`` with their defaults, for a class (its ``__init__``) or a
    function; "" when a class takes no parameter."""
    target = obj
    if inspect.isclass(obj):
        if obj.__init__ is object.__init__:
            return ""
        target = obj.__init__
    params = list(inspect.signature(target).parameters.values())
    if inspect.isclass(obj):
        params = params[1:]  # self
        if not params:
            return ""
    parts: list[str] = []
    star_done = False
    for p in params:
        if p.kind is p.VAR_POSITIONAL:
            parts.append(f"*{p.name}")
            star_done = True
            continue
        if p.kind is p.VAR_KEYWORD:
            parts.append(f"**{p.name}")
            continue
        if p.kind is p.KEYWORD_ONLY and not star_done:
            parts.append("*")
            star_done = True
        text = p.name
        if p.default is not p.empty:
            text += f"={safe_repr(p.default, constant_name)}"
        parts.append(text)
    return f"{name}({', '.join(parts)})"


def sample_text(obj: Any, vocabulary: Vocabulary) -> str:
    """The text ``obj`` builds for a person (a piece's ``describe()``, a script's ``text``,
    a count's words), or ""."""
    if isinstance(obj, vocabulary.Piece):
        try:
            return obj.describe()
        except NotImplementedError:
            return ""
    if isinstance(obj, vocabulary.Pokemons | vocabulary.Cards):
        return str(obj)
    if isinstance(obj, vocabulary.Count):
        words = [w for w in (obj.lead, f"the number of {obj.number}" if obj.number else "",
                             f"for each {obj.each}" if obj.each else "") if w]
        return "; ".join(words)
    if isinstance(obj, vocabulary.AttackScript | vocabulary.Effect):
        return str(getattr(obj, "text", ""))
    return ""


# --- the page ---------------------------------------------------------------------------

def slug(title: str, taken: dict[str, int]) -> str:
    """The anchor GitHub gives a heading (a repeated one gets ``-1``, ``-2`` …)."""
    base = re.sub(r"[^\w\- ]", "", title.lower()).replace(" ", "-")
    n = taken.get(base, 0)
    taken[base] = n + 1
    return base if n == 0 else f"{base}-{n}"


def one_line(text: str) -> str:
    return " ".join(text.split())


def card_list(vocabulary: Vocabulary, ids: set[str]) -> str:
    return ", ".join(f"{i} {vocabulary.names[i]}" for i in sorted(ids, key=card_order))


def render_entry(vocabulary: Vocabulary, entry: Entry, out: list[str]) -> None:
    title = f"{entry.name}()" if entry.what == "function" else entry.name
    out.append(f"### {title}")
    out.append("")
    kind = entry.kind
    if entry.what == "class" and issubclass(entry.obj, vocabulary.LastingKind):
        words = sorted(w for w, e in vocabulary.kinds.items() if e is entry)
        kind += (f", registered as {', '.join(f'`{w}`' for w in words)}" if words
                 else ", not registered")
        if not entry.obj.clears_on_leave:
            kind += " (a marker: stays on the Bench)"
    if entry.contexts:
        kind += f" — in {', '.join(sorted(entry.contexts))}"
    out.append(f"- **kind**: {kind}")
    if entry.signature:
        out.append(f"- **call**: `{entry.signature}`")
    if entry.hooks:
        out.append(f"- **answers**: {', '.join(f'`{h}`' for h in entry.hooks)}")
    if entry.subclasses:
        out.append(f"- **refined by**: {', '.join(entry.subclasses)}")
    if entry.inside and not entry.subclasses:
        out.append(f"- **used inside**: {', '.join(sorted(entry.inside))}")
    if entry.summary:
        out.append(f"- **text**: {entry.summary}")
    if entry.sample:
        where = (f" ({entry.sample_card} {vocabulary.names[entry.sample_card]})"
                 if entry.sample_card else "")
        out.append(f"- **sample**{where}: “{one_line(entry.sample)}”")
    if entry.cards:
        through = (f" (through {', '.join(sorted(entry.through))})" if entry.through
                   else "")
        out.append(f"- **used by {len(entry.cards)} card{'s' if len(entry.cards) != 1 else ''}"
                   f"**{through}: {card_list(vocabulary, entry.cards)}")
    elif entry.what == "constant" and isinstance(entry.obj, str | int | float | bool):
        modules = ", ".join(sorted(m.removeprefix("oldback.cards.") for m in entry.card_modules))
        out.append(f"- **imported by the card modules**: {modules}")
    else:
        out.append("- **used by no card**")
    out.append("")


def render(vocabulary: Vocabulary) -> str:
    figures = vocabulary.figures()
    by_module: dict[str, list[Entry]] = defaultdict(list)
    for entry in (*vocabulary.classes.values(), *vocabulary.values.values()):
        by_module[entry.module].append(entry)
    modules = [m for m in vocabulary.modules if by_module.get(m.__name__)]
    first = {f"oldback.effects.{name}": i for i, name in enumerate(FIRST)}
    modules.sort(key=lambda m: (first.get(m.__name__, len(FIRST)), m.__name__))

    out = [
        "# The card vocabulary",
        "",
        f"Generated from the code by `{COMMAND}`: do not edit by hand. "
        f"`{COMMAND} --check` (run by the tests) fails when this page is stale.",
        "",
        "A card is written in the pieces below (`oldback/effects/`, one module per concept); "
        "each entry gives the piece's kind, how it is called, the hooks of the effect protocol "
        "it answers (the methods of `oldback.engine.scripts.Effect` it overrides, and the "
        "attack, Trainer or Power methods: `usable`, `pay`, `base`, `effect`, `can_play`, "
        "`playable`, `play`, `provides`, `can_use`, `use`), its text (its docstring's first "
        "paragraph, and a sample of the text it builds, from the first card that uses it) and "
        "the cards that use it, found by walking every registered card's script (attacks, "
        "coins' heads and tails, pieces inside pieces, Powers, Trainer steps). A lasting kind "
        "is used by a card whose pieces name its word.",
        "",
        f"**{figures['piece classes']} pieces** (classes); "
        f"**{figures['used by no card']} used by no card** "
        f"({figures['used by no card, base classes of others']} of them refined by other "
        f"pieces); **{figures['used by one card']} used by exactly one card**; "
        f"{figures['functions and constants']} functions and constants used by the card "
        f"modules; {figures['cards']} cards with behaviour.",
        "",
        "Pieces by kind: " + "; ".join(f"{kind} {n}"
                                       for kind, n in vocabulary.by_kind().items()) + ".",
        "",
        "## Contents",
        "",
    ]
    taken: dict[str, int] = {"contents": 1, "the-card-vocabulary": 1}
    anchors: dict[str, str] = {}
    for module in modules:
        title = concept(module.__name__)
        anchors[module.__name__] = slug(title, taken)
    entry_anchor: dict[int, str] = {}
    for module in modules:
        for entry in ordered(by_module[module.__name__]):
            title = f"{entry.name}()" if entry.what == "function" else entry.name
            entry_anchor[id(entry)] = slug(title, taken)
    for module in modules:
        entries = by_module[module.__name__]
        pieces = sum(e.what == "class" for e in entries)
        out.append(f"- [{concept(module.__name__)}](#{anchors[module.__name__]}) — "
                   f"{pieces} pieces, {len(entries) - pieces} functions and constants: "
                   + ", ".join(f"[{e.name}](#{entry_anchor[id(e)]})"
                               for e in ordered(entries)))
    out.append("")
    for module in modules:
        out.append(f"## {concept(module.__name__)}")
        out.append("")
        out.append(f"`{module.__name__.replace('.', '/')}.py`")
        out.append("")
        doc = inspect.cleandoc(module.__doc__ or "")
        if doc:
            out.extend(" ".join(p.split()) + "\n" for p in doc.split("\n\n"))
        for entry in ordered(by_module[module.__name__]):
            render_entry(vocabulary, entry, out)
    return "\n".join(out).rstrip("\n") + "\n"


def ordered(entries: list[Entry]) -> list[Entry]:
    """The pieces by name, then the functions and constants by name."""
    return sorted(entries, key=lambda e: (e.what != "class", e.name.lower(), e.name))


# --- the command --------------------------------------------------------------------------

def generate() -> tuple[str, dict[str, int]]:
    vocabulary = Vocabulary(load_traced())
    return render(vocabulary), vocabulary.figures()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true",
                        help="exit 1 if the index differs from what the code generates")
    parser.add_argument("--file", type=Path, default=OUTPUT,
                        help="the index to write or check (default: docs/vocabulary.md)")
    args = parser.parse_args(argv)
    text, figures = generate()
    path: Path = args.file
    shown = path.relative_to(REPO_ROOT) if path.is_relative_to(REPO_ROOT) else path
    if args.check:
        current = path.read_text(encoding="utf-8") if path.exists() else None
        if current != text:
            state = "missing" if current is None else "stale"
            print(f"{shown} is {state}: it differs from what the code generates; "
                  f"regenerate it with `{COMMAND}` and commit it", file=sys.stderr)
            return 1
        print(f"{shown} is up to date")
        return 0
    path.write_text(text, encoding="utf-8")
    print(f"wrote {shown}")
    for name, value in figures.items():
        print(f"{name}: {value}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
