"""Neo Destiny (neo4): the rare cards (1–30: the Dark and Light Pokémon, Miracle Energy,
Unown [G] [H] [W] [X]) and the Shining Pokémon (106–113), in number order, with the deck rule
printed on the Shining Pokémon and on Miracle Energy. Each test names the card and says its
text in our words; rulings name their source (the spec, RULINGS.md, docs/rulings.md)."""

from __future__ import annotations

import pytest

from oldback import card
from oldback.engine.decisions import IllegalAction
from oldback.formats import get_format
from oldback.testing import Scenario
from oldback.testing import card_ids as ids
from oldback.testing import option_keys as keys

CHANSEY, LAPRAS, ZAPDOS, MACHOP = "base1-3", "base3-10", "base1-16", "base1-52"
PIKACHU, BULBASAUR, DRATINI, DRAGONAIR = "base1-58", "base1-44", "base1-26", "base1-18"
WATER, FIRE, LIGHTNING = "base1-102", "base1-98", "base1-100"
MIRACLE, DARK_AMPHAROS, CHARMANDER, CHARMELEON = "neo4-16", "neo4-1", "base1-46", "base1-24"
LIGHT_DRAGONAIR, LIGHT_DRAGONITE = "neo4-22", "neo4-14"
CELEBI, CHARIZARD, KABUTOPS, MEWTWO = "neo4-106", "neo4-107", "neo4-108", "neo4-109"
NOCTOWL, RAICHU, STEELIX, TYRANITAR = "neo4-110", "neo4-111", "neo4-112", "neo4-113"


def scenario() -> Scenario:
    s = Scenario()
    s.p1.deck(*["Water"] * 6)
    s.p2.deck(*["Water"] * 6)
    s.p2.hand("Fighting")  # p2's turn waits for it; Machop's Low Kick (F) 20
    return s


# --- 1 Dark Ampharos -------------------------------------------------------------------------
def test_dark_ampharos_conductivity_ten_to_a_pokemon_the_opponent_attaches_to():
    """Dark Ampharos, Conductivity: whenever the opponent attaches an Energy card from their
    hand to a Pokémon, 10 damage to that Pokémon (no Weakness or Resistance); not while its
    owner has 2 Dark Ampharos in play."""
    s = scenario()
    s.p1.active(DARK_AMPHAROS).hand("Lightning")
    s.p2.active(MACHOP)
    g = s.start()
    g.act("attach base1-100 active")  # (then p1's turn ends: nothing else to do)
    assert g.p1.active.damage == 0  # its owner's own attachment
    g.act("attach base1-97 active")
    assert g.p2.active.damage == 10
    s = scenario()
    s.p1.active(DARK_AMPHAROS).bench(DARK_AMPHAROS)
    s.p2.active(MACHOP)
    g = s.start("p2")
    g.act("attach base1-97 active")
    assert g.p2.active.damage == 0


def test_dark_ampharos_shock_bolt_discards_every_lightning_energy():
    """Dark Ampharos, Shock Bolt: 50; discard all Lightning Energy cards attached to it."""
    s = scenario()
    s.p1.active(DARK_AMPHAROS, energy=["Lightning", "Lightning", "Water"])
    s.p2.active(CHANSEY)
    g = s.start()
    g.act("attack Shock Bolt")
    assert g.p2.active.damage == 50 and ids(g.p1.active.energy) == [WATER]


# --- 2 Dark Crobat ----------------------------------------------------------------------------
def test_dark_crobat_surprise_bite_twenty_without_weakness():
    """Dark Crobat, Surprise Bite: played from the hand, you may choose 1 of the opponent's
    Pokémon: 20 damage to it, no Weakness or Resistance (Machop is weak to nothing Grass;
    Pikachu on the Bench)."""
    s = scenario()
    s.p1.active("base5-7", under=["base1-57"]).hand("neo4-2")  # Dark Golbat
    s.p2.active(CHANSEY).bench(PIKACHU)
    g = s.start()
    g.act("evolve neo4-2 active", "opp-bench1")
    assert g.p2.bench[0].damage == 20


def test_dark_crobat_dark_drain_heals_the_damage_done():
    """Dark Crobat, Dark Drain: a coin for each of the opponent's Pokémon; heads, 10 to it (no
    Weakness or Resistance); remove as many damage counters from Dark Crobat."""
    s = scenario()
    s.p1.active("neo4-2", energy=["Grass", "Grass"], damage=40)
    s.p2.active(CHANSEY).bench(PIKACHU).bench(ZAPDOS)
    s.coins("H", "T", "H")
    g = s.start()
    g.act("attack Dark Drain")
    assert [g.p2.active.damage] + [m.damage for m in g.p2.bench] == [10, 0, 10]
    assert g.p1.active.damage == 20


# --- 3 Dark Donphan ---------------------------------------------------------------------------
def test_dark_donphan_tusk_toss_heads_returns_the_defending_pokemon():
    """Dark Donphan, Tusk Toss: with a Benched Pokémon, flip; heads, the Defending Pokémon and
    its cards go back to its owner's hand; tails, the opponent switches."""
    s = scenario()
    s.p1.active("neo4-3", energy=["Fighting", "Fighting"])
    s.p2.active(CHANSEY, energy=["Water"]).bench(PIKACHU)
    s.coins("H")
    g = s.start()
    g.act("attack Tusk Toss")
    assert g.p2.active.name == "Pikachu" and {CHANSEY, WATER} <= set(ids(g.p2.hand))
    s = scenario()
    s.p1.active("neo4-3", energy=["Fighting", "Fighting"])
    s.p2.active(CHANSEY).bench(PIKACHU)
    s.coins("T")
    g = s.start()
    g.act("attack Tusk Toss")
    assert g.p2.active.name == "Pikachu" and g.p2.bench[0].name == "Chansey"


