"""Damage Calculation Procedures (spec: "Damage Calculation Procedures", Pokémon Card
Trainers vol.12), steps 1–10 and the Notes on Damage Calculation."""

from __future__ import annotations

import pytest

from oldback.testing import Scenario
from oldback.testing import card_ids as ids

DECK = ["Grass"] * 6  # enough draws for a few turns; the cards themselves play no part

MEWTWO, ELECTABUZZ, HITMONCHAN, MAGNETON = "base1-10", "base1-20", "base1-7", "base1-9"
DIGLETT, DODUO, ONIX = "base1-47", "base1-48", "base1-56"
CLEFABLE, MR_MIME, SCYTHER, DODRIO = "base2-1", "base2-6", "base2-10", "base2-34"
GRAVELER, GRIMER, KABUTO = "base3-37", "base3-48", "base3-50"
TYRANITAR = "neo2-12"
DEFENDER, PLUSPOWER = "base1-80", "base1-84"
METAL, SPROUT_TOWER, DARKNESS = "neo1-19", "neo1-97", "neo1-104"


def scenario(rules: str = "pokemon1999") -> Scenario:
    s = Scenario(rules=rules)
    s.p1.deck(*DECK)
    s.p2.deck(*DECK)
    return s


def thunderpunch(coin: str, defending=ONIX, electabuzz=(), defending_attached=(),
                 rules: str = "pokemon1999", electabuzz_damage: int = 0,
                 defending_damage: int = 0):
    """p1's Electabuzz uses Thunderpunch with ``coin``; returns the game afterwards."""
    s = scenario(rules)
    energy = [c for c in electabuzz if c in (METAL, DARKNESS)] or ["Lightning"]
    attached = [c for c in electabuzz if c not in (METAL, DARKNESS)]
    s.p1.active(ELECTABUZZ, energy=["Lightning", *energy], attached=attached,
                damage=electabuzz_damage)
    s.p2.active(defending, energy=[c for c in defending_attached if c == METAL],
                attached=[c for c in defending_attached if c != METAL], damage=defending_damage)
    s.coins(coin)
    g = s.start("p1")
    g.act("attack Thunderpunch")
    return g


def hit(attacker: str, attack: str, defending: str, *, energy, attached=(), receiver=(),
        receiver_energy=(), conditions=(), rules: str = "pokemon1999"):
    """p1's ``attacker`` uses ``attack`` (no coins) on p2's ``defending``."""
    s = scenario(rules)
    s.p1.active(attacker, energy=list(energy), attached=list(attached))
    s.p2.active(defending, energy=list(receiver_energy), attached=list(receiver),
                conditions=list(conditions))
    g = s.start("p1")
    g.act(f"attack {attack}")
    return g


# --- step 1: base damage ---------------------------------------------------------------------
def test_thunderpunch_heads():
    """Damage step 1, example #1: heads, 30 + 10 = 40 to the Defending Pokémon."""
    g = thunderpunch("H")
    assert g.p2.active.damage == 40 and g.p1.active.damage == 0


def test_thunderpunch_tails():
    """Damage step 1, example #1: tails, 30 to the Defending Pokémon and 10 to Electabuzz,
    the user being a second target calculated separately."""
    g = thunderpunch("T")
    assert g.p2.active.damage == 30 and g.p1.active.damage == 10


@pytest.mark.parametrize(("rules", "to_self"), [("pokemon1999", 20), ("wotc", 10)])
def test_thunderpunch_tails_with_pluspower(rules, to_self):
    """"Main Differences from WotC", PlusPower example #1: tails does 30 + 10 to the
    Defending Pokémon and 10 + 10 to Electabuzz itself (pluspower_on_self); under WotC the
    user takes only 10."""
    g = thunderpunch("T", electabuzz=[PLUSPOWER], rules=rules)
    assert g.p2.active.damage == 40 and g.p1.active.damage == to_self


@pytest.mark.parametrize(("coins", "damage"), [(("T", "T"), 0), (("H", "T"), 20),
                                               (("H", "H"), 30)])
