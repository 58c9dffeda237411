"""Jungle (base2) Pokémon 1–16, the holo rares (the non-holo 17–32 reprint them and share
their behaviour). Each test names the card and paraphrases its text; rulings name their
source (spec, RULINGS.md, or the Game Boy game where those are silent)."""

from __future__ import annotations

import dataclasses

import pytest

from oldback import Rules
from oldback.testing import Scenario
from oldback.testing import card_ids as ids
from oldback.testing import option_keys as keys

DECK = ["Grass"] * 6

CLEFABLE, ELECTRODE, FLAREON, JOLTEON = "base2-1", "base2-2", "base2-3", "base2-4"
KANGASKHAN, MR_MIME, NIDOQUEEN, PIDGEOT = "base2-5", "base2-6", "base2-7", "base2-8"
PINSIR, SCYTHER, SNORLAX, VAPOREON = "base2-9", "base2-10", "base2-11", "base2-12"
VENOMOTH, VICTREEBEL, VILEPLUME, WIGGLYTUFF = "base2-13", "base2-14", "base2-15", "base2-16"
CLEFABLE_NON_HOLO, BUTTERFREE, GLOOM, ODDISH = "base2-17", "base2-33", "base2-37", "base2-58"
MEOWTH, PIKACHU, JIGGLYPUFF = "base2-56", "base2-60", "base2-54"

MEWTWO, CHANSEY = "base1-10", "base1-3"
ELECTABUZZ, NIDOKING, CHARMANDER, CHARMELEON = "base1-20", "base1-11", "base1-46", "base1-24"
TANGELA, BULBASAUR, VOLTORB, DODUO = "base1-66", "base1-44", "base1-67", "base1-48"
ONIX, SEEL, HITMONCHAN, MACHOP = "base1-56", "base1-41", "base1-7", "base1-52"
SWITCH, PLUSPOWER = "base1-95", "base1-84"
FIRE, WATER, LIGHTNING, GRASS = "base1-98", "base1-102", "base1-100", "base1-99"


def scenario(rules="pokemon1999") -> Scenario:
    """Both decks hold a few cards; p2 holds a Water Energy, so its turn waits for it."""
    s = Scenario(rules=rules)
    s.p1.deck(*DECK)
    s.p2.deck(*DECK)
    s.p2.hand("Water")
    return s


# --- Clefable --------------------------------------------------------------------------------
def test_clefable_minimize_reduces_the_next_attack_by_20():
    """Clefable, Minimize: during the opponent's next turn, damage done to Clefable by
    attacks is 20 less, after Weakness and Resistance. Thunderpunch heads does 40 → 20.
    The non-holo printing (base2-17) shares the behaviour."""
    s = scenario()
    s.p1.active(CLEFABLE_NON_HOLO, energy=["Water"] * 2)
    s.p2.active(ELECTABUZZ, energy=["Lightning"] * 2)
    s.coins("H")
    g = s.start("p1")
    g.act("attack Minimize")
    g.act("attack Thunderpunch")
    assert g.p1.active.damage == 20 and g.p2.active.damage == 0


@pytest.mark.parametrize(("energy", "damage"), [
    (["Water"] * 3, 50),         # Metronome's Colorless takes one Water: 2 spare, +20
    (["Fire", "Water"], 40),     # the Fire pays Metronome: 1 spare Water, +10
    (["Water"], 30),             # the only Water pays Metronome: nothing spare
])
def test_clefable_metronome_water_gun_counts_clefables_own_water(energy, damage):
    """Clefable, Metronome copying Vaporeon's Water Gun (30, plus 10 for each Water Energy
    not used to pay for the attack, at most 20 more). RULINGS (Jungle, Metronome): bonus
    costs of the copied attack use the Energy really attached to Clefable; the cost paid
    is Metronome's own Colorless."""
    s = scenario()
    s.p1.active(CLEFABLE, energy=energy)
    s.p2.active(VAPOREON, energy=["Water"] * 3)
    g = s.start("p1")
    g.act("attack Metronome", "Water Gun")
    assert g.p2.active.damage == damage


