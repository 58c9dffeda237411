"""Transcribe card facts from the public reference data into the project's own TSV table.

Usage::

    python tools/transcribe_facts.py [REFERENCE_DIR]

REFERENCE_DIR is a folder in the pokemontcg.io layout (``cards/<set>.json`` and
``sets.json``); it defaults to ``../shared/reference`` relative to the repository root.
One ``oldback/facts/<set>.tsv`` is written per set.

Only facts are written: names, numbers, types, costs, printed damage, whether an
attack has text, Power names and kinds, the kind of Trainer or Energy card, and which
earlier printing a card reprints. Card text (attack, rules and flavor text) is read
only to decide Trainer kinds, "has text" flags and reprints; it is never written out.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import Counter, defaultdict
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[1]
OUT_DIR = REPO_ROOT / "oldback" / "cards" / "facts"
DEFAULT_REFERENCE = REPO_ROOT.parent / "shared" / "reference"

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
TYPE_LETTER = {
    "Grass": "G",
    "Fire": "R",
    "Water": "W",
    "Lightning": "L",
    "Psychic": "P",
    "Fighting": "F",
    "Darkness": "D",
    "Metal": "M",
    "Colorless": "C",
}
STAGES = ("Basic", "Stage 1", "Stage 2", "Baby")
POWER_KINDS = ("Pokémon Power", "Poké-Body")
# Kinds printed on the card that no rules text spells out: taken from the data's subtype.
LABEL_KINDS = ("Rocket's Secret Machine", "Goldenrod Game Corner")
TRAINERS_WITH_HP = ("Clefairy Doll", "Mysterious Fossil")


class TranscriptionError(Exception):
    """The reference data does not fit the table's format; nothing is guessed."""


def fail(card: dict, message: str) -> None:
    raise TranscriptionError(f"{card.get('id', '?')} {card.get('name', '?')}: {message}")


def load_reference(ref: Path) -> tuple[list[str], dict[str, list[dict]]]:
    """The set ids in release order and each set's cards."""
    sets = json.loads((ref / "sets.json").read_text(encoding="utf-8"))
    order = [s["id"] for s in sorted(sets, key=lambda s: (s["releaseDate"], s["id"]))]
    cards = {}
    for set_id in order:
        path = ref / "cards" / f"{set_id}.json"
        cards[set_id] = json.loads(path.read_text(encoding="utf-8"))
    extra = {p.stem for p in (ref / "cards").glob("*.json")} - set(order)
    if extra:
        raise TranscriptionError(f"card files without an entry in sets.json: {sorted(extra)}")
    return order, cards


def check_cell(card: dict, value: str, what: str, forbidden: str = "\t\n\r") -> str:
    for ch in forbidden:
        if ch in value:
            fail(card, f"{what} {value!r} contains {ch!r}")
    return value


def digits(card: dict, value: str | None, what: str) -> str:
    if value is None:
        return ""
    if not value.isdigit():
        fail(card, f"{what} {value!r} is not a whole number")
    return str(int(value))


def one_type(card: dict, key: str, value: str) -> str:
    entries = card.get(key) or []
    if len(entries) > 1:
        fail(card, f"more than one entry in {key}")
    if not entries:
        return ""
    entry = entries[0]
    if entry.get("value") != value:
        fail(card, f"{key} value {entry.get('value')!r}, expected {value!r}")
    if entry["type"] not in TYPE_LETTER:
        fail(card, f"unknown type {entry['type']!r} in {key}")
    return entry["type"]


def letters(card: dict, types: list[str]) -> str:
    for t in types:
        if t not in TYPE_LETTER:
            fail(card, f"unknown type {t!r}")
    return "".join(TYPE_LETTER[t] for t in types)


def trainer_kind(card: dict) -> str:
    """Decide a Trainer's kind from its rules text and name, checked against the subtypes."""
    text = " ".join(card.get("rules") or [])
    subtypes = card.get("subtypes") or []
    if len(subtypes) > 1:
        fail(card, f"several subtypes {subtypes}")
    tagged = subtypes[0] if subtypes else None
    found = []
    if "Technical Machine" in card["name"] or "Technical Machine" in text:
        found.append("Technical Machine")
    if re.search(r"\bAttach\b", text) and "Pokémon Tool" in text:
        found.append("Pokémon Tool")
    if "stays in play" in text or re.search(r"\bStadium card comes into play\b", text):
        found.append("Stadium")
    if tagged in LABEL_KINDS:
        found.append(tagged)
    if len(found) > 1:
        fail(card, f"several Trainer kinds fit: {found}")
    kind = found[0] if found else "Trainer"
    if tagged is not None and tagged != kind:
        fail(card, f"text says {kind!r} but the data tags it {tagged!r}")
    return kind