# --- 4 Dark Espeon ----------------------------------------------------------------------------
def test_dark_espeon_psysplash_ten_per_energy_card_on_each():
    """Dark Espeon, Psysplash: 10 to each of the opponent's Pokémon for each Energy card
    attached to it, no Weakness or Resistance. Gouge: heads, 20."""
    s = scenario()
    s.p1.active("neo4-4", energy=["Psychic"] * 3)
    s.p2.active(CHANSEY, energy=["Water", "Water"]).bench(PIKACHU).bench(
        ZAPDOS, energy=["Lightning"])
    g = s.start()
    g.act("attack Psysplash")
    assert [g.p2.active.damage] + [m.damage for m in g.p2.bench] == [20, 0, 10]
    s = scenario()
    s.p1.active("neo4-4", energy=["Psychic"])
    s.p2.active(LAPRAS)
    s.coins("H")
    g = s.start()
    g.act("attack Gouge")
    assert g.p2.active.damage == 20


# --- 5 Dark Feraligatr ------------------------------------------------------------------------
def test_dark_feraligatr_scare_baby_pokemon_cant_attack():
    """Dark Feraligatr, Scare: while it is Active, the opponent's Baby Pokémon can't attack and
    their Powers stop working."""
    s = scenario()
    s.p1.active("neo4-5")
    s.p2.active("neo1-22", energy=["Lightning"])  # Elekid
    g = s.start("p2")
    assert not any(k.startswith("attack") or k.startswith("power") for k in keys(g))


def test_dark_feraligatr_crushing_blow_heads_discards_an_energy():
    """Dark Feraligatr, Crushing Blow: 50; if the Defending Pokémon has Energy cards, flip;
    heads, discard 1 of them."""
    s = scenario()
    s.p1.active("neo4-5", energy=["Water"] * 3)
    s.p2.active(CHANSEY, energy=["Water"])
    s.coins("H")
    g = s.start()
    g.act("attack Crushing Blow")
    assert g.p2.active.damage == 50 and g.p2.active.energy == []


# --- 6 Dark Gengar ----------------------------------------------------------------------------
def test_dark_gengar_pull_in_and_deep_sleep():
    """Dark Gengar, Pull In: you may switch 1 of the opponent's Benched Pokémon in first; 30,
    and the Defending Pokémon is Asleep. Deep Sleep: the sleep check flips 2 coins; either
    tails, it stays Asleep (a heads is flipped again)."""
    s = scenario()
    s.p1.active("neo4-6", energy=["Psychic"] * 3)
    s.p2.active(CHANSEY).bench(PIKACHU)
    s.coins("H", "T")  # the sleep check: heads, then tails: still Asleep
    g = s.start()
    g.act("attack Pull In", "opp-bench1")
    assert g.p2.active.name == "Pikachu" and g.p2.active.damage == 30
    assert "asleep" in g.p2.active.conditions


# --- 7 Dark Houndoom --------------------------------------------------------------------------
def test_dark_houndoom_eerie_howl_brings_a_basic_from_the_hand():
    """Dark Houndoom, Eerie Howl: look at the opponent's hand, put a Basic Pokémon from it onto
    their Bench, then switch it with the Defending Pokémon."""
    s = scenario()
    s.p1.active("neo4-7", energy=["Fire"])
    s.p2.active(CHANSEY).hand(PIKACHU, "Water")
    g = s.start()
    g.act("attack Eerie Howl")
    assert g.p2.active.name == "Pikachu" and g.p2.bench[0].name == "Chansey"


@pytest.mark.parametrize("darkness, done", [(True, 60 + 10 - 10), (False, 30)])
def test_dark_houndoom_dark_fire(darkness, done):
    """Dark Houndoom, Dark Fire: with a Darkness Energy card attached, discard it: 30 + 20,
    plus 10 for the Darkness Energy discarded; without, 30."""
    s = scenario()
    s.p1.active("neo4-7", energy=["Fire", "neo1-104" if darkness else "Fire"])
    s.p2.active(CHANSEY)
    g = s.start()
    g.act("attack Dark Fire")
    assert g.p2.active.damage == done


# --- 8 Dark Porygon2 --------------------------------------------------------------------------
def test_dark_porygon2_spatial_distortion_puts_a_stadium_back_into_play():
    """Dark Porygon2, Spatial Distortion: once a turn, flip; heads, a Stadium card from your
    discard pile into play (the one in play is discarded)."""
    s = scenario()
    s.p1.active("neo4-8").discard("neo4-92")
    s.p2.active(CHANSEY)
    s.stadium("neo1-97", "p2")
    s.coins("H")
    g = s.start()
    g.act("power active Spatial Distortion")
    assert g.stadium is not None and g.stadium.id == "neo4-92" and g.stadium_owner == "p1"
    assert ids(g.p2.discard) == ["neo1-97"]


def test_dark_porygon2_curve_attack_heads_prevents_damage():
    s = scenario()
    s.p1.active("neo4-8", energy=["Water"] * 3)
    s.p2.active(MACHOP, energy=["Fighting"])
    s.coins("H")
    g = s.start()
    g.act("attack Curve Attack", "attach base1-97 active", "attack Low Kick")
    assert g.p2.active.damage == 20 and g.p1.active.damage == 0


# --- 9 Dark Scizor ----------------------------------------------------------------------------
def test_dark_scizor_threaten_a_trainer_back_into_the_deck():
    """Dark Scizor, Threaten: heads, look at the opponent's hand; a Trainer card there is
    shuffled into their deck."""
    s = scenario()
    s.p1.active("neo4-9", energy=["Water", "Water"])
    s.p2.active(CHANSEY).hand("base1-91", PIKACHU)  # Bill
    s.coins("H")
    g = s.start()
    g.act("attack Threaten")
    assert "p2 shuffles Bill from the hand into the deck" in g.log


# --- 10 Dark Typhlosion -----------------------------------------------------------------------
def test_dark_typhlosion_rushing_flames_a_coin_per_fire_card_discarded():
    """Dark Typhlosion, Rushing Flames: discard any number of Fire Energy cards from your
    Pokémon; a coin for each; 40 times the heads."""
    s = scenario()
    s.p1.active("neo4-10", energy=["Fire", "Fire"]).bench(CHARMANDER, energy=["Fire"])
    s.p2.active(CHANSEY)
    s.coins("H", "H")
    g = s.start()
    g.act("attack Rushing Flames", f"active:{FIRE}", f"bench1:{FIRE}", "done")
    assert g.p2.active.damage == 80
    assert ids(g.p1.active.energy) == [FIRE] and g.p1.bench[0].energy == []


