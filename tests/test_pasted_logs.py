"""Logs as people paste them: a collector's arrival times between the lines, indentation lost, a record
glued onto a progress bar, a message set in bold. Each shape comes from posted logs of real failures."""

from __future__ import annotations

from analyzer.pipeline.engine import Options, diagnose
from analyzer.pipeline.lines import clean
from analyzer.pipeline.traceback import parse_at

from .conftest import REPO

REALWORLD = REPO / "tests" / "realworld"
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


def test_the_shells_killed_glued_onto_a_bar_is_a_line_of_its_own(tmp_path):
    """A bar has no newline: when the job is killed, the shell's `Killed` lands on the bar's line."""
    assert clean("Loading checkpoint shards:   0%|          | 0/2 [00:00<?, ?it/s]Killed")[0] == "Killed"
    assert clean(" 50%|#####     | 1/2 [00:03<00:03,  3.1s/it]Segmentation fault (core dumped)")[0] == \
        "Segmentation fault (core dumped)"
    # Keras draws its own bar, and the shell's word follows the last metric's digits
    assert clean("165376/296960 [===============>..............] - ETA: 365s - loss: 2.1371Killed")[0] == "Killed"
    assert clean("  12/100 ━━━━━━━━━━━━━━━━━━━━ 3s 20ms/step - accuracy: 0.5312 - loss: 0.6931Killed")[0] == "Killed"
    keras_step = "296960/296960 [==============================] - 641s - loss: 2.3065 - val_loss: 3.8720"
    assert clean(keras_step)[0] == keras_step
    bar_then_word = " 50%|#####     | 1/2 [00:03<00:03,  3.1s/it]Killed the cache, going on"
    assert clean(bar_then_word)[0] == bar_then_word.strip()
    # a bar wider than the paste kept loses its counts: its padding blanks end it (`已杀死`: bash's zh_CN Killed)
    assert clean("train loss: 4116.41:  10%|██████████▍" + " " * 80 + "已杀死")[0] == "已杀死"
    assert clean("train loss: 4116.41:  10%|██████████▍" + " " * 8 + "still loading")[0].endswith("still loading")
    log = tmp_path / "load.log"
    log.write_text("Loading checkpoint shards:   0%|          | 0/2 [00:00<?, ?it/s]Killed\n")
    assert [f.category for f in diagnose([str(log)], Options(probes=False)).findings][:1] == ["host_oom"]


def test_a_bash_job_report_and_an_old_c10_error_glued_onto_a_bar_are_lines_of_their_own(tmp_path):
    """bash names the script line and pid before `Killed` and the command after it; torch before 2.0 logged
    `[E ProcessGroupGloo.cpp:138] ` with no time: both land on a bar's line and both are error records."""
    bar = "Epoch 15 (validation):   2%|#4    | 20/1094 [00:41<11:04,  1.62it/s]"
    report = '/home/user/bin/jac-crun: line 6:  3305 Killed                  $JACROOT/bin/jac-run "$@"'
    assert clean(bar + report)[0] == report
    gloo = ("[E ProcessGroupGloo.cpp:138] Rank 3 successfully reached monitoredBarrier, but received errors "
            "while waiting for send/recv from rank 0.")
    assert clean("Map (num_proc=14):  70%| 652383/930514 [6:39:53<4:31:33, 17.07 examples/s]" + gloo)[0] == gloo
    log = tmp_path / "ddp.log"
    log.write_text(f"{bar}{report}\n", encoding="utf-8")
    assert [f.category for f in diagnose([str(log)], Options(probes=False)).findings][:1] == ["host_oom"]
    log.write_text(f"Map (num_proc=14):  70%| 652383/930514 [6:39:53<4:31:33, 17.07 examples/s]{gloo}\n",
                   encoding="utf-8")
    assert [f.category for f in diagnose([str(log)], Options(probes=False)).findings][:1] == ["hang_or_timeout"]


