"""The Game surface of CONTRACT.md §3: making games, bad input, views, copies."""

from __future__ import annotations

import pytest

import oldback
from oldback import Game, IllegalAction, Rules
from oldback.samples import deck
from oldback.testing import Scenario

FIRE, FIGHTING = deck("sample-fire"), deck("sample-fighting")


def test_a_deck_without_basic_pokemon_cannot_start():
    """Set-up step 4 can never be met by a deck with no Basic Pokémon: a clear error."""
    energy_only = ["Fire"] * 60
    with pytest.raises(ValueError, match="deck 2 has no Basic Pokémon"):
        Game.new(FIRE, energy_only)


def test_unknown_cards_are_named():
    bad = FIRE[:-1] + ["Pikachuu"]
    with pytest.raises(ValueError, match=r"deck 1: entry 60: .*Pikachuu"):
        Game.new(bad, FIGHTING)


def test_a_deck_too_small_to_set_up_is_refused():
    """Set-up needs 7 cards in hand and 6 Prize cards."""
    with pytest.raises(ValueError, match="at least 13"):
        Game.new(["base1-20"] * 12, FIGHTING)


def test_cards_without_behaviour_are_refused_by_name(monkeypatch):
    """A card the engine cannot play yet is an error naming it, never a wrong game (every
    card of the era has its behaviour now: Dark Ampharos's is taken away for the test)."""
    from oldback.engine.scripts import SCRIPTS

    monkeypatch.delitem(SCRIPTS, "neo4-1")
    with pytest.raises(ValueError, match=r"Dark Ampharos \(neo4-1\): attack Shock Bolt"):
        Game.new(FIRE[:-1] + ["neo4-1"], FIGHTING)


def test_a_deck_is_read_again_for_other_rules_and_after_an_edit():
    """What a deck's cards tell the engine is found at its first game and kept for the next
    games (``deck_facts``): a deck good for 4 Prize cards is still checked against 6, and a
    deck list edited in place is read again (it reads the last attack done once it holds
    Spearow, whose Mirror Move copies it)."""
    from oldback import card

    cards = [card(ref) for ref in ["base1-20"] * 12]
    fighting = [card(ref) for ref in FIGHTING]
    Game.new(cards, fighting, rules=Rules(prizes=4))
    with pytest.raises(ValueError, match="deck 1 has 12 cards: at least 13"):
        Game.new(cards, fighting)
    fire = [card(ref) for ref in FIRE]
    assert not Game.new(fire, fighting).records_attacks
    fire[-1] = card("base2-62")  # Spearow
    assert Game.new(fire, fighting).records_attacks
    assert Game.new(fighting, fire).records_attacks


def test_a_slot_key_names_the_pokemon_in_that_place_from_either_side():
    """CONTRACT §3, Keys: ``active`` and ``bench1`` … name the viewer's own Pokémon,
    ``opp-active`` and ``opp-bench1`` … the opponent's; a key for an empty place is refused
    by name (``Game.at``, which procedures and card scripts use to read answers)."""
    s = Scenario()
    s.p1.active("base1-20")
    s.p1.bench("base1-56")
    s.p1.bench("base1-62")
    s.p2.active("base1-7")
    s.p2.bench("base1-63")
    g = s.start("p1")
    a1, (b11, b12), a2, (b21,) = g.p1.active, g.p1.bench, g.p2.active, g.p2.bench
    for viewer, mine, theirs in (("p1", (a1, b11, b12), (a2, b21)),
                                 ("p2", (a2, b21), (a1, b11, b12))):
        for prefix, mons in (("", mine), ("opp-", theirs)):
            keys = [prefix + k for k in ("active", "bench1", "bench2", "bench3")]
            for key, mon in zip(keys, mons, strict=False):
                assert g.at(viewer, key) is mon and g.slot(mon, viewer) == key
            for key in keys[len(mons):] + [prefix + "bench0", prefix + "bench", "nowhere"]:
                with pytest.raises(IllegalAction, match="no Pokémon at"):
                    g.at(viewer, key)
    assert g.at("p1", "bench02") is b12  # (a number written with a leading zero)


def test_bad_rules_and_seeds():
    with pytest.raises(ValueError, match="unknown rules preset 'modern'"):
        Game.new(FIRE, FIGHTING, rules="modern")
    with pytest.raises(ValueError, match="seed must be an integer"):
        Game.new(FIRE, FIGHTING, seed="7")


def test_rules_presets_and_variants():
    """CONTRACT §2: four presets of one immutable value; dataclasses.replace makes variants."""
    import dataclasses

    default = Rules.preset("pokemon1999")
    assert default == Rules()
    assert Rules.preset("japan").first_player_draws is False
    assert Rules.preset("gameboy").mulligan_bonus_draws is False
    wotc = Rules.preset("wotc")
    assert not wotc.costs_after_damage and not wotc.pluspower_on_self
    assert dataclasses.replace(default, prizes=4).prizes == 4
    with pytest.raises(dataclasses.FrozenInstanceError):
        default.prizes = 3


