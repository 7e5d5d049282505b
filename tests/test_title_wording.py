"""Titles and fixes read as English (and Chinese) even when a value was not captured.

Every signature's title and fixes are rendered through the real correlate step with the captures of
each of its hit examples, in English and Chinese, twice: as the example gives them, and with every
capture the regex may leave empty dropped (a group inside an optional part or one alternative, or a
`context` fact). A value nobody captured is reworded ("the operator", "该算子"); the wording around
its placeholder must leave room for that: no doubled article ("the the ds key"), no modifier glued
before it (": collective the operator"), no unit after it ("the timeout ms"), no quotes around it,
no word glued to it ("the path/config.json"), no title starting with it, and no `<`/`{` left over.
"""

from __future__ import annotations

import re
from dataclasses import replace
from re import _constants as sre_c  # type: ignore[attr-defined]
from re import _parser as sre_parse  # type: ignore[attr-defined]

import pytest

from analyzer.knowledge.catalog import load_catalog
from analyzer.knowledge.signatures import Signature
from analyzer.knowledge.template import UNFILLED, reword_unfilled
from analyzer.pipeline.correlate import Group, to_finding
from analyzer.pipeline.reader import discover

CATALOG = load_catalog()
SIGNATURES = [s for s in CATALOG.signatures if s.examples()[0]]

_DETERMINER = re.compile(r"(?i)(?:^|\W)(?:the|a|an|its|this|that|your|each|every)\s*$")
_LEAD_MODIFIER = re.compile(r"(?:^|:\s)[a-z][\w-]*\s$")  # `: collective <op>`: one word already opened the phrase
_UNIT = re.compile(r"^\s?(?:ms|s|sec|seconds|[KMGT]i?B|bytes|%)\b")
_DOUBLED = re.compile(r"(?i)\b(?:the|a|an|its|your)\s+(?:the|a|an|its|your)\b|相应的相应的|该该|的的")
_LEFT_OVER = re.compile(r"\{[A-Za-z_]\w*(?:\|[\w|]+)?\}|\{\{|\}\}")


def _mandatory(nodes: list) -> set[str]:
    """Group numbers every match of this parsed sequence sets (not inside an optional or alternative part)."""
    out: set = set()
    for op, av in nodes:
        if op == sre_c.SUBPATTERN:
            if av[0] is not None:
                out.add(av[0])
            out |= _mandatory(av[3])
        elif op in (sre_c.MAX_REPEAT, sre_c.MIN_REPEAT, getattr(sre_c, "POSSESSIVE_REPEAT", None)) and av[0] >= 1:
            out |= _mandatory(av[2])
        elif op == sre_c.BRANCH:
            out |= set.intersection(*(_mandatory(b) for b in av[1]))
        elif op == sre_c.ATOMIC_GROUP:
            out |= _mandatory(av)
    return out


def optional_captures(sig: Signature) -> set[str]:
    """Capture names some match of the signature can leave unset."""
    always: list[set[str]] = []
    names: set[str] = set()
    for pat in sig.patterns:
        if pat.regex is None:
            always.append(set())
            continue
        try:
            parsed = sre_parse.parse(pat.regex.pattern)
        except re.error:  # `regex`-only syntax: judge its groups as optional
            parsed = None
        index = {v: k for k, v in pat.regex.compiled.groupindex.items()}
        names |= set(index.values())
        always.append({index[g] for g in _mandatory(list(parsed))} if parsed is not None else set())
    context = {n for rx in sig.context.facts for n in rx.compiled.groupindex}
    required = set.intersection(*always) if always else set()
    if sig.lookup is not None:
        required.add(sig.lookup.key)
    return (names - required) | context


def _example_hits(sig: Signature):
    for path in sig.examples()[0]:
        sources, _ = discover([str(path)])
        hits = [h for src in sources for h in CATALOG.scanner.scan(src).hits if h.signature == sig.id]
        if hits:
            yield path.name, hits


def problems_in(raw: str, values: list[str], title: bool) -> list[str]:
    """What reads badly in one rendered text (`raw`: before rewording), the captured values set aside."""
    found = []
    for m in UNFILLED.finditer(raw):
        before, after = raw[:m.start()], raw[m.end():]
        if _DETERMINER.search(before):
            found.append("article before a reworded value")
        if _LEAD_MODIFIER.search(before):
            found.append("a word before a reworded value that already began the phrase")
        if _UNIT.match(after):
            found.append("a unit after a reworded value")
        if before[-1:] in "'\"`" and after[:1] == before[-1:]:
            found.append("a reworded value in quotes")
        if re.match(r"[\w/=]", after[:1]) or re.search(r"[\w/=]$", before):
            found.append("a word glued to a reworded value")
        if title and m.start() == 0:
            found.append("a title that starts with a reworded value")
    text = reword_unfilled(raw)
    for v in sorted(values, key=len, reverse=True):
        text = text.replace(v, "VALUE")
    if _DOUBLED.search(text):
        found.append("a doubled article")
    if _LEFT_OVER.search(text):
        found.append("a placeholder left over")
    return found


def _renderings(sig: Signature):
    optional = optional_captures(sig)
    for name, hits in _example_hits(sig):
        dropped = [replace(h, captures={k: v for k, v in h.captures.items() if k not in optional}) for h in hits]
        for variant, group_hits in (("as seen", hits), ("optional values missing", dropped)):
            values = [str(v) for h in group_hits for v in h.captures.values() if str(v)]
            for lang in ("en", "zh"):
                f = to_finding(Group(sig, hits=list(group_hits), keys=[(0, 0, 0)] * len(group_hits)), lang)
                values += [str(v) for v in f.facts.values() if isinstance(v, (str, int, float)) and str(v)]
                for i, raw in enumerate([f.title, *f.fixes]):
                    yield f"{name} ({variant}, {lang}) {'title' if i == 0 else f'fix {i}'}", raw, values, i == 0


@pytest.mark.parametrize("sig", SIGNATURES, ids=lambda s: s.id)
def test_titles_and_fixes_read_well_without_their_values(sig):
    bad = [f"{where}: {', '.join(dict.fromkeys(p))}: {reword_unfilled(raw)[:140]}"
           for where, raw, values, title in _renderings(sig) for p in [problems_in(raw, values, title)] if p]
    assert bad == []


@pytest.mark.parametrize("raw, problem", [
    ("<backend> watchdog: collective <op> timed out after <timeout_ms> ms",
     "a title that starts with a reworded value"),
    ("Watchdog: collective <op> timed out", "a word before a reworded value that already began the phrase"),
    ("timed out after <timeout_ms> ms", "a unit after a reworded value"),
    ("first one reported: ds <ds_key>=<ds_value>", "a word glued to a reworded value"),
    ("instead of '<path>'", "a reworded value in quotes"),
    ("set the <ds_key> in the file", "article before a reworded value"),
    ("pass pad_info={{...}}", "a placeholder left over"),
])
def test_the_checker_catches_each_awkward_shape(raw, problem):
    assert problem in problems_in(raw, [], title=True)


@pytest.mark.parametrize("raw", [
    "Collective timed out in the process-group watchdog",
    "Rank 3 waited in <op> for peers that never arrived",
    "Check the card with `npu-smi info`; the request was {2, 4, 8}",
])
def test_the_checker_passes_plain_wording(raw):
    assert problems_in(raw, ["{2, 4, 8}"], title=True) == []
