"""Pre-flight on real and realistic MindFormers configs: shipped configs stay clean, mistakes are named.

- every config shipped inside the installed mindformers distribution (read from the package at test
  time) gives no error-severity finding;
- configs in the shapes of other releases (tests/preflight_shapes.py) are clean, and each mistake
  applied to them is caught with the right category, a title naming the field and a fix quoting
  the values, in English and in Chinese;
- awkward input ends with exit 0/1/2 and a one-line reason, never a traceback.
"""

from __future__ import annotations

import importlib.metadata
import importlib.util
import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Optional

import pytest
import yaml

from analyzer.cli import main
from analyzer.model import CATEGORIES
from analyzer.preflight import preflight
from analyzer.preflight.layout import divisors, prime_factors
from analyzer.preflight.wording import rules

from .conftest import SKIP_HEAVY
from .preflight_shapes import SHAPES, write_shape, write_tokenizer

heavy = pytest.mark.skipif(SKIP_HEAVY, reason="MSDIAG_SKIP_HEAVY set")
CJK = re.compile(r"[\u4e00-\u9fff]")


def shipped_configs() -> list[Path]:
    """The YAML run configs the installed mindformers distribution ships (its `configs/` folder)."""
    try:
        dist = importlib.metadata.distribution("mindformers")
    except importlib.metadata.PackageNotFoundError:
        return []
    files = [f for f in dist.files or [] if str(f).startswith("configs/") and str(f).endswith((".yaml", ".yml"))]
    return [Path(dist.locate_file(f)) for f in files]


SHIPPED = shipped_configs()


@pytest.mark.skipif(not SHIPPED, reason="mindformers is not installed")
def test_shipped_configs_give_no_error():
    assert len(SHIPPED) >= 20  # mindformers 1.9.0 ships 26
    errors = {}
    checked = 0
    for path in SHIPPED:
        findings, notes = preflight(str(path))
        if any("nothing to check" in n for n in notes):
            continue  # convert_config/*.yaml: weight conversion settings, not run configs
        checked += 1
        bad = [f.title for f in findings if f.severity == "error"]
        if bad:
            errors[str(path)] = bad
    assert checked >= 20
    assert errors == {}


@pytest.mark.parametrize("name", sorted(SHAPES))
def test_shapes_of_other_releases_are_clean(tmp_path, name):
    shape = SHAPES[name]
    findings, _ = preflight(str(write_shape(tmp_path, shape)), devices=shape.devices)
    assert [f.title for f in findings if f.severity == "error"] == []


@dataclass(frozen=True)
class Mistake:
    name: str
    shape: str
    edits: tuple[tuple[str, str], ...]
    check: str
    category: str
    in_title: tuple[str, ...]
    in_fix: tuple[str, ...]
    devices: Optional[int] = None


