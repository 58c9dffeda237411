"""Team Rocket (base5) Pokémon: the attacks. Every coin is scripted; the numbers are the
card's. The powers are in test_base5_powers.py, the hard cards (Dark evolutions, Dark
Raichu, Dark Golduck, Dark Weezing, Dark Alakazam) have more tests in test_base5_hard.py.
The non-holo printings 18–29 and 31 are the holo cards 1–12 and 14 again; 30 (Dark
Vileplume) is written apart and tested as such. Docstrings say what the card does in our
own words (spec = shared/spec/old-school-rules.txt, RULINGS = shared/RULINGS.md)."""

from __future__ import annotations

from collections import Counter

import pytest

from oldback.testing import Scenario
from oldback.testing import card_ids as ids
from oldback.testing import option_keys as keys

DECK = ["Grass"] * 6

# Targets from the Base Set (no attack of theirs is used unless said)
CHANSEY, HITMONCHAN, SEEL, PIKACHU, MACHOP = (
    "base1-3", "base1-7", "base1-41", "base1-58", "base1-52")
ONIX, STARYU, JYNX, ALAKAZAM, GYARADOS = "base1-56", "base1-65", "base1-31", "base1-1", "base1-6"
BLASTOISE, WEEZING, MUK = "base1-2", "base3-45", "base3-13"
FIRE, WATER, PSYCHIC, LIGHTNING, GRASS, FIGHTING = (
    "base1-98", "base1-102", "base1-101", "base1-100", "base1-99", "base1-97")
DCE = "base1-96"


def scenario() -> Scenario:
    s = Scenario()
    s.p1.deck(*DECK)
    s.p2.deck(*DECK)
    return s


def duel(attacker: str, energy: list[str], defender: str = ONIX, **kw) -> Scenario:
    s = scenario()
    s.p1.active(attacker, energy=energy, **kw)
    s.p2.active(defender)
    return s


# --- attacks with no text (and the plain attacks beside texts) ---------------------------------
PLAIN = [
    ("base5-4", "Nail Flick", ["Fire"], 10),
    ("base5-9", "Psypunch", ["Psychic"], 20),
    ("base5-10", "Mega Punch", ["Fighting"] * 2, 30),
    ("base5-32", "Tail Slap", ["Fire"] * 2, 20),
    ("base5-34", "Rolling Tackle", ["Lightning"], 10),
    ("base5-37", "Super Psy", ["Psychic"] * 3, 50),
    ("base5-44", "Rear Kick", ["Fire"] * 2, 20),
    ("base5-45", "Bite", ["Water"] * 3, 30),
    ("base5-47", "Flop", ["Water"], 10),
    ("base5-50", "Fire Tail", ["Fire"], 20),
    ("base5-51", "Gnaw", ["Fire"] * 2, 20),
    ("base5-52", "Scratch", ["Fighting"] * 2, 20),
    ("base5-55", "Tackle", ["Fire"], 10),
    ("base5-56", "Bite", ["Fire"], 10),
    ("base5-58", "Tackle", ["Fire"], 10),
    ("base5-59", "Punch", ["Fighting"] * 2, 20),
    ("base5-59", "Kick", ["Fighting"] * 3, 30),
    ("base5-60", "Tackle", ["Fire"] * 2, 20),
    ("base5-67", "Headbutt", ["Psychic"], 10),
    ("base5-68", "Shell Attack", ["Water"] * 2, 20),
    ("base5-69", "Speed Ball", ["Lightning"], 20),
    ("base5-70", "Ram", ["Grass"], 10),
    ("base5-70", "Bite", ["Grass"] * 2, 20),
]


@pytest.mark.parametrize(("card", "attack", "energy", "dmg"), PLAIN)
def test_attacks_without_text_do_their_printed_damage(card, attack, energy, dmg):
    """An attack with no text does its printed damage (Onix: no Weakness or Resistance to
    these types but Grass; Chansey for Grass attackers)."""
    defender = CHANSEY if card in ("base5-56", "base5-58", "base5-70") else ONIX
    g = duel(card, energy, defender).start()
    g.act(f"attack {attack}")
    assert g.p2.active.damage == dmg


# --- 1 Dark Alakazam -----------------------------------------------------------------------
def test_teleport_blast_damages_then_may_switch():
    """Teleport Blast: 30 damage; then you may switch Dark Alakazam with a Benched Pokémon
    (the damage is done first)."""
    s = duel("base5-1", ["Psychic"] * 3)
    s.p1.bench(MACHOP)
    g = s.start()
    g.act("attack Teleport Blast")
    assert g.p2.active.damage == 30
    assert g.decision.player == "p1" and set(g.decision.keys) == {"bench1", "done"}
    g.act("bench1")
    assert g.p1.active.card.id == MACHOP and g.p1.bench[0].card.id == "base5-1"


def test_teleport_blast_may_stay_and_its_reprint_plays_alike():
    """Teleport Blast's switch is optional (``done``); base5-18 is the same card."""
    s = duel("base5-18", ["Psychic"] * 3)
    s.p1.bench(MACHOP)
    g = s.start()
    g.act("attack Teleport Blast", "done")
    assert g.p1.active.card.id == "base5-18" and g.p2.active.damage == 30


