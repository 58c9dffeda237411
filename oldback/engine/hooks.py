"""Asking the effects in play: the one place every procedure finds its sources.

``sources(g, hook, mons)`` lists every effect holder that answers ``hook``, in this
order, which is the order their changes apply:

1. for each Pokémon of ``mons``, the sources on it (``scripts.held``): its lasting
   effects and markers, its attached cards, its Special Energy cards;
2. the Pokémon Powers that work now, of every Pokémon in play (``powers.working``);
3. the Stadium in play;
4. the side-wide lasting effects of the players in ``sides``.

A procedure asks the Pokémon it is about (the attacker at damage step 2, the Pokémon
receiving the damage at step 7 …); the powers and the Stadium are always asked, and a
hook of theirs decides whether it concerns the Pokémon at hand (``src.holder``).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from oldback.card import Attack
from oldback.engine import energy, powers
from oldback.engine.scripts import (
    ANSWERED,
    LASTING,
    LASTING_HOOKS,
    PowerScript,
    Source,
    held,
    new_source,
    script_of,
    stat,
)

if TYPE_CHECKING:
    from oldback.engine.game import Game
    from oldback.engine.state import Pokemon, Side

#: how many Pokémon a Bench holds unless an effect says otherwise
BENCH_SIZE = 5

#: the powers that work now, as ``powers.working`` finds them (or ``powers.Lazy``: found
#: at the first question that needs them)
Working = Iterable[tuple["Pokemon", PowerScript]]


def sources(g: Game, hook: str, mons: Iterable[Pokemon] = (), sides: Iterable[Side] = (),
            working: Working | None = None) -> list[Source]:
    """Every source in play that answers ``hook``, in the order of the module docstring.
    ``working``: the powers that work now (``powers.working``), when the caller has them."""
    if hook not in g.answered:
        # nothing of this game's decks answers it: only lasting effects on the Pokémon and
        # sides asked about may (the usual case: none, found without a list)
        if hook not in LASTING_HOOKS:
            return []
        for mon in mons:
            if mon.effects:
                break
        else:
            for side in sides:
                if side.effects:
                    break
            else:
                return []
    out: list[Source] = []
    lasting, cards = hook in LASTING_HOOKS, hook in g.card_hooks
    if lasting or cards:
        for mon in mons:
            if (lasting and mon.effects) or (cards and (
                    mon.attached or (mon.energy and hook in g.energy_hooks))):
                out += held(mon, hook)
        if out and cards and SHUTS_OFF_ENERGY in g.power_hooks:
            out = [src for src in out if not energy_off(g, src)]
    if hook in g.power_hooks:
        for holder, power in powers.working(g) if working is None else working:
            if hook in power.hooks:
                out.append(new_source((power, holder, holder.card, None, holder.owner)))
    stadium = g.stadium
    if cards and stadium is not None:
        script = script_of(stadium)
        if hook in script.hooks:
            out.append(new_source((script, None, stadium, None, g.stadium_owner or "")))
    for side in sides if lasting else ():
        for eff in side.effects:
            kind = LASTING[eff.kind]
            if hook in kind.hooks:
                out.append(new_source((kind, None, None, eff, side.name)))
    return out


SHUTS_OFF_ENERGY = "shuts_off_energy"


def energy_off(g: Game, src: Source) -> bool:
    """Whether ``src`` is a Special Energy card attached as Energy whose effects a working
    Power stops (``shuts_off_energy``: Miraculous Wind); asked only in a game where some
    Power answers that hook."""
    card, mon = src.card, src.holder
    return (card is not None and mon is not None and card.is_energy
            and not card.is_basic_energy and any(c is card for c in mon.energy)
            and any_says(g, SHUTS_OFF_ENERGY, mon, card))


def may_answer(g: Game, hook: str, bare: bool = False) -> bool:
    """Whether anything in play may answer ``hook`` now: a card or Power of this game's
    decks that answers it, or a lasting effect on some Pokémon or side. Where nothing may,
    a procedure that asks at every step need not list the Pokémon in play to ask them.
    ``bare``: the caller has found no lasting effect in play (none is looked for)."""
    if hook in g.card_hooks or hook in g.power_hooks:
        return True
    if bare or hook not in LASTING_HOOKS:
        return False
    for side in (g.p1, g.p2):  # (written out: asked at the start and end of every turn)
        if side.effects:
            return True
        mon = side.active
        if mon is not None and mon.effects:
            return True
        for mon in side.bench:
            if mon.effects:
                return True
    return False


def in_game(g: Game, hook: str) -> bool:
    """Whether something that may be in this game answers ``hook``: a card of its decks, a
    Power of theirs, or a kind of lasting effect (wherever it may come to be)."""
    return hook in g.answered or hook in LASTING_HOOKS


def fire(g: Game, hook: str, *args: Any, mons: Iterable[Pokemon] = ()) -> bool:
    """A trigger: every source that answers ``hook`` acts, in order (``args`` follow the
    game and the source). Whether some source was asked to act."""
    if hook not in g.answered:  # (``sources``' first test, asked before a call of its own)
        if hook not in LASTING_HOOKS:
            return False  # nothing may answer: the usual case
        for mon in mons:
            if mon.effects:
                break
        else:
            return False  # only lasting effects may, and none is on these Pokémon
    found = sources(g, hook, mons)
    for src in found:
        getattr(src.effect, hook)(g, src, *args)
    return bool(found)


def watch(g: Game) -> None:
    """The sources that watch a condition of the board ("if … ever": Scram) look at it.
    Asked after every change of damage, whatever made it: damage dealt (``damage.deal``:
    an attack's, Confusion's, a Power's, an Energy card's), each step of Pokémon Checkup
    that changes damage (Poison, markers, Special Energy, a Tool), and every action (the
    damage counters an effect puts, moves or removes: ``turn.do``)."""
    if "watch" in g.answered or "watch" in LASTING_HOOKS:
        fire(g, "watch", mons=g.in_play())


def any_says(g: Game, hook: str, *args: Any, mons: Iterable[Pokemon] = (),
             sides: Iterable[Side] = (), working: Working | None = None) -> bool:
    """Whether some source answers True to ``hook`` (asked in order, until one does)."""
    if hook not in g.answered and hook not in LASTING_HOOKS:
        return False  # nothing may answer (``sources``' first test, before a call of its own)
    for src in sources(g, hook, mons, sides, working):  # (a plain loop: a generator
        if getattr(src.effect, hook)(g, src, *args):  # left unfinished is closed with an
            return True  # exception of its own)
    return False


# --- what a Pokémon is, with the effects of the whole game -------------------------------
def _field(g: Game, mon: Pokemon, hook: str, value: Any) -> Any:
    """``value`` (already changed by ``mon``'s own sources) as the powers in play and the
    Stadium change it."""
    if hook not in g.power_hooks and (g.stadium is None or hook not in g.card_hooks):
        return value  # nothing in this game changes it beyond the Pokémon's own sources
    for src in sources(g, hook):
        value = getattr(src.effect, hook)(src, mon, value)
    return value


def hp(g: Game, mon: Pokemon) -> int:
    """``mon``'s HP now."""
    value = (mon.form or mon.stack[-1]).hp or 0
    if "hp" not in ANSWERED:
        return value
    return int(_field(g, mon, "hp", stat(mon, "hp", value)))


def types(g: Game, mon: Pokemon) -> tuple[str, ...]:
    """``mon``'s types now."""
    value = mon.types
    return value if "types" not in ANSWERED else tuple(_field(g, mon, "types", value))


def weakness(g: Game, mon: Pokemon) -> str | None:
    """``mon``'s Weakness now."""
    value = mon.weakness
    return value if "weakness" not in ANSWERED else _field(g, mon, "weakness", value)


def resistance(g: Game, mon: Pokemon) -> str | None:
    """``mon``'s Resistance now."""
    value = mon.resistance
    return value if "resistance" not in ANSWERED else _field(g, mon, "resistance", value)


def attacks(g: Game, mon: Pokemon) -> tuple[Attack, ...]:
    """The attacks ``mon`` may use now (its own, or as effects change the list)."""
    value = mon.attacks
    side = g.side(mon.owner)
    if "attack_list" in g.answered or mon.effects or side.effects:
        for src in sources(g, "attack_list", (mon,), (side,)):
            value = src.effect.attack_list(g, src, mon, value)
    return value


def bench_size(g: Game, side: Side) -> int:
    """How many Pokémon ``side`` may have on its Bench now."""
    size = BENCH_SIZE
    if "bench_size" in g.answered or side.effects:
        for src in sources(g, "bench_size", sides=(side,)):
            size = src.effect.bench_size(g, src, side, size)
    return max(size, 0)


def bench_room(g: Game, side: Side) -> bool:
    """Whether ``side`` may put one more Pokémon onto its Bench."""
    return len(side.bench) < bench_size(g, side)


def end_source(g: Game, src: Source) -> None:
    """Remove a source from play: an attached card or the Stadium goes to its owner's
    discard pile, a lasting effect ends."""
    mon, card = src.holder, src.card
    if src.lasting is not None:
        if mon is not None:
            mon.effects = tuple(e for e in mon.effects if e is not src.lasting)
        else:
            side = g.side(src.owner)
            side.effects = tuple(e for e in side.effects if e is not src.lasting)
        return
    if card is None:
        return
    if mon is None:
        g.stadium = None
    elif card in mon.attached:
        mon.attached.remove(card)
    else:
        energy.detach(mon, card)
    g.side(src.owner).discard.append(card)
    g.say(f"{card.name} on {mon.name} is discarded" if mon is not None
          else f"{card.name} is discarded")


def discard_shielded(g: Game) -> bool:
    """Whether the cards in the discard piles are now out of reach of attacks and Pokémon
    Powers (``shields_discard``: Allergic Pollen)."""
    return "shields_discard" in g.answered and any_says(g, "shields_discard")
