"""Errors no signature knows: picked, folded, compared with known ones, turned into a skeleton."""

from __future__ import annotations

import yaml

from analyzer.analysis.unknown import _signature_texts, nearest, template
from analyzer.cli import main
from analyzer.knowledge.signatures import load_signatures
from analyzer.pipeline.engine import Options, diagnose

from .scenarios import build

UNKNOWN_TYPE = "QuotaServiceError"


def unknown_error(t: float, rank: int, address: str) -> list[str]:
    msg = f"quota service at 10.2.3.{rank}:8443 rejected handle {address} after 3.2 s"
    return [
        build.me("ERROR", t, "mindspore/train/callback/_callback.py:412", f"Callback 'QuotaReporter' failed: {msg}"),
        "Traceback (most recent call last):",
        '  File "/home/user/project/train.py", line 88, in <module>',
        "    model.train(2, dataset, callbacks=[QuotaReporter()])",
        '  File "/home/user/project/quota.py", line 31, in on_train_step_end',
        "    raise QuotaServiceError(msg)",
        f"{UNKNOWN_TYPE}: {msg}",
    ]


def run_with_unknown_error(ranks: list[int], timeouts_from: int | None = None) -> dict[str, str]:
    """Ranks in `ranks` die of an error no signature knows; with `timeouts_from`, the others time out
    waiting for that rank."""
    files = {}
    for rank in range(4):
        rng = build.random.Random(rank)
        lines = build.header(build.T0, rank)
        body, t = build.training(build.T0 + 300, 1, 50, 1000, build.decaying_loss(rng), rng)
        lines += body
        if rank in ranks:
            lines += unknown_error(t + 1, rank, f"0x7f3a2c{rank:02d}a0")
        elif timeouts_from is not None:
            lines += build.ei0002(t + 1800, timeouts_from, rank)
        files[f"worker_{rank}.log"] = "\n".join(lines) + "\n"
    return files


def test_unknown_exception_is_reported_not_silent(tmp_path):
    run = build.write(run_with_unknown_error([0, 1, 2, 3]), tmp_path / "run")
    report = diagnose([str(run)], Options(probes=False))
    assert len(report.findings) == 1
    f = report.findings[0]
    assert f.category == "other" and f.signature is None and f.confidence < 0.5
    assert UNKNOWN_TYPE in f.title or UNKNOWN_TYPE in f.evidence[0].text
    # the same message on four ranks, with different addresses and IPs, is one template
    assert f.count == 4 and f.ranks == (0, 1, 2, 3)
    assert "<HEX>" in f.facts["template"] and "<IP>" in f.facts["template"]


def test_unknown_error_on_one_rank_with_timeouts_on_the_others_names_the_culprit(tmp_path):
    run = build.write(run_with_unknown_error([1], timeouts_from=1), tmp_path / "run")
    report = diagnose([str(run)], Options(probes=False))
    assert any(f.culprit is not None and f.culprit.rank == 1 for f in report.findings)
    other = [f for f in report.findings if f.category == "other"]
    assert other and other[0].evidence[0].rank == 1


def test_suggested_signature_loads_and_then_matches_the_log(tmp_path, capsys):
    run = build.write(run_with_unknown_error([2]), tmp_path / "run")
    code = main(["--no-probes", "--color", "never", "--suggest-signature", str(run)])
    out = capsys.readouterr().out
    assert code == 1 and "Signature skeleton" in out
    report = diagnose([str(run)], Options(probes=False, suggest_signature=True))
    skeleton = yaml.safe_load(report.findings[0].skeleton)
    assert skeleton["match"][0]["literal"] in report.findings[0].evidence[0].text
    sig_dir = tmp_path / "sigs"
    sig_dir.mkdir()
    (sig_dir / f"{skeleton['id']}.yaml").write_text(yaml.safe_dump(skeleton), encoding="utf-8")
    sigs, errors = load_signatures((str(sig_dir),))
    assert errors == []
    again = diagnose([str(run)], Options(probes=False, signature_dirs=(str(sig_dir),)))
    assert again.findings[0].signature == skeleton["id"]


