"""Tracebacks and errors read through any line prefix a launcher, container or logger adds.

The same failure must give the same top finding, category and user-code location (`source`) under
every prefix as bare: the known grammars (vLLM, Ray, torchrun, Kubernetes, compose, journald, glog, Open MPI,
Slurm, MindFormers), prefixes generated at random in shapes nobody listed, real runs recorded under
a torchrun-like launcher and a local Ray instance (tests/fixtures/prefixes/make_fixtures.py), and
prefixed lines from public reports. Interleaved workers must name the one that failed first.
"""

from __future__ import annotations

import io
import random
import re
from pathlib import Path
from typing import Callable, Optional

import pytest
import yaml

from analyzer.analysis.timeline import iso
from analyzer.knowledge.signatures import load_signatures
from analyzer.normalize import ANSI
from analyzer.pipeline.engine import Options, diagnose_sources
from analyzer.pipeline.prefixes import PrefixModel, learn_lines
from analyzer.pipeline.reader import Source
from analyzer.pipeline.scan import Scanner
from analyzer.prefix_grammar import parse_prefix, prefix_time, step_line_time

from .conftest import REPO, SKIP_HEAVY

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "prefixes"
REALWORLD = Path(__file__).resolve().parent / "realworld"
EXAMPLES = sorted((REPO / "signatures").glob("*/*.hit*.log"))
heavy = pytest.mark.skipif(SKIP_HEAVY, reason="MSDIAG_SKIP_HEAVY: every example under every prefix")

# The shapes the issue lists, as each tool writes them (the vLLM worker carries an INFO level: the
# level of a prefix is information of its own, and ERROR on every line would change roles).
KNOWN = {
    "vllm": "(Worker_DP0_TP1_EP1 pid=5298) INFO 01-29 02:01:11 [multiproc_executor.py:822] ",
    "vllm_old": "INFO 01-03 18:47:35 core.py:48] ",
    "ray": "(pid=123, ip=10.0.0.1) ",
    "ray_actor": "\x1b[36m(RayWorkerWrapper pid=16429)\x1b[0m ",
    "torchrun": "[default0]:",
    "containerd": "2026-12-01T10:00:00.123456Z stderr F ",
    "compose": "trainer-1  | ",
    "compose_named": "gemma-vllm-server  | ",  # a service with a `container_name`: no replica number
    "journald": "Dec 01 10:00:00 host python[123]: ",
    "glog": "I1201 10:00:00.123456 1234 file.cc:12] ",
    "srun": "0: ",
    "mpirun": "[1,0]<stderr>:",
    "mindformers": "2024-06-05 10:00:00,123 - mindformers[mindformers/tools/cloud_adapter.py:43] - INFO - ",
    "srun_torchrun": "3: [default3]:",
    "k8s_torchrun": "2026-12-01T10:00:00.123456Z stderr F [default1]:",
}
TIMED = {"vllm", "vllm_old", "containerd", "journald", "glog", "mindformers", "k8s_torchrun"}


def diagnose_text(data: bytes):
    src = Source("run.log", lambda d=data: io.BytesIO(d), size=len(data))
    return diagnose_sources([src], Options(probes=False))


def top(data: bytes) -> Optional[tuple]:
    findings = diagnose_text(data).findings
    if not findings:
        return None
    f = findings[0]
    return f.category, f.signature, (f.source.path, f.source.line) if f.source else None


def wrap(text: str, prefix_of: Callable[[int], str]) -> bytes:
    """Every line (blank ones too, as launchers do) behind the prefix of its line number."""
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    return ("\n".join(prefix_of(i) + line for i, line in enumerate(lines)) + "\n").encode()


def own_times(text: str) -> bool:
    """Lines with their own timestamps: a prefix clock would disagree with them (both are read)."""
    return any(parse_prefix(line)[1] is not None for line in text.splitlines())


def examples(n: int, seed: int, min_lines: int = 1) -> list[Path]:
    rng = random.Random(seed)
    chosen = [p for p in EXAMPLES if len(p.read_text(encoding="utf-8").strip().splitlines()) >= min_lines]
    return sorted(rng.sample(chosen, min(n, len(chosen))))


