"""Team Rocket (base5): the Trainer and Special Energy cards, in number order (the
non-holo printings 71, 72 and 80 are 15, 16 and 17 again)."""

from oldback.effects.attacks import draw_cards, flip, shuffle_hand, sleep
from oldback.effects.define import card
from oldback.effects.rocket import (
    OPPONENTS_ACTIVE,
    AnyTypeEnergy,
    CureOnAttach,
    HealOnAttach,
    all_powers_stop,
    challenge,
    digger,
    prizes_face_up,
    shuffle_from_discard,
    trainer_back_into_deck,
)
from oldback.effects.select import OPPONENTS, in_deck, in_discard, is_trainer
from oldback.effects.trainers import Trainer, discard_from_hand, search_deck


def _dark_evolution(c) -> bool:
    return c.is_pokemon and c.stage in ("Stage 1", "Stage 2") and "Dark" in c.name.split()


def _garbage(c) -> bool:
    return c.is_pokemon or c.is_basic_energy


card("base5-15", "Here Comes Team Rocket!", Trainer(prizes_face_up()))
card("base5-16", "Rocket's Sneak Attack",
     Trainer(trainer_back_into_deck("Trainer card", is_trainer)))
card("base5-17", "Rainbow Energy", AnyTypeEnergy(10))
card("base5-73", "The Boss's Way",
     Trainer(search_deck(in_deck("an Evolution card with Dark in its name", _dark_evolution),
                         show=True)))
card("base5-74", "Challenge!", Trainer(challenge()))
card("base5-75", "Digger", Trainer(digger(10)))
card("base5-76", "Imposter Oak's Revenge",
     Trainer(discard_from_hand(1), shuffle_hand(OPPONENTS),
             draw_cards(4, OPPONENTS, needs_deck=False)))
card("base5-77", "Nightly Garbage Run",
     Trainer(shuffle_from_discard(
         in_discard("Basic Pokémon, Evolution or basic Energy cards", _garbage), 3)))
card("base5-78", "Goop Gas Attack", Trainer(all_powers_stop()))
card("base5-79", "Sleep!", Trainer(flip(heads=sleep(OPPONENTS_ACTIVE))))
card("base5-81", "Full Heal Energy", CureOnAttach())
card("base5-82", "Potion Energy", HealOnAttach(10))
