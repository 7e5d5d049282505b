"""Version-aware advice: pick the fix steps and article passages written for the user's stack.

Advice goes stale when an API moves (MindSpore 2.9 deprecates `set_context(max_device_memory=...)` for
`mindspore.runtime.set_memory(max_size=...)`). A fix step or an article passage may therefore carry a
`when:` condition on the versions of mindspore, mindformers, transformers or CANN, e.g.
`{mindspore: ">=2.9"}`. Versions come from the log (captures named `mindspore_version`, `ms_version`,
`mindformers_version`, `transformers_version`, `cann_version`) or from the versions probe; a package
the log does not reveal is assumed to be at the version `msdiag kb --verify` checked the knowledge
base against (`ASSUMED`), and the report says so.

Conditions are a closed little language (comma-joined `<op><version>` clauses, ops
`>= <= > < == !=`), compared on the numeric parts of the version, so data authors cannot run code.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Optional

PACKAGES = ("mindspore", "mindformers", "transformers", "cann")
# The stack kb/ and signatures/ were checked against (mindformers 1.9.0's own version map pairs it with
# MindSpore 2.9.0 and CANN 9.0.0); advice for an unknown version assumes this stack.
ASSUMED: dict[str, str] = {"mindspore": "2.9.0", "mindformers": "1.9.0", "transformers": "4.57.1",
                           "cann": "9.0.0"}
# Capture names that carry a version, by package (several signatures print "MindSpore version X").
VERSION_CAPTURES: dict[str, str] = {
    "mindspore_version": "mindspore", "ms_version": "mindspore", "mindformers_version": "mindformers",
    "transformers_version": "transformers", "cann_version": "cann",
}
_CLAUSE = re.compile(r"^\s*(>=|<=|==|!=|>|<)\s*(\d+(?:\.\d+)*)\s*$")
_NUMBERS = re.compile(r"\d+")
_WHEN_LINE = re.compile(r"^\s*<!--\s*when:\s*(.*?)\s*-->\s*$")
_NEW_ITEM = re.compile(r"^\s*(?:[-*+]|\d+\.)\s")


class WhenError(ValueError):
    """A `when:` condition names an unknown package or is not `<op><version>` clauses."""


@dataclass(frozen=True)
class Stack:
    """Versions to give advice for, and where each came from ("log", "probe" or "assumed")."""

    versions: Mapping[str, str]
    sources: Mapping[str, str]

    def version(self, package: str) -> str:
        return self.versions.get(package) or ASSUMED[package]

    def source(self, package: str) -> str:
        return self.sources.get(package, "assumed") if self.versions.get(package) else "assumed"


def stack(known: Optional[Mapping[str, str]] = None, source: str = "log") -> Stack:
    known = {k: v for k, v in (known or {}).items() if k in PACKAGES and v}
    return Stack(known, {k: source for k in known})


def parse_when(raw: Any) -> dict[str, str]:
    """`{mindspore: ">=2.9,<3"}` checked: known packages, well-formed clauses. Raises WhenError."""
    if not isinstance(raw, dict) or not raw:
        raise WhenError("must map packages (mindspore, mindformers, transformers, cann) to conditions like '>=2.9'")
    out: dict[str, str] = {}
    for package, spec in raw.items():
        if package not in PACKAGES:
            raise WhenError(f"unknown package '{package}' (known: {', '.join(PACKAGES)})")
        text = str(spec)
        if not all(_CLAUSE.match(c) for c in text.split(",")):
            raise WhenError(f"'{text}' for {package} is not comma-joined <op><version> clauses (e.g. '>=2.9,<3')")
        out[str(package)] = text
    return out


def _numbers(version: str) -> tuple[int, ...]:
    """'2.9.0rc1' -> (2, 9, 0, 1); trailing zeros dropped so 2.9 == 2.9.0."""
    parts = [int(n) for n in _NUMBERS.findall(version.split("+")[0])]
    while parts and parts[-1] == 0:
        parts.pop()
    return tuple(parts)


def _clause_holds(version: str, clause: str) -> bool:
    m = _CLAUSE.match(clause)
    if m is None:
        return False
    have, want = _numbers(version), _numbers(m.group(2))
    return {">=": have >= want, "<=": have <= want, ">": have > want, "<": have < want,
            "==": have == want, "!=": have != want}[m.group(1)]


def holds(when: Mapping[str, str], on: Stack) -> bool:
    """True when every package's version satisfies all of its clauses; no condition always holds."""
    return all(_clause_holds(on.version(pkg), clause) for pkg, spec in when.items() for clause in spec.split(","))


def versions_in(values: Mapping[str, Any]) -> dict[str, str]:
    """Package versions named by captures (see VERSION_CAPTURES)."""
    out: dict[str, str] = {}
    for name, package in VERSION_CAPTURES.items():
        value = values.get(name)
        if value and _numbers(str(value)):
            out.setdefault(package, str(value))
    return out


def select(templates: list[str], whens: list[dict[str, str]], on: Stack) -> tuple[list[str], list[str]]:
    """(the templates whose condition holds, the packages those conditions looked at)."""
    chosen: list[str] = []
    looked: list[str] = []
    for i, template in enumerate(templates):
        when = whens[i] if i < len(whens) else {}
        looked.extend(p for p in when if p not in looked)
        if holds(when, on):
            chosen.append(template)
    return chosen, looked


def describe(packages: list[str], on: Stack, lang: str = "en") -> str:
    """'mindspore 2.9.0 (from the log), cann 9.0.0 (assumed)': the versions this advice was written for."""
    words = {"en": {"log": "from the log", "probe": "from the probe", "given": "given", "assumed": "assumed"},
             "zh": {"log": "来自日志", "probe": "来自探测", "given": "指定", "assumed": "假定"}}.get(lang, {})
    return ", ".join(f"{p} {on.version(p)} ({words.get(on.source(p), on.source(p))})" for p in packages)


def filter_markdown(text: str, on: Stack) -> tuple[str, list[str]]:
    """Drop the passages whose `<!-- when: mindspore>=2.9 -->` marker does not hold for `on`.

    A marker governs the lines after it up to a blank line, a heading, the next marker, or the start
    of the next list item. Returns the text without markers and the packages the markers looked at.
    """
    out: list[str] = []
    looked: list[str] = []
    keep, governed, started = True, False, False
    for line in text.splitlines(keepends=True):
        m = _WHEN_LINE.match(line)
        if m:
            when = parse_when(_parse_condition(m.group(1)))
            looked.extend(p for p in when if p not in looked)
            keep, governed, started = holds(when, on), True, False
            continue
        if governed:
            if not line.strip() or line.lstrip().startswith("#") or (started and _NEW_ITEM.match(line)):
                keep, governed = True, False
            else:
                started = True
        if keep:
            out.append(line)
    return "".join(out), looked


def _parse_condition(text: str) -> dict[str, str]:
    """'mindspore>=2.9, cann>=8' -> {mindspore: '>=2.9', cann: '>=8'} (the marker form of `when:`)."""
    out: dict[str, str] = {}
    for part in text.split(","):
        m = re.match(r"^\s*([a-z_]+)\s*(.+?)\s*$", part)
        if m is None:
            raise WhenError(f"'{part}' is not <package><op><version>")
        out[m.group(1)] = ",".join(filter(None, [out.get(m.group(1)), m.group(2)]))
    return out
