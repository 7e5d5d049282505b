"""Failure families: name the category of a failure line that no signature knows.

A signature recognises one message. Many real failures carry a message nobody wrote a signature for,
yet their family is plain to any engineer: "out of memory" next to "CUDA" is device memory,
`DistStoreError: Socket Timeout` is a rendezvous timeout, `No OpKernel was registered` is a missing
kernel. Families are data (`families/<category>.yaml`, see its README): weighted cues over the
failure line's text, its exception type and the file paths of its traceback frames. The score is a
plain sum of the weights of the cues that fire, so a finding can say exactly which cues decided it;
the best family at or above its threshold wins, and none means `other`.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache
from pathlib import Path
from typing import NamedTuple, Optional

import regex
import yaml

from ..data import safe_yaml
from ..knowledge.lint import exponential_problems
from ..model import CATEGORIES, Traceback
from ..paths import data_dir
from ..pipeline.lines import EXCEPTION_LINE, clean
from ..pipeline.traceback import TRACEBACK_HEAD, parse_at
from . import status

ON_TEXT, ON_EXCEPTION, ON_FRAMES, ON_STATUS, ON_CODE = "text", "exception", "frames", "status", "code"
ON_PHASE = "phase"
# what a `where: phase` cue is matched against: the phase of the run at the failure line (analysis/phase.py)
PHASES = ("startup", "compile", "training", "checkpoint_save", "evaluation", "shutdown")
CUE_TIMEOUT = 0.05  # seconds per cue search: a pathological line costs one cue, not the run
MAX_TEXT = 2000
MIN_SEED = 8  # characters of a seed literal: shorter ones would make ordinary lines candidates


@dataclass(frozen=True)
class Cue:
    name: str
    name_zh: str
    weight: float
    on: str
    pattern: regex.Pattern
    # strings that make a line a scanner candidate even without an error word (`No OpKernel was
    # registered ...`): only a cue that decides its family alone may have them (see `seeds`)
    literals: tuple[str, ...] = ()

    def name_in(self, lang: str) -> str:
        return self.name_zh if lang == "zh" and self.name_zh else self.name


@dataclass(frozen=True)
class Family:
    category: str
    title: str
    title_zh: str
    kb: Optional[str]
    threshold: float
    cues: tuple[Cue, ...]
    fixes: tuple[str, ...]
    fixes_zh: tuple[str, ...]
    hits: tuple[Example, ...]
    misses: tuple[Example, ...]
    path: str
    # a line of this family is the failure even with training steps after it: a comparison prints its verdict
    # (`allclose=False`, `max abs diff: 0.38`) and the script goes on to train, so the steps prove nothing survived
    stands_after_steps: bool = False

    def title_in(self, lang: str) -> str:
        return self.title_zh if lang == "zh" and self.title_zh else self.title

    def fixes_in(self, lang: str) -> list[str]:
        return list(self.fixes_zh if lang == "zh" and self.fixes_zh else self.fixes)


@dataclass(frozen=True)
class Clue:
    """What is known about one failure: its line, the exception type raised, the frames' file paths.

    `text` may also hold a cut-off traceback's last `raise ...` line: the message it would have printed.
    """

    text: str
    exc_type: str = ""
    frames: tuple[str, ...] = ()
    code: str = ""  # the statement that raised: the innermost frame's source line, as the traceback shows it
    phase: str = ""  # the run's phase at the line (one of PHASES), once the timeline is known; '' before
    # the lines the exception's message goes on over (Traceback.detail): judged only when the line alone
    # names no family, since a wrapper's line (`Graph execution error:`) says nothing of what it wraps
    detail: str = ""

    def public(self) -> dict:
        """What the fallback judged, as the report's facts carry it."""
        return {"text": self.text[:MAX_TEXT], "exception": self.exc_type, "frames": list(self.frames),
                "statement": self.code, "detail": self.detail[:MAX_TEXT], "phase": self.phase}

    @classmethod
    def from_public(cls, data: dict) -> Clue:
        return cls(str(data.get("text", "")), str(data.get("exception", "")),
                   tuple(str(f) for f in data.get("frames", [])), str(data.get("statement", "")),
                   phase=str(data.get("phase", "")), detail=str(data.get("detail", "")))