def test_mind_shock_ignores_weakness():
    """Mind Shock: 40 damage, Weakness and Resistance not applied (Jynx is weak to Psychic:
    still 40)."""
    g = duel("base5-1", ["Psychic"] * 3, JYNX).start()
    g.act("attack Mind Shock")
    assert g.p2.active.damage == 40


# --- 2 Dark Arbok ----------------------------------------------------------------------------
def test_stare_hits_any_opposing_pokemon_and_stops_its_power():
    """Stare: choose 1 of the opponent's Pokémon: 10 damage to it (no Weakness or
    Resistance); its Pokémon Power stops working until the end of the opponent's next
    turn: Alakazam's Damage Swap is not offered to p2 then, and is again later."""
    s = duel("base5-2", ["Grass"] * 2)
    s.p2.active(ONIX, damage=20)
    s.p2.bench(ALAKAZAM)
    g = s.start()
    g.act("attack Stare")
    assert g.decision.kind == "target" and set(g.decision.keys) == {"opp-active", "opp-bench1"}
    g.act("opp-bench1")
    assert g.p2.bench[0].damage == 10 and g.p2.active.damage == 20
    assert g.current == "p2"
    assert "power bench1 Damage Swap" not in keys(g)
    g.act("end")  # p2's turn ends: the effect with it
    g.act("end")  # p1's turn
    assert g.current == "p2" and "power bench1 Damage Swap" in keys(g)


def test_poison_vapor_poisons_and_hits_the_bench():
    """Poison Vapor: 10 damage, the Defending Pokémon is now Poisoned, and 10 damage to each
    of the opponent's Benched Pokémon (no Weakness or Resistance there)."""
    s = duel("base5-2", ["Grass"] * 3, CHANSEY)
    s.p2.bench(ONIX)
    s.p2.bench(PIKACHU)
    g = s.start()
    g.act("attack Poison Vapor")
    assert g.p2.active.damage == 10 + 10  # and the Poison between turns
    assert "poisoned" in g.p2.active.conditions
    assert [m.damage for m in g.p2.bench] == [10, 10]


# --- 3 Dark Blastoise --------------------------------------------------------------------------
@pytest.mark.parametrize(("water", "dmg"), [(2, 30), (3, 50), (4, 70), (5, 70)])
def test_hydrocannon_adds_20_per_spare_water_up_to_40(water, dmg):
    """Hydrocannon: 30 plus 20 for each Water Energy beyond its cost, at most 40 more."""
    g = duel("base5-3", ["Water"] * water, CHANSEY).start()
    g.act("attack Hydrocannon")
    assert g.p2.active.damage == dmg


def test_rocket_tackle_hurts_itself_and_may_shield_it():
    """Rocket Tackle: 40 damage and 10 to itself; heads, all damage done to Dark Blastoise
    during the opponent's next turn is prevented: Hitmonchan's Jab does nothing to it."""
    s = duel("base5-3", ["Water"] * 3, HITMONCHAN)
    s.p2.active(HITMONCHAN, energy=["Fighting"])
    g = s.coins("H").start()
    g.act("attack Rocket Tackle")
    assert g.p2.active.damage == 40 and g.p1.active.damage == 10
    g.act("attack Jab")
    assert g.p1.active.damage == 10


def test_rocket_tackle_tails_does_not_shield():
    """Rocket Tackle, tails: no protection."""
    s = duel("base5-3", ["Water"] * 3, HITMONCHAN)
    s.p2.active(HITMONCHAN, energy=["Fighting"])
    g = s.coins("T").start()
    g.act("attack Rocket Tackle", "attack Jab")
    assert g.p1.active.damage == 30


# --- 4 Dark Charizard --------------------------------------------------------------------
def test_continuous_fireball_flips_per_fire_card_and_discards_per_heads():
    """Continuous Fireball: a coin for each Fire Energy card attached; 50 times the heads;
    then discard as many Fire Energy cards as heads."""
    g = duel("base5-4", ["Fire"] * 3 + [DCE], CHANSEY).coins("H", "T", "H").start()
    g.act("attack Continuous Fireball")
    assert g.p2.active.damage == 100
    assert Counter(ids(g.p1.active.energy)) == Counter([FIRE, DCE])
    assert ids(g.p1.discard) == [FIRE, FIRE]


def test_continuous_fireball_all_tails_does_nothing():
    """Continuous Fireball with no heads: no damage, no discard."""
    g = duel("base5-21", ["Fire"] * 2, CHANSEY).coins("T", "T").start()
    g.act("attack Continuous Fireball")
    assert g.p2.active.damage == 0 and len(g.p1.active.energy) == 2


