"""Evolution and devolution: evolve from the deck, evolve again this turn, skip a Stage
(Pokémon Breeder), devolve (Devolution Spray and the attacks that devolve)."""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from oldback.card import with_id
from oldback.effects.pieces import Piece, effects_prevented
from oldback.effects.select import SELF, Pokemons, card_named, choose_one, owner_of
from oldback.engine import conditions, turn
from oldback.engine.attack import Attacking, Place
from oldback.engine.hints import Finds, Hints
from oldback.engine.scripts import CardScript, script_of
from oldback.engine.state import Lasting, Pokemon

if TYPE_CHECKING:
    from oldback.card import Card
    from oldback.engine.game import Game
    from oldback.engine.state import Side


class DevolveAny(Piece):
    """Choose an evolved Pokémon in play, yours or your opponent's (a slot key): the highest
    Stage card on it goes back to its owner's hand. As with evolving, its Special Conditions
    and attack effects end; its damage stays, so a lower HP may Knock it Out (Devolution
    Beam; RULINGS, Promos: either player's Pokémon)."""

    hints = Hints(devolves=True)

    def effect(self, ctx: Attacking) -> None:
        g, player = ctx.g, ctx.player
        mons = [m for m in g.side(player).in_play + g.opponent(player).in_play
                if len(m.stack) > 1 and (m is ctx.attacker or not effects_prevented(ctx, m))]
        if not mons:
            g.say("there is no evolved Pokémon to devolve")
            return
        key = g.choose(player, "target", "Devolve which evolved Pokémon?",
                       [(g.slot(m, player), g.label(m, player)) for m in mons])
        mon = g.at(player, key)
        old = mon.name
        top = mon.stack.pop()
        g.side(mon.owner).hand.append(top)
        conditions.clear_on_evolve(mon)
        g.say(f"{mon.owner}'s {old} devolves into {mon.name}; {top.name} returns to the hand")

    def describe(self) -> str:
        return ("Choose an evolved Pokémon (yours or your opponent's). Return the highest Stage "
                "card on it to its owner's hand; it is no longer affected by Special Conditions "
                "or other effects of attacks, as when a Pokémon evolves.")


class FlipDevolveToDeck(Piece):
    """If the opponent has an evolved Pokémon in play, choose 1 of them (a slot key), then
    flip a coin: heads, its owner shuffles the highest Stage card on it into their deck. As
    with evolving, its Special Conditions and attack effects end; its damage stays, so a
    lower HP may Knock it Out (Prehistoric Water)."""

    hints = Hints(devolves=True, coin=True)

    def effect(self, ctx: Attacking) -> None:
        g, player = ctx.g, ctx.player
        mons = [m for m in g.opponent(player).in_play
                if len(m.stack) > 1 and not effects_prevented(ctx, m)]
        if not mons:
            return
        key = g.choose(player, "target", "Choose which evolved Pokémon?",
                       [(g.slot(m, player), g.label(m, player)) for m in mons])
        mon = g.at(player, key)
        if not ctx.flip():
            return
        old = mon.name
        top = mon.stack.pop()
        side = g.side(mon.owner)
        side.deck.append(top)
        g.rng.shuffle(side.deck)
        conditions.clear_on_evolve(mon)
        g.say(f"{mon.owner}'s {old} devolves into {mon.name}; {top.name} is shuffled into the "
              f"deck")

    def describe(self) -> str:
        return ("If your opponent has any evolved Pokémon in play, choose 1 of them and flip a "
                "coin. Heads: your opponent shuffles the highest Stage card on it into their "
                "deck.")