def mismatches(paths: list[Path], prefixes: dict[str, Callable[[int], str]], timed: set[str]) -> list[str]:
    bad = []
    for path in paths:
        text = path.read_text(encoding="utf-8")
        bare = top(text.encode())
        if bare is None:
            continue
        for name, prefix_of in prefixes.items():
            if name in timed and own_times(text):
                continue
            got = top(wrap(text, prefix_of))
            if got != bare:
                bad.append(f"{name} {path.name}: bare {bare}, prefixed {got}")
    return bad


# -- the known grammars ---------------------------------------------------------------------------
def test_known_prefixes_give_the_bare_finding_and_source():
    fixed = {name: (lambda i, p=p: p) for name, p in KNOWN.items()}
    assert mismatches(examples(30, seed=23), fixed, TIMED) == []


@heavy
def test_every_example_under_every_known_prefix():
    fixed = {name: (lambda i, p=p: p) for name, p in KNOWN.items()}
    assert mismatches(EXAMPLES, fixed, TIMED) == []


def test_without_a_prefix_the_model_stays_empty():
    """A bare traceback teaches nothing: no line of it is cut."""
    bare = (REPO / "signatures/mindspore/ms_reshape_size_mismatch.hit.log").read_text(encoding="utf-8")
    lines = bare.splitlines()
    model = PrefixModel(tuple(learn_lines(lines)))
    assert [model.split(x).body for x in lines] == lines


def test_known_prefix_facts():
    lines = [KNOWN["vllm"].replace("INFO", level) + body for level, body in
             (("INFO", "Traceback (most recent call last):"), ("ERROR", '  File "/x/y.py", line 3, in f'),
              ("ERROR", "RuntimeError: boom"))]
    model = PrefixModel(tuple(learn_lines(lines)))
    cut = model.split(lines[2])
    assert (cut.body, cut.level, cut.worker) == ("RuntimeError: boom", "ERROR", "Worker_DP0_TP1_EP1 pid=5298")
    assert model.split(lines[1]).body == '  File "/x/y.py", line 3, in f'  # indentation kept
    k8s = PrefixModel(tuple(learn_lines([KNOWN["k8s_torchrun"] + "a", KNOWN["k8s_torchrun"] + "  b"])))
    cut = k8s.split(KNOWN["k8s_torchrun"] + "  b")
    assert (cut.body, cut.worker, cut.rank) == ("  b", "default1", 1)
    assert cut.time is not None
    named = PrefixModel(tuple(learn_lines([KNOWN["compose_named"] + "a", KNOWN["compose_named"] + "  b"] * 2)))
    cut = named.split(KNOWN["compose_named"] + "  b")
    assert (cut.body, cut.worker) == ("  b", "gemma-vllm-server")


@pytest.mark.parametrize("line, shown", [
    ("[default0]:2026-03-02 10:14:34,120 INFO train.py:88 step 120 loss 0.4123", "2026-03-02 10:14:34"),
    ("[rank1]: 2026-03-02 10:14:34,120 - INFO - step 120 loss 0.4123", "2026-03-02 10:14:34"),
    ("2026-03-02T10:14:34.120Z stderr F step 120 loss 0.4123", "2026-03-02 10:14:34"),
    ("[default0]:step 120 loss 0.4123", None),
])
def test_a_step_line_keeps_the_time_under_its_launcher_prefix(line, shown):
    """Step lines are read without the learned prefixes; the time under torchrun's, a rank's or a container's
    prefix still dates the step (how long a job was silent before it was stopped)."""
    when = step_line_time(line)
    assert (iso(when)[:19] if when is not None else None) == shown


def test_absl_before_init_writes_the_unix_time_in_place_of_the_date():
    """TensorFlow >= 2.17 logs its C++ start-up lines before absl is initialised: a zero date, then the Unix time."""
    assert iso(prefix_time("I0000 00:00:1796492741.349163   30715 coordination_service.cc:502] ")) == \
        "2026-12-05 17:45:41.349"


def test_a_table_row_with_a_bar_is_not_a_compose_prefix():
    rows = ["epoch  | loss", "1      | 2.31", "2      | 2.05", "3      | 1.97"]
    assert [PrefixModel(tuple(learn_lines(rows))).split(x).body for x in rows] == rows