# --- 5, 12, 51: coin or nothing --------------------------------------------------------------
@pytest.mark.parametrize(("card", "attack", "energy", "dmg"), [
    ("base5-5", "Giant Tail", ["Fire"] * 4, 70),
    ("base5-12", "Fickle Attack", ["Psychic"] * 2, 40),
    ("base5-51", "Hyper Fang", ["Fire"] * 3, 50),
])
def test_tails_and_the_attack_does_nothing(card, attack, energy, dmg):
    """Giant Tail, Fickle Attack, Hyper Fang: flip a coin; tails, the attack does nothing."""
    g = duel(card, energy).coins("T").start()
    g.act(f"attack {attack}")
    assert g.p2.active.damage == 0
    g = duel(card, energy).coins("H").start()
    g.act(f"attack {attack}")
    assert g.p2.active.damage == dmg


# --- 6 Dark Dugtrio ------------------------------------------------------------------------
@pytest.mark.parametrize(("coin", "dmg"), [("T", 40), ("H", 20)])
def test_knock_down_the_opponent_flips(coin, dmg):
    """Knock Down: the opponent flips; tails 20 more damage (40), heads 20."""
    g = duel("base5-6", ["Fighting"] * 2).coins(coin).start()
    g.act("attack Knock Down")
    assert g.p2.active.damage == dmg


# --- 7 Dark Golbat ---------------------------------------------------------------------------
def test_flitter_hits_a_benched_pokemon_without_weakness():
    """Flitter: choose 1 of the opponent's Pokémon: 20 damage, no Weakness or Resistance
    (Onix on the Bench is weak to Grass: 20)."""
    s = duel("base5-7", ["Grass"] * 2, CHANSEY)
    s.p2.bench(ONIX)
    g = s.start()
    g.act("attack Flitter", "opp-bench1")
    assert g.p2.bench[0].damage == 20 and g.p2.active.damage == 0


def test_flitter_on_a_weak_active_is_still_20():
    """Flitter on the Active Onix (weak to Grass): no Weakness, 20."""
    g = duel("base5-7", ["Grass"] * 2, ONIX).start()
    g.act("attack Flitter")
    assert g.p2.active.damage == 20


# --- 8 Dark Gyarados ---------------------------------------------------------------------------
def test_ice_beam_paralyzes_on_heads():
    """Ice Beam: 30 damage; heads, the Defending Pokémon is now Paralyzed."""
    g = duel("base5-8", ["Water"] * 3).coins("H").start()
    g.act("attack Ice Beam")
    assert g.p2.active.damage == 30 and "paralyzed" in g.p2.active.conditions


# --- 9 Dark Hypno ------------------------------------------------------------------------
def test_bench_manipulation_counts_the_opponents_tails():
    """Bench Manipulation: the opponent flips a coin for each of their Benched Pokémon;
    20 damage for each tails, no Weakness (Jynx is weak to Psychic: still 2 × 20)."""
    s = duel("base5-9", ["Psychic"] * 3, JYNX)
    for _ in range(3):
        s.p2.bench(MACHOP)
    g = s.coins("T", "H", "T").start()
    g.act("attack Bench Manipulation")
    assert g.p2.active.damage == 40


def test_bench_manipulation_with_no_bench_does_nothing():
    """With no Benched Pokémon there are no coins and no damage."""
    g = duel("base5-26", ["Psychic"] * 3, JYNX).start()
    g.act("attack Bench Manipulation")
    assert g.p2.active.damage == 0


# --- 10 Dark Machamp ----------------------------------------------------------------------
def test_fling_shuffles_the_defending_pokemon_into_the_deck():
    """Fling: the opponent shuffles the Active Pokémon and every card attached to it into
    their deck; a Benched Pokémon comes up."""
    s = duel("base5-10", ["Fighting"] * 4)
    s.p2.active(ONIX, energy=["Fighting"], damage=30)
    s.p2.bench(MACHOP)
    g = s.start()
    g.act("attack Fling")
    assert g.p2.active.card.id == MACHOP and g.p2.bench == []
    assert Counter(ids(g.p2.deck + g.p2.hand)) == Counter([GRASS] * 6 + [ONIX, FIGHTING])
    assert len(g.p2.prizes) == 6 and len(g.p1.prizes) == 6  # no Knock Out


def test_fling_is_stopped_by_barrier():
    """Fling is an effect of the attack: Mewtwo's Barrier (all effects of attacks done to it
    prevented) keeps Mewtwo in play."""
    s = duel("base5-10", ["Fighting"] * 4)
    s.p1.active("base5-10", energy=["Fighting"] * 4)
    s.p2.active("base1-10", energy=["Psychic"] * 2)
    s.p2.bench(MACHOP)
    s.p2.deck(*[GRASS] * 6)
    g = s.start("p2")
    g.act("attack Barrier", "attack Fling")
    assert g.p2.active.card.id == "base1-10" and g.current == "p2"


def test_fling_needs_an_opposing_bench():
    """Fling can't be used if the opponent has no Benched Pokémon."""
    g = duel("base5-27", ["Fighting"] * 4).start()
    assert "attack Fling" not in keys(g) and "attack Mega Punch" in keys(g)


