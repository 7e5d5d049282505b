"""Give every mined template a CONTRACT category from a rule table kept as data.

The table (`analyzer/data/emitter_categories.yaml`) says which module areas, exception types,
words and raising conditions point at which category; domain experts edit it, tests run its hit and
near-miss examples through the whole table. The score is explicit (`priority`), never the order of the file.
"""

from __future__ import annotations

import fnmatch
import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Optional

from ...model import CATEGORIES

TABLE = "emitter_categories"


@dataclass(frozen=True)
class CategoryRule:
    id: str
    category: str
    priority: int
    paths: Optional[re.Pattern]
    exceptions: Optional[frozenset]
    words: Optional[re.Pattern]
    not_words: Optional[re.Pattern]
    condition: Optional[re.Pattern] = None  # searched in the source of the `if` test that raises
    examples: tuple[dict, ...] = ()
    misses: tuple[dict, ...] = ()

    @property
    def conditions(self) -> int:
        return sum(x is not None for x in (self.paths, self.exceptions, self.words, self.condition))

    def applies(self, path: str, exc_type: str, text: str, condition: Optional[str] = None) -> bool:
        if self.condition is not None and not self.condition.search(condition or ""):
            return False
        if self.paths is not None and not self.paths.match(path):
            return False
        if self.exceptions is not None and exc_type not in self.exceptions:
            return False
        if self.words is not None and not self.words.search(text):
            return False
        return self.not_words is None or not self.not_words.search(text)


class CategoryTableError(ValueError):
    """The rule table is malformed: named rule and field, so the editor knows where to look."""


def _rule(item: dict) -> CategoryRule:
    rid = item.get("id", "?")
    category = item.get("category")
    if category not in CATEGORIES:
        raise CategoryTableError(f"rule {rid}: category {category!r} is not a CONTRACT category")
    paths = item.get("paths")
    try:
        glob_rx = re.compile("|".join(fnmatch.translate(p) for p in paths)) if paths else None
        words = re.compile(item["words"], re.I) if item.get("words") else None
        not_words = re.compile(item["not_words"], re.I) if item.get("not_words") else None
        condition = re.compile(item["condition"]) if item.get("condition") else None
    except re.error as exc:
        raise CategoryTableError(f"rule {rid}: bad pattern ({exc})") from exc
    exceptions = item.get("exceptions")
    examples = item.get("examples") or {}
    return CategoryRule(id=rid, category=category, priority=int(item.get("priority", 0)), paths=glob_rx,
                        exceptions=frozenset(str(e) for e in exceptions) if exceptions is not None else None,
                        words=words, not_words=not_words, condition=condition,
                        examples=tuple(examples.get("hit") or ()), misses=tuple(examples.get("miss") or ()))


@lru_cache(maxsize=1)
def rules() -> tuple[CategoryRule, ...]:
    """The table, strongest rule first (priority, then conditions stated, then id)."""
    from ...data import load_data

    items = load_data(TABLE).get("rules") or []
    out = [_rule(item) for item in items]
    return tuple(sorted(out, key=lambda r: (-r.priority, -r.conditions, r.id)))


def decide(path: str, exc_type: str, text: str, condition: Optional[str] = None) -> Optional[CategoryRule]:
    """The rule that gives a template its category, or None (category `other`). `condition`: the source of
    the test that raises it (`self.config.pad_token_id is None and batch_size != 1`), None when unknown."""
    for rule in rules():
        if rule.applies(path, exc_type, text, condition):
            return rule
    return None


def categorise(path: str, exc_type: str, text: str, condition: Optional[str] = None) -> str:
    rule = decide(path, exc_type, text, condition)
    return rule.category if rule is not None else "other"
