"""Base Set Pokémon Powers: Alakazam's Damage Swap, Blastoise's Rain Dance (and the Water
Gun family of attacks), Charizard's Energy Burn, Machamp's Strikes Back, Venusaur's Energy
Trans and Electrode's Buzzap."""

from __future__ import annotations

import pytest

from oldback.engine.energy import units
from oldback.testing import Scenario
from oldback.testing import card_ids as ids
from oldback.testing import option_keys as keys

DECK = ["Water"] * 6
ALAKAZAM, BLASTOISE, CHARIZARD, MACHAMP = "base1-1", "base1-2", "base1-4", "base1-8"
POLIWRATH, VENUSAUR, ZAPDOS, ELECTRODE = "base1-13", "base1-15", "base1-16", "base1-21"
ELECTABUZZ, DUGTRIO, CHARMELEON, BULBASAUR = "base1-20", "base1-19", "base1-24", "base1-44"
CHARMANDER, MACHOP, PIKACHU, POLIWAG = "base1-46", "base1-52", "base1-58", "base1-59"
SQUIRTLE, VOLTORB, CHANSEY, DODUO, ONIX = "base1-63", "base1-67", "base1-3", "base1-48", "base1-56"
SWITCH, DCE = "base1-95", "base1-96"
FIGHTING, FIRE, GRASS, LIGHTNING, PSYCHIC, WATER = (f"base1-{n}" for n in range(97, 103))


def scenario() -> Scenario:
    s = Scenario()
    s.p1.deck(*DECK)
    s.p2.deck(*DECK)
    return s


# --- Alakazam: Damage Swap --------------------------------------------------------------------
def test_damage_swap_moves_one_counter_at_a_time_as_often_as_you_like():
    """Alakazam, Damage Swap: as often as you like during your turn, move 1 damage counter
    from 1 of your Pokémon to another of yours; the opponent's Pokémon are never offered."""
    s = scenario()
    s.p1.active(ALAKAZAM)
    s.p1.bench(CHANSEY, damage=30)
    s.p1.bench(MACHOP)
    s.p2.active(ONIX, damage=20)
    g = s.start("p1")
    g.act("power active Damage Swap")  # only Chansey has a counter: it is the source
    assert g.decision.kind == "move-counter-to" and keys(g) == {"active", "bench2"}
    g.act("active")
    assert [m.damage for m in g.p1.in_play] == [10, 20, 0]
    g.act("power active Damage Swap")
    assert g.decision.kind == "move-counter-from" and keys(g) == {"active", "bench1"}
    g.act("bench1", "bench2")
    assert [m.damage for m in g.p1.in_play] == [10, 10, 10]
    assert g.p2.active.damage == 20


def test_damage_swap_never_knocks_out():
    """Alakazam, Damage Swap: a counter can't be moved onto a Pokémon it would Knock Out
    (Machop with 40 damage of 50 HP is never a destination); with no legal move at all the
    power is not offered."""
    s = scenario()
    s.p1.active(ALAKAZAM)
    s.p1.bench(MACHOP, damage=40)
    s.p1.bench(CHANSEY, damage=50)
    s.p2.active(ONIX)
    g = s.start("p1")
    g.act("power active Damage Swap", "bench2")  # from Chansey: only Alakazam can take it
    assert g.p1.active.damage == 10 and g.p1.bench[0].damage == 40

    s = scenario()
    s.p1.active(ALAKAZAM, damage=70)
    s.p1.bench(MACHOP, damage=40)
    s.p1.hand("Water")
    s.p2.active(ONIX)
    g = s.start("p1")
    assert not any(k.startswith("power") for k in keys(g))


@pytest.mark.parametrize("condition", ["asleep", "confused", "paralyzed"])
def test_damage_swap_stops_while_alakazam_is_asleep_confused_or_paralyzed(condition):
    """Alakazam, Damage Swap: the power can't be used while Alakazam is Asleep, Confused or
    Paralyzed."""
    s = scenario()
    s.p1.active(ALAKAZAM, damage=20, conditions=[condition])
    s.p1.bench(CHANSEY)
    s.p1.hand("Water")
    s.p2.active(ONIX)
    g = s.start("p1")
    assert "power active Damage Swap" not in keys(g)


