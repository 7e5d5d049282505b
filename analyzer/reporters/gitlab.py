"""`--format gitlab`: a GitLab Code Quality report (the CodeClimate subset GitLab reads).

One JSON array, one issue per finding with exactly the fields GitLab processes: `description`,
`check_name`, `fingerprint`, `severity`, `location.path` and `location.lines.begin`. The fingerprint
is the same stable hash SARIF uses, made unique within the report because GitLab merges issues
with equal fingerprints.

Severity: a root-cause error is `critical`, an error ranked as a symptom of another finding is
`major`, a warning `minor`, a note `info`. (`blocker` is left for nothing msdiag can know: whether
the failure blocks a release.)
"""

from __future__ import annotations

import hashlib
import json
from typing import Any, Optional

from ..model import Finding, Report
from ._common import RenderContext, clean, fingerprint, primary_location, rule_id

NAME = "gitlab"

MAX_DESCRIPTION = 1000


def severity(finding: Finding) -> str:
    if finding.severity == "error":
        return "major" if finding.symptom else "critical"
    return "minor" if finding.severity == "warning" else "info"


def description(finding: Finding) -> str:
    text = finding.title
    if finding.fixes:
        text += f". Fix: {finding.fixes[0]}"
    text = " ".join(clean(text).split())
    return text if len(text) <= MAX_DESCRIPTION else text[: MAX_DESCRIPTION - 1] + "…"


def issue(finding: Finding, workspace: Optional[str], fp: str) -> dict[str, Any]:
    loc = primary_location(finding, workspace)
    return {
        "description": description(finding),
        "check_name": rule_id(finding),
        "fingerprint": fp,
        "severity": severity(finding),
        "location": {"path": loc.path if loc else "", "lines": {"begin": loc.line if loc else 1}},
    }


def render(report: Report, ctx: RenderContext) -> str:
    workspace = ctx.workspace
    seen: set[str] = set()
    issues = []
    for finding in report.findings:
        fp = fingerprint(finding)
        n = 1
        while fp in seen:  # two findings with the same evidence: keep both visible
            fp = hashlib.sha256(f"{fingerprint(finding)}#{n}".encode()).hexdigest()
            n += 1
        seen.add(fp)
        issues.append(issue(finding, workspace, fp))
    return json.dumps(issues, ensure_ascii=False, indent=2) + "\n"
