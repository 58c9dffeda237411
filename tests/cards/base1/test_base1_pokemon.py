"""Base Set Pokémon (base1-1 … base1-69): attacks built from the common sentences.

Each test arranges a position with ``Scenario``, scripts every coin, attacks and checks
the numbers. Damage is read after the turn has ended, so a Poisoned Defending Pokémon has
also taken its Poison damage of the Pokémon Checkup (and an Asleep one has flipped).
The powers and the harder attacks have their own files (test_base1_powers.py,
test_base1_hard.py).
"""

from __future__ import annotations

import pytest

from oldback import IllegalAction
from oldback.testing import Scenario
from oldback.testing import card_ids as ids
from oldback.testing import option_keys as keys

DECK = ["Water"] * 6
CHANSEY = "base1-3"  # 120 HP Colorless; Weakness Fighting, Resistance Psychic
ONIX = "base1-56"  # 90 HP Fighting; Weakness Grass
DODUO = "base1-48"
FIRE, WATER, PSYCHIC, DCE = "base1-98", "base1-102", "base1-101", "base1-96"


def scenario() -> Scenario:
    s = Scenario()
    s.p1.deck(*DECK)
    s.p2.deck(*DECK)
    return s


# --- vanilla Pokémon --------------------------------------------------------------------------
@pytest.mark.parametrize(("card", "energy", "name", "damage"), [
    ("base1-7", ["Fighting"], "Jab", 20),  # Hitmonchan
    ("base1-26", ["Water"], "Pound", 10),  # Dratini
    ("base1-28", ["Fire", "Fire"], "Flare", 20),  # Growlithe
    ("base1-41", ["Water"], "Headbutt", 10),  # Seel
    ("base1-47", ["Fighting"], "Dig", 10),  # Diglett
    ("base1-52", ["Fighting"], "Low Kick", 20),  # Machop
    ("base1-60", ["Fire", "Fire"], "Smash Kick", 20),  # Ponyta
    ("base1-61", ["Water"], "Bite", 20),  # Rattata
    ("base1-65", ["Water"], "Slap", 20),  # Staryu
    ("base1-67", ["Lightning"], "Tackle", 10),  # Voltorb
])
def test_vanilla_first_attack_does_its_printed_damage(card, energy, name, damage):
    """A Pokémon with no power and no attack text: its first attack does the printed damage
    to a Defending Pokémon (Onix) with no Weakness or Resistance to its type."""
    s = scenario()
    s.p1.active(card, energy=energy)
    s.p2.active(ONIX)
    g = s.start("p1")
    g.act(f"attack {name}")
    assert g.p2.active.damage == damage


