"""The heuristic player with the Team Rocket cards (issue 10), through hints only: Rocket's
Sneak Attack valued by the opponent's hand size (all its view shows), the opponent's best
Trainer sent back, Dark evolutions, face-up Prize cards taken into account by Trickery,
Rainbow Energy kept off a Pokémon it would Knock Out, Hay Fever after the Trainers."""

from __future__ import annotations

from oldback.agents.heuristic import HeuristicAgent
from oldback.testing import Scenario

SNEAK, HCTR, RAINBOW, RATTATA = "base5-16", "base5-15", "base5-17", "base5-66"
HITMONCHAN, SEEL, MACHOP, CHANSEY = "base1-7", "base1-41", "base1-52", "base1-3"
GUST, POTION, BILL, PLUSPOWER = "base1-93", "base1-94", "base1-91", "base1-84"
CHARMANDER, DARK_CHARMELEON, CHARMELEON = "base1-46", "base5-32", "base1-24"
ODDISH, DARK_GLOOM, DARK_VILEPLUME = "base5-63", "base5-36", "base5-13"
FIRE, WATER, GRASS = "base1-98", "base1-102", "base1-99"


def choose(g, player: str = "p1") -> str:
    return HeuristicAgent().choose(g.view(player))


def ranked(g, player: str = "p1") -> dict[str, float]:
    return {k: s for s, k in HeuristicAgent().rank(g.view(player))}


def sneak_table(opp_hand) -> Scenario:
    s = Scenario()
    s.p1.active(HITMONCHAN, energy=["Fighting"])
    s.p1.hand(SNEAK)
    s.p1.deck(*[FIRE] * 20)
    s.p2.active(SEEL)
    s.p2.hand(*opp_hand)
    s.p2.deck(*[WATER] * 20)
    return s


def test_sneak_attack_is_played_against_a_big_hand_not_an_empty_one():
    """Only the opponent's hand size is known: a hand of 6 is worth a look, none is not."""
    g = sneak_table([GUST, POTION, WATER, WATER, BILL, WATER]).start()
    assert ranked(g).get(f"play {SNEAK}", 0) > 0
    assert choose(g) == f"play {SNEAK}"
    g = sneak_table([]).start()
    assert f"play {SNEAK}" not in ranked(g)


def test_sneak_attack_sends_back_the_best_trainer_seen():
    """Looking at the hand, it sends back the most useful Trainer (Gust of Wind before
    Potion)."""
    g = sneak_table([POTION, GUST, WATER]).start()
    g.act(f"play {SNEAK}")
    assert choose(g) == GUST


def test_dark_evolution_is_taken():
    """Dark Charmeleon onto Charmander is an evolution like any other."""
    s = Scenario()
    s.p1.active(CHARMANDER)
    s.p1.hand(DARK_CHARMELEON)
    s.p1.deck(*[FIRE] * 10)
    s.p2.active(SEEL)
    s.p2.deck(*[WATER] * 10)
    g = s.start()
    assert choose(g) == f"evolve {DARK_CHARMELEON} active"


def test_trickery_takes_a_valuable_face_up_prize():
    """With the Prize cards face up (Here Comes Team Rocket!), Trickery is used when a Prize
    is worth having, and switches that one."""
    s = Scenario()
    s.p1.active(RATTATA)
    s.p1.hand(WATER)
    s.p1.deck(*[FIRE] * 12)
    s.p1.prizes(FIRE, GUST, FIRE)
    s.p2.active(SEEL)
    s.p2.deck(*[WATER] * 10)
    g = s.start()
    assert "power active Trickery" not in ranked(g)  # face down: nothing to go on
    s.p1.hand(HCTR)
    g = s.start()
    assert choose(g) == f"play {HCTR}"  # worth more with a Trickery in play
    g.act(f"play {HCTR}")
    assert choose(g) == "power active Trickery"
    g.act("power active Trickery")
    assert choose(g) == "prize2"


def test_rainbow_energy_is_not_attached_where_it_knocks_out():
    """Rainbow Energy does 10 damage as it is attached: not onto a Pokémon with 10 HP left."""
    s = Scenario()
    s.p1.active(HITMONCHAN, energy=["Fighting"], damage=60)
    s.p1.hand(RAINBOW)
    s.p1.deck(*[FIRE] * 10)
    s.p2.active(SEEL)
    s.p2.deck(*[WATER] * 10)
    g = s.start()
    assert f"attach {RAINBOW} active" not in ranked(g)


def test_hay_fever_comes_after_the_trainers():
    """Evolving into a Pokémon whose Power stops every Trainer waits until the Trainers worth
    playing are played."""
    s = Scenario()
    s.p1.active(HITMONCHAN, energy=["Fighting"])
    s.p1.bench(DARK_GLOOM, under=[ODDISH])
    s.p1.hand(DARK_VILEPLUME, BILL)
    s.p1.deck(*[FIRE] * 40)  # a deck that can spare Bill's two cards, six Prizes to go
    s.p2.active(SEEL)
    s.p2.deck(*[WATER] * 10)
    g = s.start()
    r = ranked(g)
    assert r[f"play {BILL}"] > r[f"evolve {DARK_VILEPLUME} bench1"] > 0


def test_a_face_up_prize_is_taken_for_its_worth():
    """With the Prize cards face up, the Prize taken for a Knock Out is the most useful
    one seen (Gust of Wind rather than a third Energy)."""
    s = Scenario()
    s.p1.active(HITMONCHAN, energy=["Fighting"] * 3)
    s.p1.hand(HCTR)
    s.p1.deck(*[FIRE] * 10)
    s.p1.prizes(FIRE, GUST, WATER)
    s.p2.active("base1-58")  # Pikachu: Special Punch Knocks it Out
    s.p2.bench(MACHOP)
    s.p2.deck(*[WATER] * 10)
    g = s.start()
    g.act(f"play {HCTR}", "attack Special Punch")
    assert g.decision.kind == "take-prize" and choose(g) == GUST