def test_tensorflow_status_lines_routine_at_w_level_and_numbered_root_errors(tmp_path):
    """A W-level `Out of range` is how a TF input iterator ends an epoch; a numbered root error is a failure."""
    epoch_end = tmp_path / "epochs.log"
    epoch_end.write_text("".join(f"2018-12-11 09:55:1{i}.278447: W tensorflow/core/framework/op_kernel.cc:1192] "
                                 "Out of range: End of sequence\n" for i in range(3)), encoding="utf-8")
    assert diagnose([str(epoch_end)], Options(probes=False)).findings == ()
    root = tmp_path / "tpu.log"
    root.write_text("2020-10-22 02:48:58 10.128.0.33 [3]   (1) Resource exhausted: Attempting to allocate 180.59M. "
                    "That was not possible. There are 142.58M free.; (0x3x0_HBM1)\n", encoding="utf-8")
    assert [f.category for f in diagnose([str(root)], Options(probes=False)).findings][:1] == ["device_oom"]


def test_a_nan_grad_norm_on_a_line_of_a_wrapped_metrics_record(tmp_path):
    """A Megatron iteration record pasted over several lines leaves `grad norm: nan` without its step."""
    log = tmp_path / "megatron.log"
    log.write_text("iteration 5/50 | elapsed time per iteration: 21392.5 ms |\n"
                   "learning rate: 1.35E-04 | global batch size: 4096 |\nloss scale: 1.0 | grad norm: nan |\n"
                   "number of skipped iterations: 0 | number of nan iterations: 0\n", encoding="utf-8")
    assert [f.category for f in diagnose([str(log)], Options(probes=False)).findings][:1] == ["stuck_or_nan_loss"]
    fine = tmp_path / "fine.log"
    fine.write_text(log.read_text(encoding="utf-8").replace("grad norm: nan", "grad norm: 1.234"), encoding="utf-8")
    assert diagnose([str(fine)], Options(probes=False)).findings == ()


def test_a_collectors_clock_before_a_rank_prefix_leaves_rank_and_level_to_it():
    text, rank = clean("18:11:06.680 [rank4]:[E205 18:11:06.375750231 ProcessGroupNCCL.cpp:1870] [PG 0 Rank 4] "
                       "ProcessGroupNCCL's watchdog got stuck for 480 seconds without making progress")
    assert rank == 4 and text.startswith("[E205 ")
    assert clean("12:00:01 [INFO] step 3 loss 2.1")[0] == "12:00:01 [INFO] step 3 loss 2.1"  # no program prefix


def test_advice_naming_a_failure_in_a_condition_is_no_failure(tmp_path):
    log = tmp_path / "serve.log"
    log.write_text("INFO 07-17 23:41:30 model_runner.py:851] CUDA graphs can take additional 1~3 GiB memory per "
                   "GPU. If you are running out of memory, consider decreasing `gpu_memory_utilization`.\n",
                   encoding="utf-8")
    assert diagnose([str(log)], Options(probes=False)).findings == ()
    log.write_text("INFO 07-17 23:41:30 model_runner.py:851] torch.cuda.OutOfMemoryError: CUDA out of memory.\n",
                   encoding="utf-8")
    assert [f.category for f in diagnose([str(log)], Options(probes=False)).findings][:1] == ["device_oom"]


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


def test_output_pasted_under_code_as_comments_is_read(tmp_path):
    """`# ` before a log record (output shown as comments under the code that made it) is not the message."""
    log = tmp_path / "jax.log"
    log.write_text("for i in range(5):\n    loss = step(batch)\n# Step 0 - Loss: 3.67e-05\n"
                   "# 2023-02-24 15:02:52.048815: E external/xla/pjrt/pjrt_client.cc:2410] Execution of replica 0 "
                   "failed: INVALID_ARGUMENT: Executable expected shape f32[512,32] for argument 0 but got "
                   "incompatible shape f32[512,256]\n", encoding="utf-8")
    assert clean("# 2023-02-24 15:02:52.048815: E x.cc:1] boom")[0].startswith("2023-02-24")
    assert clean("# Step 0 - Loss: 3.67e-05")[0] == "# Step 0 - Loss: 3.67e-05"
    assert [f.category for f in diagnose([str(log)], Options(probes=False)).findings][:1] == ["op_shape_mismatch"]


