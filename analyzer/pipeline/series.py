"""Step lines -> one loss series per rank (MindFormers, MindSpore LossMonitor, HF Trainer, PyTorch prints).

Parsing runs only on lines holding the literal `loss`, found by the prefilter like any signature
literal. The series feed loss analysis (NaN, flat, divergence, overflow streaks) and the report.
"""

from __future__ import annotations

import math
from array import array
from dataclasses import dataclass, field, replace
from typing import Any, Callable, Optional

import regex

# `nll`: a negative log-likelihood logged under its short name; `mse` / `mae`: a regression loop's loss; `acc`: an
# accuracy, which tells a classifier at chance where no loss is printed beside it
LITERALS = (b"loss", b"Loss", b"nll", b"mse", b"mae", b"acc", b"Acc", b"ACC")

_NUM = r"[-+]?(?:\d+\.?\d*(?:[eE][-+]?\d+)?|\.\d+|nan|NaN|NAN|inf|Inf|INF|-inf)"

# MindFormers MFLossMonitor, every version: 3 or 6 decimals, `loss:[a/b]` non-sink form, `step:[ 1/ 9]`
# or the bracketless `step 1/9`,
# optional lr, `global_norm` with or without colon, optional throughput suffix.
_MF = regex.compile(
    r"(?:Epoch:\[\s*(?P<epoch>\d+)/\s*\d+\],\s*)?"
    r"\bstep:?\s*\[?\s*(?P<step>\d+)\s*/\s*(?P<steps>\d+)\s*\]?,\s*loss:\s*\[?(?P<loss>" + _NUM + r")(?:/[^\]]*\])?,"
    r"(?:.*?lr:\s*\[?(?P<lr>" + _NUM + r"))?"
    r"(?:.*?overflow cond:\s*(?P<ovf>True|False))?"
    r"(?:.*?loss_scale:\s*\[?(?P<ls>" + _NUM + r"))?"
    r"(?:.*?global_norm:?\s*\[?\s*(?P<gn>" + _NUM + r"))?")
# MindSpore LossMonitor: `epoch: 1 step: 10, loss is 2.30` (and the msrun sample `epoch: 0, step: 10, loss is`)
_MS = regex.compile(r"epoch:\s*(?P<epoch>\d+),?\s+step:\s*(?P<step>\d+),\s*loss is\s*(?P<loss>" + _NUM + r")")
# Trainer dicts, printed or written as JSON lines: HF Trainer `{'loss': 2.3, 'grad_norm': 1.2, ...}` and its
# log_history `{"epoch": 0.1, "loss": 2.3, "step": 10}`, timm/BEiT-style `{"train_loss": 2.3, "train_lr": ...}`,
# LLaMA-Factory's trainer_log.jsonl
# `{"current_steps": 400, "total_steps": 13080, "loss": 0.0, ...}`. JSON writes NaN/Infinity bare.
_HF_VALUE = r"['\"]?(?:np\.float\d+\(|tensor\()?(?P<{name}>" + _NUM + r")"  # 2.3, '2.3', np.float64(2.3)
_DICT = regex.compile(r"\{[^{}]*['\"](?:eval_|train_)?loss['\"]\s*:[^{}]*\}")
_DICT_FIELD = regex.compile(r"['\"](?:train_)?(?P<key>loss|eval_loss|grad_norm|learning_rate|lr|epoch|"
                            r"step|current_steps|global_step)['\"]\s*:\s*" + _HF_VALUE.format(name="val"))
_STEP_KEYS = ("step", "current_steps", "global_step")
# Loss-scale overflow skip lines (no loss logged): DeepSpeed `[deepspeed] OVERFLOW! Rank 0 Skipping step.
# Attempted loss scale: 65536, reducing to 32768` (older `[deepscale]`), apex FP16_Optimizer `OVERFLOW! Skipping
# step. Attempted loss scale: ..., reducing to ...`, apex amp `Gradient overflow.  Skipping step, loss scaler 0
# reducing loss scale to 32768.0`. The scale it falls to is kept as the point's loss_scale; the step is the
# count of a tqdm bar the line is glued to (`  0%|   | 9/63645 [00:19<37:53:00,  2.14s/it][...] OVERFLOW!`).
_TQDM_COUNT = regex.compile(r"\|\s*(?P<step>\d+)/\d+\s*\[")
# fairseq's FP16 optimizer says it in one clause: `| WARNING: overflow detected, setting loss scale to: 0.25`
_SKIP = regex.compile(r"(?i)\boverflow\b[^\n]{0,40}?\bskipping step\b[^\n]*?\breducing(?: loss scale)? to:?\s*"
                      r"(?P<ls>" + _NUM + r")|\boverflow detected,? setting loss scale to:?\s*(?P<ls>" + _NUM + r")")
# Megatron-LM training_log: ` iteration      100/  500000 | ... | learning rate: 1.0E-04 | ... | lm loss: 7.1E+00 |
# loss scale: 65536.0 | grad norm: 1.234 | number of skipped iterations:   0 | number of nan iterations:   0 |`.
# An interval whose iterations were all skipped prints no loss (nor does a loss of 0); skipped iterations are
# fp16 overflow skips.
_MEGATRON = regex.compile(r"\biteration\s+(?P<step>\d+)\s*/\s*\d+\s*\|")
# Darknet's detector training (AlexeyAB's fork): `74: 1.352, 1.410 avg loss, 0.000100 rate, 3.07 seconds, 1776
# images` (the iteration, its loss, the running average, the learning rate); C's printf writes NaN as `-nan`
_DARKNET = regex.compile(r"^\s*(?P<step>\d+): (?P<loss>" + _NUM + r"), " + _NUM + r" avg loss, (?P<lr>" + _NUM
                         + r") rate\b")
# (older Megatron forks print `| lm loss 6.758929E+00 | loss scale 64.0 |`, without the colons)
_MEGATRON_FIELD = regex.compile(r"\|\s*(?P<key>learning rate|[\w ]*?loss|loss scale|grad norm|number of skipped "
                                r"iterations|number of nan iterations):?\s+(?P<val>" + _NUM + r")")
# Common PyTorch prints: `step 100 loss 2.31`, `Step: 100, Loss: 2.31`, `iter 100 | loss 2.31`,
# the tutorial shape `Epoch [1/10], Step [100/600], Loss: 2.3045`, `Batch(100/1879) done. Loss: 5.96` and
# `epoch 0 update 12 loss 6.16`
_PT = regex.compile(r"(?i)\b(?:step|iter(?:ation)?|batch|update)\b[\s:=#\[(]*(?P<step>\d+)(?:\s*/\s*\d+)?[\])]?"
                    r"[^\n]{0,60}?\bloss\b"
                    r"[\s:=]*(?P<loss>" + _NUM + r")")
_PT_EPOCH = regex.compile(r"(?i)\bepoch\b[\s:=#\[]*(\d+)")
# the words a loop puts before `loss` to name the training loss it logs (`total loss`, `mean loss`)
_LOSS_QUALIFIER = r"(?:total|train(?:ing)?|lm|avg|avr|mean)"
# Loops that log once per epoch: `epoch: 3451 loss: nan`, `Epoch 3/10 - loss: 0.23`, `epoch 7 mean loss 1.11`,
# `epoch 2: loss 1.3866`
# (the epoch is the step)
_EPOCH_ONLY = regex.compile(r"(?i)\bepoch\b[\s:=#\[]*(?P<step>\d+)(?:\s*/\s*\d+)?\]?[\s,|:-]{0,6}(?:"
                            + _LOSS_QUALIFIER + r"[ _])?loss\b[\s:=]*(?P<loss>" + _NUM + r")")

