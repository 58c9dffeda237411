"""Retreat Procedures (spec: "Retreat Procedures", Official Book 2000), its notes, and the
"Main Differences from 2026 Standard" bullets on retreating."""

import pytest

from oldback.engine.scripts import LASTING, LastingKind, register_lasting
from oldback.engine.state import Lasting
from oldback.testing import Scenario, UnscriptedFlip

TANGELA = "base1-66"  # Basic, Retreat Cost 2
FARFETCHD = "base1-27"  # Basic, Retreat Cost 1
MACHOP = "base1-52"  # Basic, Retreat Cost 1, Low Kick (F) 20
DODUO = "base1-48"  # Basic, Retreat Cost 0
DODRIO = "base2-34"  # Stage 1, Retreat Aid
POLIWRATH = "base1-13"  # Stage 2, Retreat Cost 3
HITMONCHAN = "base1-7"
SANDSHREW = "base1-62"  # Sand-attack
MURKROW = "neo1-24"  # Mean Look
DCE = "base1-96"
SWITCH = "base1-95"
FULL_HEAL = "base1-82"
GUST = "base1-93"
DOLL = "base1-70"
FOSSIL = "base3-62"
DARKNESS = "neo1-104"


def decks(s: Scenario) -> None:
    """Enough cards for both players to draw for a few turns."""
    s.p1.deck(*["Water"] * 5)
    s.p2.deck(*["Water"] * 5)


# --- step 2: paying the Retreat Cost --------------------------------------------------------
def test_retreat_discards_energy_chosen_by_the_player_up_to_the_cost():
    """Retreat step 2: discard Energy equal to the Retreat Cost; the player picks which
    cards (keys "active:<card id>"), here Water then Fighting from Tangela (cost 2)."""
    s = Scenario()
    s.p1.active(TANGELA, energy=["Grass", "Water", "Fighting"])
    s.p1.bench(FARFETCHD)
    s.p2.active(HITMONCHAN)
    g = s.start("p1")
    g.act("retreat")
    assert g.decision.kind == "retreat-energy"
    assert set(g.decision.keys) == {"active:base1-99", "active:base1-102", "active:base1-97"}
    g.act("active:base1-102")
    assert set(g.decision.keys) == {"active:base1-99", "active:base1-97"}
    g.act("active:base1-97")
    assert g.p1.active.name == "Farfetch'd"
    assert [c.name for c in g.p1.bench[0].energy] == ["Grass Energy"]
    assert sorted(c.name for c in g.p1.discard) == ["Fighting Energy", "Water Energy"]


def test_double_colorless_energy_pays_two_of_the_retreat_cost():
    """Retreat step 2: the cost counts Energy, not cards; one Double Colorless Energy pays
    Tangela's Retreat Cost of 2 by itself and the Grass Energy stays attached."""
    s = Scenario()
    s.p1.active(TANGELA, energy=[DCE, "Grass"])
    s.p1.bench(FARFETCHD)
    s.p2.active(HITMONCHAN)
    g = s.start("p1")
    g.act("retreat", f"active:{DCE}")
    assert g.p1.active.name == "Farfetch'd"
    assert [c.name for c in g.p1.bench[0].energy] == ["Grass Energy"]
    assert [c.id for c in g.p1.discard] == [DCE]


def test_a_lone_double_colorless_pays_a_retreat_cost_of_two():
    """Retreat step 2: Double Colorless alone provides the 2 Energy Tangela's retreat needs."""
    s = Scenario()
    s.p1.active(TANGELA, energy=[DCE])
    s.p1.bench(FARFETCHD)
    s.p2.active(HITMONCHAN)
    g = s.start("p1")
    assert "retreat" in g.decision
    g.act("retreat")
    assert g.p1.bench[0].name == "Tangela" and [c.id for c in g.p1.discard] == [DCE]


def test_not_enough_energy_means_no_retreat():
    """Retreat step 2: a Pokémon that can't discard Energy equal to its Retreat Cost can't
    retreat (Tangela, cost 2, with 1 Energy)."""
    s = Scenario()
    s.p1.active(TANGELA, energy=["Grass"])
    s.p1.bench(FARFETCHD)
    s.p2.active(HITMONCHAN)
    s.p1.hand("Water")  # something to do besides ending the turn
    g = s.start("p1")
    assert "retreat" not in g.decision


