"""Stage 1b: learn the per-line prefixes one input uses, so messages under them read as if bare.

Launchers, containers and loggers put something in front of every line a worker writes: vLLM and Ray
`(Worker_TP1 pid=5298) `, torchrun `[default0]:`, Kubernetes `2026-12-01T10:00:00Z stderr F `,
docker compose `trainer-1  | `, journald `Dec 01 10:00:00 host python[123]: `, glog
`E1201 10:00:00.123456 1234 file.cc:12] `, Slurm `srun -l` `0: `, and shapes nobody listed. Under
such a prefix a traceback's frames no longer start their lines and an anchored message is missed.

The known grammars (`analyzer/prefix_grammar.py`, the one home of the prefix grammar) are the fast
path. Everything else is learned Drain-style from a sample of the input (its first lines, and the
lines after any traceback head that has text before it): the head of each line is cut into tokens,
volatile tokens (numbers, times, bracketed ids, level words) are masked, and the leading token
sequence most lines of one group agree on becomes a template; an input may have several (interleaved
processes). Stripping is one anchored regex per template, tried only on the
lines later stages look at (candidate lines and their neighbours), never on every line of a large log.
What a prefix carries is kept as facts: time, level, worker (the process key) and rank.

Logger prefixes `prefix_grammar.parse_prefix` reads in place (MindSpore/CANN `[ERROR] ME(...)`,
MindFormers' `[ERROR] <time> [file:line]`, HF `[INFO|file:line]`) stay in the text: signatures and
the unknown-failure fallback already read through them.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import NamedTuple, Optional

from ..model import ROLE_INFO
from ..normalize import line_rank, strip_ansi
from ..prefix_grammar import (
    KEPT_LOGGER_PREFIX,
    LAUNCHER_RX,
    LEVEL_WORDS,
    MONTHS,
    level_in_prefix,
    level_role,
    prefix_time,
    rank_in_prefix,
    worker_in_prefix,
)
from .lines import LineInfo, analyse, clean

SAMPLE_LINES = 400  # lines of an input's head that prefixes are learned from
SAMPLE_BYTES = 64 << 10
HEAD_CHARS = 160  # a prefix lies within a line's first characters
MAX_TOKENS = 8
MIN_LINES = 3  # a learned template covers at least this many sampled lines ...
MIN_SHARE = 0.08  # ... and this share of them
AGREE = 0.6  # share of a group's lines that must agree on the next token for it to join the template
INNER_SHARE = 0.5
MAX_LAYERS = 3  # prefixes nest (a container around torchrun around a logger)

# -- learning -------------------------------------------------------------------------------------
_TOKEN = re.compile(r"\([^()\n]{0,160}\)|\[[^\[\]\n]{0,160}\][:|]?|<[^<>\n]{0,80}>|[^\s(\[<]+|[(\[<]")
_SPACE = re.compile(r"[ \t]*")
_LEVEL_TOKEN = re.compile(rf"(?:{LEVEL_WORDS})[:|]?|[IWEF]\d{{4}}")
_MONTH_TOKEN = re.compile(rf"(?:{MONTHS})")
_MASKS = (("\x01", re.compile(r"\([^()\n]*\)")), ("\x02", re.compile(r"\[[^\[\]\n]*\]")),
          ("\x03", re.compile(r"<[^<>\n]*>")), ("\x04", re.compile(r"\d+")))
_UNMASK = {"\x01": r"\([^()\n]{0,160}\)", "\x02": r"\[[^\[\]\n]{0,160}\]", "\x03": r"<[^<>\n]{0,80}>",
           "\x04": r"\d+", "\x05": rf"(?:{LEVEL_WORDS})", "\x06": rf"(?:{MONTHS})", "\x07": r"[IWEF]\d+"}
_PUNCT = frozenset("|-:>=*#~([<")


@dataclass(frozen=True)
class Template:
    """One prefix shape: its name (a known grammar, or `learned`) and the anchored regex that cuts it."""

    name: str
    regex: re.Pattern

    @property
    def pattern(self) -> str:
        return self.regex.pattern


@dataclass(frozen=True)
class Split:
    """A line cut into the prefix a launcher or logger put there and the message it carries."""

    prefix: str
    body: str
    time: Optional[float] = None
    level: Optional[str] = None
    worker: Optional[str] = None
    rank: Optional[int] = None


@lru_cache(maxsize=8192)  # tokens repeat (levels, hosts, words): each shape is worked out once
def _mask(token: str) -> str:
    """A token's shape: level words, months, bracketed groups and digit runs become placeholders."""
    if _LEVEL_TOKEN.fullmatch(token):
        if token[0] in "IWEF" and token[1:2].isdigit():
            return "\x07"
        return "\x05" + (token[-1] if token[-1] in ":|" else "")
    if _MONTH_TOKEN.fullmatch(token):
        return "\x06"
    for placeholder, rx in _MASKS:
        token = rx.sub(placeholder, token)
    return token


