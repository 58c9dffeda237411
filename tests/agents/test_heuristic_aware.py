"""The heuristic player that knows how games are lost (issue 30): it keeps its deck from
running out, keeps a second Pokémon in play, and takes a winning Knock Out; and
``heuristic-v1``, the heuristic as it played before, kept key for key as the baseline.

The rules: a player who can't draw at the start of the turn loses (deck-out), as does one
with no Pokémon left in play; the last Prize card wins (``spec/old-school-rules.txt``)."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from oldback import Game
from oldback.agents import make_agent
from oldback.agents.heuristic import HeuristicAgent, HeuristicV1Agent
from oldback.agents.heuristic.aware import deck_use
from oldback.agents.heuristic.values import card_hints
from oldback.decks import builtin
from oldback.facts.catalog import card
from oldback.testing import Scenario

HITMONCHAN, SEEL, MACHOP = "base1-7", "base1-41", "base1-52"
BILL, OAK, MISTYS_WRATH, COMPUTER_SEARCH = "base1-91", "base1-88", "gym1-114", "base1-71"
FIGHTING, WATER, GUST = "base1-97", "base1-102", "base1-93"

#: today's heuristic's games before issue 30, recorded as the number of keys and their
#: digest: every pair of the Base-Fossil, Base-Rocket and Base-Gym tournament lists,
#: heuristic against heuristic and against the random player in each seat
V1_GAMES = json.loads((Path(__file__).parent / "heuristic_v1_games.json").read_text())


def ranked(agent, g, player: str = "p1") -> list[str]:
    return [k for _, k in agent.rank(g.view(player))]


@pytest.mark.parametrize("game", V1_GAMES, ids=lambda x: f"{x['decks'][0]}-{x['decks'][1]}-"
                         f"{x['players'][0]}-{x['players'][1]}")
def test_heuristic_v1_plays_key_for_key_as_the_heuristic_did(game):
    d1, d2 = game["decks"]
    seed = game["seed"]
    g = Game.new(builtin(d1), builtin(d2), seed=seed)
    specs = [p.replace("heuristic", "heuristic-v1") for p in game["players"]]
    g.play_out({"p1": make_agent(specs[0], seed), "p2": make_agent(specs[1], seed + 1)})
    assert len(g.keys) == game["keys"]
    assert hashlib.sha256("\n".join(g.keys).encode()).hexdigest() == game["sha256"]


def test_both_players_are_named():
    assert type(make_agent("heuristic")) is HeuristicAgent
    assert type(make_agent("heuristic-v1")) is HeuristicV1Agent
    assert make_agent("heuristic").name == "heuristic"
    assert make_agent("heuristic-v1").name == "heuristic-v1"


def test_what_uses_up_the_deck_is_read_from_the_hints():
    """Professor Oak draws 7, Bill 2, Computer Search takes 1, Misty's Wrath looks at 7 and
    discards those it does not take (its hints say ``uses_deck``)."""
    uses = {cid: deck_use(card_hints(card(cid)))
            for cid in (OAK, BILL, COMPUTER_SEARCH, MISTYS_WRATH)}
    assert uses == {OAK: 7, BILL: 2, COMPUTER_SEARCH: 1, MISTYS_WRATH: 7}


def wrath_table(deck: int) -> Scenario:
    s = Scenario()
    s.p1.active(HITMONCHAN, energy=[FIGHTING])
    s.p1.bench(MACHOP)
    s.p1.hand(MISTYS_WRATH, BILL)
    s.p1.deck(*[WATER] * deck)
    s.p1.prizes(*[WATER] * 6)
    s.p2.active(SEEL)
    s.p2.bench(SEEL)
    s.p2.deck(*[WATER] * 20)
    s.p2.prizes(*[WATER] * 6)
    return s


def test_no_card_that_uses_up_the_deck_is_played_when_the_deck_cant_spare_it():
    """Six Prize cards to go on each side: the game may last a dozen more turns. With 10
    cards in the deck, Misty's Wrath (7 cards off the top) and Bill (2) would bring the
    deck-out nearer: the heuristic keeps them; heuristic-v1 played Misty's Wrath."""
    g = wrath_table(10).start()
    keys = ranked(HeuristicAgent(), g)
    assert f"play {MISTYS_WRATH}" not in keys and f"play {BILL}" not in keys
    assert ranked(HeuristicV1Agent(), g)[0] == f"play {MISTYS_WRATH}"


