"""A turn: the draw, the main-phase actions, the end of the turn (spec: "First Turn
Rules", and the turn structure of the rulebooks)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from oldback.card import Card, attack_named, with_id
from oldback.engine import (
    attach,
    attack,
    checkup,
    conditions,
    energy,
    hooks,
    knockout,
    powers,
    retreat,
)
from oldback.engine.decisions import (
    Decision,
    IllegalAction,
    Kind,
    Option,
    new_decision,
    new_option,
)
from oldback.engine.hooks import Working, any_says
from oldback.engine.scripts import (
    ATTACH_LIMITED,
    BASIC,
    BENCH_FORM_CHANGERS,
    FORM_POWERS,
    IN_PLAY_ACTIONS,
    SCRIPTS,
    held,
    script_of,
    to_discard_from_play,
)
from oldback.engine.state import FACE_DOWN

if TYPE_CHECKING:
    from oldback.engine.game import Game
    from oldback.engine.state import Lasting, Pokemon, Side

OTHER = {"p1": "p2", "p2": "p1"}
PROMPTS = {p: f"{p}: choose an action" for p in OTHER}
ACTION = Kind.ACTION  # (a member read from its class is a lookup of its own, every action)
BENCH_SLOTS = tuple(f"bench{i}" for i in range(1, hooks.BENCH_SIZE + 1))
SLOTS = ("active", *BENCH_SLOTS)  # the slot keys of a side with an Active Pokémon, in order
#: the choice of an action's usual options, each made once for what it names (the card id and
#: name, the slot, the Pokémon's name, the attack): a listing finds them here instead of
#: building their strings again at every choice. Emptied when it holds ``CACHED`` options.
_ATTACH: dict[tuple[str, str, str, str], Option] = {}
_BENCH: dict[tuple[str, str], Option] = {}
_PLAY: dict[tuple[str, str], Option] = {}
_ATTACK: dict[tuple[str, str], Option] = {}
_RETREAT: dict[str, Option] = {}
CACHED = 4096
END = new_option(("end", "end the turn"))


# --- start of the turn --------------------------------------------------------------
def start(g: Game) -> None:
    """The turn begins: the player draws a card (a player who cannot draw loses)."""
    g.turn += 1
    g.current = g.first if g.turn % 2 == 1 else OTHER[g.first]
    g.energy_played = False
    g.retreat_failed = 0
    g.powers_used = ()
    side = g.side(g.current)
    if g.logging:
        g.say(f"— turn {g.turn}: {g.current} —")
    g.phase = "main"
    checkup.start_of_turn(g)
    # Japanese old-back rule (``first_player_draws`` off): no draw on turn 1.
    if g.turn == 1 and not g.rules.first_player_draws:
        return
    if not side.deck:
        g.say(f"{side.name} cannot draw a card")
        knockout.finish(g, OTHER[side.name], "deck-out")
        return
    side.hand.append(side.deck.pop(0))
    if g.logging:
        g.say(f"{side.name} draws a card")


def is_first_turn(g: Game) -> bool:
    """Neither player evolves on their own first turn (turns 1 and 2 of a game)."""
    return g.turn <= 2


# --- the main phase -------------------------------------------------------------------
def main(g: Game) -> Decision | None:
    """Carry out the player's action; the choice of it, while it is not known yet."""
    player = g.current
    side = g.p1 if player == "p1" else g.p2
    # On a re-run the action is already known (and was checked against the options); the
    # game is then as it was when the options were listed, its forms refreshed already.
    key = g.next_answer()
    if key is None:
        if g.form_changers:
            powers.refresh_forms(g)
        options = tuple(actions(g, side))
        if len(options) > 1:
            return new_decision((player, ACTION, PROMPTS[player], options))
        key = options[0].key  # only "end": taken without asking, as ``choose`` does
    do(g, side, key)
    return None


def evolves_onto(card: Card, mon: Pokemon) -> bool:
    """Whether ``card`` is the next stage of the Pokémon ``mon``."""
    top = mon.card
    if card.evolves_from is not None:
        return card.evolves_from == top.name
    return top.stage == "Baby" and card.name in top.evolves_to


