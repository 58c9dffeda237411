"""Fossil (base3) Pokémon: the attacks. Every coin is scripted; the numbers are the card's.

The powers (Prehistoric Power, Transform, Step In, Curse, Transparency, Toxic Gas, Strange
Behavior, Clairvoyance, Cowardice, Kabuto Armor) are in test_base3_powers.py. The
non-holo printings 16–30 are the holo cards 1–15 again and share their behaviour.
"""

from __future__ import annotations

import pytest

from oldback.testing import Scenario
from oldback.testing import card_ids as ids
from oldback.testing import option_keys as keys

DECK = ["Grass"] * 6

# Fossil
AERODACTYL, ARTICUNO, DRAGONITE, GENGAR, HAUNTER = (
    "base3-1", "base3-2", "base3-4", "base3-5", "base3-6")
HITMONLEE, HYPNO, KABUTOPS, LAPRAS, MAGNETON = (
    "base3-7", "base3-8", "base3-9", "base3-10", "base3-11")
MOLTRES, MUK, RAICHU, ZAPDOS = "base3-12", "base3-13", "base3-14", "base3-15"
ARBOK, CLOYSTER, GASTLY, GOLBAT, GOLDUCK, GOLEM = (
    "base3-31", "base3-32", "base3-33", "base3-34", "base3-35", "base3-36")
GRAVELER, KINGLER, MAGMAR, OMASTAR, SANDSLASH, SEADRA = (
    "base3-37", "base3-38", "base3-39", "base3-40", "base3-41", "base3-42")
SLOWBRO, TENTACRUEL, WEEZING, EKANS, GEODUDE, GRIMER = (
    "base3-43", "base3-44", "base3-45", "base3-46", "base3-47", "base3-48")
HORSEA, KABUTO, KRABBY, OMANYTE, PSYDUCK, SHELLDER = (
    "base3-49", "base3-50", "base3-51", "base3-52", "base3-53", "base3-54")
SLOWPOKE, TENTACOOL, ZUBAT = "base3-55", "base3-56", "base3-57"
# Targets from the Base Set and Jungle (no attack of theirs is used unless said)
CHANSEY, HITMONCHAN, GROWLITHE, SEEL, MACHOP = (
    "base1-3", "base1-7", "base1-28", "base1-41", "base1-52")
ONIX, PONYTA, RATTATA, SANDSHREW, STARYU, VOLTORB = (
    "base1-56", "base1-60", "base1-61", "base1-62", "base1-65", "base1-67")
CLEFAIRY_DOLL, PLUSPOWER, SWITCH, DCE = "base1-70", "base1-84", "base1-95", "base1-96"
POTION, DEFENDER = "base1-94", "base1-80"
GRASS, FIRE, WATER, LIGHTNING, PSYCHIC, FIGHTING = (
    "base1-99", "base1-98", "base1-102", "base1-100", "base1-101", "base1-97")


def scenario() -> Scenario:
    s = Scenario()
    s.p1.deck(*DECK)
    s.p2.deck(*DECK)
    return s


# --- attacks with no text ------------------------------------------------------------------
PLAIN = [
    (AERODACTYL, "Wing Attack", ["Fighting"] * 3, 30),
    ("base3-16", "Wing Attack", ["Fighting"] * 3, 30),  # the non-holo printing
    (HITMONLEE, "High Jump Kick", ["Fighting"] * 3, 50),
    (KABUTOPS, "Sharp Sickle", ["Fighting"] * 2, 30),
    (GOLBAT, "Wing Attack", ["Grass"] * 3, 30),
    (GOLEM, "Avalanche", ["Fighting"] * 4, 60),
    (GRAVELER, "Rock Throw", ["Fighting"] * 3, 40),
    (KINGLER, "Crabhammer", ["Water"] * 3, 40),
    (SANDSLASH, "Slash", ["Fighting"] * 2, 20),
    (KABUTO, "Scratch", ["Fighting"], 10),
    (KRABBY, "Irongrip", ["Water"] * 2, 20),
    (TENTACOOL, "Acid", ["Water"], 10),
]


@pytest.mark.parametrize("attacker, attack, energy, printed", PLAIN)
def test_attacks_without_text_do_their_printed_damage(attacker, attack, energy, printed):
    """An attack with no text does its printed damage to a Defending Pokémon with no
    Weakness or Resistance to it (Hitmonchan: Weakness Psychic, no Resistance). No Fossil
    Pokémon is wholly vanilla; these are their plain attacks."""
    s = scenario()
    s.p1.active(attacker, energy=energy)
    s.p2.active(HITMONCHAN)
    g = s.start("p1")
    g.act(f"attack {attack}")
    assert g.p2.active.damage == printed


# --- Articuno -------------------------------------------------------------------------------
def test_articuno_freeze_dry_heads_paralyzes():
    """Articuno's Freeze Dry: 30 damage; flip, heads the Defending Pokémon is Paralyzed."""
    s = scenario()
    s.p1.active("base3-17", energy=["Water"] * 3)  # the non-holo Articuno
    s.p2.active(ONIX)
    s.coins("H")
    g = s.start("p1")
    g.act("attack Freeze Dry")
    assert g.p2.active.damage == 30
    assert g.p2.active.conditions == {"paralyzed"}


