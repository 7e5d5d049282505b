"""Look a log message up in the message index: which library code raised it, and how sure that is.

Three steps, cheapest first: the message's words select the templates anchored on one of them
(SQLite index, nothing loaded up front); a regex built from the template's fixed pieces confirms
it; failing that, rapidfuzz accepts a near variant (the same message worded slightly differently
in another version). Ties between identical messages raised at several places are broken by the
traceback's frames when the log has them.
"""

from __future__ import annotations

import json
import re
import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import Optional

from .record import KIND_NATIVE, Template
from .store import IndexInfo, words

MIN_FIXED = 10  # a Python template needs this much fixed text to claim a message
MIN_WORDS = 4  # ... and this many words of three letters or more
_CONTENT_WORD = re.compile(r"[A-Za-z]{3,}")
MIN_NATIVE_PIECE = 20  # a C++ string is a piece of a message: only a long one identifies it
MIN_COVERAGE = 0.3  # ... and covers this share of the message, unless it is long on its own
LONG_FIXED = 30
NEAR_SIMILARITY = 90.0
CLOSE_VALUE = 80.0  # a log value this similar to an accepted one is taken as a misspelling of it
NEAR_MIN_FIXED = 25
# a near match places the template inside the message (another version's wording, extra context around it);
# a message much shorter than the template is a fragment of it (KeyError's `'learning_rate'`), not its text
NEAR_MIN_SHARE = 0.7
MAX_QUERY_WORDS = 400
MAX_MESSAGE = 600


@dataclass(frozen=True)
class Match:
    """A template that explains a message, with the values its holes took in the log."""

    template: Template
    exact: bool
    similarity: float
    holes: tuple[str, ...] = ()
    sites: int = 1  # places in the same package and version raising the identical message
    versions: tuple[str, ...] = ()  # indexed versions of the package that hold the message
    other_versions: tuple[str, ...] = ()  # indexed versions that do not
    located: bool = False  # a traceback frame of the log names this site
    also_in: tuple[str, ...] = ()  # other indexed packages raising the identical message (copied code)
    generic: bool = False  # a shared validator's few-word template, claimed only because a frame names its line

    @property
    def emitter(self) -> dict:
        return self.template.emitter()


@lru_cache(maxsize=4096)
def _pattern(pieces: tuple[str, ...]) -> re.Pattern:
    return re.compile("(.*?)".join(re.escape(p) for p in pieces))


def _in_order(pieces: tuple[str, ...], message: str) -> bool:
    """Whether every piece occurs in `message`, each after the one before: what `_pattern` needs to
    match at all. Most candidates of a lookup fail here, without compiling their regex."""
    pos = 0
    for piece in pieces:
        found = message.find(piece, pos)
        if found < 0:
            return False
        pos = found + len(piece)
    return True


def _search(pieces: tuple[str, ...], message: str) -> Optional[re.Match]:
    return _pattern(pieces).search(message) if _in_order(pieces, message) else None


def _row_template(info: IndexInfo, row: Sequence) -> Template:
    (pieces, lead, trail, exc, kind, path, line, function, condition, vals, category) = row
    return Template(package=info.name, version=info.version, pieces=tuple(json.loads(pieces)), exc_type=exc,
                    kind=kind, path=path, line=line, function=function, condition=condition,
                    values=tuple(json.loads(vals)) if vals else (), lead_hole=bool(lead), trail_hole=bool(trail),
                    category=category)


_COLUMNS = "pieces, lead, trail, exc, kind, path, line, function, condition, vals, category"


@dataclass
class _Index:
    info: IndexInfo
    con: Optional[sqlite3.Connection] = None

    def connect(self) -> sqlite3.Connection:
        if self.con is None:
            self.con = sqlite3.connect(f"file:{self.info.path}?mode=ro", uri=True, check_same_thread=False)
        return self.con

    def candidates(self, anchors: list[str]) -> list[Template]:
        if not anchors:
            return []
        marks = ",".join("?" * len(anchors))
        rows = self.connect().execute(f"SELECT {_COLUMNS} FROM templates WHERE anchor IN ({marks})", anchors)
        return [_row_template(self.info, r) for r in rows]

    def holds(self, t: Template, anchor_words: list[str]) -> bool:
        marks = ",".join("?" * len(anchor_words))
        row = self.connect().execute(f"SELECT 1 FROM templates WHERE anchor IN ({marks}) AND pieces = ? LIMIT 1",
                                     [*anchor_words, json.dumps(t.pieces)]).fetchone()
        return row is not None


def _holes(t: Template, message: str, m: re.Match) -> tuple[str, ...]:
    """The values the holes took: inner groups, plus the word before / after for an edge hole.
    A C++ piece's edges are not holes of one value but the rest of a streamed message: none then."""
    if t.kind == KIND_NATIVE:
        return tuple(g.strip() for g in m.groups() if g.strip())
    inner = [g.strip() for g in m.groups()]
    before = message[:m.start()].split()
    after = message[m.end():].split()
    lead = [before[-1]] if t.lead_hole and before else []
    trail = [after[0]] if t.trail_hole and after else []
    return tuple(v.strip("'\"`,.;:()[]") for v in lead + inner + trail if v.strip("'\"`,.;:()[]"))


def _claims(t: Template, message: str) -> bool:
    """Enough fixed text, and enough of the message, for the template to speak for it. A template of
    few words (`{} is not divisible by {}`, `module {} has no attribute {}`) is said by many programs
    (Python itself among them): it cannot name the code that raised a message."""
    if len(_CONTENT_WORD.findall(" ".join(t.pieces))) < MIN_WORDS:
        return False
    if t.kind == KIND_NATIVE:
        return max(len(p) for p in t.pieces) >= MIN_NATIVE_PIECE
    fixed = t.fixed_chars
    return fixed >= MIN_FIXED and (fixed >= LONG_FIXED or fixed >= MIN_COVERAGE * len(message))


