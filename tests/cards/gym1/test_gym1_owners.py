"""Owner's Pokémon of Gym Heroes (gym1): an Owner's name is part of the Pokémon's name.
Misty's Starmie evolves from Misty's Staryu only, never from Staryu, and Starmie never from
Misty's Staryu (issue #11, "Owner's Pokémon"; the Gym Heroes rulebook insert: "Misty's
Staryu can only evolve into Misty's Starmie"); Pokémon Breeder follows the same names;
"with Misty in its name" counts the Owner's name (Call for Friend), and cards that name
Owner's Pokémon count exactly those (Night Spirits, Jellyfish Pod)."""

from __future__ import annotations

import pytest

from oldback.testing import Scenario
from oldback.testing import card_ids as ids
from oldback.testing import option_keys as keys

DECK = ["Water"] * 8
STARYU, STARMIE, M_STARYU, M_STARMIE = "base1-65", "base1-64", "gym1-90", "gym1-56"
POLIWAG, POLIWRATH, M_POLIWAG, M_POLIWRATH = "base1-59", "base1-13", "gym1-87", "gym1-31"
BREEDER, ONIX, MACHOP = "base1-76", "base1-56", "base1-52"


def scenario() -> Scenario:
    s = Scenario()
    s.p1.deck(*DECK)
    s.p2.deck(*DECK)
    s.p2.hand("Water")
    return s


@pytest.mark.parametrize(("basic", "stage1", "allowed"), [
    (M_STARYU, M_STARMIE, True),
    (STARYU, M_STARMIE, False),
    (M_STARYU, STARMIE, False),
    (STARYU, STARMIE, True),
])
def test_owners_pokemon_evolve_only_from_the_same_owners_pokemon(basic, stage1, allowed):
    """Misty's Starmie evolves from Misty's Staryu only, and Starmie (Base Set) from Staryu
    only: the Owner's name is part of the name evolution compares (issue #11)."""
    s = scenario()
    s.p1.active(basic)
    s.p1.hand(stage1)
    s.p2.active(ONIX)
    g = s.start("p1")
    assert (f"evolve {stage1} active" in keys(g)) is allowed


@pytest.mark.parametrize(("basic", "stage2", "allowed"), [
    (M_POLIWAG, M_POLIWRATH, True),
    (POLIWAG, M_POLIWRATH, False),
    (M_POLIWAG, POLIWRATH, False),
])
def test_pokemon_breeder_follows_the_owners_names(basic, stage2, allowed):
    """Pokémon Breeder: Misty's Poliwrath goes onto Misty's Poliwag (its Stage 1, Misty's
    Poliwhirl, evolves from Misty's Poliwag), never onto Poliwag; Poliwrath never onto
    Misty's Poliwag."""
    s = scenario()
    s.p1.active(basic)
    s.p1.hand(BREEDER, stage2)
    s.p2.active(ONIX)
    g = s.start("p1")
    assert (f"play {BREEDER}" in keys(g)) is allowed
    if allowed:
        g.act(f"play {BREEDER}")
        assert g.p1.active.name == "Misty's Poliwrath"
        assert ids(g.p1.active.stack) == [M_POLIWAG, M_POLIWRATH]


@pytest.mark.parametrize(("card", "word", "found", "others"), [
    ("gym1-54", "Misty", "gym1-86", [STARYU, "gym1-53", "gym1-73"]),
    ("gym1-66", "Brock", "gym1-73", ["base1-68", "gym1-86", "gym1-40"]),
])
def test_call_for_friend_finds_a_basic_with_the_owners_name(card, word, found, others):
    """Misty's Psyduck and Brock's Geodude (66), Call for Friend: flip; heads, search the deck
    for a Basic Pokémon with Misty (Brock) in its name and put it onto the Bench; shuffle.
    Only Basic Pokémon with that Owner's name are offered (not Staryu, not the Stage 1
    Misty's Poliwhirl, not another Owner's Pokémon); the search may find nothing."""
    s = Scenario()
    s.p1.deck(found, *others)
    s.p2.deck(*DECK)
    s.p2.hand("Water")
    s.p1.active(card, energy=["Water" if word == "Misty" else "Fighting"])
    s.p2.active(ONIX)
    s.coins("H")
    g = s.start("p1")
    g.act("attack Call for Friend")
    assert keys(g) == {found, "done"}
    g.act(found)
    assert [m.card.id for m in g.p1.bench] == [found]


