"""Looking cards up: by id or name, set, type and our own card text; a card described.

Used by ``oldback cards`` and by the ``card`` command of the terminal game. The text
shown is the project's own (the card scripts' ``text``), next to the printed facts.
"""

from __future__ import annotations

import unicodedata

from oldback.card import LETTER_TYPE, TYPES, Card
from oldback.engine.energy import basic_type

SUPERTYPES = {"pokemon": "Pokémon", "trainer": "Trainer", "energy": "Energy"}


def plain(text: str) -> str:
    """Text compared loosely: no accents, no case, single spaces."""
    decomposed = unicodedata.normalize("NFKD", text)
    bare = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    return " ".join(bare.casefold().split())


def exact(ref: str) -> Card | None:
    """The card an id (``base1-20``, ``BS-20``), shorthand or exact name names, or None."""
    from oldback.facts.catalog import card

    try:
        return card(ref.strip())
    except KeyError:
        return None


def find(query: str, pool: list[Card] | None = None) -> list[Card]:
    """Cards for a query: the one card an id names, else every card whose name
    contains the query (accents and case ignored), in release order."""
    from oldback.facts.catalog import cards

    pool = cards() if pool is None else pool
    query = query.strip()
    hit = exact(query)
    if hit is not None and (hit.id == query or "-" in query and hit.name != query):
        # an id (or a set abbreviation and number): that one printing
        return [c for c in pool if c.id == hit.id]
    want = plain(query)
    return [c for c in pool if want in plain(c.name)]


def energy_type(c: Card) -> str | None:
    """The type of a basic Energy card (``Fighting Energy`` -> ``Fighting``)."""
    if c.supertype == "Energy" and c.kind == "Basic":
        found = basic_type(c)
        return found if found in TYPES else None
    return None


def type_name(word: str) -> str:
    """A type, supertype or kind as the user wrote it, checked (ValueError explains)."""
    w = plain(word)
    for t in TYPES:
        if w == t.casefold():
            return t
    if word.upper() in LETTER_TYPE:
        return LETTER_TYPE[word.upper()]
    if w in SUPERTYPES:
        return SUPERTYPES[w]
    kinds = {"stadium", "pokemon tool", "technical machine", "rocket's secret machine",
             "special", "basic", "stage 1", "stage 2", "baby"}
    if w in kinds:
        return w
    raise ValueError(f"unknown type {word!r}: use a type ({', '.join(TYPES)}), Pokémon, "
                     "Trainer, Energy, a stage (Basic, Stage 1, Stage 2, Baby), or a kind "
                     "(Stadium, Pokémon Tool, Technical Machine, Special)")


def has_type(c: Card, wanted: str) -> bool:
    """Whether the card is of a type (``type_name``'s answer)."""
    if wanted in TYPES:
        return wanted in c.types or energy_type(c) == wanted
    if wanted in SUPERTYPES.values():
        return c.supertype == wanted
    return plain(c.kind or "") == wanted or plain(c.stage or "") == wanted


def texts(c: Card) -> list[str]:
    """Our own text of the card: its script's text, attack and power texts, with their names."""
    from oldback.engine.scripts import script_of

    script = script_of(c)
    out = [script.text] if script.text else []
    for p in c.powers:
        out.append(p.name)
        if p.name in script.powers:
            out.append(script.powers[p.name].text)
    for a in c.attacks:
        out.append(a.name)
        if a.name in script.attacks:
            out.append(script.attacks[a.name].text)
    return [t for t in out if t]


def search(query: str | None = None, set: str | None = None, type: str | None = None,
           text: str | None = None) -> list[Card]:
    """Every card matching all the filters given (KeyError/ValueError for a bad set/type)."""
    from oldback.facts.catalog import cards, set_code

    pool = cards(set_code(set)) if set else cards()
    if query:
        pool = find(query, pool)
    if type:
        wanted = type_name(type)
        pool = [c for c in pool if has_type(c, wanted)]
    if text:
        want = plain(text)
        pool = [c for c in pool if any(want in plain(t) for t in texts(c))]
    return pool


def summary(c: Card) -> str:
    """One line: id, name, supertype and stage or kind."""
    kind = c.stage or c.kind or ""
    types = "/".join(c.types) or energy_type(c) or ""
    return f"{c.id:<10} {c.name:<28} {c.supertype:<8} {kind:<9} {types}".rstrip()


def describe(c: Card) -> list[str]:
    """The card's facts and our text, a few lines of plain text."""
    from oldback.engine.scripts import missing_behaviour, script_of
    from oldback.facts.catalog import SET_NAMES

    head = f"{c.name} ({c.id}) — {c.supertype}"
    if c.stage:
        head += f", {c.stage}"
    if c.kind and c.kind != c.supertype:
        head += f", {c.kind}"
    lines = [head, f"{SET_NAMES.get(c.set, c.set)} #{c.number}"
             + (f", level {c.level}" if c.level else "")
             + (f", reprint of {c.reprint_of}" if c.reprint_of else "")]
    if c.hp:
        lines.append(f"HP {c.hp}  type {'/'.join(c.types) or '-'}  weakness {c.weakness or '-'}  "
                     f"resistance {c.resistance or '-'}  retreat {c.retreat_cost}")
    if c.evolves_from:
        lines.append(f"evolves from {c.evolves_from}")
    if c.evolves_to:
        lines.append(f"evolves into {', '.join(c.evolves_to)}")
    script = script_of(c)
    for p in c.powers:
        text = script.powers[p.name].text if p.name in script.powers else ""
        lines.append(f"{p.kind}: {p.name}. {text}".rstrip())
    for a in c.attacks:
        text = script.attacks[a.name].text if a.name in script.attacks else ""
        damage = f" {a.damage}" if a.damage else ""
        lines.append(f"[{' '.join(a.cost) or 'no cost'}] {a.name}{damage}. {text}".rstrip())
    if script.text:
        lines.append(script.text)
    gaps = missing_behaviour(c)
    if gaps:
        lines.append(f"not implemented yet: {', '.join(gaps)}")
    return lines
