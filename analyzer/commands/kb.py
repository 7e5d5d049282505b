"""`msdiag kb`: search and read the knowledge base.

    msdiag kb QUERY...            ranked matches (id, title, score) for an error text or symptom
    msdiag kb show ID [--lang zh] render one article
    msdiag kb list                every article
    --format json                 the same as JSON, for scripts and the web page

Exit status: 0 done; 1 a search found nothing; 2 an unknown article id or a broken article file.
"""

from __future__ import annotations

import argparse
import json
import os
import sys

from ..kb import LANGS, KbError, as_dict, get_article, load_articles, render, search


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("words", nargs="*", metavar="QUERY",
                   help="words to search for; or 'show ID' to read an article; or 'list'")
    p.add_argument("--lang", choices=LANGS, default=None, help="article language (default: from the locale)")
    p.add_argument("--format", "-f", choices=("text", "json"), default="text")
    p.add_argument("--limit", "-n", type=int, default=10, help="at most this many search results (default: 10)")
    p.add_argument("--color", choices=("auto", "always", "never"), default="auto")


def _print_json(data: object) -> None:
    print(json.dumps(data, ensure_ascii=False, indent=2))


def _width() -> int:
    try:
        return max(60, min(120, os.get_terminal_size().columns))
    except OSError:
        return 100


def _color(choice: str) -> bool:
    if choice == "always":
        return True
    return choice == "auto" and not os.environ.get("NO_COLOR") and sys.stdout.isatty()


def show(article_id: str, args: argparse.Namespace) -> int:
    article = get_article(article_id, args.lang)
    if article is None:
        sys.stderr.write(f"msdiag: no knowledge-base article '{article_id}' (see msdiag kb list)\n")
        return 2
    if args.format == "json":
        _print_json(as_dict(article, full=True))
    else:
        sys.stdout.write(render(article, width=_width(), color=_color(args.color)))
    return 0


def _warn(skipped: list[str]) -> None:
    for problem in skipped:
        sys.stderr.write(f"msdiag: skipped a broken knowledge-base article: {problem}\n")


def listing(args: argparse.Namespace) -> int:
    skipped: list[str] = []
    articles = load_articles(args.lang, skipped=skipped).values()
    _warn(skipped)
    if args.format == "json":
        _print_json([as_dict(a) for a in articles])
        return 0
    for a in articles:
        print(f"{a.id:<28} {a.title}")
    return 0


def find(query: str, args: argparse.Namespace) -> int:
    skipped: list[str] = []
    matches = search(query, args.lang, limit=max(1, args.limit), skipped=skipped)
    _warn(skipped)
    if args.format == "json":
        _print_json([{"id": m.id, "title": m.title, "score": m.score, "lang": m.lang, "matched": m.matched}
                     for m in matches])
    else:
        for m in matches:
            print(f"{m.score:5.1f}  {m.id:<28} {m.title}")
        if matches:
            print(f"read one with: msdiag kb show {matches[0].id}", file=sys.stderr)
        else:
            print("no matching article (msdiag kb list shows them all)", file=sys.stderr)
    return 0 if matches else 1


def main(args: argparse.Namespace) -> int:
    from ..cli import default_lang

    args.lang = args.lang or default_lang()
    words = list(args.words)
    try:
        if words[:1] == ["show"]:
            if len(words) != 2:
                sys.stderr.write("msdiag: usage: msdiag kb show ID [--lang zh]\n")
                return 2
            return show(words[1], args)
        if not words or words == ["list"]:
            return listing(args)
        return find(" ".join(words), args)
    except KbError as exc:
        sys.stderr.write(f"msdiag: broken knowledge-base article: {exc}\n")
        return 2
