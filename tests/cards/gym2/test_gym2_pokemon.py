"""Gym Challenge (gym2): the Pokémon's attacks, in number order. Each test names the card
and says its text in our words; rulings name their source (spec, RULINGS.md, WotC's
rulings of the era, or the Game Boy game where those are silent). The Pokémon Powers are
tested in test_gym2_powers.py."""

from __future__ import annotations

import pytest

from oldback import IllegalAction, card
from oldback.engine.scripts import script_of
from oldback.testing import Scenario
from oldback.testing import card_ids as ids
from oldback.testing import option_keys as keys

DECK = ["Grass"] * 6

# the usual Defending Pokémon: Zapdos (90 HP, no Weakness, Resistance Fighting) for every
# attacker but a Fighting one; Lapras (80 HP, Weakness Lightning, no Resistance) for those
ZAPDOS, LAPRAS, CHANSEY, ELECTABUZZ = "base1-16", "base3-10", "base1-3", "base1-20"
HITMONCHAN, ONIX, KANGASKHAN, MACHOP = "base1-7", "base1-56", "base2-5", "base1-52"
STARYU, STARMIE, BULBASAUR, PIKACHU = "base1-65", "base1-64", "base1-44", "base1-58"
ABRA, GASTLY, JYNX = "base1-43", "base1-50", "base1-31"
PLUSPOWER, DEFENDER, SWITCH, BILL = "base1-84", "base1-80", "base1-95", "base1-91"
FIRE, WATER, LIGHTNING, GRASS, PSYCHIC, FIGHTING = (
    "base1-98", "base1-102", "base1-100", "base1-99", "base1-101", "base1-97")
DCE = "base1-96"
STADIUM = "basep-41"

ARCANINE, CHARIZARD, VENUSAUR, GYARADOS = "gym2-1", "gym2-2", "gym2-4", "gym2-5"
MACHAMP, NIDOKING, PERSIAN, BEEDRILL = "gym2-6", "gym2-7", "gym2-8", "gym2-9"
DITTO, RAICHU, M_GOLDUCK, MEWTWO = "gym2-10", "gym2-11", "gym2-12", "gym2-14"
ZAPDOS_R, ALAKAZAM, DUGTRIO, NIDOQUEEN = "gym2-15", "gym2-16", "gym2-22", "gym2-23"
PINSIR, ARBOK, PIDGEOTTO, JOLTEON = "gym2-24", "gym2-25", "gym2-27", "gym2-28"
GENGAR, S_GOLDUCK, CHARMELEON, DODRIO = "gym2-29", "gym2-30", "gym2-31", "gym2-32"
RAPIDASH, GRAVELER, PRIMEAPE, SANDSLASH = "gym2-33", "gym2-34", "gym2-35", "gym2-36"
B_VULPIX, BELLSPROUT, E_BULBASAUR, CLEFAIRY = "gym2-37", "gym2-38", "gym2-39", "gym2-40"
IVYSAUR, MACHOKE, MEOWTH_43, NIDORINA = "gym2-41", "gym2-42", "gym2-43", "gym2-44"
NIDORINO, GOLBAT, KAKUNA, KOFFING_48 = "gym2-45", "gym2-46", "gym2-47", "gym2-48"
PIDGEY_49, WEEZING, EEVEE, ELECTRODE = "gym2-49", "gym2-50", "gym2-51", "gym2-52"
RATICATE, DEWGONG, HAUNTER, HYPNO = "gym2-53", "gym2-54", "gym2-55", "gym2-56"
S_JYNX, KADABRA, MR_MIME, CHARMANDER = "gym2-57", "gym2-58", "gym2-59", "gym2-60"
DODUO, GROWLITHE, MANKEY, PONYTA = "gym2-61", "gym2-62", "gym2-63", "gym2-64"
RHYHORN, BL_VULPIX, DIGLETT, GEODUDE = "gym2-65", "gym2-66", "gym2-67", "gym2-68"
JIGGLYPUFF, ODDISH, PARAS, MACHOP_G = "gym2-69", "gym2-70", "gym2-71", "gym2-72"
MAGIKARP_G, MEOWTH_74, NIDORAN_F, NIDORAN_M = "gym2-73", "gym2-74", "gym2-75", "gym2-76"
EKANS, GRIMER, KOFFING_79, PIDGEY_80 = "gym2-77", "gym2-78", "gym2-79", "gym2-80"
TANGELA, WEEDLE, ZUBAT, M_PIKACHU = "gym2-81", "gym2-82", "gym2-83", "gym2-84"
RATTATA, VOLTORB, HORSEA, MAGIKARP_M = "gym2-85", "gym2-86", "gym2-87", "gym2-88"
POLIWAG, M_PSYDUCK, SEEL, M_STARYU = "gym2-89", "gym2-90", "gym2-91", "gym2-92"
ABRA_93, ABRA_94, DROWZEE, GASTLY_96 = "gym2-93", "gym2-94", "gym2-95", "gym2-96"
PORYGON, S_PSYDUCK = "gym2-98", "gym2-99"
KOGA_PIDGEY_IN_DECK = PIDGEY_80


def scenario() -> Scenario:
    """Both decks hold a few cards; p2 holds a Water Energy, so its turn waits for it."""
    s = Scenario()
    s.p1.deck(*DECK)
    s.p2.deck(*DECK)
    s.p2.hand("Water")
    return s


def attack(attacker: str, name: str, energy: list[str], coins: tuple[str, ...] = (),
           target: str = ZAPDOS, damage: int = 0, target_damage: int = 0, s=None):
    """p1's ``attacker`` (with ``energy`` and ``damage``) uses ``name`` on ``target``."""
    s = s or scenario()
    s.p1.active(attacker, energy=energy, damage=damage)
    s.p2.active(target, damage=target_damage)
    s.coins(*coins)
    g = s.start("p1")
    g.act(f"attack {name}")
    return g


# --- 1 Blaine's Arcanine ------------------------------------------------------------------
def test_blaines_arcanine_heat_tackle_and_firestorm():
    """Blaine's Arcanine, Heat Tackle: 40, and 10 to itself. Firestorm: discard 3 Fire
    Energy cards to do 120."""
    g = attack(ARCANINE, "Heat Tackle", ["Fire"] * 3)
    assert g.p2.active.damage == 40 and g.p1.active.damage == 10
    s = scenario()
    s.p2.bench(CHANSEY)
    g = attack(ARCANINE, "Firestorm", ["Fire"] * 5, target=CHANSEY, s=s)
    assert ids(g.p1.discard) == [FIRE] * 3 and len(g.p1.active.energy) == 2
    assert g.p2.active.name == "Chansey" and ids(g.p2.discard) == [CHANSEY]


# --- 2 Blaine's Charizard -----------------------------------------------------------------
def test_blaines_charizard_roaring_flames_counts_the_fire_discarded():
    """Blaine's Charizard, Roaring Flames: discard every Fire Energy card attached; 20 plus
    20 for each Fire Energy discarded. A Water Energy stays."""
    s = scenario()
    s.p1.active(CHARIZARD, energy=["Fire", "Fire", "Water"])
    s.p2.active(CHANSEY)
    g = s.start("p1")
    g.act("attack Roaring Flames")
    assert g.p2.active.damage == 60
    assert ids(g.p1.active.energy) == [WATER] and ids(g.p1.discard) == [FIRE, FIRE]


def test_blaines_charizard_flame_jet_hits_any_pokemon_without_weakness():
    """Blaine's Charizard, Flame Jet: heads, 40 to 1 of the opponent's Pokémon (a Benched
    one here), no Weakness or Resistance; tails, nothing. Onix is weak to nothing Fire —
    Scyther (Weakness Fire) Active shows no Weakness either."""
    s = scenario()
    s.p1.active(CHARIZARD, energy=["Fire", "Fire"])
    s.p2.active("base2-10")
    s.p2.bench(CHANSEY)
    s.coins("H")
    g = s.start("p1")
    g.act("attack Flame Jet")
    assert keys(g) == {"opp-active", "opp-bench1"}
    g.act("opp-active")
    assert g.p2.active.damage == 40  # not doubled by Weakness to Fire
    s = scenario()
    s.p1.active(CHARIZARD, energy=["Fire", "Fire"])
    s.p2.active(CHANSEY)
    s.coins("T")
    g = s.start("p1")
    g.act("attack Flame Jet")
    assert g.p2.active.damage == 0


# --- 4 Erika's Venusaur ---------------------------------------------------------------------
def test_erikas_venusaur_growth_attaches_up_to_two_grass_from_hand():
    """Erika's Venusaur, Growth: heads, attach up to 2 Grass Energy cards from the hand to
    it (not the turn's attachment)."""
    s = scenario()
    s.p1.active(VENUSAUR, energy=["Grass"])
    s.p1.hand("Grass", "Grass", "Grass")
    s.p2.active(ZAPDOS)
    s.coins("H")
    g = s.start("p1")
    g.act("attack Growth", GRASS, GRASS)
    assert len(g.p1.active.energy) == 3 and ids(g.p1.hand) == [GRASS]


def test_erikas_venusaur_wide_solarbeam_hits_two_benched():
    """Erika's Venusaur, Wide Solarbeam: 20, and 20 to 2 of the opponent's Benched Pokémon
    (both when there are only 2)."""
    s = scenario()
    s.p2.bench(CHANSEY)
    s.p2.bench(KANGASKHAN)
    s.p2.bench(LAPRAS)
    g = attack(VENUSAUR, "Wide Solarbeam", ["Grass"] * 4, s=s)
    g.act("opp-bench1", "opp-bench3")
    assert [m.damage for m in g.p2.bench] == [20, 0, 20] and g.p2.active.damage == 20