def test_articuno_blizzard_heads_hits_the_opponents_bench():
    """Blizzard: 50 to the Defending Pokémon; heads, 10 to each of the opponent's Benched
    Pokémon (no Weakness on the Bench: Growlithe, weak to Water, takes 10)."""
    s = scenario()
    s.p1.active(ARTICUNO, energy=["Water"] * 4)
    s.p1.bench(STARYU)
    s.p2.active(ONIX)
    s.p2.bench(GROWLITHE)
    s.p2.bench(SEEL)
    s.coins("H")
    g = s.start("p1")
    g.act("attack Blizzard")
    assert g.p2.active.damage == 50
    assert [m.damage for m in g.p2.bench] == [10, 10]
    assert g.p1.bench[0].damage == 0


def test_articuno_blizzard_tails_hits_its_own_bench():
    """Blizzard tails: 10 to each of the attacker's own Benched Pokémon instead."""
    s = scenario()
    s.p1.active(ARTICUNO, energy=["Water"] * 4)
    s.p1.bench(STARYU)
    s.p1.bench(SEEL)
    s.p2.active(ONIX)
    s.p2.bench(GROWLITHE)
    s.coins("T")
    g = s.start("p1")
    g.act("attack Blizzard")
    assert g.p2.active.damage == 50
    assert g.p2.bench[0].damage == 0
    assert [m.damage for m in g.p1.bench] == [10, 10]


# --- Dragonite, Gengar, Haunter, Hitmonlee, Hypno --------------------------------------------
def test_dragonite_slam_forty_per_heads():
    """Dragonite's Slam: flip 2 coins, 40 damage times the number of heads."""
    s = scenario()
    s.p1.active(DRAGONITE, energy=["Water"] * 4)
    s.p2.active(CHANSEY)
    s.coins("H", "T")
    g = s.start("p1")
    g.act("attack Slam")
    assert g.p2.active.damage == 40


def test_gengar_dark_mind_hits_a_chosen_benched_pokemon():
    """Gengar's Dark Mind: 30 to the Defending Pokémon, and 10 to one of the opponent's
    Benched Pokémon that the attacker chooses."""
    s = scenario()
    s.p1.active(GENGAR, energy=["Psychic"] * 3)
    s.p2.active(ONIX)
    s.p2.bench(SEEL)
    s.p2.bench(GROWLITHE)
    g = s.start("p1")
    g.act("attack Dark Mind")
    assert g.decision.kind == "bench-target"
    assert keys(g) == {"opp-bench1", "opp-bench2"}
    g.act("opp-bench2")
    assert g.p2.active.damage == 30
    assert [m.damage for m in g.p2.bench] == [0, 10]


def test_hypno_dark_mind_with_an_empty_bench_only_hits_the_defending():
    """Hypno's Dark Mind is the same sentence: with no Benched Pokémon, only the 30."""
    s = scenario()
    s.p1.active(HYPNO, energy=["Psychic"] * 3)
    s.p2.active(ONIX)
    g = s.start("p1")
    g.act("attack Dark Mind")
    assert g.p2.active.damage == 30


def test_haunter_nightmare_puts_to_sleep():
    """Haunter's Nightmare: 10 damage and the Defending Pokémon is Asleep (it stays asleep
    on tails at the checkup)."""
    s = scenario()
    s.p1.active(HAUNTER, energy=["Psychic", "Psychic"])
    s.p2.active(ONIX)
    s.coins("T")  # Pokémon Checkup: Onix does not wake up
    g = s.start("p1")
    g.act("attack Nightmare")
    assert g.p2.active.damage == 10
    assert g.p2.active.conditions == {"asleep"}


def test_hitmonlee_stretch_kick_hits_one_benched_pokemon_only():
    """Hitmonlee's Stretch Kick: 20 to one of the opponent's Benched Pokémon, chosen; no
    damage to the Defending Pokémon, and no Weakness on the Bench (Chansey, weak to
    Fighting, takes 20)."""
    s = scenario()
    s.p1.active(HITMONLEE, energy=["Fighting"] * 2)
    s.p2.active(ONIX)
    s.p2.bench(SEEL)
    s.p2.bench(CHANSEY)
    g = s.start("p1")
    g.act("attack Stretch Kick", "opp-bench2")
    assert g.p2.active.damage == 0
    assert [m.damage for m in g.p2.bench] == [0, 20]


def test_hitmonlee_stretch_kick_with_no_bench_does_nothing():
    """Stretch Kick with no Benched Pokémon to choose: nothing happens."""
    s = scenario()
    s.p1.active(HITMONLEE, energy=["Fighting"] * 2)
    s.p2.active(ONIX)
    g = s.start("p1")
    g.act("attack Stretch Kick")
    assert g.p2.active.damage == 0


def test_hypno_prophecy_rearranges_the_top_of_its_own_deck():
    """Hypno's Prophecy: look at up to 3 cards from the top of either deck and put them back
    in any order (yes: own deck; then how many; then the cards from the top down)."""
    s = scenario()
    s.p1.active(HYPNO, energy=["Psychic"])
    s.p1.deck("Fire", "Water", "Lightning", "Psychic")
    s.p2.active(ONIX)
    g = s.start("p1")
    g.act("attack Prophecy")
    assert g.decision.kind == "which-deck" and keys(g) == {"yes", "no"}
    g.act("yes")
    assert keys(g) == {"1", "2", "3"}
    g.act("3")
    assert keys(g) == {FIRE, WATER, LIGHTNING}
    g.act(LIGHTNING, FIRE)
    assert ids(g.p1.deck) == [LIGHTNING, FIRE, WATER, PSYCHIC]


