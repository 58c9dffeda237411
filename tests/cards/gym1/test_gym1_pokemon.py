"""Gym Heroes (gym1) Pokémon attacks. Each test names the card and paraphrases its text;
rulings name their source (the spec, RULINGS.md, docs/rulings.md, or a WotC-era ruling
where those are silent). The Pokémon Powers, the Owner's-name rules and the hard attacks
are in test_gym1_powers.py and test_gym1_owners.py."""

from __future__ import annotations

import pytest

from oldback.testing import Scenario
from oldback.testing import card_ids as ids
from oldback.testing import option_keys as keys

DECK = ["Water"] * 8

#: defenders: Onix (90 HP, Weakness Grass, no Resistance), Chansey (120 HP, Weakness
#: Fighting, Resistance Psychic) for Grass attackers
ONIX, CHANSEY, HITMONCHAN, MAGIKARP = "base1-56", "base1-3", "base1-7", "base1-35"
BULBASAUR, STARYU, MACHOP, DRAGONAIR = "base1-44", "base1-65", "base1-52", "base1-18"
FIRE, GRASS, LIGHTNING, PSYCHIC, WATER = "base1-98", "base1-99", "base1-100", "base1-101", \
    "base1-102"
FIGHTING, DCE, GUST = "base1-97", "base1-96", "base1-93"


def scenario() -> Scenario:
    """Both decks hold a few cards; p2 holds a Water Energy, so its turn waits for it."""
    s = Scenario()
    s.p1.deck(*DECK)
    s.p2.deck(*DECK)
    s.p2.hand("Water")
    return s


def energy_for(cost: str) -> list[str]:
    names = {"R": "Fire", "W": "Water", "G": "Grass", "L": "Lightning", "P": "Psychic",
             "F": "Fighting", "C": "Water"}
    return [names[c] for c in cost]


# --- the attacks whose result is all in the numbers --------------------------------------------
# (card, attack, Energy, coins, Defending Pokémon, its damage, damage to the attacker,
#  the Defending Pokémon's conditions, the attacker's conditions). Damage is read at the
#  start of the opponent's turn: a Poisoned Defending Pokémon has taken 10 more at Checkup,
#  and each Asleep Pokémon flips a coin there (scripted tails: it stays Asleep).
CASES = [
    ("gym1-1", "Phoenix Flame", "RRRRR", "H", CHANSEY, 90, 0, "", ""),
    ("gym1-2", "Lariat", "FFCC", "H", ONIX, 70, 0, "", ""),
    ("gym1-2", "Lariat", "FFCC", "T", ONIX, 0, 0, "", ""),
    ("gym1-7", "Repeating Drill", "CC", "HHTHT", ONIX, 30, 0, "", ""),
    ("gym1-8", "Mega Shock", "LLLC", "H", ONIX, 50, 0, "", ""),
    ("gym1-8", "Mega Shock", "LLLC", "T", ONIX, 50, 20, "", ""),
    ("gym1-9", "Knockout Needle", "WWW", "HH", CHANSEY, 90, 0, "", ""),
    ("gym1-9", "Knockout Needle", "WWW", "HT", ONIX, 30, 0, "", ""),
    ("gym1-9", "Knockout Needle", "WWW", "TH", ONIX, 30, 0, "", ""),
    ("gym1-10", "Jellyfish Poison", "WWCC", "H", ONIX, 40, 0, "poisoned", ""),
    ("gym1-10", "Jellyfish Poison", "WWCC", "T", ONIX, 30, 0, "confused", ""),
    ("gym1-21", "Bind", "FF", "H", ONIX, 20, 0, "paralyzed", ""),
    ("gym1-21", "Bind", "FF", "T", ONIX, 20, 0, "", ""),
    ("gym1-22", "Take Down", "FFC", "", ONIX, 40, 10, "", ""),
    ("gym1-23", "Needles", "FF", "H", ONIX, 20, 0, "paralyzed,poisoned", ""),
    ("gym1-25", "Comet Slap", "CC", "HTH", ONIX, 20, 0, "", ""),
    ("gym1-29", "Triple Cannon", "WWC", "HHT", ONIX, 40, 0, "", ""),
    ("gym1-30", "Horn Hazard", "W", "H", ONIX, 30, 0, "", ""),
    ("gym1-30", "Horn Hazard", "W", "T", ONIX, 0, 0, "", ""),
    ("gym1-33", "Collapse", "CCC", "T", ONIX, 20, 0, "", "asleep"),
    ("gym1-34", "Sonic Distortion", "P", "TH", CHANSEY, 10, 0, "confused", ""),
    ("gym1-34", "Sonic Distortion", "P", "TT", CHANSEY, 10, 0, "", ""),
    ("gym1-35", "Fire Tackle", "RC", "", ONIX, 30, 10, "", ""),
    ("gym1-36", "Child's Punch", "C", "T", ONIX, 0, 0, "", ""),
    ("gym1-36", "One-Two Punch", "CCC", "H", ONIX, 40, 0, "", ""),
    ("gym1-36", "One-Two Punch", "CCC", "T", ONIX, 30, 0, "", ""),
    ("gym1-37", "Firebreathing", "R", "H", ONIX, 20, 0, "", ""),
    ("gym1-40", "Rock Toss", "FCC", "HHH", ONIX, 60, 0, "", ""),
    ("gym1-41", "Slam", "CCC", "HT", ONIX, 30, 0, "", ""),
    ("gym1-42", "Tail Strike", "CC", "H", ONIX, 30, 0, "", ""),
    ("gym1-43", "Egg Bomb", "GC", "H", CHANSEY, 40, 0, "", ""),
    ("gym1-43", "Egg Bomb", "GC", "T", CHANSEY, 0, 20, "", ""),
    ("gym1-44", "Stomp", "GCC", "H", CHANSEY, 40, 0, "", ""),
    ("gym1-46", "Dream Dance", "GC", "TT", CHANSEY, 10, 0, "asleep", "asleep"),
    ("gym1-46", "Vile Smell", "GGC", "", CHANSEY, 30, 0, "confused", "confused"),
    ("gym1-47", "Poisonpowder", "GG", "H", CHANSEY, 30, 0, "poisoned", ""),
    ("gym1-49", "Sleep Poison", "GC", "T", CHANSEY, 10, 0, "asleep,poisoned", ""),
    ("gym1-50", "Confusion Pulse", "LL", "H", ONIX, 20, 0, "confused", ""),
    ("gym1-51", "Super Fang", "C", "", CHANSEY, 60, 0, "", ""),
    ("gym1-56", "Bubblebeam", "WWW", "H", ONIX, 30, 0, "paralyzed", ""),
    ("gym1-59", "Good Night", "P", "T", ONIX, 10, 0, "asleep", ""),
    ("gym1-64", "3-Pronged Tail", "C", "HHT", ONIX, 20, 0, "", ""),
    ("gym1-64", "Full Speed Charge", "CCC", "HHHT", ONIX, 60, 20, "", ""),
    ("gym1-65", "Tail Fan", "RCC", "H", ONIX, 20, 0, "confused", ""),
    ("gym1-69", "Bellow", "C", "H", ONIX, 0, 0, "paralyzed", ""),
    ("gym1-70", "Drill Tackle", "FC", "HH", ONIX, 70, 0, "", ""),
    ("gym1-70", "Drill Tackle", "FC", "HT", ONIX, 0, 0, "", ""),
    ("gym1-73", "Quick Attack", "CC", "H", ONIX, 30, 0, "", ""),
    ("gym1-74", "Poison Fang", "GC", "H", CHANSEY, 30, 0, "poisoned", ""),
    ("gym1-75", "Poison Vine", "G", "H", CHANSEY, 20, 0, "poisoned", ""),
    ("gym1-76", "Careless Tackle", "C", "", CHANSEY, 20, 10, "", ""),
    ("gym1-77", "Eggsplosion", "CC", "HT", CHANSEY, 10, 0, "", ""),
    ("gym1-80", "Thundershock", "L", "H", ONIX, 10, 0, "paralyzed", ""),
    ("gym1-81", "Lightning Tail", "LL", "H", ONIX, 20, 0, "paralyzed", ""),
    ("gym1-83", "Razor Wind", "CC", "H", ONIX, 40, 0, "", ""),
    ("gym1-83", "Razor Wind", "CC", "T", ONIX, 0, 0, "", ""),
    ("gym1-84", "Spin Ball", "L", "H", ONIX, 20, 0, "", ""),
    ("gym1-84", "Double Spin", "LC", "HH", ONIX, 40, 0, "", ""),
    ("gym1-85", "Fury Attack", "C", "HT", ONIX, 10, 0, "", ""),
    ("gym1-85", "Supersonic", "W", "H", ONIX, 0, 0, "confused", ""),
    ("gym1-87", "Hypnotic Stare", "W", "H", ONIX, 0, 0, "paralyzed", ""),
    ("gym1-87", "Hypnotic Stare", "W", "TT", ONIX, 0, 0, "asleep", ""),
    ("gym1-87", "Tail Rap", "WC", "HH", ONIX, 40, 0, "", ""),
    ("gym1-89", "Clamp", "WC", "H", ONIX, 20, 0, "paralyzed", ""),
    ("gym1-89", "Clamp", "WC", "T", ONIX, 0, 0, "", ""),
    ("gym1-95", "Lazy Attack", "PC", "T", ONIX, 30, 0, "", "asleep"),
    ("gym1-96", "Poison Antennae", "G", "", CHANSEY, 10, 0, "poisoned", ""),
]


