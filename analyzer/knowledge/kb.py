"""The knowledge base: one Markdown article per failure family, in English and Chinese.

Every finding names a `kb` article; the article is where the *why* lives (the fix in a report is
only as good as the explanation behind it). Articles sit in `kb/<lang>/<id>.md` with YAML front
matter (`id`, `title`, `categories`, `signatures`, `lang`) and fixed headings, the shape Elastic's
investigation guides and Ruff's rule docs use, so a reader always knows where "how to confirm" is.

A missing translation falls back to English rather than failing: a half-translated knowledge base
is still useful. Only `kb/<lang>/*.md` is read; other files under `kb/` (such as `cann_codes.yaml`)
belong to other parts of msdiag and are ignored here.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from functools import lru_cache
from pathlib import Path
from typing import Any, Optional

import yaml

from ..paths import kb_dir, signatures_dir
from .advice import Stack, WhenError, filter_markdown, stack

LANGS = ("en", "zh")
HEADINGS: dict[str, tuple[str, ...]] = {
    "en": ("Summary", "Symptoms", "Root cause", "How to confirm", "Fix", "When this is not the cause",
           "References"),
    "zh": ("摘要", "症状", "根本原因", "如何确认", "修复", "何时不是此原因", "参考资料"),
}
FRONT_MATTER_KEYS = ("id", "title", "categories", "signatures", "lang")
ID_PATTERN = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
_FENCE = "---"


class KbError(ValueError):
    """An article breaks the format; the message names the file."""


@dataclass(frozen=True)
class Article:
    id: str
    lang: str
    title: str
    categories: tuple[str, ...]
    signatures: tuple[str, ...]
    path: Path
    body: str
    sections: tuple[tuple[str, str], ...] = field(default=())

    def section(self, index: int) -> str:
        """Text under the index-th fixed heading (0 = summary), whatever the language."""
        return self.sections[index][1] if index < len(self.sections) else ""

    @property
    def summary(self) -> str:
        return " ".join(self.section(0).split())


@dataclass(frozen=True)
class Match:
    id: str
    title: str
    score: float
    lang: str
    matched: str  # the text that scored best, so a user sees why an article came up


# ---------------------------------------------------------------------------------------------
# Parsing


def split_front_matter(text: str, path: Path) -> tuple[dict[str, Any], str]:
    """YAML between the leading `---` fences, and the Markdown after them."""
    lines = text.splitlines(keepends=True)
    if not lines or lines[0].strip() != _FENCE:
        raise KbError(f"{path}: must start with '---' front matter")
    for end in range(1, len(lines)):
        if lines[end].strip() == _FENCE:
            break
    else:
        raise KbError(f"{path}: front matter is not closed with '---'")
    try:
        data = yaml.safe_load("".join(lines[1:end])) or {}
    except yaml.YAMLError as exc:
        raise KbError(f"{path}: front matter is not valid YAML: {exc}".replace("\n", " ")) from None
    if not isinstance(data, dict):
        raise KbError(f"{path}: front matter must be a mapping")
    return data, "".join(lines[end + 1:])


def split_sections(body: str) -> list[tuple[str, str]]:
    """`## Heading` blocks in order; headings inside fenced code are not headings."""
    sections: list[tuple[str, list[str]]] = []
    in_code = False
    for line in body.splitlines():
        if line.lstrip().startswith("```"):
            in_code = not in_code
        if not in_code and line.startswith("## "):
            sections.append((line[3:].strip(), []))
        elif sections:
            sections[-1][1].append(line)
    return [(h, "\n".join(text).strip()) for h, text in sections]


def _str_tuple(path: Path, key: str, value: Any) -> tuple[str, ...]:
    if value is None:
        return ()
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise KbError(f"{path}: front matter '{key}' must be a list of strings")
    return tuple(value)


def parse_article(path: Path, lang: str) -> Article:
    """Read one article and check the front matter; heading order is checked by `problems()`."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise KbError(f"{path}: cannot read: {exc}") from None
    data, body = split_front_matter(text, path)
    aid = data.get("id")
    if aid != path.stem:
        raise KbError(f"{path}: front matter id '{aid}' must equal the file stem '{path.stem}'")
    title = data.get("title")
    if not isinstance(title, str) or not title.strip():
        raise KbError(f"{path}: front matter 'title' is required")
    if data.get("lang") != lang:
        raise KbError(f"{path}: front matter lang '{data.get('lang')}' but the file is under {lang}/")
    return Article(id=aid, lang=lang, title=title.strip(),
                   categories=_str_tuple(path, "categories", data.get("categories")),
                   signatures=_str_tuple(path, "signatures", data.get("signatures")),
                   path=path, body=body.strip() + "\n", sections=tuple(split_sections(body)))


