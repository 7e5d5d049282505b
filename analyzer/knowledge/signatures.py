"""Load signature files and check them against the schema.

A signature is data a domain expert edits without reading Python (see signatures/README.md).
Loading validates every field and names the file and field on error, so a broken file is
caught by `msdiag signatures --lint` and by the test suite, not at 3 a.m. on a failing job.
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any, Optional

import regex

from ..model import CATEGORIES
from ..paths import signatures_dir
from . import signature_schema as schema
from .advice import WhenError, parse_when
from .codes import table_exists
from .template import FILTERS, placeholders

SEVERITIES = ("error", "warning", "note")
STATUSES = ("stable", "test", "experimental", "deprecated")
# what a status does: an experimental signature's matches count for less (a new rule may be too broad);
# a deprecated one is loaded and linted but never matched (it stays as a record until it is deleted)
STATUS_CONFIDENCE = {"experimental": 0.7}
UNMATCHED_STATUSES = ("deprecated",)
MATCH_TIMEOUT = 0.05  # seconds per regex search on one line; a slower pattern is reported and skipped
MIN_LITERAL = 4


class SignatureError(ValueError):
    """A signature file breaks the schema; the message names file and field."""


_NAMED_GROUP = regex.compile(r"\(\?P?<([A-Za-z_]\w*)>")


class LazyRegex:
    """A signature regex compiled on first use.

    Most signatures never see a candidate line in a given log, and compiling a few hundred patterns with
    `regex` costs more than scanning a small log. Syntax is checked when a file is first loaded (and by
    lint); the cache of validated files then lets later runs skip compiling what they never use.
    """

    __slots__ = ("pattern", "flags", "_compiled")

    def __init__(self, pattern: str, flags: int):
        self.pattern = pattern
        self.flags = flags
        self._compiled: Optional[regex.Pattern] = None

    @property
    def compiled(self) -> regex.Pattern:
        if self._compiled is None:
            self._compiled = regex.compile(self.pattern, self.flags)
        return self._compiled

    def search(self, *args: Any, **kwargs: Any) -> Optional[regex.Match]:
        return self.compiled.search(*args, **kwargs)

    def finditer(self, *args: Any, **kwargs: Any) -> Iterator[regex.Match]:
        return self.compiled.finditer(*args, **kwargs)

    @property
    def groupindex(self) -> dict[str, int]:
        return dict(self.compiled.groupindex)

    @property
    def group_names(self) -> set[str]:
        """Named groups read from the pattern text, without compiling it."""
        return set(_NAMED_GROUP.findall(self.pattern))


@dataclass
class Pattern:
    literals: tuple[str, ...]
    regex: Optional[LazyRegex]
    name: str = ""


@dataclass
class Exclusion:
    name: str
    regex: LazyRegex
    within: int = 0  # 0: the matched line itself; N: also N lines before and after


@dataclass(frozen=True)
class Relation:
    """`worker_count > world_size`: a numeric relation between two captures (or a capture and a number) that
    must hold for a match to count; the right side may be scaled (`src_size >= 2 * dest_size`: one size at
    least twice the other). A capture that is missing or not a number fails it."""

    left: str
    op: str
    right: str
    factor: float = 1.0

    def holds(self, captures: dict[str, str]) -> bool:
        a, b = _number(self.left, captures), _number(self.right, captures)
        return a is not None and b is not None and _COMPARE[self.op](a, self.factor * b)


_COMPARE = {"<": lambda a, b: a < b, "<=": lambda a, b: a <= b, ">": lambda a, b: a > b,
            ">=": lambda a, b: a >= b, "==": lambda a, b: a == b, "!=": lambda a, b: a != b}
_RELATION = regex.compile(r"^\s*(\w+(?:\.\d+)?)\s*(<=|>=|==|!=|<|>)\s*(?:(\d+(?:\.\d+)?)\s*\*\s*)?(\w+(?:\.\d+)?)\s*$")


def _number(term: str, captures: dict[str, str]) -> Optional[float]:
    text = captures.get(term, term)
    try:
        return float(text.replace(",", ""))
    except ValueError:
        return None


@dataclass
class Requirement:
    """A line that must appear near a match for it to count (within `before`/`after` lines)."""

    name: str
    regex: LazyRegex
    before: int = 0
    after: int = 0


@dataclass
class ContextRule:
    before: int = 0
    after: int = 0
    facts: list[LazyRegex] = field(default_factory=list)


@dataclass
class Lookup:
    """`lookup: {table, key}`: the captured `key` is an error code whose meaning, usual root cause
    and first steps come from the code table `kb/<table>.yaml` (see analyzer/knowledge/codes.py)."""

    table: str
    key: str


@dataclass
class HistoryLookup:
    """`history: {callable, argument, call}`: captures of the call a TypeError names, the keyword argument it
    refused and (optional) the class the failing source line calls, for messages that name only `__init__`;
    looked up in the API history (analyzer/knowledge/api_history.py). `history: {module, name}` (kind
    "export"): the package and the top-level name an import did not find, looked up in its exports.
    `history: {owner, member}` (kind "member"): the class an attribute lookup failed on and the attribute; the
    hit is kept only when some release's base class had it (a version fact), else its line is an error line."""

    callable: str
    argument: str
    call: str = ""
    kind: str = "argument"


