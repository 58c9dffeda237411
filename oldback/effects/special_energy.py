"""Special Energy cards: what they provide, and what they do when attached or while
attached (Darkness, Metal, Rainbow, Full Heal and Potion Energy …)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from oldback.effects.select import name_has
from oldback.engine import conditions, damage, energy
from oldback.engine.hints import Hints
from oldback.engine.scripts import CardScript
from oldback.engine.state import Pokemon

if TYPE_CHECKING:
    from oldback.card import Card
    from oldback.engine.game import Game
    from oldback.engine.scripts import Source


class Provides(CardScript):
    """Special Energy that provides fixed units (Double Colorless: two Colorless)."""

    def __init__(self, *types: str):
        self.units = types
        self.text = f"Provides {' '.join(types)} Energy. Not a basic Energy card."

    def provides(self, g: Game, holder: Pokemon, card: Card) -> tuple[str, ...]:
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

    def attacker_damage(self, g: Game, src: Source, attacker: Pokemon, target: Pokemon,
                        dmg: int) -> int:
        holder = attacker
        if not g.is_active(target):
            return dmg
        if target.owner == holder.owner and not g.rules.pluspower_on_self:
            return dmg
        return dmg + 10

    def checkup(self, g: Game, src: Source, holder: Pokemon) -> None:
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

    def attacker_damage(self, g: Game, src: Source, attacker: Pokemon, target: Pokemon,
                        dmg: int) -> int:
        return dmg if "Metal" in attacker.types else dmg - 10

    def receiver_damage(self, g: Game, src: Source, attacker: Pokemon, target: Pokemon,
                        dmg: int) -> int:
        return dmg - 10


class AttachTrigger(Provides):
    """Special Energy that does something when it is attached from the hand (``on_attached``
    is asked with the card itself: the engine attaches such a card as a card of its own, so
    the one just attached acts, not another of its printing on the same Pokémon)."""

    def on_attached(self, g: Game, src: Source, mon: Pokemon, card: Card,
                    from_hand: bool) -> None:
        if from_hand and card is src.card and mon is src.holder:
            self.attached(g, mon)

    def attached(self, g, mon: Pokemon) -> None:
        raise NotImplementedError


class AnyTypeEnergy(AttachTrigger):
    """Provides 1 Energy that counts as every type (``energy.ANY``); attached from the hand,
    it does N damage to the Pokémon (no Weakness or Resistance) (Rainbow Energy). Not a
    basic Energy card."""

    hints = Hints(damage=10, on_self=True)

    def __init__(self, amount: int = 10):
        super().__init__(energy.ANY)
        self.amount = amount
        self.text = (f"Provides 1 Energy of every type at once (not a basic Energy card). When "
                     f"you attach it from your hand, it does {amount} damage to that Pokémon (no "
                     f"Weakness or Resistance).")

    def attached(self, g, mon):
        damage.direct(g, mon, self.amount, " from its Energy card")


class CureOnAttach(AttachTrigger):
    """Provides Colorless; attached from the hand, the Pokémon is no longer Asleep,
    Confused, Paralyzed or Poisoned (Full Heal Energy)."""

    hints = Hints(cures=True)

    def __init__(self):
        super().__init__("Colorless")
        self.text = ("Provides Colorless Energy (not a basic Energy card). When you attach it "
                     "from your hand, that Pokémon is no longer Asleep, Confused, Paralyzed or "
                     "Poisoned.")

    def attached(self, g, mon):
        for name in sorted(mon.conditions):
            conditions.remove(g, mon, name)


class HealsWhenAttached(AttachTrigger):
    """Provides Colorless; attached from the hand, remove N damage from the Pokémon, if it
    has any (Potion Energy)."""

    @property
    def hints(self) -> Hints:
        return Hints(heals=self.amount)

    def __init__(self, amount: int = 10):
        super().__init__("Colorless")
        self.amount = amount
        self.text = (f"Provides Colorless Energy (not a basic Energy card). When you attach it "
                     f"from your hand, remove {amount // 10} damage counter(s) from that "
                     f"Pokémon, if it has any.")

    def attached(self, g, mon):
        healed = min(self.amount, mon.damage)
        if healed:
            mon.damage -= healed
            g.say(f"{healed // 10} damage counter(s) removed from {g.whose(mon)}")


class BackToHand(Provides):
    """Provides Colorless; put into its owner's discard pile from play, it goes to their hand
    instead (Recycle Energy: ``scripts.to_discard_from_play``, used where cards leave play
    for the discard pile: Knock Outs, Retreat Costs, discarded Energy)."""

    back_to_hand = True

    def __init__(self) -> None:
        super().__init__("Colorless")
        self.text = ("Provides 1 Colorless Energy. If this card is put into your discard pile "
                     "from play, return it to your hand.")


class AnyTypeForTheTurn(Provides):
    """Provides ``count`` Energy at a time, each counting as every type (``energy.ANY``);
    attached only to a Pokémon with one of ``words`` in its name (``attaches_to``); discarded
    at the end of its owner's turn (``end_of_turn``) (Miracle Energy: 2, to a Shining or
    Light Pokémon)."""

    def __init__(self, words: tuple[str, ...] = ("Shining", "Light"), count: int = 2):
        super().__init__(*(energy.ANY,) * count)
        self.words = words
        self.text = (f"Attach only to 1 of your Pokémon with {' or '.join(words)} in its name. "
                     f"Provides {count} Energy at a time, each of every type (not a basic "
                     f"Energy card). Discard it at the end of your turn.")

    def attaches_to(self, g: Game, mon: Pokemon) -> bool:
        return any(name_has(mon.name, w) for w in self.words)

    def end_of_turn(self, g: Game, src: Source) -> bool:
        return src.owner == g.current
