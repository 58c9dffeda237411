"""Special Conditions: Asleep, Confused and Paralyzed replace each other, Poisoned stacks
with them; only an Active Pokémon has them; Clefairy Doll and Mysterious Fossil never do.

The spec names the conditions (Attack step 4, Retreat step 3, Pokémon Checkup steps 1–3)
without restating how they combine; that follows the WotC rulebook (Base Set, "Special
Conditions") and the Game Boy game, as summed up in RULINGS.md, General."""

import pytest

from oldback.testing import Scenario

ELECTABUZZ = "base1-20"  # Thundershock (L) 10: heads, Paralyzed
DROWZEE = "base1-49"  # Confuse Ray (PP) 10: heads, Confused
JIGGLYPUFF = "base2-54"  # Lullaby (C): Asleep
TANGELA = "base1-66"  # Poisonpowder (GGG) 20: Poisoned
MACHOP = "base1-52"  # Low Kick (F) 20
CHANSEY = "base1-3"  # 120 HP
DEFENDER = "base1-80"
SWITCH = "base1-95"
GUST = "base1-93"
FULL_HEAL = "base1-82"
DOLL = "base1-70"
FOSSIL = "base3-62"

# Each attacker, its Energy, its attack and the coins it needs to give its condition.
GIVERS = {
    "paralyzed": (ELECTABUZZ, ["Lightning"], "Thundershock", ("H",)),
    "confused": (DROWZEE, ["Psychic", "Psychic"], "Confuse Ray", ("H",)),
    "asleep": (JIGGLYPUFF, ["Water"], "Lullaby", ()),
    "poisoned": (TANGELA, ["Grass"] * 3, "Poisonpowder", ()),
}


def attack_with(condition: str, target: str = CHANSEY, conditions=(), attached=()):
    """p1 attacks p2's ``target`` with the attack that gives ``condition``; the turn ends and
    the Pokémon Checkup flips tails for a Pokémon left Asleep."""
    attacker, energy, attack, coins = GIVERS[condition]
    s = Scenario()
    s.p1.active(attacker, energy=energy)
    s.p2.active(target, conditions=conditions, attached=attached)
    s.p1.deck(*["Water"] * 3)
    s.p2.deck(*["Water"] * 3)
    s.coins(*coins)
    asleep_after = condition == "asleep" or (condition == "poisoned" and "asleep" in conditions)
    if asleep_after and target == CHANSEY:
        s.coins("T")
    g = s.start("p1")
    g.act(f"attack {attack}")
    return g


@pytest.mark.parametrize("old,new", [
    (old, new) for old in ("asleep", "confused", "paralyzed")
    for new in ("asleep", "confused", "paralyzed") if old != new])
def test_asleep_confused_and_paralyzed_replace_each_other(old, new):
    """Special Conditions (WotC rulebook): a Pokémon is at most one of Asleep, Confused and
    Paralyzed; the newest replaces the one it had."""
    g = attack_with(new, conditions=[old])
    assert g.p2.active.conditions == {new}


@pytest.mark.parametrize("new", ["asleep", "confused", "paralyzed"])
def test_poison_stays_beside_another_condition(new):
    """Special Conditions (WotC rulebook): Poisoned is kept beside Asleep, Confused or
    Paralyzed."""
    g = attack_with(new, conditions=["poisoned"])
    assert g.p2.active.conditions == {"poisoned", new}


@pytest.mark.parametrize("old", ["asleep", "confused", "paralyzed"])
def test_a_poisoned_pokemon_keeps_its_other_condition(old):
    """Special Conditions (WotC rulebook): being Poisoned does not remove Asleep, Confused or
    Paralyzed."""
    g = attack_with("poisoned", conditions=[old])
    assert g.p2.active.conditions == {"poisoned", old}


def test_poisoned_again_is_still_one_poison():
    """Special Conditions (WotC rulebook): Poisoned does not add up with itself; the
    Pokémon Checkup puts 1 damage counter on it, not 2 (Checkup step 1)."""
    g = attack_with("poisoned", conditions=["poisoned"])
    # Poisonpowder did 20; the Checkup after p1's turn put 10.
    assert g.p2.active.conditions == {"poisoned"} and g.p2.active.damage == 30