class Devolve(CardScript):
    """Devolution Spray: choose 1 of your evolved Pokémon and a stage (key: the stage as
    printed, "Stage 1" or "Stage 2"); its Evolution cards of that stage and above are
    discarded. As with evolving, its Special Conditions and attack effects end; its damage
    stays (a lower HP may Knock it Out)."""

    hints = Hints(devolves=True)

    text = ("Choose 1 of your evolved Pokémon and a Stage: discard its Evolution cards of that "
            "Stage and higher. Its Special Conditions and attack effects end, as when it "
            "evolves.")

    def candidates(self, side):
        return [m for m in side.in_play if len(m.stack) > 1]

    def playable(self, g: Game, side: Side, card: Card) -> bool:
        return bool(self.candidates(side))

    def play(self, g: Game, side: Side, card: Card) -> None:
        mon = choose_one(g, side.name, self.candidates(side), "target", "Devolve which Pokémon?")
        options = []
        for i in range(1, len(mon.stack)):
            names = ", ".join(c.name for c in mon.stack[i:])
            options.append((mon.stack[i].stage or str(i), f"discard {names}"))
        key = g.choose(side.name, "devolve-stage", "Discard Evolution cards from which Stage?",
                       options)
        i = next(i for i in range(1, len(mon.stack))
                 if (mon.stack[i].stage or str(i)) == key)
        old = mon.name
        gone = mon.stack[i:]
        del mon.stack[i:]
        side.discard.extend(gone)
        conditions.clear_on_evolve(mon)
        g.say(f"{side.name} devolves {old} into {mon.name}")


@cache
def _basic_of(stage2_from: str) -> str | None:
    """The name of the Basic Pokémon under the Stage 1 named ``stage2_from``."""
    from oldback.facts.catalog import card as catalog_card

    try:
        stage1 = catalog_card(stage2_from)
    except KeyError:
        return None
    return stage1.evolves_from if stage1.stage == "Stage 1" else None


class SkipStage(CardScript):
    """Pokémon Breeder: a Stage 2 card from the hand goes straight onto the Basic Pokémon
    its Stage 1 evolves from (Mysterious Fossil included: it is played as a Basic), only
    when that Pokémon could evolve now: not during the first turns of the game, not put
    into play or evolved this turn, not blocked (Prehistoric Power)."""

    hints = Hints(skips_stage=True)

    text = ("Put a Stage 2 card from your hand onto the matching Basic Pokémon, skipping its "
            "Stage 1; only when you could evolve that Pokémon now.")

    def pairs(self, g, side):
        if turn.is_first_turn(g):
            return []
        out = []
        for c in side.hand:
            if not (c.is_pokemon and c.stage == "Stage 2" and c.evolves_from):
                continue
            basic = _basic_of(c.evolves_from)
            for mon in side.in_play:
                top = mon.card
                if (top.name == basic
                        and (top.stage == "Basic" or script_of(top).plays_as_basic)
                        and turn.evolution_allowed(g, mon)):
                    out.append((c, mon))
        return out

    def playable(self, g: Game, side: Side, card: Card) -> bool:
        return bool(self.pairs(g, side))

    def play(self, g: Game, side: Side, card: Card) -> None:
        player = side.name
        pairs = self.pairs(g, side)
        key = g.choose(player, "from-hand", "Which Stage 2 card?",
                       [(c.id, c.name) for c, _ in pairs])
        mons = [m for c, m in pairs if c.id == key]
        mon = choose_one(g, side.name, mons, "target", "Put it onto which Pokémon?")
        stage2 = turn.take_from_hand(side, key)
        turn.evolve(g, mon, stage2)


class Hasten(Piece):
    """Choose 1 of ``on``: this turn it may evolve although it came into play or evolved
    this turn, or on the first turn, and so may what it evolves into (Giovanni)."""

    @property
    def hints(self) -> Hints:
        return Hints(hastens=True, owner=owner_of(self.on))

    def __init__(self, on: Pokemons):
        self.on = on

    def can_play(self, at: Place) -> bool:
        return self.on.exists(at)

    def effect(self, ctx: Place) -> None:
        g = ctx.g
        mon = choose_one(g, ctx.side.name, self.on.resolve(ctx), "target",
                         "Which Pokémon may evolve again this turn?")
        mon.effects = (*mon.effects, Lasting("hastened", g.turn))
        g.say(f"{mon.name} may evolve again this turn")

    def describe(self) -> str:
        return (f"Choose 1 of {self.on}. For the rest of your turn you may evolve it even if "
                f"it came into play or evolved this turn, or on your first turn; so may the "
                f"Pokémon it evolves into.")