# --- 11 Dark Magneton --------------------------------------------------------------------------
def test_sonicboom_ignores_weakness():
    """Sonicboom: 20 damage, no Weakness or Resistance (Seel is weak to Lightning)."""
    g = duel("base5-11", ["Lightning"] * 2, SEEL).start()
    g.act("attack Sonicboom")
    assert g.p2.active.damage == 20


def test_magnetic_lines_moves_a_basic_energy_to_the_bench():
    """Magnetic Lines: 30 damage; choose a basic Energy card of the Defending Pokémon and
    attach it to 1 of the opponent's Benched Pokémon (Double Colorless is not basic)."""
    s = duel("base5-11", ["Lightning"] * 2, CHANSEY)
    s.p2.active(CHANSEY, energy=["Water", DCE])
    s.p2.bench(STARYU)
    s.p2.bench(MACHOP)
    g = s.start()
    g.act("attack Magnetic Lines")
    assert g.decision.kind == "move-energy-to"
    g.act("opp-bench2")
    assert ids(g.p2.active.energy) == [DCE] and ids(g.p2.bench[1].energy) == [WATER]
    assert g.p2.active.damage == 30


def test_magnetic_lines_without_a_bench_moves_nothing():
    """Without an opposing Bench the Energy stays."""
    s = duel("base5-28", ["Lightning"] * 2, CHANSEY)
    s.p2.active(CHANSEY, energy=["Water"])
    g = s.start()
    g.act("attack Magnetic Lines")
    assert ids(g.p2.active.energy) == [WATER]


# --- 13/30 Dark Vileplume --------------------------------------------------------------------
@pytest.mark.parametrize("card", ["base5-13", "base5-30"])
def test_petal_whirlwind_two_heads_confuse_the_user(card):
    """Petal Whirlwind: 3 coins, 30 times the heads; with 2 or more heads Dark Vileplume is
    now Confused (after the damage)."""
    g = duel(card, ["Grass"] * 3, CHANSEY).coins("H", "T", "H").start()
    g.act("attack Petal Whirlwind")
    assert g.p2.active.damage == 60 and "confused" in g.p1.active.conditions


def test_petal_whirlwind_one_heads_no_confusion():
    """One heads: 30 damage, no Confusion."""
    g = duel("base5-13", ["Grass"] * 3, CHANSEY).coins("T", "T", "H").start()
    g.act("attack Petal Whirlwind")
    assert g.p2.active.damage == 30 and g.p1.active.conditions == frozenset()


# --- 14 Dark Weezing --------------------------------------------------------------------------
@pytest.mark.parametrize(("coin", "condition"), [("H", "poisoned"), ("T", "paralyzed")])
def test_stun_gas(coin, condition):
    """Stun Gas: 20 damage; heads Poisoned, tails Paralyzed."""
    g = duel("base5-14", ["Grass"] * 3, CHANSEY).coins(coin).start()
    g.act("attack Stun Gas")
    assert g.p1.active is not None and g.p2.active.conditions == {condition}


# --- 32 Dark Charmeleon -----------------------------------------------------------------------
def test_fireball_heads_discards_a_fire_energy():
    """Fireball: heads, 70 damage and 1 of the Fire Energy cards is discarded."""
    g = duel("base5-32", ["Fire"] * 3, CHANSEY).coins("H").start()
    g.act("attack Fireball")
    assert g.p2.active.damage == 70 and len(g.p1.active.energy) == 2


def test_fireball_tails_does_nothing():
    """Fireball: tails, nothing, not even damage; no Energy is discarded."""
    g = duel("base5-32", ["Fire"] * 3, CHANSEY).coins("T").start()
    g.act("attack Fireball")
    assert g.p2.active.damage == 0 and len(g.p1.active.energy) == 3


def test_fireball_needs_a_fire_energy_card():
    """Fireball can be used only with a Fire Energy card attached: three Rainbow Energy
    count as Fire (every type) and let it be used."""
    g = duel("base5-32", ["base5-17"] * 3, CHANSEY).start()
    assert "attack Fireball" in keys(g)
    g = duel("base5-32", [DCE], CHANSEY).start()
    assert "attack Fireball" not in keys(g)


# --- 33 Dark Dragonair ---------------------------------------------------------------------
def test_tail_strike():
    """Tail Strike: heads 40, tails 20."""
    g = duel("base5-33", ["Fire"] * 3).coins("H").start()
    g.act("attack Tail Strike")
    assert g.p2.active.damage == 40


# --- 34 Dark Electrode -------------------------------------------------------------------
def test_energy_bomb_moves_every_energy_to_the_bench():
    """Energy Bomb: 30 damage; every Energy card of Dark Electrode goes to your Benched
    Pokémon, as you choose, one card at a time."""
    s = duel("base5-34", ["Lightning", "Lightning", DCE], CHANSEY)
    s.p1.bench(MACHOP)
    s.p1.bench(PIKACHU)
    g = s.start()
    g.act("attack Energy Bomb")
    assert g.p2.active.damage == 30
    g.act(f"active:{DCE}", "bench2", "bench1", "bench1")
    assert g.p1.active.energy == []
    assert Counter(ids(g.p1.bench[0].energy)) == Counter([LIGHTNING, LIGHTNING])
    assert ids(g.p1.bench[1].energy) == [DCE]


