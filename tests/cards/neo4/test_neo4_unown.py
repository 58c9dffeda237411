"""Neo Destiny (neo4), the Unown of the uncommon and common slots: [C] [P] [Q] [Z] (57–60)
and [L] [S] [T] [V] (86–89), each a Pokémon Power and Hidden Power. Each test names the
card and says its Power in our words; rulings name their source (docs/rulings.md)."""

from __future__ import annotations

from oldback.testing import Scenario
from oldback.testing import card_ids as ids
from oldback.testing import option_keys as keys

from .test_neo4_common import MACHOP, PIKACHU, ZAPDOS

UNOWN_C, UNOWN_P, UNOWN_Q, UNOWN_Z = "neo4-57", "neo4-58", "neo4-59", "neo4-60"
UNOWN_L, UNOWN_S, UNOWN_T, UNOWN_V = "neo4-86", "neo4-87", "neo4-88", "neo4-89"
PSYCHIC, BILL = "base1-101", "base1-91"


def scenario() -> Scenario:
    s = Scenario()
    s.p1.deck(*["Water"] * 6)
    s.p2.deck(*["Water"] * 6)
    return s


# --- 57 Unown [C] ---------------------------------------------------------------------------
def chase(coin: str, damage: int = 0, benched: bool = False, benched_too: bool = False):
    s = scenario()
    if benched:
        s.p1.active(ZAPDOS)
        s.p1.bench(UNOWN_C)
    else:
        s.p1.active(UNOWN_C)
    s.p2.active(MACHOP, energy=["Fighting"], damage=damage)  # Machop: Weakness Psychic
    s.p2.bench(PIKACHU)
    if benched_too:  # two to choose from: a retreat would ask which comes up
        s.p2.bench(ZAPDOS)
    s.coins(*coin)
    g = s.start("p2")
    g.act("retreat")
    return g


def test_unown_c_chase_heads_damages_the_retreating_pokemon_with_weakness():
    """Unown [C] (neo4-57), [Chase]: as long as it is your Active Pokémon, whenever the
    opponent's Active Pokémon tries to retreat, flip: heads, 1 damage counter on it, Weakness
    and Resistance applied (Machop, weak to Psychic: 20). The retreat goes on."""
    g = chase("H")
    assert g.p2.active.name == "Pikachu" and g.p2.bench[0].damage == 20
    assert g.p2.bench[0].energy == []  # the Retreat Cost paid


def test_unown_c_chase_tails_nothing():
    """Unown [C] (neo4-57), [Chase]: tails, no damage."""
    g = chase("T")
    assert g.p2.active.name == "Pikachu" and g.p2.bench[0].damage == 0


def test_unown_c_chase_knocks_out_before_the_retreat():
    """Unown [C] (neo4-57), [Chase]: the damage comes when the Pokémon tries to retreat,
    before the Retreat Cost is paid: Knocked Out so, it never retreats (docs/rulings.md,
    Neo Destiny: [Chase])."""
    g = chase("H", damage=30, benched_too=True)
    assert g.decision.kind == "promote" and g.decision.player == "p2"
    assert MACHOP in ids(g.p2.discard) and not any("retreat" in k for k in keys(g))


def test_unown_c_chase_only_while_active():
    """Unown [C] (neo4-57), [Chase] works only while it is the Active Pokémon: benched, no
    coin is flipped (none is scripted)."""
    g = chase("", benched=True)
    assert g.p2.active.name == "Pikachu" and g.p2.bench[0].damage == 0


# --- 58 Unown [P] ---------------------------------------------------------------------------
def test_unown_p_perform_adds_the_damage_it_took():
    """Unown [P] (neo4-58), [Perform]: if an attack damaged it during the opponent's last turn
    while it was Active, its Hidden Power does that much more damage (Pikachu's Gnaw 10:
    Hidden Power 10 + 10)."""
    s = scenario()
    s.p1.active(UNOWN_P, energy=["Psychic"])
    s.p2.active(PIKACHU, energy=["Lightning"])
    g = s.start("p2")
    g.act("attack Gnaw")
    assert g.p1.active.damage == 10
    g.act("attack Hidden Power")
    assert g.p2.active.damage == 20


def test_unown_p_perform_undamaged_does_the_printed_damage():
    """Unown [P] (neo4-58): not damaged last turn, Hidden Power does 10."""
    s = scenario()
    s.p1.active(UNOWN_P, energy=["Psychic"])
    s.p2.active(PIKACHU)
    g = s.start()
    g.act("attack Hidden Power")
    assert g.p2.active.damage == 10


# --- 59 Unown [Q] ---------------------------------------------------------------------------
def test_unown_q_quicken_heads_shields_every_unown_once_a_turn():
    """Unown [Q] (neo4-59), [Quicken]: once during your turn, flip: heads, during the
    opponent's next turn prevent all effects of attacks done to your Pokémon with Unown in
    its name. Only 1 [Quicken] a turn however many Unown [Q] are in play; it works while
    Asleep."""
    s = scenario()
    s.p1.active(UNOWN_Q, conditions=["asleep"])
    s.p1.bench(UNOWN_Q)
    s.p1.hand("Water")  # (something left to do: the turn does not end by itself)
    s.p2.active(MACHOP, energy=["Fighting"])
    s.coins("H", "H")  # [Quicken]; then the Asleep flip at Pokémon Checkup: it wakes
    g = s.start()
    assert {"power active [Quicken]", "power bench1 [Quicken]"} <= keys(g)
    g.act("power active [Quicken]")
    assert g.current == "p1" and not any(k.startswith("power") for k in keys(g))
    g.act("end", "attack Low Kick")
    assert g.p1.active.damage == 0