def evolve_from_deck(g, player: str, mons: list[Pokemon], match = None) -> bool:
    """Search ``player``'s deck for an Evolution card that evolves one of ``mons`` (and
    ``match``es) and put it on that Pokémon (keys: the card id, then the slot when it fits
    several; ``done`` finds nothing); shuffle the deck. This counts as evolving: only a
    Pokémon that could evolve now is one of them (not on the first turns of the game, nor
    one put into play or evolved this turn, nor where evolution is blocked: Pojo, Rules &
    Rulings, June 2000); with none, nothing happens. The evolution is not from the hand
    (``turn.evolve``). True if it evolved."""
    from oldback.engine.turn import evolution_allowed, evolve, evolves_onto, is_first_turn

    side = g.side(player)
    mons = [m for m in mons if not is_first_turn(g) and evolution_allowed(g, m)]
    if not mons:
        g.say(f"{player}'s Pokémon can't evolve now")
        return False
    fits = [(c, m) for c in side.deck if c.evolves_from is not None
            and (match is None or match(c)) for m in mons if evolves_onto(c, m)]
    key = g.choose(player, "search-deck", "Evolve with which card from your deck?",
                   [(c.id, c.name) for c, _ in fits] + [("done", "take nothing")])
    if key == "done":
        g.rng.shuffle(side.deck)
        return False
    card = next(c for c, _ in fits if c.id == key)
    targets = [m for c, m in fits if c is card]
    mon = choose_one(g, player, targets, "target", f"Put {card.name} on which Pokémon?")
    side.deck.remove(card)
    evolve(g, mon, card, from_hand=False)
    g.rng.shuffle(side.deck)
    return True


class EvolveFromDeck(Piece):
    """Search your deck for a card that evolves from 1 of ``among`` (named one of ``names``,
    when given) and put it on that Pokémon: this counts as evolving it
    (``evolve_from_deck``); shuffle the deck (Lunar Power: 1 of your Benched Pokémon;
    Rapid Evolution: this Pokémon, into Gyarados or Dark Gyarados)."""

    hints = Hints(searches=Finds.POKEMON, finds=1)

    def __init__(self, among: Pokemons, names: tuple[str, ...] = ()):
        self.among = among
        self.names = names

    def effect(self, ctx: Attacking) -> None:
        mons = self.among.resolve(ctx)
        if mons:
            evolve_from_deck(ctx.g, ctx.player, mons,
                             card_named(*self.names) if self.names else None)

    def describe(self) -> str:
        card = (f"an Evolution card named {' or '.join(self.names)}" if self.names
                else "a card")
        if self.among is SELF:
            where = "this Pokémon and put it on this Pokémon"
        else:
            where = f"1 of {self.among} and put it on that Pokémon"
        return (f"Search your deck for {card} that evolves from {where} (this counts as "
                f"evolving it). Shuffle your deck afterward.")


def evolve_from_deck_piece(among: Pokemons, *names: str) -> EvolveFromDeck:
    return EvolveFromDeck(among, names)


class DevolveOwn(Piece):
    """Choose 1 of your evolved Pokémon: the highest Stage card on it goes back to your hand.
    As with evolving, its Special Conditions and attack effects end; its damage stays (a
    lower HP may Knock it Out); it can't evolve again this turn (Hyper Devolution Spray).
    As a Trainer's step, playable while you have an evolved Pokémon."""

    hints = Hints(devolves=True)

    def can_play(self, at: Place) -> bool:
        return any(len(m.stack) > 1 for m in at.side.in_play)

    def effect(self, ctx: Place) -> None:
        g, side = ctx.g, ctx.side
        mons = [m for m in side.in_play if len(m.stack) > 1]
        if not mons:
            return
        mon = choose_one(g, side.name, mons, "devolve", "Devolve which of your Pokémon?")
        old = mon.name
        top = mon.stack.pop()
        side.hand.append(top)
        conditions.clear_on_evolve(mon)
        mon.evolved_turn = g.turn  # "You can't evolve a Pokémon the turn you devolve it."
        g.say(f"{side.name}'s {old} devolves into {mon.name}; {top.name} returns to the hand")

    def describe(self) -> str:
        return ("Choose 1 of your evolved Pokémon. Return the highest Stage card on it to your "
                "hand. (You can't evolve it again this turn.)")


