"""Draw a reproducible random sample of the pinned libraries' raise sites for a hand-labelled category audit.

The category table (analyzer/data/emitter_categories.yaml) decides the category of every failure no
signature knows, so its precision is measured on sites drawn at random, labelled by hand from the
message and the code around the raise (tests/fixtures/emitters/category_audit.yaml). This script mines
the installed packages itself (nothing categorised, nothing read from the index cache) and draws with a
fixed seed, so the same libraries and seed always give the same rows. It writes the rows with an empty
`category` (keeping the labels already in `--output` for the same sites) and, with `--context`, the code
around each raise to label them from; the labels are written by hand, never copied from what the table
says: `category` is what a user hitting the site should be told, `also` the other categories a careful
reader could defend for an ambiguous site.

    python scripts/sample_emitter_categories.py --seed 20261202 --counts mindformers=100,mindspore=80,transformers=60
    python scripts/sample_emitter_categories.py --seed 77031 --counts mindformers=50,mindspore=40,transformers=30 \
        --exclude tests/fixtures/emitters/category_audit.yaml
    python scripts/sample_emitter_categories.py --seed 20261204 --site TF_ENV/lib/python3.11/site-packages \
        --site JAX_ENV/lib/python3.11/site-packages --counts tensorflow=60,keras=35,jax=40,flax=20,orbax=20,optax=10 \
        --output tests/fixtures/emitters/foreign_audit.yaml
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

import yaml

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from analyzer.knowledge.emitters.pysource import mine_source  # noqa: E402
from analyzer.knowledge.emitters.record import KIND_ASSERT, KIND_RAISE, Template  # noqa: E402
from analyzer.knowledge.emitters.sources import PackageSource, in_site, installed  # noqa: E402

CONTEXT_LINES = 6


def raise_sites(source: PackageSource) -> list[Template]:
    """Every raise/assert template of the package's Python modules, in a stable order."""
    rels = [r for r in source.files() if r.endswith(".py")]
    found: list[Template] = []
    for rel, data in source.read(rels):
        found += [t for t in mine_source(data, rel, source.name, source.version) if t.kind in (KIND_RAISE, KIND_ASSERT)]
    return sorted(found, key=lambda t: (t.path, t.line or 0, t.text))


def site_key(path: str, line: object, message: str) -> tuple[str, int, str]:
    return path, int(line or 0), message


def excluded_sites(paths: list[str]) -> set[tuple[str, int, str]]:
    """Sites already in another sample (a held-out sample must not share rows with the tuned one)."""
    out = set()
    for p in paths:
        for r in yaml.safe_load(Path(p).read_text(encoding="utf-8"))["rows"]:
            out.add(site_key(r["path"], r["line"], r["message"]))
    return out


def draw(templates: list[Template], count: int, seed: int, skip: set[tuple[str, int, str]]) -> list[Template]:
    pool = [t for t in templates if site_key(t.path, t.line, t.text) not in skip]
    picked = random.Random(seed).sample(pool, min(count, len(pool)))
    return sorted(picked, key=lambda t: (t.path, t.line or 0))


def row(t: Template, labels: dict[tuple[str, int, str], dict]) -> dict:
    """One fixture row; the hand-written label of the same site is kept when the sample is drawn again."""
    out = {"package": t.package, "version": t.version, "path": t.path, "line": t.line, "exception": t.exc_type,
           "message": t.text}
    if t.condition:  # the test that raises: rules of the category table may read it
        out["condition"] = t.condition
    known = labels.get(site_key(t.path, t.line, t.text), {})
    out["category"] = known.get("category", "")
    if known.get("also"):
        out["also"] = known["also"]
    out["reason"] = known.get("reason", "")
    return out


def known_labels(path: str | None) -> dict[tuple[str, int, str], dict]:
    if not path or not Path(path).exists():
        return {}
    rows = yaml.safe_load(Path(path).read_text(encoding="utf-8"))["rows"]
    return {site_key(r["path"], r["line"], r["message"]): r for r in rows}


def context(source: PackageSource, t: Template) -> str:
    """The code around the raise, to label the row from what the site checks."""
    lines = (Path(source.root) / t.path).read_text(encoding="utf-8", errors="replace").splitlines()
    start = max(0, (t.line or 1) - 1 - CONTEXT_LINES)
    body = "\n".join(f"{n + 1:5d} {lines[n]}" for n in range(start, min(len(lines), (t.line or 1) + 2)))
    return f"### {t.package} {t.path}:{t.line} {t.function or ''}\n{t.exc_type}: {t.text}\n{body}\n"


def find_source(name: str, sites: list[str]) -> PackageSource | None:
    """The package in the first of `sites` that holds it, or (no sites given) in this environment."""
    if not sites:
        return installed(name)
    return next((s for s in (in_site(name, site) for site in sites) if s is not None), None)


def parse_counts(text: str) -> dict[str, int]:
    out = {}
    for part in text.split(","):
        name, _, n = part.partition("=")
        out[name.strip()] = int(n)
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, required=True)
    ap.add_argument("--counts", default="mindformers=100,mindspore=80,transformers=60")
    ap.add_argument("--output", help="YAML file for the unlabelled rows (stdout when absent)")
    ap.add_argument("--context", help="text file for the code around each raise site")
    ap.add_argument("--exclude", action="append", default=[], help="a sample file whose sites are not drawn again")
    ap.add_argument("--site", action="append", default=[],
                    help="read the packages from this site-packages folder of another environment (frameworks "
                         "msdiag does not install: tensorflow, jax, keras, ...); may be given more than once")
    args = ap.parse_args(argv)
    skip = excluded_sites(args.exclude)
    labels = known_labels(args.output)
    rows, notes = [], []
    for i, (name, count) in enumerate(parse_counts(args.counts).items()):
        source = find_source(name, args.site)
        if source is None:
            print(f"{name} is not installed{' in ' + ', '.join(args.site) if args.site else ''}", file=sys.stderr)
            return 1
        picked = draw(raise_sites(source), count, args.seed + i, skip)
        rows += [row(t, labels) for t in picked]
        notes += [context(source, t) for t in picked]
    head = {"seed": args.seed, "counts": args.counts, "exclude": [Path(p).name for p in args.exclude]}
    text = yaml.safe_dump({**head, "rows": rows}, sort_keys=False,
                          allow_unicode=True, width=200)
    if args.output:
        Path(args.output).write_text(text, encoding="utf-8")
    else:
        sys.stdout.write(text)
    if args.context:
        Path(args.context).write_text("\n".join(notes), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
