"""Neo Destiny (neo4): the Trainer cards 92–105 (100 Lucky Stadium reprints basep-41 and is
tested with it). Each test names the card and says its text in our words; rulings name their
source (the spec, docs/rulings.md)."""

from __future__ import annotations

import pytest

from oldback.testing import Scenario
from oldback.testing import card_ids as ids
from oldback.testing import option_keys as keys

CHANSEY, LAPRAS, ZAPDOS, MACHOP, PIKACHU = "base1-3", "base3-10", "base1-16", "base1-52", \
    "base1-58"
CHARMANDER, CHARMELEON, BULBASAUR = "base1-46", "base1-24", "base1-44"
WATER, FIRE, FIGHTING = "base1-102", "base1-98", "base1-97"
BROKEN_GROUND, EXP_ALL, INVENTION, RADIO_TOWER = "neo4-92", "neo4-93", "neo4-94", "neo4-95"
THOUGHT_WAVE, CLAWS, AMPLIFIER, ENERGY_STADIUM = "neo4-96", "neo4-97", "neo4-98", "neo4-99"
MAGNIFIER, PERSONALITY, EVIL_DEEDS, HEAL_POWDER, MAIL = ("neo4-101", "neo4-102", "neo4-103",
                                                          "neo4-104", "neo4-105")


def scenario() -> Scenario:
    s = Scenario()
    s.p1.deck(*["Water"] * 6)
    s.p2.deck(*["Water"] * 6)
    s.p2.hand("Fighting")
    return s


# --- 92 Broken Ground Gym ---------------------------------------------------------------------
def test_broken_ground_gym_basic_and_baby_pokemon_retreat_for_one_more():
    """Broken Ground Gym: each player pays [C] more to retreat a Baby or Basic Pokémon; an
    evolved Pokémon retreats as usual."""
    s = scenario()
    s.p1.active(PIKACHU, energy=["Lightning"]).bench(CHANSEY)
    s.p2.active(CHARMELEON, under=[CHARMANDER], energy=["Fire"]).bench(MACHOP)
    s.stadium(BROKEN_GROUND, "p2")
    g = s.start()
    assert "retreat" not in keys(g)  # Pikachu: 1 + 1
    s = scenario()
    s.p1.active(CHARMELEON, under=[CHARMANDER], energy=["Fire"]).bench(CHANSEY)
    s.p2.active(PIKACHU)
    s.stadium(BROKEN_GROUND, "p2")
    g = s.start()
    assert "retreat" in keys(g)  # Charmeleon: 1


# --- 93 EXP.ALL (the spec's example of Knock Out step 2) --------------------------------------
def test_exp_all_takes_a_basic_energy_from_the_knocked_out_active():
    """EXP.ALL (spec, Knock Out Procedures step 2, example #2): your Active Pokémon Knocked Out
    by the opponent's attack; you may move 1 basic Energy card from it to the Pokémon with
    EXP.ALL, which is then discarded."""
    s = scenario()
    s.p1.active(PIKACHU, energy=["Lightning", "Water"]).bench(CHANSEY, attached=[EXP_ALL])
    s.p1.hand(MACHOP)
    s.p2.active(MACHOP, energy=["Fighting"])
    g = s.start("p2")
    g.p1.active.damage = 30
    g.act("attack Low Kick", "active:base1-102")
    assert ids(g.p1.active.energy) == [WATER] and g.p1.active.name == "Chansey"
    assert EXP_ALL in ids(g.p1.discard) and g.p1.active.attached == []


def test_exp_all_may_be_kept():
    s = scenario()
    s.p1.active(PIKACHU, energy=["Lightning"], damage=30).bench(CHANSEY, attached=[EXP_ALL])
    s.p2.active(MACHOP, energy=["Fighting"])
    g = s.start("p2")
    g.act("attack Low Kick", "done")
    assert g.p1.active.energy == [] and ids(g.p1.active.attached) == [EXP_ALL]


# --- 94 Impostor Professor Oak's Invention ----------------------------------------------------
def test_impostor_professor_oaks_invention_new_prizes_from_the_deck():
    """Impostor Professor Oak's Invention: look at the opponent's Prize cards; you may have
    them shuffled into their deck and as many new ones set aside from its top."""
    s = scenario()
    s.p1.active(PIKACHU).hand(INVENTION)
    s.p2.active(CHANSEY).prizes("Fire", "Fire", "Fire")
    g = s.start()
    g.act(f"play {INVENTION}", "yes")
    seen = "(only p1 sees) p2's Prize cards: Fire Energy, Fire Energy, Fire Energy"
    assert seen in g.log_for("p1") and seen not in g.log_for("p2")
    assert len(g.p2.prizes) == 3 and len(g.p2.deck) == 6 + 3 - 3 - 1  # (and p2's draw)
    assert sorted(ids(g.p2.prizes + g.p2.deck)).count(FIRE) == 3
    s = scenario()
    s.p1.active(PIKACHU).hand(INVENTION)
    s.p2.active(CHANSEY).prizes("Fire", "Fire")
    g = s.start()
    g.act(f"play {INVENTION}", "no")
    assert ids(g.p2.prizes) == [FIRE, FIRE]


