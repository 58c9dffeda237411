"""The computer players: legal keys only, the same game for the same seed, no peeking at
hidden cards, and the heuristic player clearly stronger than the random one."""

from __future__ import annotations

import pytest

from oldback import Game
from oldback.agents import AGENTS, HeuristicAgent, RandomAgent, SearchAgent, make_agent
from oldback.decks import builtin
from oldback.rng import Rng
from oldback.samples import deck

FIRE, FIGHTING = deck("sample-fire"), deck("sample-fighting")


def tournament_decks():
    """Haymaker and Rain Dance, or a skip while some of their cards have no behaviour."""
    try:
        d1, d2 = builtin("haymaker").cards, builtin("rain-dance").cards
        Game.new(d1, d2, seed=0, log=False)
    except ValueError as e:
        pytest.skip(f"Haymaker vs Rain Dance is not playable yet: {e}")
    return d1, d2


def play(d1, d2, agents: dict, seed: int, check=None) -> tuple[Game, list[str]]:
    """Play a whole game; every key must be one of the pending options. ``check(g,
    player)`` runs before each choice."""
    g = Game.new(d1, d2, seed=seed, log=False)
    keys = []
    while not g.over:
        d = g.decision
        if check is not None:
            check(g, d.player)
        key = agents[d.player].choose_in(g, d.player)
        assert key in d, f"{key!r} is not an option of {d!r}"
        g.act(key)
        keys.append(key)
        assert len(keys) < 20000, "the game never ends"
    return g, keys


def test_the_players_are_registered():
    assert {"random", "heuristic", "search"} <= set(AGENTS)
    assert isinstance(make_agent("heuristic", 3), HeuristicAgent)
    assert isinstance(make_agent("search", 3), SearchAgent)


@pytest.mark.parametrize("name", ["random", "heuristic"])
@pytest.mark.parametrize("seed", range(6))
def test_whole_games_with_legal_keys_on_the_sample_decks(name, seed):
    agents = {"p1": make_agent(name, seed), "p2": make_agent(name, seed + 100)}
    g, _ = play(FIRE, FIGHTING, agents, seed)
    assert g.winner in ("p1", "p2", "draw")


@pytest.mark.parametrize("seed", range(4))
def test_heuristic_plays_legal_games_with_tournament_decks(seed):
    d1, d2 = tournament_decks()
    for a, b in ((d1, d2), (d2, d1)):
        agents = {"p1": HeuristicAgent(seed), "p2": HeuristicAgent(seed + 1)}
        g, _ = play(a, b, agents, seed)
        assert g.winner in ("p1", "p2", "draw")


@pytest.mark.parametrize("name", ["random", "heuristic"])
def test_the_same_seed_gives_the_same_game(name):
    def once():
        agents = {"p1": make_agent(name, 5), "p2": make_agent(name, 6)}
        return play(FIRE, FIGHTING, agents, 11)[1]

    assert once() == once()


def test_search_with_a_tiny_budget_plays_legal_and_repeatable_games():
    def once():
        agents = {"p1": SearchAgent(1, iterations=2), "p2": HeuristicAgent(2)}
        g, keys = play(FIGHTING, FIRE, agents, 4)
        assert g.winner in ("p1", "p2", "draw")
        return keys

    assert once() == once()


def test_search_plays_the_tournament_decks():
    d1, d2 = tournament_decks()
    agents = {"p1": HeuristicAgent(2), "p2": SearchAgent(1, iterations=1, candidates=3)}
    g, _ = play(d1, d2, agents, 9)
    assert g.winner in ("p1", "p2", "draw")


def test_search_without_the_game_plays_as_the_heuristic():
    g = Game.new(FIRE, FIGHTING, seed=2, log=False)
    while g.mid_step or g.decision.kind != "action":
        g.act(HeuristicAgent(0).choose_in(g, g.decision.player))
    p = g.decision.player
    assert SearchAgent(0).choose(g.view(p)) == HeuristicAgent(0).choose(g.view(p))


