"""Bilingual wording as data: the phrase books load and check themselves, and `--lang zh` is Chinese.

The last test runs the real CLI with `--lang zh` on in-repo inputs that make each kind of finding the
Python stages word (culprit, loss, hang, unknown failure, pre-flight) and requires every title and
every fix to be Chinese, not English left untranslated.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from analyzer.analysis import culprit, story, verdict
from analyzer.cli import main
from analyzer.knowledge.phrases import BOOKS, PhraseError, fields, load_book, shipped_books

from .conftest import FIXTURES, REPO
from .test_preflight import write_yaml

CHECKS = REPO / "checks"
BOOK = shipped_books()
_CJK = re.compile(r"[\u3400-\u9fff]")


@pytest.mark.parametrize("name", BOOKS)
def test_every_shipped_book_loads_with_both_languages(name):
    phrases = BOOK[name].phrases
    assert phrases and all(set(texts) == {"en", "zh"} for texts in phrases.values())


@pytest.mark.parametrize("name", BOOKS)
def test_every_phrase_fills_in_with_its_own_fields(name):
    """Whatever a field is called (`key`, `lang`), filling a phrase with its fields works in both languages."""
    for phrase, texts in BOOK[name].phrases.items():
        values = {f: 1 for f in fields(texts["en"])}
        for lang in ("en", "zh"):
            assert "{" not in BOOK[name].text(lang, phrase, **values).replace("{}", "")


@pytest.mark.parametrize(("module", "name", "asks"), [
    (culprit, "culprit", r'say\("(\w+)"'),
    (story, "story", r'say\("([\w.]+)"'),
    (verdict, "verdict", r'_words\(book, "(\w+)"|book\.text\("(?:en|zh)", "(\w+)"'),
])
def test_every_phrase_the_code_asks_for_exists(module, name, asks):
    source = Path(module.__file__).read_text(encoding="utf-8")
    used = {g for m in re.findall(asks, source) for g in (m if isinstance(m, tuple) else (m,)) if g}
    assert used and used <= set(BOOK[name].phrases)


def test_every_phase_kind_and_phase_sentence_has_a_phrase():
    from analyzer.analysis import phase

    kinds = {phase.STARTUP, phase.COMPILE, phase.TRAINING, phase.SAVE, phase.EVALUATION, phase.SHUTDOWN}
    source = Path(phase.__file__).read_text(encoding="utf-8")
    asked = set(re.findall(r'book\.text\(lang, "(\w+)"', source))
    assert asked and kinds | asked <= set(BOOK["phase"].phrases)


def test_story_words_every_activity_the_timeline_names_in_both_languages():
    from analyzer.analysis.timeline import _ACTIVITY

    for label, _ in _ACTIVITY:
        zh = story.activity_words(BOOK["story"], "zh", label)
        assert zh != label and re.search(r"[\u3400-\u9fff]", zh), label
        assert story.activity_words(BOOK["story"], "en", label) == label


@pytest.mark.parametrize(("zh", "problem"), [
    ("rank {rank} 停止", None),
    ("rank {ranks} 停止", "en uses"),  # another field than the English
    ("rank {rank} stopped first", "not Chinese"),  # untranslated
])
def test_a_broken_phrase_is_rejected_at_load_naming_it(tmp_path, zh, problem):
    (tmp_path / "t.yaml").write_text(f'phrases:\n  stopped:\n    en: "rank {{rank}} stopped"\n    zh: "{zh}"\n',
                                     encoding="utf-8")
    if problem is None:
        assert load_book("t", tmp_path).text("zh", "stopped", rank=3) == "rank 3 停止"
        return
    with pytest.raises(PhraseError, match=f"stopped: .*{problem}"):
        load_book("t", tmp_path)


@pytest.mark.parametrize(("en", "zh", "problem"), [
    ("{kind}", "{kind}", "only placeholders"),  # nothing to translate: the value needs no phrase
    (" ({time})", "（{time}）", None),  # placeholders in each language's own punctuation are a phrase
])
def test_a_phrase_of_placeholders_alone_is_rejected_unless_the_languages_differ(tmp_path, en, zh, problem):
    (tmp_path / "t.yaml").write_text(f'phrases:\n  p:\n    en: "{en}"\n    zh: "{zh}"\n', encoding="utf-8")
    if problem is None:
        assert load_book("t", tmp_path).text("zh", "p", time="10:00") == "（10:00）"
        return
    with pytest.raises(PhraseError, match=f"p: {problem}"):
        load_book("t", tmp_path)


def _english_only(text: str) -> bool:
    """Untranslated: English words and no Chinese (values such as `{rank}` or code in backticks aside)."""
    bare = re.sub(r"`[^`]*`", "", text)
    return not _CJK.search(text) and len(re.findall(r"[A-Za-z]{3,}", bare)) >= 3


def test_lang_zh_is_chinese_for_culprit_loss_hang_unknown_and_preflight_findings(tmp_path, capsys):
    config = write_yaml(tmp_path, dp=2, mp=3, pp=2, mb=4)
    runs = {
        "culprit": [str(CHECKS / "culprit.exited.hit")],
        "loss": [str(CHECKS / "loss.nan.hit.log")],
        "hang": [str(CHECKS / "run.straggler_hang.hit")],
        "unknown": [str(CHECKS / "run.unknown_failure.hit.log")],
        "preflight": [str(FIXTURES / "tf_register_aimv2_builtin.log"), "--config", str(config), "--devices", "16"],
    }
    expect = {"culprit": lambda f: f["facts"].get("culprit_rule"),
              "loss": lambda f: (f.get("rule") or "").startswith("loss."),
              "hang": lambda f: f.get("rule") == "run.straggler_hang",
              "unknown": lambda f: f.get("rule") == "run.unknown_failure",
              "preflight": lambda f: (f["signature"] or "").startswith("preflight.")}
    for kind, args in runs.items():
        main(["--format", "json", "--no-probes", "--lang", "zh", *args])
        report = json.loads(capsys.readouterr().out)
        assert any(expect[kind](f) for f in report["findings"]), (kind, [f["title"] for f in report["findings"]])
        for f in report["findings"]:
            if f["signature"] and not f["signature"].startswith("preflight."):
                continue  # signatures' own Chinese is tested with their examples
            assert not _english_only(f["title"]), (kind, f["title"])
            assert not [x for x in f["fixes"] if _english_only(x)], (kind, f["fixes"])
            reason = f["facts"].get("culprit_reason")
            assert reason is None or not _english_only(reason), (kind, reason)
