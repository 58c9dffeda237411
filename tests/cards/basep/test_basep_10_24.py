"""Wizards Black Star Promos basep-10 … basep-24 (basep-14 and basep-20 share the behaviour
of basep-3 and of Fossil's Psyduck; they are played here too)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from oldback.engine import hooks
from oldback.rules import Rules
from oldback.testing import Scenario
from oldback.testing import card_ids as ids
from oldback.testing import option_keys as keys

DECK = ["Water"] * 8
MEOWTH_10, EEVEE_11, MEWTWO_12, VENUSAUR_13, MEWTWO_14, PORYGON_15 = (
    "basep-10", "basep-11", "basep-12", "basep-13", "basep-14", "basep-15")
COMPUTER_ERROR_16, PERSIAN_17, TR_MEOWTH_18, ABRA_19, PSYDUCK_20 = (
    "basep-16", "basep-17", "basep-18", "basep-19", "basep-20")
MOLTRES_21, ARTICUNO_22, ZAPDOS_23, PIKACHU_24 = "basep-21", "basep-22", "basep-23", "basep-24"
EEVEE, FLAREON, VAPOREON, JOLTEON, CLEFABLE = (
    "base2-51", "base2-19", "base2-28", "base2-20", "base2-1")
CHARMANDER, CHARMELEON = "base1-46", "base1-24"
ONIX, CHANSEY, HITMONCHAN, ELECTABUZZ, MEWTWO, ABRA = (
    "base1-56", "base1-3", "base1-7", "base1-20", "base1-10", "base1-43")
PLUSPOWER, DCE, POTION = "base1-84", "base1-96", "base1-94"
FIGHTING, FIRE, GRASS, LIGHTNING, PSYCHIC, WATER = (f"base1-{n}" for n in range(97, 103))


def scenario(rules: Rules | str = "pokemon1999") -> Scenario:
    s = Scenario(rules=rules)
    s.p1.deck(*DECK)
    s.p2.deck(*DECK)
    return s


# --- basep-10 Meowth ------------------------------------------------------------------------
def test_meowth_cat_punch_heads_hits_the_defending_pokemon():
    """Meowth (promo 10), Cat Punch: heads, 20 damage to the Defending Pokémon."""
    s = scenario()
    s.p1.active(MEOWTH_10, energy=["Water"] * 2)
    s.p2.active(ONIX)
    s.p2.bench(CHANSEY)
    s.coins("H")
    g = s.start("p1")
    g.act("attack Cat Punch")
    assert g.p2.active.damage == 20 and g.p2.bench[0].damage == 0


def test_meowth_cat_punch_tails_the_opponent_chooses_the_benched_target():
    """Cat Punch tails: "he or she chooses 1 of them" — the opponent picks which Benched
    Pokémon takes the 20 (no Weakness: Hitmonchan is not doubled); the Defending Pokémon
    takes nothing."""
    s = scenario()
    s.p1.active(MEOWTH_10, energy=["Water"] * 2)
    s.p2.active(ONIX)
    s.p2.bench(CHANSEY)
    s.p2.bench(HITMONCHAN)
    s.coins("T")
    g = s.start("p1")
    g.act("attack Cat Punch")
    d = g.decision
    assert d.player == "p2" and d.kind == "bench-target"
    assert keys(g) == {"bench1", "bench2"}
    g.act("bench2")
    assert g.p2.bench[1].damage == 20
    assert g.p2.bench[0].damage == 0 and g.p2.active.damage == 0


def test_meowth_cat_punch_tails_with_no_bench_does_nothing():
    """Cat Punch tails with no opponent's Benched Pokémon: nothing happens."""
    s = scenario()
    s.p1.active(MEOWTH_10, energy=["Water"] * 2)
    s.p2.active(ONIX)
    s.coins("T")
    g = s.start("p1")
    g.act("attack Cat Punch")
    assert g.p2.active.damage == 0 and g.current == "p2"