def test_damage_swap_works_while_poisoned():
    """Alakazam, Damage Swap under the default rules: Poison does not stop powers (spec,
    Main Differences from WotC)."""
    s = scenario()
    s.p1.active(ALAKAZAM, damage=20, conditions=["poisoned"])
    s.p1.bench(CHANSEY)
    s.p2.active(ONIX)
    g = s.start("p1")
    g.act("power active Damage Swap")
    assert g.p1.active.damage == 10 and g.p1.bench[0].damage == 10


# --- Blastoise: Rain Dance and the Water Gun family -------------------------------------------
def test_rain_dance_attaches_water_to_water_pokemon_without_the_turns_attachment():
    """Blastoise, Rain Dance: as often as you like, attach a Water Energy card from your hand
    to 1 of your Water Pokémon; it does not use up the one Energy attachment of the turn.
    Pikachu (Lightning) is never offered; the Fire card stays for the normal attachment."""
    s = scenario()
    s.p1.active(BLASTOISE)
    s.p1.bench(SQUIRTLE)
    s.p1.bench(PIKACHU)
    s.p1.hand("Water", "Water", "Fire")
    s.p2.active(CHANSEY)
    g = s.start("p1")
    g.act("power active Rain Dance")
    assert g.decision.kind == "attach-to" and keys(g) == {"active", "bench1"}
    g.act("bench1")
    assert ids(g.p1.bench[0].energy) == [WATER]
    g.act("power active Rain Dance", "active")
    assert ids(g.p1.active.energy) == [WATER] and ids(g.p1.hand) == [FIRE]
    assert "power active Rain Dance" not in keys(g)
    assert f"attach {FIRE} bench2" in keys(g)


def test_rain_dance_takes_only_water_energy_cards():
    """Blastoise, Rain Dance: only basic Water Energy cards (a Double Colorless is not one)."""
    s = scenario()
    s.p1.active(BLASTOISE)
    s.p1.hand(DCE, "Fire")
    s.p2.active(CHANSEY)
    g = s.start("p1")
    assert "power active Rain Dance" not in keys(g)


def test_rain_dance_stops_while_blastoise_is_asleep():
    """Blastoise, Rain Dance: it can't be used while Blastoise is Asleep, Confused or
    Paralyzed."""
    s = scenario()
    s.p1.active(BLASTOISE, conditions=["asleep"])
    s.p1.hand("Water")
    s.p2.active(CHANSEY)
    g = s.start("p1")
    assert "power active Rain Dance" not in keys(g)


@pytest.mark.parametrize(("energy", "damage"), [
    (["Water"] * 3, 40),
    (["Water"] * 4, 50),
    (["Water"] * 5, 60),
    (["Water"] * 6, 60),
    (["Water"] * 3 + [DCE], 40),
])
def test_hydro_pump(energy, damage):
    """Blastoise, Hydro Pump: 40 plus 10 for each Water Energy not used to pay its cost
    (three Water), at most 20 more: extra Water after the second doesn't count, and other
    Energy doesn't count."""
    s = scenario()
    s.p1.active(BLASTOISE, energy=energy)
    s.p2.active(CHANSEY)
    g = s.start("p1")
    g.act("attack Hydro Pump")
    assert g.p2.active.damage == damage


@pytest.mark.parametrize(("energy", "damage"), [
    (["Water"] * 3, 30),
    (["Water"] * 4, 40),
    (["Water", "Water", "Fire", "Water"], 40),
    (["Water", "Water", DCE], 30),
    (["Water"] * 5, 50),
    (["Water"] * 6, 50),
])
def test_poliwrath_water_gun(energy, damage):
    """Poliwrath, Water Gun: 30 plus 10 for each Water Energy not used to pay its cost
    (Water, Water, Colorless), at most 20 more. Other Energy pays the Colorless first: with
    Fire the third Water is extra; with a Double Colorless none is."""
    s = scenario()
    s.p1.active(POLIWRATH, energy=energy)
    s.p2.active(CHANSEY)
    g = s.start("p1")
    g.act("attack Water Gun")
    assert g.p2.active.damage == damage


