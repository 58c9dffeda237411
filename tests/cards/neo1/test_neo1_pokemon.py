"""Neo Genesis (neo1): the Pokémon's attacks and Powers, in number order. Each test names the
card and says its text in our words; rulings name their source (the spec, RULINGS.md, WotC's
rulings of the era)."""

from __future__ import annotations

import pytest

from oldback import card
from oldback.testing import Scenario
from oldback.testing import attack_with as attack
from oldback.testing import card_ids as ids
from oldback.testing import option_keys as keys
from oldback.testing import paying as cost
from oldback.testing import water_decks as scenario

# Defending Pokémon: Zapdos (90 HP, no Weakness, Resistance Fighting); Lapras (80 HP,
# Weakness Lightning, no Resistance) against Fighting attackers; Chansey (120 HP)
ZAPDOS, LAPRAS, CHANSEY, MACHOP = "base1-16", "base3-10", "base1-3", "base1-52"
ALAKAZAM, VENUSAUR = "base1-1", "base1-15"  # Damage Swap, Energy Trans: Pokémon Powers
BULBASAUR, PIKACHU, DIGLETT = "base1-44", "base1-58", "base1-47"
WATER, FIRE, GRASS, LIGHTNING = "base1-102", "base1-98", "base1-99", "base1-100"
METAL = "neo1-19"
DECK = ["Water"] * 6


# --- 1 Ampharos, 2 Azumarill -------------------------------------------------------------
@pytest.mark.parametrize("mon, name, base", [("neo1-1", "Gigaspark", 40),
                                             ("neo1-2", "Bubble Shower", 30)])
def test_heads_paralyzes_and_hits_each_opposing_benched_pokemon(mon, name, base):
    """Ampharos's Gigaspark, Azumarill's Bubble Shower: heads, the Defending Pokémon is
    Paralyzed and 10 damage to each of the opponent's Benched Pokémon (no W/R); tails, the
    damage alone."""
    s = scenario()
    s.p2.bench(MACHOP).bench(BULBASAUR)
    g = attack(mon, name, coins=["H"], s=s)
    assert g.p2.active.damage == base and "paralyzed" in g.p2.active.conditions
    assert [m.damage for m in g.p2.bench] == [10, 10]
    s = scenario()
    s.p2.bench(MACHOP)
    g = attack(mon, name, coins=["T"], s=s)
    assert g.p2.active.damage == base and not g.p2.active.conditions
    assert g.p2.bench[0].damage == 0


# --- 3 Bellossom -------------------------------------------------------------------------
def test_bellossom_sweet_nectar_and_flower_dance():
    """Bellossom, Sweet Nectar: heads, remove all damage counters from 1 of your Pokémon.
    Flower Dance: 30 times the Pokémon with Bellossom in their names you have in play."""
    s = scenario()
    s.p1.bench(BULBASAUR, damage=30)
    g = attack("neo1-3", "Sweet Nectar", coins=["H"], damage=50, s=s)
    assert keys(g) == {"active", "bench1"}
    g.act("bench1")
    assert g.p1.bench[0].damage == 0 and g.p1.active.damage == 50
    s = scenario()
    s.p1.bench("neo1-3").bench(BULBASAUR)
    g = attack("neo1-3", "Flower Dance", s=s, target=CHANSEY)
    assert g.p2.active.damage == 60


# --- 4 Feraligatr ------------------------------------------------------------------------
def test_feraligatr_chomp_flips_a_coin_per_damage_counter():
    """Feraligatr, Chomp: 50 plus 10 for each heads, one coin per damage counter on it."""
    g = attack("neo1-4", "Chomp", coins=["H", "T", "H"], damage=30, target=CHANSEY)
    assert g.p2.active.damage == 70


@pytest.mark.parametrize("face, mine, theirs", [("H", 6, 1), ("T", 1, 6)])
def test_feraligatr_berserk_mills_five_when_played_from_the_hand(face, mine, theirs):
    """Feraligatr, Berserk: when it is played from the hand, flip a coin; heads, discard the
    top 5 cards of the opponent's deck; tails, of your own."""
    s = Scenario()
    s.p1.deck(*["Water"] * 6)
    s.p2.deck(*["Water"] * 6)
    s.p1.active("neo1-31", under=["neo1-80"])
    s.p1.hand("neo1-4")
    s.p2.active(ZAPDOS)
    s.coins(face)
    g = s.start("p1")
    g.act("evolve neo1-4 active")
    assert len(g.p1.deck) == mine and len(g.p2.deck) == theirs - 1  # (p2 has drawn)
    assert g.p1.active.name == "Feraligatr"


# --- 6 Heracross, 13 Skarmory ------------------------------------------------------------
@pytest.mark.parametrize("mon, name, base", [("neo1-6", "Megahorn", 60),
                                             ("neo1-13", "Claw", 20)])
def test_tails_this_attack_does_nothing(mon, name, base):
    """Heracross's Megahorn, Skarmory's Claw: flip a coin; tails, the attack does nothing."""
    assert attack(mon, name, coins=["H"], target=CHANSEY).p2.active.damage == base
    assert attack(mon, name, coins=["T"], target=CHANSEY).p2.active.damage == 0


# --- 7 Jumpluff --------------------------------------------------------------------------
def test_jumpluff_sleep_powder_and_leech_seed():
    """Jumpluff, Sleep Powder: 20 and the Defending Pokémon is Asleep. Leech Seed: if it
    damages the Defending Pokémon, remove 1 damage counter from Jumpluff."""
    g = attack("neo1-7", "Sleep Powder", coins=["T"])  # (T: still Asleep at the Checkup)
    assert g.p2.active.damage == 20 and "asleep" in g.p2.active.conditions
    g = attack("neo1-7", "Leech Seed", damage=30)
    assert g.p2.active.damage == 20 and g.p1.active.damage == 20


# --- 8 Kingdra ---------------------------------------------------------------------------
def test_kingdra_dragon_tornado_switches_unless_knocked_out():
    """Kingdra, Dragon Tornado: 50; unless it Knocks Out the Defending Pokémon, choose 1 of
    the opponent's Benched Pokémon and switch it with the Defending Pokémon."""
    s = scenario()
    s.p2.bench(MACHOP).bench(BULBASAUR)
    g = attack("neo1-8", "Dragon Tornado", s=s, then=["opp-bench2"])
    assert g.p2.active.name == "Bulbasaur" and g.p2.bench[1].damage == 50


