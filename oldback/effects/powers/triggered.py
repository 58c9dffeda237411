"""Pokémon Powers set off by an event: when the card is played or evolves, when an Energy
card is attached, when the Pokémon is damaged, attacked or Knocked Out, when the opponent
retreats, when another Pokémon evolves."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from oldback.card import with_id
from oldback.effects.damage import power_damage
from oldback.effects.deck import SearchDeck
from oldback.effects.discard_pile import more_into_hand, to_hand
from oldback.effects.leave_play import shuffle_into_deck
from oldback.effects.powers.activated import PowerPlace, power_name
from oldback.effects.select import Cards, InDeck, Play, card_named, finds, pick_each
from oldback.engine import conditions, energy, hooks, retreat
from oldback.engine.hints import Finds, Hints
from oldback.engine.scripts import PowerScript
from oldback.engine.state import Lasting, Pokemon

if TYPE_CHECKING:
    from collections.abc import Callable

    from oldback.card import Card
    from oldback.engine.game import Game
    from oldback.engine.scripts import Source
    from oldback.engine.state import Side


class FlipToPreventAll(PowerScript):
    """Whenever an attack does anything to this Pokémon, flip a coin once for that attack:
    heads, every effect of it on this Pokémon, damage included, is prevented (Transparency).
    Damage of 0 or less is not "anything"."""

    hints = Hints(prevents=True, coin=True)

    text = ("Whenever an attack does anything to this Pokémon, flip a coin: heads, prevent all "
            "effects of that attack, including damage, done to this Pokémon.")

    def coin(self, g, mon) -> bool:
        name = power_name(self, mon)
        ctx = g.attack_ctx
        if ctx is None:
            return g.flip(name)
        key = (name, mon.uid)
        if key not in ctx.memo:
            ctx.memo[key] = g.flip(f"{mon.name}'s {name}")
        return ctx.memo[key]

    def prevents(self, g: Game, src: Source, attacker: Pokemon, target: Pokemon, dmg: int) -> bool:
        mon = src.mon
        return target is mon and dmg > 0 and self.coin(g, mon)

    def prevents_effects(self, g: Game, src: Source, attacker: Pokemon, target: Pokemon) -> bool:
        mon = src.mon
        return target is mon and self.coin(g, mon)


class DamageTheAttacker(PowerScript):
    """Whenever an opponent's attack damages this Pokémon, even if it is Knocked Out, put
    damage counters for ``amount`` on the attacking Pokémon: not an attack's damage, so no
    Weakness, Resistance or other changes (Strikes Back). Like most powers it does not work
    while this Pokémon is Asleep, Confused or Paralyzed when the attack damages it."""

    @property
    def hints(self) -> Hints:
        return Hints(damage=self.amount)

    def __init__(self, amount: int = 10):
        self.amount = amount
        self.text = (f"Whenever your opponent's attack damages this Pokémon (even if it is "
                     f"Knocked Out), put {amount // 10} damage counter(s) on the attacking "
                     f"Pokémon.")

    def after_damage(self, g: Game, src: Source, attacker: Pokemon | None, target: Pokemon,
                     dmg: int) -> None:
        mon = src.mon
        if target is not mon or attacker is None or attacker.owner == mon.owner:
            return
        if g.find(attacker.uid) is not attacker:
            return
        attacker.damage += self.amount
        g.say(f"{g.whose(mon)} strikes back: {self.amount} damage to {g.whose(attacker)}")


def played_now(g, src, mon: Pokemon, from_hand: bool) -> bool:
    """Whether ``mon``, the holder of the power asked, is the Pokémon just evolved by its
    card played from the hand (an evolution from the hand, or Pokémon Breeder's; not one
    from the deck): the trigger of a power that acts "when you play this card from your
    hand"."""
    return from_hand and mon is src.holder and mon.owner == g.current


class OnPlayBenchFromDeck(PowerScript):
    """When this card is played from the hand to evolve a Pokémon, search the deck for up to
    N Basic Pokémon and put them onto the Bench (as room allows; ``done`` stops); shuffle
    the deck afterward (Summon Minions)."""

    @property
    def hints(self) -> Hints:
        return Hints(searches=Finds.POKEMON, finds=self.count)

    def __init__(self, count: int = 2):
        self.count = count
        self.text = (f"When you play this Pokémon from your hand, search your deck for up to "
                     f"{count} Basic Pokémon and put them onto your Bench. Shuffle your deck "
                     f"afterward.")

    def on_evolved(self, g: Game, src: Source, mon: Pokemon, from_hand: bool) -> None:
        if not played_now(g, src, mon, from_hand):
            return
        side = g.side(mon.owner)
        for card in pick_each(
                g, side.name, "search-deck", self.count, partial(_basics_if_room, g, side),
                lambda n: f"Put up to {n} more Basic Pokémon from your deck onto your Bench"):
            side.deck.remove(card)
            side.bench.append(g.new_pokemon(side.name, card))
            g.say(f"{side.name} puts {card.name} from the deck onto the Bench")
        g.rng.shuffle(side.deck)


