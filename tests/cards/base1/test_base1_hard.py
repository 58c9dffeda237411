"""Base Set attacks that need several turns to check: Pidgeotto's Mirror Move, Gastly's
Destiny Bond, Nidoking's Toxic, Porygon's Conversion 1 and 2, Farfetch'd's Leek Slap, and
Raichu's Agility against an attack that also hits the Bench."""

from __future__ import annotations

from oldback.testing import Scenario
from oldback.testing import card_ids as ids
from oldback.testing import option_keys as keys

DECK = ["Water"] * 8
NIDOKING, RAICHU, PIDGEOTTO, FARFETCHD = "base1-11", "base1-14", "base1-22", "base1-27"
MAGNETON, ELECTABUZZ, PORYGON, GASTLY = "base1-9", "base1-20", "base1-39", "base1-50"
KOFFING, MACHOP, PIDGEY, PIKACHU = "base1-51", "base1-52", "base1-57", "base1-58"
WEEDLE = "base1-69"
CHANSEY, DRATINI, DODUO, ONIX = "base1-3", "base1-26", "base1-48", "base1-56"
FULL_HEAL, SWITCH = "base1-82", "base1-95"


def scenario() -> Scenario:
    s = Scenario()
    s.p1.deck(*DECK)
    s.p2.deck(*DECK)
    return s


# --- Pidgeotto: Mirror Move -------------------------------------------------------------------
def test_mirror_move_repeats_damage_and_conditions():
    """Pidgeotto, Mirror Move: if Pidgeotto was attacked last turn, do the final result of
    that attack on Pidgeotto to the Defending Pokémon. Koffing's Foul Gas (heads) did 10
    and Poisoned it; Mirror Move does 10 to Koffing and Poisons it. Poison then counts
    after each turn (Pidgeotto: 10 + 10 + 10; Koffing: 10 + 10)."""
    s = scenario()
    s.p1.active(PIDGEOTTO, energy=["Water"] * 3)
    s.p2.active(KOFFING, energy=["Grass"] * 2)
    s.coins("H")
    g = s.start("p2")
    g.act("attack Foul Gas")
    assert g.p1.active.damage == 20 and g.p1.active.conditions == {"poisoned"}
    g.act("attack Mirror Move")
    assert g.p2.active.damage == 20 and g.p2.active.conditions == {"poisoned"}
    assert g.p1.active.damage == 30


def test_no_record_of_the_last_attack_without_mirror_move_in_the_game():
    """The engine keeps the record Mirror Move reads (what the last attack did to the
    Defending Pokémon) only in a game with a card that reads it: with Pidgeotto in a deck
    the attacked Pokémon carries it, without one nothing is added to it."""
    s = scenario()
    s.p1.active(PIDGEOTTO)
    s.p2.active(PIKACHU, energy=["Lightning"])
    g = s.start("p2")
    assert g.records_attacks
    g.act("attack Gnaw")
    assert [e.kind for e in g.p1.active.effects] == ["attacked"]
    s = scenario()
    s.p1.active(MACHOP)
    s.p2.active(PIKACHU, energy=["Lightning"])
    g = s.start("p2")
    assert not g.records_attacks
    g.act("attack Gnaw")
    assert g.p1.active.damage == 10 and g.p1.active.effects == ()


def test_mirror_move_repeats_the_damage_after_weakness():
    """Pidgeotto, Mirror Move: the final result counts Weakness: Pikachu's Gnaw (10) did 20
    to Pidgeotto (weak to Lightning), so Mirror Move does 20 to Pikachu."""
    s = scenario()
    s.p1.active(PIDGEOTTO, energy=["Water"] * 3)
    s.p2.active(PIKACHU, energy=["Lightning"])
    g = s.start("p2")
    g.act("attack Gnaw")
    assert g.p1.active.damage == 20
    g.act("attack Mirror Move")
    assert g.p2.active.damage == 20