# --- the common sentences ---------------------------------------------------------------------
# (card, energy, attack, coins, defender, damage to it, its conditions, damage to the attacker,
#  the card's text in our words)
CASES = [
    ("base1-1", ["Psychic"] * 3, "Confuse Ray", "H", ONIX, 30, {"confused"}, 0,
     "Alakazam, Confuse Ray: 30; flip, heads the Defending Pokémon is Confused."),
    ("base1-1", ["Psychic"] * 3, "Confuse Ray", "T", ONIX, 30, set(), 0,
     "Alakazam, Confuse Ray: tails, no Confusion."),
    ("base1-3", ["Water"] * 4, "Double-edge", "", ONIX, 80, set(), 80,
     "Chansey, Double-edge: 80, and 80 to Chansey itself."),
    ("base1-5", ["Water"], "Sing", "HT", CHANSEY, 0, {"asleep"}, 0,
     "Clefairy, Sing: flip, heads the Defending Pokémon is Asleep (it stays Asleep on the "
     "Checkup's tails)."),
    ("base1-6", ["Water"] * 4, "Bubblebeam", "H", CHANSEY, 40, {"paralyzed"}, 0,
     "Gyarados, Bubblebeam: 40; flip, heads Paralyzed."),
    ("base1-9", ["Lightning"] * 3, "Thunder Wave", "H", CHANSEY, 30, {"paralyzed"}, 0,
     "Magneton, Thunder Wave: 30; flip, heads Paralyzed."),
    ("base1-11", ["Grass"] * 3, "Thrash", "H", CHANSEY, 40, set(), 0,
     "Nidoking, Thrash: 30; flip, heads 10 more."),
    ("base1-11", ["Grass"] * 3, "Thrash", "T", CHANSEY, 30, set(), 10,
     "Nidoking, Thrash: tails, 30 and 10 to Nidoking itself."),
    ("base1-14", ["Lightning"] * 4, "Thunder", "T", CHANSEY, 60, set(), 30,
     "Raichu, Thunder: 60; flip, tails 30 to Raichu itself."),
    ("base1-14", ["Lightning"] * 4, "Thunder", "H", CHANSEY, 60, set(), 0,
     "Raichu, Thunder: heads, no damage to itself."),
    ("base1-16", ["Lightning"] * 4, "Thunder", "T", CHANSEY, 60, set(), 30,
     "Zapdos, Thunder: 60; flip, tails 30 to Zapdos itself."),
    ("base1-17", ["Grass"] * 3, "Twineedle", "HH", CHANSEY, 60, set(), 0,
     "Beedrill, Twineedle: flip 2 coins, 30 times the heads."),
    ("base1-17", ["Grass"] * 3, "Poison Sting", "H", CHANSEY, 50, {"poisoned"}, 0,
     "Beedrill, Poison Sting: 40; flip, heads Poisoned."),
    ("base1-18", ["Water"] * 3, "Slam", "HT", CHANSEY, 30, set(), 0,
     "Dragonair, Slam: flip 2 coins, 30 times the heads."),
    ("base1-20", ["Lightning"], "Thundershock", "H", CHANSEY, 10, {"paralyzed"}, 0,
     "Electabuzz, Thundershock: 10; flip, heads Paralyzed."),
    ("base1-20", ["Lightning"] * 2, "Thunderpunch", "H", CHANSEY, 40, set(), 0,
     "Electabuzz, Thunderpunch: 30; flip, heads 10 more."),
    ("base1-21", ["Lightning"] * 3, "Electric Shock", "T", CHANSEY, 50, set(), 10,
     "Electrode, Electric Shock: 50; flip, tails 10 to Electrode itself."),
    ("base1-23", ["Fire"] * 4, "Take Down", "", CHANSEY, 80, set(), 30,
     "Arcanine, Take Down: 80, and 30 to Arcanine itself."),
    ("base1-25", ["Water"] * 4, "Ice Beam", "H", CHANSEY, 30, {"paralyzed"}, 0,
     "Dewgong, Ice Beam: 30; flip, heads Paralyzed."),
    ("base1-29", ["Psychic"], "Hypnosis", "T", ONIX, 0, {"asleep"}, 0,
     "Haunter, Hypnosis: the Defending Pokémon is now Asleep."),
    ("base1-30", ["Grass"] * 3, "Poisonpowder", "", CHANSEY, 30, {"poisoned"}, 0,
     "Ivysaur, Poisonpowder: 20, and the Defending Pokémon is now Poisoned."),
    ("base1-31", ["Psychic"], "Doubleslap", "HH", ONIX, 20, set(), 0,
     "Jynx, Doubleslap: flip 2 coins, 10 times the heads."),
    ("base1-33", ["Grass"] * 2, "Poisonpowder", "H", CHANSEY, 30, {"poisoned"}, 0,
     "Kakuna, Poisonpowder: 20; flip, heads Poisoned."),
    ("base1-34", ["Fighting"] * 4, "Submission", "", ONIX, 60, set(), 20,
     "Machoke, Submission: 60, and 20 to Machoke itself."),
    ("base1-37", ["Grass"] * 3, "Double Kick", "HT", CHANSEY, 30, set(), 0,
     "Nidorino, Double Kick: flip 2 coins, 30 times the heads."),
    ("base1-38", ["Water"] * 3, "Doubleslap", "HH", CHANSEY, 60, set(), 0,
     "Poliwhirl, Doubleslap: flip 2 coins, 30 times the heads."),
    ("base1-43", ["Psychic"], "Psyshock", "H", ONIX, 10, {"paralyzed"}, 0,
     "Abra, Psyshock: 10; flip, heads Paralyzed."),
    ("base1-45", ["Grass"], "String Shot", "H", CHANSEY, 10, {"paralyzed"}, 0,
     "Caterpie, String Shot: 10; flip, heads Paralyzed."),
    ("base1-45", ["Grass"], "String Shot", "T", CHANSEY, 10, set(), 0,
     "Caterpie, String Shot: tails, no Paralysis."),
    ("base1-48", ["Water"], "Fury Attack", "HH", CHANSEY, 20, set(), 0,
     "Doduo, Fury Attack: flip 2 coins, 10 times the heads."),
    ("base1-49", ["Psychic"] * 2, "Confuse Ray", "H", ONIX, 10, {"confused"}, 0,
     "Drowzee, Confuse Ray: 10; flip, heads Confused."),
    ("base1-50", ["Psychic"], "Sleeping Gas", "HT", ONIX, 0, {"asleep"}, 0,
     "Gastly, Sleeping Gas: flip, heads the Defending Pokémon is Asleep."),
    ("base1-51", ["Grass"] * 2, "Foul Gas", "H", CHANSEY, 20, {"poisoned"}, 0,
     "Koffing, Foul Gas: 10; flip, heads Poisoned."),
    ("base1-51", ["Grass"] * 2, "Foul Gas", "T", CHANSEY, 10, {"confused"}, 0,
     "Koffing, Foul Gas: tails Confused instead."),
    ("base1-53", ["Lightning"], "Thunder Wave", "H", CHANSEY, 10, {"paralyzed"}, 0,
     "Magnemite, Thunder Wave: 10; flip, heads Paralyzed."),
    ("base1-54", ["Grass"] * 2, "Stun Spore", "H", CHANSEY, 20, {"paralyzed"}, 0,
     "Metapod, Stun Spore: 20; flip, heads Paralyzed."),
    ("base1-55", ["Grass"], "Horn Hazard", "H", CHANSEY, 30, set(), 0,
     "Nidoran ♂, Horn Hazard: 30; flip, tails the attack does nothing (heads here)."),
    ("base1-55", ["Grass"], "Horn Hazard", "T", CHANSEY, 0, set(), 0,
     "Nidoran ♂, Horn Hazard: tails, the attack does nothing."),
    ("base1-58", ["Lightning"] * 2, "Thunder Jolt", "T", CHANSEY, 30, set(), 10,
     "Pikachu, Thunder Jolt: 30; flip, tails 10 to Pikachu itself."),
    ("base1-63", ["Water"], "Bubble", "H", CHANSEY, 10, {"paralyzed"}, 0,
     "Squirtle, Bubble: 10; flip, heads Paralyzed."),
    ("base1-64", ["Water"] * 3, "Star Freeze", "H", CHANSEY, 20, {"paralyzed"}, 0,
     "Starmie, Star Freeze: 20; flip, heads Paralyzed."),
    ("base1-66", ["Grass"] * 2, "Bind", "H", CHANSEY, 20, {"paralyzed"}, 0,
     "Tangela, Bind: 20; flip, heads Paralyzed."),
    ("base1-66", ["Grass"] * 3, "Poisonpowder", "", CHANSEY, 30, {"poisoned"}, 0,
     "Tangela, Poisonpowder: 20, and Poisoned."),
    ("base1-68", ["Fire"] * 2, "Confuse Ray", "H", CHANSEY, 10, {"confused"}, 0,
     "Vulpix, Confuse Ray: 10; flip, heads Confused."),
    ("base1-69", ["Grass"], "Poison Sting", "H", CHANSEY, 20, {"poisoned"}, 0,
     "Weedle, Poison Sting: 10; flip, heads Poisoned."),
]


