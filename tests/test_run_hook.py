"""`msdiag run`, the in-process failure hook and the training callback, on the real libraries (CPU).

Each script runs in its own temporary folder (mindspore and mindformers write files into the cwd).
What is asserted is what only the failing process could know: the names it registered, the real
parameter names of its network, the parallel context it set.
"""

from __future__ import annotations

import importlib.util
import json
import os
import re
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from analyzer.commands.run import first_failure_facts, msrun_log_dir, worker_logs
from analyzer.probes.facts import SCHEMA, load_facts
from analyzer.runtime.callback import LossWatch, step_values
from analyzer.runtime.hook import exception_chain, facts_bundle

from .conftest import REPO, SKIP_HEAVY

PYTHON = sys.executable
MSDIAG = [PYTHON, "-m", "analyzer.cli"]
HEAVY_MODULES = ("mindspore", "mindformers", "transformers", "torch", "numpy")


def has(module: str) -> bool:
    return importlib.util.find_spec(module) is not None


heavy = pytest.mark.skipif(SKIP_HEAVY, reason="MSDIAG_SKIP_HEAVY is set")
needs_mindspore = pytest.mark.skipif(not has("mindspore"), reason="mindspore is not installed")
needs_transformers = pytest.mark.skipif(not has("transformers"), reason="transformers is not installed")


def msdiag_run(tmp_path: Path, script: str, *options: str, timeout: float = 180) -> subprocess.CompletedProcess:
    """`msdiag run [options] -- python script.py` in tmp_path, as a user would type it."""
    (tmp_path / "script.py").write_text(textwrap.dedent(script), encoding="utf-8")
    env = dict(os.environ, TMPDIR=str(tmp_path), PYTHONPATH=str(REPO), MSDIAG_LANG="en")
    return subprocess.run([*MSDIAG, "run", *options, "--", PYTHON, "script.py"], cwd=tmp_path, env=env,
                          capture_output=True, timeout=timeout)


def diagnosed(tmp_path: Path, script: str) -> tuple[subprocess.CompletedProcess, dict, dict]:
    """Run a failing script; return the process, the JSON report and the live facts bundle."""
    proc = msdiag_run(tmp_path, script, "--format", "json", "--output", "report.json",
                      "--save-facts", "facts.json")
    report = json.loads((tmp_path / "report.json").read_text(encoding="utf-8"))
    facts = json.loads((tmp_path / "facts.json").read_text(encoding="utf-8"))
    return proc, report, facts


def probe_of(finding: dict, name: str) -> dict:
    return next(p for p in finding.get("probes", []) if p["name"] == name)


# ---------------------------------------------------------------- the three live cases

AIMV2 = """
    from transformers import AutoConfig, PretrainedConfig


    class MyVisionConfig(PretrainedConfig):
        model_type = "myproj_vision"


    class Aimv2Config(PretrainedConfig):
        model_type = "aimv2"


    AutoConfig.register("myproj_vision", MyVisionConfig)
    AutoConfig.register("aimv2", Aimv2Config)
    print("registered")
"""


@heavy
@needs_transformers
def test_aimv2_collision_is_judged_with_the_live_registry(tmp_path: Path) -> None:
    proc, report, facts = diagnosed(tmp_path, AIMV2)
    assert proc.returncode == 1
    top = report["findings"][0]
    assert top["category"] == "registry_collision"
    verdict = probe_of(top, "transformers-registry")
    assert verdict["status"] == "confirmed"
    # only the failing process knew these: its own registration and the class it tried to register
    assert "myproj_vision" in verdict["detail"] and "__main__.Aimv2Config" in verdict["detail"]
    assert "live process" in verdict["detail"]
    live = facts["probes"]["transformers-registry"]
    assert live["extra_registered_classes"] == {"myproj_vision": "__main__.MyVisionConfig"}
    assert live["failed_registration"]["model_type"] == "aimv2"
    assert "aimv2" in live["builtin_model_types"] and "myproj_vision" not in live["builtin_model_types"]
    chain = facts["live"]["exception"]
    assert chain[0]["type"] == "builtins.ValueError" and "aimv2" in chain[0]["message"]
    assert chain[0]["frames"][0]["path"].endswith("script.py")
    # stdout stays the program's: the report went to the file, the traceback to stderr as usual
    assert proc.stdout == b""
    assert b"is already used by a Transformers config" in proc.stderr


