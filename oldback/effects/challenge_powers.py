"""Pokémon Power pieces first needed by Gym Challenge (gym2): the Gym Leaders' Pokémon.

Each is a ``PowerScript`` answering hooks of the effect protocol; its source's holder is
the Pokémon with the power. Activated ones are used with the key ``power <slot> <name>``.
"""

from __future__ import annotations

from oldback.card import CopiedAttack, with_id
from oldback.effects.powers import mark_used, power_name, used_this_turn
from oldback.effects.select import Play, basic_energy_of, in_deck
from oldback.effects.trainers import SearchDeck
from oldback.engine import energy, knockout
from oldback.engine.attack import origin
from oldback.engine.hints import Finds, Hints
from oldback.engine.powers import STOPPERS
from oldback.engine.scripts import PowerScript


def _shuffle_into_deck(g, mon) -> None:
    """``mon`` and every card of it go into its owner's deck, which is shuffled; a missing
    Active is replaced from the Bench (no Pokémon left: its owner loses)."""
    side = g.side(mon.owner)
    if g.find(mon.uid) is not mon:
        return
    side.deck.extend(mon.cards)  # first: a new Active may be asked for next
    g.rng.shuffle(side.deck)
    g.say(f"{side.name} shuffles {mon.name} and the cards attached to it into the deck")
    knockout.leave_play(g, side, mon)


class TakeShape(PowerScript):
    """Once during your turn (before your attack), attach an Evolution card from your hand
    to this Pokémon (not an evolution; key: the card id): it is that Pokémon now (its HP,
    type, Weakness, Resistance, Retreat Cost and attacks — the ``form`` hook), keeping its
    own name and powers and not that card's power. During your turn it may discard the
    Evolution cards attached (key ``done`` among the choices: "discard them"). When it
    becomes Asleep, Confused or Paralyzed they are discarded, and the power can't be used
    while it is (Shapeshift)."""

    hints = Hints(copies=True)

    activated = True
    changes_form = True
    #: its Special Conditions are checked by the power itself: it still hears one arrive
    blocked_by_conditions = False
    text = ("Once during your turn (before your attack), you may attach an Evolution card from "
            "your hand to this Pokémon (this is not evolving it): it is that Pokémon now, but "
            "can't evolve, devolve or use that Pokémon's Power. During your turn you may "
            "discard the attached Evolution card. Not while Asleep, Confused or Paralyzed; if "
            "it becomes so, discard every attached Evolution card.")

    @staticmethod
    def attached(mon) -> list:
        return [c for c in mon.attached if c.is_pokemon]

    @staticmethod
    def in_hand(side) -> list:
        return [c for c in side.hand if c.is_pokemon and c.evolves_from is not None]

    def can_use(self, g, mon):
        if mon.owner != g.current or mon.conditions & STOPPERS:
            return False
        attach = not used_this_turn(g, mon, self) and bool(self.in_hand(g.side(mon.owner)))
        return attach or bool(self.attached(mon))

    def use(self, g, mon):
        player, side = mon.owner, g.side(mon.owner)
        pairs = []
        if not used_this_turn(g, mon, self):
            pairs = [(c.id, f"attach {c.name}") for c in self.in_hand(side)]
        if self.attached(mon):
            pairs.append(("done", "discard the attached Evolution card"))
        key = g.choose(player, "shapeshift", f"Which Evolution card for {mon.name}?", pairs)
        if key == "done":
            self.discard(g, mon)
            return
        mark_used(g, mon, self)
        card = with_id(side.hand, key)
        side.hand.remove(card)
        mon.attached.append(card)
        g.say(f"{player} attaches {card.name} to {mon.name}: it is now {card.name}")

    def discard(self, g, mon) -> None:
        for card in self.attached(mon):
            mon.attached.remove(card)
            g.side(mon.owner).discard.append(card)
            g.say(f"{card.name} attached to {mon.name} is discarded")

    def form(self, g, src, mon):
        shapes = self.attached(mon)
        return shapes[-1] if shapes else None

    def prevents_condition(self, g, src, target, condition):
        if target is src.holder and condition in STOPPERS and self.attached(target):
            self.discard(g, target)
        return False


