"""Gym Challenge (gym2): the Trainer cards, in number order (reprints share a definition)."""

from oldback.effects.attacks import flip, heal
from oldback.effects.define import card
from oldback.effects.gym import (
    AttachFromHand,
    BothSwitch,
    GuardEnergy,
    MaxRevive,
    NinjaTrick,
    PrizeSwap,
    Quiz,
    UseOpponentsTrainer,
    face_down_to_bench,
    hasten,
    move_all_energy,
    no_trainers,
    owners,
    poison_this_turn,
    search_up_to,
    shield_bench,
    top_cards,
)
from oldback.effects.select import (
    EACH_POKEMON,
    basic_energy_in_deck,
    chosen,
    damaged,
    in_deck,
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
from oldback.effects.trainers import Trainer, discard_from_hand, discard_hand, search_deck

card("gym2-17", "Blaine", AttachFromHand("Blaine", "Fire", 2))
card("gym2-18", "Giovanni", Trainer(hasten(owners("Giovanni"))))
card("gym2-19", "Koga", Trainer(poison_this_turn("Koga")))
card("gym2-20", "Sabrina", Trainer(move_all_energy(owners("Sabrina"))))
card("gym2-101", "Brock's Protection", GuardEnergy("Brock"))
card("gym2-102", "Chaos Gym", Chaos())
card("gym2-103", "Erika's Kindness", Trainer(heal(20, on=damaged(EACH_POKEMON))))
card("gym2-105", "Giovanni's Last Resort", Trainer(
    heal(None, on=chosen(damaged(owners("Giovanni")), kind="heal")), discard_hand()))
card("gym2-107", "Lt. Surge's Secret Plan", Trainer(face_down_to_bench()))
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
card("gym2-118", "Misty's Tears", Trainer(discard_from_hand(1), search_up_to(
    in_deck("Water Energy cards", basic_energy_in_deck("Water").match), 2)))
card("gym2-119", "Rocket's Minefield Gym", BenchMines(2))
card("gym2-120", "Rocket's Secret Experiment", Trainer(flip(
    heads=search_deck(in_deck("any card")), tails=no_trainers(2))))
card("gym2-121", "Sabrina's Psychic Control", UseOpponentsTrainer())
card("gym2-122", "Saffron City Gym", EnergyBackToHand("Sabrina"))
card("gym2-123", "Viridian City Gym", HealOnEvolve("Giovanni", 20))
card("gym2-124", "Fervor", Trainer(top_cards(
    3, None, "Fire Energy card", basic_energy_in_deck("Fire").match, show=True)))
card("gym2-125", "Transparent Walls", Trainer(shield_bench(1)))
card("gym2-126", "Warp Point", BothSwitch())