def test_clefable_metronome_mega_drain_heals_clefable():
    """Clefable, Metronome copying Butterfree's Mega Drain: 40 damage, and half of it is
    removed from Clefable (the user of the copied attack), here 20 of its 40."""
    s = scenario()
    s.p1.active(CLEFABLE, energy=["Water"], damage=40)
    s.p2.active(BUTTERFREE, energy=["Grass"] * 4)
    g = s.start("p1")
    g.act("attack Metronome", "Mega Drain")
    assert g.p2.active.damage == 40 and g.p1.active.damage == 20


def test_clefable_metronome_petal_dance_confuses_clefable():
    """Clefable, Metronome copying Vileplume's Petal Dance: 3 coins, 40 per heads, and the
    attacker (Clefable, not Vileplume) is now Confused."""
    s = scenario()
    s.p1.active(CLEFABLE, energy=["Water"])
    s.p2.active(VILEPLUME, energy=["Grass"] * 3)
    s.coins("H", "T", "T")
    g = s.start("p1")
    g.act("attack Metronome")  # Petal Dance is Vileplume's only attack: chosen at once
    assert g.p2.active.damage == 40
    assert g.p1.active.conditions == {"confused"}
    assert g.p2.active.conditions == frozenset()


def test_clefable_metronome_swords_dance_then_slash_does_60():
    """Clefable, Metronome copying Scyther's Swords Dance, then, on its next turn, Metronome
    copying Slash: Slash's base damage is 60 instead of 30. Our reading (docs/rulings.md,
    "Metronome"): the copied attack is done as Clefable's own, so "the base damage of Slash
    is 60" applies to the Slash it copies. (A random game crashed on this: the effect looked
    for Slash among Clefable's printed attacks.)"""
    s = scenario()
    s.p1.active(CLEFABLE, energy=["Water"] * 3)
    s.p1.hand("Water")
    s.p2.active(SCYTHER)
    g = s.start("p1")
    g.act("attack Metronome", "Swords Dance")
    g.act("end")
    g.act("attack Metronome", "Slash")
    assert g.p2.active.damage == 60


def test_clefable_metronome_slash_without_swords_dance_does_30():
    """Clefable, Metronome copying Slash with no Swords Dance before: the printed 30 of the
    attack copied."""
    s = scenario()
    s.p1.active(CLEFABLE, energy=["Water"] * 3)
    s.p2.active(SCYTHER)
    g = s.start("p1")
    g.act("attack Metronome", "Slash")
    assert g.p2.active.damage == 30


def test_clefable_metronome_flamethrower_needs_fire_on_clefable():
    """Clefable, Metronome copying Flareon's Flamethrower (discard a Fire Energy in order to
    use it): the spec (Attack Procedures, step 5, example #1) makes Metronome meet that
    requirement with Clefable's own cards; with none, nothing happens. With a Fire Energy
    on Clefable, 60 damage and that Fire is discarded."""
    s = scenario()
    s.p1.active(CLEFABLE, energy=["Water"])
    s.p2.active(FLAREON, energy=["Fire"] * 4)
    g = s.start("p1")
    g.act("attack Metronome", "Flamethrower")
    assert g.p2.active.damage == 0 and ids(g.p1.active.energy) == [WATER]

    s = scenario()
    s.p1.active(CLEFABLE, energy=["Fire"])
    s.p2.active(FLAREON, energy=["Fire"] * 4)
    g = s.start("p1")
    g.act("attack Metronome", "Flamethrower")
    assert g.p2.active.damage == 60
    assert g.p1.active.energy == [] and ids(g.p1.discard) == [FIRE]


# --- Electrode -------------------------------------------------------------------------------
def test_electrode_chain_lightning_hits_benched_pokemon_of_the_defending_type():
    """Electrode, Chain Lightning: 20 to the Defending Pokémon and, since it is not
    Colorless, 10 to each Benched Pokémon of its type, Electrode's own Bench included
    (no Weakness or Resistance on the Bench)."""
    s = scenario()
    s.p1.active(ELECTRODE, energy=["Lightning"] * 3)
    s.p1.bench(PIKACHU)
    s.p1.bench(ODDISH)
    s.p2.active(TANGELA)
    s.p2.bench(BULBASAUR)
    s.p2.bench(VOLTORB)
    g = s.start("p1")
    g.act("attack Chain Lightning")
    assert g.p2.active.damage == 20
    assert [m.damage for m in g.p2.bench] == [10, 0]
    assert [m.damage for m in g.p1.bench] == [0, 10]