def test_error_the_run_survived_is_not_a_failure(tmp_path):
    rng = build.random.Random(9)
    lines = build.header(build.T0, 0)
    first, t = build.training(build.T0 + 300, 1, 20, 100, build.decaying_loss(rng), rng)
    rest, _ = build.training(t + 5, 21, 100, 100, build.decaying_loss(rng), rng)
    lines += first + [build.me("ERROR", t + 1, "mindspore/train/callback/_summary_collector.py:300",
                               "Failed to write summary file /tmp/summary/events.out: disk quota exceeded")] + rest
    report = diagnose([str(build.write({"worker_0.log": "\n".join(lines) + "\n"}, tmp_path / "run"))],
                      Options(probes=False))
    assert report.findings == ()


THREAD_DEATH = """step   25 | loss 1.8756 | 83.8 ms/step
Exception in thread prefetch:
Traceback (most recent call last):
  File "/usr/lib/python3.11/threading.py", line 1045, in _bootstrap_inner
    self.run()
  File "/usr/lib/python3.11/threading.py", line 982, in run
    self._target(*self._args, **self._kwargs)
  File "/home/user/project/train.py", line 46, in producer
    x = np.stack([augment(samples[i][0], rng) for i in idx])
ValueError: all input arrays must have the same shape
step   30 | loss 1.5355 | 79.3 ms/step
"""


def test_a_thread_that_died_before_the_last_steps_is_the_failure_unless_the_run_finished(tmp_path):
    """The loader thread's death lets the main loop log the batches already queued, then wait for good: those
    steps are no recovery. The same traceback in a run that says it finished was survived."""
    log = tmp_path / "train.log"
    log.write_text(THREAD_DEATH, encoding="utf-8")
    report = diagnose([str(log)], Options(probes=False))
    assert [f.category for f in report.findings][:1] == ["data_pipeline_error"]
    log.write_text(THREAD_DEATH + "step   35 | loss 1.4012 | 80.1 ms/step\nTraining finished.\n", encoding="utf-8")
    assert diagnose([str(log)], Options(probes=False)).findings == ()


def test_masked_template_ignores_volatile_tokens_and_keeps_codes():
    a = template("[ERROR] HCCL(17381,python):2022-12-01-03:02:29.001.104 [hccl_comm.cc:100] errNo[0x0000000005000007] "
                 "EJ0001 init failed on 10.0.0.7 for rank 3 at /data/a/b.json")
    b = template("[ERROR] HCCL(99,python):2023-01-05-11:12:13.000.001 [hccl_comm.cc:100] errNo[0x0000000005010007] "
                 "EJ0001 init failed on 10.0.0.9 for rank 12 at /data/c/d.json")
    assert a.key == b.key
    assert "EJ0001" in a.key and "<IP>" in a.key and "<PATH>" in a.key
    assert a.literal() == "EJ0001 init failed on"


def test_nearest_signature_by_similarity_finds_the_one_described():
    sigs, _ = load_signatures()
    by_id = {s.id: s for s in sigs}
    target = by_id["ms_load_param_not_loaded"]
    query = "For load_param_into_net, 12 parameters in the net are not loaded"
    assert nearest(query, _signature_texts(sigs))[0][0] == target.id


def test_traceback_early_in_a_run_that_went_on_is_not_a_failure(tmp_path):
    lines = build.header(build.T0, 0)[:3] + [
        "Traceback (most recent call last):",
        '  File "/home/user/project/accel.py", line 12, in <module>',
        "    import frobnicate_kernels",
        "FrobnicateUnavailableError: optional fused kernels are unavailable, using the reference path",
    ] + [build.mf("INFO", build.T0 + 10 + i, "project/train.py:77", f"processed batch {i} of 400") for i in range(400)]
    report = diagnose([str(build.write({"worker_0.log": "\n".join(lines) + "\n"}, tmp_path / "run"))],
                      Options(probes=False))
    assert report.findings == ()


