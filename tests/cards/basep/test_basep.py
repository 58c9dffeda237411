"""Wizards Black Star Promos basep-1 … basep-9 (and Mew basep-47's Neutral Shield)."""

from __future__ import annotations

import pytest

from oldback.engine.energy import units
from oldback.testing import Scenario
from oldback.testing import card_ids as ids
from oldback.testing import option_keys as keys

DECK = ["Water"] * 8
PIKACHU_1, ELECTABUZZ_2, MEWTWO_3, PIKACHU_4 = "basep-1", "basep-2", "basep-3", "basep-4"
DRAGONITE_5, ARCANINE_6, JIGGLYPUFF_7, MEW_8, MEW_9 = (
    "basep-5", "basep-6", "basep-7", "basep-8", "basep-9")
MEW_47 = "basep-47"
ELECTABUZZ, ELECTRODE, CHARMELEON, CHARMANDER = "base1-20", "base1-21", "base1-24", "base1-46"
MACHOKE, MACHOP, GROWLITHE, DRAGONAIR, DRATINI = (
    "base1-34", "base1-52", "base1-28", "base1-18", "base1-26")
CHANSEY, ONIX, DODUO = "base1-3", "base1-56", "base1-48"
SWITCH, DCE = "base1-95", "base1-96"
FIGHTING, FIRE, GRASS, LIGHTNING, PSYCHIC, WATER = (f"base1-{n}" for n in range(97, 103))


def scenario() -> Scenario:
    s = Scenario()
    s.p1.deck(*DECK)
    s.p2.deck(*DECK)
    return s


# --- basep-1 Pikachu --------------------------------------------------------------------------
def test_pikachu_growl_softens_the_defending_pokemons_next_attack():
    """Pikachu (promo 1), Growl: if the Defending Pokémon attacks Pikachu during the
    opponent's next turn, its damage is reduced by 10 after Weakness and Resistance:
    Thunderpunch heads does 30 instead of 40."""
    s = scenario()
    s.p1.active(PIKACHU_1, energy=["Lightning"])
    s.p2.active(ELECTABUZZ, energy=["Lightning"] * 2)
    s.coins("H")
    g = s.start("p1")
    g.act("attack Growl", "attack Thunderpunch")
    assert g.p1.active.damage == 30


def test_pikachu_growl_ends_when_pikachu_is_benched():
    """Pikachu (promo 1), Growl: benching either Pokémon ends the effect; a Pikachu
    switched out and back takes the full 40."""
    s = scenario()
    s.p1.active(PIKACHU_1, energy=["Lightning"])
    s.p1.bench(DODUO)
    s.p1.hand(SWITCH, SWITCH, "Water")
    s.p2.active(ELECTABUZZ, energy=["Lightning"] * 2)
    s.coins("H")
    g = s.start("p1")
    g.act(f"play {SWITCH}", f"play {SWITCH}")
    assert g.p1.active.name == "Pikachu"
    g.act("attack Growl")
    g.act("attack Thunderpunch")
    assert g.p1.active.damage == 30

    s = scenario()
    s.p1.active(PIKACHU_1, energy=["Lightning"])
    s.p1.bench(DODUO)
    s.p2.active(ELECTABUZZ, energy=["Lightning"] * 2)
    s.p2.bench(ONIX)
    s.p2.hand(SWITCH, SWITCH)
    s.coins("H")
    g = s.start("p1")
    g.act("attack Growl", f"play {SWITCH}", f"play {SWITCH}", "attack Thunderpunch")
    assert g.p1.active.damage == 40


def test_pikachu_thundershock():
    """Pikachu (promo 1), Thundershock: 20; flip, heads the Defending Pokémon is
    Paralyzed."""
    s = scenario()
    s.p1.active(PIKACHU_1, energy=["Lightning"] * 2)
    s.p2.active(CHANSEY)
    s.coins("H")
    g = s.start("p1")
    g.act("attack Thundershock")
    assert g.p2.active.damage == 20 and g.p2.active.conditions == {"paralyzed"}


