"""Loss-curve diagnosis: NaN/Inf, a flat loss, divergence, overflow streaks, global-norm spikes.

A run can fail without a single error line: the loss turns NaN, stops moving because the
learning rate is 0, or the fp16 loss scale halves on every step until it reaches 1. These checks
read the step series the scanner parsed (`series.Point`) and say what happened, at which steps,
with which values. Each check is a small function over one series that returns a rule id and the
facts it found; its wording (en/zh), category, severity and KB article are in `checks/loss.*.yaml`.
`loss_findings` runs the checks on every rank and merges what several ranks show into one finding.
"""

from __future__ import annotations

import math
from contextvars import ContextVar
from dataclasses import dataclass, field
from statistics import median
from typing import Callable, Optional

import regex

from ..knowledge.check_rules import CheckRule, Text, make_finding, shipped_rules
from ..model import ROLE_ERROR, ROLE_WARNING, Evidence, Finding
from ..pipeline.scan import POOL_FILES, ScanResult
from ..pipeline.series import AccuracyReading, EvalTrace, Point, ordinal

FLAT_MIN_POINTS = 15  # consecutive step lines with the same loss before "flat" is said
# readings of the gradient norm before "mostly non-finite" is judged: across the labelled logs every one with half or
# more of 3+ norms non-finite (37) was a run that did not train, and no healthy one had them
NORM_NAN_MIN_READINGS = 3
# consecutive readings with a learning rate of exactly 0, up to the log's last, before "lr zero" is said (anywhere
# in the log it takes FLAT_MIN_POINTS): a schedule's warm-up starts at 0 for a step or a few and a decay ends there
# once, where a rate that stays 0 to the end is a schedule stepped too often (per batch instead of per epoch) or
# never set
LR_ZERO_MIN_POINTS = 4
# A loss that falls straight from a real value to exactly 0 and stays there is no convergence: every
# label masked, an fp16 loss that underflows, a broken loss function. Fewer points say it.
ZERO_MIN_POINTS = 4
COLLAPSE_FROM = 0.1
# A loss printed with this many significant digits that is identical on this many logged steps, from the
# first (or second) on to the last, comes from a model no update changed (frozen parameters, a zero learning
# rate, a detached loss): a learning model's loss moves in the fourth significant digit from one logged step
# (or epoch) to the next.
FROZEN_MIN_POINTS = 4
FROZEN_DIGITS = 4
# ... within 0.1% of the first of them over the whole stretch (the flat tolerance's absolute floor, 5e-4,
# is several percent of a small loss such as 0.014, which a converged model moves by)
FROZEN_TOLERANCE = 1e-3
# ... but a loss of 1 or more that reads exactly 0 at the next logged step fell in one interval: learning
# does not do that, a masked or skipped loss does. One point says it.
ABRUPT_ZERO_FROM = 1.0
# A gradient norm of exactly 0 on every logged step, from the first, while the loss only wanders within this
# share of its mean (each batch is another sample of an unchanged model): no gradient reaches the weights. A
# norm of 0 beside a loss that falls is a logger's bug (DeepSpeed ZeRO-3), which the spread keeps out.
NO_GRADIENT_SPREAD = 0.02
OVERFLOW_STREAK = 10  # consecutive `overflow cond: True` steps; a fresh fp16 run has ~6 while the scale settles
# The loss scale only falls on an overflow. At a scale of 8 or less the scaled gradients still overflow
# fp16 (largest value 65504), so the gradients themselves are ~1e4 or inf/NaN: no scale fixes that, and
# healthy fp16 runs settle orders of magnitude higher (2^10..2^16). Reached by consecutive halvings, the
# scale has collapsed; DeepSpeed stops the run at its minimum (1), apex amp keeps going below it.
COLLAPSED_SCALE = 8.0
# At 1 there is nothing left to halve (DeepSpeed's floor; apex goes on below it): one step that still
# overflows there has lost fp16 for good, however the scale got there.
FLOOR_SCALE = 1.0
DIVERGE_MIN_POINTS = 20
# A loss that sits at one level from the first logged steps on: a model whose output does not depend on
# its input (chance level, a dead network) gives nearly the same loss on every batch, while a learning
# model's per-batch loss both falls and varies by far more than this.
PLATEAU_SPREAD = 0.05  # (max - min) / median of the steps after the first
PLATEAU_TIGHT_MIN_POINTS = 10  # fewer logged steps than FLAT_MIN_POINTS make a plateau only within ...
PLATEAU_TIGHT_SPREAD = 0.01  # ... this band: a fresh model that learns moves its loss by more in ten readings ...
PLATEAU_TIGHT_MIN_STEPS = 50  # ... when they span this many steps (over the first ten it may not have moved yet)
SPIKE_RATIO = 10.0  # global_norm this many times its recent median
SPIKE_MIN_COUNT = 3
# Gradients that explode grow the norm by a steady factor at every logged step (the weights feed the
# next gradient), while a healthy norm wanders around a level or rises a few-fold during warmup. A norm
# that rose by at least NORM_GROWTH_RATIO at each of NORM_GROWTH_POINTS - 1 consecutive logged steps and
# ended past NORM_EXPLODED (beyond any clipping threshold a run uses, 0.5..10) is running away.
NORM_GROWTH_RATIO = 1.2
NORM_GROWTH_POINTS = 6
NORM_EXPLODED = 1e4
# A loss or gradient norm that sits at 1e5 or more at every logged step is out of any normalised training's
# range from the start (no rise for the divergence checks to see): the healthy runs of tests/realworld log
# losses of 911 and gradient norms of 26 at most, while the runs that blew up before the excerpt began, or
# that regress unscaled targets, log 1e5..1e13. A loss that falls tenfold within the excerpt is learning.
HUGE_VALUE = 1e5
HUGE_MIN_POINTS = 3
HUGE_LEARNING = 10.0
# ln(vocab) for vocabularies of ~5k to ~300k tokens: the loss of a model that predicts uniformly
UNIFORM_LOSS = (math.log(5_000), math.log(300_000))
UNIFORM_MIN_POINTS = 100  # without a key-mapping warning, this many steps near ln(vocab) are needed
# A classifier that gives each of its k classes the same probability has a cross-entropy of exactly ln(k):
# a loss that sits there is at chance level (labels not paired with their inputs, constant inputs, no
# update reaching the weights). For k <= 10 the ln(k) are far enough apart (>= 5%) that a level within 2%
# of one is no coincidence once it holds, without falling, for a few logged points (epochs are enough).
CHANCE_CLASSES = (*range(2, 11), 100, 1000)  # and CIFAR-100's and ImageNet's class counts
CHANCE_TOLERANCE = 0.02
CHANCE_MIN_POINTS = 5
CHANCE_BESIDE_CRASH_POINTS = 10  # fewer logged points at chance tell nothing beside a crash: every model starts there
CHANCE_MIN_VALUES = 3  # distinct logged values after the first, unless twice CHANCE_MIN_POINTS lines repeat one
CHANCE_TREND = 0.005  # a fall along a line over the stretch, as a share of the level, that says it still learns ...
CHANCE_TREND_SCATTER = 3.0  # ... when it is also this many times the points' scatter around that line, in a
CHANCE_LATE_EPOCH = 10  # stretch that starts this far into the run (from the start, a crawl is a stuck model)
CHANCE_LATE_STEP = 1000
CHANCE_EXACT_DIGITS = 6  # 6.907755: a coincidence within half a unit of the 6th digit is one in a million
# Losses that repeat epoch after epoch, step for step (check_epoch_repeat): two epochs that log the same
# three or more distinct values at the same steps are far beyond coincidence for values printed to four or
# more digits; a learning model moves every one of them.
REPEAT_MIN_EPOCHS = 2
REPEAT_MIN_STEPS = 3
REPEAT_MIN_DIGITS = 2  # significant digits a repeated loss needs to count (0.0002 has one)
CYCLE_MIN_PERIODS = 3  # without epochs (check_loss_cycle): the same losses in the same order three times running
CYCLE_MAX_POINTS = 1024  # ... judged on the series' last this many points
REPEAT_LONG_TAIL = 4  # ... or epochs that repeat two logged values, four epochs running
# Nearly the same: within this share of the value, when the losses within an epoch spread this many times wider
# and sit above this level (a converged loss near 0 moves by little in any case)
REPEAT_NEAR = 5e-4
REPEAT_NEAR_SPREAD = 50.0
REPEAT_NEAR_LEVEL = 0.05
# An evaluation loss identical to its last printed digit (FROZEN_DIGITS or more) at this many evaluations, with
# training logged between each two, while the training loss moves (check_eval_frozen)
EVAL_FROZEN_MIN = 4
FROZEN_TAIL_MIN = 5  # a training loss frozen from a later step on (check_flat): at least this many steps
FROZEN_TAIL_FLOOR = 0.01  # ... at a loss of at least this: below it the problem was solved
# ... or at the last EVAL_FROZEN_TAIL_MIN or more evaluations, at least half of them, when the first ones moved:
# a model that stopped changing after its first epochs (units killed by a wild first epoch)
EVAL_FROZEN_TAIL_MIN = 5
# A validation accuracy of exactly 0 at this many epochs (all but at most one of those that print one) while the
# training accuracy reaches TRAIN_LEARNED: the held-out samples belong to classes the training never saw
HELD_OUT_ZERO_MIN = 3
# ... or that falls to HELD_OUT_NEAR_ZERO or less at its last HELD_OUT_ZERO_MIN readings, a fifth of its first
# reading or less, over HELD_OUT_FALL_MIN or more: the model predicts the classes it trains on more surely each
# epoch, and the held-out samples are of none of them (a few right early, by chance, before it learnt)
HELD_OUT_NEAR_ZERO = 0.02
HELD_OUT_FALL_MIN = 4
HELD_OUT_FALL_RATIO = 5.0
# A port's loss printed beside its reference's at this many steps or more, this far apart (a share of the
# reference) over the last third of them (check_reference_gap): the labelled ports with a gap show 4% to 650%,
# rounding differences stay below 1%
REFERENCE_GAP_MIN = 3
REFERENCE_GAP = 0.03
SOLVED_ACCURACY = 0.99  # a held-out accuracy this high beside a loss printed at 0: the task was learnt
TRAIN_LEARNED = 0.9
# Accuracies at chance (check_accuracy_chance, check_held_out_chance). An accuracy alone near 1/k says little (for
# k of 5..10 the 1/k crowd together, and a hard task learns slowly), so the run must name k itself: a training loss
# whose median over the later half lies within ACCURACY_LOSS_TOLERANCE of ln(k), or a first loss there (an untrained
# classifier's). The accuracies then sit at 1/k, measured as skill, (accuracy - 1/k) / (1 - 1/k): the median's
# within the band, none after the first above the ceiling, and no rise from the first third to the last beyond
# ACCURACY_CHANCE_RISE. The labelled runs at chance have median skills of -0.08..0.05 and single epochs up to 0.2;
# a binary classifier that learns slowly (0.53 -> 0.63) rises by 0.2.
ACCURACY_CLASSES = tuple(range(2, 11))
ACCURACY_CHANCE_MIN = 4
ACCURACY_LOSS_TOLERANCE = 0.06
ACCURACY_CHANCE_BAND = (-0.15, 0.1)
ACCURACY_CHANCE_CEILING = 0.3
ACCURACY_CHANCE_RISE = 0.1
HELD_OUT_CHANCE_MIN = 3
HELD_OUT_FIXED_MIN = 4  # readings, the first of which may differ, for a held-out accuracy at one value
HELD_OUT_LEARNED_RATIO = 2.0  # the training accuracy at the end, as a multiple of the held-out one ...
HELD_OUT_LEARNED_GAP = 0.25  # ... and at least this far above it
HELD_OUT_LEARNED_SKILL = 0.2  # or, k known, this much skill above the held-out one
HELD_OUT_LEVEL_CLASSES = (2, 3, 4)  # k told by a held-out accuracy's own level beside a memorised training set
HELD_OUT_LEVEL_TOLERANCE = 0.03
# A regression whose R2 score stays at 0 (check_r2_zero): R2_ZERO_MIN or more readings, every one within
# R2_ZERO_BAND of 0, is a model that predicts the targets' mean whatever its input. The four labelled runs that print
# it so are ports that compare a (B, 1) prediction with (B,) targets, which broadcasts to (B, B) (three labelled
# op_shape_mismatch, one stuck_or_nan_loss); a regression that learns leaves 0 within its first readings
R2_ZERO_MIN = 4
R2_ZERO_BAND = 0.05
# A held-out accuracy printed at one value from its second reading on (HELD_OUT_FIXED_MIN or more readings) while the
# training loss moves (check_held_out_frozen), below this level: across the 10,254 labelled cases, 126 healthy runs
# hold one value at 0.9 or above (a solved task, a small validation set) and 3 at 0.88-0.91; no failure above 0.84
HELD_OUT_FROZEN_CEILING = 0.85
# An epoch that never ends (check_endless_epoch): the log stops, with no error, inside a first epoch whose length
# Keras never learned after this many steps (`48545/Unknown`), or in an epoch whose own step lines counted past the
# length they announced this many times (`Epoch 1/5 - step 775/25`). The labelled logs that end so are all inputs
# repeated without end; no healthy log of tests/realworld does.
ENDLESS_MIN_STEPS = 1000
ENDLESS_OVERRUNS = 3
_UNKNOWN_LENGTH_BAR = regex.compile(r"(?<![\d/])(\d+)/Unknown\b")
# TensorFlow's shuffle op reports, every 10 s until its buffer is full, how far it got (shuffle_dataset_op.cc);
# a log whose last SHUFFLE_FILL_LINES or more lines are that report stopped before the first batch was drawn
# (check_shuffle_buffer_unfilled). A job the kernel killed for it ends on `Killed` instead (host_oom).
_SHUFFLE_FILLING = regex.compile(r"Filling up shuffle buffer \(this may take a while\): (\d+) of (\d+)")
SHUFFLE_FILL_LINES = 2
# Keras' epoch header (`Epoch 3/5`) alone on its line; EMPTY_EPOCHS of them in a row at the end of a log are epochs
# that drew no batch (check_empty_epochs)
_EPOCH_HEADER = regex.compile(r"^Epoch (\d+)/(\d+)\s*$")
EMPTY_EPOCHS = 3
_STEP_OF_TOTAL = regex.compile(r"(?i)\bstep\s*\[?\s*(\d+)\s*/\s*(\d+)")
# -ln(FLT_MIN): the largest cross-entropy a float32 loss that clamps its probabilities at FLT_MIN can give
FLOAT32_FLOOR_LOSS = -math.log(1.1754943508222875e-38)  # 87.33654...
FLOOR_TOLERANCE = 1e-3  # printed as 87.3365, 87.3366 or 87.33654
NORM_NAN_RISE = 1.5  # a loss this many times the previous one, on a line with a NaN/Inf grad norm: not a skipped step
# (max - min) / level of the points after the first. A model whose output ignores its input has a per-batch
# loss that moves only with each batch's label mix: the chance-level runs of tests/realworld spread by 3.2%
# at most, while a language model fine-tuned to a loss that happens to lie near ln(6) spreads by 5.9%.
CHANCE_SPREAD = 0.05