@pytest.mark.parametrize("case", ["msdocs/011.log", "msdocs/020.log"])
def test_a_single_prefixed_exception_line(case):
    """One line is too little to learn from: an exception behind prefix-shaped tokens is still cut."""
    text = (REALWORLD / case).read_text(encoding="utf-8")
    bare = top(text.encode())
    shapes = {**KNOWN, "invented": "<12>node-7 | W3 >> ", "bracketed": "[2024/01/02 10:00:00][w-3] "}
    assert bare is not None
    assert {name: top(wrap(text, lambda i, p=p: p)) for name, p in shapes.items()} == dict.fromkeys(shapes, bare)


# -- prefixes nobody listed -----------------------------------------------------------------------
_TIME_SHAPES = ("%Y-%m-%d %H:%M:%S,{ms}", "%Y/%m/%d-%H:%M:%S.{ms}", "[%H:%M:%S]", "%m%d %H:%M:%S.{ms}",
                "%Y-%m-%dT%H:%M:%S.{ms}+08:00")
_PROCESS_SHAPES = ("(w{n} pid={pid})", "[node-{n}]", "<{pid}>", "host{n}-{pid}", "{{rank={n}}}", "pid:{pid}",
                   "job_{pid}.{n}")
_LEVEL_SHAPES = ("INFO", "[INFO]", "I", "info:", "<INFO>")
_SEPARATORS = (" ", " | ", " - ", " >> ", " :: ", "][")


def random_prefix(rng: random.Random) -> tuple[str, bool]:
    """A prefix template in a shape of its own: (format with {time}, whether it carries a time)."""
    kinds = rng.sample(["time", "process", "level", "source"], rng.randint(1, 3))
    if kinds[0] in ("level", "source") and len(kinds) == 1:
        kinds.insert(0, "process")
    parts = []
    for kind in kinds:
        if kind == "time":
            parts.append("{time}")
        elif kind == "process":
            parts.append(rng.choice(_PROCESS_SHAPES).format(n=rng.randint(0, 15), pid=rng.randint(100, 99999)))
        elif kind == "level":
            parts.append(rng.choice(_LEVEL_SHAPES))
        else:
            parts.append(f"[{rng.choice(['trainer', 'worker', 'engine'])}.py:{rng.randint(1, 999)}]")
    sep = rng.choice(_SEPARATORS)
    end = rng.choice([" ", ": ", " | ", "] ", " > "])
    return sep.join(parts) + end, "time" in kinds


def stamped(template: str, shape: str) -> Callable[[int], str]:
    def prefix_of(i: int) -> str:
        t = 1733040000 + i * 0.137
        import time as _time

        stamp = _time.strftime(shape, _time.gmtime(int(t))).replace("{ms}", f"{int((t % 1) * 1000):03d}")
        return template.replace("{time}", stamp)
    return prefix_of


def generated(seed: int, n: int) -> tuple[dict[str, Callable[[int], str]], set[str]]:
    rng = random.Random(seed)
    prefixes: dict[str, Callable[[int], str]] = {}
    timed: set[str] = set()
    for k in range(n):
        template, has_time = random_prefix(rng)
        name = f"gen{k}:{template!r}"
        prefixes[name] = stamped(template, rng.choice(_TIME_SHAPES))
        if has_time:
            timed.add(name)
    return prefixes, timed


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_generated_prefixes_give_the_bare_finding_and_source(seed):
    prefixes, timed = generated(seed, 6)
    assert mismatches(examples(12, seed=seed, min_lines=3), prefixes, timed) == []


@heavy
def test_generated_prefixes_on_every_example():
    prefixes, timed = generated(99, 10)
    multi = [p for p in EXAMPLES if len(p.read_text(encoding="utf-8").strip().splitlines()) >= 3]
    assert mismatches(multi, prefixes, timed) == []


# -- real prefixed lines from public reports ------------------------------------------------------
PUBLIC = yaml.safe_load((FIXTURES / "public_lines.yaml").read_text(encoding="utf-8"))


def _case_id(case: dict) -> str:
    return case["source"].split("github.com/", 1)[-1]


