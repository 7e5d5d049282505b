"""Bad and hostile input through the real command line: never a traceback, exit 0/1/2, findings kept.

Each case is what people really paste or point msdiag at by mistake (a core file, a Windows UTF-16
log, a 100 MB single line of JSON, a truncated or malicious archive, a folder with things in it that
cannot be read) and what signature authors really write (bad YAML, a regex that backtracks forever).
"""

from __future__ import annotations

import codecs
import gzip
import io
import json
import os
import zipfile
from pathlib import Path

import pytest

from analyzer.cli import main
from analyzer.knowledge.lint import exponential_problems, regex_problems
from analyzer.pipeline.engine import Options, diagnose, diagnose_sources
from analyzer.pipeline.reader import Source

from .conftest import SKIP_HEAVY

AIMV2 = "ValueError: 'aimv2' is already used by a Transformers config, pick another name."
TRACEBACK = ('Traceback (most recent call last):\n  File "/w/train.py", line 3, in <module>\n'
             f"    register()\n{AIMV2}\n")
OOM_LINE = ("RuntimeError: CUDA out of memory. Tried to allocate 2.00 GiB (GPU 0; 79.15 GiB total capacity; "
            "75.01 GiB already allocated; 1.10 GiB free; 76.30 GiB reserved in total by PyTorch)")
heavy = pytest.mark.skipif(SKIP_HEAVY, reason="MSDIAG_SKIP_HEAVY: large inputs")


def run_cli(capsys, *args: str) -> tuple[int, dict | None, str]:
    """The real entry point; (exit status, JSON report or None, standard error)."""
    code = main(["--format", "json", "--no-probes", *args])
    captured = capsys.readouterr()
    assert "Traceback" not in captured.err
    assert code in (0, 1, 2)
    if code == 2:
        assert captured.err.count("\n") == 1 and captured.err.startswith("msdiag: "), captured.err
        return code, None, captured.err
    return code, json.loads(captured.out), captured.err


def categories(report: dict) -> list[str]:
    return [f["category"] for f in report["findings"]]


def notes_about(report: dict, word: str) -> list[str]:
    return [n for n in report["notes"] if word in n]


# -- bytes that are not a plain UTF-8 log ---------------------------------------------------------

def test_core_file_is_read_for_its_text_runs(capsys, tmp_path):
    core = tmp_path / "core.log"
    core.write_bytes(b"\x7fELF\x02\x01\x01" + b"\0" * 60_000 + TRACEBACK.encode() + b"\0" * 5000
                     + bytes(range(256)) * 8)
    code, report, _ = run_cli(capsys, str(core))
    assert code == 1 and categories(report)[0] == "registry_collision"
    assert notes_about(report, "binary data")


def test_binary_without_text_exits_2_with_a_reason(capsys, tmp_path):
    blob = tmp_path / "weights.log"
    blob.write_bytes(b"\0" * 100_000)
    code, _, err = run_cli(capsys, str(blob))
    assert code == 2 and "binary" in err and "weights.log" in err


def test_broken_utf8_around_the_failure(capsys, tmp_path):
    log = tmp_path / "broken.log"
    log.write_bytes(b"\xc3 half a char \xff\xfe\n\xe4\xb8" + TRACEBACK.encode() + b"\xed\xa0\x80 surrogate\n\xc3")
    code, report, _ = run_cli(capsys, str(log))
    assert code == 1 and categories(report)[0] == "registry_collision"


@pytest.mark.parametrize("encoding,bom", [("utf-16-le", b""), ("utf-16-le", codecs.BOM_UTF16_LE),
                                          ("utf-16-be", b""), ("utf-16-be", codecs.BOM_UTF16_BE)])
def test_utf16_logs_from_windows_tools(capsys, tmp_path, encoding, bom):
    log = tmp_path / "win.log"
    text = "2024-05-01 10:00:00 INFO start\r\n" + TRACEBACK.replace("\n", "\r\n")
    log.write_bytes(bom + text.encode(encoding))
    code, report, _ = run_cli(capsys, str(log))
    assert code == 1 and categories(report)[0] == "registry_collision"
    assert AIMV2 in report["findings"][0]["evidence"][0]["text"]


def test_empty_file_and_empty_stdin(capsys, tmp_path, monkeypatch):
    empty = tmp_path / "empty.log"
    empty.write_bytes(b"")
    code, report, _ = run_cli(capsys, str(empty))
    assert code == 0 and report["findings"] == [] and notes_about(report, "empty")
    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(b"")))
    code, report, _ = run_cli(capsys, "-")
    assert code == 0 and report["findings"] == []


def test_cr_only_line_ends(capsys, tmp_path):
    log = tmp_path / "mac.log"
    log.write_bytes(("INFO a\rINFO b\r" + TRACEBACK).replace("\n", "\r").encode())
    code, report, _ = run_cli(capsys, str(log))
    assert code == 1 and categories(report)[0] == "registry_collision"
    assert report["inputs"][0]["lines"] >= 6