def evolution_allowed(g: Game, mon: Pokemon, working: Working | None = None) -> bool:
    """Whether ``mon`` may be evolved now by a card that fits it: it has been in play since
    before this turn, has not evolved this turn, can evolve at all and no power blocks it
    (the first turns of the game are checked apart: ``is_first_turn``). ``working``: the
    powers that work now (``powers.working``), when the caller has them already."""
    return (
        (mon.entered_turn < g.turn and mon.evolved_turn < g.turn
         or hastened(g, mon, working))
        and script_of(mon.card).can_evolve
        and not any_says(g, "blocks_evolution", mon, mons=(mon,), working=working)
    )


def hastened(g: Game, mon: Pokemon, working: Working | None = None) -> bool:
    """Whether an effect lets ``mon`` evolve although it came into play or evolved this
    turn, or on the first turns of the game (Giovanni)."""
    return hooks.in_game(g, "hastens_evolution") and any_says(
        g, "hastens_evolution", mon, mons=(mon,), working=working)


def actions(g: Game, side: Side) -> list[Option]:
    """Every legal main-phase action of ``side`` as an ``Option`` (key, label); their keys
    are distinct."""
    out: list[Option] = []
    active = side.active
    # (``side.in_play`` and its slot keys, written out: a property is a call of its own)
    mons = (active, *side.bench) if active is not None else side.bench
    slots = SLOTS if active is not None else BENCH_SLOTS
    # each Pokémon and its slot key (zip's keyword makes it dearer: asked at every action)
    targets = list(zip(mons, slots))  # noqa: B905
    # Listing the options changes nothing: the powers that work are found once for all,
    # if some check asks them.
    working = powers.Lazy(g)
    first = g.turn <= 2  # ``is_first_turn``
    may_evolve = not first or hooks.in_game(g, "hastens_evolution")
    # (bench size is asked of the Powers, the Stadium in play and the side's effects)
    room = len(side.bench) < (hooks.bench_size(g, side) if (
        "bench_size" in g.power_hooks or side.effects
        or (g.stadium is not None and "bench_size" in g.card_hooks)) else hooks.BENCH_SIZE)
    priced = hooks.in_game(g, "trainer_price")  # No Removal Gym
    scripts_get = SCRIPTS.get
    attach_check = "blocks_attach" in g.answered
    lock = (hooks.sources(g, "blocks_trainer", sides=(side,), working=working)
            if (side.effects or "blocks_trainer" in g.card_hooks
                or "blocks_trainer" in g.power_hooks) else ())
    seen: set[str] = set()
    tops: set[str] | None = None
    babies = False
    for card in side.hand:
        cid = card.id
        if cid in seen:
            continue
        seen.add(cid)
        if card.is_energy:  # (the flags, not the supertype: no comparison of strings)
            if not g.energy_played:
                for m, slot in targets:
                    if (attach_check or m.effects or card.behaviour_id in ATTACH_LIMITED) \
                            and not attach.may_attach(g, m, card, working):
                        continue
                    # (``m.name`` written out: a property is a call of its own)
                    shown = m.stack[-1].name if m.form is not FACE_DOWN else FACE_DOWN.name
                    k = (cid, card.name, slot, shown)
                    out.append(_ATTACH.get(k) or _cache(_ATTACH, k, f"attach {cid} {slot}",
                                                        f"attach {card.name} to {shown} ({slot})"))
        elif card.is_pokemon:
            if room and card.stage in ("Basic", "Baby"):
                out.append(_bench(cid, card.name))
            # A Basic Pokémon card may evolve a Baby Pokémon (``evolves_onto``).
            below = card.evolves_from
            if may_evolve and (below is not None or card.stage == "Basic" and g.babies):
                if tops is None:  # the names on top in play, found at the first card asking
                    tops = set()
                    for m in mons:
                        top = m.stack[-1]
                        tops.add(top.name)
                        if top.stage == "Baby":
                            babies = True
                if not (below in tops if below is not None else babies):
                    continue  # nothing in play it may evolve
                for m, slot in targets:
                    # ``evolves_onto``, the name compared here first: it is asked for
                    # every Evolution card in hand and every Pokémon in play
                    top = m.stack[-1]
                    if (top.name == below if below is not None else top.stage == "Baby") \
                            and evolves_onto(card, m) \
                            and evolution_allowed(g, m, working) and (
                            not first or hastened(g, m, working)):
                        out.append(new_option((f"evolve {cid} {slot}",
                                               f"evolve {m.name} ({slot}) into {card.name}")))
        else:
            if lock and any(s.effect.blocks_trainer(g, s, side.name, card) for s in lock):
                continue
            script = scripts_get(card.behaviour_id, BASIC)  # ``script_of``, read at once
            if script.plays_as_basic:
                if room:
                    out.append(_bench(cid, card.name))
            elif script.playable(g, side, card) and (
                    not priced or len(side.hand) - 1 >= trainer_price(g, side.name, card)):
                k2 = (cid, card.name)
                out.append(_PLAY.get(k2) or _cache(_PLAY, k2, f"play {cid}", f"play {card.name}"))
    for m, slot in targets:
        if m.form is FACE_DOWN:  # its owner may turn it over at any time of their turn
            out.append(new_option((f"reveal {slot}", f"turn over the face-down card ({slot})")))
        bid = m.stack[-1].behaviour_id
        if bid not in IN_PLAY_ACTIONS:  # (most Pokémon offer no action of their own)
            continue
        sc = scripts_get(bid, BASIC)  # ``script_of(m.card)``
        if sc.plays_as_basic:
            out.append(new_option((f"discard {slot}", f"discard {m.name} ({slot}) from play")))
        if sc.powers:
            for name, power in sc.powers.items():
                if not power.activated:
                    continue
                for h, p in working:  # ``powers.works``, read from the powers found working
                    if h is m and p is power:
                        if power.can_use(g, m):
                            out.append(new_option((f"power {slot} {name}",
                                                   f"use {m.name}'s {name} ({slot})")))
                        break
    stadium = g.stadium
    if stadium is not None and script_of(stadium).can_use(g, side.name):
        out.append(new_option(("stadium", f"use {stadium.name}")))
    if active is not None:
        units = energy.units(g, active, working)
        name = active.name
        if retreat.can_retreat(g, side, units, working):
            out.append(_RETREAT.get(name) or _cache(_RETREAT, name, "retreat", f"retreat {name}"))
        for atk in (hooks.attacks(g, active) if "attack_list" in g.answered or active.effects
                    else (active.form or active.stack[-1]).attacks):  # (``active.attacks``)
            # (too few Energy units: ``can_announce`` would say no, asked for nothing)
            if len(atk.cost) <= len(units) and attack.can_announce(g, side, atk, units):
                k2 = (name, atk.name)
                out.append(_ATTACK.get(k2) or _cache(
                    _ATTACK, k2, f"attack {atk.name}", f"{name} attacks with {atk.name}"))
    out.append(END)
    return out


