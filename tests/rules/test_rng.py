"""The one seeded random source (splitmix64): a shuffle draws its numbers together, and the
game is the same as if each had been drawn on its own (DESIGN: one seeded random source per
game; the golden replays depend on every number)."""

import random

import pytest

from oldback import rng as rng_module
from oldback.rng import Rng

LANES = rng_module._lanes  # (the lanes a test replaces, kept to build on)
SEEDS = [0, 1, 2, 12345, 2**63, 2**64 - 1] + [random.Random(7).getrandbits(64) for _ in range(40)]


def fisher_yates(seed: int, n: int) -> tuple[list[int], int]:
    """The shuffle as the rule reads: the last item swaps with one drawn below n, the one
    before it with one drawn below n - 1, and so on; and the state the source is left in."""
    r = Rng(seed)
    items = list(range(n))
    for i in range(n - 1, 0, -1):
        j = r.below(i + 1)
        items[i], items[j] = items[j], items[i]
    return items, r.state


@pytest.mark.parametrize("n", [0, 1, 2, 3, 7, 8, 9, 40, 47, 60, 61, 127, 128, 129, 200])
def test_a_shuffle_draws_each_index_as_below_does(n):
    for seed in SEEDS:
        r = Rng(seed)
        items = list(range(n))
        r.shuffle(items)
        assert (items, r.state) == fisher_yates(seed, n)


def reference_below(r: Rng, n: int, limit: int) -> int:
    """A number drawn below n by rejection: splitmix64's next number, drawn again while above
    ``limit``, taken modulo n."""
    z = r.next64()
    while z > limit:
        z = r.next64()
    return z % n


@pytest.mark.parametrize("n", [2, 3, 7, 60, 127, 128, 129, 1000, 2**40 + 3])
def test_below_takes_a_number_modulo_n_below_the_largest_multiple_of_n(n):
    """``below(n)`` rejects the numbers from the largest multiple of n that 64 bits hold (its
    limit, found once for each n below 128), so that each of 0 … n - 1 is as likely."""
    limit = 2**64 - 1 - 2**64 % n
    for seed in SEEDS:
        r, ref = Rng(seed), Rng(seed)
        for _ in range(5):
            assert r.below(n) == reference_below(ref, n, limit) and r.state == ref.state


def test_below_draws_again_when_it_rejects(monkeypatch):
    """Where a number is above the limit, ``below`` draws the next one (here the limit for
    each n below 128 is taken as n × 2**57, so that most numbers are rejected)."""
    monkeypatch.setattr(rng_module, "_LIMITS", tuple(n * 2**57 for n in range(128)))
    for seed in SEEDS:
        r, ref = Rng(seed), Rng(seed)
        for n in (5, 60, 127):
            assert r.below(n) == reference_below(ref, n, n * 2**57) and r.state == ref.state


@pytest.mark.parametrize("m", [8, 39, 59, 127, 200])
def test_numbers_drawn_together_are_those_drawn_one_at_a_time(m):
    for seed in SEEDS:
        together = rng_module._draws(seed, m)
        r = Rng(seed)
        assert together is not None
        assert list(together) == [r.next64() for _ in range(m)]


def test_a_number_below_would_reject_makes_the_shuffle_draw_one_at_a_time(monkeypatch):
    """``below`` rejects a number above its limit and draws again (about once in 2**58
    draws); drawn together, a shuffle then draws its numbers one at a time instead. Here
    every number is taken as one to reject, so the shuffle takes that way."""
    monkeypatch.setattr(rng_module, "_lanes", lambda m: (*LANES(m)[:3], -1))
    for seed in SEEDS[:10]:
        assert rng_module._draws(seed, 40) is None
        r = Rng(seed)
        items = list(range(60))
        r.shuffle(items)
        assert (items, r.state) == fisher_yates(seed, 60)