# Any other logger: a loss-named metric that is NaN/Inf (`[Loss] nan`, `Total loss: nan`, `train/loss=inf`,
# `loss is NaN`, `actor/pg_loss:nan`), and the KL or perplexity an RL or LM trainer logs beside it
# (`rollout_corr/kl:nan`, `val_ppl=nan`): no healthy run computes those as NaN. Only the non-finite value
# is taken: a finite value in an unknown format could be an eval loss or a per-batch figure on another
# scale and would bend the curve the trend checks read.
# (Lightning names a logged value per step and per epoch: `train_loss_step=nan.0`, `train_loss_epoch=0.41`;
# Marian and TF1-era scripts call the objective the cost: `Up. 300 : Cost nan`, `Epoch: 0003 cost= nan`;
# maskrcnn-benchmark's sum of losses: `iteration : 7, losses : nan`; a negative log-likelihood or a regression
# loss under its own short name, as NLLLoss, fairseq, MSELoss and L1Loss call them: `epoch 0 step 4 nll nan`,
# `step 36/50 mse nan`; a cross-entropy as `ce`, `bce` or TF1's `xent`: `step 3 weighted_ce nan`, `xent:  nan`)
_ANY_NONFINITE = regex.compile(r"(?i)(?:(?:\b|(?<=_))"
                               r"(?:loss(?:es|_(?!scale)\w+)?|kl|ppl|perplexity|nll|r?mse|mae|b?ce|xent)|"
                               r"\bcost|"
                               r"(?-i:(?<=[A-Za-z])Loss))\b['\"]?\s*"
                               r"(?:\]|\)|:|=|\||\bis\b|(?<=\s))\s*[:=]?\s*['\"]?"  # quoted: `'loss': 'nan'`
                               # Paddle's list `loss: [nan]`; PaddleOCR pads each value to six characters
                               # with x (`'{:x<6f}'`), so a NaN reads `loss: nanxxx`
                               r"(?:\[\s*)?(?P<loss>[-+]?(?:nan|inf(?:inity)?))x*\b")
# Any other logger's training loss, named `loss` (or total/train/lm loss) before its value: mmdetection
# `Epoch [1][50/181] lr: 2e-02, ..., loss: 2.1`, detectron2 `iter: 1999  total_loss: 0.51`, MXNet's
# `Batch[3] Speed: 142.99 samples/sec, IDLoss=45.780` (a CamelCase name ending in Loss), InsightFace's
# `total_step 920, total loss is 2.87 , inference loss is 0.96`, Keras
# `100/100 [====] - 5s 50ms/step - loss: 2.3026`, a tqdm postfix `| 450/1000 [00:30<00:36, loss=2.31]`.
# A loss named after an evaluation word (val/eval/test) is left out: it is on another scale; one named before
# (Keras: `loss: 2.31 - acc: 0.41 - val_loss: 2.40`) is the training loss. The step is
# the line's `step`/`iter` number when it has one, else the count of points so far (the lines' order: a
# progress bar's count starts again every epoch).
_ANY_LOSS = regex.compile(r"(?i)(?:(?<![\w/.-])(?:" + _LOSS_QUALIFIER + r"[ _])?loss(?:es|_step|_epoch)?|"
                          # a quoted key (PaddleOCR's `'total_loss': 5.1`); `is` only after a qualified name (`total
                          # loss is 2.87`), not in prose (`the loss is 2 times larger`)
                          r"(?-i:(?<=[A-Za-z])Loss))['\"]?"
                          r"(?:\s*[:=]\s*|(?<=" + _LOSS_QUALIFIER + r"[ _]loss)\s+is\s+)"
                          r"(?:\[\s*)?(?P<loss>" + _NUM + r")(?![\w.])")  # PaddleDetection's `loss: [10.000229]`
# A loss scaler printed beside the loss by a script's own step line (see _with_scaler)
_SCALE = regex.compile(r"(?i)\bloss[_ ]scale\s*[:=]?\s*(?P<scale>\d+(?:\.\d+)?(?:[eE][-+]?\d+)?)\b")
# A gradient norm printed beside the loss: `grad_norm=681325.8`, `grad norm: 1.2`, `gradient_norm 3.4`,
# `total_norm: tensor(5.1)`; `max_grad_norm` / `clip_grad_norm` (settings, word-glued) do not match
_NORM = regex.compile(r"(?i)\b(?:grad(?:ient)?[_ ]?norm|global[_ ]norm|total[_ ]norm)['\"]?(?:\s*[:=]\s*|\s+)"
                      r"(?:tensor\()?(?P<gn>" + _NUM + r")(?![\w.])")
# A learning rate printed beside the loss: `lr 3.00e-04`, `| lr 0.00e+00 |`, `learning_rate=1e-05`.
# A zero written without an exponent (`lr 0.0000`) may be a small rate rounded away by the format: not read
_LR = regex.compile(r"(?i)(?<![\w.])(?:lr|learning[_ ]rate)['\"]?\s*[:=|]?\s*"
                    r"(?P<lr>\d+(?:\.\d+)?(?:[eE][-+]?\d+)?)(?![\w.])")
_OVERFLOW_FLAG = regex.compile(r"(?i)\b(?:(?P<overflow>overflow(?:[_ ]cond)?)|(?:grads?|all)[_ ]finite)\s*[:=]?\s*"
                               r"(?P<value>True|False)\b")
# The total an mmcv-style line ends with after its named parts (`decode.loss_seg: 2.68, src.loss_feat: nan,
# loss: 2.68`): a part that is NaN by design (a term turned off) is not the loss the model trains on
_TOTAL_LOSS = regex.compile(r"(?<![\w.])loss\s*:\s*(?P<loss>" + _NUM + r")(?![\w.])")
# The training loss a logger names as such (NeMo / Lightning: `reduced_train_loss=3.910`): when its value is
# finite, a `loss=nan` on the same progress bar is the bar's running mean not filled yet, not the model's loss.
_TRAIN_LOSS = regex.compile(r"(?i)(?<![\w])(?:reduced_)?train(?:ing)?_loss\s*[:=]\s*(?P<loss>" + _NUM + r")(?![\w.])")
# A loss an epoch summary names as the epoch's (`train_loss 1.66`, `mean loss 0.9`): a bare `Loss 3.21 (37.09)` beside
# `Epoch: [11][1/48]` is one batch's, and many share the epoch
_EPOCH_LOSS_NAME = regex.compile(r"(?i)\b(?:train(?:ing)?|mean|avg|average|epoch)[ _](?:loss|nll)\b")
# A loss named and printed with only a space before its value (`step 5 contrastive_loss 1.2345`; a negative
# log-likelihood under its short name, `iter 45 nll 1.745927`), or named by what it measures with `=` or `:` when it
# is the line's only loss (`[iter 20/200] triplet_loss=0.3000`; `d_loss=1.386 g_loss=0.677` are a GAN's two players,
# neither of them the run's loss): a point only on a line that also counts steps (or an epoch's, see
# _EPOCH_LOSS_NAME), where a sentence about "the loss 0.5" does not.
_SPACED_LOSS = regex.compile(r"(?i)(?:(?<![\w/.-])|(?<=_))(?:loss|nll)[ \t]+(?P<loss>" + _NUM + r")(?![\w.])")
_NAMED_LOSS = regex.compile(r"(?i)(?<=[A-Za-z0-9]_)loss[ \t]*[:=][ \t]*(?P<loss>" + _NUM + r")(?![\w.])")
_LOSS_NAMES = regex.compile(r"(?i)loss")
# A script's own skip message that puts the value before the name (`step 8: nan loss, skipping batch`): a NaN or
# Inf point, on a line that counts steps; `lr nan loss 0.64` names another value's NaN and a finite loss.
_NONFINITE_NAMED_AFTER = regex.compile(r"(?i)(?:^|[:,;|]\s*)(?P<loss>nan|inf)\s+loss\b"
                                       r"(?!\s*[:=]?\s*[-+]?(?:\d|\.\d|nan|inf))")