def test_hypno_prophecy_on_the_opponents_deck():
    """Prophecy on the opponent's deck: the card put on top is the one they draw next."""
    s = scenario()
    s.p1.active(HYPNO, energy=["Psychic"])
    s.p2.active(ONIX)
    s.p2.deck("Fire", "Water", "Grass")
    g = s.start("p1")
    g.act("attack Prophecy", "no", "2", WATER)
    assert g.p2.hand[-1].id == WATER  # drawn at the start of p2's turn
    assert ids(g.p2.deck) == [FIRE, GRASS]


# --- Kabutops, Golbat, Zubat: healing by the damage done -------------------------------------
def test_kabutops_absorb_heals_half_the_damage_rounded_up():
    """Kabutops's Absorb: 40 damage; remove counters equal to half the damage done to the
    Defending Pokémon after Weakness and Resistance, rounded up to the nearest 10. With
    PlusPower the attack does 50: 25 rounds up to 3 counters removed."""
    s = scenario()
    s.p1.active(KABUTOPS, energy=["Fighting"] * 4, attached=[PLUSPOWER], damage=50)
    s.p2.active(ONIX)
    g = s.start("p1")
    g.act("attack Absorb")
    assert g.p2.active.damage == 50
    assert g.p1.active.damage == 20


def test_kabutops_absorb_removes_only_the_counters_it_has():
    """Absorb: with fewer counters than the amount, all of them are removed."""
    s = scenario()
    s.p1.active("base3-24", energy=["Fighting"] * 4, damage=10)  # the non-holo Kabutops
    s.p2.active(ONIX)
    g = s.start("p1")
    g.act("attack Absorb")
    assert g.p2.active.damage == 40
    assert g.p1.active.damage == 0


def test_golbat_leech_life_heals_the_damage_done_after_weakness():
    """Golbat's Leech Life: 20 damage; remove as many counters as the damage done after
    Weakness (Onix is weak to Grass: 40 done), all 3 it has."""
    s = scenario()
    s.p1.active(GOLBAT, energy=["Grass"] * 3, damage=30)
    s.p2.active(ONIX)
    g = s.start("p1")
    g.act("attack Leech Life")
    assert g.p2.active.damage == 40
    assert g.p1.active.damage == 0


def test_golbat_leech_life_heals_nothing_when_no_damage_is_done():
    """Leech Life heals by the damage really done: none when Defender takes the 20 away."""
    s = scenario()
    s.p1.active(GOLBAT, energy=["Grass"] * 3, damage=30)
    s.p2.active(HITMONCHAN, attached=[DEFENDER])
    g = s.start("p1")
    g.act("attack Leech Life")
    assert g.p2.active.damage == 0
    assert g.p1.active.damage == 30


def test_zubat_leech_life_and_supersonic():
    """Zubat's Leech Life: 10 damage, 1 counter removed from Zubat. Supersonic: heads,
    the Defending Pokémon is Confused."""
    s = scenario()
    s.p1.active(ZUBAT, energy=["Grass", "Grass"], damage=20)
    s.p2.active(HITMONCHAN)
    g = s.start("p1")
    g.act("attack Leech Life")
    assert g.p2.active.damage == 10
    assert g.p1.active.damage == 10

    s = scenario()
    s.p1.active(ZUBAT, energy=["Grass", "Grass"])
    s.p2.active(HITMONCHAN)
    s.coins("H")
    g = s.start("p1")
    g.act("attack Supersonic")
    assert g.p2.active.damage == 0 and g.p2.active.conditions == {"confused"}


# --- Water Gun: Lapras, Omastar, Seadra, Omanyte ---------------------------------------------
@pytest.mark.parametrize("energy, expected", [
    (["Water"], 10),
    (["Water"] * 2, 20),
    (["Water"] * 3, 30),
    (["Water"] * 4, 30),  # at most 20 more
    (["Water", "Fire"], 10),  # only Water Energy counts
])
def test_lapras_water_gun(energy, expected):
    """Lapras's Water Gun: 10, plus 10 for each Water Energy attached but not needed for the
    attack's cost (Water), at most 20 more."""
    s = scenario()
    s.p1.active(LAPRAS, energy=energy)
    s.p2.active(ONIX)
    g = s.start("p1")
    g.act("attack Water Gun")
    assert g.p2.active.damage == expected


@pytest.mark.parametrize("energy, expected", [
    (["Water"] * 2, 20),  # Water and Colorless both paid with Water
    (["Water"] * 3, 30),
    (["Water", "Fire", "Water"], 30),  # the Fire pays the Colorless: 1 Water left over
    (["Water", DCE], 20),  # Double Colorless pays the Colorless
    (["Water"] * 5, 40),  # at most 20 more
])
def test_omastar_water_gun(energy, expected):
    """Omastar's Water Gun (Water + Colorless): 20, plus 10 per Water Energy not used to
    pay the cost (other Energy pays the Colorless first), at most 20 more."""
    s = scenario()
    s.p1.active(OMASTAR, energy=energy)
    s.p2.active(ONIX)
    g = s.start("p1")
    g.act("attack Water Gun")
    assert g.p2.active.damage == expected


def test_seadra_and_omanyte_water_gun():
    """Seadra's Water Gun is Omastar's (20+, Water + Colorless); Omanyte's is Lapras's
    (10+, Water)."""
    s = scenario()
    s.p1.active(SEADRA, energy=["Water"] * 4)
    s.p2.active(ONIX)
    g = s.start("p1")
    g.act("attack Water Gun")
    assert g.p2.active.damage == 40

    s = scenario()
    s.p1.active(OMANYTE, energy=["Water"] * 2)
    s.p2.active(ONIX)
    g = s.start("p1")
    g.act("attack Water Gun")
    assert g.p2.active.damage == 20


