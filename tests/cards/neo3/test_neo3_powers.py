"""Neo Revelation (neo3): the Pokémon Powers, the legends and the cards whose attacks needed
new pieces, in number order. The spec's own examples of these cards are tests here: Celebi's
Time Travel (Knock Out Procedures step 1) and Parasect's Allergic Pollen keeping a Buzzap
Electrode in the discard pile (Knock Out Procedures step 3, its note)."""

from __future__ import annotations

import pytest

from oldback.engine.energy import units
from oldback.engine.hooks import attacks, types
from oldback.testing import Scenario
from oldback.testing import card_ids as ids
from oldback.testing import option_keys as keys

ZAPDOS, CHANSEY, MACHOP, MACHOKE, PIKACHU = (
    "base1-16", "base1-3", "base1-52", "base1-34", "base1-58")
ELECTRODE, VOLTORB, CHARMANDER, ONIX = "base1-21", "base1-67", "base1-46", "base1-56"
FIGHTING, FIRE, GRASS, LIGHTNING, PSYCHIC, WATER = (f"base1-{n}" for n in range(97, 103))
DEFENDER, PLUSPOWER, POTION, DCE = "base1-80", "base1-84", "base1-94", "base1-96"
HORSEA, SEADRA, HOPPIP, SKIPLOOM = "neo1-62", "neo1-48", "neo1-61", "neo1-49"
MAGNEMITE, DARKNESS = "neo2-7", "neo1-104"
CELEBI, ENTEI, MAGNETON, MISDREAVUS, PORYGON2 = "neo3-3", "neo3-6", "neo3-10", "neo3-11", \
    "neo3-12"
RAIKOU, SUICUNE, AERODACTYL, ENTEI_LB = "neo3-13", "neo3-14", "neo3-15", "neo3-17"
UNOWN_B, UNOWN_Y, UNOWN_K = "neo3-39", "neo3-40", "neo3-58"


def scenario() -> Scenario:
    s = Scenario()
    s.p1.deck(*["Water"] * 6)
    s.p2.deck(*["Water"] * 6)
    return s


# --- 1 Ampharos ---------------------------------------------------------------------------
def test_ampharos_attract_current_attaches_a_lightning_energy_per_heads():
    """Ampharos, Attract Current: 20; 3 coins; for each heads you may search your deck for a
    Lightning Energy card and attach it to 1 of your Lightning Pokémon; shuffle."""
    s = scenario()
    s.p1.deck("Lightning", "Lightning", "Lightning")
    s.p1.active("neo3-1", energy=["Lightning"])
    s.p1.bench(PIKACHU)
    s.p1.bench(CHANSEY)  # not Lightning: never offered
    s.p2.active(ZAPDOS)
    s.coins("H", "T", "H")
    g = s.start("p1")
    g.act("attack Attract Current", LIGHTNING, "bench1")
    assert g.decision.kind == "search-deck"
    g.act(LIGHTNING, "active")
    assert ids(g.p1.bench[0].energy) == [LIGHTNING]
    assert ids(g.p1.active.energy) == [LIGHTNING, LIGHTNING] and g.p1.bench[1].energy == []
    assert ids(g.p1.deck).count(LIGHTNING) == 1 and g.p2.active.damage == 20


@pytest.mark.parametrize("coin, done, paralyzed", [("H", 60, False), ("T", 40, True)])
def test_ampharos_gigavolt(coin, done, paralyzed):
    """Ampharos, Gigavolt: heads, 40 and 20 more; tails, 40 and Paralyzed."""
    s = scenario()
    s.p1.active("neo3-1", energy=["Lightning"] * 4)
    s.p2.active(CHANSEY)
    s.coins(coin)
    g = s.start("p1")
    g.act("attack Gigavolt")
    assert g.p2.active.damage == done and ("paralyzed" in g.p2.active.conditions) == paralyzed


# --- 2 Blissey ----------------------------------------------------------------------------
@pytest.mark.parametrize("coin, left", [("H", 10), ("T", 50)])
def test_blissey_softboiled_heals_when_played(coin, left):
    """Blissey, Softboiled: when you play it from your hand you may flip: heads, remove 8
    damage counters from it; tails, 4 (all, if it has fewer)."""
    s = scenario()
    s.p1.active("base1-3", damage=90)  # Chansey
    s.p1.hand("neo3-2")
    s.p2.active(ZAPDOS)
    s.coins(coin)
    g = s.start("p1")
    g.act("evolve neo3-2 active", "yes")
    assert g.p1.active.name == "Blissey" and g.p1.active.damage == left


