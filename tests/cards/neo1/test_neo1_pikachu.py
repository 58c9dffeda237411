"""Neo Genesis Pikachu (neo1-70): the worked example of docs/adding-cards.md."""

from oldback.testing import Scenario

PIKACHU, MACHOP = "neo1-70", "base1-52"  # Machop: Low Kick (F), 20 damage


def duel(*coins: str):
    s = Scenario()
    s.p1.active(PIKACHU, energy=["Lightning", "Lightning", "Lightning"])
    s.p2.active(MACHOP, energy=["Fighting"])
    s.p1.deck("Water")
    s.p2.deck("Water")
    s.coins(*coins)
    return s.start("p1")


def test_pikachu_quick_attack_heads_does_20_more():
    """Pikachu (neo1-70), Quick Attack (card text): 10 damage; flip a coin, heads: 20 more."""
    g = duel("H")
    g.act("attack Quick Attack")
    assert g.p2.active.damage == 30


def test_pikachu_quick_attack_tails_does_10():
    """Pikachu (neo1-70), Quick Attack (card text): tails, the printed 10 damage."""
    g = duel("T")
    g.act("attack Quick Attack")
    assert g.p2.active.damage == 10


def test_pikachu_agility_heads_prevents_everything_next_turn():
    """Pikachu (neo1-70), Agility (card text): heads, during the opponent's next turn the
    effects of attacks, damage included, done to Pikachu are prevented."""
    g = duel("H")
    g.act("attack Agility")
    assert g.p2.active.damage == 20
    g.act("attack Low Kick")
    assert g.p1.active.damage == 0


def test_pikachu_agility_tails_prevents_nothing():
    """Pikachu (neo1-70), Agility (card text): tails, Low Kick does its 20 (Weakness to
    Fighting doubles it: 40)."""
    g = duel("T")
    g.act("attack Agility")
    g.act("attack Low Kick")
    assert g.p1.active.damage == 40