def test_with_a_deck_to_spare_the_draw_cards_are_played():
    g = wrath_table(40).start()
    keys = ranked(HeuristicAgent(), g)
    assert keys[0] == f"play {BILL}" and f"play {MISTYS_WRATH}" in keys


def test_fewer_prize_cards_to_go_leave_more_of_the_deck_to_draw():
    """One Prize card left to the opponent: the game is near its end, and 10 cards are
    enough to play Bill."""
    s = wrath_table(10)
    s.p2.prizes(WATER)
    g = s.start()
    assert f"play {BILL}" in ranked(HeuristicAgent(), g)


def test_early_on_the_game_is_taken_to_last_two_and_a_half_turns_a_prize_card():
    """Turn 3 (one turn of each player gone), no Prize card taken yet: before the game
    shows its own pace, it counts as two Prize cards taken at two and a half of the
    player's turns each (the Base-Fossil and Base-Rocket tournament lists' games last
    about 32 turns, 16 of each player's, for six Prize cards), with the turn gone:
    (1 + 2 × 2.5) / 2 = 3 turns a Prize card, so the deck keeps 6 × 3 + 2 = 20 cards. With
    22 cards, Bill (2) is played; with 21 it is not. (At three and a half turns, the pace
    of the Base-Gym walls, the deck kept 6 × 4 + 2 = 26 cards and Bill waited: against
    heuristic-v1 the player was then slower on the fast formats, 49.8% of 408 Base-Fossil
    games, 53.0% of 400 Base-Rocket games.)"""
    assert ranked(HeuristicAgent(), wrath_table(22).start())[0] == f"play {BILL}"
    assert f"play {BILL}" not in ranked(HeuristicAgent(), wrath_table(21).start())


def bench_table() -> Scenario:
    s = Scenario()
    s.p1.active(HITMONCHAN, energy=[FIGHTING])
    s.p1.hand(MACHOP, BILL)
    s.p1.deck(*[WATER] * 30)
    s.p2.active(SEEL)
    s.p2.deck(*[WATER] * 20)
    return s


def test_a_basic_goes_onto_an_empty_bench_first():
    """Alone in play, the Active's Knock Out would lose the game: the Basic in hand goes
    onto the Bench before anything else (heuristic-v1 drew first)."""
    g = bench_table().start()
    assert ranked(HeuristicAgent(), g)[0] == f"bench {MACHOP}"
    assert ranked(HeuristicV1Agent(), g)[0] == f"play {BILL}"


def test_a_basic_in_hand_is_kept_while_the_bench_is_empty():
    """Choosing a card to give up, the Basic Pokémon is worth more while it is the only one
    that could keep a Pokémon in play."""
    g = bench_table().start()
    aware = HeuristicAgent().card_values(g.view("p1"), [MACHOP, BILL])
    v1 = HeuristicV1Agent().card_values(g.view("p1"), [MACHOP, BILL])
    assert aware is not None and v1 is not None
    assert aware[MACHOP] == v1[MACHOP] + 30.0
    assert aware[BILL] == v1[BILL]


def test_a_winning_knock_out_is_taken_at_once():
    """One Prize card to go and Jab Knocks Out the Defending Pokémon (Seel with 20 HP
    left): the attack comes before any other action."""
    s = Scenario()
    s.p1.active(HITMONCHAN, energy=[FIGHTING])
    s.p1.hand(MACHOP, BILL)
    s.p1.deck(*[WATER] * 30)
    s.p1.prizes(WATER)
    s.p2.active(SEEL, damage=40)
    s.p2.bench(SEEL)
    s.p2.deck(*[WATER] * 20)
    g = s.start()
    assert ranked(HeuristicAgent(), g)[0] == "attack Jab"


