"""Print the emitter category table's precision on the hand-labelled audit samples (and, with -v, every
site it gets wrong), so a change to analyzer/data/emitter_categories.yaml can be judged before and after.

    python scripts/score_emitter_categories.py [-v]
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.category_audit import SAMPLES, load, report, score  # noqa: E402


def main(argv: list[str]) -> int:
    for name in SAMPLES:
        s = score(load(name))
        print(report(name, s))
        if "-v" in argv:
            for r in s.wrong_rows:
                print(f"    {r['table']:<26} label {r['category']:<24} {r['path']}:{r['line']} "
                      f"{r['exception']}: {r['message'][:110]}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