# --- 11 Dark Tyranitar ------------------------------------------------------------------------
def test_dark_tyranitar_mountain_smasher_damage_and_mill_per_heads():
    """Dark Tyranitar, Mountain Smasher: a coin for each Fighting Energy card attached; 20
    times heads; then the opponent discards the top card of their deck for each heads."""
    s = scenario()
    s.p1.active("neo4-11", energy=["Fighting"] * 3)
    s.p2.active(LAPRAS)
    s.coins("H", "T", "H")
    g = s.start()
    g.act("attack Mountain Smasher")
    assert g.p2.active.damage == 40 and len(g.p2.discard) == 2


def test_dark_tyranitar_fling_away_thirty_and_thirty_with_a_bench():
    """Dark Tyranitar, Fling Away: with a Benched Pokémon, 30 instead of 50 and 30 to 1 of
    the opponent's Benched Pokémon; without, 50."""
    s = scenario()
    s.p1.active("neo4-11", energy=["Fighting"] * 4)
    s.p2.active(LAPRAS).bench(ZAPDOS)
    g = s.start()
    g.act("attack Fling Away")
    assert g.p2.active.damage == 30 and g.p2.bench[0].damage == 30
    s = scenario()
    s.p1.active("neo4-11", energy=["Fighting"] * 4)
    s.p2.active(LAPRAS)
    g = s.start()
    g.act("attack Fling Away")
    assert g.p2.active.damage == 50


# --- 12 Light Arcanine ------------------------------------------------------------------------
def test_light_arcanine_drive_off_the_opponent_switches_while_it_is_active():
    """Light Arcanine, Drive Off: once a turn, while it is your Active Pokémon, the opponent
    switches their Active Pokémon with 1 of their Benched Pokémon (their choice)."""
    s = scenario()
    s.p1.active("neo4-12").bench(PIKACHU)
    s.p2.active(CHANSEY).bench(MACHOP).bench(ZAPDOS)
    g = s.start()
    g.act("power active Drive Off", "bench2")
    assert g.p2.active.name == "Zapdos" and "power active Drive Off" not in keys(g)
    s = scenario()
    s.p1.active(PIKACHU).bench("neo4-12")
    s.p2.active(CHANSEY).bench(MACHOP)
    assert "power bench1 Drive Off" not in keys(s.start())


@pytest.mark.parametrize("target, done", [("base1-3", 30), ("neo1-22", 10), (
    "base1-24", 50)])
def test_light_arcanine_gentle_flames_less_to_babies_and_basics(target, done):
    """Light Arcanine, Gentle Flames: 10 to a Baby Pokémon, 30 to a Basic, 50 otherwise."""
    s = scenario()
    s.p1.active("neo4-12", energy=["Fire"] * 3)
    s.p2.active(target, under=["base1-46"] if target == "base1-24" else [])
    s.coins("H")  # (attacking a Baby: the Baby Pokémon rule's coin; unused otherwise)
    g = s.start()
    g.act("attack Gentle Flames")
    assert g.p2.active.damage == done


# --- 13 Light Azumarill -----------------------------------------------------------------------
def test_light_azumarill_bubble_jump_moves_two_energy_then_returns_to_hand():
    """Light Azumarill, Bubble Jump: 30; with a Benched Pokémon, flip; heads, 2 Energy cards
    from it go to 1 of your Benched Pokémon, then it and its cards return to your hand."""
    s = scenario()
    s.p1.active("neo4-13", energy=["Water", "Water", "Water"], under=["neo1-66"]).bench(
        PIKACHU).bench(CHANSEY)
    s.p2.active(LAPRAS)
    s.coins("H")
    g = s.start()
    g.act("attack Bubble Jump", "bench2")
    assert g.p2.active.damage == 30
    assert [len(m.energy) for m in g.p1.bench] in ([0, 2], [2]) or len(
        g.p1.active.energy) == 2
    assert {"neo4-13", "neo1-66", WATER} <= set(ids(g.p1.hand))


# --- 14 Light Dragonite -----------------------------------------------------------------------
def test_light_dragonite_miraculous_wind_special_energy_is_colorless():
    """Light Dragonite, Miraculous Wind: while it is Active, each Special Energy card provides
    Colorless instead of its type: Dark Houndoom's Dark Fire [R C] can't be paid with a
    Rainbow Energy for the Fire."""
    s = scenario()
    s.p1.active(LIGHT_DRAGONITE, under=[DRATINI, LIGHT_DRAGONAIR])
    s.p2.active("neo4-7", energy=["base5-80", "Water"])
    g = s.start("p2")
    assert "attack Dark Fire" not in keys(g)
    s = scenario()
    s.p1.active(PIKACHU).bench(LIGHT_DRAGONITE, under=[DRATINI, LIGHT_DRAGONAIR])
    s.p2.active("neo4-7", energy=["base5-80", "Water"])
    assert "attack Dark Fire" in keys(s.start("p2"))


def test_light_dragonite_miraculous_wind_special_energy_does_nothing_else():
    """Miraculous Wind: the Special Energy cards' other effects stop working while Light
    Dragonite is Active: a Darkness Energy adds no 10 to Dark Scizor's Slash (30), and does
    no damage to a Pokémon that isn't Dark between turns; on the Bench, it works again."""
    s = scenario()
    s.p1.active(LIGHT_DRAGONITE, under=[DRATINI, LIGHT_DRAGONAIR])
    s.p2.active("neo4-9", energy=["neo1-104", "Water", "Water"]).bench(
        CHANSEY, energy=["neo1-104"])
    g = s.start("p2")
    g.act("attack Slash")
    assert g.p1.active.damage == 30 and g.p2.bench[0].damage == 0
    s = scenario()
    s.p1.active(CHANSEY).bench(LIGHT_DRAGONITE, under=[DRATINI, LIGHT_DRAGONAIR])
    s.p2.active("neo4-9", energy=["neo1-104", "Water", "Water"]).bench(
        CHANSEY, energy=["neo1-104"])
    g = s.start("p2")
    g.act("attack Slash")
    assert g.p1.active.damage == 40
    assert g.p2.bench[0].damage == 10


