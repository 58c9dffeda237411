"""Keys of attached cards (CONTRACT.md §3, Keys; issue #9): ``<slot>:<card id>``, and
``<slot>:<card id>:<Type>`` for a card of which its Pokémon has two or more of one id
attached as Energy providing different things (two Buzzap Electrodes of one printing as
Fire and as Water, RULINGS, Base Set: the type chosen belongs to the card attached).
Options that lead to the same result appear once; the others each have a key of their own."""

from __future__ import annotations

import pytest

from oldback import Game, IllegalAction
from oldback.engine.energy import units
from oldback.testing import Scenario
from oldback.testing import card_ids as ids
from oldback.testing import option_keys as keys

ELECTRODE = "base1-21"  # Buzzap: Knock it Out, attach it as 2 Energy of a chosen type
CHARMELEON = "base1-24"  # Stage 1, Retreat Cost 1; Flamethrower (F F C) 50, discard 1 Fire
CHANSEY = "base1-3"
DODUO = "base1-48"  # Retreat Cost 0
ENERGY_REMOVAL = "base1-92"
SUPER_ENERGY_REMOVAL = "base1-79"
FIRE, WATER = "base1-98", "base1-102"
TYPED = {t: f"active:{ELECTRODE}:{t}" for t in ("Fire", "Water")}
OTHER = {"Fire": "Water", "Water": "Fire"}


def electrodes(first: str, second: str, *, energy=(), p2_hand=()) -> Game:
    """p1's Active Charmeleon (with ``energy``) gets two Benched Electrodes of one printing
    by Buzzap, as ``first`` then as ``second``; Doduo stays on the Bench."""
    s = Scenario()
    s.p1.deck(*["Water"] * 6)
    s.p2.deck(*["Water"] * 6)
    s.p1.active(CHARMELEON, energy=list(energy))
    s.p1.bench(ELECTRODE)
    s.p1.bench(ELECTRODE)
    s.p1.bench(DODUO)
    s.p2.active(CHANSEY)
    s.p2.hand(*p2_hand)
    g = s.start("p1")
    g.act("power bench1 Buzzap", "active", first)
    g.act("power bench1 Buzzap", "active", second)
    assert ids(g.p1.active.energy)[-2:] == [ELECTRODE, ELECTRODE]
    return g


def state(g) -> tuple:
    return (len(g.log), g.decision, [ids(m.energy) for m in g.p1.in_play],
            ids(g.p1.discard), ids(g.p2.discard), ids(g.p2.hand))


@pytest.mark.parametrize("gone", ["Fire", "Water"])
def test_retreat_discards_the_electrode_of_the_type_chosen(gone):
    """Retreat step 2 (spec, Retreat Procedures): the player chooses which Energy to
    discard. Charmeleon (Retreat Cost 1) has two Buzzap Electrodes, Fire and Water: each is
    an option of its own, and the one named goes; the other still provides its 2."""
    g = electrodes("Fire", "Water")
    g.act("retreat")
    assert g.decision.kind == "retreat-energy"
    assert keys(g) == set(TYPED.values())
    g.act(TYPED[gone])  # 2 Energy pay the cost of 1; Doduo is the only one to come up
    assert g.p1.active.name == "Doduo" and [m.name for m in g.p1.bench] == ["Charmeleon"]
    kept = OTHER[gone]
    assert units(g, g.p1.bench[0]) == [kept, kept]
    assert ids(g.p1.discard).count(ELECTRODE) == 1


@pytest.mark.parametrize("gone", ["Fire", "Water"])
def test_energy_removal_by_the_opponent_names_the_electrode(gone):
    """Energy Removal: the opponent chooses 1 Energy card attached to 1 of p1's Pokémon
    and discards it; of two Buzzap Electrodes of one printing, either may be chosen, from
    p2's side (``opp-active:base1-21:<Type>``)."""
    g = electrodes("Water", "Fire", p2_hand=[ENERGY_REMOVAL])
    g.act("end", f"play {ENERGY_REMOVAL}")
    assert g.current == "p2"
    assert keys(g) == {f"opp-{k}" for k in TYPED.values()}
    g.act(f"opp-active:{ELECTRODE}:{gone}")
    kept = OTHER[gone]
    assert units(g, g.p1.active) == [kept, kept]
    assert ids(g.p1.discard).count(ELECTRODE) == 1 and ENERGY_REMOVAL in ids(g.p2.discard)


def test_super_energy_removal_takes_one_electrode_then_may_take_the_other():
    """Super Energy Removal: discard 1 Energy card from your own Pokémon, then choose up to
    2 Energy cards attached to 1 of the opponent's Pokémon. The Water Electrode goes first,
    then the Fire one is the only card left to name (its key back to the old form)."""
    s = Scenario()
    s.p1.deck(*["Water"] * 6)
    s.p2.deck(*["Water"] * 6)
    s.p1.active(CHARMELEON)
    s.p1.bench(ELECTRODE)
    s.p1.bench(ELECTRODE)
    s.p1.bench(DODUO)
    s.p2.active(CHANSEY, energy=["Water"])
    s.p2.hand(SUPER_ENERGY_REMOVAL)
    g = s.start("p1")
    g.act("power bench1 Buzzap", "active", "Fire", "power bench1 Buzzap", "active", "Water")
    g.act("end", f"play {SUPER_ENERGY_REMOVAL}")  # its own Water Energy pays, by itself
    assert keys(g) == {f"opp-{k}" for k in TYPED.values()}
    g.act(f"opp-active:{ELECTRODE}:Water")
    assert keys(g) == {f"opp-active:{ELECTRODE}", "done"}
    g.act(f"opp-active:{ELECTRODE}")
    assert g.p1.active.energy == [] and ids(g.p1.discard).count(ELECTRODE) == 2