def attack_cell(card: dict) -> str:
    parts = []
    for a in card.get("attacks") or []:
        name = check_cell(card, a["name"], "attack name", "\t\n\r;|")
        cost = letters(card, a.get("cost") or [])
        if a.get("convertedEnergyCost", len(a.get("cost") or [])) != len(a.get("cost") or []):
            fail(card, f"attack {name!r}: cost and converted cost disagree")
        damage = check_cell(card, (a.get("damage") or "").replace("×", "x"), "damage", "\t\n\r;|")
        if damage and not re.fullmatch(r"\d+[x+-]?|\?", damage):
            fail(card, f"attack {name!r}: unexpected printed damage {damage!r}")
        parts.append(f"{name};{cost};{damage};{'T' if (a.get('text') or '').strip() else '-'}")
    return " | ".join(parts)


def power_cell(card: dict) -> str:
    parts = []
    for p in card.get("abilities") or []:
        name = check_cell(card, p["name"], "power name", "\t\n\r;|")
        if p.get("type") not in POWER_KINDS:
            fail(card, f"power {name!r} of unknown kind {p.get('type')!r}")
        parts.append(f"{name};{p['type']}")
    return " | ".join(parts)


def row(card: dict) -> dict[str, str]:
    """The facts of one card as TSV cells (reprint_of filled in later)."""
    supertype = card["supertype"]
    subtypes = card.get("subtypes") or []
    cells = dict.fromkeys(COLUMNS, "")
    cells["number"] = digits(card, card["number"], "number")
    cells["name"] = check_cell(card, card["name"], "name", "\t\n\r;|")
    cells["supertype"] = supertype
    cells["hp"] = digits(card, card.get("hp"), "hp")
    cells["level"] = digits(card, card.get("level"), "level")
    retreat = card.get("retreatCost") or []
    if any(t != "Colorless" for t in retreat):
        fail(card, f"non-Colorless retreat cost {retreat}")
    if card.get("convertedRetreatCost", len(retreat)) != len(retreat):
        fail(card, "retreat cost and converted retreat cost disagree")
    if supertype == "Pokémon":
        if len(subtypes) != 1 or subtypes[0] not in STAGES:
            fail(card, f"unexpected Pokémon subtypes {subtypes}")
        cells["stage"] = subtypes[0]
        if not cells["hp"]:
            fail(card, "Pokémon without HP")
        if not card.get("types"):
            fail(card, "Pokémon without a type")
        cells["types"] = letters(card, card["types"])
        cells["evolves_from"] = check_cell(card, card.get("evolvesFrom") or "", "evolves from")
        if bool(cells["evolves_from"]) != (cells["stage"] in ("Stage 1", "Stage 2")):
            fail(card, f"stage {cells['stage']} with evolves-from {cells['evolves_from']!r}")
        if cells["stage"] == "Baby":
            names = [check_cell(card, n, "evolves to", "\t\n\r;|") for n in card["evolvesTo"]]
            cells["evolves_to"] = " | ".join(names)
        cells["weakness"] = one_type(card, "weaknesses", "×2")
        cells["resistance"] = one_type(card, "resistances", "-30")
        cells["retreat"] = str(len(retreat))
        cells["attacks"] = attack_cell(card)
        cells["powers"] = power_cell(card)
        if not cells["attacks"] and not cells["powers"]:
            fail(card, "Pokémon with neither attacks nor powers")
    else:
        for key in (
            "types",
            "evolvesFrom",
            "weaknesses",
            "resistances",
            "retreatCost",
            "attacks",
            "abilities",
            "level",
        ):
            if card.get(key):
                fail(card, f"{supertype} card with {key}")
        if cells["hp"] and not (supertype == "Trainer" and card["name"] in TRAINERS_WITH_HP):
            fail(card, f"{supertype} card with HP")
        if supertype == "Trainer":
            cells["kind"] = trainer_kind(card)
        elif supertype == "Energy":
            if len(subtypes) != 1 or subtypes[0] not in ("Basic", "Special"):
                fail(card, f"unexpected Energy subtypes {subtypes}")
            cells["kind"] = subtypes[0]
        else:
            fail(card, f"unknown supertype {supertype!r}")
    return cells


def _same(text: str | None) -> str:
    """Text for comparison only: identical up to spacing."""
    return re.sub(r"\s+", "", text or "")


def behaviour_key(card: dict, cells: dict[str, str]) -> tuple:
    """Everything that must be identical for two printings to behave the same.

    The level is left out (it has no effect in play); the texts are compared in full.
    """
    facts = tuple(cells[c] for c in COLUMNS if c not in ("number", "level", "reprint_of"))
    attacks = tuple(_same(a.get("text")) for a in card.get("attacks") or [])
    powers = tuple(_same(p.get("text")) for p in card.get("abilities") or [])
    rules = tuple(_same(r) for r in card.get("rules") or [])
    return facts, attacks, powers, rules