def test_electrode_chain_lightning_against_a_colorless_pokemon():
    """Electrode, Chain Lightning: against a Colorless Defending Pokémon only its 20 is
    done; no Benched Pokémon is hit, Colorless ones included."""
    s = scenario()
    s.p1.active(ELECTRODE, energy=["Lightning"] * 3)
    s.p1.bench(MEOWTH)
    s.p2.active(KANGASKHAN)
    s.p2.bench(MEOWTH)
    g = s.start("p1")
    g.act("attack Chain Lightning")
    assert g.p2.active.damage == 20
    assert g.p2.bench[0].damage == 0 and g.p1.bench[0].damage == 0


# --- Flareon, Jolteon, Vaporeon (Quick Attack) ------------------------------------------------
@pytest.mark.parametrize("eeveelution", [FLAREON, JOLTEON, VAPOREON])
@pytest.mark.parametrize(("coin", "damage"), [("H", 30), ("T", 10)])
def test_quick_attack(eeveelution, coin, damage):
    """Flareon, Jolteon and Vaporeon, Quick Attack: 10, and 20 more on heads."""
    s = scenario()
    s.p1.active(eeveelution, energy=["Water"] * 2)
    s.p2.active(KANGASKHAN)
    s.coins(coin)
    g = s.start("p1")
    g.act("attack Quick Attack")
    assert g.p2.active.damage == damage


def test_flareon_flamethrower_discards_a_fire_energy():
    """Flareon, Flamethrower: 60, and a Fire Energy card attached to Flareon is discarded
    (required in order to use the attack; without two Fire it can't be announced)."""
    s = scenario()
    s.p1.active(FLAREON, energy=["Fire", "Fire", "Water", "Water"])
    s.p2.active(KANGASKHAN)
    g = s.start("p1")
    g.act("attack Flamethrower")
    assert g.p2.active.damage == 60
    assert sorted(ids(g.p1.active.energy)) == sorted([FIRE, WATER, WATER])
    assert ids(g.p1.discard) == [FIRE]


def test_jolteon_pin_missile():
    """Jolteon, Pin Missile: 4 coins, 20 per heads."""
    s = scenario()
    s.p1.active(JOLTEON, energy=["Lightning"] * 3)
    s.p2.active(KANGASKHAN)
    s.coins("H", "H", "T", "H")
    g = s.start("p1")
    g.act("attack Pin Missile")
    assert g.p2.active.damage == 60


@pytest.mark.parametrize(("energy", "damage"), [
    (["Water"] * 3, 30),
    (["Water"] * 4, 40),
    (["Water"] * 5, 50),
    (["Water"] * 6, 50),              # at most 2 extra Water count
    (["Water", "Water", "Fire"], 30),
    (["Water", "Water", "Water", "Fire"], 40),  # the Fire pays the Colorless
])
def test_vaporeon_water_gun(energy, damage):
    """Vaporeon, Water Gun: 30, plus 10 for each Water Energy attached but not used to pay
    for the attack's cost (Water, Water, Colorless), counting at most 2."""
    s = scenario()
    s.p1.active(VAPOREON, energy=energy)
    s.p2.active(KANGASKHAN)
    g = s.start("p1")
    g.act("attack Water Gun")
    assert g.p2.active.damage == damage


# --- Kangaskhan ------------------------------------------------------------------------------
def test_kangaskhan_fetch_draws_a_card():
    """Kangaskhan, Fetch: draw a card."""
    s = scenario()
    s.p1.active(KANGASKHAN, energy=["Water"])
    s.p1.deck(ONIX, *DECK)
    s.p2.active(DODUO)
    g = s.start("p1")
    g.act("attack Fetch")
    assert ids(g.p1.hand) == [ONIX]


def test_kangaskhan_fetch_with_an_empty_deck_does_nothing():
    """Kangaskhan, Fetch, "do as much as you can" (spec, Attack Procedures step 5): with no
    card in the deck nothing is drawn, and drawing by an effect loses no game."""
    s = scenario()
    s.p1.active(KANGASKHAN, energy=["Water"])
    s.p1.deck()
    s.p1.hand("Water")
    s.p2.active(DODUO)
    g = s.start("p1")
    g.act("attack Fetch")
    assert g.current == "p2" and not g.over
    assert ids(g.p1.hand) == [WATER]


