"""What one player may see: their own hand, the face-up cards, and counts of the rest."""

from __future__ import annotations

from typing import TYPE_CHECKING

from oldback.card import Card
from oldback.engine.decisions import Decision
from oldback.engine.hooks import any_says
from oldback.engine.scripts import LASTING
from oldback.engine.state import FACE_DOWN

if TYPE_CHECKING:
    from oldback.engine.game import Game
    from oldback.engine.state import Pokemon, Side


def _seen_as(mon: Pokemon, own: bool) -> Pokemon:
    """A copy of ``mon`` as its owner (``own``) or the opponent sees it: a face-down
    Pokémon shows its opponent no card of its stack."""
    copy = mon.copy()
    if not own and mon.effects and any(LASTING[e.kind].hides_card for e in mon.effects):
        copy.stack = [FACE_DOWN]
    return copy


class SideView:
    """One side as seen by the viewer. Hidden zones are counts only (``hand`` is None
    for the opponent); in-play Pokémon are copies, face-down ones hidden at set-up."""

    __slots__ = ("name", "hand", "hand_count", "deck_count", "discard", "prize_count",
                 "prizes", "active", "bench", "mulligans")

    def __init__(self, side: Side, own: bool, face_up: bool, hand_shown: bool = False,
                 prizes_shown: bool = False):
        self.name = side.name
        self.hand: list[Card] | None = list(side.hand) if own or hand_shown else None
        self.hand_count = len(side.hand)
        self.deck_count = len(side.deck)
        self.discard = list(side.discard)
        self.prize_count = len(side.prizes)
        #: one entry per Prize card: the card where it lies face up (an effect turns the
        #: Prizes face up, or turned this one: Card-Flip Game), else None
        self.prizes: list[Card | None] = (
            list(side.prizes) if prizes_shown
            else [c if side.prize_face_up(c) else None for c in side.prizes] if side.face_up
            else [None] * len(side.prizes))
        visible = own or face_up
        self.active: Pokemon | None = (
            _seen_as(side.active, own) if side.active is not None and visible else None)
        self.bench: list[Pokemon] = [_seen_as(m, own) for m in side.bench] if visible else []
        self.mulligans = side.mulligans


class View:
    """``player``'s view of the game: ``me`` and ``opp`` sides, the Stadium, whose turn,
    and the pending decision when it is this player's."""

    __slots__ = ("player", "turn", "current", "stadium", "stadium_owner", "me", "opp",
                 "decision", "over", "winner")

    def __init__(self, g: Game, player: str):
        if player not in ("p1", "p2"):
            raise ValueError(f"player must be 'p1' or 'p2', not {player!r}")
        self.player = player
        self.turn = g.turn
        self.current = g.current
        self.stadium = g.stadium
        #: who played the Stadium in play (its owner's discard pile gets it when replaced)
        self.stadium_owner = g.stadium_owner
        me, opp = g.side(player), g.opponent(player)
        # side-wide effects (Here Comes Team Rocket!, a hand being looked at) are asked too
        sides = (g.p1, g.p2)
        self.me = SideView(me, True, g.revealed,
                           prizes_shown=any_says(g, "prizes_face_up", me.name, sides=sides))
        self.opp = SideView(opp, False, g.revealed,
                            any_says(g, "reveals_hand", player, sides=sides),
                            any_says(g, "prizes_face_up", opp.name, sides=sides))
        d = g.decision
        self.decision: Decision | None = d if d is not None and d.player == player else None
        self.over = g.over
        self.winner = g.winner