MISTAKES = [
    Mistake("misspelt parallel key", "legacy", (("  model_parallel: 4", "  model_paralel: 4"),), "misspelt_key",
            "config_field_error", ("model_paralel",), ("model_parallel: 4",)),
    Mistake("misspelt model key", "legacy", (("rms_norm_eps: 1.0e-5", "rms_norm_esp: 1.0e-5"),), "misspelt_key",
            "config_field_error", ("rms_norm_esp",), ("rms_norm_eps: 1e-05",)),
    Mistake("misspelt key in a 1.9 strict section", "new_style", (("  micro_batch_num: 1", "  micro_batch_nums: 1"),),
            "misspelt_key", "config_field_error", ("micro_batch_nums",), ("micro_batch_num: 1",)),
    Mistake("field in the wrong section", "legacy",
            (("  vocab_emb_dp: True", "  vocab_emb_dp: True\n  seq_length: 4096"),),
            "misplaced_key", "config_field_error", ("seq_length", "parallel_config"), ("model.model_config",)),
    Mistake("number as a string", "legacy", (("seq_length: 4096", "seq_length: '4096'"),), "wrong_type",
            "config_field_error", ("seq_length", "'4096'"), ("seq_length: 4096",)),
    Mistake("heads as a string", "legacy", (("num_heads: 40", 'num_heads: "40"'),), "wrong_type",
            "config_field_error", ("num_heads", "'40'"), ("num_heads: 40",)),
    Mistake("data_parallel 0", "legacy", (("data_parallel: 2", "data_parallel: 0"),), "value_range",
            "config_field_error", ("data_parallel = 0",), ("≥ 1",)),
    Mistake("fractional pipeline_stage", "legacy", (("pipeline_stage: 2", "pipeline_stage: 2.5"),), "value_range",
            "config_field_error", ("pipeline_stage = 2.5", "whole number"), ("2 or 3",)),
    Mistake("negative model_parallel", "moe", (("model_parallel: 1", "model_parallel: -2"),), "value_range",
            "config_field_error", ("model_parallel = -2",), ("≥ 1",)),
    Mistake("n_kv_heads not dividing num_heads", "legacy", (("num_heads: 40", "num_heads: 40\n    n_kv_heads: 6"),),
            "kv_heads_vs_heads", "config_field_error", ("num_heads 40", "n_kv_heads 6"), ("40 % 6 = 4",)),
    Mistake("num_heads 4 with n_kv_heads 8", "moe", (("num_heads: 32", "num_heads: 4"),), "kv_heads_vs_heads",
            "config_field_error", ("num_heads 4", "n_kv_heads 8"), ("4 % 8 = 4",)),
    Mistake("vocab smaller than the tokenizer", "legacy", (("vocab_size: 32000", "vocab_size: 31000"),),
            "vocab_vs_tokenizer", "config_field_error", ("vocab_size 31000", "32000"), ("32000",)),
    Mistake("use_past in training", "legacy", (("use_past: False", "use_past: True"),), "use_past_in_training",
            "config_field_error", ("use_past", "finetune"), ("use_past: False",)),
    Mistake("ignore_token_id is a real id", "legacy", (("ignore_token_id: -100", "ignore_token_id: 2"),),
            "ignore_token_id_real", "config_field_error", ("ignore_token_id = 2",), ("-100", "eos_token_id")),
    Mistake("pad_token_id outside the vocabulary", "legacy", (("pad_token_id: 0", "pad_token_id: 32000"),),
            "token_id_out_of_vocab", "config_field_error", ("pad_token_id = 32000", "vocab_size 32000"), ("32000",)),
    Mistake("HF names of older models", "legacy",
            (("num_layers: 40", "n_layer: 40"), ("num_heads: 40", "n_head: 40"),
             ("rms_norm_eps: 1.0e-5", "layer_norm_epsilon: 1.0e-6\n    rotary_emb_base: 500000")),
            "hf_name_not_read", "config_field_error", ("n_layer", "num_layers"),
            ("`num_layers: 40`", "`num_heads: 40`", "`rms_norm_eps: 1e-06`", "`theta: 500000`")),
    Mistake("HF names in a legacy config", "legacy", (("num_layers: 40", "num_hidden_layers: 40"),),
            "hf_name_not_read", "config_field_error", ("num_hidden_layers: 40", "num_layers (now 32)"),
            ("`num_layers: 40`",)),
    Mistake("pipeline offset of the wrong length", "moe", (("offset: [0, 0]", "offset: [1, 0, -1]"),),
            "pipeline_offset", "parallel_config_invalid", ("offset [1, 0, -1]", "3 entries for 2 stages"),
            ("2 entries",)),
    Mistake("recompute list longer than the stages", "moe", (("recompute: [8, 8]", "recompute: [8, 8, 8]"),),
            "recompute_list", "parallel_config_invalid", ("recompute", "3 entries", "pipeline_stage is 2"),
            ("at most 2",)),
    Mistake("nested LLM heads vs model_parallel", "multimodal", (("        num_heads: 32", "        num_heads: 36"),),
            "model_parallel_divisibility", "parallel_config_invalid", ("num_heads 36", "model_parallel 8"),
            ("(1, 4, 2)",)),
    Mistake("nested LLM under text_config", "multimodal",
            (("    llm_model:\n      model_config:\n        type: LlamaConfig\n", "    text_config:\n"
              "        type: LlamaConfig\n"), ("        num_heads: 32", "        num_heads: 12")),
            "model_parallel_divisibility", "parallel_config_invalid", ("num_heads 12",), ("model_parallel",)),
    Mistake("expert_parallel not dividing the experts", "moe", (("expert_parallel: 4", "expert_parallel: 3"),),
            "expert_parallel_divisibility", "parallel_config_invalid", ("8", "expert_parallel 3"), ("e.g. 2",)),
    Mistake("new-style dimensions from config.json vs model_parallel", "new_style",
            (("data_parallel: &dp 2", "data_parallel: &dp 1"), ("model_parallel: 4", "model_parallel: 3"),
             ("pipeline_stage: 1", "pipeline_stage: 1\n  context_parallel: 1")),
            "model_parallel_divisibility", "parallel_config_invalid", ("num_heads 32", "model_parallel 3"),
            ("(1, 1, 3)",), devices=3),
    Mistake("unknown key in a 1.9 strict section", "new_style",
            (("  use_seq_parallel: True", "  use_seq_parallel: True\n  zero_level: 1"),), "unknown_key_strict",
            "config_field_error", ("zero_level", "parallel_config"), ("unexpected key: zero_level",)),
    Mistake("device count differs", "legacy", (), "parallel_product", "rank_count_mismatch", ("= 16", "8 devices"),
            ("--worker_num 16",), devices=8),
    Mistake("batch not divisible by data_parallel when parallel", "predict",
            (("use_parallel: False", "use_parallel: True"),), "batch_vs_data_parallel", "parallel_config_invalid",
            ("batch_size 1", "data_parallel 8"), ("multiple of 8",), devices=8),
    Mistake("pipeline stages in eval", "legacy", (("run_mode: 'finetune'", "run_mode: 'eval'"),), "pp_in_eval",
            "parallel_config_invalid", ("pipeline_stage 2", "eval"), ("pipeline_stage: 1",)),
    Mistake("micro batches fewer than stages", "moe", (("micro_batch_num: 8", "micro_batch_num: 1"),),
            "micro_batches", "parallel_config_invalid", ("micro_batch_num 1", "pipeline_stage 2"), ("≥ 2",)),
    Mistake("context parallel without flash attention", "legacy",
            (("use_flash_attention: True", "use_flash_attention: False"), ("data_parallel: 2", "data_parallel: 1"),
             ("pipeline_stage: 2", "pipeline_stage: 2\n  context_parallel: 2")),
            "cp_needs_flash_attention", "parallel_config_invalid", ("context_parallel 2",), ("use_flash_attention",)),
    Mistake("mapping nested deeper than MindFormers allows", "legacy",
            (("seed: 0", "seed: 0\nextra:\n" + "".join("  " * i + f"l{i}:\n" for i in range(1, 11))
              + "  " * 11 + "x: 1"),),
            "nesting_depth", "config_field_error", ("12 levels", "10"), ("10",)),
]


