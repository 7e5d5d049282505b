"""Config pre-flight: `msdiag check` and `--config` beside a log, on MindFormers-shaped YAML files."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from analyzer.cli import main
from analyzer.preflight import alternatives, dims_of, layout_of, load_config, preflight

from .conftest import FIXTURES

LLAMA_13B = """\
seed: 0
run_mode: 'train'
runner_config:
  epochs: 2
  batch_size: 1
optimizer:
  type: AdamW
  betas: [0.9, 0.95]
  eps: 1.e-8
parallel_config:
  data_parallel: {dp}
  model_parallel: {mp}
  pipeline_stage: {pp}
  micro_batch_num: {mb}
model:
  model_config:
    type: LlamaConfig
    seq_length: 4096
    hidden_size: 5120
    num_layers: 40
    num_heads: 40
    vocab_size: 32000
    intermediate_size: 13824
{extra}  arch:
    type: LlamaForCausalLM
"""


def write_yaml(tmp_path: Path, dp: int = 2, mp: int = 4, pp: int = 2, mb: int = 4, extra: str = "",
               name: str = "llama.yaml") -> Path:
    path = tmp_path / name
    path.write_text(LLAMA_13B.format(dp=dp, mp=mp, pp=pp, mb=mb, extra=extra), encoding="utf-8")
    return path


def check_json(capsys, *args: str) -> tuple[int, dict]:
    code = main(["check", "--format", "json", *args])
    return code, json.loads(capsys.readouterr().out)


def by_signature(report: dict) -> dict[str, dict]:
    return {f["signature"]: f for f in report["findings"]}


def test_heads_not_divisible_by_model_parallel_lists_layouts_that_work(tmp_path, capsys):
    config = write_yaml(tmp_path, dp=2, mp=3, pp=2, mb=4)
    code, report = check_json(capsys, str(config), "--devices", "16")
    assert code == 1
    found = by_signature(report)
    invalid = found["preflight.model_parallel_divisibility"]
    assert invalid["category"] == "parallel_config_invalid"
    assert "num_heads 40" in invalid["title"] and "model_parallel 3" in invalid["title"]
    assert any(e["text"] == "num_heads: 40" for e in invalid["evidence"])
    layouts_fix = next(f for f in invalid["fixes"] if "Layouts that fit 16 devices" in f)
    layouts = [tuple(map(int, t)) for t in re.findall(r"\((\d+), (\d+), (\d+)\)", layouts_fix)]
    assert layouts, layouts_fix
    for dp, mp, pp in layouts:  # every proposal must really work for this model and device count
        assert dp * mp * pp == 16
        assert 40 % mp == 0 and 13824 % mp == 0 and pp <= 40
    # 12 processes planned for 16 devices is also a rank-count problem
    assert found["preflight.parallel_product"]["category"] == "rank_count_mismatch"


def test_product_differs_from_devices_is_rank_count_mismatch(tmp_path, capsys):
    config = write_yaml(tmp_path, dp=2, mp=4, pp=2, mb=4)
    code, report = check_json(capsys, str(config), "--devices", "8")
    assert code == 1
    finding = by_signature(report)["preflight.parallel_product"]
    assert finding["category"] == "rank_count_mismatch"
    assert "= 16" in finding["title"] and "8 devices" in finding["title"]
    assert finding["kb"] == "rank-count-mismatch"
    assert {e["line"] for e in finding["evidence"]} == {11, 12, 13}


def test_a_config_that_fits_is_clean(tmp_path, capsys):
    config = write_yaml(tmp_path, dp=2, mp=4, pp=2, mb=4)
    code, report = check_json(capsys, str(config), "--devices", "16")
    assert code == 0, report["findings"]
    assert report["findings"] == []


def test_pipeline_stages_against_layers_and_micro_batches(tmp_path):
    config = write_yaml(tmp_path, dp=1, mp=1, pp=64, mb=2)
    findings, _ = preflight(str(config), devices=64)
    signatures = {f.signature for f in findings}
    assert {"preflight.layers_vs_stages", "preflight.micro_batches"} <= signatures
    layers = next(f for f in findings if f.signature == "preflight.layers_vs_stages")
    assert "num_layers 40 < pipeline_stage 64" in layers.title


def test_new_style_names_are_read(tmp_path):
    text = """\
parallel_config:
  data_parallel_size: 2
  tensor_model_parallel_size: 3
  pipeline_model_parallel_size: 1
model:
  model_config:
    num_hidden_layers: 28
    num_attention_heads: 28
    num_key_value_heads: 4
    hidden_size: 3584
    intermediate_size: 18944
    vocab_size: 152064
