"""Pre-Game Set-Up Procedures (spec: "Pre-Game Set-Up Procedures", Official Book 2000)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from oldback.card import Card
from oldback.engine.hooks import bench_room
from oldback.engine.scripts import script_of

if TYPE_CHECKING:
    from oldback.engine.game import Game
    from oldback.engine.state import Side

OTHER = {"p1": "p2", "p2": "p1"}
HAND_SIZE = 7


def is_basic(card: Card) -> bool:
    """A Basic or Baby Pokémon card."""
    return card.supertype == "Pokémon" and card.stage in ("Basic", "Baby")


def can_start(card: Card) -> bool:
    """A card that may be set as the Active Pokémon: Basic, Baby, or a card played as a
    Basic Pokémon (Clefairy Doll, Mysterious Fossil)."""
    return is_basic(card) or (card.supertype == "Trainer" and script_of(card).plays_as_basic)


def draw(side: Side, count: int) -> int:
    """Draw up to ``count`` cards; how many were drawn."""
    n = min(count, len(side.deck))
    side.hand.extend(side.deck[:n])
    del side.deck[:n]
    return n


def deal(g: Game) -> None:
    """Steps 2–4: shuffle, draw, mulligans (and the WotC bonus draws).

    A step of its own, apart from ``place``: each answer re-runs the step it belongs to
    (see ``oldback.engine.game``), and the choices of the Active and Bench Pokémon need
    not shuffle both decks again."""
    rules = g.rules
    sides = (g.p1, g.p2)
    # Steps 2–3: shuffle and draw 7; step 4: mulligan a hand with no Basic or Baby Pokémon.
    for side, deck in zip(sides, g.decks, strict=True):
        side.deck = list(deck)
        g.rng.shuffle(side.deck)
        draw(side, HAND_SIZE)
    for side in sides:
        while not any(map(is_basic, side.hand)):
            # Option #1 (``keep_doll_or_fossil_hand``): keep a Doll or Fossil hand.
            may_keep = rules.keep_doll_or_fossil_hand and any(map(can_start, side.hand))
            if may_keep and g.choose(
                side.name, "mulligan",
                "No Basic Pokémon: keep this hand (a Doll or Fossil as your Active) or mulligan?",
                (("keep", "keep the hand"), ("mulligan", "mulligan")), ask=True,
            ) == "keep":
                break
            side.mulligans += 1
            shown = ", ".join(c.name for c in side.hand)
            g.say(f"{side.name} mulligans (shows: {shown})")
            side.deck.extend(side.hand)
            side.hand.clear()
            g.rng.shuffle(side.deck)
            draw(side, HAND_SIZE)
    # WotC 1999 timing: the bonus cards are drawn as the mulligans happen, before step 4,
    # leaving enough cards for the Prizes (spec: "Notes on Mulligan Draws and Benching").
    if not rules.bonus_draws_after_prizes:
        for side in sides:
            bonus_draw(g, side, keep=prize_count(g))
    g.phase = "place"


def prize_count(g: Game) -> int:
    """How many Prize cards each player sets: 1 in a Sudden Death game."""
    return 1 if g.sudden_deaths else g.rules.prizes


def place(g: Game) -> None:
    """Steps 4–9: the Active and Bench Pokémon, the Prize cards, the bonus draws, who
    goes first."""
    rules = g.rules
    prizes = prize_count(g)
    sides = (g.p1, g.p2)
    # Step 4: the Active Pokémon, face down.
    for side in sides:
        key = g.choose(side.name, "setup-active", "Choose your Active Pokémon (face down)",
                       () if g.replaying else [(c.id, c.name) for c in side.hand if can_start(c)])
        card = _take(side, key)
        side.active = g.new_pokemon(side.name, card)
    # Step 5: up to 5 Benched Pokémon, face down.
    for side in sides:
        bench_from_hand(g, side, "setup-bench", [c for c in side.hand if can_start(c)])
    # Step 6: the Prize cards.
    for side in sides:
        side.prizes = side.deck[:prizes]
        del side.deck[:prizes]
    # Step 7: bonus draws for the opponent's mulligans; new Basics may go to the Bench only.
    if rules.bonus_draws_after_prizes:
        for side in sides:
            drawn = bonus_draw(g, side)
            bench_from_hand(g, side, "bonus-bench", [c for c in drawn if is_basic(c)])
    # Step 8: the coin flip; its winner goes first. Step 9: everything turns face up.
    g.first = "p1" if g.flip("who goes first (heads: p1)") else "p2"
    g.revealed = True
    for side in sides:
        assert side.active is not None
        bench = ", ".join(m.name for m in side.bench) or "nothing"
        g.say(f"{side.name} reveals {side.active.name} as Active, Bench: {bench}")
    g.say(f"{g.first} goes first")
    g.turn = 0
    g.phase = "turn"


def bonus_draw(g: Game, side: Side, keep: int = 0) -> list[Card]:
    """Draw 0, 1 or 2 cards per opponent mulligan not matched by one's own, leaving at
    least ``keep`` cards in the deck."""
    if not g.rules.mulligan_bonus_draws:
        return []
    owed = max(0, g.side(OTHER[side.name]).mulligans - side.mulligans)
    most = min(2 * owed, len(side.deck) - keep)
    if most <= 0:
        return []
    count = int(g.choose(
        side.name, "bonus-draw",
        f"Your opponent mulliganed {owed} more time(s): draw how many extra cards?",
        [(str(n), f"draw {n}") for n in range(most + 1)]))
    start = len(side.hand)
    draw(side, count)
    if count:
        g.say(f"{side.name} draws {count} extra card{'s' if count > 1 else ''}")
    return side.hand[start:]


def bench_from_hand(g: Game, side: Side, kind: str, eligible: list[Card]) -> None:
    """Let the player put eligible cards onto the Bench, face down, while there is room."""
    eligible = list(eligible)
    while eligible and bench_room(g, side):
        key = g.choose(side.name, kind, "Put a Pokémon onto your Bench (face down), or done",
                       () if g.replaying
                       else [(c.id, c.name) for c in eligible] + [("done", "done")])
        if key == "done":
            return
        card = _take(side, key)
        eligible.remove(card)
        side.bench.append(g.new_pokemon(side.name, card))


def _take(side: Side, card_id: str) -> Card:
    for i, c in enumerate(side.hand):
        if c.id == card_id:
            return side.hand.pop(i)
    raise KeyError(card_id)