def _is_plain(key: str) -> bool:
    """A constant word: may sit inside a template (`stderr`, a host name) but never end one."""
    return len(key) > 1 and not any(c < "\x08" for c in key) and not set(key) <= _PUNCT


class _Token(NamedTuple):
    key: str
    gap: int  # whitespace after it
    kept: bool  # a message the older grammars read (`[ERROR] ME(...)`) starts here


def _tokens(line: str) -> list[_Token]:
    """The masked tokens a line starts with; an indented line (a traceback's body) has none."""
    head = line[:HEAD_CHARS]
    if not head or head[0] in " \t":
        return []
    found = []
    for m in _TOKEN.finditer(head):
        found.append(m)
        if len(found) > MAX_TOKENS:
            break
    out = []
    for m, nxt in zip(found, found[1:] + [None]):
        text = m.group()
        gap = (nxt.start() if nxt is not None else _SPACE.match(head, m.end()).end()) - m.end()  # type: ignore
        kept = text[0] == "[" and KEPT_LOGGER_PREFIX.match(head, m.start()) is not None
        out.append(_Token(_mask(text), gap, kept))
    return out[:MAX_TOKENS]


def _regex_of(keys: list[str], gaps: list[int], last_gap: int) -> str:
    parts = []
    for i, key in enumerate(keys):
        parts.append("".join(_UNMASK.get(c, re.escape(c)) for c in key))
        if i < len(keys) - 1:
            parts.append("[ \t]+" if gaps[i] else "")
    parts.append("(?:\t+| )" if last_gap else "")  # one space, or tabs: the message's indentation stays
    return "".join(parts)


def _template_of(group: list[list[_Token]], inner: bool = False) -> Optional[str]:
    """The leading token sequence most lines of a group share, as a regex; None when it is only words.

    A prefix differs from a message template (many lines of `{'loss': 0.5, ...}` share one too): it
    starts with a volatile token (or, `inner`, under a prefix already cut, with punctuation), holds no
    quoted text, and lines under it go on differently.
    """
    first = group[0][0].key
    if not any(c < "\x08" for c in first) and not (inner and set(first) <= _PUNCT):
        return None  # a word or a bullet (`- C++ Call Stack`) starts a message, not a prefix
    keys: list[str] = []
    whole: list[bool] = []  # whether every line of the group agreed on the key
    current = group
    depth = 0
    while depth < MAX_TOKENS:
        eligible = [t[depth].key for t in current if len(t) > depth + 1 and not t[depth].kept]
        if not eligible:
            break
        key, n = Counter(eligible).most_common(1)[0]
        if "'" in key or '"' in key or n < AGREE * len(current) or (_is_plain(key) and n < 0.9 * len(eligible)):
            break
        if _is_plain(key) and keys and _is_plain(keys[-1]):  # a run of words is a message's text
            while keys and _is_plain(keys[-1]):
                keys.pop()
                whole.pop()
            break
        keys.append(key)
        whole.append(n == len(eligible))
        current = [t for t in current if len(t) > depth + 1 and t[depth].key == key]
        depth += 1
    depth = len(keys)
    current = [t for t in group if len(t) > depth and [x.key for x in t[:depth]] == keys]
    if len(current) < MIN_LINES or len({t[depth].key for t in current}) < 2:
        return None  # every line goes on alike: a repeated message, not a prefix
    while keys and _is_plain(keys[-1]) and not whole[-1]:  # a word most lines begin with is message
        keys.pop()
        whole.pop()
    if not keys or all(_is_plain(k) for k in keys):
        return None
    members = [t for t in group if len(t) > len(keys) and [x.key for x in t[:len(keys)]] == keys]
    gaps = [Counter(min(t[i].gap, 1) for t in members).most_common(1)[0][0] for i in range(len(keys))]
    last_gap = min(t[len(keys) - 1].gap for t in members)
    return _regex_of(keys, gaps, last_gap)