@pytest.mark.parametrize(("energy", "damage"), [
    (["Water"], 10),
    (["Water", "Fire"], 10),
    (["Water"] * 2, 20),
    (["Water"] * 3, 30),
    (["Water"] * 4, 30),
])
def test_poliwag_water_gun(energy, damage):
    """Poliwag, Water Gun: 10 plus 10 for each Water Energy beyond the one its cost needs,
    at most 20 more."""
    s = scenario()
    s.p1.active(POLIWAG, energy=energy)
    s.p2.active(CHANSEY)
    g = s.start("p1")
    g.act("attack Water Gun")
    assert g.p2.active.damage == damage


def test_rain_dance_then_hydro_pump():
    """Blastoise with 3 Water: two Rain Dances and the turn's own attachment bring it to 6
    Water; Hydro Pump then does 40 + 20 (the third extra Water doesn't count)."""
    s = scenario()
    s.p1.active(BLASTOISE, energy=["Water"] * 3)
    s.p1.hand("Water", "Water", "Water")
    s.p2.active(CHANSEY)
    g = s.start("p1")
    g.act("power active Rain Dance", "power active Rain Dance", f"attach {WATER} active")
    assert len(g.p1.active.energy) == 6
    g.act("attack Hydro Pump")
    assert g.p2.active.damage == 60


# --- Charizard: Energy Burn and Fire Spin -----------------------------------------------------
def test_fire_spin_discards_two_energy_cards():
    """Charizard, Fire Spin: 100; discard 2 Energy cards attached to Charizard in order to
    use it (any 2: here the player picks the Water, then a Fire)."""
    s = scenario()
    s.p1.active(CHARIZARD, energy=["Fire"] * 4 + ["Water"])
    s.p2.active(CHANSEY)
    g = s.start("p1")
    g.act("attack Fire Spin")
    assert g.decision.kind == "discard-energy" and keys(g) == {f"active:{FIRE}", f"active:{WATER}"}
    g.act(f"active:{WATER}")  # the second card can only be a Fire: no question
    assert g.p2.active.damage == 100
    assert ids(g.p1.active.energy) == [FIRE] * 3
    assert sorted(ids(g.p1.discard)) == sorted([FIRE, WATER])


def test_energy_burn_turns_all_energy_into_fire_for_fire_spin():
    """Charizard, Energy Burn: as often as you like during your turn, all Energy attached to
    Charizard becomes Fire Energy for the rest of the turn: 4 Water then pay Fire Spin."""
    s = scenario()
    s.p1.active(CHARIZARD, energy=["Water"] * 4)
    s.p2.active(CHANSEY)
    g = s.start("p1")
    assert "attack Fire Spin" not in keys(g)
    g.act("power active Energy Burn")
    assert units(g, g.p1.active) == ["Fire"] * 4
    g.act("attack Fire Spin")
    assert g.p2.active.damage == 100 and ids(g.p1.discard) == [WATER, WATER]


def test_energy_burn_lasts_only_for_the_turn():
    """Charizard, Energy Burn: "for the rest of the turn": on the next turn the Water Energy
    is Water again."""
    s = scenario()
    s.p1.active(CHARIZARD, energy=["Water"] * 4)
    s.p1.hand("Grass")
    s.p2.active(CHANSEY)
    s.p2.hand("Grass")
    g = s.start("p1")
    g.act("power active Energy Burn", "end", "end")
    assert g.current == "p1" and units(g, g.p1.active) == ["Water"] * 4
    assert "attack Fire Spin" not in keys(g)