@pytest.mark.parametrize("case", PUBLIC, ids=_case_id)
def test_public_prefixed_lines(case):
    model = PrefixModel(tuple(learn_lines(case["lines"])))
    cuts = [model.split(line) for line in case["lines"]]
    assert [c.body[:len(b)] for c, b in zip(cuts, case["bodies"])] == case["bodies"]
    if "worker" in case:
        assert cuts[0].worker == case["worker"]
    if "level" in case:
        assert cuts[0].level == case["level"]
    if "rank" in case:
        assert cuts[0].rank == case["rank"]


# -- real runs under launchers --------------------------------------------------------------------
def _deinterleave(text: str, prefix: str) -> bytes:
    """The lines one worker wrote, its prefix and colour codes removed: that worker's bare output."""
    lines = [ANSI.sub("", line) for line in text.splitlines()]
    return ("\n".join(line[len(prefix):] for line in lines if line.startswith(prefix)) + "\n").encode()


def test_torchrun_interleaved_workers():
    text = (FIXTURES / "torchrun_interleaved.log").read_text(encoding="utf-8")
    report = diagnose_text(text.encode())
    f = report.findings[0]
    bare = top(_deinterleave(text, "[default1]:"))
    assert (f.category, f.signature, (f.source.path, f.source.line)) == bare
    assert f.culprit is not None and f.culprit.worker == "default1"  # its lines reached the failure first
    workers = {w["worker"]: w for w in report.extra["workers"]}
    assert workers["default1"].get("culprit") and not workers["default0"].get("culprit")
    assert workers["default0"]["first_error"]["line"] > workers["default1"]["first_error"]["line"]


def test_each_interleaved_stream_has_its_own_traceback():
    text = (FIXTURES / "torchrun_interleaved.log").read_text(encoding="utf-8").encode()
    result = Scanner(load_signatures()[0]).scan(Source("run.log", lambda: io.BytesIO(text)))
    by_worker = {tb.worker: tb for tb in result.tracebacks}
    assert set(by_worker) == {"default0", "default1"}
    for name, tb in by_worker.items():
        exc_line = text.decode().splitlines()[tb.exception_line - 1]
        assert exc_line.startswith(f"[{name}]:") and tb.exc_type == "ValueError"
        assert tb.user_frame() is not None and tb.user_frame().path.endswith("train.py")


def test_interleaved_srun_ranks_are_read_apart():
    """`srun --label` names ranks only: two tracebacks written at once are still split by rank."""
    reshape = (REPO / "signatures/mindspore/ms_reshape_size_mismatch.hit2.log").read_text(encoding="utf-8")
    registry = (REPO / "signatures/transformers/hf_autoconfig_model_type_taken.hit.log").read_text(encoding="utf-8")
    streams = [[f"{rank}: {line}" for line in text.splitlines()] for rank, text in enumerate((registry, reshape))]
    common = min(map(len, streams))
    merged = [line for pair in zip(*streams) for line in pair] + [x for s in streams for x in s[common:]]
    data = ("\n".join(merged) + "\n").encode()
    result = Scanner(load_signatures()[0]).scan(Source("run.log", lambda: io.BytesIO(data)))
    bare = {rank: Scanner(load_signatures()[0]).scan(Source("b.log", lambda t=text: io.BytesIO(t.encode())))
            for rank, text in enumerate((registry, reshape))}
    for rank, alone in bare.items():
        want = [(tb.exc_type, tb.message, tb.user_frame()) for tb in alone.tracebacks]
        assert [(tb.exc_type, tb.message, tb.user_frame()) for tb in result.tracebacks if tb.rank == rank] == want


def test_ray_actor_traceback():
    text = (FIXTURES / "ray_actor_error.log").read_text(encoding="utf-8")
    f = diagnose_text(text.encode()).findings[0]
    actor = re.search(r"\((RayWorkerWrapper pid=\d+)\)\x1b\[0m Traceback", text)
    assert actor is not None
    bare = top(_deinterleave(text, f"({actor.group(1)}) "))
    assert (f.category, f.signature, (f.source.path, f.source.line)) == bare
    assert f.facts.get("worker") == actor.group(1)


def test_evidence_keeps_the_prefix():
    text = (FIXTURES / "torchrun_interleaved.log").read_text(encoding="utf-8")
    report = diagnose_text(text.encode())
    ev = report.findings[0].evidence[0].public()
    line = text.splitlines()[ev["line"] - 1]
    assert line == ev["prefix"] + ev["text"] and ev["worker"] in ev["prefix"]


