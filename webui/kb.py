"""Knowledge-base articles as pages: Markdown rendered with raw HTML switched off.

markdown-it-py (already installed with rich) is a CommonMark parser; with `html` off, any HTML in an
article is shown as text, and its link validation drops `javascript:`/`data:` URLs. Links between
articles (`other-id.md`) become links to their pages.
"""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path
from typing import Optional

import yaml
from markdown_it import MarkdownIt
from markupsafe import Markup

from analyzer.advice import describe, filter_markdown, stack
from analyzer.paths import kb_dir

ARTICLE_ID = re.compile(r"^[a-z0-9][a-z0-9_-]{0,80}$")
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


def render_markdown(text: str) -> Markup:
    tokens = _MD.parse(text)
    _rewrite_links(tokens)
    return Markup(_MD.renderer.render(tokens, _MD.options, {}))


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
def _render_cached(path: str, mtime: float) -> tuple[str, Markup]:
    meta, body = split_front_matter(Path(path).read_text(encoding="utf-8", errors="replace"))
    title = str(meta.get("title") or "")
    if not title:
        title = next((line.lstrip("#").strip() for line in body.splitlines() if line.startswith("# ")), "")
    body, looked = filter_markdown(body, stack())  # passages for the assumed stack; markers never shown
    if looked:
        lang = Path(path).parent.name
        body += f"\n\n*{'建议适用的版本' if lang == 'zh' else 'Advice for'}: {describe(looked, stack(), lang)}*\n"
    return title, render_markdown(body)


def load_article(article_id: str, lang: str) -> Optional[tuple[str, Markup, str]]:
    """(title, html, language actually used) or None."""
    path = article_path(article_id, lang)
    if path is None:
        return None
    title, html = _render_cached(str(path), path.stat().st_mtime)
    return title or article_id, html, path.parent.name
