"""The turn: the draw, the main-phase actions, the First Turn Rules, and the decision
surface of CONTRACT.md §3.

Most tests play real games from set-up (``Game.new``) with decks built so the hand is
likely to hold what the test needs; the seed that gives it was found once by
experiment and each test asserts that precondition first. Positions a full game cannot
reach with the cards the engine plays today use ``Scenario`` (and say so).
"""

from __future__ import annotations

from collections import Counter

import pytest

from oldback import Game, IllegalAction, Rules
from oldback.testing import Scenario

SEEL, GOLDEEN, SEAKING, HITMONCHAN = "base1-41", "base2-53", "base2-46", "base1-7"
CLEFFA, CLEFAIRY, CLEFABLE = "neo1-20", "base1-5", "base2-1"
CHARMANDER, CHARMELEON, CHARIZARD = "base1-46", "base1-24", "base1-4"
FOSSIL, KABUTO = "base3-62", "base3-50"
PLUSPOWER, DEFENDER, FOCUS_BAND, SPROUT_TOWER = "base1-84", "base1-80", "neo1-86", "neo1-97"
WATER, FIGHTING = "base1-102", "base1-97"

ALL_SEEL = [SEEL] * 60
MOSTLY_SEEL = [SEEL] * 50 + ["Water"] * 10
SEEL_AND_WATER = [SEEL] * 8 + ["Water"] * 52
GOLDEEN_LINE = [GOLDEEN] * 8 + [SEAKING] * 20 + ["Water"] * 32
PLUSPOWERS = [HITMONCHAN] * 4 + [PLUSPOWER] * 24 + ["Fighting"] * 32
DEFENDERS = [HITMONCHAN] * 4 + [DEFENDER] * 24 + ["Fighting"] * 32
FOCUS_BANDS = [SEEL] * 8 + [FOCUS_BAND] * 20 + ["Water"] * 32
SPROUT_TOWERS = [SEEL] * 8 + [SPROUT_TOWER] * 24 + ["Water"] * 28
CLEFFAS = [SEEL] * 8 + [CLEFFA] * 20 + ["Water"] * 32
FOSSILS = [FOSSIL] * 4 + [KABUTO] * 8 + ["Fighting"] * 48

SETUP_KINDS = {"mulligan", "setup-active", "setup-bench", "bonus-draw", "bonus-bench"}
PLAIN = {"mulligan": "keep", "setup-bench": "done", "bonus-draw": "0", "bonus-bench": "done"}


def started(deck1, deck2, seed: int, rules: Rules | str | None = None) -> Game:
    """A game past set-up (keep, first Active offered, no Bench, no bonus cards)."""
    g = Game.new(deck1, deck2, seed=seed, rules=rules)
    while g.decision is not None and g.decision.kind in SETUP_KINDS:
        g.act(PLAIN.get(g.decision.kind, g.decision.options[0].key))
    return g


def in_hand(g: Game, player: str) -> Counter:
    return Counter(c.id for c in g.side(player).hand)


def keys(g: Game) -> list[str]:
    return g.decision.keys


def evolutions(g: Game) -> list[str]:
    return [k for k in keys(g) if k.startswith("evolve ")]


def other(player: str) -> str:
    return "p2" if player == "p1" else "p1"


# --- the draw -------------------------------------------------------------------------
def test_each_turn_begins_with_a_draw():
    """Turn structure; First Turn Rules (outside Japan): the player whose turn it is draws
    a card first, the player going first included."""
    g = started(ALL_SEEL, ALL_SEEL, seed=0)
    first, second = g.side(g.first), g.opponent(g.first)
    assert g.log[-2:] == [f"— turn 1: {first.name} —", f"{first.name} draws a card"]
    assert len(first.hand) == 7 and len(first.deck) == 60 - 7 - 6 - 1
    g.act("end")
    assert g.log[-2:] == [f"— turn 2: {second.name} —", f"{second.name} draws a card"]
    assert len(second.hand) == 7 and len(second.deck) == 60 - 7 - 6 - 1