def _usable(line: str) -> bool:
    return bool(line.strip()) and not KEPT_LOGGER_PREFIX.match(line)


# A line-number column (`cat -n`: `    12\tmessage`; a code view copied with its gutter: `[1757] message`, a
# viewer's or pastebin's `  12 | message`): told from a rank or pid column by its numbers, which count up
# by one from line to line.
_NUMBERED_SHAPES = (re.compile(r"^[ \t]*(?P<n>\d{1,7})(?P<sep>[ ]?[|│][ ]?)"),
                    re.compile(r"^[ \t]*(?P<n>\d{1,7})(?P<sep>\t|[ ]+)"),
                    re.compile(r"^\[(?P<n>\d{1,7})\](?P<sep>[ ]?)"))
_NUMERIC_START = re.compile(r"[ \t]*[-+.]?\d")
NUMBERED_SHARE = 0.8  # of the sample's non-blank lines carry the column ...
COUNTING_SHARE = 0.9  # ... and this share of neighbours count up by one


def line_number_template(lines: list[str]) -> Optional[Template]:
    """The line-number column these lines carry, cut with exactly its separator (the message keeps its
    own indentation), or None."""
    body = [x for x in lines if x.strip()]
    for shape in _NUMBERED_SHAPES:
        found = [m for m in (shape.match(x) for x in body) if m is not None]
        if len(found) < MIN_LINES or len(found) < NUMBERED_SHARE * len(body):
            continue
        numbers = [int(m.group("n")) for m in found]
        counting = sum(1 for a, b in zip(numbers, numbers[1:]) if b == a + 1)
        if counting < COUNTING_SHARE * (len(numbers) - 1):
            continue
        # a table whose first column counts (`12  2.3456`: step and loss) goes on with numbers: not a gutter
        numeric = sum(1 for m in found if _NUMERIC_START.match(m.string, m.end()))
        if numeric > len(found) / 2:
            continue
        seps = [m.group("sep") for m in found]
        # whitespace: indented messages add to the gutter's own, so the shortest is the gutter's; a bar is
        # written the same on every line (an empty line may lose the space after it)
        sep = max(set(seps), key=seps.count) if seps[0].strip() else min(seps, key=len)
        head = shape.pattern.split("(?P<sep>")[0].replace("(?P<n>", "(?:")
        return Template("line_number", re.compile(head + re.escape(sep)))
    return None


def learn_lines(lines: list[str], min_lines: int = MIN_LINES) -> list[Template]:
    """Templates for the prefixes these lines carry: a line-number column, known grammars, then learned
    shapes, for each layer of nesting (a prefix under a prefix)."""
    found: list[Template] = []
    pool = [strip_ansi(x) for x in lines]
    numbered = line_number_template(pool)
    if numbered is not None:
        found.append(numbered)
        pool = [numbered.regex.sub("", x, count=1) for x in pool]
    pool = [x for x in pool if _usable(x)]
    for depth in range(MAX_LAYERS):
        if not pool:
            break
        layer = _learn_layer(pool, min_lines, found, inner=depth > 0)
        if not layer:
            break
        found.extend(layer)
        model = PrefixModel(tuple(layer))
        cut = [model.strip_once(x) for x in pool]
        pool = [body for body, matched in cut if matched and _usable(body)]
    return found