def test_an_illegal_key_changes_nothing():
    """CONTRACT §3: a key not among the options raises IllegalAction; nothing changes."""
    g = Game.new(FIRE, FIGHTING, seed=2)
    before = (g.decision, list(g.log), [c.id for c in g.p1.hand], g.rng.state)
    with pytest.raises(IllegalAction):
        g.act("attack Hyper Beam")
    with pytest.raises(IllegalAction):
        g.act(None)
    assert (g.decision, list(g.log), [c.id for c in g.p1.hand], g.rng.state) == before
    assert isinstance(IllegalAction("x"), ValueError)


def test_the_opponents_hidden_cards_are_hidden():
    """A player's view shows their own hand, and only counts of the opponent's hand,
    deck and prizes; face-down Pokémon at set-up are not shown."""
    g = Game.new(FIRE, FIGHTING, seed=4)
    assert not g.revealed
    waiting = g.decision.player
    other = "p2" if waiting == "p1" else "p1"
    v = g.view(other)
    assert v.opp.hand is None and v.opp.hand_count == 7
    while not g.revealed:
        g.act(g.decision.options[0].key)
    v = g.view("p1")
    assert v.me.hand == g.p1.hand
    assert v.opp.hand is None and v.opp.hand_count == len(g.p2.hand)
    assert v.opp.deck_count == len(g.p2.deck) and v.opp.prize_count == 6
    assert v.opp.active.name == g.p2.active.name
    assert (v.decision is None) == (g.decision.player != "p1")


def test_copies_at_a_nested_decision():
    """A copy taken while a Trainer waits for its target plays on by itself."""
    s = Scenario()
    s.p1.active("base1-20", energy=["Lightning"])
    s.p2.active("base1-7")
    s.p2.bench("base1-56")
    s.p2.bench("base1-62")
    s.p1.hand("base1-93")
    g = s.start("p1")
    g.act("play base1-93")
    assert g.decision.kind == "gust"
    c = g.copy()
    c.act("opp-bench2")
    g.act("opp-bench1")
    assert c.p2.active.name == "Sandshrew" and g.p2.active.name == "Onix"


def test_public_api_is_the_contract():
    assert oldback.card("Electabuzz").id == "base1-20"
    assert [c.number for c in oldback.cards(set="base2")][:3] == [1, 2, 3]
    with pytest.raises(KeyError):
        oldback.card("base1-999")


def test_import_uses_the_standard_library_only():
    """CONTRACT: `import oldback` imports nothing outside the standard library."""
    import subprocess
    import sys

    def top_modules(imports: str) -> set[str]:
        code = (f"import sys{imports}; "
                "print('\\n'.join(sorted({m.split('.')[0] for m in sys.modules})))")
        return set(subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                                  check=True).stdout.split())

    added = top_modules(", oldback, oldback.testing") - top_modules("")
    outside = sorted(m for m in added if m not in sys.stdlib_module_names
                     and not m.startswith(("oldback", "_")))  # (oldback__mypyc: compiled)
    assert outside == []


def test_determinized_copies_keep_what_the_player_sees():
    """For search: the player's own hand and everything face up stay; hidden cards are
    dealt again from the places they could be."""
    from collections import Counter

    g = Game.new(FIRE, FIGHTING, seed=6)
    while g.mid_step or g.decision.kind != "action":
        g.act(g.decision.options[0].key)
    player = g.decision.player
    d = g.determinized(player, seed=1)
    me, opp = g.side(player), g.opponent(player)
    dme, dopp = d.side(player), d.opponent(player)
    assert dme.hand == me.hand and dme.discard == me.discard
    assert [m.name for m in dme.in_play] == [m.name for m in me.in_play]
    assert Counter(dme.deck + dme.prizes) == Counter(me.deck + me.prizes)
    assert Counter(dopp.hand + dopp.deck + dopp.prizes) == \
        Counter(opp.hand + opp.deck + opp.prizes)
    assert len(dopp.hand) == len(opp.hand) and len(dopp.prizes) == len(opp.prizes)
    assert d.decision == g.decision
    d.act("end")  # plays on by itself
    assert g.decision.kind == "action"


# --- determinizing in the middle of an action (for search) --------------------------------
COMPUTER_SEARCH, BLASTOISE, BREEDER = "base1-71", "base1-2", "base1-76"


def _looking_through_the_deck():
    """p1 plays Computer Search: two cards discarded, then a look through the deck, which
    holds one Blastoise among Water Energy; Pokémon Breeder is among the Prizes."""
    s = Scenario(seed=0)
    s.p1.active("base1-63")
    s.p1.hand(COMPUTER_SEARCH, "Water", "Water", "base1-91")
    s.p1.deck(BLASTOISE, *["Water"] * 8)
    s.p1.prizes(BREEDER, *["Water"] * 5)
    s.p2.active("base1-7")
    s.p2.hand("base1-84", "base1-93", "Fighting", "base1-92")
    s.p2.deck(*["Fighting"] * 10)
    g = s.start("p1")
    g.act(f"play {COMPUTER_SEARCH}")
    assert g.mid_step and g.decision.kind == "discard-from-hand"
    return g


