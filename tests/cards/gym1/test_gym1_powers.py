"""Gym Heroes (gym1) Pokémon Powers and the attacks that leave a lasting effect behind:
Brock's Rhydon's Bench Guard, Erika's Vileplume's Pollen Defense, Lt. Surge's Magneton's
Energy Charge, Misty's Tentacruel's Flee, Rocket's Moltres's Rebirth and Fire Wall, Rocket's
Hitmonchan's Crosscounter, Rocket's Scyther's Shadow Images, Rocket's Snorlax's Restless
Sleep, Misty's Cloyster's Shell Armor, Erika's Dratini's Strange Barrier, Erika's Oddish's
Photosynthesis, Blaine's Vulpix's Natural Healing, Erika's Victreebel's Fragrance Trap.

Each test names the card, paraphrases its text, and the ruling it follows where the text
leaves a question: the spec (Damage Calculation Procedures, Knock Out Procedures), RULINGS.md
(Toxic Gas turns off every other power; powers stop while Asleep, Confused or Paralyzed
unless the card says otherwise), WotC-era rulings and reviews where named."""

from __future__ import annotations

import pytest

from oldback.testing import Scenario
from oldback.testing import card_ids as ids
from oldback.testing import option_keys as keys

DECK = ["Water"] * 8

RHYDON, VILEPLUME, MAGNETON, TENTACRUEL = "gym1-2", "gym1-5", "gym1-8", "gym1-10"
HITMONCHAN_R, MOLTRES_R, SCYTHER_R, SNORLAX_R = "gym1-11", "gym1-12", "gym1-13", "gym1-33"
CLOYSTER, DRATINI, ODDISH, VULPIX, VICTREEBEL = "gym1-29", "gym1-42", "gym1-47", "gym1-65", \
    "gym1-26"
RHYHORN, GOLEM, TANGELA, MAGNEMITE = "gym1-22", "gym1-20", "gym1-79", "gym1-80"
ONIX, CHANSEY, HITMONCHAN, MAGIKARP = "base1-56", "base1-3", "base1-7", "base1-35"
MACHOP, STARYU, BULBASAUR, ELECTABUZZ = "base1-52", "base1-65", "base1-44", "base1-20"
MACHOKE, PINSIR, MUK, DUGTRIO, DIGLETT = "base1-34", "base2-9", "base3-13", "base1-19", \
    "base1-47"
FIGHTING, LIGHTNING, WATER, GRASS = "base1-97", "base1-100", "base1-102", "base1-99"


def scenario() -> Scenario:
    s = Scenario()
    s.p1.deck(*DECK)
    s.p2.deck(*DECK)
    s.p1.hand("Water")
    s.p2.hand("Water")
    return s


# --- Brock's Rhydon: Bench Guard ----------------------------------------------------------------
def test_bench_guard_takes_10_of_the_damage_to_a_benched_pokemon():
    """Brock's Rhydon, Bench Guard: while Rhydon is Benched, whenever 1 of its owner's Benched
    Pokémon is damaged, the owner may have 10 of that damage done to Rhydon instead. Stretch
    Vine's 20 to Machop becomes 10 to Machop and 10 to Rhydon (the choice is the damaged
    Pokémon's owner's, asked during the opponent's attack)."""
    s = scenario()
    s.p1.active(TANGELA, energy=["Grass"] * 3)
    s.p2.active(ONIX)
    s.p2.bench(RHYDON, under=["gym1-70"])
    s.p2.bench(MACHOP)
    g = s.start("p1")
    g.act("attack Stretch Vine", "opp-bench2")
    assert g.decision.kind == "may" and g.decision.player == "p2"
    assert keys(g) == {"yes", "no"}
    g.act("yes")
    assert [(m.name, m.damage) for m in g.p2.bench] == [("Brock's Rhydon", 10), ("Machop", 10)]


def test_bench_guard_may_be_declined():
    """Brock's Rhydon, Bench Guard: "you may": declined, Machop takes the whole 20."""
    s = scenario()
    s.p1.active(TANGELA, energy=["Grass"] * 3)
    s.p2.active(ONIX)
    s.p2.bench(RHYDON, under=["gym1-70"])
    s.p2.bench(MACHOP)
    g = s.start("p1")
    g.act("attack Stretch Vine", "opp-bench2", "no")
    assert [m.damage for m in g.p2.bench] == [0, 20]