def _learn_layer(pool: list[str], min_lines: int, known: list[Template], inner: bool) -> list[Template]:
    need = max(min(min_lines, len(pool)), int(MIN_SHARE * len(pool)))  # a pasted snippet may be one line
    out: list[Template] = []
    rest = pool
    for name, rx in LAUNCHER_RX:
        hits = sum(1 for x in rest if rx.match(x))
        if hits >= need:
            out.append(Template(name, rx))
            rest = [x for x in rest if not rx.match(x)]
    groups: dict[str, list[list[_Token]]] = {}
    for line in rest:
        toks = _tokens(line)
        if len(toks) >= 2:
            groups.setdefault(toks[0].key, []).append(toks)
    seen = {t.pattern for t in known + out}
    if inner:  # under a prefix already cut, a further one is on nearly every line that prefix was on
        need = max(need, int(INNER_SHARE * len(pool)))
    for group in sorted(groups.values(), key=len, reverse=True):
        if len(group) < need:
            break
        pattern = _template_of(group, inner)
        if pattern is not None and pattern not in seen:
            seen.add(pattern)
            out.append(Template("learned", re.compile(pattern)))
    return out


def _facts(prefix: str, m: Optional[re.Match]) -> Split:
    groups = m.groupdict() if m is not None else {}
    level = groups.get("level") or level_in_prefix(prefix)
    rank: Optional[int] = int(groups["rank"]) if groups.get("rank") else None
    if rank is None:
        rank = rank_in_prefix(prefix)
    worker = groups.get("worker") or worker_in_prefix(prefix)
    return Split(prefix, "", prefix_time(prefix), level, worker, rank)


# -- applying -----------------------------------------------------------------------------------
@dataclass(frozen=True)
class PrefixModel:
    """The prefix templates of one input. Empty (the common case) costs one check per line."""

    templates: tuple[Template, ...] = ()

    def __bool__(self) -> bool:
        return bool(self.templates)

    def extended(self, more: list[Template]) -> PrefixModel:
        have = {t.pattern for t in self.templates}
        new = tuple(t for t in more if t.pattern not in have)
        return PrefixModel(self.templates + new) if new else self

    def strip_once(self, line: str) -> tuple[str, bool]:
        for t in self.templates:
            m = t.regex.match(line)
            if m and m.end() and m.end() < len(line) and not KEPT_LOGGER_PREFIX.match(line):
                return line[m.end():], True
        return line, False

    def _layers(self, line: str) -> tuple[str, str, list[tuple[str, re.Match]]]:
        """(text without ANSI codes, body, each layer's prefix with its match): the cutting, no facts yet."""
        text = strip_ansi(line)
        body = text
        layers: list[tuple[str, re.Match]] = []
        for _ in range(MAX_LAYERS):
            if KEPT_LOGGER_PREFIX.match(body):
                break
            for t in self.templates:
                m = t.regex.match(body)
                if m and m.end():  # a prefix alone on its line leaves an empty message
                    layers.append((body[:m.end()], m))
                    body = body[m.end():]
                    break
            else:
                break
        return text, body, layers

    def split(self, line: str) -> Split:
        """Cut every known layer of prefix off a line; the body keeps its own indentation."""
        if not self.templates:
            return Split("", line)
        text, body, layers = self._layers(line)
        if not layers:
            return Split("", line)
        facts = [_facts(prefix, m) for prefix, m in layers]
        return Split(text[:len(text) - len(body)], body,
                     next((f.time for f in facts if f.time is not None), None),
                     next((f.level for f in facts if f.level is not None), None),
                     next((f.worker for f in facts if f.worker is not None), None),
                     next((f.rank for f in facts if f.rank is not None), None))

    def cut(self, line: str) -> tuple[str, str]:
        """(prefix, body) as `split` cuts them, without reading the prefix's facts: the lines around a
        candidate are cut by the dozen, and only a candidate line's own facts are worth the regexes."""
        if not self.templates:
            return "", line
        text, body, layers = self._layers(line)
        return (text[:len(text) - len(body)], body) if layers else ("", line)

    def body(self, line: str) -> str:
        return self.cut(line)[1]

    def time_of(self, line: str) -> Optional[float]:
        """The time `split` reads from the line's prefix (the first layer that holds one)."""
        if not self.templates:
            return None
        return next((t for t in (prefix_time(p) for p, _ in self._layers(line)[2]) if t is not None), None)


NO_PREFIX = PrefixModel()


def learn(head: bytes, sample_lines: int = SAMPLE_LINES) -> PrefixModel:
    """The prefix model of an input from its first bytes (the first chunk): its first lines. A run of
    thousands of rank files learns from fewer lines each (see scan.Budget): their formats are alike."""
    text = head[:SAMPLE_BYTES].decode("utf-8", "replace")
    lines = text.split("\n", sample_lines)[:sample_lines]
    return PrefixModel(tuple(learn_lines([x.rstrip("\r") for x in lines])))


