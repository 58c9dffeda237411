"""Neo Revelation (neo3): the Pokémon's attacks, in number order. Each test names the card and
says its text in our words; rulings name their source (the spec, RULINGS.md, our own
readings in docs/rulings.md). The Pokémon Powers and the legends: test_neo3_powers.py."""

from __future__ import annotations

import pytest

from oldback import card
from oldback.testing import Scenario
from oldback.testing import card_ids as ids
from oldback.testing import option_keys as keys

ZAPDOS, CHANSEY, MACHOP, BULBASAUR, PIKACHU = (
    "base1-16", "base1-3", "base1-52", "base1-44", "base1-58")
WATER, FIRE, LIGHTNING = "base1-102", "base1-98", "base1-100"
DARKNESS, METAL = "neo1-104", "neo1-19"
BASIC = {"Fire": "Fire", "Water": "Water", "Grass": "Grass", "Lightning": "Lightning",
         "Psychic": "Psychic", "Fighting": "Fighting", "Darkness": DARKNESS, "Metal": METAL}


def scenario() -> Scenario:
    s = Scenario()
    s.p1.deck(*["Water"] * 6)
    s.p2.deck(*["Water"] * 6)
    s.p2.hand("Fighting")  # p2's turn waits for it; Machop's Low Kick (F) 20
    return s


def cost(attacker: str, name: str) -> list[str]:
    c = card(attacker)
    own = BASIC.get(c.types[0], "Water")
    atk = next(a for a in c.attacks if a.name == name)
    return [own if t == "Colorless" else BASIC[t] for t in atk.cost]


def attack(attacker: str, name: str, coins=(), target: str = ZAPDOS, damage: int = 0,
           target_damage: int = 0, energy=None, s=None, then=()):
    s = s or scenario()
    s.p1.active(attacker, energy=cost(attacker, name) if energy is None else energy,
                damage=damage)
    s.p2.active(target, damage=target_damage)
    s.coins(*coins)
    g = s.start("p1")
    g.act(f"attack {name}", *then)
    return g


# --- 2 Blissey ----------------------------------------------------------------------------
def test_blissey_body_slam_heads_paralyzes():
    """Blissey, Body Slam: 30; heads, the Defending Pokémon is now Paralyzed."""
    g = attack("neo3-2", "Body Slam", coins=["H"], target=CHANSEY)
    assert g.p2.active.damage == 30 and "paralyzed" in g.p2.active.conditions


# --- 4 Crobat -----------------------------------------------------------------------------
@pytest.mark.parametrize("coins, done, confused", [("HHTT", 40, True), ("HTTT", 20, False)])
def test_crobat_cross_attack_confuses_on_two_heads(coins, done, confused):
    """Crobat, Cross Attack: 4 coins, 20 times the heads; 2 or more heads, the Defending
    Pokémon is now Confused (the same 4 coins decide both)."""
    g = attack("neo3-4", "Cross Attack", coins=coins, target=CHANSEY)
    assert g.p2.active.damage == done
    assert ("confused" in g.p2.active.conditions) == confused


# --- 5 Delibird ---------------------------------------------------------------------------
@pytest.mark.parametrize("coins, left", [("HTT", 40 + 50), ("HHT", 20), ("HHH", 60 + 50),
                                         ("TTT", 0)])
def test_delibird_present(coins, left):
    """Delibird, Present: 3 coins. Exactly 1 heads, 40 damage; 2 heads, remove 3 damage
    counters from the Defending Pokémon; 3 heads, 60 damage; no heads, remove all its damage
    counters (Chansey starts with 50 damage)."""
    g = attack("neo3-5", "Present", coins=coins, target=CHANSEY, target_damage=50)
    assert g.p2.active.damage == left


# --- 7 Ho-oh ------------------------------------------------------------------------------
def test_ho_oh_stoke_attaches_a_fire_energy_from_the_deck():
    """Ho-oh, Stoke: you may search your deck for a Fire Energy card and attach it to Ho-oh;
    shuffle the deck afterward."""
    s = scenario()
    s.p1.deck("Fire")
    g = attack("neo3-7", "Stoke", s=s, then=[FIRE])
    assert ids(g.p1.active.energy) == [FIRE, FIRE]
    assert FIRE not in ids(g.p1.deck)