def test_the_knock_out_of_the_last_pokemon_in_play_wins_too():
    """Six Prize cards to go, but the opponent has no Benched Pokémon: Knocking Out their
    Active wins the game, and the Energy card that pays for it is attached first."""
    s = Scenario()
    s.p1.active(HITMONCHAN)
    s.p1.hand(FIGHTING, BILL)
    s.p1.deck(*[WATER] * 30)
    s.p2.active(SEEL, damage=40)
    s.p2.deck(*[WATER] * 20)
    g = s.start()
    agent = HeuristicAgent()
    assert ranked(agent, g)[0] == f"attach {FIGHTING} active"
    g.act(f"attach {FIGHTING} active")
    assert ranked(agent, g)[0] == "attack Jab"


def test_with_an_empty_bench_and_no_basic_in_hand_the_player_digs_for_one():
    """Alone in play with no Basic to bench: a search of the deck first; Professor Oak, good
    as the hand is, when the Active will be Knocked Out next turn (Seel's Headbutt on a
    Hitmonchan with 10 HP left), not while it is safe (heuristic-v1 kept the hand)."""
    s = Scenario()
    s.p1.active(HITMONCHAN, energy=[FIGHTING], damage=60)
    s.p1.hand(OAK, COMPUTER_SEARCH, FIGHTING, FIGHTING, "base1-93")
    s.p1.deck(*[WATER] * 30)
    s.p2.active(SEEL, energy=[WATER])
    s.p2.deck(*[WATER] * 20)
    g = s.start()
    assert ranked(HeuristicAgent(), g)[0] == f"play {COMPUTER_SEARCH}"
    assert f"play {OAK}" not in ranked(HeuristicV1Agent(), g)
    s.p1.hand(OAK, FIGHTING, FIGHTING, "base1-93", "base1-93")
    g = s.start()
    assert ranked(HeuristicAgent(), g)[0] == f"play {OAK}"
    s.p1.active(HITMONCHAN, energy=[FIGHTING])
    g = s.start()
    assert f"play {OAK}" not in ranked(HeuristicAgent(), g)


def test_with_nothing_able_to_attack_a_new_hand_is_drawn():
    """No Pokémon in play can attack, now or next turn, with the Energy of this hand (it
    holds none): Professor Oak is played though two Gusts of Wind go with the hand
    (heuristic-v1 kept it); with an Energy card to attach, it is not."""
    s = Scenario()
    s.p1.active(HITMONCHAN)
    s.p1.bench(MACHOP)
    s.p1.hand(OAK, "base1-93", "base1-93", "base1-94", "base1-94")
    s.p1.deck(*[WATER] * 40)
    s.p2.active(SEEL)
    s.p2.deck(*[WATER] * 20)
    g = s.start()
    assert f"play {OAK}" in ranked(HeuristicAgent(), g)
    assert f"play {OAK}" not in ranked(HeuristicV1Agent(), g)
    s.p1.hand(OAK, "base1-93", "base1-93", "base1-94", FIGHTING)
    g = s.start()
    assert f"play {OAK}" not in ranked(HeuristicAgent(), g)


DCE, CHANSEY = "base1-96", "base1-3"


def test_a_basic_energy_card_goes_where_a_double_colorless_would_waste_a_unit():
    """Hitmonchan's Special Punch costs two Fighting and one Colorless: on a bare
    Hitmonchan, Double Colorless Energy pays one unit of it and wastes the other, as much
    as a Fighting Energy card pays: the Fighting Energy is attached (heuristic-v1 took
    either, the Double Colorless first)."""
    s = Scenario()
    s.p1.active(HITMONCHAN)
    s.p1.hand(DCE, FIGHTING)
    s.p1.deck(*[WATER] * 30)
    s.p2.active(SEEL)
    s.p2.deck(*[WATER] * 20)
    g = s.start()
    assert ranked(HeuristicAgent(), g)[0] == f"attach {FIGHTING} active"
    assert ranked(HeuristicV1Agent(), g)[0] == f"attach {DCE} active"


