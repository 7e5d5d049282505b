"""The records every stage passes on and every reporter reads.

Data flows one way: the scanner produces `Hit`s and `Traceback`s per input, the correlator folds
them into `Finding`s, probes and ranking annotate those, and reporters read only the `Report`.
Everything here is plain data so scan results can cross process boundaries (parallel scans)
and be saved as JSON.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Optional

SCHEMA = "msdiag.report/1"

CATEGORIES = (
    "registry_collision",
    "weight_shape_mismatch",
    "missing_or_unexpected_keys",
    "op_shape_mismatch",
    "compile_oom",
    "device_oom",
    "host_oom",
    "dynamic_shape",
    "missing_kernel",
    "unsupported_syntax_graph_mode",
    "hang_or_timeout",
    "rank_count_mismatch",
    "parallel_config_invalid",
    "stuck_or_nan_loss",
    "dtype_mismatch",
    "version_incompatibility",
    "import_or_install_error",
    "config_field_error",
    "data_pipeline_error",
    "precision_mismatch",
    "other",
)

# How a line took part in the failure: the raised exception is the strongest evidence, a mere
# warning the weakest. Used by ranking; values are the names shown in reports.
ROLE_EXCEPTION = "exception"
ROLE_ERROR = "error"
ROLE_WARNING = "warning"
ROLE_INFO = "info"


@dataclass
class Frame:
    """One frame of a Python traceback or MindSpore 'Net Construct' trace."""

    path: str
    line: int
    function: str = ""
    code: str = ""

    @property
    def is_library(self) -> bool:
        p = self.path.replace("\\", "/")
        return (
            "site-packages/" in p
            or "dist-packages/" in p
            or "/lib/python" in p
            or (p.startswith("<") and not p.startswith("<ipython-input"))
            or "/Ascend/" in p
        )


@dataclass
class Traceback:
    """A raised exception as written in a log: frames, the exception line, its chain position."""

    path: str
    start_line: int
    exception_line: int
    end_line: int
    exc_type: str
    message: str
    frames: list[Frame] = field(default_factory=list)
    chained_from_previous: bool = False
    rank: Optional[int] = None
    worker: Optional[str] = None  # the process a learned line prefix named (analyzer/prefixes.py)

    def user_frame(self) -> Optional[Frame]:
        """The innermost frame in the user's own code: where a CI annotation should point."""
        for frame in reversed(self.frames):
            if not frame.is_library:
                return frame
        return None


@dataclass
class Evidence:
    path: str
    line: int
    text: str
    rank: Optional[int] = None
    time: Optional[float] = None
    role: str = ROLE_INFO
    worker: Optional[str] = None  # the process a line prefix named: `Worker_TP1 pid=5298`, `default0`
    prefix: str = ""  # what a launcher or logger wrote before `text` on the line (prefix + text = the line)

    def public(self) -> dict[str, Any]:
        out: dict[str, Any] = {"path": self.path, "line": self.line, "text": self.text}
        if self.rank is not None:
            out["rank"] = self.rank
        if self.worker is not None:
            out["worker"] = self.worker
        if self.prefix:
            out["prefix"] = self.prefix
        if self.role != ROLE_INFO:
            out["role"] = self.role
        return out


@dataclass
class Hit:
    """One line that matched one signature, with the values its regex captured."""

    signature: str
    evidence: Evidence
    captures: dict[str, str] = field(default_factory=dict)
    seq: int = 0  # order of appearance within its input, the tie-breaker when there is no time


@dataclass
class ProbeResult:
    name: str
    status: str  # confirmed | refuted | inconclusive | unavailable | error
    detail: str = ""
    facts: dict[str, Any] = field(default_factory=dict)

    def public(self) -> dict[str, Any]:
        return {"name": self.name, "status": self.status, "detail": self.detail}


@dataclass
class Finding:
    category: str
    signature: Optional[str]
    title: str
    confidence: float
    evidence: list[Evidence]
    fixes: list[str]
    kb: Optional[str]
    facts: dict[str, Any] = field(default_factory=dict)
    count: int = 1
    ranks: list[int] = field(default_factory=list)
    severity: str = "error"
    secondary: bool = False
    probes: list[ProbeResult] = field(default_factory=list)
    source: Optional[Frame] = None
    score: dict[str, float] = field(default_factory=dict)
    related: list[str] = field(default_factory=list)  # signatures folded in as supporting evidence
    first_time: Optional[float] = None
    first_seq: tuple[int, int] = (0, 0)  # (input index, hit order): order when times are missing
    emitter: Optional[dict[str, Any]] = None  # the library code that raised the message (analyzer/emitters)
    rule: Optional[str] = None  # the check rule (checks/<id>.yaml) that made or amended it; signature stays null

    def public(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "category": self.category,
            "signature": self.signature,
            "title": self.title,
            "confidence": round(self.confidence, 3),
            "evidence": [e.public() for e in self.evidence],
            "fixes": list(self.fixes),
            "kb": self.kb,
            "severity": self.severity,
            "count": self.count,
            "facts": self.facts,
        }
        if self.ranks:
            out["ranks"] = self.ranks
        if "culprit_rank" in self.facts:  # CONTRACT §2: where a multi-rank failure started (null: nobody)
            out["culprit_rank"] = self.facts["culprit_rank"]
        if self.probes:
            out["probes"] = [p.public() for p in self.probes]
        if self.source is not None:
            out["source"] = {"path": self.source.path, "line": self.source.line,
                             "function": self.source.function}
        if self.related:
            out["related"] = self.related
        if self.emitter is not None:
            out["emitter"] = self.emitter
        if self.rule is not None:
            out["rule"] = self.rule
        if self.score:
            out["score"] = {k: round(v, 3) for k, v in self.score.items()}
        return out


@dataclass
class InputInfo:
    path: str
    bytes: int = 0
    lines: int = 0
    rank: Optional[int] = None
    note: Optional[str] = None

    def public(self) -> dict[str, Any]:
        out: dict[str, Any] = {"path": self.path, "bytes": self.bytes, "lines": self.lines}
        if self.rank is not None:
            out["rank"] = self.rank
        if self.note:
            out["note"] = self.note
        return out


@dataclass
class Report:
    tool_version: str
    inputs: list[InputInfo] = field(default_factory=list)
    findings: list[Finding] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    extra: dict[str, Any] = field(default_factory=dict)  # series, ranks, ...: fields added later

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "schema": SCHEMA,
            "tool": {"name": "msdiag", "version": self.tool_version},
            "inputs": [i.public() for i in self.inputs],
            "findings": [f.public() for f in self.findings],
            "notes": list(self.notes),
        }
        out.update(self.extra)
        return out