# --- basep-2 Electabuzz -----------------------------------------------------------------------
def test_electabuzz_light_screen_halves_damage():
    """Electabuzz (promo 2), Light Screen: during the opponent's next turn, damage done to
    Electabuzz by an attack (after Weakness and Resistance) is halved, rounded down to the
    nearest 10: Thunderpunch heads 40 → 20; the attack's other effects still happen."""
    s = scenario()
    s.p1.active(ELECTABUZZ_2, energy=["Lightning"])
    s.p2.active(ELECTABUZZ, energy=["Lightning"] * 2)
    s.coins("H")
    g = s.start("p1")
    g.act("attack Light Screen", "attack Thunderpunch")
    assert g.p1.active.damage == 20


def test_electabuzz_light_screen_rounds_down():
    """Electabuzz (promo 2), Light Screen: Machop's Low Kick does 20 × 2 (Weakness) = 40,
    halved to 20; Thunderpunch tails (30) halves to 15, rounded down to 10."""
    s = scenario()
    s.p1.active(ELECTABUZZ_2, energy=["Lightning"])
    s.p2.active(MACHOP, energy=["Fighting"])
    g = s.start("p1")
    g.act("attack Light Screen", "attack Low Kick")
    assert g.p1.active.damage == 20

    s = scenario()
    s.p1.active(ELECTABUZZ_2, energy=["Lightning"])
    s.p2.active(ELECTABUZZ, energy=["Lightning"] * 2)
    s.coins("T")
    g = s.start("p1")
    g.act("attack Light Screen", "attack Thunderpunch")
    assert g.p1.active.damage == 10 and g.p2.active.damage == 10


@pytest.mark.parametrize(("card", "coin", "damage"), [
    (ELECTABUZZ_2, "H", 30), (ELECTABUZZ_2, "T", 10), (ARCANINE_6, "H", 30), (ARCANINE_6, "T", 10),
])
def test_quick_attack(card, coin, damage):
    """Electabuzz (promo 2) and Arcanine (promo 6), Quick Attack: 10; flip, heads 20 more."""
    s = scenario()
    s.p1.active(card, energy=["Water"] * 2)
    s.p2.active(CHANSEY)
    s.coins(coin)
    g = s.start("p1")
    g.act("attack Quick Attack")
    assert g.p2.active.damage == damage


# --- basep-3 Mewtwo ---------------------------------------------------------------------------
def test_mewtwo_energy_absorption_attaches_up_to_two_from_the_discard_pile():
    """Mewtwo (promo 3), Energy Absorption: choose up to 2 Energy cards from your discard
    pile and attach them to Mewtwo (a Double Colorless Energy too; ``done`` stops)."""
    s = scenario()
    s.p1.active(MEWTWO_3, energy=["Psychic"])
    s.p1.discard("Psychic", DCE, "base1-71", "Fire")
    s.p2.active(CHANSEY)
    g = s.start("p1")
    g.act("attack Energy Absorption")
    assert keys(g) == {PSYCHIC, DCE, FIRE, "done"}
    g.act(DCE, PSYCHIC)
    assert ids(g.p1.active.energy) == [PSYCHIC, DCE, PSYCHIC]
    assert ids(g.p1.discard) == ["base1-71", FIRE]

    s = scenario()
    s.p1.active(MEWTWO_3, energy=["Psychic"])
    s.p1.discard("Fire", "Fire")
    s.p2.active(CHANSEY)
    g = s.start("p1")
    g.act("attack Energy Absorption", FIRE, "done")
    assert ids(g.p1.active.energy) == [PSYCHIC, FIRE] and ids(g.p1.discard) == [FIRE]