@pytest.mark.parametrize(
    ("card", "energy", "name", "coins", "defender", "damage", "conds", "recoil", "text"),
    [pytest.param(*c, id=f"{c[0]}-{c[2]}-{c[3] or 'no coin'}") for c in CASES])
def test_common_attack(card, energy, name, coins, defender, damage, conds, recoil, text):
    """Each case's ``text`` says, in our words, what the card's attack does: damage
    (with coins), a Special Condition for the Defending Pokémon, damage to the attacker."""
    s = scenario()
    s.p1.active(card, energy=energy)
    s.p2.active(defender)
    s.coins(*coins)
    g = s.start("p1")
    g.act(f"attack {name}")
    assert g.p2.active.damage == damage, text
    assert g.p2.active.conditions == conds, text
    assert g.p1.active.damage == recoil, text


@pytest.mark.parametrize(("card", "name", "energy", "damage"), [
    ("base1-12", "Fire Blast", ["Fire"] * 4, 80),  # Ninetales
    ("base1-23", "Flamethrower", ["Fire"] * 3, 50),  # Arcanine
    ("base1-24", "Flamethrower", ["Fire"] * 3, 50),  # Charmeleon
    ("base1-36", "Flamethrower", ["Fire"] * 3, 50),  # Magmar
    ("base1-46", "Ember", ["Fire"] * 2, 30),  # Charmander
])
def test_discard_a_fire_energy_to_use(card, name, energy, damage):
    """Ninetales' Fire Blast, Arcanine's, Charmeleon's and Magmar's Flamethrower, and
    Charmander's Ember: the damage, and 1 Fire Energy card attached to the attacker must be
    discarded in order to use the attack. Without a Fire Energy card to discard the attack
    can't be announced (Water pays the Colorless, not the Fire)."""
    s = scenario()
    s.p1.active(card, energy=energy)
    s.p2.active(CHANSEY)
    g = s.start("p1")
    g.act(f"attack {name}")
    assert g.p2.active.damage == damage
    assert ids(g.p1.active.energy) == [FIRE] * (len(energy) - 1)
    assert ids(g.p1.discard) == [FIRE]