@dataclass
class LossIssue:
    """One anomaly in one series: its rule id (checks/<rule>.yaml words it) and what was found."""

    # nan | norm_nan | flat | plateau | lr_zero | diverge | overflow | spikes | uniform | chance | epoch_repeat
    # | float_floor | huge_loss | huge_norm | eval_frozen | endless_epoch | shuffle_buffer_unfilled
    # | inverted_objective
    kind: str
    rule: str  # loss.nan, loss.flat_zero, loss.plateau, loss.explode, ...: one wording each
    confidence: float
    values: dict  # the facts the rule's title and fixes name (checks/<rule>.yaml `provides`)
    evidence: list[Evidence]
    facts: dict = field(default_factory=dict)
    at: int = 0  # ordinal of the first step concerned: the earliest rank's issue is shown


def where(p: Point) -> str:
    """`step 120` or `epoch 2 step 10` when steps restart each epoch."""
    return step_text(p).en


def step_text(p: Point, with_epoch: bool = False) -> Text:
    """Where a step line is, in both languages (`epoch 2 step 10` / `第 2 轮第 10 步`). The first epoch is
    left unnamed unless `with_epoch` (a span that ends in a later epoch names both)."""
    if p.epoch is not None and p.epoch == int(p.epoch) and (p.epoch > 1 or with_epoch):
        return Text(f"epoch {int(p.epoch)} step {p.step}", f"第 {int(p.epoch)} 轮第 {p.step} 步")
    return Text(f"step {p.step}", f"第 {p.step} 步")


def span_text(a: Point, b: Point) -> Text:
    """`from step 2 to step 9`, or `at step 2` when both ends are one step; `from epoch 1 step 24 to epoch 3
    step 32` when the span crosses epochs."""
    crosses = a.epoch is not None and b.epoch is not None and a.epoch != b.epoch
    x, y = step_text(a, crosses), step_text(b, crosses)
    if x == y:
        return Text(f"at {x.en}", f"在{x.zh}")
    return Text(f"from {x.en} to {y.en}", f"从{x.zh}到{y.zh}")


def count_text(n: int) -> Text:
    """`1 step` / `3 consecutive steps` (`1 步` / `连续 3 步`)."""
    return Text("1 step", "1 步") if n == 1 else Text(f"{n} consecutive steps", f"连续 {n} 步")


def _steps_text(points: list[Point]) -> Text:
    texts = [step_text(p) for p in points]
    return Text(", ".join(t.en for t in texts), "、".join(t.zh for t in texts))


def describe(p: Point) -> str:
    """The values of one step line, as evidence text."""
    parts = [f"{where(p)}: loss " + ("not printed (NaN)" if p.loss_unprinted else _num(p.loss))]
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


# While a check reads the pooled series of many ranks (pooled_issues), the input each point came from.
_POOL_OWNERS: ContextVar[Optional[dict[int, ScanResult]]] = ContextVar("pool_owners", default=None)


def _ev(r: ScanResult, p: Point, role: str = ROLE_ERROR) -> Evidence:
    owners = _POOL_OWNERS.get()
    if owners is not None:
        r = owners.get(id(p), r)
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
    values = {"loss": str(first.loss), "at": step_text(first), "repeated": len(bad) if len(bad) > 1 else "",
              "logged_steps": len(pts), "lr": _num(first.lr) if first.lr else "",
              "fp16_scale": first.loss_scale is not None and first.loss_scale > 1, "unprinted": first.loss_unprinted}
    return LossIssue(
        "nan", "loss.nan", 0.55 if recovered else 0.8, values, evidence,
        {"step": first.step, "nan_steps": len(bad),
         "last_finite_loss": last_good.loss if last_good else None}, ordinal(first))


def check_norm_nan(r: ScanResult, pts: list[Point]) -> Optional[LossIssue]:
    """global_norm NaN/Inf on a step the log says did not overflow: nothing skipped that update; or, where
    the log says nothing of overflow (trainer dicts), on a step whose loss rose with it; or on most readings.

    HF's fp16 GradScaler logs a non-finite grad_norm on the steps it skips without saying so, which is
    normal while the scale settles: a skipped step leaves the weights, and so the loss, as they were. A
    loss that jumped (by NORM_NAN_RISE or more) on that line says the bad gradients reached the weights.
    """
    bad = [(p, rise) for i, p in enumerate(pts)
           if p.global_norm is not None and not math.isfinite(p.global_norm) and math.isfinite(p.loss)
           and ((rise := _rise_before(pts, i)) is not None or p.overflow is False)]
    confidence = 0.7
    if not bad:  # read from the share alone: a signature that names the line's cause ranks above it
        bad, confidence = [(p, None) for p in _mostly_nonfinite_norms(pts)], 0.55
    if not bad:
        return None
    first, rise = bad[0]
    values = {"norm": str(first.global_norm), "at": step_text(first),
              "from_loss": _num(rise) if rise is not None else "", "to_loss": _num(first.loss)}
    return LossIssue("norm_nan", "loss.norm_nan", confidence, values, [_ev(r, first)],
                     {"step": first.step, "bad_norm_steps": len(bad)}, ordinal(first))


def _mostly_nonfinite_norms(pts: list[Point]) -> list[Point]:
    """The readings with a non-finite gradient norm beside a finite loss, when they are at least half of
    NORM_NAN_MIN_READINGS or more that do not say they overflowed: a scaler that skips a few steps while it settles
    leaves most norms finite, where one that never settles skips every update (or the NaN reaches the weights)."""
    readings = [p for p in pts if p.global_norm is not None and p.overflow is not True]
    bad = [p for p in readings if not math.isfinite(p.global_norm) and math.isfinite(p.loss)]
    return bad if len(readings) >= NORM_NAN_MIN_READINGS and 2 * len(bad) >= len(readings) else []


def _rise_before(pts: list[Point], i: int) -> Optional[float]:
    """The previous finite loss when the loss at `i` is NORM_NAN_RISE times it or more (None otherwise),
    for a line that does not say whether it overflowed."""
    if pts[i].overflow is not None:
        return None
    before = next((p.loss for p in reversed(pts[:i]) if math.isfinite(p.loss)), None)
    return before if before is not None and before > 0 and pts[i].loss >= NORM_NAN_RISE * before else None


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


def _zero_tail(pts: list[Point]) -> tuple[int, int]:
    """(start, end) of the exact zeros the series ends with, or (0, 0)."""
    lo = len(pts)
    while lo > 0 and pts[lo - 1].loss == 0:
        lo -= 1
    return (lo, len(pts)) if lo < len(pts) else (0, 0)


def _digits(value: float) -> int:
    """Significant digits a logged value was printed with (0.702262 -> 6)."""
    return _significant(repr(abs(value)))


def _significant(text: str) -> int:
    """Significant digits of a value as printed (`0.6720` -> 4: the trailing zero was printed too)."""
    return len(text.lower().split("e")[0].replace(".", "").lstrip("0"))


def _no_gradient(pts: list[Point]) -> bool:
    """Every logged step from the first has a gradient norm of exactly 0 and a loss within NO_GRADIENT_SPREAD of
    their mean: the model never changed, whatever noise the batches put on its loss."""
    if len(pts) < FROZEN_MIN_POINTS or any(p.global_norm != 0 or not math.isfinite(p.loss) for p in pts):
        return False
    mean = sum(p.loss for p in pts) / len(pts)
    return mean != 0 and max(p.loss for p in pts) - min(p.loss for p in pts) <= NO_GRADIENT_SPREAD * abs(mean)


def check_flat(r: ScanResult, pts: list[Point]) -> Optional[LossIssue]:
    """A loss that does not change, over the whole series or over its last curve: a run restarted in the same
    log (a resume, a fine-tuning stage after pre-training) is judged from its own first step as well."""
    issue = _check_flat(r, pts)
    if issue is not None:
        return issue
    parts = segments(pts)
    # a restarted curve counts as frozen only from its very first point: its first epoch may be the one in
    # which a fresh model converged (another rank's curve printed after the first, all at the noise floor)
    return _check_flat(r, parts[-1], first_may_differ=False) if len(parts) > 1 else None


def _solved(r: ScanResult) -> bool:
    """Whether the input's last held-out accuracy is SOLVED_ACCURACY or more: a loss at 0 there is the printed floor
    of a model that learnt its task, where one whose labels were all masked scores no better than chance."""
    held = r.accuracies.held
    return bool(held) and max(held, key=lambda a: a.line).value >= SOLVED_ACCURACY