def test_bench_guard_one_choice_for_each_benched_pokemon_damaged_at_once():
    """Brock's Rhydon, Bench Guard: when several Benched Pokémon are damaged at the same time,
    the power may be used once for each of them (the card's own text): Rock Slide's 10 to
    three of them, accepted for two, takes 20 onto Rhydon. Rhydon's own damage is not asked
    about (it can't guard itself)."""
    s = scenario()
    s.p1.active(GOLEM, energy=["Fighting"] * 3, under=["gym1-38", "gym1-40"])
    s.p2.active(CHANSEY)
    s.p2.bench(RHYDON, under=["gym1-70"])
    s.p2.bench(MACHOP)
    s.p2.bench(STARYU)
    s.p2.bench(MAGIKARP)
    g = s.start("p1")
    g.act("attack Rock Slide", "opp-bench2", "opp-bench3", "opp-bench4")
    answers = 0
    for answer in ("yes", "no", "yes"):
        assert g.decision.kind == "may"
        g.act(answer)
        answers += 1
    assert answers == 3 and g.decision.kind != "may"
    assert [m.damage for m in g.p2.bench] == [20, 0, 10, 0]


def test_bench_guard_only_from_the_bench():
    """Brock's Rhydon, Bench Guard: "as long as Brock's Rhydon is Benched": as the Active
    Pokémon it guards nothing (Rock Slide hits Machop for the full 10, no question)."""
    s = scenario()
    s.p1.active(GOLEM, energy=["Fighting"] * 3, under=["gym1-38", "gym1-40"])
    s.p2.active(RHYDON, under=["gym1-70"])
    s.p2.bench(MACHOP)
    g = s.start("p1")
    g.act("attack Rock Slide")
    assert g.current == "p2" and g.decision.kind == "action"
    assert g.p2.bench[0].damage == 10 and g.p2.active.damage == 20


def test_bench_guard_takes_10_of_a_powers_damage():
    """Brock's Rhydon, Bench Guard, "whenever 1 of your Benched Pokémon is damaged": the
    text names no attack (unlike Strikes Back's "your opponent's attack damages"), so damage
    of any source goes through it (issue 33). Dark Golbat's Sneak Attack, a Pokémon Power,
    does 10 to the Benched Machop: p2 may have Rhydon take it (10 of 10)."""
    s = scenario()
    s.p1.active("base5-70")  # Zubat
    s.p1.hand("base5-7")  # Dark Golbat
    s.p2.active(ONIX)
    s.p2.bench(RHYDON, under=["gym1-70"])
    s.p2.bench(MACHOP)
    g = s.start("p1")
    g.act("evolve base5-7 active", "opp-bench2")
    assert g.decision.kind == "may" and g.decision.player == "p2"
    g.act("yes")
    assert [(m.name, m.damage) for m in g.p2.bench] == [("Brock's Rhydon", 10), ("Machop", 0)]


def test_bench_guard_takes_10_of_rainbow_energys_damage():
    """Brock's Rhydon, Bench Guard, for damage of no attack (issue 33): Rainbow Energy
    attached from the hand to the Benched Machop does 10 damage to it; its owner may have
    Rhydon take it instead."""
    s = scenario()
    s.p1.active(ONIX)
    s.p1.bench(RHYDON, under=["gym1-70"])
    s.p1.bench(MACHOP)
    s.p1.hand("base5-17")  # Rainbow Energy
    s.p2.active(ONIX)
    g = s.start("p1")
    g.act("attach base5-17 bench2")
    assert g.decision.kind == "may" and g.decision.player == "p1"
    g.act("yes")
    assert [(m.name, m.damage) for m in g.p1.bench] == [("Brock's Rhydon", 10), ("Machop", 0)]
    assert ids(g.p1.bench[1].energy) == ["base5-17"]


