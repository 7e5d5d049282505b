"""A log with a failure line never ends with no finding; a run that finished does not get one for a
stray error line it survived."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from analyzer.analysis import families
from analyzer.knowledge.catalog import load_catalog
from analyzer.pipeline.engine import Options, diagnose

from .scenarios import build

FAILURE_LINES = [
    "ZorbleError: the zorble handle went away",  # an exception line
    "Traceback (most recent call last):\n  File \"run.py\", line 3, in <module>\n    main()",  # a cut-off traceback
    "[ERROR] 2025-04-07 15:40:00,100 [zorble.py:12] run: the zorble handle went away",  # [ERROR] level
    "2025-04-07 15:40:00.100000: E zorble/zorble_driver.cc:12] the zorble handle went away",  # E level
    "CMake Error: the zorble handle went away",  # Error:
    "test_zorble.py::test_handle FAILED",  # FAILED
    "Fatal Python error: Segmentation fault",  # a fatal signal
    "Killed",  # the shell's SIGKILL
    "subprocess.CalledProcessError: Command '['python', 'z.py']' returned non-zero exit status 1.",
    "ZORBLE error: the zorble handle went away",  # a driver's own error statement (`CUDA error: ...`)
    "zorble serve: error: argument --handle: invalid choice: 'x' (choose from 'a', 'b')",  # argparse
    "1 validation error for ZorbleConfig\n  Value error, the zorble handle went away [type=value_error]",  # pydantic
    "ATC run failed, Please check the detail log\nEZ9999: the zorble handle went away",  # a CANN code opening a line
    # glog's failure-signal handler and libstdc++'s terminate handler print no error word
    "*** SIGSEGV (@0x0) received by PID 4242 (TID 0x7f3a5c) from PID 0; stack trace: ***",
    "*** Aborted at 1733130000 (unix time) try \"date -d @1733130000\" if you are using GNU date ***",
    "terminate called after throwing an instance of 'zorble::HandleError'\n  what():  the zorble handle went away",
    "WARNING: job exited with non-zero status 2",  # a non-zero exit at W level
    "已杀死",  # the shell's SIGKILL in a Chinese locale
    "Traceback (most recent call last):",  # a traceback cut right after its head
    # an exception class named neither Error nor Exception, right under a compiled module's frame
    "  File \"zorble/_io.pyx\", line 12, in zorble._io.read\nzorble.lib.ZorbleInvalid: JSON parse error: bad handle",
    # a TensorFlow op's message, posted without its exception line
    "the zorble handle went away\n\t [[{{node zorble/Handle}}]] [Op:__inference_train_function_1234]",
    # an exception whose class says neither Error nor Exception, alone at the end (no frame above it)
    "> zorble.fluid.core.EnforceNotMet: the zorble handle went away at [zorble/tensor_impl.h:84]",
    # an exception's class in its repr, inside a sentence
    "Failed to open 'handles.json' with error <class 'zorble.lib.ZorbleInvalid'>: the zorble handle went away",
    # a glog E record glued onto a progress bar that redrew with \r
    " 1%|▏         | 24/1752 [01:08<1:22:56,  2.88s/it][rank5]:[E602 11:17:52.185053341 zorble.cpp:632] "
    "[Rank 5] the zorble handle went away",
    # the CUDACHECK / NCCLCHECK macros of NVIDIA's samples and nccl-tests: no level, no error word
    "NCCL failure zorble.cu:95 'the zorble handle went away'",
    "Cuda failure zorble.cu:12 'the zorble handle went away'",
    # a build's own failure headers: CMake's (any message after it) and its closing verdict, GNU make's
    "CMake Error at cmake/zorble.cmake:20 (include):\n  include could not find requested file:",
    "-- Configuring incomplete, errors occurred!",
    "gmake: *** No rule to make target 'Makefile'.  Stop.",
    "[Zorble] [Fatal] the zorble handle went away",  # a C++ library's own title-case fatal level (LightGBM's)
]


@pytest.mark.parametrize("line", FAILURE_LINES)
def test_every_kind_of_failure_line_gives_a_finding(tmp_path, line):
    path = tmp_path / "job.log"
    path.write_text("starting the zorble job\nloading 12 shards\n" + line + "\n", encoding="utf-8")
    report = diagnose([str(path)], Options(probes=False))
    assert report.findings, f"no finding for: {line}"
    assert report.to_dict()["verdict"]["kind"] == "failed"


UPLOAD_ERROR = "could not upload the summary to the dashboard, will retry later"


def _steps_then(tmp_path, error: str, finished: bool):
    rng = random.Random(8)
    body, t = build.training(build.T0 + 300, 1, 40, 40, build.decaying_loss(rng), rng)
    lines = build.header(build.T0, 0) + body + [build.mf("ERROR", t + 1, "project/train.py:90", error)]
    lines += [build.mf("INFO", t + 2 + i, "project/train.py:88", f"writing shard {i}") for i in range(30)]
    if finished:
        lines.append(build.mf("INFO", t + 40, "mindformers/trainer/base_trainer.py:1150", ".....Training Over!....."))
    path = tmp_path / "worker_0.log"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return diagnose([str(path)], Options(probes=False))


def test_a_run_that_finished_is_not_failed_by_a_stray_error_line(tmp_path):
    report = _steps_then(tmp_path, UPLOAD_ERROR, finished=True)
    assert report.findings == ()
    assert report.to_dict()["verdict"]["kind"] == "healthy"


def test_the_same_error_line_in_a_run_that_did_not_finish_is_reported(tmp_path):
    report = _steps_then(tmp_path, UPLOAD_ERROR, finished=False)
    assert [f.category for f in report.findings] == ["other"]


def test_an_exception_quoted_in_prose_is_a_failure_even_when_no_family_fits(tmp_path):
    """A user's sentence around the exception line (any language) still names a raised exception."""
    path = tmp_path / "paste.log"
    path.write_text("运行训练脚本时会遇到报错：QuotaServiceError: quota service rejected handle 7\n", encoding="utf-8")
    report = diagnose([str(path)], Options(probes=False))
    assert report.findings and "QuotaServiceError" in report.findings[0].evidence[0].text