# --- basep-4 Pikachu --------------------------------------------------------------------------
def test_pikachu_recharge_searches_the_deck_for_lightning():
    """Pikachu (promo 4), Recharge: search your deck for a Lightning Energy card and attach
    it to Pikachu, then shuffle; the search may fail to find (``done``)."""
    s = scenario()
    s.p1.active(PIKACHU_4, energy=["Lightning"])
    s.p1.deck("Water", "Lightning", "Water")
    s.p2.active(CHANSEY)
    g = s.start("p1")
    g.act("attack Recharge")
    assert keys(g) == {LIGHTNING, "done"}
    g.act(LIGHTNING)
    assert ids(g.p1.active.energy) == [LIGHTNING, LIGHTNING]
    assert sorted(ids(g.p1.deck)) == [WATER, WATER]

    s = scenario()
    s.p1.active(PIKACHU_4, energy=["Lightning"])
    s.p1.deck("Water", "Lightning", "Water")
    s.p2.active(CHANSEY)
    g = s.start("p1")
    g.act("attack Recharge", "done")
    assert ids(g.p1.active.energy) == [LIGHTNING]


def test_pikachu_thunderbolt_discards_all_energy():
    """Pikachu (promo 4), Thunderbolt: 50; discard all Energy cards attached to Pikachu in
    order to use it."""
    s = scenario()
    s.p1.active(PIKACHU_4, energy=["Lightning"] * 3 + [DCE])
    s.p2.active(CHANSEY)
    g = s.start("p1")
    g.act("attack Thunderbolt")
    assert g.p2.active.damage == 50 and g.p1.active.energy == []
    assert sorted(ids(g.p1.discard)) == sorted([LIGHTNING] * 3 + [DCE])


# --- basep-5 Dragonite ------------------------------------------------------------------------
def test_dragonite_special_delivery():
    """Dragonite (promo 5), Special Delivery: once during your turn, you may draw a card,
    then put a card from your hand on top of your deck (the key is its id)."""
    s = scenario()
    s.p1.active(DRAGONITE_5)
    s.p1.hand("Fire")
    s.p1.deck("Grass", "Water")
    s.p2.active(CHANSEY)
    g = s.start("p1")
    g.act("power active Special Delivery")
    assert g.decision.kind == "to-deck-top" and keys(g) == {FIRE, GRASS}
    g.act(FIRE)
    assert ids(g.p1.hand) == [GRASS] and ids(g.p1.deck) == [FIRE, WATER]
    assert "power active Special Delivery" not in keys(g)


def test_dragonite_special_delivery_needs_a_deck_and_no_condition():
    """Dragonite (promo 5), Special Delivery: not with an empty deck (nothing to draw), and
    not while Dragonite is Asleep, Confused or Paralyzed."""
    s = Scenario()
    s.p1.active(DRAGONITE_5)
    s.p1.hand("Fire")
    s.p2.active(CHANSEY)
    g = s.start("p1")
    assert "power active Special Delivery" not in keys(g)

    s = scenario()
    s.p1.active(DRAGONITE_5, conditions=["confused"])
    s.p1.hand("Fire")
    s.p2.active(CHANSEY)
    g = s.start("p1")
    assert "power active Special Delivery" not in keys(g)


@pytest.mark.parametrize(("coin", "damage"), [("H", 60), ("T", 0)])
def test_dragonite_supersonic_flight(coin, damage):
    """Dragonite (promo 5), Supersonic Flight: 60; flip, tails the attack does nothing."""
    s = scenario()
    s.p1.active(DRAGONITE_5, energy=["Water"] * 3)
    s.p2.active(CHANSEY)
    s.coins(coin)
    g = s.start("p1")
    g.act("attack Supersonic Flight")
    assert g.p2.active.damage == damage


# --- basep-6 Arcanine -------------------------------------------------------------------------
def test_arcanine_flames_of_rage():
    """Arcanine (promo 6), Flames of Rage: discard 2 Fire Energy cards attached to Arcanine
    in order to use it; 40 plus 10 for each damage counter on Arcanine (3 counters: 70)."""
    s = scenario()
    s.p1.active(ARCANINE_6, energy=["Fire"] * 3, damage=30)
    s.p2.active(CHANSEY)
    g = s.start("p1")
    g.act("attack Flames of Rage")
    assert g.p2.active.damage == 70
    assert ids(g.p1.active.energy) == [FIRE] and ids(g.p1.discard) == [FIRE, FIRE]