class Example(NamedTuple):
    """A family example: an excerpt, and the phase the run was in at its failure line ('' for any)."""

    text: str
    phase: str = ""


@dataclass(frozen=True)
class Verdict:
    """A family that fits a clue, its score and every cue that fired (negative ones included)."""

    family: Family
    score: float
    fired: tuple[Cue, ...]

    def why(self, lang: str = "en") -> str:
        """One sentence naming the cues that decided the category."""
        pro = [c for c in self.fired if c.weight > 0]
        con = [c for c in self.fired if c.weight < 0]
        sep = "；" if lang == "zh" else ", "
        parts = sep.join(f"{c.name_in(lang)} (+{c.weight:g})" for c in pro)
        against = sep.join(f"{c.name_in(lang)} ({c.weight:g})" for c in con)
        cat = self.family.category
        if lang == "zh":
            text = f"归为 {cat} 的依据：{parts}。得分 {self.score:g}，阈值 {self.family.threshold:g}"
            return text + (f"。反向线索：{against}" if against else "") + "。"
        text = f"{cat} because of {parts}: score {self.score:g}, threshold {self.family.threshold:g}"
        return text + (f"; against: {against}" if against else "") + "."

    def public(self) -> dict:
        return {"category": self.family.category, "score": round(self.score, 2),
                "threshold": self.family.threshold,
                "cues": [{"name": c.name, "where": c.on, "weight": c.weight} for c in self.fired],
                "why": self.why("en"), "why_zh": self.why("zh")}


class FamilyError(ValueError):
    """A family file that cannot be used: names the file and the field."""


# -- loading --------------------------------------------------------------------------------------
def families_dir() -> Path:
    return data_dir("families")


def _need(path: Path, data: dict, key: str, kind: type) -> object:
    value = data.get(key)
    if not isinstance(value, kind) or (isinstance(value, (str, list)) and not value):
        raise FamilyError(f"{path}: field '{key}' must be a non-empty {kind.__name__}")
    return value


def _cue(path: Path, i: int, raw: object) -> Cue:
    if not isinstance(raw, dict):
        raise FamilyError(f"{path}: cues[{i}] must be a mapping")
    where = f"{path}: cues[{i}]"
    name, rx = raw.get("name"), raw.get("regex")
    weight, on = raw.get("weight"), raw.get("where", ON_TEXT)
    if not isinstance(name, str) or not isinstance(rx, str) or not rx:
        raise FamilyError(f"{where}: 'name' and 'regex' must be non-empty strings")
    if not isinstance(weight, (int, float)) or isinstance(weight, bool) or not -10 <= weight <= 10 or weight == 0:
        raise FamilyError(f"{where}: 'weight' must be a non-zero number in [-10, 10]")
    if on not in (ON_TEXT, ON_EXCEPTION, ON_FRAMES, ON_STATUS, ON_CODE, ON_PHASE):
        raise FamilyError(f"{where}: 'where' must be one of text, exception, frames, status, code, phase")
    unsafe = exponential_problems(rx)
    if unsafe:
        raise FamilyError(f"{where}: regex can backtrack exponentially: {unsafe[0]}")
    try:
        pattern = regex.compile(rx)
    except regex.error as exc:
        raise FamilyError(f"{where}: regex does not compile: {exc}") from None
    if on == ON_PHASE and not any(pattern.search(p) for p in PHASES):
        raise FamilyError(f"{where}: a phase cue's regex must match one of {', '.join(PHASES)}")
    literals = _seed_literals(where, raw.get("literals"), on)
    return Cue(name, str(raw.get("name_zh") or ""), float(weight), on, pattern, literals)


def _seed_literals(where: str, raw: object, on: str) -> tuple[str, ...]:
    """A cue's seed literals: long enough to be rare, on a cue that reads text (parse_family checks that
    the cue's own regex finds each one)."""
    if raw is None:
        return ()
    if not isinstance(raw, list) or not all(isinstance(v, str) and len(v) >= MIN_SEED for v in raw):
        raise FamilyError(f"{where}: 'literals' must be a list of strings of at least {MIN_SEED} characters")
    if on != ON_TEXT:
        raise FamilyError(f"{where}: 'literals' only for cues on the text (the scanner reads lines)")
    return tuple(raw)