def test_a_player_who_cannot_draw_at_the_start_of_the_turn_loses():
    """Turn structure (WotC rulebook): a player who cannot draw a card at the start of
    their turn loses. A 13-card deck is empty once 7 are drawn and 6 set as Prizes."""
    g = started([SEEL] * 13, [SEEL] * 13, seed=0)
    loser = g.first
    assert g.over and g.winner == other(loser) and g.result == "deck-out"
    assert g.decision is None and g.turn == 1
    assert g.log[-2:] == [f"{loser} cannot draw a card", f"{other(loser)} wins (deck-out)"]


def test_deck_out_later_in_the_game():
    """Turn structure: with 14-card decks each player draws their last card on their
    first turn; the first player then cannot draw on turn 3 and loses."""
    g = started([SEEL] * 14, [SEEL] * 14, seed=0)
    first = g.first
    g.act("end")
    assert not g.over and g.turn == 2
    g.act("end")
    assert g.over and g.turn == 3
    assert g.winner == other(first) and g.result == "deck-out"


def test_japan_first_player_skips_the_first_draw_only():
    """First Turn Rules, Japanese old-back events (japan preset): the player who goes
    first does not draw on turn 1; every later turn starts with a draw as usual."""
    g = started([SEEL] * 14, [SEEL] * 14, seed=0, rules="japan")
    first, second = g.side(g.first), g.opponent(g.first)
    assert g.log[-1] == f"— turn 1: {first.name} —"
    assert len(first.hand) == 6 and len(first.deck) == 1
    g.act("end")
    assert g.log[-1] == f"{second.name} draws a card" and second.deck == []
    g.act("end")
    assert g.log[-1] == f"{first.name} draws a card" and first.deck == []
    g.act("end")
    assert g.winner == first.name and g.result == "deck-out" and g.turn == 4


# --- the main phase ---------------------------------------------------------------------
def test_one_energy_attachment_per_turn_with_one_option_per_target():
    """Turn structure: one Energy card may be attached per turn. CONTRACT §3: two
    identical Water Energy cards give one "attach" option per Pokémon."""
    g = started(SEEL_AND_WATER, ALL_SEEL, seed=2)
    assert g.current == "p1", "seed precondition"
    assert in_hand(g, "p1")[WATER] >= 2 and in_hand(g, "p1")[SEEL] >= 1, "seed precondition"
    assert [k for k in keys(g) if k.startswith("attach ")] == [f"attach {WATER} active"]
    g.act(f"bench {SEEL}")
    assert [k for k in keys(g) if k.startswith("attach ")] == [
        f"attach {WATER} active", f"attach {WATER} bench1"]
    g.act(f"attach {WATER} active")
    assert [c.id for c in g.p1.active.energy] == [WATER] and in_hand(g, "p1")[WATER] >= 1
    assert g.current == "p1" and not any(k.startswith("attach ") for k in keys(g))
    g.act("end", "end")  # the opponent's turn passes
    assert (g.turn, g.current) == (3, "p1")
    assert f"attach {WATER} active" in keys(g) and f"attach {WATER} bench1" in keys(g)


def test_the_labels_of_the_actions_name_the_pokemon_as_it_is_now(monkeypatch):
    """CONTRACT §3: each option has a key and a label for a person. The choice of an
    action's usual options are made once and found again (``turn._ATTACH`` …): an Energy
    card's option names the Pokémon it goes to as it is now (Seaking once Goldeen has
    evolved), and options made afresh into stores that are emptied at each new option are
    the options listed before."""
    from oldback.engine import turn

    g = started(GOLDEEN_LINE, GOLDEEN_LINE, seed=1)
    g.act("end", "end")
    me = g.current
    assert in_hand(g, me)[WATER] >= 1 and in_hand(g, me)[SEAKING] >= 1, "seed precondition"
    listed = [tuple(o) for o in g.decision.options]
    assert (f"attach {WATER} active", "attach Water Energy to Goldeen (active)") in listed
    assert ("end", "end the turn") in listed
    monkeypatch.setattr(turn, "CACHED", 1)
    for store in ("_ATTACH", "_BENCH", "_PLAY", "_ATTACK", "_RETREAT"):
        monkeypatch.setattr(turn, store, {})
    assert [tuple(o) for o in turn.actions(g, g.side(me))] == listed
    assert len(turn._ATTACH) == 1  # emptied before each new option
    g.act(f"evolve {SEAKING} active")
    labels = {o.key: o.label for o in g.decision.options}
    assert labels[f"attach {WATER} active"] == "attach Water Energy to Seaking (active)"


