"""Rank the config differences by how well each explains the measured gap shape.

Each setting has a kind (settings.yaml); each kind weighs the shape features divergence.shape()
measured (a learning-rate setting needs the logged lr to differ, an eps shows as a gap from the
first step, an Adam beta as a gap that opens after the first update, a warmup as an lr gap that
closes). The score is the weighted sum; ties keep the table's order, model fields first.
"""

from __future__ import annotations

from dataclasses import dataclass

from .configs import Difference, table
from .divergence import Shape


@dataclass(frozen=True)
class Ranked:
    difference: Difference
    score: float
    reasons: tuple[str, ...]  # the features that counted, strongest first


def score(difference: Difference, shape: Shape) -> Ranked:
    weights = table()["kinds"].get(difference.kind, {})
    parts = [(name, w * shape.features.get(name, 0.0)) for name, w in weights.items()]
    total = sum(p for _, p in parts)
    reasons = tuple(f"{name} {p:+.2f}" for name, p in sorted(parts, key=lambda x: -abs(x[1])) if p)
    return Ranked(difference, round(total, 3), reasons)


def rank(diffs: list[Difference], shape: Shape) -> list[Ranked]:
    scored = [score(d, shape) for d in diffs]
    order = {d.setting: i for i, d in enumerate(diffs)}
    return sorted(scored, key=lambda r: (-r.score, order[r.difference.setting]))
