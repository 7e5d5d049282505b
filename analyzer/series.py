"""Step lines -> one loss series per rank (MindFormers, MindSpore LossMonitor, HF Trainer, PyTorch prints).

Parsing runs only on lines holding the literal `loss`, found by the prefilter like any signature
literal. The series feed loss analysis (NaN, flat, divergence, overflow streaks) and the report.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

import regex

LITERALS = (b"loss", b"Loss")

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
# HF Trainer: {'loss': 2.3, 'grad_norm': 1.2, 'learning_rate': 5e-05, 'epoch': 0.1}
_HF_VALUE = r"['\"]?(?:np\.float\d+\(|tensor\()?(?P<{name}>" + _NUM + r")"  # 2.3, '2.3', np.float64(2.3)
_HF = regex.compile(r"\{'loss':\s*" + _HF_VALUE.format(name="loss") + r"(?P<rest>[^}]*)\}")
_HF_FIELD = regex.compile(r"'(?P<key>grad_norm|learning_rate|epoch|step)':\s*" + _HF_VALUE.format(name="val"))
# Common PyTorch prints: `step 100 loss 2.31`, `Step: 100, Loss: 2.31`, `iter 100 | loss 2.31`
# and the tutorial shape `Epoch [1/10], Step [100/600], Loss: 2.3045`
_PT = regex.compile(r"(?i)\b(?:step|iter(?:ation)?)\b[\s:=#\[]*(?P<step>\d+)(?:\s*/\s*\d+)?\]?[^\n]{0,60}?\bloss\b"
                    r"[\s:=]*(?P<loss>" + _NUM + r")")
_PT_EPOCH = regex.compile(r"(?i)\bepoch\b[\s:=#\[]*(\d+)")


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
    m = _HF.search(text)
    if m:
        fields = {f.group("key"): _f(f.group("val")) for f in _HF_FIELD.finditer(m.group("rest"))}
        step = int(fields.get("step") or hf_counter)
        return Point(step, float(m.group("loss")), line, time, fields.get("learning_rate"),
                     global_norm=fields.get("grad_norm"), epoch=fields.get("epoch"))
    m = _PT.search(text)
    if m:
        e = _PT_EPOCH.search(text, 0, m.start())
        return Point(int(m.group("step")), float(m.group("loss")), line, time,
                     epoch=float(e.group(1)) if e else None)
    return None
