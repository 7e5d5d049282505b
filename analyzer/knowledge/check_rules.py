"""The content of the Python checks' findings: one YAML entry per rule id, worded in English and Chinese.

A signature is data from end to end; a check over the loss curve or the ranks' timeline needs code
to decide. What it says must still be data a domain expert can edit and a translator can check, so
the code only decides: a check returns a rule id (`loss.nan`, `run.straggler_hang`) and the facts it
found, and `make_finding` turns that into the `Finding` in the user's language. Category, severity,
knowledge-base article, title and fixes come from `checks/<id>.yaml` (see checks/README.md), loaded
once into the `Catalog` and checked at load: the schema, and that every placeholder names a fact the
entry says its check provides. Hit and near-miss example logs beside each entry run as a whole set in
tests, like the signatures' examples.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any, NamedTuple, Optional

import yaml

from ..data import safe_yaml
from ..model import CATEGORIES, Evidence, Finding
from ..paths import data_dir
from .template import FILTERS, fill, placeholders, reword_unfilled

SEVERITIES = ("error", "warning")
_CJK = re.compile(r"[\u3400-\u9fff]")
_ID = re.compile(r"^[a-z]+\.[a-z0-9_]+$")
_CODE = re.compile(r"`[^`]*`")
_PLACEHOLDER_TEXT = re.compile(r"\{[^{}]*\}")


class Text(NamedTuple):
    """A value that reads differently per language (`step 3` / `第 3 步`)."""

    en: str
    zh: str


@dataclass(frozen=True)
class Wording:
    en: str
    zh: str
    when: Optional[str] = None  # a fix line shown only when this fact is truthy

    def in_lang(self, lang: str) -> str:
        return self.zh if lang == "zh" else self.en


@dataclass(frozen=True)
class CheckRule:
    id: str
    category: str
    severity: str
    kb: Optional[str]
    provides: frozenset[str]
    title: Wording
    fixes: tuple[Wording, ...]
    path: str
    clauses: tuple[tuple[str, Wording], ...] = ()  # optional parts: rendered only when all their facts are set

    def examples(self) -> tuple[list[Path], list[Path]]:
        """`<id>.hit*.log` / `<id>.miss*.log` beside the entry; a folder `<id>.hit*/` is a multi-rank run."""
        folder = Path(self.path).parent
        return (sorted(folder.glob(f"{self.id}.hit*")), sorted(folder.glob(f"{self.id}.miss*")))

    def problems(self, values: dict[str, Any]) -> list[str]:
        """Facts the entry declares that the check did not give, and facts it gave undeclared."""
        return ([f"missing fact {n}" for n in sorted(self.provides - set(values))]
                + [f"undeclared fact {n}" for n in sorted(set(values) - self.provides)])

    def word(self, values: dict[str, Any], lang: str) -> tuple[str, list[str]]:
        """Title and fix lines in `lang`; a `Text` value is read in that language, "" drops its clause."""
        local = {k: (getattr(v, "zh" if lang == "zh" else "en") if isinstance(v, Text) else v)
                 for k, v in values.items()}
        for name, clause in self.clauses:
            text = clause.in_lang(lang)
            needed = [ph for ph, _ in placeholders(text)]
            local[name] = fill(text, local, lang) if all(local.get(n) not in (None, "") for n in needed) else ""
        fixes = [fill(f.in_lang(lang), local, lang) for f in self.fixes if f.when is None or local.get(f.when)]
        return (reword_unfilled(fill(self.title.in_lang(lang), local, lang), lang),
                [reword_unfilled(f, lang) for f in fixes])


class RuleError(ValueError):
    pass


def _wording(path: Path, name: str, raw: Any, provides: frozenset[str]) -> Wording:
    if not isinstance(raw, dict) or not isinstance(raw.get("en"), str) or not isinstance(raw.get("zh"), str):
        raise RuleError(f"{path.name}: {name} needs `en` and `zh` texts")
    unknown = set(raw) - {"en", "zh", "when"}
    if unknown:
        raise RuleError(f"{path.name}: {name} has unknown fields {sorted(unknown)}")
    if _english_only(raw["zh"]) and not name.startswith("clauses."):
        raise RuleError(f"{path.name}: {name}.zh has no Chinese text")
    when = raw.get("when")
    if when is not None and when not in provides:
        raise RuleError(f"{path.name}: {name}.when names {when!r}, not a fact the check provides")
    for lang in ("en", "zh"):
        for ph, filters in placeholders(raw[lang]):
            if ph not in provides:
                raise RuleError(f"{path.name}: {name}.{lang} uses {{{ph}}}, not a fact the check provides")
            bad = [f for f in filters if f not in FILTERS]
            if bad:
                raise RuleError(f"{path.name}: {name}.{lang} uses unknown filter(s) {bad}")
    return Wording(raw["en"], raw["zh"], when)


def _english_only(text: str) -> bool:
    """Words but no Chinese outside placeholders and code spans (`{family}：{message}` is fine)."""
    rest = _CODE.sub("", _PLACEHOLDER_TEXT.sub("", text))
    return not _CJK.search(rest) and bool(re.search(r"[A-Za-z]{2,}", rest))


FIELDS = {"id", "category", "severity", "kb", "provides", "clauses", "title", "fixes", "source"}


def parse_rule(path: Path, data: Any) -> CheckRule:
    """Schema check of one entry: a wrong entry is rejected with its file and field named."""
    if not isinstance(data, dict):
        raise RuleError(f"{path.name}: must hold a mapping")
    unknown = set(data) - FIELDS
    if unknown:
        raise RuleError(f"{path.name}: unknown fields {sorted(unknown)}")
    rid = data.get("id")
    if not isinstance(rid, str) or not _ID.match(rid) or rid != path.stem:
        raise RuleError(f"{path.name}: id must be `area.name` and match the file name")
    if data.get("category") not in CATEGORIES:
        raise RuleError(f"{path.name}: category {data.get('category')!r} is not a contract category")
    if data.get("severity") not in SEVERITIES:
        raise RuleError(f"{path.name}: severity must be one of {SEVERITIES}")
    kb = data.get("kb")
    if kb is not None and not isinstance(kb, str):
        raise RuleError(f"{path.name}: kb must be an article id or null")
    provides = data.get("provides") or []
    if not isinstance(provides, list) or not all(isinstance(p, str) for p in provides):
        raise RuleError(f"{path.name}: provides must list the facts the check gives")
    facts = frozenset(provides)
    raw_clauses = data.get("clauses") or {}
    if not isinstance(raw_clauses, dict):
        raise RuleError(f"{path.name}: clauses must map a name to its en/zh texts")
    clauses = tuple((name, _wording(path, f"clauses.{name}", raw, facts)) for name, raw in raw_clauses.items())
    names = facts | {name for name, _ in clauses}
    fixes = data.get("fixes")
    if not isinstance(fixes, list) or not fixes:
        raise RuleError(f"{path.name}: fixes must be a non-empty list")
    return CheckRule(rid, data["category"], data["severity"], kb, facts,
                     _wording(path, "title", data.get("title"), names),
                     tuple(_wording(path, f"fixes[{i}]", f, names) for i, f in enumerate(fixes)), str(path),
                     clauses)


def load_rules(root: Optional[Path] = None) -> tuple[dict[str, CheckRule], list[str]]:
    """Every entry under `root` (default: the shipped `checks/`); errors name the file."""
    folder = root or data_dir("checks")
    rules: dict[str, CheckRule] = {}
    errors: list[str] = []
    for path in sorted(folder.glob("*.yaml")):
        try:
            rule = parse_rule(path, safe_yaml(path.read_text(encoding="utf-8")))
        except (RuleError, yaml.YAMLError, OSError) as exc:
            errors.append(str(exc) if isinstance(exc, RuleError) else f"{path.name}: {exc}")
            continue
        rules[rule.id] = rule
    return rules, errors


@lru_cache(maxsize=1)
def shipped() -> tuple[dict[str, CheckRule], tuple[str, ...]]:
    """The shipped table, read once per process (the Catalog holds it for the run)."""
    rules, errors = load_rules()
    return rules, tuple(errors)


def shipped_rules() -> dict[str, CheckRule]:
    return shipped()[0]


def make_finding(rules: dict[str, CheckRule], rule_id: str, lang: str, values: dict[str, Any], *,
                 evidence: list[Evidence], confidence: float, facts: dict[str, Any], **extra: Any) -> Finding:
    """The one place a check's key and facts become a finding in the user's language."""
    rule = rules[rule_id]
    title, fixes = rule.word(values, lang)
    facts = dict(facts)
    problems = rule.problems(values)
    if problems:  # a code/data mismatch shows in the JSON instead of failing the run; the examples test it
        facts["rule_problems"] = problems
    return Finding(category=rule.category, signature=None, title=title, confidence=confidence,
                   evidence=evidence, fixes=fixes, kb=rule.kb, facts=facts, severity=rule.severity,
                   rule=rule.id, **extra)
