"""Pieces first needed by the Black Star Promos 10–24, each written to be reused.

Attack pieces: coins split between the Defending Pokémon and the attacker
(``heads_and_tails``), a requirement that two counts be equal (``requires_same``), a coin
that picks which cost is paid (``flip_cost``), moving an Energy card among the opponent's
Pokémon (``move_opponent_energy``), and a bonus only on a player's birthday
(``on_birthday``).
Trainer steps: end the turn (``end_turn``; drawing up to N is ``gym.draw_up_to``). Powers:
evolving along when another Pokémon evolves (``EvolveAlong``) and ending the Special
Conditions of both Active Pokémon (``CureActives``).
"""

from __future__ import annotations

from oldback.card import with_id
from oldback.effects.attacks import Piece, _pieces, effects_prevented
from oldback.effects.powers import mark_used, power_name, used_this_turn
from oldback.effects.select import EACH_PLAYERS, OPPONENTS, Count, InPlay, Place, Pokemons
from oldback.engine import conditions, energy
from oldback.engine.attack import AttackContext
from oldback.engine.hints import Finds, Hints
from oldback.engine.scripts import PowerScript
from oldback.engine.state import NO_CONDITIONS, Pokemon

#: every Pokémon of the opponent's in play (Active first, then the Bench)
OPPONENTS_POKEMON = InPlay(OPPONENTS)


# --- attack pieces -----------------------------------------------------------------------------
class HeadsAndTails(Piece):
    """Flip as many coins as ``coins`` counts: ``heads`` damage to the Defending Pokémon for
    each heads, then ``tails`` damage to this Pokémon itself for each tails (Miraculous
    Comeback)."""

    @property
    def hints(self) -> Hints:
        return Hints(decides_damage=True, coin=True)

    uses_base = True

    def __init__(self, coins: Count, heads: int, tails: int):
        self.coins = coins
        self.per_heads = heads
        self.per_tails = tails

    def base(self, ctx: AttackContext) -> None:
        n = self.coins.count(ctx)
        up = sum(ctx.flip() for _ in range(n))
        if ctx.defender is not None:
            ctx.add(ctx.defender, self.per_heads * up)
        if n - up:
            ctx.add(ctx.attacker, self.per_tails * (n - up))

    def describe(self) -> str:
        return (f"Flip a coin for each {self.coins.each}: {self.per_heads} damage for each "
                f"heads; then this Pokémon does {self.per_tails} damage to itself for each "
                f"tails.")


def heads_and_tails(coins: Count, heads: int = 10, tails: int = 10) -> HeadsAndTails:
    return HeadsAndTails(coins, heads, tails)


class PokemonInPlay(Count):
    """The Pokémon in play of ``among`` (a Clefairy Doll or Mysterious Fossil counts: it is
    a Pokémon while in play)."""

    def __init__(self, among: Pokemons, each: str):
        self.among = among
        self.each = each
        self.number = each

    def count(self, at: Place) -> int:
        return len(self.among.resolve(at))


#: both players' Pokémon in play
EACH_PLAYERS_POKEMON = PokemonInPlay(InPlay(EACH_PLAYERS), "Pokémon in play (both players')")


class RequiresSame(Piece):
    """The attack can't be used unless two counts are equal (Synchronize: as many Energy
    cards on this Pokémon as on the Defending Pokémon)."""

    hints = Hints(requires=True)

    def __init__(self, first: Count, second: Count):
        self.first = first
        self.second = second

    def usable(self, ctx: AttackContext) -> bool:
        return self.first.count(ctx) == self.second.count(ctx)

    def describe(self) -> str:
        return (f"This attack can't be used unless the number of {self.first.number} equals "
                f"the number of {self.second.number}.")


def requires_same(first: Count, second: Count) -> RequiresSame:
    return RequiresSame(first, second)


class FlipCost(Piece):
    """An "in order to use" cost chosen by a coin: heads, pay the ``heads`` costs; tails, the
    ``tails`` costs. The attack can't be announced unless both could be paid (spec, Main
    Differences from WotC: "if you can't discard …, this attack does nothing"); the coin is
    flipped when the cost is paid (after the damage, or before it under ``wotc``: the rule
    switch ``costs_after_damage``). Hyper Flame."""

    @property
    def hints(self) -> Hints:
        return Hints(coin=True, heads=tuple(p.hints for p in self.heads),
                     tails=tuple(p.hints for p in self.tails))

    def __init__(self, heads: tuple[Piece, ...], tails: tuple[Piece, ...]):
        self.heads = heads
        self.tails = tails

    def usable(self, ctx: AttackContext) -> bool:
        return all(p.usable(ctx) for p in self.heads + self.tails)

    def pay(self, ctx: AttackContext) -> None:
        for p in self.heads if ctx.flip() else self.tails:
            p.pay(ctx)

    def describe(self) -> str:
        def part(pieces: tuple[Piece, ...]) -> str:
            return " ".join(p.describe().removeprefix("To use this attack, ") for p in pieces)

        return (f"To use this attack, flip a coin. Heads: {part(self.heads)} Tails: "
                f"{part(self.tails)} If you can't, this attack can't be used.")