def _unread_literal(cue: Cue, hits: tuple[Example, ...]) -> Optional[str]:
    """A seed the cue's regex never reads: not matched alone, nor inside what the regex matches in a hit
    example. A seed may be the fixed part of a match whose rest varies (`max abs diff` before the number
    the regex judges); either way the scanner looks only at lines the cue can judge."""
    for lit in cue.literals:
        if cue.pattern.search(lit) is None and not any(
                lit in m.group(0) for ex in hits for m in cue.pattern.finditer(ex.text)):
            return lit
    return None


def _strings(path: Path, data: dict, key: str) -> tuple[str, ...]:
    value = data.get(key) or []
    if not isinstance(value, list) or not all(isinstance(v, str) and v for v in value):
        raise FamilyError(f"{path}: field '{key}' must be a list of strings")
    return tuple(value)


def _examples(path: Path, data: dict, key: str) -> tuple[Example, ...]:
    """Examples: an excerpt, or `{text: ..., phase: startup}` for a cue on the run's phase."""
    out = []
    for value in data.get(key) or []:
        if isinstance(value, dict) and set(value) == {"text", "phase"} and value["phase"] in PHASES:
            out.append(Example(str(value["text"]), str(value["phase"])))
        elif isinstance(value, str) and value:
            out.append(Example(value))
        else:
            raise FamilyError(f"{path}: every '{key}' example must be an excerpt or a mapping of text and "
                              f"phase (one of {', '.join(PHASES)})")
    return tuple(out)


def parse_family(path: Path, data: object) -> Family:
    """Validate one family document; every problem names the file and the field."""
    if not isinstance(data, dict):
        raise FamilyError(f"{path}: must be a mapping")
    category = _need(path, data, "category", str)
    if category not in CATEGORIES or category == "other":
        raise FamilyError(f"{path}: field 'category': '{category}' is not a contract category (other excluded)")
    if path.stem != category:
        raise FamilyError(f"{path}: the file name must be the category, '{category}.yaml'")
    threshold = data.get("threshold")
    if not isinstance(threshold, (int, float)) or isinstance(threshold, bool) or threshold <= 0:
        raise FamilyError(f"{path}: field 'threshold' must be a positive number")
    cues = tuple(_cue(path, i, c) for i, c in enumerate(_need(path, data, "cues", list)))  # type: ignore[arg-type]
    if not any(c.weight > 0 for c in cues):
        raise FamilyError(f"{path}: field 'cues' needs at least one positive weight")
    weak = [c.name for c in cues if c.literals and c.weight < threshold]
    if weak:
        raise FamilyError(f"{path}: cue '{weak[0]}' has 'literals' but its weight is below the threshold: "
                          "only a cue that decides the family alone may make lines candidates")
    fixes, fixes_zh = _strings(path, data, "fix"), _strings(path, data, "fix_zh")
    if not fixes or len(fixes_zh) != len(fixes):
        raise FamilyError(f"{path}: 'fix' must be non-empty and 'fix_zh' must have as many steps")
    if any("{" in f or "<" in f for f in fixes + fixes_zh):
        raise FamilyError(f"{path}: family fixes are generic: no {{placeholder}} or <placeholder>")
    examples = data.get("examples") or {}
    if not isinstance(examples, dict):
        raise FamilyError(f"{path}: field 'examples' must be a mapping with 'hit' and 'miss'")
    hits, misses = _examples(path, examples, "hit"), _examples(path, examples, "miss")
    if not hits or not misses:
        raise FamilyError(f"{path}: field 'examples' needs at least one 'hit' and one 'miss'")
    unread = next(((c, lit) for c in cues if (lit := _unread_literal(c, hits))), None)
    if unread:
        raise FamilyError(f"{path}: cue '{unread[0].name}': 'literals' entry {unread[1]!r} is not found by the cue's "
                          "regex, alone or in a hit example")
    title = _need(path, data, "title", str)
    title_zh = _need(path, data, "title_zh", str)
    kb = data.get("kb")
    stands = data.get("stands_after_steps", False)
    if not isinstance(stands, bool):
        raise FamilyError(f"{path}: field 'stands_after_steps' must be true or false")
    return Family(str(category), str(title), str(title_zh), str(kb) if kb else None, float(threshold), cues,
                  fixes, fixes_zh, hits, misses, str(path), stands)