class OnPlayDamage(PowerScript):
    """When this card is played from the hand to evolve a Pokémon, you may choose 1 of the
    opponent's Pokémon (``done``: none): this Pokémon does N damage to it, Weakness and
    Resistance applied (Sneak Attack; ``power_damage``), or not (``weakness_resistance``
    False: Surprise Bite)."""

    @property
    def hints(self) -> Hints:
        return Hints(damage=self.amount, bench=True)

    def __init__(self, amount: int = 10, weakness_resistance: bool = True):
        self.amount = amount
        #: False: no Weakness or Resistance (Surprise Bite)
        self.weakness_resistance = weakness_resistance
        apply = "apply" if weakness_resistance else "don't apply"
        self.text = (f"When you play this Pokémon from your hand, you may choose 1 of your "
                     f"opponent's Pokémon: this Pokémon does {amount} damage to it ({apply} "
                     f"Weakness and Resistance).")

    def on_evolved(self, g: Game, src: Source, mon: Pokemon, from_hand: bool) -> None:
        if not played_now(g, src, mon, from_hand):
            return
        player = mon.owner
        foes = g.opponent(player).in_play
        if not foes:
            return
        key = g.choose(player, "target", f"Do {self.amount} damage to which Pokémon?",
                       [(g.slot(m, player), g.label(m, player)) for m in foes]
                       + [("done", "none")])
        if key != "done":
            power_damage(g, g.at(player, key), self.amount, hooks.types(g, mon),
                         self.weakness_resistance)


class OnPlayFromDiscard(PowerScript):
    """When this card is played from the hand to evolve a Pokémon, put up to N cards that
    match from the discard pile into the hand, one at a time (``done`` stops) (Reel In:
    Basic Pokémon and Evolution cards)."""

    @property
    def hints(self) -> Hints:
        return Hints(retrieves=finds(self.cards.match), finds=self.count)

    def __init__(self, cards: Cards, count: int = 3):
        self.cards = cards
        self.count = count
        self.text = (f"When you play this Pokémon from your hand, put up to {count} {cards} "
                     f"from your discard pile into your hand.")

    def on_evolved(self, g: Game, src: Source, mon: Pokemon, from_hand: bool) -> None:
        if not played_now(g, src, mon, from_hand) or hooks.discard_shielded(g):
            return
        side = g.side(mon.owner)
        for card in pick_each(g, side.name, "from-discard", self.count,
                              partial(_in_discard, side, self.cards.match),
                              partial(more_into_hand, self.cards),
                              "stop"):
            if not to_hand(g, side, card):
                return
            g.say(f"{side.name} puts {card.name} from the discard pile into the hand")


class KnockedOutStrikesBack(PowerScript):
    """When this Pokémon is Knocked Out by an opponent's attack, flip a coin: heads, it does
    N damage for each Energy of a type attached to it to the Pokémon that attacked,
    Weakness and Resistance applied (Final Beam). Like most powers, not while Asleep,
    Confused or Paralyzed."""

    @property
    def hints(self) -> Hints:
        return Hints(damage=self.amount, coin=True)

    def __init__(self, amount: int, type_: str):
        self.amount = amount
        self.type = type_
        self.text = (f"When this Pokémon is Knocked Out by an attack, flip a coin: heads, it "
                     f"does {amount} damage for each {type_} Energy attached to it to the "
                     f"Pokémon that Knocked it Out (apply Weakness and Resistance).")

    def on_knocked_out(self, g: Game, src: Source, mon: Pokemon, attack_by: str | None) -> None:
        ctx = g.attack_ctx
        if mon is not src.holder or attack_by is None or attack_by == mon.owner or ctx is None:
            return
        attacker = ctx.attacker
        if g.find(attacker.uid) is not attacker:
            return
        n = energy.count_type(g, mon, self.type)
        if not g.flip(power_name(self, mon)) or not n:
            return
        power_damage(g, attacker, self.amount * n, hooks.types(g, mon))


class DamageOnRetreat(PowerScript):
    """Whenever the opponent's Active Pokémon retreats, the opponent flips a coin: tails,
    N damage to that Pokémon (no Weakness or Resistance) (Sinkhole)."""

    @property
    def hints(self) -> Hints:
        return Hints(disables=True, damage=self.amount, coin=True)

    def __init__(self, amount: int = 20):
        self.amount = amount
        self.text = (f"Whenever your opponent's Active Pokémon retreats, your opponent flips a "
                     f"coin: tails, this power does {amount} damage to that Pokémon (no "
                     f"Weakness or Resistance).")

    def on_retreated(self, g: Game, src: Source, mon: Pokemon) -> None:
        holder = src.mon
        if mon.owner == holder.owner or g.find(mon.uid) is not mon:
            return
        if not g.flip(power_name(self, holder)):
            power_damage(g, mon, self.amount, (), weakness_resistance=False)