def test_kangaskhan_comet_punch():
    """Kangaskhan, Comet Punch: 4 coins, 20 per heads."""
    s = scenario()
    s.p1.active(KANGASKHAN, energy=["Water"] * 4)
    s.p2.active(ONIX)
    s.coins("T", "H", "T", "H")
    g = s.start("p1")
    g.act("attack Comet Punch")
    assert g.p2.active.damage == 40


# --- Mr. Mime --------------------------------------------------------------------------------
def test_mr_mime_meditate():
    """Mr. Mime, Meditate: 10, plus 10 for each damage counter on the Defending Pokémon."""
    s = scenario()
    s.p1.active(MR_MIME, energy=["Psychic"] * 2)
    s.p2.active(ONIX, damage=30)
    g = s.start("p1")
    g.act("attack Meditate")
    assert g.p2.active.damage == 30 + 40


def test_invisible_wall_lets_less_than_30_through():
    """Mr. Mime, Invisible Wall: only damage of 30 or more (after Weakness and Resistance)
    is prevented; Pinsir's Irongrip does its 20, and heads Paralyzes."""
    s = scenario()
    s.p1.active(PINSIR, energy=["Grass"] * 2)
    s.p2.active(MR_MIME)
    s.coins("H")
    g = s.start("p1")
    g.act("attack Irongrip")
    assert g.p2.active.damage == 20 and g.p2.active.conditions == {"paralyzed"}


def test_invisible_wall_other_effects_still_happen():
    """Mr. Mime, Invisible Wall ("any other effects of attacks still happen"): Flareon's
    Flamethrower does no damage, but its Fire Energy is still discarded."""
    s = scenario()
    s.p1.active(FLAREON, energy=["Fire"] * 4)
    s.p2.active(MR_MIME)
    g = s.start("p1")
    g.act("attack Flamethrower")
    assert g.p2.active.damage == 0
    assert ids(g.p1.discard) == [FIRE] and len(g.p1.active.energy) == 3


def test_invisible_wall_works_while_poisoned():
    """Invisible Wall while Mr. Mime is Poisoned (RULINGS, Jungle: it works while Poisoned
    under the default rules; spec, "Main Differences from WotC": Poison does not shut off
    powers): Flamethrower's 60 is prevented (Poison then does its 10)."""
    s = scenario()
    s.p1.active(FLAREON, energy=["Fire"] * 4)
    s.p2.active(MR_MIME, conditions=["poisoned"])
    g = s.start("p1")
    g.act("attack Flamethrower")
    assert g.p2.active.damage == 10  # only the Poison of Pokémon Checkup


def test_invisible_wall_off_while_poisoned_under_poison_blocks_powers():
    """Invisible Wall with the ``poison_blocks_powers`` switch (the later WotC errata the
    spec's "Main Differences from WotC" describes): a Poisoned Mr. Mime is not protected,
    and the 60 Knocks it Out."""
    rules = dataclasses.replace(Rules.preset("pokemon1999"), poison_blocks_powers=True)
    s = scenario(rules)
    s.p1.active(FLAREON, energy=["Fire"] * 4)
    s.p2.active(MR_MIME, conditions=["poisoned"])
    s.p2.bench(DODUO)
    g = s.start("p1")
    g.act("attack Flamethrower")
    assert MR_MIME in ids(g.p2.discard)


def test_invisible_wall_off_while_asleep():
    """Invisible Wall can't be used while Mr. Mime is Asleep (RULINGS, Jungle; card text):
    Flamethrower's 60 Knocks it Out."""
    s = scenario()
    s.p1.active(FLAREON, energy=["Fire"] * 4)
    s.p2.active(MR_MIME, conditions=["asleep"])
    s.p2.bench(DODUO)
    g = s.start("p1")
    g.act("attack Flamethrower")
    assert MR_MIME in ids(g.p2.discard)


def test_invisible_wall_below_30_from_its_own_side():
    """Invisible Wall applies to any attack, its owner's included (RULINGS, Jungle), but
    only to 30 or more: its own Electrode's Chain Lightning against a Psychic Defending
    Pokémon does its 10 to the Benched Mr. Mime."""
    s = scenario()
    s.p1.active(ELECTRODE, energy=["Lightning"] * 3)
    s.p1.bench(MR_MIME)
    s.p2.active(MEWTWO)
    g = s.start("p1")
    g.act("attack Chain Lightning")
    assert g.p1.bench[0].damage == 10 and g.p2.active.damage == 20