def test_kingdra_agility_heads_prevents_everything_next_turn():
    """Kingdra, Agility: 30; heads, prevent all effects of attacks, damage included, done
    to Kingdra during the opponent's next turn."""
    s = scenario()
    g = attack("neo1-8", "Agility", coins=["H"], target=CHANSEY, s=s)
    assert g.p2.active.damage == 30
    g = attack("neo1-8", "Agility", coins=["H"], target=MACHOP, s=s)
    g.act("attach base1-97 active", "attack Low Kick")
    assert g.p1.active.damage == 0


# --- 9 Lugia -----------------------------------------------------------------------------
def test_lugia_elemental_blast_discards_three_energy_cards():
    """Lugia, Elemental Blast: discard a Fire, a Water and a Lightning Energy card attached
    to Lugia in order to do 90."""
    g = attack("neo1-9", "Elemental Blast", energy=["Fire", "Water", "Lightning", "Fire"],
               target=CHANSEY)
    assert g.p2.active.damage == 90 and ids(g.p1.active.energy) == [FIRE]
    assert sorted(ids(g.p1.discard)) == sorted([FIRE, WATER, LIGHTNING])


# --- 10 Meganium -------------------------------------------------------------------------
def test_meganium_herbal_scent_heals_every_grass_pokemon_in_play():
    """Meganium, Herbal Scent: when played from the hand, you may flip a coin; heads, remove
    all damage counters from every Grass Pokémon in play (both players'), none other."""
    s = scenario()
    s.p1.active("neo1-28", under=["neo1-53"], damage=40)
    s.p1.bench(BULBASAUR, damage=20).bench(PIKACHU, damage=10)
    s.p1.hand("neo1-10")
    s.p2.active(BULBASAUR, damage=30)
    s.coins("H")
    g = s.start("p1")
    g.act("evolve neo1-10 active", "yes")
    assert g.p1.active.damage == 0 and g.p1.bench[0].damage == 0
    assert g.p1.bench[1].damage == 10 and g.p2.active.damage == 0


def test_meganium_body_slam():
    """Meganium, Body Slam: 40; heads, the Defending Pokémon is Paralyzed."""
    g = attack("neo1-10", "Body Slam", coins=["H"])
    assert g.p2.active.damage == 40 and "paralyzed" in g.p2.active.conditions


# --- 12 Pichu ----------------------------------------------------------------------------
def test_pichu_zzzap_hits_each_pokemon_with_a_power():
    """Pichu, Zzzap: 20 to each Pokémon in play with a Pokémon Power (both players'),
    without Weakness or Resistance; none to those without."""
    s = scenario()
    s.p1.bench(VENUSAUR, under=["base1-30", BULBASAUR])
    s.p2.bench(ALAKAZAM, under=["base1-43", "base1-32"]).bench(MACHOP)
    g = attack("neo1-12", "Zzzap", s=s)
    assert g.p2.active.damage == 0 and g.p2.bench[0].damage == 20
    assert g.p2.bench[1].damage == 0 and g.p1.bench[0].damage == 20


# --- 13 Skarmory -------------------------------------------------------------------------
def test_skarmory_steel_wing_reduces_damage_by_twenty():
    """Skarmory, Steel Wing: heads, damage done to Skarmory by attacks during the opponent's
    next turn is reduced by 20 (after W/R)."""
    g = attack("neo1-13", "Steel Wing", coins=["H"], target=MACHOP,
               energy=[METAL, "Water", "Water"])
    g.act("attach base1-97 active", "attack Low Kick")
    assert g.p1.active.damage == 0  # 20 - 20


# --- 15 Steelix, 35 Furret, 57 Cyndaquil, 70 Pikachu, 76 Stantler ------------------------
@pytest.mark.parametrize("mon, name, base, more", [
    ("neo1-15", "Tail Crush", 30, 20), ("neo1-35", "Quick Attack", 20, 10),
    ("neo1-57", "Quick Attack", 10, 20), ("neo1-70", "Quick Attack", 10, 20),
    ("neo1-76", "Stomp", 20, 10)])
def test_heads_more_damage(mon, name, base, more):
    """Steelix's Tail Crush, Furret's, Cyndaquil's and Pikachu's Quick Attack, Stantler's
    Stomp: heads, the printed damage plus more; tails, the printed damage."""
    assert attack(mon, name, coins=["H"], target=CHANSEY).p2.active.damage == base + more
    assert attack(mon, name, coins=["T"], target=CHANSEY).p2.active.damage == base


# --- 17 Typhlosion -----------------------------------------------------------------------
def test_typhlosion_flame_burst():
    """Typhlosion, Flame Burst: heads, 80 and 20 to itself; tails, 60."""
    g = attack("neo1-17", "Flame Burst", coins=["H"], target=CHANSEY)
    assert g.p2.active.damage == 80 and g.p1.active.damage == 20
    g = attack("neo1-17", "Flame Burst", coins=["T"], target=CHANSEY)
    assert g.p2.active.damage == 60 and g.p1.active.damage == 0


def test_typhlosion_fire_boost_and_flame_wheel():
    """Typhlosion, Fire Boost: when played from the hand, you may flip; heads, search the
    deck for up to 4 Fire Energy cards and attach them to it. Flame Wheel: discard 3 Fire
    Energy cards; 80, and 20 to each Benched Pokémon (both players')."""
    s = Scenario()
    s.p1.deck("Fire", "Fire", "Water")
    s.p2.deck(*DECK)
    s.p1.active("neo1-46", under=["neo1-56"], energy=["Fire", "Fire"])
    s.p1.bench(BULBASAUR)
    s.p1.hand("neo1-18")
    s.p2.active(CHANSEY)
    s.p2.bench(MACHOP)
    s.coins("H")
    g = s.start("p1")
    g.act("evolve neo1-18 active", "yes", FIRE, FIRE)
    assert ids(g.p1.active.energy) == [FIRE] * 4 and ids(g.p1.deck) == [WATER]
    g.act("attack Flame Wheel")
    assert g.p2.active.damage == 80 and g.p2.bench[0].damage == 20
    assert g.p1.bench[0].damage == 20 and ids(g.p1.active.energy) == [FIRE]


# --- 24 Murkrow --------------------------------------------------------------------------
def test_murkrow_feint_attack_chooses_any_opposing_pokemon():
    """Murkrow, Feint Attack: 20 to 1 of the opponent's Pokémon of your choice, not affected
    by Weakness, Resistance or effects on the Defending Pokémon. Chansey (Resistance
    Psychic, not Darkness) on the Bench takes 20; Darkness Energy adds 10 only against
    the Defending Pokémon (spec, damage step 5)."""
    s = scenario()
    s.p2.bench(CHANSEY)
    g = attack("neo1-24", "Feint Attack", s=s, then=["opp-bench1"])
    assert g.p2.bench[0].damage == 20 and g.p2.active.damage == 0