@dataclass
class ProbeRequest:
    name: str
    args: dict[str, str] = field(default_factory=dict)


@dataclass
class Signature:
    id: str
    path: Path
    area: str
    title: str
    category: str
    severity: str
    status: str
    confidence: float
    secondary: bool
    patterns: list[Pattern]
    exclusions: list[Exclusion]
    context: ContextRule
    facts: dict[str, str]
    fixes: list[str]
    kb: list[str]
    probes: list[ProbeRequest]
    fold_by: list[str]
    suspect: bool = False  # a note that is the root cause when every failure of the log is unrecognised
    last_words: bool = False  # a note that is the root cause when its input ends right after it, silent otherwise
    explains_loss: bool = False  # a warning or note that is the root cause of the loss curve's findings beside it
    stop_signal: Optional[str] = None  # the capture naming the signal a job was stopped with from outside
    i18n: dict[str, dict[str, Any]] = field(default_factory=dict)  # lang -> {title, fix}
    description: str = ""
    lookup: Optional[Lookup] = None
    history: Optional[HistoryLookup] = None
    requirements: list[Requirement] = field(default_factory=list)
    relations: list[Relation] = field(default_factory=list)  # `compare`: numeric relations between captures
    fix_when: list[dict[str, str]] = field(default_factory=list)  # per fix step; {} = every version
    min_count: int = 1  # matching lines (per fold_by captures) one finding needs

    def title_in(self, lang: str) -> str:
        return self.i18n.get(lang, {}).get("title") or self.title

    def fixes_in(self, lang: str) -> list[str]:
        return self.i18n.get(lang, {}).get("fix") or self.fixes

    @property
    def literals(self) -> set[str]:
        return {lit for p in self.patterns for lit in p.literals}

    def examples(self) -> tuple[list[Path], list[Path]]:
        """Hit and near-miss example logs that sit beside the file (`<id>.hit*.log`, `<id>.miss*.log`)."""
        folder = self.path.parent
        return (sorted(folder.glob(f"{self.id}.hit*.log")), sorted(folder.glob(f"{self.id}.miss*.log")))




def _fail(path: Path, fieldname: str, msg: str) -> SignatureError:
    return SignatureError(f"{path}: field '{fieldname}': {msg}")


def _compile(path: Path, fieldname: str, pattern: Any, ignorecase: bool = False, check: bool = True) -> LazyRegex:
    """`check=False` when rebuilding from the cache of validated files: their syntax was checked then."""
    if not isinstance(pattern, str) or not pattern:
        raise _fail(path, fieldname, "must be a non-empty string")
    lazy = LazyRegex(pattern, regex.V0 | (regex.IGNORECASE if ignorecase else 0))
    if check:
        try:
            lazy.compiled  # noqa: B018 - compiling is the syntax check
        except regex.error as exc:
            raise _fail(path, fieldname, f"bad regex: {exc}") from None
    return lazy