# --- 5 Giovanni's Gyarados ------------------------------------------------------------------
def test_giovannis_gyarados_summon_storm_needs_both_heads():
    """Giovanni's Gyarados, Summon Storm: flip 2 coins; both heads, 20 to every other
    Pokémon, its owner's too, without Weakness (Zapdos is weak to nothing, Lapras to
    Lightning, not Water)."""
    s = scenario()
    s.p1.bench(DIGLETT)
    s.p2.bench(CHANSEY)
    g = attack(GYARADOS, "Summon Storm", ["Water"], ("H", "H"), s=s)
    assert g.p2.active.damage == 20 and g.p2.bench[0].damage == 20
    assert g.p1.bench[0].damage == 20 and g.p1.active.damage == 0
    s = scenario()
    s.p2.bench(CHANSEY)
    g = attack(GYARADOS, "Summon Storm", ["Water"], ("H", "T"), s=s)
    assert g.p2.active.damage == 0 and g.p2.bench[0].damage == 0


def test_giovannis_gyarados_dragon_tornado_switches_unless_knocked_out():
    """Giovanni's Gyarados, Dragon Tornado: 40; unless it Knocks Out the Defending Pokémon,
    its player chooses 1 of the opponent's Benched Pokémon to switch with it."""
    s = scenario()
    s.p2.bench(CHANSEY)
    s.p2.bench(KANGASKHAN)
    g = attack(GYARADOS, "Dragon Tornado", ["Water"] * 4, s=s)
    assert g.decision.player == "p1"
    g.act("opp-bench2")
    assert g.p2.active.name == "Kangaskhan" and g.p2.bench[1].damage == 40
    s = scenario()
    s.p2.bench(CHANSEY)
    g = attack(GYARADOS, "Dragon Tornado", ["Water"] * 4, target_damage=60, s=s)
    assert g.p2.active is None or g.p2.active.name == "Chansey"
    assert ids(g.p2.discard) == [ZAPDOS]


# --- 6 Giovanni's Machamp (attack) ----------------------------------------------------------
def test_giovannis_machamp_hurricane_punch():
    """Giovanni's Machamp, Hurricane Punch: 4 coins, 30 per heads (Lapras: no Resistance)."""
    g = attack(MACHAMP, "Hurricane Punch", ["Fighting"] * 4, ("H", "T", "H", "H"))
    assert g.p2.active.damage == 60  # 90, less 30 for Zapdos's Resistance to Fighting


# --- 7 Giovanni's Nidoking ------------------------------------------------------------------
def test_giovannis_nidoking_intimidate_only_small_pokemon():
    """Giovanni's Nidoking, Intimidate: a Defending Pokémon of 50 HP or less can't attack
    Nidoking during the opponent's next turn; Electabuzz (70 HP) still can."""
    s = scenario()
    s.p1.active(NIDOKING, energy=["Grass"])
    s.p2.active(PIKACHU, energy=["Lightning"] * 2)
    g = s.start("p1")
    g.act("attack Intimidate")
    assert not any(k.startswith("attack") for k in keys(g))
    s = scenario()
    s.p1.active(NIDOKING, energy=["Grass"])
    s.p2.active(ELECTABUZZ, energy=["Lightning"])
    g = s.start("p1")
    g.act("attack Intimidate")
    assert "attack Thundershock" in keys(g)


def test_giovannis_nidoking_tumbling_attack():
    """Giovanni's Nidoking, Tumbling Attack: 40, heads 30 more."""
    g = attack(NIDOKING, "Tumbling Attack", ["Grass"] * 4, ("H",), CHANSEY)
    assert g.p2.active.damage == 70


# --- 8 Giovanni's Persian (attack) -----------------------------------------------------------
def test_giovannis_persian_ambush():
    """Giovanni's Persian, Ambush: 20, heads 20 more."""
    g = attack(PERSIAN, "Ambush", ["Water"] * 3, ("H",))
    assert g.p2.active.damage == 40


# --- 9 Koga's Beedrill ---------------------------------------------------------------------
def test_kogas_beedrill_nerve_poison_and_hyper_needle_once():
    """Koga's Beedrill, Nerve Poison: heads, Paralyzed and Poisoned. Hyper Needle: tails
    does nothing; either way it can't be used again while Beedrill stays in play."""
    g = attack(BEEDRILL, "Nerve Poison", ["Grass"] * 2, ("H",))
    assert g.p2.active.conditions == {"paralyzed", "poisoned"}
    s = scenario()
    s.p1.active(BEEDRILL, energy=["Grass"] * 3)
    s.p2.active(CHANSEY)
    s.coins("T")
    g = s.start("p1")
    g.act("attack Hyper Needle")
    assert g.p2.active.damage == 0
    g.act("end")
    assert "attack Hyper Needle" not in keys(g) and "attack Nerve Poison" in keys(g)


# --- 10 Koga's Ditto ------------------------------------------------------------------------
def test_kogas_ditto_giant_growth_until_benched():
    """Koga's Ditto, Giant Growth: heads, its HP is 80 and Pound does 30 until it is
    Benched."""
    s = scenario()
    s.p1.active(DITTO, energy=["Water"], damage=30)
    s.p2.active(CHANSEY)
    s.coins("H")
    g = s.start("p1")
    g.act("attack Giant Growth")
    g.act("end")
    assert g.p1.active.remaining_hp == 50
    g.act("attack Pound")
    assert g.p2.active.damage == 30


# --- 11 Lt. Surge's Raichu -------------------------------------------------------------------
def test_lt_surges_raichu_kerzap_and_thundertackle():
    """Lt. Surge's Raichu, Kerzap: heads, 50 and every Lightning Energy card attached is
    discarded; tails, 20. Thundertackle: heads Paralyzed, tails 20 to itself."""
    s = scenario()
    s.p1.active(RAICHU, energy=["Lightning", "Lightning", "Water"])
    s.p2.active(CHANSEY)
    s.coins("H")
    g = s.start("p1")
    g.act("attack Kerzap")
    assert g.p2.active.damage == 50 and ids(g.p1.active.energy) == [WATER]
    g = attack(RAICHU, "Thundertackle", ["Lightning"] * 4, ("T",), CHANSEY)
    assert g.p2.active.damage == 40 and g.p1.active.damage == 20


# --- 12 Misty's Golduck ---------------------------------------------------------------------
def test_mistys_golduck_electro_beam_tails_discards_all():
    """Misty's Golduck, Electro Beam: 40; tails, discard every Energy card attached."""
    g = attack(M_GOLDUCK, "Electro Beam", ["Water", "Fire"], ("T",))
    assert g.p2.active.damage == 40 and g.p1.active.energy == []


def test_mistys_golduck_super_removal_one_from_each():
    """Misty's Golduck, Super Removal: heads, 1 Energy card from each of the opponent's
    Pokémon that has any is discarded."""
    s = scenario()
    s.p1.active(M_GOLDUCK, energy=["Psychic", "Water"])
    s.p2.active(ZAPDOS, energy=["Lightning", "Fire"])
    s.p2.bench(CHANSEY, energy=["Water"])
    s.p2.bench(LAPRAS)
    s.coins("H")
    g = s.start("p1")
    g.act("attack Super Removal", f"opp-active:{FIRE}")
    assert ids(g.p2.active.energy) == [LIGHTNING] and g.p2.bench[0].energy == []
    assert sorted(ids(g.p2.discard)) == sorted([FIRE, WATER])


# --- 14 Rocket's Mewtwo ---------------------------------------------------------------------
def test_rockets_mewtwo_juxtapose_swaps_counters_even_knocking_out():
    """Rocket's Mewtwo, Juxtapose: heads, swap the damage counters of Mewtwo (60) and the
    Defending Pokémon (0), even if that Knocks Out either (Pikachu has 40 HP)."""
    s = scenario()
    s.p1.active(MEWTWO, energy=["Psychic"], damage=60)
    s.p2.active(PIKACHU)
    s.p2.bench(CHANSEY)
    s.coins("H")
    g = s.start("p1")
    g.act("attack Juxtapose")
    assert g.p1.active.damage == 0 and ids(g.p2.discard) == [PIKACHU]


def test_rockets_mewtwo_hypnoblast():
    """Rocket's Mewtwo, Hypnoblast: 20; heads, Asleep."""
    s = scenario()
    s.p1.active(MEWTWO, energy=["Psychic"] * 2)
    s.p2.active(ZAPDOS)
    s.coins("H", "T")  # the attack; then p2's Zapdos stays Asleep at Checkup
    g = s.start("p1")
    g.act("attack Hypnoblast")
    assert g.p2.active.damage == 20 and "asleep" in g.p2.active.conditions


# --- 15 Rocket's Zapdos ---------------------------------------------------------------------
def test_rockets_zapdos_plasma_and_electroburn():
    """Rocket's Zapdos, Plasma: 20, and a Lightning Energy card from the discard pile is
    attached. Electroburn: 70, and 10 to itself per Lightning Energy card attached."""
    s = scenario()
    s.p1.discard("Lightning", "Fire")
    g = attack(ZAPDOS_R, "Plasma", ["Lightning"], target=CHANSEY, s=s)
    if g.decision.player == "p1":
        g.act(LIGHTNING)
    assert ids(g.p1.active.energy) == [LIGHTNING, LIGHTNING] and ids(g.p1.discard) == [FIRE]
    g = attack(ZAPDOS_R, "Electroburn", ["Lightning"] * 3 + [DCE], target=CHANSEY)
    assert g.p2.active.damage == 70 and g.p1.active.damage == 30


