"""Games played with cards: the quizzes (a guess about a face-down card) and
Rock-Paper-Scissors decided by coins."""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from oldback.card import Card, with_id
from oldback.effects.pieces import Piece
from oldback.effects.select import name_has
from oldback.engine.attack import Place
from oldback.engine.hints import Hand, Hints
from oldback.engine.hooks import any_says
from oldback.engine.scripts import CardScript
from oldback.engine.setup import draw
from oldback.facts.lengths import length_of, metres, quiz_lengths

if TYPE_CHECKING:
    from oldback.engine.game import Game
    from oldback.engine.state import Side


class Duel(Piece):
    """A game of Rock-Paper-Scissors, decided by a coin as the card allows (heads: the
    player of the card wins); the winner shuffles their hand into their deck and draws
    ``count`` cards (Misty's Duel)."""

    hints = Hints(hand=Hand.SHUFFLE, draws=5, coin=True)

    def __init__(self, count: int = 5):
        self.count = count

    def effect(self, ctx: Place) -> None:
        g = ctx.g
        winner = ctx.side if ctx.flip() else ctx.opp
        winner.deck.extend(winner.hand)
        winner.hand.clear()
        g.rng.shuffle(winner.deck)
        n = draw(winner, self.count)
        g.say(f"{winner.name} wins the duel, shuffles the hand into the deck and draws {n}")

    def describe(self) -> str:
        return (f"Flip a coin (for Rock-Paper-Scissors): heads you win, tails your opponent "
                f"does. The winner shuffles their hand into their deck and draws "
                f"{self.count} cards.")


@cache
def _names_with_attack(attack: str) -> tuple[tuple[str, str], ...]:
    """(card id, name) for each name of a Pokémon card with an attack named ``attack``: the
    first printing of the name stands for it (the guess is a name)."""
    from oldback.facts.catalog import cards

    out: dict[str, str] = {}
    for c in cards():
        if c.is_pokemon and c.name not in out and any(a.name == attack for a in c.attacks):
            out[c.name] = c.id
    return tuple(sorted((cid, name) for name, cid in out.items()))


def _kind_of(card: Card) -> str:
    return str(card.supertype)


class Quiz(CardScript):
    """Blaine's quizzes: put a card of your hand face down (it stays yours: it goes back
    into your hand), tell your opponent a clue, and your opponent guesses (decision kind
    "guess"): right, they draw ``reward`` cards; wrong, you do. ``asks``:

    * ``"length"`` — a Pokémon card; its name is told; the guess is its Pokédex length
      (keys like ``0.7m``, every length of the catalog's species);
    * ``"kind"`` — any card; the guess is ``Pokémon``, ``Trainer`` or ``Energy``;
    * ``"name"`` — a Pokémon card with an attack; the name of 1 of its attacks is told; the
      guess is the card's name (keys: for each name of a Pokémon card with that attack,
      the id of its first printing; labels: the names);
    * ``"light-dark"`` — an Evolution card; the guess is whether it has Light or Dark in its
      name, or neither (keys ``Light``, ``Dark``, ``neither``: Pokémon Personality Test).

    Neither view shows the other player's part: the card chosen is in the player's hand
    and decisions, the clue and the answer go into the log only once told."""

    def __init__(self, asks: str, reward: int):
        self.asks = asks
        self.reward = reward
        clue = {"length": "tell your opponent its name; they guess its length",
                "kind": "your opponent guesses whether it is a Pokémon, Trainer or Energy card",
                "name": "tell your opponent the name of 1 of its attacks; they guess its name",
                "light-dark": "your opponent guesses whether it has Light or Dark in its name, "
                              "or neither"}
        what = {"length": "a Pokémon card", "kind": "a card",
                "name": "a Pokémon card", "light-dark": "an Evolution card"}[asks]
        self.text = (f"Put {what} from your hand face down and {clue[asks]}. Right: your "
                     f"opponent draws {reward} cards; wrong: you draw {reward}. The card goes "
                     f"back into your hand.")

    @property
    def hints(self) -> Hints:
        return Hints(quiz=True)

    def fits(self, card: Card) -> bool:
        if self.asks == "kind":
            return True
        if not card.is_pokemon:
            return False
        if self.asks == "length":
            return length_of(card.name) is not None
        if self.asks == "light-dark":
            return card.evolves_from is not None
        return bool(card.attacks)

    def playable(self, g: Game, side: Side, card: Card) -> bool:
        # the quiz itself is still in the hand: another card must fit
        return sum(1 for c in side.hand if self.fits(c)) > int(self.fits(card))

    def play(self, g: Game, side: Side, card: Card) -> None:
        player, opp = side.name, g.opponent(side.name)
        key = g.choose(player, "from-hand", "Put which card face down?",
                       [(c.id, c.name) for c in side.hand if self.fits(c)])
        chosen = with_id(side.hand, key)
        if self.asks == "length":
            g.say(f"{player} puts a card face down: {chosen.name}")
            answer = metres(length_of(chosen.name) or 0)
            options = [(m, m) for m in quiz_lengths()]
            prompt = f"Guess the length of {chosen.name}"
        elif self.asks == "light-dark":
            g.say(f"{player} puts a card face down")
            answer = next((w for w in ("Light", "Dark") if name_has(chosen.name, w)), "neither")
            options = [(k, k) for k in ("Light", "Dark", "neither")]
            prompt = "Does the face-down Evolution card have Light or Dark in its name?"
        elif self.asks == "kind":
            g.say(f"{player} puts a card face down")
            answer = _kind_of(chosen)
            options = [(k, k) for k in ("Pokémon", "Trainer", "Energy")]
            prompt = "Guess the kind of the face-down card"
        else:
            attack = g.choose(player, "guess", "Tell which attack's name?",
                              [(a.name, a.name) for a in chosen.attacks])
            g.say(f"{player} puts a card face down; one of its attacks is {attack}")
            named = dict(_names_with_attack(attack))
            answer = next(cid for cid, name in named.items() if name == chosen.name)
            options = list(named.items())
            prompt = f"Guess the name of the card with the attack {attack}"
        guess = g.choose(opp.name, "guess", prompt, options)
        g.say(f"{opp.name} guesses {guess}; the card is {chosen.name}")
        winner = opp if guess == answer else side
        n = draw(winner, self.reward)
        g.say(f"{winner.name} {'guessed right' if winner is opp else 'wins the quiz'} and "
              f"draws {n} card{'' if n == 1 else 's'}")