# --- 25 Sneasel --------------------------------------------------------------------------
def test_sneasel_beat_up_flips_for_each_of_your_pokemon():
    """Sneasel, Beat Up: a coin for each of your Pokémon in play; 20 times the heads (plus
    10 for each Darkness Energy, damage step 5)."""
    s = scenario()
    s.p1.bench(BULBASAUR).bench(PIKACHU)
    g = attack("neo1-25", "Beat Up", coins=["H", "T", "H"], target=CHANSEY, s=s)
    assert g.p2.active.damage == 60  # 40, and 10 for each of 2 Darkness Energy
    g = attack("neo1-25", "Fury Swipes", coins=["H", "H", "T"], target=CHANSEY)
    assert g.p2.active.damage == 30  # 20, and 10 for its Darkness Energy


# --- 26 Aipom ----------------------------------------------------------------------------
def test_aipom_pilfer_shuffles_itself_in_and_heads_a_discarded_card():
    """Aipom, Pilfer: shuffle Aipom and every card attached to it into your deck; heads,
    shuffle a card of your discard pile into your deck too."""
    s = scenario()
    s.p1.bench(BULBASAUR)
    s.p1.discard("base1-91")
    g = attack("neo1-26", "Pilfer", coins=["H"], s=s)  # (the only card: no question)
    assert g.p1.active.name == "Bulbasaur" and g.p1.discard == []
    assert sorted(ids(g.p1.deck)) == sorted(["base1-91", "neo1-26"] + [WATER] * 7)
    assert attack("neo1-26", "Tail Rap", coins=["H", "H"]).p2.active.damage == 20


# --- 27 Ariados --------------------------------------------------------------------------
def test_ariados_poison_bite_poisons_and_heals_half():
    """Ariados, Poison Bite: 20, the Defending Pokémon is Poisoned, and Ariados removes
    half the damage done (10) from itself."""
    g = attack("neo1-27", "Poison Bite", damage=30)
    assert g.p2.active.damage == 30 and "poisoned" in g.p2.active.conditions  # Poison: 10
    assert g.p1.active.damage == 20


def test_ariados_spider_web_heads_no_retreat():
    """Ariados, Spider Web: heads, the Defending Pokémon can't retreat (until it is Benched
    or evolves)."""
    s = scenario()
    s.p2.bench(MACHOP)
    g = attack("neo1-27", "Spider Web", coins=["H"], s=s)
    g.act("attach base1-97 active")
    assert not any(k.startswith("retreat") for k in keys(g))


# --- 28, 29 Bayleef ----------------------------------------------------------------------
def test_bayleef_pollen_shield_keeps_special_conditions_away():
    """Bayleef, Pollen Shield: 30; during the opponent's next turn Bayleef can't become
    Asleep, Confused, Paralyzed or Poisoned."""
    g = attack("neo1-28", "Pollen Shield", target="neo1-60")
    g.act("attach base1-97 active", "attack Hypnosis")
    assert not g.p1.active.conditions


def test_bayleef_poisonpowder():
    """Bayleef, Poisonpowder: 20; heads, the Defending Pokémon is Poisoned."""
    g = attack("neo1-28", "Poisonpowder", coins=["H"])
    assert g.p2.active.damage == 30 and "poisoned" in g.p2.active.conditions  # Poison: 10


@pytest.mark.parametrize("face", ["H", "T"])
def test_bayleef_sweet_scent_heals_your_side_or_theirs(face):
    """Bayleef, Sweet Scent: heads, remove 2 damage counters from 1 of your Pokémon; tails,
    from 1 of your opponent's (your choice)."""
    s = scenario()
    g = attack("neo1-29", "Sweet Scent", coins=[face], damage=30, target_damage=30, s=s)
    if face == "H":
        assert g.p1.active.damage == 10 and g.p2.active.damage == 30
    else:
        assert g.p1.active.damage == 30 and g.p2.active.damage == 10
    g = attack("neo1-29", "Double Razor Leaf", coins=["H", "H"], target=CHANSEY)
    assert g.p2.active.damage == 80


# --- 30 Clefairy, 71 Sentret, 81 Totodile, 82 Wooper, 35 Furret --------------------------
@pytest.mark.parametrize("mon, name, coins, done", [
    ("neo1-30", "Doubleslap", "HH", 20), ("neo1-71", "Fury Swipes", "HTH", 20),
    ("neo1-81", "Fury Swipes", "HHH", 30), ("neo1-82", "Slam", "TH", 20),
    ("neo1-35", "Slam", "HH", 60), ("neo1-63", "Comet Punch", "HHHT", 30)])
def test_damage_times_heads(mon, name, coins, done):
    """Clefairy's Doubleslap, Sentret's and Totodile's Fury Swipes, Wooper's and Furret's
    Slam, Ledyba's Comet Punch: the damage times the number of heads."""
    assert attack(mon, name, coins=list(coins), target=CHANSEY).p2.active.damage == done


# --- 31 Croconaw, 69 Onix ----------------------------------------------------------------
@pytest.mark.parametrize("mon", ["neo1-31", "neo1-69"])
def test_screech_adds_twenty_to_damage_until_the_end_of_your_next_turn(mon):
    """Croconaw's and Onix's Screech: until the end of your next turn, an attack that
    damages the Defending Pokémon (after W/R) does 20 more to it."""
    s = scenario()
    s.p1.bench("neo1-69", energy=["Fighting", "Fighting"])
    g = attack(mon, "Screech", target=MACHOP, s=s,
               energy=["Fighting", "Fighting"] if mon == "neo1-69" else None)
    assert g.p2.active.damage == 0
    g.act("end")  # p2's turn: the effect stays through it
    if mon == "neo1-31":  # Croconaw retreats (1 Energy) for Onix
        g.act("attach base1-102 active", "retreat")
    g.act("attack Rage")
    assert g.p2.active.damage == 30  # Rage 10 (Onix undamaged) + 20


def test_croconaw_sweep_away_discards_the_top_three_cards():
    """Croconaw, Sweep Away: 50; discard the top 3 cards of your deck."""
    g = attack("neo1-32", "Sweep Away", target=CHANSEY)
    assert g.p2.active.damage == 50 and len(g.p1.discard) == 3 and len(g.p1.deck) == 3