def test_a_cut_traceback_defers_to_the_error_that_tells_it(tmp_path):
    """MindSpore logs the error, then raises: the traceback cut after its last frame is the same failure,
    and another rank's complete copy of a traceback tells what a cut copy raised."""
    logged = tmp_path / "logged.log"
    logged.write_text("[ERROR] ME(3438,python):2020-05-07-23:11:49.929.959 [cpu_session.cc:115] BuildKernel] "
                      "Operator[SoftmaxCrossEntropyWithLogits] is not support.\nTraceback (most recent call last):\n"
                      '  File "attack.py", line 89, in main\n    np.concatenate(test_labels), batch_size=32)\n',
                      encoding="utf-8")
    top = diagnose([str(logged)], Options(probes=False)).findings[0]
    assert top.category == "missing_kernel" and "Operator[SoftmaxCrossEntropyWithLogits]" in top.title
    frames = ['  File "run_train.py", line 233, in <module>', "    trainer = Trainer(config_file)",
              '  File "context.py", line 33, in __init__', "    raise ValueError("]
    copies = tmp_path / "ranks.log"
    copies.write_text("\n".join(["Traceback (most recent call last):", *frames,
                                 "ValueError: the replicas need 8 processes, the world size is 4",
                                 "Traceback (most recent call last):", *frames]) + "\n", encoding="utf-8")
    top = diagnose([str(copies)], Options(probes=False)).findings[0]
    assert "the replicas need 8 processes" in top.title


def test_a_cut_notebook_traceback_keeps_the_type_its_head_names(tmp_path):
    """IPython writes the exception's type in the head; cut before the message, the type and the frames
    (a dataset module, the user's `dataset.get_dataset_size()`) still say what failed."""
    log = tmp_path / "nb.log"
    log.write_text("-" * 75 + "\nRuntimeError                              Traceback (most recent call last)\n"
                   "Cell In[6], line 23\n---> 23 print(dataset.get_dataset_size())\n\n"
                   "File /opt/py/site-packages/mindspore/dataset/engine/iterators.py:74, in wrapper(self, *args)\n"
                   "---> 74     result = method(self, *args, **kwargs)\n", encoding="utf-8")
    top = diagnose([str(log)], Options(probes=False)).findings[0]
    assert top.category == "data_pipeline_error" and top.emitter is None


def test_a_last_line_stating_a_failure_a_family_knows_is_a_finding(tmp_path):
    log = tmp_path / "npu.log"
    body = "  [device] train_device=npu:0, model_dtype=torch.bfloat16\n  0%|          | 0/8728 [00:00<?, ?it/s]\n"
    log.write_text(body + "  bfloat16 of tbe.dsl.transdata is not supported.\n", encoding="utf-8")
    assert [f.category for f in diagnose([str(log)], Options(probes=False)).findings] == ["missing_kernel"]
    healthy = tmp_path / "healthy.log"
    healthy.write_text(body + "  flash attention is not supported on this device: using the eager path\n"
                       "{'loss': 2.31, 'learning_rate': 5e-05, 'epoch': 0.01}\n", encoding="utf-8")
    assert diagnose([str(healthy)], Options(probes=False)).findings == ()


def test_a_traceback_pasted_without_its_head_is_read_from_its_frames(tmp_path):
    """The frames above the exception still say where it was raised (a collate function under torch's
    DataLoader): the family is judged on them as if the head line had been pasted."""
    log = tmp_path / "excerpt.log"
    log.write_text('File "/job/finetune.py", line 118, in main\n    trainer.train()\n'
                   '  File "/opt/py/site-packages/torch/utils/data/_utils/fetch.py", line 61, in fetch\n'
                   "    return self.collate_fn(data)\n"
                   '  File "/job/finetune.py", line 28, in data_collator\n    seq_len = feature["seq_len"]\n'
                   "KeyError: 'seq_len'\n", encoding="utf-8")
    top = diagnose([str(log)], Options(probes=False)).findings[0]
    assert top.category == "data_pipeline_error"
    assert "raised by data-loading code" in [cue["name"] for cue in top.facts["family"]["cues"]]


