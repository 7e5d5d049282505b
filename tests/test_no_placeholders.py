"""No `<placeholder>` reaches the user: every fix and title of every signature, rendered against its own
example logs in English and Chinese, reads as words; authored fix texts carry no placeholder at all."""

from __future__ import annotations

import re

import pytest
import yaml

from analyzer.knowledge.signatures import load_signatures
from analyzer.knowledge.template import render, reword_unfilled, unfilled
from analyzer.pipeline.engine import Options, diagnose

SIGNATURES, _ = load_signatures()
# `<name>`, `<包名>`, `<free port>`: an angle-bracketed slot for the reader to fill in (not `numpy<2`, `(?P<x>`)
AUTHORED_SLOT = re.compile(r"(?<!\?P)(?<![\w'])<(?!\d)([^<>\n\"'=]{1,30})>")


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_every_signature_renders_without_unfilled_placeholders(lang):
    leaks = []
    for sig in SIGNATURES:
        hits, _ = sig.examples()
        for path in hits:
            for f in diagnose([str(path)], Options(probes=False, lang=lang)).findings:
                for text in [f.title, *f.fixes]:
                    if unfilled(text) or AUTHORED_SLOT.search(text.replace(f.evidence[0].text if f.evidence else
                                                                          "\0", "")):
                        leaks.append(f"{sig.id} ({path.name}) -> {f.signature}: {text[:160]}")
    assert leaks == []


@pytest.mark.parametrize("sig", SIGNATURES, ids=lambda s: s.id)
def test_authored_fixes_name_no_slot_for_the_reader(sig):
    data = yaml.safe_load(sig.path.read_text(encoding="utf-8"))
    texts = [data.get("title", ""), data.get("title_zh", ""), *(data.get("fix") or []), *(data.get("fix_zh") or [])]
    slots = [m.group(0) for t in texts for m in AUTHORED_SLOT.finditer(str(t))]
    assert slots == [], "write what to put there in words, or quote a value the log captured with {name}"


def test_a_value_no_line_captured_reads_as_words():
    text = render("Checkpoint tensor has shape {ckpt}, the model expects {model_shape}; see {path_x}",
                  {"ckpt": "[2, 3]"})
    assert unfilled(text) == ["model_shape", "path_x"]
    en = reword_unfilled(text)
    assert unfilled(en) == [] and "expects a different shape" in en and "see the path x" in en
    assert unfilled(reword_unfilled(text, "zh")) == []
    assert reword_unfilled('File "<stdin>", line 1, in <module>') == 'File "<stdin>", line 1, in <module>'