@pytest.mark.parametrize("line", [
    "E0624 04:14:29.224103 1234 ProcessGroupNCCL.cpp:684] Some NCCL operations have failed or timed out",
    "[rank6]:[E624 04:14:29.224103812 ProcessGroupNCCL.cpp:684] [Rank 6] Some NCCL operations have failed or "
    "timed out",
])
def test_a_glog_error_line_without_an_error_word_is_a_failure_line(tmp_path, line):
    """glog / c10 error levels (`E0624 ...]`, `[E624 ...]`) mark failures that name no error word."""
    path = tmp_path / "worker.log"
    path.write_text("I0624 04:14:20.000000 1234 train.py:10] step 5 loss 2.0\n" + line + "\n", encoding="utf-8")
    report = diagnose([str(path)], Options(probes=False))
    assert report.findings and report.findings[0].evidence[0].line == 2
    assert report.findings[0].category == "hang_or_timeout"


def test_info_lines_that_look_like_levels_stay_quiet(tmp_path):
    path = tmp_path / "train.log"
    path.write_text("I0624 04:14:20.000000 1234 train.py:10] step 5 loss 2.0\n[E1] see footnote E1 of the paper\n"
                    "I0624 04:14:21.000000 1234 train.py:10] step 6 loss 1.9\n", encoding="utf-8")
    assert diagnose([str(path)], Options(probes=False)).findings == ()


REALWORLD = Path(__file__).resolve().parent / "realworld"