def _log(tmp_path, lines: list[str]):
    path = tmp_path / "job.log"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return diagnose([str(path)], Options(probes=False))


def test_crash_without_an_error_word_is_not_silent(tmp_path):
    rng = build.random.Random(4)
    body, _ = build.training(build.T0, 1, 30, 100, build.decaying_loss(rng), rng)
    report = _log(tmp_path, body + ["/bin/bash: line 1: 4242 Segmentation fault      (core dumped) python train.py"])
    assert [f.category for f in report.findings] == ["other"]
    assert "Segmentation fault" in report.findings[0].evidence[0].text


def test_exit_without_error_word_is_reported_but_a_clean_exit_is_not(tmp_path):
    tb = ["Traceback (most recent call last):", '  File "/home/user/train.py", line 40, in <module>',
          "    sys.exit(main())"]
    assert [f.title for f in _log(tmp_path, tb + ["SystemExit: 3"]).findings] == ["Unrecognised failure: SystemExit: 3"]
    assert _log(tmp_path, tb + ["SystemExit: 0"]).findings == ()


def test_failure_at_the_end_of_a_log_full_of_harmless_errors_is_kept(tmp_path):
    noise = [build.me("ERROR", build.T0 + i, "mindspore/dataset/engine/cache_client.py:90",
                      f"Cache client {i} could not reach the cache server, falling back to no cache")
             for i in range(2000)]
    rng = build.random.Random(5)
    body, t = build.training(build.T0 + 3000, 1, 20, 100, build.decaying_loss(rng), rng)
    report = _log(tmp_path, noise + body + unknown_error(t + 1, 0, "0x7f0000"))
    assert UNKNOWN_TYPE in report.findings[0].title


def test_the_header_line_of_a_recognised_message_is_not_a_second_unknown_failure(tmp_path):
    """HCCL prints a task-exception header right before EI0002: it belongs to the timeout, not to 'other'."""
    log = tmp_path / "rank4.log"
    log.write_text(
        "[ERROR] HCCL(40004,python):2024-11-30-21:24:20.000.123 [task_exception_handler.cc:739] "
        "[TaskExceptionHandler][Timeout]Task run failed, base information is streamID:[3], taskID[27], "
        "tag[HcomAllReduce_6629421139219749105_0], AlgType(level 0-1-2):[fullmesh-ring-NHR].\n"
        "EI0002: The wait execution of the Notify register times out. Reason: The Notify register has not "
        "received the Notify record from remote rank [3].base information: [streamID:[14], taskID[4], "
        "taskType[Notify Wait], tag[HcomAllReduce_6629421139219749105_0].]\n")
    categories = [f.category for f in diagnose([str(log)], Options(probes=False)).findings]
    assert categories and "other" not in categories and categories[0] == "hang_or_timeout"


TORCHRUN_TAIL = [
    "W1211 08:26:06.780000 139773546530624 torch/distributed/elastic/multiprocessing/api.py:858] Sending process "
    "6832 closing signal SIGTERM",
    "E1211 08:26:06.844000 139773546530624 torch/distributed/elastic/multiprocessing/api.py:833] failed "
    "(exitcode: 1) local_rank: 1 (pid: 6833) of binary: /opt/venv/bin/python",
    "Traceback (most recent call last):",
    '  File "/opt/venv/bin/torchrun", line 33, in <module>',
    "    sys.exit(load_entry_point('torch==2.4.0', 'console_scripts', 'torchrun')())",
    '  File "/opt/venv/lib/python3.10/site-packages/torch/distributed/run.py", line 901, in main',
    "    run(args)",
]


