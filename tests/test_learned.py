"""The learned category model (analysis/learned.py): shipped as the training script makes it from the
repository's labels, measured on labelled sets it did not train on, silent on words it never saw, and
saying which words decided it, in both languages."""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from pathlib import Path

import pytest

from analyzer.analysis import learned
from analyzer.analysis.families import Clue, clue_from_text
from analyzer.pipeline.engine import Options, diagnose

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = ROOT / "scripts" / "train_category_model.py"


def _script():
    spec = importlib.util.spec_from_file_location("train_category_model", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_shipped_model_is_what_the_labels_make():
    done = subprocess.run([sys.executable, str(SCRIPT), "--check"], capture_output=True, text=True, cwd=ROOT)
    assert done.returncode == 0, done.stdout + done.stderr


def test_on_labelled_sets_it_never_saw_it_is_mostly_right():
    """Leave-sets-out over the labelled logs: trained without a tenth of the sets, judged on their key lines."""
    script = _script()
    scored = script.cross_validate(script.samples(), 10)
    assert scored["named"] >= 0.8 * scored["clues"]
    assert scored["precision"] >= 0.75, scored


@pytest.mark.parametrize("line, category", [
    ("ValueError: Some specified arguments are not used by the HfArgumentParser: ['--lr']", "config_field_error"),
    ("ValueError: There is no valid data in dataset, please check dataset file firstly.", "data_pipeline_error"),
    ("ModuleNotFoundError: No module named 'flash_attn'", "import_or_install_error"),
])
def test_plain_words_name_their_category(line, category):
    verdict = learned.guess(clue_from_text(line))
    assert verdict is not None and verdict.family.category == category
    assert learned.judge(learned.shipped_model(), learned.features(clue_from_text(line))).margin >= \
        learned.shipped_model().min_margin
    assert verdict.cues and all(weight > 0 for _, weight in verdict.cues)


def test_words_it_never_saw_name_nothing():
    assert learned.guess(Clue("Zorblax: quuxified frobnitz")) is None


def test_why_names_the_deciding_words_in_both_languages():
    verdict = learned.guess(clue_from_text("ModuleNotFoundError: No module named 'flash_attn'"))
    assert verdict is not None
    feature = verdict.cues[0][0]
    assert learned.describe(feature) in verdict.why("en")
    assert learned.describe(feature, "zh") in verdict.why("zh") and "归为" in verdict.why("zh")
    public = verdict.public()
    assert public["learned"] is True and public["category"] == verdict.family.category
    json.dumps(public)


def test_a_missing_or_broken_model_file_gives_no_guess_and_no_error(tmp_path, monkeypatch):
    broken = tmp_path / "learned_categories.json"
    broken.write_text("{not json", encoding="utf-8")
    monkeypatch.setattr(learned, "MODEL_FILE", broken)
    learned.shipped_model.cache_clear()
    try:
        assert learned.guess(clue_from_text("ModuleNotFoundError: No module named 'flash_attn'")) is None
    finally:
        learned.shipped_model.cache_clear()


def test_a_log_whose_failure_no_family_fits_gets_the_learned_category(tmp_path):
    """The whole engine: the fallback's line carries no family cue, its words make the category."""
    log = tmp_path / "train.log"
    line = "ValueError: unknown scheduler type 'cosine_with_warmup' in config"
    log.write_text("Traceback (most recent call last):\n  File \"train.py\", line 9, in <module>\n"
                   f"    args = parser.parse_args_into_dataclasses()\n{line}\n", encoding="utf-8")
    verdict = learned.guess(clue_from_text(line))
    assert verdict is not None
    report = diagnose([str(log)], Options(probes=False))
    top = report.findings[0]
    assert top.rule == "run.learned_category" and top.category == verdict.family.category
    assert top.facts["family"]["learned"] is True and top.facts["why_category"]["zh"]