@pytest.mark.parametrize(("card", "attack", "cost", "coins", "defending", "done", "recoil",
                          "cond", "own"), CASES)
def test_attack_numbers(card, attack, cost, coins, defending, done, recoil, cond, own):
    """Each attack as printed (the card's text, paraphrased in the generated description):
    coins, damage, damage to itself, Special Conditions. Poison does 10 at Checkup (spec,
    Pokémon Checkup)."""
    s = scenario()
    s.p1.active(card, energy=energy_for(cost))
    s.p2.active(defending)
    s.coins(*coins)
    g = s.start("p1")
    g.act(f"attack {attack}")
    assert g.current == "p2"
    assert g.p2.active.damage == done
    assert g.p1.active.damage == recoil
    assert g.p2.active.conditions == frozenset(c for c in cond.split(",") if c)
    assert g.p1.active.conditions == frozenset(c for c in own.split(",") if c)


# --- Blaine's Moltres: Phoenix Flame -------------------------------------------------------------
def test_phoenix_flame_tails_shuffles_moltres_and_its_cards_into_the_deck_after_damage():
    """Blaine's Moltres, Phoenix Flame: 90 first; tails, Moltres and every card attached to it
    are shuffled into its owner's deck ("after doing damage"); the owner sends up a new
    Active Pokémon, and no Prize is taken (it was not Knocked Out)."""
    s = scenario()
    s.p1.active("gym1-1", energy=["Fire"] * 5)
    s.p1.bench(MAGIKARP)
    s.p2.active(CHANSEY)
    s.coins("T")
    g = s.start("p1")
    g.act("attack Phoenix Flame")
    assert g.p2.active.damage == 90
    assert g.p1.active.name == "Magikarp" and g.p1.bench == []
    assert sorted(ids(g.p1.deck)).count("gym1-1") == 1 and ids(g.p1.deck).count(FIRE) == 5
    assert len(g.p2.prizes) == len(g.p1.prizes)


def test_phoenix_flame_tails_with_an_empty_bench_loses_the_game():
    """Blaine's Moltres, Phoenix Flame: tails with no Benched Pokémon leaves its owner with no
    Pokémon in play: that player loses (spec, Win/Loss Determination Chart)."""
    s = scenario()
    s.p1.active("gym1-1", energy=["Fire"] * 5)
    s.p2.active(CHANSEY)
    s.coins("T")
    g = s.start("p1")
    g.act("attack Phoenix Flame")
    assert g.over and g.winner == "p2"


# --- Erika's Clefable: Fairy Power ----------------------------------------------------------------
def test_fairy_power_returns_any_number_of_pokemon_and_their_cards_to_the_hand():
    """Erika's Clefable, Fairy Power: heads, return any number of your Pokémon in play with
    every card attached to them to your hand (Clefable itself included); the owner then
    sends up a new Active Pokémon."""
    s = scenario()
    s.p1.active("gym1-3", energy=["Water"], under=["gym1-25"])
    s.p1.bench(MAGIKARP, damage=20, energy=["Water"])
    s.p1.bench(STARYU)
    s.p2.active(ONIX)
    s.coins("H")
    g = s.start("p1")
    g.act("attack Fairy Power")
    assert g.decision.kind == "return-to-hand" and keys(g) == {"active", "bench1", "bench2",
                                                               "done"}
    g.act("active", "bench1", "done")
    assert sorted(ids(g.p1.hand)) == sorted(["gym1-3", "gym1-25", MAGIKARP, WATER, WATER])
    assert g.p1.active.name == "Staryu" and g.p1.bench == []