def _mutate(shape_text: str, edits: tuple[tuple[str, str], ...]) -> str:
    text = shape_text
    for old, new in edits:
        assert old in text, f"edit target missing: {old!r}"
        text = text.replace(old, new, 1)
    return text


def _run(tmp_path: Path, mistake: Mistake, lang: str = "en") -> dict:
    shape = SHAPES[mistake.shape]
    path = write_shape(tmp_path, shape, _mutate(shape.text, mistake.edits))
    devices = mistake.devices or shape.devices
    findings, _ = preflight(str(path), devices=devices, lang=lang)
    return {f.signature: f for f in findings}


@pytest.mark.parametrize("mistake", MISTAKES, ids=[m.name for m in MISTAKES])
def test_each_mistake_is_named(tmp_path, mistake):
    found = _run(tmp_path, mistake)
    finding = found.get(f"preflight.{mistake.check}")
    assert finding is not None, f"{mistake.check} not found; got {[f.title for f in found.values()]}"
    assert finding.category == mistake.category
    for text in mistake.in_title:
        assert text in finding.title, finding.title
    fixes = " | ".join(finding.fixes)
    for text in mistake.in_fix:
        assert text in fixes, fixes
    assert all("<" not in fix or "<=" in fix for fix in finding.fixes), finding.fixes  # no unfilled placeholder
    assert finding.evidence and all(e.line >= 1 for e in finding.evidence)


@pytest.mark.parametrize("mistake", MISTAKES, ids=[m.name for m in MISTAKES])
def test_each_mistake_is_worded_in_chinese(tmp_path, mistake):
    en = _run(tmp_path, mistake)
    zh = _run(tmp_path, mistake, lang="zh")
    assert set(en) == set(zh)
    for signature, finding in zh.items():
        assert CJK.search(finding.title), f"{signature}: {finding.title}"
        assert all(CJK.search(fix) for fix in finding.fixes), f"{signature}: {finding.fixes}"
        assert not re.search(r"<[a-z_]+>", finding.title + " ".join(finding.fixes)), finding.title
        assert finding.facts == en[signature].facts