def test_energy_bomb_without_a_bench_discards():
    """With no Benched Pokémon, the Energy cards are discarded."""
    g = duel("base5-34", ["Lightning"] * 2, CHANSEY).start()
    g.act("attack Energy Bomb")
    assert g.p1.active.energy == [] and ids(g.p1.discard) == [LIGHTNING, LIGHTNING]


# --- 35 Dark Flareon ---------------------------------------------------------------------------
def test_rage_adds_10_per_own_counter():
    """Rage: 10 plus 10 for each damage counter on Dark Flareon."""
    g = duel("base5-35", ["Fire"], CHANSEY, damage=30).start()
    g.act("attack Rage")
    assert g.p2.active.damage == 40


def test_playing_with_fire_heads_discards_for_20_more():
    """Playing with Fire: heads, discard a Fire Energy card, 30 + 20 damage; tails 30."""
    g = duel("base5-35", ["Fire"] * 2, CHANSEY).coins("H").start()
    g.act("attack Playing with Fire")
    assert g.p2.active.damage == 50 and ids(g.p1.discard) == [FIRE]
    g = duel("base5-35", ["Fire"] * 2, CHANSEY).coins("T").start()
    g.act("attack Playing with Fire")
    assert g.p2.active.damage == 30 and g.p1.discard == []


# --- 36, 41, 54, 57, 63 Special Conditions -----------------------------------------------------
@pytest.mark.parametrize(("card", "attack", "energy", "condition"), [
    ("base5-36", "Poisonpowder", ["Grass"] * 2, "poisoned"),
    ("base5-41", "Sludge Punch", ["Grass"] * 2, "poisoned"),
    ("base5-54", "Nightmare", ["Psychic"] * 2, "asleep"),
    ("base5-57", "Poison Gas", ["Grass"], "asleep"),
    ("base5-63", "Sleep Powder", ["Grass"], "asleep"),
    ("base5-63", "Poisonpowder", ["Grass"], "poisoned"),
])
def test_attacks_that_give_a_condition(card, attack, energy, condition):
    """These attacks always give the Defending Pokémon their Special Condition (an Asleep
    one flips between turns: tails, it stays Asleep)."""
    s = duel(card, energy, CHANSEY)
    if condition == "asleep":
        s.coins("T")
    g = s.start()
    g.act(f"attack {attack}")
    assert condition in g.p2.active.conditions


@pytest.mark.parametrize(("card", "attack", "energy", "condition", "dmg"), [
    ("base5-42", "Poison Claws", ["Fire"] * 2, "poisoned", 10),
    ("base5-48", "Psybeam", ["Fire"] * 3, "confused", 20),
    ("base5-49", "Psyshock", ["Psychic"], "paralyzed", 10),
    ("base5-53", "Wrap", ["Fire"] * 2, "paralyzed", 10),
    ("base5-56", "Poison Sting", ["Grass"] * 2, "poisoned", 20),
    ("base5-58", "Poison Gas", ["Grass"] * 2, "poisoned", 20),
])
def test_attacks_that_give_a_condition_on_heads(card, attack, energy, condition, dmg):
    """Heads: the Defending Pokémon gets the Special Condition; tails it does not."""
    defender = CHANSEY if card in ("base5-56", "base5-58") else ONIX
    g = duel(card, energy, defender).coins("H").start()
    g.act(f"attack {attack}")
    assert condition in g.p2.active.conditions
    g = duel(card, energy, defender).coins("T").start()
    g.act(f"attack {attack}")
    assert g.p2.active.conditions == frozenset() and g.p2.active.damage == dmg


# --- 37 Dark Golduck ---------------------------------------------------------------------
def test_third_eye_discards_an_energy_to_draw_up_to_3():
    """Third Eye: discard 1 Energy card attached to Dark Golduck in order to draw up to 3
    cards (the player says how many)."""
    s = duel("base5-37", ["Psychic", "Water"])
    s.p1.deck(FIRE, WATER, GRASS, PSYCHIC)
    g = s.start()
    g.act("attack Third Eye", f"active:{WATER}")
    assert g.decision.kind == "draw-count" and g.decision.keys == ["3", "2", "1", "0"]
    g.act("2")
    assert ids(g.p1.hand) == [FIRE, WATER] and ids(g.p1.discard) == [WATER]


# --- 38 Dark Jolteon ---------------------------------------------------------------------------
def test_lightning_flash_may_make_the_next_attack_fail():
    """Lightning Flash: 20 damage; if the Defending Pokémon attacks during the opponent's
    next turn, its owner flips: tails, the attack does nothing."""
    s = duel("base5-38", ["Lightning"], HITMONCHAN)
    s.p2.active(HITMONCHAN, energy=["Fighting"])
    g = s.coins("T").start()
    g.act("attack Lightning Flash", "attack Jab")
    assert g.p2.active.damage == 20 and g.p1.active.damage == 0