def test_ho_oh_sacred_fire_heads_forty_to_any_pokemon_without_weakness():
    """Ho-oh, Sacred Fire: heads, 40 to 1 of the opponent's Pokémon of your choice, no
    Weakness or Resistance."""
    s = scenario()
    s.p2.bench(MACHOP)
    g = attack("neo3-7", "Sacred Fire", coins=["H"], s=s, target=CHANSEY,
               then=["opp-bench1"])
    assert g.p2.active.damage == 0 and g.p2.bench[0].damage == 40
    g = attack("neo3-7", "Sacred Fire", coins=["T"], target=BULBASAUR)
    assert g.p2.active.damage == 0


def test_ho_oh_dive_bomb_tails_does_nothing():
    """Ho-oh, Dive Bomb: 90; tails, the attack does nothing."""
    assert attack("neo3-7", "Dive Bomb", coins=["H"], target=CHANSEY).p2.active.damage == 90
    assert attack("neo3-7", "Dive Bomb", coins=["T"], target=CHANSEY).p2.active.damage == 0


# --- 8 Houndoom ---------------------------------------------------------------------------
def test_houndoom_dark_flame_discards_fire_and_takes_back_a_darkness_energy():
    """Houndoom, Dark Flame: discard 1 Fire Energy card from it or the attack does nothing;
    then, if there are Darkness Energy cards in your discard pile, attach 1 to Houndoom."""
    s = scenario()
    s.p1.discard(DARKNESS)
    g = attack("neo3-8", "Dark Flame", s=s, energy=["Fire"], target=CHANSEY, then=[DARKNESS])
    assert g.p2.active.damage == 20
    assert ids(g.p1.active.energy) == [DARKNESS] and ids(g.p1.discard) == [FIRE]


def test_houndoom_black_fang_a_coin_per_darkness_energy():
    """Houndoom, Black Fang: a coin for each Darkness Energy attached to it; 30 plus 10 for
    each heads (and 10 for Darkness Energy against the Defending Pokémon, damage step 5)."""
    g = attack("neo3-8", "Black Fang", coins="HT", energy=[DARKNESS, DARKNESS, "Fire"],
               target=CHANSEY)
    assert g.p2.active.damage == 30 + 10 + 2 * 10


# --- 16 Celebi ----------------------------------------------------------------------------
def test_celebi_psychic_leaf_heals_the_damage_done():
    """Celebi (neo3-16), Psychic Leaf: a coin for each Energy attached to the Defending
    Pokémon, 10 plus 10 per heads; remove from Celebi as many damage counters as the damage
    done after Weakness and Resistance (Machop is weak to... Grass? no: Psychic; Zapdos has
    none)."""
    s = scenario()
    s.p2.active(ZAPDOS, energy=["Lightning", "Lightning"])
    s.p1.active("neo3-16", energy=["Grass", "Grass"], damage=40)
    s.coins("H", "H")
    g = s.start("p1")
    g.act("attack Psychic Leaf")
    assert g.p2.active.damage == 30 and g.p1.active.damage == 10


# --- 23 Skarmory --------------------------------------------------------------------------
def test_skarmory_fury_attack_and_agility():
    """Skarmory, Fury Attack: 10 times the heads of 2 coins. Agility: 20; heads, prevent all
    effects of attacks done to it during the opponent's next turn."""
    assert attack("neo3-23", "Fury Attack", coins="HH", target=CHANSEY).p2.active.damage == 20
    g = attack("neo3-23", "Agility", coins=["H"], target=MACHOP)
    g.act("attach base1-97 active", "attack Low Kick")
    assert g.p1.active.damage == 0


