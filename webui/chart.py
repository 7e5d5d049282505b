"""Loss, loss scale and global norm as server-rendered SVG: no chart library, no script, no CDN.

This module only computes geometry (polyline points, ticks, markers for non-finite values); the
template draws it, so every label goes through the same escaping as the rest of the page.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, Optional

WIDTH, HEIGHT = 720, 220
LEFT, RIGHT, TOP, BOTTOM = 64, 16, 14, 30
MAX_POINTS = 1500  # per line: enough for the eye, bounded page size
PALETTE = ("#2563eb", "#db2777", "#059669", "#d97706", "#7c3aed", "#0891b2", "#dc2626", "#4b5563")

METRICS = (  # (report key, title, log axis, height)
    ("loss", "Loss", False, HEIGHT),
    ("loss_scale", "Loss scale", True, 160),
    ("global_norm", "Global norm", False, 160),
)


@dataclass
class Line:
    label: str
    color: str
    points: str
    bad: list[tuple[float, int]]  # (x, step) where the value was NaN/Inf (null in the JSON)


@dataclass
class Chart:
    key: str
    title: str
    log_scale: bool
    width: int = WIDTH
    height: int = HEIGHT
    plot: tuple[int, int, int, int] = (LEFT, TOP, WIDTH - RIGHT, HEIGHT - BOTTOM)
    lines: list[Line] = field(default_factory=list)
    x_ticks: list[tuple[float, str]] = field(default_factory=list)
    y_ticks: list[tuple[float, str]] = field(default_factory=list)


def _nice_ticks(lo: float, hi: float, count: int = 5) -> list[float]:
    if hi <= lo:
        hi = lo + 1.0
    raw = (hi - lo) / max(1, count)
    magnitude = 10 ** math.floor(math.log10(raw))
    step = next(m * magnitude for m in (1, 2, 2.5, 5, 10) if m * magnitude >= raw)
    first = math.ceil(lo / step) * step
    ticks = []
    value = first
    while value <= hi + step * 1e-9:
        ticks.append(round(value, 12))
        value += step
    return ticks


def _label(value: float) -> str:
    if value == 0:
        return "0"
    if float(value).is_integer() and abs(value) < 1e7:
        return str(int(value))
    if abs(value) >= 1e7 or abs(value) < 1e-3:
        return f"{value:.3g}".replace("e+0", "e").replace("e+", "e").replace("e-0", "e-")
    return f"{value:.4g}"


def _log_ticks(lo: float, hi: float, count: int = 6) -> list[float]:
    """Ticks for a log axis spanning 10**lo..10**hi: powers of two when few, else decades.

    Loss scales move by factors of two, so a narrow range reads best as 16384, 32768, 65536.
    """
    def within(values: list[float]) -> list[float]:
        return [t for t in values if lo <= math.log10(t) <= hi]

    twos = within([2.0 ** k for k in range(math.floor(lo / math.log10(2)), math.ceil(hi / math.log10(2)) + 1)])
    if 2 <= len(twos) <= count:
        return twos
    inside = within([10.0 ** k for k in range(math.floor(lo), math.ceil(hi) + 1)])
    if len(inside) < 2:
        inside = within([m * 10.0 ** k for k in range(math.floor(lo), math.ceil(hi) + 1) for m in (1, 2, 5)])
    if len(inside) < 2:
        inside = twos
    if len(inside) > count:
        inside = inside[::math.ceil(len(inside) / count)]
    return inside


def _finite(value: Any) -> Optional[float]:
    if isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value):
        return float(value)
    return None


def _thin(pairs: list[tuple[int, Any]]) -> list[tuple[int, Any]]:
    if len(pairs) <= MAX_POINTS:
        return pairs
    stride = len(pairs) / MAX_POINTS
    kept = [pairs[int(i * stride)] for i in range(MAX_POINTS)]
    bad = [p for p in pairs if _finite(p[1]) is None]  # never thin away a NaN
    return sorted(set(kept + bad + [pairs[-1]]), key=lambda p: p[0])


def build_chart(series: list[dict[str, Any]], key: str, title: str, log_scale: bool, height: int = HEIGHT
                ) -> Optional[Chart]:
    """One chart of `key` over steps for every rank that reported it; None when no rank did."""
    data: list[tuple[str, list[tuple[int, Any]]]] = []
    for s in series:
        values = s.get(key)
        steps = s.get("step") or []
        if not isinstance(values, list) or not values:
            continue
        pairs = [(int(st), v) for st, v in zip(steps, values) if isinstance(st, (int, float))]
        if log_scale:
            pairs = [(st, v if v is None or (_finite(v) is not None and v > 0) else None) for st, v in pairs]
        if pairs:
            rank = s.get("rank")
            data.append((f"rank {rank}" if rank is not None else str(s.get("path", "")), _thin(pairs)))
    finite = [f for _, pairs in data for _, v in pairs if (f := _finite(v)) is not None]
    if not data or not finite:
        return None
    steps = [st for _, pairs in data for st, _ in pairs]
    x_lo, x_hi = min(steps), max(steps)
    transform = (lambda v: math.log10(v)) if log_scale else (lambda v: v)
    y_vals = [transform(v) for v in finite]
    y_lo, y_hi = min(y_vals), max(y_vals)
    if y_hi - y_lo < 1e-12:
        y_lo, y_hi = y_lo - 0.5, y_hi + 0.5
    pad = (y_hi - y_lo) * 0.06
    y_lo, y_hi = y_lo - pad, y_hi + pad
    chart = Chart(key, title, log_scale, height=height, plot=(LEFT, TOP, WIDTH - RIGHT, height - BOTTOM))
    x0, y0, x1, y1 = chart.plot

    def sx(step: float) -> float:
        return x0 + (step - x_lo) / ((x_hi - x_lo) or 1) * (x1 - x0)

    def sy(value: float) -> float:
        return y1 - (value - y_lo) / (y_hi - y_lo) * (y1 - y0)

    for index, (label, pairs) in enumerate(data):
        points, bad = [], []
        for st, v in pairs:
            f = _finite(v)
            if f is None:
                bad.append((round(sx(st), 1), st))
            else:
                points.append(f"{sx(st):.1f},{sy(transform(f)):.1f}")
        chart.lines.append(Line(label, PALETTE[index % len(PALETTE)], " ".join(points), bad))
    chart.x_ticks = [(round(sx(t), 1), _label(t)) for t in _nice_ticks(x_lo, x_hi) if x_lo <= t <= x_hi]
    if log_scale:
        chart.y_ticks = [(round(sy(math.log10(t)), 1), _label(t)) for t in _log_ticks(y_lo, y_hi)]
    else:
        chart.y_ticks = [(round(sy(t), 1), _label(t)) for t in _nice_ticks(y_lo, y_hi) if y_lo <= t <= y_hi]
    return chart


def build_charts(series: Any) -> list[Chart]:
    if not isinstance(series, list):
        return []
    series = [s for s in series if isinstance(s, dict)]
    charts = [build_chart(series, key, title, log_scale, height) for key, title, log_scale, height in METRICS]
    return [c for c in charts if c is not None]