def test_electabuzz_thunderpunch_tails_hurts_itself():
    """Electabuzz, Thunderpunch: 30; tails, Electabuzz also does 10 damage to itself."""
    s = scenario()
    s.p1.active("base1-20", energy=["Lightning"] * 2)
    s.p2.active(CHANSEY)
    s.coins("T")
    g = s.start("p1")
    g.act("attack Thunderpunch")
    assert g.p2.active.damage == 30 and g.p1.active.damage == 10


def test_chansey_scrunch_prevents_damage_not_effects():
    """Chansey, Scrunch: flip; heads, all damage done to Chansey during the opponent's next
    turn is prevented (other effects still happen): Electabuzz's Thundershock does no
    damage but still Paralyzes it."""
    s = scenario()
    s.p1.active(CHANSEY, energy=["Water"] * 2)
    s.p2.active("base1-20", energy=["Lightning"])
    s.coins("H", "H")
    g = s.start("p1")
    g.act("attack Scrunch")
    g.act("attack Thundershock")
    assert g.p1.active.damage == 0 and g.p1.active.conditions == {"paralyzed"}


def test_magneton_selfdestruct():
    """Magneton, Selfdestruct: 80 to the Defending Pokémon, 20 to each Benched Pokémon of
    both players (no Weakness or Resistance there), and 80 to Magneton itself, which is
    Knocked Out (60 HP)."""
    s = scenario()
    s.p1.active("base1-9", energy=["Lightning"] * 4)
    s.p1.bench(DODUO)
    s.p2.active(CHANSEY)
    s.p2.bench(DODUO)
    s.p2.bench(ONIX)
    g = s.start("p1")
    g.act("attack Selfdestruct")
    assert g.p2.active.damage == 80
    assert [m.damage for m in g.p2.bench] == [20, 20]
    assert g.p1.active.name == "Doduo" and g.p1.active.damage == 20
    assert "base1-9" in ids(g.p1.discard) and len(g.p2.prizes) == 5


def test_magnemite_selfdestruct():
    """Magnemite, Selfdestruct: 40 to the Defending Pokémon, 10 to each Benched Pokémon of
    both players, and 40 to Magnemite itself, which is Knocked Out (40 HP)."""
    s = scenario()
    s.p1.active("base1-53", energy=["Lightning"] * 2)
    s.p1.bench(DODUO)
    s.p2.active(CHANSEY)
    s.p2.bench(ONIX)
    g = s.start("p1")
    g.act("attack Selfdestruct")
    assert g.p2.active.damage == 40 and g.p2.bench[0].damage == 10
    assert g.p1.active.name == "Doduo" and g.p1.active.damage == 10
    assert "base1-53" in ids(g.p1.discard)