def test_mirror_move_does_nothing_without_an_attack_last_turn():
    """Pidgeotto, Mirror Move: not attacked during the opponent's last turn, it does
    nothing; an attack two turns ago doesn't count."""
    s = scenario()
    s.p1.active(PIDGEOTTO, energy=["Water"] * 3)
    s.p2.active(PIKACHU, energy=["Lightning"])
    g = s.start("p1")
    g.act("attack Mirror Move")
    assert g.p2.active.damage == 0

    s = scenario()
    s.p1.active(PIDGEOTTO, energy=["Water"] * 3)
    s.p1.hand("Grass")
    s.p2.active(PIKACHU, energy=["Lightning"])
    s.p2.hand("Grass")
    g = s.start("p2")
    g.act("attack Gnaw", "end", "end")
    assert g.current == "p1" and g.p1.active.damage == 20
    g.act("attack Mirror Move")
    assert g.p2.active.damage == 0


def test_mirror_move_forgets_when_pidgeotto_goes_to_the_bench():
    """Pidgeotto, Mirror Move: what the attack did is an effect on the Active Pidgeotto; a
    trip to the Bench (two Switch cards) ends it, so Mirror Move then does nothing."""
    s = scenario()
    s.p1.active(PIDGEOTTO, energy=["Water"] * 3)
    s.p1.bench(PIDGEY)
    s.p1.hand(SWITCH, SWITCH)
    s.p2.active(PIKACHU, energy=["Lightning"])
    g = s.start("p2")
    g.act("attack Gnaw")
    g.act(f"play {SWITCH}", f"play {SWITCH}")
    assert g.p1.active.name == "Pidgeotto" and g.p1.active.damage == 20
    g.act("attack Mirror Move")
    assert g.p2.active.damage == 0


# --- Gastly: Destiny Bond ---------------------------------------------------------------------
def test_destiny_bond_knocks_out_the_attacker_at_the_same_time():
    """Gastly, Destiny Bond: discard 1 Psychic Energy card to use it; if a Pokémon Knocks
    Out Gastly during the opponent's next turn, that Pokémon is Knocked Out too. Both Knock
    Outs happen together: each player takes a Prize and sends up a new Active."""
    s = scenario()
    s.p1.active(GASTLY, energy=["Psychic"] * 2)
    s.p1.bench(DODUO)
    s.p2.active(ELECTABUZZ, energy=["Lightning"] * 2)
    s.p2.bench(ONIX)
    s.coins("H")
    g = s.start("p1")
    g.act("attack Destiny Bond")
    assert ids(g.p1.discard) == ["base1-101"]
    g.act("attack Thunderpunch")
    assert GASTLY in ids(g.p1.discard) and ELECTABUZZ in ids(g.p2.discard)
    assert g.p1.active.name == "Doduo" and g.p2.active.name == "Onix"
    assert len(g.p1.prizes) == 5 and len(g.p2.prizes) == 5


def test_destiny_bond_both_last_prizes_is_sudden_death():
    """Gastly, Destiny Bond: the two Knock Outs are simultaneous, so when each player takes
    their last Prize card at once the Win/Loss chart calls for Sudden Death."""
    s = scenario()
    s.p1.active(GASTLY, energy=["Psychic"] * 2)
    s.p1.bench(DODUO)
    s.p1.prizes("Water")
    s.p2.active(ELECTABUZZ, energy=["Lightning"] * 2)
    s.p2.bench(ONIX)
    s.p2.prizes("Water")
    s.coins("H")
    g = s.start("p1")
    g.act("attack Destiny Bond", "attack Thunderpunch")
    assert g.sudden_deaths == 1 and g.winner is None


def test_destiny_bond_needs_a_knock_out_by_an_attack():
    """Gastly, Destiny Bond: an attack that does no damage Knocks nothing Out, and a Knock
    Out by Poison between turns is no Pokémon Knocking Gastly Out: Machop survives."""
    s = scenario()
    s.p1.active(GASTLY, energy=["Psychic"] * 2, damage=10, conditions=["poisoned"])
    s.p1.bench(DODUO)
    s.p2.active(MACHOP, energy=["Fighting"])
    g = s.start("p1")
    g.act("attack Destiny Bond")
    assert g.p1.active.damage == 20
    g.act("attack Low Kick")  # 20 - 30 (Gastly resists Fighting): no damage
    assert GASTLY in ids(g.p1.discard)  # Poison at the Checkup Knocked it Out
    assert g.p2.active.name == "Machop" and g.p2.active.damage == 0


