"""One normalisation for every stage: the scanner and the reporters clean and mask text alike."""

from __future__ import annotations

from analyzer.normalize import (
    global_rank,
    line_rank,
    mask_volatile,
    rank_from_path,
    strip_ansi,
)
from analyzer.pipeline.lines import clean
from analyzer.prefix_grammar import rank_in_prefix, split_rank_prefix
from analyzer.reporters._common import clean as report_clean
from analyzer.reporters._common import normalise

COLOURED = "\x1b[31m\x1b]8;;http://x\x07RuntimeError\x1b]8;;\x07\x1b[0m: NPU out of memory \x1b(B\x1b>"


def test_the_scanner_and_the_reporters_strip_the_same_escapes():
    assert strip_ansi(COLOURED) == "RuntimeError: NPU out of memory "
    assert clean(COLOURED)[0] == report_clean(COLOURED).strip() == "RuntimeError: NPU out of memory"


def test_volatile_values_mask_alike_across_runs():
    a = "[rank3]: HCCL timeout at 0x7f3a2c001000 after 1800 s, task id 9f86d081884c7d65"
    b = "[rank5]: HCCL timeout at 0x7f11aa002000 after 1800 s, task id 0a1b2c3d4e5f6a7b"
    assert mask_volatile(a) == mask_volatile(b) == normalise(a)
    assert "0x" not in mask_volatile(a)


def test_rank_detection_shapes():
    assert split_rank_prefix("[rank3]: Traceback (most recent call last):") == (
        "Traceback (most recent call last):", 3)
    assert split_rank_prefix("rank12: ValueError: x") == ("ValueError: x", 12)
    assert split_rank_prefix("ranking: done") == ("ranking: done", None)
    assert rank_in_prefix("2024-05-01 10:00:00 rank=7 ") == 7
    assert global_rank("[INFO] DISTRIBUTED(1,ff,python):2024-01-02-03:04:05 Global rank id is 5") == 5
    assert rank_from_path("job/rank_3/worker_12.log") == 12  # the innermost name wins
    assert rank_from_path("ranking/results.log") is None


def test_a_lines_own_rank_beats_its_inputs_rank():
    """torchrun merges every rank into one file: the `[rankN]:` prefix outranks the file's rank."""
    assert line_rank(2, 0) == 2
    assert line_rank(0, 5) == 0  # rank 0 is a rank, not "none"
    assert line_rank(None, 5) == 5
    assert line_rank(None, None) is None


def test_colour_codes_that_syslog_escaped_are_stripped_like_raw_ones():
    """rsyslog writes ESC as `#033`: a coloured Ray line forwarded through syslog keeps its codes as text."""
    line = "#033[2m#033[33m(raylet)#033[0m [DATE] (raylet) node_manager.cc:3007: 2 Workers (tasks /"
    assert strip_ansi(line) == "(raylet) [DATE] (raylet) node_manager.cc:3007: 2 Workers (tasks /"
    assert strip_ansi("issue #033 [closed]") == "issue #033 [closed]"