# --- basep-11 Eevee -------------------------------------------------------------------------
def chain_reaction() -> Scenario:
    s = Scenario()
    s.p1.active(CHARMANDER)
    s.p1.bench(EEVEE_11)
    s.p1.hand(CHARMELEON, "Water")
    s.p1.deck(FLAREON, "Water", "Water", "Water")
    s.p2.deck(*DECK)
    s.p2.active(ONIX)
    return s


def test_chain_reaction_evolves_eevee_from_the_deck_when_another_pokemon_evolves():
    """Eevee (promo 11), Chain Reaction: when Charmander evolves, search the deck for a card
    that evolves from Eevee and put it on Eevee; this counts as evolving it."""
    g = chain_reaction().start("p1")
    g.act(f"evolve {CHARMELEON} active")
    assert g.decision.kind == "search-deck" and keys(g) == {FLAREON, "done"}
    g.act(FLAREON)
    eevee = g.p1.bench[0]
    assert ids(eevee.stack) == [EEVEE_11, FLAREON] and eevee.evolved_turn == g.turn
    assert FLAREON not in ids(g.p1.deck) and len(g.p1.deck) == 3


def test_chain_reaction_may_fail_to_find():
    """Chain Reaction searches the deck, a private zone: the player may take nothing (spec,
    Notes on "Fail to find"); Eevee stays Eevee."""
    g = chain_reaction().start("p1")
    g.act(f"evolve {CHARMELEON} active", "done")
    assert ids(g.p1.bench[0].stack) == [EEVEE_11] and FLAREON in ids(g.p1.deck)


def test_chain_reaction_chains_to_a_second_eevee():
    """Evolving an Eevee by Chain Reaction counts as evolving: a second Eevee's Chain
    Reaction follows it (Flareon on the first, then Vaporeon on the second)."""
    s = chain_reaction()
    s.p1.bench(EEVEE_11)
    s.p1.deck(FLAREON, VAPOREON, "Water", "Water")
    g = s.start("p1")
    g.act(f"evolve {CHARMELEON} active", FLAREON, VAPOREON)
    assert [m.name for m in g.p1.bench] == ["Flareon", "Vaporeon"]


def test_chain_reaction_not_from_a_eevee_played_this_turn():
    """Chain Reaction counts as evolving Eevee: an Eevee put onto the Bench this turn can't
    be evolved, so it is not asked (our reading, docs/rulings.md)."""
    s = chain_reaction()
    s.p1.bench(CHANSEY)
    g = s.start("p1")
    g.p1.bench[0].entered_turn = g.turn
    g.act(f"evolve {CHARMELEON} active")
    assert g.decision.kind == "action" and ids(g.p1.bench[0].stack) == [EEVEE_11]


def test_chain_reaction_not_while_eevee_is_asleep():
    """Chain Reaction can't be used while Eevee is Asleep, Confused or Paralyzed: an Active
    Asleep Eevee stays Eevee when the Benched Charmander evolves."""
    s = Scenario()
    s.p1.active(EEVEE_11, conditions=["asleep"])
    s.p1.bench(CHARMANDER)
    s.p1.hand(CHARMELEON, "Water")
    s.p1.deck(JOLTEON, "Water")
    s.p2.deck(*DECK)
    s.p2.active(ONIX)
    g = s.start("p1")
    g.act(f"evolve {CHARMELEON} bench1")
    assert g.decision.kind == "action" and g.p1.active.name == "Eevee"


# --- basep-12 Mewtwo ------------------------------------------------------------------------
def test_mewtwo_energy_control_moves_a_basic_energy_among_the_opponents_pokemon():
    """Mewtwo (promo 12), Energy Control: heads, a basic Energy card on one of the
    opponent's Pokémon goes to another of theirs (a Double Colorless, not basic, stays)."""
    s = scenario()
    s.p1.active(MEWTWO_12, energy=["Psychic"])
    s.p2.active(ONIX, energy=["Fighting", DCE])
    s.p2.bench(CHANSEY)
    s.coins("H")
    g = s.start("p1")
    g.act("attack Energy Control")
    assert ids(g.p2.active.energy) == [DCE] and ids(g.p2.bench[0].energy) == [FIGHTING]