# --- 16 Sabrina's Alakazam (attack) ----------------------------------------------------------
def test_sabrinas_alakazam_mega_burn_not_next_turn():
    """Sabrina's Alakazam, Mega Burn: 60; it can't use Mega Burn during its next turn."""
    s = scenario()
    s.p1.active(ALAKAZAM, energy=["Psychic"] * 4)
    s.p2.active(CHANSEY)
    g = s.start("p1")
    g.act("attack Mega Burn")
    assert g.p2.active.damage == 30  # Chansey resists Psychic
    g.act("end")
    assert "attack Mega Burn" not in keys(g)


# --- 21 Blaine's Ninetales (attack) ----------------------------------------------------------
def test_blaines_ninetales_burn_up_tails_discards_fire():
    """Blaine's Ninetales, Burn Up: 50; tails, discard every Fire Energy card attached."""
    g = attack("gym2-21", "Burn Up", ["Fire", "Fire", "Water"], ("T",), CHANSEY)
    assert g.p2.active.damage == 50 and ids(g.p1.active.energy) == [WATER]


# --- 22 Brock's Dugtrio ---------------------------------------------------------------------
def test_brocks_dugtrio_earthdrill_only_after_lie_low():
    """Brock's Dugtrio, Lie Low: damage to it is 20 less during the opponent's next turn.
    Earthdrill can't be used unless Dugtrio used Lie Low last turn."""
    s = scenario()
    s.p1.active(DUGTRIO, energy=["Fighting"] * 3)
    s.p2.active(HITMONCHAN, energy=["Fighting"] * 3)
    g = s.start("p1")
    assert "attack Earthdrill" not in keys(g)
    g.act("attack Lie Low")
    g.act("attack Special Punch")  # 40, less 20
    assert g.p1.active.damage == 20
    assert "attack Earthdrill" in keys(g)
    g.act("attack Earthdrill")
    assert g.p2.active.damage == 60


# --- 23 Giovanni's Nidoqueen ----------------------------------------------------------------
def test_giovannis_nidoqueen_love_lariat_with_nidoking_benched():
    """Giovanni's Nidoqueen, Love Lariat: heads, 50 plus 50 with Giovanni's Nidoking on the
    Bench; tails, nothing. Mega Kick has no text."""
    s = scenario()
    s.p1.bench(NIDOKING)
    g = attack(NIDOQUEEN, "Love Lariat", ["Grass"] * 4, ("H",), CHANSEY, s=s)
    assert g.p2.active.damage == 100
    g = attack(NIDOQUEEN, "Love Lariat", ["Grass"] * 4, ("H",), CHANSEY)
    assert g.p2.active.damage == 50
    g = attack(NIDOQUEEN, "Love Lariat", ["Grass"] * 4, ("T",), CHANSEY)
    assert g.p2.active.damage == 0


# --- 24 Giovanni's Pinsir -------------------------------------------------------------------
def test_giovannis_pinsir_overhead_toss_flips_only_with_a_bench():
    """Giovanni's Pinsir, Overhead Toss: 40; with a Bench, flip: tails, 20 to 1 of its own
    Benched Pokémon. With no Bench no coin is flipped (none is scripted)."""
    g = attack(PINSIR, "Overhead Toss", ["Grass"] * 3, target=CHANSEY)
    assert g.p2.active.damage == 40
    s = scenario()
    s.p1.bench(DIGLETT)
    g = attack(PINSIR, "Overhead Toss", ["Grass"] * 3, ("T",), CHANSEY, s=s)
    assert g.p1.bench[0].damage == 20
    g = attack(PINSIR, "Snapping Pincers", ["Grass"] * 2, ("H",), CHANSEY)
    assert g.p2.active.damage == 20


# --- 25 Koga's Arbok ------------------------------------------------------------------------
def test_kogas_arbok_poison_power_while_poisoned():
    """Koga's Arbok, Poison Buildup: Arbok is now Poisoned. Poison Power: 20, or 40 and the
    Defending Pokémon Poisoned while Arbok is Poisoned."""
    s = scenario()
    s.p1.active(ARBOK, energy=["Grass"] * 2)
    s.p2.active(CHANSEY)
    g = s.start("p1")
    g.act("attack Poison Buildup")
    assert "poisoned" in g.p1.active.conditions and g.p1.active.damage == 10
    g.act("end")
    g.act("attack Poison Power")  # 40, then 10 Poison at Checkup
    assert g.p2.active.damage == 50 and "poisoned" in g.p2.active.conditions
    g = attack(ARBOK, "Poison Power", ["Grass"] * 2, target=CHANSEY)
    assert g.p2.active.damage == 20 and not g.p2.active.conditions


# --- 27 Koga's Pidgeotto --------------------------------------------------------------------
def test_kogas_pidgeotto_aerial_maneuvers_heads_protects():
    """Koga's Pidgeotto, Aerial Maneuvers: heads, 40 and every effect of attacks on it is
    prevented during the opponent's next turn. Quick Turn: 2 coins, 30 each."""
    s = scenario()
    s.p1.active(PIDGEOTTO, energy=["Grass"] * 4)
    s.p2.active(ELECTABUZZ, energy=["Lightning"] * 2)
    s.coins("H", "H")
    g = s.start("p1")
    g.act("attack Aerial Maneuvers")
    assert g.p2.active.damage == 40
    g.act("attack Thunderpunch")
    assert g.p1.active.damage == 0
    g = attack(PIDGEOTTO, "Quick Turn", ["Grass"] * 3, ("H", "H"), CHANSEY)
    assert g.p2.active.damage == 60


# --- 28 Lt. Surge's Jolteon -----------------------------------------------------------------
def test_lt_surges_jolteon_high_voltage_and_thunder_flare():
    """Lt. Surge's Jolteon, High Voltage: heads, the opponent can't play Trainer cards next
    turn. Thunder Flare: 30 plus 10 per damage counter on it, then tails 30 to itself."""
    s = scenario()
    s.p1.active(JOLTEON, energy=["Lightning"] * 2)
    s.p2.active(CHANSEY)
    s.p2.hand(BILL)
    s.coins("H")
    g = s.start("p1")
    g.act("attack High Voltage")
    assert f"play {BILL}" not in keys(g)
    g = attack(JOLTEON, "Thunder Flare", ["Lightning"] * 3, ("T",), CHANSEY, damage=20)
    assert g.p2.active.damage == 50 and g.p1.active.damage == 50


# --- 29 Sabrina's Gengar --------------------------------------------------------------------
def test_sabrinas_gengar_shadow_bind_blocks_retreat():
    """Sabrina's Gengar, Shadow Bind: 40; the Defending Pokémon can't retreat during the
    opponent's next turn."""
    s = scenario()
    s.p1.active(GENGAR, energy=["Psychic"] * 3)
    s.p2.active(ZAPDOS, energy=["Lightning"] * 3)
    s.p2.bench(CHANSEY)
    g = s.start("p1")
    g.act("attack Shadow Bind")
    assert g.p2.active.damage == 40 and "retreat" not in keys(g)


# --- 30 Sabrina's Golduck -------------------------------------------------------------------
def test_sabrinas_golduck_damage_shift_moves_one_from_each():
    """Sabrina's Golduck, Damage Shift: 1 damage counter from each of its owner's damaged
    Pokémon moves to the Defending Pokémon. Water Spray: 20, heads 20 more."""
    s = scenario()
    s.p1.active(S_GOLDUCK, energy=["Psychic"] * 2, damage=20)
    s.p1.bench(DIGLETT, damage=10)
    s.p1.bench(GEODUDE)
    s.p2.active(ZAPDOS)
    g = s.start("p1")
    g.act("attack Damage Shift")
    assert g.p1.active.damage == 10 and g.p1.bench[0].damage == 0
    assert g.p2.active.damage == 20
    g = attack(S_GOLDUCK, "Water Spray", ["Water"] * 3, ("H",))
    assert g.p2.active.damage == 40


# --- 31 Blaine's Charmeleon -----------------------------------------------------------------
def test_blaines_charmeleon_bonfire_per_fire_discarded():
    """Blaine's Charmeleon, Bonfire: flip 3 coins; a Fire Energy card discarded per heads;
    10 per card discarded to each of the opponent's Pokémon, no Weakness (Scyther is weak to
    Fire). Fire Claws has no text."""
    s = scenario()
    s.p1.active(CHARMELEON, energy=["Fire"] * 3)
    s.p2.active("base2-10")
    s.p2.bench(CHANSEY)
    s.coins("H", "T", "H")
    g = s.start("p1")
    g.act("attack Bonfire")
    assert g.p2.active.damage == 20 and g.p2.bench[0].damage == 20
    assert len(g.p1.active.energy) == 1 and ids(g.p1.discard) == [FIRE, FIRE]
    g = attack(CHARMELEON, "Bonfire", ["Fire"] * 3, ("T", "T", "T"))
    assert g.p2.active.damage == 0 and len(g.p1.active.energy) == 3


# --- 32, 65, 67, 75: tails does nothing ------------------------------------------------------
@pytest.mark.parametrize(("card", "name", "energy", "done"), [
    (DODRIO, "Mega Peck", ["Water"] * 2, 50),
    (RHYHORN, "Horn Charge", ["Fighting"], 30),
    (DIGLETT, "Surprise Attack", ["Fighting"], 20),
    (NIDORAN_F, "Horn Thrust", ["Grass"], 20),
    (DODUO, "Wild Kick", ["Water"], 20),
])
def test_attacks_that_do_nothing_on_tails(card, name, energy, done):
    """Blaine's Dodrio (Mega Peck), Blaine's Rhyhorn (Horn Charge), Brock's Diglett
    (Surprise Attack), Giovanni's Nidoran ♀ (Horn Thrust), Blaine's Doduo (Wild Kick):
    tails, the attack does nothing; heads, its damage."""
    target = LAPRAS if "Fighting" in energy else CHANSEY
    assert attack(card, name, energy, ("H",), target).p2.active.damage == done
    assert attack(card, name, energy, ("T",), target).p2.active.damage == 0


