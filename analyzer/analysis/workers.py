"""Interleaved workers in one input: which process failed first, and which only echoed it.

vLLM, Ray and torchrun without `--tee` write every worker's lines into one stream, each behind a
prefix naming the process (`(Worker_TP1 pid=5298)`, `(RayWorkerWrapper pid=123)`, `[default0]:`).
The scanner reads that name into each evidence line (`analyzer/pipeline/prefixes.py`) and parses each
worker's traceback from its own lines. Here the workers are treated like ranks: the worker where
the root finding first appeared is named on it (`culprit_worker`), and the others' first errors that
are only consequences (timeouts, broken pipes, a dead peer) are summarised as its symptoms.
Only data the scanner collected is used.

Report fields added here (additive to CONTRACT §2), when one input interleaves several workers:
  workers: [{worker, path, rank, first_error{line, text, symptom}, culprit}]
Finding fields: `culprit` (worker, worker_reason); facts worker_symptoms{workers, first}; `worker` when
the failure's lines name a process but no other worker wrote an error.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Optional

from ..model import ROLE_ERROR, ROLE_EXCEPTION, Culprit, Evidence, Finding, ScanResult
from ..pipeline.assemble import Draft
from .timeline import SYMPTOM, evidence_order, root_finding


@dataclass(frozen=True)
class WorkerState:
    """One process of an interleaved input: its name and the first error line it wrote."""

    path: str
    worker: str
    rank: Optional[int]
    first_error: Optional[Evidence]

    @property
    def symptom(self) -> bool:
        return self.first_error is not None and SYMPTOM.search(self.first_error.text) is not None


def worker_states(results: list[ScanResult]) -> list[WorkerState]:
    """Every named worker of every input that names more than one, with its first error line."""
    out: list[WorkerState] = []
    for r in results:
        lines = [h.evidence for h in r.hits] + list(r.unmatched)
        names = {ev.worker for ev in lines if ev.worker is not None}
        names |= {tb.worker for tb in r.tracebacks if tb.worker is not None}
        if len(names) < 2:
            continue
        for name in sorted(names):
            mine = [ev for ev in lines if ev.worker == name]
            errors = [ev for ev in mine if ev.role in (ROLE_ERROR, ROLE_EXCEPTION)]
            rank = next((ev.rank for ev in mine if ev.rank is not None), None)
            out.append(WorkerState(r.path, name, rank, min(errors, key=evidence_order) if errors else None))
    return out


def _culprit_evidence(finding: Finding, results: list[ScanResult]) -> Optional[Evidence]:
    """The finding's earliest line that names a worker: in its evidence, else among its signature's hits
    (a Ray driver repeats a worker's exception without a prefix, and evidence keeps one line per text)."""
    named = [ev for ev in finding.evidence if ev.worker is not None]
    if not named and finding.signature is not None:
        named = [h.evidence for r in results for h in r.hits
                 if h.signature == finding.signature and h.evidence.worker is not None]
    return min(named, key=evidence_order) if named else None


def name_culprit_worker(findings: list[Finding], results: list[ScanResult], report: Draft) -> list[Finding]:
    """Name the worker the run's root finding came from, and its peers' echoes, on that finding."""
    if not findings:
        return findings
    target = root_finding(findings) or max(findings, key=lambda f: f.confidence)
    named = _name_worker(target, results, report)
    return [named if f is target else f for f in findings]


def _name_worker(target: Finding, results: list[ScanResult], report: Draft) -> Finding:
    first = _culprit_evidence(target, results)
    states = worker_states(results)
    if not states:  # one named process only: say which one wrote the failure
        return target.with_facts_default(worker=first.worker) if first is not None else target
    culprit = None
    if first is not None:
        culprit = next((s for s in states if s.worker == first.worker and s.path == first.path), None)
    if culprit is None:  # the root finding names no worker: the worker whose own error came first
        roots = [s for s in states if s.first_error is not None and not s.symptom]
        culprit = min(roots, key=lambda s: evidence_order(s.first_error)) if roots else None  # type: ignore[arg-type]
        if culprit is None:
            return target
        first = culprit.first_error
    named = target.culprit or Culprit()
    if culprit.rank is not None and not named.names_rank:
        named = replace(named, names_rank=True, rank=culprit.rank)
    reason = ("the root error appeared in this worker's output first"
              if first is not None and first.worker == culprit.worker
              else "its error came before the other workers' errors")
    target = replace(target, culprit=replace(named, worker=culprit.worker, worker_reason=reason))
    peers = sorted((s for s in states if s is not culprit and s.symptom), key=lambda s: evidence_order(s.first_error))  # type: ignore[arg-type]
    if peers:
        echo = peers[0].first_error
        assert echo is not None
        target = target.with_facts(worker_symptoms={"workers": [s.worker for s in peers], "first": echo.text[:200]})
        if all((e.path, e.line) != (echo.path, echo.line) for e in target.evidence):
            target = replace(target, evidence=target.evidence + (echo,))
    report.extra["workers"] = [_public(s, s is culprit) for s in states]
    return target


def _public(state: WorkerState, culprit: bool) -> dict:
    item: dict = {"worker": state.worker, "path": state.path, "rank": state.rank}
    if state.first_error is not None:
        item["first_error"] = {"line": state.first_error.line, "text": state.first_error.text[:300],
                               "symptom": state.symptom}
    if culprit:
        item["culprit"] = True
    return item