def test_destiny_bond_lasts_one_opponent_turn():
    """Gastly, Destiny Bond works during the opponent's next turn only: a Knock Out two
    opponent turns later does not take the attacker with it."""
    s = scenario()
    s.p1.active(GASTLY, energy=["Psychic"] * 2)
    s.p1.bench(DODUO)
    s.p1.hand("Grass")
    s.p2.active(ELECTABUZZ, energy=["Lightning"] * 2)
    s.p2.hand("Grass")
    s.coins("H")
    g = s.start("p1")
    g.act("attack Destiny Bond", "end", "end", "attack Thunderpunch")
    assert GASTLY in ids(g.p1.discard) and g.p2.active.name == "Electabuzz"


# --- Nidoking: Toxic --------------------------------------------------------------------------
def test_toxic_poison_does_20_after_each_turn():
    """Nidoking, Toxic: 20, and the Defending Pokémon is now Poisoned; it takes 20 Poison
    damage instead of 10 after each player's turn."""
    s = scenario()
    s.p1.active(NIDOKING, energy=["Grass"] * 3)
    s.p2.active(CHANSEY)
    s.p2.hand("Grass")
    g = s.start("p1")
    g.act("attack Toxic")
    assert g.p2.active.damage == 20 + 20 and g.p2.active.conditions == {"poisoned"}
    g.act("end")
    assert g.p2.active.damage == 60


def test_toxic_on_a_pokemon_already_poisoned():
    """Nidoking, Toxic: even if the Defending Pokémon was Poisoned already, it now takes 20."""
    s = scenario()
    s.p1.active(NIDOKING, energy=["Grass"] * 3)
    s.p2.active(CHANSEY, conditions=["poisoned"])
    g = s.start("p1")
    g.act("attack Toxic")
    assert g.p2.active.damage == 40


def test_poison_after_toxic_is_cured_is_ordinary_again():
    """Nidoking, Toxic: the 20 belongs to that Poisoning: after Full Heal cures it, Weedle's
    Poison Sting Poisons the same Chansey for the ordinary 10."""
    s = scenario()
    s.p1.active(NIDOKING, energy=["Grass"] * 3)
    s.p1.bench(WEEDLE, energy=["Grass"])
    s.p1.hand(SWITCH)
    s.p2.active(CHANSEY)
    s.p2.hand(FULL_HEAL, "Grass")
    s.coins("H")
    g = s.start("p1")
    g.act("attack Toxic")
    assert g.p2.active.damage == 40
    g.act(f"play {FULL_HEAL}", "end")
    assert g.p2.active.damage == 40 and g.p2.active.conditions == frozenset()
    g.act(f"play {SWITCH}", "attack Poison Sting")
    assert g.p2.active.damage == 40 + 10 + 10


def test_toxic_is_prevented_by_barrier():
    """Nidoking, Toxic against Mewtwo's Barrier: all effects of the attack on Mewtwo are
    prevented, the Poison included."""
    s = scenario()
    s.p1.active(NIDOKING, energy=["Grass"] * 3)
    s.p2.active("base1-10", energy=["Psychic"] * 3)
    g = s.start("p2")
    g.act("attack Barrier", "attack Toxic")
    assert g.p2.active.damage == 0 and g.p2.active.conditions == frozenset()


# --- Porygon: Conversion 1 and 2 --------------------------------------------------------------
def test_conversion_1_changes_the_weakness_until_benched():
    """Porygon, Conversion 1: if the Defending Pokémon has a Weakness, you may change it to
    a type of your choice other than Colorless (the key is the type; Colorless and the
    present Weakness are not offered). It is an attack effect: benching the Pokémon ends
    it."""
    s = scenario()
    s.p1.active(PORYGON, energy=["Water"])
    s.p2.active(ELECTABUZZ)
    s.p2.bench(DODUO)
    s.p2.hand(SWITCH)
    g = s.start("p1")
    g.act("attack Conversion 1")
    assert g.decision.kind == "type"
    assert keys(g) == {"Grass", "Fire", "Water", "Lightning", "Psychic", "Darkness", "Metal",
                       "done"}
    g.act("Water")
    assert g.p2.active.weakness == "Water"
    g.act(f"play {SWITCH}")
    assert g.p2.bench[0].name == "Electabuzz" and g.p2.bench[0].weakness == "Fighting"