def test_fairy_power_tails_does_nothing():
    """Erika's Clefable, Fairy Power: tails, nothing happens."""
    s = scenario()
    s.p1.active("gym1-3", energy=["Water"], under=["gym1-25"])
    s.p2.active(ONIX)
    s.coins("T")
    g = s.start("p1")
    g.act("attack Fairy Power")
    assert g.p1.active.name == "Erika's Clefable" and g.current == "p2"


# --- Erika's Dragonair ----------------------------------------------------------------------------
@pytest.mark.parametrize(("coin", "mine", "theirs"), [("H", 0, 10), ("T", 10, 0)])
def test_blizzard_hits_one_bench_or_the_other(coin, mine, theirs):
    """Erika's Dragonair, Blizzard: 30; heads, 10 to each of the opponent's Benched Pokémon;
    tails, 10 to each of your own (no Weakness or Resistance on the Bench)."""
    s = scenario()
    s.p1.active("gym1-4", energy=["Water"] * 3, under=["gym1-42"])
    s.p1.bench(MAGIKARP)
    s.p2.active(ONIX)
    s.p2.bench(BULBASAUR)
    s.p2.bench(MACHOP)
    s.coins(coin)
    g = s.start("p1")
    g.act("attack Blizzard")
    assert g.p2.active.damage == 30
    assert [m.damage for m in g.p2.bench] == [theirs, theirs]
    assert g.p1.bench[0].damage == mine


def test_take_away_shuffles_both_active_pokemon_into_their_decks():
    """Erika's Dragonair, Take Away: Dragonair and its cards go into its owner's deck, then
    the opponent shuffles their Active Pokémon and its cards into theirs; both send up a new
    Active Pokémon; nobody takes a Prize."""
    s = scenario()
    s.p1.active("gym1-4", energy=["Water"] * 4, under=["gym1-42"])
    s.p1.bench(MAGIKARP)
    s.p2.active(ONIX, energy=["Fighting"], damage=30)
    s.p2.bench(MACHOP)
    g = s.start("p1")
    g.act("attack Take Away")
    assert g.p1.active.name == "Magikarp" and g.p2.active.name == "Machop"
    assert {"gym1-4", "gym1-42"} <= set(ids(g.p1.deck))
    assert ONIX in ids(g.p2.deck) and FIGHTING in ids(g.p2.deck)
    assert len(g.p1.prizes) == len(g.p2.prizes)


# --- Erika's Vileplume: Mega Drain ---------------------------------------------------------------
def test_mega_drain_heals_half_the_damage_done_rounded_up():
    """Erika's Vileplume, Mega Drain: 30; remove counters equal to half the damage done to the
    Defending Pokémon after Weakness and Resistance, rounded up to the nearest 10: Onix is
    weak to Grass, 60 done, 30 healed."""
    s = scenario()
    s.p1.active("gym1-5", energy=["Grass"] * 3, damage=50)
    s.p2.active(ONIX)
    g = s.start("p1")
    g.act("attack Mega Drain")
    assert g.p2.active.damage == 60 and g.p1.active.damage == 20


# --- Lt. Surge's Electabuzz (gym1-6): Charge, Discharge -------------------------------------------
def test_charge_attaches_up_to_two_lightning_energy_from_the_discard_pile():
    """Lt. Surge's Electabuzz, Charge: attach up to 2 Lightning Energy cards from your discard
    pile to it (one at a time, each may be declined); only Lightning ones are offered."""
    s = scenario()
    s.p1.active("gym1-6", energy=["Lightning"])
    s.p1.discard(LIGHTNING, LIGHTNING, LIGHTNING, WATER)
    s.p2.active(ONIX)
    g = s.start("p1")
    g.act("attack Charge")
    assert keys(g) == {LIGHTNING, "done"}
    g.act(LIGHTNING, LIGHTNING)
    assert ids(g.p1.active.energy) == [LIGHTNING] * 3
    assert sorted(ids(g.p1.discard)) == sorted([LIGHTNING, WATER])


def test_discharge_discards_every_lightning_and_flips_that_many_coins():
    """Lt. Surge's Electabuzz, Discharge: discard all Lightning Energy cards attached to it to
    use it; flip a coin for each card discarded: 30 per heads. A Water Energy stays."""
    s = scenario()
    s.p1.active("gym1-6", energy=["Lightning", "Lightning", "Lightning", "Water"])
    s.p2.active(ONIX)
    s.coins("H", "T", "H")
    g = s.start("p1")
    g.act("attack Discharge")
    assert g.p2.active.damage == 60
    assert ids(g.p1.active.energy) == [WATER]
    assert ids(g.p1.discard).count(LIGHTNING) == 3


def test_discharge_needs_a_lightning_energy_card():
    """Lt. Surge's Electabuzz, Discharge: with no Lightning Energy card attached (a Double
    Colorless only) there is nothing to discard: it can't be used."""
    s = scenario()
    s.p1.active("gym1-6", energy=[DCE])
    s.p2.active(ONIX)
    g = s.start("p1")
    assert "attack Discharge" not in keys(g)


# --- Lt. Surge's Fearow: Clutch; Sand Pit, Spook --------------------------------------------------
@pytest.mark.parametrize(("card", "attack", "cost"), [
    ("gym1-7", "Clutch", "CCC"), ("gym1-72", "Sand Pit", "FF"), ("gym1-93", "Spook", "PC")])
def test_the_defending_pokemon_cant_retreat_next_turn(card, attack, cost):
    """Lt. Surge's Fearow's Clutch, Brock's Sandshrew's Sand Pit, Sabrina's Gastly's Spook:
    the Defending Pokémon can't retreat during the opponent's next turn (switching by
    other cards still works: spec, Notes on Retreating)."""
    s = scenario()
    s.p1.active(card, energy=energy_for(cost))
    s.p2.active(ONIX, energy=["Fighting"] * 3)
    s.p2.bench(MACHOP)
    s.p2.hand("Water")
    g = s.start("p1")
    g.act(f"attack {attack}")
    assert g.current == "p2" and "retreat" not in keys(g)


# --- Sabrina's Gengar -----------------------------------------------------------------------------
def test_pain_amplifier_puts_a_counter_on_each_damaged_opposing_pokemon():
    """Sabrina's Gengar, Pain Amplifier: 1 damage counter on each of the opponent's Pokémon
    that already has damage counters (counters, not damage: no Weakness)."""
    s = scenario()
    s.p1.active("gym1-14", energy=["Psychic"], under=["gym1-93", "gym1-58"])
    s.p2.active(HITMONCHAN, damage=10)
    s.p2.bench(MACHOP)
    s.p2.bench(BULBASAUR, damage=20)
    g = s.start("p1")
    g.act("attack Pain Amplifier")
    assert [m.damage for m in g.p2.in_play] == [20, 0, 30]