def test_thunder_attack():
    """Thunder Attack: 30; heads Paralyzed, tails 10 damage to Dark Jolteon."""
    g = duel("base5-38", ["Lightning"] * 3, CHANSEY).coins("T").start()
    g.act("attack Thunder Attack")
    assert g.p2.active.damage == 30 and g.p1.active.damage == 10
    g = duel("base5-38", ["Lightning"] * 3, CHANSEY).coins("H").start()
    g.act("attack Thunder Attack")
    assert "paralyzed" in g.p2.active.conditions and g.p1.active.damage == 0


# --- 39 Dark Kadabra ---------------------------------------------------------------------------
def test_kadabras_mind_shock_ignores_weakness():
    """Mind Shock: 30, no Weakness (Jynx)."""
    g = duel("base5-39", ["Psychic"] * 2, JYNX).start()
    g.act("attack Mind Shock")
    assert g.p2.active.damage == 30


# --- 40 Dark Machoke ------------------------------------------------------------------------
def test_drag_off_switches_first_and_damages_the_new_defending_pokemon():
    """Drag Off: before damage, choose an opposing Benched Pokémon and switch it with the
    Defending Pokémon; the damage goes to the new one, with its Weakness (Chansey: 40)."""
    s = duel("base5-40", ["Fighting"] * 3, ONIX)
    s.p2.bench(CHANSEY)
    s.p2.bench(MACHOP)
    g = s.start()
    g.act("attack Drag Off", "opp-bench1")
    assert g.p2.active.card.id == CHANSEY and g.p2.active.damage == 40
    assert g.p2.bench[0].card.id == ONIX and g.p2.bench[0].damage == 0


def test_drag_off_needs_an_opposing_bench():
    """Drag Off can't be used if the opponent has no Benched Pokémon."""
    g = duel("base5-40", ["Fighting"] * 3).start()
    assert "attack Drag Off" not in keys(g) and "attack Knock Back" in keys(g)


def test_knock_back_damages_then_the_opponent_switches():
    """Knock Back: 30 damage, then the opponent chooses a Benched Pokémon to switch in."""
    s = duel("base5-40", ["Fighting"] * 3, ONIX)
    s.p2.bench(PIKACHU)
    s.p2.bench(MACHOP)
    g = s.start()
    g.act("attack Knock Back")
    assert g.decision.player == "p2"
    g.act("bench2")
    assert g.p2.active.card.id == MACHOP and g.p2.bench[1].damage == 30


# --- 42 Dark Persian ---------------------------------------------------------------------------
def test_fascinate_heads_brings_up_a_benched_pokemon():
    """Fascinate: heads, you choose 1 of the opponent's Benched Pokémon to switch with the
    Defending Pokémon; it can't be used without an opposing Bench."""
    assert "attack Fascinate" not in keys(duel("base5-42", ["Fire"]).start())
    s = duel("base5-42", ["Fire"])
    s.p2.bench(PIKACHU)
    s.p2.bench(MACHOP)
    g = s.coins("H").start()
    g.act("attack Fascinate", "opp-bench2")
    assert g.p2.active.card.id == MACHOP


# --- 43 Dark Primeape ------------------------------------------------------------------------
def test_frenzied_attack_confuses_the_user():
    """Frenzied Attack: 40 damage, then Dark Primeape is now Confused."""
    g = duel("base5-43", ["Fighting"] * 2).start()
    g.act("attack Frenzied Attack")
    assert g.p2.active.damage == 40 and "confused" in g.p1.active.conditions


# --- 44 Dark Rapidash -------------------------------------------------------------------------
def test_flame_pillar_may_discard_to_hit_the_bench():
    """Flame Pillar: 30 damage; you may discard a Fire Energy card: if you do, choose 1 of
    the opponent's Benched Pokémon: 10 damage to it."""
    s = duel("base5-44", ["Fire"] * 2, CHANSEY)
    s.p2.bench(PIKACHU)
    s.p2.bench(MACHOP)
    g = s.start()
    g.act("attack Flame Pillar")
    assert g.decision.kind == "discard-energy" and set(g.decision.keys) == {
        f"active:{FIRE}", "done"}
    g.act(f"active:{FIRE}", "opp-bench2")
    assert g.p2.active.damage == 30 and g.p2.bench[1].damage == 10
    assert ids(g.p1.discard) == [FIRE]


def test_flame_pillar_declined():
    """Flame Pillar, declined: 30 damage only, no Energy discarded."""
    s = duel("base5-44", ["Fire"] * 2, CHANSEY)
    s.p2.bench(PIKACHU)
    g = s.start()
    g.act("attack Flame Pillar", "done")
    assert g.p2.bench[0].damage == 0 and len(g.p1.active.energy) == 2


