"""The facts table and the catalog: counts, hand-checked facts, and agreement with the reference."""

from __future__ import annotations

import json
import re
from importlib import resources
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from oldback.facts.catalog import (
    SET_ABBREVIATIONS,
    SET_NAMES,
    SETS,
    card,
    card_by_set_number,
    cards,
)

REFERENCE = Path(__file__).resolve().parents[2].parent / "shared" / "reference"

SET_COUNTS = {
    "base1": 102,
    "base2": 64,
    "base3": 62,
    "basep": 53,
    "base4": 130,
    "base5": 83,
    "gym1": 132,
    "gym2": 132,
    "neo1": 111,
    "neo2": 75,
    "neo3": 66,
    "neo4": 113,
    "si1": 18,
    "base6": 110,
}
TRAINER_KINDS = {
    "Trainer",
    "Pokémon Tool",
    "Stadium",
    "Technical Machine",
    "Rocket's Secret Machine",
    "Goldenrod Game Corner",
}


# --- the table on its own -------------------------------------------------------------


def test_counts():
    assert len(cards()) == 1251
    assert set(SETS) == set(SET_COUNTS)
    for set_code, n in SET_COUNTS.items():
        assert len(cards(set_code)) == n, set_code
    assert sum(len(cards(s)) for s in SETS) == 1251


def test_order_and_ids():
    all_cards = cards()
    assert [c.set for c in all_cards] == [s for s in SETS for _ in range(SET_COUNTS[s])]
    for set_code in SETS:
        numbers = [c.number for c in cards(set_code)]
        assert numbers == sorted(numbers)
        assert len(set(numbers)) == len(numbers)
    assert len({c.id for c in all_cards}) == 1251
    for c in all_cards:
        assert c.id == f"{c.set}-{c.number}"
        assert isinstance(c.number, int)
        assert card(c.id) is c


def test_set_tables():
    assert set(SET_NAMES) == set(SETS)
    assert SET_NAMES["base1"] == "Base Set" and SET_NAMES["base6"] == "Legendary Collection"
    assert set(SET_ABBREVIATIONS.values()) == set(SETS)
    assert SET_ABBREVIATIONS["BS"] == "base1" and SET_ABBREVIATIONS["LC"] == "base6"
    assert cards("TR") == cards("base5")


def test_electabuzz():
    c = card("base1-20")
    assert (c.name, c.set, c.number, c.supertype, c.stage) == (
        "Electabuzz",
        "base1",
        20,
        "Pokémon",
        "Basic",
    )
    assert c.hp == 70
    assert c.types == ("Lightning",)
    assert c.weakness == "Fighting"
    assert c.resistance is None
    assert c.retreat_cost == 2
    assert c.evolves_from is None
    assert c.powers == ()
    assert [(a.name, a.cost, a.damage) for a in c.attacks] == [
        ("Thundershock", ("Lightning",), "10"),
        ("Thunderpunch", ("Lightning", "Colorless"), "30+"),
    ]
    assert all(a.has_text for a in c.attacks)
    assert c.attack("Thunderpunch").base_damage == 30
    assert c.reprint_of is None


def test_charizard():
    c = card("base1-4")
    assert c.name == "Charizard" and c.stage == "Stage 2" and c.evolves_from == "Charmeleon"
    assert [(p.name, p.kind) for p in c.powers] == [("Energy Burn", "Pokémon Power")]
    assert [(a.name, a.cost) for a in c.attacks] == [("Fire Spin", ("Fire",) * 4)]


def test_lookups():
    assert card("Electabuzz").id == "base1-20"
    assert card("Charizard").id == "base1-4"
    shorthands = {
        "Grass": "base1-99",
        "Fire": "base1-98",
        "Water": "base1-102",
        "Lightning": "base1-100",
        "Psychic": "base1-101",
        "Fighting": "base1-97",
    }
    for short, cid in shorthands.items():
        c = card(short)
        assert c.id == cid
        assert c.name == f"{short} Energy" and c.is_basic_energy
    assert card_by_set_number("BS", 20) is card("base1-20")
    assert card_by_set_number("base1", "20") is card("base1-20")
    assert card_by_set_number("LC", 3).name == "Charizard"
    assert card("BS-20") is card("base1-20")


def test_unknown_references():
    with pytest.raises(KeyError, match="Pikachuu") as info:
        card("Pikachuu")
    assert "'Pikachu'" in str(info.value)
    with pytest.raises(KeyError, match="base1-999"):
        card("base1-999")
    with pytest.raises(KeyError, match="base9"):
        cards("base9")
    with pytest.raises(KeyError):
        card_by_set_number("BS", 999)
    with pytest.raises(KeyError, match="XX"):
        card_by_set_number("XX", 1)