@pytest.mark.parametrize("text, category", [
    # a TensorFlow status printed bare (blind_threads/011): no error word, no level, no exception type
    ((REALWORLD / "blind_threads" / "011.log").read_text(encoding="utf-8"), "missing_kernel"),
    ("python: symbol lookup error: /opt/venv/lib/python3.10/site-packages/torch/lib/libtorch_cuda.so: "
     "undefined symbol: ncclCommRegister\n", "version_incompatibility"),
    ("python3: error while loading shared libraries: libpython3.10.so.1.0: cannot open shared object file: "
     "No such file or directory\n", "import_or_install_error"),
    # a post's machine-translated THCudaCheck line: `line = 40 error = 48` is no "0 errors" all-clear
    ("THCudaCheck FAIL file = / pytorch / torch / lib / THC / generic / THCTensorMathPairwise.cu line = 40 "
     "error = 48: no kernel image is available for execution on the device\n", "missing_kernel"),
    ("DEADLINE_EXCEEDED: Deadline Exceeded\n", "hang_or_timeout"),
])
def test_a_failure_line_without_an_error_word_is_seeded_by_its_family(tmp_path, text, category):
    """A family cue strong enough to decide alone (families/*.yaml `literals`) makes the line a candidate."""
    path = tmp_path / "job.log"
    path.write_text("starting the job\n" + text, encoding="utf-8")
    report = diagnose([str(path)], Options(probes=False))
    assert report.findings and report.findings[0].category == category
    assert report.findings[0].evidence[0].line == 2


def test_the_seeds_reach_the_prefilter_through_the_catalog():
    catalog = load_catalog()
    assert set(catalog.family_seeds) == set(families.seeds(families.load_families()))
    assert b"No OpKernel" in catalog.scanner.literals


@pytest.mark.parametrize("first", [
    "2019-06-13 01:17:08.886805: I tensorflow/core/common_runtime/placer.cc:54] OpKernel registered for op MatMul "
    "on device GPU:0",  # the kernel words without the failure: no candidate at all
    "2019-06-13 01:17:08.886805: W tensorflow/core/framework/op_kernel.cc:1401] No OpKernel was registered to "
    "support Op 'Sum' on GPU, placing it on the CPU",  # a seeded line the run went on after
])
def test_a_seed_word_in_a_run_that_went_on_stays_quiet(tmp_path, first):
    path = tmp_path / "tf.log"
    path.write_text(first + "\n2019-06-13 01:17:09.000000: I tensorflow/core/x.cc:10] step 5 loss 2.0\n",
                    encoding="utf-8")
    assert diagnose([str(path)], Options(probes=False)).findings == ()


@pytest.mark.parametrize("announce", ["Setting the flag throws the following error:",
                                      "with this config I get this error", "运行后报错如下："])
def test_a_message_the_line_before_announces_as_the_error_is_a_failure(tmp_path, announce):
    log = tmp_path / "issue.txt"
    log.write_text(f'zorble_precision = "bf16"\n\n{announce}\n\n`zorble mixed precision needs a zorble device.`\n',
                   encoding="utf-8")
    findings = diagnose([str(log)], Options(probes=False)).findings
    assert findings and "zorble mixed precision needs a zorble device." in findings[0].title


def test_an_announcement_without_a_message_after_it_stays_quiet(tmp_path):
    log = tmp_path / "notes.txt"
    log.write_text("epoch 1 loss 2.31\nepoch 2 loss 1.87\nIf something fails you will see the following error:\n",
                   encoding="utf-8")
    assert diagnose([str(log)], Options(probes=False)).findings == ()


def test_an_uncaught_cpp_exception_is_told_by_its_what_line(tmp_path):
    """libstdc++ names the type on one line and the message on the next: the message is the finding."""
    path = tmp_path / "job.log"
    path.write_text("step 10 loss 2.3\nterminate called after throwing an instance of 'std::bad_alloc'\n"
                    "  what():  std::bad_alloc\nAborted (core dumped)\n", encoding="utf-8")
    top = diagnose([str(path)], Options(probes=False)).findings[0]
    assert top.category == "host_oom" and "std::bad_alloc" in top.title and "what()" not in top.title


