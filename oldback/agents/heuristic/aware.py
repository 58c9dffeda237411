"""The heuristic player that knows how games are lost (``heuristic``): today's rules of
thumb (``agent.HeuristicV1Agent``, kept as ``heuristic-v1``), three more, and better
tempo.

* **Deck-out.** A Trainer card, a Pokémon Power or an attack that uses up cards of its
  own deck (what it draws, takes or discards from the top: ``draws``, ``finds`` of a
  search, ``uses_deck``) is not played when the deck would be left with fewer cards than
  the turns the game may still last: the player's turns for each Prize card the player
  nearer to winning still needs, at the pace of the game so far (two at
  least), and two more (``reserve``). A choice of how many cards to draw keeps the same
  reserve. When nothing in play can attack now or next turn with the Energy in hand, a
  new hand is drawn (a card that discards the hand and draws) if the deck spares it and
  the hand holds two useful cards at most. With a short hand, a card that draws a new
  one is worth more (a search takes it over an Energy card). A Power that would use up
  cards of the deck is declined when the deck can't spare them; an attack that would is
  counted at less the shorter the deck falls of the turns the game may last, and is not
  made when it would leave no card to draw. A search values a second copy of a card
  held as a duplicate. A Pokémon Tool that keeps the Active in play or heals it (Focus
  Band, Gold Berry) is attached to a bare Active. A Power that discards a card of the
  hand is used when the Energy card it discards makes the Active's attack do more
  (Downpour before Riptide), an Energy card kept for the turn's attachment only when it
  would bring an attack closer.
* **Bench-out.** With an empty Bench, a Basic Pokémon goes onto it before anything but a
  winning attack, a card played as a Basic Pokémon (a Fossil, a Doll) too, and a Basic in
  hand is worth more (it is the last card a discard gives up). With no Basic in hand, a
  search of the deck, a draw, and (when the Active will be Knocked Out next turn) a new
  hand are played for one, whatever the deck-out risk. A Knock Out of the opponent's
  last Pokémon in play wins the game, as their last Prize card does.
* **The Prize race.** When an attack Knocks Out for the win for sure, it is made at once;
  an Energy card that makes such an attack possible is attached first, and a card that
  brings up a Benched Pokémon such an attack Knocks Out is played first.
* **Tempo** (where the search player disagreed with it most often). Each Energy card a
  retreat discards costs a turn's attachment, and a retreat is made only to a Pokémon
  that can attack this turn, unless the Active can't act or will be Knocked Out without
  Knocking Out first. A Special Energy card whose units the goal attack would not use
  scores less (a basic Energy card does as much). An Active that can attack already gets
  the Energy card first only when it completes its goal attack; else a Benched Pokémon
  it brings closer does. A Trainer card that costs cards of the hand is played after
  the Pokémon and Energy the hand puts in play this turn. A card that uses up cards of
  the deck the deck can't spare is the first given up. Gust of Wind also brings up a
  stranded Benched Pokémon (no attack even with one more Energy, no cheap retreat) while
  the opponent's Active threatens a Knock Out. Damage is not moved off an Active that
  would fall even undamaged.

Everything it knows of a card it reads from the hints of the card's script, as the
baseline does: no card is known by name.
"""

from __future__ import annotations

from collections.abc import Callable

from oldback.agents.heuristic.agent import HeuristicV1Agent
from oldback.agents.heuristic.board import WIN_BONUS, Board, at, card_in, find, slot_of
from oldback.agents.heuristic.values import (
    _hold_value,
    attack_hints,
    card_hints,
    hold_value,
    missing,
)
from oldback.card import Attack, Card, CopiedAttack
from oldback.engine import energy, retreat
from oldback.engine.hints import Finds, Hints, Whose
from oldback.engine.scripts import script_of
from oldback.facts.catalog import cards

