"""Notes are typed records: a code for code and tests, both wordings, the values they were filled with.

The JSON report keeps `notes` as it was (the texts, in the run's language) and adds `note_details`;
the text and markdown reporters show each note in the reader's language.
"""

from __future__ import annotations

from analyzer.model import NOTE_MESSAGE, Note
from analyzer.pipeline.assemble import Draft, assemble
from analyzer.reporters import RenderContext, render

from .test_bad_input import EVIL_LINE, TRACEBACK, evil_signature, run_cli, user_signatures


def test_a_plain_string_is_a_note_in_one_wording_and_typed_notes_keep_both():
    typed = Note("run_stopped", "the log stops at step 3", "日志停在第 3 步", (("last_step", 3),))
    report = assemble(Draft(notes=["x.log: empty", typed], lang="zh"), [])
    assert [n.code for n in report.notes] == [NOTE_MESSAGE, "run_stopped"]
    out = report.to_dict()
    assert out["notes"] == ["x.log: empty", "日志停在第 3 步"]  # shown in the run's language
    assert out["note_details"][1] == {"code": "run_stopped", "en": "the log stops at step 3", "zh": "日志停在第 3 步",
                                      "values": {"last_step": 3}}
    assert "the log stops at step 3" in render(report, "text", RenderContext(lang="en"))
    assert "日志停在第 3 步" in render(report, "markdown", RenderContext(lang="zh"))


def test_a_regex_timeout_is_a_typed_note_naming_signature_field_and_line(capsys, tmp_path):
    sigs = user_signatures(tmp_path / "sigs", {"evil_chain.yaml": evil_signature("evil_chain", ".*a.*a.*a.*a.*z")})
    log = tmp_path / "x.log"
    log.write_text((EVIL_LINE + "\n") * 50 + TRACEBACK)
    for lang, word in (("en", "timed out"), ("zh", "超时")):
        _, report, _ = run_cli(capsys, "--lang", lang, "--signatures", str(sigs), str(log))
        [detail] = [d for d in report["note_details"] if d["code"] == "regex_timeout"]
        assert detail["values"]["signature"] == "evil_chain" and detail["values"]["line"] >= 1
        assert detail["values"]["path"] == str(log) and detail["values"]["field"]
        assert "timed out" in detail["en"] and "超时" in detail["zh"]
        assert [n for n in report["notes"] if "evil_chain" in n and word in n]
