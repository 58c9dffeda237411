"""Damage Calculation Procedures (spec: "Damage Calculation Procedures", Trainers vol.12).

``calculate`` runs steps 1–8 for one target; ``deal`` is step 10, dealing the
amounts for all targets at once (step 9: each target is calculated on its own).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from oldback.engine import powers
from oldback.engine.scripts import LASTING, script_of

if TYPE_CHECKING:
    from oldback.engine.game import Game
    from oldback.engine.state import Pokemon


def calculate(g: Game, attacker: Pokemon, target: Pokemon, base: int, attack: str = "",
              weakness_resistance: bool = True) -> int:
    """The damage ``attacker``'s attack (named ``attack``; "" for Confusion damage) does
    to ``target`` from base damage ``base``. ``weakness_resistance`` False skips steps 3
    and 4 (an attack that says not to apply them)."""
    # Step 1: base damage (coin flips and choices were made by the attack). Stop at 0 or less.
    dmg = base
    if dmg <= 0:
        return 0
    working = powers.working(g)
    # Step 2: lasting effects of attacks and Pokémon Powers on the attacking Pokémon.
    for eff in attacker.effects:
        dmg = LASTING[eff.kind].outgoing(g, eff, attacker, target, dmg, attack)
    for holder, power in working:
        dmg = power.outgoing(g, holder, attacker, target, dmg, attack)
    if dmg <= 0:
        return 0
    # Steps 3 and 4 apply to Active Pokémon only, never to the Bench.
    if weakness_resistance and g.is_active(target):
        attacking_types = attacker.types
        # Step 3: Weakness.
        weakness = target.weakness
        if weakness is not None and weakness in attacking_types:
            dmg *= 2
        # Step 4: Resistance (do not stop at 0 or less from here on).
        resistance = target.resistance
        if resistance is not None and resistance in attacking_types:
            dmg -= 30
    # Step 5: Trainer cards and Special Energy affecting the attacking Pokémon; Stadiums.
    for card in attacker.attached:
        dmg = script_of(card).attacker_card(g, attacker, target, dmg)
    for card in attacker.energy:
        if card.kind != "Basic":
            dmg = script_of(card).attacker_card(g, attacker, target, dmg)
    if g.stadium is not None:
        dmg = script_of(g.stadium).stadium_attacker(g, attacker, target, dmg)
    # Step 6: Trainer cards and Special Energy affecting the Pokémon receiving the damage.
    for card in target.attached:
        dmg = script_of(card).receiver_card(g, target, attacker, dmg)
    for card in target.energy:
        if card.kind != "Basic":
            dmg = script_of(card).receiver_card(g, target, attacker, dmg)
    # Step 7: lasting effects of attacks and Pokémon Powers on the receiving Pokémon.
    for eff in target.effects:
        dmg = LASTING[eff.kind].incoming(g, eff, attacker, target, dmg)
    for holder, power in working:
        dmg = power.incoming(g, holder, attacker, target, dmg)
    # Step 8: effects that prevent the damage.
    for eff in target.effects:
        if LASTING[eff.kind].prevents(g, eff, attacker, target, dmg):
            return 0
    for holder, power in working:
        if power.prevents(g, holder, attacker, target, dmg):
            return 0
    return max(dmg, 0)


def deal(g: Game, amounts: list[tuple[Pokemon, int]], attacker: Pokemon | None = None) -> None:
    """Step 10: put the damage on every target at once (0 or less deals none); then
    powers that answer damage (Strikes Back) act."""
    dealt = [(t, d) for t, d in amounts if d > 0]
    for target, dmg in dealt:
        target.damage += dmg
        g.say(f"{target.owner}'s {target.name} takes {dmg} damage")
    if dealt:
        for holder, power in powers.working(g):
            for target, dmg in dealt:
                power.after_damage(g, holder, attacker, target, dmg)
