"""Team Rocket (base5) Pokémon Powers: Summon Minions, Sinkhole, Sneak Attack, Final Beam,
Reel In, Hay Fever, Evolutionary Light, Pollen Stench, Matter Exchange, Sticky Goo,
Frenzy, Gather Fire, Long-Distance Hypnosis, Trickery. Every coin is scripted; RULINGS.md
lines are named where they decide a case. Powers that act "when you play this card from
your hand" act on evolving from the hand, Pokémon Breeder's too (it is played from the
hand), and not while Powers are shut off (Toxic Gas)."""

from __future__ import annotations

from collections import Counter

import pytest

from oldback.testing import Scenario
from oldback.testing import card_ids as ids
from oldback.testing import option_keys as keys

DECK = ["Grass"] * 6

CHANSEY, HITMONCHAN, SEEL, PIKACHU, MACHOP, ONIX = (
    "base1-3", "base1-7", "base1-41", "base1-58", "base1-52", "base1-56")
MUK, BREEDER, POTION, BILL = "base3-13", "base1-76", "base1-94", "base1-91"
DRATINI, DARK_DRAGONAIR, DARK_DRAGONITE = "base5-53", "base5-33", "base5-5"
DIGLETT, DARK_DUGTRIO, ZUBAT, DARK_GOLBAT = "base5-52", "base5-6", "base5-70", "base5-7"
MAGIKARP, DARK_GYARADOS, SLOWPOKE, DARK_SLOWBRO = "base5-47", "base5-8", "base5-67", "base5-12"
ODDISH, DARK_GLOOM, DARK_VILEPLUME = "base5-63", "base5-36", "base5-13"
ABRA, DARK_KADABRA, GRIMER, DARK_MUK = "base5-49", "base5-39", "base5-57", "base5-41"
DARK_PRIMEAPE, CHARMANDER, DROWZEE, RATTATA = "base5-43", "base5-50", "base5-54", "base5-66"
FIRE, WATER, PSYCHIC, GRASS, FIGHTING = (
    "base1-98", "base1-102", "base1-101", "base1-99", "base1-97")


def scenario() -> Scenario:
    s = Scenario()
    s.p1.deck(*DECK)
    s.p2.deck(*DECK)
    return s


# --- 5 Dark Dragonite: Summon Minions ----------------------------------------------------
def test_summon_minions_benches_two_basics_from_the_deck():
    """Summon Minions: when Dark Dragonite is played from the hand, search the deck for up
    to 2 Basic Pokémon and put them onto the Bench; shuffle."""
    s = scenario()
    s.p1.active(DARK_DRAGONAIR, under=[DRATINI])
    s.p1.hand(DARK_DRAGONITE)
    s.p1.deck(PIKACHU, MACHOP, DARK_GOLBAT, FIRE)
    s.p2.active(CHANSEY)
    g = s.start()
    g.act(f"evolve {DARK_DRAGONITE} active")
    assert g.decision.kind == "search-deck"
    assert set(g.decision.keys) == {PIKACHU, MACHOP, "done"}  # Dark Golbat is no Basic
    g.act(MACHOP, PIKACHU)
    assert [m.card.id for m in g.p1.bench] == [MACHOP, PIKACHU]
    assert Counter(ids(g.p1.deck)) == Counter([DARK_GOLBAT, FIRE])


def test_summon_minions_may_take_fewer_and_respects_a_full_bench():
    """Up to 2: ``done`` stops; with 4 on the Bench only 1 more fits."""
    s = scenario()
    s.p1.active(DARK_DRAGONAIR, under=[DRATINI])
    for _ in range(4):
        s.p1.bench(MACHOP)
    s.p1.hand(DARK_DRAGONITE)
    s.p1.deck(PIKACHU, PIKACHU)
    s.p2.active(CHANSEY)
    g = s.start()
    g.act(f"evolve {DARK_DRAGONITE} active", PIKACHU)
    assert len(g.p1.bench) == 5 and g.decision.kind == "action"