def test_a_retreat_cost_of_zero_discards_nothing():
    """Retreat step 2: Doduo's Retreat Cost is 0; it retreats without discarding anything."""
    s = Scenario()
    s.p1.active(DODUO)
    s.p1.bench(FARFETCHD)
    s.p2.active(HITMONCHAN)
    g = s.start("p1")
    g.act("retreat")
    assert g.p1.active.name == "Farfetch'd" and g.p1.bench[0].name == "Doduo"
    assert g.p1.discard == []


def test_no_benched_pokemon_means_no_retreat():
    """Retreat step 4: the switch needs a Benched Pokémon; with none, there is no retreat."""
    s = Scenario()
    s.p1.active(DODUO)
    s.p2.active(HITMONCHAN)
    s.p1.hand("Water")  # something to do besides ending the turn
    g = s.start("p1")
    assert "retreat" not in g.decision


# --- step 3: Confusion ----------------------------------------------------------------------
def test_confused_heads_retreats_after_paying():
    """Retreat step 3, heads: the Confused Pokémon retreats normally; the cost was paid first
    (Main Differences from 2026 Standard: flip after paying the Retreat Cost), and on the
    Bench it is no longer Confused or Poisoned."""
    s = Scenario()
    s.p1.active(TANGELA, energy=["Grass", "Grass"], conditions=["confused", "poisoned"])
    s.p1.bench(FARFETCHD)
    s.p2.active(HITMONCHAN)
    s.coins("H")
    g = s.start("p1")
    g.act("retreat")
    log = "\n".join(g.log)
    assert log.index("discards Grass Energy") < log.index("coin (retreat while Confused)")
    assert g.p1.active.name == "Farfetch'd"
    tangela = g.p1.bench[0]
    assert tangela.name == "Tangela" and tangela.conditions == frozenset()
    assert tangela.energy == [] and len(g.p1.discard) == 2


def test_confused_tails_fails_and_the_energy_stays_discarded():
    """Retreat step 3, tails: the retreat fails; the Pokémon stays Active and Confused, and
    the Energy discarded for the Retreat Cost stays in the discard pile."""
    s = Scenario()
    s.p1.active(TANGELA, energy=["Grass"] * 4, conditions=["confused"])
    s.p1.bench(FARFETCHD)
    s.p2.active(HITMONCHAN)
    s.coins("T")
    g = s.start("p1")
    g.act("retreat")
    assert g.p1.active.name == "Tangela" and g.p1.active.conditions == {"confused"}
    assert len(g.p1.active.energy) == 2 and len(g.p1.discard) == 2
    assert g.p1.bench[0].name == "Farfetch'd"


def test_failed_confused_retreat_cannot_be_tried_again_that_turn():
    """Retreat step 3 and Notes on Retreating: a Confused Pokémon that fails to retreat can't
    try again during that turn, though it still has enough Energy."""
    s = Scenario()
    s.p1.active(TANGELA, energy=["Grass"] * 4, conditions=["confused"])
    s.p1.bench(FARFETCHD)
    s.p2.active(HITMONCHAN)
    s.coins("T")
    g = s.start("p1")
    g.act("retreat")
    assert len(g.p1.active.energy) == 2
    assert "retreat" not in g.decision


def test_recovering_from_confusion_allows_another_retreat_the_same_turn():
    """Retreat step 3: "…unless it recovers from its Confusion first": after Full Heal the
    Pokémon may retreat again this turn, with no flip now that it is not Confused."""
    s = Scenario()
    s.p1.active(TANGELA, energy=["Grass"] * 4, conditions=["confused"])
    s.p1.bench(FARFETCHD)
    s.p1.hand(FULL_HEAL)
    s.p2.active(HITMONCHAN)
    s.coins("T")
    g = s.start("p1")
    g.act("retreat")
    g.act(f"play {FULL_HEAL}")
    assert g.p1.active.conditions == frozenset()
    assert "retreat" in g.decision
    g.act("retreat")  # no coin is scripted: no Confusion flip happens
    assert g.p1.active.name == "Farfetch'd" and len(g.p1.discard) == 5


