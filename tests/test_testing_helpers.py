"""The helpers ``oldback.testing`` gives card tests besides Scenario: ``water_decks``,
``paying`` and ``attack_with`` (the card tests of the Neo sets are written with them)."""

from __future__ import annotations

import pytest

from oldback.testing import attack_with, paying, water_decks


def test_paying_pays_each_type_and_colorless_with_the_attackers_own():
    """Electabuzz's Thunderpunch costs Lightning + Colorless: two Lightning Energy. Darkness
    is paid with Neo Genesis's Darkness Energy (neo1-104): Sneasel's Beat Up costs two."""
    assert paying("base1-20", "Thunderpunch") == ["Lightning", "Lightning"]
    assert paying("neo1-25", "Beat Up") == ["neo1-104", "neo1-104"]


def test_paying_names_an_attack_the_card_does_not_have():
    with pytest.raises(ValueError, match="Electabuzz .*base1-20.* has no attack 'Surf'"):
        paying("base1-20", "Surf")


def test_attack_with_plays_the_attack_against_zapdos_with_the_coins_scripted():
    """Electabuzz's Thunderpunch on tails: 30 to Zapdos, 10 to itself (base1-20)."""
    g = attack_with("base1-20", "Thunderpunch", coins="T")
    assert g.p2.active.name == "Zapdos" and g.p2.active.damage == 30
    assert g.p1.active.damage == 10


def test_water_decks_waits_for_p2_unless_told_not_to():
    s = water_decks()
    s.p1.active("base1-20")
    s.p2.active("base1-16")
    g = s.start("p2")
    assert g.decision is not None and g.decision.player == "p2"
    quiet = water_decks(waits=False)
    quiet.p1.active("base1-20")
    quiet.p1.hand("Water")
    quiet.p2.active("base1-16")
    g = quiet.start("p2")  # p2 has nothing to do but end: p1's turn comes at once
    assert g.decision is not None and g.decision.player == "p1"
