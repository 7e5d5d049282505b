"""Report JSON -> what the result template shows: cards with context, marks and chart geometry.

Kept apart from the views so the live result page and a stored shared page render identically, and
so no template has to reach into the report's structure with logic of its own.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Optional

from .chart import Chart, build_charts
from .kb import has_article

MAX_EVIDENCE_SHOWN = 6
MAX_MARK_LEN = 200


@dataclass
class ShownLine:
    number: int
    segments: list[tuple[str, bool]]  # (text, marked): marked text is a value the diagnosis quotes
    is_evidence: bool


@dataclass
class ShownEvidence:
    path: str
    line: int
    rank: Optional[int]
    role: Optional[str]
    lines: list[ShownLine]
    more_lines: list[int] = field(default_factory=list)  # further evidence lines merged into this block


@dataclass
class ShownFinding:
    index: int
    title: str
    category: str
    signature: Optional[str]
    confidence: float
    percent: int
    severity: str
    fixes: list[str]
    kb: Optional[str]
    kb_exists: bool
    ranks: list[int]
    count: int
    source: Optional[dict[str, Any]]
    evidence: list[ShownEvidence]
    hidden_evidence: int


@dataclass
class ShownReport:
    findings: list[ShownFinding]
    inputs: list[dict[str, Any]]
    notes: list[str]
    charts: list[Chart]
    total_lines: int
    total_bytes: int
    extra: dict[str, Any] = field(default_factory=dict)


def mark_values(text: str, values: list[str]) -> list[tuple[str, bool]]:
    """Split `text` so that each occurrence of a quoted value is its own marked segment."""
    spans: list[tuple[int, int]] = []
    for value in sorted({v for v in values if 2 <= len(v) <= MAX_MARK_LEN}, key=len, reverse=True):
        start = text.find(value)
        while start >= 0:
            end = start + len(value)
            if not any(s < end and start < e for s, e in spans):
                spans.append((start, end))
            start = text.find(value, end)
    segments: list[tuple[str, bool]] = []
    pos = 0
    for s, e in sorted(spans):
        if s > pos:
            segments.append((text[pos:s], False))
        segments.append((text[s:e], True))
        pos = e
    if pos < len(text) or not segments:
        segments.append((text[pos:], False))
    return segments


def _fact_values(facts: Any) -> list[str]:
    if not isinstance(facts, dict):
        return []
    out = []
    for key, value in facts.items():
        if key in ("role",) or isinstance(value, bool):
            continue
        if isinstance(value, (str, int, float)):
            out.append(str(value))
    return out


def _evidence(ev: dict[str, Any], marks: list[str], context: dict[tuple[str, int], list]) -> ShownEvidence:
    path, number = str(ev.get("path", "")), ev.get("line", 0)
    around = context.get((path, number))
    if around:
        lines = [ShownLine(n, mark_values(t, marks) if hit else [(t, False)], hit) for n, t, hit in around]
    else:
        lines = [ShownLine(number, mark_values(str(ev.get("text", "")), marks), True)]
    return ShownEvidence(path, number, ev.get("rank"), ev.get("role"), lines)


def merge_overlapping(blocks: list[ShownEvidence]) -> list[ShownEvidence]:
    """Evidence lines close together in one file become one block with several highlighted lines.

    Two neighbouring `size mismatch` lines would otherwise repeat the same context twice.
    """
    merged: list[ShownEvidence] = []
    for block in blocks:
        last = merged[-1] if merged else None
        if (last is not None and last.path == block.path and last.rank == block.rank and len(block.lines) > 1
                and len(last.lines) > 1 and block.lines[0].number <= last.lines[-1].number + 1):
            known = {ln.number: ln for ln in last.lines}
            for ln in block.lines:
                if ln.number not in known or ln.is_evidence:
                    known[ln.number] = ln
            last.lines = [known[n] for n in sorted(known)]
            last.more_lines.append(block.line)
        else:
            merged.append(block)
    return merged


def present(report: dict[str, Any], context: dict[tuple[str, int], list], lang: str) -> ShownReport:
    findings = []
    for index, f in enumerate(report.get("findings") or [], start=1):
        marks = _fact_values(f.get("facts"))
        evidence = f.get("evidence") or []
        confidence = float(f.get("confidence") or 0.0)
        findings.append(ShownFinding(
            index=index, title=str(f.get("title", "")), category=str(f.get("category", "other")),
            signature=f.get("signature"), confidence=confidence, percent=round(confidence * 100),
            severity=str(f.get("severity", "error")), fixes=[str(x) for x in f.get("fixes") or []],
            kb=f.get("kb"), kb_exists=has_article(f.get("kb"), lang), ranks=list(f.get("ranks") or []),
            count=int(f.get("count") or 1), source=f.get("source"),
            evidence=merge_overlapping([_evidence(ev, marks, context) for ev in evidence[:MAX_EVIDENCE_SHOWN]]),
            hidden_evidence=max(0, len(evidence) - MAX_EVIDENCE_SHOWN)))
    inputs = list(report.get("inputs") or [])
    return ShownReport(
        findings=findings, inputs=inputs, notes=[str(n) for n in report.get("notes") or []],
        charts=build_charts(report.get("series")),
        total_lines=sum(int(i.get("lines") or 0) for i in inputs),
        total_bytes=sum(int(i.get("bytes") or 0) for i in inputs))