def test_light_dragonite_light_wave_prevents_effects_not_damage():
    """Light Dragonite, Light Wave: 40; during the opponent's next turn, effects of attacks
    other than damage done to it are prevented (a Paralysis), damage is not."""
    s = scenario()
    s.p1.active(LIGHT_DRAGONITE, energy=["Water"] * 3)
    s.p2.active("base1-20", energy=["Lightning", "Lightning"])  # Electabuzz, Thundershock
    s.p2.hand("Lightning")
    s.coins("H")
    g = s.start()
    g.act("attack Light Wave", "attach base1-100 active", "attack Thunderpunch")
    assert g.p1.active.damage == 40 and not g.p1.active.conditions


# --- 15 Light Togetic -------------------------------------------------------------------------
def test_light_togetic_gift_each_may_search_a_tool():
    """Light Togetic, Gift: played from the hand, your opponent may search their deck for a
    Pokémon Tool card and take it; either way, you may do the same."""
    s = scenario()
    s.p1.active("neo1-51").hand("neo4-15").deck("neo4-97", "Water")  # Togepi
    s.p2.active(CHANSEY).deck("neo4-93", "Water")
    g = s.start()
    g.act("evolve neo4-15 active", "neo4-93", "neo4-97")
    assert "neo4-93" in ids(g.p2.hand) and "neo4-97" in ids(g.p1.hand)


def test_light_togetic_sweet_kiss_the_opponent_may_draw_one():
    s = scenario()
    s.p1.active("neo4-15", energy=["Water", "Water"])
    s.p2.active(CHANSEY)
    g = s.start()
    g.act("attack Sweet Kiss", "1")
    assert g.p2.active.damage == 30 and len(g.p2.hand) == 1 + 1 + 1


# --- 17 Dark Ariados --------------------------------------------------------------------------
def test_dark_ariados_entangle_and_poison_bind():
    """Dark Ariados, Entangle: switch 1 of the opponent's Benched Pokémon in; heads, the new
    Defending Pokémon is Paralyzed. Poison Bind: 30, Poisoned; heads, it can't retreat and
    effects can't switch it during the opponent's next turn."""
    s = scenario()
    s.p1.active("neo4-17", energy=["Grass"])
    s.p2.active(CHANSEY).bench(PIKACHU)
    s.coins("H")
    g = s.start()
    g.act("attack Entangle")
    assert g.p2.active.name == "Pikachu" and "paralyzed" in g.p2.active.conditions
    s = scenario()
    s.p1.active("neo4-17", energy=["Grass"] * 3)
    s.p2.active(CHANSEY, energy=["Water"]).bench(PIKACHU).hand("base1-95")  # Switch
    s.coins("H")
    g = s.start()
    g.act("attack Poison Bind")
    assert g.p2.active.damage == 30 + 10 and "poisoned" in g.p2.active.conditions  # (Poison)
    assert "retreat" not in keys(g)
    g.act("play base1-95")
    assert g.p2.active.name == "Chansey"


# --- 18 Dark Magcargo -------------------------------------------------------------------------
def test_dark_magcargo_hot_plate_ten_to_each_pokemon_benched_from_hand():
    """Dark Magcargo, Hot Plate: while it is Active, a Baby or Basic Pokémon put onto a Bench
    from the hand (either player's) takes 10 damage (no Weakness or Resistance)."""
    s = scenario()
    s.p1.active("neo4-18").hand(PIKACHU)
    s.p2.active(CHANSEY)
    g = s.start()
    g.act(f"bench {PIKACHU}")
    assert g.p1.bench[0].damage == 10


def test_dark_magcargo_ball_of_flame_discard_for_twenty_on_the_bench():
    s = scenario()
    s.p1.active("neo4-18", energy=["Fire", "Fire"])
    s.p2.active(CHANSEY).bench(PIKACHU)
    g = s.start()
    g.act("attack Ball of Flame", f"active:{FIRE}")
    assert g.p2.active.damage == 20 and g.p2.bench[0].damage == 20


# --- 19 Dark Omastar --------------------------------------------------------------------------
def test_dark_omastar_prehistoric_water_heads_the_top_stage_into_the_deck():
    """Dark Omastar, Prehistoric Water: choose 1 of the opponent's evolved Pokémon, flip;
    heads, its highest Stage card is shuffled into its owner's deck."""
    s = scenario()
    s.p1.active("neo4-19", energy=["Water"])
    s.p2.active(CHARMELEON, under=[CHARMANDER], damage=20)
    s.coins("H")
    g = s.start()
    g.act("attack Prehistoric Water")
    assert g.p2.active.name == "Charmander" and g.p2.active.damage == 20
    assert CHARMELEON in ids(g.p2.deck + g.p2.hand)  # (p2 has drawn since)


def test_dark_omastar_dark_tentacle_no_evolving_next_turn():
    s = scenario()
    s.p1.active("neo4-19", energy=["Water", "Water"])
    s.p2.active(BULBASAUR).hand("base1-30")  # Ivysaur
    g = s.start()
    g.act("attack Dark Tentacle")
    assert g.p2.active.damage == 30 and "evolve base1-30 active" not in keys(g)


# --- 20 Dark Slowking -------------------------------------------------------------------------
def test_dark_slowking_cunning_and_mind_shock():
    """Dark Slowking, Cunning: once a turn, flip; heads, look at the top card of the
    opponent's deck; you may have them shuffle it. Mind Shock: 30, no Weakness or
    Resistance (Chansey resists Psychic)."""
    s = scenario()
    s.p1.active("neo4-20", energy=["Psychic", "Psychic"])
    s.p2.active(CHANSEY)
    s.coins("H")
    g = s.start()
    g.act("power active Cunning", "yes")
    assert "p2's deck is shuffled" in g.log
    g.act("attack Mind Shock")
    assert g.p2.active.damage == 30