@pytest.mark.parametrize("card", [DOLL, FOSSIL])
@pytest.mark.parametrize("condition", ["asleep", "confused", "paralyzed", "poisoned"])
def test_doll_and_fossil_cannot_be_affected(card, condition):
    """Clefairy Doll and Mysterious Fossil can't be Asleep, Confused, Paralyzed or Poisoned
    (card text; RULINGS.md). Defender keeps them from being Knocked Out by the damage."""
    g = attack_with(condition, target=card, attached=[DEFENDER])
    assert g.p2.active.card.id == card and g.p2.active.conditions == frozenset()


def test_switch_removes_special_conditions():
    """Special Conditions exist only on the Active Pokémon (RULINGS.md, General; Notes on
    Retreating): moving to the Bench by Switch removes them all."""
    s = Scenario()
    s.p1.active(MACHOP, conditions=["confused", "poisoned"])
    s.p1.bench(CHANSEY)
    s.p1.hand(SWITCH)
    s.p2.active(MACHOP)
    g = s.start("p1")
    g.act(f"play {SWITCH}")
    assert g.p1.bench[0].name == "Machop" and g.p1.bench[0].conditions == frozenset()


def test_gust_of_wind_removes_the_opponents_special_conditions():
    """Special Conditions exist only on the Active Pokémon (RULINGS.md, General): the
    opponent's Paralyzed and Poisoned Active pulled to the Bench by Gust of Wind loses
    them, and stays free of them when it comes back."""
    s = Scenario()
    s.p1.active(MACHOP)
    s.p1.hand(GUST, GUST)
    s.p2.active(CHANSEY, conditions=["paralyzed", "poisoned"])
    s.p2.bench(MACHOP)
    g = s.start("p1")
    g.act(f"play {GUST}")
    assert g.p2.bench[0].name == "Chansey" and g.p2.bench[0].conditions == frozenset()
    g.act(f"play {GUST}")
    assert g.p2.active.name == "Chansey" and g.p2.active.conditions == frozenset()


def test_evolving_removes_special_conditions():
    """RULINGS.md, General: evolving removes Special Conditions."""
    s = Scenario()
    s.p1.active("base1-63", conditions=["asleep", "poisoned"])  # Squirtle
    s.p1.hand("base1-42")  # Wartortle
    s.p2.active(MACHOP)
    g = s.start("p1")
    g.act("evolve base1-42 active")
    assert g.p1.active.name == "Wartortle" and g.p1.active.conditions == frozenset()


def test_full_heal_removes_every_condition():
    """Full Heal (card text): the Active Pokémon is no longer Asleep, Confused, Paralyzed or
    Poisoned; it may then attack and retreat."""
    s = Scenario()
    s.p1.active(MACHOP, energy=["Fighting"], conditions=["paralyzed", "poisoned"])
    s.p1.bench(CHANSEY)
    s.p1.hand(FULL_HEAL)
    s.p2.active(CHANSEY)
    g = s.start("p1")
    assert "attack Low Kick" not in g.decision and "retreat" not in g.decision
    g.act(f"play {FULL_HEAL}")
    assert g.p1.active.conditions == frozenset()
    assert "attack Low Kick" in g.decision and "retreat" in g.decision


@pytest.mark.parametrize("condition", ["asleep", "paralyzed"])
def test_asleep_or_paralyzed_cannot_attack_or_retreat(condition):
    """Special Conditions (WotC rulebook; Attack step 4 and Retreat step 3 name only the
    Confused checks): an Asleep or Paralyzed Pokémon can neither attack nor retreat."""
    s = Scenario()
    s.p1.active(MACHOP, energy=["Fighting"], conditions=[condition])
    s.p1.bench(CHANSEY)
    s.p1.hand("Water")
    s.p2.active(CHANSEY)
    g = s.start("p1")
    assert not any(k.startswith(("attack", "retreat")) for k in g.decision.keys)


@pytest.mark.parametrize("condition", ["confused", "poisoned"])
def test_confused_or_poisoned_may_attack_and_retreat(condition):
    """Attack step 4 and Retreat step 3: a Confused Pokémon may try to attack or retreat (it
    flips); Poison stops neither."""
    s = Scenario()
    s.p1.active(MACHOP, energy=["Fighting"], conditions=[condition])
    s.p1.bench(CHANSEY)
    s.p2.active(CHANSEY)
    g = s.start("p1")
    assert "attack Low Kick" in g.decision and "retreat" in g.decision