def _wins(d1, d2, strong: str, weak: str, games: int) -> int:
    """Games the ``strong`` player wins, seats alternating, each deck in turn."""
    won = 0
    for seed in range(games):
        decks = (d1, d2) if seed % 4 < 2 else (d2, d1)
        seat = "p1" if seed % 2 == 0 else "p2"
        other = "p2" if seat == "p1" else "p1"
        agents = {seat: make_agent(strong, seed), other: make_agent(weak, seed + 1000)}
        g = Game.new(*decks, seed=seed, log=False)
        while not g.over:
            p = g.decision.player
            g.act(agents[p].choose_in(g, p))
        won += g.winner == seat
    return won


def test_heuristic_beats_random_on_the_sample_decks():
    assert _wins(FIRE, FIGHTING, "heuristic", "random", 40) >= 36


def test_heuristic_beats_random_with_tournament_decks():
    d1, d2 = tournament_decks()
    assert _wins(d1, d2, "heuristic", "random", 40) >= 34


# --- no peeking ---------------------------------------------------------------------------
def _reshuffled(g: Game, player: str, seed: int) -> Game:
    """A copy of ``g`` that differs only in cards ``player`` can't see: their own deck and
    Prize cards, and the opponent's hand, deck and Prize cards, are dealt again."""
    h = g.copy()
    rng = Rng(seed)
    me, opp = h.side(player), h.opponent(player)
    pool = me.deck + me.prizes
    rng.shuffle(pool)
    me.deck, me.prizes = pool[:len(me.deck)], pool[len(me.deck):]
    pool = opp.hand + opp.deck + opp.prizes
    rng.shuffle(pool)
    a, b = len(opp.hand), len(opp.hand) + len(opp.deck)
    opp.hand, opp.deck, opp.prizes = pool[:a], pool[a:b], pool[b:]
    return h


def test_heuristic_answers_from_its_view_only():
    agents = {"p1": HeuristicAgent(1), "p2": HeuristicAgent(2)}
    changed = 0

    def check(g, player):
        nonlocal changed
        other = _reshuffled(g, player, len(g.keys))
        opp = g.opponent(player)
        changed += [c.id for c in opp.hand] != [c.id for c in other.opponent(player).hand]
        mind = agents[player]
        assert mind.fork().choose(other.view(player)) == mind.fork().choose(g.view(player))

    for seed in range(3):
        for p in agents:
            agents[p] = HeuristicAgent(seed)
        play(FIRE, FIGHTING, agents, seed, check)
    assert changed > 50  # the hidden cards really were different


def test_search_answers_from_its_view_only():
    """Two games that differ only in hidden cards get the same answer from the search
    player with the same seed (determinized copies depend on the view alone)."""
    g = Game.new(FIRE, FIGHTING, seed=8, log=False)
    h = {"p1": HeuristicAgent(1), "p2": HeuristicAgent(2)}
    checked = 0
    while not g.over and checked < 6:
        d = g.decision
        if d.kind == "action" and not g.mid_step and len(d.options) > 2 and g.turn >= 3:
            other = _reshuffled(g, d.player, checked)
            a = SearchAgent(3, iterations=2, candidates=3)
            b = SearchAgent(3, iterations=2, candidates=3)
            assert a.choose_in(g, d.player) == b.choose_in(other, d.player)
            assert a.last == b.last
            checked += 1
        g.act(h[d.player].choose_in(g, d.player))
    assert checked == 6


def test_search_weighs_the_choices_made_while_its_action_resolves():
    """Looking through its deck with Computer Search, the search player tries candidate
    cards on determinized copies (deals that contradict the deck it sees are refused) and
    answers the same whatever the hidden cards are."""
    from oldback.testing import Scenario

    s = Scenario(seed=0)
    s.p1.active("base1-63", energy=["Water"])
    s.p1.hand("base1-71", "Water", "base1-91", "base1-93")
    s.p1.deck("base1-2", "base1-42", "base1-76", "base1-88", *["Water"] * 8)
    s.p1.prizes(*["Water"] * 6)
    s.p2.active("base1-7", energy=["Fighting"])
    s.p2.hand("base1-84", "base1-92", "Fighting")
    s.p2.deck(*["Fighting"] * 10)
    g = s.start("p1")
    g.act("play base1-71", "base1-91", "base1-93")
    assert g.decision.kind == "search-deck" and g.mid_step
    other = next(d for seed in range(50) if (d := _dealt(g, "p1", seed)) is not None)
    assert [c.id for c in other.p2.hand] != [c.id for c in g.p2.hand] or \
        [c.id for c in other.p1.deck] != [c.id for c in g.p1.deck]
    a, b = SearchAgent(5, iterations=3), SearchAgent(5, iterations=3)
    key = a.choose_in(g, "p1")
    assert key in g.decision and len(a.last) > 1
    assert b.choose_in(other, "p1") == key and b.last == a.last