def test_at_most_five_benched_pokemon():
    """Turn structure: Basic Pokémon may be put onto the Bench during the turn, up to 5."""
    g = started(MOSTLY_SEEL, ALL_SEEL, seed=0)
    me = g.current
    assert in_hand(g, me)[SEEL] >= 6 and in_hand(g, me)[WATER], "seed precondition"
    for n in range(5):
        assert f"bench {SEEL}" in keys(g)
        g.act(f"bench {SEEL}")
        assert len(g.side(me).bench) == n + 1
    assert g.current == me and in_hand(g, me)[SEEL] >= 1
    assert f"bench {SEEL}" not in keys(g)


def test_a_turn_with_nothing_left_but_end_ends_by_itself():
    """CONTRACT §3: a decision with one option is taken without asking; a main phase
    whose only option left is "end" (a full Bench, no Energy, no attack) ends the turn."""
    g = started(ALL_SEEL, ALL_SEEL, seed=0)
    me = g.current
    g.act(*[f"bench {SEEL}"] * 4)
    assert g.current == me and keys(g) == [f"bench {SEEL}", "end"]
    g.act(f"bench {SEEL}")
    assert len(g.side(me).bench) == 5 and in_hand(g, me)[SEEL] == 2
    assert g.log[-4:-1] == [f"{me} puts Seel onto the Bench", f"{me} ends the turn",
                            f"— turn 2: {other(me)} —"]
    assert (g.turn, g.decision.player) == (2, other(me))


def test_a_baby_pokemon_is_benched_like_a_basic():
    """Set-Up step 5 and turn structure: a Baby Pokémon (Cleffa) is put onto the Bench
    from the hand as a Basic Pokémon is."""
    g = started(CLEFFAS, ALL_SEEL, seed=0)
    assert g.current == "p1" and in_hand(g, "p1")[CLEFFA] >= 1, "seed precondition"
    g.act(f"bench {CLEFFA}")
    assert g.p1.bench[-1].name == "Cleffa"


# --- evolution ------------------------------------------------------------------------------
def test_a_basic_pokemon_card_evolves_a_baby_in_a_dealt_game():
    """Neo Genesis: a Baby Pokémon evolves into a Basic Pokémon (Cleffa → Clefairy), as an
    Evolution card evolves the Pokémon below it. A game whose decks hold a Baby Pokémon
    card offers it; the engine asks a Basic Pokémon card in hand about it only then."""
    deck = [CLEFFA] * 20 + [CLEFAIRY] * 20 + ["Water"] * 20
    g = started(deck, ALL_SEEL, seed=0)
    assert g.current == "p1" and g.p1.active.card.id == CLEFFA, "seed precondition"
    assert g.babies
    g.act("end", "end")
    assert evolutions(g) == [f"evolve {CLEFAIRY} active"]
    g.act(f"evolve {CLEFAIRY} active")
    assert [c.id for c in g.p1.active.stack] == [CLEFFA, CLEFAIRY]
    assert not started(ALL_SEEL, ALL_SEEL, seed=0).babies


def test_nobody_evolves_on_their_own_first_turn():
    """First Turn Rules: neither player may evolve on the first turn of the game; and
    RULINGS.md (WotC chat Q436, the Game Boy game): nor on the second player's first
    turn. From the first player's second turn on, a Pokémon in play since set-up may."""
    g = started(GOLDEEN_LINE, GOLDEEN_LINE, seed=1)
    first, second = g.first, other(g.first)
    assert g.side(first).active.name == g.side(second).active.name == "Goldeen"
    assert in_hand(g, first)[SEAKING] >= 1, "seed precondition"
    assert g.turn == 1 and evolutions(g) == []
    g.act("end")
    assert in_hand(g, second)[SEAKING] >= 1, "seed precondition"
    assert g.turn == 2 and evolutions(g) == []
    g.act("end")
    assert g.turn == 3 and evolutions(g) == [f"evolve {SEAKING} active"]
    g.act("end")
    assert g.turn == 4 and evolutions(g) == [f"evolve {SEAKING} active"]


