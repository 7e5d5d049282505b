"""Static checks on a loaded signature beyond the schema: regex shapes that can backtrack catastrophically,
literals the regex cannot contain, fix templates naming captures that do not exist.
"""

from __future__ import annotations

import regex

from .codes import LOOKUP_VALUES
from .signatures import Signature
from .template import placeholders

# (x+)+, (x*)*, (x+)*, (a|a)+ style nesting: a quantified group whose body is itself quantified.
_NESTED_QUANT = regex.compile(r"\((?:\?:|\?P<\w+>)?[^()]*[+*][^()]*\)[+*{]")
# two adjacent unbounded wildcards with nothing between: .*.* / .+.*
_DOUBLE_WILD = regex.compile(r"\.[*+]\??\s*\.[*+]")


def regex_problems(pattern: str) -> list[str]:
    out = []
    if _NESTED_QUANT.search(pattern):
        out.append("nested quantifier (a group with + or * inside, quantified again) can backtrack "
                   "catastrophically")
    if _DOUBLE_WILD.search(pattern):
        out.append("adjacent unbounded wildcards (.*.*) backtrack quadratically")
    return out


def lint_signature(sig: Signature) -> list[str]:
    problems: list[str] = []
    names: set[str] = {"count", "ranks", "path", "line"} | set(sig.facts)
    for i, p in enumerate(sig.patterns):
        if p.regex is not None:
            for msg in regex_problems(p.regex.pattern):
                problems.append(f"{sig.path}: match[{i}].regex: {msg}")
            names |= set(p.regex.groupindex)
    for rx in sig.context.facts:
        names |= set(rx.groupindex)
    if sig.lookup is not None:
        names |= set(LOOKUP_VALUES)
    for e in sig.exclusions:
        for msg in regex_problems(e.regex.pattern):
            problems.append(f"{sig.path}: exclude.{e.name}: {msg}")
    templates = [sig.title, *sig.fixes, *sig.facts.values()]
    for lang in sig.i18n.values():
        templates += [lang.get("title") or "", *(lang.get("fix") or [])]
    for t in templates:
        for name, _ in placeholders(t):
            if name not in names:
                problems.append(f"{sig.path}: template uses {{{name}}} but no capture or fact has that name")
    return problems