def _check_flat(r: ScanResult, pts: list[Point], first_may_differ: bool = True) -> Optional[LossIssue]:
    no_gradient = _no_gradient(pts)
    lo, hi = (0, len(pts)) if no_gradient else _flat_runs(pts)
    z0, z1 = _zero_tail(pts)
    # a fall to exactly 0 in one interval outweighs any longer flat stretch; so does one taken in two
    # intervals from a loss of 1 or more that then holds (4.03, 0.0004, 0.0, 0.0 ...): learning slows as it
    # nears 0, it does not land there
    fell = z0 > 1 and pts[z0 - 2].loss >= ABRUPT_ZERO_FROM and z1 - z0 >= ZERO_MIN_POINTS
    if z0 > 0 and (pts[z0 - 1].loss >= ABRUPT_ZERO_FROM or fell):
        lo, hi = z0, z1
    run = pts[lo:hi]
    zero = bool(run) and all(p.loss == 0 for p in run)
    before = pts[lo - 1].loss if zero and lo > 0 else 0.0
    collapsed = (before >= COLLAPSE_FROM and len(run) >= ZERO_MIN_POINTS) or before >= ABRUPT_ZERO_FROM or \
        (zero and fell)
    # the same loss to its last printed digit on every logged step from the first (or the second: the first
    # logged step or epoch may still hold updates made before the model stopped changing) to the last. A loss
    # printed with fewer digits (`mae 1.0000` reads 1.0) is frozen too when the gradient norm logged beside it is
    # exactly 0 on each of those steps: no gradient reaches the weights (a round or argmax in the loss, a detached
    # tensor). A norm of 0 beside a loss that moves is a logger's bug (DeepSpeed ZeRO-3), which the tolerance keeps out.
    zero_norm = bool(run) and all(p.global_norm == 0 for p in run)
    # ... or on the last FROZEN_TAIL_MIN or more logged steps, at least half of them: a model that stopped changing
    # after its first epochs (units killed by a wild first epoch) repeats its loss from there to the end. Near 0
    # such a tail is a small problem solved (0.00307 from the second epoch on), not a model that stopped
    from_start = lo <= int(first_may_differ) and len(run) >= FROZEN_MIN_POINTS
    tail = (len(run) >= FROZEN_TAIL_MIN and 2 * len(run) >= len(pts)
            and abs(run[0].loss) >= FROZEN_TAIL_FLOOR)
    frozen = no_gradient or ((from_start or tail) and hi == len(pts)
                             and (_digits(run[0].loss) >= FROZEN_DIGITS or zero_norm)
                             and all(abs(p.loss - run[0].loss) <= FROZEN_TOLERANCE * abs(run[0].loss) for p in run))
    if len(run) < FLAT_MIN_POINTS and not collapsed and not frozen:
        return None
    if not zero and abs(run[0].loss) < 1e-3:
        return None  # a tiny model that converged to ~0 is not stuck
    if zero and _solved(r):
        return None  # printed at 0 (`0.0000`) beside a held-out accuracy at 1: an easy task solved, not collapsed
    a, b = run[0], run[-1]
    lrs = [p.lr for p in run if p.lr is not None]
    lr_zero = bool(lrs) and all(v == 0 for v in lrs)
    facts = {"from_step": a.step, "to_step": b.step, "loss": a.loss, "steps_flat": len(run)}
    values: dict = {"from": step_text(a), "to": step_text(b)}
    if zero:
        rule = "loss.flat_zero"
        values["span"] = span_text(a, b)
    elif lr_zero:
        facts["lr"] = 0.0
        rule = "loss.flat_lr_zero"
        values["loss"] = _num(a.loss)
    else:
        rule = "loss.flat"
        low, high = min(p.loss for p in run), max(p.loss for p in run)
        level = _num(a.loss) if high - low <= FROZEN_TOLERANCE * abs(a.loss) else f"{_num(low)}–{_num(high)}"
        values.update(loss=level, lr=_num(lrs[-1]) if lrs else "", zero_norm=zero_norm)
    return LossIssue("flat", rule, 0.8 if lr_zero else 0.7, values,
                     [_ev(r, a, ROLE_WARNING), _ev(r, b)], facts, ordinal(a))


