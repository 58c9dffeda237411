"""Team Rocket (base5): the Trainer and Special Energy cards, in number order (the
non-holo printings 71, 72 and 80 are 15, 16 and 17 again)."""

from oldback.effects.bench import Challenge
from oldback.effects.coins import flip
from oldback.effects.conditions import sleep
from oldback.effects.damage import Digger
from oldback.effects.deck import Draw, SearchDeck
from oldback.effects.define import card
from oldback.effects.discard_pile import ShuffleFromDiscard
from oldback.effects.hand import ShuffleHand, TrainerBackIntoDeck
from oldback.effects.lasting import AllPowersStop, PrizesFaceUp
from oldback.effects.pieces import Trainer, discard_from_hand
from oldback.effects.select import OPPONENTS, OPPONENTS_ACTIVE, InDeck, InDiscard, is_trainer
from oldback.effects.special_energy import AnyTypeEnergy, CureOnAttach, HealsWhenAttached


def _dark_evolution(c) -> bool:
    return c.is_pokemon and c.stage in ("Stage 1", "Stage 2") and "Dark" in c.name.split()


def _garbage(c) -> bool:
    return c.is_pokemon or c.is_basic_energy


card("base5-15", "Here Comes Team Rocket!", Trainer(PrizesFaceUp()))
card("base5-16", "Rocket's Sneak Attack",
     Trainer(TrainerBackIntoDeck("Trainer card", is_trainer)))
card("base5-17", "Rainbow Energy", AnyTypeEnergy(10))
card("base5-73", "The Boss's Way",
     Trainer(SearchDeck(InDeck("an Evolution card with Dark in its name", _dark_evolution),
                         show=True)))
card("base5-74", "Challenge!", Trainer(Challenge()))
card("base5-75", "Digger", Trainer(Digger(10)))
card("base5-76", "Imposter Oak's Revenge",
     Trainer(discard_from_hand(1), ShuffleHand(OPPONENTS),
             Draw(4, OPPONENTS, needs_deck=False)))
card("base5-77", "Nightly Garbage Run",
     Trainer(ShuffleFromDiscard(
         InDiscard("Basic Pokémon, Evolution or basic Energy cards", _garbage), 3)))
card("base5-78", "Goop Gas Attack", Trainer(AllPowersStop()))
card("base5-79", "Sleep!", Trainer(flip(heads=sleep(OPPONENTS_ACTIVE))))
card("base5-81", "Full Heal Energy", CureOnAttach())
card("base5-82", "Potion Energy", HealsWhenAttached(10))
