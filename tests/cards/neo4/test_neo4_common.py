"""Neo Destiny (neo4), the uncommon and common Pokémon (31–91), in number order. Each test
names the card and says its text in our words; rulings name their source (the spec,
RULINGS.md, docs/rulings.md). The spec gives no example of these cards."""

from __future__ import annotations

import pytest

from oldback import card
from oldback.testing import Scenario
from oldback.testing import card_ids as ids
from oldback.testing import option_keys as keys

ZAPDOS, LAPRAS, CHANSEY, MACHOP = "base1-16", "base3-10", "base1-3", "base1-52"
PIKACHU, BULBASAUR, KANGASKHAN = "base1-58", "base1-44", "base2-5"
WATER, FIRE, GRASS, LIGHTNING = "base1-102", "base1-98", "base1-99", "base1-100"
DARKNESS, METAL, DCE, SWITCH = "neo1-104", "neo1-19", "base1-96", "base1-95"
MUK = "base3-13"  # Toxic Gas: a Pokémon Power to stop
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


# --- 31 Chansey -----------------------------------------------------------------------------
@pytest.mark.parametrize("coins, done", [("HH", 80), ("HT", 0), ("TT", 0)])
def test_chansey_egg_toss_needs_both_heads(coins, done):
    """Chansey (neo4-31), Egg Toss: flip 2 coins; if either is tails, the attack does
    nothing; 80."""
    assert attack("neo4-31", "Egg Toss", coins=coins, target=CHANSEY).p2.active.damage == done


def test_chansey_doubleslap():
    """Chansey (neo4-31), Doubleslap: 20 times the heads of 2 coins."""
    assert attack("neo4-31", "Doubleslap", coins="HT", target=CHANSEY).p2.active.damage == 20


# --- 33 Dark Exeggutor ----------------------------------------------------------------------
def test_dark_exeggutor_max_burst_flips_for_each_opposing_energy_card():
    """Dark Exeggutor (neo4-33), MAX Burst: a coin for each Energy card attached to the
    opponent's Pokémon (Bench too, a Double Colorless one card); 20 times the heads."""
    s = scenario()
    s.p2.bench(PIKACHU, energy=[DCE, "Lightning"])
    g = attack("neo4-33", "MAX Burst", coins="HHT", target=LAPRAS, s=s)
    assert g.p2.active.damage == 40


def test_dark_exeggutor_triple_headbutt():
    """Dark Exeggutor (neo4-33), Triple Headbutt: 10 times the heads of 3 coins."""
    assert attack("neo4-33", "Triple Headbutt", coins="HHH",
                  target=LAPRAS).p2.active.damage == 30


# --- 34 Dark Flaaffy ------------------------------------------------------------------------
def test_dark_flaaffy_high_voltage_heads_no_trainers_next_turn():
    """Dark Flaaffy (neo4-34), High Voltage: 10; heads, the opponent can't play Trainer
    cards during their next turn."""
    s = scenario()
    s.p2.hand("Fighting", SWITCH)
    s.p2.bench(PIKACHU)
    g = attack("neo4-34", "High Voltage", coins="H", target=CHANSEY, s=s)
    assert g.p2.active.damage == 10 and g.current == "p2"
    assert f"play {SWITCH}" not in keys(g)


def test_dark_flaaffy_stun_wave_stops_a_power_until_the_end_of_your_next_turn():
    """Dark Flaaffy (neo4-34), Stun Wave: 30; the Defending Pokémon's Pokémon Power stops
    working until the end of your next turn (Muk's Toxic Gas no longer stops other
    Powers)."""
    from oldback.engine.powers import working

    g = attack("neo4-34", "Stun Wave", target=MUK)
    assert g.p2.active.damage == 30
    assert not [w for w in working(g) if w[0] is g.p2.active]


# --- 38 Dark Pupitar ------------------------------------------------------------------------
def test_dark_pupitar_rock_tackle_hurts_itself_and_rests_a_turn():
    """Dark Pupitar (neo4-38), Rock Tackle: 40, 10 to itself; it can't use Rock Tackle
    during your next turn."""
    g = attack("neo4-38", "Rock Tackle", target=LAPRAS)
    assert g.p2.active.damage == 40 and g.p1.active.damage == 10
    g.act("end")
    assert g.current == "p1" and "attack Rock Tackle" not in keys(g)


def test_dark_pupitar_explosive_evolution_heads_damages_all_and_evolves():
    """Dark Pupitar (neo4-38), Explosive Evolution: heads, 10 to each of the opponent's
    Pokémon, no Weakness or Resistance; then search the deck for Dark Tyranitar and put it
    on Dark Pupitar (this counts as evolving)."""
    s = scenario()
    s.p1.deck("neo4-11", "Water")
    s.p2.bench(PIKACHU)
    g = attack("neo4-38", "Explosive Evolution", coins="H", target=MACHOP, s=s,
               then=["neo4-11"])
    assert g.p2.active.damage == 10 and g.p2.bench[0].damage == 10  # Machop: no Weakness
    assert g.p1.active.name == "Dark Tyranitar" and ids(g.p1.deck) == [WATER]


