"""Loss-curve diagnosis: NaN/Inf, a flat loss, divergence, overflow streaks, global-norm spikes.

A run can fail without a single error line: the loss turns NaN, stops moving because the
learning rate is 0, or the fp16 loss scale halves on every step until it reaches 1. These checks
read the step series the scanner parsed (`series.Point`) and say what happened, at which steps,
with which values. Each check is a small function over one series; `loss_findings` runs them on
every rank and merges what several ranks show into one finding.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from statistics import median
from typing import Callable, Optional

from .model import ROLE_ERROR, ROLE_WARNING, Evidence, Finding
from .scan import ScanResult
from .series import Point, ordinal

KB_LOSS = "loss-nan-or-stuck"
KB_AMP = "amp-and-loss-scale"
CATEGORY = "stuck_or_nan_loss"

FLAT_MIN_POINTS = 15  # consecutive step lines with the same loss before "flat" is said
OVERFLOW_STREAK = 10  # consecutive `overflow cond: True` steps; a fresh fp16 run has ~6 while the scale settles
DIVERGE_MIN_POINTS = 20
SPIKE_RATIO = 10.0  # global_norm this many times its recent median
SPIKE_MIN_COUNT = 3
# ln(vocab) for vocabularies of ~5k to ~300k tokens: the loss of a model that predicts uniformly
UNIFORM_LOSS = (math.log(5_000), math.log(300_000))
UNIFORM_MIN_POINTS = 100  # without a key-mapping warning, this many steps near ln(vocab) are needed


@dataclass
class LossIssue:
    """One anomaly in one series; merged across ranks into a finding."""

    kind: str  # nan | flat | diverge | overflow | spikes | uniform
    title: str
    confidence: float
    fixes: list[str]
    evidence: list[Evidence]
    facts: dict = field(default_factory=dict)
    at: int = 0  # ordinal of the first step concerned: the earliest rank's issue is shown
    kb: str = KB_LOSS
    severity: str = "error"


def where(p: Point) -> str:
    """`step 120` or `epoch 2 step 10` when steps restart each epoch."""
    if p.epoch is not None and p.epoch == int(p.epoch) and p.epoch > 1:
        return f"epoch {int(p.epoch)} step {p.step}"
    return f"step {p.step}"


def describe(p: Point) -> str:
    """The values of one step line, as evidence text."""
    parts = [f"{where(p)}: loss {_num(p.loss)}"]
    if p.lr is not None:
        parts.append(f"lr {_num(p.lr)}")
    if p.overflow is not None:
        parts.append(f"overflow cond {p.overflow}")
    if p.loss_scale is not None:
        parts.append(f"loss_scale {_num(p.loss_scale)}")
    if p.global_norm is not None:
        parts.append(f"global_norm {_num(p.global_norm)}")
    return ", ".join(parts)


def _num(x: float) -> str:
    return f"{x:.6g}"


def _ev(r: ScanResult, p: Point, role: str = ROLE_ERROR) -> Evidence:
    return Evidence(r.path, p.line, describe(p), r.rank, p.time, role)


def check_nan(r: ScanResult, pts: list[Point]) -> Optional[LossIssue]:
    bad = [p for p in pts if not math.isfinite(p.loss)]
    if not bad:
        return None
    first = bad[0]
    recovered = math.isfinite(pts[-1].loss) and len(bad) < 3
    if recovered and all(p.overflow for p in bad):
        return None  # an overflow step whose update was skipped, and training went on: dynamic scaling at work
    before = [p for p in pts if math.isfinite(p.loss) and ordinal(p) < ordinal(first)]
    last_good = before[-1] if before else None
    evidence = ([_ev(r, last_good, ROLE_WARNING)] if last_good else []) + [_ev(r, first)]
    fixes = [f"Look at what happened just before {where(first)}: lower the learning rate"
             + (f" (it was {_num(first.lr)})" if first.lr else "")
             + ", enable gradient clipping, and check that data batch for empty or corrupt samples."]
    if first.loss_scale is not None and first.loss_scale > 1:
        fixes.append("The run uses fp16 with a loss scale: train in bf16 if the hardware supports it, "
                     "or start from a smaller loss_scale_value.")
    fixes.append("Resume from the last checkpoint before the NaN rather than from the latest one.")
    return LossIssue(
        "nan", f"Loss became {first.loss} at {where(first)}"
        + (f" ({len(bad)} of {len(pts)} logged steps)" if len(bad) > 1 else ""),
        0.55 if recovered else 0.8, fixes, evidence,
        {"step": first.step, "nan_steps": len(bad),
         "last_finite_loss": last_good.loss if last_good else None}, ordinal(first))


def check_norm_nan(r: ScanResult, pts: list[Point]) -> Optional[LossIssue]:
    """global_norm NaN/Inf on a step the log says did not overflow: nothing skipped that update.

    Only lines that state `overflow cond: False` count: HF's fp16 GradScaler logs an inf grad_norm on
    the steps it skips without saying so, which is normal while the scale settles.
    """
    bad = [p for p in pts if p.global_norm is not None and not math.isfinite(p.global_norm)
           and p.overflow is False and math.isfinite(p.loss)]
    if not bad:
        return None
    first = bad[0]
    return LossIssue(
        "norm_nan", f"global_norm became {first.global_norm} at {where(first)} with no overflow flagged",
        0.7, [f"The gradients at {where(first)} hold NaN/Inf and the update was applied: enable gradient clipping "
              "and look for the layer that produced it (an fp16 op without loss scaling, a division by zero, "
              "a log of 0 in a custom loss).",
              "Resume from a checkpoint before that step; the weights after it are likely corrupted."],
        [_ev(r, first)], {"step": first.step, "bad_norm_steps": len(bad)}, ordinal(first))


def _flat_runs(pts: list[Point]) -> tuple[int, int]:
    """(start, end) indexes of the longest run of finite losses that do not change."""
    best = (0, 0)
    start = 0
    for i in range(1, len(pts) + 1):
        if i < len(pts) and math.isfinite(pts[i].loss) and math.isfinite(pts[start].loss):
            tol = max(5e-4, 1e-4 * abs(pts[start].loss))
            if abs(pts[i].loss - pts[start].loss) <= tol:
                continue
        if i - start > best[1] - best[0]:
            best = (start, i)
        start = i
    return best


def check_flat(r: ScanResult, pts: list[Point]) -> Optional[LossIssue]:
    lo, hi = _flat_runs(pts)
    run = pts[lo:hi]
    if len(run) < FLAT_MIN_POINTS:
        return None
    zero = all(p.loss == 0 for p in run)
    if not zero and abs(run[0].loss) < 1e-3:
        return None  # a tiny model that converged to ~0 is not stuck
    a, b = run[0], run[-1]
    lrs = [p.lr for p in run if p.lr is not None]
    lr_zero = bool(lrs) and all(v == 0 for v in lrs)
    facts = {"from_step": a.step, "to_step": b.step, "loss": a.loss, "steps_flat": len(run)}
    if zero:
        title = f"Loss is exactly 0 from {where(a)} to {where(b)}: nothing is being learned"
        fixes = ["A loss of exactly 0 on every step means no token contributes: check that the labels are not "
                 "all masked (ignore_index / -100 after truncation or a wrong prompt template) and that the "
                 "loss is not computed on an empty batch.",
                 "In fp16 a loss that underflows to 0 also looks like this: train in bf16 or fp32 to compare."]
    elif lr_zero:
        facts["lr"] = 0.0
        title = f"Loss stuck at {_num(a.loss)} from {where(a)} to {where(b)}: the learning rate is 0"
        fixes = ["The logged lr is 0 on every one of these steps: check the optimizer's learning_rate, the "
                 "lr schedule (warmup_steps / total_steps, decay ending at 0) and that the schedule is "
                 "not evaluated at a step past its end.",
                 "Print the learning rate the optimizer really uses at step 1 before a long run."]
    else:
        title = f"Loss did not change ({_num(a.loss)}) from {where(a)} to {where(b)}"
        fixes = ["No update reaches the weights: check that the parameters are trainable "
                 "(requires_grad, freeze settings), that the optimizer was given the network's parameters, "
                 "and that gradients are not all zero (a detached loss, a fully masked label).",
                 "If every step overflows, the update is skipped: see the overflow and loss_scale values."]
        if lrs:
            fixes.insert(0, f"The learning rate is {_num(lrs[-1])}: confirm it is the value you intended.")
    return LossIssue("flat", title, 0.8 if lr_zero else 0.7, fixes,
                     [_ev(r, a, ROLE_WARNING), _ev(r, b)], facts, ordinal(a))


def check_lr_zero(r: ScanResult, pts: list[Point]) -> Optional[LossIssue]:
    """A learning rate of 0 on many consecutive steps while the loss does not improve.

    Unlike `check_flat` the loss still moves from batch to batch (the data changes, the weights
    do not), so only the trend is judged: no improvement between the first and last third.
    """
    best: list[Point] = []
    run: list[Point] = []
    for p in pts + [Point(0, 0.0, 0, lr=None)]:
        if p.lr == 0:
            run.append(p)
            continue
        if len(run) > len(best):
            best = run
        run = []
    finite = [p for p in best if math.isfinite(p.loss)]
    if len(finite) < FLAT_MIN_POINTS:
        return None
    third = max(1, len(finite) // 3)
    head, tail = median(p.loss for p in finite[:third]), median(p.loss for p in finite[-third:])
    if tail < 0.97 * head:
        return None
    a, b = best[0], best[-1]
    return LossIssue(
        "lr_zero", f"Learning rate is 0 from {where(a)} to {where(b)}: the loss did not improve "
        f"({_num(head)} → {_num(tail)})", 0.8,
        ["The logged lr is 0 on every one of these steps, so the weights never change: check the optimizer's "
         "learning_rate, the lr schedule (warmup_steps / total_steps, a decay that ends at 0, a schedule "
         "evaluated past its end) and any lr scale applied for the number of devices.",
         "Print the learning rate the optimizer really uses at step 1 before starting a long run."],
        [_ev(r, a, ROLE_WARNING), _ev(r, b)],
        {"from_step": a.step, "to_step": b.step, "lr": 0.0, "loss_first": head, "loss_last": tail}, ordinal(a))


def check_divergence(r: ScanResult, pts: list[Point]) -> Optional[LossIssue]:
    finite = [p for p in pts if math.isfinite(p.loss)]
    n = len(finite)
    if n < DIVERGE_MIN_POINTS:
        return _explosion(r, finite)
    w = max(3, n // 20)  # twenty windows, each judged by its median: one bad batch is not a trend
    starts = list(range(0, n - w + 1, w))
    medians = [median(p.loss for p in finite[i:i + w]) for i in starts]
    if len(medians) < 3:
        return None
    best_k = min(range(len(medians) - 1), key=medians.__getitem__)
    best, final = medians[best_k], medians[-1]
    # the rise must hold for the last two windows: one bad window at the end is not yet a trend
    if best_k >= len(medians) - 2 or not (min(medians[-2:]) >= 2 * best and final - best >= 1.0):
        return None
    best_i = starts[best_k]
    rise = next((p for p in finite[best_i:] if p.loss >= 2 * best), finite[-1])
    low = min(finite[best_i:best_i + w], key=lambda p: p.loss)
    fixes = [f"The loss fell to about {_num(best)} and then rose to about {_num(final)} from {where(rise)}: "
             "lower the learning rate or lengthen warmup, and enable gradient clipping.",
             "Check the data order around that step (a shard of bad or duplicated samples) and resume "
             "from a checkpoint before the rise."]
    return LossIssue("diverge", f"Loss diverged: from {_num(best)} up to {_num(final)} (rising at {where(rise)})",
                     0.7, fixes, [_ev(r, low, ROLE_WARNING), _ev(r, rise), _ev(r, finite[-1])],
                     {"best_loss": best, "final_loss": final, "step": rise.step}, ordinal(rise))


EXPLOSION_FACTOR = 100.0


def _explosion(r: ScanResult, finite: list[Point]) -> Optional[LossIssue]:
    """Too few points for a trend, but a loss that grew a hundredfold and stayed there has blown up
    (an excerpt of a few logged steps is what people paste)."""
    if len(finite) < 3:
        return None
    low = min(finite[:-2], key=lambda p: p.loss)
    last_two = finite[-2:]
    grew = min(p.loss for p in last_two) >= EXPLOSION_FACTOR * low.loss and last_two[-1].loss - low.loss >= 10
    if low.loss <= 0 or not grew:
        return None
    rise = last_two[0]
    fixes = [f"The loss went from {_num(low.loss)} to {_num(finite[-1].loss)} by {where(rise)}: the run is "
             "numerically unstable. Lower the learning rate or lengthen warmup, enable gradient clipping, and "
             "check the loss scale / fp16 overflow messages just before it.",
             "Resume from a checkpoint before the blow-up once the cause is fixed."]
    return LossIssue("diverge", f"Loss exploded: from {_num(low.loss)} to {_num(finite[-1].loss)} "
                     f"(at {where(rise)})", 0.7, fixes, [_ev(r, low, ROLE_WARNING), _ev(r, rise), _ev(r, finite[-1])],
                     {"best_loss": low.loss, "final_loss": finite[-1].loss, "step": rise.step}, ordinal(rise))


def _longest_overflow_streak(pts: list[Point]) -> tuple[int, int]:
    best, start = (0, 0), None
    for i, p in enumerate(pts + [Point(0, 0.0, 0, overflow=False)]):
        if p.overflow:
            start = i if start is None else start
        elif start is not None:
            if i - start > best[1] - best[0]:
                best = (start, i)
            start = None
    return best


def check_overflow(r: ScanResult, pts: list[Point]) -> Optional[LossIssue]:
    flagged = [p for p in pts if p.overflow is not None]
    if not flagged or not any(p.overflow for p in flagged):
        return None
    lo, hi = _longest_overflow_streak(flagged)
    streak = flagged[lo:hi]
    scales = [p.loss_scale for p in flagged if p.loss_scale is not None]
    collapsed = bool(scales) and min(scales) <= 1.0 < max(scales)
    # a fresh fp16 run halves a large initial scale (2^16..2^32) on every step until it fits: a streak
    # at the very start that ends with the scale still above 1 is that settling, not a failure
    settling = lo == 0 and hi < len(flagged) and not collapsed
    ongoing = hi == len(flagged)  # still overflowing when the log ends
    if settling or not (collapsed and len(streak) >= 3 or len(streak) >= (OVERFLOW_STREAK if ongoing
                                                                           else 2 * OVERFLOW_STREAK)):
        return None
    a, b = streak[0], streak[-1]
    scale_txt = ""
    if a.loss_scale is not None and b.loss_scale is not None:
        scale_txt = f"; loss_scale {_num(a.loss_scale)} → {_num(b.loss_scale)}"
    title = (f"{len(streak)} consecutive overflow steps ({where(a)} to {where(b)}){scale_txt}: "
             "every update was skipped")
    fixes = ["Gradients overflow in fp16 on every step, so no update is applied and the loss scale keeps "
             "halving: train in bf16 (compute_dtype/param_init_type bfloat16 with a constant scale_sense 1.0) "
             "if the hardware supports it.",
             "Otherwise lower the learning rate, enable gradient clipping, and check the first overflowing "
             f"steps ({where(a)}) for an exploding layer (inf in the embedding or in attention scores)."]
    if collapsed:
        fixes.append(f"The loss scale reached {_num(min(scales))}: a DynamicLossScaleUpdateCell cannot go lower, "
                     "so the overflow is not a scaling problem but inf/NaN in the gradients themselves.")
    return LossIssue("overflow", title, 0.75 if collapsed or len(streak) >= 2 * OVERFLOW_STREAK else 0.6,
                     fixes, [_ev(r, a, ROLE_WARNING), _ev(r, b)],
                     {"overflow_steps": len(streak), "from_step": a.step, "to_step": b.step,
                      "loss_scale_start": a.loss_scale, "loss_scale_end": b.loss_scale}, ordinal(a), KB_AMP)


def norm_spikes(pts: list[Point], warmup: int = 10, window: int = 20) -> list[tuple[Point, float]]:
    """(step, typical norm before it) for each global_norm far above its recent median."""
    norms = [(p, p.global_norm) for p in pts if p.global_norm is not None and math.isfinite(p.global_norm)]
    out = []
    recent = 0.0
    for i in range(warmup, len(norms)):
        if i == warmup or (i - warmup) % window == 0:  # the median of the last window, refreshed per window
            recent = median(v for _, v in norms[max(0, i - window):i])
        p, v = norms[i]
        if recent > 0 and v >= SPIKE_RATIO * recent:
            out.append((p, recent))
    return out


def check_spikes(r: ScanResult, pts: list[Point]) -> Optional[LossIssue]:
    spikes = norm_spikes(pts)
    if len(spikes) < SPIKE_MIN_COUNT:
        return None
    worst, typical = max(spikes, key=lambda s: s[0].global_norm or 0.0)
    steps = ", ".join(where(p) for p, _ in spikes[:5])
    return LossIssue(
        "spikes", f"global_norm spiked {len(spikes)} times (up to {_num(worst.global_norm or 0)} against a "
        f"typical {_num(typical)}) at {steps}", 0.5,
        ["Enable or tighten gradient clipping (max_grad_norm / clip_grad 1.0) and lower the learning rate.",
         f"Inspect the batches of {steps}: long or corrupt samples often cause isolated spikes."],
        [_ev(r, p, ROLE_WARNING) for p, _ in spikes[:4]],
        {"spikes": len(spikes), "max_global_norm": worst.global_norm, "typical_global_norm": typical},
        ordinal(spikes[0][0]), severity="warning")


def near_uniform(pts: list[Point], min_points: int = UNIFORM_MIN_POINTS) -> Optional[tuple[float, int]]:
    """(typical loss, steps) if the loss sits at ln(vocab) and does not come down: random-weight output."""
    finite = [p.loss for p in pts if math.isfinite(p.loss)]
    if len(finite) < min_points:
        return None
    head = median(finite[:max(3, len(finite) // 5)])
    tail = median(finite[len(finite) // 2:])
    lrs = [p.lr for p in pts if p.lr is not None]
    if len(lrs) > 1 and lrs[-1] > 1.5 * lrs[0]:
        return None  # still warming up: the loss of a fresh model sits at ln(vocab) until the lr rises
    if UNIFORM_LOSS[0] <= tail <= UNIFORM_LOSS[1] and tail >= 0.95 * head:
        return tail, len(finite)
    return None


def uniform_text(loss: float) -> str:
    return (f"≈ ln({math.exp(loss):,.0f}), the loss of a model that predicts every token of a "
            f"{math.exp(loss):,.0f}-token vocabulary as equally likely")


def check_uniform(r: ScanResult, pts: list[Point]) -> Optional[LossIssue]:
    found = near_uniform(pts)
    if found is None:
        return None
    loss, n = found
    return LossIssue(
        "uniform", f"Loss stays at {_num(loss)} over {n} logged steps ({uniform_text(loss)})", 0.55,
        ["The model learns nothing beyond chance: check that the pretrained weights really loaded "
         "(search the log for 'not loaded' / 'missing keys') and that the checkpoint's parameter names "
         "match the network's.",
         "If the run is meant to start from scratch, check the learning rate and that labels are not all "
         "masked (ignore_index)."],
        [_ev(r, pts[0], ROLE_WARNING), _ev(r, pts[-1])], {"loss": loss, "steps": n}, ordinal(pts[0]),
        severity="warning")


CHECKS: tuple[Callable[[ScanResult, list[Point]], Optional[LossIssue]], ...] = (
    check_nan, check_norm_nan, check_overflow, check_flat, check_lr_zero, check_divergence, check_spikes, check_uniform)


def _merge(issues: list[tuple[ScanResult, LossIssue]]) -> Finding:
    """The same anomaly on several ranks: the earliest rank's details, every rank listed."""
    r, first = min(issues, key=lambda it: (it[1].at, it[0].index))
    ranks = sorted({res.rank for res, _ in issues if res.rank is not None})
    facts = dict(first.facts, check=first.kind, role=max((e.role for e in first.evidence), key=_role_rank))
    if ranks:
        facts["first_rank"] = r.rank
    evidence = list(first.evidence)
    for res, issue in issues:
        if res is not r and len(evidence) < 6:
            evidence.append(issue.evidence[-1])
    times = [e.time for e in first.evidence if e.time is not None]
    return Finding(category=CATEGORY, signature=None, title=first.title, confidence=first.confidence,
                   evidence=evidence, fixes=first.fixes, kb=first.kb, facts=facts, count=len(issues),
                   ranks=ranks, severity=first.severity, first_time=min(times) if times else None,
                   first_seq=(r.index, first.evidence[0].line))