class DamageOnRetreatTry(PowerScript):
    """As long as this Pokémon is its owner's Active Pokémon, whenever the opponent's Active
    Pokémon tries to retreat, its owner flips a coin: heads, this power does ``amount``
    damage to that Pokémon, Weakness and Resistance applied (``power_damage``), before the
    Retreat Cost is paid; a Pokémon Knocked Out so does not retreat ([Chase])."""

    @property
    def hints(self) -> Hints:
        return Hints(disables=True, damage=self.amount, coin=True)

    def __init__(self, amount: int = 10):
        self.amount = amount
        self.text = (f"As long as this Pokémon is your Active Pokémon, whenever your "
                     f"opponent's Active Pokémon tries to retreat, flip a coin: heads, this "
                     f"power does {amount} damage to that Pokémon (apply Weakness and "
                     f"Resistance).")

    def on_retreat(self, g: Game, src: Source, mon: Pokemon) -> None:
        holder = src.mon
        if mon.owner == holder.owner or g.side(holder.owner).active is not holder:
            return
        if g.flip(power_name(self, holder)):
            power_damage(g, mon, self.amount, holder.types)


def _yes(g, player: str, kind: str, prompt: str) -> bool:
    return g.choose(player, kind, prompt, [("yes", "yes"), ("no", "no")]) == "yes"


class BenchGuard(PowerScript):
    """While this Pokémon is on its owner's Bench, whenever 1 of that player's other Benched
    Pokémon is about to be damaged — by an attack or anything else (a Power: Sneak Attack,
    Sinkhole; an Energy card: Rainbow Energy), the card names no attack — the player may
    have this Pokémon take 10 of that damage instead: one choice (``yes``/``no``) for each
    Pokémon damaged at once (damage step 10, after Weakness, Resistance and every other
    effect)."""

    hints = Hints(reduces=10, absorbs=True)

    def __init__(self, amount: int = 10):
        self.amount = amount
        self.text = (f"While this Pokémon is on your Bench, whenever 1 of your other Benched "
                     f"Pokémon is damaged you may have this Pokémon take {amount} of that "
                     f"damage instead (a choice for each Pokémon damaged).")

    def redirects(self, g: Game, src: Source, attacker: Pokemon | None,
                  amounts: list[tuple[Pokemon, int]]) -> list[tuple[Pokemon, int]]:
        me = src.mon
        side = g.side(me.owner)
        if me not in side.bench:
            return amounts
        out = list(amounts)
        for i, (target, dmg) in enumerate(amounts):
            if target is me or dmg <= 0 or target not in side.bench:
                continue
            name = power_name(self, me)
            if not _yes(g, me.owner, "may",
                        f"{name}: have {me.name} take {min(self.amount, dmg)} of the "
                        f"{dmg} damage to {target.name}?"):
                continue
            moved = min(self.amount, dmg)
            out[i] = (target, dmg - moved)
            out.append((me, moved))
            g.say(f"{g.whose(me)}'s {name} takes {moved} damage instead of {g.whose(target)}")
        merged: dict[int, list] = {}
        for target, dmg in out:
            if target.uid in merged:
                merged[target.uid][1] += dmg
            else:
                merged[target.uid] = [target, dmg]
        return [(t, d) for t, d in merged.values()]


class PollenDefense(PowerScript):
    """If an attack (any attack, as the card says: its owner's Confusion damage too) does
    damage to this Pokémon while it is its owner's Active Pokémon (even if that Knocks it
    Out), flip a coin: heads, the opponent's Active Pokémon is now ``condition``. Works
    while Asleep, Confused or Paralyzed. ``opponents_only``: the opponent's attacks only, and
    not while it is Asleep, Confused or Paralyzed (Fluffy Wool: the attacker Asleep)."""

    hints = Hints(condition="confused", coin=True)

    blocked_by_conditions = False

    def __init__(self, condition: str = "confused", opponents_only: bool = False):
        self.condition = condition
        #: only the opponent's attacks, and not while this Pokémon is Asleep, Confused or
        #: Paralyzed already when attacked (Fluffy Wool)
        self.opponents_only = opponents_only
        self.blocked_by_conditions = opponents_only
        whose = "your opponent's attack" if opponents_only else "an attack"
        self.text = (f"If {whose} damages this Pokémon while it is your Active Pokémon (even if "
                     f"it is Knocked Out), flip a coin: heads, your opponent's Active Pokémon is "
                     f"now {conditions.NAMES[condition]}.")

    def after_damage(self, g: Game, src: Source, attacker: Pokemon | None, target: Pokemon,
                     dmg: int) -> None:
        me = src.mon
        if target is not me or attacker is None or not g.is_active(me):
            return
        if self.opponents_only and attacker.owner == me.owner:
            return
        foe = g.opponent(me.owner).active
        if foe is not None and g.flip(power_name(self, me)):
            conditions.apply(g, foe, self.condition)