def test_a_tensorflow_op_message_is_the_line_above_its_node(tmp_path):
    path = tmp_path / "job.log"
    path.write_text("Epoch 1/10\nNode: 'sparse_categorical_crossentropy/SparseSoftmaxCrossEntropyWithLogits'\n"
                    "logits and labels must have the same first dimension, got logits shape [32,1000] and labels "
                    "shape [960]\n\t [[{{node sparse_categorical_crossentropy/SparseSoftmaxCrossEntropyWithLogits}}]] "
                    "[Op:__inference_train_function_18376]\n", encoding="utf-8")
    top = diagnose([str(path)], Options(probes=False)).findings[0]
    assert top.evidence[0].line == 3 and "logits and labels" in top.title


def test_a_run_that_ends_waiting_for_its_workers_is_a_hang(tmp_path):
    """MindSpore's GeneratorDataset warns while it waits for a worker that never answers; nothing follows."""
    path = tmp_path / "job.log"
    path.write_text("".join(
        f"[WARNING] ME(4689:140565461071552,MainProcess):2026-12-02-03:{50 + i // 4}:{15 * (i % 4):02d}.110.00 "
        f"[mindspore/dataset/engine/datasets_user_defined.py:458] Has been waiting for data from Generator worker "
        f"process ID '4700' for more than {15 * (i + 1)} seconds. Please check if the user defined dataset of "
        f"GeneratorDataset has a dead loop, or is processing too slowly. You can install py-spy via "
        f"`pip install py-spy`, then stop and rerun your script to get the current stack.\n" for i in range(8)),
        encoding="utf-8")
    assert [f.category for f in diagnose([str(path)], Options(probes=False)).findings][:1] == ["hang_or_timeout"]


def test_an_exception_cpython_printed_as_ignored_is_no_failure(tmp_path):
    """`Exception ignored in: <...>` heads what a finalizer raised: CPython printed it and the program went on
    (multiprocessing's semaphore cleanup at an epoch's end). The same traceback without that line fails."""
    tb = ("Traceback (most recent call last):\n"
          '  File "/usr/lib/python3.8/multiprocessing/util.py", line 224, in __call__\n'
          "    res = self._callback(*self._args, **self._kwargs)\n"
          '  File "/usr/lib/python3.8/multiprocessing/synchronize.py", line 87, in _cleanup\n'
          "    sem_unlink(name)\n"
          "FileNotFoundError: [Errno 2] No such file or directory\n")
    ignored = tmp_path / "ignored.log"
    ignored.write_text("Exception ignored in: <Finalize object, dead>\n" + tb, encoding="utf-8")
    assert diagnose([str(ignored)], Options(probes=False)).findings == ()
    raised = tmp_path / "raised.log"
    raised.write_text(tb, encoding="utf-8")
    assert diagnose([str(raised)], Options(probes=False)).findings != ()


def test_an_exception_just_before_a_launcher_kills_its_workers_is_the_cause(tmp_path):
    """DeepSpeed's launcher logs `Killing subprocess N` the moment a child exits; the exception the child
    raised one line before is the failure, not a header of the kill."""
    log = tmp_path / "ds.log"
    log.write_text("Traceback (most recent call last):\n"
                   '  File "train.py", line 9, in <module>\n    build(cfg)\n'
                   "ValueError: num_attention_heads (30) must be divisible by tensor parallel size (4)\n"
                   "[2025-04-30 01:58:28,384] [INFO] [launch.py:315:sigkill_handler] Killing subprocess 3611\n"
                   "[2025-04-30 01:58:28,384] [ERROR] [launch.py:321:sigkill_handler] ['python', '-u', 'train.py', "
                   "'--local_rank=0'] exits with return code = 1\n", encoding="utf-8")
    top = diagnose([str(log)], Options(probes=False)).findings[0]
    assert top.category == "parallel_config_invalid" and top.evidence[0].text.startswith("ValueError")