# Caffe's solver prints `Iteration 20, loss = 87.3365`, then each output of the net on its own line
# (`Train net output #1: loss = 87.3365 (* 1 = 87.3365 loss)`): those repeat the iteration's loss, no new step.
_NET_OUTPUT = regex.compile(r"\b(?:Train|Test) net output #\d+:")
_EVALUATION = regex.compile(r"(?i)\b(?:val(?:id(?:ation)?)?|eval(?:uation)?|test(?:ing)?)(?:\b|_)")
# where a step counter's name starts: a word, or the run's counter under a qualified name (`global_step 100`,
# `total_step 920`)
_STEP_START = r"(?:\b|(?<=\b(?:global|total)_))"
_COUNTER = regex.compile(r"(?i)" + _STEP_START + r"(?:step|iter(?:ation)?)\b[\]\s:=#\[(]*(?P<step>\d+)")
# Keras' progress bar counts samples (or batches) within the epoch, and its loss is the epoch's running mean:
# `29696/57000 [==============>.......] - ETA: 1s - loss: 0.0372` starts mid-epoch, not at the run's first step
_KERAS_BAR = regex.compile(r"^\s*(?P<step>\d+)/(?P<total>\d+) \[[=>.]*\]")
# A metrics table, one `name  value` row per line (pandas prints a Series this way, so do many epoch
# summaries): `loss             1.386393`. The row holds no step: points are counted in order.
_TABLE_ROW = regex.compile(r"^\s*(?:train(?:ing)?[_ ])?loss\s{2,}(?P<loss>" + _NUM + r")\s*$")
# A regression loop names its objective after the error it computes, with no `loss` on the line
# (`epoch 3  train_mse 24.38`, `step 40 | mse: 0.31`, `epoch 1 | train_mae 0.77 | step 0`): a point only on a line
# that counts epochs or steps, and never beside an evaluation word (`val_mse`, `test mae`)
_REGRESSION_LOSS = regex.compile(r"(?i)(?:(?<![\w/.-])|(?<=(?<![\w/.-])train(?:ing)?_))(?:r?mse|mae)[ \t]*[:=]?[ \t]*"
                                 r"(?P<loss>" + _NUM + r")(?![\w.])")
# `step` first: `iter[14/15] ... [step] 104`
_ANY_STEP = (regex.compile(r"(?i)" + _STEP_START + r"step\b[\]\s:=#\[(]*(?P<step>\d+)"),
             regex.compile(r"(?i)\biter(?:ation)?\b[\]\s:=#\[(]*(?P<step>\d+)"))


@dataclass
class Point:
    step: int
    loss: float
    line: int
    time: Optional[float] = None
    lr: Optional[float] = None
    overflow: Optional[bool] = None
    loss_scale: Optional[float] = None
    global_norm: Optional[float] = None
    epoch: Optional[float] = None  # LossMonitor and MFLossMonitor restart `step` every epoch
    skip_line: bool = False  # an overflow skip line: no loss logged (loss is NaN), only the scale it fell to
    # a logger that leaves out a loss it cannot print (Megatron's, for a NaN): the NaN is told by the absence
    loss_unprinted: bool = False
    reading: str = "step"  # what the loss is: one of READINGS


# What a point's loss is. A step's (or an epoch-end line's, when that is all a loop prints); an epoch's mean on a
# line of its own beside the step lines (`== epoch 3 mean loss 4.78`); a running mean drawn mid-epoch (Keras' bar
# `10/30 [=========.....] - loss: 2.52`, restarting every epoch). The two means are second curves beside the
# steps or epoch ends: joined to them they cut the curve at every epoch (see loss.curve_of).
READINGS = ("step", "epoch_mean", "running_mean")


def ordinal(p: Point) -> int:
    """A step number that keeps growing across epochs (LossMonitor restarts `step` each epoch)."""
    if p.epoch is None or p.epoch != int(p.epoch):
        return p.step
    return int(p.epoch) * 10_000_000 + p.step


def _f(value: Optional[str]) -> Optional[float]:
    if value is None:
        return None
    try:
        return float(value)
    except ValueError:
        return None


def parse(text: str, line: int, time: Optional[float], hf_counter: int = 0) -> Optional[Point]:
    """One step line -> Point, or None when the line is not a step line."""
    m = _MF.search(text)
    if m:
        return Point(int(m.group("step")), float(m.group("loss")), line, time, _f(m.group("lr")),
                     None if m.group("ovf") is None else m.group("ovf") == "True",
                     _f(m.group("ls")), _f(m.group("gn")), _f(m.group("epoch")))
    m = _MS.search(text)
    if m:
        return Point(int(m.group("step")), float(m.group("loss")), line, time, epoch=_f(m.group("epoch")))
    m = _DICT.search(text)
    if m:
        return _dict_point(m.group(0), line, time, hf_counter)
    m = _SKIP.search(text)
    if m:
        bar = _TQDM_COUNT.search(text, 0, m.start())
        shown = _ANY_LOSS.search(text, 0, m.start())  # the bar's postfix (`loss=nan`): the forward pass's own loss
        return Point(int(bar.group("step")) if bar else hf_counter, float(shown.group("loss")) if shown else math.nan,
                     line, time, overflow=True, loss_scale=_f(m.group("ls")), skip_line=shown is None)
    m = _MEGATRON.search(text)
    if m:
        return _megatron_point(int(m.group("step")), text[m.end() - 1:], line, time)
    m = _DARKNET.match(text)
    if m:
        return Point(int(m.group("step")), float(m.group("loss")), line, time, _f(m.group("lr")))
    m = _PT.search(text)
    if m:
        e = _PT_EPOCH.search(text, 0, m.start())
        return _with_scaler(Point(int(m.group("step")), float(m.group("loss")), line, time,
                                  epoch=float(e.group(1)) if e else None), text)
    m = _EPOCH_ONLY.search(text)
    if m:
        return _with_scaler(Point(int(m.group("step")), float(m.group("loss")), line, time), text)
    m = _ANY_NONFINITE.search(text)
    if m:
        step = next((s for s in (rx.search(text) for rx in _ANY_STEP) if s is not None), None)
        logged = [float(v.group("loss")) for v in _TRAIN_LOSS.finditer(text)] or \
            [float(v.group("loss")) for v in _TOTAL_LOSS.finditer(text)]
        loss = logged[-1] if logged else float(m.group("loss"))
        return Point(int(step.group("step")) if step else hf_counter, loss, line, time)
    m = _TABLE_ROW.match(text)
    if m:
        return Point(hf_counter, float(m.group("loss")), line, time)
    if _NET_OUTPUT.search(text):
        return None
    m = _ANY_LOSS.search(text)
    if m and not _EVALUATION.search(text, 0, m.start()):  # Keras names val_loss after the training loss
        bar = _mid_epoch_bar(text)
        step = _COUNTER.search(text) or bar
        epoch = _PT_EPOCH.search(text)  # an excerpt from epoch 162 does not start the run, whatever its count
        return _with_scaler(Point(int(step.group("step")) if step else hf_counter, float(m.group("loss")), line,
                                  time, epoch=float(epoch.group(1)) if epoch else None,
                                  reading="running_mean" if bar is not None and step is bar else "step"), text)
    m = _SPACED_LOSS.search(text) or _NONFINITE_NAMED_AFTER.search(text) or _only_named_loss(text)
    if m and not _EVALUATION.search(text, 0, m.start()):  # a script's own `print(step, "loss", value)`
        point = _counted_point(text, float(m.group("loss")), line, time,
                               per_epoch=bool(_EPOCH_LOSS_NAME.search(text, 0, m.end())))
        if point is not None:
            return point
    return _regression_point(text, line, time)


def _only_named_loss(text: str) -> Optional[regex.Match]:
    """`triplet_loss=0.30` when it is the one loss the line names."""
    m = _NAMED_LOSS.search(text)
    return m if m is not None and len(_LOSS_NAMES.findall(text)) == 1 else None