def test_call_of_the_night_two_heads_shuffles_the_defending_pokemon_away():
    """Sabrina's Gengar, Call of the Night: 40; unless that Knocks Out the Defending Pokémon,
    flip 2 coins: both heads, the opponent shuffles it and its cards into their deck."""
    s = scenario()
    s.p1.active("gym1-14", energy=["Psychic"] * 3, under=["gym1-93", "gym1-58"])
    s.p2.active(ONIX, energy=["Fighting"])
    s.p2.bench(MACHOP)
    s.coins("H", "H")
    g = s.start("p1")
    g.act("attack Call of the Night")
    assert g.p2.active.name == "Machop"
    assert ONIX in ids(g.p2.deck) and FIGHTING in ids(g.p2.deck)


@pytest.mark.parametrize("coins", [("H", "T"), ("T", "H")])
def test_call_of_the_night_needs_both_heads(coins):
    """Sabrina's Gengar, Call of the Night: one tails, the Defending Pokémon stays (40)."""
    s = scenario()
    s.p1.active("gym1-14", energy=["Psychic"] * 3, under=["gym1-93", "gym1-58"])
    s.p2.active(ONIX)
    s.p2.bench(MACHOP)
    s.coins(*coins)
    g = s.start("p1")
    g.act("attack Call of the Night")
    assert g.p2.active.name == "Onix" and g.p2.active.damage == 40


def test_call_of_the_night_flips_nothing_when_it_knocks_out():
    """Sabrina's Gengar, Call of the Night: a Knock Out means no coins (none are scripted: a
    flip would fail the test) and a Prize as usual."""
    s = scenario()
    s.p1.active("gym1-14", energy=["Psychic"] * 3, under=["gym1-93", "gym1-58"])
    s.p2.active(MAGIKARP)
    s.p2.bench(MACHOP)
    g = s.start("p1")
    g.act("attack Call of the Night")
    assert MAGIKARP in ids(g.p2.discard)


# --- bench damage: Rock Slide, Tunneling, Stretch Vine, Water Ring, Blaze, Spiral Dive --------
def test_rock_slide_hits_up_to_three_chosen_benched_pokemon():
    """Brock's Golem, Rock Slide: 20 to the Defending Pokémon; choose 3 of the opponent's
    Benched Pokémon: 10 to each (no Weakness or Resistance on the Bench: Bulbasaur takes 10)."""
    s = scenario()
    s.p1.active("gym1-20", energy=["Fighting"] * 3, under=["gym1-38", "gym1-40"])
    s.p2.active(ONIX)
    for card in (BULBASAUR, MACHOP, MAGIKARP, STARYU):
        s.p2.bench(card)
    g = s.start("p1")
    g.act("attack Rock Slide", "opp-bench1", "opp-bench3", "opp-bench4")
    assert g.p2.active.damage == 20
    assert [m.damage for m in g.p2.bench] == [10, 0, 10, 10]


def test_tunneling_hits_two_and_onix_cant_attack_next_turn():
    """Brock's Onix, Tunneling: 20 to each of 2 chosen Benched Pokémon; Onix can't attack
    during its owner's next turn."""
    s = scenario()
    s.p1.active("gym1-21", energy=["Fighting"] * 3)
    s.p1.hand("Water")
    s.p2.active(MAGIKARP, energy=["Water"])
    s.p2.bench(MACHOP)
    s.p2.bench(STARYU)
    s.p2.bench(BULBASAUR)
    g = s.start("p1")
    g.act("attack Tunneling", "opp-bench1", "opp-bench3")
    assert [m.damage for m in g.p2.bench] == [20, 0, 20]
    g.act("end")  # p2's turn
    assert g.current == "p1"
    assert not any(k.startswith("attack") for k in keys(g))


def test_stretch_vine_hits_one_chosen_benched_pokemon():
    """Erika's Tangela, Stretch Vine: choose 1 of the opponent's Benched Pokémon: 20 to it."""
    s = scenario()
    s.p1.active("gym1-79", energy=["Grass"] * 3)
    s.p2.active(ONIX)
    s.p2.bench(MACHOP)
    s.p2.bench(STARYU)
    g = s.start("p1")
    g.act("attack Stretch Vine", "opp-bench2")
    assert [m.damage for m in g.p2.in_play] == [0, 0, 20]


def test_water_ring_hits_every_benched_pokemon_that_isnt_water():
    """Misty's Poliwrath, Water Ring: 30; 10 to each Benched Pokémon, both players', that
    isn't Water."""
    s = scenario()
    s.p1.active("gym1-31", energy=["Water"] * 4, under=["gym1-87", "gym1-53"])
    s.p1.bench(STARYU)
    s.p1.bench(MACHOP)
    s.p2.active(ONIX)
    s.p2.bench(MAGIKARP)
    s.p2.bench(BULBASAUR)
    g = s.start("p1")
    g.act("attack Water Ring")
    assert g.p2.active.damage == 30
    assert [m.damage for m in g.p1.bench] == [0, 10]
    assert [m.damage for m in g.p2.bench] == [0, 10]


def test_blaze_hits_the_opponents_benched_grass_pokemon():
    """Blaine's Growlithe, Blaze: 20; 10 to each Grass Pokémon on the opponent's Bench (no
    Weakness there)."""
    s = scenario()
    s.p1.active("gym1-62", energy=["Fire"] * 2)
    s.p2.active(ONIX)
    s.p2.bench(BULBASAUR)
    s.p2.bench(MACHOP)
    g = s.start("p1")
    g.act("attack Blaze")
    assert g.p2.active.damage == 20
    assert [m.damage for m in g.p2.bench] == [10, 0]


def test_spiral_dive_hits_every_opposing_pokemon_without_weakness():
    """Brock's Golbat, Spiral Dive: 10 to each of the opponent's Pokémon, Weakness and
    Resistance not applied (Hitmonchan, weak to... Fighting is Golbat's? no: Bulbasaur takes 10
    on the Bench; a Grass-weak Onix Active still takes only 10)."""
    s = scenario()
    s.p1.active("gym1-39", energy=["Water"] * 3, under=["gym1-24"])
    s.p2.active(CHANSEY)
    s.p2.bench(BULBASAUR)
    s.p2.bench(MACHOP)
    g = s.start("p1")
    g.act("attack Spiral Dive")
    assert [m.damage for m in g.p2.in_play] == [10, 10, 10]


# --- switching: Horn Toss, Shake, Whirlwind, Taunt, Alert, Flytrap --------------------------------
@pytest.mark.parametrize(("card", "attack", "cost", "done"), [
    ("gym1-22", "Horn Toss", "CC", 20), ("gym1-35", "Shake", "C", 10),
    ("gym1-83", "Whirlwind", "C", 10)])
