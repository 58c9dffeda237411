"""Knock Out Procedures, the Win/Loss Determination Chart and Sudden Death
(spec: "Knock Out Procedures"; "Win/Loss Determination Chart" and "Sudden Death
Procedures", Official Book 2000)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from oldback.card import with_id
from oldback.engine import hooks, powers
from oldback.engine.scripts import ANSWERED, LASTING_HOOKS, script_of, to_discard_from_play
from oldback.engine.state import Pokemon, Side

if TYPE_CHECKING:
    from oldback.engine.game import Game

OTHER = {"p1": "p2", "p2": "p1"}


def check(g: Game, attack_by: str | None = None, between_turns: bool = False) -> None:
    """Knock Out every Pokémon whose damage has reached its HP, all at once; then, in a
    game still going, the Win/Loss Determination Chart decides if a player has taken all
    their Prize cards or has no Pokémon in play.

    It runs after every action, attack and Pokémon Checkup. A player left without Pokémon
    in the middle of one (``leave_play``: Fade Out, Obscuring Gas returning the attacker's
    last Pokémon) has not lost yet: the Knock Outs of the same action are processed to
    their end first (the attacker takes its Prize card), and the chart decides from all
    of it (spec, Knock Out Procedures step 7 and the Win/Loss Determination Chart).

    ``attack_by`` names the player whose attack did the damage, if an attack did. What
    a Pokémon is (Transform) follows the board first: a lower HP may Knock it Out.
    ``between_turns``: the check after Pokémon Checkup (who takes Prize cards first).
    """
    if g.winner is not None or g.phase == "sudden-death":
        return
    knock_out(g, attack_by, between_turns)
    # (``over``, not ``g.winner``: the compiled engine would take the None found above for
    # its type, whatever ``knock_out`` did since)
    if not g.over and g.phase != "sudden-death" and (
            _decided(g.p1) or _decided(g.p2)):
        judge(g)


def _decided(side: Side) -> bool:
    """Whether ``side`` meets a condition of the chart: all its Prize cards taken, or no
    Pokémon in play."""
    return not side.prizes or (side.active is None and not side.bench)


def knock_out(g: Game, attack_by: str | None = None, between_turns: bool = False) -> None:
    """The Knock Out Procedures for every Pokémon whose damage has reached its HP."""
    # This runs after every action. A Pokémon without damage counters is never Knocked Out,
    # whatever it is now (no effect makes HP 0): with none in play, nothing more is asked.
    # (plain loops, not comprehensions: each of those is a call of its own)
    damaged = []
    for side in (g.p1, g.p2) if g.current == "p1" else (g.p2, g.p1):  # (``g.in_play()``)
        m = side.active
        if m is not None and m.damage:
            damaged.append(m)
        for m in side.bench:
            if m.damage:
                damaged.append(m)
    if not damaged:
        return
    powers.refresh_forms(g)
    doomed = []
    if "hp" in g.answered:
        for m in damaged:
            if m.damage >= hooks.hp(g, m):
                doomed.append(m)
    else:  # only a Pokémon's own lasting effects may change its HP; else the printed HP
        lasting = "hp" in LASTING_HOOKS
        for m in damaged:
            if m.damage >= (hooks.hp(g, m) if lasting and m.effects
                            else (m.form or m.stack[-1]).hp or 0):
                doomed.append(m)
    if not doomed:
        return
    # Step 1: effects that act when HP reaches 0 (Focus Band …) may save a Pokémon.
    for mon in list(doomed):
        if hooks.any_says(g, "on_hp_zero", mon, attack_by, mons=(mon,)):
            doomed.remove(mon)
    if not doomed:
        return
    # Step 2: effects that act on being Knocked Out. One that Knocks Out another Pokémon
    # (Destiny Bond) adds it to this Knock Out: both are Knocked Out at the same time.
    for mon in doomed:
        # its own sources, and the cards attached to its owner's other Pokémon (EXP.ALL)
        hooks.fire(g, "on_knocked_out", mon, attack_by,
                   mons=(mon, *(m for m in g.side(mon.owner).in_play
                                if m is not mon and m.attached)))
        doomed += [m for m in g.in_play() if m.damage >= hooks.hp(g, m) and m not in doomed]
    # Effects that act once the Pokémon is discarded (Rebirth) are found while it is in play;
    # they act after the Knock Out is complete (new Active Pokémon, Prizes, the win check).
    later = ([(mon, src) for mon in doomed
              for src in hooks.sources(g, "after_knocked_out", (mon,))]
             if "after_knocked_out" in ANSWERED else [])
    # Step 3: discard each Knocked Out Pokémon with every card attached to it.
    prizes = {"p1": 0, "p2": 0}
    for mon in doomed:
        side = g.side(mon.owner)
        g.say(f"{side.name}'s {mon.name} is Knocked Out")
        if side.active is mon:
            side.active = None
        else:
            side.bench.remove(mon)
        to_discard_from_play(g, side, mon.cards)
        if script_of(mon.card).gives_prize:
            prizes[OTHER[mon.owner]] += 1
    # Steps 4 and 5: replace a Knocked Out Active; the player whose turn comes next first.
    upcoming = OTHER[g.current]
    for name in (upcoming, g.current):
        promote(g, g.side(name))
    # Step 6: each player takes a Prize card per opposing Pokémon Knocked Out, at the same
    # time; the order shows only with the Prize cards face up. Then, during a turn, the
    # player whose turn comes next takes first (WotC's Neo rulebook, in the spec's notes on
    # simultaneous Knock Outs); between turns that player chooses the order and has the
    # other take first, the choice the spec calls wise (docs/rulings.md).
    order = (g.current, upcoming)
    if (not between_turns and prizes[upcoming] and prizes[g.current]
            and hooks.any_says(g, "prizes_face_up", upcoming, sides=(g.p1, g.p2))):
        order = (upcoming, g.current)
    for name in order:
        take_prizes(g, g.side(name), prizes[name])
    # Step 7: who has won.
    judge(g)
    # The discarded cards may leave the discard pile now (Rebirth), in a game still going.
    if later and g.winner is None and g.phase != "sudden-death":
        for mon, src in later:
            src.effect.after_knocked_out(g, src, mon, attack_by)
    # A new Active Pokémon may change what another Pokémon is (Transform), and its HP.
    if g.winner is None and g.phase != "sudden-death":
        knock_out(g, between_turns=between_turns)


def leave_play(g: Game, side: Side, mon: Pokemon) -> None:
    """Take ``mon`` out of play (not a Knock Out: no Prize; its cards are the caller's to
    move). A missing Active Pokémon is replaced from the Bench. A player left with no
    Pokémon in play is judged by ``check`` once the action's Knock Outs are processed."""
    if side.active is not mon:
        side.bench.remove(mon)
        return
    side.active = None
    promote(g, side)


