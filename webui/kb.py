"""Knowledge-base articles as pages: Markdown rendered with raw HTML switched off.

markdown-it-py (already installed with rich) is a CommonMark parser; with `html` off, any HTML in an
article is shown as text, and its link validation drops `javascript:`/`data:` URLs. Links between
articles (`other-id.md`) become links to their pages.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Optional

import yaml
from markdown_it import MarkdownIt
from markdown_it.token import Token
from markupsafe import Markup

from analyzer.knowledge.advice import describe, filter_markdown, stack
from analyzer.paths import kb_dir

ARTICLE_ID = re.compile(r"^[a-z0-9][a-z0-9_-]{0,80}$")
_URL = re.compile(r"https?://[^\s<>()\[\]`'\"]+[^\s<>()\[\]`'\".,;:!?，。；：]")
_WORD_ID = re.compile(r"(?<![\w/.-])[a-z0-9]+(?:-[a-z0-9]+)+(?![\w/-])")
_ARTICLE_LINK = re.compile(r"^(?:\.\./(?:en|zh)/|\./)?(?P<id>[a-z0-9][a-z0-9_-]{0,80})\.md(?P<anchor>#[\w-]*)?$")


def _renderer() -> MarkdownIt:
    md = MarkdownIt("commonmark", {"html": False, "linkify": False, "typographer": False})
    md.enable("table")
    md.enable("strikethrough")
    return md


_MD = _renderer()


def article_path(article_id: str, lang: str) -> Optional[Path]:
    """The article in the asked language, else in English; None when neither exists."""
    if not ARTICLE_ID.match(article_id):
        return None
    root = kb_dir()
    for candidate in (lang, "en"):
        path = root / candidate / f"{article_id}.md"
        if path.is_file():
            return path
    return None


def has_article(article_id: Optional[str], lang: str = "en") -> bool:
    return bool(article_id) and article_path(article_id, lang) is not None


def _rewrite_links(tokens: list) -> None:
    for token in tokens:
        if token.children:
            _rewrite_links(token.children)
        if token.type == "link_open":
            href = str(token.attrGet("href") or "")
            m = _ARTICLE_LINK.match(href)
            if m:
                token.attrSet("href", f"/kb/{m.group('id')}{m.group('anchor') or ''}")
            elif href.startswith(("http://", "https://")):
                token.attrSet("rel", "noopener noreferrer")


def _link_tokens(href: str, label: str) -> list[Token]:
    opening = Token("link_open", "a", 1, attrs={"href": href})
    if href.startswith(("http://", "https://")):
        opening.attrSet("rel", "noopener noreferrer")
    return [opening, Token("text", "", 0, content=label), Token("link_close", "a", -1)]


def _linkify_text(text: str, known: frozenset[str]) -> list[Token]:
    """Bare URLs and the ids of other articles ("see hccl-init-failure") in plain text become links."""
    spans = [(m.start(), m.end(), m.group(0)) for m in _URL.finditer(text)]
    for m in _WORD_ID.finditer(text):
        if m.group(0) in known and not any(s < m.end() and m.start() < e for s, e, _ in spans):
            spans.append((m.start(), m.end(), f"/kb/{m.group(0)}"))
    out: list[Token] = []
    pos = 0
    for start, end, href in sorted(spans):
        if start > pos:
            out.append(Token("text", "", 0, content=text[pos:start]))
        out.extend(_link_tokens(href, text[start:end]))
        pos = end
    if pos < len(text):
        out.append(Token("text", "", 0, content=text[pos:]))
    return out


def _linkify(tokens: list, known: frozenset[str]) -> None:
    for token in tokens:
        if token.type != "inline" or not token.children:
            continue
        children: list[Token] = []
        inside_link = 0
        for child in token.children:
            inside_link += child.type == "link_open"
            inside_link -= child.type == "link_close"
            if child.type == "text" and not inside_link:
                children.extend(_linkify_text(child.content, known))
            else:
                children.append(child)
        token.children = children


def render_markdown(text: str, known: frozenset[str] = frozenset()) -> Markup:
    tokens = _MD.parse(text)
    _rewrite_links(tokens)
    _linkify(tokens, known)
    return Markup(_MD.renderer.render(tokens, _MD.options, {}))


def article_ids() -> frozenset[str]:
    root = kb_dir()
    return frozenset(p.stem for lang in ("en", "zh") for p in (root / lang).glob("*.md")) if root.is_dir() \
        else frozenset()


@dataclass(frozen=True)
class IndexEntry:
    """One article in the `/kb/` list: its id, its title in each language it exists in, and its text."""

    id: str
    title: str
    other_title: str
    languages: tuple[str, ...]
    categories: tuple[str, ...]
    text: str

    def matches(self, query: str) -> bool:
        needle = query.lower()
        return any(needle in part.lower() for part in (self.id, self.title, self.other_title, self.text,
                                                       " ".join(self.categories)))


def article_index(lang: str) -> list[IndexEntry]:
    """Every article in either language, titled in `lang` where a translation exists, sorted by title."""
    entries = []
    for article_id in sorted(article_ids()):
        found = {}
        for code in ("en", "zh"):
            path = kb_dir() / code / f"{article_id}.md"
            if path.is_file():
                found[code] = _read_meta(str(path), path.stat().st_mtime)
        main = found.get(lang) or found.get("en") or next(iter(found.values()))
        other = found.get("zh" if lang == "en" else "en")
        entries.append(IndexEntry(article_id, main[0] or article_id, other[0] if other else "", tuple(found),
                                  main[1], " ".join(v[2] for v in found.values())))
    return sorted(entries, key=lambda e: e.title.lower())


@lru_cache(maxsize=256)
def _read_meta(path: str, mtime: float) -> tuple[str, tuple[str, ...], str]:
    meta, body = split_front_matter(Path(path).read_text(encoding="utf-8", errors="replace"))
    categories = meta.get("categories") if isinstance(meta.get("categories"), list) else []
    return str(meta.get("title") or ""), tuple(str(c) for c in categories), body


def split_front_matter(text: str) -> tuple[dict, str]:
    """Articles start with a YAML block (`id`, `title`, ...) between `---` lines; the rest is Markdown."""
    if not text.startswith("---"):
        return {}, text
    end = text.find("\n---", 3)
    if end < 0:
        return {}, text
    try:
        meta = yaml.safe_load(text[3:end])
    except yaml.YAMLError:
        meta = None
    body = text[end + 4:].split("\n", 1)[1] if "\n" in text[end + 4:] else ""
    return (meta if isinstance(meta, dict) else {}), body


@lru_cache(maxsize=256)
def _render_cached(path: str, mtime: float, known: frozenset[str]) -> tuple[str, Markup]:
    meta, body = split_front_matter(Path(path).read_text(encoding="utf-8", errors="replace"))
    title = str(meta.get("title") or "")
    if not title:
        title = next((line.lstrip("#").strip() for line in body.splitlines() if line.startswith("# ")), "")
    body, looked = filter_markdown(body, stack())  # passages for the assumed stack; markers never shown
    if looked:
        lang = Path(path).parent.name
        body += f"\n\n*{'建议适用的版本' if lang == 'zh' else 'Advice for'}: {describe(looked, stack(), lang)}*\n"
    return title, render_markdown(body, known)


def load_article(article_id: str, lang: str) -> Optional[tuple[str, Markup, str]]:
    """(title, html, language actually used) or None."""
    path = article_path(article_id, lang)
    if path is None:
        return None
    title, html = _render_cached(str(path), path.stat().st_mtime, article_ids())
    return title or article_id, html, path.parent.name