def test_damage_then_the_opponent_chooses_a_benched_pokemon_to_switch_in(card, attack, cost,
                                                                         done):
    """Brock's Rhyhorn's Horn Toss, Blaine's Growlithe's Shake, Lt. Surge's Spearow's
    Whirlwind: damage first, then the opponent chooses which Benched Pokémon comes up."""
    s = scenario()
    s.p1.active(card, energy=energy_for(cost))
    s.p2.active(ONIX)
    s.p2.bench(MACHOP)
    s.p2.bench(STARYU)
    g = s.start("p1")
    g.act(f"attack {attack}")
    assert g.decision.player == "p2"
    g.act("bench2")
    assert g.p2.active.name == "Staryu"
    assert [(m.name, m.damage) for m in g.p2.bench] == [("Machop", 0), ("Onix", done)]


def test_taunt_the_attacker_chooses_the_new_defending_pokemon():
    """Brock's Mankey, Taunt: choose 1 of the opponent's Benched Pokémon and switch it with
    the Defending Pokémon."""
    s = scenario()
    s.p1.active("gym1-67", energy=["Fighting"])
    s.p2.active(ONIX)
    s.p2.bench(MACHOP)
    s.p2.bench(STARYU)
    g = s.start("p1")
    g.act("attack Taunt")
    assert g.decision.player == "p1"
    g.act("opp-bench1")
    assert g.p2.active.name == "Machop"


def test_alert_draws_then_switches_and_needs_a_bench():
    """Brock's Zubat, Alert: draw a card, then switch Zubat with 1 of your Benched Pokémon;
    it can't be used with an empty Bench."""
    s = scenario()
    s.p1.active("gym1-24", energy=["Water"])
    s.p2.active(ONIX)
    g = s.start("p1")
    assert "attack Alert" not in keys(g)
    s = scenario()
    s.p1.active("gym1-24", energy=["Water"])
    s.p1.bench(MACHOP)
    s.p2.active(ONIX)
    g = s.start("p1")
    hand = len(g.p1.hand)
    g.act("attack Alert")
    assert len(g.p1.hand) == hand + 1
    assert g.p1.active.name == "Machop" and g.p1.bench[0].name == "Brock's Zubat"


def test_flytrap_switches_before_damage_and_needs_an_opposing_bench():
    """Erika's Weepinbell, Flytrap: before doing damage, choose 1 of the opponent's Benched
    Pokémon and switch it with the Active: the new Active takes the 20 (Bulbasaur: no
    Weakness to Grass); the old one takes nothing. No Bench: it can't be used."""
    s = scenario()
    s.p1.active("gym1-48", energy=["Grass"] * 2, under=["gym1-75"])
    s.p2.active(ONIX)
    g = s.start("p1")
    assert "attack Flytrap" not in keys(g)
    s = scenario()
    s.p1.active("gym1-48", energy=["Grass"] * 2, under=["gym1-75"])
    s.p2.active(ONIX)
    s.p2.bench(BULBASAUR)
    g = s.start("p1")
    g.act("attack Flytrap")
    assert g.p2.active.name == "Bulbasaur" and g.p2.active.damage == 20
    assert g.p2.bench[0].name == "Onix" and g.p2.bench[0].damage == 0


# --- single-target bench damage on a coin: Lucky Shot, Mud Splash ---------
@pytest.mark.parametrize(("card", "attack", "cost", "amount", "active"), [
    ("gym1-38", "Lucky Shot", "FC", 30, 0), ("gym1-55", "Mud Splash", "WW", 10, 30)])
@pytest.mark.parametrize("coin", ["H", "T"])
def test_choose_a_benched_pokemon_then_flip(card, attack, cost, amount, active, coin):
    """Brock's Geodude's Lucky Shot (30) and Misty's Seaking's Mud Splash (30 to the Active,
    then 10): choose 1 of the opponent's Benched Pokémon, then flip: heads, the damage."""
    s = scenario()
    s.p1.active(card, energy=energy_for(cost))
    s.p2.active(ONIX)
    s.p2.bench(MACHOP)
    s.p2.bench(STARYU)
    s.coins(coin)
    g = s.start("p1")
    g.act(f"attack {attack}", "opp-bench2")
    assert g.p2.active.damage == active
    assert [m.damage for m in g.p2.bench] == [0, amount if coin == "H" else 0]


def test_lucky_shot_cant_be_used_without_an_opposing_bench():
    """Brock's Geodude, Lucky Shot: it can't be used if the opponent has no Benched Pokémon."""
    s = scenario()
    s.p1.active("gym1-38", energy=["Fighting"] * 2)
    s.p2.active(ONIX)
    g = s.start("p1")
    assert "attack Lucky Shot" not in keys(g) and "attack Tackle" in keys(g)


# --- Energy ---------------------------------------------------------------------------------------
def test_electric_current_moves_a_lightning_energy_to_the_bench():
    """Lt. Surge's Electabuzz (27), Electric Current: 20; move 1 Lightning Energy card from
    it to 1 of your Benched Pokémon."""
    s = scenario()
    s.p1.active("gym1-27", energy=["Lightning", "Lightning"])
    s.p1.bench(MACHOP)
    s.p2.active(ONIX)
    g = s.start("p1")
    g.act("attack Electric Current")
    assert g.p2.active.damage == 20
    assert ids(g.p1.active.energy) == [LIGHTNING] and ids(g.p1.bench[0].energy) == [LIGHTNING]


def test_electric_current_with_no_bench_discards_the_energy():
    """Lt. Surge's Electabuzz (27), Electric Current: no Benched Pokémon: discard that card."""
    s = scenario()
    s.p1.active("gym1-27", energy=["Lightning", "Lightning"])
    s.p2.active(ONIX)
    g = s.start("p1")
    g.act("attack Electric Current")
    assert ids(g.p1.active.energy) == [LIGHTNING] and ids(g.p1.discard) == [LIGHTNING]


def test_lt_surges_electabuzz_27_and_pikachu_charge():
    """Lt. Surge's Electabuzz (27), Charge: up to 2 Lightning from the discard pile; Lt.
    Surge's Pikachu, Charge: 1."""
    s = scenario()
    s.p1.active("gym1-81", energy=["Water"])
    s.p1.discard(LIGHTNING, LIGHTNING)
    s.p2.active(ONIX)
    g = s.start("p1")
    g.act("attack Charge", LIGHTNING)
    assert ids(g.p1.active.energy) == [WATER, LIGHTNING] and ids(g.p1.discard) == [LIGHTNING]
    s = scenario()
    s.p1.active("gym1-27", energy=["Lightning"])
    s.p1.discard(LIGHTNING)
    s.p2.active(ONIX)
    g = s.start("p1")
    g.act("attack Charge", LIGHTNING)
    assert ids(g.p1.active.energy) == [LIGHTNING, LIGHTNING] and g.p1.discard == []