# --- 33 Electabuzz, 56 Cyndaquil: Swift --------------------------------------------------
@pytest.mark.parametrize("mon", ["neo1-33", "neo1-56"])
def test_swift_ignores_defender(mon):
    """Electabuzz's and Cyndaquil's Swift: not affected by Weakness, Resistance or effects
    on the Defending Pokémon (Defender attached)."""
    base = int(next(a for a in card(mon).attacks if a.name == "Swift").damage)
    s = scenario()
    s.p2.active(LAPRAS, attached=["base1-80"])
    s.p1.active(mon, energy=cost(mon, "Swift"))
    g = s.start("p1")
    g.act("attack Swift")
    assert g.p2.active.damage == base


# --- 34 Flaaffy --------------------------------------------------------------------------
def test_flaaffy_electric_current_moves_a_lightning_energy_to_the_bench():
    """Flaaffy, Electric Current: 20; move 1 Lightning Energy card from Flaaffy to 1 of your
    Benched Pokémon."""
    s = scenario()
    s.p1.bench(PIKACHU)
    g = attack("neo1-34", "Electric Current", s=s)  # (one Benched Pokémon: no question)
    assert ids(g.p1.bench[0].energy) == [LIGHTNING] and len(g.p1.active.energy) == 1


# --- 36 Gloom ----------------------------------------------------------------------------
@pytest.mark.parametrize("coins, condition", [("H", "confused"), ("TT", "asleep")])
def test_gloom_strange_powder(coins, condition):
    """Gloom, Strange Powder: heads, Confused; tails, Asleep."""
    g = attack("neo1-36", "Strange Powder", coins=list(coins))
    assert condition in g.p2.active.conditions


# --- 37 Granbull -------------------------------------------------------------------------
def test_granbull_raging_charge():
    """Granbull, Raging Charge: 10 plus 10 per damage counter on it, then 20 to itself."""
    g = attack("neo1-37", "Raging Charge", damage=30, target=CHANSEY)
    assert g.p2.active.damage == 40 and g.p1.active.damage == 50


# --- 41 Miltank --------------------------------------------------------------------------
def test_miltank_milk_drink_heals_two_counters_per_heads():
    """Miltank, Milk Drink: flip 2 coins; remove 2 damage counters per heads (all if
    fewer)."""
    assert attack("neo1-41", "Milk Drink", coins=["H", "T"], damage=50).p1.active.damage == 30
    assert attack("neo1-41", "Milk Drink", coins=["H", "H"], damage=30).p1.active.damage == 0


# --- 43 Phanpy ---------------------------------------------------------------------------
def test_phanpy_endure_survives_the_next_turn_with_ten_hp():
    """Phanpy, Endure: heads, if an attack would Knock Out Phanpy during the opponent's next
    turn, it isn't, and its remaining HP become 10."""
    s = scenario()
    g = attack("neo1-43", "Endure", coins=["H"], target=MACHOP, damage=20, s=s)
    g.act("attach base1-97 active", "attack Low Kick")  # 20 more would Knock it Out
    assert g.p1.active.name == "Phanpy" and g.p1.active.damage == 30  # (40 HP)


# --- 44 Piloswine ------------------------------------------------------------------------
@pytest.mark.parametrize("face", ["H", "T"])
def test_piloswine_blizzard(face):
    """Piloswine, Blizzard: 30; heads, 10 to each of the opponent's Benched Pokémon; tails,
    10 to each of your own."""
    s = scenario()
    s.p1.bench(BULBASAUR)
    s.p2.bench(MACHOP)
    g = attack("neo1-44", "Blizzard", coins=[face], s=s)
    assert g.p2.active.damage == 30
    assert (g.p2.bench[0].damage, g.p1.bench[0].damage) == ((10, 0) if face == "H" else (0, 10))


def test_piloswine_freeze_heads_the_defending_pokemon_cant_attack():
    """Piloswine, Freeze: heads, the Defending Pokémon can't attack (until Benched or
    evolved)."""
    g = attack("neo1-44", "Freeze", coins=["H"], target=MACHOP)
    g.act("attach base1-97 active")
    assert "attack Low Kick" not in keys(g)


# --- 45 Quagsire -------------------------------------------------------------------------
def test_quagsire_earthquake_hits_your_own_bench():
    """Quagsire, Earthquake: 60, and 10 to each of your own Benched Pokémon."""
    s = scenario()
    s.p1.bench(BULBASAUR)
    g = attack("neo1-45", "Earthquake", s=s, target=LAPRAS)
    assert g.p2.active.damage == 60 and g.p1.bench[0].damage == 10


# --- 46 Quilava --------------------------------------------------------------------------
def test_quilava_ember_and_fire_wind():
    """Quilava, Ember: discard 1 Fire Energy card to do 30. Fire Wind: 20, and choose 1 of
    the opponent's Benched Pokémon: 10 to it for each heads of 2 coins."""
    g = attack("neo1-46", "Ember")
    assert g.p2.active.damage == 30 and ids(g.p1.discard) == [FIRE]
    s = scenario()
    s.p2.bench(MACHOP)
    g = attack("neo1-46", "Fire Wind", coins=["H", "H"], s=s)
    assert g.p2.active.damage == 20 and g.p2.bench[0].damage == 20


# --- 47 Quilava (the spec's example of Char) ---------------------------------------------
def test_quilava_char_puts_a_char_counter_that_burns_after_every_turn():
    """Quilava, Char: 30; if the Defending Pokémon has no Char counter, flip: heads, put
    one. Spec, Pokémon Checkup step 4 (its example names Quilava's Char): after every turn
    the owner flips for it; tails, 2 damage counters. A second Char adds no second
    counter."""
    g = attack("neo1-47", "Char", coins=["H", "T"], target=CHANSEY)
    # the coin after p1's turn: tails, 20 more
    assert g.p2.active.damage == 50 and g.p2.active.has_effect("char")


def test_char_counter_flips_after_each_turn_and_stays_on_the_bench():
    """Quilava, Char (spec, Checkup step 4): the Char counter stays as the Pokémon goes to
    the Bench; after p2's turn its coin is flipped again (heads: nothing)."""
    s = scenario()
    s.p2.bench(MACHOP)
    s.p1.active("neo1-47", energy=["Fire"] * 3)
    s.p2.active(CHANSEY)
    s.coins("H", "H", "T")
    g = s.start("p1")
    g.act("attack Char")  # heads: Char counter; after p1's turn: heads, no damage
    assert g.p2.active.damage == 30
    g.act("end")  # after p2's turn: tails, 20
    assert g.p2.active.damage == 50