# --- 33 Blaine's Rapidash -------------------------------------------------------------------
def test_blaines_rapidash_stamp_heads_hits_the_bench():
    """Blaine's Rapidash, Stamp: heads, 40 and 10 to each of the opponent's Benched Pokémon;
    tails 30. Fire Mane has no text."""
    s = scenario()
    s.p2.bench(CHANSEY)
    g = attack(RAPIDASH, "Stamp", ["Fire"] * 3, ("H",), s=s)
    assert g.p2.active.damage == 40 and g.p2.bench[0].damage == 10


# --- 34 Brock's Graveler --------------------------------------------------------------------
def test_brocks_graveler_detonate_discards_the_stadium():
    """Brock's Graveler, Detonate: 50; 10 to each Benched Pokémon of both players; 50 to
    itself; a Stadium in play is discarded."""
    s = scenario()
    s.p1.active(GRAVELER, energy=["Fighting"] * 3)
    s.p1.bench(DIGLETT)
    s.p2.active(LAPRAS)
    s.p2.bench(CHANSEY)
    s.stadium(STADIUM, owner="p2")
    g = s.start("p1")
    g.act("attack Detonate")
    assert g.p2.active.damage == 50 and g.p1.active.damage == 50
    assert g.p1.bench[0].damage == 10 and g.p2.bench[0].damage == 10
    assert g.stadium is None and ids(g.p2.discard) == [STADIUM]


# --- 36 Brock's Sandslash -------------------------------------------------------------------
def test_brocks_sandslash_swift_ignores_resistance_and_defender():
    """Brock's Sandslash, Swift: its damage is not changed by Weakness, Resistance, Powers
    or any effect on the Defending Pokémon: 20 to Zapdos (Resistance Fighting) holding a
    Defender."""
    s = scenario()
    s.p1.active(SANDSLASH, energy=["Fighting"] * 2)
    s.p2.active(ZAPDOS, attached=[DEFENDER])
    g = s.start("p1")
    g.act("attack Swift")
    assert g.p2.active.damage == 20


def test_brocks_sandslash_swift_still_counts_effects_on_itself():
    """Swift: effects on the attacker still count — PlusPower adds 10 (spec, Damage step 5);
    Electabuzz's Weakness to Fighting is not applied."""
    s = scenario()
    s.p1.active(SANDSLASH, energy=["Fighting"] * 2, attached=[PLUSPOWER])
    s.p2.active(ELECTABUZZ)
    g = s.start("p1")
    g.act("attack Swift")
    assert g.p2.active.damage == 30


def test_brocks_sandslash_needle_ball():
    """Brock's Sandslash, Needle Ball: 30; heads, Poisoned."""
    g = attack(SANDSLASH, "Needle Ball", ["Fighting"] * 2, ("H",), LAPRAS)
    assert g.p2.active.damage == 40 and "poisoned" in g.p2.active.conditions  # with Poison


# --- 37 Brock's Vulpix ----------------------------------------------------------------------
def test_brocks_vulpix_hypnotic_gaze_and_fire_ring():
    """Brock's Vulpix, Hypnotic Gaze: Asleep. Fire Ring: 20, and 10 to 1 Benched Pokémon of
    the opponent."""
    s = scenario()
    s.coins("T")  # Zapdos stays Asleep at Checkup
    g = attack(B_VULPIX, "Hypnotic Gaze", ["Water"], s=s)
    assert "asleep" in g.p2.active.conditions
    s = scenario()
    s.p2.bench(CHANSEY)
    g = attack(B_VULPIX, "Fire Ring", ["Fire"] * 2, s=s)
    assert g.p2.active.damage == 20 and g.p2.bench[0].damage == 10


# --- 38 Erika's Bellsprout (attack) ---------------------------------------------------------
def test_erikas_bellsprout_stretch_vine():
    """Erika's Bellsprout, Stretch Vine: 10 to 1 of the opponent's Benched Pokémon, none to
    the Defending Pokémon."""
    s = scenario()
    s.p2.bench(CHANSEY)
    s.p2.bench(LAPRAS)
    g = attack(BELLSPROUT, "Stretch Vine", ["Grass"], s=s)
    g.act("opp-bench2")
    assert g.p2.bench[1].damage == 10 and g.p2.active.damage == 0


# --- 39 Erika's Bulbasaur -------------------------------------------------------------------
def test_erikas_bulbasaur_errand_running_finds_a_trainer():
    """Erika's Bulbasaur, Errand-Running: heads, search the deck for a Trainer card, show
    it, put it into the hand. Sleep Seed: 10 and Asleep."""
    s = scenario()
    s.p1.deck(GRASS, SWITCH, GRASS)
    g = attack(E_BULBASAUR, "Errand-Running", ["Grass"] * 2, ("H",), s=s)
    g.act(SWITCH)
    assert ids(g.p1.hand) == [SWITCH]
    s = scenario()
    s.coins("T")
    g = attack(E_BULBASAUR, "Sleep Seed", ["Grass"], s=s)
    assert g.p2.active.damage == 10 and "asleep" in g.p2.active.conditions


# --- 40 Erika's Clefairy --------------------------------------------------------------------
def test_erikas_clefairy_lunar_power_evolves_a_benched_pokemon():
    """Erika's Clefairy, Lunar Power: heads, search the deck for a card that evolves from 1
    of its owner's Benched Pokémon and put it on that Pokémon (it evolves)."""
    s = scenario()
    s.p1.bench(STARYU)
    s.p1.deck(STARMIE, GRASS)
    g = attack(CLEFAIRY, "Lunar Power", ["Water"], ("H",), s=s)
    g.act(STARMIE)
    assert g.p1.bench[0].name == "Starmie" and ids(g.p1.bench[0].stack) == [STARYU, STARMIE]


def test_lunar_power_evolution_from_the_deck_is_not_played_from_the_hand():
    """Lunar Power puts Giovanni's Persian on a Benched Giovanni's Meowth from the deck: an
    evolution all the same (Viridian City Gym, "whenever a Pokémon with Giovanni in its name
    evolves", removes its 2 counters), but no card was played from the hand, so Call the
    Boss ("when you play this card from your hand to evolve") asks nothing."""
    s = scenario()
    s.p1.bench(MEOWTH_43, damage=20)
    s.p1.deck(PERSIAN, "gym2-18", GRASS)  # Giovanni, which Call the Boss would look for
    s.stadium("gym2-123")
    g = attack(CLEFAIRY, "Lunar Power", ["Water"], ("H",), s=s)
    g.act(PERSIAN)
    mon = g.p1.bench[0]
    assert mon.name == "Giovanni's Persian" and mon.damage == 0
    assert g.current == "p2" and g.decision.kind == "action"
    assert "p1 evolves Giovanni's Meowth into Giovanni's Persian from the deck" in g.log


def test_lunar_power_counts_as_evolving_not_a_pokemon_benched_this_turn():
    """Lunar Power counts as evolving: a Pokémon put onto the Bench this turn can't evolve
    yet, so nothing happens (no search, the deck not shuffled; Pojo, Rules & Rulings, June
    2000)."""
    s = scenario()
    s.p1.hand(STARYU)
    s.p1.deck(STARMIE, GRASS)
    s.p1.active(CLEFAIRY, energy=["Water"])
    s.p2.active(ZAPDOS)
    s.coins("H")
    g = s.start("p1")
    g.act(f"bench {STARYU}", "attack Lunar Power")
    assert g.p1.bench[0].name == "Staryu" and ids(g.p1.deck)[:2] == [STARMIE, GRASS]
    assert "p1's Pokémon can't evolve now" in g.log


# --- 41 Erika's Ivysaur (attack) -------------------------------------------------------------
def test_erikas_ivysaur_double_razor_leaf():
    """Erika's Ivysaur, Double Razor Leaf: 2 coins, 40 each; its Relaxing Scent halves the
    damage while it is Active (rounded up): 80 → 40."""
    g = attack(IVYSAUR, "Double Razor Leaf", ["Grass"] * 3, ("H", "H"), CHANSEY)
    assert g.p2.active.damage == 40


# --- 42 Giovanni's Machoke ------------------------------------------------------------------
def test_giovannis_machoke_risky_attack_tails_hurts_itself():
    """Giovanni's Machoke, Risky Attack: tails, no damage to the Defending Pokémon and 100
    to itself (Knocked Out). Headlock: heads, 40 and Paralyzed."""
    s = scenario()
    s.p1.bench(DIGLETT)
    g = attack(MACHOKE, "Risky Attack", ["Fighting"], ("T",), LAPRAS, s=s)
    assert g.p2.active.damage == 0 and ids(g.p1.discard) == [MACHOKE, FIGHTING]
    g = attack(MACHOKE, "Headlock", ["Fighting"] * 3, ("H",), LAPRAS)
    assert g.p2.active.damage == 40 and "paralyzed" in g.p2.active.conditions


# --- 43 Giovanni's Meowth ------------------------------------------------------------------
def test_giovannis_meowth_false_charity():
    """Giovanni's Meowth (43), False Charity: heads, the top card of the opponent's deck: a
    Trainer is discarded, anything else goes into their hand. Double Scratch: 20 a heads."""
    s = scenario()
    s.p2.deck(SWITCH, GRASS)
    g = attack(MEOWTH_43, "False Charity", ["Water"], ("H",), s=s)
    assert ids(g.p2.discard) == [SWITCH] and GRASS in ids(g.p2.hand)  # drawn next turn
    s = scenario()
    s.p2.deck(FIRE, GRASS)
    g = attack(MEOWTH_43, "False Charity", ["Water"], ("H",), s=s)
    assert FIRE in ids(g.p2.hand)
    g = attack(MEOWTH_43, "Double Scratch", ["Water"] * 2, ("H", "T"))
    assert g.p2.active.damage == 20