def test_the_launchers_cut_off_traceback_and_exit_line_defer_to_the_workers_exception(tmp_path):
    """torchrun's own traceback (cut off at `run(args)`) and its `failed (exitcode: 1)` line report a worker's
    failure: the worker's exception, printed before them, is the finding, even when it reads as a symptom."""
    worker = [f"[rank0]:   File \"/opt/venv/lib/python3.10/site-packages/zorble/comm.py\", line {n}, in send"
              for n in (10, 20)] + ["[rank0]: RuntimeError: ZorbleError 2: the zorble link went away"]
    top = _log(tmp_path, worker + TORCHRUN_TAIL).findings[0]
    assert "ZorbleError 2: the zorble link went away" in top.title
    nccl = ["[rank0]: RuntimeError: NCCL Error 2: unhandled system error (run with NCCL_DEBUG=INFO for details)"]
    top = _log(tmp_path, nccl + TORCHRUN_TAIL).findings[0]
    assert top.category == "hang_or_timeout" and "unhandled system error" in top.title


def test_a_supervisors_return_code_line_defers_to_the_timeout_it_reports(tmp_path):
    """`Process 1 failed with return code 1` is a supervisor reporting its child's exit: the child's own
    exception before it, a rendezvous timeout, is the finding."""
    lines = ['  File "/opt/venv/lib/python3.10/site-packages/torch/distributed/rendezvous.py", line 189, '
             'in _create_c10d_store',
             "    return TCPStore(",
             "torch.distributed.DistNetworkError: The client socket has timed out after 300000ms while trying to "
             "connect to (node-3, 41331).",
             "[launcher] 2026-05-14 05:28:06,261 - launcher - ERROR - Process 1 failed with return code 1"]
    top = _log(tmp_path, lines).findings[0]
    assert top.category == "hang_or_timeout" and "client socket has timed out" in top.title


def test_an_exception_line_with_its_message_in_the_report_below_is_titled_by_that_message(tmp_path):
    """MindSpore writes `TypeError:` alone, then its report: rules, a section title, the message."""
    lines = ["Traceback (most recent call last):", '  File "train.py", line 9, in <module>', "    out = net(x)",
             "TypeError: ", "-" * 52, "- Kernel select failed:", "-" * 52,
             "Select CPU operator[Zorble] fail! The zorble handle went away!", "", "-" * 52,
             "- The Function Call Stack: (For framework developers)", "-" * 52]
    top = _log(tmp_path, lines).findings[0]
    assert "Select CPU operator[Zorble] fail! The zorble handle went away!" in top.title


def test_the_line_that_ended_the_run_is_reported_beside_a_loss_anomaly(tmp_path):
    """A loss that collapsed to 0 does not stop a job; the error that did is a finding of its own."""
    lines = ["{'loss': 3.5534, 'grad_norm': 1.41, 'learning_rate': 2.0e-06, 'epoch': 0.01}",
             "{'loss': 0.0, 'grad_norm': 1.41, 'learning_rate': 4.3e-06, 'epoch': 0.01}",
             f"{UNKNOWN_TYPE}: quota service at 10.2.3.4:8443 rejected handle 0x7f3a2c00a0 after 3.2 s"]
    log = tmp_path / "train.log"
    log.write_text("\n".join(lines) + "\n", encoding="utf-8")
    findings = diagnose([str(log)], Options(probes=False)).findings
    assert [f.category for f in findings] == ["stuck_or_nan_loss", "other"]
    assert UNKNOWN_TYPE in findings[1].title


def _findings(tmp_path, text: str):
    log = tmp_path / "run.log"
    log.write_text(text, encoding="utf-8")
    return diagnose([str(log)], Options(probes=False)).findings


def test_metrics_named_error_are_numbers_not_failures(tmp_path):
    """A regression's evaluation prints `Mean absolute error: 3.202`: an error metric, not an error line."""
    block = ("Valid:\n\tAverage loss: 0.0784\n\tMean error: 1.844\n\tMean absolute error: 3.202\n"
             "\tError deviation: 3.476\n")
    assert not _findings(tmp_path, block * 3)
    found = _findings(tmp_path, block + "CMake Error: 3 targets failed\n")
    assert len(found) == 1 and found[0].evidence[0].text == "CMake Error: 3 targets failed"


