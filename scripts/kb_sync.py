#!/usr/bin/env python3
"""Rewrite every KB article's `signatures:` front-matter list from the signature files.

Signatures name their articles in `kb:`; articles list the signatures that link to them. The
signature side is the source of truth (many people add signatures; few edit articles), so this
script derives the article side: sorted ids, one block list, nothing else in the file touched.
Running it twice changes nothing.

    python scripts/kb_sync.py           rewrite the articles, print what changed
    python scripts/kb_sync.py --check   change nothing; exit 1 if an article is out of date

Also reports `kb:` ids that have no article (exit 1 with --check).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from analyzer.knowledge.kb import LANGS, replace_front_matter_list, signature_links  # noqa: E402


def sync(kb_root: Path, sig_root: Path, check: bool) -> tuple[list[Path], list[str]]:
    """Paths that changed (or would change) and kb ids that signatures name but no article has."""
    links = signature_links(sig_root)
    changed: list[Path] = []
    known: set[str] = set()
    for lang in LANGS:
        for path in sorted((kb_root / lang).glob("*.md")):
            known.add(path.stem)
            text = path.read_text(encoding="utf-8")
            new = replace_front_matter_list(text, "signatures", links.get(path.stem, []))
            if new != text:
                changed.append(path)
                if not check:
                    path.write_text(new, encoding="utf-8")
    dangling = [f"{aid} (named by {', '.join(sids)})" for aid, sids in links.items() if aid not in known]
    return changed, dangling


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--check", action="store_true", help="change nothing; exit 1 if anything is out of date")
    p.add_argument("--kb", type=Path, default=REPO / "kb", help="knowledge-base folder (default: kb/)")
    p.add_argument("--signatures", type=Path, default=REPO / "signatures", help="signature folder")
    args = p.parse_args(argv)
    changed, dangling = sync(args.kb, args.signatures, args.check)
    verb = "out of date" if args.check else "updated"
    for path in changed:
        print(f"{verb}: {path.relative_to(args.kb) if path.is_relative_to(args.kb) else path}")
    for item in dangling:
        print(f"no article for kb id: {item}", file=sys.stderr)
    print(f"{len(changed)} article(s) {verb}", file=sys.stderr)
    return 1 if args.check and (changed or dangling) else 0


if __name__ == "__main__":
    sys.exit(main())
