"""The records every stage passes on and every reporter reads.

Data flows one way: the scanner produces a `ScanResult` per input (its `Hit`s and `Traceback`s), the
correlator folds hits into `Finding`s, later stages return new findings (`dataclasses.replace`) with
their annotations in typed fields (role, culprit, symptom link, probe verdicts, score), and
`analyzer/pipeline/assemble.py` alone builds the `Report` that reporters read. The records handed between
stages are frozen: a stage cannot change what an earlier one decided behind its back.
Everything here is plain data so scan results can cross process boundaries (parallel scans)
and be saved as JSON.

Words used the same way everywhere:
  symptom     a finding that is the consequence of another one (`Finding.symptom`, `symptom_of`,
              the root's `symptoms`); a signature marks its kind with `secondary: true` in YAML
  log facts   `Finding.facts`: values found in the log (or by a probe) and quoted to the user
  probe facts `ProbeResult.probe_facts`: what a probe gathered from the environment
  confidence  how specific the match is (the signature's estimate); the ranking's `Score` is apart
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, Optional

from .pipeline import series

if TYPE_CHECKING:
    from .pipeline.prefixes import PrefixModel
    from .pipeline.wrapped import Screen

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


class Facts(dict):
    """A read-only dict: a finding's log facts as the stage that made it wrote them.

    A `dict` subclass so reporters and `json.dumps` read it as before; every mutating method raises,
    so a later stage that wants other facts must make a new finding (`with_facts`)."""

    def _frozen(self, *args: Any, **kwargs: Any) -> Any:
        raise TypeError("Finding.facts is read-only: build a new finding with Finding.with_facts()")

    __setitem__ = __delitem__ = _frozen
    clear = pop = popitem = setdefault = update = _frozen  # type: ignore[assignment]
    __ior__ = _frozen  # type: ignore[assignment]

    def __reduce__(self) -> tuple:  # pickle through the constructor, not item by item
        return (Facts, (dict(self),))


def _freeze(record: Any, **fields: Iterable) -> None:
    """In `__post_init__` of a frozen record: store list arguments as tuples."""
    for name, value in fields.items():
        if not isinstance(value, tuple):
            object.__setattr__(record, name, tuple(value))


@dataclass(frozen=True)
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


@dataclass(frozen=True)
class Traceback:
    """A raised exception as written in a log: frames, the exception line, its chain position."""

    path: str
    start_line: int
    exception_line: int
    end_line: int
    exc_type: str
    message: str
    frames: tuple[Frame, ...] = ()
    chained_from_previous: bool = False
    # CPython printed it as unraisable (`Exception ignored in: <...>`, a __del__ or a finalizer): the program
    # went on, so it is no failure of the run
    ignored: bool = False
    rank: Optional[int] = None
    worker: Optional[str] = None  # the process a learned line prefix named (analyzer/pipeline/prefixes.py)
    # the prose lines (and list items) the message goes on over after the exception line, joined: a
    # wrapper's own line (Keras's `Exception encountered when calling X.call().`, TF's `Graph execution error:`)
    # says nothing, the error it wraps is printed below it
    detail: str = ""

    def __post_init__(self) -> None:
        _freeze(self, frames=self.frames)

    def user_frame(self) -> Optional[Frame]:
        """The innermost frame in the user's own code: where a CI annotation should point."""
        for frame in reversed(self.frames):
            if not frame.is_library:
                return frame
        return None


@dataclass(frozen=True)
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


@dataclass(frozen=True)
class Hit:
    """One line that matched one signature, with the values its regex captured."""

    signature: str
    evidence: Evidence
    captures: dict[str, str] = field(default_factory=dict)
    seq: int = 0  # order of appearance within its input, the tie-breaker when there is no time


def _no_prefix() -> PrefixModel:
    from .pipeline.prefixes import NO_PREFIX  # prefixes.py imports this module: resolved at first use

    return NO_PREFIX