def test_fury_attack_with_pluspower(coins, damage):
    """Damage step 1, example #2 (Doduo's Fury Attack): 10 times the number of heads; with
    no heads the base damage is 0, the calculation stops at step 1 and the attack deals no
    damage at all, so PlusPower adds nothing."""
    s = scenario()
    s.p1.active(DODUO, energy=["Water"], attached=[PLUSPOWER])
    s.p2.active(ONIX)
    s.coins(*coins)
    g = s.start("p1")
    g.act("attack Fury Attack")
    assert g.p2.active.damage == damage


# --- step 2: effects on the attacking Pokémon ---------------------------------------------
def test_swords_dance_then_slash():
    """Damage step 2 (Scyther's Swords Dance): during Scyther's next turn Slash's base
    damage is 60; the turn after, the effect is over and Slash does 30 again (against a
    120-HP Charizard, weak to Water and resisting Fighting)."""
    s = scenario()
    s.p1.active(SCYTHER, energy=["Grass"] * 3)
    s.p2.active("base1-4")
    g = s.start("p1")
    g.act("attack Swords Dance", "end")
    assert g.current == "p1"
    g.act("attack Slash")
    assert g.p2.active.damage == 60
    g.act("end", "attack Slash")
    assert g.p2.active.damage == 60 + 30


def test_swords_dance_comes_before_weakness():
    """Damage steps 2 then 3: after Swords Dance, Slash is 60 before Weakness: against the
    Grass-weak Onix (90 HP) with Defender, 60 × 2 - 20 = 100 Knocks it Out (Swords Dance
    after Weakness would have made it 30 × 2 + 30 - 20 = 70)."""
    s = scenario()
    s.p1.active(SCYTHER, energy=["Grass"] * 3)
    s.p2.active(ONIX)
    s.p2.bench(DODUO)
    s.p2.hand(DEFENDER)
    g = s.start("p1")
    g.act("attack Swords Dance", f"play {DEFENDER}", "active", "end", "attack Slash")
    assert ONIX in ids(g.p2.discard)


# --- step 3: Weakness ---------------------------------------------------------------------
def test_weakness_doubles_damage_to_the_active():
    """Damage step 3: Hitmonchan's Jab against the Fighting-weak Electabuzz: 20 × 2 = 40."""
    g = hit(HITMONCHAN, "Jab", ELECTABUZZ, energy=["Fighting"])
    assert g.p2.active.damage == 40


def test_thunderpunch_tails_weakness_for_each_target():
    """Damage steps 3 and 9: each target is calculated on its own; tails against the
    Lightning-weak Doduo does 30 × 2 = 60 (Knocked Out) while Electabuzz takes its own 10,
    not doubled."""
    g = thunderpunch("T", defending=DODUO)
    assert g.p1.active.damage == 10
    assert DODUO in ids(g.p2.discard)


def test_selfdestruct_no_weakness_on_the_bench():
    """Damage steps 3, 9 and 10 and Attack step 5 (no Weakness or Resistance for Benched
    Pokémon): Magneton's Selfdestruct does 80 × 2 to the Lightning-weak Defending Doduo,
    a flat 20 to every Benched Pokémon of both players (the Lightning-weak Doduo among
    them) and 80 to Magneton itself, all dealt at once."""
    s = scenario()
    s.p1.active(MAGNETON, energy=["Lightning"] * 4)
    s.p1.bench(DODUO)
    s.p2.active(DODUO)
    s.p2.bench(DODUO)
    g = s.start("p1")
    g.act("attack Selfdestruct")
    # Both Active Pokémon were Knocked Out (simultaneously): each side promoted its Bench.
    assert MAGNETON in ids(g.p1.discard) and DODUO in ids(g.p2.discard)
    assert g.p1.active.name == g.p2.active.name == "Doduo"
    assert g.p1.active.damage == g.p2.active.damage == 20
    assert len(g.p1.prizes) == len(g.p2.prizes) == 5


