"""`msdiag compare` on real run pairs: tests/fixtures/compare/ holds a MindSpore CPU training loop run
once with HF-side settings (HF Trainer output) and once per case with MindFormers-side settings, one
setting changed (make_pairs.py). Each change must be detected near its true step and ranked first."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest

from analyzer.cli import main as cli_main
from analyzer.compare import RunError, compare
from analyzer.compare import configs as compare_configs
from analyzer.compare.configs import Difference, Value
from analyzer.compare.divergence import SUSTAIN, align, detect, shape
from analyzer.compare.explain import rank
from analyzer.compare.runs import load_run
from analyzer.preflight import ConfigError

from .conftest import REPO, SKIP_HEAVY

PAIRS = REPO / "tests" / "fixtures" / "compare"
CASES = json.loads((PAIRS / "cases.json").read_text(encoding="utf-8"))
CHANGED = sorted(c for c, v in CASES.items() if v["setting"])
STEP_TOLERANCE = 3


def run_compare(case: str, ref: str = "ref", lang: str = "en"):
    return compare(str(PAIRS / ref), str(PAIRS / case), lang=lang)


def test_printed_hf_dicts_and_trainer_state_give_the_same_series() -> None:
    printed = load_run(str(PAIRS / "ref" / "train.log"))
    state = load_run(str(PAIRS / "ref"))
    assert state.source_kind == "trainer_state" and printed.numbered_by_log_index
    assert [(p.step, p.loss, p.lr) for p in printed.steps] == [(p.step, p.loss, p.lr) for p in state.steps]
    assert len(state.steps) == 300 and state.steps[0].line > 0


def test_real_hf_trainer_output_is_read_from_the_console_and_the_state_file() -> None:
    """hf_trainer/ is a genuine Trainer run (hf_trainer_run.py): dicts between tqdm updates, a summary dict."""
    printed = load_run(str(PAIRS / "hf_trainer" / "train.log"))
    state = load_run(str(PAIRS / "hf_trainer"))
    assert len(printed.steps) == len(state.steps) == 30  # the closing {'train_runtime': ...} is no step
    assert [(p.step, p.loss, p.lr, p.grad_norm) for p in printed.steps] == \
        [(p.step, p.loss, p.lr, p.grad_norm) for p in state.steps]
    assert state.steps[0].lr == 0.0  # the Trainer logs the rate its step used: 0 at the first warmup step
    hf = compare_configs.read_hf([], str(PAIRS / "hf_trainer"), None)
    assert hf is not None and hf.args["adam_beta2"] == 0.95 and hf.config["rms_norm_eps"] == 1e-06
    assert compare(str(PAIRS / "hf_trainer" / "train.log"), str(PAIRS / "hf_trainer")).findings == ()


def test_mindformers_lines_are_read_by_the_shared_scanner() -> None:
    run = load_run(str(PAIRS / "twin"))
    assert run.source_kind == "log" and not run.numbered_by_log_index
    assert run.steps[0].step == 1 and run.steps[0].lr is not None and run.steps[0].grad_norm is not None
    assert "step:[    1/  300]" in run.steps[0].text


def test_steps_counted_per_epoch_become_global_steps(tmp_path: Path) -> None:
    log = tmp_path / "ms.log"
    log.write_text("".join(f"epoch: {e} step: {s}, loss is {4 - 0.01 * (3 * (e - 1) + s):.4f}\n"
                           for e in (1, 2) for s in (1, 2, 3)), encoding="utf-8")
    run = load_run(str(log))
    assert [p.step for p in run.steps] == [1, 2, 3, 4, 5, 6]


def test_identical_runs_give_no_finding() -> None:
    report = run_compare("twin")
    assert report.findings == ()
    assert report.extra["compare"]["divergent_step"] is None
    assert any("agree within the noise" in n.en for n in report.notes)


@pytest.mark.parametrize("case", CHANGED)
def test_changed_setting_is_detected_near_its_true_step(case: str) -> None:
    report = run_compare(case)
    assert len(report.findings) == 1
    finding = report.findings[0]
    assert finding.category == "precision_mismatch"
    detected = finding.facts["first_divergent_step"]
    assert abs(detected - CASES[case]["true_step"]) <= STEP_TOLERANCE, (case, detected)
    assert finding.facts["rule"].startswith("relative loss gap")


@pytest.mark.parametrize("case", CHANGED)
def test_changed_setting_is_ranked_first(case: str) -> None:
    facts = run_compare(case).findings[0].facts
    ranked = [d["setting"] for d in facts["differences"]]
    assert ranked and ranked[0] == CASES[case]["setting"], (case, facts["gap_shape"], facts["differences"])


@pytest.mark.parametrize("case", CHANGED)
def test_measured_shape_ranks_the_true_setting_first_among_all_settings(case: str) -> None:
    """Every setting of settings.yaml as if it differed: the measured gap shape must still put the
    setting that really changed first (the pairs differ in one setting, so the real list is short).
    Settings of the same kind (beta1, beta2 and eps of Adam) produce the same shape and may tie."""
    gap_shape = shape(detect(align(load_run(str(PAIRS / "ref")), load_run(str(PAIRS / case)))))
    assert gap_shape is not None
    every = [Difference(s["id"], s["group"], s["kind"], Value(0, "reference"), Value(1, "migrated"), s["fix"])
             for s in compare_configs.table()["settings"]]
    ranked = rank(every, gap_shape)
    top = [r.difference for r in ranked if r.score == ranked[0].score]
    true_kind = next(d.kind for d in every if d.setting == CASES[case]["setting"])
    assert CASES[case]["setting"] in [d.setting for d in top], [(r.difference.setting, r.score) for r in ranked]
    assert {d.kind for d in top} == {true_kind}


@pytest.mark.parametrize("case", CHANGED)
def test_fix_quotes_both_values_and_the_yaml_key(case: str) -> None:
    finding = run_compare(case).findings[0]
    top = finding.facts["differences"][0]
    fix = finding.fixes[0]
    assert fix.startswith(f"Set {top['yaml_key']}: ")
    assert top["reference_source"] in fix and "<" not in fix
    evidence_paths = {Path(e.path).parent.name for e in finding.evidence}
    assert {"ref", case} <= evidence_paths  # lines from both runs


def test_eps_fix_names_the_value_to_type_into_the_yaml() -> None:
    finding = run_compare("rms_norm_eps").findings[0]
    assert finding.fixes[0].startswith("Set model.model_config.rms_norm_eps: 1.0e-6 in the MindFormers YAML to "
                                       "match config.json rms_norm_eps")
    # measured: the 4-digit loss stays within 0.1 %, the unrounded grad norm is 1.1 % off at step 1 and closes
    assert finding.facts["first_divergent_series"] == "grad_norm" and finding.facts["loss_divergent_step"] is None
    assert finding.facts["gap_shape"] == "closing"


def test_betas_fix_gives_the_whole_pair() -> None:
    assert run_compare("beta2").findings[0].fixes[0].startswith("Set optimizer.betas: [0.9, 0.95] ")


def test_warmup_shows_as_a_learning_rate_mismatch() -> None:
    facts = run_compare("warmup").findings[0].facts
    assert facts["gap_shape"] == "lr_mismatch" and facts["lr_divergent_step"] == 1


def test_pad_id_shows_as_a_sudden_jump_at_the_padded_batches() -> None:
    facts = run_compare("pad_token_id").findings[0].facts
    assert facts["gap_shape"] == "jump" and facts["loss_divergent_step"] >= 200


def test_chinese_titles_and_fixes() -> None:
    finding = run_compare("beta2", lang="zh").findings[0]
    assert "偏离参考训练" in finding.title and "最可能的原因" in finding.title
    assert finding.fixes[0].startswith("在 MindFormers YAML 中设置 optimizer.betas: [0.9, 0.95]")


def test_training_arguments_printed_in_the_log_are_read() -> None:
    """ref_log_only has no JSON beside it: the real `TrainingArguments(...)` dump in the log is the source."""
    args, where = compare_configs.args_from_log(str(PAIRS / "ref_log_only" / "train.log"))
    assert args["adam_beta2"] == 0.95 and args["warmup_steps"] == 20 and args["seed"] == 42
    assert where["adam_beta2"][1] == "adam_beta2=0.95,"  # one field a line in the real dump
    facts = compare(str(PAIRS / "ref_log_only"), str(PAIRS / "beta2"),
                    ref_configs=[str(PAIRS / "ref" / "config.json")]).findings[0].facts
    assert facts["differences"][0]["setting"] == "adam_beta2"


def test_launch_command_line_is_read(tmp_path: Path) -> None:
    log = tmp_path / "train.log"
    log.write_text("torchrun run_clm.py --model_name_or_path ./tiny --adam_beta2 0.98 --warmup_steps=100 "
                   "--seed 3 --bf16\n{'loss': 4.1, 'grad_norm': 1.0, 'learning_rate': 1e-05, 'epoch': 0.01}\n",
                   encoding="utf-8")
    args, _ = compare_configs.args_from_log(str(log))
    assert args == {"adam_beta2": 0.98, "warmup_steps": 100, "seed": 3}


def test_without_configs_the_finding_asks_for_them(tmp_path: Path) -> None:
    shutil.copy(PAIRS / "ref" / "train.log", tmp_path / "ref.log")
    shutil.copy(PAIRS / "beta2" / "train.log", tmp_path / "mig.log")
    report = compare(str(tmp_path / "ref.log"), str(tmp_path / "mig.log"))
    finding = report.findings[0]
    assert finding.facts["differences"] == [] and "--ref-config" in finding.fixes[0]


def test_a_drift_from_step_200_is_found_within_a_few_steps(tmp_path: Path) -> None:
    """The twin's real log with a multiplicative drift from step 200 on (0.3% per step, compounding)."""
    lines = (PAIRS / "twin" / "train.log").read_text(encoding="utf-8").splitlines()
    out = []
    for text in lines:
        step = int(text.split("step:[")[1].split("/")[0])
        loss = float(text.split("loss: ")[1].split(",")[0])
        drifted = loss * (1 + 0.003 * max(0, step - 199))
        out.append(text.replace(f"loss: {loss:.6f}", f"loss: {drifted:.6f}"))
    (tmp_path / "drift.log").write_text("\n".join(out) + "\n", encoding="utf-8")
    facts = compare(str(PAIRS / "ref"), str(tmp_path / "drift.log")).findings[0].facts
    assert 200 <= facts["first_divergent_step"] <= 200 + SUSTAIN
    assert facts["gap_shape"] == "drift"