def load_dir(root: Path) -> tuple[list[Family], list[str]]:
    """Every family under `root`; a bad file is skipped with its reason."""
    out: list[Family] = []
    errors: list[str] = []
    for path in sorted(root.glob("*.yaml")):
        try:
            out.append(parse_family(path, safe_yaml(path.read_text(encoding="utf-8"))))
        except (OSError, yaml.YAMLError, FamilyError) as exc:
            errors.append(str(exc).replace("\n", " "))
    return out, errors


@lru_cache(maxsize=4)
def _cached(root: str) -> tuple[tuple[Family, ...], tuple[str, ...]]:
    fams, errors = load_dir(Path(root))
    # the status table (kb/status_codes.yaml) that `where: status` cues read is loaded with the families
    return tuple(fams), tuple(errors) + status.shipped()[1]


def load_families(root: Optional[Path] = None) -> list[Family]:
    """The shipped families (bad files left out: `tests/test_families.py` keeps the set clean)."""
    return list(_cached(str(root or families_dir()))[0])


def load_errors(root: Optional[Path] = None) -> list[str]:
    return list(_cached(str(root or families_dir()))[1])


def seeds(fams: list[Family]) -> tuple[str, ...]:
    """The literals strong cues lend the scanner's prefilter: a line holding one is looked at even when
    it carries no error word, and the family fallback then judges it like any other failure line."""
    return tuple(dict.fromkeys(lit for f in fams for c in f.cues for lit in c.literals))


# -- scoring --------------------------------------------------------------------------------------
def _search(cue: Cue, text: str) -> bool:
    try:
        return cue.pattern.search(text, timeout=CUE_TIMEOUT) is not None
    except TimeoutError:
        return False


@lru_cache(maxsize=256)
def _status_of(text: str, exc_type: str) -> str:
    """The canonical status code (`INVALID_ARGUMENT`) the failure names: its exception class or its text."""
    return status.code_in(exc_type) or status.code_in(text)


def _fires(cue: Cue, clue: Clue) -> bool:
    if cue.on == ON_STATUS:
        code = _status_of(clue.text[:MAX_TEXT], clue.exc_type)
        return bool(code) and _search(cue, code)
    if cue.on == ON_EXCEPTION:
        return bool(clue.exc_type) and _search(cue, clue.exc_type)
    if cue.on == ON_FRAMES:
        return any(_search(cue, f.replace("\\", "/")) for f in clue.frames)
    if cue.on == ON_CODE:
        return bool(clue.code) and _search(cue, clue.code)
    if cue.on == ON_PHASE:
        return bool(clue.phase) and _search(cue, clue.phase)
    return _search(cue, clue.text[:MAX_TEXT])


def score(family: Family, clue: Clue) -> Verdict:
    fired = tuple(c for c in family.cues if _fires(c, clue))
    return Verdict(family, sum(c.weight for c in fired), fired)


def recognise(clue: Clue, families: Optional[list[Family]] = None) -> Optional[Verdict]:
    """The best-scoring family at or above its threshold (ties: the larger margin), or None. The lines the
    message goes on over (`clue.detail`) are read when the line alone names no family, or when with them a
    family scores higher than the line alone gave any: JAX's `ConcretizationTypeError: Abstract tracer value
    ...` says which Python function met the tracer only on its next line."""
    verdicts = [score(f, clue) for f in (load_families() if families is None else families)]
    fitting = [v for v in verdicts if v.score >= v.family.threshold]
    best = max(fitting, key=lambda v: (v.score, v.score - v.family.threshold)) if fitting else None
    if clue.detail:
        fuller = recognise(replace(clue, text=f"{clue.text} {clue.detail}", detail=""), families)
        if fuller is not None and (best is None or fuller.score > best.score):
            return fuller
    return best


# -- clues from raw text (examples, pasted excerpts) ----------------------------------------------
def raising_code(tb: Traceback) -> str:
    """The innermost statement the traceback echoes: a frozen or compiled module's frame (`<frozen os>`
    under `os.environ["LOCAL_RANK"]`) echoes none, and the caller's line is then what raised."""
    return next((f.code for f in reversed(tb.frames) if f.code), "")