def test_an_exception_line_ending_in_a_colon_is_read_with_its_detail_line(tmp_path):
    """XLA on TPU states the out-of-memory on the line after `Resource exhausted: From /job:...:`."""
    text = ("RuntimeError: Resource exhausted: From /job:tpu_worker/replica:0/task:0:\n"
            "Attempting to reserve 3.95G at the bottom of memory. That was not possible. There are 1.92G free, "
            "0B reserved, and 1.92G reservable.;\n"
            "HBM capacity 8.00G:\n")
    found = _findings(tmp_path, text)
    assert found[0].category == "device_oom"
    assert "That was not possible" in found[0].evidence[0].text


def test_a_note_signature_beside_an_error_line_does_not_hide_it(tmp_path):
    """torch_npu's CPU-fallback warning is a note; the vLLM worker's ERROR line right after it is the failure."""
    text = ("[rank0]:[W107 21:14:04.201960667 VariableFallbackKernel.cpp:250] Warning: CAUTION: The operator "
            "'aten::_scaled_dot_product_efficient_attention' is not currently supported on the NPU backend and will "
            "fall back to run on the CPU. This may have performance implications. (function npu_cpu_fallback)\n"
            "ERROR 2026-01-07 21:14:05.207 [gpu_worker.py:226] Error executing RPC: Could not run "
            "'aten::_scaled_dot_product_efficient_attention' with arguments from the 'CPU' backend. This could be "
            "because the operator doesn't exist for this backend.\n")
    found = _findings(tmp_path, text)
    assert [f.category for f in found] == ["missing_kernel"]
    assert found[0].evidence[0].line == 2


def test_pyarrows_arrow_invalid_is_an_exception_line_without_the_word_error(tmp_path):
    """`ArrowInvalid: Column 1 named x expected length 1180 but got length 1178` (a datasets map that changed
    a column's length) is read as the exception it is, and its family is data."""
    found = _findings(tmp_path, "ArrowInvalid: Column 1 named candidate_attention_mask expected length 1180 but "
                                "got length 1178\n")
    assert [f.category for f in found] == ["data_pipeline_error"]


def test_a_rust_panic_is_a_failure_line_and_its_thread_name_stays_as_written(tmp_path):
    """`thread '<unnamed>' panicked at ...` (tokenizers' Rust code) ends the run: it is a failure line, its
    family is read from where it panicked, and the title keeps the log's `<unnamed>` (no placeholder)."""
    text = ("thread '<unnamed>' panicked at 'called `Result::unwrap()` on an `Err` value: TryFromIntError(())', "
            "/github/home/.cargo/registry/src/github.com-1ecc6299db9ec823/esaxx-rs-0.1.7/src/lib.rs:78:26\n"
            "note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace\n")
    found = _findings(tmp_path, text)
    assert [f.category for f in found] == ["data_pipeline_error"]
    assert "'<unnamed>'" in found[0].title


def _diagnose_lines(tmp_path, lines: list[str]):
    log = tmp_path / "run.log"
    log.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return diagnose([str(log)], Options(probes=False))


def test_a_vendor_code_of_no_category_takes_the_family_its_words_name(tmp_path):
    """EZ9903's table row says only that an operator failed; the line says the chip has no implementation."""
    report = _diagnose_lines(tmp_path, [
        "/usr/local/llama.cpp/ggml/src/ggml-cann/ggml-cann.cpp:67: CANN error",
        "CANN error: EZ9903: [PID: 71888] 2025-12-17-18:13:01.238.630 support for Ascend910 is not implemented",
    ])
    top = report.findings[0]
    assert (top.signature, top.category) == ("cann_error_code", "missing_kernel")
    assert top.facts["family"]["category"] == "missing_kernel" and "why_category" in top.facts