class EvolveAnyFromDeck(Piece):
    """For any number of ``among`` (your Pokémon of some names), one after another: search
    your deck for a card that evolves from it and put it on it (this counts as evolving
    it: ``evolve_from_deck``, ``done`` stops); shuffle the deck afterward (Evolutionary
    Spore)."""

    hints = Hints(searches=Finds.POKEMON, finds=2)

    def __init__(self, among: Pokemons):
        self.among = among

    def effect(self, ctx: Attacking) -> None:
        while evolve_from_deck(ctx.g, ctx.player, self.among.resolve(ctx)):
            pass

    def describe(self) -> str:
        return (f"Choose any number of {self.among}. For each of them, you may search your deck "
                f"for a card that evolves from it and put it on it (this counts as evolving "
                f"it). Shuffle your deck afterward.")


@cache
def next_stages(name: str) -> frozenset[str]:
    """The names of the cards of the era that evolve from a Pokémon named ``name`` (the facts
    of every set; a Baby Pokémon's printed "evolves into" too)."""
    from oldback.facts.catalog import cards

    found = {c.name for c in cards() if c.evolves_from == name}
    found.update(n for c in cards() if c.name == name for n in c.evolves_to)
    return frozenset(found)


def later_stage_of(card: Card, mon: Pokemon) -> bool:
    """Whether ``card`` is a later Stage of the Pokémon ``mon``: its next Stage, or the Stage
    after that (a Stage 2 card for a Basic Pokémon)."""
    name = mon.card.name
    return card.evolves_from is not None and (card.evolves_from == name
                                              or card.evolves_from in next_stages(name))


class LaterStagesToHand(Piece):
    """Choose 1 or up to ``count`` of your non-Baby Pokémon that can evolve (``done`` after
    the first stops); flip a coin for each: heads, search your deck for a later-Stage card
    of it, show it and put it into your hand (the search may fail: ``done``); shuffle the
    deck afterward (Pokémon Breeder Fields). As a step, playable while there is such a
    Pokémon."""

    hints = Hints(searches=Finds.POKEMON, finds=1, coin=True)

    def __init__(self, count: int = 2):
        self.count = count

    @staticmethod
    def _mons(side) -> list[Pokemon]:
        return [m for m in side.in_play if m.card.stage != "Baby" and next_stages(m.card.name)]

    def can_play(self, at: Place) -> bool:
        return bool(self._mons(at.side))

    def effect(self, ctx: Place) -> None:
        g, side = ctx.g, ctx.side
        pool = self._mons(side)
        chosen: list[Pokemon] = []
        while pool and len(chosen) < self.count:
            options = [(g.slot(m, side.name), g.label(m, side.name)) for m in pool]
            if chosen:
                options.append(("done", "no more"))
            key = g.choose(side.name, "target", "Flip a coin for which of your Pokémon?",
                           options)
            if key == "done":
                break
            mon = g.at(side.name, key)
            chosen.append(mon)
            pool.remove(mon)
        for mon in chosen:
            if not ctx.flip():
                continue
            found = [c for c in side.deck if later_stage_of(c, mon)]
            key = g.choose(side.name, "search-deck", f"Take a later Stage of {mon.name}",
                           [(c.id, c.name) for c in found] + [("done", "take nothing")])
            if key != "done":
                card = with_id(found, key)
                side.deck.remove(card)
                side.hand.append(card)
                g.say(f"{side.name} shows {card.name} and puts it into the hand")
        g.rng.shuffle(side.deck)

    def describe(self) -> str:
        return (f"Choose 1 or {self.count} of your non-Baby Pokémon that can evolve and flip a "
                f"coin for each. For each heads, search your deck for a later-Stage card of that "
                f"Pokémon, show it and put it into your hand. Shuffle your deck afterward.")


class EachEvolvesFromDeck(Piece):
    """Your opponent may choose 1 of their Pokémon and search their deck for a card that
    evolves from it, and put it on that Pokémon: this counts as evolving it
    (``evolve_from_deck``: only a Pokémon that could evolve now; ``done`` takes nothing);
    then you may do the same. Each player's deck is shuffled (Evolution Song)."""

    hints = Hints(searches=Finds.POKEMON, finds=1)

    def effect(self, ctx: Attacking) -> None:
        for side in (ctx.opp, ctx.side):
            if side.in_play:
                evolve_from_deck(ctx.g, side.name, side.in_play)

    def describe(self) -> str:
        return ("Your opponent may search their deck for a card that evolves from 1 of their "
                "Pokémon and put it on that Pokémon (this counts as evolving it). Then you may "
                "do the same. Each player who searched shuffles their deck.")
