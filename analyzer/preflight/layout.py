"""Parallel layouts that fill a device count and fit a model, found by factorisation.

Why factorisation: the divisors of a device count come from its prime factors (a handful), so a
hostile ``data_parallel: 1000000000`` costs a few thousand trial divisions up to its square root
instead of a billion; counts above `max_devices` (no cluster has them) are not searched at all.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Optional

MAX_ALTERNATIVES = 6


@dataclass(frozen=True)
class Layout:
    dp: int = 1
    mp: int = 1
    pp: int = 1
    cp: int = 1
    micro_batch_num: int = 1

    @property
    def product(self) -> int:
        return self.dp * self.mp * self.cp * self.pp


@dataclass(frozen=True)
class Dims:
    layers: Optional[int] = None
    heads: Optional[int] = None
    kv_heads: Optional[int] = None
    hidden: Optional[int] = None
    ffn: Optional[int] = None
    vocab: Optional[int] = None


def prime_factors(n: int) -> dict[int, int]:
    """{prime: exponent} of n >= 1 by trial division up to sqrt(n) (callers bound n)."""
    out: dict[int, int] = {}
    p = 2
    while p * p <= n:
        while n % p == 0:
            out[p] = out.get(p, 0) + 1
            n //= p
        p += 1 if p == 2 else 2
    if n > 1:
        out[n] = out.get(n, 0) + 1
    return out


def divisors(n: int) -> list[int]:
    out = [1]
    for prime, exponent in prime_factors(n).items():
        out = [d * prime**e for d in out for e in range(exponent + 1)]
    return sorted(out)


def fits(dims: Dims, mp: int, pp: int) -> bool:
    """The hard constraints a (model_parallel, pipeline_stage) pair must meet for this model."""
    for size in (dims.heads, dims.kv_heads, dims.ffn):
        if size and size % mp:
            return False
    return not (dims.layers and dims.layers < pp)


def alternatives(devices: int, dims: Dims, current: Layout, max_devices: int = 1 << 20) -> list[tuple[int, int, int]]:
    """(dp, mp, pp) choices that fill `devices` (keeping context_parallel) and fit the model.

    Ordered for a training job: model_parallel within one 8-device node first, then closest to the
    model_parallel and pipeline_stage the user picked (those were usually chosen to fit memory, which
    this check cannot see), then fewer pipeline stages.
    """
    if devices < 1 or devices > max_devices or devices % current.cp:
        return []
    rest = devices // current.cp
    out = [(rest // (mp * pp), mp, pp) for mp in divisors(rest) for pp in divisors(rest // mp) if fits(dims, mp, pp)]

    def distance(t: tuple[int, int, int]) -> float:
        return abs(math.log2(t[1] / max(current.mp, 1))) + abs(math.log2(t[2] / max(current.pp, 1)))

    out.sort(key=lambda t: (t[1] > 8, distance(t), t[2], -t[1]))
    return out[:MAX_ALTERNATIVES]