def test_bench_guard_only_guards_its_owners_pokemon():
    """Brock's Rhydon, Bench Guard: "your Benched Pokémon": the opponent's Bench is not
    guarded. Dugtrio's Earthquake hits its own player's Bench: p2's Benched Rhydon is not
    asked, Staryu takes its 10."""
    s = scenario()
    s.p1.active(DUGTRIO, energy=["Fighting"] * 4, under=[DIGLETT])
    s.p1.bench(STARYU)
    s.p2.active(ONIX)
    s.p2.bench(RHYDON, under=["gym1-70"])
    s.p2.bench(MACHOP)
    g = s.start("p1")
    g.act("attack Earthquake")
    assert g.current == "p2" and g.decision.kind == "action"
    assert g.p1.bench[0].damage == 10 and g.p2.active.damage == 70
    assert [m.damage for m in g.p2.bench] == [0, 0]


def test_bench_guard_can_knock_rhydon_out():
    """Brock's Rhydon, Bench Guard: damage moved onto Rhydon is damage like any other: 10 more
    on a Rhydon with 70 of 80 Knocks it Out (spec, Knock Out Procedures), and a Prize is
    taken for it."""
    s = scenario()
    s.p1.active(TANGELA, energy=["Grass"] * 3)
    s.p2.active(ONIX)
    s.p2.bench(RHYDON, under=["gym1-70"], damage=70)
    s.p2.bench(MACHOP)
    s.p1.prizes("Water", "Water")
    s.p2.prizes("Water", "Water")
    g = s.start("p1")
    g.act("attack Stretch Vine", "opp-bench2", "yes")
    assert "gym1-2" in ids(g.p2.discard) and g.p2.bench[0].damage == 10
    assert len(g.p1.prizes) == 1


def test_bench_guard_is_shut_off_by_toxic_gas():
    """Brock's Rhydon, Bench Guard: a Pokémon Power, so Muk's Toxic Gas turns it off (RULINGS,
    Fossil: Toxic Gas turns off every other power in play)."""
    s = scenario()
    s.p1.active(TANGELA, energy=["Grass"] * 3)
    s.p1.bench(MUK, under=["base3-57"])
    s.p2.active(ONIX)
    s.p2.bench(RHYDON, under=["gym1-70"])
    s.p2.bench(MACHOP)
    g = s.start("p1")
    g.act("attack Stretch Vine", "opp-bench2")
    assert g.p2.bench[1].damage == 20 and g.p2.bench[0].damage == 0


def test_lariat():
    """Brock's Rhydon, Lariat: 70; tails, nothing."""
    s = scenario()
    s.p1.active(RHYDON, energy=["Fighting"] * 4, under=["gym1-70"])
    s.p2.active(CHANSEY)
    s.coins("T")
    g = s.start("p1")
    g.act("attack Lariat")
    assert g.p2.active.damage == 0


# --- Erika's Vileplume: Pollen Defense -----------------------------------------------------------
@pytest.mark.parametrize(("coin", "confused"), [("H", True), ("T", False)])
def test_pollen_defense_confuses_the_attacker_on_heads(coin, confused):
    """Erika's Vileplume, Pollen Defense: if an attack damages Vileplume while it is the
    Active Pokémon, flip: heads, the opponent's Active Pokémon is now Confused."""
    s = scenario()
    s.p1.active(HITMONCHAN, energy=["Fighting"])
    s.p2.active(VILEPLUME, under=["gym1-47", "gym1-45"])
    s.coins(coin)
    g = s.start("p1")
    g.act("attack Jab")
    assert g.p2.active.damage == 20
    assert (g.p1.active.conditions == {"confused"}) is confused


def test_pollen_defense_works_while_asleep_and_when_knocked_out():
    """Erika's Vileplume, Pollen Defense: it works even while Vileplume is Asleep, and even if
    the attack Knocks it Out (its text)."""
    s = scenario()
    s.p1.active(HITMONCHAN, energy=["Fighting"] * 3)
    s.p2.active(VILEPLUME, under=["gym1-47", "gym1-45"], damage=60, conditions=["asleep"])
    s.p2.bench(MACHOP)
    s.coins("H")
    g = s.start("p1")
    g.act("attack Special Punch")
    assert VILEPLUME in ids(g.p2.discard)
    assert g.p1.active.conditions == {"confused"}


