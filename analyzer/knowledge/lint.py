"""Static checks on a loaded signature beyond the schema: regex shapes that can backtrack catastrophically,
fix templates naming captures that do not exist.

Regex shapes are judged on the parse tree (Python's own regex parser; the `regex` module's syntax is a
superset, and a pattern it cannot parse falls back to textual checks). Two classes of problem:

- exponential: a quantified group whose body can split the same text in several ways ((a+)+,
  (\\w+\\s?)+, (.*)*, (a|a)*, (\\w|\\d+)+ ...). One bad line can take longer than the age of the universe.
  A user signature folder (`--signatures DIR`) with such a pattern is skipped at load with a note.
- polynomial: neighbouring unbounded repeats that can take the same characters (\\s*\\s*, .*[^,]*,
  .*x.*x.* chains of three or more). Slow on long lines, not fatal: the per-search timeout bounds it,
  and `msdiag signatures --lint` reports it so the author tightens the pattern.

Possessive quantifiers and atomic groups never backtrack and are not flagged.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any, Optional

from .api_history import HISTORY_VALUES
from .codes import LOOKUP_VALUES
from .signature_schema import REGEX_FIELDS
from .signatures import Signature
from .template import placeholders

try:  # Python 3.11+ names the parser re._parser; older ones sre_parse
    from re import _constants as _c  # type: ignore[attr-defined]
    from re import _parser as _sre_parse  # type: ignore[attr-defined]
except ImportError:  # pragma: no cover - Python < 3.11
    import sre_constants as _c  # type: ignore[no-redef]
    import sre_parse as _sre_parse  # type: ignore[no-redef]

EXPONENTIAL = "exponential"
POLYNOMIAL = "polynomial"
LARGE_REPEAT = 64  # a {m,n} with n at least this counts as unbounded: (a{1,100}){1,100} is as bad as (a+)+
NON_ASCII = 256  # one token standing for every character above ASCII
_ALL = frozenset(range(128)) | {NON_ASCII}
_DIGIT = frozenset(range(48, 58))
_SPACE = frozenset(b" \t\n\r\f\v")
_WORD = frozenset(b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_") | {NON_ASCII}
_CATEGORY = {
    _c.CATEGORY_DIGIT: _DIGIT, _c.CATEGORY_NOT_DIGIT: _ALL - _DIGIT,
    _c.CATEGORY_SPACE: _SPACE, _c.CATEGORY_NOT_SPACE: _ALL - _SPACE,
    _c.CATEGORY_WORD: _WORD, _c.CATEGORY_NOT_WORD: (_ALL - _WORD) | {NON_ASCII},
}
_REPEATS = (_c.MAX_REPEAT, _c.MIN_REPEAT)
_OPAQUE = {getattr(_c, name) for name in ("POSSESSIVE_REPEAT", "ATOMIC_GROUP") if hasattr(_c, name)}

# Fallbacks for patterns Python's parser rejects (\p{..}, variable lookbehind ...).
_NESTED_QUANT = re.compile(r"\((?:\?:|\?P<\w+>)?[^()]*[+*][^()]*\)[+*{]")
_DOUBLE_WILD = re.compile(r"\.[*+]\??\s*\.[*+]")


@dataclass(frozen=True)
class RegexProblem:
    kind: str  # EXPONENTIAL or POLYNOMIAL
    message: str


def regex_shape_problems(pattern: str) -> list[RegexProblem]:
    """Backtracking hazards of one pattern, each once, exponential ones first."""
    try:
        tree = _sre_parse.parse(pattern)
    except (re.error, RecursionError, OverflowError, ValueError):
        return _textual_problems(pattern)
    found: dict[str, RegexProblem] = {}
    for problem in _walk(list(tree)):
        found.setdefault(problem.message, problem)
    return sorted(found.values(), key=lambda p: p.kind != EXPONENTIAL)


def regex_problems(pattern: str) -> list[str]:
    """Messages for every hazard (the form `lint_signature` and `msdiag signatures --lint` print)."""
    return [f"{p.kind} backtracking: {p.message}" for p in regex_shape_problems(pattern)]


def exponential_problems(pattern: str) -> list[str]:
    return [p.message for p in regex_shape_problems(pattern) if p.kind == EXPONENTIAL]


def _textual_problems(pattern: str) -> list[RegexProblem]:
    out = []
    if _NESTED_QUANT.search(pattern):
        out.append(RegexProblem(EXPONENTIAL, "nested quantifier (a group with + or * inside, quantified again)"))
    if _DOUBLE_WILD.search(pattern):
        out.append(RegexProblem(POLYNOMIAL, "adjacent unbounded wildcards (.*.*)"))
    return out


# -- the parse tree ------------------------------------------------------------------------------

Seq = list  # a parsed sequence: [(op, argument), ...]


def _is_unbounded(op: Any, av: Any, large: int = LARGE_REPEAT) -> bool:
    return op in _REPEATS and (av[1] == _c.MAXREPEAT or av[1] >= large)


def _is_star(op: Any, av: Any) -> bool:
    """Really unbounded: a {0,80} next to \\s* costs at most 80 steps per position, not a power of n."""
    return _is_unbounded(op, av, _c.MAXREPEAT)


_LETTERS = frozenset(b"abcdefghijklmnopqrstuvwxyz")


def _takes_prose(chars: frozenset) -> bool:
    """Can a run of ordinary log text (words and spaces) be taken by this character set? Two repeats that
    share only digits or only spaces blow up on runs of those alone, which real lines rarely hold."""
    return ord(" ") in chars and bool(chars & _LETTERS)


def _children(op: Any, av: Any) -> Iterable[Seq]:
    """The sub-sequences one node holds, opaque (never backtracking) nodes excluded."""
    if op in _OPAQUE:
        return []
    if op in _REPEATS:
        return [list(av[2])]
    if op == _c.SUBPATTERN:
        return [list(av[-1])]
    if op == _c.BRANCH:
        return [list(alt) for alt in av[1]]
    if op in (_c.ASSERT, _c.ASSERT_NOT):
        return [list(av[1])]
    if op == _c.GROUPREF_EXISTS:
        return [list(s) for s in av[1:] if s is not None]
    return []


def _walk(seq: Seq) -> Iterable[RegexProblem]:
    yield from _sequence_problems(seq)
    for op, av in seq:
        if _is_unbounded(op, av):
            yield from _repeat_body_problems(list(av[2]))
        for child in _children(op, av):
            yield from _walk(child)


def _flatten(seq: Seq) -> Seq:
    """Plain groups dissolved into their parent sequence: (?:a+)b is a+ followed by b."""
    out: Seq = []
    for op, av in seq:
        if op == _c.SUBPATTERN:
            out.extend(_flatten(list(av[-1])))
        else:
            out.append((op, av))
    return out


def _repeat_body_problems(body: Seq) -> Iterable[RegexProblem]:
    """Exponential shapes: the body of an unbounded repeat can match the same text in several ways."""
    items = _flatten(body)
    if not items or _nullable(items):
        yield RegexProblem(EXPONENTIAL, "a quantified group whose body can match the empty string ((a*)*, (a?)+)")
        return
    alternatives = [items]
    for op, av in items:
        if op == _c.BRANCH:
            yield from _branch_problems(av[1])
            if len(items) == 1:  # (a+|b)+: each alternative is a body of the repeat in turn
                alternatives = [_flatten(list(alt)) for alt in av[1]]
    if any(_splits(alt) for alt in alternatives):
        yield RegexProblem(EXPONENTIAL, "nested quantifier: an unbounded repeat inside a quantified group "
                           "with nothing mandatory and distinct around it ((a+)+, (\\w+\\s?)+, (.*)*)")


def _splits(items: Seq) -> bool:
    """Does an unbounded repeat in `items` have only optional or overlapping company, so that repeating
    the whole can cut a run of its characters at any point?"""
    for i, (op, av) in enumerate(items):
        if _is_unbounded(op, av):
            inner = _chars_of(list(av[2]))
            if all(_nullable([o]) or _first([o])[0] & inner for o in items[:i] + items[i + 1:]):
                return True
    return False


def _branch_problems(alternatives: list) -> Iterable[RegexProblem]:
    firsts = [_first(list(alt)) for alt in alternatives]
    nullable = sum(1 for _, empty in firsts if empty)
    overlap = any(firsts[i][0] & firsts[j][0] for i in range(len(firsts)) for j in range(i + 1, len(firsts)))
    if nullable > 1 or overlap:
        yield RegexProblem(EXPONENTIAL, "alternatives that can start with the same character under a repeat "
                           "((a|a)*, (\\w|\\d+)+)")


def _sequence_problems(seq: Seq) -> Iterable[RegexProblem]:
    """Polynomial shapes: unbounded repeats in a row whose characters overlap."""
    items = _flatten(seq)
    previous: Optional[frozenset] = None  # what the last unbounded repeat can end with, while only optional
    # items follow it
    previous_class: frozenset = frozenset()  # everything that repeat can take
    chain: Optional[frozenset] = None  # chars every link of a .*x.*x.* chain can take
    links = 0
    for op, av in items:
        if _is_star(op, av):
            chars = _chars_of(list(av[2]))
            shared = previous & _first(list(av[2]))[0] if previous is not None else frozenset()
            if shared and (chars == previous_class or _takes_prose(shared)):
                yield RegexProblem(POLYNOMIAL, "neighbouring unbounded repeats that can take the same characters "
                                   "(\\s*\\s*, .*.*, .*[^,]*): write one, or make them disjoint")
            if chain is not None and _takes_prose(chain & chars):
                links += 1
                chain &= chars
            else:
                chain, links = chars, 1
            if links == 3:
                yield RegexProblem(POLYNOMIAL, "three or more wildcards in a chain (.*x.*x.*): each can take what "
                                   "the others take; anchor the text between them or use [^x]*")
            previous, previous_class = _first(list(av[2]), from_end=True)[0], chars
            continue
        if not _nullable([(op, av)]):
            previous = None
            if chain is not None and not _chars_of([(op, av)]) <= chain:
                chain, links = None, 0


def _nullable(seq: Seq) -> bool:
    """Can the sequence match the empty string?"""
    return _first(seq)[1]


_OPAQUE_GROUP = getattr(_c, "ATOMIC_GROUP", None)


def _first(seq: Seq, from_end: bool = False) -> tuple[frozenset, bool]:
    """(characters the sequence can start with - or end with, from_end - and whether it can match empty)."""
    chars: frozenset = frozenset()
    for op, av in (reversed(seq) if from_end else seq):
        node_chars, node_nullable = _edge_of_node(op, av, from_end)
        chars |= node_chars
        if not node_nullable:
            return chars, False
    return chars, True


def _edge_of_node(op: Any, av: Any, from_end: bool) -> tuple[frozenset, bool]:
    if op in _REPEATS or (op in _OPAQUE and op != _OPAQUE_GROUP):
        body_chars, body_nullable = _first(list(av[2]), from_end)
        return body_chars, av[0] == 0 or body_nullable
    if op == _c.SUBPATTERN:
        return _first(list(av[-1]), from_end)
    if op == _OPAQUE_GROUP:
        return _first(list(av), from_end)
    if op == _c.BRANCH:
        parts = [_first(list(alt), from_end) for alt in av[1]]
        return frozenset().union(*(p[0] for p in parts)), any(p[1] for p in parts)
    if op in (_c.AT, _c.ASSERT, _c.ASSERT_NOT):
        return frozenset(), True
    if op == _c.GROUPREF:
        return _ALL, True
    return _char_node(op, av), False


def _chars_of(seq: Seq) -> frozenset:
    """Every character a sequence can consume anywhere (what a repeat of it can eat)."""
    chars: frozenset = frozenset()
    for op, av in seq:
        if op in _REPEATS or (op in _OPAQUE and op != _OPAQUE_GROUP):
            chars |= _chars_of(list(av[2]))
        elif op == _OPAQUE_GROUP:
            chars |= _chars_of(list(av))
        elif op == _c.SUBPATTERN:
            chars |= _chars_of(list(av[-1]))
        elif op == _c.BRANCH:
            for alt in av[1]:
                chars |= _chars_of(list(alt))
        elif op in (_c.AT, _c.ASSERT, _c.ASSERT_NOT):
            continue
        elif op == _c.GROUPREF:
            chars |= _ALL
        else:
            chars |= _char_node(op, av)
    return chars


def _char_node(op: Any, av: Any) -> frozenset:
    """The characters one single-character node matches (case folding ignored: an approximation)."""
    if op == _c.LITERAL:
        return frozenset({av if av < 128 else NON_ASCII})
    if op == _c.NOT_LITERAL:
        return _ALL - {av}
    if op == _c.ANY:
        return _ALL - {10}
    if op == _c.IN:
        return _in_set(av)
    if op == _c.CATEGORY:
        return _CATEGORY.get(av, _ALL)
    return _ALL


def _in_set(items: list) -> frozenset:
    chars: set = set()
    negate = False
    for op, av in items:
        if op == _c.NEGATE:
            negate = True
        elif op == _c.LITERAL:
            chars.add(av if av < 128 else NON_ASCII)
        elif op == _c.RANGE:
            lo, hi = av
            chars.update(range(lo, min(hi, 127) + 1))
            if hi >= 128:
                chars.add(NON_ASCII)
        elif op == _c.CATEGORY:
            chars |= _CATEGORY.get(av, _ALL)
        else:
            chars |= _ALL
    return (_ALL - chars) | {NON_ASCII} if negate else frozenset(chars)


# -- whole signatures ----------------------------------------------------------------------------

# how each regex field of the schema (signature_schema.REGEX_FIELDS) is read from a loaded signature
REGEX_EXTRACTORS: dict[str, Callable[[Signature], list[tuple[str, str]]]] = {
    "match[].regex": lambda sig: [(f"match[{i}].regex", p.regex.pattern) for i, p in enumerate(sig.patterns)
                                  if p.regex is not None],
    "exclude.<name>.regex": lambda sig: [(f"exclude.{e.name}", e.regex.pattern) for e in sig.exclusions],
    "require.<name>.regex": lambda sig: [(f"require.{r.name}", r.regex.pattern) for r in sig.requirements],
    "context.facts[].regex": lambda sig: [(f"context.facts[{i}]", rx.pattern)
                                          for i, rx in enumerate(sig.context.facts)],
}


def signature_regexes(sig: Signature) -> list[tuple[str, str]]:
    """(field, pattern) of every regex a signature runs on log text: every regex field of the schema."""
    return [item for where in REGEX_FIELDS for item in REGEX_EXTRACTORS[where](sig)]


def unsafe_signatures(sigs: list[Signature]) -> tuple[list[Signature], list[str]]:
    """Split off signatures with an exponential regex: (safe ones, one note per rejected file and field)."""
    safe: list[Signature] = []
    notes: list[str] = []
    for sig in sigs:
        bad = [(where, msg) for where, pattern in signature_regexes(sig) for msg in exponential_problems(pattern)]
        if bad:
            where, msg = bad[0]
            notes.append(f"{sig.path}: field '{where}': {msg}; signature not used")
        else:
            safe.append(sig)
    return safe, notes


def lint_signature(sig: Signature) -> list[str]:
    problems: list[str] = []
    names: set[str] = {"count", "ranks", "path", "line"} | set(sig.facts)
    for where, pattern in signature_regexes(sig):
        problems.extend(f"{sig.path}: {where}: {msg}" for msg in regex_problems(pattern))
    for p in sig.patterns:
        if p.regex is not None:
            names |= set(p.regex.groupindex)
    for rx in sig.context.facts:
        names |= set(rx.groupindex)
    if sig.lookup is not None:
        names |= set(LOOKUP_VALUES)
    if sig.history is not None:
        names |= set(HISTORY_VALUES)
    templates = [sig.title, *sig.fixes, *sig.facts.values()]
    for lang in sig.i18n.values():
        templates += [lang.get("title") or "", *(lang.get("fix") or [])]
    for t in templates:
        for name, _ in placeholders(t):
            if name not in names:
                problems.append(f"{sig.path}: template uses {{{name}}} but no capture or fact has that name")
    captured = {n for p in sig.patterns if p.regex is not None for n in p.regex.groupindex}
    for rel in sig.relations:  # `compare` relates what the match regexes capture, or a number
        for term in (rel.left, rel.right):
            if term not in captured and not term.replace(".", "", 1).isdigit():
                problems.append(f"{sig.path}: compare names {term!r}, which no match regex captures")
    return problems