# -- real logs people posted ----------------------------------------------------------------------
@pytest.mark.parametrize("case, exception", [
    ("hf/033.log", "RuntimeError: npuSynchronizeDevice"),  # Ray `(train pid=8464)`
    ("ml/008.log", "torch.fx.experimental.symbolic_shapes.GuardOnDataDependentSymNode: Could not guard"),  # glog
    ("ml/019.log", "AssertionError: num_layers should be divisible"),  # srun `2: [rank2]:`
])
def test_realworld_prefixed_exception_lines(case, exception):
    """The exception under a prefix is read as an error line, its prefix kept beside it."""
    path = REALWORLD / case
    data = path.read_bytes()
    result = Scanner(load_signatures()[0]).scan(Source(str(path), lambda: io.BytesIO(data)))
    lines = [ev for ev in result.unmatched + [h.evidence for h in result.hits] if ev.text.startswith(exception)]
    assert lines and all(ev.role in ("exception", "error") and ev.prefix for ev in lines)


@pytest.mark.parametrize("case, exc_type, frame", [
    ("ml/022.log", "TypeError", "<ipython-input-20-633e69275119>"),  # IPython 7
    ("ml/027.log", "RuntimeError", "<ipython-input-81-5551546cf2e9>"),  # Colab
    ("hf/057.log", "ImportError", "/tmp/ipython-input-1575038972.py"),  # Colab, newer
])
def test_realworld_notebook_tracebacks(case, exc_type, frame):
    """Notebook tracebacks (`TypeError     Traceback (most recent call last)`) end in their exception and
    point at the user's cell."""
    path = REALWORLD / case
    data = path.read_bytes()
    result = Scanner(load_signatures()[0]).scan(Source(str(path), lambda: io.BytesIO(data)))
    tb = next(tb for tb in result.tracebacks if tb.exc_type == exc_type)
    if frame is not None:
        assert tb.user_frame() is not None and tb.user_frame().path == frame


def test_a_learned_tensorflow_prefix_keeps_its_level_letter():
    """TensorFlow's C++ logging (`<time>: E <file>:<line>] msg`) learned as a prefix: the `E` it cut off still
    makes the line an error line, so a run whose error lines carry no error word is not called healthy."""
    lines = [f"2022-04-04 00:27:49.6423{8 + i}0: E tensorflow/compiler/xla/xla_client/xla_util.cc:88] {body}"
             for i, body in enumerate(["  (1) RESOURCE_EXHAUSTED: Attempting to reserve 6.48G at the bottom of "
                                       "memory. That was not possible. There are 6.78G free.",
                                       "\t [[{{node XRTExecute}}]]", "0 successful operations."])]
    model = PrefixModel(tuple(learn_lines(lines)))
    assert model and model.split(lines[1]).level == "E"
    data = ("\n".join(lines) + "\n").encode()
    src = Source("tf.log", lambda: io.BytesIO(data), size=len(data))
    findings = diagnose_sources([src], Options(probes=False)).findings
    assert findings and findings[0].category == "device_oom"


def test_tensorrt_logger_lines_are_error_lines_read_through_their_prefix():
    """TensorRT's logger (`[02/20/2024-10:56:21] [E] ...`, with or without `[TRT]`) puts its severity in its
    own brackets: the prefix learner must not cut it as an anonymous prefix, or a failed engine build whose
    lines carry no error word would be called healthy; its time is the line's time."""
    lines = ["[02/20/2024-10:56:20] [I] [TRT] Loaded engine size: 12 MiB",
             "[02/20/2024-10:56:21] [E] Engine could not be created from network",
             "[02/20/2024-10:56:21] [E] Building engine failed"]
    assert parse_prefix(lines[1]) == ("E", parse_prefix("[02/20/2024-10:56:21] [I] x")[1])
    assert parse_prefix(lines[0])[0] == "I" and parse_prefix(lines[1])[1] - parse_prefix(lines[0])[1] == 1.0
    findings = diagnose_text(("\n".join(lines) + "\n").encode()).findings
    assert findings and findings[0].evidence[0].line in (2, 3)