def _str_list(path: Path, fieldname: str, value: Any, required: bool = False) -> list[str]:
    if value is None:
        if required:
            raise _fail(path, fieldname, "is required")
        return []
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list) or not all(isinstance(v, str) and v for v in value):
        raise _fail(path, fieldname, "must be a string or a list of non-empty strings")
    return value


def _fix_steps(path: Path, fieldname: str, value: Any, required: bool) -> tuple[list[str], list[dict[str, str]]]:
    """Fix steps: strings, or `{text, when}` mappings whose `when` names the versions the step is for."""
    if isinstance(value, list) and any(isinstance(v, dict) for v in value):
        texts: list[str] = []
        whens: list[dict[str, str]] = []
        for i, item in enumerate(value):
            if isinstance(item, dict):
                if set(item) - {"text", "when"} or not isinstance(item.get("text"), str) or not item["text"]:
                    raise _fail(path, f"{fieldname}[{i}]", "must be a string or {text, when}")
                try:
                    whens.append(parse_when(item["when"]) if "when" in item else {})
                except WhenError as exc:
                    raise _fail(path, f"{fieldname}[{i}].when", str(exc)) from None
                texts.append(item["text"])
            else:
                texts.extend(_str_list(path, f"{fieldname}[{i}]", item, required=True))
                whens.append({})
        return texts, whens
    texts = _str_list(path, fieldname, value, required=required)
    return texts, [{} for _ in texts]


def _parse_patterns(path: Path, raw: Any, check: bool = True) -> list[Pattern]:
    if not isinstance(raw, list) or not raw:
        raise _fail(path, "match", "must be a non-empty list of {literal, regex}")
    out = []
    for i, item in enumerate(raw):
        where = f"match[{i}]"
        if not isinstance(item, dict):
            raise _fail(path, where, "must be a mapping with 'literal' and optional 'regex'")
        unknown = set(item) - {"literal", "regex", "name", "ignorecase"}
        if unknown:
            raise _fail(path, where, f"unknown keys {sorted(unknown)}")
        literals = _str_list(path, f"{where}.literal", item.get("literal"), required=True)
        for lit in literals:
            if len(lit.encode("utf-8")) < MIN_LITERAL:  # bytes, as the prefilter reads: `已杀死` is 9
                raise _fail(path, f"{where}.literal", f"'{lit}' is shorter than {MIN_LITERAL} bytes: "
                            "too common to prefilter on")
        rx = None
        if "regex" in item:
            rx = _compile(path, f"{where}.regex", item["regex"], bool(item.get("ignorecase")), check)
        out.append(Pattern(tuple(literals), rx, str(item.get("name", ""))))
    return out


def _bounded_int(path: Path, fieldname: str, value: Any, hi: int) -> int:
    """Line windows are small whole numbers: a typo like `after: 1e9` must not make every match scan the chunk."""
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= hi:
        raise _fail(path, fieldname, f"must be an integer 0..{hi}")
    return value


def _parse_exclusions(path: Path, raw: Any, check: bool = True) -> list[Exclusion]:
    if raw is None:
        return []
    if not isinstance(raw, dict):
        raise _fail(path, "exclude", "must map exclusion names (filter_*) to {regex, within}")
    out = []
    for name, spec in raw.items():
        if isinstance(spec, str):
            spec = {"regex": spec}
        if not isinstance(spec, dict):
            raise _fail(path, f"exclude.{name}", "must be a regex string or {regex, within}")
        within = _bounded_int(path, f"exclude.{name}.within", spec.get("within", 0), 50)
        rx = _compile(path, f"exclude.{name}.regex", spec.get("regex"), check=check)
        out.append(Exclusion(str(name), rx, within))
    return out