# --- 3 Celebi (the spec's example: Knock Out step 1) --------------------------------------
def test_celebi_time_travel_heads_it_goes_into_the_deck_not_knocked_out():
    """Celebi, Time Travel: if the opponent's attack would Knock it Out, flip: heads, it isn't
    Knocked Out; it and its cards are shuffled into its owner's deck (no Prize). Spec, Knock
    Out Procedures step 1: an effect when HP reaches 0 comes before the Knock Out."""
    s = scenario()
    s.p1.active(MACHOP, energy=["Fighting"])
    s.p2.active(CELEBI, energy=["Psychic"], damage=40)
    s.p2.bench(PIKACHU)
    s.coins("H")
    g = s.start("p1")
    g.act("attack Low Kick")
    assert g.p2.active.name == "Pikachu" and len(g.p1.prizes) == 6
    assert CELEBI in ids(g.p2.deck) and PSYCHIC in ids(g.p2.deck)
    assert g.p2.discard == []


def test_celebi_time_travel_tails_is_knocked_out_and_not_while_asleep():
    """Celebi, Time Travel: tails, it is Knocked Out as usual. It doesn't work if Celebi is
    already Asleep, Confused or Paralyzed: no coin is flipped then."""
    for coins, asleep in ((["T"], False), ([], True)):
        s = scenario()
        s.p1.active(MACHOP, energy=["Fighting"])
        s.p2.active(CELEBI, damage=40, conditions=["asleep"] if asleep else [])
        s.p2.bench(PIKACHU)
        s.coins(*coins)
        g = s.start("p1")
        g.act("attack Low Kick")
        assert CELEBI in ids(g.p2.discard) and len(g.p1.prizes) == 5


def test_celebi_psychic_damage_a_counter_per_heads():
    """Celebi, Psychic Damage: 3 coins; 1 damage counter on the Defending Pokémon for each
    heads (counters: no Weakness, Resistance; Chansey resists Psychic all the same)."""
    s = scenario()
    s.p1.active(CELEBI, energy=["Psychic"])
    s.p2.active(CHANSEY)
    s.coins("H", "T", "H")
    g = s.start("p1")
    g.act("attack Psychic Damage")
    assert g.p2.active.damage == 20


# --- 4 Crobat -----------------------------------------------------------------------------
def test_crobat_triggered_poison_poisons_on_the_next_attachment():
    """Crobat, Triggered Poison: 20; if the opponent attaches an Energy card to the Defending
    Pokémon during their next turn, it is now Poisoned."""
    s = scenario()
    s.p1.active("neo3-4", energy=["Grass"])
    s.p2.active(CHANSEY)
    s.p2.hand("Water")
    g = s.start("p1")
    g.act("attack Triggered Poison")
    assert g.p2.active.damage == 20 and not g.p2.active.conditions
    g.act("attach base1-102 active")
    assert "poisoned" in g.p2.active.conditions


# --- 6 Entei ------------------------------------------------------------------------------
def test_entei_howl_attaches_the_fire_energy_milled_and_ends_the_turn():
    """Entei (neo3-6), Howl: when you play it from your hand you may discard the top 5 cards
    of your deck and attach the Fire Energy cards among them to your Fire Pokémon of your
    choice; using it ends your turn."""
    s = Scenario()
    s.p1.deck("Fire", "Water", "Fire", "Grass", "Water", "Water", "Water")
    s.p2.deck(*["Water"] * 6)
    s.p1.active(CHARMANDER)
    s.p1.hand(ENTEI)
    s.p2.active(ZAPDOS)
    g = s.start("p1")
    g.act(f"bench {ENTEI}", "yes", "active", "bench1")
    assert ids(g.p1.active.energy) == [FIRE] and ids(g.p1.bench[0].energy) == [FIRE]
    assert sorted(ids(g.p1.discard)) == sorted([GRASS, WATER, WATER])
    assert g.current == "p2"


def test_entei_searing_flames_needs_two_fire_energy_cards():
    """Entei (neo3-6), Searing Flames: 60; discard 2 Fire Energy cards attached to it or the
    attack does nothing."""
    s = scenario()
    s.p1.active(ENTEI, energy=["Fire", "Fire", "Fire"])
    s.p2.active(CHANSEY)
    g = s.start("p1")
    g.act("attack Searing Flames")
    assert g.p2.active.damage == 60 and ids(g.p1.discard) == [FIRE, FIRE]


# --- 9 Jumpluff ---------------------------------------------------------------------------
def test_jumpluff_evolutionary_spore_evolves_hoppips_and_skiplooms():
    """Jumpluff, Evolutionary Spore: for any number of your Hoppips and Skiplooms, search your
    deck for a card that evolves from it and put it on it (this counts as evolving)."""
    s = scenario()
    s.p1.deck(SKIPLOOM, "neo3-9")
    s.p1.active("neo3-9", energy=["Grass"], under=[HOPPIP, SKIPLOOM])
    s.p1.bench(HOPPIP).bench("neo3-52", under=[HOPPIP])
    s.p2.active(ZAPDOS)
    g = s.start("p1")
    g.act("attack Evolutionary Spore", SKIPLOOM, "neo3-9")
    assert [m.name for m in g.p1.bench] == ["Skiploom", "Jumpluff"]