def test_conversion_1_is_optional_and_needs_a_weakness():
    """Porygon, Conversion 1: "you may": ``done`` keeps the Weakness; a Defending Pokémon
    with no Weakness (Dratini) gives nothing to choose."""
    s = scenario()
    s.p1.active(PORYGON, energy=["Water"])
    s.p2.active(ELECTABUZZ)
    g = s.start("p1")
    g.act("attack Conversion 1", "done")
    assert g.p2.active.weakness == "Fighting"

    s = scenario()
    s.p1.active(PORYGON, energy=["Water"])
    s.p2.active(DRATINI)
    g = s.start("p1")
    g.act("attack Conversion 1")
    assert g.current == "p2" and g.p2.active.weakness is None


def test_conversion_1_weakness_doubles_the_damage():
    """Porygon, Conversion 1 makes Chansey weak to Lightning: Electabuzz's Thundershock then
    does 10 × 2 = 20 to it."""
    s = scenario()
    s.p1.active(PORYGON, energy=["Water"])
    s.p1.bench(ELECTABUZZ, energy=["Lightning"])
    s.p1.hand(SWITCH)
    s.p2.active(CHANSEY)
    s.p2.hand("Grass")
    s.coins("T")
    g = s.start("p1")
    g.act("attack Conversion 1", "Lightning", "end", f"play {SWITCH}", "attack Thundershock")
    assert g.p2.active.damage == 20


def test_conversion_2_changes_porygons_resistance():
    """Porygon, Conversion 2: change Porygon's Resistance to a type of your choice other
    than Colorless (Psychic, its own, is not offered either). With Resistance to Lightning,
    Thundershock's 10 becomes 0 (10 - 30)."""
    s = scenario()
    s.p1.active(PORYGON, energy=["Water"] * 2)
    s.p2.active(ELECTABUZZ, energy=["Lightning"])
    s.coins("T")
    g = s.start("p1")
    g.act("attack Conversion 2")
    assert keys(g) == {"Grass", "Fire", "Water", "Lightning", "Fighting", "Darkness", "Metal"}
    g.act("Lightning")
    assert g.p1.active.resistance == "Lightning"
    g.act("attack Thundershock")
    assert g.p1.active.damage == 0


# --- Farfetch'd: Leek Slap --------------------------------------------------------------------
def test_leek_slap_once_while_in_play():
    """Farfetch'd, Leek Slap: 30; flip, tails it does nothing. Either way it can't be used
    again as long as Farfetch'd stays in play, even after a trip to the Bench."""
    s = scenario()
    s.p1.active(FARFETCHD, energy=["Water"] * 3)
    s.p1.bench(DODUO)
    s.p1.hand(SWITCH, SWITCH)
    s.p2.active(CHANSEY)
    s.p2.hand("Grass")
    s.coins("H")
    g = s.start("p1")
    g.act("attack Leek Slap")
    assert g.p2.active.damage == 30
    g.act("end")
    assert "attack Leek Slap" not in keys(g) and "attack Pot Smash" in keys(g)
    g.act(f"play {SWITCH}", f"play {SWITCH}")
    assert g.p1.active.name == "Farfetch'd" and "attack Leek Slap" not in keys(g)


def test_leek_slap_tails_does_nothing_and_is_used_up():
    """Farfetch'd, Leek Slap: tails, no damage, and it is still used up."""
    s = scenario()
    s.p1.active(FARFETCHD, energy=["Water"] * 3)
    s.p2.active(CHANSEY)
    s.p2.hand("Grass")
    s.coins("T")
    g = s.start("p1")
    g.act("attack Leek Slap", "end")
    assert g.p2.active.damage == 0 and "attack Leek Slap" not in keys(g)


# --- Raichu: Agility against the Bench --------------------------------------------------------
def test_agility_covers_raichu_only():
    """Raichu, Agility prevents what an attack does to Raichu only (RULINGS, General): the
    opposing Magneton's Selfdestruct does nothing to Raichu but still 20 to each Benched
    Pokémon and 80 to Magneton itself."""
    s = scenario()
    s.p1.active(RAICHU, energy=["Lightning"] * 3)
    s.p1.bench(DODUO)
    s.p2.active(MAGNETON, energy=["Lightning"] * 4)
    s.p2.bench(ONIX)
    s.coins("H")
    g = s.start("p1")
    g.act("attack Agility", "attack Selfdestruct")
    assert g.p1.active.damage == 0 and g.p1.bench[0].damage == 20
    assert MAGNETON in ids(g.p2.discard) and g.p2.active.name == "Onix"
    assert g.p2.active.damage == 20