def _counted_point(text: str, loss: float, line: int, time: Optional[float], per_epoch: bool = True
                   ) -> Optional[Point]:
    """The point of a script's own line that names its loss without a separator, counted by its step (with its
    epoch beside it) or, when `per_epoch` (a loss named as an epoch's), by the epoch (`epoch 3/5 | micro_steps 150
    | train_loss 1.66 | val_loss 1.64`); a line that counts neither is prose."""
    step, epoch = _COUNTER.search(text), _PT_EPOCH.search(text)
    if step is None and (epoch is None or not per_epoch):
        return None
    if step is None:
        count, epoch_of = int(epoch.group(1)), None
    else:
        count, epoch_of = int(step.group("step")), float(epoch.group(1)) if epoch else None
    return _with_scaler(Point(count, loss, line, time, epoch=epoch_of), text)


def _regression_point(text: str, line: int, time: Optional[float]) -> Optional[Point]:
    """A regression loop's own step or epoch line whose loss is named by its error (`epoch 3  train_mse 24.38`);
    beside a step that restarts, the epoch orders the points (`epoch 2 | train_mse 0.77 | step 0`)."""
    m = _REGRESSION_LOSS.search(text)
    # a loss scale is no loss; an evaluation's error after the training one (`train_mse 0.14 val_mse 0.14`) is
    # the evaluation's, one before it makes the line an evaluation line
    if m is None or "loss" in _SCALE.sub("", text).lower() or _EVALUATION.search(text, 0, m.start()):
        return None
    return _counted_point(text, float(m.group("loss")), line, time)


def _mid_epoch_bar(text: str) -> Optional[regex.Match]:
    """A Keras bar drawn before its epoch's end (its count below the total); an epoch's last bar (`100/100`),
    logged once per epoch, is counted in order like any other line."""
    m = _KERAS_BAR.match(text)
    return m if m is not None and int(m.group("step")) < int(m.group("total")) else None


def _with_scaler(point: Point, text: str) -> Point:
    """A script's own step line that also prints its loss scaler (`loss_scale 1`, `overflow: True`, or
    MindSpore's `all_finite` as `grads finite False`), its gradient norm (`grad_norm=6.8e5`, mmcv's
    `grad_norm: 3.8e12`) or its learning rate (`lr 0.00e+00`): the overflow, norm and learning-rate checks read
    them as they read a logger's."""
    scale = _SCALE.search(text)
    flag = _OVERFLOW_FLAG.search(text)
    norm = _NORM.search(text)
    if norm is not None:
        point = replace(point, global_norm=_f(norm.group("gn")))
    found = _LR.search(text) if point.lr is None else None
    rate = found.group("lr") if found is not None else ""
    if rate and (float(rate) != 0 or "e" in rate.lower()):
        point = replace(point, lr=float(rate))
    if scale is None and flag is None:
        return point
    overflow = None
    if flag is not None:
        said = flag.group("value").lower() == "true"
        overflow = said if flag.group("overflow") else not said
    return replace(point, loss_scale=_f(scale.group("scale")) if scale else None, overflow=overflow)


def _dict_point(text: str, line: int, time: Optional[float], hf_counter: int) -> Optional[Point]:
    """A trainer dict -> Point. An eval dict counts only when its loss is NaN/Inf: a finite eval loss is on
    another scale than the training loss and would bend the curve the flat/divergence checks read."""
    if "train_runtime" in text:
        return None  # the HF Trainer's end-of-training summary: its train_loss is the mean of the whole run
    fields = {f.group("key"): _f(f.group("val")) for f in _DICT_FIELD.finditer(text)}
    loss = fields.get("loss")
    if loss is None:
        loss = fields.get("eval_loss")
        if loss is None or math.isfinite(loss):
            return None
    steps = (fields.get(k) for k in _STEP_KEYS)
    step = next((int(v) for v in steps if v is not None and math.isfinite(v)), hf_counter)
    lr = fields.get("learning_rate", fields.get("lr"))
    return Point(step, loss, line, time, lr, global_norm=fields.get("grad_norm"), epoch=fields.get("epoch"))


def _megatron_point(step: int, text: str, line: int, time: Optional[float]) -> Optional[Point]:
    """A Megatron iteration line -> Point; without any loss, only when iterations were skipped (an overflow
    point like a DeepSpeed skip line) or were NaN."""
    fields = {f.group("key").strip(): _f(f.group("val")) for f in _MEGATRON_FIELD.finditer(text)}
    losses = [v for k, v in fields.items() if k.endswith("loss") and k != "loss scale" and v is not None]
    skipped = (fields.get("number of skipped iterations") or 0) > 0
    nan_iters = (fields.get("number of nan iterations") or 0) > 0
    norm = fields.get("grad norm")
    bad_norm = norm is not None and not math.isfinite(norm)  # its gradients overflowed, whatever it counted
    # Megatron prints a loss only when its interval average is above 0, so a line that counts its skipped
    # iterations, skipped none and prints no loss had a NaN (or a non-positive) loss; with a NaN norm beside
    # it, the gradients overflowed (below) and say more
    hidden = not losses and "number of skipped iterations" in fields and not skipped and not bad_norm
    if not losses and not (skipped or nan_iters or bad_norm or hidden):
        return None
    loss = losses[0] if losses else math.nan
    overflowed = skipped or (bad_norm and not losses)
    return Point(step, math.nan if nan_iters else loss, line, time, fields.get("learning rate"),
                 overflowed if "number of skipped iterations" in fields or bad_norm else None,
                 fields.get("loss scale"), norm, skip_line=not losses and not nan_iters and not hidden,
                 loss_unprinted=hidden)


# -- evaluations ---------------------------------------------------------------------------------
# An evaluation's loss, printed once per evaluation by the script or trainer that ran it: HF Trainer's eval
# dict `{"eval_loss": 17.4698, "epoch": 2}`, Keras' epoch line `80/80 - 0s - loss: 0.58 - val_loss: 0.5896`, a
# script's `epoch 1: eval_loss=0.6720`. A value named after a best or minimum (`best_val_loss`, `best val loss:`)
# is a record kept across evaluations, not one evaluation; a NaN evaluation is the NaN checks'.
_EVAL_LOSS = regex.compile(r"(?i)(?<![\w.-])(?<!\b(?:best|min|minimum|lowest|prev|previous)\s)['\"]?"
                           r"(?P<name>(?:val(?:id(?:ation)?)?|eval(?:uation)?|dev|test)[ _]?(?:loss|r?mse|mae|nll))"
                           r"['\"]?(?:\s*(?:[:=]|\bis\b)\s*|\s+)(?:tensor\()?['\"]?(?P<value>\d+\.\d+(?:[eE][-+]?\d+)?)"
                           r"(?![\w.])")
# A progress bar (tqdm's `| 450/1000 [`) or a step counter on a line that also logs the training loss: the
# evaluation value beside it is the last one computed, carried on every step line until the next (NeMo's and
# Lightning's postfix `val_loss=4.2`), not a new evaluation.
_TQDM_BAR = regex.compile(r"\|\s*\d+/\d+\s*\[")
# An epoch's mean training loss, printed once at the epoch's end by the loop itself (`==> epoch 3 mean loss
# 22.8636`, `epoch 2 avg train mse 8.422776`): the mean of the same batches under an unchanged model is the
# same whatever their order, so it repeats to the last digit when no step changes the model
_EPOCH_MEAN = regex.compile(r"(?i)(?<![\w/.-])(?P<name>(?:mean|avg|average)[ _](?:train(?:ing)?[ _])?"
                            r"(?:loss|mse|mae|nll)|epoch[ _](?:train(?:ing)?[ _])?loss|"
                            r"train(?:ing)?[ _]loss(?:[ _](?:mean|avg|epoch))?)['\"]?"
                            r"\s*(?:[:=]|\bis\b)?\s*(?P<value>\d+\.\d+(?:[eE][-+]?\d+)?)(?![\w.])")
_JSON_EPOCH = regex.compile(r"['\"]epoch['\"]\s*:\s*(?P<epoch>\d+(?:\.\d+)?)")