def test_flames_of_rage_counts_a_buzzap_electrode_as_one_card():
    """Arcanine (promo 6), Flames of Rage needs two Energy *cards* (RULINGS, Promos): a
    Buzzap Electrode providing 2 Fire is one card, so alone it pays the cost but can't be
    used; with one more Fire Energy card both are discarded."""
    s = scenario()
    s.p1.active(ELECTRODE)
    s.p1.bench(ARCANINE_6)
    s.p1.hand("Fire")
    s.p2.active(CHANSEY)
    g = s.start("p1")
    g.act("power active Buzzap", "Fire")
    assert g.p1.active.name == "Arcanine" and units(g, g.p1.active) == ["Fire", "Fire"]
    assert "attack Flames of Rage" not in keys(g)
    g.act(f"attach {FIRE} active")
    g.act("attack Flames of Rage", f"active:{ELECTRODE}")  # then the Fire card, by itself
    assert g.p2.active.damage == 40 and g.p1.active.energy == []
    assert ELECTRODE in ids(g.p1.discard)


# --- basep-7 Jigglypuff -----------------------------------------------------------------------
def test_jigglypuff_first_aid_and_double_edge():
    """Jigglypuff (promo 7): First Aid removes 1 damage counter from Jigglypuff; Double-edge
    does 40 and 20 to Jigglypuff itself."""
    s = scenario()
    s.p1.active(JIGGLYPUFF_7, energy=["Water"] * 3, damage=20)
    s.p2.active(CHANSEY)
    g = s.start("p1")
    g.act("attack First Aid")
    assert g.p1.active.damage == 10

    s = scenario()
    s.p1.active(JIGGLYPUFF_7, energy=["Water"] * 3)
    s.p2.active(CHANSEY)
    g = s.start("p1")
    g.act("attack Double-edge")
    assert g.p2.active.damage == 40 and g.p1.active.damage == 20


# --- basep-8 and basep-9 Mew ------------------------------------------------------------------
@pytest.mark.parametrize("mew", [MEW_8, MEW_9])
def test_mew_psywave_counts_energy_cards(mew):
    """Mew (promos 8 and 9), Psywave: 10 times the number of Energy cards attached to the
    Defending Pokémon (a Double Colorless is one card): 3 cards, 30."""
    s = scenario()
    s.p1.active(mew, energy=["Psychic"])
    s.p2.active(ONIX, energy=["Fighting", "Fighting", DCE])
    g = s.start("p1")
    g.act("attack Psywave")
    assert g.p2.active.damage == 30


def test_mew_devolution_beam_on_the_opponent():
    """Mew (promo 8), Devolution Beam: choose an evolved Pokémon, either player's; its
    highest Stage card returns to its owner's hand, and it is no longer Asleep, Confused,
    Paralyzed or Poisoned or affected by attacks, as if it had evolved. Its damage stays."""
    s = scenario()
    s.p1.active(MEW_8, energy=["Psychic"] * 2)
    s.p1.bench(CHARMELEON, under=[CHARMANDER])
    s.p2.active(MACHOKE, under=[MACHOP], damage=20, conditions=["confused", "poisoned"])
    s.p2.bench(DRAGONAIR, under=[DRATINI])
    g = s.start("p1")
    g.act("attack Devolution Beam")
    assert g.decision.kind == "target" and keys(g) == {"bench1", "opp-active", "opp-bench1"}
    g.act("opp-active")
    machop = g.p2.active
    assert machop.name == "Machop" and ids(machop.stack) == [MACHOP]
    assert machop.damage == 20 and machop.conditions == frozenset()
    assert MACHOKE in ids(g.p2.hand)