def test_mewtwo_energy_control_tails_does_nothing():
    """Energy Control tails: nothing moves."""
    s = scenario()
    s.p1.active(MEWTWO_12, energy=["Psychic"])
    s.p2.active(ONIX, energy=["Fighting"])
    s.p2.bench(CHANSEY)
    s.coins("T")
    g = s.start("p1")
    g.act("attack Energy Control")
    assert ids(g.p2.active.energy) == [FIGHTING] and g.p2.bench[0].energy == []


def test_mewtwo_telekinesis_ignores_weakness_and_resistance():
    """Telekinesis: 30 to any 1 of the opponent's Pokémon, without Weakness or Resistance:
    a Psychic-weak Mewtwo takes 30, not 60; a Benched Chansey takes 30."""
    s = scenario()
    s.p1.active(MEWTWO_12, energy=["Psychic"] * 3)
    s.p2.active(MEWTWO)
    s.p2.bench(CHANSEY)
    g = s.start("p1")
    g.act("attack Telekinesis")
    assert keys(g) == {"opp-active", "opp-bench1"}
    g.act("opp-active")
    assert g.p2.active.damage == 30

    s = scenario()
    s.p1.active(MEWTWO_12, energy=["Psychic"] * 3)
    s.p2.active(MEWTWO)
    s.p2.bench(CHANSEY)
    g = s.start("p1")
    g.act("attack Telekinesis", "opp-bench1")
    assert g.p2.bench[0].damage == 30 and g.p2.active.damage == 0


# --- basep-13 Venusaur ----------------------------------------------------------------------
def test_venusaur_solar_power_ends_both_actives_conditions_once_a_turn():
    """Venusaur (promo 13), Solar Power: once during your turn, your Active Pokémon and the
    Defending Pokémon are no longer Asleep, Confused, Paralyzed or Poisoned. A Benched
    Venusaur may use it; a second use the same turn is not offered."""
    s = scenario()
    s.p1.active(CHARMANDER, conditions=["paralyzed", "poisoned"])
    s.p1.bench(VENUSAUR_13)
    s.p2.active(ONIX, conditions=["asleep"])
    g = s.start("p1")
    g.act("power bench1 Solar Power")
    assert g.p1.active.conditions == frozenset() and g.p2.active.conditions == frozenset()
    assert "power bench1 Solar Power" not in keys(g)


def test_venusaur_solar_power_only_with_a_condition_and_not_while_asleep():
    """Solar Power is offered only when an Active Pokémon has a Special Condition, and not
    while Venusaur itself is Asleep (it is not shut off by Poison: spec, Main Differences
    from WotC Rules)."""
    s = scenario()
    s.p1.active(VENUSAUR_13)
    s.p2.active(ONIX)
    g = s.start("p1")
    assert "power active Solar Power" not in keys(g)

    s = scenario()
    s.p1.active(VENUSAUR_13, conditions=["asleep"])
    s.p1.hand("Water")
    s.p2.active(ONIX)
    g = s.start("p1")
    assert "power active Solar Power" not in keys(g)

    s = scenario()
    s.p1.active(VENUSAUR_13, conditions=["poisoned"])
    s.p2.active(ONIX)
    g = s.start("p1")
    g.act("power active Solar Power")
    assert g.p1.active.conditions == frozenset()


def test_venusaur_mega_drain_heals_half_the_damage_done():
    """Mega Drain: 40, doubled by Onix's Grass Weakness to 80; Venusaur removes half of it,
    4 damage counters, from itself (50 → 10)."""
    s = scenario()
    s.p1.active(VENUSAUR_13, energy=["Grass"] * 4, damage=50)
    s.p2.active(ONIX)
    g = s.start("p1")
    g.act("attack Mega Drain")
    assert g.p2.active.damage == 80 and g.p1.active.damage == 10