def test_switch_still_works_after_a_failed_confused_retreat():
    """Notes on Retreating: Switch is not a retreat, so a Confused Pokémon that failed to
    retreat can still be switched out, with no flip."""
    s = Scenario()
    s.p1.active(TANGELA, energy=["Grass"] * 4, conditions=["confused"])
    s.p1.bench(FARFETCHD)
    s.p1.hand(SWITCH)
    s.p2.active(HITMONCHAN)
    s.coins("T")
    g = s.start("p1")
    g.act("retreat", f"play {SWITCH}")
    assert g.p1.active.name == "Farfetch'd"
    assert g.p1.bench[0].name == "Tangela" and g.p1.bench[0].conditions == frozenset()


def test_failed_confused_retreat_may_be_tried_again_next_turn():
    """Retreat step 3: the Pokémon can't try again "until its next turn": on its owner's
    next turn, still Confused, it may try (and flip) again."""
    s = Scenario()
    s.p1.active(TANGELA, energy=["Grass"] * 4, conditions=["confused"])
    s.p1.bench(FARFETCHD)
    s.p2.active(HITMONCHAN)
    decks(s)
    s.coins("T", "H")
    g = s.start("p1")
    g.act("retreat", "end")
    g.act("end")  # p2's turn 4
    assert g.turn == 5 and g.current == "p1"
    assert g.p1.active.conditions == {"confused"}
    assert "retreat" in g.decision
    g.act("retreat")
    assert g.p1.active.name == "Farfetch'd" and g.p1.bench[0].name == "Tangela"


# --- step 4: the switch -----------------------------------------------------------------------
def test_the_player_chooses_the_new_active_pokemon():
    """Retreat step 4: choose one of your Benched Pokémon (decision "retreat-new-active");
    the retreating Pokémon takes its place on the Bench."""
    s = Scenario()
    s.p1.active(DODUO)
    s.p1.bench(FARFETCHD)
    s.p1.bench(HITMONCHAN)
    s.p2.active(HITMONCHAN)
    g = s.start("p1")
    g.act("retreat")
    assert g.decision.kind == "retreat-new-active" and g.decision.player == "p1"
    assert g.decision.keys == ["bench1", "bench2"]
    g.act("bench2")
    assert g.p1.active.name == "Hitmonchan"
    assert [m.name for m in g.p1.bench] == ["Farfetch'd", "Doduo"]


def test_retreat_with_a_full_bench():
    """Retreat step 4: the switch is instant: with 5 Benched Pokémon the Bench never holds
    6, and there is always 1 Active Pokémon."""
    s = Scenario()
    s.p1.active(DODUO)
    for _ in range(5):
        s.p1.bench(FARFETCHD)
    s.p2.active(HITMONCHAN)
    g = s.start("p1")
    g.act("retreat", "bench3")
    assert g.p1.active.name == "Farfetch'd"
    assert len(g.p1.bench) == 5 and g.p1.bench[2].name == "Doduo"


def test_any_number_of_retreats_per_turn():
    """Notes on Retreating: you may retreat as many times as you like during your turn
    (Main Differences from 2026 Standard: "unlimited number of times per turn")."""
    s = Scenario()
    s.p1.active(FARFETCHD, energy=["Grass", "Grass"])
    s.p1.bench(DODUO)
    s.p2.active(HITMONCHAN)
    g = s.start("p1")
    g.act("retreat")  # Farfetch'd pays 1
    assert g.p1.active.name == "Doduo"
    g.act("retreat")  # Doduo pays 0
    assert g.p1.active.name == "Farfetch'd"
    g.act("retreat")  # Farfetch'd pays its last Energy
    assert g.p1.active.name == "Doduo"
    assert len(g.p1.discard) == 2 and g.turn == 3 and g.current == "p1"