# --- 21 Dark Ursaring -------------------------------------------------------------------------
def test_dark_ursaring_provoke_benches_from_both_hands():
    """Dark Ursaring, Provoke: put any of the Basic Pokémon of the opponent's hand onto their
    Bench; then the opponent may do the same with yours."""
    s = scenario()
    s.p1.active("neo4-21", energy=["Water"]).hand(MACHOP, "Water")
    s.p2.active(CHANSEY).hand(PIKACHU)
    g = s.start()
    g.act("attack Provoke", PIKACHU, MACHOP)
    assert [m.name for m in g.p2.bench] == ["Pikachu"]
    assert [m.name for m in g.p1.bench] == ["Machop"]


def test_dark_ursaring_battle_frenzy_a_coin_for_each_pokemon_in_play():
    s = scenario()
    s.p1.active("neo4-21", energy=["Water", "Water"]).bench(PIKACHU)
    s.p2.active(CHANSEY).bench(MACHOP)
    s.coins("T", "H", "H", "T")
    g = s.start()
    g.act("attack Battle Frenzy")
    done = [g.p1.active.damage, g.p1.bench[0].damage, g.p2.active.damage, g.p2.bench[0].damage]
    assert sorted(done) == [0, 0, 20, 20]


# --- 22 Light Dragonair -----------------------------------------------------------------------
def test_light_dragonair_healing_light_one_counter_from_each():
    """Light Dragonair, Healing Light: remove 1 damage counter from each of your damaged
    Pokémon. Protective Wave: heads, prevent all effects of attacks done to it next turn."""
    s = scenario()
    s.p1.active(LIGHT_DRAGONAIR, energy=["Water", "Water"], damage=30).bench(
        PIKACHU, damage=10).bench(CHANSEY)
    s.p2.active(MACHOP)
    g = s.start()
    g.act("attack Healing Light")
    assert [g.p1.active.damage, g.p1.bench[0].damage, g.p1.bench[1].damage] == [20, 0, 0]


# --- 23 Light Lanturn -------------------------------------------------------------------------
def test_light_lanturn_searchlight_each_player_takes_a_card_from_the_discard():
    """Light Lanturn, Searchlight: heads, each player may put a card from their discard pile
    into their hand. Spark: 30 and 10 to 1 of the opponent's Benched Pokémon."""
    s = scenario()
    s.p1.active("neo4-23", energy=["Lightning"]).discard(FIRE, MACHOP)
    s.p2.active(CHANSEY).discard(WATER)
    s.coins("H")
    g = s.start()
    g.act("attack Searchlight", MACHOP, "done")
    assert ids(g.p1.hand) == [MACHOP] and ids(g.p2.discard) == [WATER]
    s = scenario()
    s.p1.active("neo4-23", energy=["Lightning", "Lightning"])
    s.p2.active(CHANSEY).bench(PIKACHU)
    g = s.start()
    g.act("attack Spark")
    assert g.p2.active.damage == 30 and g.p2.bench[0].damage == 10


# --- 24 Light Ledian --------------------------------------------------------------------------
def test_light_ledian_flash_touch_the_new_active_cant_get_conditions():
    """Light Ledian, Flash Touch: switch it with 1 of your Benched Pokémon; as long as that
    Pokémon stays Active, it can't become Asleep, Confused, Paralyzed or Poisoned."""
    s = scenario()
    s.p1.active("neo4-24", energy=["Grass"]).bench(CHANSEY)
    s.p2.active("base1-20", energy=["Lightning"])  # Electabuzz: Thundershock
    s.coins("H")
    g = s.start()
    g.act("attack Flash Touch", "attach base1-102 active", "attack Thundershock")
    assert g.p1.active.name == "Chansey" and not g.p1.active.conditions


# --- 25 Light Machamp -------------------------------------------------------------------------
def test_light_machamp_tag_team_heals_the_active_and_switches_in():
    """Light Machamp, Tag Team: played from the hand onto a Benched Pokémon, remove 3 damage
    counters from your Active Pokémon, then switch Light Machamp with it."""
    s = scenario()
    s.p1.active(CHANSEY, damage=50).bench("neo4-49", under=[MACHOP]).hand("neo4-25")
    s.p2.active(LAPRAS)
    g = s.start()
    g.act("evolve neo4-25 bench1")
    assert g.p1.active.name == "Light Machamp" and g.p1.bench[0].damage == 20


@pytest.mark.parametrize("coin, done", [("H", 100), ("T", 50)])
def test_light_machamp_beatdown_against_a_dark_pokemon(coin, done):
    s = scenario()
    s.p1.active("neo4-25", energy=["Fighting"] * 3)
    s.p2.active("neo4-9", under=["base2-10"]).bench(CHANSEY)  # Dark Scizor: 70 HP
    s.coins(coin)
    g = s.start()
    g.act("attack Beatdown")
    assert ("neo4-9" in ids(g.p2.discard)) == (done >= 70)
    if done < 70:
        assert g.p2.active.damage == done


# --- 26 Light Piloswine -----------------------------------------------------------------------
def test_light_piloswine_fluffy_wool_heads_the_attacker_falls_asleep():
    """Light Piloswine, Fluffy Wool: damaged by the opponent's attack while Active, flip;
    heads, the attacking Pokémon is Asleep. Knock Over: you may discard the Stadium."""
    s = scenario()
    s.p1.active("neo4-26")
    s.p2.active(MACHOP, energy=["Fighting"])
    s.coins("H", "T")  # (then Machop's sleep check: tails)
    g = s.start("p2")
    g.act("attack Low Kick")
    assert "asleep" in g.p2.active.conditions


def test_light_piloswine_knock_over_may_discard_the_stadium():
    s = scenario()
    s.p1.active("neo4-26", energy=["Water"] * 3)
    s.p2.active(CHANSEY)
    s.stadium("neo1-97", "p2")
    g = s.start()
    g.act("attack Knock Over", "yes")
    assert g.stadium is None and ids(g.p2.discard) == ["neo1-97"]