def _cache(cache: dict, k: object, key: str, label: str) -> Option:
    """The option (key, label), kept in ``cache`` under ``k`` for the next listings (a
    cache that is full is emptied first: the options a game meets are found again at once)."""
    if len(cache) >= CACHED:
        cache.clear()
    o = cache[k] = new_option((key, label))
    return o


def _bench(cid: str, name: str) -> Option:
    """The option to put a card (a Basic Pokémon, or a Trainer played as one) onto the
    Bench."""
    k = (cid, name)
    return _BENCH.get(k) or _cache(_BENCH, k, f"bench {cid}", f"put {name} onto the Bench")


# Main-phase actions that never lead to a question (but for the triggers ``is_quiet`` asks).
QUIET_VERBS = frozenset({"attach", "bench", "evolve", "end"})


def is_quiet(g: Game, key: str) -> bool:
    """Whether the main-phase action ``key`` surely asks no question (no snapshot is
    needed to re-run it from)."""
    if "watch" in g.answered:
        return False  # what watches the board looks after every action, and may ask (Scram
        # leaving a player to send up a new Active Pokémon)
    verb, _, rest = key.partition(" ")
    if verb == "evolve" and "on_evolved" in g.power_hooks:
        return False  # a Power may answer the evolution with a question (Chain Reaction,
        # Call the Boss, Summon Minions)
    # A Power may answer a bench or an attach with a question: the benched card's own
    # ([Engage], [Increase]), the Pokémon's the Energy goes to (Energy Evolution).
    if verb == "bench" and "on_benched" in g.power_hooks:
        benched = script_of(with_id(g.side(g.current).hand, rest)).powers
        if any("on_benched" in p.hooks for p in benched.values()):
            return False
    if verb == "attach" and "on_attached" in g.power_hooks:
        mon = g.at(g.current, rest.partition(" ")[2])
        if mon is not None and any("on_attached" in p.hooks
                                   for p in script_of(mon.card).powers.values()):
            return False
    if verb == "attach" and "on_attached" in g.card_hooks:
        # an Energy card's trigger on being attached (Rainbow Energy's damage may Knock Out)
        card = with_id(g.side(g.current).hand, rest.partition(" ")[0])
        if "on_attached" in script_of(card).hooks:
            return False
    if verb in QUIET_VERBS:
        return True
    if verb == "play":
        cid = rest
        side = g.side(g.current)
        for hook in ("intercepts_trainer", "trainer_price"):  # a coin or a price to pay
            if hooks.in_game(g, hook) and hooks.sources(g, hook, sides=(side,)):
                return False
        return script_of(with_id(side.hand, cid)).quiet
    return False