def test_mewtwo_psychic_counts_energy_cards_on_the_defending_pokemon():
    """Mewtwo, Psychic: 10 plus 10 for each Energy card attached to the Defending Pokémon
    (a Double Colorless Energy is one card): 10 + 20 = 30 to Onix."""
    s = scenario()
    s.p1.active("base1-10", energy=["Psychic"] * 2)
    s.p2.active(ONIX, energy=["Fighting", DCE])
    g = s.start("p1")
    g.act("attack Psychic")
    assert g.p2.active.damage == 30


def test_mewtwo_barrier_prevents_damage_and_effects():
    """Mewtwo, Barrier: discard 1 Psychic Energy card to prevent all effects of attacks,
    damage included, done to Mewtwo during the opponent's next turn: Thundershock heads
    does neither damage nor Paralysis."""
    s = scenario()
    s.p1.active("base1-10", energy=["Psychic"] * 3)
    s.p2.active("base1-20", energy=["Lightning"])
    s.coins("H")
    g = s.start("p1")
    g.act("attack Barrier")
    assert ids(g.p1.active.energy) == [PSYCHIC] * 2
    g.act("attack Thundershock")
    assert g.p1.active.damage == 0 and g.p1.active.conditions == frozenset()


def test_whirlpool_and_hyper_beam_discard_a_defending_energy():
    """Poliwrath, Whirlpool (40) and Dragonair, Hyper Beam (20): if the Defending Pokémon
    has Energy cards, the attacker chooses 1 of them and it is discarded."""
    s = scenario()
    s.p1.active("base1-13", energy=["Water"] * 4)
    s.p2.active(CHANSEY, energy=["Fire", DCE])
    g = s.start("p1")
    g.act("attack Whirlpool", f"opp-active:{DCE}")
    assert g.p2.active.damage == 40 and ids(g.p2.active.energy) == [FIRE]
    assert ids(g.p2.discard) == [DCE]

    s = scenario()
    s.p1.active("base1-18", energy=["Water"] * 4)
    s.p2.active(CHANSEY, energy=["Fire"])
    g = s.start("p1")
    g.act("attack Hyper Beam")
    assert g.p2.active.damage == 20 and g.p2.active.energy == [] and ids(g.p2.discard) == [FIRE]


def test_dugtrio_earthquake_hits_its_own_bench_only():
    """Dugtrio, Earthquake: 70 to the Defending Pokémon and 10 to each of your own Benched
    Pokémon (no Weakness or Resistance there); the opponent's Bench is untouched."""
    s = scenario()
    s.p1.active("base1-19", energy=["Fighting"] * 4)
    s.p1.bench("base1-45")  # Caterpie, weak to nothing that matters on the Bench
    s.p1.bench(DODUO)
    s.p2.active(ONIX)
    s.p2.bench(DODUO)
    g = s.start("p1")
    g.act("attack Earthquake")
    assert g.p2.active.damage == 70 and g.p2.bench[0].damage == 0
    assert [m.damage for m in g.p1.bench] == [10, 10]


def test_whirlwind_the_opponent_chooses_after_the_damage():
    """Pidgey, Whirlwind (10) and Pidgeotto, Whirlwind (20): the damage first, then the
    opponent, if they have Benched Pokémon, chooses 1 and switches it with the Defending
    Pokémon."""
    for card, damage in (("base1-57", 10), ("base1-22", 20)):
        s = scenario()
        s.p1.active(card, energy=["Water"] * 2)
        s.p2.active(CHANSEY)
        s.p2.bench(DODUO)
        s.p2.bench(ONIX)
        g = s.start("p1")
        g.act("attack Whirlwind")
        assert g.decision.player == "p2" and g.decision.kind == "switch"
        g.act("bench2")
        assert g.p2.active.name == "Onix"
        assert [(m.name, m.damage) for m in g.p2.bench] == [("Doduo", 0), ("Chansey", damage)]


