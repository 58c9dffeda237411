"""Each species' Pokédex length (``lengths.tsv``), in decimetres: a fact of the species,
which Blaine's Quiz #1 asks a player to guess, and which the environments encode as the
keys of that guess."""

from __future__ import annotations

from functools import cache

from oldback.facts import read


@cache
def _lengths() -> dict[str, int]:
    """Each species' Pokédex length, in decimetres (``facts/lengths.tsv``)."""
    out = {}
    for line in read("lengths.tsv").splitlines()[1:]:
        _, species, dm = line.split("\t")
        out[species.lower()] = int(dm)
    return out


@cache
def length_of(name: str) -> int | None:
    """The length in decimetres of the species a Pokémon card's name names (the longest
    species name in it: Misty's Seadra is a Seadra, Dark Dragonite a Dragonite)."""
    low = name.lower()
    found = [s for s in _lengths() if s in low]
    return _lengths()[max(found, key=len)] if found else None


def metres(dm: int) -> str:
    return f"{dm // 10}.{dm % 10}m"


@cache
def quiz_lengths() -> tuple[str, ...]:
    """Every length a guess of Blaine's Quiz #1 may name (its keys), shortest first."""
    return tuple(metres(dm) for dm in sorted(set(_lengths().values())))