def _role_rank(role: str) -> int:
    return {ROLE_WARNING: 1, ROLE_ERROR: 2}.get(role, 0)


def loss_findings(results: list[ScanResult]) -> list[Finding]:
    """Run every check on every series; one finding per kind of anomaly."""
    by_kind: dict[str, list[tuple[ScanResult, LossIssue]]] = {}
    for r in results:
        points = r.points  # built from the input's packed sketch: once per input, not per check
        if len(points) < 2 and not any(not math.isfinite(p.loss) for p in points):
            continue
        for check in CHECKS:
            issue = check(r, points)
            if issue is not None:
                by_kind.setdefault(issue.kind, []).append((r, issue))
    findings = [_merge(items) for items in by_kind.values()]
    kinds = {f.facts["check"] for f in findings}
    # a flat or collapsed-overflow run explains a loss that sits at ln(vocab): keep the better-named one
    if "norm_nan" in kinds and "nan" in kinds:  # the NaN loss says it already
        findings = [f for f in findings if f.facts["check"] != "norm_nan"]
    if "uniform" in kinds and kinds & {"flat", "overflow", "nan", "lr_zero"}:
        findings = [f for f in findings if f.facts["check"] != "uniform"]
    if "lr_zero" in kinds and any(f.facts["check"] == "flat" and f.facts.get("lr") == 0 for f in findings):
        findings = [f for f in findings if f.facts["check"] != "lr_zero"]
    return findings