def test_a_failed_build_is_told_by_its_first_cmake_error_not_by_makes_verdict(tmp_path):
    """CMake's closing `Configuring incomplete` and make's `***` lines report the error above them."""
    path = tmp_path / "build.log"
    path.write_text("-- The CXX compiler identification is GNU 11.4.0\n"
                    "CMake Error at cmake/zorble.cmake:20 (include):\n"
                    "  include could not find requested file:\n\n    /opt/zorble/FindZorble.cmake\n"
                    "-- Configuring incomplete, errors occurred!\n"
                    "gmake: *** No rule to make target 'Makefile'.  Stop.\n", encoding="utf-8")
    top = diagnose([str(path)], Options(probes=False)).findings[0]
    assert top.evidence[0].text.startswith("CMake Error at cmake/zorble.cmake:20 (include):")
    assert "include could not find requested file" in top.evidence[0].text


def test_an_exception_whose_message_runs_hundreds_of_lines_to_the_end_still_ends_the_run(tmp_path):
    """TensorFlow prints the tensors a tf.function could not bind inside the exception's message."""
    rows = [f"         [{0.1 * k:.8f}, {0.2 * k:.8f}, {0.3 * k:.8f}]," for k in range(320)]
    path = tmp_path / "train.log"
    path.write_text("epoch 0 step 0 loss 0.06070\nepoch 0 step 5 loss 0.01403\n"
                    "Traceback (most recent call last):\n  File \"train.py\", line 44, in <module>\n"
                    "    loss = train_step(x, y)\n"
                    "TypeError: Binding inputs to tf.function failed due to `Can not cast TensorSpec(shape=(40, 3)) to "
                    "TensorSpec(shape=(64, 3))`. Received args: (<tf.Tensor: shape=(40, 3), dtype=float32, numpy=\n"
                    "array([" + "\n".join(rows) + "\n       ]], dtype=float32)>) and kwargs: {} for signature: "
                    "(x: TensorSpec(shape=(64, 3)),).\n", encoding="utf-8")
    findings = diagnose([str(path)], Options(probes=False)).findings
    assert findings and findings[0].evidence[0].text.startswith("TypeError: Binding inputs to tf.function failed")


def test_a_job_interrupted_while_it_waits_is_a_hang_and_one_interrupted_while_it_computes_is_not(tmp_path):
    """Ctrl-C (or `timeout -s INT`) lands in whatever the main thread was doing: blocked on a queue, the job was
    waiting for something that never came; inside a backward pass, it was only stopped."""
    head = ("epoch 0 step 10/12 loss 0.4211\nTraceback (most recent call last):\n"
            "  File \"train.py\", line 60, in <module>\n")
    waiting = head + ("    batch = feed.get()\n  File \"/usr/lib/python3.11/queue.py\", line 171, in get\n"
                      "    self.not_empty.wait()\n  File \"/usr/lib/python3.11/threading.py\", line 327, in wait\n"
                      "    waiter.acquire()\nKeyboardInterrupt\n")
    computing = head + ("    loss.backward()\n  File \"/opt/venv/lib/python3.11/site-packages/torch/_tensor.py\", "
                        "line 581, in backward\n    torch.autograd.backward(\nKeyboardInterrupt\n")
    found = {}
    for name, text in (("waiting", waiting), ("computing", computing)):
        path = tmp_path / f"{name}.log"
        path.write_text(text, encoding="utf-8")
        found[name] = [f.category for f in diagnose([str(path)], Options(probes=False)).findings]
    assert found["waiting"][:1] == ["hang_or_timeout"]
    assert "hang_or_timeout" not in found["computing"]