def check_plateau(r: ScanResult, pts: list[Point]) -> Optional[LossIssue]:
    """From the run's first logged step on, the loss stays within a few percent of one level and does not
    trend down (`Batch(0/1879) done. Loss: 6.36` ... `Batch(1600/1879) done. Loss: 5.83`): the drop from the
    first third to the last is within the step-to-step noise, where a fresh model's slow smooth descent is not.

    Only a series that starts at the run's first step counts: a converged run's tail is flat too. The
    first step is left out of the level (an untrained model's first loss may sit above where it gets
    stuck). A learning rate of 0 over several readings, a rising warm-up lr and losses that repeat exactly are other
    checks'; a decay that reaches 0 at its last reading is not.
    """
    finite = [p for p in pts if math.isfinite(p.loss)]
    if len(finite) < PLATEAU_TIGHT_MIN_POINTS or not _from_first_logged_step(finite):
        return None
    lo, hi = _flat_runs(finite)
    lrs = [p.lr for p in finite if p.lr is not None]
    if hi - lo >= FLAT_MIN_POINTS or sum(v == 0 for v in lrs) >= LR_ZERO_MIN_POINTS \
            or (len(lrs) > 1 and lrs[-1] > 1.5 * lrs[0]):
        return None
    rest = [p.loss for p in finite[1:]]
    level = median(rest)
    third = max(1, len(rest) // 3)
    if len(finite) < FLAT_MIN_POINTS and finite[-1].step - finite[0].step < PLATEAU_TIGHT_MIN_STEPS:
        return None  # a few readings over the first few steps: a fresh model may not have moved yet
    spread_allowed = PLATEAU_SPREAD if len(finite) >= FLAT_MIN_POINTS else PLATEAU_TIGHT_SPREAD
    if level < 1e-3 or (max(rest) - min(rest)) > spread_allowed * level or at_chance([a.loss for a in finite]):
        return None  # not flat; or flat at chance level, which check_chance says more precisely
    head, tail = median(rest[:third]), median(rest[-third:])
    jitter = median(abs(b - a) for a, b in zip(rest, rest[1:]))  # how much one logged step differs from the next
    if tail < 0.97 * head or head - tail > 2 * jitter:
        return None  # it falls: by a few percent, or slowly but by more than its step-to-step noise
    a, b = finite[0], finite[-1]
    spread = (max(rest) - min(rest)) / 2 / level
    return LossIssue(
        "plateau", "loss.plateau", 0.6,
        {"from": step_text(a), "to": step_text(b), "loss": _num(level), "spread": f"{100 * spread:.1f}",
         "lr": _num(lrs[-1]) if lrs else ""},
        [_ev(r, a, ROLE_WARNING), _ev(r, b)],
        {"from_step": a.step, "to_step": b.step, "loss": level, "steps_flat": len(finite),
         "relative_spread": round(spread, 4)}, ordinal(a))


def _from_first_logged_step(finite: list[Point]) -> bool:
    """Whether a series starts at the run's first logged step: step 0 or 1, or the first multiple of the
    interval it logs at (`step 8`, `step 16`, ...), in the first epoch."""
    first = finite[0]
    interval = finite[1].step - first.step if len(finite) > 1 else 0
    return (first.epoch or 1) <= 1 and (first.step <= 1 or 0 < first.step <= interval)


def check_lr_zero(r: ScanResult, pts: list[Point]) -> Optional[LossIssue]:
    """A learning rate of 0 on FLAT_MIN_POINTS or more consecutive readings (LR_ZERO_MIN_POINTS when they run to the
    log's end) while the loss does not improve.

    Unlike `check_flat` the loss still moves from batch to batch (the data changes, the weights
    do not), so only the trend is judged: no improvement between the first and last third.
    """
    best: list[Point] = []
    run: list[Point] = []
    for p in pts:
        if p.lr == 0 or (p.lr is None and run):
            run.append(p)  # a line that logs no rate (an epoch summary between the steps) does not end the run
            continue
        best, run = max(best, run, key=len), []
    # a short run of zeros counts only where the log ends in it: one that a rising rate follows is a warm-up
    # held at 0 while fp16's loss scale settles (DeepSpeed skips those steps' updates and their lr)
    best = run if len(run) >= LR_ZERO_MIN_POINTS and len(best) < FLAT_MIN_POINTS else max(best, run, key=len)
    needed = LR_ZERO_MIN_POINTS if best is run else FLAT_MIN_POINTS  # decided before the trim below copies it
    while best and best[-1].lr is None:
        best = best[:-1]
    finite = [p for p in best if math.isfinite(p.loss)]
    if len(finite) < needed:
        return None
    third = max(1, len(finite) // 3)
    head, tail = median(p.loss for p in finite[:third]), median(p.loss for p in finite[-third:])
    if tail < 0.97 * head:
        return None
    a, b = best[0], best[-1]
    return LossIssue(
        "lr_zero", "loss.lr_zero", 0.8,
        {"from": step_text(a), "to": step_text(b), "loss_first": _num(head), "loss_last": _num(tail)},
        [_ev(r, a, ROLE_WARNING), _ev(r, b)],
        {"from_step": a.step, "to_step": b.step, "lr": 0.0, "loss_first": head, "loss_last": tail}, ordinal(a))


def segments(pts: list[Point]) -> list[list[Point]]:
    """The series cut where the step number goes back: several curves printed into one log (two ranks'
    lines one after the other, a worker log's tail after the console, a restarted run). Each is its own
    curve; joined, the jump from one rank's level to another's reads as a rise."""
    out: list[list[Point]] = []
    for p in pts:
        if not out or ordinal(p) < ordinal(out[-1][-1]):
            out.append([])
        out[-1].append(p)
    return out


def check_divergence(r: ScanResult, pts: list[Point]) -> Optional[LossIssue]:
    """A loss that fell and then rose for good, judged on each curve of the log on its own."""
    for part in segments([p for p in pts if math.isfinite(p.loss)]):
        issue = _divergence(r, part)
        if issue is not None:
            return issue
    return None


def _divergence(r: ScanResult, finite: list[Point]) -> Optional[LossIssue]:
    n = len(finite)
    if n < DIVERGE_MIN_POINTS:
        return _explosion(r, finite) or _climb(r, finite)
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
    return LossIssue("diverge", "loss.diverge", 0.7, {"best": _num(best), "final": _num(final), "at": step_text(rise)},
                     [_ev(r, low, ROLE_WARNING), _ev(r, rise), _ev(r, finite[-1])],
                     {"best_loss": best, "final_loss": final, "step": rise.step}, ordinal(rise))


EXPLOSION_FACTOR = 100.0
HELD_EXPLOSION_FACTOR = 10.0
# A short excerpt whose loss climbs from its first logged points on, without the fall the divergence check
# looks for: the median of the last third at least CLIMB_RATIO times that of the first third, and the values
# ordered by step more often than not (Kendall's tau >= CLIMB_TAU). A learning run's loss falls, however
# noisy its batches; on the 420 healthy logs of tests/realworld none climbs even 1.8-fold with tau 0.3.
CLIMB_MIN_POINTS = 5
CLIMB_RATIO = 2.0
CLIMB_TAU = 0.4
CLIMB_MIN_RISE = 0.5  # absolute: 0.01 -> 0.03 is a converged loss wandering, not a climb
CLIMB_MIDDLE = 1.2  # the middle third's median over the first third's


def _explosion(r: ScanResult, finite: list[Point]) -> Optional[LossIssue]:
    """Too few points for a trend, but a loss that grew a hundredfold and stayed there for two logged
    points, or tenfold and stayed for three, has blown up (an excerpt of a few logged steps or epochs is
    what people paste); a spike that recovers comes back down within them."""
    for held, factor in ((2, EXPLOSION_FACTOR), (3, HELD_EXPLOSION_FACTOR)):
        if len(finite) < held + 1:
            continue
        low = min(finite[:-held], key=lambda p: p.loss)
        last = finite[-held:]
        if low.loss > 0 and min(p.loss for p in last) >= factor * low.loss and last[-1].loss - low.loss >= 10:
            return _exploded(r, finite, low, last[0])
    return None


def _kendall_tau(values: list[float]) -> float:
    """How consistently the values rise with their order: +1 always up, -1 always down, 0 no trend."""
    n = len(values)
    score = sum((values[j] > values[i]) - (values[j] < values[i]) for i in range(n) for j in range(i + 1, n))
    return score / (n * (n - 1) / 2)


def _climb(r: ScanResult, finite: list[Point]) -> Optional[LossIssue]:
    """A few logged points whose loss rose from the start (an accumulating loss, a learning rate far too high)."""
    n = len(finite)
    if n < CLIMB_MIN_POINTS:
        return None
    k = max(2, n // 3)
    first, last = median(p.loss for p in finite[:k]), median(p.loss for p in finite[-k:])
    if first <= 0 or last < CLIMB_RATIO * first or last - first < CLIMB_MIN_RISE:
        return None
    # from the start: the middle already above the beginning (a flat run that turns up late is a divergence,
    # for the checks that see enough of it: the pooled series of many ranks)
    if median(p.loss for p in finite[k:n - k]) < CLIMB_MIDDLE * first:
        return None
    if _kendall_tau([p.loss for p in finite]) < CLIMB_TAU:
        return None
    return LossIssue("diverge", "loss.climb", 0.65,
                     {"first": _num(first), "final": _num(last), "points": str(n), "at": step_text(finite[-1])},
                     [_ev(r, finite[0], ROLE_WARNING), _ev(r, finite[n // 2]), _ev(r, finite[-1])],
                     {"first_loss": first, "final_loss": last, "step": finite[-1].step}, ordinal(finite[0]))


# A loss that falls below zero and keeps falling ever faster: no classification or regression loss is
# negative, so a curve that doubles its negative value from the middle third to the last is unbounded below
# (an NLL given raw scores instead of log-probabilities, a cross-entropy given its arguments swapped). A
# likelihood that may be negative (a density model's NLL, an ELBO) settles at its level instead: the healthy
# logs of tests/realworld that go below zero end within -1.6.
RUNAWAY_MIN_POINTS = 5
RUNAWAY_FINAL = -5.0  # the last third's median at or below this
RUNAWAY_GROWTH = 2.0  # ... and at least this many times the middle third's (negative) median
RUNAWAY_TAU = -0.6  # the values falling with the steps


def check_negative_runaway(r: ScanResult, pts: list[Point]) -> Optional[LossIssue]:
    """A loss unbounded below. Judged on the whole series in line order, not curve by curve: a loop that
    prints an epoch's mean beside its step lines restarts the step count every epoch, and each epoch alone
    has too few points; curves joined from several ranks read as one runaway only when each runs away."""
    finite = [p for p in pts if math.isfinite(p.loss)]
    n = len(finite)
    if n < RUNAWAY_MIN_POINTS:
        return None
    k = max(2, n // 3)
    middle, last = median(p.loss for p in finite[k:n - k]), median(p.loss for p in finite[-k:])
    if not (last <= RUNAWAY_FINAL and middle < 0 and last <= RUNAWAY_GROWTH * middle):
        return None
    if _kendall_tau([p.loss for p in finite]) > RUNAWAY_TAU:
        return None
    return LossIssue("diverge", "loss.negative_runaway", 0.7,
                     {"first": _num(finite[0].loss), "final": _num(finite[-1].loss), "points": str(n),
                      "at": step_text(finite[-1])},
                     [_ev(r, finite[0], ROLE_WARNING), _ev(r, finite[n // 2]), _ev(r, finite[-1])],
                     {"first_loss": finite[0].loss, "final_loss": finite[-1].loss, "step": finite[-1].step},
                     ordinal(finite[0]))


# An objective that rewards wrong answers (check_inverted_objective): over INVERTED_MIN_READINGS or more lines that
# print a training loss and accuracy, the loss falls with the epochs (Kendall's tau at most INVERTED_TAU) while the
# accuracy of every reading of the second half stays INVERTED_DROP or more below the first
INVERTED_MIN_READINGS = 4
INVERTED_DROP = 0.2
INVERTED_TAU = -0.6


def check_inverted_objective(r: ScanResult, pts: list[Point]) -> Optional[LossIssue]:
    """A training loss that falls while the training accuracy printed beside it falls and stays down: what the
    optimiser minimises rewards wrong answers. A loss given its arguments in another library's order (Keras calls
    `loss(y_true, y_pred)`, torch `loss(input, target)`), a sign flipped, or labels inverted make the model learn
    the opposite of what the accuracy scores. A model that merely stops learning keeps its accuracy."""
    readings = [a for a in r.accuracies.train if math.isfinite(a.loss)]
    if len(readings) < INVERTED_MIN_READINGS:
        return None
    start = readings[0].value
    later = readings[len(readings) // 2:]
    if max(a.value for a in later) > start - INVERTED_DROP or readings[-1].loss >= readings[0].loss:
        return None
    if _kendall_tau([a.loss for a in readings]) > INVERTED_TAU:
        return None
    first, last = readings[0], readings[-1]
    return LossIssue("inverted_objective", "loss.inverted_objective", 0.65,
                     {"readings": str(len(readings)), "loss_first": _num(first.loss), "loss_last": _num(last.loss),
                      "acc_first": first.shown, "acc_last": last.shown},
                     _accuracy_evidence(r, first, last),
                     {"readings": len(readings), "accuracy_first": first.value, "accuracy_last": last.value,
                      "loss_first": first.loss, "loss_last": last.loss}, 0)


def _exploded(r: ScanResult, finite: list[Point], low: Point, rise: Point) -> LossIssue:
    """The loss.explode issue: from its lowest logged value `low`, up from `rise` on."""
    return LossIssue("diverge", "loss.explode", 0.7,
                     {"best": _num(low.loss), "final": _num(finite[-1].loss), "at": step_text(rise)},
                     [_ev(r, low, ROLE_WARNING), _ev(r, rise), _ev(r, finite[-1])],
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


def _overflow_flags(pts: list[Point]) -> list[Point]:
    """The points that say whether a step overflowed. Skip lines (DeepSpeed, apex) only appear on overflow
    steps: two in a row are consecutive steps only while the scale keeps falling; where it did not fall,
    good steps grew it in between, so a not-overflowed marker splits the streak there."""
    flagged: list[Point] = []
    for p in pts:
        if p.overflow is None:
            continue
        prev = flagged[-1] if flagged else None
        if (p.skip_line and prev is not None and prev.skip_line and p.loss_scale is not None
                and prev.loss_scale is not None and p.loss_scale >= prev.loss_scale > FLOOR_SCALE):
            flagged.append(Point(p.step, math.nan, p.line, overflow=False))
        flagged.append(p)
    return flagged


def _updated_after(pts: list[Point], last: Point) -> bool:
    """A step after `last` logged a finite loss without overflowing: updates went on."""
    return any(p.line > last.line and p.overflow is not True and math.isfinite(p.loss) for p in pts)


def check_overflow(r: ScanResult, pts: list[Point]) -> Optional[LossIssue]:
    flagged = _overflow_flags(pts)
    if not flagged or not any(p.overflow for p in flagged):
        return None
    lo, hi = _longest_overflow_streak(flagged)
    streak = flagged[lo:hi]
    scales = [p.loss_scale for p in flagged if p.loss_scale is not None]
    floored = any(p.overflow and p.loss_scale is not None and p.loss_scale <= FLOOR_SCALE for p in flagged)
    collapsed = bool(scales) and (min(scales) <= COLLAPSED_SCALE < max(scales) or floored)
    # a fresh fp16 run halves a large initial scale (2^16..2^32) on every step until it fits: a streak
    # at the very start that ends with the scale still above 1 is that settling, not a failure
    settling = lo == 0 and hi < len(flagged) and not collapsed
    ongoing = hi == len(flagged)  # still overflowing when the log ends
    long_streak = len(streak) >= (OVERFLOW_STREAK if ongoing else 2 * OVERFLOW_STREAK)
    # one overflow at a small scale that later steps logged past with finite losses is fp16 doing its job
    floored = floored and not _updated_after(pts, streak[-1])
    if settling or not (floored or (collapsed and len(streak) >= 3) or long_streak):
        return None
    a, b = streak[0], streak[-1]
    values = {"n": len(streak), "steps": count_text(len(streak)), "span": span_text(a, b),
              "from": step_text(a), "to": step_text(b),
              "scale_from": _num(a.loss_scale) if a.loss_scale is not None and b.loss_scale is not None else "",
              "scale_to": _num(b.loss_scale) if b.loss_scale is not None else "",
              "min_scale": _num(min(scales)) if collapsed else ""}
    return LossIssue("overflow", "loss.overflow", 0.75 if collapsed or len(streak) >= 2 * OVERFLOW_STREAK else 0.6,
                     values, [_ev(r, a, ROLE_WARNING), _ev(r, b)],
                     {"overflow_steps": len(streak), "from_step": a.step, "to_step": b.step,
                      "loss_scale_start": a.loss_scale, "loss_scale_end": b.loss_scale}, ordinal(a))


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
    return LossIssue(
        "spikes", "loss.spikes", 0.5,
        {"n": len(spikes), "max_norm": _num(worst.global_norm or 0), "typical": _num(typical),
         "steps": _steps_text([p for p, _ in spikes[:5]])},
        [_ev(r, p, ROLE_WARNING) for p, _ in spikes[:4]],
        {"spikes": len(spikes), "max_global_norm": worst.global_norm, "typical_global_norm": typical},
        ordinal(spikes[0][0]))


def _longest_norm_rise(pts: list[Point]) -> list[Point]:
    """The longest run of consecutive finite global norms each NORM_GROWTH_RATIO times the one before."""
    norms = [p for p in pts if p.global_norm is not None and math.isfinite(p.global_norm) and p.global_norm > 0]
    best: list[Point] = []
    run: list[Point] = []
    for p in norms:
        if run and p.global_norm >= NORM_GROWTH_RATIO * run[-1].global_norm:  # type: ignore[operator]
            run.append(p)
        else:
            run = [p]
        if len(run) > len(best):
            best = list(run)
    return best


def check_norm_growth(r: ScanResult, pts: list[Point]) -> Optional[LossIssue]:
    """The gradient norm grows geometrically, step after logged step, to far past any clipping threshold:
    exploding gradients, whether or not the loss has moved yet."""
    rise = _longest_norm_rise(pts)
    if len(rise) < NORM_GROWTH_POINTS or (rise[-1].global_norm or 0.0) < NORM_EXPLODED:
        return None
    a, b = rise[0], rise[-1]
    values = {"n": len(rise), "from_norm": _num(a.global_norm or 0.0), "to_norm": _num(b.global_norm or 0.0),
              "span": span_text(a, b)}
    return LossIssue("norm_growth", "loss.norm_growth", 0.65, values, [_ev(r, a, ROLE_WARNING), _ev(r, b)],
                     {"from_global_norm": a.global_norm, "to_global_norm": b.global_norm, "rising_points": len(rise),
                      "from_step": a.step, "to_step": b.step}, ordinal(a))


def check_huge(r: ScanResult, pts: list[Point]) -> Optional[LossIssue]:
    """The loss (or else the gradient norm) is at HUGE_VALUE or more in the median over the logged steps and
    does not come down tenfold: the run blew up before the excerpt, or trains on unscaled values."""
    finite = [p for p in pts if math.isfinite(p.loss)]
    if (len(finite) >= HUGE_MIN_POINTS and median(p.loss for p in finite) >= HUGE_VALUE
            and HUGE_LEARNING * finite[-1].loss >= finite[0].loss):
        return _huge(r, "huge_loss", finite, [p.loss for p in finite])
    normed = [p for p in pts if p.global_norm is not None and math.isfinite(p.global_norm)]
    norms = [p.global_norm for p in normed]
    if len(normed) >= HUGE_MIN_POINTS and median(norms) >= HUGE_VALUE:  # type: ignore[type-var]
        return _huge(r, "huge_norm", normed, norms)  # type: ignore[arg-type]
    return None


def _huge(r: ScanResult, kind: str, pts: list[Point], values: list[float]) -> LossIssue:
    a, b = pts[0], pts[-1]
    typical = median(values)
    return LossIssue(kind, f"loss.{kind}", 0.55,
                     {"n": len(pts), "typical": _num(typical), "low": _num(min(values)), "span": span_text(a, b)},
                     [_ev(r, a, ROLE_WARNING), _ev(r, b)],
                     {"median": typical, "minimum": min(values), "points": len(pts), "from_step": a.step,
                      "to_step": b.step}, ordinal(a))


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


def vocabulary(loss: float) -> str:
    """The vocabulary size whose uniform prediction gives this loss: exp(loss), as `32,000`."""
    return f"{math.exp(loss):,.0f}"


def at_chance(losses: list[float], late: bool = False) -> Optional[tuple[int, float]]:
    """(k, level) when the losses after the first sit within CHANCE_TOLERANCE of ln(k) for a small k, over the
    whole stretch and over its last third, and do not fall; else None. The first point is left out: an untrained
    model's first loss may sit above. A `late` stretch (an excerpt from far into a run) that still falls along a
    line is a slow learner; from the start, such a crawl is a model that barely updates (a learning rate divided
    by the loss scale)."""
    rest = [v for v in losses[1:] if math.isfinite(v)]
    repeated = len(set(rest)) < CHANCE_MIN_VALUES and len(rest) + 1 < 2 * CHANCE_MIN_POINTS
    if len(rest) + 1 < CHANCE_MIN_POINTS or repeated:
        return None  # a few lines of one value (a progress bar redrawing its running loss) are one observation
    level = median(rest)
    k = min(CHANCE_CLASSES, key=lambda n: abs(level - math.log(n)))
    # for 100 or 1000 classes within 1%: their neighbours' logarithms lie that close
    tolerance = CHANCE_TOLERANCE * math.log(k) / (2 if k > 10 else 1)
    third = max(1, len(rest) // 3)
    if abs(level - math.log(k)) > tolerance or abs(median(rest[-third:]) - math.log(k)) > tolerance:
        return None  # a model stuck at chance is still there at the end of the stretch
    if (max(rest) - min(rest)) > CHANCE_SPREAD * level or median(rest[-third:]) < 0.98 * median(rest[:third]) \
            or (late and _trends_down(rest, level)):
        return None
    return k, level


def _trends_down(values: list[float], level: float) -> bool:
    """Whether the values fall along a line, by more than CHANCE_TREND of their level and by several times their
    scatter around it: a slow learner near ln(k) (DINO's 1.099 -> 1.081 over ten epochs), where a model stuck at
    chance only jitters."""
    n = len(values)
    mean_x, mean_y = (n - 1) / 2, sum(values) / n
    sxx = sum((i - mean_x) ** 2 for i in range(n))
    slope = sum((i - mean_x) * (v - mean_y) for i, v in enumerate(values)) / sxx
    scatter = math.sqrt(sum((v - (mean_y + slope * (i - mean_x))) ** 2 for i, v in enumerate(values)) / n)
    drop = -slope * (n - 1)
    return drop > CHANCE_TREND * level and drop > CHANCE_TREND_SCATTER * scatter


def check_chance(r: ScanResult, pts: list[Point]) -> Optional[LossIssue]:
    finite = [p for p in pts if math.isfinite(p.loss)]
    first = finite[0] if finite else None
    late = first is not None and ((first.epoch or 0) >= CHANCE_LATE_EPOCH or first.step >= CHANCE_LATE_STEP)
    changes = held_out_changes(r)
    if changes and _accuracy_at_chance(r, pts) is not None:
        return None  # a model whose held-out predictions change, at chance, is updated: check_accuracy_chance's
    found = at_chance([p.loss for p in finite], late)
    if found is None and changes is False:
        # a held-out accuracy that never changes is a model no update reaches, its loss near ln(k) or not quite
        frozen = _accuracy_at_chance(r, pts)
        found = None if frozen is None else (frozen.facts["classes"], frozen.facts["loss"])
    if found is None:
        return None
    k, level = found
    a, b = finite[0], finite[-1]
    return LossIssue(
        "chance", "loss.chance", 0.65,
        {"from": step_text(a), "to": step_text(b), "loss": _num(level), "classes": str(k),
         "ln": f"{math.log(k):.4f}"},
        [_ev(r, finite[1], ROLE_WARNING), _ev(r, b)],
        {"from_step": a.step, "to_step": b.step, "loss": level, "classes": k, "points": len(finite)}, ordinal(a))


def exact_chance(p: Point) -> Optional[int]:
    """k when the loss, printed to CHANCE_EXACT_DIGITS or more significant digits, is ln(k) to its last digit."""
    digits = _digits(p.loss)
    if not math.isfinite(p.loss) or p.loss <= 0 or digits < CHANCE_EXACT_DIGITS:
        return None
    step = 10 ** (math.floor(math.log10(p.loss)) - digits + 1)
    k = min(CHANCE_CLASSES, key=lambda n: abs(p.loss - math.log(n)))
    return k if abs(p.loss - math.log(k)) <= 0.5 * step + 1e-12 else None


def check_chance_exact(r: ScanResult, pts: list[Point]) -> Optional[LossIssue]:
    """The last logged loss is ln(k) to every printed digit (6.907755 = ln 1000), after the first epoch or
    after earlier points: a learning model's loss never lands there exactly, a model whose every output is
    the same does (its softmax is uniform). A run posted as one late epoch line has nothing else to judge."""
    finite = [p for p in pts if math.isfinite(p.loss)]
    if not finite:
        return None
    last = finite[-1]
    k = exact_chance(last)
    if k is None or (len(finite) < 2 and (last.epoch is None or last.epoch < 2)):
        return None
    if len(finite) >= CHANCE_MIN_POINTS and at_chance([p.loss for p in finite]) is not None:
        return None  # check_chance says it with the whole span
    return LossIssue("chance_exact", "loss.chance_exact", 0.6,
                     {"loss": f"{last.loss:.{_digits(last.loss)}g}", "at": step_text(last), "classes": str(k),
                      "ln": f"{math.log(k):.6f}"},
                     [_ev(r, last)], {"step": last.step, "loss": last.loss, "classes": k}, ordinal(last))


def check_float_floor(r: ScanResult, pts: list[Point]) -> Optional[LossIssue]:
    """A cross-entropy that reads -ln(FLT_MIN) = 87.3365: the loss layer clamps the predicted probability of
    the true class at float32's smallest normal number before its log (Caffe's SoftmaxWithLoss does, and so
    do losses written as -log(max(p, FLT_MIN))), so this value means that probability underflowed to 0. No
    learning model gets there: its logits have blown up, which is a divergence even while nothing is NaN."""
    floor = [p for p in pts if math.isfinite(p.loss) and abs(p.loss - FLOAT32_FLOOR_LOSS) <= FLOOR_TOLERANCE]
    if not floor:
        return None
    first = floor[0]
    before = [p for p in pts if math.isfinite(p.loss) and ordinal(p) < ordinal(first)]
    evidence = ([_ev(r, before[-1], ROLE_WARNING)] if before else []) + [_ev(r, first)]
    return LossIssue("float_floor", "loss.float_floor", 0.75,
                     {"loss": _num(first.loss), "at": step_text(first), "points": str(len(floor))},
                     evidence, {"step": first.step, "loss": first.loss, "floor_points": len(floor)}, ordinal(first))


def _losses_by_epoch(pts: list[Point]) -> dict[float, dict[int, float]]:
    """{epoch: {position: loss}} of the finite points of a series that names its epochs. The position is the
    step when the counter restarts each epoch (LossMonitor), else the point's index within its epoch (a
    script's global step counter), so that the same batch of every epoch shares one key."""
    out: dict[float, dict[int, float]] = {}
    for p in pts:
        if p.epoch is not None and math.isfinite(p.loss):
            out.setdefault(p.epoch, {})[p.step] = p.loss
    steps = [set(losses) for losses in out.values()]
    if len(steps) > 1 and not steps[0] & steps[1]:  # a global counter: align by order within the epoch
        out = {e: dict(enumerate(losses[s] for s in sorted(losses))) for e, losses in out.items()}
    return out


def _repeating_tail(epochs: dict[float, dict[int, float]]) -> list[float]:
    """The last epochs, in order, that each log the last epoch's losses at two or more shared positions, to the
    last printed digit or within REPEAT_NEAR of them while the losses within an epoch spread REPEAT_NEAR_SPREAD
    times wider (check_epoch_repeat decides whether that is enough). The weights froze at some step: every epoch
    after it repeats the one before, up to the noise of a NaN-poisoned or dropout-jittered forward pass."""
    order = sorted(epochs)
    last = epochs[order[-1]]
    spread = max(last.values()) - min(last.values())
    tail = [order[-1]]
    for e in reversed(order[:-1]):
        shared = last.keys() & epochs[e].keys()
        if len(shared) < 2 or not all(_same_loss(epochs[e][s], last[s], spread) for s in shared):
            break
        tail.insert(0, e)
    return tail


def _same_loss(a: float, b: float, spread: float) -> bool:
    """Equal to the printed digit, or nearly equal (REPEAT_NEAR of the value) beside a much wider spread within the
    epoch, at a level a converged loss does not sit at (REPEAT_NEAR_LEVEL)."""
    if a == b:
        return True
    gap = abs(a - b)
    return (min(abs(a), abs(b)) >= REPEAT_NEAR_LEVEL and gap <= REPEAT_NEAR * abs(b)
            and spread >= REPEAT_NEAR_SPREAD * gap)


def check_epoch_repeat(r: ScanResult, pts: list[Point]) -> Optional[LossIssue]:
    """The last epochs log the very losses of each other, step for step, while they vary within the epoch:
    the same batches met the same weights again, so no update changed the model (a learning rate of 0 or one
    that decayed to 0, gradient accumulation longer than an epoch, parameters the optimizer does not hold).
    A loss that is one value on every step is check_flat's."""
    epochs = _losses_by_epoch(pts)
    if len(epochs) < 2:
        return None
    tail = _repeating_tail(epochs)
    first = epochs[tail[0]]
    # a loss printed at the logger's last digit (0.0002, 0.0000 from `{:.4f}`) repeats by rounding once a run has
    # converged: only values with REPEAT_MIN_DIGITS or more significant digits say the weights froze
    distinct = {v for s, v in first.items() if s in epochs[tail[-1]] and _digits(v) >= REPEAT_MIN_DIGITS}
    # three distinct values repeated once, or two repeated over REPEAT_LONG_TAIL epochs: no coincidence either way
    enough = len(distinct) >= REPEAT_MIN_STEPS or (len(distinct) >= 2 and len(tail) >= REPEAT_LONG_TAIL)
    if len(tail) < REPEAT_MIN_EPOCHS or not enough:
        return None
    key = min(first.keys() & epochs[tail[-1]].keys())
    in_first = [p for p in pts if p.epoch == tail[0] and math.isfinite(p.loss)]
    in_last = [p for p in pts if p.epoch == tail[-1] and math.isfinite(p.loss)]
    a = next((p for p in in_first if p.loss == first[key]), in_first[0])
    b = next((p for p in in_last if p.loss == first[key]), in_last[-1])
    gap = max(abs(epochs[e][s] - epochs[tail[-1]][s]) for e in tail for s in first.keys() & epochs[e].keys()
              & epochs[tail[-1]].keys())
    values = {"first": str(int(tail[0])), "last": str(int(tail[-1])), "epochs": str(len(tail)),
              "steps": str(len(first)), "step": str(a.step), "loss": _num(first[key]),
              "nearly": _num(gap) if gap else ""}
    return LossIssue("epoch_repeat", "loss.epoch_repeat", 0.8, values,
                     [_ev(r, a, ROLE_WARNING), _ev(r, b)],
                     {"epochs": len(tail), "steps_per_epoch": len(first), "step": a.step, "loss": first[key]},
                     ordinal(a))


def _cycle(values: list[float]) -> Optional[tuple[int, int]]:
    """(period, start) of the shortest period whose repeats fill the series' tail from `start`, over CYCLE_MIN_PERIODS
    periods or more, holding REPEAT_MIN_STEPS or more distinct values printed with REPEAT_MIN_DIGITS or more digits;
    else None. Only the last CYCLE_MAX_POINTS values are read, and a period is walked only when its last window holds
    enough distinct values, so that a long flat series costs one pass, not one per period."""
    offset = max(0, len(values) - CYCLE_MAX_POINTS)
    values = values[offset:]
    n = len(values)
    distinct: list[int] = [0]  # distinct printed values among the last p values, for p = 0 .. n
    seen: set[float] = set()
    for v in reversed(values):
        if _digits(v) >= REPEAT_MIN_DIGITS:
            seen.add(v)
        distinct.append(len(seen))
    for period in range(2, n // CYCLE_MIN_PERIODS + 1):
        if distinct[period] < REPEAT_MIN_STEPS:
            continue
        i = n - 1 - period
        while i >= 0 and values[i] == values[i + period]:
            i -= 1
        start = i + 1  # from here every window of `period` values holds the last window's values
        if n - start >= CYCLE_MIN_PERIODS * period:
            return period, start + offset
    return None


def check_loss_cycle(r: ScanResult, pts: list[Point]) -> Optional[LossIssue]:
    """A loop that counts its steps but not its epochs logs, from some step to its last, the same few losses over
    and over in the same order, to the last printed digit (`step 0 loss 0.6866712` ... `step 4 loss 0.6866712`):
    check_epoch_repeat's frozen model, seen through a global step counter. The period is the epoch's length."""
    if any(p.epoch is not None for p in pts):
        return None  # the epochs say it (check_epoch_repeat)
    # one curve: attempts of a job restarted from the same checkpoint repeat each other for another reason
    # step losses only: a running mean (a Keras bar mid-epoch) or an epoch's mean settles, it does not cycle
    parts = segments([p for p in pts if math.isfinite(p.loss) and p.reading == "step"])
    finite = parts[-1] if parts else []
    found = _cycle([p.loss for p in finite])
    if found is None:
        return None
    period, start = found
    a, b = finite[start], finite[start + period]
    repeats = (len(finite) - start) // period
    values = {"period": str(period), "from": step_text(a), "to": step_text(finite[-1]), "loss": _num(a.loss),
              "at": step_text(a), "again": step_text(b), "repeats": str(repeats)}
    return LossIssue("epoch_repeat", "loss.cycle", 0.8, values, [_ev(r, a, ROLE_WARNING), _ev(r, b)],
                     {"period": period, "repeats": repeats, "step": a.step, "loss": a.loss}, ordinal(a))


def _moving_losses(pts: list[Point], after: int, through: int) -> Optional[list[float]]:
    """The finite training losses logged after line `after` through line `through`, or None when there are fewer
    than two or they are all one value: no training between two summaries, or a loss as frozen (check_flat's)."""
    trained = [p.loss for p in pts if after < p.line <= through and math.isfinite(p.loss)]
    return None if len(trained) < 2 or max(trained) == min(trained) else trained


def check_eval_frozen(r: ScanResult, pts: list[Point]) -> Optional[LossIssue]:
    """An evaluation loss, or an epoch's mean training loss, that reads the same to its last printed digit at
    EVAL_FROZEN_MIN or more evaluations (epochs) with training logged between them, while the training loss
    moves: the model is never changed by the steps (a learning rate at 0, an updated state thrown away, a loss
    that closes over another copy of the model). A model that learns moves these in the fourth digit."""
    for trace, summaries in ((r.evals, Text("evaluations", "次评估")), (r.epoch_means, Text("epochs", "轮"))):
        issue = _frozen_summary(r, pts, trace, summaries)
        if issue is not None:
            return issue
    return None


def _frozen_summary(r: ScanResult, pts: list[Point], trace: EvalTrace, summaries: Text) -> Optional[LossIssue]:
    last = trace.last
    if trace.same and trace.count >= EVAL_FROZEN_MIN:  # every evaluation (but perhaps the first) the same
        first, count = trace.first, trace.count
    elif trace.tail >= EVAL_FROZEN_TAIL_MIN and 2 * trace.tail >= trace.count:  # the last ones, at least half
        first, count = trace.tail_first, trace.tail
    else:
        return None
    if first is None or last is None or _significant(first.text) < FROZEN_DIGITS or first.value == 0:
        return None
    trained = _moving_losses(pts, first.line, last.line)
    if trained is None:
        return None
    values = {"name": first.name, "loss": first.text, "evaluations": count, "summaries": summaries,
              "train_low": _num(min(trained)), "train_high": _num(max(trained))}
    facts = {"eval_loss": first.value, "evaluations": count}
    evidence = [Evidence(r.path, e.line, f"{e.name} {e.text}", r.rank, e.time, role)
                for e, role in ((first, ROLE_WARNING), (last, ROLE_ERROR))]
    return LossIssue("eval_frozen", "loss.eval_frozen", 0.7, values, evidence, facts, 0)


def check_held_out_frozen(r: ScanResult, pts: list[Point]) -> Optional[LossIssue]:
    """A held-out accuracy that prints one value, above 0 and below HELD_OUT_FROZEN_CEILING, at every reading from
    its second on (HELD_OUT_FIXED_MIN or more), while the training loss logged between them moves. Every held-out
    sample keeps its prediction: no step changes the evaluated model (a learning rate at 0, an update thrown away,
    an optimizer given another model's parameters), or the model answers one class whatever the input (labels that
    are not their inputs', a collapsed output). The last resort of the accuracy checks: said only when no other
    loss check speaks (loss_findings), since each of them names its case more precisely."""
    held = r.accuracies.held
    if held_out_changes(r) is not False or not 0.0 < held[-1].value < HELD_OUT_FROZEN_CEILING:
        return None
    first, last = held[1], held[-1]
    trained = _moving_losses(pts, first.line, last.line)
    if trained is None:
        return None
    values = {"accuracy": last.shown, "readings": len(held), "train_low": _num(min(trained)),
              "train_high": _num(max(trained))}
    return LossIssue("held_out_frozen", "loss.held_out_frozen", 0.55, values, _accuracy_evidence(r, first, last),
                     {"held_out_accuracy": last.value, "readings": len(held)}, 0)


def check_held_out_unseen(r: ScanResult, pts: list[Point]) -> Optional[LossIssue]:
    """A validation accuracy of exactly 0 at HELD_OUT_ZERO_MIN or more epochs, and at all but one of the epochs
    that print one, while the training accuracy beside it reaches TRAIN_LEARNED. A classifier that learned its
    training set is right on some held-out samples by chance alone; right on none, it is validated on classes it
    never trained on (Keras' validation_split takes the last samples of data sorted by class) or on labels mapped
    another way. A regression scored with accuracy reads 0 on both and is not this."""
    trace = r.accuracies
    if trace.zero < HELD_OUT_ZERO_MIN or trace.nonzero > 1 or trace.train_at_zero < TRAIN_LEARNED \
            or trace.first_zero is None or trace.last_zero is None:
        return _held_out_falls_to_zero(r)
    evidence = [Evidence(r.path, line, text, r.rank, None, role)
                for (line, text), role in ((trace.first_zero, ROLE_WARNING), (trace.last_zero, ROLE_ERROR))]
    level = Text(f"0 at each of {trace.zero} epochs", f"在全部 {trace.zero} 轮中都是 0")
    values = {"level": level, "train": _num(trace.train_at_zero)}
    return LossIssue("held_out_unseen", "loss.held_out_unseen", 0.7, values, evidence,
                     {"epochs": trace.zero, "train_accuracy": trace.train_at_zero}, 0)


def _held_out_falls_to_zero(r: ScanResult) -> Optional[LossIssue]:
    """check_held_out_unseen's other shape: a held-out accuracy that is not quite 0 but falls there (`0.2663`
    ... `0.0050`) while the training accuracy beside its last readings reaches TRAIN_LEARNED. Overfitting keeps a
    held-out accuracy well above 0; one that sinks each epoch as the training set is learnt is scored on classes
    the model is taught never to predict."""
    held, train = r.accuracies.held, r.accuracies.train
    if len(held) < HELD_OUT_FALL_MIN or not train:
        return None
    last = held[-HELD_OUT_ZERO_MIN:]
    learned = [a.value for a in train if a.line >= last[0].line]
    if any(a.value > HELD_OUT_NEAR_ZERO for a in last) or held[-1].value * HELD_OUT_FALL_RATIO > held[0].value \
            or not learned or min(learned) < TRAIN_LEARNED:
        return None
    level = Text(f"down from {held[0].shown} to {held[-1].shown}, at most {_num(HELD_OUT_NEAR_ZERO)} at each of its "
                 f"last {len(last)} readings", f"从 {held[0].shown} 降到 {held[-1].shown}，最后 {len(last)} 次都不超过 "
                 f"{_num(HELD_OUT_NEAR_ZERO)}")
    values = {"level": level, "train": _num(min(learned))}
    return LossIssue("held_out_unseen", "loss.held_out_unseen", 0.65, values, _accuracy_evidence(r, held[0], held[-1]),
                     {"epochs": len(held), "held_out_accuracy": held[-1].value, "train_accuracy": min(learned)}, 0)


def _classes_of(losses: list[float], tolerance: float) -> Optional[int]:
    """k when the median of the finite losses lies within `tolerance` (a share) of ln(k) for a k of 2..10."""
    finite = [v for v in losses if math.isfinite(v) and v > 0]
    if not finite:
        return None
    level = median(finite)
    k = min(ACCURACY_CLASSES, key=lambda n: abs(level - math.log(n)))
    return k if abs(level - math.log(k)) <= tolerance * math.log(k) else None


def _skill(accuracy: float, k: int) -> float:
    """How far an accuracy is from chance towards 1, as a share of that distance (0 at 1/k, 1 at 1): the same
    band then means as much for two classes as for ten."""
    return (accuracy - 1.0 / k) / (1.0 - 1.0 / k)


def _at_chance(values: list[float], k: int) -> bool:
    """Whether accuracies sit at 1/k: their median's skill within ACCURACY_CHANCE_BAND, no later one (the first
    left out: a model may start anywhere) above ACCURACY_CHANCE_CEILING, and no rise of more than
    ACCURACY_CHANCE_RISE from the first third to the last."""
    low, high = ACCURACY_CHANCE_BAND
    rest = values[1:] or values
    third = max(1, len(values) // 3)
    rise = _skill(median(values[-third:]), k) - _skill(median(values[:third]), k)
    return low <= _skill(median(values), k) <= high and _skill(max(rest), k) <= ACCURACY_CHANCE_CEILING \
        and rise <= ACCURACY_CHANCE_RISE


def _accuracy_evidence(r: ScanResult, first: AccuracyReading, last: AccuracyReading) -> list[Evidence]:
    return [Evidence(r.path, first.line, first.text, r.rank, None, ROLE_WARNING),
            Evidence(r.path, last.line, last.text, r.rank, None, ROLE_ERROR)]


def held_out_changes(r: ScanResult) -> Optional[bool]:
    """Whether the held-out accuracy, over HELD_OUT_FIXED_MIN or more readings, prints another value at any of
    them after the first (None: too few readings to tell). Changing, the model's predictions change, so its
    weights are updated: beside a training loss at ln(k), a model that updates and still learns nothing, whose
    labels are not its inputs'. The same value at every one is a model no update reaches (a learning rate of 0,
    an optimizer holding another model's parameters, every weight frozen). Across the labelled runs whose loss
    sits at ln(k), 64 of 70 whose held-out accuracy changes are data faults and 31 of 38 whose accuracy stays
    put are models that do not change."""
    held = r.accuracies.held
    if len(held) < HELD_OUT_FIXED_MIN:
        return None
    return len({a.shown for a in held[1:]}) > 1


def check_accuracy_chance(r: ScanResult, pts: list[Point]) -> Optional[LossIssue]:
    """A training accuracy (or, in a loop that prints only its evaluations', a held-out one) at 1/k over
    ACCURACY_CHANCE_MIN or more readings while the training loss sits near ln(k) for the same k: two numbers that
    agree on a class count are a model giving every class the same probability, however noisy each is alone. A
    loss that still moves from batch to batch is a model that updates and learns nothing: its labels are not its
    inputs' (shuffled apart, zipped after separate shuffles). A loss frozen within 2% of ln(k) is check_chance's
    stuck model."""
    changes = held_out_changes(r)
    if changes is False:
        return None  # a held-out accuracy that never changes: a model no update reaches (check_chance's)
    if not changes and at_chance([p.loss for p in pts if math.isfinite(p.loss)]) is not None:
        return None
    return _accuracy_at_chance(r, pts)


def _accuracy_at_chance(r: ScanResult, pts: list[Point]) -> Optional[LossIssue]:
    """check_accuracy_chance's reading of the numbers alone, before it asks which of the two causes moved them."""
    trained = len(r.accuracies.train) >= ACCURACY_CHANCE_MIN  # a loop may print only its evaluations' accuracy
    readings = r.accuracies.train if trained else r.accuracies.held
    which = Text("training", "训练") if trained else Text("held-out", "留出集")
    losses = [p.loss for p in pts if math.isfinite(p.loss)]
    if len(readings) < ACCURACY_CHANCE_MIN or len(losses) < ACCURACY_CHANCE_MIN:
        return None
    half = losses[len(losses) // 2:]
    k = _classes_of(half, ACCURACY_LOSS_TOLERANCE)
    accuracies = [a.value for a in readings]
    if k is None or min(half) < (1 - 2 * ACCURACY_LOSS_TOLERANCE) * math.log(k) or not _at_chance(accuracies, k):
        return None
    held = [a.value for a in r.accuracies.held]
    if trained and held and _skill(median(held), k) > ACCURACY_CHANCE_BAND[1]:
        return None  # held-out accuracies above chance: the model learned, its training readings are noise
    level = median(accuracies)
    values = {"which": which, "readings": len(readings), "accuracy": _num(level), "classes": str(k),
              "chance": _num(1.0 / k), "loss": _num(median(half)), "ln": f"{math.log(k):.4f}"}
    return LossIssue("accuracy_chance", "loss.accuracy_chance", 0.6, values,
                     _accuracy_evidence(r, readings[0], readings[-1]),
                     {"classes": k, "accuracy": level, "readings": len(readings), "loss": median(half)}, 0)


def _held_out_classes(held: list[AccuracyReading], pts: list[Point]) -> Optional[int]:
    """The class count the run itself tells: its first held-out loss, or its first training loss, at ln(k)
    (an untrained classifier's cross-entropy)."""
    firsts = [a.loss for a in held[:1] if math.isfinite(a.loss)] + [p.loss for p in pts[:1] if math.isfinite(p.loss)]
    for loss in firsts:
        k = _classes_of([loss], ACCURACY_LOSS_TOLERANCE)
        if k is not None:
            return k
    return None


def _memorised_classes(level: float, learned: float) -> Optional[int]:
    """k of a run that tells none by its losses, when its training accuracy is memorised (TRAIN_LEARNED) and the
    held-out one sits within HELD_OUT_LEVEL_TOLERANCE of 1/k for a k of HELD_OUT_LEVEL_CLASSES: 1/2, 1/3 and 1/4
    are far enough apart to be told from a model that generalises a little (1/5 .. 1/10 are not)."""
    if learned < TRAIN_LEARNED:
        return None
    k = min(HELD_OUT_LEVEL_CLASSES, key=lambda n: abs(level - 1.0 / n))
    return k if abs(level - 1.0 / k) <= HELD_OUT_LEVEL_TOLERANCE else None


def _learned_beyond(learned: float, level: float, k: Optional[int]) -> bool:
    """Whether the training accuracy climbed well past the held-out one: to twice it and HELD_OUT_LEARNED_GAP
    above, or, with k known, HELD_OUT_LEARNED_SKILL of the way from chance beyond it (twice 1/2 is 1.0, which a
    binary classifier seldom prints)."""
    if learned >= HELD_OUT_LEARNED_RATIO * level and learned >= level + HELD_OUT_LEARNED_GAP:
        return True
    return k is not None and _skill(learned, k) - _skill(level, k) >= HELD_OUT_LEARNED_SKILL


def check_held_out_chance(r: ScanResult, pts: list[Point]) -> Optional[LossIssue]:
    """A held-out accuracy that stays at chance (1/k, with k told by the run's own first loss at ln(k)), or at one
    printed value from its second reading on, over HELD_OUT_CHANCE_MIN or more readings, while the training
    accuracy climbs to twice it and more: the model learns its training pairs and none of that carries to the
    held-out ones. A model that generalises a little beats chance and moves; one scored against labels that are
    not its inputs' (a validation set shuffled or encoded apart, a vocabulary or label map fitted per split) does
    neither. check_held_out_unseen says the case of an accuracy of exactly 0."""
    trace = r.accuracies
    held, train = trace.held, trace.train
    if len(held) < HELD_OUT_CHANCE_MIN or not train or trace.zero >= HELD_OUT_ZERO_MIN:
        return None
    level = median(a.value for a in held)
    learned = median(a.value for a in train[-max(1, len(train) // 3):])
    k = _held_out_classes(held, pts) or _memorised_classes(level, learned)
    if not _learned_beyond(learned, level, k):
        return None
    fixed = len(held) >= HELD_OUT_FIXED_MIN and len({a.shown for a in held[1:]}) == 1
    if not fixed and (k is None or not _at_chance([a.value for a in held], k)):
        return None
    how = (Text(f"at {held[-1].shown} from its second reading on", f"从第二次起一直是 {held[-1].shown}") if fixed
           else Text(f"near chance for {k} classes (1/{k} = {_num(1.0 / k)})",
                     f"接近 {k} 个类别的随机水平（1/{k} = {_num(1.0 / k)}）"))
    values = {"readings": len(held), "level": how, "accuracy": _num(level), "train": f"{learned:.4g}"}
    return LossIssue("held_out_chance", "loss.held_out_chance", 0.65, values,
                     _accuracy_evidence(r, held[0], held[-1]),
                     {"readings": len(held), "held_out_accuracy": level, "train_accuracy": learned,
                      "classes": k, "fixed": fixed}, 0)


def check_r2_zero(r: ScanResult, pts: list[Point]) -> Optional[LossIssue]:
    """A regression's R2 score printed at 0 (within R2_ZERO_BAND) R2_ZERO_MIN or more times and never above: the
    model's output does not depend on its input, it predicts the targets' mean. In ported code that is most often a
    (B, 1) output compared with (B,) targets, which the loss broadcasts to (B, B) without an error, so every output
    is trained towards the mean of the batch; also targets not paired with their inputs."""
    scores = r.accuracies.r2
    if len(scores) < R2_ZERO_MIN or any(abs(a.value) > R2_ZERO_BAND for a in scores):
        return None
    first, last = scores[0], scores[-1]
    typical = median(a.value for a in scores)
    values = {"readings": len(scores), "first": first.shown, "last": last.shown, "typical": _num(typical)}
    return LossIssue("r2_zero", "loss.r2_zero", 0.6, values, _accuracy_evidence(r, first, last),
                     {"readings": len(scores), "r2": typical}, 0)


def _overruns(text: str) -> list[tuple[int, int]]:
    """The (step, epoch length) pairs of a line whose step is past the length it prints (`step 775/25`)."""
    return [(int(a), int(b)) for a, b in _STEP_OF_TOTAL.findall(text) if int(a) > int(b)]


def check_endless_epoch(r: ScanResult, pts: list[Point]) -> Optional[LossIssue]:
    """A log that stops, with no error after its last step line, inside an epoch that has no end: Keras still
    counting a first epoch of unknown length thousands of steps in (`5280/Unknown`), or a loop's own step lines
    counting past the epoch length they print (`step 775/25`). An input repeated without a count (`.repeat()`
    without steps_per_epoch, a `while True` generator) never ends its epoch, and the job is stopped from outside."""
    if not r.tail:
        return None
    last = r.tail[-1]
    bars = list(_UNKNOWN_LENGTH_BAR.finditer(last))
    overruns = [_overruns(t) for t in r.tail]
    if bars and int(bars[-1].group(1)) >= ENDLESS_MIN_STEPS:
        steps, length = int(bars[-1].group(1)), Text("an unknown length", "未知长度")
        shown = last[bars[-1].start():]
    elif sum(map(len, overruns)) >= ENDLESS_OVERRUNS and overruns[-1]:
        steps, total = overruns[-1][-1]
        length, shown = Text(f"a length of {total}", f"长度 {total}"), last
    else:
        return None
    evidence = [Evidence(r.path, r.tail_lines[-1], shown.strip()[:300], r.rank, None, ROLE_ERROR)]
    return LossIssue("endless_epoch", "loss.endless_epoch", 0.65, {"steps": steps, "length": length}, evidence,
                     {"steps_in_epoch": steps}, 0)


def check_shuffle_buffer_unfilled(r: ScanResult, pts: list[Point]) -> Optional[LossIssue]:
    """A log that ends, with no error, on TensorFlow still filling a shuffle buffer: a buffer sized for the whole
    data (or bigger: `shuffle(10_000_000)` after `repeat()`, which never runs dry) holds up the first batch for as
    long as it takes to read that many elements, and the job is stopped from outside or runs out of memory."""
    fills = [(line, text, m) for text, line in zip(r.tail, r.tail_lines) for m in [_SHUFFLE_FILLING.search(text)] if m]
    if len(fills) < SHUFFLE_FILL_LINES or fills[-1][0] != r.tail_lines[-1]:
        return None
    (first_line, first_text, _), (line, text, last) = fills[0], fills[-1]
    filled, size = int(last.group(1)), int(last.group(2))
    if filled >= size:
        return None
    evidence = [Evidence(r.path, first_line, first_text.strip()[:300], r.rank, None, ROLE_WARNING),
                Evidence(r.path, line, text.strip()[:300], r.rank, None, ROLE_ERROR)]
    return LossIssue("shuffle_buffer_unfilled", "loss.shuffle_buffer_unfilled", 0.65,
                     {"filled": f"{filled:,}", "size": f"{size:,}", "share": f"{filled / size:.0%}"}, evidence,
                     {"buffer_size": size, "buffer_filled": filled}, 0)


def check_reference_gap(r: ScanResult, pts: list[Point]) -> Optional[LossIssue]:
    """A port that prints its loss beside the reference's (`ref_loss 1.8737 mig_loss 2.0021`) at
    REFERENCE_GAP_MIN or more steps, the two REFERENCE_GAP or more apart (a share of the reference) over the
    last third of them: the port computes something else than what it was ported from. Rounding alone (float32
    against float64, a fused kernel) keeps them within a fraction of a percent; a wrong default (an epsilon, a
    GELU approximation, a momentum read the other way) or a lower precision moves them apart."""
    kept = r.comparisons.kept
    if len(kept) < REFERENCE_GAP_MIN:
        return None
    late = kept[-max(REFERENCE_GAP_MIN, len(kept) // 3):]
    gap = median(c.gap for c in late)
    if gap < REFERENCE_GAP:
        return None
    first, last = kept[0], kept[-1]
    values = {"own": last.own_name, "reference": last.reference_name, "own_value": _num(last.own),
              "reference_value": _num(last.reference), "gap": f"{gap:.1%}", "first_gap": f"{first.gap:.1%}",
              "count": len(kept), "late": len(late)}
    evidence = [Evidence(r.path, c.line, c.text, r.rank, None, role)
                for c, role in ((first, ROLE_WARNING), (last, ROLE_ERROR))]
    return LossIssue("reference_gap", "loss.reference_gap", 0.7, values, evidence,
                     {"gap": gap, "first_gap": first.gap, "comparisons": len(kept)}, 0)


def check_empty_epochs(r: ScanResult, pts: list[Point]) -> Optional[LossIssue]:
    """A log that ends on EMPTY_EPOCHS or more of Keras' epoch headers in a row (`Epoch 3/5`, `Epoch 4/5`, ...):
    Keras prints an epoch's progress or summary line for every batch it draws, so these epochs drew none. The
    dataset is empty or exhausted after its first pass (a window longer than the series, a filter nothing
    passes, a generator that ran out, no `.repeat()` with steps_per_epoch)."""
    run: list[tuple[int, regex.Match]] = []  # the headers the log ends on, last first, each one epoch before the next
    for text, line in zip(reversed(r.tail), reversed(r.tail_lines)):
        m = _EPOCH_HEADER.match(text.strip())
        if m is None or (run and int(m.group(1)) != int(run[-1][1].group(1)) - 1):
            break
        run.append((line, m))
    if len(run) < EMPTY_EPOCHS:
        return None
    (last_line, last), (first_line, first) = run[0], run[-1]
    evidence = [Evidence(r.path, first_line, first.group(0), r.rank, None, ROLE_WARNING),
                Evidence(r.path, last_line, last.group(0), r.rank, None, ROLE_ERROR)]
    values = {"epochs": len(run), "first": first.group(1), "last": last.group(1), "total": last.group(2)}
    return LossIssue("empty_epochs", "loss.empty_epochs", 0.7, values, evidence, {"empty_epochs": len(run)}, 0)


def check_uniform(r: ScanResult, pts: list[Point]) -> Optional[LossIssue]:
    found = near_uniform(pts)
    if found is None:
        return None
    loss, n = found
    return LossIssue(
        "uniform", "loss.uniform", 0.55, {"loss": _num(loss), "steps": n, "vocab": vocabulary(loss)},
        [_ev(r, pts[0], ROLE_WARNING), _ev(r, pts[-1])], {"loss": loss, "steps": n}, ordinal(pts[0]))


CHECKS: tuple[Callable[[ScanResult, list[Point]], Optional[LossIssue]], ...] = (
    check_reference_gap, check_nan, check_norm_nan, check_overflow, check_flat, check_plateau, check_lr_zero,
    check_divergence, check_negative_runaway,
    check_spikes, check_norm_growth, check_uniform, check_chance, check_chance_exact, check_epoch_repeat,
    check_loss_cycle, check_float_floor, check_huge, check_eval_frozen, check_endless_epoch, check_held_out_unseen,
    check_empty_epochs, check_accuracy_chance, check_held_out_chance, check_shuffle_buffer_unfilled,
    check_inverted_objective, check_held_out_frozen, check_r2_zero)


# The checks that can judge a single logged step: the endless and empty epochs read the log's last lines and the
# held-out check its validation accuracies, not its curve
ONE_POINT_CHECKS = (check_reference_gap, check_overflow, check_chance_exact, check_endless_epoch, check_held_out_unseen,
                    check_empty_epochs, check_held_out_chance, check_shuffle_buffer_unfilled, check_r2_zero)

# The checks a run of many rank files reads from its ranks' pooled series (see pooled_issues)
POOLED_CHECKS: tuple[Callable[[ScanResult, list[Point]], Optional[LossIssue]], ...] = (check_flat, check_divergence)


def pooled_issues(series_of: list[tuple[ScanResult, list[Point]]]) -> list[tuple[ScanResult, LossIssue]]:
    """The flat and divergence checks on the step lines of many ranks pooled in step order. With
    thousands of rank files each samples a few step lines at its own offset (scan.Budget.stagger): no
    rank has the points its own checks need, but together they cover the run (a stuck loss is the same
    on every rank; a divergence moves each window's median). The evidence names the ranks and lines the
    points came from."""
    owners: dict[int, ScanResult] = {}
    pooled: list[Point] = []
    for r, points in series_of:
        for p in points:
            if math.isfinite(p.loss):
                owners[id(p)] = r
                pooled.append(p)
    if not pooled:
        return []
    pooled.sort(key=lambda p: (ordinal(p), owners[id(p)].index))
    found = []
    token = _POOL_OWNERS.set(owners)
    try:
        for check in POOLED_CHECKS:
            issue = check(owners[id(pooled[0])], pooled)
            if issue is not None:
                issue.facts["pooled_ranks"] = len({id(r) for r in owners.values()})
                first = issue.evidence[0].path
                found.append((next(r for r, _ in series_of if r.path == first), issue))
    finally:
        _POOL_OWNERS.reset(token)
    return found


def _merge(issues: list[tuple[ScanResult, LossIssue]], rules: dict[str, CheckRule], lang: str) -> Finding:
    """The same anomaly on several ranks: the earliest rank's details, every rank listed."""
    r, first = min(issues, key=lambda it: (it[1].at, it[0].index))
    ranks = sorted({res.rank for res, _ in issues if res.rank is not None})
    facts = dict(first.facts, check=first.kind)
    if ranks:
        facts["first_rank"] = r.rank
    evidence = list(first.evidence)
    for res, issue in issues:
        if res is not r and len(evidence) < 6:
            evidence.append(issue.evidence[-1])
    times = [e.time for e in first.evidence if e.time is not None]
    return make_finding(rules, first.rule, lang, first.values, evidence=evidence, confidence=first.confidence,
                        facts=facts, count=len(issues), ranks=ranks, first_time=min(times) if times else None,
                        role=max((e.role for e in first.evidence), key=_role_rank),
                        first_seq=(r.index, first.evidence[0].line))


def _role_rank(role: str) -> int:
    return {ROLE_WARNING: 1, ROLE_ERROR: 2}.get(role, 0)


# The loss checks that say a run is stuck, and how, better than an accuracy at chance beside them
_LOSS_SAYS_STUCK = {"nan", "flat", "epoch_repeat", "chance", "chance_exact", "uniform", "lr_zero", "eval_frozen",
                    "float_floor", "overflow", "diverge"}


def curve_of(points: list[Point]) -> list[Point]:
    """The loss curve the checks read: overflow skip lines log no loss, and the means printed beside the step
    lines (an epoch's mean on its own line, a bar's running mean mid-epoch) are second curves, left out when
    there are steps; a loop that prints only means is judged by them. A NaN or Inf is kept wherever it was."""
    logged = [p for p in points if not p.skip_line]
    if not any(p.reading == "step" for p in logged):
        return logged
    return [p for p in logged if p.reading == "step" or not math.isfinite(p.loss)]


def loss_findings(results: list[ScanResult], rules: Optional[dict[str, CheckRule]] = None,
                  lang: str = "en") -> list[Finding]:
    """Run every check on every series; one finding per kind of anomaly, worded by `rules` in `lang`."""
    rules = rules if rules is not None else shipped_rules()
    by_kind: dict[str, list[tuple[ScanResult, LossIssue]]] = {}
    series_of: list[tuple[ScanResult, list[Point]]] = []
    for r in results:
        points = r.points  # built from the input's packed sketch: once per input, not per check
        logged = curve_of(points)
        if logged:
            series_of.append((r, logged))
        for check in CHECKS:
            if check not in ONE_POINT_CHECKS and len(points) < 2 and not any(not math.isfinite(p.loss) for p in logged):
                continue  # one logged step is no curve; one overflow at the floor scale, or ln(k) exactly, says enough
            issue = check(r, points if check is check_overflow else logged)
            if issue is not None:
                by_kind.setdefault(issue.kind, []).append((r, issue))
    if len(series_of) >= POOL_FILES:  # so many ranks that none has the points its own checks need
        for r, issue in pooled_issues(series_of):
            by_kind.setdefault(issue.kind, [(r, issue)])
    if by_kind.keys() & {"nan", "flat", "epoch_repeat", "chance", "uniform"}:  # the training losses say it already
        by_kind.pop("eval_frozen", None)
    if by_kind.keys() - {"held_out_frozen"}:  # any other check names the case more precisely
        by_kind.pop("held_out_frozen", None)
    findings = [_merge(items, rules, lang) for items in by_kind.values()]
    kinds = {f.facts["check"] for f in findings}
    # a flat or collapsed-overflow run explains a loss that sits at ln(vocab): keep the better-named one
    if "norm_nan" in kinds and "nan" in kinds:  # the NaN loss says it already
        findings = [f for f in findings if f.facts["check"] != "norm_nan"]
    if "uniform" in kinds and kinds & {"flat", "overflow", "nan", "lr_zero"}:
        findings = [f for f in findings if f.facts["check"] != "uniform"]
    if "plateau" in kinds and kinds & {"flat", "uniform", "overflow", "nan"}:  # each names the plateau better
        findings = [f for f in findings if f.facts["check"] != "plateau"]
    if "r2_zero" in kinds:  # a score at 0 says why the loss stays where it is: the output ignores the input
        findings = [f for f in findings if f.facts["check"] not in ("flat", "plateau")]
    if "norm_growth" in kinds:  # a steady runaway says more than the spikes it also makes
        findings = [f for f in findings if f.facts["check"] != "spikes"]
    if "chance" in kinds:  # a loss frozen at ln(k) is said better by the chance level it sits at
        findings = [f for f in findings if f.rule != "loss.flat"]
    if "float_floor" in kinds:  # the floor names the divergence (or the flat run at 87.3365) precisely
        findings = [f for f in findings if f.facts["check"] not in ("diverge", "flat", "plateau")]
    if kinds & _LOSS_SAYS_STUCK:  # the loss names how the run is stuck; its accuracy at chance follows from that
        findings = [f for f in findings if f.facts["check"] != "accuracy_chance"]
    if "epoch_repeat" in kinds:  # no update reached the weights: says more than a plateau or a chance level
        findings = [f for f in findings if f.facts["check"] not in ("plateau", "chance", "uniform")]
    if kinds & {"eval_frozen", "accuracy_chance"}:  # the evaluations or accuracies say why; a plateau says it less
        findings = [f for f in findings if f.facts["check"] != "plateau"]
    if kinds - {"huge_loss", "huge_norm"}:  # any other anomaly names how the values got there
        findings = [f for f in findings if f.facts["check"] not in ("huge_loss", "huge_norm")]
    if "lr_zero" in kinds and any(f.facts["check"] == "flat" and f.facts.get("lr") == 0 for f in findings):
        findings = [f for f in findings if f.facts["check"] != "lr_zero"]
    return findings


# A run whose numbers fall back to where an untrained model starts, after it had learnt: the loss back to at
# least LOST_LOSS_SHARE of its first logged value after it had fallen below LEARNT_LOSS_SHARE of it, or an accuracy
# at most LOST_ACCURACY_SHARE of the best one before it (which was at least LEARNT_ACCURACY). Read only where a note
# says a checkpoint restore left values unbound (run_analysis.restore_lost_finding): a second stage or a new task
# starts over for reasons of its own.
LOST_LOSS_SHARE = 0.8
LEARNT_LOSS_SHARE = 0.4
LEARNT_ACCURACY = 0.8
LOST_ACCURACY_SHARE = 0.5


@dataclass(frozen=True)
class ProgressLost:
    """The learnt value (`best`) and the value after the fall (`after`) of one metric, with their lines."""

    metric: str  # "loss" or "accuracy"
    best: str
    after: str
    best_evidence: Evidence
    after_evidence: Evidence


# A line that reports the model read back from its checkpoint (`reloaded model val_acc 0.17`, `rank 0: reloaded
# classifier_ddp.pt, test_acc 0.11`, `after restore: accuracy 0.31`, `loaded classifier.pt (54201 bytes)`, `loading
# ckpt.npz: 6 tensors`, `pretrained weights loaded`): its accuracy is the checkpoint's. torch's load_state_dict
# returns an _IncompatibleKeys whose repr a script prints as it loads (`_IncompatibleKeys(missing_keys=[...],
# unexpected_keys=[])`, `<All keys matched successfully>`)
RELOADED = regex.compile(r"(?i)\b(?:re-?load(?:ed|ing)?|restor(?:ed|ing)|after (?:re)?load(?:ing)?|"
                         r"loaded (?:from )?(?:the )?(?:checkpoint|weights|model|state[_ ]dict|ckpt)|"
                         r"(?:checkpoint|weights|model|state[_ ]dict|ckpt) (?:(?:was|were|is|are) )?loaded)\b|"
                         r"\bload(?:ed|ing)\b.{0,80}\.(?:pt|pth|ckpt|bin|safetensors|h5|keras|npz|msgpack)\b|"
                         r"\b_IncompatibleKeys\(|<All keys matched successfully>")
# A line that says the model was just written out (`saved textcnn.pt`, `Saving model checkpoint to out/`): the
# held-out accuracy printed right after it, far below the same held-out accuracy during training, is of a model
# that did not get those weights back (a training-set accuracy against a test one may be overfitting: not read)
SAVED = regex.compile(r"(?i)\bsav(?:ed|ing)\b|"
                      r"\bwr(?:ote|itten)\b.{0,80}\.(?:pt|pth|ckpt|bin|safetensors|h5|keras|npz)\b")
# The trained model's accuracy must have been at least RELOAD_LEARNT, and the reloaded one at least RELOAD_DROP
# below it: a reload that works gives back the same accuracy, one that bound nothing gives an untrained model's
RELOAD_LEARNT = 0.6
RELOAD_DROP = 0.3


def _accuracy_fall(r: ScanResult, fell: Callable[[AccuracyReading, AccuracyReading], bool],
                   held_only: bool = False) -> Optional[ProgressLost]:
    """The first accuracy reading, in line order, that `fell` from the best one before it, or None.
    `held_only`: only the held-out readings, one metric compared with itself."""
    best: Optional[AccuracyReading] = None  # the best reading so far, in line order
    readings = r.accuracies.held if held_only else r.accuracies.train + r.accuracies.held
    for after in sorted(readings, key=lambda a: a.line):
        if best is not None and fell(best, after):
            return ProgressLost("accuracy", best.shown, after.shown, *_accuracy_evidence(r, best, after))
        best = after if best is None or after.value > best.value else best
    return None


def reload_lost(r: ScanResult) -> Optional[ProgressLost]:
    """An accuracy printed on a line that says it is the reloaded model's (or right after the line that says the
    model was reloaded: `[eval] restored checkpoint step 800`), RELOAD_DROP or more below the best one before it:
    the checkpoint's weights did not reach the model (names that do not line up under strict=False,
    expect_partial() or a loader that only warns), whatever the loader printed. Also a held-out accuracy printed
    right after the model was saved, as far below the same held-out accuracy during training (SAVED). None
    otherwise."""
    told = _accuracy_fall(r, lambda best, after: _reload_drop(best, after)
                          and (RELOADED.search(after.text) or RELOADED.search(after.lead)) is not None)
    return told or _accuracy_fall(r, lambda best, after: _reload_drop(best, after)
                                  and SAVED.search(after.lead) is not None, held_only=True)


def _reload_drop(best: AccuracyReading, after: AccuracyReading) -> bool:
    return best.value >= RELOAD_LEARNT and after.value <= best.value - RELOAD_DROP


def progress_lost(r: ScanResult) -> Optional[ProgressLost]:
    """The first fall back to untrained numbers in an input, by accuracy and then by loss, or None."""
    fall = _accuracy_fall(r, lambda best, after: best.value >= LEARNT_ACCURACY
                          and after.value <= LOST_ACCURACY_SHARE * best.value)
    if fall is not None:
        return fall
    finite = [p for p in r.points if math.isfinite(p.loss) and not p.skip_line]
    if len(finite) < 3 or finite[0].loss <= 0:
        return None
    start, low = finite[0].loss, finite[1]  # the lowest loss after the first, so far
    for p in finite[2:]:
        if low.loss <= LEARNT_LOSS_SHARE * start and p.loss >= LOST_LOSS_SHARE * start:
            return ProgressLost("loss", _num(low.loss), _num(p.loss), _ev(r, low, ROLE_WARNING), _ev(r, p))
        low = p if p.loss < low.loss else low
    return None