# --- 27–30 Unown [G] [H] [W] [X] -------------------------------------------------------------
UNOWN_G, UNOWN_H, UNOWN_W, UNOWN_X = "neo4-27", "neo4-28", "neo4-29", "neo4-30"
UNOWN_A, UNOWN_E, UNOWN_I, UNOWN_N = "neo2-14", "neo2-67", "neo2-68", "neo2-50"
UNOWN_L, UNOWN_P, UNOWN_T, UNOWN_V = "neo4-86", "neo4-58", "neo4-88", "neo4-89"


def test_unown_g_give_heads_attaches_a_basic_energy_from_the_deck():
    """Unown [G], [Give]: once a turn, with Unown [G], [I], [V] and [E] on your Bench, flip;
    heads, search your deck for a basic Energy card and attach it to 1 of your Pokémon."""
    s = scenario()
    s.p1.active(CHANSEY).bench(UNOWN_G).bench(UNOWN_I).bench(UNOWN_V).bench(UNOWN_E)
    s.p1.deck(FIRE, MACHOP)
    s.p2.active(LAPRAS)
    s.coins("H")
    g = s.start()
    g.act("power bench1 [Give]", FIRE, "active")
    assert ids(g.p1.active.energy) == [FIRE] and FIRE not in ids(g.p1.deck)
    s = scenario()
    s.p1.active(CHANSEY).bench(UNOWN_G).bench(UNOWN_I).bench(UNOWN_E)
    s.p2.active(LAPRAS)
    assert "power bench1 [Give]" not in keys(s.start())


def test_unown_h_help_a_new_hand_of_the_same_size():
    """Unown [H], [Help]: with Unown [H], [E], [L] and [P] on your Bench, shuffle your hand
    into your deck and draw as many cards."""
    s = scenario()
    s.p1.active(CHANSEY).bench(UNOWN_H).bench(UNOWN_E).bench(UNOWN_L).bench(UNOWN_P)
    s.p1.hand(MACHOP, MACHOP, PIKACHU)
    s.p2.active(LAPRAS)
    g = s.start()
    g.act("power bench1 [Help]")
    assert len(g.p1.hand) == 3 and len(g.p1.deck) == 6


def test_unown_w_want_heads_a_trainer_from_the_discard_pile():
    """Unown [W], [Want]: with Unown [W], [A], [N] and [T] on your Bench, flip; heads, put a
    Trainer card from your discard pile into your hand."""
    s = scenario()
    s.p1.active(CHANSEY).bench(UNOWN_W).bench(UNOWN_A).bench(UNOWN_N).bench(UNOWN_T)
    s.p1.discard("base1-91", FIRE)
    s.p2.active(LAPRAS)
    s.coins("H")
    g = s.start()
    g.act("power bench1 [Want]")
    assert ids(g.p1.hand) == ["base1-91"]


def test_unown_x_xxxxx_hidden_power_ten_more_per_heads_once():
    """Unown [X], [XXXXX]: whenever your Pokémon with Unown in its name uses Hidden Power, flip
    until tails: 10 more for each heads; with 2 Unown [X] in play, only 1 of them acts."""
    s = scenario()
    s.p1.active(UNOWN_X, energy=["Psychic"]).bench(UNOWN_X)
    s.p2.active(LAPRAS)
    s.coins("H", "H", "T")
    g = s.start()
    g.act("attack Hidden Power")
    assert g.p2.active.damage == 10 + 20


def test_the_unown_deck_rule_counts_neo_destinys_unown_too():
    """Unown [G] … [X] print the Unown deck rule: at most 4 Basic Pokémon cards with Unown in
    their names in a deck (docs/rulings.md, the Unown deck rule)."""
    fmt = get_format("base-neo")
    water = [card(WATER)] * 55
    five = [card(UNOWN_G), card(UNOWN_H), card(UNOWN_W), card(UNOWN_X), card(UNOWN_A)]
    assert fmt.problems(five + water) == [
        "5 Basic Pokémon cards with Unown in their names: at most 4"]


# --- the deck rule of Shining Pokémon and Miracle Energy ---------------------------------
def test_one_shining_pokemon_of_a_name_and_one_miracle_energy_in_a_deck():
    """Every Shining Pokémon prints "You can't have more than 1 Shining <name> in your deck",
    Miracle Energy "… more than 1 Miracle Energy …" (card text; docs/rulings.md): one of each
    name is legal, two of the same name are not; two Shining Pokémon of different names are."""
    fmt = get_format("base-neo")
    water = [card(WATER)] * 57
    ok = [card(CELEBI), card(CHARIZARD), card(MIRACLE)]
    assert fmt.problems(ok + water) == []
    assert fmt.problems([card(CELEBI), card(CELEBI), card(MIRACLE)] + water) == [
        "2 cards named Shining Celebi: at most 1"]
    assert fmt.problems([card(CELEBI), card(MIRACLE), card(MIRACLE)] + water) == [
        "2 cards named Miracle Energy: at most 1"]


def test_nothing_evolves_from_a_shining_pokemon():
    """A Shining Pokémon is a Basic Pokémon whose name is not its species' name: Gyarados
    (evolves from Magikarp) can't evolve Shining Magikarp (evolution by the exact name the
    Evolution card prints, as for Dark Pokémon: docs/rulings.md)."""
    s = scenario()
    s.p1.active("neo3-66").bench("base1-35")  # Shining Magikarp, Magikarp
    s.p1.hand("base1-6")  # Gyarados
    s.p2.active(CHANSEY)
    g = s.start()
    assert "evolve base1-6 bench1" in keys(g)
    assert "evolve base1-6 active" not in keys(g)