def test_a_pokemon_put_into_play_this_turn_cannot_evolve():
    """Turn structure (WotC rulebook): a Pokémon can't evolve on the turn it was put into
    play; on its owner's next turn it can."""
    g = started(GOLDEEN_LINE, GOLDEEN_LINE, seed=1)
    g.act("end", "end")
    me = g.current
    assert g.turn == 3 and in_hand(g, me)[GOLDEEN] >= 1, "seed precondition"
    g.act(f"bench {GOLDEEN}")
    assert evolutions(g) == [f"evolve {SEAKING} active"]
    g.act("end", "end")
    assert g.turn == 5
    assert evolutions(g) == [f"evolve {SEAKING} active", f"evolve {SEAKING} bench1"]


def test_evolving_puts_the_card_on_top():
    """Turn structure: evolving puts the Evolution card on the Pokémon; it keeps its
    damage, Energy and place, and stays evolved (Seaking's HP)."""
    g = started(GOLDEEN_LINE, GOLDEEN_LINE, seed=1)
    g.act("end", "end")
    me = g.current
    hand = len(g.side(me).hand)
    g.act(f"evolve {SEAKING} active")
    mon = g.side(me).active
    assert [c.id for c in mon.stack] == [GOLDEEN, SEAKING]
    assert mon.name == "Seaking" and mon.hp == 70 and len(g.side(me).hand) == hand - 1
    assert f"{me} evolves Goldeen into Seaking" in g.log
    assert g.current == me and evolutions(g) == []


def test_one_evolution_step_per_pokemon_per_turn():
    """Turn structure (WotC rulebook): a Pokémon evolves at most once per turn, so
    Stage 1 then Stage 2 takes two turns. Scenario: Charmander's attacks are not
    scripted yet, so a full game cannot hold it."""
    s = Scenario()
    s.p1.active(CHARMANDER)
    s.p1.hand(CHARMELEON, CHARIZARD, "Fire")  # the Fire keeps a choice open
    s.p1.deck("Fire")
    s.p2.active(SEEL)
    s.p2.deck("Water")
    g = s.start("p1")
    assert evolutions(g) == [f"evolve {CHARMELEON} active"]
    g.act(f"evolve {CHARMELEON} active")
    assert g.p1.active.name == "Charmeleon"
    assert g.current == "p1" and evolutions(g) == []
    g.act("end", "end")
    assert g.current == "p1" and evolutions(g) == [f"evolve {CHARIZARD} active"]
    g.act(f"evolve {CHARIZARD} active")
    assert [c.name for c in g.p1.active.stack] == ["Charmander", "Charmeleon", "Charizard"]


def test_evolving_ends_special_conditions_and_attack_effects():
    """RULINGS.md (General): evolution clears Special Conditions and the lasting effects
    of attacks. Goldeen, Poisoned and Confused and under Sand-attack, evolves: Seaking
    then attacks with no Confusion or Sand-attack flip (none is scripted)."""
    s = Scenario()
    s.p1.active(GOLDEEN, conditions=["poisoned", "confused"])
    s.p1.hand(SEAKING, "Water")
    s.p1.deck("Water")
    s.p2.active("base1-62", energy=["Fighting"])  # Sandshrew
    s.p2.deck("Fighting")
    g = s.start("p2")
    g.act("attack Sand-attack")  # 10 damage; then Poison at Pokémon Checkup: 10
    mon = g.p1.active
    assert g.current == "p1" and mon.damage == 20
    assert mon.conditions == {"poisoned", "confused"} and mon.effects
    g.act(f"evolve {SEAKING} active")
    assert mon.conditions == frozenset() and mon.effects == ()
    assert mon.damage == 20
    g.act(f"attach {WATER} active", "attack Horn Attack")
    assert g.p2.active.damage == 10


