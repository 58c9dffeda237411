"""Gym Challenge (gym2): the Trainer cards, in number order (reprints share a definition)."""

from oldback.effects.attached import GuardEnergy, NinjaTrick
from oldback.effects.bench import BothSwitch, FaceDownToBench, MaxRevive
from oldback.effects.coins import flip
from oldback.effects.deck import SearchDeck, top_cards
from oldback.effects.define import card
from oldback.effects.energy import AttachInsteadOfTurns, MoveAllEnergy
from oldback.effects.evolution import Hasten
from oldback.effects.games import Quiz
from oldback.effects.hand import DiscardHand
from oldback.effects.healing import Heal
from oldback.effects.lasting import no_trainers, poison_this_turn, shield_bench
from oldback.effects.pieces import Trainer, UseOpponentsTrainer, discard_from_hand
from oldback.effects.prizes import PrizeSwap
from oldback.effects.select import (
    EACH_POKEMON,
    Chosen,
    InDeck,
    Owners,
    basic_energy_in_deck,
    damaged,
    is_pokemon,
)
from oldback.effects.stadiums import (
    BenchMines,
    Chaos,
    EnergyBackToHand,
    HealOnEvolve,
    LessResistance,
    NoWeaknessAgainst,
    ShuffleOwnerIntoDeck,
)

card("gym2-17", "Blaine", AttachInsteadOfTurns("Blaine", "Fire", 2))
card("gym2-18", "Giovanni", Trainer(Hasten(Owners("Giovanni"))))
card("gym2-19", "Koga", Trainer(poison_this_turn("Koga")))
card("gym2-20", "Sabrina", Trainer(MoveAllEnergy(Owners("Sabrina"))))
card("gym2-101", "Brock's Protection", GuardEnergy("Brock"))
card("gym2-102", "Chaos Gym", Chaos())
card("gym2-103", "Erika's Kindness", Trainer(Heal(20, on=damaged(EACH_POKEMON))))
card("gym2-105", "Giovanni's Last Resort", Trainer(
    Heal(None, on=Chosen(damaged(Owners("Giovanni")), kind="heal")), DiscardHand()))
card("gym2-107", "Lt. Surge's Secret Plan", Trainer(FaceDownToBench()))
card("gym2-108", "Misty's Wish", PrizeSwap())
card("gym2-109", "Resistance Gym", LessResistance(20))
card("gym2-111", "Blaine's Quiz #2", Quiz("kind", 2))
card("gym2-112", "Blaine's Quiz #3", Quiz("name", 3))
card("gym2-113", "Cinnabar City Gym", NoWeaknessAgainst("Water", "Blaine"))
card("gym2-114", "Fuchsia City Gym", ShuffleOwnerIntoDeck("Koga"))
card("gym2-115", "Koga's Ninja Trick", NinjaTrick("Koga"))
card("gym2-116", "Master Ball", Trainer(top_cards(
    7, 1, "a Basic Pokémon or Evolution card", is_pokemon, optional=True, shuffle=True,
    show=True)))
card("gym2-117", "Max Revive", MaxRevive(2))
card("gym2-118", "Misty's Tears", Trainer(discard_from_hand(1), SearchDeck(
    InDeck("Water Energy cards", basic_energy_in_deck("Water").match), 2, show=True)))
card("gym2-119", "Rocket's Minefield Gym", BenchMines(2))
card("gym2-120", "Rocket's Secret Experiment", Trainer(flip(
    heads=SearchDeck(InDeck("any card")), tails=no_trainers(2))))
card("gym2-121", "Sabrina's Psychic Control", UseOpponentsTrainer())
card("gym2-122", "Saffron City Gym", EnergyBackToHand("Sabrina"))
card("gym2-123", "Viridian City Gym", HealOnEvolve("Giovanni", 20))
card("gym2-124", "Fervor", Trainer(top_cards(
    3, None, "Fire Energy card", basic_energy_in_deck("Fire").match, show=True)))
card("gym2-125", "Transparent Walls", Trainer(shield_bench(1)))
card("gym2-126", "Warp Point", BothSwitch())