def _no_constant(name: str) -> None:
    raise AssertionError(f"{name} in the JSON report")


def test_a_nan_in_the_migrated_run_is_a_divergence_and_the_json_stays_valid(tmp_path: Path, capsys) -> None:
    lines = (PAIRS / "twin" / "train.log").read_text(encoding="utf-8").splitlines()
    out = [re.sub(r"loss: [0-9.]+", "loss: nan", t) if i >= 149 else t for i, t in enumerate(lines)]
    (tmp_path / "nan.log").write_text("\n".join(out) + "\n", encoding="utf-8")
    assert cli_main(["compare", str(PAIRS / "ref"), str(tmp_path / "nan.log"), "--format", "json"]) == 1
    report = json.loads(capsys.readouterr().out, parse_constant=_no_constant)  # strict JSON: no NaN tokens
    assert report["findings"][0]["facts"]["loss_divergent_step"] == 150


def test_without_training_arguments_the_fix_asks_for_them(tmp_path: Path) -> None:
    shutil.copy(PAIRS / "ref" / "trainer_state.json", tmp_path)
    shutil.copy(PAIRS / "ref" / "config.json", tmp_path)
    finding = compare(str(tmp_path), str(PAIRS / "warmup")).findings[0]
    assert finding.facts["lr_divergent_step"] == 1 and finding.facts["differences"] == []
    assert "TrainingArguments were not found" in finding.fixes[0]