# --- step 4: Resistance -----------------------------------------------------------------------
def test_resistance_minus_30():
    """Damage step 4: Diglett's Mud Slap (30) against the Fighting-resistant Doduo: 30 - 30
    leaves no damage."""
    g = hit(DIGLETT, "Mud Slap", DODUO, energy=["Fighting"] * 2)
    assert g.p2.active.damage == 0


def test_resistance_to_zero_then_pluspower():
    """Damage steps 4 and 5: the calculation does not stop at 0 after Resistance: Mud Slap
    30 - 30 = 0, then PlusPower + 10 = 10."""
    g = hit(DIGLETT, "Mud Slap", DODUO, energy=["Fighting"] * 2, attached=[PLUSPOWER])
    assert g.p2.active.damage == 10


def test_resistance_below_zero_is_carried():
    """Damage steps 4 and 5: damage brought below 0 by Resistance stays negative until a
    modifier brings it back up (spec: "0 or a negative number … brought back up"): Jab
    20 - 30 = -10, PlusPower + 10 = 0: no damage."""
    g = hit(HITMONCHAN, "Jab", DODUO, energy=["Fighting"], attached=[PLUSPOWER])
    assert g.p2.active.damage == 0


# --- step 5: Trainers and Special Energy on the attacking Pokémon --------------------------
def test_pluspower_after_weakness():
    """Damage step 5 after step 3: Jab 20 against the Fighting-weak Electabuzz, PlusPower
    attached: 20 × 2 + 10 = 50."""
    g = hit(HITMONCHAN, "Jab", ELECTABUZZ, energy=["Fighting"], attached=[PLUSPOWER])
    assert g.p2.active.damage == 50


def test_darkness_energy_adds_to_the_defending_pokemon():
    """Damage step 5 (Darkness Energy): Jab 20 × 2 + 10 = 50; Hitmonchan, not a Darkness
    Pokémon, takes its 10 from Darkness Energy at the Pokémon Checkup (step 5)."""
    g = hit(HITMONCHAN, "Jab", ELECTABUZZ, energy=["Fighting", DARKNESS])
    assert g.p2.active.damage == 50 and g.p1.active.damage == 10


@pytest.mark.parametrize(("rules", "to_self"), [("pokemon1999", 20), ("wotc", 10)])
def test_darkness_energy_and_self_damage(rules, to_self):
    """Damage step 5 and the Notes on Damage Calculation (the user damaging itself is also
    the attacking Pokémon): Darkness Energy counts like PlusPower (Attack step 4 names it
    among the modifiers of the user's own Confusion damage). Thunderpunch tails does
    30 + 10 = 40 to the Defending Pokémon and 10 + 10 to Electabuzz (pluspower_on_self;
    under WotC, whose text names only the Defending Pokémon, 10); Electabuzz then takes
    10 more from Darkness Energy at the Pokémon Checkup."""
    g = thunderpunch("T", electabuzz=[DARKNESS], rules=rules)
    assert g.p2.active.damage == 40 and g.p1.active.damage == to_self + 10


def test_sprout_tower_reduces_colorless_attackers():
    """Damage step 5 (Sprout Tower): Dodrio's Rage with 3 damage counters on Dodrio is
    10 + 30 = 40, minus 30 for a Colorless attacker: 10."""
    s = scenario()
    s.p1.active(DODRIO, energy=["Water"] * 3, damage=30)
    s.p1.hand(SPROUT_TOWER)
    s.p2.active(ONIX)
    g = s.start("p1")
    g.act(f"play {SPROUT_TOWER}", "attack Rage")
    assert g.p2.active.damage == 10


def test_sprout_tower_leaves_other_types_alone():
    """Damage step 5 (Sprout Tower affects Colorless Pokémon's attacks only): the
    opponent's Stadium does not reduce Electabuzz's Thunderpunch (heads: 40)."""
    s = scenario()
    s.p1.active(ELECTABUZZ, energy=["Lightning"] * 2)
    s.p2.active(ONIX)
    s.p2.hand(SPROUT_TOWER)
    s.p2.deck(*DECK)
    s.coins("H")
    g = s.start("p2")
    g.act(f"play {SPROUT_TOWER}")  # p2 had nothing else to do: its turn ended
    assert g.current == "p1"
    g.act("attack Thunderpunch")
    assert g.p2.active.damage == 40