# --- basep-14 Mewtwo (basep-3's behaviour) ---------------------------------------------------
def test_mewtwo_14_energy_absorption_is_promo_3s():
    """Mewtwo (promo 14) reprints promo 3: Energy Absorption attaches up to 2 Energy cards
    from the discard pile."""
    s = scenario()
    s.p1.active(MEWTWO_14, energy=["Psychic"])
    s.p1.discard("Psychic", "Fire")
    s.p2.active(ONIX)
    g = s.start("p1")
    g.act("attack Energy Absorption", PSYCHIC, FIRE)
    assert sorted(ids(g.p1.active.energy)) == sorted([PSYCHIC, PSYCHIC, FIRE])


# --- basep-15 Cool Porygon ------------------------------------------------------------------
def test_cool_porygon_texture_magic_changes_resistance_and_weakness():
    """Cool Porygon (promo 15), Texture Magic: it may change its own Resistance, and the
    Defending Pokémon's Weakness, to types other than Colorless. With Resistance Lightning,
    Electabuzz's Thundershock (10) does nothing to it; Electabuzz is now weak to Water."""
    s = scenario()
    s.p1.active(PORYGON_15, energy=["Water"] * 3)
    s.p2.active(ELECTABUZZ, energy=["Lightning"])
    s.coins("T")
    g = s.start("p1")
    g.act("attack Texture Magic")
    assert "Colorless" not in keys(g) and "done" in keys(g)
    g.act("Lightning", "Water")
    assert hooks.resistance(g, g.p1.active) == "Lightning"
    assert hooks.weakness(g, g.p2.active) == "Water"
    g.act("attack Thundershock")
    assert g.p1.active.damage == 0


def test_cool_porygon_texture_magic_may_keep_both():
    """Texture Magic: both changes are optional (``done``)."""
    s = scenario()
    s.p1.active(PORYGON_15, energy=["Water"] * 3)
    s.p2.active(ELECTABUZZ)
    g = s.start("p1")
    g.act("attack Texture Magic", "done", "done")
    assert hooks.resistance(g, g.p1.active) == "Psychic"
    assert hooks.weakness(g, g.p2.active) == "Fighting"


def test_cool_porygon_3d_attack():
    """3-D Attack: flip 3 coins, 20 times the heads."""
    s = scenario()
    s.p1.active(PORYGON_15, energy=["Water"] * 3)
    s.p2.active(CHANSEY)
    s.coins("H", "T", "H")
    g = s.start("p1")
    g.act("attack 3-D Attack")
    assert g.p2.active.damage == 40


# --- basep-16 Computer Error ----------------------------------------------------------------
def test_computer_error_both_draw_up_to_5_and_the_turn_ends():
    """Computer Error (promo 16): you may draw up to 5 cards, then your opponent may draw up
    to 5; your turn is over (no attack)."""
    s = scenario()
    s.p1.active(ONIX, energy=["Fighting"] * 2)
    s.p1.hand(COMPUTER_ERROR_16)
    s.p2.active(CHANSEY)
    g = s.start("p1")
    g.act(f"play {COMPUTER_ERROR_16}")
    assert g.decision.kind == "draw-count" and keys(g) == {str(n) for n in range(6)}
    g.act("5")
    assert g.decision.player == "p2" and g.decision.kind == "draw-count"
    g.act("3")
    assert g.current == "p2" and g.p2.active.damage == 0
    assert len(g.p1.hand) == 5 and ids(g.p1.discard) == [COMPUTER_ERROR_16]
    assert len(g.p2.hand) == 3 + 1  # and the card of p2's own turn


def test_computer_error_draws_only_what_the_deck_holds():
    """Computer Error with a 2-card deck offers 0 to 2; drawing none is allowed."""
    s = Scenario()
    s.p1.deck("Water", "Water")
    s.p2.deck(*DECK)
    s.p1.active(ONIX)
    s.p1.hand(COMPUTER_ERROR_16)
    s.p2.active(CHANSEY)
    g = s.start("p1")
    g.act(f"play {COMPUTER_ERROR_16}")
    assert keys(g) == {"0", "1", "2"}
    g.act("0", "0")
    assert g.current == "p2" and len(g.p1.deck) == 2


