"""Special Energy pieces."""

from __future__ import annotations

from oldback.engine.hints import Hints
from oldback.engine.scripts import CardScript


class Provides(CardScript):
    """Special Energy that provides fixed units (Double Colorless: two Colorless)."""

    def __init__(self, *types: str):
        self.units = types
        self.text = f"Provides {' '.join(types)} Energy. Not a basic Energy card."

    def provides(self, g, holder, card):
        return self.units


class DarknessEnergy(Provides):
    """+10 to damage the holder does to an Active Pokémon (damage step 5), as PlusPower: the
    spec counts Darkness Energy in the holder's own Confusion damage (Attack Procedures,
    step 4), so under ``pluspower_on_self`` the holder's damage to itself gets it too; under
    WotC only the Defending Pokémon does. 1 damage counter on the holder at each Pokémon
    Checkup unless it is Darkness or "Dark"."""

    hints = Hints(boosts=10)

    text = ("Provides Darkness Energy. The holder's attacks do 10 more damage to the Defending "
            "Pokémon. Between turns, put 1 damage counter on the holder unless it is a Darkness "
            "Pokémon or has Dark in its name.")

    def __init__(self):
        super().__init__("Darkness")

    def attacker_damage(self, g, src, attacker, target, dmg):
        holder = attacker
        if not g.is_active(target):
            return dmg
        if target.owner == holder.owner and not g.rules.pluspower_on_self:
            return dmg
        return dmg + 10

    def checkup(self, g, src, holder):
        if "Darkness" in holder.types or "Dark" in holder.name.split():
            return
        holder.damage += 10
        g.say(f"Darkness Energy: 10 damage to {g.whose(holder)}")


class MetalEnergy(Provides):
    """Damage done to the holder is reduced by 10 (step 6); a holder that is not Metal
    does 10 less damage (step 5)."""

    hints = Hints(reduces=10)

    text = ("Provides Metal Energy. Damage done to the holder by attacks is reduced by 10. If the "
            "holder is not a Metal Pokémon, the damage its attacks do is reduced by 10.")

    def __init__(self):
        super().__init__("Metal")

    def attacker_damage(self, g, src, attacker, target, dmg):
        return dmg if "Metal" in attacker.types else dmg - 10

    def receiver_damage(self, g, src, attacker, target, dmg):
        return dmg - 10
