"""Live probes: the child-process runner, the stage, facts replay, and the real installed libraries.

Probe-specific stand-ins (a probe that hangs, one whose library is missing, one that litters its cwd)
are tiny modules written to tmp_path and run through the same runner as the real probes.
"""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from analyzer.cli import main
from analyzer.knowledge.signatures import load_signatures
from analyzer.pipeline.engine import Options, diagnose
from analyzer.probes import PROBES, STATUSES, load_probe
from analyzer.probes.facts import SCHEMA, FactsFileError, load_facts, save_facts
from analyzer.probes.keymap import hf_to_mindformers, parse_names, propose
from analyzer.probes.runner import run_probe

from .conftest import FIXTURES, SKIP_HEAVY

AIMV2_LOG = FIXTURES / "tf_register_aimv2_builtin.log"
heavy = pytest.mark.skipif(SKIP_HEAVY, reason="MSDIAG_SKIP_HEAVY set")


def installed(name: str) -> bool:
    return importlib.util.find_spec(name) is not None


def stand_in(tmp_path: Path, module: str, body: str) -> tuple[dict[str, str], tuple[str, ...]]:
    """Write a probe module into tmp_path/mods; return (registry, python_path) for run_probe."""
    folder = tmp_path / "mods"
    folder.mkdir(exist_ok=True)
    (folder / f"{module}.py").write_text(textwrap.dedent(body), encoding="utf-8")
    sys.path.insert(0, str(folder))  # the parent imports it too (for TIMEOUT / judge)
    return {module: module}, (str(folder),)


@pytest.fixture
def clean_cwd(tmp_path, monkeypatch) -> Path:
    """A working directory that must hold exactly what it held before (nothing) after a probe run."""
    cwd = tmp_path / "user-tree"
    cwd.mkdir()
    monkeypatch.chdir(cwd)
    return cwd


# ---- framework ----------------------------------------------------------------------------------------

def test_every_registered_probe_follows_the_interface():
    for name, module_name in PROBES.items():
        module = load_probe(name)
        assert name == module.NAME, module_name
        assert isinstance(module.NEEDS, tuple) and module.TIMEOUT > 0
        assert callable(module.collect) and callable(module.judge)
        assert "Sample" in (module.__doc__ or ""), f"{name}: docstring shows no sample output"