def test_summon_minions_works_through_pokemon_breeder():
    """Pokémon Breeder plays Dark Dragonite from the hand onto Dratini: Summon Minions acts."""
    s = scenario()
    s.p1.active(DRATINI)
    s.p1.hand(DARK_DRAGONITE, BREEDER)
    s.p1.deck(PIKACHU)
    s.p2.active(CHANSEY)
    g = s.start()
    g.act(f"play {BREEDER}")
    assert g.p1.active.name == "Dark Dragonite"
    g.act(PIKACHU)
    assert [m.card.id for m in g.p1.bench] == [PIKACHU]


def test_summon_minions_is_stopped_by_toxic_gas():
    """Muk's Toxic Gas turns off every other Pokémon Power (RULINGS, Fossil): played then,
    Dark Dragonite summons nobody."""
    s = scenario()
    s.p1.active(DARK_DRAGONAIR, under=[DRATINI])
    s.p1.hand(DARK_DRAGONITE)
    s.p1.deck(PIKACHU)
    s.p2.active(MUK)
    g = s.start()
    g.act(f"evolve {DARK_DRAGONITE} active")
    assert g.decision.kind == "action" and g.p1.bench == []


def test_giant_tail_via_the_reprint():
    """base5-22 is Dark Dragonite again: Giant Tail heads does 70."""
    s = scenario()
    s.p1.active("base5-22", energy=["Fire"] * 4)
    s.p2.active(CHANSEY)
    g = s.coins("H").start()
    g.act("attack Giant Tail")
    assert g.p2.active.damage == 70


# --- 6 Dark Dugtrio: Sinkhole -----------------------------------------------------------
def test_sinkhole_damages_a_retreating_opponent_on_tails():
    """Sinkhole: whenever the opponent's Active Pokémon retreats, the opponent flips; tails,
    20 damage to that Pokémon (no Weakness or Resistance), now on the Bench."""
    s = scenario()
    s.p1.active(CHANSEY)
    s.p1.bench(DARK_DUGTRIO)
    s.p2.active(SEEL, energy=["Water"])
    s.p2.bench(MACHOP)
    g = s.coins("T").start("p2")
    g.act("retreat")
    assert g.p2.active.card.id == MACHOP and g.p2.bench[0].damage == 20


def test_sinkhole_heads_and_own_retreats_do_nothing():
    """Heads: nothing. Its owner's own retreat is not concerned (no coin)."""
    s = scenario()
    s.p1.active(CHANSEY)
    s.p1.bench(DARK_DUGTRIO)
    s.p2.active(SEEL, energy=["Water"])
    s.p2.bench(MACHOP)
    g = s.coins("H").start("p2")
    g.act("retreat")
    assert g.p2.bench[0].damage == 0
    s = scenario()
    s.p1.active(SEEL, energy=["Water"])
    s.p1.bench(DARK_DUGTRIO)
    s.p2.active(CHANSEY)
    g = s.start()
    g.act("retreat")
    assert g.p1.active.card.id == DARK_DUGTRIO and g.p1.bench[0].damage == 0


# --- 7 Dark Golbat: Sneak Attack ------------------------------------------------------------
def test_sneak_attack_may_hit_with_weakness():
    """Sneak Attack: when Dark Golbat is played from the hand, you may choose 1 of the
    opponent's Pokémon: 10 damage to it, Weakness and Resistance applied (Onix is weak to
    Grass: 20)."""
    s = scenario()
    s.p1.active(ZUBAT)
    s.p1.hand(DARK_GOLBAT)
    s.p2.active(CHANSEY)
    s.p2.bench(ONIX)
    g = s.start()
    g.act(f"evolve {DARK_GOLBAT} active")
    assert g.decision.kind == "target"
    assert set(g.decision.keys) == {"opp-active", "opp-bench1", "done"}
    g.act("opp-bench1")
    assert g.p2.bench[0].damage == 20 and g.p2.active.damage == 0