def test_lapras_confuse_ray():
    """Lapras's Confuse Ray: 10 damage; heads, the Defending Pokémon is Confused."""
    s = scenario()
    s.p1.active(LAPRAS, energy=["Water"] * 2)
    s.p2.active(ONIX)
    s.coins("H")
    g = s.start("p1")
    g.act("attack Confuse Ray")
    assert g.p2.active.damage == 10 and g.p2.active.conditions == {"confused"}


# --- Magneton, Golem, Weezing ----------------------------------------------------------------
def test_magneton_sonicboom_ignores_weakness():
    """Magneton's Sonicboom: Weakness is not applied (Seel, weak to Lightning, takes 20)."""
    s = scenario()
    s.p1.active(MAGNETON, energy=["Lightning"] * 2)
    s.p2.active(SEEL)
    g = s.start("p1")
    g.act("attack Sonicboom")
    assert g.p2.active.damage == 20


def test_magneton_sonicboom_ignores_resistance_but_not_pluspower():
    """Sonicboom: Resistance is not applied either (Sandshrew resists Lightning: 20, not 0);
    what comes after Weakness and Resistance still happens (PlusPower: 30)."""
    s = scenario()
    s.p1.active("base3-26", energy=["Lightning"] * 2, attached=[PLUSPOWER])  # non-holo
    s.p2.active(SANDSHREW)
    g = s.start("p1")
    g.act("attack Sonicboom")
    assert g.p2.active.damage == 30


def test_magneton_selfdestruct():
    """Magneton's Selfdestruct: 100 to the Defending Pokémon, 20 to every Benched Pokémon
    of both players (no Weakness on the Bench: Seel takes 20), 100 to Magneton, which is
    Knocked Out: its owner's Benched Pokémon comes up, the opponent takes a Prize."""
    s = scenario()
    s.p1.active(MAGNETON, energy=["Lightning"] * 4)
    s.p1.bench(STARYU)
    s.p2.active(CHANSEY)
    s.p2.bench(SEEL)
    g = s.start("p1")
    g.act("attack Selfdestruct")
    assert g.p2.active.damage == 100
    assert g.p2.bench[0].damage == 20
    assert g.p1.active.card.id == STARYU and g.p1.active.damage == 20
    assert MAGNETON in ids(g.p1.discard)
    assert len(g.p2.prizes) == 5


def test_golem_selfdestruct():
    """Golem's Selfdestruct: 100 to the Defending Pokémon, 20 to each Benched Pokémon of both
    sides, and 100 to Golem (80 HP: Knocked Out)."""
    s = scenario()
    s.p1.active(GOLEM, energy=["Fighting"] * 4)
    s.p1.bench(STARYU)
    s.p2.active(SEEL)
    s.p2.bench(GROWLITHE)
    g = s.start("p1")
    g.act("attack Selfdestruct")
    assert SEEL in ids(g.p2.discard) and g.p2.active.card.id == GROWLITHE
    assert g.p2.active.damage == 20
    assert GOLEM in ids(g.p1.discard) and g.p1.active.damage == 20


def test_weezing_selfdestruct_and_smog():
    """Weezing's Selfdestruct: 60 to the Defending Pokémon, 10 to each Benched Pokémon of
    both sides, 60 to Weezing itself (Knocked Out). Smog: 20; heads, Poisoned (10 more at
    the checkup)."""
    s = scenario()
    s.p1.active(WEEZING, energy=["Grass"] * 3)
    s.p1.bench(STARYU)
    s.p2.active(HITMONCHAN)
    s.p2.bench(SEEL)
    g = s.start("p1")
    g.act("attack Selfdestruct")
    assert g.p2.active.damage == 60 and g.p2.bench[0].damage == 10
    assert WEEZING in ids(g.p1.discard) and g.p1.active.damage == 10

    s = scenario()
    s.p1.active(WEEZING, energy=["Grass"] * 2)
    s.p2.active(HITMONCHAN)
    s.coins("H")
    g = s.start("p1")
    g.act("attack Smog")
    assert g.p2.active.damage == 30 and "poisoned" in g.p2.active.conditions


# --- Moltres ---------------------------------------------------------------------------------
def test_moltres_wildfire_discards_as_many_from_the_opponents_deck():
    """Moltres's Wildfire: discard any number of Fire Energy cards from Moltres, then that
    many cards from the top of the opponent's deck."""
    s = scenario()
    s.p1.active(MOLTRES, energy=["Fire"] * 3)
    s.p2.active(ONIX)
    s.p2.deck("Water", "Lightning", "Grass", "Grass")
    g = s.start("p1")
    g.act("attack Wildfire")
    assert g.decision.kind == "discard-count" and keys(g) == {"0", "1", "2", "3"}
    g.act("2")
    assert ids(g.p1.active.energy) == [FIRE]
    assert ids(g.p1.discard) == [FIRE, FIRE]
    assert ids(g.p2.discard) == [WATER, LIGHTNING]
    assert g.p2.hand[-1].id == GRASS and len(g.p2.deck) == 1
    assert g.p2.active.damage == 0


def test_moltres_wildfire_may_discard_nothing():
    """Wildfire is optional: discarding 0 does nothing."""
    s = scenario()
    s.p1.active(MOLTRES, energy=["Fire"])
    s.p2.active(ONIX)
    g = s.start("p1")
    g.act("attack Wildfire", "0")
    assert ids(g.p1.active.energy) == [FIRE] and g.p2.discard == []