def test_alignment_by_samples_when_batch_sizes_differ() -> None:
    ref, mig = load_run(str(PAIRS / "ref")), load_run(str(PAIRS / "twin"))
    al = align(ref, mig, ref_batch=8, mig_batch=16)
    assert al.by == "samples" and al.x[0] == 16 and al.ref[0].step == 2 and al.mig[0].step == 1
    assert detect(align(ref, mig)).index is None


def test_cli_exit_codes_and_formats(tmp_path: Path, capsys) -> None:
    assert cli_main(["compare", str(PAIRS / "ref"), str(PAIRS / "twin"), "--format", "json"]) == 0
    assert json.loads(capsys.readouterr().out)["findings"] == []
    out = tmp_path / "r.sarif"
    assert cli_main(["compare", str(PAIRS / "ref"), str(PAIRS / "seed"), "--format", "sarif", "-o", str(out)]) == 1
    assert "precision_mismatch" in out.read_text(encoding="utf-8")
    assert cli_main(["compare", str(PAIRS / "ref"), str(PAIRS / "seed"), "--format", "text", "--lang", "en"]) == 1
    text = capsys.readouterr().out
    assert "loss reference" in text and "loss migrated" in text and "precision_mismatch" in text
    assert "↑ 1" in text  # the caret under the first divergent step