def test_call_for_friend_tails_and_full_bench():
    """Misty's Psyduck, Call for Friend: tails, nothing; with a full Bench it can't be used."""
    s = scenario()
    s.p1.deck("gym1-86")
    s.p1.active("gym1-54", energy=["Water"])
    s.p2.active(ONIX)
    s.coins("T")
    g = s.start("p1")
    g.act("attack Call for Friend")
    assert g.p1.bench == []
    s = scenario()
    s.p1.active("gym1-54", energy=["Water"])
    for _ in range(5):
        s.p1.bench(MACHOP)
    s.p2.active(ONIX)
    g = s.start("p1")
    assert "attack Call for Friend" not in keys(g) and "attack Scratch" in keys(g)


def test_night_spirits_counts_sabrinas_ghosts_in_play():
    """Sabrina's Haunter, Night Spirits: flip a coin for each Sabrina's Gastly, Sabrina's
    Haunter and Sabrina's Gengar its player has in play (Haunter itself included; a Gastly
    without Sabrina's name and the opponent's do not count): 30 per heads."""
    s = scenario()
    s.p1.active("gym1-58", energy=["Psychic"] * 2, under=["gym1-93"])
    s.p1.bench("gym1-93")
    s.p1.bench("base1-50")
    s.p1.bench("gym1-14", under=["gym1-93", "gym1-58"])
    s.p2.active(ONIX)
    s.p2.bench("gym1-93")
    s.coins("H", "T", "H")
    g = s.start("p1")
    g.act("attack Night Spirits")
    assert g.p2.active.damage == 60


def test_jellyfish_pod_takes_any_number_of_the_named_pokemon():
    """Misty's Tentacool (32), Jellyfish Pod: search the deck for any number of Pokémon named
    Tentacool, Tentacruel, Misty's Tentacool and/or Misty's Tentacruel, show them and put
    them into the hand; shuffle. Staryu is never offered."""
    s = Scenario()
    s.p1.deck("base3-56", "gym1-10", STARYU, "gym1-57", "base3-44")
    s.p2.deck(*DECK)
    s.p2.hand("Water")
    s.p1.active("gym1-32", energy=["Water", "Water"])
    s.p2.active(ONIX)
    g = s.start("p1")
    g.act("attack Jellyfish Pod")
    assert keys(g) == {"base3-56", "gym1-10", "gym1-57", "base3-44", "done"}
    g.act("gym1-10", "base3-56", "done")
    assert sorted(ids(g.p1.hand)) == sorted(["gym1-10", "base3-56"])
    assert sorted(ids(g.p1.deck)) == sorted([STARYU, "gym1-57", "base3-44"])


def test_mysterious_light():
    """Misty's Tentacool (32), Mysterious Light: heads, the Defending Pokémon is Asleep."""
    s = scenario()
    s.p1.active("gym1-32", energy=["Water"])
    s.p2.active(ONIX)
    s.coins("H", "T")
    g = s.start("p1")
    g.act("attack Mysterious Light")
    assert g.p2.active.conditions == {"asleep"}


@pytest.mark.parametrize(("card", "attack", "energy", "damage"), [
    ("gym1-52", "Drill Peck", ["Water"], 20),
    ("gym1-88", "Aurora Beam", ["Water", "Water"], 20),
])
def test_vanilla_pokemon(card, attack, energy, damage):
    """Lt. Surge's Spearow (52) and Misty's Seel: attacks with no text do their printed
    damage."""
    s = scenario()
    s.p1.active(card, energy=energy)
    s.p2.active(ONIX)
    g = s.start("p1")
    g.act(f"attack {attack}")
    assert g.p2.active.damage == damage