def test_a_specific_signature_that_says_other_keeps_it(tmp_path):
    report = _diagnose_lines(tmp_path, [
        "[W socket.cpp:426] [c10d] The server socket has failed to listen on [::]:29500 (errno: 98 - Address "
        "already in use).",
        "torch.distributed.DistNetworkError: The server socket has failed to listen on any local network address. "
        "The server socket has failed to bind to [::]:29500 (errno: 98 - Address already in use).",
    ])
    assert report.findings[0].category == "other"


def test_tensorflow_s_in_user_code_wrapper_yields_to_the_exception_it_wraps(tmp_path):
    report = _diagnose_lines(tmp_path, [
        "ValueError: in user code:",
        "",
        '    File "/usr/local/lib/python3.7/dist-packages/keras/engine/training.py", line 878, in train_function  *',
        "        return step_function(self, iterator)",
        '    File "<ipython-input-48-34c54a4952ac>", line 8, in weighted_log_loss  *',
        "        weights = K.variable(weights)",
        "",
        "    ValueError: tf.function only supports singleton tf.Variables created on the first call. Make sure the "
        "tf.Variable is only created once or created outside tf.function.",
    ])
    top = report.findings[0]
    assert top.category == "unsupported_syntax_graph_mode"
    assert "singleton tf.Variables" in top.evidence[0].text


def test_torch_spawn_s_wrapper_yields_to_the_child_s_exception(tmp_path):
    """torch.multiprocessing.spawn re-raises a child's failure under `-- Process 0 terminated with ...`."""
    report = _diagnose_lines(tmp_path, [
        '  File "/opt/conda/lib/python3.10/site-packages/torch/multiprocessing/spawn.py", line 114, in join',
        "    raise Exception(msg)",
        "Exception: ",
        "",
        "-- Process 0 terminated with the following error:",
        "Traceback (most recent call last):",
        '  File "/opt/conda/lib/python3.10/site-packages/torch/distributed/rendezvous.py", line 143, in _env',
        "    store = TCPStore(master_addr, master_port, world_size, start_daemon)",
        "RuntimeError: Connection timed out",
    ])
    top = report.findings[0]
    assert top.category == "hang_or_timeout" and "Connection timed out" in top.evidence[0].text


def test_a_failed_c_assertion_is_told_by_its_expression_not_by_the_abort(tmp_path):
    """glibc's assert() names the expression that failed, then abort() prints `Aborted (core dumped)`."""
    report = _diagnose_lines(tmp_path, [
        "train: /src/layers.cc:88: void Linear::init(): Assertion `in_features % tp_size == 0' failed.",
        "Aborted (core dumped)",
    ])
    top = report.findings[0]
    assert top.category == "parallel_config_invalid" and "Assertion" in top.evidence[0].text
    other = _diagnose_lines(tmp_path, [
        "loader: /src/loader.cc:684: void Loader::next(): Assertion `rows_read == rows_expected' failed.",
        "Aborted (core dumped)",
    ])
    assert "rows_read == rows_expected" in other.findings[0].evidence[0].text


C10D_RETRY = ("[W socket.cpp:601] [c10d] The client socket has failed to connect to [node-3]:22456 "
              "(errno: 22 - Invalid argument).")


def test_a_connection_retry_the_run_printed_past_is_survived(tmp_path):
    """c10d retries until the store is up: ordinary lines after its warning say the job went on."""
    report = _diagnose_lines(tmp_path, [C10D_RETRY, "Using bfloat16 Automatic Mixed Precision (AMP)",
                                        "GPU available: True (cuda), used: True", "TPU available: False"])
    assert report.findings == ()


def test_the_same_retry_at_the_end_of_the_log_or_before_a_traceback_is_the_failure(tmp_path):
    assert _diagnose_lines(tmp_path, ["*" * 40, C10D_RETRY]).findings[0].category == "hang_or_timeout"
    report = _diagnose_lines(tmp_path, [
        "[W228 18:45:15.741177013 socket.cpp:487] [c10d] waitForInput: socket SocketImpl(fd=11, "
        "addr=[node-1]:38674, remote=[::ffff:10.0.0.2]:23456) timed out after 900000ms",
        "Traceback (most recent call last):",
        'File "/opt/conda/lib/python3.10/site-packages/torch/distributed/run.py", line 919, in main',
        "run(args)",
    ])
    assert report.findings[0].category == "hang_or_timeout"