def test_an_active_that_attacks_already_leaves_the_energy_to_the_bench():
    """Hitmonchan can Jab already and one more Fighting Energy would not pay for Special
    Punch; the Benched Hitmonchan it makes ready for Special Punch gets it, to attack when
    the Active falls (heuristic-v1 attached it to the Active)."""
    s = Scenario()
    s.p1.active(HITMONCHAN, energy=[FIGHTING])
    s.p1.bench(HITMONCHAN, energy=[FIGHTING, FIGHTING])
    s.p1.hand(FIGHTING)
    s.p1.deck(*[WATER] * 30)
    s.p2.active(SEEL)
    s.p2.deck(*[WATER] * 20)
    g = s.start()
    assert ranked(HeuristicAgent(), g)[0] == f"attach {FIGHTING} bench1"
    assert ranked(HeuristicV1Agent(), g)[0] == f"attach {FIGHTING} active"


def test_no_retreat_to_a_pokemon_that_cannot_attack_while_the_active_is_safe():
    """Machop (10 HP left, a Water Energy: no attack) is safe, the opponent's Seel having
    no Energy and no card in hand. Chansey on the Bench is worth more as the Active but
    can't attack this turn either, no Energy card being in hand: retreating would only
    discard the Water Energy, so Machop stays (heuristic-v1 retreated). With a Double
    Colorless Energy in hand, Chansey can Scrunch this turn: the retreat is made."""
    s = Scenario()
    s.p1.active(MACHOP, energy=[WATER], damage=40)
    s.p1.bench(CHANSEY)
    s.p1.deck(*[WATER] * 30)
    s.p2.active(SEEL)
    s.p2.deck(*[WATER] * 20)
    g = s.start()
    assert "retreat" not in ranked(HeuristicAgent(), g)
    assert ranked(HeuristicV1Agent(), g)[0] == "retreat"
    s.p1.hand(DCE)
    g = s.start()
    assert ranked(HeuristicAgent(), g)[0] == "retreat"


ENTEI, HORSEA, SEADRA, KINGDRA, NEO_FIRE, NEO_WATER = (
    "neo3-6", "neo1-62", "neo1-48", "neo3-19", "neo1-107", "neo1-111")


def test_an_attack_that_discards_as_it_deals_damage_is_estimated_with_its_energy():
    """Entei's Searing Flames (60) discards 2 Fire Energy cards as part of the attack, or
    does nothing. The estimate runs the attack's first step on a stand-in game: each run
    starts from the position itself, with the Energy it discarded put back. Heuristic-v1's
    estimate, asked first whether the Fire Energy in hand would pay for a retreat, found
    the Energy gone after that run, the attack doing nothing, and ended the turn instead
    of Knocking Out Horsea."""
    s = Scenario()
    s.p1.active(ENTEI, energy=[NEO_FIRE] * 3)
    s.p1.bench(HORSEA)
    s.p1.hand(NEO_FIRE)
    s.p1.deck(*[NEO_FIRE] * 20)
    s.p2.active(HORSEA)
    s.p2.bench(HORSEA)
    s.p2.deck(*[NEO_FIRE] * 20)
    g = s.start()
    aware, v1 = ranked(HeuristicAgent(), g), ranked(HeuristicV1Agent(), g)
    assert aware.index("attack Searing Flames") < aware.index("end")
    assert v1.index("end") < v1.index("attack Searing Flames")


def test_genetic_memory_copies_the_best_attack_of_the_cards_under_it():
    """Kingdra's Genetic Memory uses an attack of its Horsea or Seadra card: Seadra's Mud
    Splash (30, and 10 to a Benched Pokémon on heads) is the best against Horsea, not the
    first listed, Horsea's Fin Slap (heuristic-v1 took the first)."""
    s = Scenario()
    s.p1.active(KINGDRA, energy=[NEO_WATER], under=[HORSEA, SEADRA])
    s.p1.deck(*[NEO_WATER] * 20)
    s.p2.active(HORSEA)
    s.p2.bench(HORSEA, damage=40)
    s.p2.deck(*[NEO_WATER] * 20)
    s.coins("heads")
    g = s.start()
    g.act("attack Genetic Memory")
    assert g.decision.kind == "copy-attack"
    assert g.decision.keys[0] == "Fin Slap"
    assert HeuristicAgent().choose(g.view("p1")) == "Mud Splash"
    assert HeuristicV1Agent().choose(g.view("p1")) == "Fin Slap"