# --- 47 Quilava Smokescreen --------------------------------------------------------------
def test_quilava_smokescreen_tails_the_attack_does_nothing():
    """Quilava, Smokescreen: 20; if the Defending Pokémon attacks during the opponent's next
    turn, they flip a coin: tails, that attack does nothing."""
    s = scenario()
    g = attack("neo1-47", "Smokescreen", coins=["T"], target=MACHOP, s=s)
    g.act("attach base1-97 active", "attack Low Kick")
    assert g.p1.active.damage == 0


# --- 48 Seadra ---------------------------------------------------------------------------
def test_seadra_mud_splash_heads_ten_to_a_benched_pokemon():
    """Seadra, Mud Splash: 30; choose 1 of the opponent's Benched Pokémon and flip: heads,
    10 to it."""
    s = scenario()
    s.p2.bench(MACHOP).bench(BULBASAUR)
    g = attack("neo1-48", "Mud Splash", coins=["H"], s=s, then=["opp-bench2"])
    assert g.p2.active.damage == 30 and g.p2.bench[1].damage == 10
    g = attack("neo1-48", "Bubble", coins=["H"])
    assert "paralyzed" in g.p2.active.conditions


# --- 49 Skiploom, 51 Togepi, 59 Gligar ---------------------------------------------------
def test_poison_attacks():
    """Skiploom's Poisonpowder, Togepi's Poison Barb: the Defending Pokémon is Poisoned;
    Gligar's Poison Sting on heads; Skiploom's Stun Spore: heads, Paralyzed."""
    assert "poisoned" in attack("neo1-49", "Poisonpowder").p2.active.conditions
    assert "poisoned" in attack("neo1-51", "Poison Barb").p2.active.conditions
    assert "poisoned" in attack("neo1-59", "Poison Sting", coins=["H"],
                                target=CHANSEY).p2.active.conditions
    assert "paralyzed" in attack("neo1-49", "Stun Spore", coins=["H"]).p2.active.conditions


# --- 50 Sunflora -------------------------------------------------------------------------
def test_sunflora_petal_dance_confuses_itself():
    """Sunflora, Petal Dance: 30 times heads of 3 coins; Sunflora is then Confused."""
    g = attack("neo1-50", "Petal Dance", coins=["H", "H", "T"], target=CHANSEY)
    assert g.p2.active.damage == 60 and "confused" in g.p1.active.conditions


# --- 52 Xatu -----------------------------------------------------------------------------
def test_xatu_prophecy_and_confuse_ray():
    """Xatu, Prophecy: look at the top 3 cards of either deck and put them back in any
    order. Confuse Ray: 30; heads, Confused."""
    g = attack("neo1-52", "Confuse Ray", coins=["H"])
    assert g.p2.active.damage == 30 and "confused" in g.p2.active.conditions
    g = attack("neo1-52", "Prophecy")
    assert g.decision.player == "p1"


# --- 53, 54 Chikorita --------------------------------------------------------------------
def test_chikorita_deflector_halves_damage():
    """Chikorita, Deflector: during the opponent's next turn, damage done to Chikorita is
    halved (rounded down to the nearest 10)."""
    s = scenario()
    s.p2.hand("Fighting")
    g = attack("neo1-53", "Deflector", target=MACHOP, s=s)
    g.act("attach base1-97 active", "attack Low Kick")
    assert g.p1.active.damage == 10


def test_chikorita_growl_softens_the_defending_pokemons_attack():
    """Chikorita, Growl: if the Defending Pokémon attacks Chikorita during the opponent's
    next turn, that damage is reduced by 10 (before W/R)."""
    g = attack("neo1-54", "Growl", target=MACHOP)
    g.act("attach base1-97 active", "attack Low Kick")
    assert g.p1.active.damage == 10


# --- 55 Chinchou, 77 Sudowoodo -----------------------------------------------------------
@pytest.mark.parametrize("mon, target", [("neo1-55", CHANSEY), ("neo1-77", LAPRAS)])
def test_flail_counts_own_damage_counters(mon, target):
    """Chinchou's and Sudowoodo's Flail: 10 times the damage counters on itself."""
    assert attack(mon, "Flail", damage=30, target=target).p2.active.damage == 30


# --- 56, 81 Leer -------------------------------------------------------------------------
@pytest.mark.parametrize("mon", ["neo1-56", "neo1-81"])
def test_leer_heads_the_defending_pokemon_cant_attack_it(mon):
    """Cyndaquil's and Totodile's Leer: heads, the Defending Pokémon can't attack it during
    the opponent's next turn."""
    g = attack(mon, "Leer", coins=["H"], target=MACHOP)
    g.act("attach base1-97 active")
    assert "attack Low Kick" not in keys(g)


# --- 57 Cyndaquil ------------------------------------------------------------------------
def test_cyndaquil_fireworks_tails_discards_an_energy():
    """Cyndaquil, Fireworks: 20; tails, discard 1 Energy card attached to Cyndaquil."""
    g = attack("neo1-57", "Fireworks", coins=["T"])
    assert g.p2.active.damage == 20 and g.p1.active.energy == []
    g = attack("neo1-57", "Fireworks", coins=["H"])
    assert len(g.p1.active.energy) == 1


# --- 58 Girafarig, 64 Mantine, 68 Oddish, 70 Pikachu: Agility ----------------------------
@pytest.mark.parametrize("mon, name", [("neo1-58", "Agility"), ("neo1-64", "Undulate"),
                                       ("neo1-68", "Hide"), ("neo1-70", "Agility")])
def test_heads_prevents_all_effects_next_turn(mon, name):
    """Girafarig's and Pikachu's Agility, Mantine's Undulate, Oddish's Hide: heads, prevent
    all effects of attacks, damage included, done to it during the opponent's next turn."""
    g = attack(mon, name, coins=["H"], target=MACHOP)
    g.act("attach base1-97 active", "attack Low Kick")
    assert g.p1.active.damage == 0


# --- 58 Girafarig, 74 Snubbull, 76 Stantler, 65 Mareep, 72 Shuckle, 73 Slowpoke ----------
def test_coin_conditions():
    """Girafarig's Psybeam, Stantler's Mystifying Horns, Ledyba's Supersonic: heads,
    Confused. Mareep's Thundershock, Shuckle's Wrap, Slowpoke's Psyshock, Snubbull's
    Lick: heads, Paralyzed. Hoothoot's Hypnosis, Swinub's Powder Snow: Asleep."""
    for mon, name in [("neo1-58", "Psybeam"), ("neo1-76", "Mystifying Horns"),
                      ("neo1-63", "Supersonic"), ("neo1-55", "Supersonic")]:
        assert "confused" in attack(mon, name, coins=["H"]).p2.active.conditions
    for mon, name in [("neo1-65", "Thundershock"), ("neo1-72", "Wrap"),
                      ("neo1-73", "Psyshock"), ("neo1-74", "Lick")]:
        assert "paralyzed" in attack(mon, name, coins=["H"]).p2.active.conditions
    for mon, name in [("neo1-60", "Hypnosis"), ("neo1-79", "Powder Snow")]:
        assert "asleep" in attack(mon, name, coins=["T"]).p2.active.conditions