def test_energy_burn_only_on_charizard_and_not_while_asleep():
    """Charizard, Energy Burn: only Charizard's own Energy changes (a Benched Squirtle keeps
    its Water); the power can't be used while Charizard is Asleep."""
    s = scenario()
    s.p1.active(CHARIZARD, energy=["Water"] * 4)
    s.p1.bench(SQUIRTLE, energy=["Water"])
    s.p2.active(CHANSEY)
    g = s.start("p1")
    g.act("power active Energy Burn")
    assert units(g, g.p1.bench[0]) == ["Water"]

    s = scenario()
    s.p1.active(CHARIZARD, energy=["Water"] * 4, conditions=["asleep"])
    s.p1.hand("Water")
    s.p2.active(CHANSEY)
    g = s.start("p1")
    assert "power active Energy Burn" not in keys(g)


# --- Venusaur: Energy Trans -------------------------------------------------------------------
def test_energy_trans_moves_grass_energy_cards_as_often_as_you_like():
    """Venusaur, Energy Trans: as often as you like during your turn, take 1 Grass Energy
    card attached to 1 of your Pokémon and attach it to a different one. Other Energy is
    never offered."""
    s = scenario()
    s.p1.active(VENUSAUR, energy=["Grass"])
    s.p1.bench(BULBASAUR, energy=["Grass", "Grass"])
    s.p1.bench(CHARMANDER, energy=["Fire"])
    s.p2.active(ONIX)
    g = s.start("p1")
    g.act("power active Energy Trans")
    assert g.decision.kind == "move-energy"
    assert keys(g) == {f"active:{GRASS}", f"bench1:{GRASS}"}
    g.act(f"bench1:{GRASS}")
    assert keys(g) == {"active", "bench2"}
    g.act("active")
    g.act("power active Energy Trans", f"bench1:{GRASS}", "bench2")
    assert [ids(m.energy) for m in g.p1.in_play] == [[GRASS, GRASS], [], [FIRE, GRASS]]


def test_energy_trans_from_the_bench_and_not_while_asleep():
    """Venusaur, Energy Trans: a Benched Venusaur uses it too (its Active may be Asleep);
    an Asleep Active Venusaur can't."""
    s = scenario()
    s.p1.active(BULBASAUR, energy=["Grass"], conditions=["asleep"])
    s.p1.bench(VENUSAUR)
    s.p2.active(ONIX)
    g = s.start("p1")
    g.act("power bench1 Energy Trans")
    assert ids(g.p1.bench[0].energy) == [GRASS] and g.p1.active.energy == []

    s = scenario()
    s.p1.active(VENUSAUR, energy=["Grass"], conditions=["asleep"])
    s.p1.bench(BULBASAUR)
    s.p1.hand("Water")
    s.p2.active(ONIX)
    g = s.start("p1")
    assert "power active Energy Trans" not in keys(g)


def test_energy_trans_needs_grass_energy():
    """Venusaur, Energy Trans: with no Energy card providing Grass in play it is not
    offered."""
    s = scenario()
    s.p1.active(VENUSAUR, energy=["Fire", DCE])
    s.p1.bench(BULBASAUR)
    s.p1.hand("Water")
    s.p2.active(ONIX)
    g = s.start("p1")
    assert "power active Energy Trans" not in keys(g)


def test_energy_trans_counts_rainbow_energy_and_needs_another_pokemon():
    """Venusaur, Energy Trans: a Rainbow Energy card provides every type, Grass too, so it
    may be moved (RULINGS, Base Set: Energy Trans moves any card providing Grass); with no
    other Pokémon in play to move it to, the power is not offered."""
    s = scenario()
    s.p1.active(VENUSAUR)
    s.p1.bench(CHARMANDER, energy=["base5-17", "Fire"])
    s.p2.active(ONIX)
    g = s.start("p1")
    g.act("power active Energy Trans")  # the one card, to the one other Pokémon: no question
    assert ids(g.p1.active.energy) == ["base5-17"] and ids(g.p1.bench[0].energy) == [FIRE]
    assert g.p1.active.damage == 0  # moved, not attached from the hand: no damage counter

    s = scenario()
    s.p1.active(VENUSAUR, energy=["Grass"])
    s.p1.hand("Water")
    s.p2.active(ONIX)
    g = s.start("p1")
    assert "power active Energy Trans" not in keys(g)