@pytest.mark.parametrize("wrap", [
    lambda t: t.replace("\n", "\0\n"),          # NUL before each newline (a writer padding records)
    lambda t: "\0" * 1000 + t,                   # a block of NULs first (a preallocated log file)
    lambda t: t.replace("e", "e\0", 3),          # NULs inside words
])
def test_nul_bytes(capsys, tmp_path, wrap):
    log = tmp_path / "nul.log"
    log.write_bytes(wrap(TRACEBACK).encode())
    code, report, _ = run_cli(capsys, str(log))
    assert code == 1 and categories(report)[0] == "registry_collision"


def test_terminal_escapes_in_a_paste_never_reach_the_terminal(capsys, tmp_path):
    log = tmp_path / "esc.log"
    log.write_text("RuntimeError: step failed \x1b]0;owned\x07\x1b[2J\x1b[31mred\x1b[0m\r\x08 end\n")
    code = main(["--no-probes", "--color", "never", str(log)])
    out = capsys.readouterr().out
    assert code == 1 and "step failed" in out
    assert not any(ch in out for ch in "\x1b\x07\x08\r")


# -- size ---------------------------------------------------------------------------------------

@heavy
@pytest.mark.parametrize("where", ["middle", "end"])
def test_100mb_single_line(capsys, tmp_path, where):
    filler = '{"k": "v", "n": 12345, "s": "abcdefghij", "msg": "Error count 0"}, ' * 1_600_000
    line = filler[: len(filler) // 2] + AIMV2 + " " + filler[len(filler) // 2:] if where == "middle" \
        else filler + AIMV2
    log = tmp_path / "one.log"
    log.write_text(line)
    assert log.stat().st_size > 100 << 20
    code, report, _ = run_cli(capsys, str(log))
    assert code == 1 and "registry_collision" in categories(report)
    evidence = next(f for f in report["findings"] if f["category"] == "registry_collision")["evidence"][0]
    assert AIMV2[:40] in evidence["text"] and len(evidence["text"]) <= 1000


def test_many_distinct_error_lines(capsys, tmp_path):
    log = tmp_path / "noisy.log"
    log.write_text("".join(f"RuntimeError: distinct failure number {i} in module m{i}\n" for i in range(10_000))
                   + TRACEBACK)
    code, report, _ = run_cli(capsys, str(log))
    assert code == 1 and categories(report)[0] == "registry_collision"
    assert report["inputs"][0]["lines"] == 10_004


def test_max_bytes_stops_reading_and_keeps_what_was_found(capsys, tmp_path):
    log = tmp_path / "long.log"
    with log.open("w") as fh:
        fh.write(TRACEBACK)
        fh.write("2024-05-01 10:00:00 INFO step ok\n" * 100_000)
        fh.write(OOM_LINE + "\n")
    code, report, _ = run_cli(capsys, "--max-bytes", "1M", str(log))
    assert code == 1 and categories(report) == ["registry_collision"]
    assert notes_about(report, "stopped after 1 MiB")
    code, _, err = run_cli(capsys, "--max-bytes", "lots", str(log))
    assert code == 2 and "--max-bytes" in err


def test_max_bytes_from_the_environment_is_the_default_and_is_not_left_behind(capsys, tmp_path, monkeypatch):
    log = tmp_path / "long.log"
    log.write_text(TRACEBACK + "2024-05-01 10:00:00 INFO step ok\n" * 100_000)
    monkeypatch.setenv("MSDIAG_MAX_BYTES", "1M")
    code, report, _ = run_cli(capsys, str(log))
    assert notes_about(report, "stopped after 1 MiB")
    monkeypatch.delenv("MSDIAG_MAX_BYTES")
    code, report, _ = run_cli(capsys, str(log))
    assert not notes_about(report, "stopped after")


def test_max_bytes_reaches_the_parallel_scan_workers(tmp_path, monkeypatch):
    """The limit travels with each source into the pool's workers (no environment hand-off)."""
    from analyzer.pipeline import engine

    for i in range(2):
        (tmp_path / f"rank_{i}.log").write_text(TRACEBACK + "2024-05-01 10:00:00 INFO step ok\n" * 60_000)
    monkeypatch.setattr(engine, "PARALLEL_MIN_BYTES", 0)  # two small files still go to the pool
    report = diagnose([str(tmp_path)], Options(probes=False, jobs=2, max_bytes=1 << 20))
    assert report.extra["execution"]["tasks"] > 1
    assert sum("stopped after 1 MiB" in n for n in (x.en for x in report.notes)) == 2


# -- archives -----------------------------------------------------------------------------------

def noisy_text(lines: int) -> str:
    """Log lines that do not compress to nothing (so cutting the gzip in half cuts the text in half)."""
    return "".join(f"2024-05-01 10:00:{i % 60:02d},000 - INFO - step {i} loss {(i * 7919) % 10007 / 1e4:.4f} "
                   f"tok {(i * 2654435761) % (1 << 32):08x}\n" for i in range(lines))


def test_truncated_gzip_keeps_findings_before_the_cut(capsys, tmp_path):
    body = noisy_text(60_000)
    data = gzip.compress((body[:len(body) // 4] + TRACEBACK + body[len(body) // 4:] + OOM_LINE + "\n").encode())
    cut = tmp_path / "cut.log.gz"
    cut.write_bytes(data[: len(data) // 2])
    code, report, _ = run_cli(capsys, str(cut))
    assert code == 1 and categories(report) == ["registry_collision"]  # the OOM after the cut is gone
    assert notes_about(report, "truncated")


def gzip_bomb(path: Path, members: int) -> None:
    """A real failure, then `members` gzip members of 16 MiB of zeros each (about 16 KiB compressed)."""
    zeros = gzip.compress(b"\0" * (16 << 20), compresslevel=9)
    with path.open("wb") as fh:
        fh.write(gzip.compress(TRACEBACK.encode()))
        for _ in range(members):
            fh.write(zeros)


@heavy
def test_gzip_bomb_stops_at_the_ratio_limit(capsys, tmp_path):
    bomb = tmp_path / "bomb.log.gz"
    gzip_bomb(bomb, 64)  # 1 GiB expanded from 1 MiB
    code, report, _ = run_cli(capsys, str(bomb))
    assert code == 1 and categories(report)[0] == "registry_collision"
    assert notes_about(report, "gzip bomb")
    assert report["inputs"][0]["bytes"] < 512 << 20


@heavy
def test_zip_bomb_member_stops_and_other_members_are_read(capsys, tmp_path):
    bomb = tmp_path / "logs.zip"
    with zipfile.ZipFile(bomb, "w", zipfile.ZIP_DEFLATED) as zf:
        with zf.open("rank_0/info.log", "w", force_zip64=True) as member:
            member.write(TRACEBACK.encode())
            for _ in range(16):
                member.write(b"\n" * (16 << 20))
        zf.writestr("rank_1/info.log", OOM_LINE + "\n")
    code, report, _ = run_cli(capsys, str(bomb))
    assert code == 1 and {"registry_collision", "device_oom"} <= set(categories(report))
    assert notes_about(report, "zip bomb")


def test_corrupt_zip_is_read_as_text_with_a_note(capsys, tmp_path):
    broken = tmp_path / "logs.zip"
    broken.write_bytes(b"PK\x03\x04" + b"garbage" * 10 + b"\n" + TRACEBACK.encode())
    code, report, _ = run_cli(capsys, str(broken))
    assert code == 1 and categories(report)[0] == "registry_collision"
    assert notes_about(report, "unreadable zip")


# -- folders and paths --------------------------------------------------------------------------

def unreadable_entries(folder: Path) -> list[str]:
    """Things in a folder of logs that cannot be read, made without root's chmod 000 blind spot."""
    os.mkfifo(folder / "pipe.log")  # opening it would block forever
    (folder / "dangling.log").symlink_to(folder / "gone.log")
    (folder / "loop_a.log").symlink_to(folder / "loop_b.log")
    (folder / "loop_b.log").symlink_to(folder / "loop_a.log")
    (folder / "mem.log").symlink_to("/proc/self/mem")  # opens, then every read fails (EIO)
    names = ["pipe.log", "dangling.log", "loop_a.log", "loop_b.log", "mem.log"]
    if os.geteuid() != 0:
        locked = folder / "locked.log"
        locked.write_text(OOM_LINE + "\n")
        locked.chmod(0)
        names.append("locked.log")
    return names


@pytest.mark.skipif(not Path("/proc/self/mem").exists(), reason="needs /proc")
def test_unreadable_files_in_a_folder_are_skipped_with_notes(capsys, tmp_path):
    names = unreadable_entries(tmp_path)
    (tmp_path / "sub.log").mkdir()  # a folder named like a log: walked into, not opened
    (tmp_path / "sub.log" / "rank_1.log").write_text(TRACEBACK)
    (tmp_path / "sub.log" / "up").symlink_to(tmp_path)  # a folder symlink loop: not followed
    code, report, _ = run_cli(capsys, str(tmp_path))
    assert code == 1 and categories(report) == ["registry_collision"]
    for name in names:
        assert any(name in n and "skipped" in n for n in report["notes"]), name


@pytest.mark.skipif(not Path("/proc/self/mem").exists(), reason="needs /proc")
def test_folder_with_nothing_readable_exits_2(capsys, tmp_path):
    unreadable_entries(tmp_path)
    code, _, err = run_cli(capsys, str(tmp_path))
    assert code == 2 and "pipe.log" in err


def test_symlink_loop_argument(capsys, tmp_path):
    (tmp_path / "a.log").symlink_to(tmp_path / "b.log")
    (tmp_path / "b.log").symlink_to(tmp_path / "a.log")
    code, _, err = run_cli(capsys, str(tmp_path / "a.log"))
    assert code == 2 and "symbolic links" in err


def test_one_bad_argument_among_good_ones(capsys, tmp_path):
    good = tmp_path / "good.log"
    good.write_text(TRACEBACK)
    code, report, _ = run_cli(capsys, str(tmp_path / "missing.log"), str(good))
    assert code == 1 and notes_about(report, "missing.log")


def test_thousands_of_tiny_files(capsys, tmp_path):
    for i in range(3000):
        (tmp_path / f"worker_{i}.log").write_text(f"2024-05-01 10:00:00 INFO rank {i} step 1 ok\n")
    (tmp_path / "worker_1234.log").write_text(TRACEBACK)
    code, report, _ = run_cli(capsys, str(tmp_path))
    assert code == 1 and categories(report)[0] == "registry_collision"
    assert len(report["inputs"]) == 3000
    assert report["findings"][0]["evidence"][0]["path"].endswith("worker_1234.log")


# -- pasted markup and CI text ------------------------------------------------------------------

def test_html_paste_is_text(capsys, tmp_path):
    log = tmp_path / "page.log"
    log.write_text("<html><head><script>alert(document.cookie)</script></head><body><pre>\n"
                   + TRACEBACK + "</pre><img src=x onerror=alert(1)></body></html>\n")
    code, report, _ = run_cli(capsys, str(log))
    assert code == 1 and categories(report)[0] == "registry_collision"


def test_workflow_commands_in_the_log_cannot_drive_the_runner(capsys, tmp_path):
    """A log that prints `::add-mask::` or `::stop-commands::` must not issue them through msdiag."""
    log = tmp_path / "ci.log"
    log.write_text("::add-mask::hunter2\n::stop-commands::pwned\n::error file=x.py,line=1::fake\n"
                   "RuntimeError: bad ::warning::inject %0A::error::newline\n" + TRACEBACK)
    code = main(["--format", "github", "--no-probes", str(log)])
    out = capsys.readouterr().out
    assert code == 1
    commands = [ln for ln in out.splitlines() if ln.startswith("::")]
    assert commands and not any(ln.startswith(("::add-mask::", "::stop-commands::pwned", "::error file=x.py"))
                                for ln in commands)
    assert not any("\n::" in ln or "%0A::error" in ln for ln in commands)


# -- stages that break never lose earlier findings ------------------------------------------------

class _BreaksAfterFirstRead(io.RawIOBase):
    """A stream (an upload, a network mount) that fails for a reason no reader expects."""

    def __init__(self, first: bytes):
        self._first = first

    def readable(self) -> bool:
        return True

    def read(self, n: int = -1) -> bytes:
        if self._first:
            n = len(self._first) if n is None or n < 0 else n
            out, self._first = self._first[:n], self._first[n:]
            return out
        raise RuntimeError("device vanished")


def test_input_that_breaks_midway_keeps_its_findings():
    source = Source("flaky.log", lambda: _BreaksAfterFirstRead(TRACEBACK.encode()))
    report = diagnose_sources([source], Options(probes=False))
    assert [f.category for f in report.findings] == ["registry_collision"]
    assert any("reading stopped" in n.en and "device vanished" in n.en for n in report.notes)


def test_run_analysis_stage_that_raises_keeps_signature_findings(tmp_path, monkeypatch):
    import analyzer.analysis.run_analysis

    def broken(*_args, **_kwargs):
        raise KeyError("stage bug")

    monkeypatch.setattr(analyzer.analysis.run_analysis, "analyse_run", broken)
    log = tmp_path / "x.log"
    log.write_text(TRACEBACK)
    report = diagnose([str(log)], Options(probes=False))
    assert report.findings[0].category == "registry_collision"
    assert any("run analysis failed" in n.en for n in report.notes)


def test_ranking_that_raises_keeps_findings(tmp_path, monkeypatch):
    import analyzer.pipeline.engine

    def broken(_findings):
        raise ValueError("ranking bug")

    monkeypatch.setattr(analyzer.pipeline.engine, "score", broken)
    log = tmp_path / "x.log"
    log.write_text(TRACEBACK)
    report = diagnose([str(log)], Options(probes=False))
    assert report.findings and report.findings[0].category == "registry_collision"
    assert any("ranking failed" in n.en for n in report.notes)


# -- signature files written by many hands ----------------------------------------------------------

GOOD_USER_SIGNATURE = """id: my_team_checkpoint_gone
title: "Team checkpoint store lost shard {shard}"
category: other
match:
  - literal: "TEAMSTORE shard"
    regex: "TEAMSTORE shard (?P<shard>\\\\d+) is gone"
fix: ["Re-sync shard {shard} from the team store."]
kb: [unrecognised-failure]
"""


def user_signatures(folder: Path, files: dict[str, str]) -> Path:
    for rel, text in files.items():
        path = folder / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    return folder


def test_signature_yaml_cannot_build_python_objects(capsys, tmp_path):
    marker = tmp_path / "pwned"
    sigs = user_signatures(tmp_path / "sigs", {
        "evil.yaml": f"id: !!python/object/apply:os.system [\"touch {marker}\"]\ntitle: x\n",
        "evil_new.yaml": f"!!python/object/new:os.system [\"touch {marker}\"]\n",
        "my_team_checkpoint_gone.yaml": GOOD_USER_SIGNATURE,
    })
    log = tmp_path / "x.log"
    log.write_text("TEAMSTORE shard 7 is gone\n")
    code, report, _ = run_cli(capsys, "--signatures", str(sigs), str(log))
    assert not marker.exists()
    assert code == 1 and report["findings"][0]["signature"] == "my_team_checkpoint_gone"
    assert len(notes_about(report, "evil")) == 2 and all("YAML" in n for n in notes_about(report, "evil"))


def test_broken_user_signatures_are_skipped_with_file_and_field(capsys, tmp_path):
    sigs = user_signatures(tmp_path / "sigs", {
        "bad_yaml.yaml": "id: bad_yaml\ntitle: [unclosed\n",
        "wrong_type.yaml": GOOD_USER_SIGNATURE.replace("my_team_checkpoint_gone", "wrong_type")
                           .replace("category: other", "category: other\nconfidence: high"),
        "no_literal.yaml": GOOD_USER_SIGNATURE.replace("my_team_checkpoint_gone", "no_literal")
                           .replace('  - literal: "TEAMSTORE shard"\n    regex:', "  - regex:"),
        "bad_regex.yaml": GOOD_USER_SIGNATURE.replace("my_team_checkpoint_gone", "bad_regex")
                          .replace("(?P<shard>", "(?P<shard"),
        "a/dup_id.yaml": GOOD_USER_SIGNATURE.replace("my_team_checkpoint_gone", "dup_id"),
        "b/dup_id.yaml": GOOD_USER_SIGNATURE.replace("my_team_checkpoint_gone", "dup_id"),
        "my_team_checkpoint_gone.yaml": GOOD_USER_SIGNATURE,
    })
    log = tmp_path / "x.log"
    log.write_text("TEAMSTORE shard 7 is gone\n")
    code, report, _ = run_cli(capsys, "--signatures", str(sigs), str(log))
    assert code == 1 and "my_team_checkpoint_gone" in [f["signature"] for f in report["findings"]]
    expected = {"bad_yaml.yaml": "YAML", "wrong_type.yaml": "'confidence'", "no_literal.yaml": "'match[0].literal'",
                "bad_regex.yaml": "'match[0].regex'", "dup_id.yaml": "'id'"}
    for name, field_name in expected.items():
        assert any(name in n and field_name in n for n in report["notes"]), (name, report["notes"])


EVIL_LINE = "aaaa" * 2000 + "!"


def evil_signature(sig_id: str, pattern: str) -> str:
    return (f"id: {sig_id}\ntitle: evil\ncategory: other\nmatch:\n  - literal: \"aaaa\"\n"
            f"    regex: '{pattern}'\nfix: [\"none\"]\nkb: [unrecognised-failure]\n")


def test_exponential_user_signature_is_left_out_at_load(capsys, tmp_path):
    sigs = user_signatures(tmp_path / "sigs", {"evil_nested.yaml": evil_signature("evil_nested", r"^(\w+\s?)+$")})
    log = tmp_path / "x.log"
    log.write_text(EVIL_LINE + "\n" + TRACEBACK)
    code, report, _ = run_cli(capsys, "--signatures", str(sigs), str(log))
    assert code == 1 and categories(report)[0] == "registry_collision"
    assert any("evil_nested.yaml" in n and "match[0].regex" in n and "nested quantifier" in n
               for n in report["notes"])


def test_user_signature_that_times_out_is_reported_and_skipped(capsys, tmp_path):
    """Polynomial shapes load (lint flags them); the per-search timeout then stops them on a bad line."""
    sigs = user_signatures(tmp_path / "sigs", {"evil_chain.yaml": evil_signature("evil_chain", ".*a.*a.*a.*a.*z")})
    log = tmp_path / "x.log"
    log.write_text((EVIL_LINE + "\n") * 50 + TRACEBACK)
    code, report, _ = run_cli(capsys, "--signatures", str(sigs), str(log))
    assert code == 1 and categories(report)[0] == "registry_collision"
    timed_out = notes_about(report, "timed out")
    assert len(timed_out) == 1 and "evil_chain" in timed_out[0]


def test_lint_rejects_the_evil_folder(capsys, tmp_path):
    sigs = user_signatures(tmp_path / "sigs", {
        "evil_nested.yaml": evil_signature("evil_nested", r"^(\w+\s?)+$"),
        "evil_chain.yaml": evil_signature("evil_chain", ".*a.*a.*a.*a.*z"),
        "evil_alt.yaml": evil_signature("evil_alt", "(?:aa|aa)+z"),
        "my_team_checkpoint_gone.yaml": GOOD_USER_SIGNATURE,
    })
    code = main(["signatures", "--lint", "--only", str(sigs)])
    out = capsys.readouterr().out
    assert code == 1
    for name in ("evil_nested", "evil_chain", "evil_alt"):
        assert f"{name}.yaml" in out
    assert "my_team_checkpoint_gone" not in out


@pytest.mark.parametrize("pattern", [
    r"(a+)+$", r"(\w+\s?)+$", r"(.*)*x", r"(a|a)*b", r"(?:\s*\w+)+:", r"(\w|\d+)+!", r"(a*)*b",
    r"(?:x{1,100}){1,100}y",
])
def test_exponential_shapes_are_found(pattern):
    assert exponential_problems(pattern), pattern


@pytest.mark.parametrize("pattern", [r"\s*\s*x", r".*.*x", r".*x.*x.*", r"a.*[^,]*b", r"\d+\d*x"])
def test_polynomial_shapes_are_found(pattern):
    problems = regex_problems(pattern)
    assert problems and not exponential_problems(pattern), pattern


@pytest.mark.parametrize("pattern", [
    r"(\w+\s)+", r"(?:[^,]+,)*", r"(\d+\.)*\d+", r"foo.*bar.*baz", r"\d+\w*", r"x.{0,80}\s*$", r"a++b",
    r"(?>a+)+b", r"(?P<key>\w+)=(?P<value>\S+)", r"Tried to allocate (?P<size>[\d.]+ [KMG]iB)",
])
def test_safe_shapes_are_not_flagged(pattern):
    assert regex_problems(pattern) == [], pattern


def test_regex_shapes_really_time_out_as_lint_says():
    """The lint's verdict agrees with the engine: the shapes it flags really run out of time on a crafted line."""
    import regex

    for pattern in (r"^(\w+\s?)+$", ".*a.*a.*a.*a.*z"):
        with pytest.raises(TimeoutError):
            regex.compile(pattern).search(EVIL_LINE, timeout=0.05)


def test_concatenated_gzip_members_are_one_log():
    """What `cat a.gz b.gz` makes (and what the bomb above is built from) is read as one log."""
    data = gzip.compress(b"INFO first\n") + gzip.compress(TRACEBACK.encode())
    report = diagnose(["-"], Options(probes=False), stdin=io.BytesIO(data))
    assert report.findings[0].category == "registry_collision"


# -- probes: a hanging import is killed, the network is closed ------------------------------------

def probe_stand_in(tmp_path: Path, module: str, body: str, extra: dict[str, str] | None = None
                   ) -> tuple[dict[str, str], tuple[str, ...]]:
    """A probe module (and any fake library it imports) on a folder the child gets on its path."""
    import sys
    import textwrap

    folder = tmp_path / "mods"
    folder.mkdir(exist_ok=True)
    for name, text in {module: body, **(extra or {})}.items():
        (folder / f"{name}.py").write_text(textwrap.dedent(text), encoding="utf-8")
    sys.path.insert(0, str(folder))  # the parent imports the probe module too (TIMEOUT, judge)
    return {module: module}, (str(folder),)


def test_probe_whose_library_import_hangs_is_killed_and_cleaned_up(tmp_path, monkeypatch):
    from analyzer.probes.runner import run_probe

    monkeypatch.chdir(tmp_path)
    trace = tmp_path / "trace.json"
    registry, path = probe_stand_in(tmp_path, "msdiag_probe_slow_import", """
        NAME, NEEDS, TIMEOUT = "slow-import", ("msdiag_fake_slow_library",), 60
        def collect(args):
            import msdiag_fake_slow_library  # a library whose import never returns (a lock, a device)
            return {}
        def judge(args, facts):
            return "inconclusive", ""
    """, {"msdiag_fake_slow_library": f"""
        import json, os, time
        open({str(trace)!r}, "w").write(json.dumps({{"pid": os.getpid(), "cwd": os.getcwd()}}))
        time.sleep(600)
    """})
    run = run_probe("msdiag_probe_slow_import", {}, timeout=2.0, registry=registry, python_path=path)
    assert run.status == "timeout" and run.seconds < 30
    seen = json.loads(trace.read_text())
    with pytest.raises(ProcessLookupError):
        os.kill(seen["pid"], 0)
    assert not os.path.exists(seen["cwd"]) and seen["cwd"] != str(tmp_path)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["mods", "trace.json"]


def test_probe_child_has_no_way_to_the_network(tmp_path):
    """Hub libraries are told to stay offline and every proxy variable points at a closed local port,
    so a library that tries to download fails at once instead of stalling (only loopback is touched)."""
    from analyzer.probes.runner import run_probe

    registry, path = probe_stand_in(tmp_path, "msdiag_probe_net", """
        import os, time, urllib.request
        NAME, NEEDS, TIMEOUT = "net", (), 30
        def collect(args):
            start = time.monotonic()
            try:
                urllib.request.urlopen("http://model-hub.invalid/config.json", timeout=10)
                outcome = "connected"
            except OSError as exc:
                outcome = type(exc).__name__ + ": " + str(exc)
            return {"outcome": outcome, "seconds": time.monotonic() - start,
                    "proxies": urllib.request.getproxies(),
                    "offline": [os.environ.get(k) for k in ("HF_HUB_OFFLINE", "TRANSFORMERS_OFFLINE")]}
        def judge(args, facts):
            return "inconclusive", ""
    """)
    run = run_probe("msdiag_probe_net", {}, registry=registry, python_path=path)
    assert run.status == "ok", run.message
    facts = run.facts
    assert facts["offline"] == ["1", "1"]
    assert all(url.startswith("http://127.0.0.1:") for url in facts["proxies"].values())
    assert facts["outcome"] != "connected" and "refused" in facts["outcome"].lower()
    assert facts["seconds"] < 5


# -- the web API on the same bad inputs ---------------------------------------------------------

@pytest.fixture
def web(tmp_path):
    from webui import create_app

    return create_app({"TESTING": True, "SHARE_DB": str(tmp_path / "shares.sqlite3")}).test_client()


@pytest.mark.parametrize("body", [
    b"\x7fELF\x02\x01\x01" + b"\0" * 60_000 + TRACEBACK.encode(),          # core file
    codecs.BOM_UTF16_LE + TRACEBACK.encode("utf-16-le"),                   # Windows tool
    TRACEBACK.replace("\n", "\r").encode(),                                # CR only
    b"\xc3\x28 broken \xff\n" + TRACEBACK.encode(),                        # broken UTF-8
])
def test_api_reads_odd_bytes_as_the_cli_does(web, body):
    response = web.post("/api/diagnose", data=body, content_type="text/plain")
    assert response.status_code == 200
    assert response.get_json()["findings"][0]["category"] == "registry_collision"


def test_api_answers_json_for_input_with_nothing_readable(web):
    response = web.post("/api/diagnose", data=b"\0" * 10_000, content_type="text/plain")
    assert response.status_code == 400 and "binary" in response.get_json()["error"]


def test_api_truncated_gzip_keeps_what_was_there(web):
    data = gzip.compress((TRACEBACK + noisy_text(30_000)).encode())
    response = web.post("/api/diagnose", data=data[: len(data) // 2], content_type="text/plain")
    assert response.status_code == 200
    assert response.get_json()["findings"][0]["category"] == "registry_collision"


def test_api_zip_bomb_is_413_json(web):
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as zf, \
            zf.open("rank_0/info.log", "w", force_zip64=True) as member:
        for _ in range(16):
            member.write(b"\n" * (16 << 20))
    response = web.post("/api/diagnose", data={"file": [(io.BytesIO(buf.getvalue()), "logs.zip")]},
                        content_type="multipart/form-data")
    assert response.status_code == 413 and "error" in response.get_json()


def test_pasted_markup_comes_back_as_text_on_the_page(web):
    paste = "<img src=x onerror=alert(1)><script>alert(2)</script>\n" + TRACEBACK.replace(
        "aimv2", "<b>aimv2</b>")
    page = web.post("/", data={"log": paste}).get_data(as_text=True)
    assert "<script>alert(2)" not in page and "<img src=x" not in page and "<b>aimv2</b>" not in page
    assert "&lt;script&gt;alert(2)" in page or "&lt;b&gt;aimv2&lt;/b&gt;" in page


def test_gzip_followed_by_junk_keeps_the_log(capsys, tmp_path):
    """Found by benchmarks/fuzz.py: bytes after the last gzip member raised a zlib error."""
    log = tmp_path / "x.log.gz"
    log.write_bytes(gzip.compress(TRACEBACK.encode()) + b"garbage appended by a broken upload")
    code, report, _ = run_cli(capsys, str(log))
    assert code == 1 and categories(report)[0] == "registry_collision"
    assert notes_about(report, "not gzip")


def test_rank_folders_behind_symbolic_links_are_read(capsys, tmp_path):
    """Shared storage: the run folder holds links to the real rank folders (and one link loop)."""
    real = tmp_path / "storage"
    for rank in (0, 1):
        (real / f"rank_{rank}").mkdir(parents=True)
        (real / f"rank_{rank}" / "info.log").write_text("2024-05-01 10:00:00 INFO step 1 loss 2.0\n")
    (real / "rank_1" / "info.log").write_text(TRACEBACK)
    run = tmp_path / "run"
    run.mkdir()
    for rank in (0, 1):
        (run / f"rank_{rank}").symlink_to(real / f"rank_{rank}", target_is_directory=True)
    (run / "rank_0" / "again").symlink_to(run, target_is_directory=True)  # a loop through the links
    code, report, _ = run_cli(capsys, str(run))
    assert code == 1 and categories(report)[0] == "registry_collision"
    assert sorted(Path(i["path"]).parent.name for i in report["inputs"]) == ["rank_0", "rank_1"]
    assert notes_about(report, "already read")


@pytest.mark.parametrize("bom", [codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE, codecs.BOM_UTF32_LE, codecs.BOM_UTF32_BE])
def test_a_byte_order_mark_that_lies_is_ignored(capsys, tmp_path, bom):
    """`FF FE` in front of UTF-8 text (a tool's stray mark) must not turn the log into UTF-16 noise."""
    log = tmp_path / "lying.log"
    log.write_bytes(bom + ("2024-05-01 10:00:00 INFO start\n" + TRACEBACK).encode("utf-8"))
    code, report, _ = run_cli(capsys, str(log))
    assert code == 1 and categories(report)[0] == "registry_collision"
    assert AIMV2 in report["findings"][0]["evidence"][0]["text"]
    assert notes_about(report, "byte-order mark")


def test_exponential_require_regex_is_left_out_like_a_match_regex(capsys, tmp_path):
    """Every regex a signature runs on log text passes the same lint: `require` included."""
    evil = ("id: evil_require\ntitle: evil\ncategory: other\nmatch:\n  - literal: \"aaaa\"\n"
            "require:\n  near:\n    regex: '(a+)+$'\n    before: 3\n"
            "fix: [\"none\"]\nkb: [unrecognised-failure]\n")
    sigs = user_signatures(tmp_path / "sigs", {"evil_require.yaml": evil})
    log = tmp_path / "x.log"
    log.write_text(EVIL_LINE + "\n" + TRACEBACK)
    code, report, _ = run_cli(capsys, "--signatures", str(sigs), str(log))
    assert code == 1 and categories(report)[0] == "registry_collision"
    assert any("evil_require.yaml" in n and "require.near" in n for n in report["notes"])
    assert main(["signatures", "--lint", "--only", str(sigs)]) == 1
    assert "require.near" in capsys.readouterr().out


def test_a_require_regex_that_times_out_is_a_note_naming_signature_field_and_line(capsys, tmp_path):
    """A slow `require` no longer drops its match silently: the note says which regex and where."""
    slow = ("id: slow_require\ntitle: slow\ncategory: other\nmatch:\n  - literal: \"aaaa\"\n"
            "require:\n  near:\n    regex: '.*a.*a.*a.*a.*z'\n    before: 1\n"
            "fix: [\"none\"]\nkb: [unrecognised-failure]\n")
    sigs = user_signatures(tmp_path / "sigs", {"slow_require.yaml": slow})
    log = tmp_path / "x.log"
    log.write_text("ok\n" + (EVIL_LINE + "\n") * 3 + TRACEBACK)
    code, report, _ = run_cli(capsys, "--signatures", str(sigs), str(log))
    assert code == 1 and categories(report)[0] == "registry_collision"
    timed_out = notes_about(report, "timed out")
    assert len(timed_out) == 1 and "slow_require" in timed_out[0] and "require.near" in timed_out[0]
    assert "line 2 " in timed_out[0]


def test_a_bug_in_msdiag_is_one_line_and_exit_2_unless_debugging(capsys, tmp_path, monkeypatch):
    """The contract's exit 2 with a one-line reason holds even for msdiag's own bugs (one is injected
    into a stage here: no real input is known to cause one); MSDIAG_DEBUG=1 shows the traceback."""
    log = tmp_path / "job.log"
    log.write_text(TRACEBACK, encoding="utf-8")

    def broken(*_args, **_kwargs):
        raise ZeroDivisionError("division by zero")

    monkeypatch.setattr("analyzer.pipeline.engine.scan_sources", broken)
    assert main([str(log)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "internal error (ZeroDivisionError" in err and "MSDIAG_DEBUG=1" in err
    monkeypatch.setenv("MSDIAG_DEBUG", "1")
    with pytest.raises(ZeroDivisionError):
        main([str(log)])
