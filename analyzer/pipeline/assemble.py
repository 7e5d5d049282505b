"""The one place a `Report` is built: inputs, notes and added fields gathered while the stages ran,
and the final (ranked) findings.

Stages between the scan and the reporters never edit a report: they return new findings and write
their notes and additive report fields (series, ranks, workers, probe runs, verdict) into a `Draft`.
Only `assemble` turns the two into the `Report` reporters read, so what a report holds is decided in
one step, after every stage has had its say.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from typing import Any

from .. import __version__
from ..model import Finding, InputInfo, Note, Report


@dataclass
class Draft:
    """What the stages add to the report besides findings, while the pipeline runs."""

    inputs: list[InputInfo] = field(default_factory=list)
    # typed notes; a plain string is a note in one wording (an input problem, a library's message)
    notes: list[Note | str] = field(default_factory=list)
    extra: dict[str, Any] = field(default_factory=dict)  # series, ranks, workers, verdict ...: CONTRACT additions
    lang: str = "en"  # the run's language (what the JSON `notes` are shown in)


def assemble(draft: Draft, findings: Iterable[Finding], tool_version: str = __version__) -> Report:
    """The report: the draft's inputs, notes and fields with the findings, in the order given."""
    return Report(tool_version=tool_version, inputs=tuple(draft.inputs), findings=tuple(findings),
                  notes=tuple(Note.of(n) for n in draft.notes), extra=dict(draft.extra), lang=draft.lang)


def amend(report: Report, notes: Iterable[Note | str] = (), **extra: Any) -> Report:
    """A new report with notes and fields added after assembly (the execution block, `msdiag run`'s live
    notes); the report given stays as it was."""
    return replace(report, notes=(*report.notes, *(Note.of(n) for n in notes)), extra={**report.extra, **extra})