def test_dark_pupitar_explosive_evolution_tails_still_evolves():
    """Dark Pupitar (neo4-38), Explosive Evolution: tails, no damage; the search happens
    anyway ("Then, search …")."""
    s = scenario()
    s.p1.deck("neo4-11")
    g = attack("neo4-38", "Explosive Evolution", coins="T", target=MACHOP, s=s,
               then=["neo4-11"])
    assert g.p2.active.damage == 0 and g.p1.active.name == "Dark Tyranitar"


# --- 41 Heracross, 42 Hitmonlee ------------------------------------------------------------
def test_heracross_charging_horn_and_hitmonlee():
    """Heracross (neo4-41), Charging Horn: 30, heads 30 more. Hitmonlee (neo4-42), One-Two
    Kick: 20 times the heads of 2 coins; Heel Drop: 60, tails nothing."""
    assert attack("neo4-41", "Charging Horn", coins="H", target=CHANSEY).p2.active.damage == 60
    assert attack("neo4-42", "One-Two Kick", coins="HH", target=LAPRAS).p2.active.damage == 40
    assert attack("neo4-42", "Heel Drop", coins="T", target=LAPRAS).p2.active.damage == 0


# --- 43 Houndour ----------------------------------------------------------------------------
def test_houndour_corner_and_lunge():
    """Houndour (neo4-43), Corner: the Defending Pokémon can't retreat during the opponent's
    next turn. Lunge: 30, tails nothing."""
    s = scenario()
    s.p2.bench(PIKACHU)
    g = attack("neo4-43", "Corner", target=MACHOP, s=s)
    assert g.current == "p2" and not any(k.startswith("retreat") for k in keys(g))
    assert attack("neo4-43", "Lunge", coins="T", target=CHANSEY).p2.active.damage == 0


# --- 44 Jigglypuff --------------------------------------------------------------------------
def test_jigglypuff_expand_reduces_the_next_damage_by_ten():
    """Jigglypuff (neo4-44), Expand: 10; damage done to it during the opponent's next turn
    is reduced by 10 (after Weakness and Resistance: Machop's Low Kick 20, doubled, 30)."""
    g = attack("neo4-44", "Expand", target=MACHOP, energy=["Water", "Water"])
    g.act("attach base1-97 active", "attack Low Kick")
    assert g.p1.active.damage == 30


# --- 55 Scyther -----------------------------------------------------------------------------
def test_scyther_agility_heads_prevents_everything():
    """Scyther (neo4-55), Agility: 10; heads, prevent all effects of attacks done to it
    during the opponent's next turn."""
    g = attack("neo4-55", "Agility", coins="H", target=MACHOP)
    g.act("attach base1-97 active", "attack Low Kick")
    assert g.p1.active.damage == 0


# --- 61 Cyndaquil ---------------------------------------------------------------------------
def test_cyndaquil_smokescreen_tails_the_attack_does_nothing():
    """Cyndaquil (neo4-61), Smokescreen: 10; if the Defending Pokémon attacks during the
    opponent's next turn, they flip: tails, the attack does nothing."""
    g = attack("neo4-61", "Smokescreen", coins="T", target=MACHOP)
    g.act("attach base1-97 active", "attack Low Kick")
    assert g.p1.active.damage == 0 and g.p2.active.damage == 10


# --- 63 Dratini, 64 Exeggcute, 65 Gastly, 66 Girafarig, 67 Gligar -------------------------
def test_dratini_shed_removes_one_counter():
    """Dratini (neo4-63), Shed: remove 1 damage counter from Dratini. Fury Attack: 10 times
    the heads of 2 coins."""
    assert attack("neo4-63", "Shed", damage=30).p1.active.damage == 20
    assert attack("neo4-63", "Fury Attack", coins="HH").p2.active.damage == 20


def test_exeggcute_gastly_conditions():
    """Exeggcute (neo4-64), Sleep Powder: Asleep; Psyshock: heads, Paralyzed. Gastly
    (neo4-65), Nightmare: 10, Asleep."""
    # (a Pokémon Checkup follows the attack: the Asleep flip, tails)
    assert attack("neo4-64", "Sleep Powder", coins="T").p2.active.conditions == {"asleep"}
    assert attack("neo4-64", "Psyshock", coins="H").p2.active.conditions == {"paralyzed"}
    g = attack("neo4-65", "Nightmare", coins="T")
    assert g.p2.active.conditions == {"asleep"} and g.p2.active.damage == 10


def test_girafarig_tail_bite_and_psychic():
    """Girafarig (neo4-66), Tail Bite: 10, heads 20 more; Psychic: 10 plus 10 for each Energy
    card attached to the Defending Pokémon."""
    assert attack("neo4-66", "Tail Bite", coins="H", target=CHANSEY).p2.active.damage == 30
    s = scenario()
    s.p2.active(CHANSEY, energy=[DCE, "Water"])
    s.p1.active("neo4-66", energy=["Psychic", "Psychic"])
    g = s.start()
    g.act("attack Psychic")
    assert g.p2.active.damage == 30