def test_an_ipython_traceback_with_shortened_cython_frames_ends_on_its_exception(tmp_path):
    """Older IPython prints each frame as `path in function()`; a poster who shortens the paths to `.../` and a
    Cython module (`_json.pyx`) still give frames, so the exception line below them is the failure."""
    log = tmp_path / "nb.log"
    log.write_text(
        "ArrowInvalid                              Traceback (most recent call last)\n"
        "<ipython-input-14-e9b104832528> in <module>\n"
        '----> 1 data = pa.json.read_json("train.jsonl")\n\n'
        ".../venv/lib/python3.9/site-packages/pyarrow/_json.pyx in pyarrow._json.read_json()\n\n"
        ".../venv/lib/python3.9/site-packages/pyarrow/error.pxi in pyarrow.lib.check_status()\n\n"
        "ArrowInvalid: JSON parse error: Column(/ner/[]/[]/[]) changed from number to string in row 0\n",
        encoding="utf-8")
    top = diagnose([str(log)], Options(probes=False)).findings[0]
    assert top.category == "data_pipeline_error" and top.evidence[0].text.startswith("ArrowInvalid: JSON parse error")


def test_a_headless_traceback_behind_rank_prefixes_keeps_its_frames(tmp_path):
    """A paste that starts inside a traceback, every line behind torchrun's `[rank0]:`: the frames above the
    exception are still read (here the datasets module that raised it names the family)."""
    log = tmp_path / "rank.log"
    log.write_text(
        '[rank0]:   File "/home/user/venv/lib/python3.11/site-packages/trl/trainer/sft_trainer.py", line 513, in '
        "tokenize\n[rank0]:     element[dataset_text_field] if formatting_func is None else formatting_func(element),\n"
        '[rank0]:   File "/home/user/venv/lib/python3.11/site-packages/datasets/formatting/formatting.py", line 277, '
        "in __getitem__\n[rank0]:     value = self.data[key]\n[rank0]:             ~~~~~~~~~^^^^^\n"
        "[rank0]: KeyError: 'text'\n", encoding="utf-8")
    top = diagnose([str(log)], Options(probes=False)).findings[0]
    assert top.category == "data_pipeline_error" and top.evidence[0].text.endswith("KeyError: 'text'")


def test_a_message_that_lost_its_exception_type_still_names_the_family(tmp_path):
    """The last line under the frames is the message without its `Exception: ` (tokenizers' serde error on a
    tokenizer.json written by a newer release): its words, not only the frames' statements, are the clue."""
    log = tmp_path / "tok.log"
    log.write_text(
        "Traceback (most recent call last):\n"
        '  File "/home/user/venv/lib/python3.10/site-packages/transformers/tokenization_utils_fast.py", line 111, '
        "in __init__\n    fast_tokenizer = TokenizerFast.from_file(fast_tokenizer_file)\n"
        "data did not match any variant of untagged enum ModelWrapper at line 1251019 column 3\n", encoding="utf-8")
    assert diagnose([str(log)], Options(probes=False)).findings[0].category == "version_incompatibility"


TORCHSCRIPT = ("RuntimeError: \nPython builtin <built-in method _get_tracing_state of PyCapsule object at "
               "0x7fbe4014c1e0> is currently not supported in Torchscript:\n")


