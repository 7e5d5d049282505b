"""`msdiag signatures`: list the signature set, lint it, and run every example log against the whole set.

The example run is the one Semgrep and Sigma use: each `<id>.hit*.log` must make its own signature
fire, each `<id>.miss*.log` must not, and because the *whole* set runs on every example, a broad
signature that steals a specific one's hit shows up as a failure here.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Optional

from ..knowledge.lint import lint_signature
from ..knowledge.signatures import Signature, load_dir, load_signatures, signatures_dir

if TYPE_CHECKING:
    from ..knowledge.catalog import Catalog


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--format", choices=("text", "json"), default="text")
    p.add_argument("--lint", action="store_true", help="check schema and regex safety; exit 1 on a problem")
    p.add_argument("--test", action="store_true", help="run every example log against the whole set")
    p.add_argument("--signatures", action="append", default=[], metavar="DIR",
                   help="a signature folder to use as well (repeatable)")
    p.add_argument("--only", metavar="DIR", help="lint/test only this folder, not the shipped set")


def _listing(sigs: list[Signature]) -> list[dict]:
    return [{"id": s.id, "area": s.area, "category": s.category, "severity": s.severity, "status": s.status,
             "confidence": s.confidence, "title": s.title, "kb": s.kb, "probes": [p.name for p in s.probes],
             "literals": sorted(s.literals), "path": str(s.path)} for s in sorted(sigs, key=lambda s: s.id)]


def example_catalog(whole_set: list[Signature]) -> Catalog:
    """The catalog examples run against: the whole set, compiled once (a caller testing signatures one
    by one builds it once and passes it to every `example_failures` call)."""
    from ..knowledge.catalog import Catalog

    return Catalog(signatures=tuple(whole_set), by_id={s.id: s for s in whole_set})


def example_failures(sigs: list[Signature], whole_set: Optional[list[Signature]] = None,
                     catalog: Optional[Catalog] = None) -> list[str]:
    """Run each example of `sigs` through the full engine with `whole_set` (default: `sigs`) loaded once
    (or with `catalog`, built by `example_catalog` from the whole set); describe every wrong outcome."""
    from ..pipeline.engine import Options, diagnose

    problems: list[str] = []
    if catalog is None:
        catalog = example_catalog(whole_set if whole_set is not None else sigs)
    for sig in sigs:
        hits, misses = sig.examples()
        if not hits:
            problems.append(f"{sig.id}: no hit example ({sig.id}.hit.log)")
        if not misses:
            problems.append(f"{sig.id}: no near-miss example ({sig.id}.miss.log)")
        for path in hits + misses:
            report = diagnose([str(path)], Options(probes=False), catalog=catalog)
            fired = [f.signature for f in report.findings] + [f"note:{n.en}" for n in report.notes]
            matched = any(f.signature == sig.id for f in report.findings) or any(
                sig.id in s.name for f in report.findings for s in f.symptoms) or (
                sig.severity == "note" and any(sig.title.split("{")[0][:30] in n.en for n in report.notes))
            if path in hits and not matched:
                problems.append(f"{path.name}: {sig.id} did not fire (got {fired[:4] or 'nothing'})")
            elif path in hits and not sig.secondary and sig.severity != "note" and report.findings and \
                    report.findings[0].category != sig.category and report.findings[0].signature != sig.id:
                # (the signature itself may name another category: a code table, the API history)
                top = report.findings[0]
                problems.append(f"{path.name}: {top.signature or top.title} ({top.category}) outranks "
                                f"{sig.id} ({sig.category})")
            if path in misses and matched:
                problems.append(f"{path.name}: {sig.id} fired on a near-miss example")
    return problems


def _family_problems(test: bool) -> list[str]:
    """Load errors of the family files (schema, regex safety), and with --test their examples."""
    from ..analysis import families

    problems = families.load_errors()
    if test:
        problems.extend(families.example_failures())
    return problems


def main(args: argparse.Namespace) -> int:
    if args.only:
        sigs, errors = load_dir(Path(args.only), strict=False)
    else:
        sigs, errors = load_signatures(tuple(args.signatures))
    if args.lint or args.test:
        problems = list(errors)
        if args.lint:
            for s in sigs:
                problems.extend(lint_signature(s))
        if args.test:
            problems.extend(example_failures(sigs))
        if not args.only:  # the failure families (families/*.yaml) are checked with the shipped set
            problems.extend(_family_problems(args.test))
        for p in problems:
            print(p)
        print(f"{len(sigs)} signatures, {len(problems)} problem(s)", file=sys.stderr)
        return 1 if problems else 0
    for e in errors:
        print(f"skipped: {e}", file=sys.stderr)
    listing = _listing(sigs)
    if args.format == "json":
        print(json.dumps(listing, ensure_ascii=False, indent=2))
        return 0
    for item in listing:
        print(f"{item['id']:<48} {item['category']:<30} {item['severity']:<8} {item['title']}")
    print(f"{len(listing)} signatures in {signatures_dir()}", file=sys.stderr)
    return 0