# Base Set 2 rewords these printings without changing what they do (it spells out
# "remove all of them", "you can't add more than 20", "your own Pokémon" …); each is
# the same card as the original, read side by side.
SAME_BEHAVIOUR = {
    "base4-2": "base1-2", "base4-9": "base1-9", "base4-10": "base1-10",
    "base4-13": "base1-12", "base4-15": "base1-13", "base4-24": "base1-20",
    "base4-25": "base1-21", "base4-27": "base2-6", "base4-34": "base2-33",
    "base4-88": "base1-59", "base4-93": "base1-63", "base4-97": "base2-63",
    "base4-102": "base1-73", "base4-108": "base1-79", "base4-117": "base1-90",
    "base4-123": "base1-95",
    "base3-29": "base3-14",
    # Legendary Collection rewords these ("affected by a Special Condition", which the spec
    # plays as the original "Asleep, Confused, or Paralyzed"; "or this attack does
    # nothing"; "switches ... if any" …) without changing what they do: docs/rulings.md.
    "base6-1": "base1-1", "base6-3": "base1-4", "base6-4": "base5-3", "base6-7": "base5-83",
    "base6-10": "base2-3", "base6-11": "base3-5", "base6-13": "base3-7",
    "base6-15": "base1-8", "base6-16": "base3-13", "base6-17": "base1-12",
    "base6-18": "base1-15", "base6-19": "base1-16", "base6-21": "base2-33",
    "base6-22": "base2-2", "base6-34": "base1-22", "base6-35": "base2-45",
    "base6-36": "base1-23", "base6-37": "base1-24", "base6-38": "base5-33",
    "base6-39": "base5-46", "base6-46": "base3-6", "base6-48": "base3-50",
    "base6-49": "base1-32", "base6-57": "base3-52", "base6-64": "base2-11",
    "base6-70": "base1-46", "base6-73": "base5-54", "base6-82": "base2-57",
    "base6-85": "base1-57", "base6-90": "base2-61", "base6-96": "base3-56",
    "base6-100": "base5-81", "base6-101": "base5-82", "base6-102": "base1-76",
    "base6-109": "base3-62",
}


def transcribe(ref: Path, out: Path) -> dict:
    order, by_set = load_reference(ref)
    rows: dict[str, list[dict[str, str]]] = {}
    first: dict[tuple, str] = {}
    first_facts: dict[tuple, str] = {}
    near_misses: list[tuple[str, str]] = []
    reprints: Counter[str] = Counter()
    kinds: Counter[str] = Counter()
    ids = set()
    for set_id in order:
        cards = sorted(by_set[set_id], key=lambda c: int(digits(c, c["number"], "number")))
        numbers = [int(c["number"]) for c in cards]
        if len(set(numbers)) != len(numbers):
            raise TranscriptionError(f"{set_id}: duplicate card numbers")
        rows[set_id] = []
        for card in cards:
            if card["id"] != f"{set_id}-{card['number']}":
                fail(card, f"id does not match set {set_id} and number {card['number']}")
            ids.add(card["id"])
            cells = row(card)
            key = behaviour_key(card, cells)
            if card["id"] in SAME_BEHAVIOUR:
                cells["reprint_of"] = SAME_BEHAVIOUR[card["id"]]
                reprints[set_id] += 1
            elif key in first:
                cells["reprint_of"] = first[key]
                reprints[set_id] += 1
            else:
                first[key] = card["id"]
                if key[0] in first_facts:
                    near_misses.append((card["id"], first_facts[key[0]]))
            first_facts.setdefault(key[0], card["id"])
            if card["supertype"] != "Pokémon":
                kinds[f"{card['supertype']}: {cells['kind']}"] += 1
            rows[set_id].append(cells)
    out.mkdir(parents=True, exist_ok=True)
    for set_id, set_rows in rows.items():
        lines = ["\t".join(COLUMNS)]
        for cells in set_rows:
            lines.append("\t".join(check_cell({"id": set_id}, cells[c], c) for c in COLUMNS))
        (out / f"{set_id}.tsv").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return {
        "order": order,
        "counts": {s: len(r) for s, r in rows.items()},
        "kinds": kinds,
        "reprints": reprints,
        "near_misses": near_misses,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("reference", nargs="?", type=Path, default=DEFAULT_REFERENCE)
    parser.add_argument("--out", type=Path, default=OUT_DIR)
    args = parser.parse_args(argv)
    try:
        report = transcribe(args.reference, args.out)
    except TranscriptionError as exc:
        print(f"transcribe_facts: {exc}", file=sys.stderr)
        return 1
    total = sum(report["counts"].values())
    print(f"{total} cards in {len(report['order'])} sets written to {args.out}")
    for set_id in report["order"]:
        print(
            f"  {set_id:6} {report['counts'][set_id]:4} cards, "
            f"{report['reprints'][set_id]:3} reprints"
        )
    print("kinds:")
    for kind, n in sorted(report["kinds"].items()):
        print(f"  {kind}: {n}")
    by_earlier: dict[str, list[str]] = defaultdict(list)
    for later, earlier in report["near_misses"]:
        by_earlier[earlier].append(later)
    print(
        f"{len(report['near_misses'])} printings have the facts of an earlier one "
        "but different text (kept as their own behaviour):"
    )
    for earlier, later in sorted(by_earlier.items()):
        print(f"  {earlier}: {' '.join(later)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