def test_ninetales_lure_the_attacker_chooses():
    """Ninetales, Lure: if the opponent has Benched Pokémon, the attacker chooses 1 of them
    and switches it with the Defending Pokémon."""
    s = scenario()
    s.p1.active("base1-12", energy=["Fire"] * 2)
    s.p2.active(CHANSEY)
    s.p2.bench(DODUO)
    s.p2.bench(ONIX)
    g = s.start("p1")
    g.act("attack Lure")
    assert g.decision.player == "p1" and keys(g) == {"opp-bench1", "opp-bench2"}
    g.act("opp-bench1")
    assert g.p2.active.name == "Doduo" and g.p2.bench[0].name == "Chansey"


def test_jynx_meditate_counts_the_defending_pokemons_counters():
    """Jynx, Meditate: 20 plus 10 for each damage counter on the Defending Pokémon: 3
    counters on Onix make 50."""
    s = scenario()
    s.p1.active("base1-31", energy=["Psychic"] * 3)
    s.p2.active(ONIX, damage=30)
    g = s.start("p1")
    g.act("attack Meditate")
    assert g.p2.active.damage == 30 + 50


@pytest.mark.parametrize(("own", "damage"), [(0, 50), (20, 30), (50, 0), (60, 0)])
def test_machoke_karate_chop(own, damage):
    """Machoke, Karate Chop: 50 minus 10 for each damage counter on Machoke; at 0 or less
    it does no damage."""
    s = scenario()
    s.p1.active("base1-34", energy=["Fighting"] * 3, damage=own)
    s.p2.active(ONIX)
    g = s.start("p1")
    g.act("attack Karate Chop")
    assert g.p2.active.damage == damage


@pytest.mark.parametrize(("own", "damage"), [(0, 0), (20, 20)])
def test_magikarp_flail(own, damage):
    """Magikarp, Flail: 10 times the number of damage counters on Magikarp."""
    s = scenario()
    s.p1.active("base1-35", energy=["Water"], damage=own)
    s.p2.active(CHANSEY)
    g = s.start("p1")
    g.act("attack Flail")
    assert g.p2.active.damage == damage


@pytest.mark.parametrize(("card", "energy", "discarded"), [
    ("base1-32", ["Psychic"] * 3, PSYCHIC),  # Kadabra
    ("base1-64", ["Water"] * 3, WATER),  # Starmie
])
def test_recover_discards_an_energy_and_removes_every_counter(card, energy, discarded):
    """Kadabra's and Starmie's Recover: discard 1 Energy card of its type attached to it in
    order to use this attack, then remove all damage counters from it."""
    s = scenario()
    s.p1.active(card, energy=energy, damage=50)
    s.p2.active(CHANSEY)
    g = s.start("p1")
    g.act("attack Recover")
    assert g.p1.active.damage == 0 and g.p2.active.damage == 0
    assert ids(g.p1.discard) == [discarded] and len(g.p1.active.energy) == 2


@pytest.mark.parametrize(("card", "attack", "energy"), [
    ("base1-33", "Stiffen", ["Grass"] * 2),  # Kakuna
    ("base1-42", "Withdraw", ["Water"] * 2),  # Wartortle
    ("base1-54", "Stiffen", ["Grass"] * 2),  # Metapod
    ("base1-63", "Withdraw", ["Water"] * 2),  # Squirtle
])
def test_stiffen_and_withdraw_prevent_damage_next_turn(card, attack, energy):
    """Kakuna's and Metapod's Stiffen, Wartortle's and Squirtle's Withdraw: flip; heads, all
    damage done to the Pokémon during the opponent's next turn is prevented; other effects
    still happen (Thundershock heads still Paralyzes)."""
    s = scenario()
    s.p1.active(card, energy=energy)
    s.p2.active("base1-20", energy=["Lightning"])
    s.coins("H", "H")
    g = s.start("p1")
    g.act(f"attack {attack}")
    g.act("attack Thundershock")
    assert g.p1.active.damage == 0 and g.p1.active.conditions == {"paralyzed"}