class FlipToSurvive(PowerScript):
    """If an opponent's attack would Knock Out this Pokémon, flip a coin: heads, it is not
    Knocked Out and its remaining HP become ``left`` (Fortitude)."""

    hints = Hints(survives=True, coin=True)

    def __init__(self, left: int = 10):
        self.left = left
        self.text = (f"If an opponent's attack would Knock Out this Pokémon, flip a coin. "
                     f"Heads: it is not Knocked Out, and its remaining HP become {left}.")

    def on_hp_zero(self, g, src, mon, attack_by):
        from oldback.engine.hooks import hp

        if mon is not src.holder or attack_by is None or attack_by == mon.owner:
            return False
        if not g.flip(f"{mon.name}'s {power_name(self, mon)}"):
            return False
        mon.damage = max(hp(g, mon) - self.left, 0)
        g.say(f"{g.whose(mon)} is not Knocked Out: {self.left} HP left")
        return True


class SearchOnEvolve(PowerScript):
    """When this Pokémon is played from the hand onto another (evolving it), you may search
    your deck for a card that matches, show it and put it into your hand; shuffle the deck
    afterward (``done``: take nothing) (Call the Boss)."""

    hints = Hints(searches=Finds.TRAINER, finds=1)

    def __init__(self, what: str, name: str):
        self.what = what
        self.search = SearchDeck(in_deck(what, lambda c: c.name == name), show=True)
        self.text = (f"When you evolve a Pokémon into this one from your hand, you may search "
                     f"your deck for {what}, show it to your opponent and put it into your "
                     f"hand. Shuffle your deck afterward.")

    def on_evolved(self, g, src, mon, from_hand):
        if not from_hand or mon is not src.holder:
            return
        side, player = g.side(mon.owner), mon.owner
        if not side.deck or not g.yes_no(player, "may-search",
                                         f"Search your deck for {self.what}?"):
            return
        self.search.effect(Play(g, side, mon.card))


class RebelOnAttack(PowerScript):
    """Whenever this Pokémon attacks, flip ``coins`` coins: all tails, the attack does
    nothing, and this Pokémon and every card attached to it are shuffled into its owner's
    deck. It works while Confused too (Rebellion)."""

    hints = Hints(coin=True, to_deck=True)

    blocked_by_conditions = False

    def __init__(self, coins: int = 2):
        self.coins = coins
        self.text = (f"Whenever this Pokémon attacks, flip {coins} coins. If all are tails, the "
                     f"attack does nothing: shuffle this Pokémon and all cards attached to it "
                     f"into your deck. This works even while it is Confused.")

    def stops_attack(self, g, src, mon):
        if mon is not src.holder:
            return False
        name = power_name(self, mon)
        faces = [g.flip(f"{mon.name}'s {name}") for _ in range(self.coins)]
        if any(faces):
            return False
        _shuffle_into_deck(g, mon)
        return True


class CopyTypeAttacks(PowerScript):
    """This Pokémon also has a copy of every attack of its owner's other Pokémon in play of
    ``type`` (their current cards' attacks), with their costs and requirements; a copy
    keeps the behaviour of the card it comes from (``CopiedAttack``). An attack of the same
    name as one it has already is not added twice (Psylink)."""

    hints = Hints(copies=True)

    def __init__(self, type_: str):
        self.type = type_
        self.text = (f"This Pokémon has a copy of every attack of your other {type_} Pokémon in "
                     f"play, with its Energy cost and anything else it requires.")

    def attack_list(self, g, src, mon, attacks):
        from oldback.engine.hooks import types

        if mon is not src.holder:
            return attacks
        names = {a.name for a in attacks}
        more = []
        for other in g.side(mon.owner).in_play:
            if other is mon or self.type not in types(g, other):
                continue
            for a in other.attacks:
                if a.name not in names:
                    names.add(a.name)
                    more.append(CopiedAttack(a.name, a.cost, a.damage, a.has_text,
                                             origin(other, a)))
        return (*attacks, *more) if more else attacks