# --- 44 Giovanni's Nidorina -----------------------------------------------------------------
def test_giovannis_nidorina_poison_sting_tackle_and_body_slam():
    """Giovanni's Nidorina, Poison Sting Tackle: 30, 20 to itself, heads Poisoned. Body
    Slam: 20, heads Paralyzed."""
    g = attack(NIDORINA, "Poison Sting Tackle", ["Grass"] * 2, ("H",), CHANSEY)
    assert g.p2.active.damage == 40 and g.p1.active.damage == 20  # 30 and 10 Poison
    assert "poisoned" in g.p2.active.conditions
    g = attack(NIDORINA, "Body Slam", ["Grass"] * 3, ("H",), CHANSEY)
    assert "paralyzed" in g.p2.active.conditions


# --- 45 Giovanni's Nidorino -----------------------------------------------------------------
def test_giovannis_nidorino_rend():
    """Giovanni's Nidorino, Rend: 20, or 40 if the Defending Pokémon has damage counters."""
    assert attack(NIDORINO, "Rend", ["Grass"] * 3, target=CHANSEY).p2.active.damage == 20
    assert attack(NIDORINO, "Rend", ["Grass"] * 3, target=CHANSEY,
                  target_damage=10).p2.active.damage == 50


# --- 46 Koga's Golbat ------------------------------------------------------------------------
def test_kogas_golbat_sonic_scream():
    """Koga's Golbat, Sonic Scream: 30; heads, Confused. Bite has no text."""
    g = attack(GOLBAT, "Sonic Scream", ["Grass"] * 3, ("H",), CHANSEY)
    assert g.p2.active.damage == 30 and "confused" in g.p2.active.conditions


# --- 47 Koga's Kakuna (attack), 50 Koga's Weezing ---------------------------------------------
@pytest.mark.parametrize(("card", "name", "energy"), [
    (KAKUNA, "Toxic Secretion", ["Grass"]),
    (WEEZING, "Toxic Cloud", ["Grass"] * 3),
])
def test_toxic_poison_does_20(card, name, energy):
    """Koga's Kakuna (Toxic Secretion), Koga's Weezing (Toxic Cloud): heads, Poisoned, and
    its Poison does 20 between turns (even if it was Poisoned already)."""
    s = scenario()
    s.p1.active(card, energy=energy)
    s.p2.active(CHANSEY, conditions={"poisoned"})
    s.coins("H")
    g = s.start("p1")
    g.act(f"attack {name}")
    done = 20 if card == WEEZING else 0
    assert g.p2.active.damage == done + 20


def test_kogas_weezing_spontaneous_explosion():
    """Koga's Weezing, Spontaneous Explosion: heads, 40 and 30 to itself; tails 10."""
    g = attack(WEEZING, "Spontaneous Explosion", ["Grass"] * 2, ("H",), CHANSEY)
    assert g.p2.active.damage == 40 and g.p1.active.damage == 30


# --- 48 Koga's Koffing -----------------------------------------------------------------------
def test_kogas_koffing_obscuring_gas_shuffles_it_away_after_damage():
    """Koga's Koffing (48), Obscuring Gas: 30; heads, Koffing and its cards are shuffled into
    the deck after the damage. Its owner sends up a new Active Pokémon."""
    s = scenario()
    s.p1.bench(DIGLETT)
    g = attack(KOFFING_48, "Obscuring Gas", ["Grass"] * 2, ("H",), CHANSEY, s=s)
    assert g.p2.active.damage == 30 and g.p1.active.name == "Brock's Diglett"
    assert sorted(ids(g.p1.deck)).count(KOFFING_48) == 1 and len(g.p1.deck) == 9


def test_kogas_koffing_smokescreen():
    """Koga's Koffing (48), Smokescreen: 10; if the Defending Pokémon attacks next turn, its
    player flips a coin: tails, that attack does nothing."""
    s = scenario()
    s.p1.active(KOFFING_48, energy=["Grass"])
    s.p2.active(ELECTABUZZ, energy=["Lightning"])
    s.coins("T")
    g = s.start("p1")
    g.act("attack Smokescreen")
    g.act("attack Thundershock")
    assert g.p1.active.damage == 0


# --- 49 Koga's Pidgey -------------------------------------------------------------------------
def test_kogas_pidgey_messenger():
    """Koga's Pidgey (49), Messenger: it and its cards go on top of the deck; then search
    the deck for a Basic Pokémon or Evolution card not named Koga's Pidgey, shown, into the
    hand; shuffle."""
    s = scenario()
    s.p1.bench(DIGLETT)
    s.p1.deck(PIDGEY_80, GEODUDE)
    s.p1.active(PIDGEY_49, energy=["Water"])
    s.p2.active(ZAPDOS)
    g = s.start("p1")
    g.act("attack Messenger")  # the only Benched Pokémon comes up without a question
    assert keys(g) >= {GEODUDE, "done"} and PIDGEY_80 not in keys(g)
    g.act(GEODUDE)
    assert ids(g.p1.hand) == [GEODUDE] and PIDGEY_49 in ids(g.p1.deck)


# --- 51 Lt. Surge's Eevee -------------------------------------------------------------------
def test_lt_surges_eevee_surprise():
    """Lt. Surge's Eevee, Surprise: a random card of the opponent's hand is shuffled into
    their deck."""
    s = scenario()
    s.p2.hand("Water", SWITCH)
    g = attack(EEVEE, "Surprise", ["Water"], s=s)
    assert len(g.p2.hand) == 2 and len(g.p2.deck) == 6  # 1 of 2 went back, 1 drawn


# --- 52 Lt. Surge's Electrode (attack) --------------------------------------------------------
def test_lt_surges_electrode_power_ball():
    """Lt. Surge's Electrode, Power Ball: 3 coins, 30 plus 10 per heads."""
    g = attack(ELECTRODE, "Power Ball", ["Lightning"] * 3, ("H", "H", "T"), CHANSEY)
    assert g.p2.active.damage == 50


# --- 53 Lt. Surge's Raticate, 85 Lt. Surge's Rattata --------------------------------------------
def test_lt_surges_raticate_focus_energy_doubles_double_edge():
    """Lt. Surge's Raticate, Focus Energy: during its next turn, Double-edge does double
    damage, to itself too: 80 and 40."""
    s = scenario()
    s.p1.active(RATICATE, energy=["Water"] * 2)
    s.p2.active(CHANSEY)
    g = s.start("p1")
    g.act("attack Focus Energy")
    g.act("end")
    g.act("attack Double-edge")
    assert g.p2.active.damage == 80 and g.p1.active.damage == 40


def test_lt_surges_rattata_focus_energy_doubles_the_base_only():
    """Lt. Surge's Rattata, Focus Energy: during its next turn, Quick Attack's base damage
    is doubled: 20, heads 20 more (40), not 60."""
    s = scenario()
    s.p1.active(RATTATA, energy=["Water"] * 2)
    s.p2.active(CHANSEY)
    s.coins("H")
    g = s.start("p1")
    g.act("attack Focus Energy")
    g.act("end")
    g.act("attack Quick Attack")
    assert g.p2.active.damage == 40


def test_metronome_copies_focus_energy_then_quick_attack_doubles_its_base():
    """Clefable's Metronome copies Lt. Surge's Rattata's Focus Energy; during Clefable's next
    turn, Metronome copying Quick Attack does double its base damage: 20 on tails (the
    Rattata's printed 10, doubled). Our reading (docs/rulings.md, "Metronome"): the copied
    attack is done as Clefable's own."""
    s = scenario()
    s.p1.active("base2-1", energy=["Water"] * 3)
    s.p1.hand("Water")
    s.p2.active(RATTATA)
    s.coins("T")
    g = s.start("p1")
    g.act("attack Metronome", "Focus Energy")
    g.act("end")
    g.act("attack Metronome", "Quick Attack")
    assert g.p2.active.damage == 20


# --- 54 Misty's Dewgong ---------------------------------------------------------------------
def test_mistys_dewgong_ice_throw_doubled_on_fighting():
    """Misty's Dewgong, Ice Throw: 20, doubled against a Fighting Pokémon (Onix). Take
    Down: 60, 20 to itself."""
    assert attack(DEWGONG, "Ice Throw", ["Water"] * 2, target=ONIX).p2.active.damage == 40
    assert attack(DEWGONG, "Ice Throw", ["Water"] * 2, target=CHANSEY).p2.active.damage == 20
    g = attack(DEWGONG, "Take Down", ["Water"] * 4, target=CHANSEY)
    assert g.p2.active.damage == 60 and g.p1.active.damage == 20


# --- 55 Sabrina's Haunter -------------------------------------------------------------------
def test_sabrinas_haunter_shadow_attack_and_nightmare():
    """Sabrina's Haunter, Shadow Attack: heads, 30 to 1 of the opponent's Benched Pokémon.
    Nightmare: 20 and Asleep."""
    s = scenario()
    s.p2.bench(CHANSEY)
    g = attack(HAUNTER, "Shadow Attack", ["Psychic"] * 3, ("H",), s=s)
    assert g.p2.bench[0].damage == 30 and g.p2.active.damage == 0
    s = scenario()
    s.coins("T")
    g = attack(HAUNTER, "Nightmare", ["Psychic"] * 2, s=s)
    assert g.p2.active.damage == 20 and "asleep" in g.p2.active.conditions