def test_pollen_defense_not_from_the_bench():
    """Erika's Vileplume, Pollen Defense: only "while it's your Active Pokémon": damaged on the
    Bench (Misty's Poliwrath's Water Ring), no coin is flipped (none is scripted)."""
    s = scenario()
    s.p1.active("gym1-31", energy=["Water"] * 4, under=["gym1-87", "gym1-53"])
    s.p2.active(CHANSEY)
    s.p2.bench(VILEPLUME, under=["gym1-47", "gym1-45"])
    g = s.start("p1")
    g.act("attack Water Ring")
    assert g.p2.bench[0].damage == 10 and g.p1.active.conditions == frozenset()


# --- Lt. Surge's Magneton: Energy Charge --------------------------------------------------------
def test_energy_charge_pulls_lightning_energy_to_the_active_magneton():
    """Lt. Surge's Magneton, Energy Charge: as often as you like during your turn, if Magneton
    is your Active Pokémon, move 1 Lightning Energy card from 1 of your other Pokémon to it.
    A Water Energy is never offered."""
    s = scenario()
    s.p1.active(MAGNETON, under=["gym1-80"])
    s.p1.bench(ELECTABUZZ, energy=["Lightning", "Water"])
    s.p1.bench(STARYU, energy=["Lightning"])
    s.p2.active(ONIX)
    g = s.start("p1")
    g.act("power active Energy Charge")
    assert keys(g) == {f"bench1:{LIGHTNING}", f"bench2:{LIGHTNING}"}
    g.act(f"bench1:{LIGHTNING}")
    g.act("power active Energy Charge")
    assert ids(g.p1.active.energy) == [LIGHTNING, LIGHTNING]
    assert ids(g.p1.bench[0].energy) == [WATER] and g.p1.bench[1].energy == []
    assert "power active Energy Charge" not in keys(g)


def test_energy_charge_only_while_active_and_not_while_paralyzed():
    """Lt. Surge's Magneton, Energy Charge: not from the Bench, and not while Magneton is
    Asleep, Confused or Paralyzed."""
    s = scenario()
    s.p1.active(ELECTABUZZ, energy=["Lightning"])
    s.p1.bench(MAGNETON, under=["gym1-80"])
    s.p2.active(ONIX)
    g = s.start("p1")
    assert not any(k.startswith("power") for k in keys(g))
    s = scenario()
    s.p1.active(MAGNETON, under=["gym1-80"], conditions=["paralyzed"])
    s.p1.bench(ELECTABUZZ, energy=["Lightning"])
    s.p2.active(ONIX)
    g = s.start("p1")
    assert not any(k.startswith("power") for k in keys(g))


# --- Misty's Tentacruel: Flee --------------------------------------------------------------------
def test_flee_switches_out_and_prevents_the_rest_of_the_attack():
    """Misty's Tentacruel, Flee: if an attack damages Tentacruel while it is Active, its owner
    may switch it with a Benched Pokémon, which prevents the attack's other effects on it:
    Thundershock's 10 stays, its Paralysis does not come; the new Active is not the Defending
    Pokémon of that attack and gets nothing."""
    s = scenario()
    s.p1.active(ELECTABUZZ, energy=["Lightning"])
    s.p2.active(TENTACRUEL, under=["gym1-32"])
    s.p2.bench(MACHOP)
    s.coins("H")
    g = s.start("p1")
    g.act("attack Thundershock")
    assert g.decision.kind == "target" and g.decision.player == "p2"
    assert keys(g) == {"bench1", "done"}
    g.act("bench1")
    assert g.p2.active.name == "Machop" and g.p2.active.conditions == frozenset()
    assert g.p2.bench[0].damage == 20 and g.p2.bench[0].conditions == frozenset()


def test_flee_declined_the_attack_does_everything():
    """Misty's Tentacruel, Flee: "you may": staying, Tentacruel is Paralyzed as usual."""
    s = scenario()
    s.p1.active(ELECTABUZZ, energy=["Lightning"])
    s.p2.active(TENTACRUEL, under=["gym1-32"])
    s.p2.bench(MACHOP)
    s.coins("H")
    g = s.start("p1")
    g.act("attack Thundershock", "done")
    assert g.p2.active.name == "Misty's Tentacruel"
    assert g.p2.active.conditions == {"paralyzed"}