def problems(article: Article) -> list[str]:
    """Format problems a test or linter reports: wrong, missing or out-of-order headings, empty ones."""
    expected = HEADINGS[article.lang]
    found = tuple(h for h, _ in article.sections)
    out: list[str] = []
    if found != expected:
        out.append(f"{article.path}: headings {list(found)} must be exactly {list(expected)} in this order")
    out.extend(f"{article.path}: section '{h}' is empty" for h, text in article.sections if not text.strip())
    try:
        filter_markdown(article.body, stack())
    except WhenError as exc:
        out.append(f"{article.path}: bad <!-- when: --> marker: {exc}")
    return out


def for_versions(article: Article, on: Optional[Stack] = None) -> tuple[Article, list[str]]:
    """The article with only the passages whose `<!-- when: ... -->` marker holds for `on` (default: the
    assumed stack), and the packages those markers looked at (to say which versions the text assumes)."""
    body, looked = filter_markdown(article.body, on or stack())
    return replace(article, body=body, sections=tuple(split_sections(body))), looked


# ---------------------------------------------------------------------------------------------
# Loading


def _root(root: Optional[Path]) -> Path:
    return Path(root) if root is not None else kb_dir()


def load_lang(lang: str, root: Optional[Path] = None, skipped: Optional[list[str]] = None) -> dict[str, Article]:
    """Every article written in `lang` (no fallback).

    A broken file raises KbError naming it; when a `skipped` list is given it is recorded there
    instead, so one bad article does not take the whole knowledge base down for a reader.
    """
    folder = _root(root) / lang
    if not folder.is_dir():
        return {}
    articles: dict[str, Article] = {}
    for path in sorted(folder.glob("*.md")):
        try:
            articles[path.stem] = parse_article(path, lang)
        except KbError as exc:
            if skipped is None:
                raise
            skipped.append(str(exc))
    return articles


def load_articles(lang: str = "en", root: Optional[Path] = None,
                  skipped: Optional[list[str]] = None) -> dict[str, Article]:
    """Articles for `lang`, with the English one standing in wherever a translation is missing."""
    articles = load_lang("en", root, skipped)
    if lang != "en":
        articles.update(load_lang(lang, root, skipped))
    return dict(sorted(articles.items()))


def get_article(article_id: str, lang: str = "en", root: Optional[Path] = None) -> Optional[Article]:
    """One article by id, in `lang` if it exists there, else in English; None if it does not exist."""
    for candidate in dict.fromkeys((lang, "en")):
        path = _root(root) / candidate / f"{article_id}.md"
        if ID_PATTERN.match(article_id) and path.is_file():
            return parse_article(path, candidate)
    return None


@lru_cache(maxsize=512)
def summary(article_id: Optional[str], lang: str = "en") -> Optional[str]:
    """The first section (`## Summary` in every article) of an article, in `lang` first, else English, as
    one paragraph: what a reporter shows for a finding's KB link. Read once per article and process, so
    reporters hold a lookup, not files."""
    if not article_id or not re.fullmatch(r"[A-Za-z0-9_-]+", article_id):
        return None
    for code in dict.fromkeys((lang, "en")):
        try:
            text = (kb_dir() / code / f"{article_id}.md").read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            continue
        sections = split_sections(text)
        first = " ".join(sections[0][1].split()) if sections else ""
        if first:
            return first
    return None


# ---------------------------------------------------------------------------------------------
# Links from signature files


def signature_links(sig_root: Optional[Path] = None) -> dict[str, list[str]]:
    """article id -> sorted ids of the signatures whose `kb:` names it.

    Read straight from the YAML rather than through the full signature validator: the link is
    what the file declares, and a signature another engineer is still fixing must not make its
    article forget it.
    """
    links: dict[str, set[str]] = {}
    for sid, data in _signature_documents(sig_root):
        for aid in data.get("kb") or []:
            if isinstance(aid, str):
                links.setdefault(aid, set()).add(sid)
    return {aid: sorted(ids) for aid, ids in sorted(links.items())}


