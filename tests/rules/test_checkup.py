"""Between Turns "Pokémon Checkup" Procedures (spec, Neo 4 Handy Guide), its notes, and the
"Main Differences from 2026 Standard" bullet on effects processed during Pokémon Checkup."""

from oldback.testing import Scenario

MACHOP = "base1-52"  # 50 HP, Low Kick (F) 20
CHANSEY = "base1-3"  # 120 HP
HITMONCHAN = "base1-7"  # 70 HP
ELECTABUZZ = "base1-20"  # Thundershock (L) 10: heads, Paralyzed
MURKROW = "neo1-24"  # a Darkness Pokémon
DARK_ARBOK = "base5-2"  # "Dark" in its name
EKANS = "base3-46"
DARKNESS = "neo1-104"
GOLD_BERRY = "neo1-93"
FOCUS_BAND = "neo1-86"


def scenario() -> Scenario:
    """Decks to draw from and a card in each hand, so no turn ends by itself."""
    s = Scenario()
    s.p1.deck(*["Water"] * 5)
    s.p2.deck(*["Water"] * 5)
    s.p1.hand("Water")
    s.p2.hand("Water")
    return s


def log_index(g, text: str) -> int:
    return next(i for i, line in enumerate(g.log) if text in line)


# --- step 1: Poison -------------------------------------------------------------------------
def test_poison_puts_one_counter_on_each_poisoned_active():
    """Checkup step 1: each Poisoned Active Pokémon, both players', gets 1 damage counter."""
    s = scenario()
    s.p1.active(MACHOP, conditions=["poisoned"])
    s.p2.active(CHANSEY, damage=20, conditions=["poisoned"])
    g = s.start("p1")
    g.act("end")
    assert g.p1.active.damage == 10 and g.p2.active.damage == 30
    assert g.turn == 4 and g.p2.active.conditions == {"poisoned"}


def test_poison_acts_after_every_turn():
    """Checkup step 1: the Checkup follows each player's turn, so Poison counts after both."""
    s = scenario()
    s.p1.active(CHANSEY, conditions=["poisoned"])
    s.p2.active(MACHOP)
    g = s.start("p1")
    g.act("end")
    assert g.p1.active.damage == 10
    g.act("end")
    assert g.p1.active.damage == 20 and g.turn == 5


# --- step 2: Sleep --------------------------------------------------------------------------
def test_asleep_wakes_up_on_heads_and_stays_asleep_on_tails():
    """Checkup step 2: flip for each Asleep Active Pokémon, the player whose turn ended
    first; heads wakes it up, tails it stays Asleep."""
    s = scenario()
    s.p1.active(MACHOP, conditions=["asleep"])
    s.p2.active(CHANSEY, conditions=["asleep", "poisoned"])
    s.coins("H", "T")
    g = s.start("p1")
    g.act("end")
    assert g.p1.active.conditions == frozenset()
    assert g.p2.active.conditions == {"asleep", "poisoned"}
    assert log_index(g, "Machop asleep") < log_index(g, "Chansey asleep")


def test_asleep_flips_after_every_turn():
    """Checkup step 2: an Asleep Pokémon flips at every Checkup, after its opponent's turn
    as after its own."""
    s = scenario()
    s.p1.active(MACHOP)
    s.p2.active(CHANSEY, conditions=["asleep"])
    s.coins("T", "H")
    g = s.start("p1")
    g.act("end")
    assert g.p2.active.conditions == {"asleep"} and g.current == "p2"
    assert not any(k.startswith(("attack", "retreat")) for k in g.decision.keys)
    g.act("end")
    assert g.p2.active.conditions == frozenset()


# --- step 3: Paralysis ----------------------------------------------------------------------
def paralysis(attacker: str) -> Scenario:
    """``attacker``'s Electabuzz is about to paralyze the other player's Hitmonchan."""
    s = scenario()
    defender = "p2" if attacker == "p1" else "p1"
    getattr(s, attacker).active(ELECTABUZZ, energy=["Lightning"])
    getattr(s, defender).active(HITMONCHAN, energy=["Fighting"])
    getattr(s, defender).bench(MACHOP)
    s.coins("H")
    return s