def test_metal_energy_on_a_non_metal_attacker():
    """Damage step 5 (Metal Energy on an attacker that is not a Metal Pokémon: 10 less):
    Thunderpunch heads, 40 - 10 = 30."""
    g = thunderpunch("H", electabuzz=[METAL])
    assert g.p2.active.damage == 30


def test_metal_energy_on_self_damage():
    """Damage steps 5 and 6 for the user as its own target (Notes on Damage Calculation):
    Thunderpunch tails, 10 to itself - 10 (step 5, Metal Energy on a non-Metal attacker)
    - 10 (step 6, Metal Energy on the Pokémon damaged) leaves none; the Defending
    Pokémon takes 30 - 10 = 20."""
    g = thunderpunch("T", electabuzz=[METAL])
    assert g.p2.active.damage == 20 and g.p1.active.damage == 0


# --- step 6: Trainers and Special Energy on the receiving Pokémon --------------------------
def test_defender_after_weakness():
    """Damage step 6 after step 3: Jab 20 × 2 = 40 against Electabuzz with Defender,
    - 20 = 20 (Defender before Weakness would have left 0)."""
    g = hit(HITMONCHAN, "Jab", ELECTABUZZ, energy=["Fighting"], receiver=[DEFENDER])
    assert g.p2.active.damage == 20


def test_metal_energy_on_the_receiver():
    """Damage step 6 (Metal Energy on the Pokémon damaged): Jab 20 × 2 - 10 = 30."""
    g = hit(HITMONCHAN, "Jab", ELECTABUZZ, energy=["Fighting"], receiver_energy=[METAL])
    assert g.p2.active.damage == 30


def test_pluspower_and_defender():
    """Damage steps 5 and 6: Jab 20 × 2 + 10 (PlusPower) - 20 (Defender) = 30."""
    g = hit(HITMONCHAN, "Jab", ELECTABUZZ, energy=["Fighting"], attached=[PLUSPOWER],
            receiver=[DEFENDER])
    assert g.p2.active.damage == 30


# --- step 7: attacks and powers on the receiving Pokémon -----------------------------------
def minimized(mon: str, energy, attacker: str, attack: str, attacker_energy):
    """p1's ``mon`` has used Minimize; p2's ``attacker`` then uses ``attack`` on it."""
    s = scenario()
    s.p1.active(mon, energy=list(energy))
    s.p2.active(attacker, energy=list(attacker_energy))
    g = s.start("p1")
    g.act("attack Minimize", f"attack {attack}")
    return g


def test_grimer_minimize_after_weakness():
    """Damage step 7 after step 3 (Grimer's Minimize): Mewtwo's Psychic against Grimer
    with 2 Energy is 10 + 20 = 30, × 2 for Weakness = 60, - 20 = 40."""
    g = minimized(GRIMER, ["Grass"] * 2, MEWTWO, "Psychic", ["Psychic"] * 2)
    assert g.p1.active.damage == 40


def test_clefable_minimize_after_weakness():
    """Damage step 7 after step 3 (Clefable's Minimize): Hitmonchan's Special Punch
    40 × 2 = 80, - 20 = 60."""
    g = minimized(CLEFABLE, ["Water"] * 2, HITMONCHAN, "Special Punch", ["Fighting"] * 3)
    assert g.p1.active.damage == 60


def test_kabuto_armor_halves_rounding_down_to_ten():
    """Damage step 7 (Kabuto Armor): Mud Slap's 30 is halved to 15, rounded down to 10."""
    g = hit(DIGLETT, "Mud Slap", KABUTO, energy=["Fighting"] * 2)
    assert g.p2.active.damage == 10