# --- Machamp: Strikes Back --------------------------------------------------------------------
def test_strikes_back_puts_10_on_the_attacker_without_weakness():
    """Machamp, Strikes Back: whenever the opponent's attack damages Machamp, 10 damage to
    the attacking Pokémon, without Weakness or Resistance (Electabuzz is weak to Fighting
    and still takes only 10)."""
    s = scenario()
    s.p1.active(MACHAMP)
    s.p2.active(ELECTABUZZ, energy=["Lightning"] * 2)
    s.coins("H")
    g = s.start("p2")
    g.act("attack Thunderpunch")
    assert g.p1.active.damage == 40 and g.p2.active.damage == 10


def test_strikes_back_even_if_machamp_is_knocked_out():
    """Machamp, Strikes Back: it works even when the attack Knocks Machamp Out."""
    s = scenario()
    s.p1.active(MACHAMP, damage=80)
    s.p1.bench(DODUO)
    s.p2.active(ELECTABUZZ, energy=["Lightning"] * 2)
    s.coins("H")
    g = s.start("p2")
    g.act("attack Thunderpunch")
    assert MACHAMP in ids(g.p1.discard) and g.p2.active.damage == 10


def test_strikes_back_not_while_machamp_is_asleep():
    """Machamp, Strikes Back: it doesn't work if Machamp is Asleep (or Confused or
    Paralyzed) when the opponent attacks."""
    s = scenario()
    s.p1.active(MACHAMP, conditions=["asleep"])
    s.p2.active(ELECTABUZZ, energy=["Lightning"] * 2)
    s.coins("H", "T")  # Thunderpunch heads; Machamp stays Asleep at the Checkup
    g = s.start("p2")
    g.act("attack Thunderpunch")
    assert g.p1.active.damage == 40 and g.p2.active.damage == 0


def test_strikes_back_not_against_its_owners_attack():
    """Machamp, Strikes Back answers the opponent's attacks only: Dugtrio's Earthquake
    damages the Benched Machamp of the same player and Dugtrio takes nothing back."""
    s = scenario()
    s.p1.active(DUGTRIO, energy=["Fighting"] * 4)
    s.p1.bench(MACHAMP)
    s.p2.active(ONIX)
    g = s.start("p1")
    g.act("attack Earthquake")
    assert g.p1.bench[0].damage == 10 and g.p1.active.damage == 0


def test_strikes_back_knocks_out_the_attacker_at_the_same_time():
    """Machamp, Strikes Back: the 10 can Knock Out the attacker; both Knock Outs are
    processed together and each player takes a Prize."""
    s = scenario()
    s.p1.active(MACHAMP, damage=80)
    s.p1.bench(DODUO)
    s.p2.active(ELECTABUZZ, energy=["Lightning"] * 2, damage=60)
    s.p2.bench(ONIX)
    s.coins("H")
    g = s.start("p2")
    g.act("attack Thunderpunch")
    assert MACHAMP in ids(g.p1.discard) and ELECTABUZZ in ids(g.p2.discard)
    assert len(g.p1.prizes) == 5 and len(g.p2.prizes) == 5


# --- Electrode: Buzzap ------------------------------------------------------------------------
def test_buzzap_knocks_out_electrode_and_attaches_it_as_two_energy():
    """Electrode, Buzzap: during your turn, Knock Out Electrode and attach it to 1 of your
    other Pokémon; choose a type: it is now an Energy card providing 2 Energy of that type.
    The Knock Out discards Electrode and its cards first (spec, Knock Out step 3; Voltorb
    and the Lightning Energy stay in the discard pile), then the Electrode card is
    attached; the opponent takes a Prize (RULINGS, General); the Benched Zapdos comes up
    and can pay Thunder (Lightning ×3 + Colorless) with it."""
    s = scenario()
    s.p1.active(ELECTRODE, energy=["Lightning"], under=[VOLTORB])
    s.p1.bench(ZAPDOS, energy=["Lightning"] * 2)
    s.p2.active(CHANSEY)
    g = s.start("p1")
    g.act("power active Buzzap")  # Zapdos is the only other Pokémon: chosen by itself
    assert g.decision.kind == "type"
    assert keys(g) == {"Grass", "Fire", "Water", "Lightning", "Psychic", "Fighting",
                       "Darkness", "Metal"}
    g.act("Lightning")
    zapdos = g.p1.active
    assert zapdos.name == "Zapdos" and g.p1.bench == []
    assert ids(zapdos.energy) == [LIGHTNING, LIGHTNING, ELECTRODE]
    assert units(g, zapdos) == ["Lightning"] * 4
    assert sorted(ids(g.p1.discard)) == [LIGHTNING, VOLTORB]
    assert len(g.p2.prizes) == 5 and len(g.p2.hand) == 1
    assert "attack Thunder" in keys(g)