@dataclass(frozen=True)
class EvalPoint:
    """One evaluation's loss as printed (`0.6720`: its digits are kept, they say how exact a repeat is)."""

    name: str
    text: str
    line: int
    time: Optional[float] = None
    epoch: Optional[float] = None

    @property
    def value(self) -> float:
        return float(self.text)


def parse_eval(text: str, line: int, time: Optional[float], logs_training: bool) -> Optional[EvalPoint]:
    """The evaluation loss a line reports, or None; `logs_training` says the line is also a training step line."""
    m = _EVAL_LOSS.search(text)
    if m is None or _TQDM_BAR.search(text) or _mid_epoch_bar(text):
        return None
    if logs_training and _COUNTER.search(text):
        return None
    epoch = _PT_EPOCH.search(text)
    value = epoch.group(1) if epoch else (e.group("epoch") if (e := _JSON_EPOCH.search(text)) else None)
    return EvalPoint(m.group("name"), m.group("value"), line, time, _f(value))


def parse_epoch_mean(text: str, line: int, time: Optional[float]) -> Optional[EvalPoint]:
    """The mean training loss an epoch-end line reports (a line naming its epoch, with no progress bar and no
    evaluation word before the value), or None. On a line that counts steps it is the epoch's mean only beside
    the step's own loss (`epoch 2 step 192 first_batch_loss 1.22 mean_loss 1.1508`); alone there it is the step
    line's running mean."""
    m = _EPOCH_MEAN.search(text)
    if m is None or _TQDM_BAR.search(text) or _EVALUATION.search(text, 0, m.start()):
        return None
    if _COUNTER.search(text) and len(_LOSS_NAMES.findall(text)) < 2:  # a step line's running mean
        return None
    epoch = _PT_EPOCH.search(text)
    if epoch is None:
        return None
    return EvalPoint(m.group("name"), m.group("value"), line, time, float(epoch.group(1)))


@dataclass
class EvalTrace:
    """One input's evaluations (or epoch means) in constant memory: how many there were with training logged
    between them, whether each printed the first one's value, and the first and last of them. Evaluations with no
    training step line between them (two eval sets, a summary line that repeats the last one) count once.

    The first evaluation alone may differ: training before it still moved the model (a learning rate
    that decays to nothing within the first epoch), and from the second on the run is told by what follows.
    A model that died later (its units dead after a first wild epoch) leaves a tail of repeats instead: the
    trace also counts the evaluations at the end that repeat the last value, and the first of them."""

    count: int = 0
    same: bool = True
    first: Optional[EvalPoint] = None
    last: Optional[EvalPoint] = None
    tail: int = 0  # counted evaluations at the end that print the last one's value
    tail_first: Optional[EvalPoint] = None
    _lead_passed: bool = False  # the first evaluation differed and was passed over
    _trained: int = -1  # the training step lines seen when the last counted evaluation was

    def add(self, e: EvalPoint, trained: int) -> None:
        same_epoch = e.epoch is not None and self.last is not None and e.epoch == self.last.epoch
        counted = trained > self._trained and not same_epoch
        if self.first is None:
            self.first = e
        elif e.value != self.first.value:
            if counted and self.count == 1 and not self._lead_passed:
                self.first, self.count, self._lead_passed = e, 0, True
            else:
                self.same = False
        if counted:
            if self.last is None or e.value != self.last.value:
                self.tail, self.tail_first = 0, e
            self.tail += 1
            self.count += 1
            self.last = e
            self._trained = trained


# A port's side-by-side check of its own loss against the reference it was ported from, one step per line:
# `step 176 ref_loss 1.8737 mig_loss 2.0021`, `loss_ref 0.71156 loss_port 1.36080`, `ms_loss 1.65 torch_loss
# 1.65`. The reference is the loss a name marks as such (ref, reference, baseline, golden, expected) or, failing
# that, the PyTorch one (torch, pt, pytorch, hf) beside a loss of another framework.
_COMPARED_LOSS = regex.compile(
    r"(?i)(?<![\w.])(?P<name>[a-z][\w]*?_loss|loss_[a-z]\w*|(?:ref(?:erence)?|baseline|golden|expected) loss|loss)"
    r"['\"]?\s*[:=|]?\s*(?P<value>-?\d+\.\d+(?:[eE][-+]?\d+)?)(?![\w.])")
_REFERENCE_NAME = regex.compile(r"(?i)(?:^|_|\s)(?:ref|reference|baseline|golden|expected)(?:_|\s|$)")
_TORCH_NAME = regex.compile(r"(?i)^(?:torch|pt|pytorch|hf)_loss$|^loss[_ ](?:torch|pt|pytorch|hf)$")
# ... beside a loss named for the framework or the port it is compared with (a PPO log's `pt_loss` is its
# pretraining loss beside `rl_loss`, no comparison)
_PORT_NAME = regex.compile(r"(?i)^(?:ms|mindspore|jax|flax|nnx|tf|keras|paddle|port|ported|mig|migrated|ours|new|npu)"
                           r"_loss$|^loss[_ ](?:ms|mindspore|jax|flax|tf|keras|paddle|port|ported|mig|migrated|npu)$")
_NOT_A_RUN_LOSS = regex.compile(r"(?i)diff|delta|gap|err|tol|scale|val_|eval|test")
# ... or a loss with its values labelled after it: `loss ref 0.5052 migrated 0.5039 abs_diff 0.0013`,
# `loss  reference 2.0064  mindspore 2.0064`, `loss reference=1.1158 keras=1.1094`, one per split on a line
# (`train_loss ref 5.9018 port 5.9018 | eval_loss ref 9.0140 port 3.5032`); each is named `<loss> <label>`
_LABELLED_LOSSES = regex.compile(
    r"(?i)(?<![\w.])(?P<metric>(?:[a-z][a-z0-9]*_)?loss)\b\s*[:=|]?\s*"
    r"(?P<pairs>(?:[a-z][\w-]*\s*[:=]?\s*-?\d+\.\d+(?:[eE][-+]?\d+)?[\s,;|]*){2,})")
_LABELLED_VALUE = regex.compile(r"(?i)(?P<label>[a-z][\w-]*)\s*[:=]?\s*(?P<value>-?\d+\.\d+(?:[eE][-+]?\d+)?)")
REFERENCE_CAP = 256  # comparisons kept; past it every other is dropped


@dataclass(frozen=True)
class Comparison:
    """One line's loss of the run beside its reference's."""

    own: float
    reference: float
    own_name: str
    reference_name: str
    line: int
    text: str

    @property
    def gap(self) -> float:
        """|own - reference| as a share of the reference."""
        return abs(self.own - self.reference) / max(abs(self.reference), 1e-12)


# every line that names a reference loss holds one of these: most loss lines are passed over on it alone
_REFERENCE_HINT = regex.compile(r"(?i)ref|baseline|golden|expected|torch|pt_|hf_")
_STANDALONE_NUMBER = regex.compile(r"(?<![\w.])-?\d+(?:\.\d+)?(?![\w.])")


def parse_comparison(text: str, line: int) -> Optional[Comparison]:
    """The line's loss beside a reference loss, or None: two named losses on the line, one of them the
    reference's (see _COMPARED_LOSS) and one the run's own; or a loss whose values are labelled after it. A line
    that compares several losses (train and eval) gives the one that parts most: a port whose training loss
    matches and whose evaluation does not (a BatchNorm momentum read the other way, a dropout rate read as the
    keep probability) differs only where the layers run in inference mode."""
    if not _REFERENCE_HINT.search(text):
        return None
    named = [(m.group("name"), float(m.group("value"))) for m in _COMPARED_LOSS.finditer(text)]
    groups = [[(name, value) for name, value in named if not _NOT_A_RUN_LOSS.search(name)]]
    for labelled in _LABELLED_LOSSES.finditer(text):
        metric = labelled.group("metric").lower()
        pairs = [(m.group("label"), float(m.group("value"))) for m in _LABELLED_VALUE.finditer(labelled.group("pairs"))]
        # the metric may be an evaluation's (`val_loss ref 1.3 port 1.4`): both sides share it, the labels say which
        groups.append([(f"{metric} {label}", value) for label, value in pairs if not _NOT_A_RUN_LOSS.search(label)])
    found = [c for c in (_compared(g, line, text) for g in groups) if c is not None]
    return max(found, key=lambda c: c.gap) if found else None