def test_cli_unreadable_inputs_exit_2(tmp_path: Path, capsys) -> None:
    assert cli_main(["compare", str(tmp_path / "missing.log"), str(PAIRS / "twin")]) == 2
    assert "msdiag:" in capsys.readouterr().err
    empty = tmp_path / "empty.log"
    empty.write_text("no steps here\n", encoding="utf-8")
    assert cli_main(["compare", str(empty), str(PAIRS / "twin")]) == 2
    bad_yaml = tmp_path / "bad.yaml"
    bad_yaml.write_text("model: [unclosed\n", encoding="utf-8")
    assert cli_main(["compare", str(PAIRS / "ref"), str(PAIRS / "twin"), "--config", str(bad_yaml)]) == 2
    with pytest.raises(RunError):
        compare(str(empty), str(PAIRS / "twin"))
    with pytest.raises(ConfigError):
        compare(str(PAIRS / "ref"), str(PAIRS / "twin"), mig_configs=[str(bad_yaml)])


@pytest.mark.heavy
@pytest.mark.skipif(SKIP_HEAVY, reason="MSDIAG_SKIP_HEAVY")
def test_training_arguments_defaults_match_the_pinned_transformers() -> None:
    from transformers import TrainingArguments

    args = TrainingArguments(output_dir="out", report_to=[])
    for name, value in compare_configs.table()["hf_args_defaults"].items():
        assert getattr(args, name) == value or str(getattr(args, name)).endswith(str(value)), name


@pytest.mark.heavy
@pytest.mark.skipif(SKIP_HEAVY, reason="MSDIAG_SKIP_HEAVY")
def test_mindformers_defaults_match_the_pinned_mindformers(tmp_path: Path, monkeypatch) -> None:
    import inspect

    monkeypatch.chdir(tmp_path)  # importing mindformers writes ./output/log
    from mindformers.core.lr.lr_schedule import CosineWithWarmUpLR
    from mindformers.wrapper.wrapper import MFTrainOneStepCell

    params = inspect.signature(MFTrainOneStepCell.__init__).parameters
    defaults = compare_configs.table()["mf_defaults"]
    assert params["use_clip_grad"].default == defaults["use_clip_grad"]
    assert params["max_grad_norm"].default == defaults["max_grad_norm"]
    warmup_init = inspect.signature(CosineWithWarmUpLR.__init__).parameters["warmup_lr_init"].default
    assert warmup_init == defaults["warmup_lr_init"]