def _dealt(g: Game, player: str, seed: int) -> Game | None:
    try:
        return g.determinized(player, seed)
    except ValueError:
        return None


def test_random_agent_is_still_uniform_and_legal():
    g = Game.new(FIRE, FIGHTING, seed=1, log=False)
    r = RandomAgent(3)
    assert r.choose_in(g, g.decision.player) in g.decision


# --- the heuristic's judgement, position by position ---------------------------------------
def _position(p1_active, p2_active, *, p1_bench=(), p2_bench=(), hand=()):
    """p1 to act; each Pokémon is (card, energy names, damage)."""
    from oldback.testing import Scenario

    s = Scenario(seed=0)
    ref, energy, dmg = p1_active
    s.p1.active(ref, energy=list(energy), damage=dmg)
    for ref, energy, dmg in p1_bench:
        s.p1.bench(ref, energy=list(energy), damage=dmg)
    ref, energy, dmg = p2_active
    s.p2.active(ref, energy=list(energy), damage=dmg)
    for ref, energy, dmg in p2_bench:
        s.p2.bench(ref, energy=list(energy), damage=dmg)
    s.p1.hand(*hand)
    s.p1.deck(*["Fire"] * 10)
    s.p2.deck(*["Water"] * 10)
    return s.start("p1")


def _turn(g: Game, agent: HeuristicAgent) -> list[str]:
    """The keys p1's heuristic player picks until its turn is over."""
    keys = []
    while not g.over and g.decision.player == "p1" and g.current == "p1":
        key = agent.choose_in(g, "p1")
        keys.append(key)
        if key.startswith("attack ") or key == "end":
            break
        g.act(key)
    return keys


HITMONCHAN, ELECTABUZZ, ONIX = "base1-7", "base1-20", "base1-56"
PLUSPOWER, GUST, SWITCH = "base1-84", "base1-93", "base1-95"


def test_heuristic_plays_pluspower_when_it_makes_a_knock_out():
    # Jab: 20, doubled by Electabuzz's Weakness = 40; it has 50 HP left; PlusPower makes 50.
    g = _position((HITMONCHAN, ["Fighting"], 0), (ELECTABUZZ, [], 20), hand=[PLUSPOWER])
    assert _turn(g, HeuristicAgent()) == [f"play {PLUSPOWER}", "attack Jab"]


def test_heuristic_plays_a_second_pluspower_when_the_first_is_not_enough():
    """The PlusPower already attached counts once: Jab 20, doubled by Weakness, +10 is 50
    against Electabuzz's 60 HP left; a second PlusPower makes the Knock Out."""
    from oldback.testing import Scenario

    s = Scenario(seed=0)
    s.p1.active(HITMONCHAN, energy=["Fighting"], attached=[PLUSPOWER])
    s.p2.active(ELECTABUZZ, damage=10)
    s.p1.hand(PLUSPOWER)
    s.p1.deck(*["Fire"] * 10)
    s.p2.deck(*["Water"] * 10)
    g = s.start("p1")
    assert _turn(g, HeuristicAgent()) == [f"play {PLUSPOWER}", "attack Jab"]
    g.act("attack Jab")
    assert g.p2.active is None or g.p2.active.card.id != ELECTABUZZ


def test_heuristic_keeps_pluspower_when_it_changes_nothing():
    g = _position((HITMONCHAN, ["Fighting"], 0), (ONIX, [], 0), hand=[PLUSPOWER])
    assert _turn(g, HeuristicAgent()) == ["attack Jab"]