def test_unown_q_quicken_tails_nothing():
    """Unown [Q] (neo4-59), [Quicken]: tails, nothing is prevented."""
    s = scenario()
    s.p1.active(UNOWN_Q)
    s.p2.active(MACHOP, energy=["Fighting"])
    s.coins("T")
    g = s.start()
    g.act("power active [Quicken]", "attack Low Kick")  # (p1's turn ends: nothing left)
    assert g.p1.active.damage == 20


# --- 60 Unown [Z] ---------------------------------------------------------------------------
def test_unown_z_zoom_free_retreat_for_unown():
    """Unown [Z] (neo4-60), [Zoom]: as long as it is Benched, you pay no Energy to retreat a
    Pokémon with Unown in its name; not for another Pokémon."""
    s = scenario()
    s.p1.active(UNOWN_Q)
    s.p1.bench(UNOWN_Z)
    s.p2.active(ZAPDOS)
    g = s.start()
    g.act("retreat")
    assert g.p1.active.name == "Unown [Z]"
    s = scenario()
    s.p1.active(PIKACHU)
    s.p1.bench(UNOWN_Z)
    s.p2.active(ZAPDOS)
    assert "retreat" not in keys(s.start())


# --- 86 Unown [L] ---------------------------------------------------------------------------
def test_unown_l_laugh_heads_each_player_shuffles():
    """Unown [L] (neo4-86), [Laugh]: once during your turn, flip: heads, each player shuffles
    their deck; it works while Paralyzed."""
    s = scenario()
    s.p1.active(UNOWN_L, conditions=["paralyzed"])
    s.p2.active(ZAPDOS)
    s.coins("H")
    g = s.start()
    g.act("power active [Laugh]")
    assert "p1 shuffles the deck" in g.log and "p2's deck is shuffled" in g.log
    assert "power active [Laugh]" not in keys(g)


# --- 87 Unown [S] ---------------------------------------------------------------------------
def test_unown_s_search_looks_at_a_prize_and_tells_its_player_alone():
    """Unown [S] (neo4-87), [Search]: once during your turn, look at 1 of your Prize cards and
    put it back face down; it works while Confused. The opponent learns nothing: the log
    both read names no card and neither view shows a Prize card; the player's own log
    (``Game.log_for``) names it."""
    s = scenario()
    s.p1.active(UNOWN_S, conditions=["confused"])
    s.p1.prizes(BILL, "Grass")
    s.p2.active(ZAPDOS)
    g = s.start()
    g.act("power active [Search]")
    assert ids(g.p1.prizes) == [BILL, "base1-99"]
    assert not any("Bill" in line for line in g.log + g.log_for("p2"))
    assert "(only p1 sees) the Prize card looked at is Bill" in g.log_for("p1")
    assert g.view("p1").me.prizes == [None, None] and g.view("p2").opp.prizes == [None, None]
    assert "power active [Search]" not in keys(g)


# --- 88 Unown [T] ---------------------------------------------------------------------------
def test_unown_t_tell_heads_both_hands_are_seen():
    """Unown [T] (neo4-88), [Tell]: once during your turn, flip: heads, look at the
    opponent's hand and show yours to them (the log, which both read, names both hands)."""
    s = scenario()
    s.p1.active(UNOWN_T)
    s.p1.hand(BILL)
    s.p2.active(ZAPDOS)
    s.p2.hand("base1-93")
    s.coins("H")
    g = s.start()
    g.act("power active [Tell]")
    assert "p2's hand: Gust of Wind" in g.log and "p1's hand: Bill" in g.log


def test_unown_t_tell_tails_nothing_is_shown():
    """Unown [T] (neo4-88), [Tell]: tails, no hand is shown."""
    s = scenario()
    s.p1.active(UNOWN_T)
    s.p2.active(ZAPDOS)
    s.p2.hand("base1-93")
    s.coins("T")
    g = s.start()
    g.act("power active [Tell]")
    assert not any("hand:" in line for line in g.log)
    assert g.view("p1").opp.hand is None


# --- 89 Unown [V] ---------------------------------------------------------------------------
def test_unown_v_vanish_heads_returns_another_unown_discarding_its_cards():
    """Unown [V] (neo4-89), [Vanish]: when you play it from your hand, you may flip: heads,
    return 1 of your Pokémon with Unown in its name (not Unown [V]) to your hand and discard
    all cards attached to it."""
    s = scenario()
    s.p1.active(ZAPDOS)
    s.p1.bench(UNOWN_Q, energy=["Psychic"])
    s.p1.bench(UNOWN_V)
    s.p1.hand(UNOWN_V)
    s.p2.active(ZAPDOS)
    s.coins("H")
    g = s.start()
    g.act(f"bench {UNOWN_V}", "yes")
    assert [m.name for m in g.p1.bench] == ["Unown [V]", "Unown [V]"]
    assert ids(g.p1.hand) == [UNOWN_Q] and ids(g.p1.discard) == [PSYCHIC]


def test_unown_v_vanish_may_be_declined():
    """Unown [V] (neo4-89), [Vanish] is a "may": declined, no coin and nothing returns."""
    s = scenario()
    s.p1.active(UNOWN_Q)
    s.p1.hand(UNOWN_V)
    s.p2.active(ZAPDOS)
    g = s.start()
    g.act(f"bench {UNOWN_V}", "no")
    assert g.p1.active.name == "Unown [Q]" and g.p1.hand == []