# --- Nidoqueen -------------------------------------------------------------------------------
@pytest.mark.parametrize(("own", "theirs", "damage"), [(0, 0, 20), (2, 0, 60), (1, 2, 40)])
def test_nidoqueen_boyfriends(own, theirs, damage):
    """Nidoqueen, Boyfriends: 20, plus 20 for each Nidoking its owner has in play (the
    opponent's Nidoking do not count)."""
    s = scenario()
    s.p1.active(NIDOQUEEN, energy=["Grass"] * 2)
    for _ in range(own):
        s.p1.bench(NIDOKING)
    s.p2.active(KANGASKHAN)
    for _ in range(theirs):
        s.p2.bench(NIDOKING)
    g = s.start("p1")
    g.act("attack Boyfriends")
    assert g.p2.active.damage == damage


# --- Pidgeot ---------------------------------------------------------------------------------
def test_pidgeot_hurricane_returns_the_defending_pokemon_to_the_hand():
    """Pidgeot, Hurricane: 30; unless that Knocks it Out, the Defending Pokémon and every
    card attached to it (the card it evolved from, Energy, PlusPower…) go back to its
    owner's hand, damage counters gone; the owner sends up a new Active Pokémon."""
    s = scenario()
    s.p1.active(PIDGEOT, energy=["Water"] * 3)
    s.p2.active(CHARMELEON, energy=["Fire", "Fire"], under=[CHARMANDER], damage=10)
    s.p2.bench(DODUO)
    g = s.start("p1")
    g.act("attack Hurricane")
    assert g.p2.active.name == "Doduo" and g.p2.bench == []
    # the Water it held, the Grass it drew for its turn, and the returned cards
    assert sorted(ids(g.p2.hand)) == sorted([WATER, GRASS, CHARMANDER, CHARMELEON, FIRE, FIRE])
    assert g.p2.discard == [] and len(g.p1.prizes) == 6


def test_pidgeot_hurricane_that_knocks_out():
    """Pidgeot, Hurricane: when the 30 Knocks the Defending Pokémon Out, it is discarded as
    usual and a Prize is taken; nothing returns to the hand."""
    s = scenario()
    s.p1.active(PIDGEOT, energy=["Water"] * 3)
    s.p2.active(CHARMANDER, energy=["Fire"], damage=20)
    s.p2.bench(DODUO)
    g = s.start("p1")
    g.act("attack Hurricane")
    assert sorted(ids(g.p2.discard)) == sorted([CHARMANDER, FIRE])
    assert ids(g.p2.hand) == [WATER, GRASS] and len(g.p1.prizes) == 5


def test_pidgeot_hurricane_leaves_a_player_with_no_pokemon():
    """Pidgeot, Hurricane with no Benched Pokémon behind the Defending one: its owner has no
    Pokémon in play and loses (Win/Loss Determination Chart)."""
    s = scenario()
    s.p1.active(PIDGEOT, energy=["Water"] * 3)
    s.p2.active(KANGASKHAN)
    g = s.start("p1")
    g.act("attack Hurricane")
    assert g.winner == "p1"


# --- Pinsir ----------------------------------------------------------------------------------
@pytest.mark.parametrize(("coin", "conditions"), [("H", {"paralyzed"}), ("T", set())])
def test_pinsir_irongrip(coin, conditions):
    """Pinsir, Irongrip: 20; heads, the Defending Pokémon is now Paralyzed."""
    s = scenario()
    s.p1.active(PINSIR, energy=["Grass"] * 2)
    s.p2.active(KANGASKHAN)
    s.coins(coin)
    g = s.start("p1")
    g.act("attack Irongrip")
    assert g.p2.active.damage == 20 and g.p2.active.conditions == conditions


# --- Scyther ---------------------------------------------------------------------------------
def test_scyther_swords_dance_then_slash():
    """Scyther, Swords Dance: during Scyther's next turn Slash's base damage is 60, not 30;
    the turn after, it is 30 again."""
    s = scenario()
    s.p1.active(SCYTHER, energy=["Grass"] * 3)
    s.p2.active(CHANSEY)
    g = s.start("p1")
    g.act("attack Swords Dance")
    g.act("end")
    g.act("attack Slash")
    assert g.p2.active.damage == 60
    g.act("end")
    g.act("attack Slash")
    assert g.p2.active.damage == 90