@dataclass
class ScanResult:
    """What the scanner read from one input: the hand-off from the scan stage to all later ones."""

    path: str
    index: int
    rank: Optional[int] = None
    bytes: int = 0
    lines: int = 0
    hits: list[Hit] = field(default_factory=list)
    tracebacks: list[Traceback] = field(default_factory=list)
    unmatched: list[Evidence] = field(default_factory=list)  # error lines no signature matched
    mentions: list[Evidence] = field(default_factory=list)  # info lines naming a failure (prose, quotes)
    sketch: series.Sketch = field(default_factory=series.Sketch)  # the loss series, fixed size
    evals: series.EvalTrace = field(default_factory=series.EvalTrace)  # its evaluation losses, fixed size
    epoch_means: series.EvalTrace = field(default_factory=series.EvalTrace)  # its epoch-end mean losses
    accuracies: series.AccuracyTrace = field(default_factory=series.AccuracyTrace)  # training and held-out
    comparisons: series.ComparisonTrace = field(default_factory=series.ComparisonTrace)  # its loss vs a reference's
    first_time: Optional[float] = None
    last_time: Optional[float] = None
    tail: list[str] = field(default_factory=list)  # last TAIL_LINES non-blank lines, cleaned
    tail_lines: list[int] = field(default_factory=list)  # their line numbers
    notes: list[str] = field(default_factory=list)
    timeouts: list[str] = field(default_factory=list)  # signatures whose regex ran out of time
    timeout_at: dict[str, tuple[str, int]] = field(default_factory=dict)  # signature -> (field, first line)
    prefixes: PrefixModel = field(default_factory=_no_prefix)  # its line prefixes (analyzer/pipeline/prefixes.py)
    screen: Optional[Screen] = None  # the terminal a pasted input was copied from (analyzer/pipeline/wrapped.py)
    pid: Optional[int] = None  # pid of the input's first MindSpore log line (msrun maps it to a rank)
    config: dict[str, str] = field(default_factory=dict)  # first value per setting (rank_config)
    config_lines: int = 0  # lines read only for their settings
    hit_counts: dict[str, int] = field(default_factory=dict)  # per signature, kept or not
    capped: dict[str, int] = field(default_factory=dict)  # candidate lines not kept (budget), by kind
    # the tracked packages (api_history.NAMED_BY) its head or its tracebacks' frames name
    packages_named: frozenset[str] = frozenset()

    @property
    def points(self) -> list[series.Point]:
        """The loss series' kept points in line order (unpacked from the sketch; a copy, never shared)."""
        return self.sketch.points()

    @points.setter
    def points(self, points: list[series.Point]) -> None:
        self.sketch = series.Sketch.of(points)


@dataclass(frozen=True)
class ProbeResult:
    """A live probe's verdict on one finding; `probe_facts` is what it gathered from the environment."""

    name: str
    status: str  # confirmed | refuted | inconclusive | unavailable | error
    detail: str = ""
    probe_facts: dict[str, Any] = field(default_factory=dict)

    def public(self) -> dict[str, Any]:
        return {"name": self.name, "status": self.status, "detail": self.detail}


@dataclass(frozen=True)
class Culprit:
    """Where a failure seen on several ranks or workers started, and why that one was singled out.

    `names_rank`: a rank verdict was given (its `rank` may be None: every rank hit it, nobody is the
    culprit); `rule` and `reason` come from analyzer/analysis/culprit.py, `worker*` from
    analyzer/analysis/workers.py."""

    names_rank: bool = False
    rank: Optional[int] = None
    rule: Optional[str] = None
    reason: Optional[str] = None
    scheduler_blamed: Optional[dict[str, Any]] = None  # the msrun scheduler's own (hint) verdict
    worker: Optional[str] = None
    worker_reason: Optional[str] = None

    def public_facts(self) -> dict[str, Any]:
        """The report keys these values always had inside `facts` (CONTRACT §2 keeps them)."""
        out: dict[str, Any] = {}
        if self.names_rank:
            out["culprit_rank"] = self.rank
        if self.rule is not None:
            out["culprit_rule"] = self.rule
            out["culprit_reason"] = self.reason
        if self.scheduler_blamed is not None:
            out["scheduler_blamed"] = self.scheduler_blamed
        if self.worker is not None:
            out["culprit_worker"] = self.worker
            out["culprit_worker_reason"] = self.worker_reason
        return out


