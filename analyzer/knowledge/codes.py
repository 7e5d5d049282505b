"""Error-code tables (CANN / ACL / HCCL / runtime) as data, with a module-range fallback.

Ascend logs name a failure by a code (`EI0006`, `EZ9999`, `ret[207001]`) far more reliably than
by wording, which changes between CANN versions. A signature that captures a code names a table
(`lookup: {table: cann_codes, key: code}`); the correlator then asks this module what the code
means. A code missing from the table still tells its module from its letters or digits (the
ranges documented for CANN codes), so the user gets the right area and generic first steps, with
less confidence than for a code the table knows.

Tables live in `kb/<table>.yaml` (see kb/cann_codes.yaml for the format) and are loaded once.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from functools import lru_cache
from pathlib import Path
from typing import Any, Optional

from ..data import safe_yaml
from ..model import CATEGORIES
from ..paths import kb_dir

# How much of the signature's confidence a looked-up finding keeps: a code the table knows with a
# specific usual cause is full evidence; a known code whose cause is "other" (inner errors) tells
# less; a code known only by its module range less again.
WEIGHT_KNOWN = 1.0
WEIGHT_KNOWN_OTHER = 0.85
WEIGHT_RANGE = 0.75
WEIGHT_UNKNOWN = 0.6

ENTRY_FIELDS = ("module", "title", "category", "causes", "steps", "title_zh", "steps_zh")
OPTIONAL_FIELDS = ("kb", "message", "symbol", "symptom", "verified", "source", "first", "last")
RANGE_NOTE = {"en": " (code not in the table; explained by its module)", "zh": "（未收录的错误码，按所属模块解释）"}
_ALPHA_CODE = re.compile(r"^(?:[EWI][0-9A-Z][0-9]{4}|ERR[0-9]{5})$")  # CANN E..... / torch_npu ERR.....
_NUMERIC_CODE = re.compile(r"^[0-9]{6,10}$")


class CodeTableError(ValueError):
    """A code table breaks its format; the message names the file and the code."""


@dataclass(frozen=True)
class CodeInfo:
    """What one code means. `matched` says how it was found: `code` (the table knows it) or
    `range` (only its module is known, from the range table)."""

    code: str
    module: str
    title: str
    category: str
    causes: tuple[str, ...]
    steps: tuple[str, ...]
    title_zh: str
    steps_zh: tuple[str, ...]
    matched: str = "code"
    kb: str = ""
    message: str = ""
    symptom: Optional[bool] = None  # None: the signature's own `secondary` decides
    verified: bool = True
    source: str = ""

    @property
    def weight(self) -> float:
        if self.matched == "range":
            return WEIGHT_RANGE
        return WEIGHT_KNOWN_OTHER if self.category == "other" else WEIGHT_KNOWN

    def title_in(self, lang: str) -> str:
        title = self.title_zh if lang == "zh" and self.title_zh else self.title
        if self.matched == "range":  # say so: the meaning is the module's, not this code's
            title += RANGE_NOTE.get(lang, RANGE_NOTE["en"])
        return title

    def steps_in(self, lang: str) -> tuple[str, ...]:
        return self.steps_zh if lang == "zh" and self.steps_zh else self.steps

    def template_values(self, lang: str = "en") -> dict[str, str]:
        """The `{code_*}` values a signature's title and fix templates may use."""
        steps = self.steps_in(lang)
        return {
            "code_module": self.module,
            "code_title": self.title_in(lang),
            "code_causes": "; ".join(self.causes),
            "code_steps": " ".join(f"({i}) {s}" for i, s in enumerate(steps, 1)),
            "code_message": self.message,
            "code_category": self.category,
            "code_match": self.matched,
        }

    def facts(self, lang: str = "en") -> dict[str, Any]:
        """Structured facts for the report (lists stay lists there)."""
        out: dict[str, Any] = {
            "code": self.code, "code_module": self.module, "code_title": self.title_in(lang),
            "code_causes": list(self.causes), "code_steps": list(self.steps_in(lang)),
            "code_match": self.matched,
        }
        if not self.verified:
            out["code_verified"] = False
        return out


# Names a template may use when its signature has a lookup (checked by the linter).
LOOKUP_VALUES = ("code_module", "code_title", "code_causes", "code_steps", "code_message",
                 "code_category", "code_match")


@dataclass(frozen=True)
class CodeRange:
    first: str
    last: str
    info: CodeInfo

    def contains(self, code: str) -> bool:
        if self.first.isdigit() != code.isdigit():
            return False
        if code.isdigit():
            return int(self.first) <= int(code) <= int(self.last)
        # alphanumeric codes of one length order correctly as strings ('0'-'9' sort before 'A'-'Z')
        return len(code) == len(self.first) and self.first <= code <= self.last


@dataclass
class CodeTable:
    name: str
    codes: dict[str, CodeInfo]
    ranges: list[CodeRange]

    def lookup(self, code: str) -> Optional[CodeInfo]:
        """The entry for `code`, else its module range (as a `range` match), else None."""
        key = normalise(code)
        if not key:
            return None
        if key in self.codes:
            return self.codes[key]
        # the module letters do not depend on the level: W11001 (a warning) is in GE's range too
        family = "E" + key[1:] if key[0] in "WI" else key
        for rng in self.ranges:
            if rng.contains(family):
                return replace(rng.info, code=key, matched="range")
        return None


