"""`--format json`: the report exactly as CONTRACT §2, plus added fields."""

from __future__ import annotations

import json

from ..model import Report
from ._common import RenderContext

NAME = "json"


def render(report: Report, ctx: RenderContext) -> str:
    return json.dumps(report.to_dict(), ensure_ascii=False, indent=2, default=str) + "\n"
