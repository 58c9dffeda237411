"""Attack Procedures (spec: "Attack Procedures", Neo 1 Handy Guide), with the bullets of
"Main Differences" that concern attacking: the Baby rule, Confusion, the timing of
"in order to use" costs, Metronome, Barrier and the end of lasting effects."""

from __future__ import annotations

import pytest

from oldback import IllegalAction
from oldback.testing import Scenario
from oldback.testing import card_ids as ids
from oldback.testing import option_keys as keys

DECK = ["Grass"] * 6  # enough draws for a few turns; the cards themselves play no part

CHARIZARD, MEWTWO, ELECTABUZZ, CHARMANDER, CHARMELEON = (
    "base1-4", "base1-10", "base1-20", "base1-46", "base1-24")
DODUO, ONIX, SANDSHREW, MAGNETON, POLIWHIRL = (
    "base1-48", "base1-56", "base1-62", "base1-9", "base1-38")
CLEFABLE, GOLDUCK, SLOWPOKE, CLEFFA = "base2-1", "base3-35", "base3-55", "neo1-20"
DONPHAN, TYRANITAR = "neo1-21", "neo2-12"
DEFENDER, PLUSPOWER, GUST, SWITCH, DCE = "base1-80", "base1-84", "base1-93", "base1-95", "base1-96"
FIRE, PSYCHIC, METAL, DARKNESS = "base1-98", "base1-101", "neo1-19", "neo1-104"


def scenario(rules: str = "pokemon1999") -> Scenario:
    s = Scenario(rules=rules)
    s.p1.deck(*DECK)
    s.p2.deck(*DECK)
    return s


# --- step 1: announcing ------------------------------------------------------------------
def test_charmeleon_without_fire_cannot_announce_flamethrower():
    """Attack step 1, example #1: a Charmeleon with no Fire Energy attached can't announce
    Flamethrower (its cost needs two Fire); Slash, which any Energy pays, it can."""
    s = scenario()
    s.p1.active(CHARMELEON, energy=["Water"] * 3)
    s.p2.active(DODUO)
    g = s.start("p1")
    assert "attack Slash" in keys(g)
    assert "attack Flamethrower" not in keys(g)
    with pytest.raises(IllegalAction):
        g.act("attack Flamethrower")


def test_double_colorless_pays_two_colorless_but_no_fire():
    """Attack step 1: Double Colorless Energy provides two Colorless, so 1 Fire + Double
    Colorless pays Slash (three Colorless) but not Flamethrower (Fire, Fire, Colorless);
    with 2 Fire, the Double Colorless pays Flamethrower's Colorless."""
    s = scenario()
    s.p1.active(CHARMELEON, energy=["Fire", DCE])
    s.p2.active(DODUO)
    g = s.start("p1")
    assert "attack Slash" in keys(g) and "attack Flamethrower" not in keys(g)

    s = scenario()
    s.p1.active(CHARMELEON, energy=["Fire", "Fire", DCE])
    s.p2.active(DODUO)
    assert "attack Flamethrower" in keys(s.start("p1"))


@pytest.mark.parametrize("condition", ["asleep", "paralyzed"])
def test_asleep_or_paralyzed_cannot_announce(condition):
    """Attack step 1: a Pokémon definitely unable to attack (Asleep, Paralyzed) can't
    announce any attack, even with the Energy attached."""
    s = scenario()
    s.p1.active(ELECTABUZZ, energy=["Lightning"] * 2, conditions=[condition])
    s.p1.hand("Lightning")  # something else to do, so the turn is not ended for p1
    s.p2.active(DODUO)
    g = s.start("p1")
    assert not any(k.startswith("attack ") for k in keys(g))


def test_confused_can_announce():
    """Attack step 1 and step 4: Confusion does not stop the announcement; it is checked
    with a coin at step 4."""
    s = scenario()
    s.p1.active(ELECTABUZZ, energy=["Lightning"] * 2, conditions=["confused"])
    s.p2.active(DODUO)
    g = s.start("p1")
    assert {"attack Thundershock", "attack Thunderpunch"} <= keys(g)