def test_thunderbolt_discards_every_energy():
    """Lt. Surge's Raichu, Thunderbolt: 100; discard all Energy cards attached to Raichu."""
    s = scenario()
    s.p1.active("gym1-28", energy=["Lightning"] * 4 + [DCE], under=["gym1-81"])
    s.p2.active(CHANSEY)
    g = s.start("p1")
    g.act("attack Thunderbolt")
    assert g.p2.active.damage == 100 and g.p1.active.energy == []
    assert sorted(ids(g.p1.discard)) == sorted([LIGHTNING] * 4 + [DCE])


@pytest.mark.parametrize(("card", "attack", "cost", "done"), [
    ("gym1-50", "Removal Pulse", "L", 10), ("gym1-53", "Rapids", "WC", 20),
    ("gym1-96", "Removal Beam", "PC", 20)])
def test_removal_flips_only_if_the_defending_pokemon_has_energy(card, attack, cost, done):
    """Lt. Surge's Magnemite's Removal Pulse, Misty's Poliwhirl's Rapids, Sabrina's Venonat's
    Removal Beam: if the Defending Pokémon has Energy cards, flip: heads, discard 1 of them.
    With none attached, no coin is flipped (none is scripted)."""
    s = scenario()
    s.p1.active(card, energy=energy_for(cost))
    s.p2.active(CHANSEY, energy=["Fighting", "Water"])
    s.coins("H")
    g = s.start("p1")
    g.act(f"attack {attack}", f"opp-active:{WATER}")
    assert g.p2.active.damage == done and ids(g.p2.active.energy) == [FIGHTING]
    s = scenario()
    s.p1.active(card, energy=energy_for(cost))
    s.p2.active(CHANSEY)
    g = s.start("p1")
    g.act(f"attack {attack}")
    assert g.p2.active.damage == done


def test_kindle_discards_one_of_each():
    """Blaine's Charmander, Kindle: discard 1 Energy card from Charmander to use it; 10, then
    choose 1 Energy card on the Defending Pokémon and discard it."""
    s = scenario()
    s.p1.active("gym1-61", energy=["Fire"])
    s.p2.active(ONIX, energy=["Fighting"])
    g = s.start("p1")
    g.act("attack Kindle")
    if g.decision.kind == "discard-energy" and g.decision.player == "p1":
        g.act(next(iter(keys(g))))
    assert g.p2.active.damage == 10
    assert ids(g.p1.discard) == [FIRE] and g.p2.active.energy == []


def test_energy_loop_returns_a_psychic_energy_to_the_hand():
    """Sabrina's Abra, Energy Loop: return a Psychic Energy card attached to Abra to your hand
    to use it; 20. Without one (a Double Colorless) it can't be used."""
    s = scenario()
    s.p1.active("gym1-91", energy=["Psychic"])
    s.p2.active(ONIX)
    g = s.start("p1")
    g.act("attack Energy Loop")
    assert g.p2.active.damage == 20
    assert g.p1.active.energy == [] and PSYCHIC in ids(g.p1.hand)
    s = scenario()
    s.p1.active("gym1-91", energy=[DCE])
    s.p2.active(ONIX)
    g = s.start("p1")
    assert "attack Energy Loop" not in keys(g)


def test_psychic_counts_the_defending_pokemons_energy_cards():
    """Erika's Exeggcute (77), Psychic: 10 plus 10 for each Energy card attached to the
    Defending Pokémon (a Double Colorless is one card)."""
    s = scenario()
    s.p1.active("gym1-77", energy=["Psychic", "Water"])
    s.p2.active(CHANSEY, energy=["Fighting", DCE])
    g = s.start("p1")
    g.act("attack Psychic")
    assert g.p2.active.damage == 30


def test_water_punch_flips_a_coin_per_water_energy():
    """Misty's Poliwhirl, Water Punch: flip a coin for each Water Energy attached: 30 plus 10
    per heads (a Fire Energy gives no coin)."""
    s = scenario()
    s.p1.active("gym1-53", energy=["Water", "Water", "Fire"], under=["gym1-87"])
    s.p2.active(ONIX)
    s.coins("H", "T")
    g = s.start("p1")
    g.act("attack Water Punch")
    assert g.p2.active.damage == 40


@pytest.mark.parametrize(("water", "done"), [(1, 10), (2, 20), (4, 30)])
def test_misty_starmie_water_gun(water, done):
    """Misty's Starmie, Water Gun: 10 plus 10 for each Water Energy not used to pay for the
    attack (at most 20 more)."""
    s = scenario()
    s.p1.active("gym1-56", energy=["Water"] * water, under=["gym1-90"])
    s.p2.active(ONIX)
    g = s.start("p1")
    g.act("attack Water Gun")
    assert g.p2.active.damage == done


def test_sleight_of_hand_trades_hand_cards_for_basic_energy():
    """Sabrina's Mr. Mime, Sleight of Hand: put up to 3 cards from your hand on top of your
    deck, then search the deck for that many basic Energy cards, into your hand; shuffle."""
    s = Scenario()
    s.p1.deck(MACHOP, "Psychic", "Fire", MAGIKARP)
    s.p2.deck(*DECK)
    s.p2.hand("Water")
    s.p1.hand(ONIX, BULBASAUR, GUST)
    s.p1.active("gym1-94", energy=["Water"])
    s.p2.active(ONIX)
    g = s.start("p1")
    g.act("attack Sleight of Hand", ONIX, BULBASAUR, "done", PSYCHIC, FIRE)
    assert sorted(ids(g.p1.hand)) == sorted([GUST, PSYCHIC, FIRE])
    assert sorted(ids(g.p1.deck)) == sorted([MACHOP, MAGIKARP, ONIX, BULBASAUR])


def test_moonwatching_takes_a_basic_energy():
    """Erika's Clefairy, Moonwatching: search your deck for a basic Energy card, show it and
    put it into your hand; shuffle."""
    s = Scenario()
    s.p1.deck(MACHOP, "Grass", DCE)
    s.p2.deck(*DECK)
    s.p2.hand("Water")
    s.p1.active("gym1-25", energy=["Water"])
    s.p2.active(ONIX)
    g = s.start("p1")
    g.act("attack Moonwatching")
    assert keys(g) == {GRASS, "done"}
    g.act(GRASS)
    assert GRASS in ids(g.p1.hand)