def test_every_rule_has_both_languages_and_a_known_category():
    def names(text: str) -> set[str]:
        return {n.removesuffix("_zh") for n in re.findall(r"\{(\w+)", text)}

    for check, rule in rules()["checks"].items():
        for part in ("title", "fix"):
            assert rule[part]["en"] and rule[part]["zh"], check
            assert rule[part]["zh"] == "-" or CJK.search(rule[part]["zh"]), check
            assert names(rule[part]["en"]) == names(rule[part]["zh"]), (check, part)
        assert rule["category"] in CATEGORIES, check
        assert rule["severity"] in ("error", "warning"), check


# ---- run semantics ---------------------------------------------------------------------------------

def test_use_parallel_false_is_one_device(tmp_path):
    path = write_shape(tmp_path, SHAPES["predict"])
    findings, notes = preflight(str(path), devices=1)
    assert [f for f in findings if f.severity == "error"] == []
    assert any("one device" in n for n in notes)


def test_stand_alone_expert_parallel_inference_is_not_a_layout_error(tmp_path):
    text = SHAPES["moe"].text.replace("run_mode: 'train'", "run_mode: 'predict'").replace(
        "parallel_mode: 1", "parallel_mode: STAND_ALONE").replace("expert_parallel: 4", "expert_parallel: 3")
    findings, _ = preflight(str(write_shape(tmp_path, SHAPES["moe"], text)), devices=8)
    assert [f.title for f in findings if f.severity == "error"] == []


def test_micro_batch_num_in_dataset_config_counts(tmp_path):
    text = SHAPES["moe"].text.replace("  micro_batch_num: 8\n", "").replace(
        "moe_config:", "dataset_config:\n  batch_size: 1\n  micro_batch_num: 8\nmoe_config:")
    findings, _ = preflight(str(write_shape(tmp_path, SHAPES["moe"], text)), devices=8)
    assert "preflight.micro_batches" not in {f.signature for f in findings}


def test_new_style_uses_mcore_defaults_not_legacy_llama(tmp_path, capsys):
    """A 1.9 Qwen3 config silent on eps/dtype/init std agrees with an HF config using the 1.9 defaults."""
    text = SHAPES["new_style"].text.replace('pretrained_model_dir: "./qwen3_hf"\n', "")
    path = write_shape(tmp_path, SHAPES["new_style"], text)
    hf = {"num_attention_heads": 32, "rms_norm_eps": 1e-6, "initializer_range": 0.02, "torch_dtype": "bfloat16",
          "tie_word_embeddings": False}
    (tmp_path / "hf.json").write_text(json.dumps(hf), encoding="utf-8")
    findings, _ = preflight(str(path), hf_config=str(tmp_path / "hf.json"), devices=8)
    diffs = " | ".join(d for f in findings for d in f.facts.get("differences", []))
    assert "rms_norm_eps" not in diffs and "init_method_std" not in diffs and "compute_dtype" not in diffs
    assert "tie_word_embeddings" not in diffs  # untie_embeddings_and_output_weights: True == not tied
    hf["tie_word_embeddings"] = True
    (tmp_path / "hf.json").write_text(json.dumps(hf), encoding="utf-8")
    findings, _ = preflight(str(path), hf_config=str(tmp_path / "hf.json"), devices=8)
    shape = next(f for f in findings if f.signature == "preflight.hf_shape_fields")
    assert "untie_embeddings_and_output_weights: True (= tie_word_embeddings False) but config.json " \
           "tie_word_embeddings = true" in shape.title


def test_new_style_dimensions_come_from_config_json_with_its_lines(tmp_path):
    mistake = next(m for m in MISTAKES if m.name.startswith("new-style dimensions"))
    finding = _run(tmp_path, mistake)["preflight.model_parallel_divisibility"]
    lines = (tmp_path / "qwen3_hf" / "config.json").read_text(encoding="utf-8").splitlines()
    shown = [lines[e.line - 1] for e in finding.evidence if Path(e.path).name == "config.json"]
    assert any('"num_attention_heads": 32' in line for line in shown), shown


def test_alias_evidence_points_at_the_anchor(tmp_path):
    text = SHAPES["legacy"].text.replace("seed: 0", "seed: 0\nlayout: &dp 3").replace(
        "data_parallel: 2", "data_parallel: *dp")
    findings, _ = preflight(str(write_shape(tmp_path, SHAPES["legacy"], text)), devices=16)
    product = next(f for f in findings if f.signature == "preflight.parallel_product")
    texts = [e.text for e in product.evidence]
    assert "layout: &dp 3" in texts and "data_parallel: *dp" in texts
    numbers = text.splitlines()
    for evidence in product.evidence:
        assert numbers[evidence.line - 1].strip() == evidence.text