def test_sneak_attack_is_no_attack_for_strikes_back():
    """Which hooks answer only to attacks is said by their card text (issue 33): Machamp's
    Strikes Back, "whenever your opponent's attack damages Machamp", does nothing to Dark
    Golbat's Sneak Attack, a Pokémon Power's damage."""
    s = Scenario()
    s.p1.deck("Water", "Water")
    s.p2.deck("Water", "Water")
    s.p1.active(ZUBAT)
    s.p1.hand(DARK_GOLBAT, "Water")
    s.p2.active("base1-8")  # Machamp
    g = s.start("p1")
    g.act(f"evolve {DARK_GOLBAT} active", "opp-active")
    assert g.p2.active.damage == 10 and g.p1.active.damage == 0


def test_sneak_attack_is_optional():
    """``done``: no damage."""
    s = scenario()
    s.p1.active(ZUBAT)
    s.p1.hand(DARK_GOLBAT)
    s.p2.active(CHANSEY)
    g = s.start()
    g.act(f"evolve {DARK_GOLBAT} active", "done")
    assert g.p2.active.damage == 0 and g.p1.active.name == "Dark Golbat"


# --- 8 Dark Gyarados: Final Beam -------------------------------------------------------------
def test_final_beam_hits_the_pokemon_that_knocked_it_out():
    """Final Beam: when Dark Gyarados is Knocked Out by an attack, flip: heads, 20 damage
    for each Water Energy attached to it to the attacking Pokémon (W/R applied)."""
    s = scenario()
    s.p1.active(DARK_GYARADOS, energy=["Water"] * 2, damage=60)
    s.p1.bench(MACHOP)
    s.p2.active(SEEL, energy=["Water"])
    g = s.coins("H").start("p2")
    g.act("attack Headbutt")
    assert g.p2.active.damage == 40 and len(g.p2.prizes) == 5


def test_final_beam_tails_and_while_asleep():
    """Tails: nothing. Asleep, the power does not work (no coin is flipped)."""
    for conditions, coins in ((("",), ("T",)), (("asleep",), ())):
        s = scenario()
        s.p1.active(DARK_GYARADOS, energy=["Water"] * 2, damage=60,
                    conditions=[c for c in conditions if c])
        s.p1.bench(MACHOP)
        s.p2.active(SEEL, energy=["Water"])
        g = s.coins(*coins).start("p2")
        g.act("attack Headbutt")
        assert g.p1.active.card.id == MACHOP
        assert g.p2.active.damage == 0


# --- 12 Dark Slowbro: Reel In ------------------------------------------------------------
def test_reel_in_takes_up_to_3_pokemon_cards_from_the_discard_pile():
    """Reel In: when Dark Slowbro is played from the hand, put up to 3 Basic Pokémon and/or
    Evolution cards from the discard pile into the hand (no Energy, no Trainers)."""
    s = scenario()
    s.p1.active(SLOWPOKE)
    s.p1.hand(DARK_SLOWBRO)
    s.p1.discard(PIKACHU, FIRE, DARK_GOLBAT, POTION, MACHOP, ONIX)
    s.p2.active(CHANSEY)
    g = s.start()
    g.act(f"evolve {DARK_SLOWBRO} active")
    assert set(g.decision.keys) == {PIKACHU, DARK_GOLBAT, MACHOP, ONIX, "done"}
    g.act(DARK_GOLBAT, PIKACHU, ONIX)
    assert Counter(ids(g.p1.hand)) == Counter([DARK_GOLBAT, PIKACHU, ONIX])
    assert ids(g.p1.discard) == [FIRE, POTION, MACHOP]


def test_reel_in_may_stop_early_and_the_reprint_acts_alike():
    """``done`` stops; base5-29 is Dark Slowbro again."""
    s = scenario()
    s.p1.active(SLOWPOKE)
    s.p1.hand("base5-29")
    s.p1.discard(PIKACHU, MACHOP)
    s.p2.active(CHANSEY)
    g = s.start()
    g.act("evolve base5-29 active", MACHOP, "done")
    assert ids(g.p1.hand) == [MACHOP] and ids(g.p1.discard) == [PIKACHU]