def test_mysterious_fossil_evolves_into_kabuto():
    """Set-Up step 4 (a Fossil hand kept) and evolution: Kabuto evolves from Mysterious
    Fossil, which was put into play as a Basic Pokémon (card text; RULINGS.md Fossil)."""
    g = Game.new(FOSSILS, ALL_SEEL, seed=2)
    assert g.decision.kind == "mulligan", "seed precondition"
    g.act("keep")
    while g.decision.kind != "action":
        g.act(PLAIN.get(g.decision.kind, g.decision.options[0].key))
    assert g.p1.active.name == "Mysterious Fossil" and g.first == "p1", "seed precondition"
    assert evolutions(g) == []
    g.act("end", "end")
    assert g.turn == 3 and in_hand(g, "p1")[KABUTO] >= 1, "seed precondition"
    g.act(f"evolve {KABUTO} active")
    assert [c.name for c in g.p1.active.stack] == ["Mysterious Fossil", "Kabuto"]
    assert g.p1.active.hp == 30


def test_a_basic_pokemon_evolves_from_a_baby():
    """Baby Pokémon (Neo Genesis rules): the Basic Pokémon a Baby evolves into (card
    facts: Cleffa -> Clefairy) is played on it as an evolution, under the usual limits:
    not on the first turns, and one step per turn (Clefable must wait). Scenario:
    Clefairy's attacks are not scripted yet."""
    s = Scenario()
    s.p1.active(CLEFFA)
    s.p1.hand(CLEFAIRY, CLEFABLE)
    s.p1.deck("Water", "Water")
    s.p2.active(SEEL)
    s.p2.deck("Water", "Water")
    g = s.start("p1", first_turn=True)
    assert evolutions(g) == [] and f"bench {CLEFAIRY}" in keys(g)
    g.act("end", "end")
    assert g.turn == 3 and evolutions(g) == [f"evolve {CLEFAIRY} active"]
    assert f"bench {CLEFAIRY}" in keys(g)  # still a Basic Pokémon that may be benched
    g.act(f"evolve {CLEFAIRY} active")
    assert [c.name for c in g.p1.active.stack] == ["Cleffa", "Clefairy"]
    assert g.current == "p1" and evolutions(g) == []
    g.act("end", "end")
    assert evolutions(g) == [f"evolve {CLEFABLE} active"]


# --- Trainers -------------------------------------------------------------------------------
def test_first_player_plays_trainers_and_attacks_on_turn_1_with_two_pluspower():
    """First Turn Rules: the player going first may play Trainers and attack on turn 1.
    Main Differences from 2026: PlusPower is not a Pokémon Tool, so two go on one
    Pokémon: Jab does 20 + 10 + 10. Attacking ends the turn."""
    g = started(PLUSPOWERS, ALL_SEEL, seed=2)
    assert g.current == "p1" and g.turn == 1, "seed precondition"
    assert in_hand(g, "p1")[PLUSPOWER] >= 2 and in_hand(g, "p1")[FIGHTING], "seed precondition"
    g.act(f"play {PLUSPOWER}")
    assert f"play {PLUSPOWER}" in keys(g)
    g.act(f"play {PLUSPOWER}")
    assert [c.id for c in g.p1.active.attached] == [PLUSPOWER, PLUSPOWER]
    g.act(f"attach {FIGHTING} active", "attack Jab")
    assert g.p2.active.damage == 40
    assert (g.turn, g.current, g.decision.player) == (2, "p2", "p2")


def test_defender_is_not_a_tool_either():
    """Main Differences from 2026: Defender is not a Pokémon Tool; more than one may be
    attached to the same Pokémon."""
    g = started(DEFENDERS, ALL_SEEL, seed=2)
    assert g.current == "p1" and in_hand(g, "p1")[DEFENDER] >= 2, "seed precondition"
    g.act(f"play {DEFENDER}")  # one Pokémon in play: attached to it without asking
    assert f"play {DEFENDER}" in keys(g)
    g.act(f"play {DEFENDER}")
    assert [c.id for c in g.p1.active.attached] == [DEFENDER, DEFENDER]


def test_one_pokemon_tool_per_pokemon():
    """Main Differences from 2026: a Pokémon Tool (Focus Band) is limited to 1 per
    Pokémon: with a Tool on the only Pokémon, the second is not offered; once another
    Pokémon is benched, it goes there (CONTRACT §3: a one-option choice is not asked)."""
    g = started(FOCUS_BANDS, ALL_SEEL, seed=2)
    assert g.current == "p1", "seed precondition"
    assert in_hand(g, "p1")[FOCUS_BAND] >= 2 and in_hand(g, "p1")[SEEL], "seed precondition"
    g.act(f"play {FOCUS_BAND}")
    assert (g.decision.player, g.decision.kind) == ("p1", "action")
    assert [c.id for c in g.p1.active.attached] == [FOCUS_BAND]
    assert f"play {FOCUS_BAND}" not in keys(g)
    g.act(f"bench {SEEL}", f"play {FOCUS_BAND}")
    assert (g.decision.player, g.decision.kind) == ("p1", "action")
    assert [c.id for c in g.p1.bench[0].attached] == [FOCUS_BAND]
    assert [c.id for c in g.p1.active.attached] == [FOCUS_BAND]


