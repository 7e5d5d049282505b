"""Train the learned category model (analyzer/data/learned_categories.json) from the labelled logs.

Samples, each a labelled category and what the model reads:
- the key line of every labelled failure log in tests/realworld (its `key_line`, read as the fallback reads a
  failure: its exception, its cut-off `raise` line, or the line itself);
- the clue the fallback itself judged in that log (tests/realworld/fallback_clues.jsonl, written by
  `--extract`): the line it picked, the exception, the frames, the raising statement;
- every hit example of the failure families.

After folding new labelled batches: `--extract` (runs the engine over every labelled log, minutes), then
train. The test suite fails when the shipped model is not what this script makes from the repository's data
(`--check`), and the realworld test when a fallback's clue is not the one on file.

    python scripts/train_category_model.py --extract  # the fallback's clue of every labelled failure log
    python scripts/train_category_model.py            # write the model
    python scripts/train_category_model.py --check    # exit 1 when the shipped model is stale
    python scripts/train_category_model.py --folds 10 # leave-sets-out: judged on sets it did not train on
"""

from __future__ import annotations

import argparse
import json
import sys
from multiprocessing import Pool
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from analyzer.analysis import learned  # noqa: E402
from analyzer.analysis.families import Clue, clue_from_text, load_families  # noqa: E402

REALWORLD = ROOT / "tests" / "realworld"
CLUES = REALWORLD / "fallback_clues.jsonl"
Sample = tuple[str, frozenset[str]]


def labelled_cases(realworld: Path = REALWORLD) -> list[tuple[str, dict]]:
    """(set name, label entry) for every labelled failure log."""
    out = []
    for labels in sorted(realworld.glob("*/labels.yaml")):
        cases = yaml.safe_load(labels.read_text(encoding="utf-8")) or []
        out += [(labels.parent.name, c) for c in (cases if isinstance(cases, list) else [])
                if isinstance(c, dict) and c.get("category") not in (None, "none")]
    return out


def case_key(name: str, case: dict) -> str:
    return f"{name}/{case['id']}"


def samples(realworld: Path = REALWORLD, clues: dict[str, dict] | None = None) -> list[tuple[str, str, Sample]]:
    """(set name, kind, sample): kind `key` for a key line, `clue` for the fallback's clue."""
    clues = learned.read_clues(CLUES) if clues is None else clues
    out = []
    for name, case in labelled_cases(realworld):
        line = str(case.get("key_line") or "").strip()
        if line:
            out.append((name, "key", (case["category"], learned.features(clue_from_text(line)))))
        clue = clues.get(case_key(name, case))
        if clue is not None:
            out.append((name, "clue", (case["category"], learned.features(Clue.from_public(clue)))))
    return out


def family_samples() -> list[Sample]:
    return [(fam.category, learned.features(clue_from_text(ex.text))) for fam in load_families() for ex in fam.hits]


def model_text(all_samples: list[Sample]) -> str:
    model = learned.train(all_samples)
    return json.dumps(model.public(), ensure_ascii=False, sort_keys=True, separators=(",", ":")) + "\n"


def cross_validate(named: list[tuple[str, str, Sample]], folds: int) -> dict[str, float]:
    """Train without every `folds`-th labelled set, judge the fallback clues of those sets: how often the model
    names a category, and how often it is the label (a log labelled `other` counts as wrong when named)."""
    sets = sorted({name for name, _, _ in named})
    fams = family_samples()
    judged = spoke = right = 0
    for k in range(folds):
        held = set(sets[k::folds])
        model = learned.train([s for name, _, s in named if name not in held] + fams)
        for name, kind, (category, feats) in named:
            if name in held and kind == "clue":
                judged += 1
                said = learned.names(model, feats)
                spoke += said is not None
                right += said == category
    return {"clues": judged, "named": spoke, "right": right, "precision": round(right / max(spoke, 1), 3)}


def _fallback_clue(item: tuple[str, str]) -> tuple[str, dict | None]:
    from analyzer.pipeline.engine import Options, diagnose  # noqa: PLC0415  (only for --extract)

    key, path = item
    try:
        report = diagnose([path], Options(probes=False))
    except Exception:  # noqa: BLE001  a log the engine cannot read gives no sample
        return key, None
    return key, next((f.facts["clue"] for f in report.findings if "clue" in f.facts), None)


def extract(realworld: Path = REALWORLD, workers: int = 2) -> int:
    items = []
    for name, case in labelled_cases(realworld):
        log = realworld / name / f"{case['id']}.log"
        items.append((case_key(name, case), str(log if log.exists() else realworld / name / str(case["id"]))))
    with Pool(workers) as pool:
        found = {k: c for k, c in pool.imap(_fallback_clue, items, chunksize=8) if c is not None}
    learned.write_clues(CLUES, found)
    return len(found)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--extract", action="store_true", help="write the fallback's clue of every labelled log")
    parser.add_argument("--check", action="store_true", help="exit 1 when the shipped model is stale")
    parser.add_argument("--folds", type=int, default=0, help="leave-sets-out scores over this many folds")
    args = parser.parse_args()
    if args.extract:
        print(f"wrote {CLUES.name}: {extract()} fallback clues")
        return 0
    named = samples()
    if args.folds:
        print(json.dumps(cross_validate(named, args.folds)))
        return 0
    examples = family_samples()
    text = model_text([s for _, _, s in named] + examples)
    if args.check:
        shipped = learned.MODEL_FILE.read_text(encoding="utf-8") if learned.MODEL_FILE.is_file() else ""
        if shipped != text:
            print(f"{learned.MODEL_FILE.name} is stale: run python scripts/train_category_model.py")
            return 1
        return 0
    learned.MODEL_FILE.write_text(text, encoding="utf-8")
    print(f"wrote {learned.MODEL_FILE.name}: {len(named)} labelled samples, {len(examples)} family examples")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