# --- 13 Dark Vileplume: Hay Fever (more in test_base5_hard.py) ---------------------------
def test_hay_fever_stops_trainers_for_both_players():
    """Hay Fever: no Trainer cards can be played, by either player."""
    s = scenario()
    s.p1.active(DARK_VILEPLUME, under=[ODDISH, DARK_GLOOM], damage=20)
    s.p1.hand(POTION, BILL, FIRE)
    s.p2.active(CHANSEY, damage=20)
    s.p2.hand(POTION, BILL, FIRE)
    g = s.start()
    assert not any(k.startswith("play ") for k in keys(g))
    g.act("end")
    assert g.current == "p2" and not any(k.startswith("play ") for k in keys(g))


# --- 33 Dark Dragonair: Evolutionary Light ------------------------------------------------
def test_evolutionary_light_finds_an_evolution_card_once_a_turn():
    """Evolutionary Light: once during your turn, search the deck for an Evolution card,
    show it, put it into your hand; shuffle. Not while Asleep, Confused or Paralyzed."""
    s = scenario()
    s.p1.active(CHANSEY)
    s.p1.bench(DARK_DRAGONAIR, under=[DRATINI])
    s.p1.deck(DARK_DRAGONITE, PIKACHU, FIRE, DARK_GOLBAT)
    s.p2.active(CHANSEY)
    g = s.start()
    g.act("power bench1 Evolutionary Light")
    assert set(g.decision.keys) == {DARK_DRAGONITE, DARK_GOLBAT, "done"}
    g.act(DARK_DRAGONITE)
    assert DARK_DRAGONITE in ids(g.p1.hand)
    assert "power bench1 Evolutionary Light" not in keys(g)
    s = scenario()
    s.p1.active(DARK_DRAGONAIR, under=[DRATINI], conditions=["asleep"])
    s.p1.hand(FIRE)
    s.p1.deck(DARK_DRAGONITE)
    s.p2.active(CHANSEY)
    assert "power active Evolutionary Light" not in keys(s.start())


# --- 36 Dark Gloom, 54 Drowzee --------------------------------------------------------------
@pytest.mark.parametrize(("card", "power", "condition"), [
    (DARK_GLOOM, "Pollen Stench", "confused"),
    (DROWZEE, "Long-Distance Hypnosis", "asleep"),
])
def test_flip_powers_hit_one_active_or_the_other(card, power, condition):
    """Pollen Stench / Long-Distance Hypnosis: once during your turn, flip: heads the
    Defending Pokémon gets the condition, tails your own Active Pokémon does."""
    def table(coin: str):
        s = scenario()
        s.p1.active(CHANSEY)
        s.p1.bench(card, under=[ODDISH] if card == DARK_GLOOM else ())
        s.p1.hand(FIRE)
        s.p2.active(ONIX)
        return s.coins(coin).start()

    g = table("H")
    g.act(f"power bench1 {power}")
    assert g.p2.active.conditions == {condition} and g.p1.active.conditions == frozenset()
    assert f"power bench1 {power}" not in keys(g)
    g = table("T")
    g.act(f"power bench1 {power}")
    assert g.p1.active.conditions == {condition} and g.p2.active.conditions == frozenset()


# --- 39 Dark Kadabra: Matter Exchange -----------------------------------------------------
def test_matter_exchange_discards_a_card_to_draw_one():
    """Matter Exchange: once during your turn, discard a card from your hand to draw a
    card."""
    s = scenario()
    s.p1.active(DARK_KADABRA, under=[ABRA])
    s.p1.hand(FIRE, POTION)
    s.p1.deck(PIKACHU)
    s.p2.active(CHANSEY)
    g = s.start()
    g.act("power active Matter Exchange", FIRE)
    assert ids(g.p1.hand) == [POTION, PIKACHU] and ids(g.p1.discard) == [FIRE]
    assert "power active Matter Exchange" not in keys(g)
    s.p1.hand()
    assert "power active Matter Exchange" not in keys(s.start())  # nothing to discard


