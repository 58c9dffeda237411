"""The card catalog: every printing of the fourteen WotC-era sets, read from the facts table.

The table lives in ``oldback/facts/<set>.tsv`` (written by ``tools/transcribe_facts.py``)
and is loaded on first use::

    card("base1-20")            # by id
    card("Electabuzz")          # by exact name: the earliest printing
    card("Fire")                # a basic Energy shorthand: the Base Set printing
    cards("base1")              # one set in number order; cards() = all sets in release order
    card_by_set_number("BS", 20)
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from oldback.card import LETTER_TYPE, Attack, Card, Power, Stage, Supertype
from oldback.facts import read

__all__ = [
    "BASIC_ENERGY_SHORTHANDS",
    "SETS",
    "SET_ABBREVIATIONS",
    "SET_NAMES",
    "card",
    "card_by_set_number",
    "cards",
    "set_code",
]

# Release order (release date, then set id), as in the reference sets list.
SETS: tuple[str, ...] = (
    "base1",
    "base2",
    "basep",
    "base3",
    "base4",
    "base5",
    "gym1",
    "gym2",
    "neo1",
    "neo2",
    "si1",
    "neo3",
    "neo4",
    "base6",
)
SET_NAMES: dict[str, str] = {
    "base1": "Base Set",
    "base2": "Jungle",
    "basep": "Wizards Black Star Promos",
    "base3": "Fossil",
    "base4": "Base Set 2",
    "base5": "Team Rocket",
    "gym1": "Gym Heroes",
    "gym2": "Gym Challenge",
    "neo1": "Neo Genesis",
    "neo2": "Neo Discovery",
    "si1": "Southern Islands",
    "neo3": "Neo Revelation",
    "neo4": "Neo Destiny",
    "base6": "Legendary Collection",
}
SET_ABBREVIATIONS: dict[str, str] = {
    "BS": "base1",
    "JU": "base2",
    "FO": "base3",
    "PR": "basep",
    "B2": "base4",
    "TR": "base5",
    "G1": "gym1",
    "G2": "gym2",
    "N1": "neo1",
    "N2": "neo2",
    "N3": "neo3",
    "N4": "neo4",
    "SI": "si1",
    "LC": "base6",
}
# "Fire" and the like name the Base Set basic Energy card of that type.
BASIC_ENERGY_SHORTHANDS: dict[str, str] = {
    "Grass": "base1-99",
    "Fire": "base1-98",
    "Water": "base1-102",
    "Lightning": "base1-100",
    "Psychic": "base1-101",
    "Fighting": "base1-97",
}

COLUMNS = (
    "number",
    "name",
    "supertype",
    "stage",
    "hp",
    "types",
    "evolves_from",
    "evolves_to",
    "weakness",
    "resistance",
    "retreat",
    "level",
    "kind",
    "attacks",
    "powers",
    "reprint_of",
)


@dataclass(frozen=True)
class _Index:
    by_id: dict[str, Card]
    by_name: dict[str, Card]  # name -> earliest printing
    by_set: dict[str, tuple[Card, ...]]  # set -> cards in number order


def _types(letters: str) -> tuple[str, ...]:
    return tuple(LETTER_TYPE[ch] for ch in letters)


def _attacks(cell: str) -> tuple[Attack, ...]:
    if not cell:
        return ()
    out = []
    for part in cell.split(" | "):
        name, cost, damage, flag = part.split(";")
        if flag not in ("T", "-"):
            raise ValueError(f"bad text flag {flag!r} in attack {part!r}")
        out.append(Attack(name=name, cost=_types(cost), damage=damage, has_text=flag == "T"))
    return tuple(out)


def _powers(cell: str) -> tuple[Power, ...]:
    if not cell:
        return ()
    out = []
    for part in cell.split(" | "):
        name, kind = part.split(";")
        out.append(Power(name=name, kind=kind))
    return tuple(out)


def _optional_int(cell: str) -> int | None:
    return int(cell) if cell else None


def _parse(set_code: str, text: str) -> list[Card]:
    lines = text.splitlines()
    if not lines or tuple(lines[0].split("\t")) != COLUMNS:
        raise ValueError(f"facts table {set_code}.tsv: unexpected header")
    out = []
    for lineno, line in enumerate(lines[1:], start=2):
        if not line:
            continue
        values = line.split("\t")
        if len(values) != len(COLUMNS):
            raise ValueError(
                f"facts table {set_code}.tsv line {lineno}: "
                f"{len(values)} cells, expected {len(COLUMNS)}"
            )
        row = dict(zip(COLUMNS, values, strict=True))
        try:
            number = int(row["number"])
            out.append(
                Card(
                    id=f"{set_code}-{number}",
                    name=row["name"],
                    set=set_code,
                    number=number,
                    supertype=Supertype(row["supertype"]),
                    stage=Stage(row["stage"]) if row["stage"] else None,
                    hp=_optional_int(row["hp"]),
                    types=_types(row["types"]),
                    evolves_from=row["evolves_from"] or None,
                    weakness=row["weakness"] or None,
                    resistance=row["resistance"] or None,
                    retreat_cost=int(row["retreat"] or 0),
                    attacks=_attacks(row["attacks"]),
                    powers=_powers(row["powers"]),
                    level=_optional_int(row["level"]),
                    kind=row["kind"] or None,
                    reprint_of=row["reprint_of"] or None,
                    evolves_to=tuple(row["evolves_to"].split(" | ")) if row["evolves_to"] else (),
                )
            )
        except (KeyError, ValueError) as exc:
            raise ValueError(f"facts table {set_code}.tsv line {lineno}: {exc}") from exc
    out.sort(key=lambda c: c.number)
    return out


@cache
def _index() -> _Index:
    by_id: dict[str, Card] = {}
    by_name: dict[str, Card] = {}
    by_set: dict[str, tuple[Card, ...]] = {}
    for set_code in SETS:
        set_cards = _parse(set_code, read(f"{set_code}.tsv"))
        by_set[set_code] = tuple(set_cards)
        for c in set_cards:
            if c.id in by_id:
                raise ValueError(f"facts table: duplicate card id {c.id}")
            by_id[c.id] = c
            by_name.setdefault(c.name, c)  # sets are read in release order
    return _Index(by_id=by_id, by_name=by_name, by_set=by_set)


def set_code(name: str) -> str:
    """The set code for a set code or a printed abbreviation (``"BS"`` -> ``"base1"``)."""
    if name in SET_NAMES:
        return name
    code = SET_ABBREVIATIONS.get(name) or SET_ABBREVIATIONS.get(name.upper())
    if code is None:
        raise KeyError(
            f"unknown set {name!r}; known sets: {', '.join(SETS)} "
            f"(or {', '.join(SET_ABBREVIATIONS)})"
        )
    return code


def _digits(text: str) -> bool:
    """Whether ``text`` may be a card number: at most 9 ASCII digits (``"²"`` is a digit
    to ``str.isdigit`` but no number to ``int``; no set has a card numbered higher)."""
    return len(text) <= 9 and text.isascii() and text.isdigit()


def _unknown(ref: str) -> KeyError:
    index = _index()
    shown = repr(ref) if len(ref) <= 80 else repr(ref[:80]) + "…"
    message = f"unknown card reference {shown}"
    set_part, sep, number = ref.rpartition("-")
    if sep and _digits(number) and (set_part in SET_NAMES or set_part in SET_ABBREVIATIONS):
        code = set_code(set_part)
        numbers = [c.number for c in index.by_set[code]]
        return KeyError(
            f"{message}: {SET_NAMES[code]} ({code}) has cards {min(numbers)} to {max(numbers)}"
        )
    import difflib  # (here: only a reference that names no card needs it)

    names = [*index.by_name, *BASIC_ENERGY_SHORTHANDS]
    close = difflib.get_close_matches(ref, names, n=3, cutoff=0.75)
    if not close:
        folded = {n.casefold(): n for n in names}
        close = [folded[m] for m in difflib.get_close_matches(ref.casefold(), folded, n=3)]
    if close:
        message += "; did you mean " + ", ".join(repr(n) for n in close) + "?"
    return KeyError(message)


def card(ref: str) -> Card:
    """A card by id (``"base1-20"``, also ``"BS-20"``), basic Energy shorthand, or exact name.

    A name gives the earliest printing of that exact name. Raises ``KeyError`` for an
    unknown reference, suggesting close names.
    """
    if not isinstance(ref, str):
        raise KeyError(f"a card reference is a string, not {ref!r}")
    found = find(ref)
    if found is None:
        raise _unknown(ref)
    return found


def find(ref: str) -> Card | None:
    """``card(ref)``, or None for an unknown reference (without looking for close names,
    which ``card``'s error does at some cost: for a caller that asks of any word)."""
    index = _index()
    found = index.by_id.get(ref)
    if found is not None:
        return found
    if ref in BASIC_ENERGY_SHORTHANDS:
        return index.by_id[BASIC_ENERGY_SHORTHANDS[ref]]
    found = index.by_name.get(ref)
    if found is not None:
        return found
    set_part, sep, number = ref.rpartition("-")
    if sep and _digits(number) and set_part.upper() in SET_ABBREVIATIONS:
        return index.by_id.get(f"{SET_ABBREVIATIONS[set_part.upper()]}-{int(number)}")
    return None


def cards(set: str | None = None) -> list[Card]:
    """One set's cards in number order, or (no set) all cards in release order."""
    index = _index()
    if set is None:
        return [c for code in SETS for c in index.by_set[code]]
    return list(index.by_set[set_code(set)])


def card_by_set_number(set_code_or_abbreviation: str, number: int | str) -> Card:
    """The card with that number in that set (a code such as ``base1`` or ``BS``)."""
    code = set_code(set_code_or_abbreviation)
    try:
        ref = f"{code}-{int(number)}"
    except (TypeError, ValueError):
        raise KeyError(f"bad card number {number!r} for set {code}") from None
    try:
        return _index().by_id[ref]
    except KeyError:
        raise _unknown(ref) from None
