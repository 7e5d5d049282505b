"""Score the emitter category table against hand-labelled random samples of the libraries' raise sites.

The fixtures (tests/fixtures/emitters/category_audit*.yaml, drawn by scripts/sample_emitter_categories.py)
hold what a user hitting each site should be told: `category`, plus `also` for the other categories a
careful reader could defend at an ambiguous site. The table is judged on what it asserts: a non-`other`
category outside those is wrong (it sends the user to the wrong fix); `other` where a category fits is a
miss (no help, but no harm).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from pathlib import Path

import yaml

from analyzer.knowledge.emitters.categorise import categorise

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "emitters"
SAMPLES = {"audit": "category_audit.yaml", "holdout": "category_audit_holdout.yaml"}


@dataclass(frozen=True)
class Score:
    rows: int
    named: int  # rows the table gives a category other than `other`
    right: int  # named rows whose category is the label or one of its `also`
    exact: int  # named rows whose category is the label itself
    wrong: int  # named rows outside the label and its `also`
    fits: int  # rows whose label is not `other`
    missed: int  # rows labelled with a category that the table leaves `other`
    confusions: tuple[tuple[tuple[str, str], int], ...]  # ((label, table's category), count), most first
    wrong_rows: tuple[dict, ...]

    @property
    def precision(self) -> float:
        return self.right / self.named if self.named else 1.0

    @property
    def wrong_share(self) -> float:
        return self.wrong / self.rows if self.rows else 0.0

    @property
    def other_share(self) -> float:
        """Share of the rows where a category fits that the table leaves `other`."""
        return self.missed / self.fits if self.fits else 0.0


def load(sample: str) -> list[dict]:
    return yaml.safe_load((FIXTURES / SAMPLES[sample]).read_text(encoding="utf-8"))["rows"]


def score(rows: list[dict]) -> Score:
    named = right = exact = wrong = fits = missed = 0
    confusions: Counter = Counter()
    wrong_rows = []
    for r in rows:
        got = categorise(r["path"], r["exception"], r["message"])
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
            wrong_rows.append({**r, "table": got})
    return Score(len(rows), named, right, exact, wrong, fits, missed, tuple(confusions.most_common()),
                 tuple(wrong_rows))


def report(name: str, s: Score) -> str:
    lines = [f"{name}: {s.rows} rows, {s.named} named by the table; precision {s.precision:.1%} "
             f"({s.right}/{s.named}, exact {s.exact}); wrong {s.wrong} ({s.wrong_share:.1%} of rows); "
             f"left `other` where a category fits {s.missed}/{s.fits} ({s.other_share:.1%})"]
    lines += [f"  {gold} -> {got}: {n}" for (gold, got), n in s.confusions]
    return "\n".join(lines)
