"""msrun's log folder read as one run: which pid is which rank, who exited how, whom the scheduler blamed.

msrun writes one `worker_N.log` per rank and a `scheduler.log` under its --log_dir, and echoes all of
them to its own console. Its own lines name workers only by pid (`Worker process 21359 exit with
exception. Error code: -9.`); every MindSpore line of a worker log starts with that pid
(`[WARNING] DISTRIBUTED(21359,7f..,python):...`), so the two together say which rank exited. With
--join (the default) msrun polls every second and SIGKILLs all other workers after the first
non-zero exit: their logs simply stop, which is msrun's doing, not a hang of theirs. The scheduler's
heartbeat verdict (`The node: N is timed out`, `worker N is the first one timed out`) comes tens of
seconds later and names whichever node it stopped hearing from first: a hint, not a culprit.
Only data the scanner collected is used; no log is read here.
"""

from __future__ import annotations

import signal
from dataclasses import dataclass, replace
from typing import Optional

import regex

from ..model import Evidence
from ..pipeline import series
from ..pipeline.scan import ScanResult
from ..prefix_grammar import MS_PID, parse_prefix

_WORKER_EXIT = regex.compile(r"Worker process (\d+) exit with exception\. Error code: (-?\d+)")
_NODE_TIMED_OUT = regex.compile(r"The node: (\d{1,5}) is timed out|worker (\d{1,5}) is the first one timed out")


@dataclass(frozen=True)
class WorkerExit:
    """A worker msrun saw end with a non-zero code (negative: killed by that signal)."""

    pid: int
    rank: Optional[int]
    code: int
    time: Optional[float]
    evidence: Evidence

    @property
    def signal(self) -> Optional[int]:
        return -self.code if self.code < 0 else None

    @property
    def signal_name(self) -> str:
        try:
            return signal.Signals(-self.code).name
        except ValueError:
            return f"signal {-self.code}"


@dataclass(frozen=True)
class SchedulerBlame:
    """The rank the scheduler's heartbeat check named first, and when."""

    rank: int
    time: Optional[float]
    evidence: Evidence


@dataclass(frozen=True)
class MsrunRun:
    pid_rank: dict[int, int]
    exits: tuple[WorkerExit, ...]
    blame: Optional[SchedulerBlame]

    def rank_of(self, ev: Evidence) -> Optional[int]:
        """The evidence's rank, or the rank whose pid starts its MindSpore prefix."""
        if ev.rank is not None:
            return ev.rank
        m = MS_PID.match(ev.text)
        return self.pid_rank.get(int(m.group(1))) if m else None

    @property
    def first_exit(self) -> Optional[WorkerExit]:
        timed = [e for e in self.exits if e.time is not None]
        return min(timed, key=lambda e: e.time) if timed else (self.exits[0] if self.exits else None)


def _lines(r: ScanResult) -> list[Evidence]:
    return [h.evidence for h in r.hits] + list(r.unmatched)


def read_run(results: list[ScanResult]) -> Optional[MsrunRun]:
    """The msrun view of the inputs, or None when nothing in them was written by msrun."""
    pid_rank = {r.pid: r.rank for r in results if r.rank is not None and r.pid is not None}
    exits: dict[int, WorkerExit] = {}
    blames: list[SchedulerBlame] = []
    for r in results:
        for ev in _lines(r):
            m = _WORKER_EXIT.search(ev.text)
            if m:
                pid = int(m.group(1))
                when = ev.time if ev.time is not None else parse_prefix(ev.text)[1]
                exits.setdefault(pid, WorkerExit(pid, pid_rank.get(pid), int(m.group(2)), when, ev))
            for b in _NODE_TIMED_OUT.finditer(ev.text):
                blames.append(SchedulerBlame(int(b.group(1) or b.group(2)), ev.time, ev))
    if not exits and not blames:
        return None
    blame = min(blames, key=lambda b: (b.time is None, b.time or 0.0)) if blames else None
    return MsrunRun(pid_rank, tuple(exits.values()), blame)


def rank_inputs(results: list[ScanResult]) -> list[ScanResult]:
    """The inputs that describe ranks. msrun's console (like any launcher that tees its workers) echoes
    every worker's step lines in one stream; next to the worker logs themselves that series is a
    duplicate mixing all ranks (a NaN that started on rank 1 would look rank-less), so an input
    without a rank whose step lines all appear in the ranked inputs keeps its errors only."""
    if not any(r.rank is None and len(r.sketch) for r in results):  # every series has its rank: nothing
        return results  # to compare (and unpacking thousands of ranks' points would be most of the cost)
    ranked = {(p.step, p.loss, p.time) for r in results if r.rank is not None for p in r.points
              if p.loss == p.loss}  # NaN != NaN: compared by step and time below
    ranked_nan = {(p.step, p.time) for r in results if r.rank is not None for p in r.points if p.loss != p.loss}
    if not ranked and not ranked_nan:
        return results
    out = []
    for r in results:
        if r.rank is None and r.points and all(
                ((p.step, p.time) in ranked_nan) if p.loss != p.loss else ((p.step, p.loss, p.time) in ranked)
                for p in r.points):
            r = replace(r, sketch=series.Sketch())
        out.append(r)
    return out
