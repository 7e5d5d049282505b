"""Findings from check items, worded from the rule table (analyzer/data/preflight_rules.yaml).

Why one finding per check: a generated config with a million unknown keys must not give a million
findings (ranking and rendering would grow with them); the first item names the field in the title
and the others are counted, listed in the fixes up to `max_items` and kept in the facts.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..data import load_data
from ..knowledge.template import fill as template_fill
from ..model import ROLE_ERROR, Evidence, Finding
from .yamlload import Document

MAX_FACT_ITEMS = 50


def rules() -> dict[str, Any]:
    return load_data("preflight_rules")


@dataclass(frozen=True)
class Loc:
    """A value with the dotted key it came from and the lines to show (key line, anchor line)."""

    key: str
    value: Any
    line: int = 0
    anchor_line: int = 0
    path: str = ""  # set when the value comes from another file (config.json)


@dataclass
class Item:
    facts: dict[str, Any]
    located: list[Loc] = field(default_factory=list)


def evidence(doc: Document, located: list[Loc], fallback_key: str = "model") -> list[Evidence]:
    """Lines of the keys the values came from (and their anchors), else the section they belong in."""
    out: list[Evidence] = []
    seen: set[tuple[str, int]] = set()
    for loc in located:
        path = loc.path or doc.path
        for line in (loc.line, loc.anchor_line):
            if line and (path, line) not in seen:
                seen.add((path, line))
                text = doc.lines[line - 1].strip() if not loc.path and 0 < line <= len(doc.lines) else str(loc.value)
                out.append(Evidence(path, line, text, role=ROLE_ERROR))
    if not out:
        mark = doc.marks.get(fallback_key) or doc.marks.get("model")
        line = mark.line if mark else 1
        out = [Evidence(doc.path, line, doc.lines[line - 1].strip() if 0 < line <= len(doc.lines) else "",
                        role=ROLE_ERROR)]
    return out


fill = template_fill  # an empty fact drops its optional clause (one home: analyzer/knowledge/template.py)


def build(doc: Document, check: str, items: list[Item], lang: str, extra: tuple[str, ...] = (),
          extra_facts: dict[str, Any] | None = None, fallback_key: str = "model") -> Finding:
    """One finding for `check` from its items; `extra` are further rule ids whose fix lines are appended."""
    table = rules()
    rule = table["checks"][check]
    words = lang if lang == "zh" else "en"
    first = dict(items[0].facts)
    facts: dict[str, Any] = {"config": doc.path, **first, **(extra_facts or {})}
    title = fill(rule["title"][words], facts)
    if len(items) > 1:
        title += fill(table["more"][words], {"more": len(items) - 1})
        facts["count"] = len(items)
        facts["items"] = [item.facts for item in items[:MAX_FACT_ITEMS]]
    fixes = [fill(rule["fix"][words], {**facts, **item.facts}) for item in items[: table["max_items"]]]
    fixes += [fill(table["checks"][name]["fix"][words], facts) for name in extra]
    located = [loc for item in items[: table["max_items"]] for loc in item.located]
    return Finding(category=rule["category"], signature=f"preflight.{check}", title=title,
                   confidence=0.9 if rule["severity"] == "error" else 0.7,
                   evidence=evidence(doc, located, fallback_key), fixes=fixes, kb=rule["kb"], facts=facts,
                   severity=rule["severity"], role=ROLE_ERROR)