class Flee(PowerScript):
    """If an attack does damage to this Pokémon while it is its owner's Active Pokémon (and
    it is not Knocked Out), its owner may switch it with 1 of their Benched Pokémon (a
    bench slot; ``done`` stays): the attack's other effects on it are then prevented. Not while
    it is Asleep, Confused or Paralyzed."""

    hints = Hints(switches=True, prevents=True)

    text = ("If an attack damages this Pokémon while it is your Active Pokémon, you may switch it "
            "with 1 of your Benched Pokémon; the attack's other effects on it are prevented.")

    def after_damage(self, g: Game, src: Source, attacker: Pokemon | None, target: Pokemon,
                     dmg: int) -> None:
        from oldback.engine.hooks import hp

        me = src.mon
        side = g.side(me.owner)
        if target is not me or side.active is not me or not side.bench or attacker is None:
            return
        if me.damage >= hp(g, me):
            return
        player = me.owner
        key = g.choose(player, "target", f"{power_name(self, me)}: switch {me.name} with a "
                       f"Benched Pokémon?", [(g.slot(m, player), g.label(m, player))
                                             for m in side.bench] + [("done", "stay")])
        if key == "done":
            return
        retreat.switch(g, side, g.at(player, key))
        if attacker is not me:
            me.effects = (*me.effects, Lasting("fled", g.turn, source=me.uid,
                                               data=str(attacker.uid)))


class Rebirth(PowerScript):
    """When this Pokémon is Knocked Out, its owner may return its card to their hand once it
    has been discarded (``yes``/``no``). Not if it was Asleep, Confused or Paralyzed when
    Knocked Out (its power did not work then)."""

    hints = Hints(survives=True)

    text = ("When this Pokémon is Knocked Out, you may return it to your hand after discarding "
            "it.")

    def after_knocked_out(self, g: Game, src: Source, mon: Pokemon, attack_by: str | None) -> None:
        if src.holder is not mon:
            return
        card = mon.stack[-1]
        side = g.side(mon.owner)
        if not any(c is card for c in side.discard) or hooks.discard_shielded(g):
            return
        if not _yes(g, mon.owner, "may", f"{power_name(self, mon)}: return {card.name} to "
                    f"your hand?"):
            return
        if not to_hand(g, side, card):
            return
        g.say(f"{side.name} returns {card.name} from the discard pile to the hand")


class RestlessSleep(PowerScript):
    """If an opponent's attack does damage to this Pokémon while it is Asleep already (even if
    that Knocks it Out), the power does ``amount`` damage to the attacking Pokémon: not an
    attack's damage, so no Weakness or Resistance."""

    @property
    def hints(self) -> Hints:
        return Hints(damage=self.amount)

    blocked_by_conditions = False

    def __init__(self, amount: int = 20):
        self.amount = amount
        self.text = (f"If your opponent's attack damages this Pokémon while it is Asleep (even if "
                     f"it is Knocked Out), this power does {amount} damage to the attacking "
                     f"Pokémon.")

    def after_damage(self, g: Game, src: Source, attacker: Pokemon | None, target: Pokemon,
                     dmg: int) -> None:
        me = src.mon
        if target is not me or attacker is None or attacker.owner == me.owner:
            return
        if "asleep" not in me.conditions or g.find(attacker.uid) is not attacker:
            return
        attacker.damage += self.amount
        g.say(f"{g.whose(me)}'s {power_name(self, me)}: {self.amount} damage to "
              f"{g.whose(attacker)}")