CHECKPOINT = """
    import numpy as np
    import mindspore as ms
    from mindspore import nn, Tensor

    ms.set_device("CPU")


    class TinyLM(nn.Cell):
        def __init__(self):
            super().__init__()
            self.tok_embeddings = nn.Embedding(32, 8)
            self.wq = nn.Dense(8, 8, has_bias=False)
            self.lm_head = nn.Dense(8, 32, has_bias=False)

        def construct(self, x):
            return self.lm_head(self.wq(self.tok_embeddings(x)))


    hf_names = {"model.embed_tokens.weight": (32, 8), "model.layers.0.self_attn.q_proj.weight": (8, 8),
                "lm_head.weight": (32, 8)}
    ms.save_checkpoint([{"name": n, "data": Tensor(np.ones(s, np.float32))} for n, s in hf_names.items()],
                       "hf.ckpt")
    net = TinyLM()
    param_dict = ms.load_checkpoint("hf.ckpt")
    param_not_load, _ = ms.load_param_into_net(net, param_dict)
    if param_not_load:
        raise RuntimeError(f"{len(param_not_load)} parameters were not loaded")
"""


@heavy
@needs_mindspore
def test_checkpoint_names_are_compared_with_the_live_network(tmp_path: Path) -> None:
    proc, report, facts = diagnosed(tmp_path, CHECKPOINT)
    assert proc.returncode == 1
    top = report["findings"][0]
    assert top["category"] == "missing_or_unexpected_keys"
    live = facts["probes"]["parameter-names"]
    assert live["network"]["class"] == "__main__.TinyLM"
    assert live["network"]["parameters"] == {"tok_embeddings.embedding_table": [32, 8], "wq.weight": [8, 8],
                                             "lm_head.weight": [32, 8]}
    assert set(live["parameters"]) == {"model.embed_tokens.weight", "model.layers.0.self_attn.q_proj.weight",
                                       "lm_head.weight"}
    verdict = probe_of(top, "parameter-names")
    assert verdict["status"] == "confirmed"
    assert "TinyLM" in verdict["detail"] and "live process" in verdict["detail"]
    assert "model.layers.0.self_attn.q_proj.weight -> wq.weight" in verdict["detail"]


SEMI_AUTO = """
    import numpy as np
    import mindspore as ms
    from mindspore import nn, Tensor

    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_device("CPU")
    ms.set_auto_parallel_context(parallel_mode="semi_auto_parallel", device_num=8)
    net = nn.Dense(16, 16)
    print(net(Tensor(np.ones((8, 16), np.float32))).shape)
"""


@heavy
@needs_mindspore
def test_parallel_context_is_the_one_the_script_set(tmp_path: Path) -> None:
    proc, report, facts = diagnosed(tmp_path, SEMI_AUTO)
    assert proc.returncode == 1
    live = facts["probes"]["mindspore-context"]
    assert live["auto_parallel"]["parallel_mode"] == "semi_auto_parallel"  # a fresh process: stand_alone
    assert live["auto_parallel"]["device_num"] == 8
    assert live["context"]["mode_name"] == "GRAPH_MODE"  # a fresh process: PYNATIVE_MODE
    top = report["findings"][0]
    assert top["category"] == "parallel_config_invalid"
    verdict = probe_of(top, "mindspore-context")
    assert verdict["status"] == "confirmed" and "parallel_mode=semi_auto_parallel" in verdict["detail"]
    # the hook read the context silently: nothing after the program's own traceback
    program_part = proc.stderr.split(b"msdiag: the command exited")[0]
    assert program_part.rstrip().splitlines()[-1].startswith(b"mindspore/ccsrc")


# ---------------------------------------------------------------- behaviour unchanged

NOISY_SUCCESS = r"""
    import sys
    out, err = sys.stdout.buffer, sys.stderr.buffer
    for i in range(5):
        out.write(b"\rprogress %d%%" % (i * 25)); out.flush()
        err.write(b"warn \xff\xfe raw bytes\n"); err.flush()
    out.write(b"\ndone, no newline at the end")
"""


