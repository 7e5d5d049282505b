"""`--format markdown`: the ranked diagnosis as GitHub-flavoured Markdown.

The same text goes into a GitHub job summary (`--format github` appends it to
`$GITHUB_STEP_SUMMARY`), a PR or MR comment, or any CI that renders Markdown. Log text is untrusted:
it only ever appears inside code fences longer than any backtick run it contains, and every other
value taken from the log is escaped, so a log cannot add links, HTML or table cells to the page.
"""

from __future__ import annotations

import re
from typing import Optional

from ..model import Finding, Report
from ._common import RenderContext, clean, display_path, one_line, primary_location

NAME = "markdown"

MAX_EVIDENCE = 20
MAX_TEXT = 300

_MD_SPECIAL = re.compile(r"([\\`*_\[\]<>|#!~])")


def inline(text: str) -> str:
    """Text safe for a table cell or a paragraph: one line, Markdown and HTML characters escaped."""
    return _MD_SPECIAL.sub(r"\\\1", " ".join(clean(text).split()))


def code_span(text: str) -> str:
    """An inline code span that no backtick inside `text` can close early."""
    text = " ".join(clean(text).split())
    longest = max((len(m) for m in re.findall(r"`+", text)), default=0)
    ticks = "`" * (longest + 1)
    pad = " " if text.startswith("`") or text.endswith("`") else ""
    return f"{ticks}{pad}{text}{pad}{ticks}"


def fence(lines: list[str]) -> list[str]:
    """A fenced block whose fence is longer than any backtick run in the lines."""
    longest = max((len(m) for line in lines for m in re.findall(r"`{3,}", line)), default=0)
    mark = "`" * max(3, longest + 1)
    return [f"{mark}text", *lines, mark]


def _ranks(finding: Finding) -> str:
    shown = ", ".join(map(str, finding.ranks[:16]))
    return shown + (" …" if len(finding.ranks) > 16 else "")


def _where(finding: Finding, workspace: Optional[str]) -> str:
    loc = primary_location(finding, workspace)
    return code_span(f"{loc.path}:{loc.line}").replace("|", "\\|") if loc else "–"  # GFM splits cells on |


def _counts(findings: list[Finding]) -> str:
    tally: dict[str, int] = {}
    for f in findings:
        tally[f.severity] = tally.get(f.severity, 0) + 1
    return ", ".join(f"{n} {sev}" for sev, n in sorted(tally.items()))


def _table(report: Report, lab: dict, workspace: Optional[str]) -> list[str]:
    out = [f"| # | {lab['cause']} | {lab['sev']} | {lab['conf']} | {lab['where']} |", "|---|---|---|---|---|"]
    for i, f in enumerate(report.findings, 1):
        out.append(f"| {i} | {inline(f.title)} | {f.severity} | {f.final_confidence:.2f} | {_where(f, workspace)} |")
    return out


def _evidence_lines(finding: Finding, workspace: Optional[str]) -> list[str]:
    lines = []
    for ev in finding.evidence[:MAX_EVIDENCE]:
        rank = f" [rank {ev.rank}]" if ev.rank is not None else ""
        lines.append(f"{display_path(ev.path, workspace)}:{ev.line}{rank}  {one_line(ev.text)[:MAX_TEXT]}")
    return lines


def _section(i: int, finding: Finding, lab: dict, workspace: Optional[str]) -> list[str]:
    meta = [code_span(finding.category), f"{lab['conf']} {finding.final_confidence:.2f}", finding.severity]
    if finding.signature:
        meta.append(code_span(finding.signature))
    if finding.count > 1:
        seen = lab["seen"].format(n=finding.count)
        meta.append(seen + (" " + lab["on_ranks"].format(ranks=_ranks(finding)) if finding.ranks else ""))
    out = [f"#### {i}. {inline(finding.title)}", "", " · ".join(meta), ""]
    if finding.source is not None:
        where = f"{display_path(finding.source.path, workspace)}:{finding.source.line}"
        func = f" in {code_span(finding.source.function)}" if finding.source.function else ""
        out += [f"**{lab['source']}:** {code_span(where)}{func}", ""]
    if finding.fixes:
        out += [f"**{lab['fix']}:**", "", *(f"- {inline(step)}" for step in finding.fixes), ""]
    if finding.evidence:
        out += [f"**{lab['evidence']}:**", "", *fence(_evidence_lines(finding, workspace))]
        if len(finding.evidence) > MAX_EVIDENCE:
            out.append(lab["more"].format(n=len(finding.evidence) - MAX_EVIDENCE))
        out.append("")
    if finding.probes:
        out += [f"**{lab['probes']}:**", ""]
        out += [f"- {code_span(p.name)} {p.status}: {inline(p.detail)}" for p in finding.probes]
        out.append("")
    if finding.kb:
        out += [f"{lab['kb']}: {code_span('msdiag kb show ' + finding.kb)}", ""]
    return out


def render(report: Report, ctx: RenderContext) -> str:
    lab = ctx.phrases["markdown_report"].table(ctx.lang)  # checks/phrases/markdown_report.yaml
    workspace = ctx.workspace
    lines_read = sum(i.lines for i in report.inputs)
    read = lab["read"].format(n=len(report.inputs), lines=lines_read)
    if not report.findings:
        out = [f"### {lab['none']}", "", read, ""]
    else:
        head = lab["head"].format(n=len(report.findings), counts=_counts(report.findings))
        out = [f"### {head}", "", read, "", *_table(report, lab, workspace), ""]
        for i, f in enumerate(report.findings, 1):
            out += _section(i, f, lab, workspace)
    if report.notes:
        out += [f"<details><summary>{lab['notes']} ({len(report.notes)})</summary>", ""]
        out += [f"- {inline(n.text(ctx.lang))}" for n in report.notes[:30]]
        out += ["", "</details>", ""]
    return "\n".join(out).rstrip("\n") + "\n"