#: an action's score when it wins the game now (above every other score)
WINNING = 500.0
#: an action's score when it fills an empty Bench (above drawing and searching)
FILL_BENCH = 95.0
#: what a Basic Pokémon in hand is worth more while the Bench is empty
BASIC_ON_EMPTY_BENCH = 30.0
#: the score of attaching to a bare Active a Pokémon Tool that keeps it in play or heals
#: it when it is damaged (Focus Band, Gold Berry)
TOOL = 18.0
#: the score of a Power that discards a card of the hand when the Energy card it discards
#: makes the Active's attack do more (Downpour before Riptide)
FEED = 30.0
#: the fewest of the player's turns a Prize card is taken as costing (``reserve``)
PACE = 2.0
#: the turns a Prize card costs before the game shows its pace: counted as two Prize
#: cards taken at this pace (the fast formats' games take two and a half; the Base-Gym
#: walls, which take three or four, show it as their games go on)
PRIOR_PACE = 2.5
#: an attack is taken as winning when it is worth this share of a won game
SURE = 0.95
#: what each Energy card a retreat discards costs (a turn's attachment)
RETREAT_ENERGY = 15.0
#: what each Energy unit of a Special Energy card the goal attack would not use costs
WASTED_UNIT = 4.0
#: the Active's bonus for Energy (``ActionScorer._score_attach``), not given when it can
#: attack already and the card does not complete its goal attack
ACTIVE_BONUS = 14.0
#: what a card that uses up cards of the deck is worth less while the deck can't spare them
UNSPARED_CARD = 30.0
#: what an attack that uses up cards of the deck costs more for each of the player's turns
#: the game may still last that the deck would be left short of
SHORT_TURN = 15.0
#: a card that draws a new hand bigger than the hand is worth this much more for each card
#: the hand holds fewer than ``SHORT`` (a search takes it over an Energy card then)
SHORT_HAND = 12.0
SHORT = 5
#: a Trainer card that costs cards of the hand waits for an action of at least this score
#: that puts the hand's Pokémon or Energy in play first
PLAY_FIRST = 30.0


def deck_use(h: Hints) -> int:
    """The cards of its own deck an effect doing ``h`` may use up at most."""
    use = max(h.draws, h.uses_deck, h.finds if h.searches is not None else 0)
    for part in (h.parts or ()) + h.heads + h.tails:
        use = max(use, deck_use(part))
    return use