def _signature_documents(sig_root: Optional[Path] = None) -> Iterable[tuple[str, dict[str, Any]]]:
    root = Path(sig_root) if sig_root is not None else signatures_dir()
    for path in sorted(root.rglob("*.yaml")):
        try:
            data = yaml.safe_load(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, yaml.YAMLError):
            continue
        if isinstance(data, dict):
            yield str(data.get("id") or path.stem), data


_REGEX_META = re.compile(r"\(\?P<\w+>|\(\?[:=!]|\\[dDsSwWbB]|\[[^\]]*\]|[()|*+?{}^$.\\]|\{\d*,?\d*\}")


def regex_literal_runs(pattern: str, min_len: int = 8) -> list[str]:
    """The plain-text stretches of a regex (named groups, classes and operators removed)."""
    return [run.strip() for run in _REGEX_META.split(pattern) if len(run.strip()) >= min_len]


def _signature_texts(sig_root: Optional[Path] = None) -> dict[str, list[str]]:
    """article id -> titles, literals and regex text of the signatures that link to it."""
    texts: dict[str, list[str]] = {}
    for _sid, data in _signature_documents(sig_root):
        found: list[str] = []
        for key in ("title", "title_zh"):
            if isinstance(data.get(key), str):
                found.append(re.sub(r"\{[^}]*\}", " ", data[key]))
        for entry in data.get("match") or []:
            if not isinstance(entry, dict):
                continue
            literal = entry.get("literal")
            found.extend([literal] if isinstance(literal, str) else [x for x in literal or [] if isinstance(x, str)])
            if isinstance(entry.get("regex"), str):
                found.extend(regex_literal_runs(entry["regex"]))
        for aid in data.get("kb") or []:
            if isinstance(aid, str):
                texts.setdefault(aid, []).extend(found)
    return texts


# ---------------------------------------------------------------------------------------------
# Search

SIGNATURE_AGREES = 80.0  # a linked signature's text matching this well confirms the article
SIGNATURE_BONUS = 3.0
_CODE = re.compile(r"```[^\n]*\n(.*?)```|`([^`\n]+)`", re.S)


def quoted_texts(article: Article) -> list[str]:
    """Error texts an article quotes: code spans anywhere and lines of code blocks in Symptoms."""
    quoted: list[str] = []
    for m in _CODE.finditer(article.body):
        if m.group(2):
            quoted.append(m.group(2))
    for m in _CODE.finditer(article.section(1)):
        if m.group(1):
            quoted.extend(line.strip() for line in m.group(1).splitlines() if len(line.strip()) >= 8)
    return [q for q in quoted if len(q) >= 4]


def _candidates(article: Article, extra: list[str]) -> list[tuple[str, float]]:
    """(text, weight): the title counts most, quoted errors and signature texts nearly as much."""
    out = [(article.title, 1.0), (article.id.replace("-", " "), 1.0)]
    out.extend((line.strip(" -*"), 0.9) for line in article.section(1).splitlines() if line.strip())
    out.extend((q, 0.95) for q in quoted_texts(article))
    out.extend((t, 0.95) for t in extra)
    out.append((article.summary, 0.8))
    return out


def _score(query: str, text: str) -> float:
    from rapidfuzz import fuzz

    q, t = query.lower(), text.lower()
    if not t:
        return 0.0
    # a short text found inside a long query counts less than the query found inside a long text
    partial = fuzz.partial_ratio(q, t) if len(q) <= len(t) else fuzz.partial_ratio(t, q) * len(t) / len(q)
    return max(partial, fuzz.token_set_ratio(q, t) * 0.95)


def search(query: str, lang: str = "en", limit: int = 10, root: Optional[Path] = None,
           sig_root: Optional[Path] = None, min_score: float = 50.0,
           skipped: Optional[list[str]] = None) -> list[Match]:
    """Rank articles for a free-text query (an error line, a symptom, an id), best first."""
    query = " ".join(query.split())
    if not query:
        return []
    articles = load_articles(lang, root, skipped)
    if query.lower() in articles:
        exact = articles[query.lower()]
        return [Match(exact.id, exact.title, 100.0, exact.lang, exact.id)]
    sig_texts = _signature_texts(sig_root)
    matches: list[Match] = []
    for article in articles.values():
        extra = sig_texts.get(article.id, [])
        if article.lang != "en":  # English error texts quoted in the English article also find the translation
            en = _english(article.id, root)
            extra = extra + (quoted_texts(en) if en else [])
        best, matched = 0.0, ""
        for text, weight in _candidates(article, extra):
            score = _score(query, text) * weight
            if score > best:
                best, matched = score, text
        coverage = _cjk_coverage(query, article)
        if coverage > best:
            best, matched = coverage, article.title
        if any(_score(query, text) >= SIGNATURE_AGREES for text in sig_texts.get(article.id, [])):
            best = min(100.0, best + SIGNATURE_BONUS)  # a signature routes this very text here
        if best >= min_score:
            matches.append(Match(article.id, article.title, round(best, 1), article.lang, matched))
    matches.sort(key=lambda m: (-m.score, m.id))
    return matches[:limit]