# --- 45 Dark Vaporeon --------------------------------------------------------------------------
def test_whirlpool_discards_an_energy_of_the_defending_pokemon():
    """Whirlpool: 20 damage; choose 1 Energy card of the Defending Pokémon and discard it."""
    s = duel("base5-45", ["Water"] * 3, CHANSEY)
    s.p2.active(CHANSEY, energy=["Fire", DCE])
    g = s.start()
    g.act("attack Whirlpool", f"opp-active:{DCE}")
    assert ids(g.p2.active.energy) == [FIRE] and ids(g.p2.discard) == [DCE]


# --- 46 Dark Wartortle ------------------------------------------------------------------------
def test_doubleslap():
    """Doubleslap: 2 coins, 10 times the heads."""
    g = duel("base5-46", ["Water"]).coins("H", "H").start()
    g.act("attack Doubleslap")
    assert g.p2.active.damage == 20


def test_mirror_shell_returns_the_damage_it_takes():
    """Mirror Shell: if an attack damages Dark Wartortle during the opponent's next turn,
    even Knocking it Out, it does as much damage to the attacker (Hitmonchan's Special
    Punch: 40 back)."""
    s = duel("base5-46", ["Water"] * 2, HITMONCHAN)
    s.p2.active(HITMONCHAN, energy=["Fighting"] * 3)
    g = s.start()
    g.act("attack Mirror Shell", "attack Special Punch")
    assert g.p1.active.damage == 40 and g.p2.active.damage == 40


def test_mirror_shell_even_when_knocked_out():
    """Mirror Shell works even if the damage Knocks Dark Wartortle Out."""
    s = duel("base5-46", ["Water"] * 2, HITMONCHAN, damage=40)
    s.p1.bench(MACHOP)
    s.p2.active(HITMONCHAN, energy=["Fighting"] * 3)
    g = s.start()
    g.act("attack Mirror Shell", "attack Special Punch")
    assert g.p1.active.card.id == MACHOP and g.p2.active.damage == 40


# --- 47 Magikarp ----------------------------------------------------------------------------
def test_rapid_evolution_evolves_from_the_deck():
    """Rapid Evolution: search the deck for an Evolution card named Gyarados or Dark
    Gyarados and put it on Magikarp: it evolves; the deck is shuffled."""
    s = duel("base5-47", ["Water"] * 3)
    s.p1.deck(GYARADOS, "base5-8", FIRE)
    g = s.start()
    g.act("attack Rapid Evolution")
    assert set(g.decision.keys) == {GYARADOS, "base5-8", "done"}
    g.act("base5-8")
    assert g.p1.active.name == "Dark Gyarados" and len(g.p1.active.stack) == 2
    assert Counter(ids(g.p1.deck)) == Counter([GYARADOS, FIRE])


def test_rapid_evolution_counts_as_evolving():
    """"This counts as evolving": on the first turn, or on a Magikarp put into play this
    turn, nothing happens (Pojo, Rules & Rulings, June 2000)."""
    s = duel("base5-47", ["Water"] * 3)
    s.p1.deck(GYARADOS)
    g = s.start(first_turn=True)
    g.act("attack Rapid Evolution")
    assert g.p1.active.name == "Magikarp" and ids(g.p1.deck) == [GYARADOS]
    s = duel(ONIX, [])
    s.p1.bench("base5-47", energy=["Water"] * 3)
    s.p1.hand("base1-95")  # Switch
    s.p1.deck(GYARADOS)
    g = s.start()
    g.p1.bench[0].entered_turn = g.turn  # as if benched this turn
    g.act("play base1-95", "attack Rapid Evolution")
    assert g.p1.active.name == "Magikarp"


# --- 48 Porygon ------------------------------------------------------------------------------
def test_conversion_1_changes_the_weakness():
    """Conversion 1: if the Defending Pokémon has a Weakness, you may change it to another
    type other than Colorless."""
    g = duel("base5-48", ["Fire"]).start()
    g.act("attack Conversion 1", "Water")
    assert g.p2.active.weakness == "Water"


# --- 49 Abra ---------------------------------------------------------------------------------
def test_vanish_shuffles_abra_into_the_deck():
    """Vanish: Abra is shuffled into your deck, the cards attached to it discarded; your
    Benched Pokémon comes up."""
    s = duel("base5-49", ["Psychic"], damage=10)
    s.p1.bench(MACHOP)
    g = s.start()
    g.act("attack Vanish")
    assert g.p1.active.card.id == MACHOP
    assert "base5-49" in ids(g.p1.deck) and ids(g.p1.discard) == [PSYCHIC]


def test_vanish_with_no_bench_loses():
    """With no Benched Pokémon, Vanish leaves no Pokémon in play: the opponent wins."""
    g = duel("base5-49", ["Psychic"]).start()
    g.act("attack Vanish")
    assert g.winner == "p2"


# --- 52, 62 Diglett, Meowth ---------------------------------------------------------------------
def test_dig_under_hits_any_opposing_pokemon():
    """Dig Under: choose 1 of the opponent's Pokémon: 10 damage, no Weakness or Resistance."""
    s = duel("base5-52", ["Fighting"], CHANSEY)  # Chansey is weak to Fighting: still 10
    s.p2.bench(PIKACHU)
    g = s.start()
    g.act("attack Dig Under", "opp-active")
    assert g.p2.active.damage == 10
    g = s.start()
    g.act("attack Dig Under", "opp-bench1")
    assert g.p2.bench[0].damage == 10