def test_retreating_ends_the_lasting_effects_of_attacks():
    """Notes on Retreating: leaving the Active Spot removes lasting effects of attacks.
    Sand-attack would make Machop flip to attack; after it retreats and comes back (by
    Switch) it attacks without any flip."""
    s = Scenario()
    s.p1.active(MACHOP, energy=["Fighting", "Fighting"])
    s.p1.bench(DODUO)
    s.p1.hand(SWITCH)
    s.p2.active(SANDSHREW, energy=["Fighting"])
    decks(s)
    g = s.start("p2")
    g.act("attack Sand-attack")
    assert g.turn == 5 and g.p1.active.has_effect("sand-attack")
    with pytest.raises(UnscriptedFlip):
        g.copy().act("attack Low Kick")
    g.act("retreat", f"play {SWITCH}")
    assert g.p1.active.name == "Machop" and not g.p1.active.has_effect("sand-attack")
    g.act("attack Low Kick")  # no coin scripted: no Sand-attack flip
    assert g.p2.active.damage == 20


class Marker(LastingKind):
    """A marker that survives the Bench, as Char, Food, Bone and Color markers do (no card
    that leaves such a marker is implemented yet)."""

    clears_on_leave = False


@pytest.fixture
def marker():
    register_lasting("test-marker", Marker())
    yield "test-marker"
    del LASTING["test-marker"]


def test_retreating_keeps_markers(marker):
    """Notes on Retreating: markers such as Char counters are not removed when the Pokémon
    returns to the Bench, while Special Conditions are."""
    s = Scenario()
    s.p1.active(DODUO, conditions=["poisoned"])
    s.p1.bench(FARFETCHD)
    s.p2.active(HITMONCHAN)
    g = s.start("p1")
    g.p1.active.effects = (Lasting(marker, 10**6),)
    g.act("retreat")
    doduo = g.p1.bench[0]
    assert doduo.has_effect(marker) and doduo.conditions == frozenset()


# --- who can't retreat ----------------------------------------------------------------------
@pytest.mark.parametrize("condition", ["asleep", "paralyzed"])
def test_asleep_or_paralyzed_pokemon_cannot_retreat(condition):
    """Special Conditions (WotC rulebook, Game Boy game): an Asleep or Paralyzed Active
    Pokémon can't retreat (a Confused one may try, Retreat step 3); Switch, not a retreat
    (Notes on Retreating), still moves it to the Bench."""
    s = Scenario()
    s.p1.active(FARFETCHD, energy=["Grass"], conditions=[condition])
    s.p1.bench(DODUO)
    s.p1.hand(SWITCH)
    s.p2.active(HITMONCHAN)
    g = s.start("p1")
    assert "retreat" not in g.decision
    g.act(f"play {SWITCH}")
    assert g.p1.active.name == "Doduo" and g.p1.bench[0].conditions == frozenset()


@pytest.mark.parametrize("trainer", [DOLL, FOSSIL])
def test_clefairy_doll_and_mysterious_fossil_cannot_retreat(trainer):
    """Clefairy Doll and Mysterious Fossil can't retreat (card text; RULINGS.md), yet Switch,
    which is not a retreat (Notes on Retreating), still moves them to the Bench."""
    s = Scenario()
    s.p1.active(trainer)
    s.p1.bench(FARFETCHD)
    s.p1.hand(SWITCH)
    s.p2.active(HITMONCHAN)
    g = s.start("p1")
    assert "retreat" not in g.decision
    g.act(f"play {SWITCH}")
    assert g.p1.active.name == "Farfetch'd" and g.p1.bench[0].card.id == trainer


# --- Retreat Aid ----------------------------------------------------------------------------
def test_retreat_aid_lowers_the_cost_by_one():
    """Notes on Retreating: 1 Dodrio on the Bench lowers the Active Pokémon's Retreat Cost
    by 1: Tangela (cost 2) discards only 1 Energy."""
    s = Scenario()
    s.p1.active(TANGELA, energy=["Grass", "Grass"])
    s.p1.bench(DODRIO, under=[DODUO])
    s.p2.active(HITMONCHAN)
    g = s.start("p1")
    g.act("retreat")
    assert g.p1.active.name == "Dodrio"
    assert len(g.p1.bench[0].energy) == 1 and len(g.p1.discard) == 1