class HealOnAttach(PowerScript):
    """Whenever you attach a ``type`` Energy card from your hand to this Pokémon, remove
    ``amount`` damage from it, if it has any (Healing Fire)."""

    @property
    def hints(self) -> Hints:
        return Hints(heals=self.amount)

    def __init__(self, type_: str, amount: int = 10):
        self.type = type_
        self.amount = amount
        self.text = (f"Whenever you attach a {type_} Energy card from your hand to this Pokémon, "
                     f"remove {amount // 10} damage counter(s) from it.")

    def on_attached(self, g, src, mon, card):
        if mon is not src.holder or not mon.damage:
            return
        if self.type not in energy.provides(g, mon, card):
            return
        healed = min(self.amount, mon.damage)
        mon.damage -= healed
        g.say(f"{healed // 10} damage counter(s) removed from {g.whose(mon)}")


class LeaveWithHpLeft(PowerScript):
    """Whenever an attack's damage leaves this Pokémon with exactly ``left`` HP, it and all
    cards attached to it are shuffled into its owner's deck (Scram). Damage counters put
    otherwise (Poison, moved counters) are not looked at: the start of a turn may ask no
    question, and a new Active Pokémon would be one."""

    hints = Hints(to_deck=True, survives=True)

    def __init__(self, left: int = 10):
        self.left = left
        self.text = (f"If this Pokémon ever has exactly {left} HP left, shuffle it and all cards "
                     f"attached to it into your deck.")

    def _check(self, g, mon) -> None:
        from oldback.engine.hooks import hp

        if g.find(mon.uid) is mon and hp(g, mon) - mon.damage == self.left:
            g.say(f"{g.whose(mon)} has {self.left} HP left")
            _shuffle_into_deck(g, mon)

    def after_damage(self, g, src, attacker, target, dmg):
        if target is src.holder:
            self._check(g, target)


class GatherEnergy(PowerScript):
    """Once during your turn (before your attack), take up to ``up_to`` Energy cards of a
    type attached to your other Pokémon and attach them to this one (keys:
    ``<slot>:<card id>``, ``done`` stops) (Soak Up)."""

    @property
    def hints(self) -> Hints:
        return Hints(moves_energy=self.type)

    activated = True

    def __init__(self, type_: str, up_to: int = 2):
        self.type = type_
        self.up_to = up_to
        self.text = (f"Once during your turn (before your attack), you may take up to {up_to} "
                     f"{type_} Energy cards attached to your other Pokémon and attach them to "
                     f"this Pokémon.")

    def pairs(self, g, mon) -> list:
        match = basic_energy_of(self.type)
        return [(m, c) for m in g.side(mon.owner).in_play if m is not mon
                for c in m.energy if match(c)]

    def can_use(self, g, mon):
        return (mon.owner == g.current and not used_this_turn(g, mon, self)
                and bool(self.pairs(g, mon)))

    def use(self, g, mon):
        from oldback.effects.powers import move_energy_card

        player = mon.owner
        mark_used(g, mon, self)
        for n in range(self.up_to, 0, -1):
            pairs = self.pairs(g, mon)
            if not pairs:
                return
            picked = energy.choose_attached(g, player, "move-energy", f"Take up to {n} more "
                                            f"{self.type} Energy card(s) to {mon.name}", pairs,
                                            "{card} on {mon}", done="stop")
            if picked is None:
                return
            source, card = picked
            move_energy_card(g, card, source, mon)


