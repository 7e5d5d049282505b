"""Property-based tests: random and mutated log text through the reader and the whole engine.

Properties, for any input:
- reading and analysing never raise (the report may be empty; it must exist);
- the same bytes give the same report (findings, evidence, notes) every time;
- a failure found in a real log is still found when noise is appended after it.

Mutations start from the real library outputs in the shared fixtures: byte flips, truncation, line
shuffles, and the markers real pastes carry (ANSI colours, CR progress bars, NULs, markdown quotes,
torchrun rank prefixes). Example counts are kept small for CI; benchmarks/fuzz.py runs the same
generators for hundreds of thousands of inputs.
"""

from __future__ import annotations

import gzip
import io
from functools import cache

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from analyzer.pipeline.engine import NothingReadable, Options, diagnose_sources
from analyzer.pipeline.reader import Source, iter_chunks

from .conftest import FIXTURES

FIXTURE_NAMES = (
    "tf_register_aimv2_builtin.log", "ms_dense_shape_mismatch_graph.log", "ms_load_param_wrong_shape.log",
    "mf19_llama_heads_not_divisible_by_mp.log", "ms_graph_unsupported_del.log", "ms_matmul_shape_mismatch_pynative.log",
)
MARKERS = ("\x1b[31m", "\x1b[0m", "\r", "\x00", "> ", "[rank3]: ", "\ufffd", "\t", "\r\n", "  3%|▎ | 1/30\r")
PROPERTY_SETTINGS = settings(max_examples=150, deadline=None, derandomize=True,
                             suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


@cache
def fixture_logs() -> tuple[tuple[str, bytes], ...]:
    return tuple((name, (FIXTURES / name).read_bytes()) for name in FIXTURE_NAMES if (FIXTURES / name).exists())


@cache
def signature_failures() -> tuple[tuple[str, bytes, str], ...]:
    """(name, log, signature of its top finding) for fixtures whose failure a signature names."""
    out = []
    for name, data in fixture_logs():
        findings = analyse(data).findings
        if findings and findings[0].signature:
            out.append((name, data, findings[0].signature))
    return tuple(out)


def analyse(data: bytes, name: str = "paste.log"):
    """The whole engine on one in-memory log, as the web page feeds it."""
    source = Source(name, lambda: io.BytesIO(data), size=len(data))
    try:
        return diagnose_sources([source], Options(probes=False, jobs=1))
    except NothingReadable as exc:  # binary with no text: the one documented refusal
        assert str(exc)
        return None


def fingerprint(report) -> tuple:
    if report is None:
        return ()
    findings = tuple((f.category, f.signature, f.title, f.confidence,
                      tuple((e.path, e.line, e.text) for e in f.evidence)) for f in report.findings)
    # the note that the message index was just built (once per machine, or when another process rebuilt the
    # shared cache) is about the cache, not the input
    notes = tuple(n for n in report.notes if not n.text("en").startswith("message index built"))
    return findings, notes, tuple((i.path, i.bytes, i.lines) for i in report.inputs)


# -- generators (benchmarks/fuzz.py imports these) ---------------------------------------------------

@st.composite
def mutated_log(draw) -> bytes:
    """A real fixture log after a few realistic accidents."""
    logs = fixture_logs()
    if not logs:
        return draw(st.binary(max_size=2048))
    _, data = draw(st.sampled_from(logs))
    for _ in range(draw(st.integers(0, 4))):
        data = draw(st.sampled_from(MUTATIONS))(draw, data)
    return data


def _flip_bytes(draw, data: bytes) -> bytes:
    if not data:
        return data
    buf = bytearray(data)
    for _ in range(draw(st.integers(1, 16))):
        buf[draw(st.integers(0, len(buf) - 1))] = draw(st.integers(0, 255))
    return bytes(buf)


def _truncate(draw, data: bytes) -> bytes:
    return data[: draw(st.integers(0, len(data)))]


def _shuffle_lines(draw, data: bytes) -> bytes:
    lines = data.split(b"\n")
    return b"\n".join(draw(st.permutations(lines))) if len(lines) < 400 else data


def _insert_markers(draw, data: bytes) -> bytes:
    lines = data.split(b"\n")
    for _ in range(draw(st.integers(1, 8))):
        i = draw(st.integers(0, max(0, len(lines) - 1)))
        marker = draw(st.sampled_from(MARKERS)).encode()
        lines[i] = marker + lines[i] if draw(st.booleans()) else lines[i] + marker
    return b"\n".join(lines)


def _re_encode(draw, data: bytes) -> bytes:
    text = data.decode("utf-8", "replace")
    kind = draw(st.sampled_from(("utf-16-le", "utf-16", "gzip", "crlf", "cr")))
    if kind == "gzip":
        return gzip.compress(data)
    if kind == "crlf":
        return text.replace("\n", "\r\n").encode()
    if kind == "cr":
        return text.replace("\n", "\r").encode()
    return text.encode(kind)


MUTATIONS = (_flip_bytes, _truncate, _shuffle_lines, _insert_markers, _re_encode)

noise_line = st.text(alphabet=st.characters(min_codepoint=32, max_codepoint=126), max_size=120)
any_log = st.one_of(st.binary(max_size=4096), st.text(max_size=2048).map(str.encode), mutated_log())


# -- properties ---------------------------------------------------------------------------------

@PROPERTY_SETTINGS
@given(data=any_log)
def test_reader_never_raises_and_keeps_line_alignment(data):
    source = Source("x.log", lambda: io.BytesIO(data), size=len(data))
    chunks = list(iter_chunks(source, chunk_size=1024))
    assert all(isinstance(c, bytes) for c in chunks)
    assert all(c.endswith(b"\n") for c in chunks[:-1] if len(c) <= 4 * 1024)


@PROPERTY_SETTINGS
@given(data=any_log)
def test_engine_never_raises_and_is_deterministic(data):
    first = analyse(data)
    second = analyse(data)
    assert fingerprint(first) == fingerprint(second)
    if first is not None:
        assert all(0 < f.confidence <= 1 for f in first.findings)
        first.to_dict()  # the report serialises whatever the input was


@PROPERTY_SETTINGS
@given(pick=st.integers(0, 64), noise=st.lists(st.one_of(noise_line, st.sampled_from(MARKERS)), max_size=60))
def test_a_found_failure_survives_appended_noise(pick, noise):
    failures = signature_failures()
    assert failures, "the library fixtures in tests/fixtures/library name no signature"
    _name, data, signature = failures[pick % len(failures)]
    noisy = data + b"\n" + "\n".join(noise).encode() + b"\n"
    report = analyse(noisy)
    assert report is not None
    names = {f.signature for f in report.findings} | {s.name for f in report.findings for s in f.symptoms}
    assert signature in names, (signature, [f.signature for f in report.findings])