def test_requirement_that_cannot_be_met_stops_the_announcement():
    """Attack step 1 and "Main Differences from WotC" (costs): an attack whose "can't be
    used if" requirement can't be met can't be announced: Slowpoke's Spacing Out needs
    damage counters on Slowpoke. With 2 counters it can; heads removes one."""
    s = scenario()
    s.p1.active(SLOWPOKE, energy=["Psychic"])
    s.p2.active(DODUO)
    assert "attack Spacing Out" not in keys(s.start("p1"))

    s = scenario()
    s.p1.active(SLOWPOKE, energy=["Psychic"], damage=20)
    s.p2.active(DODUO)
    s.coins("H")
    g = s.start("p1")
    g.act("attack Spacing Out")
    assert g.p1.active.damage == 10


def test_amnesia_stops_the_announcement_of_the_chosen_attack():
    """Attack step 1, example #2 (a lasting effect makes a Pokémon definitely unable to use
    an attack; here Poliwhirl's Amnesia on Thunderpunch): during its owner's next turn the
    chosen attack can't be announced; the other attack can."""
    s = scenario()
    s.p1.active(ELECTABUZZ, energy=["Lightning"] * 2)
    s.p2.active(POLIWHIRL, energy=["Water"] * 2)
    g = s.start("p2")
    g.act("attack Amnesia", "Thunderpunch")
    assert g.current == "p1"
    assert "attack Thunderpunch" not in keys(g)
    assert "attack Thundershock" in keys(g)


def test_energy_burn_makes_double_colorless_two_fire():
    """Attack step 1 with Charizard's Energy Burn (RULINGS, Base Set: Energy Burn turns
    Double Colorless into two Fire): Fire, Fire and Double Colorless can't pay Fire Spin
    (four Fire) until Energy Burn is used; Fire Spin then does 100 and discards 2 Energy
    cards, the Double Colorless counting as one card."""
    s = scenario()
    s.p1.active(CHARIZARD, energy=["Fire", "Fire", DCE])
    s.p2.active(ONIX)
    s.p2.bench(DODUO)
    g = s.start("p1")
    assert "attack Fire Spin" not in keys(g)
    g.act("power active Energy Burn")
    assert "attack Fire Spin" in keys(g)
    g.act("attack Fire Spin", f"active:{DCE}")
    assert ids(g.p1.active.energy) == [FIRE]
    assert sorted(ids(g.p1.discard)) == sorted([DCE, FIRE])
    assert ONIX in ids(g.p2.discard)  # 100 damage Knocked Out the 90-HP Onix


# --- step 2: the Baby rule ------------------------------------------------------------------
@pytest.mark.parametrize("rules", ["pokemon1999", "wotc"])
def test_baby_rule_tails_ends_the_turn_before_any_cost(rules):
    """Attack step 2 and Cleffa's rule text: against a Baby Pokémon the attacker flips
    first; tails, the attack fails and the turn ends, before anything required in order to
    use the attack is done, under either timing of costs (costs_after_damage True/False):
    Charmeleon keeps its Fire Energy and Cleffa takes no damage."""
    s = scenario(rules)
    s.p1.active(CHARMELEON, energy=["Fire"] * 3)
    s.p2.active(CLEFFA)
    s.coins("T")
    g = s.start("p1")
    g.act("attack Flamethrower")
    assert g.current == "p2"
    assert g.p2.active.damage == 0
    assert ids(g.p1.active.energy) == [FIRE] * 3 and g.p1.discard == []


def test_baby_rule_heads_the_attack_goes_on():
    """Attack step 2: heads, the attack continues (Flamethrower's 50 Knocks Out the 30-HP
    Cleffa and its Fire Energy is discarded)."""
    s = scenario()
    s.p1.active(CHARMELEON, energy=["Fire"] * 3)
    s.p2.active(CLEFFA)
    s.p2.bench(DODUO)
    s.coins("H")
    g = s.start("p1")
    g.act("attack Flamethrower")
    assert CLEFFA in ids(g.p2.discard)
    assert ids(g.p1.active.energy) == [FIRE] * 2