def _compared(found: list[tuple[str, float]], line: int, text: str) -> Optional[Comparison]:
    picked = _own_and_reference([name for name, _ in found])
    if picked is None:
        return None
    (own_name, value), (ref_name, ref) = found[picked[0]], found[picked[1]]
    if not (math.isfinite(ref) and math.isfinite(value)):
        return None
    return Comparison(value, ref, own_name, ref_name, line, text[:MAX_ACCURACY_TEXT])


def _own_and_reference(names: list[str]) -> Optional[tuple[int, int]]:
    """(index of the run's loss, index of the reference's) among the loss names of a line or a table header: the
    one name that marks a reference and another, or else the one PyTorch name beside a name of the port's."""
    refs = [i for i, n in enumerate(names) if _REFERENCE_NAME.search(n)]
    own = [i for i in range(len(names)) if i not in refs]
    if not refs:
        refs = [i for i, n in enumerate(names) if _TORCH_NAME.match(n)]
        own = [i for i, n in enumerate(names) if _PORT_NAME.match(n)]
    return (own[0], refs[0]) if len(refs) == 1 and own else None


_HEADER_SPLIT = regex.compile(r"[\s|,]+")
_NUMBER = regex.compile(r"-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?")
TABLE_ROWS = 2000  # rows read below a comparison table's header


def comparison_columns(header: str) -> Optional[tuple[int, int, str, str]]:
    """(own column, reference column, own name, reference name) of a table header that names the run's loss
    and a reference loss (` step  ref_loss  mig_loss  abs_diff`), rows of numbers below it; None for any other
    line (a header holds no number)."""
    if not _REFERENCE_HINT.search(header) or _STANDALONE_NUMBER.search(header):
        return None
    cells = [c for c in _HEADER_SPLIT.split(header.strip()) if c]
    if len(cells) < 3:
        return None
    losses = [(i, c) for i, c in enumerate(cells) if "loss" in c.lower() and not _NOT_A_RUN_LOSS.search(c)]
    picked = _own_and_reference([c for _, c in losses])
    if picked is None:
        return None
    (own_at, own_name), (ref_at, ref_name) = losses[picked[0]], losses[picked[1]]
    return own_at, ref_at, own_name, ref_name


def table_comparison(row: str, columns: tuple[int, int, str, str], line: int) -> Optional[Comparison]:
    """One row of a comparison table, its first cell a step number; None when the row is not one."""
    cells = [c for c in _HEADER_SPLIT.split(row.strip()) if c]
    own_at, ref_at, own_name, ref_name = columns
    if len(cells) <= max(own_at, ref_at) or not cells[0].isdigit() \
            or not (_NUMBER.fullmatch(cells[own_at]) and _NUMBER.fullmatch(cells[ref_at])):
        return None
    own, ref = float(cells[own_at]), float(cells[ref_at])
    if not (math.isfinite(own) and math.isfinite(ref)):
        return None
    return Comparison(own, ref, own_name, ref_name, line, row.strip()[:MAX_ACCURACY_TEXT])


@dataclass
class ComparisonTrace:
    """An input's comparisons with a reference loss, at most REFERENCE_CAP, evenly thinned past it."""

    kept: list[Comparison] = field(default_factory=list)
    _stride: int = 1
    _offered: int = 0

    def add(self, text: str, line: int) -> None:
        self.keep(parse_comparison(text, line))

    def keep(self, found: Optional[Comparison]) -> None:
        if found is not None:
            self._offered += 1
            self._stride = _offer(self.kept, found, self._offered, self._stride, REFERENCE_CAP)


def _offer(kept: list, item: Any, offered: int, stride: int, cap: int) -> int:
    """Keep every `stride`-th of the items offered so far (`offered` counts this one) in `kept`; at `cap`, drop
    every other kept one and double the stride, so `kept` stays an even sample of all offered in bounded memory.
    Returns the stride to use next."""
    if (offered - 1) % stride:
        return stride
    kept.append(item)
    if len(kept) >= cap:
        del kept[1::2]
        return stride * 2
    return stride


# An accuracy a line prints, and whose it is: Keras' `accuracy: 0.2720` and `val_accuracy: 0.2050`, `acc=0.98`,
# a dict's `'acc': 0.16`, `train_acc 0.8437`, `test accuracy 0.3580`, `Accuracy: 25.30%`, and a few words
# saying on what or when before a colon (`accuracy on the test set: 0.87`, `accuracy after reload: 0.12`), or
# when, in one word, without one (`test_acc after loading 0.2310`).
# A value needs its decimal point (or a percent sign): `acc 1` is a count more often than an accuracy.
_ACCURACY = regex.compile(
    r"(?i)(?<![\w])(?P<side>val(?:id(?:ation)?)?_|eval_|test_|train(?:ing)?_)?"
    r"(?:sparse_categorical_|categorical_|binary_)?acc(?:uracy)?['\"]?"
    r"(?:(?P<qualifier>\s+(?:on|of|for|at|before|after)\s[^:=\n]{1,40}?)?\s*[:=]\s*|\s+(?:is\s+)?|"
    r"(?P<when>\s+(?:before|after)\s+\w+)\s+)"
    r"(?P<value>\d*\.\d+(?:[eE][-+]?\d+)?|\d+(?:\.\d+)?(?=\s*%))(?P<percent>\s*%)?(?![\w.])")

# A coefficient of determination a regression loop prints beside its loss (`val_r2 -0.0105`, `R2: 0.41`,
# `r2_score=0.87`): 1 is a perfect fit, 0 the score of predicting the targets' mean whatever the input
_R2 = regex.compile(r"(?i)(?<![\w])(?:val(?:id(?:ation)?)?_|eval_|test_|train(?:ing)?_)?r(?:2|\^2|_squared)(?:_score)?"
                    r"['\"]?\s*[:=]?\s*(?P<value>-?\d*\.\d+(?:[eE][-+]?\d+)?)(?![\w.])")


@dataclass(frozen=True)
class AccuracyReading:
    """One accuracy a line printed: its value as a share (a percentage divided by 100), as printed, the loss
    printed beside it for the same side (NaN when none), and the line."""

    value: float
    shown: str
    loss: float
    line: int
    text: str
    lead: str = ""  # the line before it: a held-out accuracy is often announced there (`restored checkpoint`)


def parse_accuracies(text: str) -> tuple[Optional[float], Optional[float], list[tuple[bool, float, str]]]:
    """(training accuracy, held-out accuracy, every reading as (held_out, value, shown)) of one line: the last
    of each side, the value a progress bar redrawn on one line ends its epoch with. A reading is held-out when
    its name says so (`val_accuracy`, `test_acc`) or an evaluation word comes before it (`epoch 1: val {'acc':
    0.16}`), a training one when its name says `train` or nothing does."""
    train = held = None
    readings = []
    for m in _ACCURACY.finditer(text):
        value = float(m.group("value"))
        if m.group("percent") or value > 1.0:
            value /= 100.0
        if not 0.0 <= value <= 1.0:
            continue
        side = m.group("side") or ""
        qualifier = m.group("qualifier") or m.group("when") or ""
        is_held = not side.lower().startswith("train") if side else \
            (_EVALUATION.search(text, 0, m.start()) or _EVALUATION.search(qualifier)) is not None
        readings.append((is_held, value, m.group("value")))
        if is_held:
            held = value
        else:
            train = value
    return train, held, readings