def reserve(b: Board) -> int:
    """The cards a deck should keep: the turns the game may still last for the player, and
    two more. The game lasts as many turns as the player nearer to winning needs to take
    its Prize cards left, at the pace Prize cards have been taken so far in this game (a
    wall that holds slows it: ``PRIOR_PACE`` until the game shows its own), and at least
    ``PACE`` of the player's turns a Prize card."""
    v = b.view
    closer = min(v.me.prize_count, v.opp.prize_count)
    taken = max(0, b.g.rules.prizes - closer)
    pace = max(PACE, (v.turn // 2 + 2 * PRIOR_PACE) / (taken + 2))
    return int(closer * pace) + 2


def spares(b: Board, use: int) -> bool:
    """Whether the deck can spare ``use`` more cards."""
    return use <= 0 or b.view.me.deck_count - use >= reserve(b)


class AwareBoard(Board):
    """The board as the aware player reads it: a Basic in hand is worth more while the
    Bench is empty, and a Knock Out of the opponent's last Pokémon in play wins."""

    def hold_bonus(self, c: Card) -> float:
        if not self.me.bench and c.supertype == "Pokémon" and c.stage in ("Basic", "Baby") \
                and c.evolves_from is None:
            return BASIC_ON_EMPTY_BENCH
        if c.supertype == "Trainer":
            h = card_hints(c)
            use = deck_use(h)
            if use > 0 and not spares(self, use):
                return -UNSPARED_CARD  # (the first to go when a card must be given up)
            if h.hand is not None and h.draws > len(self.me.hand) and not h.price:
                # a new hand is worth more the fewer cards this one holds
                return SHORT_HAND * max(0, SHORT - len(self.me.hand))
        return 0.0

    def keep(self, attacker, defender) -> Callable[[], None]:
        """Each run of an attack's step 1 starts from the position itself: what a run
        discarded (Searing Flames' 2 Fire Energy) is put back, or the next estimate would
        find the Energy gone and the attack doing nothing."""
        mons = [(m, list(m.energy), list(m.attached), m.damage)
                for m in (attacker, defender) if m is not None]
        piles = [(s.discard, list(s.discard), s.hand, list(s.hand)) for s in (self.me, self.opp)]

        def undo() -> None:
            for m, e, a, d in mons:
                m.energy[:], m.attached[:], m.damage = e, a, d
            for discard, was, hand, held in piles:
                discard[:], hand[:] = was, held
        return undo

    def powers_key(self) -> tuple:
        if self._powers is None:
            self._powers = super().powers_key() + (not self.g.p1.bench, not self.g.p2.bench)
        return self._powers

    def _last_prize(self, taker: str, victim) -> bool:
        if super()._last_prize(taker, victim):
            return True
        if victim is None:
            return False
        side = self.g.side(victim.owner)
        return victim.owner != taker and side.active is victim and not side.bench


class HeuristicAgent(HeuristicV1Agent):
    """The heuristic player (see the module's description)."""

    name = "heuristic"
    BOARD = AwareBoard

    # --- the Prize race ---------------------------------------------------------------
    def _ranked(self, b: Board, keys: list[str]) -> list[tuple[float, str]]:
        ranked = super()._ranked(b, keys)
        finals = [(s, k) for s, k in ranked if k.startswith("attack ")]
        if finals and max(finals)[0] >= SURE * WIN_BONUS:
            best = max(finals)
            return [best] + [x for x in ranked if x != best]
        return self._put_in_play_first(b, ranked)

    def _put_in_play_first(self, b: Board, ranked: list[tuple[float, str]]
                           ) -> list[tuple[float, str]]:
        """A Trainer card that costs cards of the hand (Computer Search) is played after the
        Basic Pokémon, Evolution and Energy cards the hand puts in play this turn: they are
        not given up for it."""
        if not ranked or not ranked[0][1].startswith("play "):
            return ranked
        card = find(b.me.hand, ranked[0][1][5:])
        if card is None or not card_hints(card).price:
            return ranked
        first = next((x for x in ranked[1:] if x[0] >= PLAY_FIRST and x[1].partition(" ")[0]
                      in ("bench", "attach", "evolve")), None)
        if first is None:
            return ranked
        return [first] + [x for x in ranked if x is not first]

    def _wins_with(self, b: Board, extras: list[tuple[str, ...]] | None = None,
                   plus: tuple[Card, ...] = (), defender=None) -> bool:
        """Whether the Active's best attack wins the game for sure (with Energy units
        ``extras`` attached first, the cards ``plus``, on ``defender``)."""
        me = b.me.active
        foe = defender if defender is not None else b.opp.active
        if me is None or foe is None:
            return False
        got = b.best_attack(me, foe, extras, plus)
        return got is not None and got[0] >= SURE * WIN_BONUS

    def _score_attach(self, b: Board, cid: str, slot: str) -> float:
        score = super()._score_attach(b, cid, slot)
        card = find(b.me.hand, cid)
        if slot == "active" and not self._wins_with(b):
            me = b.me.active
            if card is not None and me is not None and self._wins_with(
                    b, [b.provides(me, card)]):
                return WINNING
        mon = at(b.me, slot)
        if score <= 0 or card is None or mon is None:
            return score
        goal = b.goal(mon, b.me.hand)
        if goal is None:
            return score
        units = b.units(mon)
        got = b.provides(mon, card)
        before, after = missing(units, goal.cost), missing(units + list(got), goal.cost)
        if card.kind != "Basic" and after < before:
            # a Double Colorless Energy where a basic Energy card does as much
            score -= WASTED_UNIT * (len(got) - (before - after))
        if slot == "active" and 0 < after < before and b.opp.active is not None and \
                b.best_attack(mon, b.opp.active) is not None:
            # it attacks already: a Benched Pokémon the card brings closer comes first
            score -= ACTIVE_BONUS
        return score

    # --- retreating -------------------------------------------------------------------
    def _score_retreat(self, b: Board) -> float:
        """A retreat costs a turn's attachment for each Energy card it discards, and is made
        only to a Pokémon that can attack this turn (with the turn's Energy card), unless
        the Active can't act or will be Knocked Out without Knocking Out first."""
        me, foe = b.me.active, b.opp.active
        if me is None or foe is None:
            return 0.0
        gain = self._escape_gain(b)
        best = self._best_bench(b)
        if gain <= 0 or best is None:
            return 0.0
        extras = b.hand_energy(best[1]) if "energy" not in self._flags else None
        ready = b.best_attack(best[1], foe, extras or None) is not None
        stopped = me.conditions & {"asleep", "paralyzed", "confused"}
        if not ready and not stopped and not (self._doomed(b, me) and not self._ko_now(b)):
            return 0.0
        lost = retreat.cost(b.g, b.me)
        if gain - RETREAT_ENERGY * lost <= 10.0:
            return 0.0
        return 62.0 if lost == 0 else 58.0

    # --- Gust of Wind -------------------------------------------------------------------
    def _gust_target(self, b: Board):
        """A Benched Pokémon the Active Knocks Out, as before; else, while the opponent's
        Active threatens a Knock Out, one that can't attack even with one more Energy and
        can't retreat cheaply (stranded), the Active hitting it."""
        target = super()._gust_target(b)
        me = b.me.active
        if target is not None or me is None or b.opp.active is None or not b.opp.bench or \
                me.conditions & {"asleep", "paralyzed"} or b.threat(me)[1] < 0.5:
            return target
        best = None
        for m in b.opp.bench:
            if any(b.payable(m, a, (energy.ANY,)) for a in m.attacks):
                continue
            if m.facts.retreat_cost < 2 and m.energy:
                continue
            got = b.best_attack(me, m)
            if got is None:
                continue
            score = got[0] + 5.0 * m.facts.retreat_cost
            if best is None or score > best[0]:
                best = (score, m)
        return best[1] if best is not None else None

    # --- the Bench ----------------------------------------------------------------------
    def _score_bench(self, b: Board, cid: str) -> float:
        score = super()._score_bench(b, cid)
        card = find(b.me.hand, cid)
        if not b.me.bench and card is not None:
            return FILL_BENCH if card.supertype == "Pokémon" else FILL_BENCH - 10.0
        return score

    def _on_may(self, b: Board, keys):
        """A Power of the player's own that would use up cards of the deck (Howl, as Entei
        is played: the top 5 cards) is declined when the deck can't spare them."""
        d = b.view.decision
        prompt = d.prompt if d is not None else ""
        if not (prompt.startswith("Use ") and prompt.endswith("?")):
            return None
        name = prompt[4:-1]
        for m in b.me.in_play:
            power = script_of(m.card).powers.get(name)
            if power is not None and not spares(b, deck_use(power.hints)):
                return "no"
        return None

    def _basic_in_hand(self, b: Board) -> bool:
        return any(c.supertype == "Pokémon" and c.stage in ("Basic", "Baby")
                   for c in b.me.hand)

    def _dig(self, b: Board, card: Card, h: Hints, use: int) -> float:
        """With an empty Bench and no Basic Pokémon in hand, the Active's Knock Out would
        lose the game: a card that draws or searches for one is played while the deck has a
        card left after it, whatever the deck-out risk."""
        if use <= 0 or use >= b.view.me.deck_count or h.owner or h.price > len(b.me.hand) - 1:
            return 0.0
        if h.searches in (Finds.ANY, Finds.POKEMON):
            return FILL_BENCH - 3.0
        if h.draws and not h.price and (h.hand is None or self._doomed_alone(b)):
            return FILL_BENCH - 5.0
        return 0.0

    def _doomed_alone(self, b: Board) -> bool:
        """Whether the Active, alone in play, will likely be Knocked Out next turn (a new
        hand is worth the one held then)."""
        me = b.me.active
        return me is not None and self._doomed(b, me) and not self._ko_now(b)

    def _useful(self, b: Board, card: Card) -> int:
        """How many of the other cards in hand are worth holding."""
        return sum(1 for c in b.me.hand if c is not card and hold_value(b, c) >= 40)

    def _stuck_all(self, b: Board) -> bool:
        """Whether no Pokémon in play can attack this turn or the next, whatever Energy
        the hand holds: the turns would pass with nothing done."""
        if not self._stuck(b):
            return False
        foe = b.opp.active
        if foe is None:
            return False
        extras = b.hand_energy(b.me.active) if b.me.active is not None else []
        for m in b.me.bench:
            if b.best_attack(m, foe, extras or None) is not None:
                return False
        return True

    # --- the deck -------------------------------------------------------------------------
    def _score_trainer(self, b: Board, cid: str, keys: list[str]) -> float:
        card = find(b.me.hand, cid)
        if card is None:
            return 0.0
        h = card_hints(card)
        use = deck_use(h)
        attacking = any(k.startswith("attack ") for k in keys)
        if not b.me.bench and not self._basic_in_hand(b) and not (h.ends_turn and attacking):
            dig = self._dig(b, card, h, use)
            if dig:
                return dig
        if not spares(b, use):
            return 0.0
        score = super()._score_trainer(b, cid, keys)
        if score <= 0 and h.draws and h.hand is not None and not h.price and \
                self._spare(b) >= h.draws and self._useful(b, card) <= 2 and \
                self._stuck_all(b):
            return 12.0  # a new hand: nothing in play can attack with this one
        if h.gusts and score > 0 and not self._wins_with(b):
            target = self._gust_target(b)
            if target is not None and self._wins_with(b, defender=target):
                return WINNING
        if not b.me.bench and not self._basic_in_hand(b) and h.searches in (
                Finds.ANY, Finds.POKEMON) and not h.owner and score > 0:
            return max(score, FILL_BENCH - 5.0)
        if score <= 0 and card.kind == "Pokémon Tool" and (h.survives or h.heals or h.cures):
            me = b.me.active
            if me is not None and me.attacks and not me.attached:
                return TOOL  # it stays on the Active until it acts
        return score

    def _spare(self, b: Board) -> int:
        return b.view.me.deck_count - reserve(b)

    def _score_power(self, b: Board, slot: str, name: str) -> float:
        mon = next((m for m in b.me.in_play if slot == "active" and m is b.me.active), None)
        if mon is None and slot.startswith("bench") and slot[5:].isdigit():
            i = int(slot[5:]) - 1
            mon = b.me.bench[i] if 0 <= i < len(b.me.bench) else None
        if mon is not None:
            power = script_of(mon.card).powers.get(name)
            if power is not None and not spares(b, deck_use(power.hints)):
                return 0.0
            me = b.me.active
            if power is not None and power.hints.moves_damage == Whose.OWN and \
                    me is not None and b.threat(me)[0] >= me.hp:
                return 0.0  # the Active falls even with no damage left: the Bench is spared
            if power is not None and power.activated and power.hints == Hints(price=1) and \
                    self._discard_feeds_attack(b):
                return FEED  # (Downpour: Riptide does 10 more for each Water in the pile)
        return super()._score_power(b, slot, name)

    def _discard_feeds_attack(self, b: Board) -> bool:
        """Whether an Energy card of the hand in the discard pile would make the Active's
        attack do 10 more damage at least (an attack that counts the pile's Energy), the
        hand keeping an Energy card for the turn's attachment when it would bring an
        attack closer."""
        me, foe = b.me.active, b.opp.active
        held = [c for c in b.me.hand if c.supertype == "Energy"]
        keep = "energy" not in self._flags and any(
            self._score_attach(b, held[0].id, slot_of(b.me, m)) >= 20 for m in b.me.in_play) \
            if held else False
        if me is None or foe is None or len(held) < (2 if keep else 1):
            return False
        now = b.best_attack(me, foe)
        if now is None:
            return False
        memo, b._memo = b._memo, {}  # (the estimates do not look at the discard pile)
        try:
            for c in {c.id: c for c in held}.values():
                b.me.discard.append(c)
                try:
                    more = b.best_attack(me, foe)
                finally:
                    b.me.discard.pop()
                if more is not None and more[1].exp >= now[1].exp + 10:
                    return True
        finally:
            b._memo = memo
        return False

    def _attack_value(self, b: Board, name: str) -> float:
        value = super()._attack_value(b, name)
        me = b.me.active
        if me is None or value >= SURE * WIN_BONUS:
            return value
        h = attack_hints(me, name)
        use = deck_use(h) if h is not None else 0
        if use and not spares(b, use):
            left = b.view.me.deck_count - use
            if left <= 0:  # no card to draw next turn: the game is lost
                return value - WIN_BONUS
            # its cards would bring the deck-out nearer: the more, the shorter the deck
            # falls of the turns the game may still last
            value -= UNSPARED_CARD + SHORT_TURN * max(0, reserve(b) - 2 - left)
        return value

    def _on_copy_attack(self, b: Board, keys):
        """The attack copied: of the Defending Pokémon's (Metronome) or of the cards under
        the Active (Genetic Memory), the best, those that would use up cards the deck can't
        spare counted at less."""
        me, foe = b.me.active, b.opp.active
        if foe is None or me is None:
            return None
        atts: dict[str, tuple[Attack, Hints | None]] = {
            a.name: (a, attack_hints(foe, a.name)) for a in foe.attacks}
        if not all(k in atts for k in keys):
            atts = {}
            for c in me.stack[:-1]:
                for a in c.attacks:
                    script = script_of(c).attacks.get(a.name)
                    atts.setdefault(a.name, (CopiedAttack(a.name, a.cost, a.damage, a.has_text,
                                                          origin=c),
                                             script.hints if script is not None else None))

        def value(k):
            if k not in atts:
                return -1e9
            atk, h = atts[k]
            short = h is not None and not spares(b, deck_use(h))
            return b.attack(me, atk, foe).value - (30.0 if short else 0.0)
        return max(keys, key=value)

    def _on_search_deck(self, b: Board, keys):
        """The card a search takes: the most useful, valued as it would be in the hand, a
        second copy of a card held counted as one (a second Aerodactyl is worth less than
        the Basic Pokémon the Bench needs)."""
        real = [k for k in keys if k != "done"]
        if not real:
            return "done"
        return max(real, key=lambda k: self._found_value(b, k))

    def _on_from_discard(self, b: Board, keys):
        return self._on_search_deck(b, keys)

    def _found_value(self, b: Board, cid: str) -> float:
        """How useful the card ``cid`` would be once taken into the hand."""
        c = card_in(b, cid)
        if c is None:
            return 0.0
        hand = b.me.hand
        if not any(h.id == cid for h in hand):
            return hold_value(b, c)
        hand.append(c)  # (counted among the copies it joins)
        try:
            return _hold_value(b, c) + b.hold_bonus(c)
        finally:
            hand.pop()

    def _on_use_trainer(self, b: Board, keys):
        """The opponent's Trainer card, offered to this player (Chaos Gym): not when it
        would use up cards the deck can't spare, nor discard a hand worth keeping."""
        d = b.view.decision
        prompt = d.prompt if d is not None else ""
        card = next((c for c in cards() if c.supertype == "Trainer"
                     and f"'s {c.name} yourself" in prompt), None)
        if card is None:
            return None
        h = card_hints(card)
        if not spares(b, deck_use(h)) or h.hand is not None and len(b.me.hand) > 3:
            return "no"
        return "yes"

    def _on_draw_count(self, b: Board, keys):
        spare = b.view.me.deck_count - reserve(b)
        fits = [k for k in keys if int(k) <= max(spare, 0)]
        return max(fits, key=int) if fits else min(keys, key=int)