# --- Snorlax ---------------------------------------------------------------------------------
def test_thick_skinned_stops_paralysis_and_poison():
    """Snorlax, Thick Skinned: Snorlax can't become Asleep, Confused, Paralyzed or Poisoned.
    Irongrip heads does its 20 but no Paralysis; Gloom's Poisonpowder does not Poison."""
    s = scenario()
    s.p1.active(PINSIR, energy=["Grass"] * 2)
    s.p2.active(SNORLAX)
    s.coins("H")
    g = s.start("p1")
    g.act("attack Irongrip")
    assert g.p2.active.damage == 20 and g.p2.active.conditions == frozenset()

    s = scenario()
    s.p1.active(GLOOM, energy=["Grass"])
    s.p2.active(SNORLAX)
    g = s.start("p1")
    g.act("attack Poisonpowder")
    assert g.p2.active.conditions == frozenset()


def test_thick_skinned_off_when_already_confused():
    """Snorlax, Thick Skinned can't be used if Snorlax is already Asleep, Confused or
    Paralyzed (card text): a Confused Snorlax becomes Paralyzed by Irongrip heads."""
    s = scenario()
    s.p1.active(PINSIR, energy=["Grass"] * 2)
    s.p2.active(SNORLAX, conditions=["confused"])
    s.coins("H")
    g = s.start("p1")
    g.act("attack Irongrip")
    assert g.p2.active.conditions == {"paralyzed"}


def test_thick_skinned_works_while_poisoned():
    """Snorlax, Thick Skinned while Poisoned (spec, "Main Differences from WotC": Poison
    does not shut off powers): Irongrip heads does not Paralyze it."""
    s = scenario()
    s.p1.active(PINSIR, energy=["Grass"] * 2)
    s.p2.active(SNORLAX, conditions=["poisoned"])
    s.coins("H")
    g = s.start("p1")
    g.act("attack Irongrip")
    assert g.p2.active.conditions == {"poisoned"}


def test_snorlax_body_slam():
    """Snorlax, Body Slam: 30; heads, the Defending Pokémon is now Paralyzed."""
    s = scenario()
    s.p1.active(SNORLAX, energy=["Water"] * 4)
    s.p2.active(KANGASKHAN)
    s.coins("H")
    g = s.start("p1")
    g.act("attack Body Slam")
    assert g.p2.active.damage == 30 and g.p2.active.conditions == {"paralyzed"}


# --- Venomoth --------------------------------------------------------------------------------
def test_venomoth_shift_changes_its_type_for_weakness():
    """Venomoth, Shift: once during its owner's turn, Venomoth's type becomes the type of
    another Pokémon in play (here Electabuzz's Lightning); the Water Pokémon Seel, weak to
    Lightning, then takes double from Venom Powder (10 → 20). Shift can't be used twice in
    a turn."""
    s = scenario()
    s.p1.active(VENOMOTH, energy=["Grass"] * 2)
    s.p1.bench(ELECTABUZZ)
    s.p2.active(SEEL)
    s.coins("T")
    g = s.start("p1")
    g.act("power active Shift", "Lightning")
    assert g.p1.active.types == ("Lightning",)
    assert "power active Shift" not in keys(g)
    g.act("attack Venom Powder")
    assert g.p2.active.damage == 20


def test_venomoth_shift_offers_the_types_in_play_but_colorless():
    """Venomoth, Shift: the choice is among the types of the other Pokémon in play, either
    side, Colorless excepted (and not Venomoth's own type, which would change nothing)."""
    s = scenario()
    s.p1.active(VENOMOTH, energy=["Grass"] * 2)
    s.p1.bench(ODDISH)
    s.p1.bench(KANGASKHAN)
    s.p2.active(SEEL)
    s.p2.bench(CHARMANDER)
    g = s.start("p1")
    g.act("power active Shift")
    assert keys(g) == {"Fire", "Water"}


def test_venomoth_shift_is_not_offered_with_only_colorless_to_copy():
    """Venomoth, Shift: with only Colorless Pokémon besides Venomoth in play there is no type
    to change to, so the power is not offered."""
    s = scenario()
    s.p1.active(VENOMOTH, energy=["Grass"] * 2)
    s.p2.active(KANGASKHAN)
    g = s.start("p1")
    assert not any(k.startswith("power") for k in keys(g))