def test_buzzap_prize_can_win_the_game():
    """Electrode, Buzzap: the Knock Out gives the opponent a Prize like any other (RULINGS,
    General): with one Prize left, the opponent wins."""
    s = scenario()
    s.p1.active(ELECTRODE)
    s.p1.bench(ZAPDOS)
    s.p2.active(CHANSEY)
    s.p2.prizes("Water")
    g = s.start("p1")
    g.act("power active Buzzap", "Water")
    assert g.winner == "p2"


def test_buzzap_energy_survives_evolution_and_the_bench():
    """Electrode, Buzzap: the type chosen stays with the Electrode card while it is
    attached: the Charmeleon it was attached to (as Fire) evolves into Charizard and goes
    to the Bench, and the card still provides 2 Fire."""
    s = scenario()
    s.p1.active(ELECTRODE)
    s.p1.bench(CHARMELEON)
    s.p1.bench(DODUO)
    s.p1.hand(CHARIZARD, SWITCH)
    s.p2.active(CHANSEY)
    g = s.start("p1")
    g.act("power active Buzzap", "bench1", "Fire")
    assert g.decision.kind == "promote"
    g.act("bench1")
    assert g.p1.active.name == "Charmeleon" and units(g, g.p1.active) == ["Fire", "Fire"]
    g.act(f"evolve {CHARIZARD} active")
    assert g.p1.active.name == "Charizard" and units(g, g.p1.active) == ["Fire", "Fire"]
    g.act(f"play {SWITCH}")
    charizard = g.p1.bench[0]
    assert charizard.name == "Charizard" and units(g, charizard) == ["Fire", "Fire"]


def test_buzzap_is_not_offered_alone_or_asleep():
    """Electrode, Buzzap: it needs another of your Pokémon to attach to, and it can't be
    used while Electrode is Asleep, Confused or Paralyzed."""
    s = scenario()
    s.p1.active(ELECTRODE)
    s.p1.hand("Water")
    s.p2.active(CHANSEY)
    g = s.start("p1")
    assert "power active Buzzap" not in keys(g)

    s = scenario()
    s.p1.active(ELECTRODE, conditions=["paralyzed"])
    s.p1.bench(ZAPDOS)
    s.p1.hand("Water")
    s.p2.active(CHANSEY)
    g = s.start("p1")
    assert "power active Buzzap" not in keys(g)


def test_energy_trans_moves_a_grass_buzzap_electrode_with_its_type():
    """Venusaur, Energy Trans moves any Energy card that provides Grass (RULINGS, Base Set),
    so an Electrode attached by Buzzap as Grass can be moved; it still provides 2 Grass on
    its new Pokémon. Buzzap from the Bench: no new Active is needed."""
    s = scenario()
    s.p1.active(VENUSAUR)
    s.p1.bench(ELECTRODE)
    s.p1.bench(BULBASAUR)
    s.p2.active(ONIX)
    g = s.start("p1")
    g.act("power bench1 Buzzap", "bench2", "Grass")
    bulbasaur = g.p1.bench[0]
    assert bulbasaur.name == "Bulbasaur" and units(g, bulbasaur) == ["Grass", "Grass"]
    g.act("power active Energy Trans")  # the one card and the one other Pokémon: no choice
    assert ids(g.p1.active.energy) == [ELECTRODE] and bulbasaur.energy == []
    assert units(g, g.p1.active) == ["Grass", "Grass"]
    assert "attack Solarbeam" not in keys(g)  # 2 of the 4 Grass it needs