def clue_from_text(text: str) -> Clue:
    """The clue a short excerpt gives: its traceback's exception (or, cut off, its last `raise` line),
    else its last line that reads like an exception, else its last non-blank line."""
    lines = text.splitlines()
    head = TRACEBACK_HEAD.decode()
    for i, raw in enumerate(lines):
        if head in raw:
            tb = parse_at(lines, i, "<text>", lambda k: k + 1)
            if tb is not None:
                frames = tuple(f.path for f in tb.frames)
                if tb.exc_type:
                    return Clue(f"{tb.exc_type}: {tb.message}", tb.exc_type, frames, raising_code(tb),
                                detail=tb.detail)
                code = raising_code(tb)  # cut off: the statement it was running is the message that is left
                return Clue(code, "", frames, code)
    cleaned = [clean(r)[0] for r in lines if r.strip()]
    for line in reversed(cleaned):
        exc = exception_type(line)
        if exc:
            return Clue(line, exc)
    return Clue(cleaned[-1] if cleaned else "")


# `torch._dynamo.exc.Unsupported: ...`: a dotted module path before a class name also names a raised type
_DOTTED_TYPE = regex.compile(r"^((?:[a-z_]\w*\.)+[A-Z]\w*)(?::\s|$)")


# an exception named inside a sentence: `... then torch.distributed.DistStoreError: Socket Timeout ...`
_NAMED_TYPE = regex.compile(r"(?<![\w.])((?:[a-z_]\w*\.)*(?:[A-Z]\w*(?:Error|Exception|Exit)|[A-Z]?\w*Unsupported|"
                            r"[A-Z]?\w*Timeout))"
                            r"(?= \([^)]{0,60}\):\s|:\s|'>:\s)")


def last_exception_at(text: str) -> int:
    """Where the last exception a line names starts (`... in forward ... RuntimeError: NPU out of memory.`),
    or -1: a line whose newlines were lost carries its frames first and its exception last."""
    found = -1
    for m in _NAMED_TYPE.finditer(text):
        found = m.start()
    return found


# an exception's class in its repr, whatever its name: `with error <class 'pyarrow.lib.ArrowInvalid'>: ...`
_REPR_TYPE = regex.compile(r"<class '((?:[a-z_]\w*\.)*[A-Z]\w*)'>:\s")


def exception_type_in(text: str) -> str:
    """The first exception type a sentence names before a colon, or ''."""
    m = _REPR_TYPE.search(text) or _NAMED_TYPE.search(text)
    return m.group(1) if m else exception_type(text)


# JAX re-raises an exception wrapped in its traceback filter: `FilteredStackTrace: jax.core.XxxError: ...`
# (jax._src.traceback_util); the type raised is the inner one
_STACK_WRAPPER = regex.compile(r"^(?:[\w.]*\.)?(?:Un)?[Ff]ilteredStackTrace:\s*(?=\S)")


def exception_type(line: str) -> str:
    """The exception type a line starts with (`ValueError`, `torch._dynamo.exc.Unsupported`), or ''."""
    line = _STACK_WRAPPER.sub("", line, count=1)
    m = EXCEPTION_LINE.match(line)
    if m:
        return line.split(":", 1)[0].strip()
    m = _DOTTED_TYPE.match(line)
    return m.group(1) if m else ""


def example_failures(families: Optional[list[Family]] = None) -> list[str]:
    """Every example against the whole set: a hit must get its own family, a miss must not."""
    fams = load_families() if families is None else families
    problems = []
    for fam in fams:
        for ex in fam.hits:
            got = recognise(replace(clue_from_text(ex.text), phase=ex.phase), fams)
            if got is None or got.family.category != fam.category:
                name = got.family.category if got else "nothing"
                problems.append(f"{fam.category}: hit example recognised as {name}: {ex.text[:100]!r}")
        for ex in fam.misses:
            got = recognise(replace(clue_from_text(ex.text), phase=ex.phase), fams)
            if got is not None and got.family.category == fam.category:
                problems.append(f"{fam.category}: near-miss example recognised as it: {ex.text[:100]!r}")
    return problems
