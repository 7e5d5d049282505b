"""`--format sarif`: SARIF 2.1.0 for GitHub code scanning and other SARIF viewers.

One rule per signature that fired (help text from the KB article's summary, else the fixes), one
result per finding located at the user's frame in the workspace or else at the log line, with the
log evidence as related locations. `partialFingerprints` hash the signature and the masked evidence
text, so the same failure in the next run updates the same alert; GitHub's own
`primaryLocationLineHash` is left for `upload-sarif` to compute from the checked-out file.
"""

from __future__ import annotations

import json
from typing import Any, Optional
from urllib.parse import quote

from ..model import Evidence, Finding, Report
from ._common import RenderContext, clean, fingerprint, primary_location, rule_id, workspace_relative

NAME = "sarif"

SCHEMA_URI = "https://json.schemastore.org/sarif-2.1.0.json"
INFORMATION_URI = "https://github.com/msdiag/msdiag"
SRCROOT = "%SRCROOT%"
FINGERPRINT_KEY = "msdiagEvidenceHash/v1"
LEVELS = {"error": "error", "warning": "warning", "note": "note"}
MAX_RELATED = 10
MAX_TEXT = 1000  # GitHub truncates descriptions at 1024 characters


def _short(text: str, limit: int = MAX_TEXT) -> str:
    text = " ".join(clean(text).split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _plain(markdown: str) -> str:
    """KB summaries are Markdown; `text` fields are shown verbatim, so drop emphasis and code marks."""
    return markdown.replace("**", "").replace("`", "")


def _precision(confidence: float) -> str:
    if confidence >= 0.9:
        return "very-high"
    if confidence >= 0.75:
        return "high"
    return "medium" if confidence >= 0.5 else "low"


def _artifact(path: str, workspace: Optional[str]) -> dict[str, Any]:
    """A workspace-relative URI under %SRCROOT%, or a file:// URI for a path outside the workspace."""
    rel = workspace_relative(path, workspace)
    if rel is not None:
        return {"uri": quote(rel), "uriBaseId": SRCROOT}
    posix = path.replace("\\", "/")
    if posix.startswith("/"):
        return {"uri": "file://" + quote(posix)}
    return {"uri": quote(posix)}


def _physical(uri_part: dict[str, Any], line: int) -> dict[str, Any]:
    return {"physicalLocation": {"artifactLocation": uri_part, "region": {"startLine": max(1, line)}}}


def _rule(finding: Finding, ctx: RenderContext) -> dict[str, Any]:
    fixes = " ".join(finding.fixes)
    summary = ctx.kb_summary(finding.kb, ctx.lang)
    markdown = summary or fixes or finding.title
    help_text = _plain(markdown)
    if summary and finding.fixes:
        markdown += "\n\n" + "\n".join(f"- {step}" for step in finding.fixes)
    if finding.kb:
        markdown += f"\n\nRead more: `msdiag kb show {finding.kb}`"
    rule: dict[str, Any] = {
        "id": rule_id(finding),
        "name": rule_id(finding),
        "shortDescription": {"text": _short(finding.title)},
        "fullDescription": {"text": _short(_plain(summary or finding.title))},
        "help": {"text": _short(help_text, 4000), "markdown": markdown},
        "defaultConfiguration": {"level": LEVELS.get(finding.severity, "note")},
        "properties": {"tags": ["msdiag", finding.category], "precision": _precision(finding.final_confidence)},
    }
    return rule


def _message(finding: Finding) -> str:
    parts = [finding.title.rstrip(".") + "."]
    if finding.evidence:
        parts.append(_short(finding.evidence[0].text, 500))
    parts += [f"Fix: {step}" for step in finding.fixes]
    return "\n".join(parts)


def _related(evidence: list[Evidence], workspace: Optional[str]) -> list[dict[str, Any]]:
    out = []
    for i, ev in enumerate(evidence[:MAX_RELATED]):
        if not ev.path or ev.path.startswith("<"):
            continue
        loc = _physical(_artifact(ev.path, workspace), ev.line)
        loc["id"] = i
        loc["message"] = {"text": _short(ev.text, 500)}
        out.append(loc)
    return out


def _result(finding: Finding, rule_index: int, workspace: Optional[str]) -> dict[str, Any]:
    result: dict[str, Any] = {
        "ruleId": rule_id(finding),
        "ruleIndex": rule_index,
        "level": LEVELS.get(finding.severity, "note"),
        "message": {"text": _message(finding)},
        "partialFingerprints": {FINGERPRINT_KEY: fingerprint(finding)},
        "properties": {"category": finding.category, "confidence": round(finding.final_confidence, 3),
                       "count": finding.count},
    }
    loc = primary_location(finding, workspace)
    if loc is not None:
        artifact = {"uri": quote(loc.path), "uriBaseId": SRCROOT} if loc.in_workspace else _artifact(
            loc.path, None)
        result["locations"] = [_physical(artifact, loc.line)]
    related = _related(finding.evidence, workspace)
    if related:
        result["relatedLocations"] = related
    if finding.ranks:
        result["properties"]["ranks"] = finding.ranks
    if finding.kb:
        result["properties"]["kb"] = finding.kb
    return result


def build(report: Report, ctx: RenderContext) -> dict[str, Any]:
    """The SARIF log as a dict (the tests validate this against the OASIS schema)."""
    workspace = ctx.workspace
    rules: list[dict[str, Any]] = []
    index: dict[str, int] = {}
    results = []
    for finding in report.findings:
        rid = rule_id(finding)
        if rid not in index:
            index[rid] = len(rules)
            rules.append(_rule(finding, ctx))
        results.append(_result(finding, index[rid], workspace))
    driver = {"name": "msdiag", "version": report.tool_version, "semanticVersion": report.tool_version,
              "informationUri": INFORMATION_URI, "rules": rules}
    run: dict[str, Any] = {"tool": {"driver": driver}, "results": results,
                           "columnKind": "unicodeCodePoints"}
    return {"$schema": SCHEMA_URI, "version": "2.1.0", "runs": [run]}


def render(report: Report, ctx: RenderContext) -> str:
    return json.dumps(build(report, ctx), ensure_ascii=False, indent=2) + "\n"