def test_lava_burst_discards_five_and_counts_the_fire_energy():
    """Blaine's Magmar, Lava Burst: discard the top 5 cards of your deck; 20 for each Fire
    Energy card among them (a deck of 3 discards all 3)."""
    s = Scenario()
    s.p1.deck("Fire", MACHOP, "Fire", "Water", "Fire", "Fire", "Fire")
    s.p2.deck(*DECK)
    s.p2.hand("Water")
    s.p1.active("gym1-37", energy=["Fire"] * 3)
    s.p2.active(ONIX)
    g = s.start("p1")
    g.act("attack Lava Burst")
    assert g.p2.active.damage == 60
    assert ids(g.p1.discard) == [FIRE, MACHOP, FIRE, WATER, FIRE]
    assert ids(g.p1.deck) == [FIRE, FIRE]


# --- healing --------------------------------------------------------------------------------------
def test_healing_pollen_venomoth_heals_each_pokemon_per_heads():
    """Sabrina's Venomoth, Healing Pollen: flip 3 coins; for each heads remove 1 damage
    counter from each of your Pokémon (all of them from one with fewer)."""
    s = scenario()
    s.p1.active("gym1-34", energy=["Grass"], damage=40, under=["gym1-96"])
    s.p1.bench(MACHOP, damage=10)
    s.p2.active(ONIX, damage=30)
    s.coins("H", "T", "H")
    g = s.start("p1")
    g.act("attack Healing Pollen")
    assert g.p1.active.damage == 20 and g.p1.bench[0].damage == 0
    assert g.p2.active.damage == 30


@pytest.mark.parametrize(("coin", "left"), [("H", 10), ("T", 50)])
def test_healing_pollen_gloom(coin, left):
    """Erika's Gloom (45), Healing Pollen: heads, remove 4 damage counters from it."""
    s = scenario()
    s.p1.active("gym1-45", energy=["Grass"], damage=50)
    s.p2.active(ONIX)
    s.coins(coin)
    g = s.start("p1")
    g.act("attack Healing Pollen")
    assert g.p1.active.damage == left


def test_magic_pollen_lets_the_attacker_choose_the_condition():
    """Erika's Gloom (45), Magic Pollen: 30; heads, the Defending Pokémon is Asleep, Confused,
    Paralyzed or Poisoned, its attacker's choice."""
    s = scenario()
    s.p1.active("gym1-45", energy=["Grass"] * 3)
    s.p2.active(CHANSEY)
    s.coins("H")
    g = s.start("p1")
    g.act("attack Magic Pollen")
    assert keys(g) == {"asleep", "confused", "paralyzed", "poisoned"}
    g.act("paralyzed")
    assert g.p2.active.conditions == {"paralyzed"} and g.p2.active.damage == 30


def test_naptime_heals_three_and_sleeps():
    """Sabrina's Slowbro, Naptime: heads, remove 3 damage counters and Slowbro is Asleep."""
    s = scenario()
    s.p1.active("gym1-60", energy=["Psychic"], damage=40, under=["gym1-95"])
    s.p2.active(ONIX)
    s.coins("H", "T")
    g = s.start("p1")
    g.act("attack Naptime")
    assert g.p1.active.damage == 10 and g.p1.active.conditions == {"asleep"}


@pytest.mark.parametrize(("attack", "coins", "left"), [
    ("Blot", (), 20), ("Sporadic Sponging", ("H",), 20), ("Sporadic Sponging", ("T",), 30)])
def test_erika_oddish_78(attack, coins, left):
    """Erika's Oddish (78), Blot: remove a damage counter from it. Sporadic Sponging: if it
    has any, flip: heads, remove 1."""
    s = scenario()
    s.p1.active("gym1-78", energy=["Grass"] * 2, damage=30)
    s.p2.active(CHANSEY)
    s.coins(*coins)
    g = s.start("p1")
    g.act(f"attack {attack}")
    assert g.p1.active.damage == left


def test_sporadic_sponging_flips_nothing_without_damage():
    """Erika's Oddish (78), Sporadic Sponging: no damage counters: no coin (none scripted)."""
    s = scenario()
    s.p1.active("gym1-78", energy=["Grass"] * 2)
    s.p2.active(CHANSEY)
    g = s.start("p1")
    g.act("attack Sporadic Sponging")
    assert g.p2.active.damage == 20


# --- lasting effects ------------------------------------------------------------------------------
def test_sandstorm_and_smokescreen_make_the_next_attack_flip():
    """Brock's Sandslash's Sandstorm, Misty's Horsea's Smokescreen: if the Defending Pokémon
    attacks during the next turn, its owner flips; tails, the attack does nothing."""
    for card, attack, cost in (("gym1-23", "Sandstorm", "FF"), ("gym1-86", "Smokescreen", "WW")):
        s = scenario()
        s.p1.active(card, energy=energy_for(cost))
        s.p2.active(HITMONCHAN, energy=["Fighting"])
        s.coins("T")
        g = s.start("p1")
        g.act(f"attack {attack}")
        g.act("attack Jab")
        assert g.p1.active.damage == 0


def test_suggestion_heads_the_defending_pokemon_cant_attack():
    """Sabrina's Drowzee, Suggestion: heads, the Defending Pokémon can't attack during the
    opponent's next turn."""
    s = scenario()
    s.p1.active("gym1-92", energy=["Psychic"])
    s.p2.active(HITMONCHAN, energy=["Fighting"])
    s.coins("H")
    g = s.start("p1")
    g.act("attack Suggestion")
    assert not any(k.startswith("attack") for k in keys(g))


def test_crystal_beam_heads_no_energy_can_be_attached_to_the_defending_pokemon():
    """Misty's Tentacool (57), Crystal Beam: heads, the opponent can't attach Energy cards to
    the Defending Pokémon during their next turn (their Benched Pokémon still can take it)."""
    s = scenario()
    s.p1.active("gym1-57", energy=["Water"] * 2)
    s.p2.active(ONIX)
    s.p2.bench(MACHOP)
    s.coins("H")
    g = s.start("p1")
    g.act("attack Crystal Beam")
    assert g.p2.active.damage == 20
    assert f"attach {WATER} active" not in keys(g) and f"attach {WATER} bench1" in keys(g)


def test_crystal_beam_tails_changes_nothing():
    """Misty's Tentacool (57), Crystal Beam: tails, Energy may be attached as usual."""
    s = scenario()
    s.p1.active("gym1-57", energy=["Water"] * 2)
    s.p2.active(ONIX)
    s.coins("T")
    g = s.start("p1")
    g.act("attack Crystal Beam")
    assert f"attach {WATER} active" in keys(g)