@pytest.mark.parametrize("rules", ["pokemon1999", "wotc"])
@pytest.mark.parametrize(("face", "psychic_left"), [("T", 3), ("H", 2)])
def test_baby_rule_flip_for_an_attack_without_damage(rules, face, psychic_left):
    """Attack step 2 and "Main Differences from 2026" (the Baby rule check is always
    performed, even for attacks that do no damage): Mewtwo's Barrier against Cleffa
    flips; tails, Barrier's Psychic Energy is not discarded, heads it is."""
    s = scenario(rules)
    s.p1.active(MEWTWO, energy=["Psychic"] * 3)
    s.p2.active(CLEFFA)
    s.coins(face)
    g = s.start("p1")
    g.act("attack Barrier")
    assert ids(g.p1.active.energy) == [PSYCHIC] * psychic_left


@pytest.mark.parametrize(("face", "hand_size"), [("T", 2), ("H", 7)])
def test_baby_rule_for_eeeeeeek(face, hand_size):
    """"Main Differences from 2026", the Baby rule: the check is made even for Cleffa's
    Eeeeeeek (the spec's own example); tails, the hand stays as it was; heads, it is
    shuffled in and 7 cards are drawn."""
    s = scenario()
    s.p1.active(CLEFFA, energy=["Water"])
    s.p1.hand("Fire", "Fire")
    s.p1.deck(*["Grass"] * 10)
    s.p2.active(CLEFFA)
    s.coins(face)
    g = s.start("p1")
    g.act("attack Eeeeeeek")
    assert len(g.p1.hand) == hand_size


def test_eeeeeeek_says_what_it_did():
    """Cleffa's Eeeeeeek, "shuffle your hand into your deck, then draw 7 cards", is made of
    the pieces Trainers use (Gambler, Professor Oak): the log says both steps; the hand of
    2 goes into the deck of 10 and 7 of the 12 come back."""
    s = scenario()
    s.p1.active(CLEFFA, energy=["Water"])
    s.p1.hand("Fire", "Fire")
    s.p1.deck(*["Grass"] * 10)
    s.p2.active(CLEFFA)
    s.coins("H")
    g = s.start("p1")
    g.act("attack Eeeeeeek")
    said = g.log.index("p1 shuffles the hand into the deck")
    assert g.log[said - 1:said + 2] == ["coin (Baby rule): heads",
                                       "p1 shuffles the hand into the deck", "p1 draws 7 cards"]
    assert len(g.p1.hand) == 7 and len(g.p1.deck) == 5


def test_baby_rule_comes_before_the_confusion_check():
    """Attack steps 2 then 4: the Baby rule coin is flipped first (heads), then the
    Confusion coin (tails): the Confused attacker hurts itself for 20."""
    s = scenario()
    s.p1.active(ELECTABUZZ, energy=["Lightning"] * 2, conditions=["confused"])
    s.p2.active(CLEFFA)
    s.coins("H", "T")
    g = s.start("p1")
    g.act("attack Thundershock")
    assert g.p1.active.damage == 20 and g.p2.active.damage == 0


# --- step 3: Sand-attack, step 4: Confusion -----------------------------------------------
def sand_attacked(rules: str = "pokemon1999", conditions=(), coins=()):
    """p2's Sandshrew has Sand-attacked p1's Charmeleon; it is p1's turn."""
    s = scenario(rules)
    s.p1.active(CHARMELEON, energy=["Fire"] * 3, conditions=conditions)
    s.p1.bench(DODUO)
    s.p1.hand(SWITCH, SWITCH, CHARMELEON)
    s.p2.active(SANDSHREW, energy=["Fighting"])
    s.coins(*coins)
    g = s.start("p2")
    g.act("attack Sand-attack")
    assert g.current == "p1" and g.p1.active.damage == 10
    return g


def test_sand_attack_tails_the_attack_does_nothing():
    """Attack step 3: tails for Sand-attack, the attack fails and the turn ends."""
    g = sand_attacked(coins=["T"])
    g.act("attack Slash")
    assert g.current == "p2" and g.p2.active.damage == 0


def test_sand_attack_heads_the_attack_goes_on():
    """Attack step 3: heads for Sand-attack, the attack is performed."""
    g = sand_attacked(coins=["H"])
    g.act("attack Slash")
    assert g.p2.active.damage == 30


