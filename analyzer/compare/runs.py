"""One run's per-step numbers (loss, learning rate, grad norm, loss scale), from a log, a folder or an
HF `trainer_state.json`.

Log lines are read by the scanner every diagnosis uses (`series.parse` behind `Scanner.scan`), so a
MindFormers, MindSpore LossMonitor or printed HF Trainer line is understood here exactly as in
`msdiag log.txt`. Only the HF Trainer's own state file is read here: it is JSON, not log lines, and
it carries the step numbers the printed dicts leave out.
"""

from __future__ import annotations

import json
import math
import os
from dataclasses import dataclass
from typing import Optional

from ..pipeline.reader import discover, iter_chunks

TRAINER_STATE = "trainer_state.json"


class RunError(ValueError):
    """A run cannot be read at all; the message is one line for the CLI."""


@dataclass(frozen=True)
class StepValues:
    """One logged step. `line` is where it sits in `path` (0 when unknown)."""

    step: int
    loss: float
    lr: Optional[float] = None
    grad_norm: Optional[float] = None
    loss_scale: Optional[float] = None
    path: str = ""
    line: int = 0
    text: str = ""


@dataclass(frozen=True)
class Run:
    """A run's step series, in step order, one value per step (the last logged one wins)."""

    path: str
    steps: tuple[StepValues, ...]
    source_kind: str  # trainer_state | log
    numbered_by_log_index: bool  # printed HF dicts carry no step: steps count log lines until rescaled
    notes: tuple[str, ...] = ()

    def rescaled(self, logging_steps: int) -> Run:
        """Printed HF dicts: the n-th dict is step n × logging_steps."""
        if not self.numbered_by_log_index or logging_steps <= 1:
            return self
        steps = tuple(StepValues(p.step * logging_steps, p.loss, p.lr, p.grad_norm, p.loss_scale, p.path, p.line,
                                 p.text) for p in self.steps)
        return Run(self.path, steps, self.source_kind, False, self.notes)


def load_run(path: str) -> Run:
    """A file or folder -> Run. A folder holding `trainer_state.json` is read from that file."""
    state = os.path.join(path, TRAINER_STATE) if os.path.isdir(path) else path
    if os.path.basename(state) == TRAINER_STATE and os.path.isfile(state):
        return _from_trainer_state(state)
    return _from_logs(path)


def _from_trainer_state(path: str) -> Run:
    try:
        with open(path, encoding="utf-8") as fh:
            text = fh.read()
        history = json.loads(text).get("log_history")
    except (OSError, ValueError, AttributeError) as exc:
        raise RunError(f"cannot read {path}: {exc}") from None
    if not isinstance(history, list):
        raise RunError(f"{path} has no log_history list")
    loss_lines = [i + 1 for i, line in enumerate(text.splitlines()) if '"loss"' in line]
    steps, used = [], 0
    for entry in history:
        if not isinstance(entry, dict) or not _is_number(entry.get("loss")) or "step" not in entry:
            continue
        line = loss_lines[used] if used < len(loss_lines) else 0
        used += 1
        steps.append(StepValues(int(entry["step"]), float(entry["loss"]), _opt(entry.get("learning_rate")),
                                _opt(entry.get("grad_norm")), None, path, line,
                                json.dumps(entry, sort_keys=True)))
    return Run(path, _one_per_step(steps), "trainer_state", False)


def _from_logs(path: str) -> Run:
    from ..knowledge.catalog import load_catalog

    sources, problems = discover([path])
    if not sources:
        raise RunError("; ".join(problems) or f"nothing to read in {path}")
    scanner = load_catalog().scanner
    best, notes = None, list(problems)
    for i, source in enumerate(sources):
        result = scanner.scan(source, i)
        notes.extend(result.notes)
        if result.points and (best is None or (result.rank or 0, -len(result.points)) < (best.rank or 0,
                                                                                         -len(best.points))):
            best = result
    if best is None:
        raise RunError(f"no step lines with a loss in {path}")
    text_of = _line_texts(sources, best.path, {p.line for p in best.points})
    hf_printed = bool(text_of) and all("{'loss'" in t and "'step'" not in t for t in text_of.values())
    numbers = _global_steps(best.points)
    steps = [StepValues(n, p.loss, p.lr, p.global_norm, p.loss_scale, best.path, p.line, text_of.get(p.line, ""))
             for n, p in zip(numbers, best.points)]
    return Run(best.path, _one_per_step(steps), "log", hf_printed, tuple(notes))


def _line_texts(sources: list, path: str, wanted: set[int]) -> dict[int, str]:
    """The text of the step lines used as evidence (the scanner keeps numbers, not lines)."""
    source = next(s for s in sources if s.path == path)
    out: dict[int, str] = {}
    number = 0
    for chunk in iter_chunks(source):  # chunks end at line ends
        for raw in chunk.split(b"\n")[:-1] if chunk.endswith(b"\n") else chunk.split(b"\n"):
            number += 1
            if number in wanted:
                out[number] = raw.decode("utf-8", "replace").strip()[:300]
    return out


def _global_steps(points: list) -> list[int]:
    """MindSpore LossMonitor and MFLossMonitor count steps within an epoch: epoch e step s is global step
    (e - first epoch) x steps per epoch + s, steps per epoch being the largest step of the first epoch."""
    epochs = [p.epoch for p in points]
    if any(e is None or e != int(e) for e in epochs) or len(set(epochs)) < 2:
        return [p.step for p in points]
    first = min(epochs)
    per_epoch = max(p.step for p in points if p.epoch == first)
    if any(p.step > per_epoch for p in points):  # steps already count across epochs
        return [p.step for p in points]
    return [int(p.epoch - first) * per_epoch + p.step for p in points]


def _one_per_step(steps: list[StepValues]) -> tuple[StepValues, ...]:
    """A restarted or resumed run logs some steps twice: the last value of a step is kept."""
    by_step = {p.step: p for p in steps}
    return tuple(by_step[s] for s in sorted(by_step))


def _is_number(x: object) -> bool:
    return isinstance(x, (int, float)) and not isinstance(x, bool)


def _opt(x: object) -> Optional[float]:
    return float(x) if _is_number(x) and math.isfinite(float(x)) else None