def test_venomoth_shift_lasts_into_later_turns_and_on_the_bench():
    """Venomoth, Shift: the card gives the change no end. Following the Game Boy game (the
    spec and RULINGS.md are silent), it stays while Venomoth is in play, on the Bench too,
    until Shift is used again. Shifted to Water, Venomoth goes to the Bench and back; a
    turn later its Venom Powder does double to the Water-weak Charmander (10 → 20)."""
    s = scenario()
    s.p1.active(VENOMOTH, energy=["Grass"] * 2)
    s.p1.bench(ODDISH)
    s.p1.hand(SWITCH, SWITCH)
    s.p2.active(CHARMANDER)
    s.p2.bench(SEEL)
    s.coins("T")
    g = s.start("p1")
    g.act("power active Shift", "Water")
    g.act(f"play {SWITCH}")
    assert g.p1.bench[0].types == ("Water",)
    g.act(f"play {SWITCH}", "end")
    g.act("end")
    assert g.current == "p1" and g.p1.active.types == ("Water",)
    g.act("attack Venom Powder")
    assert g.p2.active.damage == 20


def test_venomoth_shift_not_while_asleep():
    """Venomoth, Shift can't be used while Venomoth is Asleep, Confused or Paralyzed."""
    s = scenario()
    s.p1.active(VENOMOTH, energy=["Grass"] * 2, conditions=["asleep"])
    s.p1.hand("Grass")
    s.p2.active(SEEL)
    g = s.start("p1")
    assert not any(k.startswith("power") for k in keys(g))


@pytest.mark.parametrize(("coin", "conditions"), [("H", {"confused", "poisoned"}),
                                                  ("T", set())])
def test_venomoth_venom_powder(coin, conditions):
    """Venomoth, Venom Powder: 10; heads, the Defending Pokémon is now Confused and
    Poisoned."""
    s = scenario()
    s.p1.active(VENOMOTH, energy=["Grass"] * 2)
    s.p2.active(KANGASKHAN)
    s.coins(coin)
    g = s.start("p1")
    g.act("attack Venom Powder")
    assert g.p2.active.conditions == conditions
    # Poison did 10 more at Pokémon Checkup on heads
    assert g.p2.active.damage == (20 if coin == "H" else 10)


# --- Victreebel ------------------------------------------------------------------------------
def test_victreebel_lure_brings_up_the_chosen_benched_pokemon():
    """Victreebel, Lure: if the opponent has Benched Pokémon, Victreebel's player chooses 1
    and it is switched with the Defending Pokémon."""
    s = scenario()
    s.p1.active(VICTREEBEL, energy=["Grass"])
    s.p2.active(KANGASKHAN)
    s.p2.bench(DODUO)
    s.p2.bench(SEEL)
    g = s.start("p1")
    g.act("attack Lure")
    assert g.decision.player == "p1" and keys(g) == {"opp-bench1", "opp-bench2"}
    g.act("opp-bench2")
    assert g.p2.active.name == "Seel"
    assert [m.name for m in g.p2.bench] == ["Doduo", "Kangaskhan"]


def test_victreebel_acid_stops_retreat_for_the_next_turn():
    """Victreebel, Acid: 20; heads, the Defending Pokémon can't retreat during its owner's
    next turn (the card's "your next turn" can only mean that turn: the Defending Pokémon
    retreats in its owner's turns). Switch still moves it (spec, Notes on Retreating); and
    a turn later it may retreat again."""
    s = scenario()
    s.p1.active(VICTREEBEL, energy=["Grass"] * 2)
    s.p2.active(KANGASKHAN, energy=["Water"] * 3)
    s.p2.bench(DODUO)
    s.p2.hand(SWITCH)
    s.coins("H")
    g = s.start("p1")
    g.act("attack Acid")
    assert g.p2.active.damage == 20
    assert "retreat" not in keys(g) and f"play {SWITCH}" in keys(g)
    g.act("end")
    g.act("end")
    assert g.current == "p2" and "retreat" in keys(g)