@pytest.mark.parametrize("coin, expected", [("H", 80), ("T", 0)])
def test_moltres_dive_bomb(coin, expected):
    """Dive Bomb: 80 damage; flip, tails the attack does nothing."""
    s = scenario()
    s.p1.active(MOLTRES, energy=["Fire"] * 4)
    s.p2.active(CHANSEY)
    s.coins(coin)
    g = s.start("p1")
    g.act("attack Dive Bomb")
    assert g.p2.active.damage == expected


# --- Muk, Raichu, Zapdos ---------------------------------------------------------------------
def test_muk_sludge_poisons_on_heads():
    """Muk's Sludge: 30; heads, the Defending Pokémon is Poisoned (10 at the checkup)."""
    s = scenario()
    s.p1.active(MUK, energy=["Grass"] * 3)
    s.p2.active(HITMONCHAN)
    s.coins("H")
    g = s.start("p1")
    g.act("attack Sludge")
    assert g.p2.active.damage == 40 and "poisoned" in g.p2.active.conditions


def test_raichu_gigashock_chooses_three_benched_pokemon():
    """Raichu's Gigashock: 30 to the Defending Pokémon and 10 to each of 3 of the opponent's
    Benched Pokémon the attacker chooses (no Weakness on the Bench: Seel takes 10)."""
    s = scenario()
    s.p1.active(RAICHU, energy=["Lightning"] * 4)
    s.p2.active(ONIX)
    for mon in (SEEL, STARYU, GROWLITHE, VOLTORB):
        s.p2.bench(mon)
    g = s.start("p1")
    g.act("attack Gigashock", "opp-bench1")
    assert keys(g) == {"opp-bench2", "opp-bench3", "opp-bench4"}
    g.act("opp-bench3", "opp-bench4")
    assert g.p2.active.damage == 30
    assert [m.damage for m in g.p2.bench] == [10, 0, 10, 10]


def test_raichu_gigashock_with_fewer_than_three_hits_them_all():
    """Gigashock with fewer than 3 Benched Pokémon: each of them takes 10, no choice."""
    s = scenario()
    s.p1.active("base3-29", energy=["Lightning"] * 4)  # the non-holo Raichu
    s.p2.active(ONIX)
    s.p2.bench(SEEL)
    s.p2.bench(STARYU)
    g = s.start("p1")
    g.act("attack Gigashock")
    assert [m.damage for m in g.p2.bench] == [10, 10]


def test_zapdos_thunderstorm():
    """Zapdos's Thunderstorm: 40 to the Defending Pokémon; a coin for each of the opponent's
    Benched Pokémon, heads 20 to it; then Zapdos takes 10 for each tails."""
    s = scenario()
    s.p1.active(ZAPDOS, energy=["Lightning"] * 4)
    s.p2.active(ONIX)
    for mon in (SEEL, STARYU, GROWLITHE):
        s.p2.bench(mon)
    s.coins("H", "T", "T")
    g = s.start("p1")
    g.act("attack Thunderstorm")
    assert g.p2.active.damage == 40
    assert [m.damage for m in g.p2.bench] == [20, 0, 0]
    assert g.p1.active.damage == 20


# --- Arbok, Ekans ----------------------------------------------------------------------------
def test_arbok_terror_strike_heads_opponent_switches_after_damage():
    """Arbok's Terror Strike: 10 damage; heads, the opponent chooses one of their Benched
    Pokémon to switch with the Defending Pokémon (the damage is done first)."""
    s = scenario()
    s.p1.active(ARBOK, energy=["Grass"])
    s.p2.active(HITMONCHAN)
    s.p2.bench(SEEL)
    s.p2.bench(MACHOP)
    s.coins("H")
    g = s.start("p1")
    g.act("attack Terror Strike")
    assert g.decision.player == "p2" and keys(g) == {"bench1", "bench2"}
    g.act("bench2")
    assert g.p2.active.card.id == MACHOP and g.p2.active.damage == 0
    assert g.p2.bench[1].card.id == HITMONCHAN and g.p2.bench[1].damage == 10


def test_arbok_terror_strike_tails_and_poison_fang():
    """Terror Strike tails: no switch. Poison Fang: 20 and Poisoned."""
    s = scenario()
    s.p1.active(ARBOK, energy=["Grass"])
    s.p2.active(HITMONCHAN)
    s.p2.bench(SEEL)
    s.coins("T")
    g = s.start("p1")
    g.act("attack Terror Strike")
    assert g.p2.active.card.id == HITMONCHAN and g.p2.active.damage == 10

    s = scenario()
    s.p1.active(ARBOK, energy=["Grass"] * 3)
    s.p2.active(HITMONCHAN)
    g = s.start("p1")
    g.act("attack Poison Fang")
    assert g.p2.active.damage == 30 and "poisoned" in g.p2.active.conditions


def test_ekans_spit_poison_and_wrap():
    """Ekans's Spit Poison: heads, Poisoned (no damage; 10 at the checkup). Wrap: 20; heads,
    Paralyzed."""
    s = scenario()
    s.p1.active(EKANS, energy=["Grass"])
    s.p2.active(HITMONCHAN)
    s.coins("H")
    g = s.start("p1")
    g.act("attack Spit Poison")
    assert g.p2.active.damage == 10 and g.p2.active.conditions == {"poisoned"}

    s = scenario()
    s.p1.active(EKANS, energy=["Grass"] * 2)
    s.p2.active(HITMONCHAN)
    s.coins("H")
    g = s.start("p1")
    g.act("attack Wrap")
    assert g.p2.active.damage == 20 and g.p2.active.conditions == {"paralyzed"}