# --- 10 Magneton --------------------------------------------------------------------------
def test_magneton_electromagnetic_power_moves_energy_among_magnemites_and_magnetons():
    """Magneton, Electromagnetic Power: as often as you like, move 1 Energy card from 1 of
    your Magnemites, Magnetons or Dark Magnetons to another of them (never to another
    Pokémon). Plasma: 30, and attach a Lightning Energy card from your discard pile."""
    s = scenario()
    s.p1.active(MAGNETON, energy=["Lightning", "Lightning"], under=[MAGNEMITE])
    s.p1.bench(MAGNEMITE, energy=["Water"]).bench(PIKACHU)
    s.p1.discard("Lightning")
    s.p2.active(CHANSEY)
    g = s.start("p1")
    g.act("power active Electromagnetic Power", "bench1:base1-102")
    assert ids(g.p1.active.energy) == [LIGHTNING, LIGHTNING, WATER]
    g.act("attack Plasma", LIGHTNING)
    assert ids(g.p1.active.energy) == [LIGHTNING, LIGHTNING, WATER, LIGHTNING]
    assert g.p2.active.damage == 30


# --- 11 Misdreavus ------------------------------------------------------------------------
def test_misdreavus_perish_song_knocks_out_the_sleeper_of_night_eyes():
    """Misdreavus, Night Eyes: the Defending Pokémon is now Asleep. Perish Song: if it is
    Asleep and was attacked with Night Eyes during your last turn, it is Knocked Out."""
    s = scenario()
    s.p1.active(MISDREAVUS, energy=["Psychic"] * 3)
    s.p2.active(CHANSEY)
    s.p2.bench(PIKACHU)
    s.coins("T", "T")  # it stays Asleep at both Checkups
    g = s.start("p1")
    g.act("attack Night Eyes", "end", "attack Perish Song")
    assert CHANSEY in ids(g.p2.discard) and len(g.p1.prizes) == 5


def test_misdreavus_perish_song_does_nothing_without_night_eyes():
    """Misdreavus, Perish Song: an Asleep Pokémon not attacked with Night Eyes last turn is
    not Knocked Out."""
    s = scenario()
    s.p1.active(MISDREAVUS, energy=["Psychic"] * 3)
    s.p2.active(CHANSEY, conditions=["asleep"])
    s.coins("T")
    g = s.start("p1")
    g.act("attack Perish Song")
    assert g.p2.active.damage == 0


# --- 12 Porygon2 --------------------------------------------------------------------------
def test_porygon2_energy_converter_until_the_end_of_the_turn():
    """Porygon2, Energy Converter: once during your turn choose a basic Energy card attached
    to 1 of your Pokémon and a type: it is of that type until the end of your turn (only
    that card: the other Water Energy card stays Water)."""
    s = scenario()
    s.p1.active(CHARMANDER, energy=["Water", "Water"])
    s.p1.bench(PORYGON2)
    s.p2.active(CHANSEY)
    g = s.start("p1")
    assert "attack Ember" not in keys(g)
    g.act("power bench1 Energy Converter", "Fire")  # (one card to choose: no question)
    assert sorted(units(g, g.p1.active)) == ["Fire", "Water"]
    assert "power bench1 Energy Converter" not in keys(g)
    g.act("attack Ember")  # its cost: discard a Fire Energy card (the Water one, as Fire)
    assert g.p2.active.damage == 30 and ids(g.p1.discard) == [WATER]
    assert units(g, g.p1.active) == ["Water"]


def test_porygon2_energy_converter_ends_if_porygon2_is_asleep():
    """Energy Converter: if Porygon2 becomes Asleep, Confused or Paralyzed, the card goes back
    to its own type."""
    s = scenario()
    s.p1.active(PORYGON2, energy=["Water", "Water", "Water"])
    s.p2.active(CHANSEY)
    g = s.start("p1")
    g.act("power active Energy Converter", "Fire")
    assert "Fire" in units(g, g.p1.active)
    g.p1.active.conditions = frozenset({"asleep"})
    assert units(g, g.p1.active) == ["Water"] * 3


def test_porygon2_delta_beam_condition_of_choice():
    """Porygon2, Delta Beam: 20; heads, the Defending Pokémon is Asleep, Confused or
    Paralyzed, your choice (Poisoned is not offered)."""
    s = scenario()
    s.p1.active(PORYGON2, energy=["Water"] * 3)
    s.p2.active(CHANSEY)
    s.coins("H")
    g = s.start("p1")
    g.act("attack Delta Beam")
    assert keys(g) == {"asleep", "confused", "paralyzed"}
    g.act("confused")
    assert "confused" in g.p2.active.conditions