# --- 28 Flaaffy ---------------------------------------------------------------------------
def test_flaaffy_tail_shock_heads_ten_to_each_benched():
    """Flaaffy, Tail Shock: 30; heads, 10 to each of the opponent's Benched Pokémon."""
    s = scenario()
    s.p2.bench(MACHOP).bench(BULBASAUR)
    g = attack("neo3-28", "Tail Shock", coins=["H"], s=s, target=CHANSEY)
    assert g.p2.active.damage == 30 and [m.damage for m in g.p2.bench] == [10, 10]


# --- 29 Golbat ----------------------------------------------------------------------------
def test_golbat_screech_twenty_more_until_the_end_of_your_next_turn():
    """Golbat, Screech: until the end of your next turn, an attack that damages the Defending
    Pokémon does 20 more to it."""
    g = attack("neo3-29", "Screech", target=CHANSEY, energy=["Grass", "Grass"])
    assert g.p2.active.damage == 0
    g.act("attach base1-97 active", "attack Poison Bite")
    assert g.p2.active.damage == 10 + 20 + 10  # and Poison between turns


def test_golbat_poison_bite_poisons_and_drains_half():
    """Golbat, Poison Bite: 10, the Defending Pokémon is Poisoned, and Golbat removes damage
    counters equal to half the damage done, rounded up (10 → 1 counter)."""
    g = attack("neo3-29", "Poison Bite", damage=30, target=CHANSEY)
    assert g.p2.active.damage == 10 + 10 and "poisoned" in g.p2.active.conditions  # + Poison
    assert g.p1.active.damage == 20


# --- 30 Graveler --------------------------------------------------------------------------
def test_graveler_earthquake_and_rock_tumble():
    """Graveler, Earthquake: 40, and 10 to each of your own Benched Pokémon. Rock Tumble: 50,
    no Resistance (Zapdos resists Fighting: 50 all the same)."""
    s = scenario()
    s.p1.bench(PIKACHU)
    g = attack("neo3-30", "Earthquake", s=s, target=CHANSEY)
    assert g.p2.active.damage == 80 and g.p1.bench[0].damage == 10  # Chansey: weak to F
    assert attack("neo3-30", "Rock Tumble", target=ZAPDOS).p2.active.damage == 50


# --- 31 Jynx ------------------------------------------------------------------------------
def test_jynx_freezing_kiss_goodnight_and_strange_dance():
    """Jynx, Freezing Kiss Goodnight: the Defending Pokémon is now Asleep. Strange Dance: 20;
    heads, 20 more and Confused."""
    g = attack("neo3-31", "Freezing Kiss Goodnight", coins=["T"])  # (Checkup: stays Asleep)
    assert "asleep" in g.p2.active.conditions
    g = attack("neo3-31", "Strange Dance", coins=["H"], target=ZAPDOS)
    assert g.p2.active.damage == 40 and "confused" in g.p2.active.conditions


# --- 34 Octillery -------------------------------------------------------------------------
def test_octillery_octazooka_makes_the_defending_pokemon_flip_to_attack():
    """Octillery, Octazooka: 40; heads, whenever the Defending Pokémon attacks, its owner
    flips a coin: tails, the attack does nothing (benching or evolving it ends this: it
    has no end of its own)."""
    g = attack("neo3-34", "Octazooka", coins=["H", "T", "H"], target=MACHOP)
    assert g.p2.active.damage == 40
    g.act("attach base1-97 active", "attack Low Kick")
    assert g.p1.active.damage == 0  # tails: Low Kick does nothing
    g.act("end", "attack Low Kick")
    assert g.p1.active.damage == 20  # a turn later it still flips: heads


def test_octillery_constrict_heads_paralyzes():
    """Octillery, Constrict: 10; heads, the Defending Pokémon is now Paralyzed."""
    g = attack("neo3-34", "Constrict", coins=["H"])
    assert g.p2.active.damage == 10 and "paralyzed" in g.p2.active.conditions


