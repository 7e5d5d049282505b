"""A training callback that says *why* the loss went wrong while training still runs.

``MsdiagCallback`` is a ``mindspore.train.Callback`` for ``Model.train`` and MindFormers. After each
step it reads the loss (and, from loss-scale training cells, the overflow flag and the loss scale),
keeps the recent series, and runs msdiag's loss checks (analyzer/analysis/loss.py: NaN/Inf, flat loss,
overflow streak) on it. The first time a check fires it prints one warning to stderr with the
diagnosis, the first fix and the knowledge-base article, instead of a bare "loss is nan". When
training ends with an exception it writes the facts bundle (analyzer/runtime/hook.py) with the recent loss
series; under ``msdiag run`` the process-wide hook writes that bundle and the series is added to it.

The class is built on first access (``from analyzer.runtime.callback import MsdiagCallback``) so that
importing ``analyzer`` never imports mindspore. ``LossWatch`` holds the logic and needs no
framework. For MindFormers YAML, call ``register_mindformers()`` once before the trainer is built,
then list ``- type: MsdiagCallback`` under ``callbacks:`` (see docs/run.md).
"""

from __future__ import annotations

import math
import sys
from collections import deque
from dataclasses import dataclass
from typing import Any, Callable, Optional

RECENT_STEPS = 500
CHECKED_KINDS = ("nan", "overflow", "flat")
MINDFORMERS_NAME = "MsdiagCallback"


@dataclass
class LossWarning:
    """One early warning: which check fired, at which step, and what to say."""

    kind: str
    step: int
    title: str
    fix: str
    kb: str

    def text(self) -> str:
        return f"[msdiag] {self.title}. {self.fix} (read more: msdiag kb show {self.kb})"


class LossWatch:
    """The recent loss series and the checks of analyzer/analysis/loss.py, each warning given once."""

    def __init__(self, recent: int = RECENT_STEPS, kinds: tuple[str, ...] = CHECKED_KINDS,
                 rank: Optional[int] = None, lang: str = "en"):
        from ..analysis import loss
        from ..knowledge.check_rules import shipped_rules
        from ..pipeline.scan import ScanResult

        self._loss = loss
        self._rules = shipped_rules()  # the checks' wording (checks/<id>.yaml), read once
        self._lang = lang
        self._checks: list[Callable[..., Any]] = [c for c in loss.CHECKS
                                                  if c.__name__.removeprefix("check_") in kinds]
        self._where = ScanResult(path="<training>", index=0, rank=rank)
        self.points: deque = deque(maxlen=recent)
        self.warned: dict[str, LossWarning] = {}

    def observe(self, step: int, loss: float, overflow: Optional[bool] = None,
                loss_scale: Optional[float] = None, lr: Optional[float] = None) -> list[LossWarning]:
        """Add one step; return the warnings that fire for the first time at it."""
        from ..pipeline.series import Point

        self.points.append(Point(step, float(loss), step, lr=lr, overflow=overflow, loss_scale=loss_scale))
        if math.isfinite(loss) and overflow is not True and len(self.points) < self._loss.FLAT_MIN_POINTS:
            return []
        fired = []
        series = list(self.points)
        for check in self._checks:
            issue = check(self._where, series)
            if issue is None or issue.kind in self.warned:
                continue
            rule = self._rules[issue.rule]
            title, fixes = rule.word(issue.values, self._lang)
            warning = LossWarning(issue.kind, step, title, fixes[0] if fixes else "", rule.kb or "loss-nan-or-stuck")
            self.warned[issue.kind] = warning
            fired.append(warning)
        return fired

    def series(self) -> list[dict[str, Any]]:
        """The recent steps as plain data, for the facts bundle."""
        keys = ("step", "loss", "overflow", "loss_scale", "lr")
        return [{k: getattr(p, k) for k in keys if getattr(p, k) is not None} for p in self.points]