def do(g: Game, side: Side, key: str) -> None:
    """Carry out one main-phase action."""
    verb, _, rest = key.partition(" ")
    player = side.name
    if verb == "end":
        if g.logging:
            g.say(f"{player} ends the turn")
        g.phase = "end"
        return
    if verb == "attack":
        assert side.active is not None
        atk = attack_named(hooks.attacks(g, side.active), rest)
        if atk is None:
            raise IllegalAction(f"{side.active.name} has no attack {rest!r}")
        attack.perform(g, side, atk)
        hooks.watch(g)  # (damage counters its effects put or moved)
        # The attack is still known while its Knock Outs are processed (Destiny Bond).
        knockout.check(g, attack_by=player)
        g.attack_ctx = None
        if g.phase == "main":
            g.phase = "end"
        return
    if verb == "retreat":
        retreat.perform(g, side)
    elif verb == "bench":
        card = take_from_hand(side, rest)
        if card.supertype == "Trainer" and intercepted(g, side, card):
            knockout.check(g)  # a Trainer played as a Pokémon (Clefairy Doll) was stopped
            return
        mon = g.new_pokemon(player, card)
        side.bench.append(mon)
        if g.logging:
            g.say(f"{player} puts {card.name} onto the Bench")
        if not hooks.fire(g, "on_benched", mon, mons=(mon,)) and _no_new_knock_out(g):
            return
    elif verb == "attach":
        cid, _, slot = rest.partition(" ")
        mon = g.at(player, slot)
        card = take_from_hand(side, cid)
        g.energy_played = True
        if not attach.energy(g, mon, card, f"{player} attaches {card.name} to {mon.name}") \
                and _no_new_knock_out(g):
            return
    elif verb == "evolve":
        cid, _, slot = rest.partition(" ")
        mon = g.at(player, slot)
        card = take_from_hand(side, cid)
        evolve(g, mon, card)
    elif verb == "play":
        play_trainer(g, side, take_from_hand(side, rest))
    elif verb == "discard":
        mon = g.at(player, rest)
        discard_from_play(g, side, mon)
    elif verb == "reveal":
        mon = g.at(player, rest)
        hooks.fire(g, "turn_over", mon, mons=(mon,))
    elif verb == "power":
        slot, _, name = rest.partition(" ")
        mon = g.at(player, slot)
        if g.logging:
            g.say(f"{player} uses {mon.name}'s {name}")
        script_of(mon.card).powers[name].use(g, mon)
    elif verb == "stadium":
        assert g.stadium is not None
        g.say(f"{player} uses {g.stadium.name}")
        script_of(g.stadium).use(g, player)
    else:
        raise IllegalAction(f"unknown action {key!r}")
    hooks.watch(g)  # what watches the board looks after the damage counters an effect moved
    knockout.check(g)