# --- Cloyster, Shellder, Tentacruel ----------------------------------------------------------
def test_cloyster_clamp_heads_paralyzes():
    """Cloyster's Clamp: 30 damage; heads, the Defending Pokémon is Paralyzed."""
    s = scenario()
    s.p1.active(CLOYSTER, energy=["Water"] * 2)
    s.p2.active(ONIX)
    s.coins("H")
    g = s.start("p1")
    g.act("attack Clamp")
    assert g.p2.active.damage == 30 and g.p2.active.conditions == {"paralyzed"}


def test_cloyster_clamp_tails_does_nothing_not_even_damage():
    """Clamp tails: the attack does nothing, not even its damage."""
    s = scenario()
    s.p1.active(CLOYSTER, energy=["Water"] * 2)
    s.p2.active(ONIX)
    s.coins("T")
    g = s.start("p1")
    g.act("attack Clamp")
    assert g.p2.active.damage == 0 and not g.p2.active.conditions


def test_cloyster_and_omastar_spike_cannon():
    """Spike Cannon (Cloyster, Omastar): 2 coins, 30 times the number of heads."""
    for attacker, coins, expected in ((CLOYSTER, ("H", "H"), 60), (OMASTAR, ("H", "T"), 30)):
        s = scenario()
        s.p1.active(attacker, energy=["Water"] * 2)
        s.p2.active(ONIX)
        s.coins(*coins)
        g = s.start("p1")
        g.act("attack Spike Cannon")
        assert g.p2.active.damage == expected


def test_shellder_supersonic_and_hide_in_shell():
    """Shellder's Supersonic: heads, Confused. Hide in Shell: heads, all damage done to
    Shellder during the opponent's next turn is prevented."""
    s = scenario()
    s.p1.active(SHELLDER, energy=["Water"])
    s.p2.active(HITMONCHAN)
    s.coins("H")
    g = s.start("p1")
    g.act("attack Supersonic")
    assert g.p2.active.conditions == {"confused"}

    s = scenario()
    s.p1.active(SHELLDER, energy=["Water"])
    s.p2.active(HITMONCHAN, energy=["Fighting"])
    s.coins("H")
    g = s.start("p1")
    g.act("attack Hide in Shell")
    g.act("attack Jab")
    assert g.p1.active.damage == 0


def test_tentacruel_supersonic_and_jellyfish_sting():
    """Tentacruel's Supersonic: heads, Confused (no damage). Jellyfish Sting: 10 and
    Poisoned."""
    s = scenario()
    s.p1.active(TENTACRUEL, energy=["Water"])
    s.p2.active(ONIX)
    s.coins("H")
    g = s.start("p1")
    g.act("attack Supersonic")
    assert g.p2.active.damage == 0 and g.p2.active.conditions == {"confused"}

    s = scenario()
    s.p1.active(TENTACRUEL, energy=["Water"] * 2)
    s.p2.active(ONIX)
    g = s.start("p1")
    g.act("attack Jellyfish Sting")
    assert g.p2.active.damage == 20 and "poisoned" in g.p2.active.conditions


# --- Gastly ----------------------------------------------------------------------------------
def test_gastly_lick():
    """Gastly's Lick: 10; heads, the Defending Pokémon is Paralyzed."""
    s = scenario()
    s.p1.active(GASTLY, energy=["Psychic"])
    s.p2.active(ONIX)
    s.coins("H")
    g = s.start("p1")
    g.act("attack Lick")
    assert g.p2.active.damage == 10 and g.p2.active.conditions == {"paralyzed"}


def test_gastly_energy_conversion_takes_up_to_two_energy_cards():
    """Gastly's Energy Conversion: put up to 2 Energy cards from the discard pile into the
    hand (Trainers are not offered), and Gastly does 10 damage to itself."""
    s = scenario()
    s.p1.active(GASTLY, energy=["Psychic"] * 2)
    s.p1.discard("Water", PLUSPOWER, "Fire", "Psychic")
    s.p2.active(ONIX)
    g = s.start("p1")
    g.act("attack Energy Conversion")
    assert keys(g) == {WATER, FIRE, PSYCHIC, "done"}
    g.act(FIRE, WATER)
    assert ids(g.p1.discard) == [PLUSPOWER, PSYCHIC]
    assert FIRE in ids(g.p1.hand) and WATER in ids(g.p1.hand)
    assert g.p1.active.damage == 10 and g.p2.active.damage == 0


def test_gastly_energy_conversion_may_stop_early():
    """Energy Conversion: "up to" 2, so one card and then done."""
    s = scenario()
    s.p1.active(GASTLY, energy=["Psychic"] * 2)
    s.p1.discard("Water", "Fire")
    s.p2.active(ONIX)
    g = s.start("p1")
    g.act("attack Energy Conversion", WATER, "done")
    assert ids(g.p1.discard) == [FIRE]
    assert g.p1.active.damage == 10