# --- 41 Dark Muk: Sticky Goo ----------------------------------------------------------------
def test_sticky_goo_raises_the_opponents_retreat_cost_by_2():
    """Sticky Goo: as long as Dark Muk is your Active Pokémon, the opponent's Active
    Pokémon's Retreat Cost is 2 Colorless more (Seel: 1 → 3)."""
    s = scenario()
    s.p1.active(DARK_MUK, under=[GRIMER])
    s.p2.active(SEEL, energy=["Water"] * 2)
    s.p2.bench(MACHOP)
    g = s.start("p2")
    assert "retreat" not in keys(g)
    s.p2.active(SEEL, energy=["Water"] * 3)
    g = s.start("p2")
    g.act("retreat")
    assert g.p2.active.card.id == MACHOP and len(g.p2.discard) == 3


def test_sticky_goo_only_while_dark_muk_is_active():
    """Benched Dark Muk does nothing; its owner's own retreat is not changed."""
    s = scenario()
    s.p1.active(CHANSEY)
    s.p1.bench(DARK_MUK, under=[GRIMER])
    s.p2.active(SEEL, energy=["Water"])
    s.p2.bench(MACHOP)
    g = s.start("p2")
    assert "retreat" in keys(g)
    s = scenario()
    s.p1.active(DARK_MUK, under=[GRIMER], energy=["Grass"] * 2)
    s.p1.bench(MACHOP)
    s.p2.active(SEEL)
    g = s.start()
    g.act("retreat")
    assert g.p1.active.card.id == MACHOP


# --- 43 Dark Primeape: Frenzy -------------------------------------------------------------
def test_frenzy_adds_30_while_confused():
    """Frenzy: if Dark Primeape does damage while Confused, it does 30 more: the Confusion
    coin heads, Frenzied Attack does 40 + 30; tails, 20 + 30 to itself. It works while
    Confused (as it must)."""
    def table(coin: str):
        s = scenario()
        s.p1.active(DARK_PRIMEAPE, energy=["Fighting"] * 2, conditions=["confused"])
        s.p2.active(ONIX)
        return s.coins(coin).start()

    g = table("H")
    g.act("attack Frenzied Attack")
    assert g.p2.active.damage == 70
    g = table("T")
    g.act("attack Frenzied Attack")
    assert g.p1.active.damage == 50 and g.p2.active.damage == 0


def test_frenzy_not_confused_no_bonus():
    """Not Confused: 40 only."""
    s = scenario()
    s.p1.active(DARK_PRIMEAPE, energy=["Fighting"] * 2)
    s.p2.active(ONIX)
    g = s.start()
    g.act("attack Frenzied Attack")
    assert g.p2.active.damage == 40


# --- 50 Charmander: Gather Fire ------------------------------------------------------------
def test_gather_fire_pulls_a_fire_energy_once_a_turn():
    """Gather Fire: once during your turn, take 1 Fire Energy card attached to 1 of your
    other Pokémon and attach it to Charmander."""
    s = scenario()
    s.p1.active(CHANSEY, energy=["Fire", "Water"])
    s.p1.bench(CHARMANDER)
    s.p2.active(ONIX)
    g = s.start()
    g.act("power bench1 Gather Fire")
    assert ids(g.p1.bench[0].energy) == [FIRE] and ids(g.p1.active.energy) == [WATER]
    assert "power bench1 Gather Fire" not in keys(g)


# --- 66 Rattata: Trickery ----------------------------------------------------------------
def test_trickery_switches_a_prize_with_the_top_card():
    """Trickery: once during your turn, switch 1 of your Prize cards (by its place) with the
    top card of your deck."""
    s = scenario()
    s.p1.active(RATTATA)
    s.p1.deck(PIKACHU, FIRE)
    s.p1.prizes(WATER, GRASS, FIGHTING)
    s.p2.active(ONIX)
    g = s.start()
    g.act("power active Trickery")
    assert g.decision.kind == "prize" and g.decision.keys == ["prize1", "prize2", "prize3"]
    g.act("prize2")
    assert ids(g.p1.prizes) == [WATER, PIKACHU, FIGHTING] and ids(g.p1.deck) == [GRASS, FIRE]
    assert "power active Trickery" not in keys(g)
