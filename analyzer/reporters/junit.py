"""`--format junit`: JUnit XML that GitLab's test report and Jenkins' JUnit step read.

A testcase per finding, failed, with the cause as the failure message and cause, fixes and evidence
as its text; with no finding, one passing testcase so the report is never empty (Jenkins fails an
empty result set by default). Test names are the rule and the cause, made unique, because GitLab
keeps only the first of two testcases with the same name. Log text is stripped of control
characters XML 1.0 cannot carry; the rest is escaped by ElementTree.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from typing import Optional

from ..model import Finding, Report
from ._common import RenderContext, clean, display_path, one_line, primary_location, rule_id

NAME = "junit"

MAX_EVIDENCE = 50
_NOT_XML = re.compile("[^\t\n\r\x20-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")


def xml_text(text: str) -> str:
    """Text that XML 1.0 can hold: colour codes and disallowed characters removed."""
    return _NOT_XML.sub("", clean(text))


def failure_text(finding: Finding, workspace: Optional[str]) -> str:
    """Cause, where, fixes, evidence: what a reader of the test report needs, in that order."""
    lines = [f"Cause: {finding.title} [{finding.category}, confidence {finding.final_confidence:.2f}]"]
    if finding.source is not None:
        lines.append(f"Your code: {display_path(finding.source.path, workspace)}:{finding.source.line}"
                     + (f" in {finding.source.function}" if finding.source.function else ""))
    if finding.fixes:
        lines.append("Fix:")
        lines += [f"  - {step}" for step in finding.fixes]
    if finding.evidence:
        lines.append("Evidence:")
        for ev in finding.evidence[:MAX_EVIDENCE]:
            rank = f" [rank {ev.rank}]" if ev.rank is not None else ""
            lines.append(f"  {display_path(ev.path, workspace)}:{ev.line}{rank}  {one_line(ev.text)}")
        if len(finding.evidence) > MAX_EVIDENCE:
            lines.append(f"  … {len(finding.evidence) - MAX_EVIDENCE} more line(s)")
    if finding.probes:
        lines += [f"Probe {p.name}: {p.status} {p.detail}" for p in finding.probes]
    if finding.kb:
        lines.append(f"Read more: msdiag kb show {finding.kb}")
    return xml_text("\n".join(lines))


def _unique(name: str, taken: set[str]) -> str:
    candidate, n = name, 2
    while candidate in taken:
        candidate, n = f"{name} ({n})", n + 1
    taken.add(candidate)
    return candidate


def _testcase(suite: ET.Element, finding: Finding, workspace: Optional[str], taken: set[str]) -> None:
    attrs = {"classname": f"msdiag.{finding.category}",
             "name": _unique(xml_text(f"{rule_id(finding)}: {finding.title}"), taken), "time": "0"}
    loc = primary_location(finding, workspace)
    if loc is not None:
        attrs.update(file=xml_text(loc.path), line=str(loc.line))
    case = ET.SubElement(suite, "testcase", attrs)
    failure = ET.SubElement(case, "failure", {"message": xml_text(finding.title), "type": rule_id(finding)})
    failure.text = failure_text(finding, workspace)


def build(report: Report, ctx: RenderContext) -> ET.Element:
    workspace = ctx.workspace
    failures = len(report.findings)
    tests = max(1, failures)
    counts = {"tests": str(tests), "failures": str(failures), "errors": "0", "skipped": "0", "time": "0"}
    root = ET.Element("testsuites", {"name": "msdiag", **counts})
    suite = ET.SubElement(root, "testsuite", {"name": "msdiag", **counts})
    taken: set[str] = set()
    for finding in report.findings:
        _testcase(suite, finding, workspace, taken)
    if not report.findings:
        lines = sum(i.lines for i in report.inputs)
        case = ET.SubElement(suite, "testcase", {"classname": "msdiag", "name": "no training failure found",
                                                 "time": "0"})
        ET.SubElement(case, "system-out").text = f"read {len(report.inputs)} input(s), {lines} lines"
    return root


def render(report: Report, ctx: RenderContext) -> str:
    root = build(report, ctx)
    ET.indent(root, space="  ")
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(root, encoding="unicode") + "\n"