def test_stiffen_tails_prevents_nothing():
    """Metapod, Stiffen: tails, nothing is prevented (Thundershock does 10)."""
    s = scenario()
    s.p1.active("base1-54", energy=["Grass"] * 2)
    s.p2.active("base1-20", energy=["Lightning"])
    s.coins("T", "T")
    g = s.start("p1")
    g.act("attack Stiffen")
    g.act("attack Thundershock")
    assert g.p1.active.damage == 10 and g.p1.active.conditions == frozenset()


def test_onix_harden():
    """Onix, Harden: during the opponent's next turn, damage of 30 or less done to Onix
    (after Weakness and Resistance) is prevented (Thunderpunch tails: 30 prevented, the 10
    Electabuzz does to itself still happens); more goes through in full (Selfdestruct's
    80)."""
    s = scenario()
    s.p1.active(ONIX, energy=["Fighting"] * 2)
    s.p2.active("base1-20", energy=["Lightning"] * 2)
    s.coins("T")
    g = s.start("p1")
    g.act("attack Harden")
    g.act("attack Thunderpunch")
    assert g.p1.active.damage == 0 and g.p2.active.damage == 10

    s = scenario()
    s.p1.active(ONIX, energy=["Fighting"] * 2)
    s.p2.active("base1-9", energy=["Lightning"] * 4)  # Magneton
    s.p2.bench(DODUO)
    g = s.start("p1")
    g.act("attack Harden")
    g.act("attack Selfdestruct")
    assert g.p1.active.damage == 80


def test_sandshrew_sand_attack():
    """Sandshrew, Sand-attack: 10; if the Defending Pokémon attacks during the opponent's
    next turn, they flip a coin: tails, that attack does nothing."""
    s = scenario()
    s.p1.active("base1-62", energy=["Fighting"])
    s.p2.active("base1-20", energy=["Lightning"] * 2)
    s.coins("T")
    g = s.start("p1")
    g.act("attack Sand-attack")
    assert g.p2.active.damage == 20  # Electabuzz is weak to Fighting
    g.act("attack Thunderpunch")
    assert g.p1.active.damage == 0


def test_poliwhirl_amnesia():
    """Poliwhirl, Amnesia: choose 1 of the Defending Pokémon's attacks; it can't be used
    during the opponent's next turn."""
    s = scenario()
    s.p1.active("base1-38", energy=["Water"] * 2)
    s.p2.active("base1-20", energy=["Lightning"] * 2)
    g = s.start("p1")
    g.act("attack Amnesia", "Thundershock")
    assert "attack Thundershock" not in keys(g) and "attack Thunderpunch" in keys(g)


def test_haunter_dream_eater_needs_an_asleep_defending_pokemon():
    """Haunter, Dream Eater: 50, but it can't be used unless the Defending Pokémon is
    Asleep (an "in order to use" requirement: not even announced otherwise)."""
    s = scenario()
    s.p1.active("base1-29", energy=["Psychic"] * 2)
    s.p1.hand("Water")
    s.p2.active(ONIX)
    g = s.start("p1")
    assert "attack Dream Eater" not in keys(g) and "attack Hypnosis" in keys(g)
    with pytest.raises(IllegalAction):
        g.act("attack Dream Eater")

    s = scenario()
    s.p1.active("base1-29", energy=["Psychic"] * 2)
    s.p2.active(ONIX, conditions=["asleep"])
    s.coins("T")  # the Checkup's sleep flip
    g = s.start("p1")
    g.act("attack Dream Eater")
    assert g.p2.active.damage == 50


def test_haunter_hypnosis_then_dream_eater():
    """Haunter: Hypnosis puts the Defending Pokémon to sleep; if it is still Asleep on
    Haunter's next turn, Dream Eater can be used."""
    s = scenario()
    s.p1.active("base1-29", energy=["Psychic"] * 2)
    s.p2.active(ONIX)
    s.p2.hand("Water")
    s.coins("T", "T", "T")  # the sleep flips of three Checkups: it stays Asleep
    g = s.start("p1")
    g.act("attack Hypnosis")
    g.act("end")
    assert "attack Dream Eater" in keys(g)
    g.act("attack Dream Eater")
    assert g.p2.active.damage == 50