def test_any_number_of_stadiums_and_the_same_name_replaces():
    """Main Differences from 2026: any number of Stadiums may be played in a turn, and a
    Stadium may replace one of the same name; the replaced card goes to its owner's
    discard pile."""
    g = started(SPROUT_TOWERS, SPROUT_TOWERS, seed=0)
    assert g.current == "p1" and in_hand(g, "p1")[SPROUT_TOWER] >= 2, "seed precondition"
    g.act(f"play {SPROUT_TOWER}")
    assert g.stadium.id == SPROUT_TOWER and g.p1.discard == []
    assert f"play {SPROUT_TOWER}" in keys(g)
    g.act(f"play {SPROUT_TOWER}")
    assert g.stadium.id == SPROUT_TOWER and [c.id for c in g.p1.discard] == [SPROUT_TOWER]
    g.act("end")
    assert in_hand(g, "p2")[SPROUT_TOWER] >= 1, "seed precondition"
    g.act(f"play {SPROUT_TOWER}")
    assert [c.id for c in g.p1.discard] == [SPROUT_TOWER] * 2 and g.p2.discard == []
    assert g.stadium.id == SPROUT_TOWER


# --- the decision surface -------------------------------------------------------------------
def test_an_action_not_offered_raises_and_changes_nothing():
    """CONTRACT §3: a key that is not among the options raises IllegalAction (a
    ValueError) and changes nothing; the game then goes on as before."""
    g = started(GOLDEEN_LINE, ALL_SEEL, seed=0)
    me = g.p1
    assert (g.turn, g.current) == (1, "p1") and in_hand(g, "p1")[SEAKING], "seed precondition"
    assert in_hand(g, "p1")[WATER], "seed precondition"

    def state():
        return (g.decision, list(g.log), list(g.keys), g.turn, g.current, g.rng.state,
                [c.id for c in me.hand], [c.id for c in me.deck], len(me.bench),
                [c.id for c in me.active.energy], g.energy_played)

    before = state()
    for bad in (f"evolve {SEAKING} active", "attack Horn Attack", "attack Hyper Beam",
                f"bench {SEAKING}", f"attach {WATER} bench1", "retreat", "keep", "end turn",
                "", 7):
        with pytest.raises(IllegalAction):
            g.act(bad)
    assert state() == before
    assert isinstance(IllegalAction(), ValueError)
    g.act(f"attach {WATER} active")
    assert [c.id for c in me.active.energy] == [WATER]


def test_a_finished_game_answers_nothing():
    """CONTRACT §3: once the game is over there is no decision, and any key is illegal."""
    g = started([SEEL] * 13, [SEEL] * 13, seed=0)
    assert g.over and g.decision is None
    with pytest.raises(IllegalAction):
        g.act("end")


def _play(seed: int, moves: int = 400) -> Game:
    """A game driven by a fixed rule (the option at a position that moves along)."""
    g = Game.new(GOLDEEN_LINE, SEEL_AND_WATER, seed=seed)
    for n in range(moves):
        if g.over:
            break
        options = g.decision.options
        g.act(options[(n * 7 + 3) % len(options)].key)
    return g


def test_the_same_inputs_give_the_same_game():
    """CONTRACT §3: the game is a pure function of decks, rules, seed and keys: the same
    inputs give the same log; another seed gives another game."""
    a, b = _play(5), _play(5)
    assert len(a.log) > 100
    assert a.log == b.log and a.keys == b.keys and a.winner == b.winner
    replay = Game.new(GOLDEEN_LINE, SEEL_AND_WATER, seed=5)
    replay.act(*a.keys)
    assert replay.log == a.log
    assert _play(6).log != a.log
