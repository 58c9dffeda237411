"""The one seeded random source of a game (splitmix64: the same numbers on every machine)."""

from __future__ import annotations

import sys
from array import array
from functools import cache

from oldback.compiled import is_compiled, mypyc_attr

_MASK = (1 << 64) - 1
_new = object.__new__
_SPAN = 1 << 64


@mypyc_attr(native_class=False)
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
        # (a copy at nearly every step: no tuple made, no lookup through the class; a
        # compiled class is made by its constructor, which object.__new__ may not do)
        r = Rng() if _COMPILED else _new(Rng)
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
        limit = _LIMITS[n] if n < _LIMITED else _MASK - _SPAN % n
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
        """Shuffle a list in place (Fisher–Yates), each index drawn as ``below`` draws it:
        the last item swaps with one drawn below ``len``, the one before with one drawn
        below ``len - 1``, and so on.

        A deck takes most of a game's random numbers, one 64-bit number a card. They are
        found together (``_draws``): the states a shuffle steps through are evenly spaced,
        so all its numbers are mixed at once, each in a lane of its own of one large
        integer. The numbers and the order are those of drawing them one at a time
        (``_shuffle_one_at_a_time``: a shuffle takes that way where a number might be one
        ``below`` rejects, far less than once in 2**50 shuffles).
        """
        m = len(items) - 1
        if m < _TOGETHER:  # (a few numbers are mixed faster one at a time)
            self._shuffle_one_at_a_time(items)
            return
        s = self.state
        draws = _draws(s, m)
        if draws is None:
            self._shuffle_one_at_a_time(items)
            return
        i = m
        for z in draws:  # the k-th number: the item at m - k swaps with one below it
            j = z % (i + 1)
            items[i], items[j] = items[j], items[i]
            i -= 1
        self.state = (s + _STEP * m) & _MASK

    def _shuffle_one_at_a_time(self, items: list) -> None:
        """``shuffle``, each number drawn and mixed on its own, rejections included
        (``below`` and ``next64`` written out)."""
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


#: ``below``'s rejection limit for each n below ``_LIMITED`` (a shuffle drawing one number at
#: a time reads the limits of its sizes: found once)
_LIMITED = 128
_LIMITS = tuple(_MASK - _SPAN % n if n else 0 for n in range(_LIMITED))
#: how far the state steps for each number drawn (splitmix64's increment)
_STEP = 0x9E3779B97F4A7C15
_LANE = 128  # bits per lane: a 64-bit number times a 64-bit constant fits in one
_TOGETHER = 8  # the fewest numbers a shuffle draws together (a deck: 40 to 60)


@cache
def _lanes(m: int) -> tuple[int, int, int, int]:
    """For ``m`` numbers drawn together: (1 in each lane, k in the k-th lane counting from 1,
    the low 64 bits of every lane, the smallest rejection limit of ``below(2 … m + 1)``)."""
    ones = ramp = low = 0
    for k in range(m):
        ones |= 1 << (_LANE * k)
        ramp |= (k + 1) << (_LANE * k)
        low |= _MASK << (_LANE * k)
    return ones, ramp, low, min(_MASK - _SPAN % n for n in range(2, m + 2))


def _draws(state: int, m: int) -> array | None:
    """The next ``m`` 64-bit numbers of splitmix64 from ``state``, mixed all at once: every
    step of ``next64`` done on one integer holding each number in a lane of its own (the
    shifts masked so that no lane reads its neighbour's bits). None if one of them is above
    the smallest of ``below``'s rejection limits for the sizes they are drawn for (it might
    be rejected: the caller then draws one at a time)."""
    ones, ramp, low, limit = _lanes(m)
    s = (state * ones + _STEP * ramp) & low  # the k-th state: state + k × step, mod 2**64
    z = ((s ^ ((s >> 30) & low)) * 0xBF58476D1CE4E5B9) & low
    z = ((z ^ ((z >> 27) & low)) * 0x94D049BB133111EB) & low
    z ^= (z >> 31) & low
    words = array("Q", z.to_bytes(_LANE // 8 * m, "little"))
    if _BIG_ENDIAN:
        words.byteswap()
    draws = words[::2]  # (the low 64 bits of each lane)
    if max(draws) > limit:
        return None
    return draws


_BIG_ENDIAN = sys.byteorder == "big"
#: whether this module runs compiled (``Rng.copy``)
_COMPILED = is_compiled(Rng.copy)