# --- 95 Radio Tower ---------------------------------------------------------------------------
def test_radio_tower_once_a_turn_look_at_the_top_two_of_your_deck():
    """Radio Tower: once during each player's turn, that player may look at the top 2 cards
    of their own deck and put them back in the same order."""
    s = scenario()
    s.p1.active(PIKACHU).deck(FIRE, WATER)
    s.p2.active(CHANSEY)
    s.stadium(RADIO_TOWER, "p2")
    g = s.start()
    before = ids(g.p1.deck)
    g.act("stadium")  # (then nothing else to do: p1's turn ends by itself)
    assert ids(g.p1.deck)[:2] == before[:2]
    assert "p1 looks at the top 2 cards of their own deck" in g.log
    seen = "(only p1 sees) the top of their own deck, from the top: Fire Energy, Water Energy"
    assert seen in g.log_for("p1") and seen not in g.log_for("p2")
    assert g.current == "p2" and "stadium" in keys(g)  # each player's turn


# --- 96 Thought Wave Machine ------------------------------------------------------------------
def test_thought_wave_machine_returns_an_energy_per_heads_and_ends_the_turn():
    """Thought Wave Machine: flip until tails; for each heads, an Energy card of the
    opponent's Active Pokémon goes back to their hand; your turn ends."""
    s = scenario()
    s.p1.active(PIKACHU, energy=["Lightning"]).hand(THOUGHT_WAVE)
    s.p2.active(LAPRAS, energy=["Water", "Water", "Water"])
    s.coins("H", "H", "T")
    g = s.start()
    g.act(f"play {THOUGHT_WAVE}")
    assert ids(g.p2.active.energy) == [WATER] and g.current == "p2"
    assert ids(g.p2.hand).count(WATER) == 2 + 1  # (and p2's draw)


# --- 97 Counterattack Claws -------------------------------------------------------------------
@pytest.mark.parametrize("coin, counters", [("H", 20), ("T", 0)])
def test_counterattack_claws_two_counters_on_the_attacker_then_discarded(coin, counters):
    """Counterattack Claws: your Active Pokémon damaged by an opponent's attack: flip; heads,
    2 damage counters on the attacking Pokémon; either way the card is discarded."""
    s = scenario()
    s.p1.active(CHANSEY).hand(CLAWS)
    s.p2.active(MACHOP, energy=["Fighting"])
    s.coins(coin)
    g = s.start()
    g.act(f"play {CLAWS}", "attack Low Kick")  # (p1 has nothing else: its turn ends)
    assert g.p1.active.damage == 40 and g.p2.active.damage == counters  # (Weakness)
    assert g.p1.active.attached == [] and CLAWS in ids(g.p1.discard)


def test_counterattack_claws_is_a_tool_one_to_a_pokemon():
    """Counterattack Claws is a Pokémon Tool: not on a Pokémon with a Tool already."""
    s = scenario()
    s.p1.active(CHANSEY, attached=[EXP_ALL]).hand(CLAWS)
    s.p2.active(MACHOP)
    g = s.start()
    assert f"play {CLAWS}" not in keys(g)


# --- 98 Energy Amplifier ----------------------------------------------------------------------
def test_energy_amplifier_an_energy_back_for_up_to_three_basic_energy():
    """Energy Amplifier: show an Energy card of your hand and shuffle it into your deck; heads,
    search your deck for up to 3 basic Energy cards, show them, into your hand."""
    s = scenario()
    s.p1.active(PIKACHU).hand(AMPLIFIER, "neo1-104", MACHOP)
    s.p1.deck(FIRE, FIRE, "Grass", MACHOP)
    s.p2.active(CHANSEY)
    s.coins("H")
    g = s.start()
    g.act(f"play {AMPLIFIER}", FIRE, FIRE, "done")
    assert sorted(ids(g.p1.hand)) == sorted([MACHOP, FIRE, FIRE])
    assert "neo1-104" in ids(g.p1.deck)


def test_energy_amplifier_needs_an_energy_card_in_hand():
    s = scenario()
    s.p1.active(PIKACHU).hand(AMPLIFIER, MACHOP)
    s.p2.active(CHANSEY)
    assert f"play {AMPLIFIER}" not in keys(s.start())


# --- 99 Energy Stadium ------------------------------------------------------------------------
def test_energy_stadium_heads_a_basic_energy_from_the_discard_pile():
    """Energy Stadium: once during each player's turn, flip; heads, a basic Energy card from
    their discard pile into their hand."""
    s = scenario()
    s.p1.active(PIKACHU).discard(FIRE, "neo1-104")
    s.p2.active(CHANSEY)
    s.stadium(ENERGY_STADIUM, "p2")
    s.coins("H")
    g = s.start()
    g.act("stadium")
    assert ids(g.p1.hand) == [FIRE] and "stadium" not in keys(g)