def test_with_a_short_hand_a_search_takes_a_new_hand():
    """Computer Search, its two Water Energy cards given up, leaves Gust of Wind alone in
    hand: Professor Oak (7 new cards) is worth more then than the Fighting Energy card
    Special Punch still needs, and the search takes it (the search player did so in the
    Base-Fossil and Base-Rocket games where it overruled the heuristic; heuristic-v1 took
    the Energy)."""
    s = Scenario()
    s.p1.active(HITMONCHAN, energy=[FIGHTING])
    s.p1.bench(HITMONCHAN)
    s.p1.hand(COMPUTER_SEARCH, WATER, WATER, GUST)
    s.p1.deck(OAK, FIGHTING, *[WATER] * 28)
    s.p2.active(SEEL)
    s.p2.deck(*[WATER] * 20)
    g = s.start()
    g.act(f"play {COMPUTER_SEARCH}")
    g.act(WATER)
    g.act(WATER)
    assert g.decision.kind == "search-deck" and g.view("p1").me.hand == [card(GUST)]
    assert HeuristicAgent().choose(g.view("p1")) == OAK
    assert HeuristicV1Agent().choose(g.view("p1")) == FIGHTING
    s.p1.hand(COMPUTER_SEARCH, WATER, WATER, GUST, GUST, GUST, GUST)
    g = s.start()
    g.act(f"play {COMPUTER_SEARCH}")
    g.act(WATER)
    g.act(WATER)
    assert HeuristicAgent().choose(g.view("p1")) == FIGHTING  # four cards left: the Energy


MAGCARGO, SLUGMA = "neo3-33", "neo3-53"


def test_a_power_that_would_use_up_cards_the_deck_cant_spare_is_declined():
    """Entei's Howl, as Entei is played onto the Bench, may discard the top 5 cards of the
    deck (attaching the Fire Energy cards among them). With 30 cards in the deck it is
    used; with 12, and six Prize cards to go on each side, the deck can't spare 5 and it
    is declined (heuristic-v1 said yes to every "may")."""
    s = Scenario()
    s.p1.active(MAGCARGO)
    s.p1.bench(SLUGMA)
    s.p1.hand(ENTEI)
    s.p1.deck(*[NEO_FIRE] * 30)
    s.p2.active(HORSEA)
    s.p2.deck(*[NEO_FIRE] * 20)
    g = s.start()
    g.act(f"bench {ENTEI}")
    assert g.decision.kind == "may" and g.decision.prompt == "Use Howl?"
    assert HeuristicAgent().choose(g.view("p1")) == "yes"
    s.p1.deck(*[NEO_FIRE] * 12)
    g = s.start()
    g.act(f"bench {ENTEI}")
    assert HeuristicAgent().choose(g.view("p1")) == "no"
    assert HeuristicV1Agent().choose(g.view("p1")) == "yes"


CROCONAW = "neo1-32"


def test_an_attack_that_discards_the_last_cards_of_the_deck_is_not_made():
    """Croconaw's Sweep Away (50) discards the top 3 cards of the player's own deck. With 3
    cards left, the player could not draw next turn and would lose: Tackle (20) is made
    instead; with 30 cards, Sweep Away (heuristic-v1 made it either way). Its hints say
    the cards it uses up (``uses_deck``), as a draw's do."""
    s = Scenario()
    s.p1.active(CROCONAW, energy=[NEO_WATER] * 3)
    s.p1.deck(*[NEO_WATER] * 3)
    s.p2.active(HORSEA)
    s.p2.bench(HORSEA)
    s.p2.deck(*[NEO_WATER] * 20)
    g = s.start()
    assert ranked(HeuristicAgent(), g)[0] == "attack Tackle"
    assert ranked(HeuristicV1Agent(), g)[0] == "attack Sweep Away"
    s.p1.deck(*[NEO_WATER] * 30)
    g = s.start()
    assert ranked(HeuristicAgent(), g)[0] == "attack Sweep Away"


SCYTHER, FOSSIL, AERODACTYL, ELECTABUZZ = "base2-10", "base3-62", "base3-1", "base1-20"