def _parse_requirements(path: Path, raw: Any, check: bool = True) -> list[Requirement]:
    if raw is None:
        return []
    if not isinstance(raw, dict):
        raise _fail(path, "require", "must map requirement names to {regex, before, after}")
    out = []
    for name, spec in raw.items():
        if not isinstance(spec, dict) or set(spec) - {"regex", "before", "after"}:
            raise _fail(path, f"require.{name}", "must be {regex, before, after}")
        span = {key: _bounded_int(path, f"require.{name}.{key}", spec.get(key, 0), 200)
                for key in ("before", "after")}
        rx = _compile(path, f"require.{name}.regex", spec.get("regex"), check=check)
        out.append(Requirement(str(name), rx, span["before"], span["after"]))
    return out


def _parse_relations(path: Path, raw: Any) -> list[Relation]:
    out = []
    for i, text in enumerate(_str_list(path, "compare", raw)):
        m = _RELATION.match(text)
        if m is None:
            raise _fail(path, f"compare[{i}]", "must read `capture OP capture-or-number` (or `capture OP number * "
                                               "capture`), OP one of < <= > >= == !=")
        out.append(Relation(m.group(1), m.group(2), m.group(4), float(m.group(3) or 1)))
    return out


def _parse_context(path: Path, raw: Any, check: bool = True) -> ContextRule:
    if raw is None:
        return ContextRule()
    if not isinstance(raw, dict):
        raise _fail(path, "context", "must be {before, after, facts}")
    rule = ContextRule()
    for key in ("before", "after"):
        setattr(rule, key, _bounded_int(path, f"context.{key}", raw.get(key, 0), 200))
    facts = raw.get("facts", [])
    if not isinstance(facts, list):
        raise _fail(path, "context.facts", "must be a list of regexes with named groups")
    for i, f in enumerate(facts):
        pat = f.get("regex") if isinstance(f, dict) else f
        compiled = _compile(path, f"context.facts[{i}]", pat, check=check)
        if not compiled.group_names:
            raise _fail(path, f"context.facts[{i}]", "needs at least one named group (?P<name>...)")
        rule.facts.append(compiled)
    return rule


def _parse_probes(path: Path, raw: Any) -> list[ProbeRequest]:
    if raw is None:
        return []
    if not isinstance(raw, list):
        raise _fail(path, "probes", "must be a list of probe names or {name, args}")
    out = []
    for i, item in enumerate(raw):
        if isinstance(item, str):
            out.append(ProbeRequest(item))
        elif isinstance(item, dict) and isinstance(item.get("name"), str):
            args = item.get("args") or {}
            if not isinstance(args, dict):
                raise _fail(path, f"probes[{i}].args", "must be a mapping")
            out.append(ProbeRequest(item["name"], {str(k): str(v) for k, v in args.items()}))
        else:
            raise _fail(path, f"probes[{i}]", "must be a probe name or {name, args}")
    return out


def _parse_lookup(path: Path, raw: Any, patterns: list[Pattern], context: ContextRule) -> Optional[Lookup]:
    """The key must be a capture (of a match regex or a context fact) and the table must exist."""
    if raw is None:
        return None
    if not isinstance(raw, dict) or set(raw) != {"table", "key"}:
        raise _fail(path, "lookup", "must be {table: <code table in kb/>, key: <capture name>}")
    table, key = raw["table"], raw["key"]
    if not isinstance(table, str) or not table_exists(table):
        raise _fail(path, "lookup.table", f"'{table}' is not a code table (kb/<table>.yaml)")
    captures = {g for p in patterns if p.regex is not None for g in p.regex.group_names}
    captures |= {g for rx in context.facts for g in rx.group_names}
    if key not in captures:
        raise _fail(path, "lookup.key", f"'{key}' is not a named capture of match or context")
    return Lookup(table, key)