# --- 13 Raikou ----------------------------------------------------------------------------
def test_raikou_lightning_burst_the_opponent_switches():
    """Raikou, Lightning Burst: whenever you attach a Lightning Energy card from your hand to
    it, your opponent chooses 1 of their Benched Pokémon to switch with the Defending
    Pokémon. Lightning Tackle: 50; tails, 20 to itself."""
    s = scenario()
    s.p1.active(RAIKOU, energy=["Lightning", "Lightning"])
    s.p1.hand("Lightning")
    s.p2.active(CHANSEY)
    s.p2.bench(MACHOP).bench(ZAPDOS)
    s.coins("T")
    g = s.start("p1")
    g.act("attach base1-100 active")
    assert g.decision.player == "p2"
    g.act("bench2")
    assert g.p2.active.name == "Zapdos"
    g.act("attack Lightning Tackle")
    assert g.p2.active.damage == 50 and g.p1.active.damage == 20


# --- 14 Suicune ---------------------------------------------------------------------------
def test_suicune_crystal_body_prevents_effects_but_not_damage():
    """Suicune (neo3-14), Crystal Body: prevent all effects of the opponent's attacks other
    than damage done to it (Gyarados's Bubblebeam: 40, no Paralysis)."""
    s = scenario()
    s.p1.active("base1-6", energy=["Water"] * 4)  # Gyarados: Bubblebeam WWWW 40, heads Par.
    s.p2.active(SUICUNE)
    s.coins("H")
    g = s.start("p1")
    g.act("attack Bubblebeam")
    assert g.p2.active.damage == 40 and not g.p2.active.conditions


@pytest.mark.parametrize("coins, condition", [("HH", "paralyzed"), ("HT", "asleep")])
def test_suicune_aurora_wave(coins, condition):
    """Suicune (neo3-14), Aurora Wave: 30; both heads, Paralyzed; 1 heads, Asleep."""
    s = scenario()
    s.p1.active(SUICUNE, energy=["Water"] * 3)
    s.p2.active(CHANSEY)
    s.coins(*coins, "T")
    g = s.start("p1")
    g.act("attack Aurora Wave")
    assert g.p2.active.conditions == {condition}


# --- 15 Aerodactyl ------------------------------------------------------------------------
def test_aerodactyl_prehistoric_memory_evolved_pokemon_use_earlier_attacks():
    """Aerodactyl, Prehistoric Memory: an Evolved Pokémon (the opponent's too) may use any
    attack of the Basic Pokémon card or Evolution card under it, paying its cost: Machoke
    uses Machop's Low Kick."""
    s = scenario()
    s.p1.active(MACHOKE, energy=["Fighting"], under=[MACHOP])
    s.p1.bench(AERODACTYL, under=["base3-62"])
    s.p2.active(CHANSEY)
    g = s.start("p1")
    assert "Low Kick" in {a.name for a in attacks(g, g.p1.active)}
    g.act("attack Low Kick")
    assert g.p2.active.damage == 40  # Chansey: weak to Fighting


def test_aerodactyl_fly_tails_does_nothing():
    """Aerodactyl, Fly: 30; heads, prevent all effects of attacks done to it next turn; tails,
    nothing at all."""
    s = scenario()
    s.p1.active(AERODACTYL, energy=["Fighting"] * 3, under=["base3-62"])
    s.p2.active(CHANSEY)
    s.coins("T")
    g = s.start("p1")
    g.act("attack Fly")
    assert g.p2.active.damage == 0


# --- 17, 22, 27 Legendary Body -------------------------------------------------------------
def test_legendary_body_trainers_cant_touch_the_active_entei():
    """Entei (neo3-17), Legendary Body: while it is the Active Pokémon, Trainer cards other
    than Stadiums don't affect it: a Potion can't choose it (only the Benched Pikachu), and
    a PlusPower attached to it is discarded."""
    s = scenario()
    s.p1.active(ENTEI_LB, energy=["Fire"], damage=20)
    s.p1.bench(PIKACHU, damage=10)
    s.p1.hand(POTION, PLUSPOWER)
    s.p2.active(CHANSEY)
    g = s.start("p1")
    g.act(f"play {POTION}")  # Pikachu is the only Pokémon it may choose
    assert g.p1.active.damage == 20 and g.p1.bench[0].damage == 0
    g.act(f"play {PLUSPOWER}")
    assert g.p1.active.attached == [] and PLUSPOWER in ids(g.p1.discard)


def test_legendary_body_energy_removal_cant_choose_the_active_suicune():
    """Suicune (neo3-27), Legendary Body: the opponent's Energy Removal can't discard an Energy
    card from it while it is Active; the Benched Machop's can be."""
    s = scenario()
    s.p1.active(PIKACHU)
    s.p1.hand("base1-92")
    s.p2.active("neo3-27", energy=["Water"])
    s.p2.bench(MACHOP, energy=["Fighting"])
    g = s.start("p1")
    g.act("play base1-92")
    assert ids(g.p2.active.energy) == [WATER] and g.p2.bench[0].energy == []