def _texts(node, path=""):
    if isinstance(node, dict) and "en" in node:
        yield path, node
    elif isinstance(node, dict):
        for key, value in node.items():
            yield from _texts(value, f"{path}.{key}" if path else key)


def test_every_wording_has_english_and_chinese() -> None:
    from analyzer.compare.report import wording

    entries = list(_texts(wording()))
    assert len(entries) > 20
    for path, entry in entries:
        assert entry.get("en") and entry.get("zh"), path
        words = re.sub(r"\{[a-z_|]+\}", "", entry["zh"])
        assert re.search(r"[\u4e00-\u9fff]", words) or not re.search(r"[A-Za-z]{3,}", words), path


def test_settings_table_is_consistent_with_the_code() -> None:
    """Every kind a setting names has weights, every computed source exists, every weighted feature is
    one divergence.shape() measures."""
    data = compare_configs.table()
    features = set(shape(detect(align(load_run(str(PAIRS / "ref")), load_run(str(PAIRS / "beta2"))))).features)
    for s in data["settings"]:
        assert s["kind"] in data["kinds"], s["id"]
        for side, table in (("hf", compare_configs.HF_COMPUTED), ("mf", compare_configs.MF_COMPUTED)):
            if "computed" in s[side]:
                assert s[side]["computed"] in table, s["id"]
    for kind, weights in data["kinds"].items():
        assert set(weights) <= features, (kind, set(weights) - features)


def _pair(tmp_path: Path, yaml_text: str, hf: dict) -> tuple:
    (tmp_path / "config.json").write_text(json.dumps(hf, indent=2), encoding="utf-8")
    (tmp_path / "mf.yaml").write_text(yaml_text, encoding="utf-8")
    side = compare_configs.read_hf([str(tmp_path / "config.json")], str(tmp_path), None)
    view = compare_configs.load_config(str(tmp_path / "mf.yaml"))
    return {d.setting: d for d in compare_configs.differences(side, view)}, view


def test_unset_fields_take_the_default_of_the_model_class_and_version(tmp_path: Path) -> None:
    """Legacy LlamaConfig fills rms_norm_eps 1e-5; a 1.9 new-style Qwen3 config fills 1e-6 (its class
    default), so the same silent YAML differs from an HF 1e-6 only in the legacy style."""
    hf = {"model_type": "qwen3", "hidden_size": 32, "rms_norm_eps": 1e-6}
    legacy, view = _pair(tmp_path, "model:\n  model_config:\n    type: LlamaConfig\n    hidden_size: 32\n", hf)
    assert view.defaults["rms_norm_eps"] == (1e-5, "LlamaConfig")
    eps = legacy["rms_norm_eps"]
    assert eps.mig.value == 1e-5 and "LlamaConfig default" in eps.mig.source and eps.mig.line == 0
    new, view = _pair(tmp_path, "use_legacy: False\nmodel:\n  model_config:\n    model_type: qwen3\n"
                      "    hidden_size: 32\n", hf)
    assert view.style == "mcore" and view.defaults["rms_norm_eps"][0] == 1e-6
    assert "rms_norm_eps" not in new


def test_new_style_fields_read_from_pretrained_model_dir_point_at_its_config_json(tmp_path: Path) -> None:
    folder = tmp_path / "weights"
    folder.mkdir()
    (folder / "config.json").write_text(json.dumps({"model_type": "qwen3", "rope_theta": 1000000.0}, indent=2),
                                        encoding="utf-8")
    found, _ = _pair(tmp_path, "use_legacy: False\npretrained_model_dir: ./weights\nmodel:\n  model_config:\n"
                     "    model_type: qwen3\n", {"model_type": "qwen3", "rope_theta": 10000.0})
    theta = found["rope_theta"].mig
    assert theta.value == 1000000.0 and theta.path == str(folder / "config.json")
    assert theta.line and '"rope_theta": 1000000.0' in theta.text