# --- 56 Sabrina's Hypno ---------------------------------------------------------------------
def test_sabrinas_hypno_invigorate_from_either_discard_pile():
    """Sabrina's Hypno, Invigorate: a Basic Pokémon from either player's discard pile goes
    onto that player's Bench with damage for half its HP, rounded down to 10 (Chansey 120:
    60)."""
    s = scenario()
    s.p1.discard(PIKACHU)
    s.p2.discard(CHANSEY)
    g = attack(HYPNO, "Invigorate", ["Psychic"], s=s)
    g.act("no")
    assert g.p2.bench[0].name == "Chansey" and g.p2.bench[0].damage == 60


def test_sabrinas_hypno_pendulum_curse():
    """Sabrina's Hypno, Pendulum Curse: a coin per damage counter on the Defending Pokémon,
    20 per heads."""
    g = attack(HYPNO, "Pendulum Curse", ["Psychic"] * 2, ("H", "T", "H"), target_damage=30)
    assert g.p2.active.damage == 70


# --- 57 Sabrina's Jynx ----------------------------------------------------------------------
def test_sabrinas_jynx_helping_hand_draws_as_many_as_removed():
    """Sabrina's Jynx, Helping Hand: remove any number of damage counters from 1 of the
    opponent's Pokémon; draw that many cards. Hug: 20; heads, no retreat."""
    s = scenario()
    s.p2.bench(CHANSEY, damage=30)
    g = attack(S_JYNX, "Helping Hand", ["Psychic"], s=s)
    g.act("2")
    assert g.p2.bench[0].damage == 10 and len(g.p1.hand) == 2


# --- 58 Sabrina's Kadabra -------------------------------------------------------------------
def test_sabrinas_kadabra_life_drain_leaves_10_hp():
    """Sabrina's Kadabra, Life Drain: heads, damage counters on the Defending Pokémon until
    10 HP are left (Zapdos 90: 80 damage)."""
    g = attack(KADABRA, "Life Drain", ["Psychic"], ("H",))
    assert g.p2.active.damage == 80


# --- 59 Sabrina's Mr. Mime ------------------------------------------------------------------
def test_sabrinas_mr_mime_magic_darts():
    """Sabrina's Mr. Mime, Magic Darts: choose 1 of the opponent's Pokémon, then 3 coins:
    10 per heads, no Weakness (Jynx is weak to Psychic)."""
    s = scenario()
    s.p2.bench(CHANSEY)
    s.p1.active(MR_MIME, energy=["Psychic", "Water"])
    s.p2.active(JYNX)
    s.coins("H", "H", "T")
    g = s.start("p1")
    g.act("attack Magic Darts", "opp-active")
    assert g.p2.active.damage == 20


# --- 60 Blaine's Charmander -----------------------------------------------------------------
def test_blaines_charmander_fire_tail_slap():
    """Blaine's Charmander, Fire Tail Slap: only with a Fire Energy card attached; tails,
    discard 1 of them."""
    g = attack(CHARMANDER, "Fire Tail Slap", ["Fire"], ("T",))
    assert g.p2.active.damage == 20 and ids(g.p1.discard) == [FIRE]


# --- 61 Blaine's Doduo ----------------------------------------------------------------------
def test_blaines_doduo_retaliate():
    """Blaine's Doduo, Retaliate: 10 per damage counter on Doduo."""
    g = attack(DODUO, "Retaliate", ["Water"] * 2, damage=30)
    assert g.p2.active.damage == 30


# --- 62 Blaine's Growlithe ------------------------------------------------------------------
def test_blaines_growlithe_stoke():
    """Blaine's Growlithe, Stoke: search the deck for a Fire Energy card and attach it."""
    s = scenario()
    s.p1.deck(FIRE, GRASS)
    g = attack(GROWLITHE, "Stoke", ["Fire"], s=s)
    g.act(FIRE)
    assert ids(g.p1.active.energy) == [FIRE, FIRE]
    g = attack(GROWLITHE, "Body Slam", ["Fire"] * 3, ("H",))
    assert "paralyzed" in g.p2.active.conditions


# --- 63 Blaine's Mankey ---------------------------------------------------------------------
def test_blaines_mankey_pranks_puts_a_discarded_card_on_top():
    """Blaine's Mankey, Pranks: heads, a card of the opponent's discard pile goes on top of
    their deck (and they draw it). Fury Swipes: 3 coins, 10 each."""
    s = scenario()
    s.p2.discard(SWITCH, FIRE)
    g = attack(MANKEY, "Pranks", ["Water"], ("H",), s=s)
    g.act(SWITCH)
    assert SWITCH in ids(g.p2.hand) and ids(g.p2.discard) == [FIRE]
    g = attack(MANKEY, "Fury Swipes", ["Fighting"], ("H", "H", "H"), LAPRAS)
    assert g.p2.active.damage == 30


# --- 64 Blaine's Ponyta ---------------------------------------------------------------------
def test_blaines_ponyta_hind_kick_switches_on_heads():
    """Blaine's Ponyta, Hind Kick: 20; with a Bench, heads: switch Ponyta with 1 of its
    owner's Benched Pokémon."""
    s = scenario()
    s.p1.bench(DIGLETT)
    g = attack(PONYTA, "Hind Kick", ["Water"] * 2, ("H",), s=s)
    assert g.p1.active.name == "Brock's Diglett" and g.p2.active.damage == 20


# --- 65 Blaine's Rhyhorn --------------------------------------------------------------------
def test_blaines_rhyhorn_overrun():
    """Blaine's Rhyhorn, Overrun: 20; heads, 20 to 1 of the opponent's Benched Pokémon."""
    s = scenario()
    s.p2.bench(CHANSEY)
    g = attack(RHYHORN, "Overrun", ["Water"] * 3, ("H",), LAPRAS, s=s)
    assert g.p2.active.damage == 20 and g.p2.bench[0].damage == 20


# --- 66 Blaine's Vulpix ---------------------------------------------------------------------
def test_blaines_vulpix_call_will_o_the_wisp():
    """Blaine's Vulpix, Call Will-o'-the-wisp: 3 coins; per heads, a Fire Energy card from
    the discard pile into the hand, while there is one."""
    s = scenario()
    s.p1.discard(FIRE, FIRE, FIRE, WATER)
    g = attack(BL_VULPIX, "Call Will-o'-the-wisp", ["Fire"], ("H", "T", "H"), s=s)
    assert ids(g.p1.hand) == [FIRE, FIRE] and ids(g.p1.discard) == [FIRE, WATER]


# --- 67 Brock's Diglett ---------------------------------------------------------------------
def test_brocks_diglett_tremor_hits_its_own_bench():
    """Brock's Diglett, Tremor: 40, and 10 to each of its owner's Benched Pokémon."""
    s = scenario()
    s.p1.bench(GEODUDE)
    g = attack(DIGLETT, "Tremor", ["Fighting"] * 2, target=LAPRAS, s=s)
    assert g.p2.active.damage == 40 and g.p1.bench[0].damage == 10


# --- 68 Brock's Geodude ---------------------------------------------------------------------
def test_brocks_geodude_rock_toss():
    """Brock's Geodude, Rock Toss: 3 coins, 10 per heads."""
    assert attack(GEODUDE, "Rock Toss", ["Fighting"], ("H", "T", "H"),
                  LAPRAS).p2.active.damage == 20


# --- 69 Erika's Jigglypuff ------------------------------------------------------------------
def test_erikas_jigglypuff_group_therapy_and_pulled_punch():
    """Erika's Jigglypuff, Group Therapy: 1 damage counter off each damaged Pokémon of both
    players. Pulled Punch: 40, or 10 if the Defending Pokémon has damage counters."""
    s = scenario()
    s.p1.bench(DIGLETT, damage=20)
    s.p2.bench(CHANSEY, damage=10)
    g = attack(JIGGLYPUFF, "Group Therapy", ["Water"], damage=10, target_damage=30, s=s)
    assert g.p1.active.damage == 0 and g.p1.bench[0].damage == 10
    assert g.p2.active.damage == 20 and g.p2.bench[0].damage == 0
    assert attack(JIGGLYPUFF, "Pulled Punch", ["Water"] * 2).p2.active.damage == 40
    assert attack(JIGGLYPUFF, "Pulled Punch", ["Water"] * 2,
                  target_damage=10).p2.active.damage == 20


# --- 70 Erika's Oddish ----------------------------------------------------------------------
def test_erikas_oddish_strange_powder():
    """Erika's Oddish, Strange Powder: 10; heads Confused, tails Asleep."""
    assert "confused" in attack(ODDISH, "Strange Powder", ["Grass"],
                                ("H",)).p2.active.conditions
    assert "asleep" in attack(ODDISH, "Strange Powder", ["Grass"],
                              ("T", "T")).p2.active.conditions


# --- 71 Erika's Paras -----------------------------------------------------------------------
def test_erikas_paras_poison_spore():
    """Erika's Paras, Poison Spore: heads, Poisoned and 10 to each opposing Benched Pokémon.
    Irongrip has no text."""
    s = scenario()
    s.p2.bench(CHANSEY)
    g = attack(PARAS, "Poison Spore", ["Grass"] * 2, ("H",), s=s)
    assert "poisoned" in g.p2.active.conditions and g.p2.bench[0].damage == 10


# --- 72 Giovanni's Machop -------------------------------------------------------------------
def test_giovannis_machop_fury_punch():
    """Giovanni's Machop, Fury Punch: heads, 20 per damage counter on Machop; tails none."""
    assert attack(MACHOP_G, "Fury Punch", ["Fighting"] * 2, ("H",), LAPRAS,
                  damage=20).p2.active.damage == 40
    assert attack(MACHOP_G, "Fury Punch", ["Fighting"] * 2, ("T",), LAPRAS,
                  damage=20).p2.active.damage == 0