def _no_new_knock_out(g: Game) -> bool:
    """After an Energy card attached or a Pokémon benched that no effect answered: whether
    no Pokémon can be Knocked Out now (none was before the action, no damage was done, and no
    HP can have changed: no effect of the game changes HP but lasting ones, which that can't
    change, and no Pokémon's form changes). Knock Outs then need not be looked for."""
    return not g.form_changers and "hp" not in g.answered


def discard_from_play(g: Game, side: Side, mon: Pokemon) -> None:
    """Clefairy Doll and Mysterious Fossil may be discarded from play during their
    owner's turn (no Prize is taken: it is not a Knock Out). A discarded Active is
    replaced from the Bench; with no Bench left, its owner has no Pokémon in play (the
    Knock Out check after the action judges it)."""
    to_discard_from_play(g, side, mon.cards)
    g.say(f"{side.name} discards {mon.name} from play")
    knockout.leave_play(g, side, mon)


def take_from_hand(side: Side, card_id: str) -> Card:
    for i, c in enumerate(side.hand):
        if c.id == card_id:
            return side.hand.pop(i)
    raise IllegalAction(f"{side.name} has no {card_id} in hand")


def evolve(g: Game, mon: Pokemon, card: Card, from_hand: bool = True) -> None:
    """Put ``card`` on ``mon``: it evolves. ``from_hand``: the card was played from the hand
    (Pokémon Breeder's too), not put on it from the deck by an effect (Rapid Evolution)."""
    old = mon.name
    mon.stack.append(card)
    g.in_play_now(card)
    mon.evolved_turn = g.turn
    conditions.clear_on_evolve(mon)
    if from_hand:
        g.say(f"{mon.owner} evolves {old} into {card.name}")
    else:
        g.say(f"{mon.owner} evolves {old} into {card.name} from the deck")
    hooks.fire(g, "on_evolved", mon, from_hand, mons=(mon,))


def play_trainer(g: Game, side: Side, card: Card) -> None:
    """Play a Trainer: a Stadium stays in play (replacing any Stadium, even one of the
    same name); cards that attach themselves stay attached; the rest are discarded."""
    if g.logging:
        g.say(f"{side.name} plays {card.name}")
    script = script_of(card)
    side.playing.append(card)
    if hooks.in_game(g, "trainer_price"):
        for n in range(trainer_price(g, side.name, card), 0, -1):
            key = g.choose(side.name, "discard-from-hand",
                           f"Discard {n} more card(s) from your hand to play {card.name}",
                           [(c.id, c.name) for c in side.hand])
            side.discard.append(take_from_hand(side, key))
            g.say(f"{side.name} discards {side.discard[-1].name}")
    if (("intercepts_trainer" in g.card_hooks or "intercepts_trainer" in g.power_hooks)
            and hooks.any_says(g, "intercepts_trainer", side.name, card)):
        if card in side.playing:  # (unless the effect put it elsewhere: Mind Games)
            side.playing.remove(card)
            side.discard.append(card)
        return
    if card.kind == "Stadium":
        side.playing.remove(card)
        if g.stadium is not None and g.stadium_owner is not None:
            g.side(g.stadium_owner).discard.append(g.stadium)
            g.say(f"{g.stadium.name} is discarded")
        g.stadium = card
        g.stadium_owner = side.name
        script.play(g, side, card)
    else:
        script.play(g, side, card)
        side.playing.remove(card)
        if not script.attaches:
            side.discard.append(card)
    if "on_played" in g.card_hooks or "on_played" in g.power_hooks:
        hooks.fire(g, "on_played", side.name, card)


def trainer_price(g: Game, player: str, card: Card) -> int:
    """How many other cards ``player`` must discard from the hand to play ``card``."""
    return sum(src.effect.trainer_price(g, src, player, card)
               for src in hooks.sources(g, "trainer_price", sides=(g.side(player),)))