def test_a_traceback_cut_after_a_frame_header_takes_its_frames_family(tmp_path):
    """The last frame lost its source line to the cut: the head tells the failure, the frames its family."""
    report = _diagnose_lines(tmp_path, [
        "Generating train split: 2332 examples [00:31, 57.0 examples/s]",
        "Traceback (most recent call last):",
        '  File "/home/u/train.py", line 12, in <module>',
        '    dataset = load_dataset("parquet", data_files=files, split="train")',
        '  File "/home/u/.local/lib/python3.10/site-packages/datasets/builder.py", line 1879, in _prepare_split_single',
        "    for _, table in generator:",
        '  File "/home/u/.local/lib/python3.10/site-packages/datasets/packaged_modules/parquet/parquet.py", line 61, '
        "in _cast_table",
        "    pa_table = table_cast(pa_table, self.info.features.arrow_schema)",
        '  File "/home/u/.local/lib/python3.10/site-packages/datasets/table.py", line 2324, in table_cast',
        "    return cast_table_to_schema(table, schema)",
        '  File "/home/u/.local/lib/python3.10/site-packages/datasets/table.py", line 2282, in cast_table_to_schema',
    ])
    top = report.findings[0]
    assert top.category == "data_pipeline_error" and top.evidence[0].line == 2


def test_an_exception_whose_message_runs_on_below_it_takes_the_family_of_that_text(tmp_path):
    """Keras 3's refusal of a SavedModel is a long message; pasted wrapped, the exception line holds only its
    first words and the line that names the cause is two lines below."""
    report = _diagnose_lines(tmp_path, [
        "ValueError: File format not supported: ",
        "filepath=/home/u/models/seg_model. ",
        "Keras 3 only supports V3 .keras files and legacy H5 format files (`.h5` extension). Note that the legacy "
        "SavedModel format is not ",
        "supported by load_model() in Keras 3. In order to reload a TensorFlow SavedModel as an inference-only "
        "layer in Keras 3, use ",
    ])
    top = report.findings[0]
    assert top.category == "version_incompatibility" and top.evidence[0].line == 3
    # a line a family knows, five lines below an exception nobody recognised, is another message
    report = _diagnose_lines(tmp_path, ["ValueError: File format not supported: ", "a", "b", "c", "d",
                                        "Keras 3 only supports V3 .keras files and legacy H5 format files"])
    assert [(f.rule, f.evidence[0].line) for f in report.findings] in ([("run.unknown_failure", 1)],
                                                                       [("run.learned_category", 1)])


def test_a_bars_last_redraw_after_the_traceback_does_not_make_the_error_survived(tmp_path):
    """tqdm draws its bar once more when it closes; a notebook paste puts that after the traceback of the
    epoch-end hook that failed. A step logged after the error, then more lines, is a run that went on."""
    bar = ("Epoch 0: 100%|██████████| 106/106 [01:20<00:00,  1.31it/s, v_num=d39l, train_loss_step=2.600, "
           "train_loss_epoch=2.710]")
    error = ("lightning_fabric.utilities.exceptions.MisconfigurationException: ReduceLROnPlateau conditioned on "
             "metric val_loss which is not available. Available metrics are: ['train_loss', 'train_loss_step']")
    report = _diagnose_lines(tmp_path, ["    raise MisconfigurationException(", error, bar])
    assert [f.category for f in report.findings][:1] == ["config_field_error"]
    went_on = _diagnose_lines(tmp_path, [error, bar.replace("100%", " 50%").replace("106/106", "53/106"),
                                         "Validation DataLoader 0: 100%|██████████| 12/12 [00:02<00:00]", bar])
    assert went_on.findings == ()


