"""Where two runs part: step alignment, the first divergent step, and the shape of the gap.

The rule (also in docs/compare.md and in every finding's facts):

* The loss gap at an aligned step is relative: d = (migrated - reference) / |reference|.
* Noise is what the gap does on its own before it first leaves the floor: with c the first point from
  which |d| > TAU_MIN is sustained (below), sigma = 1.4826 * median |d[i+1] - d[i]| / sqrt(2) over
  the points before c (at most the last MAX_NOISE_POINTS of them; all points when there is no c).
  A robust step-to-step spread: a constant offset adds nothing to it, framework round-off and printed
  rounding do, and the departure itself is never counted as noise.
* The threshold is tau = max(TAU_MIN, K * sigma).
* The first divergent step is the first step where |d| > tau and |d| > tau for at least SUSTAIN_MIN of
  the SUSTAIN aligned points from it (all remaining points when fewer are left, at least 2).

The same rule runs on the grad norm (logged unrounded, it shows a changed norm eps at step 1 while the
4-digit loss does not); the learning rate and the loss scale are set by schedules, not noise, so any
relative difference above LR_TOL counts there. The first divergent step is the earliest of the four.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from statistics import median
from typing import Callable, Optional

from .runs import Run, StepValues

K = 4.0
TAU_MIN = 1e-3  # 0.1 %: printed losses (HF rounds to 4 digits) and fp32 round-off stay below it
SUSTAIN = 5
SUSTAIN_MIN = 4  # of SUSTAIN consecutive points above the threshold
MAX_NOISE_POINTS = 200  # the noise before a departure is read from at most this many points
LR_TOL = 1e-6
NONFINITE_GAP = 1e3  # the gap recorded where one run's value is NaN/Inf and the other's is not
RULE = (f"relative loss gap |migrated - reference| / |reference| above tau = max({TAU_MIN:g}, {K:g} x sigma) "
        f"at the step and at {SUSTAIN_MIN} of the {SUSTAIN} aligned steps from it, sigma = the robust "
        f"step-to-step spread of the gap before it first stays above {TAU_MIN:g}; the same rule on the grad "
        "norm; any lr or loss-scale difference "
        f"above {LR_TOL:g} relative; the earliest of these")


@dataclass(frozen=True)
class Aligned:
    """Both runs at the points they share: by step, or by consumed samples when batch sizes differ."""

    by: str  # step | samples
    x: tuple[int, ...]
    ref: tuple[StepValues, ...]
    mig: tuple[StepValues, ...]


@dataclass(frozen=True)
class Divergence:
    """What the rule found on one aligned pair of series."""

    index: Optional[int]  # loss: first divergent point (into Aligned.x); None: within the noise
    tau: float
    sigma: float
    gaps: tuple[float, ...]  # signed relative loss gap per aligned point
    lr_index: Optional[int] = None  # first point whose logged lr differs
    lr_last: Optional[int] = None  # last point whose logged lr differs
    lr_points: int = 0  # points where both sides logged an lr
    norm_index: Optional[int] = None  # grad norm: same rule as the loss, on its own noise
    norm_tau: float = 0.0
    norm_gaps: tuple[float, ...] = ()
    scale_index: Optional[int] = None
    lr_pattern: tuple[str, ...] = ()  # start_differs, peak_equal, ratio_constant: which schedule part differs

    @property
    def start(self) -> Optional[int]:
        """The first point where any series leaves the reference."""
        found = [i for i in (self.index, self.norm_index, self.lr_index, self.scale_index) if i is not None]
        return min(found) if found else None

    @property
    def signal(self) -> str:
        """Which series left first: loss, grad_norm, lr or loss_scale (the loss on ties)."""
        for name, i in (("loss", self.index), ("lr", self.lr_index), ("grad_norm", self.norm_index),
                        ("loss_scale", self.scale_index)):
            if i is not None and i == self.start:
                return name
        return "loss"


@dataclass(frozen=True)
class Shape:
    """How the gap looks; `features` (0..1 each) feed the ranking of config differences."""

    label: str  # offset | drift | jump | closing | noise | lr_mismatch
    signal: str  # the series that left first: loss | grad_norm | lr | loss_scale
    features: dict[str, float] = field(default_factory=dict)
    gap_at: float = 0.0  # relative loss gap at the divergent step
    gap_max: float = 0.0
    gap_end: float = 0.0


def align(ref: Run, mig: Run, ref_batch: Optional[int] = None, mig_batch: Optional[int] = None) -> Aligned:
    """Pairs points by step; by samples (step x global batch) when both batch sizes are known and differ."""
    by = "samples" if ref_batch and mig_batch and ref_batch != mig_batch else "step"

    def key(batch: Optional[int]) -> Callable[[StepValues], int]:
        return (lambda p: p.step * batch) if by == "samples" and batch else (lambda p: p.step)

    ref_at = {key(ref_batch)(p): p for p in ref.steps}
    mig_at = {key(mig_batch)(p): p for p in mig.steps}
    xs = tuple(sorted(set(ref_at) & set(mig_at)))
    return Aligned(by, xs, tuple(ref_at[x] for x in xs), tuple(mig_at[x] for x in xs))


def _relative(a: float, b: float) -> float:
    """Relative gap; NONFINITE_GAP when exactly one side is NaN/Inf (both: no gap), so reports stay JSON."""
    if not (math.isfinite(a) and math.isfinite(b)):
        return 0.0 if not (math.isfinite(a) or math.isfinite(b)) else NONFINITE_GAP
    return (a - b) / max(abs(b), 1e-12)


def _first_sustained(gaps: list[float], tau: float) -> Optional[int]:
    """First i with |gap[i]| > tau and at least SUSTAIN_MIN of the SUSTAIN points from i above tau
    (all of them when fewer than SUSTAIN are left, at least 2): one point back inside the band does not
    hide a gap whose sign keeps changing."""
    n = len(gaps)
    for i in range(n):
        window = gaps[i:i + SUSTAIN]
        if len(window) < 2:
            return None
        above = sum(abs(g) > tau for g in window)
        needed = SUSTAIN_MIN if len(window) == SUSTAIN else len(window)
        if abs(gaps[i]) > tau and above >= needed:
            return i
    return None


def _noise(gaps: list[float]) -> float:
    """Robust step-to-step spread of the gap before it first leaves the floor."""
    departure = _first_sustained(gaps, TAU_MIN)
    before = gaps[:departure][-MAX_NOISE_POINTS:] if departure is not None else gaps[-MAX_NOISE_POINTS:]
    steps = [abs(b - a) for a, b in zip(before, before[1:])]
    return 1.4826 * median(steps) / math.sqrt(2) if steps else 0.0


def _threshold(gaps: list[float]) -> tuple[float, float]:
    sigma = _noise(gaps)
    return max(TAU_MIN, K * sigma), sigma


def _exact_mismatch(pairs: list[tuple[Optional[float], Optional[float]]]) -> tuple[Optional[int], Optional[int], int]:
    """First and last index where both values exist and differ; how many points had both."""
    first = last = None
    both = 0
    for i, (a, b) in enumerate(pairs):
        if a is None or b is None:
            continue
        both += 1
        if abs(_relative(a, b)) > LR_TOL and abs(a - b) > 1e-12:
            first = i if first is None else first
            last = i
    return first, last, both


def detect(al: Aligned) -> Divergence:
    gaps = [_relative(m.loss, r.loss) for r, m in zip(al.ref, al.mig)]
    tau, sigma = _threshold(gaps)
    lr_first, lr_last, lr_points = _exact_mismatch([(m.lr, r.lr) for r, m in zip(al.ref, al.mig)])
    norms = [(m.grad_norm, r.grad_norm) for r, m in zip(al.ref, al.mig)]
    norm_index, norm_tau, norm_gaps = None, 0.0, []
    if norms and all(a is not None and b is not None and math.isfinite(a) and math.isfinite(b) for a, b in norms):
        norm_gaps = [_relative(a, b) for a, b in norms]  # type: ignore[arg-type]
        norm_tau = _threshold(norm_gaps)[0]
        norm_index = _first_sustained(norm_gaps, norm_tau)
    scale_index, _, _ = _exact_mismatch([(m.loss_scale, r.loss_scale) for r, m in zip(al.ref, al.mig)])
    pattern = _lr_pattern([(r.lr, m.lr) for r, m in zip(al.ref, al.mig)]) if lr_first is not None else ()
    return Divergence(_first_sustained(gaps, tau), tau, sigma, tuple(gaps), lr_first, lr_last, lr_points,
                      norm_index, norm_tau, tuple(norm_gaps), scale_index, pattern)


def _lr_pattern(pairs: list[tuple[Optional[float], Optional[float]]]) -> tuple[str, ...]:
    """Which part of the schedule differs: a base-rate change scales every step by one ratio, a warmup
    change moves the first steps but reaches the same peak, a decay change leaves the start alone."""
    both = [(a, b) for a, b in pairs if a is not None and b is not None]
    if not both:
        return ()
    out = []
    first_ref, first_mig = both[0]
    if abs(_relative(first_mig, first_ref)) > LR_TOL:
        out.append("start_differs")
    peak_ref, peak_mig = max(a for a, _ in both), max(b for _, b in both)
    if peak_ref > 0 and abs(_relative(peak_mig, peak_ref)) <= LR_TOL:
        out.append("peak_equal")
    ratios = [b / a for a, b in both if a > 0]
    if ratios and max(ratios) - min(ratios) <= 1e-3 * max(abs(r) for r in ratios):
        out.append("ratio_constant")
    return tuple(out)


def _sign_flips(gaps: list[float]) -> float:
    signs = [g > 0 for g in gaps if g != 0]
    return sum(a != b for a, b in zip(signs, signs[1:])) / max(1, len(signs) - 1)


def _leading(div: Divergence) -> tuple[list[float], float]:
    """The gap series of the signal that left first, and its threshold (the loss for lr/scale leads)."""
    if div.signal == "grad_norm":
        return list(div.norm_gaps), div.norm_tau
    return list(div.gaps), div.tau


def shape(div: Divergence) -> Optional[Shape]:
    """The gap's shape from the divergent step on; None when nothing diverged."""
    start = div.start
    if start is None:
        return None
    gaps, tau = _leading(div)
    after = [abs(g) for g in gaps[start:]] or [0.0]
    n = len(after)
    head = median(after[:max(1, min(10, n))])
    tail = median(after[-max(1, n // 5):])
    peak = max(after)
    before = [abs(g) for g in gaps[max(0, start - 10):start]]
    above = [g for g in gaps[start:] if abs(g) > tau]  # the part of the gap that is signal
    lr_closes = div.lr_last is not None and div.lr_last < len(div.gaps) - max(10, len(div.gaps) // 10)
    f = {
        "from_start": 1.0 if start == 0 else 0.0,
        "loss_from_start": 1.0 if div.index == 0 else 0.0,
        "after_first_update": 1.0 if 1 <= start <= 3 else 0.0,
        "late_start": min(1.0, start / max(1, len(gaps) / 4)) if start > 3 else 0.0,
        "lr_mismatch": 1.0 if div.lr_index is not None else (0.0 if div.lr_points else 0.5),
        "lr_persists": 1.0 if div.lr_index is not None and not lr_closes else 0.0,
        "lr_closes": 1.0 if lr_closes else 0.0,
        "loss_scale_mismatch": 1.0 if div.scale_index is not None else 0.0,
        "lr_start_differs": 1.0 if "start_differs" in div.lr_pattern else 0.0,
        "lr_peak_equal": 1.0 if "peak_equal" in div.lr_pattern else 0.0,
        "lr_ratio_constant": 1.0 if "ratio_constant" in div.lr_pattern else 0.0,
        "loss_follows": 1.0 if div.index is not None and div.index <= start + 3 else 0.0,
        "noisy": min(1.0, 2.0 * _sign_flips(above)),
        "growing": min(1.0, max(0.0, math.log10(max(tail, 1e-12) / max(head, 1e-12)))),
        "closing": 1.0 if peak > 0 and tail < 0.3 * peak and tail < 2 * tau else 0.0,
        "jump": 1.0 if start > 3 and (not before or max(before) < tau / 2) and after[0] >= 0.5 * head
        and head > 3 * tau else 0.0,
    }
    f["smooth"] = 1.0 - f["noisy"]
    loss_at = list(div.gaps)[start:] or [0.0]
    return Shape(_label(f), div.signal, f, loss_at[0], max(abs(g) for g in loss_at), div.gaps[-1])


def _label(f: dict[str, float]) -> str:
    if f["lr_mismatch"] == 1.0:
        return "lr_mismatch"
    if f["jump"]:
        return "jump"
    if f["from_start"] and f["noisy"] >= 0.6:
        return "noise"
    if f["from_start"] and f["growing"] < 0.5:
        return "closing" if f["closing"] else "offset"
    if f["closing"]:
        return "closing"
    return "drift"
