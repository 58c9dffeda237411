"""The one seeded random source of a game (splitmix64: the same numbers on every machine)."""

from __future__ import annotations

_MASK = (1 << 64) - 1
_new = object.__new__
_SPAN = 1 << 64


class UnscriptedFlip(RuntimeError):
    """A coin was flipped in a scripted test with no scripted face left."""


class Rng:
    """Coin flips and shuffles from one 64-bit seed; optionally with scripted coin faces.

    With a script (a tuple of booleans, True for heads), ``flip`` takes the next
    face from it; when ``strict`` and the script is used up, it raises
    ``UnscriptedFlip``. Shuffles always use the seeded stream.
    """

    __slots__ = ("state", "script", "used", "strict")

    def __init__(self, seed: int = 0, script: tuple[bool, ...] = (), strict: bool = False):
        self.state = seed & _MASK
        self.script = script
        self.used = 0
        self.strict = strict

    def copy(self) -> Rng:
        r = _new(Rng)  # (a copy at nearly every step: no tuple made, no lookup through the class)
        r.state = self.state
        r.script = self.script
        r.used = self.used
        r.strict = self.strict
        return r

    def next64(self) -> int:
        self.state = s = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in [0, n) (``next64`` written out: a random player draws one
        at every decision)."""
        if n <= 1:
            return 0
        limit = _MASK - _SPAN % n
        s = self.state
        while True:
            s = (s + 0x9E3779B97F4A7C15) & _MASK
            z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            z ^= z >> 31
            if z <= limit:
                self.state = s
                return z % n

    def flip(self) -> bool:
        """One coin flip: True for heads."""
        if self.used < len(self.script):
            self.used += 1
            return self.script[self.used - 1]
        if self.strict:
            raise UnscriptedFlip(
                f"coin flip number {self.used + 1} was not scripted "
                f"(only {len(self.script)} given with Scenario.coins)"
            )
        return bool(self.next64() >> 63)

    def shuffle(self, items: list) -> None:
        """Shuffle a list in place (Fisher–Yates), each index drawn as ``below`` draws it.

        ``below`` and ``next64`` are written out here: shuffling decks takes most of a
        game's random numbers, and a call per number is a large part of their cost.
        """
        s = self.state
        mask = _MASK
        limits = _LIMITS
        for i in range(len(items) - 1, 0, -1):
            n = i + 1
            limit = limits[n] if n < _LIMITED else mask - _SPAN % n
            s = (s + 0x9E3779B97F4A7C15) & mask
            z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & mask
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & mask
            z ^= z >> 31
            while z > limit:  # (rejected: about once in 2**58 draws)
                s = (s + 0x9E3779B97F4A7C15) & mask
                z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & mask
                z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & mask
                z ^= z >> 31
            j = z % n
            items[i], items[j] = items[j], items[i]
        self.state = s


#: ``below``'s rejection limit for each n below ``_LIMITED`` (a deck is shuffled a card at a
#: time: the limits of its sizes are found once)
_LIMITED = 128
_LIMITS = tuple(_MASK - _SPAN % n if n else 0 for n in range(_LIMITED))