def test_kabuto_armor_after_weakness_and_defender():
    """Damage steps 3, 6 then 7: Slash against the Grass-weak Kabuto with Defender:
    30 × 2 = 60, - 20 = 40, halved = 20 (halving before Defender would leave 10)."""
    g = hit(SCYTHER, "Slash", KABUTO, energy=["Grass"] * 3, receiver=[DEFENDER])
    assert g.p2.active.damage == 20


def test_kabuto_armor_stops_while_asleep():
    """Kabuto Armor's text: the power stops working while Kabuto is Asleep; Mud Slap's 30
    Knocks the 30-HP Kabuto Out."""
    s = scenario()
    s.p1.active(DIGLETT, energy=["Fighting"] * 2)
    s.p2.active(KABUTO, conditions=["asleep"])
    s.p2.bench(ONIX)
    g = s.start("p1")
    g.act("attack Mud Slap")
    assert KABUTO in ids(g.p2.discard)


def test_kabuto_armor_against_its_own_sides_attack():
    """Damage step 7 and Kabuto Armor's text ("even your own"): Magneton's Selfdestruct
    does 20 to p1's own Benched Kabuto, halved to 10."""
    s = scenario()
    s.p1.active(MAGNETON, energy=["Lightning"] * 4)
    s.p1.bench(KABUTO)
    s.p2.active(ONIX)
    g = s.start("p1")
    g.act("attack Selfdestruct")
    assert g.p1.active.name == "Kabuto" and g.p1.active.damage == 10
    assert g.p2.active.damage == 80


# --- step 8: effects that prevent damage ----------------------------------------------------
@pytest.mark.parametrize(("energy", "damage"), [((), 20), (("Water",), 0)])
def test_invisible_wall_after_weakness(energy, damage):
    """Damage step 8 (Invisible Wall: 30 or more after Weakness and Resistance is
    prevented): Mewtwo's Psychic against the Psychic-weak Mr. Mime is 10 × 2 = 20 with no
    Energy on Mr. Mime (dealt), 20 × 2 = 40 with one (prevented)."""
    g = hit(MEWTWO, "Psychic", MR_MIME, energy=["Psychic"] * 2, receiver_energy=energy)
    assert g.p2.active.damage == damage


def test_invisible_wall_after_pluspower():
    """Damage steps 5 then 8: Jab 20 + PlusPower 10 = 30 reaches Invisible Wall's
    threshold and is prevented."""
    g = hit(HITMONCHAN, "Jab", MR_MIME, energy=["Fighting"], attached=[PLUSPOWER])
    assert g.p2.active.damage == 0


def test_invisible_wall_after_defender():
    """Damage steps 6 then 8: Special Punch 40 - Defender 20 = 20 is below Invisible
    Wall's threshold and is dealt."""
    g = hit(HITMONCHAN, "Special Punch", MR_MIME, energy=["Fighting"] * 3, receiver=[DEFENDER])
    assert g.p2.active.damage == 20


def test_invisible_wall_against_its_own_sides_attack():
    """Damage step 8 and RULINGS, Jungle (Invisible Wall applies to any attack, its
    owner's included): Tyranitar's Trample, heads for each Benched Pokémon (p1's own
    first), does 30 to p2's Benched Doduo but nothing to p1's own Benched Mr. Mime; the
    Defending Onix takes 50 + 10 for each of the two Darkness Energy (step 5)."""
    s = scenario()
    s.p1.active(TYRANITAR, energy=[DARKNESS, DARKNESS, "Water", "Water"])
    s.p1.bench(MR_MIME)
    s.p2.active(ONIX)
    s.p2.bench(DODUO)
    s.coins("H", "H")
    g = s.start("p1")
    g.act("attack Trample")
    assert g.p1.bench[0].damage == 0
    assert g.p2.bench[0].damage == 30 and g.p2.active.damage == 70