MAX_ACCURACY_TEXT = 300  # characters of an accuracy line kept as evidence
ACCURACY_CAP = 256  # readings kept per side; past it every other is dropped and the rest thinned as much


@dataclass
class AccuracyTrace:
    """One input's accuracies in bounded memory: its training and held-out readings (at most ACCURACY_CAP of each,
    evenly thinned past it), and, over the lines that print both, how many held-out readings are exactly 0 with the
    first and last of those and the training accuracy beside the last. A classifier right on no held-out sample at
    all, epoch after epoch, while it learns its training set, was validated on classes it never trained on; one
    that stays at chance on them, or at one value, while it learns, is scored against labels that are not its
    inputs' (check_held_out_chance); one at chance on its own training data learns nothing (check_accuracy_chance)."""

    train: list[AccuracyReading] = field(default_factory=list)
    held: list[AccuracyReading] = field(default_factory=list)
    r2: list[AccuracyReading] = field(default_factory=list)  # R2 scores, either side (loss is NaN: not read)
    zero: int = 0
    nonzero: int = 0
    first_zero: Optional[tuple[int, str]] = None  # (line, text) of the first epoch at 0
    last_zero: Optional[tuple[int, str]] = None
    train_at_zero: float = 0.0  # the training accuracy on the last line at 0
    # per kept list (train, held, r2): the stride of its even sample and how many readings were offered to it
    _stride: dict[str, int] = field(default_factory=lambda: dict.fromkeys(("train", "held", "r2"), 1))
    _offered: dict[str, int] = field(default_factory=lambda: dict.fromkeys(("train", "held", "r2"), 0))

    def add(self, text: str, line: int, train_loss: Optional[float], held_loss: Optional[float],
            lead: Callable[[], str] = str) -> None:
        """`lead`: the line before, read only when this line prints an accuracy."""
        self._add_r2(text, line)
        train, held, readings = parse_accuracies(text)
        before = lead() if readings else ""
        seen: set[bool] = set()
        for is_held, value, shown in reversed(readings):  # the last reading of each side
            if is_held not in seen:
                seen.add(is_held)
                loss = held_loss if is_held else train_loss
                reading = AccuracyReading(value, shown, math.nan if loss is None else loss, line,
                                          text[:MAX_ACCURACY_TEXT], before[:MAX_ACCURACY_TEXT])
                self._keep("held" if is_held else "train", reading)
        if train is None or held is None:
            return
        if held != 0.0:
            self.nonzero += 1
            return
        self.zero += 1
        self.first_zero = self.first_zero or (line, text[:MAX_ACCURACY_TEXT])
        self.last_zero, self.train_at_zero = (line, text[:MAX_ACCURACY_TEXT]), train

    def _add_r2(self, text: str, line: int) -> None:
        """The last R2 score a line prints, kept as an even sample like the accuracies."""
        found = list(_R2.finditer(text))
        if found:
            value = found[-1].group("value")
            self._keep("r2", AccuracyReading(float(value), value, math.nan, line, text[:MAX_ACCURACY_TEXT]))

    def _keep(self, kind: str, reading: AccuracyReading) -> None:
        """Offer `reading` to the list `kind` (train, held or r2), an even sample of at most ACCURACY_CAP."""
        self._offered[kind] += 1
        self._stride[kind] = _offer(getattr(self, kind), reading, self._offered[kind], self._stride[kind],
                                    ACCURACY_CAP)


# -- fixed-size per-rank sketch -------------------------------------------------------------------
# What a rank file contributes to the loss analysis must not grow with its length or with the number of
# files. Each input keeps at most `capacity` ordinary points (step buckets: first, last, min, median and
# max loss and the largest gradient norm of each bucket) plus its alert points (NaN/Inf loss or norm,
# overflow), which are always kept up to ALERT_CAP. Points are stored packed, 12 doubles each.

SKETCH_CAPACITY = 2048
ALERT_CAP = 512
_FIELDS = ("step", "loss", "line", "time", "lr", "overflow", "loss_scale", "global_norm", "epoch", "skip_line",
           "loss_unprinted", "reading")
_NONE = -1.7976931348623157e308  # stands for "not logged" in the packed columns; never a logged value


def is_alert(p: Point) -> bool:
    """A point no thinning may drop: what the NaN and overflow checks look for."""
    return (not math.isfinite(p.loss) or p.overflow is True
            or (p.global_norm is not None and not math.isfinite(p.global_norm)))


def _pack(points: list[Point]) -> array:
    return array("d", [_NONE if v is None else float(v) for p in points for v in (
        p.step, p.loss, p.line, p.time, p.lr, None if p.overflow is None else float(p.overflow),
        p.loss_scale, p.global_norm, p.epoch, float(p.skip_line), float(p.loss_unprinted),
        float(READINGS.index(p.reading)))])


def _unpack(packed: array) -> list[Point]:
    width = len(_FIELDS)
    columns = [[None if v == _NONE else v for v in packed[k::width]] for k in range(width)]
    return [Point(int(step), loss_, int(line), time, lr, None if ovf is None else ovf == 1.0, ls, gn, epoch,
                  skip == 1.0, unprinted == 1.0, READINGS[int(reading)])
            for step, loss_, line, time, lr, ovf, ls, gn, epoch, skip, unprinted, reading in zip(*columns)]