def test_determinized_in_the_middle_of_an_action_replays_the_answers():
    """Mid-action, the step is dealt again from where it began and given the same answers;
    everything the player sees is the same, the opponent's hand may differ."""
    g = _looking_through_the_deck()
    hands = set()
    for seed in range(20):
        d = g.determinized("p1", seed)
        assert d.mid_step and d.decision == g.decision
        assert d.view("p1").me.hand == g.view("p1").me.hand
        hands.add(tuple(sorted(c.id for c in d.p2.hand)))
        d.act(d.decision.keys[0])  # plays on by itself
    assert len(hands) > 1
    assert g.decision.kind == "discard-from-hand"  # the game itself is untouched


def test_a_deal_that_contradicts_a_look_through_the_deck_is_refused():
    """Having seen its deck, the player knows Pokémon Breeder is prized: deals that put
    it in the deck (or Blastoise among the Prizes) are refused with ValueError."""
    g = _looking_through_the_deck()
    g.act("base1-102")
    g.act("base1-102")
    assert g.decision.kind == "search-deck"
    assert sorted(g.decision.keys) == ["base1-102", BLASTOISE]
    kept = refused = 0
    for seed in range(40):
        try:
            d = g.determinized("p1", seed)
        except ValueError:
            refused += 1
            continue
        kept += 1
        assert sorted(d.decision.keys) == sorted(g.decision.keys)
        assert BREEDER in [c.id for c in d.p1.prizes]
        d.act(BLASTOISE)
        assert BLASTOISE in [c.id for c in d.p1.hand]
    assert kept > 0 and refused > 0


def test_only_answers_the_player_knows_are_replayed():
    """The opponent can't determinize in the middle of p1's Computer Search (p1's
    choices from its deck are hidden); in p1's attack, both players may."""
    g = _looking_through_the_deck()
    assert g.can_determinize("p1") and not g.can_determinize("p2")
    with pytest.raises(ValueError, match="p2 can't know"):
        g.determinized("p2", 0)
    s = Scenario(seed=0)
    s.p1.active("base1-7", energy=["Fighting"] * 3)
    s.p2.active("base1-63", damage=30)
    s.p2.bench("base1-63")
    s.p2.bench("base1-7")
    s.p2.hand("base1-84", "Water")
    s.p2.deck(*["Water"] * 10)
    g = s.start("p1")
    g.act("attack Jab")
    assert g.decision.kind == "promote" and g.decision.player == "p2"
    assert g.can_determinize("p2")
    d = g.determinized("p2", 3)
    assert d.decision == g.decision and d.view("p2").me.hand == g.view("p2").me.hand
    d.act("bench1")
    assert d.p2.active.card.id == "base1-63"


def test_a_question_of_an_unknown_kind_is_refused_by_name():
    """A procedure or card that asks a decision of a kind the contract does not list is a
    bug: the question is refused with the kind named (CONTRACT §3: ``Decision.kind``)."""
    g = Game.new(deck("sample-fire"), deck("sample-fighting"), seed=3)
    with pytest.raises(ValueError, match="'guess-my-number' is not a kind of decision"):
        g.choose("p1", "guess-my-number", "?", [("a", "a"), ("b", "b")])
    with pytest.raises(oldback.IllegalAction):
        g.act("no such key")


def test_a_line_told_to_one_player_is_in_their_log_alone():
    """What one player alone looks at (Mankey's Peek at the top of the opponent's deck) is a
    line of that player's log, where it happened (``Game.log_for``), never of the log both
    read nor of the opponent's; a copy for an AI without the log knows nothing of it, one
    that keeps the log keeps it (hidden information: CONTRACT, a view never holds a card
    its player may not see)."""
    s = Scenario()
    s.p1.active("base2-55", energy=["Fighting"])  # Mankey (Peek)
    s.p1.deck(*["Water"] * 6)
    s.p2.active("base1-3")
    s.p2.deck("base1-16", *["Water"] * 5)  # Zapdos on top
    g = s.start("p1")
    g.act("power active Peek", "opp-deck")
    told = "(only p1 sees) the top card of p2's deck is Zapdos"
    mine, theirs = g.log_for("p1"), g.log_for("p2")
    assert mine[mine.index("p1 looks at the top card of p2's deck") + 1] == told
    assert told not in g.log and theirs == g.log and len(mine) == len(g.log) + 1
    assert told in g.copy(keep_log=True).log_for("p1")
    assert told not in g.copy().log_for("p1")
    g.act("end")
    assert g.log_for("p1")[:len(mine)] == mine  # (told lines keep their place)