# --- Golduck, Graveler, Grimer, Kingler ------------------------------------------------------
def test_golduck_psyshock_and_hyper_beam():
    """Golduck's Psyshock: 10; heads, Paralyzed. Hyper Beam: 20, and one Energy card of the
    Defending Pokémon is discarded."""
    s = scenario()
    s.p1.active(GOLDUCK, energy=["Psychic"])
    s.p2.active(ONIX)
    s.coins("H")
    g = s.start("p1")
    g.act("attack Psyshock")
    assert g.p2.active.damage == 10 and g.p2.active.conditions == {"paralyzed"}

    s = scenario()
    s.p1.active(GOLDUCK, energy=["Water"] * 3)
    s.p2.active(ONIX, energy=["Fighting", "Fire"])
    g = s.start("p1")
    g.act("attack Hyper Beam", f"opp-active:{FIRE}")
    assert g.p2.active.damage == 20 and ids(g.p2.active.energy) == [FIGHTING]


def test_graveler_harden():
    """Graveler's Harden: during the opponent's next turn, damage of 30 or less done to
    Graveler (after Weakness and Resistance) is prevented; more than 30 is not."""
    s = scenario()
    s.p1.active(GRAVELER, energy=["Fighting"] * 2)
    s.p2.active(HITMONCHAN, energy=["Fighting"] * 3)
    g = s.start("p1")
    g.act("attack Harden", "attack Jab")
    assert g.p1.active.damage == 0

    s = scenario()
    s.p1.active(GRAVELER, energy=["Fighting"] * 2)
    s.p2.active(HITMONCHAN, energy=["Fighting"] * 3)
    g = s.start("p1")
    g.act("attack Harden", "attack Special Punch")
    assert g.p1.active.damage == 40


def test_grimer_nasty_goo_and_minimize():
    """Grimer's Nasty Goo: 10; heads, Paralyzed. Minimize: damage done to Grimer by attacks
    during the opponent's next turn is reduced by 20."""
    s = scenario()
    s.p1.active(GRIMER, energy=["Grass"])
    s.p2.active(HITMONCHAN)
    s.coins("H")
    g = s.start("p1")
    g.act("attack Nasty Goo")
    assert g.p2.active.damage == 10 and g.p2.active.conditions == {"paralyzed"}

    s = scenario()
    s.p1.active(GRIMER, energy=["Grass"])
    s.p2.active(HITMONCHAN, energy=["Fighting"] * 3)
    g = s.start("p1")
    g.act("attack Minimize", "attack Special Punch")
    assert g.p1.active.damage == 20


def test_kingler_flail():
    """Kingler's Flail: 10 damage times the number of damage counters on Kingler."""
    s = scenario()
    s.p1.active(KINGLER, energy=["Water"], damage=30)
    s.p2.active(ONIX)
    g = s.start("p1")
    g.act("attack Flail")
    assert g.p2.active.damage == 30


# --- Magmar, Horsea: Smokescreen -------------------------------------------------------------
@pytest.mark.parametrize("coin, expected", [("T", 0), ("H", 20)])
def test_magmar_smokescreen(coin, expected):
    """Magmar's Smokescreen: 10 damage; if the Defending Pokémon attacks during the
    opponent's next turn, its owner flips: tails, that attack does nothing."""
    s = scenario()
    s.p1.active(MAGMAR, energy=["Fire"])
    s.p2.active(HITMONCHAN, energy=["Fighting"])
    s.coins(coin)
    g = s.start("p1")
    g.act("attack Smokescreen")
    assert g.p2.active.damage == 10
    g.act("attack Jab")
    assert g.p1.active.damage == expected


def test_magmar_smog_and_horsea_smokescreen():
    """Magmar's Smog: 20; heads, Poisoned. Horsea's Smokescreen is Magmar's: 10, and the
    Defending Pokémon's next attack may fail (here tails: it does nothing)."""
    s = scenario()
    s.p1.active(MAGMAR, energy=["Fire"] * 2)
    s.p2.active(HITMONCHAN)
    s.coins("H")
    g = s.start("p1")
    g.act("attack Smog")
    assert g.p2.active.damage == 30 and "poisoned" in g.p2.active.conditions

    s = scenario()
    s.p1.active(HORSEA, energy=["Water"])
    s.p2.active(HITMONCHAN, energy=["Fighting"])
    s.coins("T")
    g = s.start("p1")
    g.act("attack Smokescreen", "attack Jab")
    assert g.p2.active.damage == 10 and g.p1.active.damage == 0


# --- Sandslash, Geodude, Psyduck -------------------------------------------------------------
def test_sandslash_fury_swipes():
    """Sandslash's Fury Swipes: 3 coins, 20 times the number of heads."""
    s = scenario()
    s.p1.active(SANDSLASH, energy=["Fighting"] * 2)
    s.p2.active(ONIX)
    s.coins("H", "T", "H")
    g = s.start("p1")
    g.act("attack Fury Swipes")
    assert g.p2.active.damage == 40


@pytest.mark.parametrize("coins, expected", [(("H", "H", "T"), 20), (("T",), 0),
                                             (("H", "H", "H", "H", "T"), 40)])
def test_geodude_stone_barrage_flips_until_tails(coins, expected):
    """Geodude's Stone Barrage: flip until tails, 10 damage times the number of heads."""
    s = scenario()
    s.p1.active(GEODUDE, energy=["Fighting"] * 2)
    s.p2.active(ONIX)
    s.coins(*coins)
    g = s.start("p1")
    g.act("attack Stone Barrage")
    assert g.p2.active.damage == expected