def test_a_set_and_a_number_in_odd_digits_are_an_unknown_reference():
    """CONTRACT §1: KeyError for an unknown reference, whatever the characters."""
    for ref in ("BS-²", "base1-①", "BS-" + "9" * 5000, "x" * 100_000):
        with pytest.raises(KeyError, match="unknown card reference"):
            card(ref)
    with pytest.raises(KeyError, match="a card reference is a string"):
        card(20)  # type: ignore[arg-type]


@given(st.tuples(st.sampled_from(["", "BS-", "base1-", "LC-", "Electabuzz", "Fire"]),
                 st.text(max_size=12)).map("".join))
def test_any_text_is_a_card_or_a_key_error(ref):
    try:
        found = card(ref)
    except KeyError:
        return
    assert card(found.id) is found


def test_name_is_earliest_printing():
    order = {s: i for i, s in enumerate(SETS)}
    earliest = {}
    for c in cards():
        earliest.setdefault(c.name, c)
    for name, c in earliest.items():
        assert card(name) is c
    assert order[card("Dark Charizard").set] == order["base5"]


def test_kinds():
    for c in cards():
        if c.is_pokemon:
            assert c.stage in ("Basic", "Stage 1", "Stage 2", "Baby")
            assert c.kind is None and c.hp and c.types
            assert (c.evolves_from is not None) == (c.stage in ("Stage 1", "Stage 2"))
        elif c.is_trainer:
            assert c.kind in TRAINER_KINDS and c.stage is None and not c.attacks
        else:
            assert c.supertype == "Energy" and c.kind in ("Basic", "Special")
    assert card("Clefairy Doll").is_trainer and card("Clefairy Doll").hp == 10
    assert card("Mysterious Fossil").kind == "Trainer" and card("Mysterious Fossil").hp == 10
    assert card("Focus Band").kind == "Pokémon Tool"
    assert card("base1-96").kind == "Special"
    assert card("Digger").kind == "Rocket's Secret Machine"
    assert card("Arcade Game").kind == "Goldenrod Game Corner"
    assert card("Narrow Gym").kind == "Stadium"