# --- 61 Hoppip ---------------------------------------------------------------------------
def test_hoppip_sprout_benches_a_hoppip_from_the_deck():
    """Hoppip, Sprout: search your deck for a Basic Pokémon named Hoppip and put it onto
    your Bench (not with a full Bench)."""
    s = Scenario()
    s.p1.deck("neo1-61", "Water")
    s.p2.deck(*DECK)
    g = attack("neo1-61", "Sprout", s=s, then=["neo1-61"])
    assert [m.name for m in g.p1.bench] == ["Hoppip"]


# --- 66 Marill ---------------------------------------------------------------------------
def test_marill_bubble_bomb_and_defense_curl():
    """Marill, Bubble Bomb: 30; heads, Paralyzed; tails, 10 to itself. Defense Curl: heads,
    prevent all damage done to Marill during the opponent's next turn."""
    g = attack("neo1-66", "Bubble Bomb", coins=["T"])
    assert g.p1.active.damage == 10 and not g.p2.active.conditions
    g = attack("neo1-66", "Defense Curl", coins=["H"], target=MACHOP)
    g.act("attach base1-97 active", "attack Low Kick")
    assert g.p1.active.damage == 0


# --- 67 Natu -----------------------------------------------------------------------------
def test_natu_telekinesis_twenty_to_any_opposing_pokemon_without_wr():
    """Natu, Telekinesis: 20 to 1 of the opponent's Pokémon, no Weakness or Resistance
    (Chansey resists Psychic: 20 all the same)."""
    g = attack("neo1-67", "Telekinesis", target=CHANSEY, then=[])
    assert g.p2.active.damage == 20


