"""Run the pre-flight over every YAML config under some folders and count what it says.

    python scripts/preflight_corpus.py DIR [DIR ...] [--show CHECK] [--devices-from-layout]

Why: "no error on a working shipped config" is only believable when measured on many of them
(several MindFormers releases). Prints per folder: configs read, configs with an error-severity
finding, errors by check, and configs refused (exit 2). Configs that are not MindFormers run
configs (no model or parallel_config section) are counted apart.
"""

from __future__ import annotations

import argparse
import collections
import sys
from pathlib import Path

from analyzer.preflight import ConfigError, preflight


def run_config(path: Path) -> tuple[str, list[tuple[str, str]]]:
    try:
        findings, notes = preflight(str(path))
    except ConfigError as exc:
        return f"refused: {exc}", []
    if any("nothing to check" in n for n in notes):
        return "not a run config", []
    return "ok", [(f.signature or "", f.title) for f in findings if f.severity == "error"]


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("dirs", nargs="+")
    parser.add_argument("--show", action="append", default=[], help="print the configs and titles of this check")
    args = parser.parse_args(argv)
    total = collections.Counter()
    for folder in args.dirs:
        counts: collections.Counter = collections.Counter()
        by_check: collections.Counter = collections.Counter()
        for path in sorted(Path(folder).rglob("*.y*ml")):
            status, errors = run_config(path)
            counts[status.split(":")[0]] += 1
            if errors:
                counts["with errors"] += 1
            for signature, title in errors:
                by_check[signature] += 1
                if signature.removeprefix("preflight.") in args.show:
                    print(f"  {path}: {title}")
        total.update(counts)
        print(f"{folder}: {dict(counts)} errors by check: {dict(by_check.most_common())}")
    print(f"total: {dict(total)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
