"""Stage 4b: read the run as a whole: loss series and errors no signature knows.

Kept apart from signature correlation because these findings come from analysis, not from one
matched line (their `signature` is null). The multi-rank timeline and loss heuristics grow here.
"""

from __future__ import annotations

import math

from .model import ROLE_EXCEPTION, Evidence, Finding, Report
from .scan import ScanResult

KB_NAN = "loss-nan-or-stuck"
KB_UNKNOWN = "unrecognised-failure"


def _series_json(results: list[ScanResult]) -> list[dict]:
    out = []
    for r in results:
        if not r.points:
            continue
        out.append({
            "path": r.path, "rank": r.rank,
            "step": [p.step for p in r.points],
            "loss": [p.loss if math.isfinite(p.loss) else None for p in r.points],
        })
    return out


def _nan_finding(results: list[ScanResult]) -> list[Finding]:
    for r in results:
        bad = [p for p in r.points if not math.isfinite(p.loss)]
        if bad:
            p = bad[0]
            ev = Evidence(r.path, p.line, f"step {p.step}: loss {p.loss}", r.rank, p.time, ROLE_EXCEPTION)
            return [Finding(
                category="stuck_or_nan_loss", signature=None,
                title=f"Loss became {p.loss} at step {p.step}",
                confidence=0.8, evidence=[ev],
                fixes=[f"Find what changed just before step {p.step}: lower the learning rate, check the data "
                       "batch, enable gradient clipping, or train in bf16 instead of fp16."],
                kb=KB_NAN, facts={"step": p.step, "role": ROLE_EXCEPTION}, count=len(bad))]
    return []


def _unknown_failure(results: list[ScanResult]) -> list[Finding]:
    for r in results:
        raised = [e for e in r.unmatched if e.role == ROLE_EXCEPTION]
        if raised:
            ev = raised[-1]
            return [Finding(
                category="other", signature=None, title=f"Unrecognised failure: {ev.text[:120]}",
                confidence=0.25, evidence=[ev],
                fixes=["No signature knows this error yet: read the evidence line and the frames above it."],
                kb=KB_UNKNOWN, facts={"role": ROLE_EXCEPTION})]
    return []


def analyse_run(results: list[ScanResult], findings: list[Finding], report: Report, options) -> list[Finding]:
    series = _series_json(results)
    if series:
        report.extra["series"] = series
    findings = findings + _nan_finding(results)
    if not findings:
        findings = _unknown_failure(results)
    return findings