def test_a_light_pokemon_evolves_only_from_its_exact_name():
    """Light Dragonite evolves from Light Dragonair only, not from Dragonair (its card names
    Light Dragonair), as Dark Pokémon evolve only from the Dark Pokémon they name."""
    assert card(LIGHT_DRAGONITE).evolves_from == "Light Dragonair"
    s = scenario()
    s.p1.active(DRAGONAIR, under=[DRATINI]).bench(LIGHT_DRAGONAIR, under=[DRATINI])
    s.p1.hand(LIGHT_DRAGONITE)
    s.p2.active(CHANSEY)
    g = s.start()
    assert {k for k in keys(g) if k.startswith(f"evolve {LIGHT_DRAGONITE}")} == {
        f"evolve {LIGHT_DRAGONITE} bench1"}
    with pytest.raises(IllegalAction):
        g.act(f"evolve {LIGHT_DRAGONITE} active")


# --- 16 Miracle Energy ------------------------------------------------------------------------
def test_miracle_energy_attaches_only_to_shining_or_light_pokemon():
    """Miracle Energy: attach it to 1 of your Shining or Light Pokémon only (card text)."""
    s = scenario()
    s.p1.active(CHANSEY).bench(CELEBI).bench(LIGHT_DRAGONAIR, under=[DRATINI])
    s.p1.hand(MIRACLE)
    s.p2.active(ZAPDOS)
    g = s.start()
    assert {k for k in keys(g) if k.startswith("attach")} == {
        f"attach {MIRACLE} bench1", f"attach {MIRACLE} bench2"}
    with pytest.raises(IllegalAction):
        g.act(f"attach {MIRACLE} active")


def test_miracle_energy_is_two_of_every_type_and_is_discarded_at_the_end_of_the_turn():
    """Miracle Energy counts as every type but provides 2 Energy at a time: Shining Charizard
    pays [R R R L L] with 3 Fire and it; at the end of its owner's turn it is discarded."""
    s = scenario()
    s.p1.active(CHARIZARD, energy=["Fire", "Fire", "Fire", "Lightning"])
    s.p1.hand(MIRACLE)
    s.p2.active(CHANSEY)
    g = s.start()
    assert "attack White-hot Flame" not in keys(g)
    g.act(f"attach {MIRACLE} active")
    assert "attack White-hot Flame" in keys(g)
    g.act("end")
    assert MIRACLE not in ids(g.p1.active.energy) and MIRACLE in ids(g.p1.discard)


# --- 106 Shining Celebi ----------------------------------------------------------------------
def test_shining_celebi_healing_water_one_counter_per_water_energy_card():
    """Shining Celebi, Healing Water: remove as many damage counters from 1 of your Benched
    Pokémon as there are Water Energy cards attached to Shining Celebi."""
    s = scenario()
    s.p1.active(CELEBI, energy=["Water", "Water", "Grass"]).bench(CHANSEY, damage=50)
    s.p2.active(ZAPDOS)
    g = s.start()
    g.act("attack Healing Water")
    assert g.p1.bench[0].damage == 30 and g.p2.active.damage == 0


@pytest.mark.parametrize("coins, asleep", [("TTHT", True), ("TTT", False)])
def test_shining_celebi_miracle_leaf_a_coin_for_each_energy_of_the_defending(coins, asleep):
    """Shining Celebi, Miracle Leaf: 10; a coin for each Energy attached to the Defending
    Pokémon; 1 or more heads, it is Asleep, Confused or Poisoned (your choice: not
    Paralyzed)."""
    s = scenario()
    s.p1.active(CELEBI, energy=["Grass", "Psychic"])
    s.p2.active(CHANSEY, energy=["Water", "Water", "Water"])
    s.coins(*coins)
    g = s.start()
    g.act("attack Miracle Leaf")
    if asleep:
        assert {o.key for o in g.decision.options} == {"asleep", "confused", "poisoned"}
        g.act("asleep")
    assert g.p2.active.damage == 10
    assert ("asleep" in g.p2.active.conditions) == asleep


# --- 107 Shining Charizard --------------------------------------------------------------------
@pytest.mark.parametrize("coin, self_damage", [("H", 0), ("T", 30)])
def test_shining_charizard_white_hot_flame(coin, self_damage):
    """Shining Charizard, White-hot Flame: discard 1 Fire and 1 Lightning Energy card from it or
    the attack does nothing; 100; tails, 30 to itself."""
    s = scenario()
    s.p1.active(CHARIZARD, energy=["Fire"] * 3 + ["Lightning"] * 2)
    s.p2.active(CHANSEY)
    s.coins(coin)
    g = s.start()
    g.act("attack White-hot Flame")
    assert g.p2.active.damage == 100 and g.p1.active.damage == self_damage
    assert sorted(ids(g.p1.discard)) == sorted([FIRE, LIGHTNING])


# --- 108 Shining Kabutops ---------------------------------------------------------------------
def test_shining_kabutops_lightning_cut_heads_and_tails():
    """Shining Kabutops, Lightning Cut: heads, 40 and 10 to each of the opponent's Benched
    Pokémon; tails, 30 and 10 to itself."""
    s = scenario()
    s.p1.active(KABUTOPS, energy=["Fighting", "Fighting", "Lightning"])
    s.p2.active(LAPRAS).bench(PIKACHU)
    s.coins("H")
    g = s.start()
    g.act("attack Lightning Cut")
    assert g.p2.active.damage == 40 and g.p2.bench[0].damage == 10 and g.p1.active.damage == 0
    s = scenario()
    s.p1.active(KABUTOPS, energy=["Fighting", "Fighting", "Lightning"])
    s.p2.active(LAPRAS).bench(PIKACHU)
    s.coins("T")
    g = s.start()
    g.act("attack Lightning Cut")
    assert g.p2.active.damage == 30 and g.p2.bench[0].damage == 0 and g.p1.active.damage == 10


def test_shining_kabutops_water_slash_more_for_unused_water_and_no_resistance():
    """Shining Kabutops, Water Slash: 50 plus 10 for each Water Energy not used for its cost;
    Resistance is not applied (Zapdos resists Fighting)."""
    s = scenario()
    s.p1.active(KABUTOPS, energy=["Fighting", "Fighting"] + ["Water"] * 4)
    s.p2.active(ZAPDOS)
    g = s.start()
    g.act("attack Water Slash")
    assert g.p2.active.damage == 70