def test_entei_mega_flame_discards_a_fire_energy_per_tails():
    """Entei (neo3-17), Mega Flame: 50; 2 coins, for each tails discard 1 Fire Energy card
    from Entei, if it has any."""
    s = scenario()
    s.p1.active(ENTEI_LB, energy=["Fire", "Fire", "Fire"])
    s.p2.active(CHANSEY)
    s.coins("T", "H")
    g = s.start("p1")
    g.act("attack Mega Flame")
    assert g.p2.active.damage == 50 and ids(g.p1.discard) == [FIRE]


def test_raikou_lightning_spark_and_suicune_crystal_wave():
    """Raikou (neo3-22), Lightning Spark: 30; heads, 20 to 1 of the opponent's Benched
    Pokémon. Suicune (neo3-27), Crystal Wave: 30; heads 10 more; tails, the opponent
    switches (after the damage)."""
    s = scenario()
    s.p1.active("neo3-22", energy=["Lightning"] * 3)
    s.p2.active(CHANSEY)
    s.p2.bench(MACHOP)
    s.coins("H")
    g = s.start("p1")
    g.act("attack Lightning Spark")
    assert g.p2.active.damage == 30 and g.p2.bench[0].damage == 20
    s = scenario()
    s.p1.active("neo3-27", energy=["Water"] * 3)
    s.p2.active(CHANSEY)
    s.p2.bench(MACHOP)
    s.coins("T")
    g = s.start("p1")
    g.act("attack Crystal Wave")
    assert g.p2.active.name == "Machop" and g.p2.bench[0].damage == 30


# --- 18 Ho-oh -----------------------------------------------------------------------------
def test_ho_oh_rainbow_burn_ten_more_per_basic_energy_type():
    """Ho-oh (neo3-18), Rainbow Burn: 30 and 10 more for each type of basic Energy card
    attached (Fire, Fire, Water, Grass: 2 more types than one; Double Colorless Energy is
    not basic)."""
    s = scenario()
    s.p1.active("neo3-18", energy=["Fire", "Fire", "Water", "Grass", DCE])
    s.p2.active(CHANSEY)
    g = s.start("p1")
    g.act("attack Rainbow Burn")
    assert g.p2.active.damage == 60


# --- 19 Kingdra ---------------------------------------------------------------------------
def test_kingdra_genetic_memory_uses_seadras_attack_for_free():
    """Kingdra, Genetic Memory: use any attack of Kingdra's Basic Pokémon card or Evolution
    card, without paying its Energy cost: Seadra's Mud Splash (30; heads, 10 to a Benched
    Pokémon)."""
    s = scenario()
    s.p1.active("neo3-19", energy=["Water"], under=[HORSEA, SEADRA])
    s.p2.active(CHANSEY)
    s.p2.bench(MACHOP)
    s.coins("H")
    g = s.start("p1")
    g.act("attack Genetic Memory")
    assert keys(g) == {"Fin Slap", "Bubble", "Mud Splash"}
    g.act("Mud Splash")
    assert g.p2.active.damage == 30 and g.p2.bench[0].damage == 10


@pytest.mark.parametrize("coins, done, left", [("TT", 0, 2), ("HT", 50, 1), ("HH", 50, 0)])
def test_kingdra_twister(coins, done, left):
    """Kingdra, Twister: 50; 2 coins, for each heads discard 1 Energy card of the Defending
    Pokémon; both tails, nothing at all."""
    s = scenario()
    s.p1.active("neo3-19", energy=["Water"] * 4, under=[HORSEA, SEADRA])
    s.p2.active(CHANSEY, energy=["Water", "Water"])
    s.coins(*coins)
    g = s.start("p1")
    g.act("attack Twister")  # (two equal cards: no question)
    assert g.p2.active.damage == done and len(g.p2.active.energy) == left


# --- 20 Lugia -----------------------------------------------------------------------------
@pytest.mark.parametrize("answer, coins, done", [("no", [], 40), ("yes", ["H"], 80),
                                                 ("yes", ["T"], 0)])
def test_lugia_aerowing_may_flip(answer, coins, done):
    """Lugia, Aerowing: you may flip a coin; heads 80 instead of 40, tails nothing."""
    s = scenario()
    s.p1.active("neo3-20", energy=["Water"] * 4)
    s.p2.active(ZAPDOS)
    s.coins(*coins)
    g = s.start("p1")
    g.act("attack Aerowing", answer)
    assert g.p2.active.damage == done