_CJK_RUN = re.compile(r"[\u4e00-\u9fff]+")
_WORD = re.compile(r"[a-z0-9_.]{2,}")


def _query_terms(query: str) -> list[str]:
    """Character bigrams of the Chinese runs (Chinese has no spaces to split words) plus Latin words."""
    terms: list[str] = []
    for run in _CJK_RUN.findall(query):
        terms.extend([run] if len(run) == 1 else [run[i:i + 2] for i in range(len(run) - 1)])
    return terms + _WORD.findall(query.lower())


def _cjk_coverage(query: str, article: Article) -> float:
    """How much of a Chinese query the article contains, terms in the title counting most.

    Edit-distance scores on a four-character query mostly measure luck (any title sharing three
    characters scores high); coverage of its bigrams over the whole article is the steadier signal.
    """
    if not _CJK_RUN.search(query):
        return 0.0
    terms = _query_terms(query)
    title, lead = article.title.lower(), (article.section(0) + article.section(1)).lower()
    body = article.body.lower()
    weights = [1.0 if term in title else 0.9 if term in lead else 0.8 if term in body else 0.0 for term in terms]
    return 100.0 * sum(weights) / len(weights) if weights else 0.0


def _english(article_id: str, root: Optional[Path]) -> Optional[Article]:
    try:
        return get_article(article_id, "en", root)
    except KbError:
        return None


# ---------------------------------------------------------------------------------------------
# Rendering


def render(article: Article, width: int = 100, color: bool = False) -> str:
    """The article as terminal text: title, the links, then the Markdown body rendered by rich."""
    from io import StringIO

    from rich.console import Console
    from rich.markdown import Markdown

    buffer = StringIO()
    console = Console(file=buffer, width=width, force_terminal=color, color_system="auto" if color else None,
                      highlight=False, emoji=False)
    console.print(Markdown(f"# {article.title}"))
    label = "分类" if article.lang == "zh" else "Categories"
    console.print(f"[dim]{article.id} · {label}: {', '.join(article.categories) or '-'}[/dim]")
    if article.signatures:
        label = "签名" if article.lang == "zh" else "Signatures"
        console.print(f"[dim]{label}: {', '.join(article.signatures)}[/dim]")
    console.print(Markdown(article.body))
    return buffer.getvalue()


def as_dict(article: Article, full: bool = False) -> dict[str, Any]:
    """JSON shape of an article for `--format json`."""
    out: dict[str, Any] = {"id": article.id, "title": article.title, "lang": article.lang,
                           "categories": list(article.categories), "signatures": list(article.signatures)}
    if full:
        out["sections"] = {h: text for h, text in article.sections}
        out["markdown"] = article.body
    return out


# ---------------------------------------------------------------------------------------------
# Rewriting the signatures list (used by scripts/kb_sync.py)


def replace_front_matter_list(text: str, key: str, values: list[str]) -> str:
    """Rewrite one list field of the front matter in place, leaving every other byte alone."""
    lines = text.splitlines(keepends=True)
    if not lines or lines[0].strip() != _FENCE:
        raise KbError(f"no front matter to rewrite '{key}' in")
    end = next((i for i in range(1, len(lines)) if lines[i].strip() == _FENCE), None)
    if end is None:
        raise KbError("front matter is not closed")
    block = [f"{key}: []\n"] if not values else [f"{key}:\n"] + [f"  - {v}\n" for v in values]
    start = next((i for i in range(1, end) if lines[i].startswith(f"{key}:")), None)
    if start is None:
        return "".join(lines[:end] + block + lines[end:])
    stop = start + 1
    while stop < end and lines[stop][:1] in (" ", "\t") and lines[stop].strip().startswith("-"):
        stop += 1
    return "".join(lines[:start] + block + lines[stop:])