def test_invisible_wall_is_off_while_confused():
    """RULINGS, Jungle and Invisible Wall's text (it can't be used while Mr. Mime is
    Asleep, Confused or Paralyzed): Confusion damage to Mr. Mime itself is 20 × 2 = 40
    for its Psychic Weakness and is not prevented: the 40-HP Mr. Mime is Knocked Out."""
    s = scenario()
    s.p1.active(MR_MIME, energy=["Psychic"] * 2, conditions=["confused"])
    s.p1.bench(ONIX)
    s.p2.active(ONIX)
    s.coins("T")
    g = s.start("p1")
    g.act("attack Meditate")
    assert MR_MIME in ids(g.p1.discard)


def hardened(mon: str, attack: str, attacker_energy, attached=(), attacker=HITMONCHAN):
    """p1's ``mon`` (Defender ``attached``) has used Harden; p2's Hitmonchan attacks it."""
    s = scenario()
    s.p1.active(mon, energy=["Fighting"] * 2, attached=list(attached))
    s.p2.active(attacker, energy=list(attacker_energy))
    g = s.start("p1")
    g.act("attack Harden", f"attack {attack}")
    return g


@pytest.mark.parametrize("mon", [ONIX, GRAVELER])
def test_harden_prevents_30_or_less(mon):
    """Damage step 8 (Harden, Onix and Graveler): Mud Slap's 30 is prevented."""
    g = hardened(mon, "Mud Slap", ["Fighting"] * 2, attacker=DIGLETT)
    assert g.p1.active.damage == 0


@pytest.mark.parametrize("mon", [ONIX, GRAVELER])
def test_harden_lets_40_through(mon):
    """Damage step 8 (Harden): Special Punch's 40 is more than 30 and is dealt in full."""
    g = hardened(mon, "Special Punch", ["Fighting"] * 3)
    assert g.p1.active.damage == 40


def test_harden_after_defender():
    """Damage steps 6 then 8: Special Punch 40 - Defender 20 = 20 is 30 or less, so Harden
    prevents it."""
    g = hardened(GRAVELER, "Special Punch", ["Fighting"] * 3, attached=[DEFENDER])
    assert g.p1.active.damage == 0


def test_harden_after_pluspower():
    """Damage steps 5 then 8: Mud Slap 30 + PlusPower 10 = 40 gets through Harden."""
    s = scenario()
    s.p1.active(ONIX, energy=["Fighting"] * 2)
    s.p2.active(DIGLETT, energy=["Fighting"] * 2)
    s.p2.hand(PLUSPOWER)
    g = s.start("p1")
    g.act("attack Harden", f"play {PLUSPOWER}", "attack Mud Slap")
    assert g.p1.active.damage == 40


def test_harden_ends_with_the_opponents_turn():
    """Lasting effects "during your opponent's next turn" end at the end of that turn: the
    opponent's next Mud Slap, a turn later, does 30."""
    g = hardened(ONIX, "Mud Slap", ["Fighting"] * 2, attacker=DIGLETT)
    g.act("end", "attack Mud Slap")
    assert g.p1.active.damage == 30


# --- steps 9 and 10: several targets, dealt at once -------------------------------------------
def test_damage_is_dealt_to_all_targets_at_once():
    """Damage steps 9 and 10: Thunderpunch tails Knocks Out both the Defending Onix (60 + 30
    of 90 HP) and Electabuzz itself (60 + 10 of 70 HP); the Knock Outs are simultaneous,
    so each player takes a Prize card and each promotes a Benched Pokémon."""
    s = scenario()
    s.p1.active(ELECTABUZZ, energy=["Lightning"] * 2, damage=60)
    s.p1.bench(DODUO)
    s.p2.active(ONIX, damage=60)
    s.p2.bench(DODUO)
    s.coins("T")
    g = s.start("p1")
    g.act("attack Thunderpunch")
    assert ELECTABUZZ in ids(g.p1.discard) and ONIX in ids(g.p2.discard)
    assert len(g.p1.prizes) == len(g.p2.prizes) == 5
    assert g.p1.active.name == g.p2.active.name == "Doduo"