# the keys of the `history` forms other than a call's keyword argument, by the kind of lookup they ask for
_HISTORY_KEYS = {"export": ("module", "name"), "member": ("owner", "member")}


def _parse_history(path: Path, raw: Any, patterns: list[Pattern], context: ContextRule) -> Optional[HistoryLookup]:
    """`callable` and `argument` (`module` and `name`) must be captures of a match regex, `call` one of match
    or context."""
    if raw is None:
        return None
    kind = next((k for k, keys in _HISTORY_KEYS.items() if isinstance(raw, dict) and set(raw) == set(keys)), None)
    if kind is None and (not isinstance(raw, dict)
                         or not {"callable", "argument"} <= set(raw) <= {"callable", "argument", "call"}):
        raise _fail(path, "history", "must be {callable: <capture>, argument: <capture>[, call: <capture>]}, "
                                     "{module: <capture>, name: <capture>} or {owner: <capture>, member: <capture>}")
    captures = {g for p in patterns if p.regex is not None for g in p.regex.group_names}
    names = _HISTORY_KEYS[kind] if kind is not None else ("callable", "argument")
    for name in names:
        if raw[name] not in captures:
            raise _fail(path, f"history.{name}", f"'{raw[name]}' is not a named capture of match")
    if kind is not None:
        return HistoryLookup(raw[names[0]], raw[names[1]], kind=kind)
    call = raw.get("call") or ""
    if call and call not in captures | {g for rx in context.facts for g in rx.group_names}:
        raise _fail(path, "history.call", f"'{call}' is not a named capture of match or context")
    return HistoryLookup(raw["callable"], raw["argument"], call)


def _check_templates(path: Path, fieldname: str, templates: list[str]) -> None:
    for t in templates:
        for _name, filters in placeholders(t):
            for f in filters:
                if f not in FILTERS:
                    raise _fail(path, fieldname, f"unknown filter '|{f}' (known: {', '.join(sorted(FILTERS))})")