# --- 109 Shining Mewtwo -----------------------------------------------------------------------
def test_shining_mewtwo_reflect_shield_heads_prevents_and_does_twenty_back():
    """Shining Mewtwo, Reflect Shield: during the opponent's next turn, an attack that would
    damage it: flip; heads, that damage is prevented and 20 damage goes to the attacker."""
    s = scenario()
    s.p1.active(MEWTWO, energy=["Psychic", "Lightning"])
    s.p2.active(MACHOP, energy=["Fighting"])
    s.coins("H")
    g = s.start()
    g.act("attack Reflect Shield", "attach base1-97 active", "attack Low Kick")
    assert g.p1.active.damage == 0 and g.p2.active.damage == 20


def test_shining_mewtwo_reflect_shield_tails_takes_the_damage():
    """Reflect Shield on tails: the damage is done as usual, nothing goes back."""
    s = scenario()
    s.p1.active(MEWTWO, energy=["Psychic", "Lightning"])
    s.p2.active(MACHOP, energy=["Fighting"])
    s.coins("T")
    g = s.start()
    g.act("attack Reflect Shield", "attach base1-97 active", "attack Low Kick")
    assert g.p1.active.damage == 20 and g.p2.active.damage == 0


def test_shining_mewtwo_psyburst_discards_fire_and_counts_defending_energy():
    """Shining Mewtwo, Psyburst: discard a Fire Energy card or nothing; 40 plus 10 for each
    Energy attached to the Defending Pokémon."""
    s = scenario()
    s.p1.active(MEWTWO, energy=["Psychic", "Psychic", "Fire"])
    s.p2.active(LAPRAS, energy=["Water", "Water"])
    g = s.start()
    g.act("attack Psyburst")
    assert g.p2.active.damage == 60 and ids(g.p1.discard) == [FIRE]


# --- 110 Shining Noctowl ----------------------------------------------------------------------
@pytest.mark.parametrize("coins, condition", [("HTTT", "asleep"), ("HHT", "confused"),
                                              ("HHH", "paralyzed"), ("TTT", None)])
def test_shining_noctowl_flashing_eyes_by_the_number_of_heads(coins, condition):
    """Shining Noctowl, Flashing Eyes: 30; flip 3 coins: exactly 1 heads Asleep, 2 Confused,
    3 Paralyzed."""
    s = scenario()
    s.p1.active(NOCTOWL, energy=["Psychic", "Lightning", "Water"])
    s.p2.active(CHANSEY)
    s.coins(*coins)
    g = s.start()
    g.act("attack Flashing Eyes")
    assert g.p2.active.damage == 30
    assert set(g.p2.active.conditions) == ({condition} if condition else set())


# --- 111 Shining Raichu -----------------------------------------------------------------------
def test_shining_raichu_thundersquall_ten_per_water_to_a_benched_pokemon():
    """Shining Raichu, Thundersquall: 40; choose 1 of the opponent's Benched Pokémon: 10 for
    each Water Energy attached to Shining Raichu (no Weakness or Resistance)."""
    s = scenario()
    s.p1.active(RAICHU, energy=["Lightning", "Lightning", "Water", "Water", "Water"])
    s.p2.active(CHANSEY).bench(PIKACHU).bench(ZAPDOS)
    g = s.start()
    g.act("attack Thundersquall", "opp-bench2")
    assert g.p2.active.damage == 40 and g.p2.bench[1].damage == 30 and g.p2.bench[0].damage == 0


# --- 112 Shining Steelix ----------------------------------------------------------------------
def test_shining_steelix_crushing_earth_and_no_attack_next_turn():
    """Shining Steelix, Crushing Earth: heads, 80 and 10 to each Benched Pokémon (both sides);
    tails, nothing; either way it can't attack during its owner's next turn."""
    s = scenario()
    s.p1.active(STEELIX, energy=["neo1-19", "neo1-19", "Fighting", "Fighting"]).bench(PIKACHU)
    s.p2.active(CHANSEY).bench(BULBASAUR)
    s.coins("H")
    g = s.start()
    g.act("attack Crushing Earth")
    assert g.p2.active.damage == 80
    assert g.p1.bench[0].damage == 10 and g.p2.bench[0].damage == 10
    g.act("end")
    assert "attack Crushing Earth" not in keys(g)


def test_shining_steelix_crushing_earth_tails_does_nothing():
    s = scenario()
    s.p1.active(STEELIX, energy=["neo1-19", "neo1-19", "Fighting", "Fighting"]).bench(PIKACHU)
    s.p2.active(LAPRAS)
    s.coins("T")
    g = s.start()
    g.act("attack Crushing Earth")
    assert g.p2.active.damage == 0 and g.p1.bench[0].damage == 0


# --- 113 Shining Tyranitar --------------------------------------------------------------------
def test_shining_tyranitar_mountain_crush_mills_a_card_per_heads():
    """Shining Tyranitar, Mountain Crush: 30; flip until tails: the opponent discards the top
    card of their deck for each heads."""
    s = scenario()
    s.p1.active(TYRANITAR, energy=["neo1-104", "Fighting", "Fighting"])
    s.p2.active(LAPRAS)
    s.coins("H", "H", "T")
    g = s.start()
    g.act("attack Mountain Crush")
    assert len(g.p2.discard) == 2 and len(g.p2.deck) == 6 - 2 - 1  # (and p2's draw)


def test_shining_tyranitar_destructive_fire_discards_per_heads_on_both_sides():
    """Shining Tyranitar, Destructive Fire: 50; a coin for each Fire Energy card attached to
    it; for each heads discard 1 of them, then 1 Energy card of the Defending Pokémon."""
    s = scenario()
    s.p1.active(TYRANITAR, energy=["neo1-104", "Fire", "Fire", "Fire"])
    s.p2.active(CHANSEY, energy=["Water", "Water", "Water"])
    s.coins("H", "T", "H")
    g = s.start()
    g.act("attack Destructive Fire")
    assert g.p2.active.damage == 60  # 50, and 10 for the Darkness Energy
    assert ids(g.p1.active.energy) == ["neo1-104", FIRE]
    assert ids(g.p2.active.energy) == [WATER]