def test_buzzap_electrode_pays_two_for_a_retreat():
    """Electrode, Buzzap: the Electrode card provides 2 Energy, so discarding it pays a
    Retreat Cost of 2 (Electabuzz)."""
    s = scenario()
    s.p1.active(ELECTRODE)
    s.p1.bench(ELECTABUZZ)
    s.p1.bench(DODUO)
    s.p2.active(CHANSEY)
    g = s.start("p1")
    g.act("power active Buzzap", "bench1", "Psychic", "bench1")
    assert g.p1.active.name == "Electabuzz"
    g.act("retreat")
    assert g.p1.active.name == "Doduo" and ELECTRODE in ids(g.p1.discard)


def two_electrodes_on_charmeleon(first: str, second: str) -> tuple:
    """p1's two Benched Electrodes of one printing each use Buzzap onto the Active
    Charmeleon, as ``first`` and then as ``second``; p2 has taken 2 Prizes."""
    s = scenario()
    s.p1.active(CHARMELEON)
    s.p1.bench(ELECTRODE)
    s.p1.bench(ELECTRODE)
    s.p2.active(CHANSEY)
    g = s.start("p1")
    g.act("power bench1 Buzzap", "active", first)
    g.act("power bench1 Buzzap", second)  # Charmeleon is the only other Pokémon now
    assert g.p1.bench == [] and len(g.p2.prizes) == 4
    return g, g.p1.active


def test_two_buzzap_electrodes_of_one_printing_keep_their_own_types():
    """Electrode, Buzzap: the type chosen belongs to the card attached. Two Electrodes of
    the same printing attached to one Charmeleon as Fire and as Water provide 2 Fire and
    2 Water (each card is its own, though cards of a printing are equal), so Charmeleon
    can pay Flamethrower (Fire, Fire, Colorless)."""
    g, charmeleon = two_electrodes_on_charmeleon("Fire", "Water")
    assert ids(charmeleon.energy) == [ELECTRODE, ELECTRODE]
    assert units(g, charmeleon) == ["Fire", "Fire", "Water", "Water"]
    assert "attack Flamethrower" in keys(g)


def test_flamethrower_discards_the_fire_electrode_not_its_twin():
    """Charmeleon's Flamethrower discards a Fire Energy card in order to be used: of two
    Buzzap Electrodes of one printing (Water attached first, then Fire), the Fire one is
    the only card that qualifies, and that very card goes: the Water one stays and still
    provides 2 Water. Chansey takes the 50."""
    g, charmeleon = two_electrodes_on_charmeleon("Water", "Fire")
    g.act("attack Flamethrower")
    assert g.p2.active.damage == 50
    assert ids(charmeleon.energy) == [ELECTRODE] and ELECTRODE in ids(g.p1.discard)
    assert units(g, charmeleon) == ["Water", "Water"]


def test_energy_trans_moves_the_grass_electrode_not_its_twin():
    """Venusaur's Energy Trans moves a card that provides Grass (RULINGS, Base Set): of two
    Buzzap Electrodes of one printing on Bulbasaur (Fire attached first, then Grass), the
    Grass one (key ``bench1:base1-21:Grass``) is the only card offered; it moves and still
    provides 2 Grass; the Fire one stays on Bulbasaur."""
    s = scenario()
    s.p1.active(VENUSAUR)
    s.p1.bench(BULBASAUR)
    s.p1.bench(ELECTRODE)
    s.p1.bench(ELECTRODE)
    s.p2.active(ONIX)
    g = s.start("p1")
    g.act("power bench2 Buzzap", "bench1", "Fire")
    g.act("power bench2 Buzzap", "bench1", "Grass")
    bulbasaur = g.p1.bench[0]
    assert units(g, bulbasaur) == ["Fire", "Fire", "Grass", "Grass"]
    g.act("power active Energy Trans")  # one card provides Grass, one other Pokémon
    assert units(g, g.p1.active) == ["Grass", "Grass"]
    assert units(g, bulbasaur) == ["Fire", "Fire"]
