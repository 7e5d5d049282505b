"""Report JSON -> what the result template shows: cards with context, marks and chart geometry.

Kept apart from the views so the live result page and a stored shared page render identically, and
so no template has to reach into the report's structure with logic of its own.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Optional

import yaml

from analyzer.analysis.story import Verdict, culprit_rank, shorten_scope, verdict
from webui.chart import Chart, build_charts
from webui.kb import has_article

MAX_EVIDENCE_SHOWN = 6
MAX_MARK_LEN = 200
ALSO_MATCHED_LINES = 5  # evidence this close in one file is the same event seen by two signatures
_BACKTICKS = re.compile(r"`([^`\n]+)`")
# A code span that starts like a shell command or an environment assignment gets its own copy button.
_COMMAND = re.compile(r"^(?:export |unset |pip3? |python3? |npu-smi|msrun |msdiag |grep |egrep |env |bash |sh |cat |"
                      r"ls |tail |head |git |conda |ulimit |kill |ps |source |cd |mkdir |rm |chmod |df |du |free |"
                      r"dmesg|journalctl |find |sed |awk |hccn_tool |ascend-dmi |echo |[A-Z][A-Z0-9_]+=\S)")


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
class FixPart:
    text: str
    code: bool = False
    command: bool = False  # a code span that is a command: shown with its own copy button


@dataclass
class ShownFix:
    text: str  # as the signature wrote it, backticks included (what "copy" puts on the clipboard)
    parts: list[FixPart]


@dataclass
class RankRow:
    rank: Optional[int]
    last_step: Optional[int]
    last_time: str
    first_error: str
    first_error_full: str
    role: str  # culprit / symptom / error / healthy


@dataclass
class ShownFinding:
    index: int
    title: str
    category: str
    signature: Optional[str]
    confidence: float
    percent: int
    severity: str
    fixes: list[ShownFix]
    kb: Optional[str]
    kb_exists: bool
    ranks: list[int]
    count: int
    source: Optional[dict[str, Any]]
    evidence: list[ShownEvidence]
    hidden_evidence: int
    full_title: str = ""
    config_yaml: str = ""
    culprit_rank: Optional[int] = None
    also: list[ShownFinding] = field(default_factory=list)
    locations: set[tuple[str, int]] = field(default_factory=set, repr=False)


@dataclass
class ShownReport:
    verdict: Verdict
    findings: list[ShownFinding]
    inputs: list[dict[str, Any]]
    notes: list[str]
    charts: list[Chart]
    total_lines: int
    total_bytes: int
    ranks: list[RankRow] = field(default_factory=list)
    markdown: str = ""


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
            out.append(str(value).strip().strip("'\"`"))  # a clause quoting a value (` 'aimv2'`) marks the value
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


def fix_parts(text: str) -> list[FixPart]:
    """Backticked spans become code (commands among them get a copy button); the rest stays text."""
    parts: list[FixPart] = []
    for index, piece in enumerate(_BACKTICKS.split(text)):
        if not piece:
            continue
        if index % 2:
            parts.append(FixPart(piece, code=True, command=bool(_COMMAND.match(piece))))
        else:
            parts.append(FixPart(piece))
    return parts


def config_snippet(finding: dict[str, Any]) -> str:
    """Config changes a signature gives (`config` on the finding or `config_changes` in its facts) as YAML."""
    facts = finding.get("facts") if isinstance(finding.get("facts"), dict) else {}
    changes = finding.get("config") or facts.get("config_changes")
    if not isinstance(changes, dict) or not changes:
        return ""
    return yaml.safe_dump(changes, sort_keys=False, allow_unicode=True, default_flow_style=False).strip()


def _locations(finding: dict[str, Any]) -> set[tuple[str, int]]:
    return {(str(ev.get("path")), ev["line"]) for ev in finding.get("evidence") or []
            if isinstance(ev, dict) and isinstance(ev.get("line"), int)}


def _same_event(first: ShownFinding, other: ShownFinding) -> bool:
    """Two signatures read one event: same category, evidence a few lines apart in the same file."""
    if first.category != other.category or not first.locations or not other.locations:
        return False
    return any(p == q and abs(a - b) <= ALSO_MATCHED_LINES for p, a in first.locations for q, b in other.locations)


def fold_same_event(findings: list[ShownFinding]) -> list[ShownFinding]:
    shown: list[ShownFinding] = []
    for finding in findings:
        host = next((s for s in shown if _same_event(s, finding)), None)
        if host is None:
            shown.append(finding)
        else:
            host.also.append(finding)
    for number, finding in enumerate(shown, start=1):
        finding.index = number
    return shown


def _finding(index: int, f: dict[str, Any], context: dict[tuple[str, int], list], lang: str) -> ShownFinding:
    marks = _fact_values(f.get("facts"))
    evidence = f.get("evidence") or []
    confidence = float(f.get("confidence") or 0.0)
    full_title = str(f.get("title", ""))
    facts = f.get("facts") if isinstance(f.get("facts"), dict) else {}
    culprit = f.get("culprit_rank", facts.get("culprit_rank"))
    return ShownFinding(
        index=index, title=shorten_scope(full_title), full_title=full_title,
        category=str(f.get("category", "other")), signature=f.get("signature"), confidence=confidence,
        percent=round(confidence * 100), severity=str(f.get("severity", "error")),
        fixes=[ShownFix(str(x), fix_parts(shorten_scope(str(x)))) for x in f.get("fixes") or []],
        kb=f.get("kb"), kb_exists=has_article(f.get("kb"), lang), ranks=list(f.get("ranks") or []),
        count=int(f.get("count") or 1), source=f.get("source"),
        evidence=merge_overlapping([_evidence(ev, marks, context) for ev in evidence[:MAX_EVIDENCE_SHOWN]]),
        hidden_evidence=max(0, len(evidence) - MAX_EVIDENCE_SHOWN), config_yaml=config_snippet(f),
        culprit_rank=culprit if isinstance(culprit, int) else None, locations=_locations(f))


# What a log line carries before its message: `[ERROR] HCCL(40000,python):2024-11-30-21:24:35.000.123
# [task_exception_handler.cc:739] `, `2024-11-30 20:54:20,000 - mindformers...py:529] - ERROR - `.
_LINE_PREFIX = re.compile(r"^(?:\[[A-Z]+\]\s*[\w.]+\(\d+,[^)]*\):[\d:.\- ]+\s*(?:\[[^\]]+:\d+\]\s*)?|"
                          r"\d{4}-\d{2}-\d{2}[ T][\d:,.]+\s*-\s*(?:\S+\s*-\s*)?[A-Z]+\s*-\s*)")


def message_of(line: str) -> str:
    """The message of a log line without its level, process and time prefix (kept in the tooltip)."""
    stripped = _LINE_PREFIX.sub("", line.strip(), count=1)
    return stripped or line.strip()


def _clock(value: Any) -> str:
    """`2024-11-30 20:53:57.500` -> `20:53:57`: the date is the same for a run's ranks."""
    text = str(value or "")
    return text[11:19] if len(text) >= 19 and text[10] in " T" else text