class PrizeGuess(Piece):
    """Choose 1 of the opponent's face-down Prize cards (key ``opp-prize<N>``, in order) and
    guess what it is (kind "guess": ``pokemon``, ``trainer`` or ``energy``); turn it face up
    (named in the log, and shown in both players' views while it lies there: ``Side.face_up``);
    right, draw ``reward`` cards (Card-Flip Game). Playable while the opponent has a
    face-down Prize card."""

    hints = Hints(draws=1, looks=True)

    def __init__(self, reward: int = 2):
        self.reward = reward

    @staticmethod
    def _face_down(at: Place) -> list[int]:
        """Where the opponent's face-down Prize cards lie (none while an effect shows them
        all: Here Comes Team Rocket!)."""
        g, opp = at.g, at.opp
        if any_says(g, "prizes_face_up", opp.name, sides=(g.p1, g.p2)):
            return []
        return [i for i, c in enumerate(opp.prizes) if not opp.prize_face_up(c)]

    def can_play(self, at: Place) -> bool:
        return bool(self._face_down(at))

    def effect(self, ctx: Place) -> None:
        g, side, opp = ctx.g, ctx.side, ctx.opp
        key = g.choose(side.name, "prize", "Which of your opponent's face-down Prize cards?",
                       [(f"opp-prize{i + 1}", f"Prize card {i + 1}")
                        for i in self._face_down(ctx)])
        card = opp.turn_prize_face_up(int(key.removeprefix("opp-prize")) - 1)
        guess = g.choose(side.name, "guess", "Is it a Pokémon, a Trainer or an Energy card?",
                         [("pokemon", "a Pokémon card"), ("trainer", "a Trainer card"),
                          ("energy", "an Energy card")])
        kind = "pokemon" if card.is_pokemon else "trainer" if card.is_trainer else "energy"
        g.say(f"{side.name} turns {opp.name}'s Prize card face up: {card.name}")
        if guess == kind:
            drawn = draw(side, self.reward)
            g.say(f"right: {side.name} draws {drawn} cards")

    def describe(self) -> str:
        return (f"Choose 1 of your opponent's face-down Prize cards and guess whether it is a "
                f"Pokémon, a Trainer or an Energy card. Turn it face up (it stays so); if you "
                f"guessed right, draw {self.reward} cards.")
