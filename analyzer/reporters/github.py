"""`--format github`: GitHub Actions workflow commands, one annotation per finding.

Each finding becomes `::error file=…,line=…,title=<cause>::<message>` pointing at the user's own
code when the traceback has a frame inside the workspace (that is where a reviewer looks), else at
the log line. Values are escaped as the Actions toolkit does (`escape_data`, `escape_property`).

Raw log lines are echoed only inside `::stop-commands::<token>` … `::<token>::`, so a log line such
as `::set-output name=x::y` or `::error::…` is printed, not executed. The token is a hash of the
block it guards: deterministic (golden tests), yet a log cannot contain its own hash to end the block.

GitHub shows at most 10 annotations of each level per step; further findings are announced in one
notice and are listed in the job summary, which `append_step_summary` writes (the CLI calls it for
this format only, so `render` itself stays free of side effects).
"""

from __future__ import annotations

import hashlib
import os
import sys
from collections.abc import Mapping
from typing import Optional

from ..model import Finding, Report
from ._common import RenderContext, clean, display_path, one_line, primary_location

NAME = "github"

LEVELS = {"error": "error", "warning": "warning", "note": "notice"}
MAX_PER_LEVEL = 10
MAX_GROUP_LINES = 200
MAX_TEXT = 500
SUMMARY_LIMIT = 1_000_000  # GitHub rejects step summaries over 1 MiB


def escape_data(value: object) -> str:
    """The toolkit's `escapeData`: `%` first, then CR and LF, so the message stays on one line."""
    return str(value).replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def escape_property(value: object) -> str:
    """The toolkit's `escapeProperty`: as `escape_data`, plus `:` and `,` which delimit properties."""
    return escape_data(value).replace(":", "%3A").replace(",", "%2C")


def command(name: str, message: str, properties: Optional[dict[str, object]] = None) -> str:
    """One workflow command line: `::name k=v,k=v::message`."""
    props = ",".join(f"{k}={escape_property(v)}" for k, v in (properties or {}).items() if v is not None)
    return f"::{name}{' ' + props if props else ''}::{escape_data(message)}"


def _message(finding: Finding, workspace: Optional[str], located_at_source: bool) -> str:
    """The annotation body: the log line that shows the failure, then fixes; the title is the cause."""
    lines = []
    first = finding.evidence[0] if finding.evidence else None
    if first is not None:
        rank = f", rank {first.rank}" if first.rank is not None else ""
        where = f"{display_path(first.path, workspace)}:{first.line}{rank}"
        lines.append(f"{clean(first.text)[:MAX_TEXT]}  ({where})")
    if finding.source is not None and not located_at_source:
        lines.append(f"Your code: {finding.source.path}:{finding.source.line}")
    lines += [f"Fix: {step}" for step in finding.fixes]
    meta = [f"msdiag {finding.signature or finding.category}", f"confidence {finding.final_confidence:.2f}"]
    if finding.count > 1:
        meta.append(f"seen {finding.count}x" + (f" on {len(finding.ranks)} rank(s)" if finding.ranks else ""))
    if finding.kb:
        meta.append(f"read more: msdiag kb show {finding.kb}")
    lines.append(" · ".join(meta))
    return "\n".join(lines)


def annotation(finding: Finding, workspace: Optional[str]) -> str:
    """`::error file=…,line=…,title=…::…` for one finding (no file when there is no location)."""
    loc = primary_location(finding, workspace)
    props: dict[str, object] = {}
    if loc is not None:
        props.update(file=loc.path, line=loc.line)
    props["title"] = finding.title
    level = LEVELS.get(finding.severity, "notice")
    return command(level, _message(finding, workspace, bool(loc and loc.is_source)), props)


def guarded(lines: list[str]) -> list[str]:
    """Raw lines wrapped in stop-commands so nothing in them is read as a workflow command."""
    token = "msdiag-" + hashlib.sha256("\n".join(lines).encode("utf-8")).hexdigest()[:32]
    return [f"::stop-commands::{token}", *lines, f"::{token}::"]


def evidence_group(index: int, finding: Finding, workspace: Optional[str]) -> list[str]:
    """The finding's evidence (all ranks) and probe results in a collapsed log group."""
    raw = []
    for ev in finding.evidence[:MAX_GROUP_LINES]:
        rank = f" [rank {ev.rank}]" if ev.rank is not None else ""
        raw.append(f"  {display_path(ev.path, workspace)}:{ev.line}{rank}  {one_line(ev.text)[:MAX_TEXT]}")
    if len(finding.evidence) > MAX_GROUP_LINES:
        raw.append(f"  … {len(finding.evidence) - MAX_GROUP_LINES} more line(s)")
    raw += [f"  probe {p.name}: {p.status} {one_line(p.detail)[:MAX_TEXT]}" for p in finding.probes]
    if not raw:
        return []
    title = f"msdiag evidence {index}: {finding.title}"
    return [f"::group::{escape_data(title)}", *guarded(raw), "::endgroup::"]


def render(report: Report, ctx: RenderContext) -> str:
    workspace = ctx.workspace
    out: list[str] = []
    shown: dict[str, int] = {}
    unshown = 0
    for i, finding in enumerate(report.findings, 1):
        level = LEVELS.get(finding.severity, "notice")
        if shown.get(level, 0) < MAX_PER_LEVEL:
            shown[level] = shown.get(level, 0) + 1
            out.append(annotation(finding, workspace))
        else:
            unshown += 1
        out += evidence_group(i, finding, workspace)
    if unshown:
        out.append(command("notice", f"{unshown} more finding(s) not annotated (GitHub shows {MAX_PER_LEVEL} "
                           "per level per step); see the job summary or --format markdown.",
                           {"title": "msdiag"}))
    if not report.findings:
        lines = sum(i.lines for i in report.inputs)
        out.append(command("notice", f"No training failure found in {len(report.inputs)} input(s), "
                           f"{lines} lines.", {"title": "msdiag"}))
    return "\n".join(out) + "\n"


def append_step_summary(report: Report, ctx: RenderContext, environ: Mapping[str, str] = os.environ) -> Optional[str]:
    """Append the Markdown summary to `$GITHUB_STEP_SUMMARY`; no-op outside Actions.

    Returns the file written, or None. A summary that cannot be written only warns: the
    annotations and the exit status are what the job depends on.
    """
    path = environ.get("GITHUB_STEP_SUMMARY")
    if not path:
        return None
    from .markdown import render as render_markdown

    text = render_markdown(report, ctx)
    data = text.encode("utf-8")
    if len(data) > SUMMARY_LIMIT:
        cut = data[:SUMMARY_LIMIT].decode("utf-8", errors="ignore")
        text = cut[:cut.rfind("\n") + 1] + "\n… summary cut at GitHub's size limit; run --format markdown.\n"
    try:
        with open(path, "a", encoding="utf-8") as fh:
            fh.write(text + "\n")
    except OSError as exc:
        sys.stderr.write(f"msdiag: cannot write the job summary {path}: {exc.strerror or exc}\n")
        return None
    return path