def test_psyduck_headache_stops_trainers_for_one_turn():
    """Psyduck's Headache: the opponent can't play Trainer cards during their next turn —
    Clefairy Doll included: it is a Trainer card played as if it were a Pokémon (our reading
    of the card text; RULINGS.md has no line on it). The turn after, they can again."""
    s = scenario()
    s.p1.active(PSYDUCK, energy=["Psychic"])
    s.p2.active(HITMONCHAN)
    s.p2.bench(MACHOP)
    s.p2.hand(PLUSPOWER, SWITCH, CLEFAIRY_DOLL)
    g = s.start("p1")
    g.act("attack Headache")
    assert g.current == "p2"
    assert not any(k.startswith(("play ", f"bench {CLEFAIRY_DOLL}")) for k in keys(g))
    g.act("end")
    g.act("end")  # p1's turn
    assert g.current == "p2"
    assert {f"play {PLUSPOWER}", f"play {SWITCH}", f"bench {CLEFAIRY_DOLL}"} <= keys(g)


def test_psyduck_headache_on_the_promo_and_fury_swipes():
    """Psyduck was first printed as Black Star promo 20 (basep-20): same card. Fury Swipes:
    3 coins, 10 times the number of heads."""
    s = scenario()
    s.p1.active("basep-20", energy=["Water"])
    s.p2.active(ONIX)
    s.coins("H", "T", "H")
    g = s.start("p1")
    g.act("attack Fury Swipes")
    assert g.p2.active.damage == 20


# --- Seadra, Slowbro, Slowpoke ---------------------------------------------------------------
def test_seadra_agility_heads_prevents_everything_next_turn():
    """Seadra's Agility: 20; heads, during the opponent's next turn all effects of attacks,
    damage included, done to Seadra are prevented."""
    s = scenario()
    s.p1.active(SEADRA, energy=["Water"] * 3)
    s.p2.active(ONIX, energy=["Fighting"])
    s.coins("H")
    g = s.start("p1")
    g.act("attack Agility")
    assert g.p2.active.damage == 20
    g.act("attack Rock Throw")
    assert g.p1.active.damage == 0

    s = scenario()
    s.p1.active(SEADRA, energy=["Water"] * 3)
    s.p2.active(ONIX, energy=["Fighting"])
    s.coins("T")
    g = s.start("p1")
    g.act("attack Agility", "attack Rock Throw")
    assert g.p1.active.damage == 10


def test_slowbro_psyshock():
    """Slowbro's Psyshock: 20; heads, the Defending Pokémon is Paralyzed."""
    s = scenario()
    s.p1.active(SLOWBRO, energy=["Psychic"] * 2)
    s.p2.active(ONIX)
    s.coins("H")
    g = s.start("p1")
    g.act("attack Psyshock")
    assert g.p2.active.damage == 20 and g.p2.active.conditions == {"paralyzed"}


def test_slowpoke_spacing_out_and_scavenge():
    """Slowpoke's Spacing Out: only with damage counters on it; heads, remove 1. Scavenge:
    discard a Psychic Energy from Slowpoke to take a Trainer from the discard pile."""
    s = scenario()
    s.p1.active(SLOWPOKE, energy=["Psychic"] * 2)
    s.p2.active(ONIX)
    g = s.start("p1")
    assert g.current == "p1" and "attack Spacing Out" not in keys(g)
    g.act("attack Scavenge")
    assert ids(g.p1.active.energy) == [PSYCHIC]  # no Trainer to take: the cost is still paid

    s = scenario()
    s.p1.active(SLOWPOKE, energy=["Psychic"] * 2, damage=20)
    s.p1.discard(POTION)
    s.p2.active(ONIX)
    s.coins("H")
    g = s.start("p1")
    g.act("attack Spacing Out")
    assert g.p1.active.damage == 10

    s = scenario()
    s.p1.active(SLOWPOKE, energy=["Psychic"] * 2)
    s.p1.discard(POTION)
    s.p2.active(ONIX)
    g = s.start("p1")
    g.act("attack Scavenge")
    assert POTION in ids(g.p1.hand) and ids(g.p1.discard) == [PSYCHIC]


# --- Krabby ----------------------------------------------------------------------------------
def test_krabby_call_for_family_benches_a_krabby():
    """Krabby's Call for Family: search the deck for a Basic Pokémon named Krabby and put it
    onto the Bench; shuffle."""
    s = scenario()
    s.p1.active(KRABBY, energy=["Water"])
    s.p1.deck("Grass", KRABBY, "Grass")
    s.p2.active(ONIX)
    g = s.start("p1")
    g.act("attack Call for Family")
    assert keys(g) == {KRABBY, "done"}
    g.act(KRABBY)
    assert [m.card.id for m in g.p1.bench] == [KRABBY]
    assert ids(g.p1.deck) == [GRASS, GRASS]


def test_krabby_call_for_family_may_fail_and_not_with_a_full_bench():
    """Call for Family may fail to find (a private search, spec "Fail to find"); it can't
    be used at all while the Bench is full."""
    s = scenario()
    s.p1.active(KRABBY, energy=["Water"])
    s.p1.deck(KRABBY)
    s.p2.active(ONIX)
    g = s.start("p1")
    g.act("attack Call for Family", "done")
    assert g.p1.bench == [] and ids(g.p1.deck) == [KRABBY]

    s = scenario()
    s.p1.active(KRABBY, energy=["Water"])
    for _ in range(5):
        s.p1.bench(STARYU)
    s.p1.deck(KRABBY)
    s.p1.hand("Water")
    s.p2.active(ONIX)
    g = s.start("p1")
    assert g.current == "p1" and "attack Call for Family" not in keys(g)
