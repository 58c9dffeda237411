"""Neo Revelation (neo3): the Shining Pokémon (65 Shining Gyarados, 66 Shining Magikarp).
Each test names the card and says its text in our words; the deck rule printed on them
("You can't have more than 1 Shining <name> in your deck") is tested with Neo Destiny's in
tests/cards/neo4/test_neo4_rare.py."""

from __future__ import annotations

import pytest

from oldback import card
from oldback.formats import get_format
from oldback.testing import Scenario
from oldback.testing import card_ids as ids

GYARADOS, MAGIKARP = "neo3-65", "neo3-66"
CHANSEY, LAPRAS, PIKACHU = "base1-3", "base3-10", "base1-58"
FIRE, WATER = "base1-98", "base1-102"


def scenario() -> Scenario:
    s = Scenario()
    s.p1.deck(*["Water"] * 6)
    s.p2.deck(*["Water"] * 6)
    return s


def test_one_shining_gyarados_in_a_deck():
    """Shining Gyarados: "You can't have more than 1 Shining Gyarados in your deck"."""
    fmt = get_format("base-neo")
    water = [card(WATER)] * 58
    assert fmt.problems([card(GYARADOS), card(MAGIKARP)] + water) == []
    assert fmt.problems([card(GYARADOS), card(GYARADOS)] + water) == [
        "2 cards named Shining Gyarados: at most 1"]


@pytest.mark.parametrize("coin, done", [("H", 30 + 50), ("T", 0)])
def test_shining_gyarados_outrage(coin, done):
    """Shining Gyarados, Outrage: heads, 30 plus 10 for each damage counter on it; tails, the
    attack does nothing."""
    s = scenario()
    s.p1.active(GYARADOS, energy=["Water", "Fighting", "Fighting"], damage=50)
    s.p2.active(CHANSEY)
    s.coins(coin)
    g = s.start()
    g.act("attack Outrage")
    assert g.p2.active.damage == done


def test_shining_gyarados_devastate_discards_two_fire_hits_the_bench_and_strips_energy():
    """Shining Gyarados, Devastate: discard 2 Fire Energy cards or nothing; 50, 10 to each of
    the opponent's Benched Pokémon; heads, 1 Energy card from each of the opponent's Pokémon
    with any is discarded."""
    s = scenario()
    s.p1.active(GYARADOS, energy=["Water", "Water", "Fire", "Fire"])
    s.p2.active(CHANSEY, energy=["Water"]).bench(PIKACHU, energy=["Lightning"]).bench(LAPRAS)
    s.coins("H")
    g = s.start()
    g.act("attack Devastate")
    assert g.p2.active.damage == 50
    assert [m.damage for m in g.p2.bench] == [10, 10]
    assert ids(g.p1.discard) == [FIRE, FIRE]
    assert g.p2.active.energy == [] and g.p2.bench[0].energy == []


def test_shining_gyarados_devastate_with_one_fire_card_does_nothing():
    """Devastate paid with 2 Water and a Miracle Energy (neo4-16: 2 Energy of every type, one
    card): only 1 Energy card can be discarded as Fire, so the attack does nothing, its damage
    to the Bench included; the Miracle Energy stays until the end of the turn."""
    s = scenario()
    s.p1.active(GYARADOS, energy=["Water", "Water", "neo4-16"])
    s.p2.active(CHANSEY).bench(PIKACHU)
    g = s.start()
    g.act("attack Devastate")
    assert g.p2.active.damage == 0 and g.p2.bench[0].damage == 0
    assert ids(g.p1.active.energy) == [WATER, WATER] and ids(g.p1.discard) == ["neo4-16"]


def test_shining_magikarp_gold_scale_each_may_draw_two():
    """Shining Magikarp, Gold Scale: your opponent may draw 2 cards; either way, you may draw
    2 cards (2 or none: not 1)."""
    s = scenario()
    s.p1.active(MAGIKARP, energy=["Water"])
    s.p2.active(CHANSEY)
    g = s.start()
    g.act("attack Gold Scale")
    assert {o.key for o in g.decision.options} == {"2", "0"} and g.decision.player == "p2"
    g.act("0", "2")
    assert len(g.p1.hand) == 2 and len(g.p2.hand) == 1  # (p2's draw for its turn only)


def test_shining_magikarp_dragon_bond_finds_a_gyarados():
    """Shining Magikarp, Dragon Bond: search your deck for Gyarados, Dark Gyarados or Shining
    Gyarados, show it, put it into your hand."""
    s = scenario()
    s.p1.active(MAGIKARP, energy=["Psychic"])
    s.p1.deck("base1-6", "base5-8", GYARADOS, "base1-35")
    s.p2.active(CHANSEY)
    g = s.start()
    g.act("attack Dragon Bond")
    assert {o.key for o in g.decision.options} >= {"base1-6", "base5-8", GYARADOS}
    assert "base1-35" not in {o.key for o in g.decision.options}
    g.act(GYARADOS)
    assert ids(g.p1.hand) == [GYARADOS]