def promote(g: Game, side: Side) -> None:
    """Send up a new Active Pokémon from the Bench, if the Active Spot is empty."""
    if side.active is not None or not side.bench:
        return
    key = g.choose(side.name, "promote", "Choose a new Active Pokémon", () if g.replaying else
                   [(g.slot(m, side.name), g.label(m, side.name)) for m in side.bench])
    mon = g.at(side.name, key)
    side.bench.remove(mon)
    side.active = mon
    g.say(f"{side.name} sends up {mon.name}")
    hooks.fire(g, "on_switched_in", mon, mons=(mon,))


def take_prizes(g: Game, side: Side, count: int) -> None:
    """``side`` takes ``count`` Prize cards, one at a time, each as ``which_prize`` says:
    face down any will do, face up (Here Comes Team Rocket!) the player chooses."""
    count = min(count, len(side.prizes))
    if count <= 0:
        return
    # (With a player left without Pokémon the game is decided: which Prize is no matter.)
    if count < len(side.prizes) and g.p1.active is not None and g.p2.active is not None:
        taken = []
        for n in range(count, 0, -1):
            taken.append(side.prizes.pop(which_prize(
                g, side, "take-prize", f"Take which Prize card ({n} to take)?")))
    else:
        taken, side.prizes = side.prizes[:count], side.prizes[count:]
    side.hand.extend(taken)
    g.say(f"{side.name} takes {count} Prize card{'s' if count > 1 else ''} "
          f"({len(side.prizes)} left)")


def which_prize(g: Game, side: Side, kind: str, prompt: str) -> int:
    """Where in ``side``'s Prize cards is the one its player takes or looks at: for a Knock
    Out, and for every effect that has a player take or look at 1 of their own Prize cards
    (Lt. Surge's Treaty, Misty's Wish). Face down, the first: they lie in random order, so
    any blind choice is the same. Face up (Here Comes Team Rocket!), the player chooses
    (decision ``kind``, key: the card's id), where the cards are not all of one printing."""
    prizes = side.prizes
    if len({c.id for c in prizes}) > 1 and hooks.any_says(
            g, "prizes_face_up", side.name, sides=(g.p1, g.p2)):
        key = g.choose(side.name, kind, prompt, [(c.id, c.name) for c in prizes])
        return prizes.index(with_id(prizes, key))
    return 0


def judge(g: Game) -> None:
    """The Win/Loss Determination Chart: each player scores one for taking all their
    Prize cards and one for their opponent having no Pokémon in play. The higher
    score wins; an equal score above zero is a tie, settled by Sudden Death."""
    took = {n: not g.side(n).prizes for n in ("p1", "p2")}
    empty = {n: not g.side(n).in_play for n in ("p1", "p2")}
    score = {n: int(took[n]) + int(empty[OTHER[n]]) for n in ("p1", "p2")}
    if score["p1"] == score["p2"] == 0:
        return
    if score["p1"] != score["p2"]:
        winner = "p1" if score["p1"] > score["p2"] else "p2"
        reason = "prizes" if took[winner] else "no-pokemon"
        if took[winner] and empty[OTHER[winner]]:
            reason = "prizes+no-pokemon"
        finish(g, winner, reason)
        return
    limit = g.rules.sudden_death_limit
    if limit is not None and g.sudden_deaths >= limit:
        finish(g, "draw", "tie")
        return
    g.say("both players meet the same win conditions: Sudden Death")
    g.phase = "sudden-death"


def finish(g: Game, winner: str, reason: str) -> None:
    g.winner = winner
    g.result = reason
    if winner == "draw":
        g.say("the game is a draw")
    else:
        g.say(f"{winner} wins ({reason})")


def sudden_death(g: Game) -> None:
    """Sudden Death step 1: every card goes back to its deck; a new set-up follows
    (with 1 Prize card each)."""
    g.sudden_deaths += 1
    g.p1 = Side("p1")
    g.p2 = Side("p2")
    g.stadium = None
    g.stadium_owner = None
    g.turn = 0
    g.revealed = False
    g.say(f"— Sudden Death game {g.sudden_deaths} —")
    g.phase = "setup"


__all__ = ["check", "judge", "knock_out", "leave_play", "promote", "sudden_death", "take_prizes",
           "which_prize"]