# --- 101 Magnifier ----------------------------------------------------------------------------
def test_magnifier_no_resistance_for_the_holders_attack_then_discarded():
    """Magnifier: attach to 1 of your Pokémon; its attack this turn is done without
    Resistance; discarded at the end of your turn. Machop's Low Kick on Zapdos (resists
    Fighting): 20."""
    s = scenario()
    s.p1.active(MACHOP, energy=["Fighting"]).hand(MAGNIFIER)
    s.p2.active(ZAPDOS)
    g = s.start()
    g.act(f"play {MAGNIFIER}", "attack Low Kick")
    assert g.p2.active.damage == 20
    assert g.p1.active.attached == [] and MAGNIFIER in ids(g.p1.discard)


# --- 102 Pokémon Personality Test -------------------------------------------------------------
@pytest.mark.parametrize("guess, p1_draws, p2_draws", [("Dark", 0, 3), ("neither", 3, 0)])
def test_pokemon_personality_test(guess, p1_draws, p2_draws):
    """Pokémon Personality Test: an Evolution card face down; the opponent guesses Light, Dark
    or neither; right, they draw 3; wrong, you do; the card goes back into your hand."""
    s = scenario()
    s.p1.active(PIKACHU).hand(PERSONALITY, "base5-39", WATER)  # Dark Kadabra
    s.p2.active(CHANSEY)
    g = s.start()
    g.act(f"play {PERSONALITY}", guess)
    assert len(g.p1.hand) == 2 + p1_draws and len(g.p2.hand) == 1 + p2_draws
    assert "base5-39" in ids(g.p1.hand)


def test_pokemon_personality_test_needs_an_evolution_card():
    s = scenario()
    s.p1.active(PIKACHU).hand(PERSONALITY, MACHOP)
    s.p2.active(CHANSEY)
    assert f"play {PERSONALITY}" not in keys(s.start())


# --- 103 Team Rocket's Evil Deeds -------------------------------------------------------------
def test_team_rockets_evil_deeds_a_card_back_and_the_opponent_may_draw_two():
    """Team Rocket's Evil Deeds: look at the opponent's hand, choose a card: it is shuffled
    into their deck; then they may draw up to 2 cards."""
    s = scenario()
    s.p1.active(PIKACHU).hand(EVIL_DEEDS)
    s.p2.active(CHANSEY).hand(MACHOP)
    g = s.start()
    g.act(f"play {EVIL_DEEDS}", "2")
    assert "p2 shuffles Machop from the hand into the deck" in g.log
    assert len(g.p2.hand) == 2 + 1 and len(g.p2.deck) == 6 + 1 - 2 - 1  # (and p2's draw)


# --- 104 Heal Powder --------------------------------------------------------------------------
def test_heal_powder_heads_cures_and_removes_two_counters():
    """Heal Powder: heads, your Active Pokémon is no longer Asleep, Confused, Paralyzed or
    Poisoned, and 2 damage counters are removed from it."""
    s = scenario()
    s.p1.active(CHANSEY, damage=50, conditions=("poisoned", "confused")).hand(HEAL_POWDER)
    s.p2.active(MACHOP)
    s.coins("H")
    g = s.start()
    g.act(f"play {HEAL_POWDER}")
    assert g.p1.active.damage == 30 and not g.p1.active.conditions


def test_heal_powder_tails_nothing_and_needs_something_to_heal():
    s = scenario()
    s.p1.active(CHANSEY, damage=10).hand(HEAL_POWDER)
    s.p2.active(MACHOP)
    s.coins("T")
    g = s.start()
    g.act(f"play {HEAL_POWDER}")
    assert g.p1.active.damage == 10
    s = scenario()
    s.p1.active(CHANSEY).hand(HEAL_POWDER)
    s.p2.active(MACHOP)
    assert f"play {HEAL_POWDER}" not in keys(s.start())


# --- 105 Mail from Bill -----------------------------------------------------------------------
def test_mail_from_bill_draws_up_to_four_in_hand():
    """Mail from Bill: not with 5 or more cards in hand (this one included); draw until you
    have exactly 4."""
    s = scenario()
    s.p1.active(PIKACHU).hand(MAIL, MACHOP)
    s.p2.active(CHANSEY)
    g = s.start()
    g.act(f"play {MAIL}")
    assert len(g.p1.hand) == 4
    s = scenario()
    s.p1.active(PIKACHU).hand(MAIL, MACHOP, MACHOP, MACHOP, MACHOP)
    s.p2.active(CHANSEY)
    assert f"play {MAIL}" not in keys(s.start())