def test_sand_attack_tails_means_no_confusion_check():
    """Attack steps 3 then 4: a Confused, Sand-attacked Pokémon flips for Sand-attack
    first; tails ends the attack, with no Confusion flip and no damage to itself."""
    g = sand_attacked(conditions=["confused"], coins=["T"])
    g.act("attack Slash")
    assert g.p1.active.damage == 10 and g.p2.active.damage == 0


def test_sand_attack_heads_then_confusion_tails():
    """Attack steps 3 then 4: heads for Sand-attack, then tails for Confusion: 20 damage to
    itself and none to the Defending Pokémon."""
    g = sand_attacked(conditions=["confused"], coins=["H", "T"])
    g.act("attack Slash")
    assert g.p1.active.damage == 10 + 20 and g.p2.active.damage == 0


@pytest.mark.parametrize(("rules", "fire_left"), [("pokemon1999", 3), ("wotc", 2)])
def test_sand_attack_tails_and_the_flamethrower_cost(rules, fire_left):
    """"Main Differences from WotC" (mandatory costs): failing the Sand-attack flip, a
    Charmeleon using Flamethrower keeps its Fire Energy under the Japanese timing
    (costs_after_damage True); under WotC it discarded it on announcing."""
    g = sand_attacked(rules, coins=["T"])
    g.act("attack Flamethrower")
    assert ids(g.p1.active.energy) == [FIRE] * fire_left
    assert ids(g.p1.discard) == [FIRE] * (3 - fire_left)


@pytest.mark.parametrize(("rules", "fire_left"), [("pokemon1999", 3), ("wotc", 2)])
def test_confusion_tails_and_the_flamethrower_cost(rules, fire_left):
    """"Main Differences from WotC" (mandatory costs): a Confused Charmeleon failing the
    Confusion flip for Flamethrower keeps its Fire Energy (costs_after_damage True, as in
    GB1/GB2); under WotC it has discarded it. Either way it takes 20."""
    s = scenario(rules)
    s.p1.active(CHARMELEON, energy=["Fire"] * 3, conditions=["confused"])
    s.p2.active(DODUO)
    s.coins("T")
    g = s.start("p1")
    g.act("attack Flamethrower")
    assert g.p1.active.damage == 20 and g.p2.active.damage == 0
    assert ids(g.p1.active.energy) == [FIRE] * fire_left


def test_confusion_damage_applies_weakness_to_its_own_type():
    """Attack step 4: Confusion damage goes through the full damage calculation; Mewtwo is
    Psychic and weak to Psychic, so it takes 20 × 2 = 40."""
    s = scenario()
    s.p1.active(MEWTWO, energy=["Psychic"] * 2, conditions=["confused"])
    s.p2.active(DODUO)
    s.coins("T")
    g = s.start("p1")
    g.act("attack Psychic")
    assert g.p1.active.damage == 40 and g.p2.active.damage == 0


@pytest.mark.parametrize(("rules", "damage"), [("pokemon1999", 30), ("wotc", 20)])
def test_confusion_damage_with_pluspower(rules, damage):
    """Attack step 4 and "Main Differences from WotC", PlusPower example #2: a Confused
    Pokémon with PlusPower that flips tails does 20 + 10 = 30 to itself
    (pluspower_on_self); under WotC only 20."""
    s = scenario(rules)
    s.p1.active(ELECTABUZZ, energy=["Lightning"], attached=[PLUSPOWER], conditions=["confused"])
    s.p2.active(DODUO)
    s.coins("T")
    g = s.start("p1")
    g.act("attack Thundershock")
    assert g.p1.active.damage == damage


@pytest.mark.parametrize(("rules", "damage"), [("pokemon1999", 40), ("wotc", 20)])
def test_confusion_damage_with_darkness_energy(rules, damage):
    """Attack step 4 (Confusion damage counts Darkness Energy among its modifiers): a
    Confused Tyranitar with 2 Darkness Energy does 20 + 10 + 10 = 40 to itself; under WotC
    (Darkness Energy names the Defending Pokémon only, as PlusPower) 20. Tyranitar is a
    Darkness Pokémon, so no Darkness Energy damage follows at the Pokémon Checkup."""
    s = scenario(rules)
    s.p1.active(TYRANITAR, energy=[DARKNESS, DARKNESS, "Water"], conditions=["confused"])
    s.p2.active(ONIX)
    s.coins("T")
    g = s.start("p1")
    g.act("attack Slam")
    assert g.p1.active.damage == damage and g.p2.active.damage == 0