def intercepted(g: Game, side: Side, card: Card) -> bool:
    """Whether an effect takes over the Trainer ``card`` as ``side`` plays it (Chaos Gym):
    it then goes to its owner's discard pile, having done what that effect says."""
    if not hooks.in_game(g, "intercepts_trainer"):
        return False
    side.playing.append(card)
    if hooks.any_says(g, "intercepts_trainer", side.name, card):
        if card in side.playing:
            side.playing.remove(card)
            side.discard.append(card)
        return True
    side.playing.remove(card)
    return False


def end_turn(g: Game) -> None:
    """A Trainer or a Power ends its player's turn (as an attack does): the end of the
    turn follows once the card or Power has done what it says."""
    if g.phase == "main":
        g.phase = "end"


# --- the end of the turn --------------------------------------------------------------
def end(g: Game) -> None:
    """The turn is over: end-of-turn effects, Pokémon Checkup, then Knock Outs."""
    asks, bare = _at_the_end(g)
    if asks:
        g.rerun_from_here()
    if hooks.may_answer(g, "end_of_turn", bare):
        for src in hooks.sources(g, "end_of_turn", g.in_play(), (g.p1, g.p2)):
            bare = False  # (what acts now may leave an effect: Checkup looks at everything)
            if src.effect.end_of_turn(g, src):
                hooks.end_source(g, src)
    if not bare:
        expire(g)
    checkup.run(g, bare)
    knockout.check(g, between_turns=True)
    if g.phase == "end":
        g.phase = "turn"


def _at_the_end(g: Game) -> tuple[bool, bool]:
    """What the end of the turn has to do, found in one look at the board (it runs at every
    turn): (asks, bare).

    ``asks``: whether it may ask a question (it must then be able to re-run). Questions
    come from attached cards (Tools used during Pokémon Checkup), from Knock Outs (a new
    Active Pokémon) and from what watches the board (Scram, as Checkup ends a Special
    Condition: a new Active Pokémon). Knock Outs are checked after every action, so none is
    pending now; without attached cards, Poison, anything else that acts at Checkup, or a
    damaged Pokémon whose form (and HP) may change, no damage is done and no Pokémon is
    Knocked Out.

    ``bare``: no lasting effect on a side or a Pokémon and no attached card: then no effect
    ends with the turn and no marker or attached card acts at Checkup.
    """
    changers = g.form_changers
    cards = "checkup" in g.card_hooks
    asks = "watch" in g.answered
    bare = not g.p1.effects and not g.p2.effects
    for side in (g.p1, g.p2):
        active = side.active
        for mon in (side.bench if active is None else (active, *side.bench)):
            if mon.attached:
                asks = True
                bare = False
            elif "poisoned" in mon.conditions:
                asks = True
            # (a form that changes now may lower the HP of a damaged Pokémon only)
            elif changers and mon.damage and (mon.form is not None or mon.stack[-1].behaviour_id
                                              in (FORM_POWERS if mon is active
                                                  else BENCH_FORM_CHANGERS)):
                asks = True
            if mon.effects:
                bare = False
                if not asks and held(mon, "checkup"):
                    asks = True
            elif cards and mon.energy and not asks and held(mon, "checkup"):
                asks = True
            if asks and not bare:
                return True, False
    return asks, bare


def expire(g: Game) -> None:
    """Lasting effects whose last turn was this one end."""
    t = g.turn
    for side in (g.p1, g.p2):
        if side.effects and _ends(side.effects, t):
            side.effects = tuple(e for e in side.effects if e.until > t)
        active = side.active
        for mon in (side.bench if active is None else (active, *side.bench)):
            if mon.effects and _ends(mon.effects, t):
                mon.effects = tuple(e for e in mon.effects if e.until > t)


def _ends(effects: tuple[Lasting, ...], turn: int) -> bool:
    """Whether one of ``effects`` ends with ``turn`` (a plain loop: a generator left
    unfinished is closed with an exception of its own)."""
    for e in effects:
        if e.until <= turn:
            return True
    return False