def test_gligar_stun_poison_heads_paralyzes_and_poisons():
    """Gligar (neo4-67), Stun Poison: 10; heads, Paralyzed and Poisoned."""
    g = attack("neo4-67", "Stun Poison", coins="H", target=CHANSEY)
    assert g.p2.active.conditions == {"paralyzed", "poisoned"}


# --- 68 Growlithe, 73 Machop, 75 Mareep, 77 Pineco, 78 Porygon, 82 Slugma ---------------
@pytest.mark.parametrize("attacker, name, done", [
    ("neo4-68", "Bite", 20), ("neo4-73", "Punch", 20), ("neo4-75", "Headbutt", 10),
    ("neo4-77", "Tackle", 20), ("neo4-78", "Sharpen", 20), ("neo4-82", "Combustion", 30)])
def test_attacks_with_no_text_do_their_printed_damage(attacker, name, done):
    """Growlithe, Machop, Mareep, Pineco, Porygon, Slugma (no card text): the printed
    damage (to Kangaskhan, weak to Fighting only: Machop's against Lapras)."""
    target = LAPRAS if attacker == "neo4-73" else KANGASKHAN
    assert attack(attacker, name, target=target).p2.active.damage == done


# --- 70 Larvitar ----------------------------------------------------------------------------
def test_larvitar_leer_heads_the_defending_pokemon_cant_attack():
    """Larvitar (neo4-70), Leer: heads, the Defending Pokémon can't attack during the
    opponent's next turn (benching or evolving either ends it)."""
    g = attack("neo4-70", "Leer", coins="H", target=MACHOP)
    g.act("attach base1-97 active")
    assert "attack Low Kick" not in keys(g)


# --- 71 Ledyba ------------------------------------------------------------------------------
def test_ledyba_swift_ignores_resistance_and_defender_effects():
    """Ledyba (neo4-71), Swift: 20, not affected by Weakness, Resistance or effects on the
    Defending Pokémon (Jigglypuff's Expand)."""
    s = scenario()
    s.p2.hand("Grass")
    s.p1.active("neo4-44", energy=["Water", "Water"])
    s.p2.active("neo4-71", energy=["Grass"])
    g = s.start()
    g.act("attack Expand", "attach base1-99 active", "attack Swift")
    assert g.p1.active.damage == 20


# --- 74 Mantine -----------------------------------------------------------------------------
def test_mantine_giant_wave_cant_attack_next_turn():
    """Mantine (neo4-74), Giant Wave: 40; Mantine can't attack during your next turn."""
    g = attack("neo4-74", "Giant Wave", target=CHANSEY)
    assert g.p2.active.damage == 40
    g.act("end")
    assert g.current == "p1" and not any(k.startswith("attack") for k in keys(g))


# --- 76 Phanpy, 79 Psyduck, 80 Remoraid, 81 Seel, 84 Swinub ------------------------------
def test_phanpy_psyduck_remoraid_seel_swinub():
    """Phanpy (neo4-76), Crushing Step: 10, heads 10 more. Psyduck (neo4-79), Migraine: heads
    the Defending Pokémon is Confused, tails Psyduck is. Remoraid (neo4-80), Fury Strikes:
    10 times the heads of 3. Seel (neo4-81), Take Down: 30, 10 to itself. Swinub (neo4-84),
    Generate Cold: heads, Paralyzed."""
    assert attack("neo4-76", "Crushing Step", coins="H", target=LAPRAS).p2.active.damage == 20
    assert attack("neo4-79", "Migraine", coins="H").p2.active.conditions == {"confused"}
    assert attack("neo4-79", "Migraine", coins="T").p1.active.conditions == {"confused"}
    assert attack("neo4-80", "Fury Strikes", coins="HTH").p2.active.damage == 20
    g = attack("neo4-81", "Take Down", target=CHANSEY)
    assert g.p2.active.damage == 30 and g.p1.active.damage == 10
    assert attack("neo4-84", "Generate Cold", coins="H").p2.active.conditions == {"paralyzed"}


# --- 85 Totodile ----------------------------------------------------------------------------
def test_totodile_water_gun_at_most_twenty_more():
    """Totodile (neo4-85), Water Gun: 10 plus 10 for each Water Energy beyond its cost, at
    most 20 more."""
    g = attack("neo4-85", "Water Gun", target=CHANSEY, energy=["Water"] * 5)
    assert g.p2.active.damage == 30


# --- 90 Venonat, 91 Vulpix ------------------------------------------------------------------
def test_venonat_poisonpowder_and_vulpix_ember():
    """Venonat (neo4-90), Poisonpowder: 10, Poisoned. Vulpix (neo4-91), Ember: discard 1 Fire
    Energy card in order to use it; 30."""
    assert attack("neo4-90", "Poisonpowder").p2.active.conditions == {"poisoned"}
    g = attack("neo4-91", "Ember", target=CHANSEY, energy=["Fire", "Water"])
    assert g.p2.active.damage == 30 and ids(g.p1.discard) == [FIRE]