# --- 21 Raichu ----------------------------------------------------------------------------
def test_raichu_lightning_strike_discards_all_lightning_for_eighty():
    """Raichu, Lightning Strike: 40; you may discard all Lightning Energy cards attached to
    it; if you do, 80 instead."""
    s = scenario()
    s.p1.active("neo3-21", energy=["Lightning"] * 3 + ["Water"])
    s.p2.active(CHANSEY)
    g = s.start("p1")
    g.act("attack Lightning Strike", "yes")
    assert g.p2.active.damage == 80 and ids(g.p1.active.energy) == [WATER]
    s = scenario()
    s.p1.active("neo3-21", energy=["Lightning"] * 3)
    s.p2.active(CHANSEY)
    g = s.start("p1")
    g.act("attack Lightning Strike", "no")
    assert g.p2.active.damage == 40 and len(g.p1.active.energy) == 3


# --- 24 Sneasel ---------------------------------------------------------------------------
def test_sneasel_swipe_discards_every_attached_trainer():
    """Sneasel (neo3-24), Swipe: heads, discard all Trainer cards attached to the opponent's
    Pokémon (the Bench's too)."""
    s = scenario()
    s.p1.active("neo3-24", energy=[DARKNESS])
    s.p2.active(CHANSEY, attached=[DEFENDER])
    s.p2.bench(MACHOP, attached=["neo1-86"])  # Focus Band
    s.coins("H")
    g = s.start("p1")
    g.act("attack Swipe")
    assert g.p2.active.attached == [] and g.p2.bench[0].attached == []
    assert sorted(ids(g.p2.discard)) == sorted([DEFENDER, "neo1-86"])


# --- 25 Starmie ---------------------------------------------------------------------------
def test_starmie_core_stream_hits_each_pokemon_with_that_energy_type():
    """Starmie, Core Stream: choose a type other than Colorless: 20 to each of the opponent's
    Pokémon with an Energy card of that type, no Weakness or Resistance (Chansey resists
    Psychic; the Benched Machop has none of it)."""
    s = scenario()
    s.p1.active("neo3-25", energy=["Psychic"] * 3, under=["neo3-56"])
    s.p2.active(CHANSEY, energy=["Fighting"])
    s.p2.bench(MACHOP, energy=["Water"]).bench(PIKACHU, energy=["Fighting"])
    g = s.start("p1")
    g.act("attack Core Stream")
    assert "Colorless" not in keys(g)
    g.act("Fighting")
    assert [m.damage for m in g.p2.in_play] == [20, 0, 20]


# --- 26 Sudowoodo -------------------------------------------------------------------------
def test_sudowoodo_mimic_copies_the_defending_pokemons_attacks_with_their_costs():
    """Sudowoodo, Mimic: while it is your Active Pokémon it has the Defending Pokémon's
    attacks, costs included (Machop's Low Kick, F: with a Water Energy only it can't)."""
    s = scenario()
    s.p1.active("neo3-26", energy=["Fighting"])
    s.p1.bench("neo3-26", energy=["Fighting"])
    s.p2.active(MACHOP)
    g = s.start("p1")
    assert "attack Low Kick" in keys(g)
    assert "Low Kick" not in {a.name for a in attacks(g, g.p1.bench[0])}
    g.act("attack Low Kick")
    assert g.p2.active.damage == 20


# --- 32 Lanturn ---------------------------------------------------------------------------
def test_lanturn_submerge_makes_it_water_this_turn():
    """Lanturn (neo3-32), Submerge: once during your turn its type becomes Water until the end
    of the turn: Charmander (weak to Water) takes double."""
    s = scenario()
    s.p1.active("neo3-32", energy=["Lightning"] * 3, under=["neo1-55"])
    s.p2.active(CHARMANDER)
    s.coins("T")
    g = s.start("p1")
    g.act("power active Submerge")
    assert types(g, g.p1.active) == ("Water",)
    assert "power active Submerge" not in keys(g)
    g.act("attack Blinding Light")
    assert CHARMANDER in ids(g.p2.discard)  # 30 × 2 = 60: Knocked Out (50 HP)


# --- 33 Magcargo --------------------------------------------------------------------------
def test_magcargo_lava_flow_twenty_more_per_fire_card_discarded():
    """Magcargo, Lava Flow: 40; you may discard any number of Fire Energy cards from it, 20
    more for each."""
    s = scenario()
    s.p1.active("neo3-33", energy=["Fire"] * 4, under=["neo3-53"])
    s.p2.active(CHANSEY)
    g = s.start("p1")
    g.act("attack Lava Flow", "active:base1-98", "active:base1-98", "done")
    assert g.p2.active.damage == 80 and len(g.p1.active.energy) == 2