def check_paralysis(g, defender: str) -> None:
    # Paralyzed during the opponent's turn: still Paralyzed after that turn's Checkup...
    assert g.current == defender and g.side(defender).active.conditions == {"paralyzed"}
    # ...and all through its owner's next turn: no attack, no retreat.
    assert not any(k.startswith(("attack", "retreat")) for k in g.decision.keys)
    g.act("end")
    # After that whole turn Paralyzed, it recovers at the Checkup.
    assert g.side(defender).active.conditions == frozenset() and g.current != defender


def test_paralysis_given_by_p1_lasts_through_p2s_next_turn():
    """Checkup step 3: p2's Pokémon, Paralyzed during p1's turn, stays Paralyzed through
    p2's next turn and recovers at the Checkup after it."""
    g = paralysis("p1").start("p1")
    g.act("attack Thundershock")
    check_paralysis(g, "p2")


def test_paralysis_given_by_p2_lasts_through_p1s_next_turn():
    """Checkup step 3, the other player: p1's Pokémon, Paralyzed during p2's turn, stays
    Paralyzed through p1's next turn and recovers at the Checkup after it."""
    g = paralysis("p2").start("p2")
    g.act("attack Thundershock")
    check_paralysis(g, "p1")


def test_paralysis_does_not_end_after_the_opponents_turn():
    """Checkup step 3: only the player whose turn just ended checks Paralysis; p2's Pokémon,
    Paralyzed since before p1's turn, is still Paralyzed after it."""
    s = scenario()
    s.p1.active(MACHOP)
    s.p2.active(CHANSEY, conditions=["paralyzed"])
    g = s.start("p1")
    g.act("end")
    assert g.p2.active.conditions == {"paralyzed"}
    g.act("end")
    assert g.p2.active.conditions == frozenset()


def test_paralyzed_for_the_whole_turn_recovers_after_it():
    """Checkup step 3: p1's Pokémon, Paralyzed since the Checkup before p1's turn, recovers
    at the Checkup after it."""
    s = scenario()
    s.p1.active(MACHOP, conditions=["paralyzed", "poisoned"])
    s.p2.active(CHANSEY)
    g = s.start("p1")
    g.act("end")
    assert g.p1.active.conditions == {"poisoned"} and g.p1.active.damage == 10


# --- step 5: Darkness Energy ----------------------------------------------------------------
def test_darkness_energy_puts_one_counter_per_card():
    """Checkup step 5: 1 damage counter for each Darkness Energy on a Pokémon that is not a
    Darkness Pokémon: 3 cards put 3 counters; Benched Pokémon and the opponent's count too."""
    s = scenario()
    s.p1.active(CHANSEY, energy=[DARKNESS] * 3)
    s.p1.bench(MACHOP, energy=[DARKNESS])
    s.p2.active(HITMONCHAN, energy=[DARKNESS, "Fighting"])
    g = s.start("p1")
    g.act("end")
    assert g.p1.active.damage == 30 and g.p1.bench[0].damage == 10
    assert g.p2.active.damage == 10


def test_darkness_energy_spares_darkness_and_dark_pokemon():
    """Checkup step 5: no counter on a Darkness Pokémon (Murkrow) or one with "Dark" in its
    name (Dark Arbok, a Grass Pokémon)."""
    s = scenario()
    s.p1.active(MURKROW, energy=[DARKNESS, DARKNESS])
    s.p1.bench(DARK_ARBOK, energy=[DARKNESS], under=[EKANS])
    s.p2.active(CHANSEY)
    g = s.start("p1")
    g.act("end")
    assert g.p1.active.damage == 0 and g.p1.bench[0].damage == 0


def test_poison_comes_before_darkness_energy():
    """Checkup steps 1 and 5, in that order: the Poison counter is placed before the
    Darkness Energy counter."""
    s = scenario()
    s.p1.active(CHANSEY, energy=[DARKNESS], conditions=["poisoned"])
    s.p2.active(MACHOP)
    g = s.start("p1")
    g.act("end")
    assert g.p1.active.damage == 20
    assert log_index(g, "Poison: 10 damage") < log_index(g, "Darkness Energy: 10 damage")


# --- Knock Outs between turns -----------------------------------------------------------------
def both_poisoned(current: str):
    s = scenario()
    for side in (s.p1, s.p2):
        side.active(MACHOP, damage=40, conditions=["poisoned"])
        side.bench(CHANSEY)
        side.bench(HITMONCHAN)
        side.prizes("Water", "Water")
    g = s.start(current)
    g.act("end")
    return g