def test_flee_cant_be_used_while_asleep():
    """Misty's Tentacruel, Flee: not while Tentacruel is already Asleep, Confused or
    Paralyzed (no question is asked)."""
    s = scenario()
    s.p1.active(ELECTABUZZ, energy=["Lightning"])
    s.p2.active(TENTACRUEL, under=["gym1-32"], conditions=["asleep"])
    s.p2.bench(MACHOP)
    s.coins("T", "T")
    g = s.start("p1")
    g.act("attack Thundershock")
    assert g.p2.active.name == "Misty's Tentacruel" and g.current == "p2"


def test_flee_needs_a_bench():
    """Misty's Tentacruel, Flee: with no Benched Pokémon there is nothing to switch with."""
    s = scenario()
    s.p1.active(ELECTABUZZ, energy=["Lightning"])
    s.p2.active(TENTACRUEL, under=["gym1-32"])
    s.coins("H")
    g = s.start("p1")
    g.act("attack Thundershock")
    assert g.p2.active.conditions == {"paralyzed"}


# --- Rocket's Hitmonchan: Crosscounter ----------------------------------------------------------
def test_crosscounter_heads_hits_back_for_double():
    """Rocket's Hitmonchan, Crosscounter: if an attack damages it during the opponent's next
    turn, flip: heads, it attacks the opponent's Active Pokémon for double that damage (Jab's
    20 comes back as 40)."""
    s = scenario()
    s.p1.active(HITMONCHAN_R, energy=["Fighting"])
    s.p2.active(HITMONCHAN, energy=["Fighting"])
    s.coins("H")
    g = s.start("p1")
    g.act("attack Crosscounter")
    g.act("attack Jab")
    assert g.p1.active.damage == 20 and g.p2.active.damage == 40


def test_crosscounter_tails_and_after_the_turn():
    """Rocket's Hitmonchan, Crosscounter: tails, nothing; and the effect lasts only the
    opponent's next turn."""
    s = scenario()
    s.p1.active(HITMONCHAN_R, energy=["Fighting"])
    s.p2.active(HITMONCHAN, energy=["Fighting"])
    s.coins("T")
    g = s.start("p1")
    g.act("attack Crosscounter")
    g.act("attack Jab")
    assert g.p2.active.damage == 0


def test_crosscounter_applies_weakness_and_works_when_knocked_out():
    """Rocket's Hitmonchan, Crosscounter: "even if Rocket's Hitmonchan is Knocked Out"; the
    doubled damage goes through Weakness (Pojo's review, 2000-10-25: "the base damage
    doubles, and then the weakness is applied"): Mewtwo (weak to Psychic? no — Machoke, weak
    to Psychic, is not hit by a Fighting Pokémon's Weakness): Electabuzz, weak to Fighting,
    takes 2 × 40 × 2 = 160 and is Knocked Out too."""
    s = scenario()
    s.p1.active(HITMONCHAN_R, energy=["Fighting"], damage=20)
    s.p1.bench(MACHOP)
    s.p2.active(ELECTABUZZ, energy=["Lightning", "Water"])
    s.p2.bench(STARYU)
    s.p1.prizes("Water", "Water")
    s.p2.prizes("Water", "Water")
    s.coins("H", "H")
    g = s.start("p1")
    g.act("attack Crosscounter")
    g.act("attack Thunderpunch")
    assert HITMONCHAN_R in ids(g.p1.discard) and ELECTABUZZ in ids(g.p2.discard)


# --- Rocket's Moltres: Fire Wall, Rebirth --------------------------------------------------------
def test_fire_wall_hits_the_attacker_for_10_with_weakness():
    """Rocket's Moltres, Fire Wall: 40; if an attack damages Moltres during the opponent's
    next turn, Moltres attacks the opponent's Active Pokémon for 10, Weakness and Resistance
    applied: Venusaur (100 HP, weak to Fire) took 80 and takes 20 more: Knocked Out (10
    would have left it in play). Solarbeam Knocks Moltres Out too: Fire Wall works "even if
    Rocket's Moltres is Knocked Out"."""
    s = scenario()
    s.p1.active(MOLTRES_R, energy=["Fire"] * 3)
    s.p1.bench(STARYU)
    s.p2.active("base1-15", energy=["Grass"] * 4, under=[BULBASAUR, "base1-30"])
    s.p2.bench(MACHOP)
    g = s.start("p1")
    g.act("attack Fire Wall")
    assert g.p2.active.damage == 80
    g.act("attack Solarbeam")
    assert MOLTRES_R in ids(g.p1.discard) and "base1-15" in ids(g.p2.discard)


