"""Print how msdiag categorises the hand-labelled audit samples of raise sites (tests/category_audit.py):
the emitter category table on the pinned libraries' samples, and the whole engine (with the table beside
it) on the samples of frameworks msdiag does not install. With -v, every site it gets wrong. Run it
before and after editing analyzer/data/emitter_categories.yaml, families/ or signatures/.

    python scripts/score_emitter_categories.py [-v]
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.category_audit import FOREIGN_SAMPLES, SAMPLES, Score, engine_categories, load, report, score  # noqa: E402


def show(name: str, s: Score, verbose: bool) -> None:
    print(report(name, s))
    if verbose:
        for r in s.wrong_rows:
            print(f"    {r['judged']:<26} label {r['category']:<24} {r['path']}:{r['line']} "
                  f"{r['exception']}: {r['message'][:110]}")


def main(argv: list[str]) -> int:
    verbose = "-v" in argv
    for name in SAMPLES:
        show(name, score(load(name)), verbose)
    for name in FOREIGN_SAMPLES:
        rows = load(name)
        show(f"{name} (engine)", score(rows, engine_categories(rows)), verbose)
        show(f"{name} (table)", score(rows), False)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