@dataclass(frozen=True)
class Symptom:
    """A finding folded into the root cause it is a consequence of (kept as one line of the root)."""

    signature: Optional[str]
    title: str
    count: int
    ranks: tuple[int, ...]

    @property
    def name(self) -> str:
        return self.signature or self.title

    def public(self) -> dict[str, Any]:
        return {"signature": self.signature, "title": self.title, "count": self.count, "ranks": list(self.ranks)}


@dataclass(frozen=True)
class Score:
    """Why the ranking put a finding where it is: named parts, summed and clamped into `total`."""

    parts: Mapping[str, float]
    total: float


# report keys inside `facts` that typed fields of Finding now hold (Finding.public_facts writes them)
TYPED_FACTS = frozenset({"role", "symptom_of", "symptoms", "signature_skeleton", "culprit_rank", "culprit_rule",
                         "culprit_reason", "scheduler_blamed", "culprit_worker", "culprit_worker_reason"})


@dataclass(frozen=True)
class Finding:
    category: str
    signature: Optional[str]
    title: str
    confidence: float  # how specific the match is; ranking never changes it (see `score`)
    evidence: tuple[Evidence, ...]
    fixes: tuple[str, ...]
    kb: Optional[str]
    facts: Mapping[str, Any] = field(default_factory=Facts)  # log facts: values found in the log or by probes
    count: int = 1
    ranks: tuple[int, ...] = ()
    severity: str = "error"
    symptom: bool = False  # a consequence of another failure (a timeout, a generic wrapper), not a cause
    probes: tuple[ProbeResult, ...] = ()
    source: Optional[Frame] = None
    score: Optional[Score] = None  # set by ranking.py
    symptoms: tuple[Symptom, ...] = ()  # findings folded into this root cause as its consequences
    first_time: Optional[float] = None
    first_seq: tuple[int, int] = (0, 0)  # (input index, line number): order when times are missing
    emitter: Optional[dict[str, Any]] = None  # the library code that raised the message (analyzer/knowledge/emitters)
    rule: Optional[str] = None  # the check rule (checks/<id>.yaml) that made or amended it; signature stays null
    role: Optional[str] = None  # how its strongest line took part: ROLE_EXCEPTION > ROLE_ERROR > ...
    culprit: Optional[Culprit] = None
    symptom_of: Optional[str] = None  # the signature (or title) of the root cause this is a consequence of
    skeleton: Optional[str] = None  # a signature skeleton for an unknown failure (--suggest-signature)

    def __post_init__(self) -> None:
        _freeze(self, evidence=self.evidence, fixes=self.fixes, ranks=self.ranks, probes=self.probes,
                symptoms=self.symptoms)
        if type(self.facts) is not Facts:
            object.__setattr__(self, "facts", Facts(self.facts))
        typed = TYPED_FACTS.intersection(self.facts)
        if typed:  # loud, so a stage written for the old side channel cannot be ranked wrong in silence
            raise ValueError(f"{', '.join(sorted(typed))}: typed fields of Finding, not log facts")

    def with_facts(self, **facts: Any) -> Finding:
        """A copy with these log facts added (or replaced)."""
        return replace(self, facts={**self.facts, **facts})

    def with_facts_default(self, **facts: Any) -> Finding:
        """A copy with these log facts added where the finding has none of that name yet."""
        return replace(self, facts={**facts, **self.facts} if facts.keys() - self.facts.keys() else self.facts)

    @property
    def final_confidence(self) -> float:
        """The confidence reports show: the ranking's total when ranked, else the match confidence."""
        return self.score.total if self.score is not None else self.confidence

    def public(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "category": self.category,
            "signature": self.signature,
            "title": self.title,
            "confidence": round(self.final_confidence, 3),
            "evidence": [e.public() for e in self.evidence],
            "fixes": list(self.fixes),
            "kb": self.kb,
            "severity": self.severity,
            "count": self.count,
            "facts": self.public_facts(),
        }
        if self.ranks:
            out["ranks"] = list(self.ranks)
        if self.culprit is not None and self.culprit.names_rank:  # CONTRACT §2: where it started (null: nobody)
            out["culprit_rank"] = self.culprit.rank
        if self.probes:
            out["probes"] = [p.public() for p in self.probes]
        if self.source is not None:
            out["source"] = {"path": self.source.path, "line": self.source.line,
                             "function": self.source.function}
        if self.symptoms:
            out["related"] = [s.name for s in self.symptoms]
        if self.emitter is not None:
            out["emitter"] = self.emitter
        if self.rule is not None:
            out["rule"] = self.rule
        if self.score is not None:
            out["score"] = {k: round(v, 3) for k, v in self.score.parts.items()}
        return out

    def public_facts(self) -> dict[str, Any]:
        """`facts` as the report has always carried it: the log facts plus the typed annotations
        under their historical keys (role, symptom_of, culprit_*, signature_skeleton, symptoms)."""
        out: dict[str, Any] = dict(self.facts)
        if self.role is not None:
            out["role"] = self.role
        if self.symptom_of is not None:
            out["symptom_of"] = self.symptom_of
        if self.culprit is not None:
            out.update(self.culprit.public_facts())
        if self.skeleton is not None:
            out["signature_skeleton"] = self.skeleton
        if self.symptoms:
            out["symptoms"] = [s.public() for s in self.symptoms]
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


