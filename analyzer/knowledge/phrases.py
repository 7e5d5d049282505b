"""Sentences the code assembles into findings, kept as bilingual data (`checks/phrases/<book>.yaml`).

The check rules (checks/<id>.yaml) word whole findings; some stages also build a sentence of their own
from parts (the culprit verdict's reason, where a library raises a message). Those parts live here as
data too, so a translator edits YAML, not Python, and a missing or mistranslated phrase is caught at
load: every phrase has English and Chinese, both use the same format fields, and the Chinese is
Chinese. A phrase that is only placeholders in both languages alike (`{kind}`) is refused: it has
nothing to translate, so the code passes the value on without a phrase (an empty phrase, saying
nothing in either language, is allowed). The `Catalog` loads the books
once and hands them down (a stage words its sentences with a `Wording`: one book in the reader's
language); no stage reads a book from disk.
"""

from __future__ import annotations

import re
import string
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, Optional

import yaml

from ..data import safe_yaml
from ..paths import data_dir

LANGS = ("en", "zh")
BOOKS = ("culprit", "emitters", "markdown_report", "notes", "phase", "story", "text_report", "verdict")
_CJK = re.compile(r"[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]")  # Chinese characters and punctuation
_LETTERS = re.compile(r"[A-Za-z]{3,}")
_PLACEHOLDERS_ONLY = re.compile(r"(?:\{[^{}]*\}|[\s\W_])*")


class PhraseError(ValueError):
    """A phrase book that is not well formed; the message names the file and the phrase."""


@dataclass(frozen=True)
class Phrasebook:
    """One book's phrases: key -> {"en": template, "zh": template}."""

    name: str
    phrases: dict[str, dict[str, str]]

    def text(self, lang: str, phrase: str, /, **values: Any) -> str:
        """The phrase in `lang` (English for any language but Chinese), its fields filled in (positional
        parameters only: a field may be called `key` or `lang`)."""
        return self.phrases[phrase]["zh" if lang == "zh" else "en"].format(**values)

    def table(self, lang: str) -> dict[str, str]:
        """Every phrase in one language (for code that picks phrases by key itself)."""
        words = "zh" if lang == "zh" else "en"
        return {key: texts[words] for key, texts in self.phrases.items()}


@dataclass(frozen=True)
class Wording:
    """One book in the reader's language: what a stage words its sentences with, handed down from the
    catalog's books with the run's `lang`."""

    book: Phrasebook
    lang: str = "en"

    def __call__(self, phrase: str, /, **values: Any) -> str:
        return self.book.text(self.lang, phrase, **values)

    @property
    def zh(self) -> bool:
        return self.lang == "zh"


def fields(template: str) -> set[str]:
    """The format fields a template fills (`{rank}`, `{similarity:.0f}` -> rank, similarity)."""
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def problems(key: str, texts: Any) -> list[str]:
    """What is wrong with one phrase: missing language, different fields, Chinese that is English."""
    if not isinstance(texts, dict) or set(texts) != set(LANGS) or not all(isinstance(t, str) for t in texts.values()):
        return [f"{key}: must map exactly {LANGS} to strings"]
    out = []
    if fields(texts["en"]) != fields(texts["zh"]):
        out.append(f"{key}: en uses {sorted(fields(texts['en']))}, zh uses {sorted(fields(texts['zh']))}")
    if texts["en"] and texts["en"] == texts["zh"] and _PLACEHOLDERS_ONLY.fullmatch(texts["en"]):  # "" says nothing
        out.append(f"{key}: only placeholders, nothing to translate (pass the value on without a phrase)")
    english = re.sub(r"\{[^{}]*\}|`[^`]*`", "", texts["en"])
    if len(_LETTERS.findall(english)) >= 2 and not _CJK.search(texts["zh"]):
        out.append(f"{key}: the zh text is not Chinese")
    return out


def load_book(name: str, root: Optional[Path] = None) -> Phrasebook:
    path = (root or data_dir("checks") / "phrases") / f"{name}.yaml"
    try:
        data = safe_yaml(path.read_text(encoding="utf-8"))
    except (OSError, yaml.YAMLError) as exc:
        raise PhraseError(f"{path.name}: {exc}") from None
    raw = data.get("phrases") if isinstance(data, dict) else None
    if not isinstance(raw, dict) or not raw:
        raise PhraseError(f"{path.name}: must hold a `phrases:` mapping")
    found = [p for key, texts in raw.items() for p in problems(str(key), texts)]
    if found:
        raise PhraseError(f"{path.name}: " + "; ".join(found))
    return Phrasebook(name, {str(k): dict(v) for k, v in raw.items()})


@cache
def _shipped(name: str) -> Phrasebook:
    return load_book(name)


def shipped_books() -> dict[str, Phrasebook]:
    """The shipped books, read once per process (a broken shipped book fails the tests, not a run): what
    the `Catalog` and a reporter's `RenderContext` hold."""
    return {name: _shipped(name) for name in BOOKS}