# --- basep-17 Dark Persian ------------------------------------------------------------------
def test_dark_persian_tempt_switches_on_heads():
    """Dark Persian (promo 17), Tempt: if the opponent has Benched Pokémon, flip a coin;
    heads, choose 1 of them to switch with the Defending Pokémon."""
    s = scenario()
    s.p1.active(PERSIAN_17, energy=["Water"])
    s.p2.active(ONIX)
    s.p2.bench(CHANSEY)
    s.p2.bench(HITMONCHAN)
    s.coins("H")
    g = s.start("p1")
    g.act("attack Tempt", "opp-bench2")
    assert g.p2.active.name == "Hitmonchan" and "Onix" in [m.name for m in g.p2.bench]


def test_dark_persian_tempt_flips_no_coin_without_a_bench():
    """Tempt with no opponent's Benched Pokémon: no coin is flipped (none is scripted) and
    nothing happens."""
    s = scenario()
    s.p1.active(PERSIAN_17, energy=["Water"])
    s.p2.active(ONIX)
    g = s.start("p1")
    g.act("attack Tempt")
    assert g.p2.active.name == "Onix" and g.current == "p2"


def test_dark_persian_poison_claws():
    """Poison Claws: 10; heads, the Defending Pokémon is now Poisoned."""
    s = scenario()
    s.p1.active(PERSIAN_17, energy=["Water"] * 2)
    s.p2.active(ONIX)
    s.coins("H")
    g = s.start("p1")
    g.act("attack Poison Claws")
    assert g.p2.active.conditions == {"poisoned"}
    assert g.p2.active.damage == 10 + 10  # and the Poison of the Checkup


# --- basep-18 Team Rocket's Meowth ------------------------------------------------------------
def test_team_rockets_meowth_miraculous_comeback():
    """Team Rocket's Meowth (promo 18), Miraculous Comeback: a coin for each Pokémon in play
    (both players': 4 here); 10 damage for each heads, then 10 to itself for each tails."""
    s = scenario()
    s.p1.active(TR_MEOWTH_18, energy=["Water"])
    s.p1.bench(CHANSEY)
    s.p2.active(ONIX)
    s.p2.bench(HITMONCHAN)
    s.coins("H", "H", "T", "H")
    g = s.start("p1")
    g.act("attack Miraculous Comeback")
    assert g.p2.active.damage == 30 and g.p1.active.damage == 10


def test_team_rockets_meowth_miraculous_comeback_can_knock_itself_out():
    """Miraculous Comeback: with 4 tails of 4, Meowth (40 HP) does 40 to itself."""
    s = scenario()
    s.p1.active(TR_MEOWTH_18, energy=["Water"])
    s.p1.bench(CHANSEY)
    s.p2.active(ONIX)
    s.p2.bench(HITMONCHAN)
    s.coins("T", "T", "T", "T")
    g = s.start("p1")
    g.act("attack Miraculous Comeback")
    assert g.p2.active.damage == 0 and g.p1.active.name == "Chansey"
    assert len(g.p2.prizes) == 5


# --- basep-19 Sabrina's Abra ------------------------------------------------------------------
def test_sabrinas_abra_synchronize_needs_as_many_energy_cards():
    """Sabrina's Abra (promo 19), Synchronize: usable only while Abra and the Defending
    Pokémon have the same number of Energy cards (a Double Colorless is one card)."""
    s = scenario()
    s.p1.active(ABRA_19, energy=["Psychic", DCE])
    s.p2.active(CHANSEY, energy=["Water"])
    g = s.start("p1")
    assert "attack Synchronize" not in keys(g) and "attack Pound" in keys(g)

    s = scenario()
    s.p1.active(ABRA_19, energy=["Psychic", DCE])
    s.p2.active(ONIX, energy=["Fighting", "Fighting"])
    g = s.start("p1")
    g.act("attack Synchronize")
    assert g.p2.active.damage == 40