class FlipToSurvive(PowerScript):
    """If an opponent's attack would Knock Out this Pokémon, flip a coin: heads, it is not
    Knocked Out and its remaining HP become ``left`` (Fortitude)."""

    hints = Hints(survives=True, coin=True)

    def __init__(self, left: int = 10):
        self.left = left
        self.text = (f"If an opponent's attack would Knock Out this Pokémon, flip a coin. "
                     f"Heads: it is not Knocked Out, and its remaining HP become {left}.")

    def on_hp_zero(self, g: Game, src: Source, mon: Pokemon, attack_by: str | None) -> bool:
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
        self.search = SearchDeck(InDeck(what, card_named(name)), show=True)
        self.text = (f"When you evolve a Pokémon into this one from your hand, you may search "
                     f"your deck for {what}, show it to your opponent and put it into your "
                     f"hand. Shuffle your deck afterward.")

    def on_evolved(self, g: Game, src: Source, mon: Pokemon, from_hand: bool) -> None:
        if not from_hand or mon is not src.holder:
            return
        side, player = g.side(mon.owner), mon.owner
        if not side.deck or not g.yes_no(player, "may",
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

    def stops_attack(self, g: Game, src: Source, mon: Pokemon) -> bool:
        if mon is not src.holder:
            return False
        name = power_name(self, mon)
        faces = [g.flip(f"{mon.name}'s {name}") for _ in range(self.coins)]
        if any(faces):
            return False
        shuffle_into_deck(g, mon)
        return True


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

    def on_attached(self, g: Game, src: Source, mon: Pokemon, card: Card,
                    from_hand: bool) -> None:
        if not from_hand or mon is not src.holder or not mon.damage:
            return
        if self.type not in energy.provides(g, mon, card):
            return
        healed = min(self.amount, mon.damage)
        mon.damage -= healed
        g.say(f"{healed // 10} damage counter(s) removed from {g.whose(mon)}")


class DiscardAfterAttach(PowerScript):
    """Whenever its owner attaches a ``type`` Energy card from their hand to this Pokémon,
    they then discard an Energy card attached to it, the one just attached if they like
    (Pure Body). Conditions don't stop it (``blocked_by_conditions`` False)."""

    hints = Hints(energy_price=1)
    blocked_by_conditions = False

    def __init__(self, type_: str):
        self.type = type_
        self.text = (f"Whenever you attach a {type_} Energy card from your hand to this "
                     f"Pokémon, discard an Energy card attached to it afterward.")

    def on_attached(self, g: Game, src: Source, mon: Pokemon, card: Card,
                    from_hand: bool) -> None:
        from oldback.effects.energy import discard_attached

        if not from_hand or mon is not src.holder or not card.is_basic_energy:
            return
        if energy.basic_type(card) != self.type or not mon.energy:
            return
        picked = energy.choose_attached(g, mon.owner, "discard-energy",
                                        f"{power_name(self, mon)}: discard an Energy card "
                                        f"from {mon.name}", [(mon, c) for c in mon.energy])
        assert picked is not None
        discard_attached(g, *picked)


class LeaveWithHpLeft(PowerScript):
    """If this Pokémon ever has exactly ``left`` HP left, it and all cards attached to it are
    shuffled into its owner's deck (Scram): a condition of the board, looked at after every
    change of damage, whatever made it (an attack's damage, Poison at Checkup, moved damage
    counters, a Power's damage: ``watch``)."""

    hints = Hints(to_deck=True, survives=True)

    def __init__(self, left: int = 10):
        self.left = left
        self.text = (f"If this Pokémon ever has exactly {left} HP left, shuffle it and all cards "
                     f"attached to it into your deck.")

    def watch(self, g: Game, src: Source) -> None:
        from oldback.engine.hooks import hp

        mon = src.mon
        if g.find(mon.uid) is mon and hp(g, mon) - mon.damage == self.left:
            g.say(f"{g.whose(mon)} has {self.left} HP left")
            shuffle_into_deck(g, mon)


class DrainAttackerEnergy(PowerScript):
    """If an opponent's attack damages this Pokémon (even Knocking it Out), flip a coin:
    heads, choose an Energy card attached to the attacking Pokémon, if it has any, and
    discard it (Energy Drain)."""

    hints = Hints(removes_energy=1, coin=True)

    text = ("If an opponent's attack damages this Pokémon (even if it is Knocked Out), flip a "
            "coin. Heads: choose 1 Energy card attached to the attacking Pokémon and discard it.")

    def after_damage(self, g: Game, src: Source, attacker: Pokemon | None, target: Pokemon,
                     dmg: int) -> None:
        mon = src.mon
        if target is not mon or attacker is None or attacker.owner == mon.owner:
            return
        if not g.flip(f"{mon.name}'s {power_name(self, mon)}") or not attacker.energy:
            return
        from oldback.effects.energy import discard_attached

        discard_attached(g, *energy.choose_attached(
            g, mon.owner, "discard-energy", f"Discard an Energy card from {attacker.name}",
            [(attacker, c) for c in attacker.energy]))


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

    def after_damage(self, g: Game, src: Source, attacker: Pokemon | None, target: Pokemon,
                     dmg: int) -> None:
        mon = src.mon
        if target is not mon or attacker is None or not g.is_active(mon):
            return  # (damage of no attack, a Power's, does not set it off: "by an attack")
        if g.flip(f"{mon.name}'s {power_name(self, mon)}"):
            return
        for side in (g.p1, g.p2):
            if side.active is not None:
                side.active.damage += self.amount
                g.say(f"{power_name(self, mon)}: {self.amount} damage to {g.whose(side.active)}")


class EvolveAlong(PowerScript):
    """When another of its owner's Pokémon evolves during their turn, its owner may search
    their deck for a card that evolves from this Pokémon and put it on this Pokémon: that
    counts as evolving it, so it must be allowed to evolve now (not its first turn in play,
    not the first turns of the game, not evolved this turn). The deck is shuffled afterward.
    The search may fail to find (``done``). Chain Reaction (docs/rulings.md, Promos)."""

    hints = Hints(searches=Finds.POKEMON, finds=1)

    text = ("When another of your Pokémon evolves during your turn, you may search your deck "
            "for a card that evolves from this Pokémon and put it on this Pokémon (this counts "
            "as evolving it); shuffle your deck afterward.")

    def on_evolved(self, g: Game, src: Source, mon: Pokemon, from_hand: bool) -> None:
        from oldback.engine import turn

        me = src.mon
        player = src.owner
        if (mon is me or mon.owner != player or g.current != player or me.card is not src.card
                or turn.is_first_turn(g) or not turn.evolution_allowed(g, me)):
            return
        side = g.side(player)
        found = [c for c in side.deck if c.is_pokemon and turn.evolves_onto(c, me)]
        if not found:
            return
        key = g.choose(player, "search-deck", f"{power_name(self, me)}: evolve {me.name} with "
                       "which card from your deck?", [(c.id, c.name) for c in found]
                       + [("done", "take nothing")])
        if key == "done":
            return
        card = with_id(found, key)
        side.deck.remove(card)
        g.rng.shuffle(side.deck)
        turn.evolve(g, me, card, from_hand=False)


class WhenPlayed(PowerScript):
    """When this card is played from the hand (an Evolution card onto the Pokémon it
    evolves, or a Basic Pokémon onto the Bench), its pieces happen, in order (``may``: its
    owner may decline first, key ``yes``/``no``): Herbal Scent, Fire Boost, Berserk, [Engage].
    They resolve as a Trainer's steps do, with this Pokémon as "this Pokémon"."""

    @property
    def hints(self) -> Hints:
        from oldback.engine.hints import merge

        return merge(*(p.hints for p in self.pieces))

    def __init__(self, *pieces, may: bool = False):
        self.pieces = pieces
        self.may = may
        body = " ".join(p.describe() for p in pieces)
        self.text = ("When you play this Pokémon from your hand, you may do this: " if may
                     else "When you play this Pokémon from your hand: ") + body

    def _act(self, g, src, mon) -> None:
        side = g.side(mon.owner)
        name = power_name(self, mon)
        if self.may and not _yes(g, side.name, "may", f"Use {name}?"):
            return
        at = PowerPlace(g, side, mon, f"{mon.name}'s {name}")
        for piece in self.pieces:
            piece.effect(at)

    def on_evolved(self, g: Game, src: Source, mon: Pokemon, from_hand: bool) -> None:
        if played_now(g, src, mon, from_hand):
            self._act(g, src, mon)

    def on_benched(self, g: Game, src: Source, mon: Pokemon) -> None:
        if mon is src.holder and mon.owner == g.current and len(mon.stack) == 1:
            self._act(g, src, mon)


class EvolveOnAttach(PowerScript):
    """Whenever its owner attaches an Energy card from the hand to this Pokémon, flip a coin:
    heads, search the deck for a card that evolves from it of a type that Energy card
    provides and put it on this Pokémon; this counts as evolving it
    (``evolution.evolve_from_deck``); shuffle the deck (Energy Evolution)."""

    hints = Hints(searches=Finds.POKEMON, finds=1, coin=True)
    text = ("Whenever you attach an Energy card to this Pokémon, flip a coin. Heads: search your "
            "deck for a card that evolves from it of the same type as that Energy card, and put "
            "it on this Pokémon (this counts as evolving it). Shuffle your deck afterward.")

    def on_attached(self, g: Game, src: Source, mon: Pokemon, card: Card,
                    from_hand: bool) -> None:
        # ("whenever you attach": from the hand or not)
        from oldback.effects.evolution import evolve_from_deck

        if mon is not src.holder:
            return
        types = set(energy.provides(g, mon, card)) - {"Colorless"}
        if not types or not g.flip(f"{mon.name}'s {power_name(self, mon)}"):
            return
        evolve_from_deck(g, mon.owner, [mon], partial(_shares_type, types))


class TrainerToDeckTop(PowerScript):
    """Whenever the opponent plays a Trainer card, this Pokémon's owner may flip a coin
    (``yes``/``no``): heads, that card does nothing and goes on top of the opponent's deck
    (Mind Games; ``intercepts_trainer``)."""

    hints = Hints(disables=True, coin=True)
    text = ("Whenever your opponent plays a Trainer card, you may flip a coin. Heads: that card "
            "does nothing; put it on top of your opponent's deck.")

    def intercepts_trainer(self, g: Game, src: Source, player: str, card: Card) -> bool:
        mon = src.mon
        if player == mon.owner:
            return False
        name = power_name(self, mon)
        if not _yes(g, mon.owner, "may", f"Use {name} on {card.name}?"):
            return False
        if not g.flip(f"{mon.name}'s {name}"):
            return False
        side = g.side(player)
        if card in side.playing:
            side.playing.remove(card)
        side.deck.insert(0, card)
        g.say(f"{card.name} does nothing and goes on top of {player}'s deck")
        return True


class DamageWhenSwitchedIn(PowerScript):
    """During the opponent's turn, whenever 1 of their Benched Pokémon becomes their Active
    Pokémon, this power does ``amount`` damage to it, no Weakness or Resistance (Spikes)."""

    @property
    def hints(self) -> Hints:
        return Hints(disables=True, damage=self.amount)

    def __init__(self, amount: int = 10):
        self.amount = amount
        self.text = (f"During your opponent's turn, whenever 1 of their Benched Pokémon becomes "
                     f"their Active Pokémon, this power does {amount} damage to it (no Weakness "
                     f"or Resistance).")

    def on_switched_in(self, g: Game, src: Source, mon: Pokemon) -> None:
        holder = src.mon
        if mon.owner == holder.owner or g.current != mon.owner or g.find(mon.uid) is not mon:
            return
        power_damage(g, mon, self.amount, (), weakness_resistance=False)


class FlipToShuffleIn(PowerScript):
    """When an opponent's attack would Knock Out this Pokémon (``when="knocked-out"``: Knock
    Out step 1, the spec's example, Time Travel), or damages it and doesn't Knock it Out
    (``when="damaged"``: Bolt), flip a coin: heads, it (not Knocked Out) and every card
    attached to it are shuffled into its owner's deck (a new Active comes up for it; a player
    left with no Pokémon loses). Not while it is Asleep, Confused or Paralyzed: its Power
    does not work then."""

    hints = Hints(survives=True, coin=True)

    def __init__(self, when: str = "knocked-out"):
        if when not in ("knocked-out", "damaged"):
            raise ValueError(f"FlipToShuffleIn: when is 'knocked-out' or 'damaged', not {when!r}")
        self.when = when
        self.text = (
            "If an opponent's attack would Knock Out this Pokémon, flip a coin. Heads: it isn't "
            "Knocked Out; shuffle it and all cards attached to it into your deck."
            if when == "knocked-out" else
            "Whenever your opponent's attack damages this Pokémon, unless it is Knocked Out, "
            "flip a coin. Heads: shuffle it and all cards attached to it into your deck.")

    def on_hp_zero(self, g: Game, src: Source, mon: Pokemon, attack_by: str | None) -> bool:
        if self.when != "knocked-out" or mon is not src.holder or attack_by is None \
                or attack_by == mon.owner:
            return False
        if not g.flip(f"{mon.name}'s {power_name(self, mon)}"):
            return False
        g.say(f"{g.whose(mon)} is not Knocked Out")
        shuffle_into_deck(g, mon)
        return True

    def after_damage(self, g: Game, src: Source, attacker: Pokemon | None, target: Pokemon,
                     dmg: int) -> None:
        me = src.mon
        if self.when != "damaged" or target is not me or attacker is None \
                or attacker.owner == me.owner or dmg <= 0:
            return
        if g.find(me.uid) is not me or me.damage >= hooks.hp(g, me):
            return
        if g.flip(power_name(self, me)):
            shuffle_into_deck(g, me)


class WhenAttached(PowerScript):
    """Whenever its owner attaches an Energy card providing ``type`` from the hand to this
    Pokémon, the pieces happen, as a Trainer's steps do with this Pokémon as "this Pokémon"
    (Lightning Burst: the opponent switches, their choice)."""

    @property
    def hints(self) -> Hints:
        from oldback.engine.hints import merge

        return merge(*(p.hints for p in self.pieces))

    def __init__(self, type_: str, *pieces):
        self.type = type_
        self.pieces = pieces
        body = " ".join(p.describe() for p in pieces)
        self.text = (f"Whenever you attach a {type_} Energy card from your hand to this Pokémon: "
                     f"{body}")

    def on_attached(self, g: Game, src: Source, mon: Pokemon, card: Card,
                    from_hand: bool) -> None:
        if mon is not src.holder or not from_hand or mon.owner != g.current:
            return
        if self.type not in energy.provides(g, mon, card):
            return
        at = PowerPlace(g, g.side(mon.owner), mon, f"{mon.name}'s {power_name(self, mon)}")
        for piece in self.pieces:
            piece.effect(at)


class EnergyFollowsActive(PowerScript):
    """If this Pokémon is its owner's Active Pokémon and goes to the Bench (a retreat or a
    switch), 1 Energy card providing ``type`` attached to it, if any, is attached to the new
    Active Pokémon (the owner's choice among them; one discarded for the Retreat Cost is gone
    already) (Magma Pool)."""

    def __init__(self, type_: str):
        self.type = type_
        self.text = (f"If this Pokémon is your Active Pokémon and moves to the Bench, move 1 "
                     f"{type_} Energy card attached to it, if any, to the new Active Pokémon.")

    @property
    def hints(self) -> Hints:
        return Hints(moves_energy=self.type)

    def on_moved_to_bench(self, g: Game, src: Source, mon: Pokemon, new: Pokemon) -> None:
        from oldback.effects.energy import move_energy_card

        if mon is not src.holder:
            return
        cards = energy.cards_providing(g, mon, self.type)
        if not cards:
            return
        _, card = energy.choose_attached(g, mon.owner, "move-energy",
                                         f"Move which {self.type} Energy card to "
                                         f"{new.name}?", [(mon, c) for c in cards])
        move_energy_card(g, card, mon, new)


class DamageOnOpponentsAttach(PowerScript):
    """Whenever the opponent attaches an Energy card from their hand to a Pokémon, this power
    does ``amount`` damage to that Pokémon, no Weakness or Resistance (``damage.direct``).
    It stops working while its owner has more than 1 Pokémon of its name in play
    (Conductivity)."""

    hints = Hints(disables=True, damage=10)

    def __init__(self, amount: int = 10):
        self.amount = amount
        self.text = (f"Whenever your opponent attaches an Energy card from their hand to a "
                     f"Pokémon, this power does {amount} damage to that Pokémon (no Weakness or "
                     f"Resistance). It stops working while you have more than 1 Pokémon of "
                     f"this name in play.")

    def on_attached(self, g: Game, src: Source, mon: Pokemon, card: Card,
                    from_hand: bool) -> None:
        from oldback.engine import damage

        holder = src.mon
        if not from_hand or g.current == holder.owner:
            return
        if sum(m.name == holder.name for m in g.side(holder.owner).in_play) > 1:
            return
        damage.direct(g, mon, self.amount, f" from {power_name(self, holder)}")


class DamageWhenBenchedFromHand(PowerScript):
    """While this Pokémon is its owner's Active Pokémon, whenever a player puts a Baby or
    Basic Pokémon onto their Bench from their hand, this power does ``amount`` damage to it,
    no Weakness or Resistance (Hot Plate)."""

    hints = Hints(disables=True, damage=10)

    def __init__(self, amount: int = 10):
        self.amount = amount
        self.text = (f"As long as this Pokémon is your Active Pokémon, whenever a player puts a "
                     f"Baby or Basic Pokémon onto their Bench from their hand, this power does "
                     f"{amount} damage to it (no Weakness or Resistance).")

    def on_benched(self, g: Game, src: Source, mon: Pokemon) -> None:
        from oldback.engine import damage

        holder = src.mon
        if g.side(holder.owner).active is not holder or mon is holder:
            return
        damage.direct(g, mon, self.amount, f" from {power_name(self, holder)}")


class TagTeam(PowerScript):
    """When this card is played from the hand to evolve a Benched Pokémon, remove up to
    ``amount`` damage from its owner's Active Pokémon, then switch this Pokémon with it (not
    a retreat) (Tag Team)."""

    hints = Hints(heals=30, switches=True)

    def __init__(self, amount: int = 30):
        self.amount = amount
        self.text = (f"When you play this Pokémon from your hand, if it is on your Bench, remove "
                     f"{amount // 10} damage counters from your Active Pokémon (all if it has "
                     f"fewer), then switch this Pokémon with your Active Pokémon.")

    def on_evolved(self, g: Game, src: Source, mon: Pokemon, from_hand: bool) -> None:
        if not played_now(g, src, mon, from_hand):
            return
        side = g.side(mon.owner)
        active = side.active
        if active is None or active is mon or mon not in side.bench:
            return
        healed = min(self.amount, active.damage)
        if healed:
            active.damage -= healed
            g.say(f"{healed // 10} damage counter(s) removed from {active.name}")
        retreat.switch(g, side, mon)


# (the cards a Power offers one at a time are found by functions of the module, not by
# closures in its methods: the compiled vocabulary cannot close over a method's variables)
def _basics_if_room(g: Game, side: Side) -> list[Card]:
    from oldback.engine.setup import is_basic

    return [c for c in side.deck if is_basic(c)] if hooks.bench_room(g, side) else []


def _in_discard(side: Side, match: Callable[[Card], bool] | None) -> list[Card]:
    return [c for c in side.discard if match is None or match(c)]


def _shares_type(types: set[str], card: Card) -> bool:
    return bool(types & set(card.types))
