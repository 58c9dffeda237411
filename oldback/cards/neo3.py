"""Neo Revelation (neo3): card behaviour, in number order."""

from oldback.effects.coins import flip  # noqa: E402
from oldback.effects.damage import Damage, Plus  # noqa: E402
from oldback.effects.deck import DrawUpTo, SearchDeck  # noqa: E402
from oldback.effects.define import shining  # noqa: E402
from oldback.effects.energy import DiscardOneFromEach, DiscardOrNothing  # noqa: E402
from oldback.effects.pieces import Attack, DoesNothing  # noqa: E402
from oldback.effects.select import (  # noqa: E402
    OPPONENTS,
    OPPONENTS_BENCH,
    OPPONENTS_POKEMON,
    SELF,
    Counters,
    InDeck,
)

shining("neo3-65", "Shining Gyarados", {
    "Outrage": Attack(flip(heads=Plus(10, per=Counters(SELF)), tails=DoesNothing())),
    "Devastate": Attack(Damage(10, to=OPPONENTS_BENCH), DiscardOrNothing(
        "Fire", flip(heads=DiscardOneFromEach(OPPONENTS_POKEMON)), more=("Fire",))),
})
shining("neo3-66", "Shining Magikarp", {
    "Gold Scale": Attack(DrawUpTo(2, OPPONENTS, all_or_none=True), DrawUpTo(2, all_or_none=True)),
    "Dragon Bond": Attack(SearchDeck(InDeck(
        "a card named Gyarados, Dark Gyarados or Shining Gyarados",
        lambda c: c.name in ("Gyarados", "Dark Gyarados", "Shining Gyarados")), show=True)),
})
