"""The emitter category table scored on hand-labelled random raise sites (tests/category_audit.py).

The table decides the category of every failure no signature knows, so a wrong category sends the user to
the wrong fix. These floors keep a later rule edit from trading precision away silently; the held-out
sample was labelled before the table was tuned and is never tuned on. The rows are categorised straight
through categorise.py: no index, no installed library needed.
"""

from __future__ import annotations

import pytest

from analyzer.analysis import families
from analyzer.knowledge.catalog import load_catalog
from analyzer.model import CATEGORIES
from tests.category_audit import (
    FOREIGN_SAMPLES,
    HOLE_VALUE,
    SAMPLES,
    engine_categories,
    load,
    report,
    score,
    site_traceback,
)

# Measured when the floors were set: audit 87.4 % precision, 9.2 % of rows wrong, 5.3 % left `other`;
# held out 89.9 %, 5.8 %, 7.4 % (before the audit: 60.1 % / 37.1 % / 0.7 % and 54.6 % / 40.8 % / 4.4 %).
# The floors leave a few rows of slack, not more.
FLOORS = {
    "audit": {"precision": 0.85, "wrong_share": 0.11, "other_share": 0.10},
    "holdout": {"precision": 0.85, "wrong_share": 0.08, "other_share": 0.12},
}


FOREIGN_PACKAGES = {"tensorflow", "keras", "jax", "flax", "orbax", "optax"}


@pytest.mark.parametrize("sample", [*SAMPLES, *FOREIGN_SAMPLES])
def test_labels_are_contract_categories_and_sites_are_unique(sample: str) -> None:
    rows = load(sample)
    assert len(rows) >= (150 if sample in FOREIGN_SAMPLES else 100)
    if sample in FOREIGN_SAMPLES:
        assert {r["package"] for r in rows} >= FOREIGN_PACKAGES
    for r in rows:
        assert r["category"] in CATEGORIES, r
        assert all(c in CATEGORIES and c != r["category"] for c in r.get("also") or ()), r
        assert r["reason"].strip(), r
    sites = [(r["path"], r["line"], r["message"]) for r in rows]
    assert len(set(sites)) == len(sites)


@pytest.mark.parametrize(("tuned", "held_out"), [("audit", "holdout"), ("foreign", "foreign_holdout")])
def test_held_out_sample_shares_no_site_with_the_tuned_one(tuned: str, held_out: str) -> None:
    seen = {(r["path"], r["line"], r["message"]) for r in load(tuned)}
    assert not seen & {(r["path"], r["line"], r["message"]) for r in load(held_out)}


@pytest.mark.parametrize("sample", list(SAMPLES))
def test_category_table_precision_floor(sample: str) -> None:
    s = score(load(sample))
    floor = FLOORS[sample]
    text = report(sample, s)
    assert s.precision >= floor["precision"], text
    assert s.wrong_share <= floor["wrong_share"], text
    assert s.other_share <= floor["other_share"], text


def test_a_table_that_names_nothing_fails_the_floor() -> None:
    """The `other_share` ceiling is what stops precision being bought by naming nothing."""
    rows = [{**r, "path": "nowhere/x.py", "exception": "logger.info", "message": "?"} for r in load("audit")]
    s = score(rows)
    assert s.named == 0 and s.other_share > FLOORS["audit"]["other_share"]


# -- the whole engine on raise sites of frameworks msdiag does not install ------------------------------------------
# Measured when the floors were set: drawn sample 89.6 % precision, 3.7 % of rows wrong, 60.1 % left `other`;
# held out 67.3 %, 8.4 %, 66.7 % (before its cues: 58.8 % / 7.4 % / 79.8 % and 71.0 % / 4.7 % / 71.1 %). The two
# samples had different labellers, and the held-out one calls more argument checks `other`.
FOREIGN_FLOORS = {
    "foreign": {"precision": 0.85, "wrong_share": 0.05, "other_share": 0.64},
    "foreign_holdout": {"precision": 0.62, "wrong_share": 0.10, "other_share": 0.70},
}


# The learned model's guesses (analysis/learned.py) are scored apart: they are said as guesses ("likely, going by
# its words"), and on these raise sites, unlike the labelled logs it trains on, half of them are right. Measured
# when this floor was set: foreign 38 of 70 guesses right (0.54), held out 46 of 90 (0.51).
GUESS_FLOOR = 0.45


@pytest.fixture(scope="module")
def foreign_scores() -> dict:
    catalog = load_catalog(())
    return {(name, tier): score(load(name), engine_categories(load(name), catalog, tier))
            for name in FOREIGN_SAMPLES for tier in ("stated", "guessed")}


@pytest.mark.parametrize("sample", list(FOREIGN_SAMPLES))
def test_engine_precision_floor_on_other_frameworks_sites(sample: str, foreign_scores: dict) -> None:
    """A TensorFlow / JAX / Keras / Flax / Orbax / Optax site's message, pasted as its traceback, gets the
    category a careful reader gives it, or `other`, far more often than a wrong one."""
    s = foreign_scores[(sample, "stated")]
    floor = FOREIGN_FLOORS[sample]
    text = report(sample, s)
    assert s.precision >= floor["precision"], text
    assert s.wrong_share <= floor["wrong_share"], text
    assert s.other_share <= floor["other_share"], text


@pytest.mark.parametrize("sample", list(FOREIGN_SAMPLES))
def test_the_learned_guesses_on_other_frameworks_sites(sample: str, foreign_scores: dict) -> None:
    """Where no signature, message-index entry or family states a category, the learned model's guess is right
    at least GUESS_FLOOR of the time, and it guesses on a fair share of the rows left `other`."""
    s = foreign_scores[(sample, "guessed")]
    assert s.named >= 0.2 * s.rows and s.precision >= GUESS_FLOOR, report(sample, s)


def test_a_site_traceback_reads_as_the_site_raising():
    """The pasted form the foreign audit judges: the family sees the site's frame and exception type."""
    row = {"path": "jax/_src/core.py", "line": 1500, "exception": "jax.errors.TracerBoolConversionError",
           "message": "Attempted boolean conversion of traced array with shape {}."}
    clue = families.clue_from_text(site_traceback(row))
    assert clue.exc_type.endswith("TracerBoolConversionError")
    assert clue.text.startswith("TracerBoolConversionError: Attempted boolean conversion")
    assert clue.frames[-1].endswith("site-packages/jax/_src/core.py")
    assert clue.text.endswith(f"shape {HOLE_VALUE}.")