def test_fire_wall_without_damage_does_nothing():
    """Rocket's Moltres, Fire Wall: an attack that does no damage to Moltres (Pinsir has Grass
    Energy only for Irongrip; Onix's Harden does none) sets nothing off."""
    s = scenario()
    s.p1.active(MOLTRES_R, energy=["Fire"] * 3)
    s.p2.active(ONIX, energy=["Fighting"] * 2)
    g = s.start("p1")
    g.act("attack Fire Wall")
    g.act("attack Harden")
    assert g.p2.active.damage == 40


def test_rebirth_returns_moltres_to_the_hand_after_the_knock_out():
    """Rocket's Moltres, Rebirth: when it is Knocked Out, its owner may return it to the hand
    after discarding it (Knock Out step 3); its Energy stays discarded and the opponent
    still takes a Prize."""
    s = scenario()
    s.p1.active(STARYU, energy=["Water"])
    s.p2.active(MOLTRES_R, energy=["Fire"], damage=50)
    s.p2.bench(MACHOP)
    s.p1.prizes("Water", "Water")
    s.p2.prizes("Water", "Water")
    g = s.start("p1")
    g.act("attack Slap")
    assert g.decision.kind == "may" and g.decision.player == "p2"
    g.act("yes")
    assert MOLTRES_R in ids(g.p2.hand) and MOLTRES_R not in ids(g.p2.discard)
    assert "base1-98" in ids(g.p2.discard)
    assert len(g.p1.prizes) == 1


def test_rebirth_not_while_asleep():
    """Rocket's Moltres, Rebirth: it can't be used if Moltres is Asleep, Confused or Paralyzed
    when it is Knocked Out (no question; it stays discarded)."""
    s = scenario()
    s.p1.active(STARYU, energy=["Water"])
    s.p2.active(MOLTRES_R, damage=50, conditions=["asleep"])
    s.p2.bench(MACHOP)
    g = s.start("p1")
    g.act("attack Slap")
    assert g.decision.kind != "may" and MOLTRES_R in ids(g.p2.discard)


def test_rebirth_may_be_declined():
    """Rocket's Moltres, Rebirth: "you may": no, and it stays in the discard pile."""
    s = scenario()
    s.p1.active(STARYU, energy=["Water"])
    s.p2.active(MOLTRES_R, damage=50)
    s.p2.bench(MACHOP)
    g = s.start("p1")
    g.act("attack Slap", "no")
    assert MOLTRES_R in ids(g.p2.discard)


# --- Rocket's Scyther: Shadow Images ------------------------------------------------------------
def test_shadow_images_tails_the_attack_does_no_damage_but_its_effects_happen():
    """Rocket's Scyther, Shadow Images: whenever Scyther is attacked the opponent flips; tails,
    that attack does no damage to it (its other effects still happen: Thundershock's
    Paralysis on heads of its own coin)."""
    s = scenario()
    s.p1.active(SCYTHER_R, energy=["Grass"])
    s.p2.active(ELECTABUZZ, energy=["Lightning"])
    s.coins("T", "H")  # Shadow Images' coin at damage step 8 (tails), then Thundershock's
    g = s.start("p1")
    g.act("attack Shadow Images")
    g.act("attack Thundershock")
    assert g.p1.active.damage == 0 and g.p1.active.conditions == {"paralyzed"}


def test_shadow_images_lasts_until_scyther_takes_damage():
    """Rocket's Scyther, Shadow Images: the effect has no end of its own: it protects through
    later turns until Scyther takes damage (heads lets an attack through, and that ends it)."""
    s = scenario()
    s.p1.active(SCYTHER_R, energy=["Grass"])
    s.p1.hand("Water", "Water")
    s.p2.active(MAGIKARP, energy=["Water"])
    s.p2.hand("Water", "Water")
    s.coins("T", "H")
    g = s.start("p1")
    g.act("attack Shadow Images")
    g.act("attack Tackle")  # tails: no damage
    assert g.p1.active.damage == 0
    g.act("end")
    g.act("attack Tackle")  # heads: 10, and the effect ends
    assert g.p1.active.damage == 10
    assert not g.p1.active.has_effect("shadow-images")