def test_a_byte_order_mark_a_markdown_fence_and_quote_markers_change_nothing(tmp_path):
    """A file saved with a UTF-8 BOM, a log pasted between ``` fences, a reply quoting it with `> `: each
    reads as the bare log (an exception line whose message is on the next line; a start-up hang whose last
    line is a set-up line, with the closing fence after it)."""
    def top(name: str, data: bytes) -> list[str]:
        path = tmp_path / name
        path.write_bytes(data)
        return [f.category for f in diagnose([str(path)], Options(probes=False)).findings][:1]

    assert top("bare.log", TORCHSCRIPT.encode()) == ["unsupported_syntax_graph_mode"]
    assert top("bom.log", b"\xef\xbb\xbf" + TORCHSCRIPT.encode()) == ["unsupported_syntax_graph_mode"]
    quoted = "".join("> " + line + "\n" for line in TORCHSCRIPT.splitlines())
    assert top("quoted.log", quoted.encode()) == ["unsupported_syntax_graph_mode"]
    setup = "".join(f"2022-05-10 05:38:{33 + r} | INFO | torch.distributed.distributed_c10d | Waiting in store based "
                    f"barrier to initialize process group for rank: {r}, key: store_based_barrier_key:1\n"
                    for r in range(2))
    assert top("setup.log", setup.encode()) == ["hang_or_timeout"]
    assert top("fenced.log", ("```text\n" + setup + "```\n").encode()) == ["hang_or_timeout"]


def test_a_log_pasted_as_an_indented_code_block_reads_as_the_bare_log(tmp_path):
    """Markdown's four-space code block indents every line: the traceback is read from the head's column (its
    exception line is not taken for source code) and a message on the next line is still joined."""
    report = ("Traceback (most recent call last):\n  File \"train.py\", line 7, in <module>\n    out = net(ids)\n"
              "TypeError: \n----------------------------------------------------\n- Kernel select failed:\n"
              "----------------------------------------------------\n"
              "Select CPU operator[Gather] fail! Unsupported data type!\n")
    for name, text in (("bare.log", report), ("indented.log", "".join("    " + line + "\n"
                                                                     for line in report.splitlines()))):
        path = tmp_path / name
        path.write_text(text, encoding="utf-8")
        findings = diagnose([str(path)], Options(probes=False)).findings
        assert findings and "Unsupported data type" in findings[0].title, name
    path = tmp_path / "torchscript.log"
    path.write_text("".join("    " + line + "\n" for line in TORCHSCRIPT.splitlines()), encoding="utf-8")
    assert [f.category for f in diagnose([str(path)], Options(probes=False)).findings][:1] == \
        ["unsupported_syntax_graph_mode"]


def test_a_log_copied_out_of_a_web_pages_source_reads_with_its_quotes(tmp_path):
    """HTML-escaped text (`&#x27;`, `&quot;`, `&lt;`) is read with the characters the entities stand for: the
    signature literals with quotes are found again, and a note says the text was escaped."""
    import html

    text = ("Traceback (most recent call last):\n  File \"train.py\", line 12, in <module>\n"
            "    AutoConfig.register(\"aimv2\", AIMv2Config)\n"
            "ValueError: 'aimv2' is already used by a Transformers config, pick another name.\n")
    for name, data in (("bare.log", text), ("escaped.log", html.escape(text, quote=True))):
        path = tmp_path / name
        path.write_text(data, encoding="utf-8")
        report = diagnose([str(path)], Options(probes=False))
        assert [f.category for f in report.findings][:1] == ["registry_collision"], name
        assert "aimv2" in report.findings[0].title
        assert any("HTML-escaped" in str(n) for n in report.notes) == (name == "escaped.log")
    url = tmp_path / "url.log"  # an `&amp;` in a URL alone is no escaped log
    url.write_text("INFO fetching https://host/api?a=1&amp;b=2\nstep 1 loss 2.0\n", encoding="utf-8")
    assert not any("HTML-escaped" in str(n) for n in diagnose([str(url)], Options(probes=False)).notes)