def _same_behaviour() -> dict[str, str]:
    """The printings linked by hand in the transcription script (reworded, same card)."""
    import importlib.util
    from pathlib import Path

    path = Path(__file__).resolve().parents[2] / "tools" / "transcribe_facts.py"
    spec = importlib.util.spec_from_file_location("transcribe_facts", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.SAME_BEHAVIOUR


def test_reprints():
    hand_linked = _same_behaviour()
    by_id = {c.id: c for c in cards()}
    order = {c.id: i for i, c in enumerate(cards())}
    for c in cards():
        if c.reprint_of is None:
            continue
        first = by_id[c.reprint_of]
        assert first.reprint_of is None, c.id
        assert order[first.id] < order[c.id]
        if c.id in hand_linked:  # reworded: the name may be spelled differently
            assert _facts(first)[1:] == _facts(c)[1:], c.id
        else:
            assert _facts(first) == _facts(c), c.id
        assert c.behaviour_id == first.id
    assert card("base4-1").reprint_of == "base1-1"  # Base Set 2 Alakazam
    assert card("base4-124").reprint_of == "base1-96"  # Double Colorless Energy
    assert card("gym1-128").reprint_of == "base1-98"  # Fire Energy
    assert card("base2-17").reprint_of == "base2-1"  # non-holo Clefable
    assert card("base1-4").reprint_of is None
    assert card("base4-102").reprint_of == "base1-73"  # Imposter Professor Oak, reworded
    assert all(c.reprint_of for c in cards("base4"))  # Base Set 2 is all reprints


def _facts(c):
    return (
        c.name,
        c.supertype,
        c.stage,
        c.hp,
        c.types,
        c.evolves_from,
        c.weakness,
        c.resistance,
        c.retreat_cost,
        c.attacks,
        c.powers,
        c.kind,
    )


def test_tables_are_facts_only():
    """Every cell is short; no cell looks like a sentence of card text."""
    folder = resources.files("oldback.facts")
    for set_code in SETS:
        for line in folder.joinpath(f"{set_code}.tsv").read_text(encoding="utf-8").splitlines():
            for cell in line.split("\t"):
                for part in cell.split(" | "):
                    assert len(part) < 60, (set_code, part)
                    assert not re.search(r"[.!?,:] [a-z]", part), (set_code, part)
                    assert len(part.split()) <= 6, (set_code, part)


# --- against the reference data -------------------------------------------------------


@pytest.fixture(scope="module")
def reference():
    if not (REFERENCE / "sets.json").is_file():
        pytest.skip(f"reference data not found at {REFERENCE}")
    sets = json.loads((REFERENCE / "sets.json").read_text(encoding="utf-8"))
    by_id = {}
    for s in sets:
        for c in json.loads((REFERENCE / "cards" / f"{s['id']}.json").read_text("utf-8")):
            by_id[c["id"]] = c
    return sets, by_id


def test_release_order_matches_reference(reference):
    sets, _ = reference
    assert SETS == tuple(s["id"] for s in sorted(sets, key=lambda s: (s["releaseDate"], s["id"])))
    for s in sets:
        if s.get("ptcgoCode"):
            assert SET_ABBREVIATIONS[s["ptcgoCode"]] == s["id"]


def test_every_card_matches_reference(reference):
    _, ref = reference
    assert set(ref) == {c.id for c in cards()}
    for c in cards():
        r = ref[c.id]
        where = f"{c.id} {c.name}"
        assert c.name == r["name"], where
        assert c.number == int(r["number"]), where
        assert c.supertype == r["supertype"], where
        assert c.hp == (int(r["hp"]) if "hp" in r else None), where
        assert c.level == (int(r["level"]) if r.get("level") else None), where
        assert c.types == tuple(r.get("types", ())), where
        assert c.evolves_from == r.get("evolvesFrom"), where
        assert c.weakness == next((w["type"] for w in r.get("weaknesses", ())), None), where
        assert c.resistance == next((w["type"] for w in r.get("resistances", ())), None), where
        assert len(r.get("weaknesses", ())) <= 1 and len(r.get("resistances", ())) <= 1, where
        assert c.retreat_cost == len(r.get("retreatCost", ())), where
        assert [(a.name, a.cost, a.damage, a.has_text) for a in c.attacks] == [
            (a["name"], tuple(a["cost"]), a["damage"].replace("×", "x"), bool(a["text"].strip()))
            for a in r.get("attacks", ())
        ], where
        assert [(p.name, p.kind) for p in c.powers] == [
            (p["name"], p["type"]) for p in r.get("abilities", ())
        ], where
        subtypes = r.get("subtypes", [])
        if c.is_pokemon:
            assert [c.stage] == subtypes, where
        elif c.is_energy:
            assert [c.kind] == subtypes, where
        elif subtypes:
            assert [c.kind] == subtypes, where
        else:
            assert c.kind in ("Trainer", "Pokémon Tool", "Stadium", "Technical Machine"), where


def _behaviour(r):
    def same(text):
        return re.sub(r"\s+", "", text or "")

    return (
        r["name"],
        r["supertype"],
        tuple(r.get("subtypes", ())),
        r.get("hp"),
        tuple(r.get("types", ())),
        r.get("evolvesFrom"),
        tuple(w["type"] for w in r.get("weaknesses", ())),
        tuple(w["type"] for w in r.get("resistances", ())),
        len(r.get("retreatCost", ())),
        tuple(
            (a["name"], tuple(a["cost"]), a["damage"], same(a["text"]))
            for a in r.get("attacks", ())
        ),
        tuple((p["name"], p["type"], same(p["text"])) for p in r.get("abilities", ())),
        tuple(same(t) for t in r.get("rules", ())),
    )


def test_reprints_match_reference(reference):
    """reprint_of names the earliest printing with identical facts and text, and only that."""
    _, ref = reference
    hand_linked = _same_behaviour()
    first = {}
    for c in cards():
        key = _behaviour(ref[c.id])
        if c.id in hand_linked:
            assert c.reprint_of == hand_linked[c.id]
        elif key in first:
            assert c.reprint_of == first[key], c.id
        else:
            assert c.reprint_of is None, c.id
            first[key] = c.id


def test_no_card_text_in_tables(reference):
    _, ref = reference
    folder = resources.files("oldback.facts")
    table = "\n".join(folder.joinpath(f"{s}.tsv").read_text(encoding="utf-8") for s in SETS)
    texts = set()
    for r in ref.values():
        texts.update(a["text"] for a in r.get("attacks", ()))
        texts.update(p["text"] for p in r.get("abilities", ()))
        texts.update(r.get("rules", ()))
        texts.add(r.get("flavorText", ""))
    texts = {t.strip() for t in texts if len(t.strip()) > 25}
    assert len(texts) > 1000
    for t in texts:
        assert t not in table, t
        assert t[:25] not in table, t


def test_babies_know_what_they_evolve_into():
    """Neo Genesis: a Baby Pokémon evolves into a Basic Pokémon (Cleffa → Clefairy)."""
    assert card("neo1-20").evolves_to == ("Clefairy",)
    assert card("Tyrogue").evolves_to == ("Hitmonlee", "Hitmonchan", "Hitmontop")
    assert all(c.evolves_to == () for c in cards() if c.stage != "Baby")
    assert all(c.evolves_to for c in cards() if c.stage == "Baby")