def test_macos_libcxx_terminate_line_is_a_failure_line(tmp_path):
    """libc++ on macOS prints the uncaught C++ exception and its message on one line, then the shell's abort."""
    report = _diagnose_lines(tmp_path, [
        "Iter 50: Train loss 1.487, Learning Rate 1.000e-05, It/sec 0.372, Peak mem 34.108 GB",
        "libc++abi: terminating due to uncaught exception of type std::runtime_error: [METAL] Command buffer "
        "execution failed: Insufficient Memory (00000008:kIOGPUCommandBufferCallbackErrorOutOfMemory)",
        "zsh: abort      python train.py",
    ])
    assert report.findings and report.findings[0].category == "device_oom"


def test_jax_backend_probe_is_not_a_failure_but_its_raise_is(tmp_path):
    """JAX logs each backend it cannot start before falling back; raised, the same words stop the run."""
    probe = _diagnose_lines(tmp_path, [
        "I0808 20:59:00.963761 139857030612800 xla_bridge.py:328] Unable to initialize backend 'rocm': NOT_FOUND: "
        "Could not find registered platform with name: \"rocm\".",
        "I0808 20:59:00.964296 139857030612800 xla_bridge.py:328] Unable to initialize backend 'tpu': module "
        "'jaxlib.xla_extension' has no attribute 'get_tpu_client'",
    ])
    assert not probe.findings
    raised = _diagnose_lines(tmp_path, [
        "RuntimeError: Unable to initialize backend 'cuda': FAILED_PRECONDITION: No visible GPU devices. (you may "
        "need to uninstall the failing plugin package, or set JAX_PLATFORMS=cpu to skip this backend.)",
    ])
    assert raised.findings


def test_an_exception_printed_alone_before_a_launcher_killing_its_workers_is_the_failure(tmp_path):
    """DeepSpeed's launcher says `Killing subprocess` (a consequence) right after the worker's own exception line;
    that line is the failure, not a header of the launcher's message."""
    log = tmp_path / "launch.log"
    log.write_text("ImportError: cannot import name 'helpers' from 'megatron.data' (megatron/data/__init__.py)\n"
                   "Killing subprocess 28861\n")
    findings = diagnose([str(log)], Options(probes=False)).findings
    assert [f.category for f in findings if not f.symptom][:1] == ["import_or_install_error"]


def test_a_tools_own_error_sentence_is_a_failure_line(tmp_path):
    """llama.cpp says `error loading model: ...` with no level and no exception, alone or after the function
    that printed it; a metric that names an error rate is no such sentence."""
    line = "error loading model: llama.cpp: tensor 'layers.0.attention.wk.weight' has wrong shape; expected 8192 x 8192"
    for text in (line, "llama_model_load: " + line):
        found = _findings(tmp_path, f"main: build = 975\n{text}\n")
        assert found and found[0].evidence[0].text == text
    assert not _findings(tmp_path, "main: build = 975\ntrain: error rate 0.01 at step 5\n")


def test_a_tools_error_of_a_named_kind_is_a_failure_line(tmp_path):
    """libnvidia-container names the kind of error after the tool (`nvidia-container-cli: requirement error: ...`),
    on the line below docker's generic `OCI runtime create failed`: that line says why, and the version family
    reads it. A metric of that shape (`val: train error: 0.23`) is a number, not a failure."""
    docker = ("docker: Error response from daemon: failed to create task for container: failed to create shim task: "
              "OCI runtime create failed: runc create failed: unable to start container process: error during "
              "container init: error running hook #0: error running hook: exit status 1, stdout: , stderr: "
              "Auto-detected mode as 'legacy'")
    cli = ("nvidia-container-cli: requirement error: unsatisfied condition: cuda>=12.4, please update your driver "
           "to a newer version, or use an earlier cuda container: unknown.")
    found = _findings(tmp_path, f"{docker}\n{cli}\n")
    assert found and found[0].category == "version_incompatibility"
    assert found[0].evidence[0].text == cli
    assert not _findings(tmp_path, "epoch 3 done\nval: train error: 0.23\n")