def test_deflector_halves_the_next_damage():
    """Erika's Exeggcute (43), Deflector: during the opponent's next turn, damage done to it is
    halved, rounded down to the nearest 10: Special Punch's 40 does 20."""
    s = scenario()
    s.p1.active("gym1-43", energy=["Psychic"])
    s.p2.active(HITMONCHAN, energy=["Fighting"] * 3)
    g = s.start("p1")
    g.act("attack Deflector")
    g.act("attack Special Punch")
    assert g.p1.active.damage == 20


def test_defense_curl_heads_prevents_the_next_damage():
    """Brock's Sandshrew (71), Defense Curl: heads, prevent all damage done to it during the
    opponent's next turn."""
    s = scenario()
    s.p1.active("gym1-71", energy=["Fighting"])
    s.p2.active(HITMONCHAN, energy=["Fighting"])
    s.coins("H")
    g = s.start("p1")
    g.act("attack Defense Curl")
    g.act("attack Jab")
    assert g.p1.active.damage == 0


def test_ponyta_agility_heads_prevents_everything():
    """Blaine's Ponyta, Agility: 20; heads, prevent all effects of attacks, including damage,
    done to Ponyta during the opponent's next turn."""
    s = scenario()
    s.p1.active("gym1-63", energy=["Fire"] * 2)
    s.p2.active(HITMONCHAN, energy=["Fighting"])
    s.coins("H")
    g = s.start("p1")
    g.act("attack Agility")
    assert g.p2.active.damage == 20
    g.act("attack Jab")
    assert g.p1.active.damage == 0


def test_screaming_headbutt_cant_be_used_next_turn():
    """Sabrina's Slowbro, Screaming Headbutt: 40; Slowbro can't use it during its owner's next
    turn (Naptime stays)."""
    s = scenario()
    s.p1.active("gym1-60", energy=["Psychic"] * 3, under=["gym1-95"])
    s.p1.hand("Water")
    s.p2.active(ONIX)
    s.p2.hand("Water")
    g = s.start("p1")
    g.act("attack Screaming Headbutt")
    assert g.p2.active.damage == 40
    g.act("end")
    assert "attack Screaming Headbutt" not in keys(g) and "attack Naptime" in keys(g)


def test_focus_energy_doubles_gnaw_next_turn():
    """Lt. Surge's Rattata, Focus Energy: during your next turn, Gnaw's base damage is doubled
    (20 becomes 40)."""
    s = scenario()
    s.p1.active("gym1-82", energy=["Water"] * 2)
    s.p1.hand("Water")
    s.p2.active(ONIX)
    s.p2.hand("Water")
    g = s.start("p1")
    g.act("attack Focus Energy")
    g.act("end")
    g.act("attack Gnaw")
    assert g.p2.active.damage == 40


def test_good_morning_wakes_the_defending_pokemon():
    """Sabrina's Jynx, Good Morning: 20; if the Defending Pokémon was Asleep, it isn't now."""
    s = scenario()
    s.p1.active("gym1-59", energy=["Psychic"] * 2)
    s.p2.active(ONIX, conditions=["asleep"])
    g = s.start("p1")
    g.act("attack Good Morning")
    assert g.p2.active.damage == 20 and g.p2.active.conditions == frozenset()


def test_karate_chop_and_fidget():
    """Brock's Mankey (68), Karate Chop: 40 minus 10 for each damage counter on Mankey.
    Fidget: shuffle your deck (nothing else changes)."""
    s = scenario()
    s.p1.active("gym1-68", energy=["Fighting", "Water"], damage=20)
    s.p2.active(ONIX)
    g = s.start("p1")
    g.act("attack Karate Chop")
    assert g.p2.active.damage == 20
    s = scenario()
    s.p1.active("gym1-68", energy=["Water"])
    s.p2.active(ONIX)
    g = s.start("p1")
    deck = sorted(ids(g.p1.deck))
    g.act("attack Fidget")
    assert sorted(ids(g.p1.deck)) == deck and g.p2.active.damage == 0


def test_hook_shot_ignores_resistance():
    """Brock's Geodude (66), Hook Shot: Resistance is not applied (Zapdos resists Fighting:
    still 20); Weakness still is (Electabuzz: 40)."""
    s = scenario()
    s.p1.active("gym1-66", energy=["Fighting", "Water"])
    s.p2.active("base1-16")
    g = s.start("p1")
    g.act("attack Hook Shot")
    assert g.p2.active.damage == 20
    s = scenario()
    s.p1.active("gym1-66", energy=["Fighting", "Water"])
    s.p2.active("base1-20")
    g = s.start("p1")
    g.act("attack Hook Shot")
    assert g.p2.active.damage == 40


def test_swift_ignores_weakness_resistance_and_effects_on_the_defending_pokemon():
    """Misty's Staryu, Swift: its damage isn't affected by Weakness, Resistance, Pokémon Powers
    or other effects on the Defending Pokémon: a Defender on Onix does not reduce its 20."""
    s = scenario()
    s.p1.active("gym1-90", energy=["Water"] * 2)
    s.p2.active(ONIX, attached=["base1-80"])
    g = s.start("p1")
    g.act("attack Swift")
    assert g.p2.active.damage == 20


def test_swift_goes_through_a_prevent_damage_effect():
    """Misty's Staryu, Swift: Onix's Harden (prevent 30 or less next turn) does not stop it;
    Weakness is not applied either (Magikarp is weak to Lightning, not to Water: 20 either
    way; Onix is weak to Grass)."""
    s = scenario()
    s.p1.active(ONIX, energy=["Fighting"] * 2)
    s.p1.hand("Water")
    s.p2.active("gym1-90", energy=["Water"] * 2)
    s.p2.hand("Water")
    g = s.start("p1")
    g.act("attack Harden")
    g.act("attack Swift")
    assert g.p1.active.damage == 20


def test_crystal_beam_stops_rain_dance_onto_the_defending_pokemon_too():
    """Misty's Tentacool (57), Crystal Beam: heads, no Energy card may be attached to the
    Defending Pokémon during the opponent's next turn, by a Pokémon Power either (Blastoise's
    Rain Dance may still attach to a Benched Water Pokémon)."""
    s = scenario()
    s.p1.active("gym1-57", energy=["Water"] * 2)
    s.p2.active("base1-2", under=["base1-63", "base1-42"])
    s.p2.bench(STARYU)
    s.p2.hand("Water")
    s.coins("H")
    g = s.start("p1")
    g.act("attack Crystal Beam")
    assert f"attach {WATER} active" not in keys(g)
    g.act("power active Rain Dance")  # the only Pokémon it may go to: Staryu on the Bench
    assert g.p2.active.energy == [] and ids(g.p2.bench[0].energy) == [WATER]