def test_successful_command_output_is_unchanged(tmp_path: Path) -> None:
    (tmp_path / "script.py").write_text(textwrap.dedent(NOISY_SUCCESS), encoding="utf-8")
    direct = subprocess.run([PYTHON, "script.py"], cwd=tmp_path, capture_output=True, timeout=60)
    proc = msdiag_run(tmp_path, NOISY_SUCCESS, "--log", "run.log")
    assert proc.returncode == direct.returncode == 0
    assert proc.stdout == direct.stdout and proc.stderr == direct.stderr
    assert b"\rprogress 50%" in proc.stdout
    logged = (tmp_path / "run.log").read_bytes()
    assert b"\rprogress 100%" in logged and logged.count(b"raw bytes") == 5


def test_exit_status_is_the_commands(tmp_path: Path) -> None:
    proc = msdiag_run(tmp_path, "import sys\nprint('partial')\nsys.exit(3)\n", "--no-probes")
    assert proc.returncode == 3
    assert proc.stdout == b"partial\n"  # the report never goes to stdout
    assert b"exited with status 3" in proc.stderr


def test_hook_imports_nothing_the_program_did_not(tmp_path: Path) -> None:
    script = f"""
        import atexit, sys
        # runs after sys.excepthook (and so after msdiag's hook), before msdiag's own atexit handler
        atexit.register(lambda: print("loaded:", [m for m in {HEAVY_MODULES!r} if m in sys.modules]))
        raise KeyError("boom")
    """
    proc = msdiag_run(tmp_path, script, "--no-probes", "--save-facts", "facts.json")
    assert proc.returncode == 1
    assert proc.stdout == b"loaded: []\n"
    facts = json.loads((tmp_path / "facts.json").read_text(encoding="utf-8"))
    assert facts["schema"] == "msdiag.facts/1" and facts["probes"] == {}
    assert facts["live"]["exception"][0]["type"] == "builtins.KeyError"
    assert b"Traceback (most recent call last)" in proc.stderr  # the original excepthook still ran


def test_programs_own_analyzer_package_and_sitecustomize_still_load(tmp_path: Path) -> None:
    project = tmp_path / "project"  # the script's folder, first on its sys.path, holds its own `analyzer`
    (project / "analyzer").mkdir(parents=True)
    (project / "analyzer" / "__init__.py").write_text("OWNER = 'the program'\n", encoding="utf-8")
    site = tmp_path / "site"
    site.mkdir()
    (site / "sitecustomize.py").write_text("import os\nos.environ['USER_SITE_RAN'] = 'yes'\n", encoding="utf-8")
    (project / "script.py").write_text(
        "import os, analyzer\nprint(analyzer.OWNER, os.environ.get('USER_SITE_RAN'))\nraise SystemError('x')\n",
        encoding="utf-8")
    env = dict(os.environ, TMPDIR=str(tmp_path), PYTHONPATH=os.pathsep.join([str(site), str(REPO)]))
    proc = subprocess.run([*MSDIAG, "run", "--no-probes", "--save-facts", "facts.json", "--", PYTHON,
                           "project/script.py"], cwd=tmp_path, env=env, capture_output=True, timeout=60)
    assert proc.stdout == b"the program yes\n"
    assert json.loads((tmp_path / "facts.json").read_text())["live"]["exception"][0]["type"] == "builtins.SystemError"


