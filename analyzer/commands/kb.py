"""`msdiag kb`: search and read the knowledge base.

    msdiag kb QUERY...            ranked matches (id, title, score) for an error text or symptom
    msdiag kb show ID [--lang zh] render one article
    msdiag kb list                every article
    msdiag kb --verify            check every name the advice mentions against the pinned libraries
    --versions mindspore=2.7      show the passages written for these versions (default: the stack
                                  the knowledge base was checked against; the output says which)
    --format json                 the same as JSON, for scripts and the web page

Exit status: 0 done; 1 a search found nothing, or --verify found unknown names; 2 an unknown article
id or a broken article file (or --verify could not run).
"""

from __future__ import annotations

import argparse
import json
import os
import sys

from ..knowledge.advice import PACKAGES, describe, stack
from ..knowledge.kb import LANGS, KbError, as_dict, for_versions, get_article, load_articles, render, search


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("words", nargs="*", metavar="QUERY",
                   help="words to search for; or 'show ID' to read an article; or 'list'")
    p.add_argument("--lang", choices=LANGS, default=None, help="article language (default: from the locale)")
    p.add_argument("--format", "-f", choices=("text", "json"), default="text")
    p.add_argument("--limit", "-n", type=int, default=10, help="at most this many search results (default: 10)")
    p.add_argument("--color", choices=("auto", "always", "never"), default="auto")
    p.add_argument("--verify", action="store_true",
                   help="check that every env var, API, context key and YAML field named in kb/ and signatures/ "
                        "exists in the pinned libraries or the reviewed reference table; exit 1 on any unknown")
    p.add_argument("--versions", default="", metavar="PKG=VER,...",
                   help=f"versions to show advice for ({', '.join(PACKAGES)}), e.g. mindspore=2.7.1,cann=8.0")


def _versions(text: str) -> dict[str, str]:
    """`mindspore=2.7,cann=8.0` -> {mindspore: 2.7, cann: 8.0}; unknown packages are refused."""
    out: dict[str, str] = {}
    for part in filter(None, (p.strip() for p in text.split(","))):
        name, _, version = part.partition("=")
        if name not in PACKAGES or not version:
            raise ValueError(f"'{part}' is not PACKAGE=VERSION with PACKAGE one of {', '.join(PACKAGES)}")
        out[name] = version
    return out


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
    on = stack(_versions(args.versions), source="given")
    article, looked = for_versions(article, on)
    advice_for = describe(looked, on, article.lang) if looked else ""
    if args.format == "json":
        _print_json({**as_dict(article, full=True), **({"advice_for": advice_for} if advice_for else {})})
    else:
        sys.stdout.write(render(article, width=_width(), color=_color(args.color)))
        if advice_for:
            label = "建议适用的版本" if article.lang == "zh" else "Advice for"
            sys.stdout.write(f"{label}: {advice_for} (msdiag kb show {article.id} --versions PKG=VER)\n")
    return 0


def verify_names() -> int:
    """`msdiag kb --verify`: counts per kind on stdout, unknown names listed; 1 if any is unknown."""
    from ..knowledge.verify import VerifyError, report, verify

    try:
        result = verify()
    except VerifyError as exc:
        sys.stderr.write(f"msdiag: kb --verify could not run: {exc}\n")
        return 2
    sys.stdout.write(report(result))
    return 1 if result.unknown else 0


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
    if args.verify:
        return verify_names()
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
    except ValueError as exc:  # a bad --versions value or a bad <!-- when: --> marker
        sys.stderr.write(f"msdiag: {exc}\n")
        return 2