def test_checkup_knock_outs_the_next_player_promotes_first():
    """Notes on Pokémon Checkup: when both Active Pokémon are Knocked Out by Poison, the
    player whose turn comes next (p2, after p1's turn) sends up a new Active first."""
    g = both_poisoned("p1")
    assert g.decision.kind == "promote" and g.decision.player == "p2"
    g.act("bench2")
    assert g.decision.kind == "promote" and g.decision.player == "p1"
    g.act("bench1")
    assert g.p2.active.name == "Hitmonchan" and g.p1.active.name == "Chansey"
    assert g.current == "p2" and g.turn == 4


def test_checkup_knock_outs_after_p2s_turn_p1_promotes_first():
    """Notes on Pokémon Checkup: after p2's turn, p1's turn comes next, so p1 sends up a new
    Active Pokémon first."""
    g = both_poisoned("p2")
    assert g.decision.kind == "promote" and g.decision.player == "p1"
    g.act("bench1")
    assert g.decision.kind == "promote" and g.decision.player == "p2"


def test_checkup_knock_outs_are_simultaneous_for_prizes():
    """Notes on Pokémon Checkup: the Knock Outs happen at the same time; both players take a
    Prize card for them."""
    g = both_poisoned("p1")
    g.act("bench1", "bench1")
    assert len(g.p1.prizes) == 1 and len(g.p2.prizes) == 1
    assert len(g.p1.discard) == 1 and len(g.p2.discard) == 1


# --- Pokémon Tools: Gold Berry ---------------------------------------------------------------
def berry(damage: int, conditions=("poisoned",), darkness: int = 0) -> Scenario:
    s = scenario()
    s.p1.active(CHANSEY, damage=damage, conditions=conditions,
                energy=[DARKNESS] * darkness, attached=[GOLD_BERRY])
    s.p2.active(MACHOP)
    return s


def test_gold_berry_before_poison():
    """Notes on Pokémon Checkup: the owner may use Gold Berry before the Poison check:
    40 − 40 = 0, then Poison puts 1 counter."""
    g = berry(40).start("p1")
    g.act("end")
    assert g.decision.kind == "tool-timing" and g.decision.player == "p1"
    assert "before the Poison check" in g.decision.prompt
    assert set(g.decision.keys) == {"yes", "no"}
    g.act("yes")
    assert g.p1.active.damage == 10 and g.p1.active.attached == []
    assert [c.id for c in g.p1.discard] == [GOLD_BERRY]


def test_gold_berry_between_poison_and_darkness_energy():
    """Notes on Pokémon Checkup, the example: Poisoned, 1 Darkness Energy and Gold Berry; the
    owner uses Gold Berry between the Poison and the Darkness Energy damage: 40 + 10 − 40 +
    10 = 20."""
    g = berry(40, darkness=1).start("p1")
    g.act("end", "no")
    assert "after the Poison check" in g.decision.prompt
    g.act("yes")
    assert g.p1.active.damage == 20 and g.p1.active.attached == []


def test_gold_berry_after_darkness_energy():
    """Notes on Pokémon Checkup, the example: Gold Berry after the Darkness Energy damage.
    With 30 damage it is first offered after Poison (40), and again after Darkness Energy
    (50): 50 − 40 = 10. Offered after Poison and not before: Poison came first."""
    g = berry(30, darkness=1).start("p1")
    g.act("end")
    assert "after the Poison check" in g.decision.prompt
    g.act("no")
    assert "after the Darkness Energy check" in g.decision.prompt
    g.act("yes")
    assert g.p1.active.damage == 10 and g.current == "p2"


def test_gold_berry_after_darkness_energy_saves_from_a_knock_out():
    """Checkup before Knock Outs: Machop (50 HP) with 30 damage, Poisoned, 1 Darkness
    Energy reaches 50, but Gold Berry used after the Darkness Energy leaves it at 10."""
    s = scenario()
    s.p1.active(MACHOP, damage=30, conditions=["poisoned"], energy=[DARKNESS],
                attached=[GOLD_BERRY])
    s.p2.active(CHANSEY)
    g = s.start("p1")
    g.act("end", "no", "yes")
    assert g.p1.active.name == "Machop" and g.p1.active.damage == 10