def parse_signature(path: Path, data: Any, area: str = "", check_regexes: bool = True) -> Signature:
    """Validate one parsed YAML document; raise SignatureError naming file and field.

    `check_regexes=False` skips compiling the regexes (files from the cache of validated files)."""
    if not isinstance(data, dict):
        raise SignatureError(f"{path}: the file must hold one YAML mapping")
    unknown = set(data) - schema.NAMES
    if unknown:
        raise _fail(path, sorted(unknown)[0], f"unknown field (allowed: {', '.join(sorted(schema.NAMES))})")
    missing = [f.name for f in schema.FIELDS if f.required and data.get(f.name) is None]
    if missing:
        raise _fail(path, missing[0], "is required")
    sid = data.get("id")
    if sid != path.stem:
        raise _fail(path, "id", f"'{sid}' must equal the file stem '{path.stem}'")
    if not isinstance(data.get("title"), str) or not data["title"].strip():
        raise _fail(path, "title", "is required (one line)")
    category = data.get("category")
    if category not in CATEGORIES:
        raise _fail(path, "category", f"'{category}' is not a CONTRACT category ({', '.join(CATEGORIES)})")
    severity = data.get("severity", "error")
    if severity not in SEVERITIES:
        raise _fail(path, "severity", f"must be one of {SEVERITIES}")
    status = data.get("status", "stable")
    if status not in STATUSES:
        raise _fail(path, "status", f"must be one of {STATUSES}")
    confidence = data.get("confidence", 0.7)
    if not isinstance(confidence, (int, float)) or not 0 < confidence <= 1:
        raise _fail(path, "confidence", "must be a number in (0, 1]")
    suspect = bool(data.get("suspect", False))
    if suspect and severity != "note":
        raise _fail(path, "suspect", "only a `severity: note` signature can be a suspect")
    last_words = bool(data.get("last_words", False))
    if last_words and severity != "note":
        raise _fail(path, "last_words", "only a `severity: note` signature can be a log's last words")
    explains_loss = bool(data.get("explains_loss", False))
    if explains_loss and severity == "error":
        raise _fail(path, "explains_loss", "only a `warning` or a `note` signature can explain a loss curve")
    fixes, fix_when = _fix_steps(path, "fix", data.get("fix"),
                                 required=severity != "note" or suspect or last_words or explains_loss)
    kb = _str_list(path, "kb", data.get("kb"), required=True)
    facts = data.get("facts") or {}
    if not isinstance(facts, dict) or not all(isinstance(v, str) for v in facts.values()):
        raise _fail(path, "facts", "must map fact names to template strings")
    _check_templates(path, "fix", fixes)
    _check_templates(path, "facts", list(facts.values()))
    i18n: dict[str, dict[str, Any]] = {}
    if data.get("title_zh") or data.get("fix_zh"):
        zh_fixes, zh_when = _fix_steps(path, "fix_zh", data.get("fix_zh"), required=False)
        if zh_fixes and len(zh_fixes) != len(fixes):
            raise _fail(path, "fix_zh", f"has {len(zh_fixes)} steps but 'fix' has {len(fixes)}")
        for i, when in enumerate(zh_when):
            if when and when != fix_when[i]:
                raise _fail(path, f"fix_zh[{i}].when", "must equal the 'when' of the same step in 'fix'")
        _check_templates(path, "fix_zh", zh_fixes)
        i18n["zh"] = {"title": data.get("title_zh"), "fix": zh_fixes}
    patterns = _parse_patterns(path, data.get("match"), check_regexes)
    context = _parse_context(path, data.get("context"), check_regexes)
    lookup = _parse_lookup(path, data.get("lookup"), patterns, context)
    stop_signal = data.get("stop_signal")
    if stop_signal is not None and (severity != "error" or stop_signal not in
                                    {g for p in patterns if p.regex is not None for g in p.regex.group_names}):
        raise _fail(path, "stop_signal", "must name a capture of match (the signal), on an error signature")
    fold_by = _str_list(path, "fold_by", data.get("fold_by"))
    min_count = data.get("min_count", 1)
    if not isinstance(min_count, int) or isinstance(min_count, bool) or min_count < 1:
        raise _fail(path, "min_count", "must be an integer of at least 1")
    if lookup is not None and lookup.key not in fold_by:
        fold_by.append(lookup.key)  # two different codes are two findings
    return Signature(
        id=sid, path=path, area=area, title=data["title"].strip(), category=category,
        severity=severity, status=status, confidence=float(confidence),
        secondary=bool(data.get("secondary", False)),
        patterns=patterns,
        exclusions=_parse_exclusions(path, data.get("exclude"), check_regexes),
        context=context,
        facts={str(k): v for k, v in facts.items()}, fixes=fixes, kb=kb,
        probes=_parse_probes(path, data.get("probes")),
        fold_by=fold_by, suspect=suspect, last_words=last_words, explains_loss=explains_loss, stop_signal=stop_signal,
        i18n=i18n, description=str(data.get("description", "")), lookup=lookup,
        history=_parse_history(path, data.get("history"), patterns, context),
        requirements=_parse_requirements(path, data.get("require"), check_regexes),
        relations=_parse_relations(path, data.get("compare")),
        fix_when=fix_when, min_count=min_count,
    )


def load_file(path: Path, area: str = "") -> Signature:
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise SignatureError(f"{path}: cannot read: {exc}") from None
    return parse_signature(path, _yaml(path, text), area)


def _yaml(path: Path, text: str) -> Any:
    """Safe YAML only (a signature file can never build Python objects); libyaml's loader when present."""
    import yaml  # only when the cache of validated files is cold

    from ..data import safe_yaml

    try:
        return safe_yaml(text)
    except yaml.YAMLError as exc:
        raise SignatureError(f"{path}: not valid YAML: {exc}".replace("\n", " ")) from None


def iter_files(root: Path) -> list[Path]:
    return sorted(p for p in root.rglob("*.yaml") if p.is_file())


