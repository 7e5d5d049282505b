"""The one record the message index holds: a message template and where it is raised.

A template is a message split into fixed pieces with holes between them (`"Set context keyword "`,
hole, `" is not recognized!"`). The miners produce these, the categoriser fills `category`, the
store keeps them per package and version, and the matcher hands them back for a log line.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Optional

KIND_RAISE = "raise"
KIND_ASSERT = "assert"
KIND_LOG = "log"  # logger.error / logger.warning with a literal template
KIND_NATIVE = "native"  # a message string found in a shared library (C++); often a partial template


@dataclass(frozen=True)
class Template:
    """A message template mined from one raise site, log call or shared-library string."""

    package: str
    version: str
    pieces: tuple[str, ...]  # fixed texts; a hole lies between two consecutive pieces
    exc_type: str  # `ValueError`, `logger.error`, or "" for native strings
    kind: str
    path: str  # relative to the install root: mindspore/parallel/_auto_parallel_context.py
    line: Optional[int] = None
    function: Optional[str] = None  # Class.method or function; None at module level / native
    condition: Optional[str] = None  # source of the enclosing test that raises it
    values: tuple[str, ...] = ()  # literal valid values found next to the raise (keys, choices)
    lead_hole: bool = False  # the message starts with a hole (its first piece follows a value)
    trail_hole: bool = False
    category: str = "other"

    @property
    def fixed_chars(self) -> int:
        return sum(len(p) for p in self.pieces)

    @property
    def text(self) -> str:
        """The template as one line, holes shown as `{}`."""
        body = "{}".join(self.pieces)
        return ("{}" if self.lead_hole else "") + body + ("{}" if self.trail_hole else "")

    def with_category(self, category: str) -> Template:
        return replace(self, category=category)

    def emitter(self) -> dict:
        """The public `emitter` object of a finding (CONTRACT §2)."""
        return {"package": self.package, "version": self.version, "path": self.path, "line": self.line,
                "function": self.function, "condition": self.condition}