"""
    path = tmp_path / "qwen.yaml"
    path.write_text(text, encoding="utf-8")
    cfg = load_config(str(path))
    assert (layout_of(cfg).dp, layout_of(cfg).mp) == (2, 3)
    findings, _ = preflight(str(path), devices=6)
    invalid = next(f for f in findings if f.signature == "preflight.model_parallel_divisibility")
    assert "num_heads 28" in invalid.title and "n_kv_heads 4" in invalid.title
    assert "intermediate_size 18944" in invalid.title
    assert alternatives(8, dims_of(cfg), layout_of(cfg))  # 8 devices: mp in {1, 2, 4} divides 28 and 4


def test_hf_config_differences_and_default_traps(tmp_path, capsys):
    config = write_yaml(tmp_path, dp=2, mp=4, pp=2, mb=4)
    hf = {"num_hidden_layers": 40, "num_attention_heads": 40, "num_key_value_heads": 8, "hidden_size": 5120,
          "intermediate_size": 13824, "vocab_size": 32000, "rms_norm_eps": 1e-6, "rope_theta": 500000.0,
          "torch_dtype": "bfloat16", "pad_token_id": None, "tie_word_embeddings": False}
    hf_path = tmp_path / "config.json"
    hf_path.write_text(json.dumps(hf), encoding="utf-8")
    code, report = check_json(capsys, str(config), "--devices", "16", "--hf-config", str(hf_path))
    assert code == 1
    found = by_signature(report)
    shape = found["preflight.hf_shape_fields"]
    assert shape["category"] == "config_field_error"
    assert any("num_key_value_heads = 8" in d for d in shape["facts"]["differences"])
    values = " | ".join(found["preflight.hf_value_fields"]["facts"]["differences"])
    assert "rms_norm_eps" in values and "1e-05" in values and "1e-06" in values  # MindFormers default vs HF
    assert "rope_theta = 500000.0" in values
    assert "compute_dtype unset (LlamaConfig default float16)" in values and "bfloat16" in values
    assert "pad_token_id unset (LlamaConfig default 0)" in values


def test_exponent_without_dot_is_read_as_a_string(tmp_path):
    config = write_yaml(tmp_path).read_text(encoding="utf-8").replace("eps: 1.e-8", "eps: 1e-8")
    path = tmp_path / "eps.yaml"
    path.write_text(config, encoding="utf-8")
    findings, _ = preflight(str(path), devices=16)
    numeric = [f for f in findings if f.signature == "preflight.numeric_string"]
    assert numeric and numeric[0].facts["key"] == "optimizer.eps"
    assert numeric[0].evidence[0].text == "eps: 1e-8"


def test_unreadable_config_exits_2(tmp_path, capsys):
    assert main(["check", str(tmp_path / "absent.yaml")]) == 2
    bad = tmp_path / "bad.yaml"
    bad.write_text("a: [1, 2\n", encoding="utf-8")
    assert main(["check", str(bad)]) == 2
    assert "not valid YAML" in capsys.readouterr().err


@pytest.mark.parametrize("fmt", ["text", "json"])
def test_config_beside_a_log_adds_preflight_findings(tmp_path, capsys, fmt):
    config = write_yaml(tmp_path, dp=2, mp=3, pp=2, mb=4)
    code = main(["--no-probes", "--format", fmt, str(FIXTURES / "tf_register_aimv2_builtin.log"),
                 "--config", str(config), "--devices", "12"])
    out = capsys.readouterr().out
    assert code == 1
    if fmt == "json":
        categories = {f["category"] for f in json.loads(out)["findings"]}
        assert {"registry_collision", "parallel_config_invalid"} <= categories
        assert "rank_count_mismatch" not in categories  # 2×3×2 = 12 devices: the product fits
    else:
        assert "num_heads 40 not divisible by model_parallel 3" in out


def test_chinese_wording_keeps_the_values_and_layouts(tmp_path, capsys):
    config = write_yaml(tmp_path, dp=2, mp=3, pp=2, mb=1, extra="    max_position_embedding: 2048\n")
    config.write_text(config.read_text(encoding="utf-8").replace("eps: 1.e-8", "eps: 1e-8"), encoding="utf-8")
    hf = tmp_path / "config.json"
    hf.write_text(json.dumps({"num_hidden_layers": 32, "rms_norm_eps": 1e-6}), encoding="utf-8")
    _, english = check_json(capsys, str(config), "--devices", "16", "--hf-config", str(hf))
    _, chinese = check_json(capsys, str(config), "--devices", "16", "--hf-config", str(hf), "--lang", "zh")
    en, zh = by_signature(english), by_signature(chinese)
    assert set(en) == set(zh) and len(en) >= 6
    for sig, finding in zh.items():
        assert re.search(r"[\u4e00-\u9fff]", finding["title"]), f"{sig}: title not translated"
        assert all(re.search(r"[\u4e00-\u9fff]", fix) for fix in finding["fixes"]), sig
        assert finding["facts"] == en[sig]["facts"]
    layouts = en["preflight.model_parallel_divisibility"]["facts"]["layouts"]
    assert [2, 4, 2] in layouts
    assert "(2, 4, 2)" in zh["preflight.model_parallel_divisibility"]["fixes"][-1]