def test_magcargo_magma_pool_gives_a_fire_energy_to_the_new_active():
    """Magcargo, Magma Pool: if it is your Active Pokémon and moves to the Bench, 1 Fire Energy
    card attached to it goes to the new Active Pokémon (not one paid for the Retreat)."""
    s = scenario()
    s.p1.active("neo3-33", energy=["Fire"] * 4, under=["neo3-53"])
    s.p1.bench(PIKACHU)
    s.p2.active(CHANSEY)
    g = s.start("p1")
    g.act("retreat")  # (equal cards: no question)
    assert g.p1.active.name == "Pikachu" and ids(g.p1.active.energy) == [FIRE]
    assert g.p1.bench[0].energy == []


# --- 35 Parasect (the spec's example: Knock Out step 3) -----------------------------------
def test_allergic_pollen_keeps_buzzap_electrode_in_the_discard_pile():
    """Parasect, Allergic Pollen: while it is in play, cards in the discard piles are not
    affected by attacks or Pokémon Powers. Spec, Knock Out Procedures step 3, note: Buzzap
    attaches Electrode after it is discarded, so Allergic Pollen keeps it in the discard
    pile (Electrode is Knocked Out all the same; the opponent takes a Prize)."""
    s = scenario()
    s.p1.active(ELECTRODE, energy=["Lightning"], under=[VOLTORB])
    s.p1.bench(ZAPDOS, energy=["Lightning"] * 2)
    s.p2.active("neo3-35", under=["neo3-47"])
    g = s.start("p1")
    g.act("power active Buzzap", "Lightning")
    assert ids(g.p1.active.energy) == [LIGHTNING, LIGHTNING]
    assert ELECTRODE in ids(g.p1.discard) and len(g.p2.prizes) == 5


def test_allergic_pollen_attacks_cant_take_cards_from_the_discard_pile():
    """Allergic Pollen: an attack can't take a card from a discard pile (Houndoom's Dark
    Flame attaches no Darkness Energy); a Trainer card still can (Item Finder's step isn't an
    attack's or a Power's)."""
    s = scenario()
    s.p1.active("neo3-8", energy=["Fire"])
    s.p1.discard(DARKNESS)
    s.p1.bench("neo3-35", under=["neo3-47"])
    s.p2.active(CHANSEY)
    g = s.start("p1")
    g.act("attack Dark Flame")
    assert g.p1.active.energy == [] and DARKNESS in ids(g.p1.discard)


def test_parasect_sleep_pinchers():
    """Parasect, Sleep Pinchers: 30; heads, the Defending Pokémon is now Asleep."""
    s = scenario()
    s.p1.active("neo3-35", energy=["Grass", "Grass"], under=["neo3-47"])
    s.p2.active(CHANSEY)
    s.coins("H", "T")
    g = s.start("p1")
    g.act("attack Sleep Pinchers")
    assert g.p2.active.damage == 30 and "asleep" in g.p2.active.conditions


# --- 39, 40, 58 Unown -------------------------------------------------------------------------
def test_unown_b_bear_moves_a_counter_from_another_unown():
    """Unown [B], [Bear]: once during your turn move 1 damage counter from 1 of your other
    Pokémon with Unown in its name to it; even while it is Asleep; never with 10 HP left."""
    s = scenario()
    s.p1.active(UNOWN_B, conditions=["asleep"])
    s.p1.bench(UNOWN_K, damage=20).bench(PIKACHU, damage=10)
    s.p1.hand("Water")  # (the turn goes on: an Energy card to attach)
    s.p2.active(CHANSEY)
    g = s.start("p1")
    g.act("power active [Bear]")  # only Unown [K] may give: no question
    assert g.p1.active.damage == 10 and g.p1.bench[0].damage == 10
    assert "power active [Bear]" not in keys(g)
    s = scenario()
    s.p1.active(UNOWN_B, damage=40)
    s.p1.bench(UNOWN_K, damage=20)
    s.p2.active(CHANSEY)
    assert "power active [Bear]" not in keys(s.start("p1"))


def test_unown_y_yield_attaches_a_psychic_energy_to_an_unown():
    """Unown [Y], [Yield]: once during your turn flip: heads, search your deck for a Psychic
    Energy card and attach it to 1 of your Pokémon with Unown in its name; even while
    Paralyzed."""
    s = scenario()
    s.p1.deck("Psychic")
    s.p1.active(UNOWN_Y, conditions=["paralyzed"])
    s.p1.bench(UNOWN_K).bench(PIKACHU)
    s.p2.active(CHANSEY)
    s.coins("H")
    g = s.start("p1")
    g.act("power active [Yield]", PSYCHIC)
    assert keys(g) == {"active", "bench1"}
    g.act("bench1")
    assert ids(g.p1.bench[0].energy) == [PSYCHIC]


def test_unown_k_keep_protects_the_unowns_energy_from_the_opponent():
    """Unown [K], [Keep]: the opponent's attacks, Powers and Trainer cards can't discard Energy
    cards from your Pokémon with Unown in their names (Quagsire's Whirlpool discards
    nothing from Unown [B]; 40 damage all the same)."""
    s = scenario()
    s.p1.active("neo3-48", energy=["Water"] * 4, under=["neo1-82"])
    s.p2.active(UNOWN_B, energy=["Psychic"])
    s.p2.bench(UNOWN_K)
    g = s.start("p1")
    g.act("attack Whirlpool")
    assert ids(g.p2.active.energy) == [PSYCHIC] and g.p2.active.damage == 40