def _packages_in(frames: Sequence[tuple[str, int]], names: set[str]) -> set[str]:
    """Indexed packages a traceback passes through: the message was raised by one of them."""
    found = set()
    for path, _line in frames:
        parts = set(path.replace("\\", "/").split("/"))
        found |= names & parts
    return found


def _frame_bonus(t: Template, frames: Sequence[tuple[str, int]]) -> int:
    best = 0
    for path, line in frames:
        if path.replace("\\", "/").endswith("/" + t.path) or path == t.path:
            best = max(best, 2 if line == t.line else 1)
    return best


def _closeness(holes: tuple[str, ...], values: tuple[str, ...]) -> float:
    """How near a value from the log is to the values a site accepts (0-100).

    Among identical messages raised at several places (`Set context keyword %s is not recognized!` in
    three context modules) and no traceback to tell them apart, a site with an accepted value close to
    the given one (a misspelt key) is the likeliest; failing that, the site accepting the most values,
    the most general entry point (`set_auto_parallel_context` before the cost model's own).
    """
    if not holes or not values:
        return 0.0
    from rapidfuzz import fuzz, process

    return max((process.extractOne(h, values, scorer=fuzz.ratio) or (None, 0.0))[1] for h in holes)


@dataclass
class MessageIndex:
    """All index files in the cache (installed versions and versions added from wheels)."""

    indexes: list[_Index] = field(default_factory=list)

    @classmethod
    def of(cls, infos: Sequence[IndexInfo]) -> MessageIndex:
        return cls([_Index(i) for i in infos])

    @property
    def empty(self) -> bool:
        return not self.indexes

    def lookup(self, message: str, frames: Sequence[tuple[str, int]] = (),
               installed: Optional[dict[str, str]] = None, raised_at: str = "") -> Optional[Match]:
        """The template that best explains `message` (exception text or log line without its prefix).

        `raised_at`: the file of the innermost frame when the traceback shows it executing a `raise`
        statement. Outside every indexed package (Python's own `inspect` binding a call's arguments), that
        statement made the message, so no C++ string of an indexed package did."""
        message = message.strip()[:MAX_MESSAGE]
        query = list(dict.fromkeys(words(message)))[:MAX_QUERY_WORDS]
        if len(message) < MIN_FIXED or not query:
            return None
        exact: list[tuple[tuple, Match]] = []
        near_pool: list[Template] = []
        names = {i.info.name for i in self.indexes}
        through = _packages_in(frames, names)
        python_raised = bool(raised_at) and not _packages_in([(raised_at, 0)], names)
        for idx in self.indexes:
            if through and idx.info.name not in through:
                continue
            for t in idx.candidates(query):
                if t.kind == KIND_NATIVE and (frames and not through or python_raised):
                    continue  # a Python traceback through no indexed package, or raised by Python code outside them
                m = _search(t.pieces, message)
                if m is None:
                    near_pool.append(t)
                    continue
                bonus = _frame_bonus(t, frames)
                generic = not _claims(t, message)
                if generic and (bonus < 2 or t.kind == KIND_NATIVE or t.fixed_chars < MIN_FIXED):
                    continue
                current = installed is not None and installed.get(t.package) == t.version
                holes = _holes(t, message, m)
                key = (t.kind != KIND_NATIVE, bonus, t.fixed_chars, current, t.kind == "raise",
                       _closeness(holes, t.values) >= CLOSE_VALUE, len(t.values))
                exact.append((key, Match(t, True, 100.0, holes, generic=generic)))
        if exact:
            exact.sort(key=lambda km: km[0], reverse=True)
            best = exact[0][1]
            sites = sum(1 for _k, m in exact if m.template.pieces == best.template.pieces
                        and m.template.package == best.template.package
                        and m.template.version == best.template.version)
            located = exact[0][0][1] > 0
            also = tuple(sorted({m.template.package for _k, m in exact if m.template.pieces == best.template.pieces}
                                - {best.template.package}))
            return self._with_versions(Match(best.template, True, 100.0, best.holes, sites, located=located,
                                             also_in=also, generic=best.generic))
        if frames and not through:
            return None  # a traceback through no indexed package: a message only like one of theirs is not theirs
        return self._near(message, near_pool)

    def _near(self, message: str, pool: list[Template]) -> Optional[Match]:
        pool = [t for t in pool if t.kind != KIND_NATIVE and t.fixed_chars >= NEAR_MIN_FIXED]
        if not pool:
            return None
        from rapidfuzz import fuzz

        scored = [(fuzz.partial_ratio(text, message), t) for t in pool
                  if len(message) >= NEAR_MIN_SHARE * len(text := " ".join(t.pieces))]
        if not scored:
            return None
        score, best = max(scored, key=lambda st: (st[0], st[1].fixed_chars))
        if score < NEAR_SIMILARITY:
            return None
        return self._with_versions(Match(best, False, round(score, 1)))

    def _with_versions(self, match: Match) -> Match:
        """Which indexed versions of the package hold the same message (only when several are indexed)."""
        t = match.template
        same = [i for i in self.indexes if i.info.name == t.package]
        if len(same) < 2:
            return match
        anchors = list(dict.fromkeys(w for p in t.pieces for w in words(p)))
        have, lack = [], []
        for idx in same:
            (have if idx.info.version == t.version or idx.holds(t, anchors) else lack).append(idx.info.version)
        return replace(match, versions=tuple(have), other_versions=tuple(lack))

    def close(self) -> None:
        for idx in self.indexes:
            if idx.con is not None:
                idx.con.close()
                idx.con = None