def test_shadow_images_ends_on_the_bench():
    """Rocket's Scyther, Shadow Images: it ends when Scyther is Benched (its text), like any
    effect of an attack (RULINGS, General)."""
    s = scenario()
    s.p1.active(SCYTHER_R, energy=["Grass"] * 2)
    s.p1.bench(MACHOP)
    s.p1.hand("base1-95")
    s.p2.active(HITMONCHAN, energy=["Fighting"])
    s.p2.hand("base1-93")
    g = s.start("p1")
    g.act("attack Shadow Images")
    g.act("play base1-93")  # Gust of Wind brings up Machop
    assert not g.p1.bench[0].has_effect("shadow-images")


# --- Rocket's Snorlax: Restless Sleep ------------------------------------------------------------
def test_restless_sleep_hits_the_attacker_while_snorlax_sleeps():
    """Rocket's Snorlax, Restless Sleep: if the opponent's attack damages Snorlax while it is
    Asleep (even if that Knocks it Out), the power does 20 damage to the attacking Pokémon;
    it works while Asleep, of course."""
    s = scenario()
    s.p1.active(STARYU, energy=["Water"])
    s.p2.active(SNORLAX_R, conditions=["asleep"])
    s.coins("T")
    g = s.start("p1")
    g.act("attack Slap")
    assert g.p2.active.damage == 20 and g.p1.active.damage == 20


def test_restless_sleep_not_while_awake():
    """Rocket's Snorlax, Restless Sleep: awake, nothing happens to the attacker."""
    s = scenario()
    s.p1.active(HITMONCHAN, energy=["Fighting"])
    s.p2.active(SNORLAX_R)
    g = s.start("p1")
    g.act("attack Jab")
    assert g.p1.active.damage == 0


def test_collapse_then_restless_sleep():
    """Rocket's Snorlax, Collapse: 20, then Snorlax is Asleep; attacked next turn while still
    asleep, Restless Sleep does 20 to the attacker."""
    s = scenario()
    s.p1.active(SNORLAX_R, energy=["Water"] * 3)
    s.p2.active(HITMONCHAN, energy=["Fighting"])
    s.coins("T", "T")
    g = s.start("p1")
    g.act("attack Collapse")
    assert g.p1.active.conditions == {"asleep"} and g.p2.active.damage == 20
    g.act("attack Jab")
    assert g.p2.active.damage == 40


# --- Misty's Cloyster: Shell Armor; Erika's Dratini: Strange Barrier ------------------------------
def test_shell_armor_reduces_damage_by_10():
    """Misty's Cloyster, Shell Armor: damage done to Cloyster by attacks is reduced by 10
    after Weakness and Resistance (Jab 20 → 10); not while it is Asleep (20)."""
    s = scenario()
    s.p1.active(HITMONCHAN, energy=["Fighting"])
    s.p2.active(CLOYSTER, under=["gym1-89"])
    g = s.start("p1")
    g.act("attack Jab")
    assert g.p2.active.damage == 10
    s = scenario()
    s.p1.active(HITMONCHAN, energy=["Fighting"])
    s.p2.active(CLOYSTER, under=["gym1-89"], conditions=["asleep"])
    s.coins("T")
    g = s.start("p1")
    g.act("attack Jab")
    assert g.p2.active.damage == 20


@pytest.mark.parametrize(("attacker", "attack", "energy", "done"), [
    (HITMONCHAN, "Special Punch", ["Fighting"] * 3, 10),  # a Basic Pokémon: 40 becomes 10
    (MACHOKE, "Karate Chop", ["Fighting"] * 3, 30),  # Stage 1: 50 − 0 counters? stays
])
def test_strange_barrier_caps_basic_pokemons_damage(attacker, attack, energy, done):
    """Erika's Dratini, Strange Barrier: whenever an attack by a Basic Pokémon does 20 or more
    damage to it after Weakness and Resistance, that damage becomes 10; an Evolved Pokémon's
    attack is not affected."""
    s = scenario()
    under = ["base1-52"] if attacker == MACHOKE else []
    s.p1.active(attacker, energy=energy, under=under, damage=20 if attacker == MACHOKE else 0)
    s.p2.active(DRATINI)
    g = s.start("p1")
    g.act(f"attack {attack}")
    assert g.p2.active.damage == done