def test_confusion_damage_with_metal_energy():
    """Attack step 4 (Confusion damage counts Metal Energy): 20 - 10 (damage step 5, a
    non-Metal attacker) - 10 (step 6, the Pokémon damaged) leaves none."""
    s = scenario()
    s.p1.active(ELECTABUZZ, energy=["Lightning", METAL], conditions=["confused"])
    s.p2.active(DODUO)
    s.coins("T")
    g = s.start("p1")
    g.act("attack Thundershock")
    assert g.p1.active.damage == 0


def test_confusion_damage_with_defender_on_itself():
    """Attack step 4 with damage step 6: Defender on the Confused Pokémon reduces its
    Confusion damage by 20, to nothing."""
    s = scenario()
    s.p1.active(ELECTABUZZ, energy=["Lightning"], attached=[DEFENDER], conditions=["confused"])
    s.p2.active(DODUO)
    s.coins("T")
    g = s.start("p1")
    g.act("attack Thundershock")
    assert g.p1.active.damage == 0


def test_confusion_heads_the_attack_is_performed():
    """Attack step 4: heads, the attack is performed normally (Thunderpunch heads: 40)."""
    s = scenario()
    s.p1.active(ELECTABUZZ, energy=["Lightning"] * 2, conditions=["confused"])
    s.p2.active(ONIX)
    s.coins("H", "H")
    g = s.start("p1")
    g.act("attack Thunderpunch")
    assert g.p1.active.damage == 0 and g.p2.active.damage == 40


# --- step 5: performing the attack --------------------------------------------------------
def test_damage_before_effects():
    """Attack step 5 and Notes on Damage Calculation, example #1 (Golduck's Hyper Beam):
    the damage is dealt first, so the Defending Pokémon's Metal Energy still reduces it
    (20 - 10 = 10); only then is an Energy card of the Defending Pokémon discarded."""
    s = scenario()
    s.p1.active(GOLDUCK, energy=["Water"] * 3)
    s.p2.active(ELECTABUZZ, energy=["Lightning", METAL])
    g = s.start("p1")
    g.act("attack Hyper Beam", f"opp-active:{METAL}")
    assert g.p2.active.damage == 10
    assert ids(g.p2.active.energy) == ["base1-100"] and ids(g.p2.discard) == [METAL]


def test_rapid_spin_damage_then_switches_in_printed_order():
    """Attack step 5 and Notes on Damage Calculation, example #2 (Donphan's Rapid Spin):
    the 50 damage goes to the Defending Onix first; then, in printed order, the opponent
    chooses the Pokémon to switch in, then the attacker switches Donphan."""
    s = scenario()
    s.p1.active(DONPHAN, energy=["Fighting"] * 3)
    s.p1.bench(DODUO)
    s.p1.bench(ELECTABUZZ)
    s.p2.active(ONIX)
    s.p2.bench(DODUO)
    s.p2.bench(MEWTWO)
    g = s.start("p1")
    g.act("attack Rapid Spin")
    assert g.decision.player == "p2" and g.decision.kind == "switch"
    g.act("bench2")
    assert g.decision.player == "p1" and g.decision.kind == "switch"
    g.act("bench2")
    assert g.p2.active.name == "Mewtwo" and g.p2.active.damage == 0
    assert [(m.name, m.damage) for m in g.p2.bench] == [("Doduo", 0), ("Onix", 50)]
    assert g.p1.active.name == "Electabuzz" and g.p1.bench[1].name == "Donphan"