def test_a_vs_code_notebook_traceback_links_its_line_numbers_and_keeps_its_frames():
    """VS Code's notebook output links each line number to its file (`-> [1798](https://file+...)`); a paste cut
    before the exception line still names the exception (the head) and the frame that raised it."""
    link = "https://file+.vscode-resource.vscode-cdn.net/opt/conda/lib/python3.10/site-packages/torch/export/_trace.py"
    tb = _parse(["ConstraintViolationError                  Traceback (most recent call last)",
                 "File /opt/conda/lib/python3.10/site-packages/torch/export/_trace.py:1798, in _export_to_aten_ir(mod)",
                 f"   [1797]({link}:1797) try:",
                 f"-> [1798]({link}:1798)     produce_guards_callback(gm)",
                 f"   [1799]({link}:1799) except (ConstraintViolationError, ValueRangeError) as e:"])
    assert tb is not None and tb.exc_type == "ConstraintViolationError"
    assert [(f.line, f.code) for f in tb.frames] == [(1798, "produce_guards_callback(gm)")]


def test_a_client_that_says_its_error_is_over_is_no_failure_even_at_error_level(tmp_path):
    """wandb says `Network error resolved after ..., resuming normal operation` when its connection is back; a log
    collector that tags every line ERROR does not make that a failure, and a bar glued before it is a step line."""
    log = tmp_path / "collector.log"
    bar = ("     26/99     2.57G    0.0183   0.01445      0.07    0.1028        10       832:  64%|6| 1192/1860 "
           "[04:49<02:49,  3.94it/s]")
    log.write_text("".join(f"ERROR 2021-07-15T20:59:{11 + 2 * i:02d}.999482 {bar}wandb: Network error resolved after "
                           f"0:01:10.030828, resuming normal operation.\n" for i in range(4)), encoding="utf-8")
    assert not diagnose([str(log)], Options(probes=False)).findings


def test_libstdcxx_what_line_pasted_flush_left_with_one_space_still_names_the_exception(tmp_path):
    """libstdc++ prints `  what():  std::bad_alloc`; a paste that lost the indent and a space is the same line."""
    log = tmp_path / "abort.log"
    log.write_text("terminate called after throwing an instance of 'std::bad_alloc'\nwhat(): std::bad_alloc\n"
                   "terminate called recursively\nAborted(core dumped)\n", encoding="utf-8")
    top = diagnose([str(log)], Options(probes=False)).findings[0]
    assert top.category == "host_oom" and top.evidence[0].text.endswith("std::bad_alloc")


def test_a_crash_glued_to_a_training_bar_is_read_after_that_step(tmp_path):
    """`...train_Ep_11: loss: 438.8 ...]:  20%|| 11/56 [...]Segmentation fault (core dumped)`: the bar is the step
    the run had reached when it died, so the crash is no start-up crash (which reads as builds that do not fit)."""
    log = tmp_path / "seg.log"
    log.write_text("[Info: Device_0: train_Ep_11: loss: 4.38811e+02; avg_loss: 4.53619e+02]:  20%|| 11/56 "
                   "[00:02<00:08,  5.02it/s]Segmentation fault (core dumped)\n", encoding="utf-8")
    report = diagnose([str(log)], Options(probes=False)).to_dict()
    assert [f["category"] for f in report["findings"]] == ["other"]
    assert report["findings"][0]["title"].startswith("Unrecognised failure")
    start = tmp_path / "start.log"  # the same crash with no bar before it: a start-up crash
    start.write_text("Loading model weights\nSegmentation fault (core dumped)\n", encoding="utf-8")
    assert [f.category for f in diagnose([str(start)], Options(probes=False)).findings] == ["version_incompatibility"]


def test_autograph_re_raising_in_user_code_reads_as_the_original_exception_below_all_frames():
    """TensorFlow re-raises an error in a traced function as `ValueError: in user code:` and prints, indented,
    the user's frames and the original exception: that is the failure, with the user's frame as its last."""
    lines = (REALWORLD / "runs106" / "011.log").read_text(encoding="utf-8").splitlines()
    head = next(i for i, line in enumerate(lines) if line.startswith("Traceback"))
    tb = _parse(lines[head:])
    assert tb.exc_type == "ValueError" and tb.message.startswith("'retval_' is None at the end of the main branch")
    assert tb.frames[-1].function.startswith("train_step") and tb.exception_line == 21 - head