def test_mew_devolution_beam_on_its_own_side_and_knock_out():
    """Mew (promo 8), Devolution Beam may devolve its owner's Pokémon (RULINGS, Promos):
    Charmeleon goes back to the hand. On the opponent's Machoke with 60 damage, the
    Machop left (50 HP) is Knocked Out."""
    s = scenario()
    s.p1.active(MEW_8, energy=["Psychic"] * 2)
    s.p1.bench(CHARMELEON, under=[CHARMANDER], damage=10)
    s.p2.active(CHANSEY)
    g = s.start("p1")
    g.act("attack Devolution Beam")  # the only evolved Pokémon: chosen by itself
    assert g.p1.bench[0].name == "Charmander" and g.p1.bench[0].damage == 10
    assert CHARMELEON in ids(g.p1.hand)

    s = scenario()
    s.p1.active(MEW_9, energy=["Psychic"] * 2)
    s.p2.active(MACHOKE, under=[MACHOP], damage=60)
    s.p2.bench(DODUO)
    g = s.start("p1")
    g.act("attack Devolution Beam")
    assert MACHOP in ids(g.p2.discard) and MACHOKE in ids(g.p2.hand)
    assert g.p2.active.name == "Doduo" and len(g.p1.prizes) == 5


def test_mew_devolution_beam_with_no_evolved_pokemon():
    """Mew (promo 8), Devolution Beam: with no evolved Pokémon in play nothing happens."""
    s = scenario()
    s.p1.active(MEW_8, energy=["Psychic"] * 2)
    s.p2.active(CHANSEY)
    g = s.start("p1")
    g.act("attack Devolution Beam")
    assert g.current == "p2" and g.p2.active.name == "Chansey"


# --- basep-47 Mew: Neutral Shield -------------------------------------------------------------
def test_mew_neutral_shield_against_evolved_pokemon():
    """Mew (promo 47), Neutral Shield: all effects of attacks, damage included, done to Mew
    by Evolved Pokémon are prevented (Machoke's Karate Chop does nothing); a Basic
    Pokémon's attacks work as usual (Machop's Low Kick: 20)."""
    s = scenario()
    s.p1.active(MEW_47)
    s.p2.active(MACHOKE, under=[MACHOP], energy=["Fighting"] * 3)
    g = s.start("p2")
    g.act("attack Karate Chop")
    assert g.p1.active.damage == 0

    s = scenario()
    s.p1.active(MEW_47)
    s.p2.active(MACHOP, energy=["Fighting"])
    g = s.start("p2")
    g.act("attack Low Kick")
    assert g.p1.active.damage == 20


def test_mew_neutral_shield_prevents_conditions_from_evolved_pokemon():
    """Mew (promo 47), Neutral Shield covers the other effects too: Dragonair's Hyper Beam
    neither damages Mew nor discards its Energy."""
    s = scenario()
    s.p1.active(MEW_47, energy=["Psychic"])
    s.p2.active(DRAGONAIR, under=[DRATINI], energy=["Water"] * 4)
    g = s.start("p2")
    g.act("attack Hyper Beam")
    assert g.p1.active.damage == 0 and ids(g.p1.active.energy) == [PSYCHIC]


def test_mew_psyshock():
    """Mew (promo 47), Psyshock: 10; flip, heads the Defending Pokémon is Confused."""
    s = scenario()
    s.p1.active(MEW_47, energy=["Psychic"])
    s.p2.active(CHANSEY)
    s.coins("H")
    g = s.start("p1")
    g.act("attack Psyshock")
    assert g.p2.active.damage == 0 and g.p2.active.conditions == {"confused"}


# --- basep-28 Surfing Pikachu ---------------------------------------------------------------
def test_surfing_pikachu_surf_is_plain_damage_paid_with_water():
    """Surfing Pikachu (promo 28), Surf: 30 damage for two Water Energy, with no text. A
    Lightning Pokémon paying Water Energy; Onix (Weakness Grass) takes the 30 as printed.
    Without the second Water Energy the attack is not offered."""
    s = scenario()
    s.p1.active("basep-28", energy=["Water", "Water"])
    s.p2.active(ONIX, energy=[])
    g = s.start("p1", first_turn=False)
    assert "attack Surf" in keys(g)
    g.act("attack Surf")
    assert g.p2.active.damage == 30
    s = scenario()
    s.p1.active("basep-28", energy=["Water", "Lightning"])
    s.p2.active(ONIX, energy=[])
    assert "attack Surf" not in keys(s.start("p1", first_turn=False))