# --- 36 Piloswine -------------------------------------------------------------------------
def test_piloswine_high_speed_charge_not_next_turn():
    """Piloswine, High-Speed Charge: 80 and 30 to itself; it can't use this attack during
    your next turn. Nap: remove 3 damage counters from it."""
    g = attack("neo3-36", "High-Speed Charge", energy=["Fighting"] * 4, target=ZAPDOS)
    assert g.p2.active.damage == 50 and g.p1.active.damage == 30  # Zapdos: resists F
    g.act("end")
    assert "attack High-Speed Charge" not in keys(g) and "attack Nap" in keys(g)
    g.act("attack Nap")
    assert g.p1.active.damage == 0


# --- 37 Seaking ---------------------------------------------------------------------------
@pytest.mark.parametrize("coins, done", [("HH", 60), ("HT", 20)])
def test_seaking_horn_swipe_needs_both_heads(coins, done):
    """Seaking, Horn Swipe: 20; both heads, 40 more. Rising Lunge: 10; heads, 10 more."""
    assert attack("neo3-37", "Horn Swipe", coins=coins).p2.active.damage == done
    assert attack("neo3-37", "Rising Lunge", coins=["H"]).p2.active.damage == 20


# --- 38 Stantler --------------------------------------------------------------------------
def test_stantler_terrorize_disables_an_attack_of_a_basic_only():
    """Stantler, Terrorize: if the Defending Pokémon is a Basic Pokémon, choose 1 of its
    attacks: it can't use it during the opponent's next turn. An evolved one is untouched."""
    g = attack("neo3-38", "Terrorize", target=MACHOP)
    g.act("attach base1-97 active")
    assert "attack Low Kick" not in keys(g)
    s = scenario()
    s.p2.active("base1-34", under=[MACHOP])  # Machoke
    s.p1.active("neo3-38", energy=["Water"])
    g = s.start("p1")
    g.act("attack Terrorize")
    assert g.current == "p2"


def test_stantler_overhead_toss_tails_ten_to_your_benched():
    """Stantler, Overhead Toss: 30; if you have Benched Pokémon, flip: tails, 10 to 1 of
    them (your choice)."""
    s = scenario()
    s.p1.bench(PIKACHU).bench(MACHOP)
    g = attack("neo3-38", "Overhead Toss", coins=["T"], s=s, target=CHANSEY,
               then=["bench2"])
    assert g.p2.active.damage == 30 and [m.damage for m in g.p1.bench] == [0, 10]
    assert attack("neo3-38", "Overhead Toss", target=CHANSEY).p2.active.damage == 30


# --- 43 Farfetch'd ------------------------------------------------------------------------
def test_farfetchd_leek_jab_not_next_turn():
    """Farfetch'd, Leek Jab: 40; it can't use Leek Jab during your next turn."""
    g = attack("neo3-43", "Leek Jab", target=CHANSEY)
    assert g.p2.active.damage == 40
    g.act("end")
    assert "attack Leek Jab" not in keys(g) and "attack Gust" in keys(g)


# --- 44 Geodude, 45 Goldeen ---------------------------------------------------------------
def test_geodude_and_goldeen():
    """Geodude, Knuckle Punch: 20 (no text). Goldeen, Fin Smack: 10 times the heads of 2."""
    assert attack("neo3-44", "Knuckle Punch", target=ZAPDOS).p2.active.damage == 0  # resists F
    assert attack("neo3-45", "Fin Smack", coins="HH", target=CHANSEY).p2.active.damage == 20


# --- 46 Murkrow ---------------------------------------------------------------------------
def test_murkrow_call_for_family_and_flock_attack():
    """Murkrow, Call for Family: search your deck for a Basic Pokémon named Murkrow and put it
    onto your Bench. Flock Attack: a coin for each Murkrow on your Bench, 10 more per heads."""
    s = scenario()
    s.p1.deck("neo3-46")
    g = attack("neo3-46", "Call for Family", s=s, then=["neo3-46"])
    assert [m.name for m in g.p1.bench] == ["Murkrow"]
    s = scenario()
    s.p1.bench("neo3-46").bench("neo1-24")
    g = attack("neo3-46", "Flock Attack", coins="HH", s=s, target=CHANSEY,
               energy=["Water", "Water"])
    assert g.p2.active.damage == 30