NOTE_MESSAGE = "message"  # the code of a note in one wording: an input problem, a library's own message


@dataclass(frozen=True)
class Note:
    """An observation that is not a failure: a regex that ran out of time, an input cut at its byte
    limit, a stage that broke, a run that stopped mid-way. `code` says which kind (for code, tests and
    the JSON `note_details`); `en` and `zh` word it (`zh` empty: one wording, such as a path or a
    library's message, shown in every language); `values` are what the wording was filled with."""

    code: str
    en: str
    zh: str = ""
    values: tuple[tuple[str, Any], ...] = ()

    @classmethod
    def of(cls, note: Note | str) -> Note:
        """A note as it is, or a plain string (reader, probes, libraries) as a note in one wording."""
        return note if isinstance(note, Note) else cls(NOTE_MESSAGE, str(note))

    def text(self, lang: str = "en") -> str:
        return self.zh if lang == "zh" and self.zh else self.en

    def public(self) -> dict[str, Any]:
        out: dict[str, Any] = {"code": self.code, "en": self.en, "zh": self.zh or self.en}
        if self.values:
            out["values"] = dict(self.values)
        return out


@dataclass(frozen=True)
class Report:
    """What a run found: built by pipeline/assemble.py (`assemble`, and `amend` for what is added after,
    such as the execution block), then only read. Frozen, its sequences tuples and `extra` a read-only
    view, so no reporter or caller changes what another reads."""

    tool_version: str
    inputs: tuple[InputInfo, ...] = ()
    findings: tuple[Finding, ...] = ()
    notes: tuple[Note, ...] = ()
    extra: Mapping[str, Any] = field(default_factory=dict)  # series, ranks, ...: fields added later
    lang: str = "en"  # the language the run was worded in: `notes` in the JSON report are shown in it

    def __post_init__(self) -> None:
        object.__setattr__(self, "inputs", tuple(self.inputs))
        object.__setattr__(self, "findings", tuple(self.findings))
        object.__setattr__(self, "notes", tuple(Note.of(n) for n in self.notes))
        object.__setattr__(self, "extra", MappingProxyType(dict(self.extra)))

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "schema": SCHEMA,
            "tool": {"name": "msdiag", "version": self.tool_version},
            "inputs": [i.public() for i in self.inputs],
            "findings": [f.public() for f in self.findings],
            "notes": [n.text(self.lang) for n in self.notes],
        }
        if self.notes:  # additive (CONTRACT section 2): each note's kind, both wordings and its values
            out["note_details"] = [n.public() for n in self.notes]
        out.update(self.extra)
        return out