def test_raticate_super_fang_halves_the_remaining_hp_rounded_up():
    """Raticate, Super Fang: damage equal to half the Defending Pokémon's remaining HP,
    rounded up to the nearest 10: Chansey with 30 damage has 90 left, half is 45, so 50."""
    s = scenario()
    s.p1.active("base1-40", energy=["Water"] * 3)
    s.p2.active(CHANSEY, damage=30)
    g = s.start("p1")
    g.act("attack Super Fang")
    assert g.p2.active.damage == 30 + 50

    s = scenario()
    s.p1.active("base1-40", energy=["Water"] * 3)
    s.p2.active(CHANSEY, damage=60)
    g = s.start("p1")
    g.act("attack Super Fang")
    assert g.p2.active.damage == 60 + 30


def test_bulbasaur_leech_seed_heals_unless_the_damage_is_prevented():
    """Bulbasaur, Leech Seed: 20, and unless all the damage is prevented, remove 1 damage
    counter from Bulbasaur. Against a Chansey whose Scrunch prevents all damage, Bulbasaur
    keeps its counters."""
    s = scenario()
    s.p1.active("base1-44", energy=["Grass"] * 2, damage=20)
    s.p2.active(CHANSEY)
    g = s.start("p1")
    g.act("attack Leech Seed")
    assert g.p2.active.damage == 20 and g.p1.active.damage == 10

    s = scenario()
    s.p1.active(CHANSEY, energy=["Water"] * 2)
    s.p2.active("base1-44", energy=["Grass"] * 2, damage=20)
    s.coins("H")
    g = s.start("p1")
    g.act("attack Scrunch")
    g.act("attack Leech Seed")
    assert g.p1.active.damage == 0 and g.p2.active.damage == 20


def test_raichu_agility_prevents_every_effect():
    """Raichu, Agility: 20; flip, heads: during the opponent's next turn all effects of
    attacks, damage included, done to Raichu are prevented (Thundershock heads: no damage,
    no Paralysis)."""
    s = scenario()
    s.p1.active("base1-14", energy=["Lightning"] * 3)
    s.p2.active("base1-20", energy=["Lightning"])
    s.coins("H", "H")
    g = s.start("p1")
    g.act("attack Agility")
    assert g.p2.active.damage == 20
    g.act("attack Thundershock")
    assert g.p1.active.damage == 0 and g.p1.active.conditions == frozenset()


def test_zapdos_thunderbolt_discards_all_energy():
    """Zapdos, Thunderbolt: 100; discard all Energy cards attached to Zapdos in order to
    use it (after the damage, under the default timing)."""
    s = scenario()
    s.p1.active("base1-16", energy=["Lightning"] * 4 + [DCE])
    s.p2.active(CHANSEY)
    g = s.start("p1")
    g.act("attack Thunderbolt")
    assert g.p2.active.damage == 100
    assert g.p1.active.energy == [] and len(g.p1.discard) == 5


def test_clefairy_metronome_copies_thunderpunch():
    """Clefairy, Metronome: choose 1 of the Defending Pokémon's attacks and do it as this
    attack, without its Energy cost; Clefairy stays Colorless. Thunderpunch tails: 30 to
    Electabuzz and 10 to Clefairy."""
    s = scenario()
    s.p1.active("base1-5", energy=["Water"] * 3)
    s.p2.active("base1-20")
    s.coins("T")
    g = s.start("p1")
    g.act("attack Metronome", "Thunderpunch")
    assert g.p2.active.damage == 30 and g.p1.active.damage == 10


def test_clefairy_metronome_must_meet_the_copied_requirement():
    """Clefairy, Metronome copying Charmeleon's Flamethrower: the card's text says to ignore
    what the copied attack requires, but the spec wins (Attack Procedures step 5, example
    #1): Clefairy has no Fire Energy card to discard, so Metronome does nothing."""
    s = scenario()
    s.p1.active("base1-5", energy=["Water"] * 3)
    s.p2.active("base1-24")
    g = s.start("p1")
    g.act("attack Metronome", "Flamethrower")
    assert g.p2.active.damage == 0 and len(g.p1.active.energy) == 3