# --- 73 Giovanni's Magikarp -----------------------------------------------------------------
def test_giovannis_magikarp_ancestral_memory_once():
    """Giovanni's Magikarp, Ancestral Memory: 40, tails nothing; never again while it stays
    in play. Flail Around: 3 coins, 10 each."""
    s = scenario()
    s.p1.active(MAGIKARP_G, energy=["Water"] * 2)
    s.p2.active(CHANSEY)
    s.coins("H")
    g = s.start("p1")
    g.act("attack Ancestral Memory")
    assert g.p2.active.damage == 40
    g.act("end")
    assert "attack Ancestral Memory" not in keys(g) and "attack Flail Around" in keys(g)


# --- 74 Giovanni's Meowth -------------------------------------------------------------------
def test_giovannis_meowth_cat_fleas():
    """Giovanni's Meowth (74), Cat Fleas: heads, Confused. Cat Kick has no text."""
    assert "confused" in attack(MEOWTH_74, "Cat Fleas", ["Water"], ("H",)).p2.active.conditions


# --- 75 Giovanni's Nidoran ♀ ----------------------------------------------------------------
def test_giovannis_nidoran_f_double_edge():
    """Giovanni's Nidoran ♀, Double-edge: 30, 20 to itself."""
    g = attack(NIDORAN_F, "Double-edge", ["Grass"] * 2)
    assert g.p2.active.damage == 30 and g.p1.active.damage == 20


# --- 76 Giovanni's Nidoran ♂ ----------------------------------------------------------------
def test_giovannis_nidoran_m_retaliation_needs_two_counters():
    """Giovanni's Nidoran ♂, Retaliation: only with 2 or more damage counters on it. Double
    Kick: 2 coins, 10 each."""
    s = scenario()
    s.p1.active(NIDORAN_M, energy=["Grass"], damage=10)
    s.p2.active(ZAPDOS)
    assert "attack Retaliation" not in keys(s.start("p1"))
    g = attack(NIDORAN_M, "Retaliation", ["Grass"], damage=20)
    assert g.p2.active.damage == 30
    with pytest.raises(IllegalAction):
        attack(NIDORAN_M, "Retaliation", ["Grass"], damage=10)


# --- 77 Koga's Ekans ------------------------------------------------------------------------
def test_kogas_ekans_fast_acting_poison_needs_both_heads():
    """Koga's Ekans, Fast-Acting Poison: 10; both heads, Confused and Poisoned."""
    assert attack(EKANS, "Fast-Acting Poison", ["Grass"],
                  ("H", "H")).p2.active.conditions == {"confused", "poisoned"}
    assert attack(EKANS, "Fast-Acting Poison", ["Grass"],
                  ("H", "T")).p2.active.conditions == set()


# --- 78 Koga's Grimer -----------------------------------------------------------------------
def test_kogas_grimer_sludge_grip_poisons_the_new_defending():
    """Koga's Grimer, Sludge Grip: with an opposing Bench, flip: heads, its player brings 1
    of the opponent's Benched Pokémon up; the new Defending Pokémon is Poisoned."""
    s = scenario()
    s.p2.bench(CHANSEY)
    g = attack(GRIMER, "Sludge Grip", ["Grass"], ("H",), s=s)
    assert g.p2.active.name == "Chansey" and g.p2.active.conditions == {"poisoned"}
    assert g.p2.bench[0].conditions == set()


# --- 79 Koga's Koffing ----------------------------------------------------------------------
def test_kogas_koffing_smelly_gas_hits_every_bench():
    """Koga's Koffing (79), Smelly Gas: 10; heads, 10 to each Benched Pokémon of both."""
    s = scenario()
    s.p1.bench(DIGLETT)
    s.p2.bench(CHANSEY)
    g = attack(KOFFING_79, "Smelly Gas", ["Grass"], ("H",), s=s)
    assert g.p1.bench[0].damage == 10 and g.p2.bench[0].damage == 10


# --- 80 Koga's Pidgey, 91 Misty's Seel --------------------------------------------------------
@pytest.mark.parametrize(("card", "name", "energy"), [
    (PIDGEY_80, "Sand-attack", ["Water"] * 3),
    (SEEL, "Mirage", ["Water"] * 2),
])
def test_sand_attack_like(card, name, energy):
    """Koga's Pidgey (80), Sand-attack; Misty's Seel, Mirage: if the Defending Pokémon
    attacks next turn, a coin is flipped: tails, its attack does nothing."""
    s = scenario()
    s.p1.active(card, energy=energy)
    s.p2.active(ELECTABUZZ, energy=["Lightning"])
    s.coins("T")
    g = s.start("p1")
    g.act(f"attack {name}")
    g.act("attack Thundershock")
    assert g.p1.active.damage == 0


def test_mistys_seel_frostbite_blocks_retreat():
    """Misty's Seel, Frostbite: 10; the Defending Pokémon can't retreat next turn."""
    s = scenario()
    s.p2.bench(CHANSEY)
    s.p1.active(SEEL, energy=["Water"])
    s.p2.active(ZAPDOS, energy=["Lightning"] * 3)
    g = s.start("p1")
    g.act("attack Frostbite")
    assert "retreat" not in keys(g)


# --- 81 Koga's Tangela ----------------------------------------------------------------------
def test_kogas_tangela_grasping_vine_draws_two():
    """Koga's Tangela, Grasping Vine: heads, draw 2 cards. Sleep Powder: 10 and Asleep."""
    g = attack(TANGELA, "Grasping Vine", ["Grass"] * 2, ("H",))
    assert len(g.p1.hand) == 2
    s = scenario()
    s.coins("T")
    assert "asleep" in attack(TANGELA, "Sleep Powder", ["Grass"], s=s).p2.active.conditions


# --- 82 Koga's Weedle -----------------------------------------------------------------------
def test_kogas_weedle_sharp_stinger():
    """Koga's Weedle, Sharp Stinger: 10; heads Poisoned, tails Paralyzed. Sting: no text."""
    assert attack(WEEDLE, "Sharp Stinger", ["Grass"] * 2,
                  ("H",)).p2.active.conditions == {"poisoned"}
    assert attack(WEEDLE, "Sharp Stinger", ["Grass"] * 2,
                  ("T",)).p2.active.conditions == {"paralyzed"}


# --- 83 Koga's Zubat ------------------------------------------------------------------------
def test_kogas_zubat_group_attack_benches_zubats_first():
    """Koga's Zubat, Group Attack: before the damage, any number of Koga's Zubat from the
    deck onto the Bench; then 10 per Koga's Zubat in play (3 here)."""
    s = scenario()
    s.p1.deck(ZUBAT, GRASS, ZUBAT, GRASS)
    g = attack(ZUBAT, "Group Attack", ["Grass"] * 2, s=s)
    g.act(ZUBAT, ZUBAT)
    assert len(g.p1.bench) == 2 and g.p2.active.damage == 30


def test_kogas_zubat_group_attack_may_take_none():
    """Group Attack: ``done`` takes no Zubat; 10 for the attacker alone."""
    s = scenario()
    s.p1.deck(ZUBAT, GRASS)
    g = attack(ZUBAT, "Group Attack", ["Grass"] * 2, s=s)
    g.act("done")
    assert g.p1.bench == [] and g.p2.active.damage == 10


# --- 84 Lt. Surge's Pikachu, 94 Sabrina's Abra ------------------------------------------------
@pytest.mark.parametrize(("card", "energy"), [(M_PIKACHU, ["Water"] * 2), (ABRA_94, ["Psychic"])])
def test_quick_attack(card, energy):
    """Lt. Surge's Pikachu, Sabrina's Abra (94), Quick Attack: 10, heads 20 more."""
    assert attack(card, "Quick Attack", energy, ("H",)).p2.active.damage == 30


# --- 86 Lt. Surge's Voltorb -----------------------------------------------------------------
def test_lt_surges_voltorb_bouncing_ball():
    """Lt. Surge's Voltorb, Bouncing Ball: 30; tails, 10 to itself."""
    g = attack(VOLTORB, "Bouncing Ball", ["Lightning", "Water"], ("T",), CHANSEY)
    assert g.p2.active.damage == 30 and g.p1.active.damage == 10


# --- 87 Misty's Horsea ----------------------------------------------------------------------
def test_mistys_horsea_ink_spurt_lasts_until_benched():
    """Misty's Horsea, Ink Spurt: heads, whenever the Defending Pokémon attacks its player
    flips a coin (tails: nothing) — not only next turn: until it is Benched or evolves."""
    s = scenario()
    s.p1.active(HORSEA, energy=["Water"] * 2)
    s.p2.active(ELECTABUZZ, energy=["Lightning"])
    s.coins("H", "T", "T")
    g = s.start("p1")
    g.act("attack Ink Spurt")
    g.act("attack Thundershock")
    g.act("end")
    g.act("attack Thundershock")
    assert g.p1.active.damage == 0 and g.p2.active.damage == 20


# --- 88 Misty's Magikarp --------------------------------------------------------------------
def test_mistys_magikarp_play_dead():
    """Misty's Magikarp, Play Dead: heads, every effect of attacks on it is prevented during
    the opponent's next turn."""
    s = scenario()
    s.p1.active(MAGIKARP_M, energy=["Water"])
    s.p2.active(ELECTABUZZ, energy=["Lightning"])
    s.coins("H", "H")  # Play Dead; Thundershock's flip (its Paralysis is prevented too)
    g = s.start("p1")
    g.act("attack Play Dead")
    g.act("attack Thundershock")
    assert g.p1.active.damage == 0 and not g.p1.active.conditions