def test_victreebel_acid_tails():
    """Victreebel, Acid: tails, only the 20; the Defending Pokémon may retreat."""
    s = scenario()
    s.p1.active(VICTREEBEL, energy=["Grass"] * 2)
    s.p2.active(KANGASKHAN, energy=["Water"] * 3)
    s.p2.bench(DODUO)
    s.coins("T")
    g = s.start("p1")
    g.act("attack Acid")
    assert "retreat" in keys(g)


# --- Vileplume -------------------------------------------------------------------------------
def test_vileplume_heal_heads_removes_a_counter():
    """Vileplume, Heal: once during its owner's turn, flip a coin; heads, remove 1 damage
    counter from 1 of that player's Pokémon (here the Benched Oddish). Not twice a turn."""
    s = scenario()
    s.p1.active(VILEPLUME, energy=["Grass"] * 3, damage=10)
    s.p1.bench(ODDISH, damage=30)
    s.p2.active(KANGASKHAN)
    s.coins("H")
    g = s.start("p1")
    g.act("power active Heal")
    assert keys(g) == {"active", "bench1"}
    g.act("bench1")
    assert g.p1.bench[0].damage == 20 and g.p1.active.damage == 10
    assert "power active Heal" not in keys(g)


def test_vileplume_heal_tails_does_nothing_but_is_used():
    """Vileplume, Heal: tails, nothing is healed, and the power has been used this turn."""
    s = scenario()
    s.p1.active(VILEPLUME, energy=["Grass"] * 3, damage=10)
    s.p2.active(KANGASKHAN)
    s.coins("T")
    g = s.start("p1")
    g.act("power active Heal")
    assert g.p1.active.damage == 10
    assert "power active Heal" not in keys(g)


def test_vileplume_heal_needs_a_damaged_pokemon_and_no_sleep():
    """Vileplume, Heal is not offered with no damage counter on its owner's Pokémon, nor
    while Vileplume is Asleep (card text)."""
    s = scenario()
    s.p1.active(VILEPLUME, energy=["Grass"] * 3)
    s.p2.active(KANGASKHAN)
    g = s.start("p1")
    assert "power active Heal" not in keys(g)
    s = scenario()
    s.p1.active(VILEPLUME, energy=["Grass"] * 3, damage=10, conditions=["asleep"])
    s.p1.hand("Grass")
    s.p2.active(KANGASKHAN)
    g = s.start("p1")
    assert "power active Heal" not in keys(g)


def test_vileplume_heal_works_from_the_bench():
    """Vileplume, Heal works from the Bench (nothing in the text asks it to be Active)."""
    s = scenario()
    s.p1.active(ODDISH, damage=20)
    s.p1.bench(VILEPLUME)
    s.p2.active(KANGASKHAN)
    s.coins("H")
    g = s.start("p1")
    g.act("power bench1 Heal")
    assert g.p1.active.damage == 10


def test_vileplume_petal_dance():
    """Vileplume, Petal Dance: 3 coins, 40 per heads; Vileplume is then Confused."""
    s = scenario()
    s.p1.active(VILEPLUME, energy=["Grass"] * 3)
    s.p2.active(KANGASKHAN)
    s.coins("H", "T", "H")
    g = s.start("p1")
    g.act("attack Petal Dance")
    assert g.p2.active.damage == 80 and g.p1.active.conditions == {"confused"}


# --- Wigglytuff ------------------------------------------------------------------------------
def test_wigglytuff_lullaby():
    """Wigglytuff, Lullaby: the Defending Pokémon is now Asleep."""
    s = scenario()
    s.p1.active(WIGGLYTUFF, energy=["Water"])
    s.p2.active(KANGASKHAN)
    s.coins("T")  # p2's Kangaskhan stays Asleep at Pokémon Checkup
    g = s.start("p1")
    g.act("attack Lullaby")
    assert g.p2.active.conditions == {"asleep"}


@pytest.mark.parametrize(("benched", "damage"), [(0, 10), (3, 40), (5, 60)])
def test_wigglytuff_do_the_wave(benched, damage):
    """Wigglytuff, Do the Wave: 10, plus 10 for each of its owner's Benched Pokémon."""
    s = scenario()
    s.p1.active(WIGGLYTUFF, energy=["Water"] * 3)
    for _ in range(benched):
        s.p1.bench(JIGGLYPUFF)
    s.p2.active(KANGASKHAN)
    s.p2.bench(DODUO)
    g = s.start("p1")
    g.act("attack Do the Wave")
    assert g.p2.active.damage == damage