# --- basep-20 Psyduck (written with Fossil's) ----------------------------------------------
def test_psyduck_20_headache_stops_trainers():
    """Psyduck (promo 20), Headache: the opponent can't play Trainer cards during their next
    turn."""
    s = scenario()
    s.p1.active(PSYDUCK_20, energy=["Psychic"])
    s.p2.active(ONIX, damage=20)
    s.p2.hand(POTION)
    g = s.start("p1")
    g.act("attack Headache")
    assert g.current == "p2" and f"play {POTION}" not in keys(g)


# --- basep-21 Moltres ---------------------------------------------------------------------
def test_moltres_hyper_flame_heads_discards_one_fire():
    """Moltres (promo 21), Hyper Flame: 60; heads, discard 1 Fire Energy card."""
    s = scenario()
    s.p1.active(MOLTRES_21, energy=["Fire"] * 3 + [DCE])
    s.p2.active(CHANSEY)
    s.coins("H")
    g = s.start("p1")
    g.act("attack Hyper Flame")
    assert g.p2.active.damage == 60
    assert sorted(ids(g.p1.active.energy)) == sorted([FIRE, FIRE, DCE])
    assert ids(g.p1.discard) == [FIRE]


def test_moltres_hyper_flame_tails_discards_every_energy_card():
    """Hyper Flame tails: 60, and every Energy card attached to Moltres is discarded."""
    s = scenario()
    s.p1.active(MOLTRES_21, energy=["Fire"] * 3 + [DCE])
    s.p2.active(CHANSEY)
    s.coins("T")
    g = s.start("p1")
    g.act("attack Hyper Flame")
    assert g.p2.active.damage == 60 and g.p1.active.energy == []
    assert len(g.p1.discard) == 4


def test_moltres_hyper_flame_copied_without_fire_does_nothing():
    """"If you can't discard Energy cards, this attack does nothing": Clefable's Metronome
    copying Hyper Flame must meet it with its own cards (spec, Attack Procedures step 5);
    with no Fire Energy card it can't, and nothing happens."""
    s = scenario()
    s.p1.active(CLEFABLE, energy=["Water"] * 3)
    s.p2.active(MOLTRES_21)
    g = s.start("p1")
    g.act("attack Metronome")
    assert g.p2.active.damage == 0 and len(g.p1.active.energy) == 3


def test_moltres_hyper_flame_coin_before_confusion_under_wotc():
    """Under ``wotc`` (costs_after_damage off) the cost is paid on announcing: a Confused
    Moltres flips for Hyper Flame first (tails: everything discarded), then tails for
    Confusion and hurts itself; under the spec it pays nothing when Confusion fails."""
    s = scenario("wotc")
    s.p1.active(MOLTRES_21, energy=["Fire"] * 3, conditions=["confused"])
    s.p2.active(CHANSEY)
    s.coins("T", "T")
    g = s.start("p1")
    g.act("attack Hyper Flame")
    assert g.p1.active.energy == [] and g.p2.active.damage == 0

    s = scenario()
    s.p1.active(MOLTRES_21, energy=["Fire"] * 3, conditions=["confused"])
    s.p2.active(CHANSEY)
    s.coins("T")
    g = s.start("p1")
    g.act("attack Hyper Flame")
    assert len(g.p1.active.energy) == 3 and g.p1.active.damage == 20