def rank_rows(report: dict[str, Any], story: Verdict) -> list[RankRow]:
    """One row per rank of a multi-rank result: how far it got and how it ended."""
    rows: list[RankRow] = []
    items = [r for r in report.get("ranks") or [] if isinstance(r, dict)]
    if len(items) < 2:
        return rows
    culprit = story.culprit_rank if story.culprit_rank is not None else culprit_rank(report)
    for item in sorted(items, key=lambda r: (r.get("rank") is None, r.get("rank") or 0)):
        first = item.get("first_error") if isinstance(item.get("first_error"), dict) else {}
        text = str(first.get("text") or "")
        if item.get("rank") == culprit and culprit is not None:
            role = "culprit"
        elif first.get("symptom"):
            role = "symptom"
        elif text:
            role = "error"
        else:
            role = "healthy"
        rows.append(RankRow(item.get("rank"), item.get("last_step"), _clock(item.get("last_time")),
                            shorten_scope(message_of(text))[:160], text, role))
    return rows


def to_markdown(shown: ShownReport, lang: str) -> str:
    """The whole diagnosis as Markdown for an issue or a chat: verdict, causes, fixes, first evidence."""
    fix_label, ev_label, kb_label = ("修复", "证据", "知识库") if lang == "zh" else ("Fix", "Evidence", "Read more")
    out = [f"**{shown.verdict.sentence}**", ""]
    for f in shown.findings:
        out += [f"### {f.index}. {f.title} ({f.percent}%)", f"`{f.category}`" + (f" · `{f.signature}`" if f.signature
                                                                                   else ""), ""]
        if f.fixes:
            out += [f"{fix_label}:"] + [f"{n}. {fix.text}" for n, fix in enumerate(f.fixes, start=1)] + [""]
        if f.config_yaml:
            out += ["```yaml", f.config_yaml, "```", ""]
        if f.evidence:
            ev = f.evidence[0]
            hit = next((ln for ln in ev.lines if ln.is_evidence), ev.lines[0])
            rank = f" (rank {ev.rank})" if ev.rank is not None else ""
            out += [f"{ev_label}: `{ev.path}:{ev.line}`{rank}", "```", "".join(t for t, _ in hit.segments), "```", ""]
        if f.kb and f.kb_exists:
            out += [f"{kb_label}: /kb/{f.kb}", ""]
    return "\n".join(out).strip() + "\n"


def present(report: dict[str, Any], context: dict[tuple[str, int], list], lang: str,
            not_a_log: Optional[str] = None) -> ShownReport:
    story = verdict(report, lang, not_a_log)
    findings = fold_same_event([_finding(i, f, context, lang)
                                for i, f in enumerate(report.get("findings") or [], start=1)])
    inputs = list(report.get("inputs") or [])
    ranks = rank_rows(report, story)
    stopped = next(((r.rank, r.last_step) for r in ranks if r.role == "culprit" and isinstance(r.last_step, int)
                    and isinstance(r.rank, int)), None)
    shown = ShownReport(
        verdict=story, findings=findings, inputs=inputs, notes=[str(n) for n in report.get("notes") or []],
        charts=build_charts(report.get("series"), lang, stopped),
        total_lines=sum(int(i.get("lines") or 0) for i in inputs),
        total_bytes=sum(int(i.get("bytes") or 0) for i in inputs), ranks=ranks)
    shown.markdown = to_markdown(shown, lang)
    return shown
