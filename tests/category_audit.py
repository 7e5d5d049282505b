"""Score msdiag against hand-labelled random samples of libraries' raise sites.

The fixtures (tests/fixtures/emitters/*audit*.yaml, drawn by scripts/sample_emitter_categories.py)
hold what a user hitting each site should be told: `category`, plus `also` for the other categories a
careful reader could defend at an ambiguous site. Two judges are scored the same way, on what they assert:
a non-`other` category outside those is wrong (it sends the user to the wrong fix); `other` where a
category fits is a miss (no help, but no harm).

- the emitter category table (`categorise`), on the pinned libraries' sites, which the message index holds;
- the whole engine (signatures, then families), on the sites of frameworks msdiag does not install
  (TensorFlow, Keras, JAX, Flax, Orbax, Optax): their messages reach users in logs, not in the index, so
  each row is diagnosed as the traceback a user would paste when the site raised.
"""

from __future__ import annotations

import io
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import yaml

from analyzer.analysis.unknown import LEARNED_RULE
from analyzer.knowledge.catalog import Catalog, load_catalog
from analyzer.knowledge.emitters.categorise import categorise
from analyzer.pipeline.engine import Options, diagnose_sources
from analyzer.pipeline.reader import Source

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "emitters"
SAMPLES = {"audit": "category_audit.yaml", "holdout": "category_audit_holdout.yaml"}
# raise sites of frameworks msdiag does not install, judged through the whole engine (`engine_categories`)
FOREIGN_SAMPLES = {"foreign": "foreign_audit.yaml", "foreign_holdout": "foreign_audit_holdout.yaml"}
HOLE_VALUE = "x1"  # what a `{}` of a message stands for in the pasted traceback: a value that names nothing


@dataclass(frozen=True)
class Score:
    rows: int
    named: int  # rows the table gives a category other than `other`
    right: int  # named rows whose category is the label or one of its `also`
    exact: int  # named rows whose category is the label itself
    wrong: int  # named rows outside the label and its `also`
    fits: int  # rows whose label is not `other`
    missed: int  # rows labelled with a category that the judge leaves `other`
    confusions: tuple[tuple[tuple[str, str], int], ...]  # ((label, judge's category), count), most first
    wrong_rows: tuple[dict, ...]

    @property
    def precision(self) -> float:
        return self.right / self.named if self.named else 1.0

    @property
    def wrong_share(self) -> float:
        return self.wrong / self.rows if self.rows else 0.0

    @property
    def other_share(self) -> float:
        """Share of the rows where a category fits that the judge leaves `other`."""
        return self.missed / self.fits if self.fits else 0.0


def load(sample: str) -> list[dict]:
    name = SAMPLES.get(sample) or FOREIGN_SAMPLES[sample]
    return yaml.safe_load((FIXTURES / name).read_text(encoding="utf-8"))["rows"]


def table_categories(rows: Sequence[dict]) -> list[str]:
    return [categorise(r["path"], r["exception"], r["message"], r.get("condition")) for r in rows]


def site_traceback(row: dict) -> str:
    """The traceback a user pastes when the site raised: their script's frame, the site's frame under an
    installed package's folder, the `raise` statement and the exception line."""
    message = row["message"].replace("{}", HOLE_VALUE)
    exc = row["exception"]
    return ("Traceback (most recent call last):\n"
            '  File "/home/user/train.py", line 12, in <module>\n    main()\n'
            f'  File "/opt/venv/lib/python3.11/site-packages/{row["path"]}", line {row["line"]}, in f\n'
            f"    raise {exc.rsplit('.', 1)[-1]}(message)\n"
            f"{exc}: {message}\n")


def engine_categories(rows: Sequence[dict], catalog: Catalog | None = None,
                      tier: str = "stated") -> list[str]:
    """The top finding's category for each row's traceback (`other` when msdiag finds nothing). Two tiers: `stated`
    counts a learned guess as `other` (the category a signature, the message index or a family states), `guessed`
    gives only the learned guesses' categories (`other` for every row it did not guess)."""
    catalog = catalog or load_catalog(())
    out = []
    for r in rows:
        data = site_traceback(r).encode("utf-8")
        source = Source("site.log", lambda d=data: io.BytesIO(d), size=len(data))
        report = diagnose_sources([source], Options(probes=False), None, catalog)
        top = report.findings[0] if report.findings else None
        guessed = top is not None and top.rule == LEARNED_RULE
        out.append(top.category if top is not None and guessed == (tier == "guessed") else "other")
    return out


def score(rows: list[dict], judged: Sequence[str] | None = None) -> Score:
    """`judged`: each row's category as a judge gave it (default: the emitter category table's)."""
    named = right = exact = wrong = fits = missed = 0
    confusions: Counter = Counter()
    wrong_rows = []
    for r, got in zip(rows, table_categories(rows) if judged is None else judged):
        ok = {r["category"], *(r.get("also") or ())}
        fits += r["category"] != "other"
        if got == "other":
            missed += "other" not in ok
            continue
        named += 1
        if got in ok:
            right += 1
            exact += got == r["category"]
        else:
            wrong += 1
            confusions[(r["category"], got)] += 1
            wrong_rows.append({**r, "judged": got})
    return Score(len(rows), named, right, exact, wrong, fits, missed, tuple(confusions.most_common()),
                 tuple(wrong_rows))


def report(name: str, s: Score) -> str:
    lines = [f"{name}: {s.rows} rows, {s.named} named; precision {s.precision:.1%} "
             f"({s.right}/{s.named}, exact {s.exact}); wrong {s.wrong} ({s.wrong_share:.1%} of rows); "
             f"left `other` where a category fits {s.missed}/{s.fits} ({s.other_share:.1%})"]
    lines += [f"  {gold} -> {got}: {n}" for (gold, got), n in s.confusions]
    return "\n".join(lines)