def test_retreat_aid_stacks():
    """Notes on Retreating: the Retreat Aid of 2 Benched Dodrio stacks for a total reduction
    of 2: Poliwrath (cost 3) discards 1 Energy, Tangela (cost 2) none."""
    s = Scenario()
    s.p1.active(POLIWRATH, energy=["Water", "Water"], under=["base1-59", "base1-38"])
    s.p1.bench(DODRIO, under=[DODUO])
    s.p1.bench(DODRIO, under=[DODUO])
    s.p1.bench(TANGELA, energy=["Grass", "Grass"])
    s.p2.active(HITMONCHAN)
    g = s.start("p1")
    g.act("retreat", "bench3")
    assert g.p1.active.name == "Tangela"
    assert len(g.p1.bench[2].energy) == 1 and len(g.p1.discard) == 1
    g.act("retreat", "bench3")  # Tangela retreats for 0 and Poliwrath comes back
    assert g.p1.active.name == "Poliwrath"
    assert len(g.p1.bench[2].energy) == 2 and len(g.p1.discard) == 1


def test_retreat_aid_works_only_for_its_owner():
    """Notes on Retreating: Retreat Aid lowers "your" Active Pokémon's Retreat Cost; the
    opponent's Benched Dodrio does nothing for p1 (Tangela with 1 Energy can't retreat)."""
    s = Scenario()
    s.p1.active(TANGELA, energy=["Grass"])
    s.p1.bench(FARFETCHD)
    s.p2.active(HITMONCHAN)
    s.p2.bench(DODRIO, under=[DODUO])
    s.p2.bench(DODRIO, under=[DODUO])
    s.p1.hand("Water")  # something to do besides ending the turn
    g = s.start("p1")
    assert "retreat" not in g.decision


# --- "can't retreat" effects ----------------------------------------------------------------
def mean_looked() -> Scenario:
    """p2's Murkrow is about to use Mean Look on p1's Farfetch'd."""
    s = Scenario()
    s.p1.active(FARFETCHD, energy=["Grass", "Grass"])
    s.p1.bench(DODUO)
    s.p2.active(MURKROW, energy=[DARKNESS])
    s.p2.bench(HITMONCHAN)
    decks(s)
    return s


def test_mean_look_stops_retreat_while_murkrow_is_active():
    """Notes on Retreating, example: Mean Look stops the Defending Pokémon from retreating as
    long as Murkrow remains the Active Pokémon."""
    g = mean_looked().start("p2")
    g.act("attack Mean Look")
    assert g.turn == 5 and g.current == "p1"
    assert "retreat" not in g.decision


def test_mean_look_does_not_stop_switch():
    """Notes on Retreating: being switched by a Trainer is not retreating, so Mean Look does
    not stop Switch; the switched Pokémon is free of the effect afterwards."""
    s = mean_looked()
    s.p1.hand(SWITCH, SWITCH)
    g = s.start("p2")
    g.act("attack Mean Look")
    g.act(f"play {SWITCH}")
    assert g.p1.active.name == "Doduo"
    g.act(f"play {SWITCH}")
    assert g.p1.active.name == "Farfetch'd" and "retreat" in g.decision


def test_mean_look_ends_when_murkrow_leaves_the_active_spot():
    """Mean Look (card text): benching Murkrow ends the effect; it does not come back when
    Murkrow returns to the Active Spot."""
    s = mean_looked()
    s.p1.hand(GUST, GUST)
    g = s.start("p2")
    g.act("attack Mean Look")
    g.act(f"play {GUST}")  # Hitmonchan comes up, Murkrow goes to the Bench
    assert g.p2.active.name == "Hitmonchan" and "retreat" in g.decision
    g.act(f"play {GUST}")  # Murkrow is Active again
    assert g.p2.active.name == "Murkrow" and "retreat" in g.decision
    g.act("retreat")
    assert g.p1.active.name == "Doduo"


def test_mean_look_ends_when_the_defending_pokemon_evolves():
    """Mean Look (card text; RULINGS.md, General): evolving the Defending Pokémon ends the
    effect, as it ends every effect of attacks on it."""
    s = Scenario()
    s.p1.active("base1-63", energy=["Water"])  # Squirtle
    s.p1.bench(DODUO)
    s.p1.hand("base1-42")  # Wartortle
    s.p2.active(MURKROW, energy=[DARKNESS])
    decks(s)
    g = s.start("p2")
    g.act("attack Mean Look")
    assert "retreat" not in g.decision
    g.act("evolve base1-42 active")
    assert g.p1.active.name == "Wartortle" and "retreat" in g.decision