def load_dir(root: Path, strict: bool = True) -> tuple[list[Signature], list[str]]:
    """All signatures under `root`. strict: raise on the first error; else skip bad files with a message."""
    sigs: list[Signature] = []
    errors: list[str] = []
    seen: dict[str, Path] = {}
    for path in iter_files(root):
        area = path.parent.name if path.parent != root else ""
        try:
            sig = load_file(path, area)
            if sig.id in seen:
                raise SignatureError(f"{path}: field 'id': '{sig.id}' is also used by {seen[sig.id]}")
        except SignatureError as exc:
            if strict:
                raise
            errors.append(str(exc))
            continue
        seen[sig.id] = path
        sigs.append(sig)
    return sigs, errors


def _cache_dir() -> Path:
    base = os.environ.get("MSDIAG_CACHE_DIR") or os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "msdiag"


def _tree_key(root: Path, files: list[Path]) -> str:
    """Changes to any signature file, or to this schema code, give a new key."""
    h = hashlib.sha256(str(root).encode())
    here = Path(__file__)
    for p in [here, here.with_name("codes.py"), here.with_name("advice.py"), *files]:
        try:
            st = p.stat()
        except OSError:
            continue
        h.update(f"{p}:{st.st_size}:{st.st_mtime_ns}\n".encode())
    return h.hexdigest()[:32]


def _from_cache(root: Path, key: str) -> Optional[tuple[list[Signature], list[str]]]:
    try:
        cached = json.loads((_cache_dir() / f"signatures-{key}.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    try:
        sigs = [parse_signature(Path(e["path"]), e["data"], e["area"], check_regexes=False) for e in cached["valid"]]
    except (KeyError, TypeError, SignatureError):
        return None
    return sigs, list(cached["errors"])


def _to_cache(key: str, valid: list[dict], errors: list[str]) -> None:
    """Best effort: a read-only home or a full disk only costs speed."""
    try:
        payload = json.dumps({"valid": valid, "errors": errors})
    except (TypeError, ValueError):  # a value JSON cannot hold (a YAML date): then do not cache
        return
    folder = _cache_dir()
    try:
        folder.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile("w", dir=folder, delete=False, suffix=".tmp", encoding="utf-8") as fh:
            fh.write(payload)
        os.replace(fh.name, folder / f"signatures-{key}.json")
    except OSError:
        pass


def _load_root(root: Path) -> tuple[list[Signature], list[str]]:
    """One signature folder, from the cache of validated files when nothing changed."""
    files = iter_files(root)
    key = _tree_key(root, files)
    hit = _from_cache(root, key)
    if hit is not None:
        return hit
    sigs, errors = load_dir(root, strict=False)
    valid = []
    for sig in sigs:
        try:
            data = _yaml(sig.path, sig.path.read_text(encoding="utf-8"))
        except (OSError, SignatureError):
            continue
        valid.append({"path": str(sig.path), "area": sig.area, "data": data})
    _to_cache(key, valid, errors)
    return sigs, errors


@lru_cache(maxsize=8)
def _load_cached(roots: tuple[str, ...]) -> tuple[tuple[Signature, ...], tuple[str, ...]]:
    sigs: list[Signature] = []
    errors: list[str] = []
    for root in roots:
        s, e = _load_root(Path(root))
        sigs.extend(s)
        errors.extend(e)
    return tuple(sigs), tuple(errors)


def load_signatures(extra_dirs: tuple[str, ...] = ()) -> tuple[list[Signature], list[str]]:
    """The shipped signatures plus user folders (`--signatures DIR`); bad files are skipped and reported."""
    roots = (str(signatures_dir()),) + tuple(str(Path(d).resolve()) for d in extra_dirs)
    sigs, errors = _load_cached(roots)
    by_id: dict[str, Signature] = {}
    for s in sigs:
        by_id[s.id] = s  # a user folder may override a shipped signature with the same id
    return list(by_id.values()), list(errors)