def _bucket_keep(bucket: list[Point]) -> list[Point]:
    """First, last, min/median/max loss and the largest gradient norm of one bucket, in line order."""
    finite = sorted((p for p in bucket if math.isfinite(p.loss)), key=lambda p: p.loss)
    keep = {id(p): p for p in (bucket[0], bucket[-1])}
    if finite:
        for p in (finite[0], finite[len(finite) // 2], finite[-1]):
            keep[id(p)] = p
    norms = [p for p in bucket if p.global_norm is not None and math.isfinite(p.global_norm)]
    if norms:
        top = max(norms, key=lambda p: p.global_norm)  # type: ignore[arg-type, return-value]
        keep[id(top)] = top
    return sorted(keep.values(), key=lambda p: p.line)


def reduce_points(points: list[Point], capacity: int) -> list[Point]:
    """At most `capacity` points that keep each step bucket's first/last/min/median/max: the curve's shape,
    its spikes and its end survive whatever the number of steps."""
    if len(points) <= capacity:
        return points
    buckets = max(1, capacity // 6)
    size = math.ceil(len(points) / buckets)
    out: list[Point] = []
    for k in range(0, len(points), size):
        out.extend(_bucket_keep(points[k:k + size]))
    return out


_LAST_UNPACKED: list = [None, []]  # (sketch, its points): the one most recently unpacked


class Sketch:
    """One input's loss series in bounded memory: fed in line order while scanning, packed when done."""

    def __init__(self, capacity: int = SKETCH_CAPACITY):
        self.capacity = max(8, capacity)
        self._points: list[Point] = []
        self._alerts: list[Point] = []
        self.alerts_dropped = 0
        self.seen = 0  # step lines parsed into this sketch
        self._last_line = -1  # a sampled step line that is also an alert line is parsed twice in a row
        self._packed: Optional[array] = None

    @classmethod
    def of(cls, points: list[Point], capacity: int = SKETCH_CAPACITY) -> Sketch:
        sketch = cls(max(capacity, len(points)))
        for p in points:
            sketch.add(p)
        return sketch

    def add(self, p: Point) -> None:
        self._unpack_for_writing()
        if p.line != self._last_line:  # count lines, not parses: the count stands in for a missing step
            self.seen += 1
            self._last_line = p.line
        if is_alert(p):
            if len(self._alerts) >= ALERT_CAP:  # keep the first half and the latest
                del self._alerts[ALERT_CAP // 2]
                self.alerts_dropped += 1
            self._alerts.append(p)
            return
        self._points.append(p)
        if len(self._points) > 2 * self.capacity:
            self._points = reduce_points(self._points, self.capacity)

    def freeze(self) -> None:
        """Pack the points (88 bytes each instead of ~400 as objects): what is pickled and held per rank."""
        if self._packed is None:
            self._packed = _pack(self.points())
            self._points, self._alerts = [], []

    def _unpack_for_writing(self) -> None:
        if self._packed is not None:
            _LAST_UNPACKED[:] = [None, []]
            merged = _unpack(self._packed)
            self._packed = None
            self._points = [p for p in merged if not is_alert(p)]
            self._alerts = [p for p in merged if is_alert(p)]

    def points(self) -> list[Point]:
        """The kept points in line order (one per line: a sampled and an alert parse of a line are one)."""
        if self._packed is not None:
            if _LAST_UNPACKED[0] is not self:  # callers ask one input twice in a row: unpack it once
                _LAST_UNPACKED[:] = [self, _unpack(self._packed)]
            return list(_LAST_UNPACKED[1])
        regular = reduce_points(self._points, self.capacity)
        seen: dict[int, Point] = {}
        for p in self._alerts + regular:
            seen.setdefault(p.line, p)
        return [seen[k] for k in sorted(seen)]

    def curve(self) -> tuple[list[int], list[int], list[float], bool]:
        """(steps, ordinals, losses, has an alert point), read from the packed columns without building
        points: what the band needs, for thousands of ranks."""
        packed = self._packed if self._packed is not None else _pack(self.points())
        width = len(_FIELDS)
        steps = [int(v) for v in packed[0::width]]
        losses = list(packed[1::width])
        ords = [int(e) * 10_000_000 + s if e != _NONE and math.isfinite(e) and e == int(e) else s
                for s, e in zip(steps, packed[8::width])]
        alert = (not all(math.isfinite(v) for v in losses) or 1.0 in packed[5::width]
                 or any(v != _NONE and not math.isfinite(v) for v in packed[7::width]))
        return steps, ords, losses, alert

    def last(self) -> Optional[Point]:
        """The last kept point (the latest line), read from the packed columns: the timeline and the
        unknown-failure fallback ask each of thousands of ranks for it, and unpacking all was most of it."""
        if self._packed is None:
            pts = self.points()
            return pts[-1] if pts else None
        width = len(_FIELDS)
        return _unpack(self._packed[-width:])[0] if len(self._packed) else None

    def last_before(self, line: Optional[int] = None, time: Optional[float] = None) -> Optional[Point]:
        """The last kept point at or above `line` (a step on the failure's own line, a bar the shell's `Killed`
        landed on, was reached), or (with `time`) the last logged at or before `time`: what a rank had done
        when a failure line was written, asked for every failure line of thousands of ranks, so it is read
        from the packed columns rather than from unpacked points."""
        if self._packed is None:
            kept = [p for p in self.points() if (p.line <= line if line is not None else
                                                   p.time is not None and time is not None and p.time <= time)]
            return kept[-1] if kept else None
        width = len(_FIELDS)
        column = self._packed[2::width] if line is not None else self._packed[3::width]
        for k in range(len(column) - 1, -1, -1):
            v = column[k]
            if (v <= line) if line is not None else (v != _NONE and time is not None and v <= time):
                return _unpack(self._packed[k * width:(k + 1) * width])[0]
        return None

    def __len__(self) -> int:
        return len(self._packed) // len(_FIELDS) if self._packed is not None else len(self.points())

    def __bool__(self) -> bool:
        return self._packed is not None and len(self._packed) > 0 or bool(self._points or self._alerts)

    def __getstate__(self) -> dict:
        self.freeze()
        return self.__dict__.copy()


# -- many ranks: a median band plus the ranks that leave it ---------------------------------------
BAND_MIN_SERIES = 16  # from this many series on, the report carries the band and the outlier ranks
BAND_BUCKETS = 200
MAX_OUTLIERS = 16
OUTLIER_FLOOR = 0.05  # relative distance from the band's median below which no rank is an outlier


@dataclass(frozen=True)
class Band:
    step: list[int]
    loss_median: list[Optional[float]]
    loss_low: list[Optional[float]]  # 10th percentile of the ranks' bucket medians
    loss_high: list[Optional[float]]  # 90th percentile
    ranks: int
    outliers: list[tuple[int, float]]  # (index of the series, its median relative distance)

    def public(self, labels: list[object]) -> dict:
        return {"step": self.step, "loss_median": self.loss_median, "loss_low": self.loss_low,
                "loss_high": self.loss_high, "series": self.ranks,
                "outliers": [{"rank": labels[i], "distance": round(d, 4)} for i, d in self.outliers]}


def _quantile(sorted_values: list[float], q: float) -> float:
    return sorted_values[min(len(sorted_values) - 1, int(q * len(sorted_values)))]


def _bucket_medians(steps: list[int], ords: list[int], losses: list[float], lo: int, width: float,
                    first_steps: dict[int, int]) -> dict[int, float]:
    """One rank's median loss per bucket; records in `first_steps` the smallest logged step of each bucket."""
    by_bucket: dict[int, list[float]] = {}
    for step, o, v in zip(steps, ords, losses):
        b = min(BAND_BUCKETS - 1, int((o - lo) / width))
        if step < first_steps.get(b, step + 1):
            first_steps[b] = step
        if math.isfinite(v):
            by_bucket.setdefault(b, []).append(v)
    return {b: v[0] if len(v) == 1 else sorted(v)[len(v) // 2] for b, v in by_bucket.items()}


def band(sketches: list[Sketch]) -> Optional[Band]:
    """Median and 10-90 % band of many ranks' losses per step bucket; a rank far from it, or with a
    NaN/Inf or overflow point, is an outlier (worst first). Reads the sketches' packed columns, never
    building every rank's points at once."""
    if sum(1 for sketch in sketches if sketch) < BAND_MIN_SERIES:
        return None
    curves = [sketch.curve() for sketch in sketches]  # plain columns: ~100 bytes a point, not ~400
    ends = [(c[1][0], c[1][-1]) if c[1] else None for c in curves]
    present = [e for e in ends if e is not None]
    lo = min(e[0] for e in present)
    width = max(1.0, (max(e[1] for e in present) - lo + 1) / BAND_BUCKETS)
    columns: dict[int, list[float]] = {}
    steps: dict[int, int] = {}  # the logged step number that opens each bucket (ordinals span epochs)
    medians: list[Optional[dict[int, float]]] = []
    for (step_numbers, ords, losses, alert), end in zip(curves, ends):
        if end is None:
            medians.append(None)
            continue
        per_rank = _bucket_medians(step_numbers, ords, losses, lo, width, steps)
        medians.append(None if alert else per_rank)
        for b, v in per_rank.items():
            columns.setdefault(b, []).append(v)
    order = sorted(columns)
    ranked = {b: sorted(columns[b]) for b in order}
    center = {b: _quantile(ranked[b], 0.5) for b in order}
    distances: list[tuple[int, float]] = []
    for i, per_rank in enumerate(medians):
        if per_rank is None:
            if ends[i] is not None:
                distances.append((i, math.inf))  # a NaN/Inf or overflow point: always shown
            continue
        rel = sorted(abs(v - center[b]) / max(abs(center[b]), 1e-9) for b, v in per_rank.items())
        distances.append((i, rel[len(rel) // 2] if rel else 0.0))
    typical = sorted(d for _, d in distances if math.isfinite(d))
    floor = max(OUTLIER_FLOOR, 5 * typical[len(typical) // 2]) if typical else OUTLIER_FLOOR
    outliers = sorted((x for x in distances if x[1] > floor), key=lambda x: -x[1])[:MAX_OUTLIERS]
    return Band(step=[steps[b] for b in order], loss_median=[center[b] for b in order],
                loss_low=[_quantile(ranked[b], 0.1) for b in order],
                loss_high=[_quantile(ranked[b], 0.9) for b in order],
                ranks=len(present), outliers=[(i, d if math.isfinite(d) else 1e9) for i, d in outliers])