# --- 47 Paras, 52 Skiploom, 56 Staryu ----------------------------------------------------
@pytest.mark.parametrize("mon, name, condition", [
    ("neo3-47", "Sleep Spore", "asleep"), ("neo3-52", "Mysterious Powder", "confused"),
    ("neo3-56", "Bubblebeam", "paralyzed")])
def test_heads_special_conditions(mon, name, condition):
    """Paras's Sleep Spore, Skiploom's Mysterious Powder, Staryu's Bubblebeam: heads, Asleep,
    Confused, Paralyzed; tails, nothing more."""
    assert condition in attack(mon, name, coins=["H", "T"]).p2.active.conditions
    assert not attack(mon, name, coins=["T"]).p2.active.conditions


# --- 48 Quagsire --------------------------------------------------------------------------
def test_quagsire_whirlpool_discards_an_energy_of_the_defending():
    """Quagsire, Whirlpool: 40; choose 1 Energy card attached to the Defending Pokémon and
    discard it."""
    s = scenario()
    s.p2.active(CHANSEY, energy=["Water", "Fighting"])
    s.p1.active("neo3-48", energy=["Water"] * 4)
    g = s.start("p1")
    g.act("attack Whirlpool", "opp-active:base1-97")
    assert ids(g.p2.active.energy) == [WATER] and g.p2.active.damage == 40


# --- 49 Qwilfish --------------------------------------------------------------------------
def test_qwilfish_needle_storm_until_tails():
    """Qwilfish, Needle Storm: flip until tails, 20 times the heads. Poison Sting: heads,
    Poisoned."""
    assert attack("neo3-49", "Needle Storm", coins="HHHT",
                  target=CHANSEY).p2.active.damage == 60
    assert "poisoned" in attack("neo3-49", "Poison Sting", coins=["H"]).p2.active.conditions


# --- 50 Remoraid --------------------------------------------------------------------------
def test_remoraid_sharpshooting_twenty_to_a_benched():
    """Remoraid, Sharpshooting: heads, 20 to 1 of the opponent's Pokémon of your choice, no
    Weakness or Resistance."""
    s = scenario()
    s.p2.bench(MACHOP)
    g = attack("neo3-50", "Sharpshooting", coins=["H"], s=s, then=["opp-bench1"])
    assert g.p2.bench[0].damage == 20 and g.p2.active.damage == 0


# --- 53 Slugma ----------------------------------------------------------------------------
def test_slugma_magma_ring_defending_cant_retreat():
    """Slugma, Magma Ring: 20; the Defending Pokémon can't retreat during the opponent's next
    turn."""
    s = scenario()
    s.p2.bench(MACHOP)
    g = attack("neo3-53", "Magma Ring", s=s, target=ZAPDOS)
    assert g.p2.active.damage == 20
    g.act("attach base1-97 active")
    assert not any(k.startswith("retreat") for k in keys(g))


# --- 55 Snubbull --------------------------------------------------------------------------
def test_snubbull_raging_headbutt_heads_ten_per_counter():
    """Snubbull, Raging Headbutt: 10; heads, 10 more for each damage counter on Snubbull."""
    g = attack("neo3-55", "Raging Headbutt", coins=["H"], damage=30, target=CHANSEY)
    assert g.p2.active.damage == 40
    g = attack("neo3-55", "Raging Headbutt", coins=["T"], damage=30, target=CHANSEY)
    assert g.p2.active.damage == 10


# --- 57 Swinub, 59 Zubat ------------------------------------------------------------------
def test_swinub_take_down_and_zubat_poison_spray():
    """Swinub, Take Down: 30 and 10 to itself. Zubat, Poison Spray: Poisoned."""
    g = attack("neo3-57", "Take Down", target=CHANSEY)
    assert g.p2.active.damage == 60 and g.p1.active.damage == 10  # Chansey: weak to F
    assert "poisoned" in attack("neo3-59", "Poison Spray").p2.active.conditions