@pytest.mark.parametrize(("discard", "hand"), [((), []), ((PLUSPOWER,), [PLUSPOWER])])
def test_do_as_much_as_you_can(discard, hand):
    """Attack step 5, "do as much as you can": Slowpoke's Scavenge discards its Psychic
    Energy (required in order to use it) and then puts a Trainer card from the discard
    pile into the hand; with no Trainer there, that step is skipped, the rest done."""
    s = scenario()
    s.p1.active(SLOWPOKE, energy=["Psychic"] * 2)
    s.p1.discard(*discard)
    s.p2.active(DODUO)
    g = s.start("p1")
    g.act("attack Scavenge")
    assert ids(g.p1.active.energy) == [PSYCHIC]
    assert ids(g.p1.discard) == [PSYCHIC]
    assert ids(g.p1.hand)[:len(hand)] == hand


def test_metronome_fails_without_the_copied_requirement():
    """Attack step 5, example #2 (Metronome must meet the copied attack's requirement, in
    contradiction of WotC's text): Clefable without Fire Energy copying Charmeleon's
    Flamethrower does nothing."""
    s = scenario()
    s.p1.active(CLEFABLE, energy=["Water"])
    s.p2.active(CHARMELEON, energy=["Fire"] * 3)
    g = s.start("p1")
    g.act("attack Metronome", "Flamethrower")
    assert g.p2.active.damage == 0
    assert ids(g.p1.active.energy) == ["base1-102"]


def test_metronome_pays_the_copied_requirement():
    """Attack step 5, example #2: with a Fire Energy on Clefable, copying Flamethrower does
    its 50 damage and discards Clefable's Fire Energy."""
    s = scenario()
    s.p1.active(CLEFABLE, energy=["Fire"])
    s.p2.active(CHARMELEON, energy=["Fire"] * 3)
    g = s.start("p1")
    g.act("attack Metronome", "Flamethrower")
    assert g.p2.active.damage == 50
    assert g.p1.active.energy == [] and ids(g.p1.discard) == [FIRE]
    assert ids(g.p2.active.energy) == [FIRE] * 3


def test_metronome_uses_clefables_type():
    """Attack step 5 and Metronome's text: the copied attack is Clefable's, a Colorless
    Pokémon's: Mewtwo's Psychic copied against the Psychic-weak Mewtwo (2 Energy) does
    10 + 20 = 30, not doubled."""
    s = scenario()
    s.p1.active(CLEFABLE, energy=["Water"])
    s.p2.active(MEWTWO, energy=["Psychic"] * 2)
    g = s.start("p1")
    g.act("attack Metronome", "Psychic")
    assert g.p2.active.damage == 30


# --- Barrier ------------------------------------------------------------------------------
def barrier(p2_active=ELECTABUZZ, p2_energy=("Lightning",) * 2, coins=(), p2_hand=(),
            p2_bench=()):
    """p1's Mewtwo has used Barrier; it is p2's turn."""
    s = scenario()
    s.p1.active(MEWTWO, energy=["Psychic"] * 3)
    s.p1.bench(DODUO)
    s.p2.active(p2_active, energy=list(p2_energy))
    for mon in p2_bench:
        s.p2.bench(mon)
    s.p2.hand(*p2_hand)
    s.coins(*coins)
    g = s.start("p1")
    g.act("attack Barrier")
    assert g.current == "p2"
    assert ids(g.p1.active.energy) == [PSYCHIC] * 2 and ids(g.p1.discard) == [PSYCHIC]
    return g


def test_barrier_prevents_damage_and_effects():
    """Mewtwo's Barrier (RULINGS, General): all effects of attacks, damage included, done
    to Mewtwo during the opponent's next turn are prevented: Thundershock with heads does
    no damage and does not Paralyze it."""
    g = barrier(coins=["H"])
    g.act("attack Thundershock")
    assert g.p1.active.damage == 0 and g.p1.active.conditions == frozenset()


def test_barrier_does_not_stop_the_attackers_own_damage():
    """Barrier (RULINGS, General: it covers only what is done to Mewtwo): Thunderpunch
    tails still does 10 damage to Electabuzz itself."""
    g = barrier(coins=["T"])
    g.act("attack Thunderpunch")
    assert g.p1.active.damage == 0 and g.p2.active.damage == 10


