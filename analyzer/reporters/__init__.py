"""Reporters: small peers behind one interface, each reading only the `Report` record.

A reporter is a module with `NAME` and `render(report, ctx: RenderContext) -> str`. The registry below is explicit
so `--format` lists exactly what exists and a missing module fails loudly in tests, not for users.
"""

from __future__ import annotations

import importlib
from typing import Optional

from ..model import Report
from ._common import RenderContext

FORMATS = {
    "text": "analyzer.reporters.text",
    "json": "analyzer.reporters.json_report",
    "github": "analyzer.reporters.github",
    "sarif": "analyzer.reporters.sarif",
    "junit": "analyzer.reporters.junit",
    "gitlab": "analyzer.reporters.gitlab",
    "markdown": "analyzer.reporters.markdown",
}


def render(report: Report, fmt: str, ctx: Optional[RenderContext] = None) -> str:
    if fmt not in FORMATS:
        raise ValueError(f"unknown format '{fmt}' (known: {', '.join(sorted(FORMATS))})")
    module = importlib.import_module(FORMATS[fmt])
    return module.render(report, ctx or RenderContext())