# --- 41 Aipom -----------------------------------------------------------------------------
def test_aipom_grab_shuffles_an_attached_trainer_into_its_owners_deck():
    """Aipom, Grab: choose a Trainer card attached to 1 of the opponent's Pokémon: its owner
    shuffles it into their deck."""
    s = scenario()
    s.p1.active("neo3-41", energy=["Water"])
    s.p2.active(CHANSEY)
    s.p2.bench(MACHOP, attached=[DEFENDER])
    g = s.start("p1")
    g.act("attack Grab")
    assert g.p2.bench[0].attached == [] and DEFENDER in ids(g.p2.deck + g.p2.hand)
    assert DEFENDER not in ids(g.p2.discard)  # (p2 has drawn since: deck or hand)


# --- 42 Chinchou --------------------------------------------------------------------------
def test_chinchou_negative_ion_reduces_before_weakness():
    """Chinchou, Negative Ion: 10; if the Defending Pokémon attacks Chinchou during the
    opponent's next turn, its damage is reduced by 10 before Weakness and Resistance
    (Machop's Low Kick: (20 − 10) × 2 = 20, not 40 − 10)."""
    s = scenario()
    s.p1.active("neo3-42", energy=["Water"])
    s.p2.active(MACHOP)
    s.p2.hand("Fighting")
    g = s.start("p1")
    g.act("attack Negative Ion", "attach base1-97 active", "attack Low Kick")
    assert g.p1.active.damage == 20


def test_chinchou_positive_ion():
    """Chinchou, Positive Ion: 10; heads, 10 more."""
    s = scenario()
    s.p1.active("neo3-42", energy=["Lightning"])
    s.p2.active(CHANSEY)
    s.coins("H")
    g = s.start("p1")
    g.act("attack Positive Ion")
    assert g.p2.active.damage == 20


# --- 51 Shuckle ---------------------------------------------------------------------------
@pytest.mark.parametrize("attacker, energy, attack, taken", [
    (MACHOP, ["Fighting"], "Low Kick", 10), ("base1-7", ["Fighting"] * 3, "Special Punch", 10),
    ("base1-44", ["Grass"] * 2, "Leech Seed", 10)])
def test_shuckle_hard_shell_caps_small_damage_at_ten(attacker, energy, attack, taken):
    """Shuckle, Hard Shell: whenever an attack does 40 or less damage to it (after Weakness
    and Resistance), that damage becomes 10 (Bulbasaur's Leech Seed: 20 × 2 for Weakness =
    40, so 10)."""
    s = scenario()
    s.p1.active(attacker, energy=energy)
    s.p2.active("neo3-51")
    g = s.start("p1")
    g.act(f"attack {attack}")
    assert g.p2.active.damage == taken


def test_shuckle_toxic_saliva_poisons_for_twenty():
    """Shuckle, Toxic Saliva: heads, the Defending Pokémon is Poisoned, 20 each Checkup."""
    s = scenario()
    s.p1.active("neo3-51", energy=["Grass", "Grass"])
    s.p2.active(CHANSEY)
    s.coins("H")
    g = s.start("p1")
    g.act("attack Toxic Saliva")
    assert g.p2.active.damage == 20 and "poisoned" in g.p2.active.conditions


# --- 54 Smoochum --------------------------------------------------------------------------
def test_smoochum_psykiss_shuffles_a_special_energy_into_the_deck():
    """Smoochum, Psykiss: heads, choose a Special Energy card attached to 1 of the opponent's
    Pokémon: its owner shuffles it into their deck (basic Energy cards are not offered)."""
    s = scenario()
    s.p1.active("neo3-54", energy=["Water"])
    s.p2.active(CHANSEY, energy=["Water"])
    s.p2.bench(MACHOP, energy=[DCE])
    s.coins("H")
    g = s.start("p1")
    g.act("attack Psykiss")
    assert g.p2.bench[0].energy == [] and DCE in ids(g.p2.deck + g.p2.hand)
    assert ids(g.p2.active.energy) == [WATER]


def test_smoochum_is_a_baby_the_attacker_flips():
    """Smoochum is a Baby Pokémon (the Baby rule printed on it): an opponent announcing an
    attack against it flips first; tails, their turn ends."""
    s = scenario()
    s.p1.active(MACHOP, energy=["Fighting"])
    s.p2.active("neo3-54")
    s.coins("T")
    g = s.start("p1")
    g.act("attack Low Kick")
    assert g.p2.active.damage == 0 and g.current == "p2"