def test_a_search_counts_a_second_copy_of_a_card_held_as_one():
    """Scyther Active, Mysterious Fossil on the Bench, Aerodactyl in hand: Computer Search
    (its two Fighting Energy cards given up) finds Electabuzz, the Basic Pokémon the thin
    Bench needs, not a second Aerodactyl: valued as it would be in the hand, the second
    copy is worth what a duplicate is (heuristic-v1 valued it as the first, and took it)."""
    s = Scenario()
    s.p1.active(SCYTHER, energy=[DCE])
    s.p1.bench(FOSSIL)
    s.p1.hand(COMPUTER_SEARCH, FIGHTING, FIGHTING, AERODACTYL)
    s.p1.deck(AERODACTYL, ELECTABUZZ, *[WATER] * 28)
    s.p2.active(SEEL)
    s.p2.deck(*[WATER] * 20)
    g = s.start()
    g.act(f"play {COMPUTER_SEARCH}")
    g.act(FIGHTING)
    g.act(FIGHTING)
    assert g.decision.kind == "search-deck"
    assert HeuristicAgent().choose(g.view("p1")) == ELECTABUZZ
    assert HeuristicV1Agent().choose(g.view("p1")) == AERODACTYL


FOCUS_BAND, GOLD_BERRY = "neo1-86", "neo1-93"


def test_a_tool_that_keeps_the_active_in_play_is_attached():
    """Focus Band (on heads, a Knock Out leaves the Pokémon with 10 HP) and Gold Berry
    (40 healed once it is damaged) stay on the Pokémon until they act: attached to the
    bare Active (heuristic-v1 kept them in hand all game). One Tool a Pokémon: with Focus
    Band on, Gold Berry stays in hand."""
    s = Scenario()
    s.p1.active(HITMONCHAN, energy=[FIGHTING])
    s.p1.hand(FOCUS_BAND, GOLD_BERRY)
    s.p1.deck(*[WATER] * 30)
    s.p2.active(SEEL)
    s.p2.deck(*[WATER] * 20)
    g = s.start()
    aware = ranked(HeuristicAgent(), g)
    assert aware[0] in (f"play {FOCUS_BAND}", f"play {GOLD_BERRY}")
    assert not any(k.startswith("play ") for k in ranked(HeuristicV1Agent(), g))
    g.act(f"play {FOCUS_BAND}")
    assert [c.id for c in g.p1.active.attached] == [FOCUS_BAND]
    assert f"play {GOLD_BERRY}" not in ranked(HeuristicAgent(), g)


FERALIGATR = "neo1-5"


def play_turn(g, agent) -> list[str]:
    played = []
    while g.decision.player == "p1":
        key = agent.choose(g.view("p1"))
        played.append(key)
        g.act(key)
    return played


def test_a_power_that_discards_energy_is_used_when_the_pile_feeds_the_attack():
    """Feraligatr's Riptide does 10 damage and 10 more for each Water Energy card in the
    discard pile; its Downpour discards a Water Energy card from the hand. Feraligatr
    having its Energy already, the three Water Energy cards in hand go to the discard pile
    before Riptide: 40 damage to Seadra (heuristic-v1 never used Downpour: 10). With a
    bare Croconaw on the Bench, one is kept for the turn's attachment: 30."""
    s = Scenario()
    s.p1.active(FERALIGATR, energy=[NEO_WATER] * 3)
    s.p1.hand(NEO_WATER, NEO_WATER, NEO_WATER)
    s.p1.deck(*[NEO_WATER] * 30)
    s.p2.active(SEADRA)
    s.p2.bench(HORSEA)
    s.p2.deck(*[NEO_WATER] * 20)
    g = s.start()
    assert "power active Downpour" not in ranked(HeuristicV1Agent(), g)
    assert play_turn(g, HeuristicAgent()) == ["power active Downpour"] * 3 + ["attack Riptide"]
    assert g.p2.active.damage == 40
    s.p1.bench(CROCONAW)
    g = s.start()
    assert play_turn(g, HeuristicAgent()) == ["power active Downpour"] * 2 + [
        f"attach {NEO_WATER} bench1", "attack Riptide"]
    assert g.p2.active.damage == 30