# --- 68 Oddish, 78 Sunkern ---------------------------------------------------------------
@pytest.mark.parametrize("mon, name", [("neo1-68", "Absorb"), ("neo1-78", "Mega Drain")])
def test_heal_half_the_damage_done(mon, name):
    """Oddish's Absorb, Sunkern's Mega Drain: remove damage counters equal to half the damage
    done (rounded up to the nearest 10)."""
    g = attack(mon, name, damage=40, target=CHANSEY)
    done = g.p2.active.damage
    assert g.p1.active.damage == 40 - (-(-done // 20) * 10)


def test_sunkern_growth_attaches_two_grass_from_the_hand():
    """Sunkern, Growth: heads, attach up to 2 Grass Energy cards from your hand to it."""
    s = scenario()
    s.p1.hand("Grass", "Grass", "Grass")
    g = attack("neo1-78", "Growth", coins=["H"], s=s, then=[GRASS, GRASS])
    assert len(g.p1.active.energy) == 3 and ids(g.p1.hand) == [GRASS]


# --- 73 Slowpoke -------------------------------------------------------------------------
def test_slowpoke_water_gun():
    """Slowpoke, Water Gun: 10 plus 10 per Water Energy beyond its cost, at most 20 more."""
    g = attack("neo1-73", "Water Gun", energy=["Water"] * 4)
    assert g.p2.active.damage == 30


# --- 74 Snubbull -------------------------------------------------------------------------
def test_snubbull_roar_heads_the_opponent_switches():
    """Snubbull, Roar: heads, the opponent switches the Defending Pokémon with 1 of their
    Benched Pokémon (their choice)."""
    s = scenario()
    s.p2.bench(MACHOP)
    g = attack("neo1-74", "Roar", coins=["H"], s=s)
    assert g.p2.active.name == "Machop"


# --- 75 Spinarak -------------------------------------------------------------------------
def test_spinarak_scary_face_no_attack_no_retreat():
    """Spinarak, Scary Face: heads, until the end of the opponent's next turn the Defending
    Pokémon can't attack or retreat."""
    s = scenario()
    s.p2.bench(CHANSEY)
    s.p1.active("neo1-75", energy=["Grass"])
    s.p2.active(MACHOP, energy=["Fighting"])
    s.coins("H")
    g = s.start("p1")
    g.act("attack Scary Face")
    assert not {k for k in keys(g) if k.startswith(("attack", "retreat"))}


# --- 80 Totodile, 69 Onix: Rage ----------------------------------------------------------
@pytest.mark.parametrize("mon", ["neo1-80", "neo1-69"])
def test_rage(mon):
    """Totodile's and Onix's Rage: 10 plus 10 for each damage counter on it."""
    assert attack(mon, "Rage", damage=20, target=LAPRAS).p2.active.damage == 30


# --- 82 Wooper ---------------------------------------------------------------------------
def test_wooper_amnesia_disables_the_chosen_attack():
    """Wooper, Amnesia: choose 1 of the Defending Pokémon's attacks; it can't use it during
    the opponent's next turn."""
    g = attack("neo1-82", "Amnesia", target=MACHOP)
    g.act("attach base1-97 active")
    assert "attack Low Kick" not in keys(g)


# --- 5 Feraligatr ------------------------------------------------------------------------
def test_feraligatr_downpour_then_riptide_counts_and_shuffles_back_the_water():
    """Feraligatr, Downpour: as often as you like, discard a Water Energy card from your hand.
    Riptide: 10 plus 10 for each Water Energy card in your discard pile; then shuffle them
    all into your deck."""
    s = scenario()
    s.p1.hand("Water", "Water")
    s.p1.discard("Water", "Fire")
    s.p1.active("neo1-5", energy=["Water"] * 3)
    s.p2.active(CHANSEY)
    g = s.start()
    g.act("power active Downpour", "power active Downpour")
    assert "power active Downpour" not in keys(g) and len(g.p1.discard) == 4
    g.act("attack Riptide")
    assert g.p2.active.damage == 40 and ids(g.p1.discard) == [FIRE]


# --- 6 Heracross -------------------------------------------------------------------------
@pytest.mark.parametrize("damage, done", [(30, 60), (40, 120)])
def test_heracross_final_blow_with_twenty_hp_or_less(damage, done):
    """Heracross, Final Blow: with 20 HP or less left, Megahorn's base damage is 120 (the
    card's "you may" taken) instead of 60. Heracross has 60 HP; Chansey with 10 damage
    takes 60, or is Knocked Out by 120."""
    g = attack("neo1-6", "Megahorn", coins=["H"], damage=damage, target=CHANSEY,
               target_damage=10)
    if done == 60:
        assert g.p2.active.damage == 70
    else:
        assert CHANSEY in ids(g.p2.discard) and g.winner == "p1"


# --- 14 Slowking -------------------------------------------------------------------------
def test_slowking_mind_games_puts_the_trainer_on_top_of_the_deck():
    """Slowking, Mind Games: whenever the opponent plays a Trainer card, Slowking's owner may
    flip: heads, the card does nothing and goes on top of the opponent's deck."""
    s = scenario()
    s.p1.active(CHANSEY)
    s.p1.hand("base1-91", "Water")  # Bill
    s.p2.active("neo1-14")
    s.coins("H")
    g = s.start()
    g.act("play base1-91", "yes")
    assert ids(g.p1.deck)[0] == "base1-91" and len(g.p1.hand) == 1


def test_slowking_mind_blast():
    """Slowking, Mind Blast: heads, 30 and Confused; tails, 20."""
    g = attack("neo1-14", "Mind Blast", coins=["H"], target=ZAPDOS)
    assert g.p2.active.damage == 30 and "confused" in g.p2.active.conditions


# --- 16 Togetic --------------------------------------------------------------------------
def test_togetic_super_metronome_copies_a_benched_pokemons_attack():
    """Togetic, Super Metronome: heads, choose an attack of 1 of the opponent's Pokémon (a
    Benched one too) and do it without its Energy cost. Fly: heads, prevent all effects of
    attacks next turn; tails, nothing."""
    s = scenario()
    s.p2.bench("neo1-37")  # Granbull: Raging Charge
    g = attack("neo1-16", "Super Metronome", coins=["H"], s=s, target=CHANSEY,
               then=["Raging Charge"])
    assert g.p2.active.damage == 10 and g.p1.active.damage == 20
    assert attack("neo1-16", "Fly", coins=["T"]).p2.active.damage == 0


# --- 17 Typhlosion -----------------------------------------------------------------------
def test_typhlosion_fire_recharge_attaches_a_fire_energy_from_the_discard_pile():
    """Typhlosion, Fire Recharge: once during your turn, flip; heads, attach a Fire Energy
    card from your discard pile to 1 of your Fire Pokémon."""
    s = scenario()
    s.p1.active("neo1-17")
    s.p1.bench("neo1-56").bench(BULBASAUR)
    s.p1.discard("Fire")
    s.p1.hand("Water")
    s.p2.active(ZAPDOS)
    s.coins("H")
    g = s.start()
    g.act("power active Fire Recharge")
    assert keys(g) == {"active", "bench1"}
    g.act("bench1")
    assert ids(g.p1.bench[0].energy) == [FIRE] and "power active Fire Recharge" not in keys(g)


# --- 22 Elekid ---------------------------------------------------------------------------
def test_elekid_playful_punch_heads_twenty_and_the_turn_ends():
    """Elekid, Playful Punch: once during your turn, flip: heads, 20 to the opponent's
    Active Pokémon (Weakness and Resistance applied); either way your turn ends. Lapras is
    weak to Lightning: 40."""
    s = scenario()
    s.p1.active("neo1-22")
    s.p1.hand("Water")
    s.p2.active(LAPRAS)
    s.coins("H")
    g = s.start()
    g.act("power active Playful Punch")
    assert g.p2.active.damage == 40 and g.current == "p2"


# --- 23 Magby ----------------------------------------------------------------------------
def test_magby_sputter_stops_every_power_until_the_end_of_your_next_turn():
    """Magby, Sputter: 10; all Pokémon Powers stop working until the end of your next turn
    (Elekid's Playful Punch is not offered to the opponent)."""
    s = scenario()
    s.p2.bench("neo1-22")
    g = attack("neo1-23", "Sputter", s=s, target=MACHOP)
    assert g.p2.active.damage == 10
    assert not {k for k in keys(g) if k.startswith("power")}


# --- 30 Clefairy -------------------------------------------------------------------------
def test_clefairy_squaredance_a_basic_energy_per_heads():
    """Clefairy, Squaredance: a coin for each Pokémon in play (both players'); for each heads,
    you may search your deck for a basic Energy card and put it into your hand."""
    s = Scenario()
    s.p1.deck("Fire", "Grass", "base1-91")
    s.p2.deck(*DECK)
    s.p2.bench(MACHOP)
    g = attack("neo1-30", "Squaredance", coins="HHT", s=s, then=[FIRE, GRASS])
    assert sorted(ids(g.p1.hand)) == sorted([FIRE, GRASS])


# --- 34 Flaaffy --------------------------------------------------------------------------
def test_flaaffy_discharge_a_coin_per_lightning_discarded():
    """Flaaffy, Discharge: discard all Lightning Energy cards attached; a coin for each; 30
    times the heads."""
    g = attack("neo1-34", "Discharge", coins="HHT", energy=["Lightning"] * 3, target=CHANSEY)
    assert g.p2.active.damage == 60 and g.p1.active.energy == []


# --- 38 Lanturn --------------------------------------------------------------------------
def test_lanturn_hydroelectric_power_adds_ten_per_water_energy():
    """Lanturn, Hydroelectric Power: Floodlight does 10 more for each Water Energy attached
    not used to pay for its cost."""
    g = attack("neo1-38", "Floodlight", coins=["T"], energy=["Lightning", "Lightning", "Water",
                                                               "Water"], target=CHANSEY)
    assert g.p2.active.damage == 40


# --- 39 Ledian ---------------------------------------------------------------------------
def test_ledian_baton_pass_moves_the_grass_energy_and_switches():
    """Ledian, Baton Pass: 30; if you have Grass Pokémon on your Bench, move all Grass Energy
    cards from Ledian to 1 of them, then switch Ledian with it."""
    s = scenario()
    s.p1.bench(BULBASAUR).bench(PIKACHU)
    g = attack("neo1-39", "Baton Pass", s=s, target=CHANSEY)
    assert g.p2.active.damage == 30
    assert g.p1.active.name == "Bulbasaur" and ids(g.p1.active.energy) == [GRASS, GRASS]


# --- 40 Magmar (no text) -----------------------------------------------------------------
def test_magmar_attacks_for_its_printed_damage():
    """Magmar (Neo Genesis 40): its attacks have no text; Fire Punch does its printed 30."""
    name = card("neo1-40").attacks[0].name
    base = int(card("neo1-40").attacks[0].damage)
    assert attack("neo1-40", name, target=CHANSEY).p2.active.damage == base


# --- 42 Noctowl --------------------------------------------------------------------------
def test_noctowl_glaring_gaze_sends_a_trainer_back():
    """Noctowl, Glaring Gaze: once during your turn, flip: heads, look at the opponent's hand
    and choose a Trainer card there; they shuffle it into their deck."""
    s = scenario()
    s.p1.active("neo1-42")
    s.p1.hand("Water")
    s.p2.active(ZAPDOS)
    s.p2.hand("base1-91", "Water")
    s.coins("H")
    g = s.start()
    g.act("power active Glaring Gaze")  # (the only Trainer there: no question)
    assert ids(g.p2.hand) == [WATER] and "base1-91" in ids(g.p2.deck)


# --- 62 Horsea ---------------------------------------------------------------------------
def test_horsea_fin_slap_more_after_being_damaged():
    """Horsea, Fin Slap: 20, plus 10 if an attack damaged Horsea during the opponent's last
    turn."""
    s = scenario()
    s.p1.active("neo1-62", energy=["Water", "Water"])
    s.p2.active(MACHOP, energy=["Fighting"])
    g = s.start("p2")
    g.act("attack Low Kick", "attack Fin Slap")
    assert g.p2.active.damage == 30
    assert attack("neo1-62", "Fin Slap").p2.active.damage == 20


# --- 65 Mareep ---------------------------------------------------------------------------
def test_mareep_static_electricity_one_lightning_per_mareep_in_play():
    """Mareep, Static Electricity: for each Mareep in play (both players'), you may search your
    deck for a Lightning Energy card and attach it to this Mareep."""
    s = Scenario()
    s.p1.deck("Lightning", "Lightning", "Lightning")
    s.p2.deck(*DECK)
    s.p1.bench("neo1-65")
    s.p2.bench("neo1-65")
    g = attack("neo1-65", "Static Electricity", s=s, then=[LIGHTNING, LIGHTNING, LIGHTNING])
    assert ids(g.p1.active.energy) == [LIGHTNING] * 4


# --- 11 Meganium -------------------------------------------------------------------------
def test_meganium_wild_growth_each_grass_energy_provides_two():
    """Meganium, Wild Growth: each Grass Energy card attached to your Grass Pokémon provides
    2 Grass Energy: 2 cards pay Soothing Scent (4 Grass), which makes the Defending Pokémon
    Asleep."""
    s = scenario()
    s.p1.active("neo1-11", energy=["Grass", "Grass"])
    s.p2.active(ZAPDOS)
    s.coins("T")
    g = s.start()
    assert "attack Soothing Scent" in keys(g)
    g.act("attack Soothing Scent")
    assert g.p2.active.damage == 40 and "asleep" in g.p2.active.conditions


def test_wild_growth_stops_while_meganium_is_asleep():
    """Wild Growth stops working while Meganium is Asleep, Confused or Paralyzed: its 2 Grass
    Energy cards then provide 2 Grass, too few for Soothing Scent."""
    s = scenario()
    s.p1.active("neo1-11", energy=["Grass", "Grass"], conditions=["confused"])
    s.p2.active(ZAPDOS)
    g = s.start()
    assert "attack Soothing Scent" not in keys(g)


# --- 31 Croconaw, 36 Gloom: Jaw Clamp, Sticky Nectar -----------------------------------------
def test_croconaw_jaw_clamp_no_retreat_and_no_switch():
    """Croconaw, Jaw Clamp: 30; until the end of the opponent's next turn, as long as
    Croconaw is Active, the Defending Pokémon can't retreat, and an effect that would switch
    that player's Active Pokémon does nothing (Switch here)."""
    s = scenario()
    s.p2.bench(CHANSEY)
    s.p2.hand("base1-95", "Fighting")  # Switch
    g = attack("neo1-31", "Jaw Clamp", target=MACHOP, s=s)
    assert g.p2.active.damage == 30
    g.act("attach base1-97 active")
    assert "retreat" not in keys(g)
    g.act("play base1-95")
    assert g.p2.active.name == "Machop" and "base1-95" in ids(g.p2.discard)


def test_gloom_sticky_nectar_heads_clamps_until_the_end_of_your_next_turn():
    """Gloom, Sticky Nectar: heads, 30 and, until the end of your next turn, as long as Gloom
    is Active, the Defending Pokémon can't retreat or be switched out; tails, 20."""
    s = scenario()
    s.p2.bench(CHANSEY)
    g = attack("neo1-36", "Sticky Nectar", coins=["H"], target=MACHOP, s=s)
    assert g.p2.active.damage == 30
    g.act("attach base1-97 active")
    assert "retreat" not in keys(g)
    assert attack("neo1-36", "Sticky Nectar", coins=["T"], target=CHANSEY).p2.active.damage == 20


# --- 24 Murkrow (the spec's example of Mean Look) ------------------------------------------
def test_murkrow_mean_look_blocks_retreat_not_switch():
    """Spec, Notes on Retreating, its example of Murkrow's Mean Look: the Defending Pokémon
    can't retreat as long as Murkrow stays Active, but the Switch Trainer card still switches
    it out."""
    s = scenario()
    s.p2.bench(CHANSEY)
    s.p2.hand("base1-95", "Fighting")  # Switch
    g = attack("neo1-24", "Mean Look", target=MACHOP, s=s)
    g.act("attach base1-97 active")
    assert "retreat" not in keys(g)
    g.act("play base1-95")
    assert g.p2.active.name == "Chansey"


# --- the Babies: the Baby Rule, for every Baby of the two sets -----------------------------
@pytest.mark.parametrize("baby", ["neo1-12", "neo1-20", "neo1-22", "neo1-23", "neo2-40",
                                  "neo2-66"])
@pytest.mark.parametrize("face", ["H", "T"])
def test_every_baby_makes_the_attacker_flip(baby, face):
    """Spec, "Main Differences" (the Baby Rule) and each Baby's rule text: when the Baby is
    the Active Pokémon and the opponent announces an attack, they flip a coin first; tails,
    their turn ends without the attack. (Pichu, Cleffa, Elekid, Magby, Igglybuff, Tyrogue:
    30 HP, Low Kick's 20 hits on heads.)"""
    s = scenario()
    s.p1.active(MACHOP, energy=["Fighting"])
    s.p1.hand("Water")
    s.p2.active(baby)
    s.p2.bench(CHANSEY)
    s.coins(face)
    g = s.start()
    g.act("attack Low Kick")
    assert g.p2.active.damage == (20 if face == "H" else 0) and g.current == "p2"
