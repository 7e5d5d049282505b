"""Logs as people paste them: a collector's arrival times between the lines, indentation lost, a record
glued onto a progress bar, a message set in bold. Each shape comes from posted logs of real failures."""

from __future__ import annotations

from analyzer.pipeline.engine import Options, diagnose
from analyzer.pipeline.lines import clean
from analyzer.pipeline.traceback import parse_at

STAMP = "2024-11-15T06:01:13.169Z"


def _parse(lines: list[str]):
    return parse_at(lines, 0, "job.log", lambda i: i + 1)


def test_a_collectors_timestamp_lines_and_lost_indentation_do_not_end_the_traceback():
    """CloudWatch puts the arrival time on a line of its own and strips the indentation: the exception is
    still the line after the last frame, not the timestamp or a source line."""
    lines = ['Traceback (most recent call last): File "/opt/ml/code/main.py", line 954, in <module>', STAMP,
             "invoke_main()", STAMP, 'File "/opt/ml/code/main.py", line 951, in invoke_main', STAMP,
             "main(sys.argv[1:])", STAMP, "torch.distributed.DistBackendError: NCCL error"]
    tb = _parse(lines)
    assert (tb.exc_type, tb.message) == ("DistBackendError", "NCCL error")
    assert [f.line for f in tb.frames] == [954, 951] and tb.frames[1].code == "main(sys.argv[1:])"


def test_two_ranks_interleaving_the_same_traceback_read_as_one():
    lines = ['Traceback (most recent call last): File "/opt/ml/code/main.py", line 954, in <module>',
             'Traceback (most recent call last): File "/opt/ml/code/main.py", line 954, in <module>',
             'File "/opt/ml/code/main.py", line 760, in main', "ValueError: bad handle"]
    tb = _parse(lines)
    assert tb.exc_type == "ValueError" and [f.line for f in tb.frames] == [954, 760]


def test_a_record_glued_onto_a_progress_bar_keeps_its_rank_and_level():
    text, rank = clean(" 1%|▏         | 24/1752 [01:08<1:22:56,  2.88s/it][rank5]:[E602 11:17:52.185053341 "
                       "ProcessGroupNCCL.cpp:632] [Rank 5] Watchdog caught collective operation timeout")
    assert rank == 5 and text.startswith("[E602 11:17:52")


def test_a_step_line_after_a_bar_stays_whole():
    """The bar's count is the step of a DeepSpeed skip line: only a record with its own prefix is cut off."""
    line = " 3%|▎  | 30/1000 [00:40<21:33,  1.33s/it][2024-05-01 10:00:00,000] [INFO] [stage_1_and_2.py:1798:step]"
    assert clean(line)[0].startswith("[2024-05-01")
    bar_then_dict = " 3%|▎  | 30/1000 [00:40<21:33,  1.33s/it]{'loss': 2.1, 'learning_rate': 1e-05, 'epoch': 0.1}"
    assert clean(bar_then_dict)[0] == bar_then_dict.strip()


def test_bold_or_code_marks_around_a_message_are_removed_but_glogs_stars_are_not():
    assert clean("**RuntimeError: world_size (8) is not equal to tp (4)**")[0] == \
        "RuntimeError: world_size (8) is not equal to tp (4)"
    assert clean("`KeyError: 'LOCAL_RANK'`")[0] == "KeyError: 'LOCAL_RANK'"
    sigsegv = "*** SIGSEGV (@0x0) received by PID 4242 (TID 0x7f3a5c) from PID 0; stack trace: ***"
    assert clean(sigsegv)[0] == sigsegv


def test_a_wrapper_that_says_the_next_line_is_the_error_does_not_name_the_failure(tmp_path):
    """`BackendCompilerFailed: backend='inductor' raised:` announces the exception on the next line."""
    log = tmp_path / "compile.log"
    log.write_text("torch._dynamo.exc.BackendCompilerFailed: backend='inductor' raised:\n"
                   "NameError: name 's4' is not defined\n\n"
                   'Set TORCH_LOGS="+dynamo" and TORCHDYNAMO_VERBOSE=1 for more information\n', encoding="utf-8")
    top = diagnose([str(log)], Options(probes=False)).findings[0]
    assert "NameError" in top.title and "BackendCompilerFailed" not in top.title
