"""Damage Calculation Procedures (spec: "Damage Calculation Procedures", Trainers vol.12).

``calculate`` runs steps 1–8 for one target; ``deal`` is step 10, dealing the
amounts for all targets at once (step 9: each target is calculated on its own).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from oldback.engine import hooks, powers
from oldback.engine.hooks import any_says, sources

if TYPE_CHECKING:
    from oldback.engine.game import Game
    from oldback.engine.state import Pokemon


#: in ``skip``: the attack skips the rule that Weakness and Resistance are not applied to
#: Benched Pokémon (a card that says to apply them: Lightning Bolt)
BENCH_EXEMPT = "bench-exempt"


def calculate(g: Game, attacker: Pokemon, target: Pokemon, base: int, attack: str = "",
              weakness_resistance: bool = True, skip: frozenset[str] = frozenset()) -> int:
    """The damage ``attacker``'s attack (named ``attack``; "" for Confusion damage) does
    to ``target`` from base damage ``base``. ``weakness_resistance`` False skips steps 3
    and 4 (an attack that says not to apply them); ``skip`` names more steps the attack
    says to skip: "weakness", "resistance" (Hook Shot), "receiver" (steps 6–8, every
    effect on the Pokémon receiving the damage: Swift), ``BENCH_EXEMPT`` (steps 3 and 4
    apply to Benched Pokémon too)."""
    # Step 1: base damage (coin flips and choices were made by the attack). Stop at 0 or less.
    dmg = base
    if dmg <= 0:
        return 0
    working = powers.Lazy(g)  # found if a step asks them
    # (``hooks.sources`` lists nothing at once where neither this game's cards nor a
    # lasting effect on the Pokémon or side at hand may answer: the usual case.)
    # Step 2: lasting effects of attacks and Pokémon Powers on the attacking Pokémon.
    for src in sources(g, "outgoing", (attacker,), working=working):
        dmg = src.effect.outgoing(g, src, attacker, target, dmg, attack)
    if dmg <= 0:
        return 0
    # Steps 3 and 4 apply to Active Pokémon only, never to the Bench (unless the card says).
    if weakness_resistance and (g.is_active(target) or BENCH_EXEMPT in skip):
        attacking_types = hooks.types(g, attacker)
        # Step 3: Weakness.
        weakness = hooks.weakness(g, target) if "weakness" not in skip else None
        if weakness is not None and weakness in attacking_types and not any_says(
                g, "ignores_weakness", attacker, target, mons=(attacker, target),
                working=working):
            dmg *= 2
        # Step 4: Resistance (do not stop at 0 or less from here on).
        resistance = hooks.resistance(g, target) if "resistance" not in skip else None
        if resistance is not None and resistance in attacking_types:
            amount = 30
            # (a card on the attacker too: Magnifier)
            for src in sources(g, "resistance_amount", (target, attacker), working=working):
                amount = src.effect.resistance_amount(g, src, attacker, target, amount)
            dmg -= amount
    # Step 5: Trainer cards and Special Energy affecting the attacking Pokémon; Stadiums.
    mine = g.side(attacker.owner)
    for src in sources(g, "attacker_damage", (attacker,), (mine,), working=working):
        dmg = src.effect.attacker_damage(g, src, attacker, target, dmg)
    if "receiver" in skip:
        return max(dmg, 0)
    # Step 6: Trainer cards and Special Energy affecting the Pokémon receiving the damage.
    for src in sources(g, "receiver_damage", (target,), working=working):
        dmg = src.effect.receiver_damage(g, src, attacker, target, dmg)
    # Step 7: lasting effects of attacks and Pokémon Powers on the receiving Pokémon.
    for src in sources(g, "incoming", (target,), working=working):
        dmg = src.effect.incoming(g, src, attacker, target, dmg)
    # Step 8: effects that prevent the damage.
    theirs = g.side(target.owner)
    for src in sources(g, "prevents", (target,), (theirs,), working=working):
        if src.effect.prevents(g, src, attacker, target, dmg):
            return 0
    return max(dmg, 0)


def deal(g: Game, amounts: list[tuple[Pokemon, int]], attacker: Pokemon | None = None,
         said: str = "") -> None:
    """Step 10: put the damage on every target at once (0 or less deals none); then
    powers that answer damage (Strikes Back) act, and those that watch the board.

    ``attacker``: the Pokémon whose attack (or Confusion) does the damage; None for damage
    that is no attack's (``direct``). Damage of every source goes through the same hooks
    (``redirects``: Bench Guard; ``after_damage``); one whose card text names an attack
    looks at ``attacker``. ``said`` ends the log's line for each target."""
    for src in sources(g, "redirects"):
        amounts = src.effect.redirects(g, src, attacker, amounts)
    dealt = [(t, d) for t, d in amounts if d > 0]
    for target, dmg in dealt:
        target.damage += dmg
        if g.logging:
            g.say(f"{target.owner}'s {target.name} takes {dmg} damage{said}")
    if dealt:
        # the sources on the Pokémon damaged (their lasting effects: Crosscounter, Mirror
        # Shell) come first; the players' side-wide effects (Koga's Poison this turn) after
        for src in sources(g, "after_damage", [t for t, _ in dealt], (g.p1, g.p2)):
            for target, dmg in dealt:
                src.effect.after_damage(g, src, attacker, target, dmg)
        hooks.watch(g)


def direct(g: Game, target: Pokemon, dmg: int, said: str = "") -> None:
    """Damage ``dmg`` done to ``target`` by something that is no attack (a Pokémon Power:
    Sneak Attack, Sinkhole; an Energy card: Rainbow Energy), worked out by its card: no
    damage step changes it, but it is dealt as damage (step 10), so that what answers
    damage of any source acts on it (Bench Guard). ``said`` ends the log's line."""
    deal(g, [(target, dmg)], None, said)