# --- 89 Misty's Poliwag ---------------------------------------------------------------------
def test_mistys_poliwag_bubbles_tails_not_next_turn_and_amnesia():
    """Misty's Poliwag, Bubbles: 20; tails, Poliwag can't use Bubbles during its next turn.
    Amnesia: 1 of the Defending Pokémon's attacks can't be used next turn."""
    s = scenario()
    s.p1.active(POLIWAG, energy=["Water"] * 2)
    s.p2.active(CHANSEY)
    s.coins("T")
    g = s.start("p1")
    g.act("attack Bubbles")
    g.act("end")
    assert "attack Bubbles" not in keys(g) and "attack Amnesia" in keys(g)
    s = scenario()
    s.p1.active(POLIWAG, energy=["Water"] * 2)
    s.p2.active(ELECTABUZZ, energy=["Lightning"] * 2)
    g = s.start("p1")
    g.act("attack Amnesia", "Thunderpunch")
    assert "attack Thunderpunch" not in keys(g) and "attack Thundershock" in keys(g)


# --- 90 Misty's Psyduck ----------------------------------------------------------------------
def test_mistys_psyduck_esp_one_heads_draws():
    """Misty's Psyduck, ESP: 3 coins; exactly 1 heads, draw a card."""
    g = attack(M_PSYDUCK, "ESP", ["Psychic"], ("H", "T", "T"))
    assert len(g.p1.hand) == 1 and g.p2.active.damage == 0


def test_mistys_psyduck_esp_two_heads_does_20():
    """ESP: exactly 2 heads, 20 damage. Misty's Psyduck is a Water Pokémon (its attack costs
    Psychic): Jynx's Weakness to Psychic does not apply."""
    assert attack(M_PSYDUCK, "ESP", ["Psychic"], ("H", "T", "H"), JYNX).p2.active.damage == 20


def test_mistys_psyduck_esp_three_heads_copies_an_attack():
    """ESP: all 3 heads, copy 1 of the Defending Pokémon's attacks without its Energy
    cost: Electabuzz's Thunderpunch (heads 40; Psyduck stays Psychic, so no Weakness on
    Lapras). The Defending Pokémon's attacks are read as it has them now (the
    ``attack_list`` hook)."""
    s = scenario()
    s.p1.active(M_PSYDUCK, energy=["Psychic"])
    s.p2.active(ELECTABUZZ)
    s.coins("H", "H", "H", "H")
    g = s.start("p1")
    g.act("attack ESP")
    assert keys(g) == {"Thundershock", "Thunderpunch"}
    g.act("Thunderpunch")
    assert g.p2.active.damage == 40 and g.p1.active.damage == 0


def test_mistys_psyduck_esp_copy_must_meet_requirements():
    """ESP copying Arcanine's Firestorm: its "discard 3 Fire Energy cards" requirement must
    be met with Psyduck's own cards (spec, Attack Procedures step 5, as Metronome): with a
    single Psychic Energy, nothing happens."""
    s = scenario()
    s.p1.active(M_PSYDUCK, energy=["Psychic"])
    s.p2.active(ARCANINE)
    s.coins("H", "H", "H")
    g = s.start("p1")
    g.act("attack ESP", "Firestorm")
    assert g.p2.active.damage == 0 and len(g.p1.active.energy) == 1


# --- 92 Misty's Staryu -----------------------------------------------------------------------
def test_mistys_staryu_star_boomerang_returns_after_damage():
    """Misty's Staryu, Star Boomerang: 20 either way; heads, Staryu and its cards return to
    the hand."""
    s = scenario()
    s.p1.bench(DIGLETT)
    g = attack(M_STARYU, "Star Boomerang", ["Water"], ("H",), s=s)
    assert g.p2.active.damage == 20 and sorted(ids(g.p1.hand)) == sorted([M_STARYU, WATER])


# --- 93 Sabrina's Abra ----------------------------------------------------------------------
@pytest.mark.skipif("Synchronize" not in script_of(card("gym2-93")).attacks,
                    reason="gym2-93 reprints the promo basep-19, written on the promos branch")
def test_sabrinas_abra_synchronize_needs_equal_energy_cards():
    """Sabrina's Abra (93), Synchronize: only when it and the Defending Pokémon have the same
    number of Energy cards attached. Pound has no text."""
    s = scenario()
    s.p1.active(ABRA_93, energy=["Psychic", "Water"])
    s.p2.active(ZAPDOS, energy=["Lightning"])
    assert "attack Synchronize" not in keys(s.start("p1"))
    s = scenario()
    s.p1.active(ABRA_93, energy=["Psychic", "Water"])
    s.p2.active(ZAPDOS, energy=["Lightning", "Water"])
    g = s.start("p1")
    g.act("attack Synchronize")
    assert g.p2.active.damage == 40


# --- 94 Sabrina's Abra ----------------------------------------------------------------------
def test_sabrinas_abra_psyscan_looks_at_the_hand():
    """Sabrina's Abra (94), Psyscan: its player looks at the opponent's hand. The log shows
    the cards (the opponent knows them already), as for Erika's Perfume; nothing else
    changes."""
    s = scenario()
    s.p2.hand(GRASS, PSYCHIC)
    g = attack(ABRA_94, "Psyscan", ["Psychic"], s=s)
    assert "p2's hand: Grass Energy, Psychic Energy" in g.log
    assert ids(g.p2.hand)[:2] == [GRASS, PSYCHIC]  # then p2 draws for its turn


# --- 95 Sabrina's Drowzee -------------------------------------------------------------------
def test_sabrinas_drowzee_energy_support_and_mind_shock():
    """Sabrina's Drowzee, Energy Support: a Psychic Energy card from the deck into the hand.
    Mind Shock: 20, no Weakness (Jynx is weak to Psychic)."""
    s = scenario()
    s.p1.deck(PSYCHIC, GRASS)
    g = attack(DROWZEE, "Energy Support", ["Psychic"], s=s)
    g.act(PSYCHIC)
    assert ids(g.p1.hand) == [PSYCHIC]
    assert attack(DROWZEE, "Mind Shock", ["Psychic"] * 2, target=JYNX).p2.active.damage == 20


# --- 96 Sabrina's Gastly --------------------------------------------------------------------
def test_sabrinas_gastly_fade_out_keeps_energy_discards_the_rest():
    """Sabrina's Gastly (96), Fade Out: 30; Gastly and its Energy cards return to the hand,
    its other cards are discarded. Lick: 10, heads Paralyzed."""
    s = scenario()
    s.p1.bench(DIGLETT)
    s.p1.active(GASTLY_96, energy=["Psychic"] * 2, attached=[PLUSPOWER])
    s.p2.active(CHANSEY)
    g = s.start("p1")
    g.act("attack Fade Out")
    assert sorted(ids(g.p1.hand)) == sorted([GASTLY_96, PSYCHIC, PSYCHIC])
    assert ids(g.p1.discard) == [PLUSPOWER]
    assert "paralyzed" in attack(GASTLY_96, "Lick", ["Psychic"], ("H",)).p2.active.conditions


# --- 98 Sabrina's Porygon -------------------------------------------------------------------
def test_sabrinas_porygon_barrier_attack():
    """Sabrina's Porygon, Barrier Attack: 20; damage to it is 10 less next turn."""
    s = scenario()
    s.p1.active(PORYGON, energy=["Water"] * 2)
    s.p2.active(ELECTABUZZ, energy=["Lightning"])
    s.coins("T")  # Thundershock's flip
    g = s.start("p1")
    g.act("attack Barrier Attack")
    g.act("attack Thundershock")
    assert g.p1.active.damage == 0


# --- 99 Sabrina's Psyduck -------------------------------------------------------------------
def test_sabrinas_psyduck_random_esp():
    """Sabrina's Psyduck, Random ESP: heads, 20 and the Defending Pokémon Confused; tails,
    no damage and Psyduck is Confused itself. Scratch has no text."""
    g = attack(S_PSYDUCK, "Random ESP", ["Psychic"], ("H",))
    assert g.p2.active.damage == 20 and "confused" in g.p2.active.conditions
    g = attack(S_PSYDUCK, "Random ESP", ["Psychic"], ("T",))
    assert g.p2.active.damage == 0 and "confused" in g.p1.active.conditions


# --- Owner's Pokémon ---------------------------------------------------------------------------
def test_owners_pokemon_evolve_only_from_their_owners_pokemon():
    """Issue #11: an Owner's Pokémon evolves only from the card its card names — Sabrina's
    Kadabra from Sabrina's Abra, never from Abra; Kadabra-of-Base-Set never from Sabrina's
    Abra."""
    s = scenario()
    s.p1.active(ABRA_94)
    s.p1.bench(ABRA)
    s.p1.hand(KADABRA, "base1-32")
    s.p2.active(ZAPDOS)
    g = s.start("p1")
    assert f"evolve {KADABRA} active" in keys(g)
    assert f"evolve {KADABRA} bench1" not in keys(g)
    assert "evolve base1-32 bench1" in keys(g) and "evolve base1-32 active" not in keys(g)


def test_owners_names_count_for_with_x_in_its_name():
    """Issue #11: an Owner's name counts as a name for every "with X in its name" text:
    Lt. Surge's Raichu has "Lt. Surge" and "Raichu" in its name; Raichu has no "Surge"."""
    from oldback.effects.select import name_has, pokemon_with_name

    raichu, psyduck = card(RAICHU).name, card(S_PSYDUCK).name
    assert name_has(raichu, "Lt. Surge") and name_has(raichu, "Raichu")
    assert name_has(psyduck, "Sabrina") and not name_has(psyduck, "Misty")
    assert not name_has(card("base1-14").name, "Surge")
    assert pokemon_with_name("Koga")(card(ZUBAT)) and not pokemon_with_name("Koga")(card(ZAPDOS))