# --- basep-22 Articuno ---------------------------------------------------------------------
def test_articuno_diamond_dust():
    """Articuno (promo 22), Diamond Dust: 20; heads, the Defending Pokémon is now Paralyzed
    and each of the opponent's Benched Pokémon takes 10 (no Weakness for the Bench)."""
    s = scenario()
    s.p1.active(ARTICUNO_22, energy=["Water"] * 3)
    s.p2.active(ONIX)
    s.p2.bench(CHANSEY)
    s.p2.bench(HITMONCHAN)
    s.coins("H")
    g = s.start("p1")
    g.act("attack Diamond Dust")
    assert g.p2.active.damage == 20 and g.p2.active.conditions == {"paralyzed"}
    assert [m.damage for m in g.p2.bench] == [10, 10]

    s = scenario()
    s.p1.active(ARTICUNO_22, energy=["Water"] * 3)
    s.p2.active(ONIX)
    s.p2.bench(CHANSEY)
    s.coins("T")
    g = s.start("p1")
    g.act("attack Diamond Dust")
    assert g.p2.active.damage == 20 and g.p2.active.conditions == frozenset()
    assert g.p2.bench[0].damage == 0


# --- basep-23 Zapdos -----------------------------------------------------------------------
def test_zapdos_lightning_burn():
    """Zapdos (promo 23), Lightning Burn: 30; heads, 30 to 1 of the opponent's Benched
    Pokémon of your choice; tails, 30 to Zapdos itself."""
    s = scenario()
    s.p1.active(ZAPDOS_23, energy=["Lightning"] * 3)
    s.p2.active(CHANSEY)
    s.p2.bench(ONIX)
    s.p2.bench(HITMONCHAN)
    s.coins("H")
    g = s.start("p1")
    g.act("attack Lightning Burn", "opp-bench2")
    assert g.p2.active.damage == 30 and [m.damage for m in g.p2.bench] == [0, 30]
    assert g.p1.active.damage == 0

    s = scenario()
    s.p1.active(ZAPDOS_23, energy=["Lightning"] * 3)
    s.p2.active(CHANSEY)
    s.p2.bench(ONIX)
    s.coins("T")
    g = s.start("p1")
    g.act("attack Lightning Burn")
    assert g.p2.active.damage == 30 and g.p2.bench[0].damage == 0
    assert g.p1.active.damage == 30


# --- basep-24 _____'s Pikachu ----------------------------------------------------------------
def test_birthday_surprise_is_30_when_it_is_nobodys_birthday():
    """_____'s Pikachu (promo 24), Birthday Surprise: if it's not your birthday, 30. By
    default (rule switch ``birthday`` "") it is nobody's birthday: no coin is flipped."""
    s = scenario()
    s.p1.active(PIKACHU_24, energy=["Lightning"] * 2)
    s.p2.active(CHANSEY)
    g = s.start("p1")
    g.act("attack Birthday Surprise")
    assert g.p2.active.damage == 30


@pytest.mark.parametrize(("birthday", "coin", "done"), [
    ("p1", "H", 80), ("p1", "T", 30), ("both", "H", 80),
])
def test_birthday_surprise_on_your_birthday_flips_for_50_more(birthday, coin, done):
    """Birthday Surprise on your birthday (``birthday`` names the attacking player, or
    "both"): flip a coin; heads, 30 plus 50 more; tails, 30."""
    s = scenario(replace(Rules(), birthday=birthday))
    s.p1.active(PIKACHU_24, energy=["Lightning"] * 2)
    s.p2.active(CHANSEY)
    s.coins(coin)
    g = s.start("p1")
    g.act("attack Birthday Surprise")
    assert g.p2.active.damage == done


def test_birthday_surprise_on_the_opponents_birthday_is_30():
    """Birthday Surprise asks for the attacking player's birthday: p2's birthday does not
    help p1's Pikachu."""
    s = scenario(replace(Rules(), birthday="p2"))
    s.p1.active(PIKACHU_24, energy=["Lightning"] * 2)
    s.p2.active(CHANSEY)
    g = s.start("p1")
    g.act("attack Birthday Surprise")
    assert g.p2.active.damage == 30


def test_birthday_switch_refuses_other_values():
    """The rule switch ``birthday`` holds "", "p1", "p2" or "both"; anything else is a
    ValueError naming it."""
    with pytest.raises(ValueError, match="birthday"):
        Rules(birthday="p3")
    with pytest.raises(ValueError, match="birthday"):
        Rules(birthday=True)  # type: ignore[arg-type]