def scalar(value: Any) -> Optional[float]:
    """A Tensor, numpy value or number as a float (the mean of a multi-element tensor)."""
    if value is None:
        return None
    try:
        if hasattr(value, "asnumpy"):
            value = value.asnumpy()
        if hasattr(value, "size") and getattr(value, "size", 1) != 1:
            return float(value.mean())
        return float(value.item() if hasattr(value, "item") else value)
    except (TypeError, ValueError, RuntimeError):
        return None


def step_values(outputs: Any) -> tuple[Optional[float], Optional[bool], Optional[float], Optional[float]]:
    """(loss, overflow, loss_scale, lr) from a train cell's outputs, read as MFLossMonitor reads them.

    ``TrainOneStepWithLossScaleCell`` returns ``(loss, overflow, scaling_sens)``; MindFormers'
    ``MFTrainOneStepCell`` adds ``learning_rate, global_norm`` (and ``local_norm, size``); a plain
    ``TrainOneStepCell`` returns the loss alone.
    """
    if not isinstance(outputs, (tuple, list)):
        return scalar(outputs), None, None, None
    if len(outputs) not in (3, 4, 5, 7):
        return (scalar(outputs[0]) if outputs else None), None, None, None
    overflow = scalar(outputs[1])
    lr = scalar(outputs[3]) if len(outputs) > 3 else None
    return scalar(outputs[0]), (bool(overflow) if overflow is not None else None), scalar(outputs[2]), lr


_BUILT: dict[str, type] = {}


def _build_class() -> type:
    """MsdiagCallback as a subclass of mindspore.train.Callback (imported here, on first use)."""
    from mindspore.train import Callback

    class MsdiagCallback(Callback):
        """Warn early on NaN, flat loss and overflow streaks; on failure write the facts bundle.

        Args: ``recent`` steps kept (500); ``facts_path`` where the bundle goes on failure (default:
        analyzer/runtime/hook.py's choice); ``stream`` for warnings (stderr). Other keyword arguments, such as
        those MindFormers passes to every callback, are accepted and ignored.
        """

        def __init__(self, recent: int = RECENT_STEPS, facts_path: Optional[str] = None, stream: Any = None,
                     **_ignored: Any):
            super().__init__()
            self.watch = LossWatch(recent, rank=_rank())
            self.facts_path = facts_path
            self.stream = stream
            from . import hook

            hook.active().add_facts_source("loss_series", self.watch.series)

        def on_train_step_end(self, run_context: Any) -> None:
            params = run_context.original_args()
            loss, overflow, scale, lr = step_values(getattr(params, "net_outputs", None))
            if loss is None:
                return
            step = int(getattr(params, "cur_step_num", len(self.watch.points) + 1) or 0)
            for warning in self.watch.observe(step, loss, overflow, scale, lr):
                (self.stream or sys.stderr).write(warning.text() + "\n")

        def __exit__(self, exc_type: Any, exc: Any, tb: Any) -> None:
            if exc is None:
                return None
            from . import hook

            active = hook.active()
            if not active.installed():  # else the process-wide hook writes a fuller bundle at exit
                active.record_failure(exc, "MsdiagCallback", path=self.facts_path)
            return None

    return MsdiagCallback


def _rank() -> Optional[int]:
    import os

    for var in ("RANK_ID", "RANK"):
        if os.environ.get(var, "").isdigit():
            return int(os.environ[var])
    return None


def register_mindformers(name: str = MINDFORMERS_NAME) -> type:
    """Register MsdiagCallback in MindFormers' registry so a YAML can say ``- type: MsdiagCallback``."""
    from mindformers.tools.register import MindFormerModuleType, MindFormerRegister

    cls = __getattr__("MsdiagCallback")
    MindFormerRegister.register_cls(cls, module_type=MindFormerModuleType.CALLBACK, alias=name)
    return cls


def __getattr__(name: str) -> Any:
    if name == "MsdiagCallback":
        if name not in _BUILT:
            _BUILT[name] = _build_class()
        return _BUILT[name]
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