def test_strange_barrier_leaves_10_alone():
    """Erika's Dratini, Strange Barrier: less than 20 is not changed (Machop's 20 → 10, a
    Magikarp's Tackle stays 10)."""
    s = scenario()
    s.p1.active(MAGIKARP, energy=["Water"])
    s.p2.active(DRATINI)
    g = s.start("p1")
    g.act("attack Tackle")
    assert g.p2.active.damage == 10


# --- Erika's Oddish: Photosynthesis --------------------------------------------------------------
def test_photosynthesis_makes_every_energy_grass():
    """Erika's Oddish, Photosynthesis: all Energy attached to it provides Grass instead of its
    usual type (works while Asleep too): two Water Energy pay for Poisonpowder (GG)."""
    s = scenario()
    s.p1.active(ODDISH, energy=["Water", "Water"])
    s.p2.active(CHANSEY)
    s.coins("H")
    g = s.start("p1")
    g.act("attack Poisonpowder")
    assert g.p2.active.damage == 30 and g.p2.active.conditions == {"poisoned"}


# --- Blaine's Vulpix: Natural Healing ------------------------------------------------------------
def test_natural_healing_once_a_turn():
    """Blaine's Vulpix, Natural Healing: once during your turn, remove 1 damage counter from
    Vulpix; not with none, not twice, not while Paralyzed."""
    s = scenario()
    s.p1.active(VULPIX, damage=20)
    s.p2.active(ONIX)
    g = s.start("p1")
    g.act("power active Natural Healing")
    assert g.p1.active.damage == 10
    assert "power active Natural Healing" not in keys(g)
    s = scenario()
    s.p1.active(VULPIX)
    s.p1.bench(VULPIX, damage=10, conditions=())
    s.p2.active(ONIX)
    g = s.start("p1")
    assert keys(g) & {"power active Natural Healing", "power bench1 Natural Healing"} == \
        {"power bench1 Natural Healing"}


# --- Erika's Victreebel: Fragrance Trap ----------------------------------------------------------
def test_fragrance_trap_heads_brings_up_a_benched_pokemon():
    """Erika's Victreebel, Fragrance Trap: once during your turn flip a coin: heads, choose 1
    of the opponent's Benched Pokémon and switch it with their Active Pokémon."""
    s = scenario()
    s.p1.active(VICTREEBEL, under=["gym1-75", "gym1-48"])
    s.p2.active(ONIX)
    s.p2.bench(MACHOP)
    s.p2.bench(STARYU)
    s.coins("H")
    g = s.start("p1")
    g.act("power active Fragrance Trap", "opp-bench2")
    assert g.p2.active.name == "Staryu"
    assert "power active Fragrance Trap" not in keys(g)


def test_fragrance_trap_tails_and_no_bench():
    """Erika's Victreebel, Fragrance Trap: tails, nothing (and the power is used up); with no
    opposing Bench it is not offered."""
    s = scenario()
    s.p1.active(VICTREEBEL, under=["gym1-75", "gym1-48"])
    s.p2.active(ONIX)
    s.p2.bench(MACHOP)
    s.coins("T")
    g = s.start("p1")
    g.act("power active Fragrance Trap")
    assert g.p2.active.name == "Onix" and "power active Fragrance Trap" not in keys(g)
    s = scenario()
    s.p1.active(VICTREEBEL, under=["gym1-75", "gym1-48"])
    s.p2.active(ONIX)
    g = s.start("p1")
    assert "power active Fragrance Trap" not in keys(g)


def test_pollen_defense_on_its_own_confusion_damage():
    """Erika's Vileplume, Pollen Defense: "if an attack does damage" — any attack, so the 20
    a Confused Vileplume does to itself sets it off too (the card's words; heads confuses
    the opponent's Active Pokémon)."""
    s = scenario()
    s.p1.active(VILEPLUME, energy=["Grass"] * 3, under=["gym1-47", "gym1-45"],
                conditions=["confused"])
    s.p2.active(ONIX)
    s.coins("T", "H")  # Confusion check tails, then Pollen Defense heads
    g = s.start("p1")
    g.act("attack Mega Drain")
    assert g.p1.active.damage == 20
    assert g.p2.active.conditions == {"confused"}