def test_onnxruntime_logger_lines_carry_their_level_and_time():
    """ONNX Runtime's sink writes `<date> <time>.<7 digits> [E:onnxruntime:<logger>, <file>:<line> <func>] msg`:
    the E in its bracket makes an error line (a provider that failed to load), W a warning line."""
    err = ("2024-10-26 20:47:00.5657450 [E:onnxruntime:Default, provider_bridge_ort.cc:1992 "
           "onnxruntime::TryGetProviderInfo_CUDA] provider_bridge_ort.cc:1637 onnxruntime::ProviderLibrary::Get "
           "[ONNXRuntimeError] : 1 : FAIL : LoadLibrary failed with error 126")
    warn = ("2021-05-13 16:32:08.877836118 [W:onnxruntime:Default, cuda_execution_provider.cc:1983 GetCapability] "
            "CUDA kernel not found in registries for Op type: Pad node name: Pad_4368")
    assert parse_prefix(err)[0] == "E" and parse_prefix(warn)[0] == "W"
    assert parse_prefix(err)[1] > parse_prefix(warn)[1]
    findings = diagnose_text((err + "\n").encode()).findings
    assert findings and "LoadLibrary failed" in findings[0].evidence[0].text


# -- a line-number gutter (`cat -n`, a code view copied with its numbers) -------------------------------
GUTTERS = {"cat_n": lambda i: f"{i + 1:>6}\t", "padded": lambda i: f"{i + 1:>5}  ",
           "code_view": lambda i: f"[{i + 1}] ", "bar": lambda i: f"{i + 1:>4} | "}


def test_a_line_number_gutter_gives_the_bare_finding_and_source():
    assert mismatches(examples(40, seed=31, min_lines=3), GUTTERS, set()) == []


@heavy
def test_every_example_under_a_line_number_gutter():
    assert mismatches([p for p in EXAMPLES if len(p.read_text(encoding="utf-8").splitlines()) >= 3], GUTTERS,
                      set()) == []


def test_a_counting_first_column_of_numbers_is_a_table_not_a_gutter():
    """`step  loss` rows: the step counts up by one, but what follows is a number too."""
    rows = [f"{step}  {2.5 - step / 100:.4f}" for step in range(1, 30)]
    assert [t.name for t in learn_lines(rows)] != ["line_number"]
    gutter = [f"{n:>6}\t{text}" for n, text in enumerate(["Traceback (most recent call last):",
                                                          '  File "train.py", line 3, in <module>',
                                                          "ValueError: bad handle"], start=40)]
    assert [t.name for t in learn_lines(gutter)] == ["line_number"]


def test_a_pytest_summary_line_is_read_as_the_exception_it_names():
    """`FAILED tests/x.py::T::t - ValueError: ...` (pytest's short summary, pasted alone): the test id is a
    prefix and the exception after it is the failure line."""
    line = ("FAILED tests/models/test_autoencoder.py::AutoencoderTests::test_ema_training - ValueError: For 'Sub', "
            "input1.shape and input2.shape need to broadcast. The value of input1.shape[5] or input2.shape[5] must "
            "be 1 or equal to each other\n")
    findings = diagnose_text(line.encode()).findings
    assert findings and findings[0].category == "op_shape_mismatch"
    assert findings[0].title.split(": ", 1)[1].startswith("ValueError: For 'Sub'")


def test_ray_event_summary_time_is_no_worker():
    """Ray's autoscaler lines carry the job's age (`(autoscaler +1m1s)`), a Ray actor's carry its process."""
    from analyzer.prefix_grammar import worker_in_prefix

    assert worker_in_prefix("(autoscaler +26s) ") is None
    assert worker_in_prefix("(autoscaler +1m1s) ") is None
    assert worker_in_prefix("(TaskRunner pid=4120) ") == "TaskRunner pid=4120"


def test_a_time_logged_without_a_year_is_shown_without_one():
    """glog's `I1205 09:12:04.120011` has no year: the report shows `12-05 09:12:04.120`, not the placeholder
    year the times are ordered in, and a dated prefix keeps its year."""
    from analyzer.analysis.timeline import iso
    from analyzer.prefix_grammar import prefix_time

    yearless = prefix_time("I1205 09:12:04.120011 4411 main.py:40]")
    dated = prefix_time("[2026-12-05 09:12:04,120] INFO")
    assert iso(yearless) == "12-05 09:12:04.120"
    assert iso(dated) == "2026-12-05 09:12:04.120"