@pytest.mark.parametrize("signum", [signal.SIGINT, signal.SIGTERM])
def test_stopped_job_is_diagnosed_with_where_it_was(tmp_path: Path, signum: int) -> None:
    script = """
        import time
        def wait_for_peers():
            print("ready", flush=True)
            time.sleep(60)
        wait_for_peers()
    """
    (tmp_path / "script.py").write_text(textwrap.dedent(script), encoding="utf-8")
    env = dict(os.environ, TMPDIR=str(tmp_path), PYTHONPATH=str(REPO))
    proc = subprocess.Popen([*MSDIAG, "run", "--no-probes", "--", PYTHON, "script.py"], cwd=tmp_path, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert proc.stdout is not None and proc.stdout.readline() == b"ready\n"
    os.kill(proc.pid, signum)
    _, err = proc.communicate(timeout=60)
    assert proc.returncode == 128 + signum
    assert f"was ended by {signal.Signals(signum).name} (status {128 + signum})".encode() in err
    # SIGINT arrives as KeyboardInterrupt, SIGTERM through the hook's handler, which records the stack and
    # then dies by the signal: either way the report says the frame the job was waiting in
    assert re.search(rb"when stopped, process \d+ was in wait_for_peers at \S*script.py:[45]", err)


def test_sigint_to_msdiag_stops_the_whole_job(tmp_path: Path) -> None:
    script = """
        import subprocess, sys, time
        child = subprocess.Popen(["sleep", "60"])
        open("child.pid", "w").write(str(child.pid))
        print("ready", flush=True)
        time.sleep(60)
    """
    (tmp_path / "script.py").write_text(textwrap.dedent(script), encoding="utf-8")
    env = dict(os.environ, TMPDIR=str(tmp_path), PYTHONPATH=str(REPO))
    proc = subprocess.Popen([*MSDIAG, "run", "--no-diagnose", "--", PYTHON, "script.py"], cwd=tmp_path, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert proc.stdout is not None
    assert proc.stdout.readline() == b"ready\n"
    grandchild = int((tmp_path / "child.pid").read_text())
    os.kill(proc.pid, signal.SIGINT)  # msdiag alone, as `kill -INT` would; it forwards to the job's group
    proc.communicate(timeout=30)
    assert proc.returncode == 128 + signal.SIGINT
    for _ in range(50):  # the grandchild got SIGINT too; give the kernel a moment to reap it
        if not _alive(grandchild):
            break
        time.sleep(0.1)
    assert not _alive(grandchild)


def _alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat", encoding="utf-8") as fh:
            return fh.read().split()[2] != "Z"
    except FileNotFoundError:
        return False


def test_command_not_found_is_127(tmp_path: Path) -> None:
    proc = subprocess.run([*MSDIAG, "run", "--", "no-such-command-msdiag"], cwd=tmp_path, capture_output=True,
                          env=dict(os.environ, TMPDIR=str(tmp_path), PYTHONPATH=str(REPO)), timeout=60)
    assert proc.returncode == 127 and b"cannot run no-such-command-msdiag" in proc.stderr


# ---------------------------------------------------------------- pieces


def test_msrun_log_dir_from_the_command_line(tmp_path: Path) -> None:
    assert msrun_log_dir(["msrun", "--worker_num=8", "--log_dir=out/logs", "train.py"]) == "out/logs"
    assert msrun_log_dir(["/usr/bin/msrun", "--log_dir", "L", "train.py"]) == "L"
    assert msrun_log_dir(["python", "-m", "mindspore.parallel.cluster.run", "--log_dir=M", "t.py"]) == "M"
    assert msrun_log_dir(["msrun", "train.py"]) == os.getcwd()
    assert msrun_log_dir(["python", "train.py", "--log_dir=x"]) is None
    old = tmp_path / "worker_0.log"
    old.write_text("old run\n")
    os.utime(old, (time.time() - 3600, time.time() - 3600))
    (tmp_path / "worker_1.log").write_text("this run\n")
    found = worker_logs(["msrun", f"--log_dir={tmp_path}", "t.py"], since=time.time() - 60)
    assert found == [str(tmp_path / "worker_1.log")]


def test_first_failure_is_the_earliest_bundle(tmp_path: Path) -> None:
    for pid, stamp in ((11, 200.0), (12, 100.0), (13, 300.0)):
        (tmp_path / f"facts-{pid}.json").write_text(json.dumps({"schema": "msdiag.facts/1", "probes": {},
                                                                 "live": {"time": stamp}}))
    (tmp_path / "facts-14.json").write_text("{not json")
    assert first_failure_facts(str(tmp_path)) == str(tmp_path / "facts-12.json")


def test_exception_chain_keeps_causes_in_order() -> None:
    try:
        try:
            {}["missing"]
        except KeyError as inner:
            raise ValueError("config broken") from inner
    except ValueError as outer:
        chain = exception_chain(outer)
        bundle = facts_bundle(outer, "test")
    assert [(c["type"], c["link"]) for c in chain] == [("builtins.ValueError", "raised"),
                                                      ("builtins.KeyError", "cause")]
    assert chain[0]["frames"][-1]["function"] == "test_exception_chain_keeps_causes_in_order"
    assert bundle["source"] == "run" and bundle["live"]["exception"] == chain
    assert bundle["schema"] == SCHEMA  # the hook spells it out itself; --facts must still read it


def test_direct_install_writes_a_bundle_msdiag_can_replay(tmp_path: Path) -> None:
    script = ("import analyzer.runtime.hook\nanalyzer.runtime.hook.install('direct-{pid}.json')\n"
              "raise OSError('disk gone')\n")
    (tmp_path / "script.py").write_text(script, encoding="utf-8")
    proc = subprocess.run([PYTHON, "script.py"], cwd=tmp_path, capture_output=True, timeout=60,
                          env=dict(os.environ, PYTHONPATH=str(REPO)))
    assert proc.returncode == 1 and b"OSError: disk gone" in proc.stderr
    written = list(tmp_path.glob("direct-*.json"))
    assert len(written) == 1 and f"saved to {written[0].name}".encode() in proc.stderr
    assert load_facts(str(written[0])) == {}  # no library was loaded: no probe facts, but a valid bundle


def test_loss_watch_warns_once_per_kind() -> None:
    watch = LossWatch()
    fired = [w for step in range(1, 31) for w in watch.observe(step, 2.5)]
    assert [w.kind for w in fired] == ["flat"] and fired[0].kb == "loss-nan-or-stuck"
    watch = LossWatch()
    fired = [w for step in range(1, 21) for w in watch.observe(step, 3.0 - step * 0.05, overflow=True,
                                                               loss_scale=2.0 ** (20 - step))]
    assert [w.kind for w in fired] == ["overflow"] and "msdiag kb show" in fired[0].text()
    watch = LossWatch()
    fired = [w for step, v in enumerate([2.0, 1.9, float("nan"), float("nan")], 1) for w in watch.observe(step, v)]
    assert [(w.kind, w.step) for w in fired] == [("nan", 3)]
    assert [p["step"] for p in watch.series()] == [1, 2, 3, 4]


CALLBACK_NAN = """
    import math
    import numpy as np
    import mindspore as ms
    import mindspore.dataset as ds
    from mindspore import nn
    from mindspore.train import Model, Callback
    from analyzer.runtime.callback import MsdiagCallback

    ms.set_device("CPU")
    x = np.ones((160, 4), np.float32)
    x[96:] = np.nan  # batches 7.. carry NaN: the loss turns NaN at step 7
    dataset = ds.NumpySlicesDataset({"data": x, "label": np.ones((160, 1), np.float32)}, shuffle=False).batch(16)


    class StopOnNaN(Callback):
        def on_train_step_end(self, run_context):
            if math.isnan(float(run_context.original_args().net_outputs.asnumpy())):
                raise RuntimeError("loss is nan, stop training")


    net = nn.Dense(4, 1)
    model = Model(net, loss_fn=nn.MSELoss(), optimizer=nn.SGD(net.trainable_params(), 0.01))
    model.train(1, dataset, callbacks=[MsdiagCallback(), StopOnNaN()], dataset_sink_mode=False)
"""


@heavy
@needs_mindspore
def test_callback_warns_on_nan_and_the_bundle_has_the_loss_series(tmp_path: Path) -> None:
    proc = msdiag_run(tmp_path, CALLBACK_NAN, "--no-probes", "--save-facts", "facts.json")
    assert proc.returncode == 1
    assert b"[msdiag] Loss became nan at step 7" in proc.stderr and b"msdiag kb show loss-nan-or-stuck" in proc.stderr
    facts = json.loads((tmp_path / "facts.json").read_text(encoding="utf-8"))
    series = facts["live"]["loss_series"]
    assert [p["step"] for p in series] == list(range(1, 8))
    assert str(series[-1]["loss"]) == "nan" and all(p["loss"] == p["loss"] for p in series[:-1])
    assert facts["probes"]["parameter-names"]["network"]["parameters"] == {"weight": [1, 4], "bias": [1]}


@heavy
@needs_mindspore
@pytest.mark.skipif(not has("mindformers"), reason="mindformers is not installed")
def test_mindformers_builds_the_callback_from_a_yaml_entry(tmp_path: Path) -> None:
    script = """
        from mindformers.core.callback.build_callback import build_callback
        # a YAML alone: MindFormers loads analyzer/runtime/_shim/msdiag_callback.py from REGISTER_PATH
        entry = {"type": "MsdiagCallback", "auto_register": "msdiag_callback.MsdiagCallback", "recent": 40}
        built = build_callback([entry])
        print("auto:", type(built[0]).__module__, type(built[0]).__name__, built[0].watch.points.maxlen)
        import analyzer.runtime.callback
        analyzer.runtime.callback.register_mindformers()  # from the program's own code
        built = build_callback([{"type": "MsdiagCallback", "recent": 50}])
        print("built:", type(built[0]).__name__, built[0].watch.points.maxlen)
    """
    (tmp_path / "script.py").write_text(textwrap.dedent(script), encoding="utf-8")
    env = dict(os.environ, PYTHONPATH=str(REPO), HOME=str(tmp_path),
               REGISTER_PATH=str(REPO / "analyzer" / "runtime" / "_shim"))
    proc = subprocess.run([PYTHON, "script.py"], cwd=tmp_path, capture_output=True, timeout=180, env=env)
    assert b"auto: analyzer.runtime.callback MsdiagCallback 40" in proc.stdout, proc.stderr[-2000:]
    assert b"built: MsdiagCallback 50" in proc.stdout, proc.stderr[-2000:]


MSRUN_TASK = """
    import numpy as np
    import mindspore as ms
    from mindspore import nn, Tensor

    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_device("CPU")
    ms.set_auto_parallel_context(parallel_mode="semi_auto_parallel", device_num=2)
    print(nn.Dense(16, 16)(Tensor(np.ones((8, 16), np.float32))).shape)
"""


@heavy
@needs_mindspore
@pytest.mark.skipif(not (Path(PYTHON).parent / "msrun").exists(), reason="no msrun beside this Python")
def test_msrun_worker_logs_and_worker_facts_are_diagnosed(tmp_path: Path) -> None:
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    (tmp_path / "task.py").write_text(textwrap.dedent(MSRUN_TASK), encoding="utf-8")
    env = dict(os.environ, TMPDIR=str(tmp_path), PYTHONPATH=str(REPO),
               PATH=os.pathsep.join([str(Path(PYTHON).parent), os.environ["PATH"]]))
    proc = subprocess.run([*MSDIAG, "run", "--format", "json", "--output", "report.json", "--save-facts", "facts.json",
                           "--", "msrun", "--worker_num=2", "--local_worker_num=2", f"--master_port={port}",
                           "--log_dir=msrun_logs", "--join=True", "--cluster_time_out=60", "task.py"],
                          cwd=tmp_path, env=env, capture_output=True, timeout=300)
    assert proc.returncode != 0
    report = json.loads((tmp_path / "report.json").read_text(encoding="utf-8"))
    inputs = [Path(i["path"]).name for i in report["inputs"]]
    assert "worker_0.log" in inputs and "worker_1.log" in inputs
    top = report["findings"][0]
    assert top["category"] == "parallel_config_invalid" and top.get("ranks") == [0, 1]
    assert probe_of(top, "mindspore-context")["status"] == "confirmed"
    facts = json.loads((tmp_path / "facts.json").read_text(encoding="utf-8"))
    assert facts["live"]["environment"]["MS_WORKER_NUM"] == "2"  # a worker's bundle, not the launcher's
    assert facts["probes"]["mindspore-context"]["auto_parallel"]["device_num"] == 2


def test_step_values_read_train_cell_outputs_like_mindformers() -> None:
    np = pytest.importorskip("numpy")
    mf_outputs = (np.float32(2.5), np.bool_(True), np.float32(1024.0), np.float32(0.0), np.float32(1.3))
    assert step_values(mf_outputs) == (2.5, True, 1024.0, 0.0)
    assert step_values((np.float32(2.0), np.bool_(False), np.float32(65536.0))) == (2.0, False, 65536.0, None)
    assert step_values(np.array([1.0, 3.0], np.float32)) == (2.0, None, None, None)
    assert step_values((np.float32(4.0), np.zeros(3))) == (4.0, None, None, None)  # (loss, grads): no flags


def test_flat_loss_with_zero_lr_names_the_learning_rate() -> None:
    watch = LossWatch()
    fired = [w for step in range(1, 21) for w in watch.observe(step, 7.25, lr=0.0)]
    assert [w.kind for w in fired] == ["flat"] and "learning rate is 0" in fired[0].title


def test_thread_failure_is_recorded_and_the_original_thread_hook_runs(tmp_path: Path) -> None:
    script = """
        import sys, threading
        import analyzer.runtime.hook
        analyzer.runtime.hook.install("thread-facts.json")

        def work():
            raise ZeroDivisionError("in a data worker thread")

        t = threading.Thread(target=work, name="loader")
        t.start(); t.join()
        sys.exit(3)
    """
    (tmp_path / "script.py").write_text(textwrap.dedent(script), encoding="utf-8")
    proc = subprocess.run([PYTHON, "script.py"], cwd=tmp_path, capture_output=True, timeout=60,
                          env=dict(os.environ, PYTHONPATH=str(REPO), MSDIAG_HOOK_QUIET="1"))
    assert proc.returncode == 3
    assert b"Exception in thread loader" in proc.stderr and b"saved to" not in proc.stderr
    facts = json.loads((tmp_path / "thread-facts.json").read_text(encoding="utf-8"))
    assert facts["live"]["origin"]["hook"] == "threading.excepthook (loader)"
    assert facts["live"]["exception"][0]["frames"][-1]["function"] == "work"


def test_program_that_replaces_sys_excepthook_still_gets_its_facts(tmp_path: Path) -> None:
    script = """
        import sys
        sys.excepthook = lambda t, e, tb: print("custom hook:", e, file=sys.stderr)  # as rich/IPython do
        raise LookupError("vocab file missing")
    """
    proc = msdiag_run(tmp_path, script, "--no-probes", "--save-facts", "facts.json")
    assert proc.returncode == 1 and b"custom hook: vocab file missing" in proc.stderr
    facts = json.loads((tmp_path / "facts.json").read_text(encoding="utf-8"))
    assert facts["live"]["origin"]["hook"].startswith("atexit")
    assert facts["live"]["exception"][0]["message"] == "vocab file missing"


MINDFORMERS_LOOKUP = """
    import mindspore as ms

    ms.set_device("CPU")
    from mindformers.tools.register import MindFormerModuleType, MindFormerRegister


    @MindFormerRegister.register(MindFormerModuleType.CALLBACK)
    class GradNormWatcher:
        def __init__(self, **kwargs):
            pass


    MindFormerRegister.get_instance_from_cfg({"type": "GradNormWatch"}, MindFormerModuleType.CALLBACK)
"""


@heavy
@needs_mindspore
@pytest.mark.skipif(not has("mindformers"), reason="mindformers is not installed")
def test_mindformers_lookup_is_judged_with_the_live_registry(tmp_path: Path) -> None:
    proc, report, facts = diagnosed(tmp_path, MINDFORMERS_LOOKUP)
    assert proc.returncode == 1
    top = report["findings"][0]
    assert top["signature"] == "mf_registry_class_not_found"
    verdict = probe_of(top, "mindformers-registry")
    # the near miss exists only in the failing process: the script registered it
    assert verdict["status"] == "confirmed" and "similar registered names: GradNormWatcher" in verdict["detail"]
    assert "GradNormWatcher" in facts["probes"]["mindformers-registry"]["registry"]["callback"]


# ---------------------------------------------------------------- output order and every ending

ALTERNATING = """
    import os
    for i in range(200):
        os.write(1, b"step %d\\n" % i)
        os.write(2, b"to stderr %d\\n" % i)
    os.write(1, b"done\\n")
"""


def test_output_order_is_kept_when_stdout_and_stderr_share_a_file(tmp_path: Path) -> None:
    """`msdiag run -- python x.py > job.log 2>&1` writes the same file as `python x.py > job.log 2>&1`."""
    (tmp_path / "script.py").write_text(textwrap.dedent(ALTERNATING), encoding="utf-8")
    env = dict(os.environ, TMPDIR=str(tmp_path), PYTHONPATH=str(REPO))
    with open(tmp_path / "direct.log", "wb") as out:
        subprocess.run([PYTHON, "script.py"], cwd=tmp_path, stdout=out, stderr=subprocess.STDOUT, timeout=60)
    direct = (tmp_path / "direct.log").read_bytes()
    assert direct.count(b"to stderr") == 200
    for attempt in range(10):
        with open(tmp_path / "wrapped.log", "wb") as out:
            proc = subprocess.run([*MSDIAG, "run", "--", PYTHON, "script.py"], cwd=tmp_path, env=env, stdout=out,
                                  stderr=subprocess.STDOUT, timeout=60)
        assert proc.returncode == 0
        assert (tmp_path / "wrapped.log").read_bytes() == direct, f"attempt {attempt}: order changed"


def test_separate_destinations_stay_separate(tmp_path: Path) -> None:
    proc = msdiag_run(tmp_path, ALTERNATING)
    assert proc.stdout.count(b"step") == 200 and b"stderr" not in proc.stdout
    assert proc.stderr.count(b"to stderr") == 200


def test_a_terminal_stays_a_terminal_for_the_child(tmp_path: Path) -> None:
    """Under a terminal the child gets a pseudo-terminal: isatty, progress bars, and no CR added to the log."""
    import pty

    script = "import os, sys\nprint('tty', os.isatty(1), os.isatty(2))\nsys.stderr.write('\\rbar 50%\\rbar 100%\\n')\n"
    (tmp_path / "script.py").write_text(script, encoding="utf-8")
    env = dict(os.environ, TMPDIR=str(tmp_path), PYTHONPATH=str(REPO))
    master, slave = pty.openpty()
    proc = subprocess.Popen([*MSDIAG, "run", "--log", "run.log", "--", PYTHON, "script.py"], cwd=tmp_path, env=env,
                            stdin=subprocess.DEVNULL, stdout=slave, stderr=slave)
    os.close(slave)
    seen = b""
    while True:
        try:
            chunk = os.read(master, 4096)
        except OSError:
            break
        if not chunk:
            break
        seen += chunk
    os.close(master)
    assert proc.wait(timeout=60) == 0
    assert b"tty True True" in seen
    assert (tmp_path / "run.log").read_bytes() == b"tty True True\n\rbar 50%\rbar 100%\n"


def test_facts_are_recorded_when_the_program_exits_non_zero_after_handling_its_error(tmp_path: Path) -> None:
    script = """
        import sys
        def load():
            raise KeyError("model.layers.0.attention.wq.weight")
        try:
            load()
        except KeyError as exc:
            print("could not load:", exc)
            sys.exit(1)
    """
    proc = msdiag_run(tmp_path, script, "--no-probes", "--save-facts", "facts.json")
    assert proc.returncode == 1
    live = json.loads((tmp_path / "facts.json").read_text(encoding="utf-8"))["live"]
    assert live["origin"]["hook"] == "sys.exit(1)"
    assert live["exception"][0]["type"] == "builtins.KeyError"
    assert live["exception"][0]["frames"][-1]["function"] == "load"


def test_a_fatal_signal_leaves_the_python_stack_for_the_diagnosis(tmp_path: Path) -> None:
    script = """
        import os, signal
        def all_reduce():
            os.kill(os.getpid(), signal.SIGSEGV)
        all_reduce()
    """
    proc = msdiag_run(tmp_path, script, "--no-probes", "--format", "json", "--output", "report.json")
    assert proc.returncode == 128 + signal.SIGSEGV
    report = json.loads((tmp_path / "report.json").read_text(encoding="utf-8"))
    dumped = [i for i in report["inputs"] if "faulthandler-" in i["path"]]
    assert dumped and dumped[0]["lines"] >= 3  # "Fatal Python error: Segmentation fault", the stack
