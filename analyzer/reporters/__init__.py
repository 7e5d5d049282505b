"""Reporters: small peers behind one interface, each reading only the `Report` record.

A reporter is a module with `NAME` and `render(report, ctx) -> str`. The registry below is explicit
so `--format` lists exactly what exists and a missing module fails loudly in tests, not for users.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from typing import Optional

from ..model import Report

FORMATS = {
    "text": "analyzer.reporters.text",
    "json": "analyzer.reporters.json_report",
    "github": "analyzer.reporters.github",
    "sarif": "analyzer.reporters.sarif",
    "junit": "analyzer.reporters.junit",
    "gitlab": "analyzer.reporters.gitlab",
    "markdown": "analyzer.reporters.markdown",
}


@dataclass
class RenderContext:
    """What a reporter may know besides the report: how the output will be shown."""

    color: bool = False
    width: int = 100
    lang: str = "en"
    workspace: Optional[str] = None  # CI: the checkout root that source locations are relative to
    options: dict = field(default_factory=dict)


def render(report: Report, fmt: str, ctx: Optional[RenderContext] = None) -> str:
    if fmt not in FORMATS:
        raise ValueError(f"unknown format '{fmt}' (known: {', '.join(sorted(FORMATS))})")
    module = importlib.import_module(FORMATS[fmt])
    return module.render(report, ctx or RenderContext())