def test_barrier_does_not_protect_the_bench():
    """Barrier (RULINGS, General): Magneton's Selfdestruct does nothing to Mewtwo but still
    does 20 to each Benched Pokémon and 80 to Magneton, which is Knocked Out."""
    g = barrier(MAGNETON, ("Lightning",) * 4, p2_bench=[DODUO])
    g.act("attack Selfdestruct")
    assert g.p1.active.damage == 0
    assert g.p1.bench[0].damage == 20
    assert g.p2.active.name == "Doduo" and g.p2.active.damage == 20
    assert MAGNETON in ids(g.p2.discard)


def test_barrier_ends_with_the_opponents_turn():
    """Lasting effects "during your opponent's next turn" end at the end of that turn: in
    the opponent's following turn Thundershock heads does 10 and Paralyzes Mewtwo."""
    g = barrier(coins=["H", "H"])
    g.act("attack Thundershock")
    g.act("end")
    assert g.current == "p2"
    g.act("attack Thundershock")
    assert g.p1.active.damage == 10 and g.p1.active.conditions == {"paralyzed"}


def test_barrier_ends_when_mewtwo_leaves_the_active_spot():
    """Lasting effects end when the Pokémon leaves the Active Spot (RULINGS, General):
    Gust of Wind brings up p1's Doduo, a second Gust brings Mewtwo back, and
    Thundershock heads now does 10 and Paralyzes it."""
    g = barrier(coins=["H"], p2_hand=[GUST, GUST])
    g.act(f"play {GUST}")
    assert g.p1.active.name == "Doduo"
    g.act(f"play {GUST}")
    assert g.p1.active.name == "Mewtwo"
    g.act("attack Thundershock")
    assert g.p1.active.damage == 10 and g.p1.active.conditions == {"paralyzed"}


# --- the end of lasting effects -----------------------------------------------------------
def test_sand_attack_ends_at_the_end_of_that_turn():
    """Lasting effects "during your opponent's next turn" end at the end of that turn: a
    turn later Charmeleon attacks without a Sand-attack flip (none is scripted)."""
    g = sand_attacked()
    g.act("end")
    assert g.current == "p2"
    g.act("end")
    assert g.current == "p1"
    g.act("attack Slash")
    assert g.p2.active.damage == 30


def test_sand_attack_ends_when_the_pokemon_leaves_the_active_spot():
    """Lasting effects end when the Pokémon leaves the Active Spot (spec, Notes on
    Retreating; RULINGS, General): Switch it to the Bench and back, and it attacks without
    a Sand-attack flip."""
    g = sand_attacked()
    g.act(f"play {SWITCH}")
    assert g.p1.active.name == "Doduo"
    g.act(f"play {SWITCH}")
    assert g.p1.active.name == "Charmeleon"
    g.act("attack Slash")
    assert g.p2.active.damage == 30


def test_sand_attack_ends_when_the_pokemon_evolves():
    """Attack step 1, example #2 (evolving clears the effect) and RULINGS, General: a
    Sand-attacked Charmander that evolves into Charmeleon attacks without a flip."""
    s = scenario()
    s.p1.active(CHARMANDER, energy=["Fire"] * 3)
    s.p1.hand(CHARMELEON)
    s.p2.active(SANDSHREW, energy=["Fighting"])
    g = s.start("p2")
    g.act("attack Sand-attack")
    g.act(f"evolve {CHARMELEON} active", "attack Slash")
    assert g.p2.active.damage == 30


def test_amnesia_ends_when_the_pokemon_leaves_the_active_spot():
    """Attack step 1, example #2: returning the Pokémon to the Bench clears the effect;
    after Switch there and back, Thunderpunch can be announced again."""
    s = scenario()
    s.p1.active(ELECTABUZZ, energy=["Lightning"] * 2)
    s.p1.bench(DODUO)
    s.p1.hand(SWITCH, SWITCH)
    s.p2.active(POLIWHIRL, energy=["Water"] * 2)
    g = s.start("p2")
    g.act("attack Amnesia", "Thunderpunch")
    assert "attack Thunderpunch" not in keys(g)
    g.act(f"play {SWITCH}", f"play {SWITCH}")
    assert "attack Thunderpunch" in keys(g)