def test_heuristic_gusts_up_a_benched_pokemon_it_can_knock_out():
    g = _position((HITMONCHAN, ["Fighting"], 0), (ONIX, [], 0),
                  p2_bench=[(ONIX, [], 0), (ELECTABUZZ, [], 40)], hand=[GUST])
    agent = HeuristicAgent()
    assert agent.choose_in(g, "p1") == f"play {GUST}"
    g.act(f"play {GUST}")
    assert g.decision.kind == "gust" and agent.choose_in(g, "p1") == "opp-bench2"
    g.act("opp-bench2")
    assert _turn(g, agent) == ["attack Jab"]


def test_heuristic_powers_the_active_first_then_the_closest_benched():
    # Electabuzz needs one more Energy for Thunderpunch; the benched Hitmonchan needs one
    # for Jab: the Active first.
    g = _position((ELECTABUZZ, ["Lightning"], 0), (ONIX, [], 0),
                  p1_bench=[(HITMONCHAN, [], 0)], hand=["Fighting"])
    assert HeuristicAgent().choose_in(g, "p1") == "attach base1-97 active"
    # the Active ready: to the Benched Pokémon it lets attack
    g = _position((ELECTABUZZ, ["Lightning", "Lightning"], 0), (ONIX, [], 0),
                  p1_bench=[(HITMONCHAN, [], 0)], hand=["Fighting"])
    assert HeuristicAgent().choose_in(g, "p1") == "attach base1-97 bench1"


def test_heuristic_switches_out_of_a_losing_exchange():
    # Hitmonchan can't Knock Out the Electabuzz that will Knock it Out next turn; the
    # benched Hitmonchan can, with Special Punch (40, doubled by Weakness).
    g = _position((HITMONCHAN, ["Fighting"], 50), (ELECTABUZZ, ["Lightning"] * 2, 0),
                  p1_bench=[(HITMONCHAN, ["Fighting"] * 3, 0)], hand=[SWITCH])
    keys = _turn(g, HeuristicAgent())
    assert keys[0] == f"play {SWITCH}" and keys[-1] == "attack Special Punch"


def test_heuristic_sends_up_the_pokemon_that_can_attack():
    g = _position((HITMONCHAN, ["Fighting"], 0), (ELECTABUZZ, ["Lightning"] * 2, 60),
                  p2_bench=[(ONIX, [], 0), (HITMONCHAN, ["Fighting"] * 3, 0)])
    g.act("attack Jab")  # Knocks Out Electabuzz: p2 sends up a new Active
    assert g.decision.kind == "promote" and g.decision.player == "p2"
    assert HeuristicAgent().choose_in(g, "p2") == "bench2"


def test_heuristic_ends_its_turn_when_nothing_is_worth_doing():
    g = _position((ONIX, [], 0), (HITMONCHAN, [], 0), hand=[PLUSPOWER])
    assert _turn(g, HeuristicAgent()) == ["end"]


def test_search_drops_a_round_the_deadline_passes_in(monkeypatch):
    """A round of rollouts is begun when the rounds so far say it would end in time; when
    its rollouts turn out slower and the deadline passes in its middle, the rest is not
    played and the round is dropped: the decision takes one rollout past its budget at
    most, not a whole round."""
    import oldback.agents.search as search

    clock = [0.0]
    monkeypatch.setattr(search.time, "perf_counter", lambda: clock[0])
    costs = iter([0.05] * 4 + [0.3] * 40)

    class Timed(SearchAgent):  # (a compiled class's methods can't be patched)
        def _rollout(self, g, player, key):
            clock[0] += next(costs)
            return 0.5

    g = Game.new(builtin("haymaker"), builtin("rain-dance"), seed=3)
    while g.decision.kind != "action":
        g.act(HeuristicAgent().choose_in(g, g.decision.player))
    agent = Timed(1, seconds=1.0)
    cands = ["a", "b", "c", "d"]
    agent._search(g, g.decision.player, cands, "a")
    assert {n for _, n in agent.last.values()} == {1}  # the second round was dropped
    assert clock[0] <= 1.0 + 0.3