def test_loading_probes_and_judging_imports_no_heavy_library():
    """The parent only loads probe modules and judges: a plain `msdiag log.txt` must stay light."""
    code = ("import sys; from analyzer.probes import PROBES, load_probe\n"
            "for n in PROBES: load_probe(n).judge({}, {})\n"
            "print(sorted(m for m in ('mindspore', 'mindformers', 'transformers', 'torch') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True)
    assert out.stdout.strip() == "[]"


def test_signatures_name_only_existing_probes():
    sigs, _ = load_signatures(())
    named = {p.name for s in sigs for p in s.probes}
    assert named, "no signature asks for a probe"
    assert named <= set(PROBES), named - set(PROBES)


def test_a_hanging_probe_is_killed_at_its_time_bound(tmp_path, clean_cwd):
    pid_file = tmp_path / "pid"
    registry, path = stand_in(tmp_path, "msdiag_probe_hangs", f"""
        import os, time
        NAME, NEEDS, TIMEOUT = "hangs", (), 60
        def collect(args):
            open({str(pid_file)!r}, "w").write(str(os.getpid()))
            time.sleep(600)
        def judge(args, facts):
            return "inconclusive", ""
    """)
    run = run_probe("msdiag_probe_hangs", {}, timeout=2.0, registry=registry, python_path=path)
    assert run.status == "timeout" and "2 s" in run.message
    assert run.seconds < 15
    pid = int(pid_file.read_text())
    with pytest.raises(ProcessLookupError):
        os.kill(pid, 0)
    assert list(clean_cwd.iterdir()) == []


def test_a_missing_library_reports_unavailable(tmp_path, clean_cwd):
    registry, path = stand_in(tmp_path, "msdiag_probe_needs_absent", """
        NAME, NEEDS, TIMEOUT = "needs-absent", ("msdiag_no_such_library_here",), 10
        def collect(args):
            raise AssertionError("collect must not run without its library")
        def judge(args, facts):
            return "confirmed", ""
    """)
    run = run_probe("msdiag_probe_needs_absent", {}, registry=registry, python_path=path)
    assert run.status == "unavailable"
    assert "msdiag_no_such_library_here" in run.message


def test_files_a_library_writes_into_cwd_never_reach_the_users_tree(tmp_path, clean_cwd):
    registry, path = stand_in(tmp_path, "msdiag_probe_litters", """
        import os
        NAME, NEEDS, TIMEOUT = "litters", (), 10
        def collect(args):
            os.makedirs("output/log/rank_0", exist_ok=True)   # what `import mindformers` does
            open("output/log/rank_0/info.log", "w").write("x")
            return {"cwd": os.getcwd()}
        def judge(args, facts):
            return "inconclusive", ""
    """)
    run = run_probe("msdiag_probe_litters", {}, registry=registry, python_path=path)
    assert run.status == "ok"
    assert run.facts["cwd"] != str(clean_cwd)
    assert not os.path.exists(run.facts["cwd"]), "the probe's temporary cwd was left behind"
    assert list(clean_cwd.iterdir()) == []


def test_a_crashing_probe_reports_error_not_an_exception(tmp_path):
    registry, path = stand_in(tmp_path, "msdiag_probe_crashes", """
        NAME, NEEDS, TIMEOUT = "crashes", (), 10
        def collect(args):
            return {"ratio": 1 / 0}
        def judge(args, facts):
            return "inconclusive", ""
    """)
    run = run_probe("msdiag_probe_crashes", {}, registry=registry, python_path=path)
    assert run.status == "error" and "ZeroDivisionError" in run.message


# ---- key map (pure) -------------------------------------------------------------------------------

def test_known_renames_follow_mindformers_convert_weight():
    assert hf_to_mindformers("model.layers.3.self_attn.q_proj.weight") == "model.layers.3.attention.wq.weight"
    assert hf_to_mindformers("model.layers.3.mlp.down_proj.weight") == "model.layers.3.feed_forward.w2.weight"
    assert hf_to_mindformers("model.embed_tokens.weight") == "model.tok_embeddings.embedding_weight"
    assert hf_to_mindformers("model.norm.weight") == "model.norm_out.weight"
    assert hf_to_mindformers("model.layers.0.post_attention_layernorm.weight") == "model.layers.0.ffn_norm.weight"


def test_key_map_prefix_fuzzy_and_unexplained():
    missing = ["network.model.layers.0.attention.wq.weight", "model.layers.0.attention.wqkv.weight",
               "lm_head.weight"]
    ckpt = {"model.layers.0.self_attn.q_proj.weight": [8, 8], "model.layers.0.attention.wqkv.bias": [24],
            "model.embed_tokens.weight": [10, 8]}
    km = propose(missing, list(ckpt), ckpt, {"model.layers.0.attention.wqkv.weight": [24, 8]})
    pairs = {p["network"]: (p["checkpoint"], p["how"]) for p in km.pairs}
    assert pairs["network.model.layers.0.attention.wq.weight"] == ("model.layers.0.self_attn.q_proj.weight",
                                                                   "rename+prefix")
    assert "model.layers.0.attention.wqkv.weight" not in pairs  # similar name, but shapes differ: no guess
    assert "lm_head.weight" in km.unexplained_network
    assert any("tied embeddings" in n for n in km.notes)


def test_names_as_the_log_prints_them():
    assert parse_names("['fc1.bias', 'fc2.weight']") == ["fc1.bias", "fc2.weight"]
    assert parse_names("fc1.bias, fc2.weight") == ["fc1.bias", "fc2.weight"]
    assert parse_names("<missing>") == []


def test_safetensors_header_and_index_are_read_without_loading_tensors(tmp_path):
    np = pytest.importorskip("numpy")
    st = pytest.importorskip("safetensors.numpy")
    shard = tmp_path / "model-00001-of-00001.safetensors"
    st.save_file({"model.embed_tokens.weight": np.zeros((6, 4), np.float32),
                  "model.norm.weight": np.zeros((4,), np.float32)}, str(shard))
    (tmp_path / "model.safetensors.index.json").write_text(json.dumps(
        {"weight_map": {"model.embed_tokens.weight": shard.name, "model.norm.weight": shard.name}}))
    run = run_probe("parameter-names", {"checkpoint": str(tmp_path)})
    assert run.status == "ok", run.message
    assert run.facts["format"] == "index"
    assert run.facts["parameters"] == {"model.embed_tokens.weight": [6, 4], "model.norm.weight": [4]}


# `npu-smi info` as posted in a public issue (vllm-project/vllm-ascend#2534), first three chips.
NPU_SMI_INFO = """\
+---------------------------+---------------+----------------------------------------------------+
| NPU   Name                | Health        | Power(W)    Temp(C)           Hugepages-Usage(page)|
| Chip  Phy-ID              | Bus-Id        | AICore(%)   Memory-Usage(MB)  HBM-Usage(MB)        |
+===========================+===============+====================================================+
| 0     Ascend910           | OK            | 178.5       36                0    / 0             |
| 0     0                   | 0000:9D:00.0  | 0           0    / 0          3416 / 65536         |
+------------------------------------------------------------------------------------------------+
| 0     Ascend910           | OK            | -           36                0    / 0             |
| 1     1                   | 0000:9F:00.0  | 0           0    / 0          3195 / 65536         |
+===========================+===============+====================================================+
| 1     Ascend910           | OK            | 186.3       36                0    / 0             |
| 0     2                   | 0000:99:00.0  | 0           0    / 0          3415 / 65536         |
+------------------------------------------------------------------------------------------------+
"""


def test_npu_smi_output_is_parsed_and_free_cards_do_not_confirm():
    from analyzer.probes import npu_smi

    facts = npu_smi.parse(NPU_SMI_INFO)
    assert [(d["npu"], d["chip"], d["hbm_used_mb"], d["hbm_total_mb"]) for d in facts["devices"]] == [
        (0, 0, 3416, 65536), (0, 1, 3195, 65536), (1, 0, 3415, 65536)]
    status, detail = npu_smi.judge({}, facts)
    assert status == "inconclusive" and "3416/65536" in detail
    facts["devices"][0]["hbm_used_mb"] = 60000  # another job still on NPU 0
    assert npu_smi.judge({"device_id": "0"}, facts)[0] == "confirmed"
    assert npu_smi.judge({"device_id": "1"}, facts)[0] == "inconclusive"


def test_npu_smi_without_the_program_is_unavailable(monkeypatch):
    monkeypatch.setenv("PATH", "/nonexistent")
    run = run_probe("npu-smi")
    assert run.status == "unavailable" and "npu-smi" in run.message


def test_shape_mismatch_log_is_checked_against_the_checkpoint(tmp_path):
    """Real load_param_into_net shape error + a checkpoint holding that tensor: shapes quoted from both."""
    np = pytest.importorskip("numpy")
    st = pytest.importorskip("safetensors.numpy")
    ckpt = tmp_path / "dense.safetensors"
    st.save_file({"weight": np.ones((5, 4), np.float32), "bias": np.ones((3,), np.float32)}, str(ckpt))
    report = diagnose([str(FIXTURES / "ms_load_param_wrong_shape.log")],
                      Options(checkpoint=str(ckpt)))
    finding = next(f for f in report.findings if f.category == "weight_shape_mismatch")
    probe = next(p for p in finding.probes if p.name == "parameter-names")
    assert probe.status == "confirmed", probe
    assert "weight has shape (5, 4)" in probe.detail and "wants (3, 4)" in probe.detail


def test_versions_reports_a_package_whose_requirement_is_not_met(tmp_path):
    """A mindformers 2.1.0 record (its real requirement, mindspore~=2.11) beside the installed mindspore."""
    if not installed("mindspore"):
        pytest.skip("mindspore not installed")
    site = tmp_path / "site"
    dist = site / "mindformers-2.1.0.dist-info"
    dist.mkdir(parents=True)
    (dist / "METADATA").write_text("Metadata-Version: 2.1\nName: mindformers\nVersion: 2.1.0\n"
                                   "Requires-Dist: mindspore~=2.11\n", encoding="utf-8")
    run = run_probe("versions", {}, python_path=(str(site),))
    assert run.status == "ok", run.message
    assert run.facts["packages"]["mindformers"] == "2.1.0"
    status, detail = load_probe("versions").judge({}, run.facts)
    assert status == "confirmed"
    assert "mindformers requires mindspore~=2.11" in detail


def test_parameter_names_without_a_checkpoint_is_unavailable():
    assert run_probe("parameter-names", {}).status == "unavailable"


# ---- facts files ----------------------------------------------------------------------------------

def test_facts_file_round_trip_and_bad_files(tmp_path):
    path = tmp_path / "facts.json"
    facts = {"versions": {"python": "3.11.7", "packages": {"mindspore": "2.9.0"}}}
    save_facts(str(path), facts, {"versions": {"status": "ok", "seconds": 0.1}})
    doc = json.loads(path.read_text())
    assert doc["schema"] == SCHEMA and doc["probes"] == facts
    assert load_facts(str(path)) == facts
    (tmp_path / "other.json").write_text(json.dumps({"schema": "msdiag.report/1"}))
    with pytest.raises(FactsFileError):
        load_facts(str(tmp_path / "other.json"))
    with pytest.raises(FactsFileError):
        load_facts(str(tmp_path / "absent.json"))


def test_replayed_facts_are_judged_instead_of_running_probes(tmp_path, capsys):
    """Facts from a host whose transformers predates aimv2: the same log is refuted on replay."""
    old_host = tmp_path / "old-host.json"
    save_facts(str(old_host), {"transformers-registry": {
        "version": "4.53.3", "builtin_model_types": ["albert", "llama"], "copies": [], "builtin_since": {}}})
    report = diagnose([str(AIMV2_LOG)], Options(facts_file=str(old_host)))
    probe = report.findings[0].probes[0]
    assert (probe.name, probe.status) == ("transformers-registry", "refuted")
    assert "4.53.3" in probe.detail
    assert "probe_runs" not in report.extra  # nothing ran
    bad = tmp_path / "bad.json"
    bad.write_text("{")
    assert main(["--facts", str(bad), str(AIMV2_LOG)]) == 2
    assert "not JSON" in capsys.readouterr().err


def test_unknown_model_type_is_confirmed_when_the_name_is_not_built_in(tmp_path):
    """The same probe on an "unknown model_type" log: the expectation flips with the finding's claim."""
    log = FIXTURES / "tf_autoconfig_unknown_model_type.log"
    verdicts = {}
    for name, types in (("lacks", ["llama"]), ("has", ["llama", "msdiag_future_arch"])):
        facts = tmp_path / f"{name}.json"
        save_facts(str(facts), {"transformers-registry": {"version": "9.9.9", "builtin_model_types": types}})
        finding = diagnose([str(log)], Options(facts_file=str(facts))).findings[0]
        verdicts[name] = next(p.status for p in finding.probes if p.name == "transformers-registry")
    assert verdicts == {"lacks": "confirmed", "has": "refuted"}


# ---- the real libraries -----------------------------------------------------------------------------

@heavy
@pytest.mark.heavy
def test_aimv2_collision_is_confirmed_by_the_installed_transformers(tmp_path, clean_cwd):
    if not installed("transformers"):
        pytest.skip("transformers not installed")
    from importlib.metadata import version

    saved = tmp_path / "facts.json"
    report = diagnose([str(AIMV2_LOG)], Options(save_facts=str(saved)))
    top = report.findings[0]
    assert top.category == "registry_collision"
    probe = next(p for p in top.probes if p.name == "transformers-registry")
    assert probe.status == "confirmed"
    assert f"transformers {version('transformers')}" in probe.detail
    assert top.score.parts.get("probes", 0) > 0  # the verdict moved the ranking
    # the saved facts replay to the same verdict without running anything
    replayed = diagnose([str(AIMV2_LOG)], Options(facts_file=str(saved)))
    assert replayed.findings[0].probes[0].status == "confirmed"
    assert replayed.findings[0].probes[0].detail == probe.detail
    assert list(clean_cwd.iterdir()) == []


CKPT_SCRIPT = """
import mindspore as ms, numpy as np
shapes = {
    "model.embed_tokens.weight": (64, 32),
    "model.layers.0.self_attn.q_proj.weight": (32, 32), "model.layers.0.self_attn.k_proj.weight": (16, 32),
    "model.layers.0.self_attn.v_proj.weight": (16, 32), "model.layers.0.self_attn.o_proj.weight": (32, 32),
    "model.layers.0.mlp.gate_proj.weight": (64, 32), "model.layers.0.mlp.down_proj.weight": (32, 64),
    "model.layers.0.mlp.up_proj.weight": (64, 32), "model.layers.0.input_layernorm.weight": (32,),
    "model.layers.0.post_attention_layernorm.weight": (32,), "model.norm.weight": (32,),
}
ms.save_checkpoint([{"name": k, "data": ms.Tensor(np.zeros(v, np.float32))} for k, v in shapes.items()],
                   "hf_names.ckpt")
"""
# The network side: the parameter names MindFormers' LlamaForCausalLM has (fixtures/probe_outputs.txt).
NETWORK_NAMES = ["model.tok_embeddings.embedding_weight", "model.layers.0.ffn_norm.weight",
                 "model.layers.0.attention_norm.weight", "model.layers.0.attention.wq.weight",
                 "model.layers.0.attention.wk.weight", "model.layers.0.attention.wv.weight",
                 "model.layers.0.attention.wo.weight", "model.layers.0.feed_forward.w1.weight",
                 "model.layers.0.feed_forward.w2.weight", "model.layers.0.feed_forward.w3.weight",
                 "model.norm_out.weight", "lm_head.weight"]


@heavy
@pytest.mark.heavy
def test_not_loaded_log_plus_hf_named_checkpoint_gives_a_key_map(tmp_path, clean_cwd, capsys):
    if not installed("mindspore"):
        pytest.skip("mindspore not installed")
    work = tmp_path / "make-ckpt"
    work.mkdir()
    subprocess.run([sys.executable, "-c", CKPT_SCRIPT], cwd=work, check=True, capture_output=True, timeout=120)
    ckpt = work / "hf_names.ckpt"
    log = tmp_path / "train.log"
    log.write_text(
        "[WARNING] ME(17834:140470891883392,MainProcess):2026-11-30-00:46:45.249.000 "
        "[mindspore/train/serialization.py:1858] For 'load_param_into_net', 12 parameters in the 'net' are not "
        "loaded, because they are not in the 'parameter_dict', please check whether the network structure is "
        "consistent when training and loading checkpoint.\n"
        "[WARNING] ME(17834:140470891883392,MainProcess):2026-11-30-00:46:45.249.000 "
        f"[mindspore/train/serialization.py:1862] {NETWORK_NAMES!r} are not loaded.\n", encoding="utf-8")
    code = main(["--format", "json", str(log), "--checkpoint", str(ckpt)])
    report = json.loads(capsys.readouterr().out)
    assert code == 1
    finding = next(f for f in report["findings"] if f["category"] == "missing_or_unexpected_keys")
    probe = next(p for p in finding["probes"] if p["name"] == "parameter-names")
    assert probe["status"] == "confirmed", probe
    key_map = finding["facts"]["proposed_key_map"]
    assert key_map["model.layers.0.self_attn.q_proj.weight"] == "model.layers.0.attention.wq.weight"
    assert key_map["model.layers.0.mlp.gate_proj.weight"] == "model.layers.0.feed_forward.w1.weight"
    assert key_map["model.embed_tokens.weight"] == "model.tok_embeddings.embedding_weight"
    assert key_map["model.norm.weight"] == "model.norm_out.weight"
    assert len(key_map) == 11
    assert finding["facts"]["key_map_unexplained"] == ["lm_head.weight"]
    assert "tied embeddings" in probe["detail"]
    assert list(clean_cwd.iterdir()) == []


@heavy
@pytest.mark.heavy
def test_all_probes_against_the_real_environment_leave_the_cwd_untouched(clean_cwd, capsys):
    """One batch run of every probe (the imports cost seconds each): facts are real and the cwd stays empty."""
    code = main(["probe", "--format", "json", "--arg", "model_type=llama"])
    runs = {r["name"]: r for r in json.loads(capsys.readouterr().out)}
    assert code == 0
    assert set(runs) == set(PROBES)
    assert all(r["verdict"]["status"] in STATUSES for r in runs.values())
    assert runs["parameter-names"]["status"] == "unavailable"  # no checkpoint given
    assert runs["versions"]["status"] == "ok"
    assert runs["versions"]["facts"]["packages"]["transformers"] == (
        runs["transformers-registry"]["facts"].get("version") if installed("transformers") else None)
    if installed("transformers"):
        assert runs["transformers-registry"]["verdict"]["status"] == "confirmed"  # llama is built in
        assert runs["transformers-registry"]["facts"]["builtin_count"] > 100
    if installed("mindspore"):
        context = runs["mindspore-context"]["facts"]
        assert context["context"]["device_target"] in ("CPU", "Ascend", "GPU")
        assert context["auto_parallel"]["parallel_mode"] == "stand_alone"  # a fresh process
        assert set(context["env"]["HCCL_EXEC_TIMEOUT"]) == {"value", "default"}
    if installed("mindformers"):
        registry = runs["mindformers-registry"]
        assert registry["status"] == "ok", registry["message"]
        assert "LlamaForCausalLM" in registry["facts"]["registry"]["models"]
        assert registry["verdict"]["status"] == "confirmed"  # llama is a MindFormers AutoConfig type too
    assert list(clean_cwd.iterdir()) == []
