"""A message hard-wrapped onto the next line is matched whole (analyzer/pipeline/wrapped.py), and only then."""

from __future__ import annotations

from pathlib import Path

import pytest

from analyzer.pipeline.engine import Options, diagnose
from analyzer.pipeline.wrapped import continues, join

REALWORLD = Path(__file__).resolve().parent / "realworld"
# a JAX/XLA thread's log, wrapped by the terminal it was copied from (blind_threads/063)
XLA_WRAPPED = (REALWORLD / "blind_threads" / "063.log").read_text(encoding="utf-8")
XLA_HEAD = ("2019-06-13 01:17:08.886805: E external/org_tensorflow/tensorflow/compiler/xla/python/local_client.cc:672] "
            "Execution of replica 0 failed: Resource exhausted: Out ")


def test_the_real_wrapped_line_is_one_message():
    head, rest = XLA_WRAPPED.splitlines()[:2]
    assert continues(head, rest)
    assert "Resource exhausted: Out of memory while trying to allocate" in join(head, rest)


@pytest.mark.parametrize("head, following", [
    (XLA_HEAD.rstrip() + ".", "of memory while trying to allocate 5520758552 bytes."),  # the line ended
    (XLA_HEAD, "  File \"train.py\", line 3, in <module>"),  # an indented traceback frame
    (XLA_HEAD, "torch.distributed.elastic.multiprocessing.errors.ChildFailedError: x"),  # a dotted name
    (XLA_HEAD, "2019-06-13 01:17:09.000000: I tensorflow/core/x.cc:1] of memory"),  # a record of its own
    (XLA_HEAD, "ValueError: of memory"),  # an exception line
    ("E xla.cc:1] Resource exhausted: Out ", "of memory while trying to allocate 5520758552 bytes."),  # short
    (XLA_HEAD, "error: the next tool failed"),  # a `label:` line
])
def test_near_misses_are_not_joined(head, following):
    assert not continues(head, following)


def test_a_wrapped_oom_gets_its_family(tmp_path):
    path = tmp_path / "jax.log"
    path.write_text(XLA_WRAPPED, encoding="utf-8")
    report = diagnose([str(path)], Options(probes=False))
    assert [f.category for f in report.findings][:1] == ["device_oom"]
    assert "Out of memory while trying to allocate 5520758552 bytes" in report.findings[0].evidence[0].text
    assert report.findings[0].evidence[0].line == 1


def test_a_wrapped_signature_message_is_matched_by_its_signature(tmp_path):
    """The CUDA allocator's message cut mid-phrase by a terminal still reaches its signature's regex."""
    path = tmp_path / "train.log"
    path.write_text("torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 128.00 MiB. GPU 2 has a total\n"
                    "capacity of 79.33 GiB of which 16.00 MiB is free.\n", encoding="utf-8")
    report = diagnose([str(path)], Options(probes=False))
    assert report.findings and report.findings[0].category == "device_oom"
    assert "capacity of 79.33 GiB" in report.findings[0].evidence[0].text


def test_lines_that_only_follow_each_other_stay_apart(tmp_path):
    path = tmp_path / "train.log"
    path.write_text("RuntimeError: the zorble handle went away while the trainer was saving shard 3 of 8.\n"
                    "loss 2.31 at step 40\n", encoding="utf-8")
    report = diagnose([str(path)], Options(probes=False))
    assert report.findings and report.findings[0].evidence[0].text.endswith("shard 3 of 8.")


@pytest.mark.parametrize("prefix_of, joined", [
    (lambda i: "trainer-1  | ", True),  # one writer: each line of its message carries its prefix
    (lambda i: f"2019-06-13T01:17:{8 + i:02d}.886805Z ", True),  # the same prefix shape, another time
    (lambda i: f"(Worker pid={5298 + i}) ", False),  # another process's line: a record of its own
])
def test_a_message_wrapped_under_a_per_line_prefix(tmp_path, prefix_of, joined):
    head, rest = XLA_WRAPPED.splitlines()[:2]
    filler = [f"step {n}: loss 2.{n}" for n in range(1, 5)]  # lines the prefix is learned from
    lines = filler + [head, rest]
    path = tmp_path / "jax.log"
    path.write_text("\n".join(prefix_of(i) + line for i, line in enumerate(lines)) + "\n", encoding="utf-8")
    report = diagnose([str(path)], Options(probes=False))
    text = report.findings[0].evidence[0].text if report.findings else ""
    assert ("Out of memory while trying to allocate 5520758552 bytes" in text) == joined