_DIGITS_AS_ZERO = bytes.maketrans(b"0123456789", b"0000000000")
_DIGITS_AS_ZERO_TEXT = str.maketrans("0123456789", "0000000000")


def prefix_shape(prefix: str) -> str:
    """A prefix with its numbers (times, line numbers) made alike: one writer's prefixes compare equal."""
    return prefix.translate(_DIGITS_AS_ZERO_TEXT)

KEY_CHARS = 64  # bytes of a head line that its launcher shape is read from


def launcher_key(head: bytes, sample_lines: int = SAMPLE_LINES) -> frozenset[bytes]:
    """The shapes of the lines `learn` would read (their first bytes, every digit a 0). Rank files one
    launcher wrote have the same shapes whatever their rank, pid or time, and so the same prefixes: a
    run of thousands of files learns them once per shape (see scan.Scanner), not once per file."""
    lines = head[:SAMPLE_BYTES].split(b"\n", sample_lines)[:sample_lines]
    return frozenset(line[:KEY_CHARS].translate(_DIGITS_AS_ZERO) for line in lines)


_TRACEBACK_HEAD = "Traceback (most recent call last)"
_JUPYTER_HEAD = re.compile(r"\s*[A-Za-z_][\w.]*\s{2,}")  # IPython: `RuntimeError      Traceback (...)`
BLOCK_LINES = 80


def learn_block(model: PrefixModel, lines: list[str], head_idx: int) -> PrefixModel:
    """A traceback head with text before it teaches the input its prefix, wherever in the input it
    first appears (a launcher's own lines at the top of the log may carry none)."""
    head = model.body(lines[head_idx])
    pos = head.find(_TRACEBACK_HEAD)
    if pos <= 0:
        return model
    before = head[:pos]
    if not clean(before)[0] or _JUPYTER_HEAD.fullmatch(before):
        return model
    return model.extended(learn_lines(lines[head_idx:head_idx + BLOCK_LINES], min_lines=2))


# `RuntimeError: ...`, `torch.OutOfMemoryError: ...` somewhere in a line: where a raised exception starts
_EXCEPTION_AT = re.compile(
    r"(?<![\w.])(?:[A-Za-z_]\w*\.)*[A-Z]\w*(?:Error|Exception|Exit|Interrupt|Fault|Failure)(?::|$)")
_ERROR_CODE = re.compile(r"\bE[A-Z0-9]\d{4}\b")  # a CANN error code is the message, not a prefix


def exception_split(line: str) -> Split:
    """A single line too short to learn from: an exception behind text that is all prefix-shaped tokens
    (times, ids, levels, punctuation; no words) is cut there, as a learned template would cut it."""
    m = _EXCEPTION_AT.search(line, 1, HEAD_CHARS)
    if m is None:
        return Split("", line)
    head = line[:m.start()]
    toks = _tokens(head)
    if not toks or not head[-1:].isspace() and head[-1:] not in ":]|>)" or any(_is_plain(t.key) for t in toks) \
            or not any(c < "\x08" for t in toks for c in t.key) or KEPT_LOGGER_PREFIX.match(head) \
            or _ERROR_CODE.search(head):
        return Split("", line)
    return replace(_facts(head, None), body=line[m.start():])


def read_line(model: PrefixModel, raw: str) -> LineInfo:
    """A line's text and facts read through its prefix: what the prefix says fills what the message
    does not (a vLLM worker's ERROR level, a container's timestamp, torchrun's rank)."""
    cut = model.split(raw)
    if not cut.prefix:
        cut = exception_split(strip_ansi(raw))
    info = analyse(cut.body)
    if not cut.prefix:
        return info
    info.prefix, info.worker = cut.prefix.rstrip(), cut.worker
    info.time = info.time if info.time is not None else cut.time
    info.rank = line_rank(info.rank, cut.rank)
    if info.level is None and cut.level is not None:
        info.level = cut.level
        if info.role == ROLE_INFO:
            info.role = level_role(cut.level)
    return info