class HalveWhileActive(PowerScript):
    """While this Pokémon is its owner's Active Pokémon, every attack's damage to any
    Pokémon (its owner's attacks too) is halved after Weakness and Resistance, rounded up
    to the nearest 10: damage step 7 (Relaxing Scent)."""

    hints = Hints(reduces=30)

    text = ("While this Pokémon is your Active Pokémon, every attack (yours too) does half "
            "its damage to each Pokémon, after Weakness and Resistance, rounded up to the "
            "nearest 10.")

    def incoming(self, g, src, attacker, target, dmg):
        if dmg <= 0 or not g.is_active(src.mon):
            return dmg
        return -(-dmg // 20) * 10


class DrainAttackerEnergy(PowerScript):
    """If an opponent's attack damages this Pokémon (even Knocking it Out), flip a coin:
    heads, choose an Energy card attached to the attacking Pokémon, if it has any, and
    discard it (Energy Drain)."""

    hints = Hints(removes_energy=1, coin=True)

    text = ("If an opponent's attack damages this Pokémon (even if it is Knocked Out), flip a "
            "coin. Heads: choose 1 Energy card attached to the attacking Pokémon and discard it.")

    def after_damage(self, g, src, attacker, target, dmg):
        mon = src.mon
        if target is not mon or attacker is None or attacker.owner == mon.owner:
            return
        if not g.flip(f"{mon.name}'s {power_name(self, mon)}") or not attacker.energy:
            return
        from oldback.effects.attacks import discard_attached

        discard_attached(g, *energy.choose_attached(
            g, mon.owner, "discard-energy", f"Discard an Energy card from {attacker.name}",
            [(attacker, c) for c in attacker.energy]))


class FlipToEvolve(PowerScript):
    """Once during your turn (before your attack), flip a coin: heads, search your deck for
    an Evolution card named ``name`` and put it on this Pokémon (it evolves, so only when
    it could evolve now); shuffle the deck (Emerge)."""

    hints = Hints(searches=Finds.POKEMON, finds=1, coin=True)

    activated = True

    def __init__(self, name: str):
        self.name = name
        self.text = (f"Once during your turn (before your attack), you may flip a coin. Heads: "
                     f"search your deck for an Evolution card named {name} and put it on this "
                     f"Pokémon (this counts as evolving it). Shuffle your deck afterward.")

    def can_use(self, g, mon):
        from oldback.engine.turn import evolution_allowed, is_first_turn

        return (mon.owner == g.current and not used_this_turn(g, mon, self)
                and not is_first_turn(g) and evolution_allowed(g, mon))

    def use(self, g, mon):
        from oldback.effects.challenge import evolve_from_deck

        mark_used(g, mon, self)
        if not g.flip(power_name(self, mon)):
            return
        evolve_from_deck(g, mon.owner, [mon], lambda c: c.name == self.name)


class ShockActives(PowerScript):
    """If this Pokémon is its owner's Active Pokémon and is damaged by an attack (even
    Knocked Out), flip a coin: tails, put ``amount`` damage on each Active Pokémon, no
    Weakness or Resistance. It works while Asleep, Confused or Paralyzed (Shock Blast)."""

    @property
    def hints(self) -> Hints:
        return Hints(damage=self.amount, coin=True)

    blocked_by_conditions = False

    def __init__(self, amount: int = 20):
        self.amount = amount
        self.text = (f"If this Pokémon is your Active Pokémon and is damaged by an attack (even "
                     f"if it is Knocked Out), flip a coin. Tails: {amount} damage to each "
                     f"Active Pokémon. This works even while it is Asleep, Confused or "
                     f"Paralyzed.")

    def after_damage(self, g, src, attacker, target, dmg):
        mon = src.mon
        if target is not mon or not g.is_active(mon):
            return
        if g.flip(f"{mon.name}'s {power_name(self, mon)}"):
            return
        for side in (g.p1, g.p2):
            if side.active is not None:
                side.active.damage += self.amount
                g.say(f"{power_name(self, mon)}: {self.amount} damage to {g.whose(side.active)}")


class HpPerEnergy(PowerScript):
    """This Pokémon has ``amount`` more HP for each basic ``type`` Energy card attached to
    it. It works while Asleep, Confused or Paralyzed (Gaseous Form)."""

    @property
    def hints(self) -> Hints:
        return Hints(reduces=self.amount)

    blocked_by_conditions = False

    def __init__(self, type_: str, amount: int = 10):
        self.type = type_
        self.amount = amount
        self.text = (f"This Pokémon gets +{amount} HP for each {type_} Energy card attached to "
                     f"it. This works even while it is Asleep, Confused or Paralyzed.")

    def hp(self, src, mon, hp):
        if mon is not src.holder:
            return hp
        n = sum(map(basic_energy_of(self.type), mon.energy))
        return hp + self.amount * n