def test_gold_berry_declined_is_not_offered_again_without_new_damage():
    """Notes on Pokémon Checkup: declined before Poison, Gold Berry is offered again after
    Poison (the damage changed), and not again when nothing changed; declined every time,
    the Knock Out happens."""
    s = scenario()
    s.p1.active(MACHOP, damage=40, conditions=["poisoned"], attached=[GOLD_BERRY])
    s.p1.bench(CHANSEY)
    s.p2.active(CHANSEY)
    g = s.start("p1")
    g.act("end", "no")
    assert "after the Poison check" in g.decision.prompt
    g.act("no")
    assert g.p1.active.name == "Chansey" and len(g.p2.prizes) == 5
    assert {c.id for c in g.p1.discard} == {MACHOP, GOLD_BERRY}


def test_gold_berry_is_owned_by_its_owner_and_automatic_at_the_start_of_a_turn():
    """Gold Berry (card text) and Notes on Pokémon Checkup: the owner (p2, after p1's turn)
    decides; declined between turns, it acts by itself at the start of p2's turn."""
    s = scenario()
    s.p1.active(MACHOP, energy=["Fighting"])
    s.p2.active(CHANSEY, attached=[GOLD_BERRY])
    g = s.start("p1")
    g.act("attack Low Kick")  # 20 × 2 for Weakness
    assert g.decision.kind == "tool-timing" and g.decision.player == "p2"
    g.act("no")
    assert g.current == "p2" and g.p2.active.damage == 0
    assert [c.id for c in g.p2.discard] == [GOLD_BERRY]
    assert log_index(g, "— turn 4") < log_index(g, "Gold Berry") < log_index(g, "p2 draws")


def test_gold_berry_needs_four_counters():
    """Gold Berry (card text): with 3 damage counters nothing happens, between turns or at
    the start of the turn."""
    s = scenario()
    s.p1.active(CHANSEY, damage=30, attached=[GOLD_BERRY])
    s.p2.active(MACHOP)
    g = s.start("p1")
    g.act("end")
    assert g.current == "p2" and g.p1.active.damage == 30
    assert [c.id for c in g.p1.active.attached] == [GOLD_BERRY]


def test_one_pokemon_tool_per_pokemon():
    """Main Differences from 2026 Standard (Pokémon Tools exist) and Gold Berry's text: it is
    attached only to a Pokémon without a Pokémon Tool."""
    s = scenario()
    s.p1.active(CHANSEY, attached=[FOCUS_BAND])
    s.p1.hand(GOLD_BERRY)
    s.p2.active(MACHOP)
    g = s.start("p1")
    assert f"play {GOLD_BERRY}" not in g.decision
    s.p1.bench(MACHOP)
    g = s.start("p1")
    g.act(f"play {GOLD_BERRY}")
    assert [c.id for c in g.p1.bench[0].attached] == [GOLD_BERRY]


def test_a_question_at_the_end_of_the_turn_re_runs_it_from_where_it_began():
    """The end of the turn finds out first whether it may ask (an attached card to use
    during Checkup), and keeps the state it began in only then (``Game.rerun_from_here``):
    each answer runs it again from there. A copy taken at each of its questions plays on to
    the same log and numbers as the original."""
    g = berry(30, darkness=1).start("p1")
    g.act("end")
    copies = [g.copy(keep_log=True)]
    assert g.mid_step and "after the Poison check" in g.decision.prompt
    g.act("no")
    copies.append(g.copy(keep_log=True))
    assert "after the Darkness Energy check" in g.decision.prompt
    g.act("yes")
    assert g.p1.active.damage == 10 and g.current == "p2" and not g.mid_step
    assert sum("Poison:" in line for line in g.log) == 1  # the re-runs left no trace
    first, second = copies
    first.act("no", "yes")
    second.act("yes")
    for c in (first, second):
        assert c.log == g.log and c.p1.active.damage == 10 and c.current == "p2"


def test_a_turn_ends_without_a_question_where_nothing_may_ask():
    """Without an attached card, Poison or anything else acting at Checkup, the end of the
    turn asks nothing: the next turn begins at once, the damage as it was."""
    s = scenario()
    s.p1.active(MACHOP, damage=30)
    s.p2.active(CHANSEY)
    g = s.start("p1")
    turn = g.turn
    g.act("end")
    assert g.current == "p2" and g.decision.kind == "action"
    assert g.p1.active.damage == 30 and g.turn == turn + 1