@pytest.mark.parametrize("gone, left", [
    (TYPED["Fire"], ["Fire", "Water", "Water"]),
    (f"active:{FIRE}", ["Fire", "Fire", "Water", "Water"]),
])
def test_flamethrower_discards_the_fire_card_named(gone, left):
    """Charmeleon's Flamethrower: discard 1 Fire Energy card. With a Fire Energy card, a
    Fire Electrode and a Water Electrode of one printing attached, the cards that provide
    Fire are the options (the Water Electrode is not one) and the one named goes. Chansey
    takes the 50."""
    g = electrodes("Water", "Fire", energy=["Fire"])
    g.act("attack Flamethrower")
    assert g.decision.kind == "discard-energy"
    assert keys(g) == {TYPED["Fire"], f"active:{FIRE}"}
    g.act(gone)
    assert g.p2.active.damage == 50
    assert sorted(units(g, g.p1.active)) == left


def test_the_old_key_names_electrodes_of_one_type_as_one_option():
    """Options that lead to the same result appear once (CONTRACT §3): two Buzzap
    Electrodes of one printing both providing Fire are one option, with the old key
    ``<slot>:<card id>``, beside a Water Energy card."""
    g = electrodes("Fire", "Fire", energy=["Water"], p2_hand=[ENERGY_REMOVAL])
    g.act("end", f"play {ENERGY_REMOVAL}")
    assert keys(g) == {f"opp-active:{ELECTRODE}", f"opp-active:{WATER}"}
    g.act(f"opp-active:{ELECTRODE}")
    assert sorted(units(g, g.p1.active)) == ["Fire", "Fire", "Water"]


def test_the_old_key_for_one_electrode():
    """With one Buzzap Electrode (and a basic Energy card), its key keeps the old form."""
    s = Scenario()
    s.p1.deck(*["Water"] * 6)
    s.p2.deck(*["Water"] * 6)
    s.p1.active(CHARMELEON, energy=["Water"])
    s.p1.bench(ELECTRODE)
    s.p1.bench(DODUO)
    s.p2.active(CHANSEY)
    g = s.start("p1")
    g.act("power bench1 Buzzap", "active", "Fire", "retreat")
    assert keys(g) == {f"active:{ELECTRODE}", f"active:{WATER}"}
    g.act(f"active:{ELECTRODE}")
    assert units(g, g.p1.bench[0]) == ["Water"]


@pytest.mark.parametrize("bad", [
    f"active:{ELECTRODE}",             # the old key where it would not say which
    f"active:{ELECTRODE}:Grass",       # no Electrode there provides Grass
    f"active:{FIRE}",                  # no Fire Energy card there
    f"bench1:{ELECTRODE}:Fire",        # not on that Pokémon
    f"opp-active:{ELECTRODE}:Fire",
])
def test_a_key_naming_no_card_there_is_refused_and_changes_nothing(bad):
    """A key that is not among the options raises IllegalAction and changes nothing
    (CONTRACT §3)."""
    g = electrodes("Fire", "Water")
    g.act("retreat")
    before = state(g)
    with pytest.raises(IllegalAction):
        g.act(bad)
    assert state(g) == before
    g.act(TYPED["Water"])  # the game goes on
    assert units(g, g.p1.bench[0]) == ["Fire", "Fire"]


def test_the_helpers_name_and_find_each_electrode():
    """``attached_options`` names each card from the deciding player's side;
    ``attached_chosen`` finds the very card a key names and refuses a key naming none;
    ``parse_attached`` splits a key into slot, card id and what the card provides."""
    from oldback.engine.energy import attached_chosen, attached_options, parse_attached

    g = electrodes("Fire", "Water")
    charmeleon = g.p1.active
    fire, water = charmeleon.energy
    pairs = [(charmeleon, fire), (charmeleon, water)]
    assert attached_options(g, "p2", pairs, "{card} on {mon}") == [
        (f"opp-active:{ELECTRODE}:Fire", "Electrode (Fire) on Charmeleon (opp-active)"),
        (f"opp-active:{ELECTRODE}:Water", "Electrode (Water) on Charmeleon (opp-active)")]
    assert attached_chosen(g, "p1", TYPED["Water"], pairs)[1] is water
    assert attached_chosen(g, "p2", f"opp-active:{ELECTRODE}:Fire", pairs)[1] is fire
    with pytest.raises(IllegalAction):
        attached_chosen(g, "p1", f"active:{ELECTRODE}", pairs)
    assert parse_attached(TYPED["Fire"]) == ("active", ELECTRODE, "Fire")
    assert parse_attached(f"opp-bench2:{FIRE}") == ("opp-bench2", FIRE, "")


@pytest.mark.parametrize("first, second", [("Fire", "Water"), ("Water", "Fire")])
def test_the_heuristic_player_reads_the_type_of_each_electrode(first, second):
    """The heuristic player weighs the very card a key names: retreating Charmeleon
    (Flamethrower needs Fire), it discards the Water Electrode and keeps the Fire one."""
    from oldback.agents import HeuristicAgent

    g = electrodes(first, second)
    g.act("retreat")
    assert HeuristicAgent(0).choose_in(g, "p1") == TYPED["Water"]
