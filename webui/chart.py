"""Loss, loss scale and global norm as server-rendered SVG: no chart library, no script, no CDN.

This module only computes geometry (polyline points, ticks, markers for non-finite values); the
template draws it, so every label goes through the same escaping as the rest of the page.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, Optional

WIDTH, HEIGHT = 720, 220
NARROW = 360  # a second drawing for phones: the same data, fewer ticks, text that stays readable
LEFT, RIGHT, TOP, BOTTOM = 64, 16, 14, 40
MAX_POINTS = 1500  # per line: enough for the eye, bounded page size
BAND_ABOVE = 4  # more ranks than this: a median and a band, with only the outlying ranks as lines
OUTLIER_SHARE = 0.2  # a rank outside the band at this share of its steps is drawn on its own
PALETTE = ("#2563eb", "#db2777", "#059669", "#d97706", "#7c3aed", "#0891b2", "#dc2626", "#4b5563")

METRICS = (  # (report key, log axis, height)
    ("loss", False, HEIGHT),
    ("loss_scale", True, 180),
    ("global_norm", False, 180),
)
TITLES = {
    "en": {"loss": "Loss", "loss_scale": "Loss scale", "global_norm": "Global norm", "step": "step",
           "median": "median of {n} ranks", "band": "middle half of the ranks",
           "stopped": "rank {rank} stopped · step {step}"},
    "zh": {"loss": "Loss（损失）", "loss_scale": "Loss scale（损失缩放）", "global_norm": "Global norm（梯度范数）",
           "step": "步", "median": "{n} 个 rank 的中位数", "band": "中间一半 rank 的范围",
           "stopped": "rank {rank} 在第 {step} 步停止"},
}


@dataclass
class Line:
    label: str
    color: str
    points: str
    bad: list[tuple[float, int]]  # (x, step) where the value was NaN/Inf (null in the JSON)
    rank: Optional[int] = None


@dataclass
class Mark:
    """Where the culprit rank stopped: a vertical line at its last step."""

    x: float
    rank: int
    step: int
    label: str


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
    x_title: str = "step"
    band: str = ""  # polygon points of the band between the ranks' quartiles
    median: str = ""  # polyline points of the median over ranks
    band_label: str = ""
    median_label: str = ""
    mark: Optional[Mark] = None
    narrow: Optional[Chart] = None


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


Pairs = list[tuple[int, Any]]


def _series_data(series: list[dict[str, Any]], key: str, log_scale: bool) -> list[tuple[Optional[int], str, Pairs]]:
    """(rank, label, [(step, value)]) for every series that has `key`, sorted by rank."""
    data = []
    for s in series:
        values = s.get(key)
        steps = s.get("step") or []
        if s.get("kind") == "band" or not isinstance(values, list) or not values:
            continue
        pairs = [(int(st), v) for st, v in zip(steps, values) if isinstance(st, (int, float))]
        if log_scale:
            pairs = [(st, v if v is None or (_finite(v) is not None and v > 0) else None) for st, v in pairs]
        if pairs:
            rank = s.get("rank")
            data.append((rank, f"rank {rank}" if rank is not None else str(s.get("path", "")), _thin(pairs)))
    return sorted(data, key=lambda d: (d[0] is None, d[0] if d[0] is not None else 0, d[1]))


def _quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    pos = (len(ordered) - 1) * q
    low = math.floor(pos)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (pos - low)


def _first_list(holder: dict[str, Any], keys: tuple[str, ...]) -> Optional[list]:
    return next((holder[k] for k in keys if isinstance(holder.get(k), list)), None)


def _given_band(series: list[dict[str, Any]], key: str) -> Optional[list[tuple[int, float, float, float]]]:
    """A band the report already computed: an item with `kind: "band"` (or a `band` object) for `key`."""
    for s in series:
        band = s.get("band") if isinstance(s.get("band"), dict) else (s if s.get("kind") == "band" else None)
        if band is None or band.get("metric", key) != key:
            continue
        steps = band.get("step") or s.get("step") or []
        lows = _first_list(band, ("lo", "low", "p25", "q1", "p10", "min"))
        highs = _first_list(band, ("hi", "high", "p75", "q3", "p90", "max"))
        mids = band.get("median") if isinstance(band.get("median"), list) else None
        if lows is None or highs is None:
            continue
        mids = mids or [None] * len(steps)
        rows = [(int(st), _finite(lo), _finite(mid), _finite(hi)) for st, lo, mid, hi in zip(steps, lows, mids, highs)
                if isinstance(st, (int, float))]
        out = [(st, lo, mid if mid is not None else (lo + hi) / 2, hi) for st, lo, mid, hi in rows
               if lo is not None and hi is not None]
        return out or None
    return None


def _band(data: list[tuple[Optional[int], str, Pairs]], transform: Any
          ) -> tuple[list[tuple[int, float, float, float]], set[Optional[int]]]:
    """Per step: (step, first quartile, median, third quartile) over ranks; and the ranks outside it."""
    by_step: dict[int, list[float]] = {}
    for _, _, pairs in data:
        for st, v in pairs:
            f = _finite(v)
            if f is not None:
                by_step.setdefault(st, []).append(transform(f))
    rows = [(st, _quantile(vs, 0.25), _quantile(vs, 0.5), _quantile(vs, 0.75))
            for st, vs in sorted(by_step.items()) if len(vs) >= 2]
    spread = {st: (q1, med, q3) for st, q1, med, q3 in rows}
    outliers: set[Optional[int]] = set()
    for rank, _, pairs in data:
        outside = total = 0
        for st, v in pairs:
            f = _finite(v)
            if st not in spread:
                continue
            total += 1
            q1, med, q3 = spread[st]
            slack = max(1.5 * (q3 - q1), 0.01 * abs(med))
            if f is None or not q1 - slack <= transform(f) <= q3 + slack:
                outside += 1
        if total and outside / total >= OUTLIER_SHARE:
            outliers.add(rank)
    return rows, outliers


def _geometry(chart: Chart, x_lo: float, x_hi: float, y_lo: float, y_hi: float):
    x0, y0, x1, y1 = chart.plot

    def sx(step: float) -> float:
        return x0 + (step - x_lo) / ((x_hi - x_lo) or 1) * (x1 - x0)

    def sy(value: float) -> float:
        return y1 - (value - y_lo) / (y_hi - y_lo) * (y1 - y0)

    return sx, sy


def _draw(chart: Chart, data: list[tuple[Optional[int], str, Pairs]], transform: Any,
          band: Optional[list[tuple[int, float, float, float]]], keep: set[Optional[int]],
          ranges: tuple[float, float, float, float], stopped: Optional[tuple[int, int]], text: dict[str, str]) -> None:
    x_lo, x_hi, y_lo, y_hi = ranges
    sx, sy = _geometry(chart, x_lo, x_hi, y_lo, y_hi)
    colors = {rank: PALETTE[i % len(PALETTE)] for i, (rank, _, _) in enumerate(data)}
    for rank, label, pairs in data:
        if band is not None and rank not in keep:
            continue
        points, bad = [], []
        for st, v in pairs:
            f = _finite(v)
            if f is None:
                bad.append((round(sx(st), 1), st))
            else:
                points.append(f"{sx(st):.1f},{sy(transform(f)):.1f}")
        chart.lines.append(Line(label, colors[rank], " ".join(points), bad, rank))
    if band:
        upper = [f"{sx(st):.1f},{sy(hi):.1f}" for st, _, _, hi in band]
        lower = [f"{sx(st):.1f},{sy(lo):.1f}" for st, lo, _, _ in reversed(band)]
        chart.band = " ".join(upper + lower)
        chart.median = " ".join(f"{sx(st):.1f},{sy(mid):.1f}" for st, _, mid, _ in band)
        chart.median_label = text["median"].format(n=len(data))
        chart.band_label = text["band"]
    narrow = chart.width < WIDTH
    x_count, y_count = (3, 4) if narrow else (6, 5)
    chart.x_ticks = [(round(sx(t), 1), _label(t)) for t in _nice_ticks(x_lo, x_hi, x_count) if x_lo <= t <= x_hi]
    if chart.log_scale:
        chart.y_ticks = [(round(sy(math.log10(t)), 1), _label(t)) for t in _log_ticks(y_lo, y_hi, y_count)]
    else:
        chart.y_ticks = [(round(sy(t), 1), _label(t)) for t in _nice_ticks(y_lo, y_hi, y_count) if y_lo <= t <= y_hi]
    if stopped is not None and x_lo <= stopped[1] <= x_hi:
        chart.mark = Mark(round(sx(stopped[1]), 1), stopped[0], stopped[1],
                          text["stopped"].format(rank=stopped[0], step=stopped[1]))


def build_chart(series: list[dict[str, Any]], key: str, log_scale: bool, height: int = HEIGHT, lang: str = "en",
                stopped: Optional[tuple[int, int]] = None) -> Optional[Chart]:
    """One chart of `key` over steps for every rank that reported it; None when no rank did.

    `stopped` is (culprit rank, its last step): a vertical mark shows where the culprit stopped.
    """
    text = TITLES.get(lang, TITLES["en"])
    data = _series_data(series, key, log_scale)
    transform = (lambda v: math.log10(v)) if log_scale else (lambda v: v)
    band = _given_band(series, key)
    keep: set[Optional[int]] = set()
    if band is None and len(data) > BAND_ABOVE:
        band, keep = _band(data, transform)
    elif band is not None:
        band = [(st, transform(lo), transform(mid), transform(hi)) for st, lo, mid, hi in band]
    if stopped is not None:
        keep.add(stopped[0])
    finite = [transform(f) for rank, _, pairs in data if band is None or rank in keep
              for _, v in pairs if (f := _finite(v)) is not None]
    finite += [y for row in band or [] for y in (row[1], row[3])]
    if not finite:
        return None
    steps = [st for _, _, pairs in data for st, _ in pairs] + [row[0] for row in band or []]
    y_lo, y_hi = min(finite), max(finite)
    if y_hi - y_lo < 1e-12:
        y_lo, y_hi = y_lo - 0.5, y_hi + 0.5
    pad = (y_hi - y_lo) * 0.06
    ranges = (min(steps), max(steps), y_lo - pad, y_hi + pad)
    wide = Chart(key, text[key], log_scale, height=height, plot=(LEFT, TOP, WIDTH - RIGHT, height - BOTTOM),
                 x_title=text["step"])
    _draw(wide, data, transform, band, keep, ranges, stopped, text)
    narrow = Chart(key, text[key], log_scale, width=NARROW, height=height,
                   plot=(52, TOP, NARROW - 10, height - BOTTOM), x_title=text["step"])
    _draw(narrow, data, transform, band, keep, ranges, stopped, text)
    wide.narrow = narrow
    return wide


def build_charts(series: Any, lang: str = "en", stopped: Optional[tuple[int, int]] = None) -> list[Chart]:
    if not isinstance(series, list):
        return []
    series = [s for s in series if isinstance(s, dict)]
    charts = [build_chart(series, key, log_scale, height, lang, stopped) for key, log_scale, height in METRICS]
    return [c for c in charts if c is not None]