# ---- awkward input ----------------------------------------------------------------------------------

def _bomb() -> str:
    lines = ['a0: &a0 ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
    lines += [f"a{i}: &a{i} [" + ",".join([f"*a{i - 1}"] * 9) + "]" for i in range(1, 10)]
    return "\n".join(lines) + "\n"


AWKWARD = {
    "alias_bomb.yaml": _bomb(),
    "huge_dp.yaml": "use_parallel: True\nparallel_config:\n  data_parallel: 1000000000\nmodel:\n  model_config:\n"
                    "    num_layers: 4\n",
    "two_big_primes.yaml": "use_parallel: True\nparallel_config:\n  data_parallel: 65521\n  model_parallel: 65519\n",
    "non_finite.yaml": "model:\n  model_config:\n    rms_norm_eps: .inf\n",
    "nan.yaml": "parallel_config:\n  data_parallel: .nan\n",
    "deep_block.yaml": "a:\n" + "".join("  " * i + "b:\n" for i in range(1, 5000)),
    "deep_flow.yaml": "a: " + "[" * 5000 + "]" * 5000 + "\n",
    "a_list.yaml": "- 1\n- 2\n",
    "empty.yaml": "",
    "python_tag.yaml": "model: !!python/object/apply:os.system ['echo hi']\n",
    "non_string_keys.yaml": "parallel_config:\n  1: 2\n  [a, b]: 3\n  ? {x: 1}\n  : 4\n",
    "merge_keys.yaml": "base: &b\n  data_parallel: 2\nparallel_config:\n  <<: *b\n  model_parallel: 2\n",
}
AWKWARD_BYTES = {
    "latin1.yaml": "model:\n  name: caf\xe9\n".encode("latin-1"),
    "binary.yaml": bytes(range(256)) * 4,
}


def _big_mapping(path: Path) -> None:
    with open(path, "w", encoding="utf-8") as fh:
        fh.write("model:\n  model_config:\n    num_layers: 4\n")
        for i in range(1_300_000):
            fh.write(f"k{i}: '1e-{i % 9}'\n")


@pytest.mark.parametrize("name", sorted(AWKWARD) + sorted(AWKWARD_BYTES) + ["big_mapping.yaml"])
def test_awkward_input_ends_with_a_status_and_no_traceback(tmp_path, capsys, name):
    path = tmp_path / name
    if name in AWKWARD:
        path.write_text(AWKWARD[name], encoding="utf-8")
    elif name in AWKWARD_BYTES:
        path.write_bytes(AWKWARD_BYTES[name])
    else:
        _big_mapping(path)
    code = main(["check", str(path), "--format", "json"])
    captured = capsys.readouterr()
    assert code in (0, 1, 2)
    assert "Traceback" not in captured.err
    if code == 2:
        assert captured.err.count("\n") == 1 and captured.err.startswith("msdiag: "), captured.err
    else:
        json.loads(captured.out)


def test_refusals_say_why(tmp_path, capsys):
    expected = {"alias_bomb.yaml": "alias expansion", "non_finite.yaml": "non-finite", "deep_block.yaml": "nesting",
                "a_list.yaml": "mapping", "latin1.yaml": "not UTF-8", "binary.yaml": "binary"}
    for name, reason in expected.items():
        path = tmp_path / name
        if name in AWKWARD_BYTES:
            path.write_bytes(AWKWARD_BYTES[name])
        else:
            path.write_text(AWKWARD[name], encoding="utf-8")
        assert main(["check", str(path)]) == 2
        assert reason in capsys.readouterr().err, name


def test_huge_parallel_degree_is_reported_not_searched(tmp_path, capsys):
    path = tmp_path / "dp.yaml"
    path.write_text(AWKWARD["huge_dp.yaml"], encoding="utf-8")
    code, report = main(["check", str(path), "--format", "json"]), json.loads(capsys.readouterr().out)
    assert code == 1
    finding = next(f for f in report["findings"] if f["signature"] == "preflight.value_range")
    assert "data_parallel = 1000000000" in finding["title"]


def test_layout_search_is_by_factorisation():
    assert prime_factors(2**10 * 3 * 65521) == {2: 10, 3: 1, 65521: 1}
    assert divisors(48) == [1, 2, 3, 4, 6, 8, 12, 16, 24, 48]
    assert len(divisors(999_999_937)) == 2  # a large prime: two divisors, found without a billion trials


def test_merge_keys_are_applied(tmp_path):
    path = tmp_path / "merge.yaml"
    path.write_text(AWKWARD["merge_keys.yaml"], encoding="utf-8")
    findings, _ = preflight(str(path), devices=8)
    product = next(f for f in findings if f.signature == "preflight.parallel_product")
    assert product.facts["product"] == 4


def test_many_misspelt_keys_give_one_finding(tmp_path):
    keys = "".join(f"  data_paralel: {i}\n  model_paralel{i % 10}: 1\n" for i in range(3000))
    path = tmp_path / "many.yaml"
    path.write_text("parallel_config:\n" + keys, encoding="utf-8")
    findings, _ = preflight(str(path))
    signatures = [f.signature for f in findings]
    assert len(signatures) == len(set(signatures))
    assert len(findings) <= len(rules()["checks"])


# ---- the schema data and the names it keeps --------------------------------------------------------

def test_old_hf_names_are_real_transformers_names():
    """n_head/n_layer (GPT-2 attribute_map), layer_norm_epsilon (GPT-2), rotary_emb_base (GPT-NeoX)."""
    transformers = pytest.importorskip("transformers")
    import inspect

    attribute_map = transformers.GPT2Config.attribute_map
    assert attribute_map["num_attention_heads"] == "n_head" and attribute_map["num_hidden_layers"] == "n_layer"
    assert "layer_norm_epsilon" in inspect.signature(transformers.GPT2Config.__init__).parameters
    assert "rotary_emb_base" in inspect.signature(transformers.GPTNeoXConfig.__init__).parameters
    names = {n for names in rules()["model_fields"].values() for n in names}
    assert {"n_head", "n_layer", "layer_norm_epsilon", "rotary_emb_base"} <= names


@heavy
@pytest.mark.heavy
def test_schema_data_matches_the_installed_mindformers(tmp_path):
    if importlib.util.find_spec("mindformers") is None:  # not imported here: it writes ./output/log
        pytest.skip("mindformers is not installed")
    import subprocess
    import sys

    repo = Path(__file__).resolve().parent.parent
    out = tmp_path / "schema.yaml"
    subprocess.run([sys.executable, str(repo / "scripts" / "gen_mf_config_schema.py"), str(out)], check=True,
                   cwd=tmp_path, capture_output=True, timeout=600)
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    fresh = yaml.load(out.read_text(encoding="utf-8"), Loader=loader)  # noqa: S506 - a safe loader
    kept = yaml.load((repo / "analyzer" / "data" / "mf_config_schema.yaml").read_text(encoding="utf-8"),
                     Loader=loader)  # noqa: S506 - a safe loader
    assert fresh == kept


@heavy
@pytest.mark.heavy
def test_live_check_reports_hf_names_llama_config_ignores(tmp_path, capsys):
    if importlib.util.find_spec("mindformers") is None:  # not imported here: it writes ./output/log
        pytest.skip("mindformers is not installed")
    text = SHAPES["legacy"].text.replace("num_layers: 40", "num_hidden_layers: 48")
    path = write_shape(tmp_path, SHAPES["legacy"], text)
    code = main(["check", str(path), "--devices", "16", "--live", "--format", "json"])
    report = json.loads(capsys.readouterr().out)
    assert code == 1
    live = next(f for f in report["findings"] if f["signature"] == "preflight.field_not_landed")
    assert "num_hidden_layers: 48" in live["title"] and "num_layers = 32" in live["title"]
    assert "`num_layers: 48`" in live["fixes"][0]


def test_tokenizer_size_counts_added_tokens(tmp_path):
    from analyzer.preflight.hf import tokenizer_size

    write_tokenizer(tmp_path, 1000)
    assert tokenizer_size(str(tmp_path / "tokenizer.json")) == 1000


def test_every_rule_in_the_table_is_used_by_the_code():
    source = "".join(p.read_text(encoding="utf-8") for p in
                     (Path(__file__).resolve().parent.parent / "analyzer" / "preflight").glob("*.py"))
    unused = [check for check in rules()["checks"] if f'"{check}"' not in source]
    assert unused == []