def normalise(code: object) -> str:
    """`ei0006` / ` EI0006:` / `0507011` -> canonical key; '' for anything that is not a code."""
    text = str(code or "").strip().strip(":[]()'\"").upper()
    if _ALPHA_CODE.match(text):
        return text
    if _NUMERIC_CODE.match(text):
        return str(int(text))
    return ""


def table_path(name: str) -> Path:
    return kb_dir() / f"{name}.yaml"


def table_exists(name: str) -> bool:
    return bool(re.fullmatch(r"[a-z][a-z0-9_]*", name or "")) and table_path(name).is_file()


def _tuple(value: Any) -> tuple[str, ...]:
    if value is None:
        return ()
    if isinstance(value, str):
        return (value,)
    return tuple(str(v) for v in value)


def _entry(path: Path, code: str, raw: Any) -> CodeInfo:
    if not isinstance(raw, dict):
        raise CodeTableError(f"{path}: code {code}: must be a mapping")
    unknown = set(raw) - set(ENTRY_FIELDS) - set(OPTIONAL_FIELDS)
    if unknown:
        raise CodeTableError(f"{path}: code {code}: unknown field(s) {', '.join(sorted(unknown))}")
    missing = [f for f in ENTRY_FIELDS if not raw.get(f)]
    if missing:
        raise CodeTableError(f"{path}: code {code}: missing {', '.join(missing)}")
    category = raw.get("category", "other")
    if category not in CATEGORIES:
        raise CodeTableError(f"{path}: code {code}: category '{category}' is not a CONTRACT category")
    steps, steps_zh = _tuple(raw.get("steps")), _tuple(raw.get("steps_zh"))
    if steps_zh and len(steps_zh) != len(steps):
        raise CodeTableError(f"{path}: code {code}: steps_zh has {len(steps_zh)} steps, steps {len(steps)}")
    symptom = raw.get("symptom")
    return CodeInfo(
        code=code, module=str(raw.get("module", "")), title=str(raw.get("title", "")), category=category,
        causes=_tuple(raw.get("causes")), steps=steps, title_zh=str(raw.get("title_zh", "")),
        steps_zh=steps_zh, kb=str(raw.get("kb") or ""), message=str(raw.get("message") or ""),
        symptom=None if symptom is None else bool(symptom), verified=bool(raw.get("verified", True)),
        source=str(raw.get("source") or ""),
    )


def parse_table(path: Path, data: Any) -> CodeTable:
    """Validate a loaded table; raise CodeTableError naming the file and code."""
    if not isinstance(data, dict) or not isinstance(data.get("codes"), dict):
        raise CodeTableError(f"{path}: needs a mapping with 'codes' (and optional 'ranges')")
    codes: dict[str, CodeInfo] = {}
    for raw_code, raw in data["codes"].items():
        key = normalise(raw_code)
        if not key:
            raise CodeTableError(f"{path}: '{raw_code}' is not an error code")
        if key in codes:
            raise CodeTableError(f"{path}: code {key} is listed twice")
        codes[key] = _entry(path, key, raw)
    ranges: list[CodeRange] = []
    for i, raw in enumerate(data.get("ranges") or []):
        first, last = normalise(raw.get("first")), normalise(raw.get("last"))
        if not first or not last or first.isdigit() != last.isdigit():
            raise CodeTableError(f"{path}: ranges[{i}]: 'first' and 'last' must be codes of one kind")
        ranges.append(CodeRange(first, last, _entry(path, f"{first}-{last}", raw)))
    return CodeTable(path.stem, codes, ranges)


@lru_cache(maxsize=8)
def load_table(name: str) -> CodeTable:
    """The table `kb/<name>.yaml`, parsed and validated once per process."""
    import yaml  # only when a finding needs a code's meaning

    path = table_path(name)
    try:
        data = safe_yaml(path.read_text(encoding="utf-8"))
    except (OSError, yaml.YAMLError) as exc:
        raise CodeTableError(f"{path}: cannot load: {exc}".replace("\n", " ")) from None
    return parse_table(path, data)


SHIPPED_TABLES = ("cann_codes", "torch_npu_codes")


def explain(code: object, tables: tuple[str, ...] = SHIPPED_TABLES) -> Optional[CodeInfo]:
    """A code from any shipped table: an exact entry in any table first, then a module range."""
    found = [info for info in (lookup(t, code) for t in tables) if info is not None]
    exact = [info for info in found if info.matched == "code"]
    return (exact or found or [None])[0]


def lookup(table: str, code: object) -> Optional[CodeInfo]:
    """Facts for `code` from `table` (range fallback included); None when the code is not a code
    or its table cannot be read (a broken table must not break a diagnosis)."""
    try:
        return load_table(table).lookup(str(code or ""))
    except CodeTableError:
        return None