def flip_cost(heads: Piece | tuple[Piece, ...], tails: Piece | tuple[Piece, ...]) -> FlipCost:
    """A coin decides which "in order to use" cost the attack pays."""
    return FlipCost(_pieces(heads), _pieces(tails))


class MoveOpponentEnergy(Piece):
    """Choose a basic Energy card attached to 1 of your opponent's Pokémon and attach it to
    another of their Pokémon of your choice (Energy Control). Pokémon protected from the
    attack's effects (Barrier, Transparency …) are neither a source nor a destination."""

    hints = Hints(removes_energy=1)

    def effect(self, ctx: AttackContext) -> None:
        g, player = ctx.g, ctx.player
        mons = [m for m in ctx.opp.in_play if not effects_prevented(ctx, m)]
        if len(mons) < 2:
            return
        sources = [m for m in mons if any(c.is_basic_energy for c in m.energy)]
        if not sources:
            return
        src, card = energy.choose_attached(g, player, "move-energy", "Move which basic Energy "
                                           "card of your opponent's?",
                                           [(m, c) for m in sources for c in m.energy
                                            if c.is_basic_energy], "{card} on {mon}")
        targets = [m for m in mons if m is not src]
        to = g.at(player, g.choose(player, "move-energy-to", f"Attach {card.name} to which of "
                                   "your opponent's Pokémon?",
                                   [(g.slot(m, player), g.label(m, player)) for m in targets]))
        energy.detach(src, card)
        to.energy.append(card)
        g.say(f"{card.name} moves from {g.whose(src)} to {g.whose(to)}")

    def describe(self) -> str:
        return ("Choose a basic Energy card attached to 1 of your opponent's Pokémon and attach "
                "it to another of their Pokémon.")


def move_opponent_energy() -> MoveOpponentEnergy:
    return MoveOpponentEnergy()


class OnBirthday(Piece):
    """``pieces`` happen only if it is the attacking player's birthday. The engine knows no
    dates: the rule switch ``birthday`` says whose birthday it is (``""`` nobody's, the
    default; ``"p1"``, ``"p2"`` or ``"both"``): docs/rulings.md, Birthday Surprise."""

    @property
    def hints(self) -> Hints:
        hints = [p.hints for p in self.pieces]
        return hints[0] if len(hints) == 1 else Hints(parts=tuple(hints))

    def __init__(self, pieces: tuple[Piece, ...]):
        self.pieces = pieces
        self.uses_base = any(p.uses_base for p in pieces)

    @staticmethod
    def today(ctx: AttackContext) -> bool:
        return ctx.g.rules.birthday in (ctx.player, "both")

    def base(self, ctx: AttackContext) -> None:
        if self.uses_base and self.today(ctx):
            for p in self.pieces:
                p.base(ctx)

    def effect(self, ctx: AttackContext) -> None:
        if self.today(ctx):
            for p in self.pieces:
                p.effect(ctx)

    def describe(self) -> str:
        return ("If it is your birthday (the rule switch birthday): "
                + " ".join(p.describe() for p in self.pieces))


def on_birthday(*pieces: Piece) -> OnBirthday:
    return OnBirthday(pieces)


# --- Trainer steps -----------------------------------------------------------------------------
class EndTurn(Piece):
    """Your turn ends now: you don't get to attack (``turn.end_turn``)."""

    hints = Hints(ends_turn=True)
    quiet = True

    def effect(self, ctx: Place) -> None:
        from oldback.engine import turn

        turn.end_turn(ctx.g)
        ctx.g.say(f"{ctx.side.name}'s turn is over")

    def describe(self) -> str:
        return "Your turn is over now (you don't get to attack)."


def end_turn() -> EndTurn:
    return EndTurn()


# --- Pokémon Powers ----------------------------------------------------------------------------
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

    def on_evolved(self, g, src, mon, from_hand):
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


class CureActives(PowerScript):
    """Once during your turn (before your attack): both Active Pokémon are no longer Asleep,
    Confused, Paralyzed or Poisoned (Solar Power). Offered only while one of them has a
    Special Condition."""

    hints = Hints(cures=True)

    activated = True
    text = ("Once during your turn (before your attack), you may make your Active Pokémon and "
            "the Defending Pokémon no longer Asleep, Confused, Paralyzed or Poisoned.")

    @staticmethod
    def actives(g, mon) -> list[Pokemon]:
        return [m for m in (g.side(mon.owner).active, g.opponent(mon.owner).active)
                if m is not None]

    def can_use(self, g, mon):
        return (mon.owner == g.current and not used_this_turn(g, mon, self)
                and any(m.conditions for m in self.actives(g, mon)))

    def use(self, g, mon):
        mark_used(g, mon, self)
        for target in self.actives(g, mon):
            for name in sorted(target.conditions):
                conditions.remove(g, target, name)
            target.conditions = NO_CONDITIONS
        g.say(f"{power_name(self, mon)}: both Active Pokémon are no longer affected by Special "
              "Conditions")