def test_coin_hurl_heads_20_anywhere():
    """Coin Hurl: choose 1 of the opponent's Pokémon and flip: heads, 20 damage to it (no
    Weakness or Resistance); tails nothing."""
    def table(coin: str):
        s = duel("base5-62", ["Fire"] * 2)
        s.p2.bench(PIKACHU)
        return s.coins(coin).start()

    g = table("H")
    g.act("attack Coin Hurl", "opp-bench1")
    assert g.p2.bench[0].damage == 20
    g = table("T")
    g.act("attack Coin Hurl")
    assert g.p2.bench[0].damage == 0 and g.p2.active.damage == 0


# --- 55 Eevee ---------------------------------------------------------------------------------
def test_eevee_sand_attack():
    """Sand-attack: 10; the Defending Pokémon's next attack may fail (tails)."""
    s = duel("base5-55", ["Fire"] * 2, HITMONCHAN)
    s.p2.active(HITMONCHAN, energy=["Fighting"])
    g = s.coins("T").start()
    g.act("attack Sand-attack", "attack Jab")
    assert g.p1.active.damage == 0 and g.p2.active.damage == 10


# --- 57 Grimer --------------------------------------------------------------------------------
def test_sticky_hands_heads_30_and_paralyzed():
    """Sticky Hands: heads, 10 + 20 damage and Paralyzed; tails 10."""
    g = duel("base5-57", ["Grass"] * 2, CHANSEY).coins("H").start()
    g.act("attack Sticky Hands")
    assert g.p2.active.damage == 30 and "paralyzed" in g.p2.active.conditions


# --- 60 Magnemite ----------------------------------------------------------------------------
def test_magnetism_counts_the_magnets_on_your_bench():
    """Magnetism: 10 plus 10 for each Magnemite, Magneton and Dark Magneton on your Bench
    (not the opponent's)."""
    s = duel("base5-60", ["Lightning", "Fire"], CHANSEY)
    s.p1.bench("base1-53")
    s.p1.bench("base5-11")
    s.p1.bench(PIKACHU)
    s.p2.bench("base1-53")
    g = s.start()
    g.act("attack Magnetism")
    assert g.p2.active.damage == 30


# --- 61 Mankey --------------------------------------------------------------------------------
def test_mischief_shuffles_the_opponents_deck():
    """Mischief: the opponent's deck is shuffled."""
    s = duel("base5-61", ["Fire"])
    s.p2.deck(*[FIRE, WATER, GRASS, PSYCHIC, LIGHTNING, FIGHTING] * 3)
    g = s.start()
    g.act("attack Mischief")
    assert any("deck is shuffled" in line for line in g.log)
    assert Counter(ids(g.p2.deck)) + Counter(ids(g.p2.hand)) == Counter(
        [FIRE, WATER, GRASS, PSYCHIC, LIGHTNING, FIGHTING] * 3)


def test_anger():
    """Anger: heads 40, tails 20."""
    g = duel("base5-61", ["Fighting", "Fire"]).coins("T").start()
    g.act("attack Anger")
    assert g.p2.active.damage == 20


# --- 64, 65, 66, 67 ---------------------------------------------------------------------
def test_ember_discards_a_fire_energy():
    """Ember: discard 1 Fire Energy card attached to Ponyta to use it; 30 damage."""
    g = duel("base5-64", ["Fire", "Fire"]).start()
    g.act("attack Ember")
    assert g.p2.active.damage == 30 and ids(g.p1.discard) == [FIRE]


def test_dizziness_draws_and_water_gun_counts_spare_water():
    """Dizziness: draw a card. Water Gun: 20 plus 10 per Water not needed, at most 20 more."""
    s = duel("base5-65", ["Psychic"])
    s.p1.deck(FIRE)
    g = s.start()
    g.act("attack Dizziness")
    assert ids(g.p1.hand) == [FIRE]
    g = duel("base5-65", ["Water"] * 4, CHANSEY).start()
    g.act("attack Water Gun")
    assert g.p2.active.damage == 40


def test_quick_attack():
    """Quick Attack: heads 20, tails 10."""
    g = duel("base5-66", ["Fire"]).coins("H").start()
    g.act("attack Quick Attack")
    assert g.p2.active.damage == 20


def test_afternoon_nap_attaches_a_psychic_energy_from_the_deck():
    """Afternoon Nap: search the deck for a Psychic Energy card and attach it to Slowpoke;
    shuffle."""
    s = duel("base5-67", ["Fire"])
    s.p1.deck(PSYCHIC, WATER)
    g = s.start()
    g.act("attack Afternoon Nap", PSYCHIC)
    assert ids(g.p1.active.energy) == [FIRE, PSYCHIC] and ids(g.p1.deck) == [WATER]
