"""Pre-flight check of a MindFormers YAML (and the HF config.json it was ported from).

A parallel layout that cannot work is found by MindFormers only after minutes of start-up on every
rank, and a config value that silently differs from the Hugging Face original (``rms_norm_eps``
1e-5 vs 1e-6, ``theta`` vs ``rope_theta``) is never reported at all: training just goes worse.
Both are plain arithmetic on two files, so they are checked here before anything runs.

Rules (MindFormers ``check_rules.py`` and model constructors, DOMAIN.md §2.8 and §3):
data_parallel × model_parallel × context_parallel × pipeline_stage = device count; attention heads,
KV heads and the FFN size divisible by model_parallel; num_layers ≥ pipeline_stage;
micro_batch_num ≥ pipeline_stage; seq_length ≤ max position embeddings. Legacy names
(``num_layers``, ``num_heads``, ``data_parallel``) and new ones (``num_hidden_layers``,
``num_attention_heads``, ``tensor_model_parallel_size``) are both read.

Findings are ordinary `Finding` records with pseudo signature ids ``preflight.<check>``, so every
reporter, the exit status and ranking treat them like findings from a log.
"""

from __future__ import annotations

import json
import math
import os
from dataclasses import dataclass, field
from typing import Any, Optional

import yaml

from .model import ROLE_ERROR, Evidence, Finding
from .template import render

KB_PARALLEL = "parallel-config"
KB_RANKS = "rank-count-mismatch"
KB_HF_MAP = "hf-mindformers-config-map"
MAX_ALTERNATIVES = 6

# MindFormers name (legacy first) and its aliases, as in MindFormers' alias table.
MODEL_ALIASES: dict[str, tuple[str, ...]] = {
    "num_layers": ("num_layers", "num_hidden_layers", "n_layer"),
    "num_heads": ("num_heads", "num_attention_heads", "n_head"),
    "n_kv_heads": ("n_kv_heads", "num_key_value_heads", "num_query_groups"),
    "hidden_size": ("hidden_size",),
    "intermediate_size": ("intermediate_size", "ffn_hidden_size"),
    "vocab_size": ("vocab_size", "padded_vocab_size"),
    "seq_length": ("seq_length",),
    "max_position_embedding": ("max_position_embedding", "max_position_embeddings"),
    "batch_size": ("batch_size",),
    "theta": ("theta", "rope_theta", "rotary_base"),
    "rms_norm_eps": ("rms_norm_eps", "layernorm_epsilon", "layer_norm_epsilon"),
    "head_dim": ("head_dim", "kv_channels"),
    "qkv_has_bias": ("qkv_has_bias", "attention_bias", "add_qkv_bias"),
    "init_method_std": ("init_method_std", "initializer_range"),
    "tie_word_embeddings": ("tie_word_embeddings", "untie_embeddings_and_output_weights"),
    "pad_token_id": ("pad_token_id",),
    "ignore_token_id": ("ignore_token_id",),
    "bos_token_id": ("bos_token_id",),
    "eos_token_id": ("eos_token_id",),
    "compute_dtype": ("compute_dtype",),
    "param_init_type": ("param_init_type", "params_dtype"),
}
PARALLEL_ALIASES: dict[str, tuple[str, ...]] = {
    "data_parallel": ("data_parallel", "data_parallel_size"),
    "model_parallel": ("model_parallel", "tensor_model_parallel_size"),
    "pipeline_stage": ("pipeline_stage", "pipeline_model_parallel_size"),
    "context_parallel": ("context_parallel", "context_parallel_size"),
    "micro_batch_num": ("micro_batch_num",),
}
# MindFormers legacy LlamaConfig defaults (DOMAIN.md §3.2): what applies when the YAML is silent.
MF_DEFAULTS: dict[str, Any] = {
    "rms_norm_eps": 1e-5, "theta": 10000.0, "pad_token_id": 0, "ignore_token_id": -100, "bos_token_id": 1,
    "eos_token_id": 2, "tie_word_embeddings": False, "qkv_has_bias": False, "init_method_std": 0.01,
    "compute_dtype": "float16", "param_init_type": "float16",
}
# HF config.json field -> MindFormers field; `structural` ones change weight shapes.
HF_FIELD_MAP: tuple[tuple[str, str, bool], ...] = (
    ("num_hidden_layers", "num_layers", True),
    ("num_attention_heads", "num_heads", True),
    ("num_key_value_heads", "n_kv_heads", True),
    ("hidden_size", "hidden_size", True),
    ("intermediate_size", "intermediate_size", True),
    ("vocab_size", "vocab_size", True),
    ("head_dim", "head_dim", True),
    ("max_position_embeddings", "max_position_embedding", False),
    ("rope_theta", "theta", False),
    ("rms_norm_eps", "rms_norm_eps", False),
    ("attention_bias", "qkv_has_bias", True),
    ("initializer_range", "init_method_std", False),
    ("tie_word_embeddings", "tie_word_embeddings", True),
    ("bos_token_id", "bos_token_id", False),
    ("eos_token_id", "eos_token_id", False),
)


class ConfigError(ValueError):
    """A config file cannot be read or is not a MindFormers YAML; the message is one line."""


@dataclass
class Located:
    """A YAML value with where it sits, so a finding can point at the line to edit."""

    value: Any
    key: str = ""
    line: int = 0
    text: str = ""


@dataclass
class Config:
    path: str
    lines: list[str]
    data: dict[str, Any]
    marks: dict[str, int]  # dotted key path -> 1-based line
    model: dict[str, Located] = field(default_factory=dict)
    parallel: dict[str, Located] = field(default_factory=dict)

    def at(self, dotted: str) -> Located:
        node: Any = self.data
        for part in dotted.split("."):
            if not isinstance(node, dict) or part not in node:
                return Located(None, dotted)
            node = node[part]
        line = self.marks.get(dotted, 0)
        return Located(node, dotted, line, self.lines[line - 1].strip() if 0 < line <= len(self.lines) else "")

    def evidence(self, *located: Located) -> list[Evidence]:
        out = [Evidence(self.path, loc.line, loc.text, role=ROLE_ERROR) for loc in located if loc.line]
        if not out:  # nothing set in the YAML: point at the section the missing value belongs in
            section = self.at("model.model_config") if self.at("model.model_config").line else self.at("model")
            line = section.line or 1
            out = [Evidence(self.path, line, self.lines[line - 1].strip() if self.lines else "", role=ROLE_ERROR)]
        return out


def _marks(node: Any, prefix: str = "", out: Optional[dict[str, int]] = None) -> dict[str, int]:
    out = {} if out is None else out
    if isinstance(node, yaml.MappingNode):
        for key_node, value_node in node.value:
            key = f"{prefix}.{key_node.value}" if prefix else str(key_node.value)
            out[key] = key_node.start_mark.line + 1
            _marks(value_node, key, out)
    return out


def load_config(path: str) -> Config:
    try:
        with open(path, encoding="utf-8") as fh:
            text = fh.read()
    except OSError as exc:
        raise ConfigError(f"cannot read config {path}: {exc.strerror or exc}") from None
    try:
        data = yaml.safe_load(text)
        marks = _marks(yaml.compose(text))
    except yaml.YAMLError as exc:
        raise ConfigError(f"{path} is not valid YAML: {str(exc).splitlines()[0]}") from None
    if not isinstance(data, dict):
        raise ConfigError(f"{path} does not hold a YAML mapping")
    cfg = Config(path, text.splitlines(), data, marks)
    model_section = "model.model_config" if isinstance(cfg.at("model.model_config").value, dict) else "model"
    cfg.model = _pick(cfg, model_section, MODEL_ALIASES)
    if "batch_size" not in cfg.model:
        runner = cfg.at("runner_config.batch_size")
        if runner.value is not None:
            cfg.model["batch_size"] = runner
    cfg.parallel = _pick(cfg, "parallel_config", PARALLEL_ALIASES)
    return cfg


def _pick(cfg: Config, section: str, aliases: dict[str, tuple[str, ...]]) -> dict[str, Located]:
    out = {}
    for name, names in aliases.items():
        for alias in names:
            loc = cfg.at(f"{section}.{alias}")
            if loc.value is not None:
                out[name] = loc
                break
    return out


def _int(loc: Optional[Located]) -> Optional[int]:
    if loc is None or isinstance(loc.value, bool):
        return None
    try:
        return int(loc.value)
    except (TypeError, ValueError):
        return None


@dataclass
class Layout:
    dp: int
    mp: int
    pp: int
    cp: int = 1
    micro_batch_num: int = 1

    @property
    def product(self) -> int:
        return self.dp * self.mp * self.cp * self.pp


@dataclass
class Dims:
    layers: Optional[int]
    heads: Optional[int]
    kv_heads: Optional[int]
    hidden: Optional[int]
    ffn: Optional[int]
    vocab: Optional[int]


def layout_of(cfg: Config) -> Layout:
    p = cfg.parallel
    return Layout(_int(p.get("data_parallel")) or 1, _int(p.get("model_parallel")) or 1,
                  _int(p.get("pipeline_stage")) or 1, _int(p.get("context_parallel")) or 1,
                  _int(p.get("micro_batch_num")) or 1)


def dims_of(cfg: Config) -> Dims:
    m = cfg.model
    return Dims(_int(m.get("num_layers")), _int(m.get("num_heads")), _int(m.get("n_kv_heads")),
                _int(m.get("hidden_size")), _int(m.get("intermediate_size")), _int(m.get("vocab_size")))


def _divisors(n: int) -> list[int]:
    return [d for d in range(1, n + 1) if n % d == 0]


def fits(dims: Dims, mp: int, pp: int) -> bool:
    """The hard constraints a (model_parallel, pipeline_stage) pair must meet for this model."""
    for size in (dims.heads, dims.kv_heads, dims.ffn):
        if size and size % mp:
            return False
    return not (dims.layers and dims.layers < pp)


def alternatives(devices: int, dims: Dims, current: Layout) -> list[tuple[int, int, int]]:
    """(dp, mp, pp) choices that fill `devices` (keeping context_parallel) and fit the model.

    Ordered for a training job: model_parallel within one 8-device node first, then closest to the
    model_parallel and pipeline_stage the user picked (those were usually chosen to fit memory, which
    this check cannot see), then fewer pipeline stages.
    """
    if devices < 1 or devices % current.cp:
        return []
    rest = devices // current.cp
    out = [(rest // (mp * pp), mp, pp) for mp in _divisors(rest) for pp in _divisors(rest // mp)
           if fits(dims, mp, pp)]

    def distance(t: tuple[int, int, int]) -> float:
        return abs(math.log2(t[1] / max(current.mp, 1))) + abs(math.log2(t[2] / max(current.pp, 1)))

    out.sort(key=lambda t: (t[1] > 8, distance(t), t[2], -t[1]))
    return out[:MAX_ALTERNATIVES]


def _alternatives_fix(devices: Optional[int], dims: Dims, layout: Layout) -> tuple[list[str], dict[str, Any]]:
    """The fix line listing working layouts, and the same as facts (public in the JSON report)."""
    count = devices or layout.product
    choices = alternatives(count, dims, layout)
    facts: dict[str, Any] = {"layout_devices": count, "layouts": [list(c) for c in choices],
                             "layouts_text": ", ".join(f"({dp}, {mp}, {pp})" for dp, mp, pp in choices)}
    if not choices:
        return [f"No (data_parallel, model_parallel, pipeline_stage) fits {count} devices for this model: "
                "change the device count."], facts
    cp = f", context_parallel {layout.cp}" if layout.cp > 1 else ""
    listed = facts["layouts_text"]
    need_mb = max(pp for _, _, pp in choices)
    mb = (f" (with pipeline stages, set micro_batch_num ≥ the stage count, e.g. {need_mb})"
          if need_mb > layout.micro_batch_num else "")
    return [f"Layouts that fit {count} devices for this model{cp}, as (data_parallel, model_parallel, "
            f"pipeline_stage), nearest to yours first: {listed}{mb}; memory per device is not checked."], facts


def _finding(cfg: Config, check: str, category: str, title: str, fixes: list[str], kb: str,
             located: list[Located], facts: dict[str, Any], severity: str = "error",
             confidence: float = 0.9) -> Finding:
    all_facts = {"role": ROLE_ERROR, "config": cfg.path, **facts}
    return Finding(category=category, signature=f"preflight.{check}", title=title, confidence=confidence,
                   evidence=cfg.evidence(*located), fixes=fixes, kb=kb, facts=all_facts, severity=severity)


def check_parallel(cfg: Config, devices: Optional[int]) -> list[Finding]:
    layout, dims, p, m = layout_of(cfg), dims_of(cfg), cfg.parallel, cfg.model
    found: list[Finding] = []
    alt_lines, alt_facts = _alternatives_fix(devices, dims, layout)

    def alt_fix() -> list[str]:
        return alt_lines

    sizes = f"{layout.dp}×{layout.mp}×{layout.cp}×{layout.pp}"
    if devices and layout.product != devices:
        found.append(_finding(
            cfg, "parallel_product", "rank_count_mismatch",
            f"data_parallel×model_parallel×context_parallel×pipeline_stage = {sizes} = {layout.product}, "
            f"but {devices} devices are used",
            [f"Make the product equal {devices}, or launch {layout.product} processes (msrun --worker_num "
             f"{layout.product} / RANK_SIZE={layout.product})."] + alt_fix(),
            KB_RANKS, [p[k] for k in ("data_parallel", "model_parallel", "context_parallel", "pipeline_stage")
                       if k in p],
            {"product": layout.product, "devices": devices, "data_parallel": layout.dp,
             "model_parallel": layout.mp, "pipeline_stage": layout.pp, "context_parallel": layout.cp}))
    bad = [(name, size) for name, size in (("num_heads", dims.heads), ("n_kv_heads", dims.kv_heads),
                                           ("intermediate_size", dims.ffn)) if size and size % layout.mp]
    if bad and layout.mp > 1:
        listed = ", ".join(f"{n} {s}" for n, s in bad)
        found.append(_finding(
            cfg, "model_parallel_divisibility", "parallel_config_invalid",
            f"{listed} not divisible by model_parallel {layout.mp}",
            [f"Choose a model_parallel that divides {listed} (each is split evenly across model-parallel "
             "devices)."] + alt_fix(),
            KB_PARALLEL, [m[n] for n, _ in bad if n in m] + [p["model_parallel"]],
            {"model_parallel": layout.mp, "not_divisible": listed, **{n: s for n, s in bad}}))
    if dims.vocab and layout.mp > 1 and dims.vocab % layout.mp:
        found.append(_finding(
            cfg, "vocab_divisibility", "parallel_config_invalid",
            f"vocab_size {dims.vocab} not divisible by model_parallel {layout.mp}",
            [f"Pad vocab_size to a multiple of {layout.mp} (e.g. {math.ceil(dims.vocab / layout.mp) * layout.mp}) "
             "or set parallel_config.vocab_emb_dp: True so the embedding is not split by model_parallel."],
            KB_PARALLEL, [m["vocab_size"], p["model_parallel"]],
            {"vocab_size": dims.vocab, "model_parallel": layout.mp,
             "padded_vocab": math.ceil(dims.vocab / layout.mp) * layout.mp},
            severity="warning", confidence=0.6))
    if dims.hidden and dims.heads and dims.hidden % dims.heads and "head_dim" not in m:
        found.append(_finding(
            cfg, "hidden_per_head", "config_field_error",
            f"hidden_size {dims.hidden} is not a multiple of num_heads {dims.heads}",
            [f"Use a hidden_size divisible by {dims.heads}, or set head_dim explicitly if the model has one."],
            KB_HF_MAP, [m["hidden_size"], m["num_heads"]], {"hidden_size": dims.hidden, "num_heads": dims.heads}))
    if dims.layers and dims.layers < layout.pp:
        found.append(_finding(
            cfg, "layers_vs_stages", "parallel_config_invalid",
            f"num_layers {dims.layers} < pipeline_stage {layout.pp}",
            [f"Use at most {dims.layers} pipeline stages."] + alt_fix(), KB_PARALLEL,
            [m["num_layers"], p["pipeline_stage"]], {"num_layers": dims.layers, "pipeline_stage": layout.pp}))
    if layout.pp > 1 and layout.micro_batch_num < layout.pp:
        found.append(_finding(
            cfg, "micro_batches", "parallel_config_invalid",
            f"micro_batch_num {layout.micro_batch_num} < pipeline_stage {layout.pp}",
            [f"Set parallel_config.micro_batch_num ≥ {layout.pp} (commonly 2-4× the stage count, e.g. "
             f"{layout.pp * 2}) so every stage gets work."], KB_PARALLEL,
            [p[k] for k in ("micro_batch_num", "pipeline_stage") if k in p],
            {"micro_batch_num": layout.micro_batch_num, "pipeline_stage": layout.pp}))
    for finding in found:
        if any(line in finding.fixes for line in alt_lines):
            finding.facts.update(alt_facts)
    found.extend(_check_batch_and_length(cfg, layout))
    return found


def _check_batch_and_length(cfg: Config, layout: Layout) -> list[Finding]:
    found = []
    m = cfg.model
    batch = _int(m.get("batch_size"))
    run_mode = str(cfg.at("run_mode").value or "")
    if batch and layout.dp > 1 and batch % layout.dp and run_mode in ("predict", "eval", "evaluate"):
        found.append(_finding(
            cfg, "batch_vs_data_parallel", "parallel_config_invalid",
            f"batch_size {batch} is not divisible by data_parallel {layout.dp} ({run_mode})",
            [f"Use a batch_size that is a multiple of {layout.dp}."], KB_PARALLEL,
            [m["batch_size"], cfg.parallel["data_parallel"]], {"batch_size": batch, "data_parallel": layout.dp}))
    seq, max_pos = _int(m.get("seq_length")), _int(m.get("max_position_embedding"))
    if seq and max_pos and seq > max_pos:
        found.append(_finding(
            cfg, "seq_length", "config_field_error",
            f"seq_length {seq} exceeds max_position_embedding(s) {max_pos}",
            [f"Lower seq_length to ≤ {max_pos}, or extend the position range deliberately (rope scaling) "
             "and raise max_position_embedding(s) with it."], KB_HF_MAP,
            [m["seq_length"], m["max_position_embedding"]], {"seq_length": seq, "max_position_embeddings": max_pos},
            severity="warning", confidence=0.7))
    return found


def check_values(cfg: Config) -> list[Finding]:
    """Values PyYAML reads as strings (``1e-8`` without a dot) and optimizer settings out of range."""
    found = []
    for key, _line in sorted(cfg.marks.items(), key=lambda kv: kv[1]):
        loc = cfg.at(key)
        if isinstance(loc.value, str) and _looks_numeric(loc.value):
            found.append(_finding(
                cfg, "numeric_string", "config_field_error",
                f"{key} = '{loc.value}' is read as a string, not a number",
                [f"Write {key.rsplit('.', 1)[-1]}: {_as_yaml_float(loc.value)} — PyYAML only reads exponent "
                 "numbers with a dot (1.0e-8), so 1e-8 stays a string."], KB_HF_MAP, [loc],
                {"key": key, "value": loc.value, "suggested": _as_yaml_float(loc.value)},
                severity="warning", confidence=0.75))
    opt = cfg.at("optimizer").value
    if isinstance(opt, dict):
        found.extend(_check_optimizer(cfg, opt))
    return found


def _looks_numeric(text: str) -> bool:
    try:
        float(text)
    except ValueError:
        return False
    return any(c in text.lower() for c in "e.") and text.strip().lower() not in ("nan", "inf", "-inf")


def _as_yaml_float(text: str) -> str:
    mantissa, _, exponent = text.lower().partition("e")
    if exponent and "." not in mantissa:
        mantissa += ".0"
    return f"{mantissa}e{exponent}" if exponent else text


def _check_optimizer(cfg: Config, opt: dict[str, Any]) -> list[Finding]:
    betas = opt.get("betas")
    pairs = []
    if isinstance(betas, (list, tuple)):
        pairs = [(f"optimizer.betas[{i}]", b) for i, b in enumerate(betas)]
    pairs += [(f"optimizer.{k}", opt[k]) for k in ("beta1", "beta2") if k in opt]
    bad = [f"{k} = {v}" for k, v in pairs if isinstance(v, (int, float)) and not 0 <= v < 1]
    eps = opt.get("eps")
    if isinstance(eps, (int, float)) and not isinstance(eps, bool) and not 0 < eps < 1e-2:
        bad.append(f"optimizer.eps = {eps}")
    if not bad:
        return []
    return [_finding(cfg, "optimizer_values", "config_field_error", f"optimizer values out of range: {', '.join(bad)}",
                     ["Adam-style betas lie in [0, 1) (typically 0.9 and 0.95-0.999) and eps is a small positive "
                      "number (1.0e-8 for float32 optimizer states)."], KB_HF_MAP,
                     [cfg.at("optimizer.betas"), cfg.at("optimizer.eps"), cfg.at("optimizer.beta1"),
                      cfg.at("optimizer.beta2")], {"values": bad, "values_text": ", ".join(bad)},
                     severity="warning", confidence=0.7)]


# ---- against a Hugging Face config.json -------------------------------------------------------------

def load_hf_config(path: str) -> tuple[str, dict[str, Any]]:
    if os.path.isdir(path):
        path = os.path.join(path, "config.json")
    try:
        with open(path, encoding="utf-8") as fh:
            data = json.load(fh)
    except OSError as exc:
        raise ConfigError(f"cannot read HF config {path}: {exc.strerror or exc}") from None
    except json.JSONDecodeError as exc:
        raise ConfigError(f"HF config {path} is not JSON: {exc}") from None
    if not isinstance(data, dict):
        raise ConfigError(f"HF config {path} does not hold a JSON object")
    if isinstance(data.get("text_config"), dict):  # multimodal configs nest the language model
        data = {**data, **data["text_config"]}
    return path, data


def _same(a: Any, b: Any) -> bool:
    if isinstance(b, list) and not isinstance(a, list):
        return a in b
    if isinstance(a, bool) or isinstance(b, bool):
        return bool(a) == bool(b)
    if isinstance(a, (int, float)) and isinstance(b, (int, float)):
        return math.isclose(float(a), float(b), rel_tol=1e-9, abs_tol=0.0)
    return str(a) == str(b)


def check_against_hf(cfg: Config, hf_path: str, hf: dict[str, Any]) -> list[Finding]:
    structural, other, located = [], [], []
    for hf_key, mf_key, is_structural in HF_FIELD_MAP:
        if hf_key not in hf or hf[hf_key] is None:
            continue
        loc = cfg.model.get(mf_key)
        if loc is not None:
            mf_value, source = loc.value, f"{loc.key.rsplit('.', 1)[-1]}: {loc.value}"
        elif mf_key == "n_kv_heads" and "num_heads" in cfg.model:  # unset: one KV head per query head
            mf_value = cfg.model["num_heads"].value
            source = f"n_kv_heads unset (= num_heads {mf_value})"
        elif mf_key in MF_DEFAULTS:
            mf_value, source = MF_DEFAULTS[mf_key], f"{mf_key} unset (MindFormers default {MF_DEFAULTS[mf_key]})"
        else:
            continue
        if _same(mf_value, hf[hf_key]):
            continue
        text = f"{source} but config.json {hf_key} = {json.dumps(hf[hf_key])}"
        (structural if is_structural else other).append(text)
        if loc is not None:
            located.append(loc)
    traps = _default_traps(cfg, hf)
    found = []
    if structural:
        found.append(_finding(
            cfg, "hf_shape_fields", "config_field_error",
            f"{len(structural)} model dimension(s) differ from the HF config.json: {structural[0]}",
            [f"Match the HF checkpoint ({hf_path}): " + "; ".join(structural) + ". Shapes that differ fail "
             "to load or load into the wrong slots."], KB_HF_MAP, located,
            {"hf_config": hf_path, "differences": structural, "n_differences": len(structural),
             "differences_text": "; ".join(structural)}))
    if other or traps:
        items = other + traps
        found.append(_finding(
            cfg, "hf_value_fields", "config_field_error",
            f"{len(items)} value(s) differ from the HF config.json: {items[0]}",
            ["Set these in model.model_config to the HF values: " + "; ".join(items) + "."], KB_HF_MAP,
            [loc for k in ("rms_norm_eps", "theta", "pad_token_id", "compute_dtype", "param_init_type")
             if (loc := cfg.model.get(k)) is not None],
            {"hf_config": hf_path, "differences": items, "n_differences": len(items),
             "differences_text": "; ".join(items)}, severity="warning", confidence=0.7))
    return found


def _default_traps(cfg: Config, hf: dict[str, Any]) -> list[str]:
    """Differences that are not one field renamed: padding ids and dtypes."""
    out = []
    m = cfg.model
    pad = m["pad_token_id"].value if "pad_token_id" in m else MF_DEFAULTS["pad_token_id"]
    if "pad_token_id" in hf and not _same(pad, hf["pad_token_id"]):
        unset = "" if "pad_token_id" in m else " (MindFormers default)"
        out.append(f"pad_token_id {pad}{unset} but config.json pad_token_id = {json.dumps(hf['pad_token_id'])}"
                   " (labels to skip use ignore_token_id, default -100)")
    hf_dtype = str(hf.get("torch_dtype") or hf.get("dtype") or "")
    if hf_dtype:
        for key in ("compute_dtype", "param_init_type"):
            value = str(m[key].value) if key in m else MF_DEFAULTS[key]
            if hf_dtype == "bfloat16" and value == "float16":
                unset = "" if key in m else " (MindFormers default)"
                out.append(f"{key} {value}{unset} but the HF weights are bfloat16 (float16 overflows where "
                           "bfloat16 does not)")
    return out


# ---- Chinese wording ---------------------------------------------------------------------------------

# check -> (title, fixes): templates over the finding's facts (analyzer.template syntax). A finding
# that proposes layouts gets the LAYOUTS_ZH line as well.
ZH: dict[str, tuple[str, list[str]]] = {
    "parallel_product": (
        "data_parallel×model_parallel×context_parallel×pipeline_stage = {data_parallel}×{model_parallel}×"
        "{context_parallel}×{pipeline_stage} = {product}，但使用了 {devices} 张卡",
        ["让乘积等于 {devices}，或只启动 {product} 个进程（msrun --worker_num {product} / RANK_SIZE={product}）。"]),
    "model_parallel_divisibility": (
        "{not_divisible} 不能被 model_parallel {model_parallel} 整除",
        ["选择能整除 {not_divisible} 的 model_parallel（这些维度要在模型并行的卡之间均分）。"]),
    "vocab_divisibility": (
        "vocab_size {vocab_size} 不能被 model_parallel {model_parallel} 整除",
        ["把 vocab_size 补齐到 {model_parallel} 的倍数（例如 {padded_vocab}），或设置 "
         "parallel_config.vocab_emb_dp: True，使词嵌入不按 model_parallel 切分。"]),
    "hidden_per_head": (
        "hidden_size {hidden_size} 不是 num_heads {num_heads} 的倍数",
        ["使用能被 {num_heads} 整除的 hidden_size；如果模型有独立的 head_dim，请显式设置。"]),
    "layers_vs_stages": (
        "num_layers {num_layers} 小于 pipeline_stage {pipeline_stage}",
        ["流水线级数最多为 {num_layers}。"]),
    "micro_batches": (
        "micro_batch_num {micro_batch_num} 小于 pipeline_stage {pipeline_stage}",
        ["把 parallel_config.micro_batch_num 设为 ≥ {pipeline_stage}（通常为级数的 2-4 倍），让每一级都有工作。"]),
    "batch_vs_data_parallel": (
        "batch_size {batch_size} 不能被 data_parallel {data_parallel} 整除（{run_mode}）",
        ["使用 {data_parallel} 的倍数作为 batch_size。"]),
    "seq_length": (
        "seq_length {seq_length} 超过 max_position_embedding(s) {max_position_embeddings}",
        ["把 seq_length 降到 ≤ {max_position_embeddings}，或有意扩展位置范围（rope scaling）并同步调大 "
         "max_position_embedding(s)。"]),
    "numeric_string": (
        "{key} = '{value}' 被读成字符串而不是数字",
        ["写成 {suggested}：PyYAML 只把带小数点的指数写法（1.0e-8）读成数字，1e-8 会变成字符串。"]),
    "optimizer_values": (
        "优化器参数超出范围：{values_text}",
        ["Adam 类优化器的 betas 应在 [0, 1) 内（常用 0.9 和 0.95-0.999），eps 为很小的正数"
         "（float32 优化器状态常用 1.0e-8）。"]),
    "hf_shape_fields": (
        "{n_differences} 个模型维度与 HF config.json 不一致",
        ["与 HF 权重（{hf_config}）保持一致：{differences_text}。形状不同的权重会加载失败或加载到错误位置。"]),
    "hf_value_fields": (
        "{n_differences} 个取值与 HF config.json 不一致",
        ["在 model.model_config 中设为 HF 的取值：{differences_text}。"]),
}
LAYOUTS_ZH = ("适合 {layout_devices} 张卡、适配该模型的布局 (data_parallel, model_parallel, pipeline_stage)，"
              "与当前配置最接近的在前：{layouts_text}；未检查每卡内存。")


def localize(finding: Finding, lang: str) -> Finding:
    """Chinese title and fixes for a pre-flight finding (English stays as built)."""
    check = (finding.signature or "").removeprefix("preflight.") if lang == "zh" else ""
    if check not in ZH:
        return finding
    title, fixes = ZH[check]
    finding.title = render(title, finding.facts)
    finding.fixes = [render(t, finding.facts) for t in fixes]
    if finding.facts.get("layouts"):
        finding.fixes.append(render(LAYOUTS_ZH, finding.facts))
    return finding


# ---- entry points ----------------------------------------------------------------------------------

def _hf_from_yaml(cfg: Config) -> Optional[str]:
    """New-style configs may name the HF model folder (`pretrained_model_dir`); use its config.json."""
    for key in ("pretrained_model_dir", "model.pretrained_model_dir", "model.model_config.pretrained_model_dir"):
        value = cfg.at(key).value
        if isinstance(value, str) and value:
            for base in (os.path.dirname(os.path.abspath(cfg.path)), os.getcwd()):
                candidate = os.path.join(base, value, "config.json")
                if os.path.isfile(candidate):
                    return candidate
    return None


def preflight(config_path: str, hf_config: Optional[str] = None, devices: Optional[int] = None,
              lang: str = "en") -> tuple[list[Finding], list[str]]:
    """(findings, notes) for a MindFormers YAML; raises ConfigError when a file cannot be read."""
    cfg = load_config(config_path)
    notes: list[str] = []
    if not cfg.model and not cfg.parallel:
        notes.append(f"{config_path}: no model.model_config or parallel_config section found; nothing to check")
    if devices is None:
        notes.append(f"{config_path}: device count unknown (pass --devices N) — dp×mp×cp×pp = "
                     f"{layout_of(cfg).product} was not compared with it")
    findings = check_parallel(cfg, devices) + check_values(cfg)
    hf_path = hf_config or _hf_from_yaml(cfg)
    if hf_path:
        path, hf = load_hf_config(hf_path)
        findings.extend(check_against_hf(cfg, path, hf))
    return [localize(f, lang) for f in findings], notes


def preflight_stage(options: Any, report: Any) -> list[Finding]:
    """The engine's hook for `--config` beside a log: findings to add; problems become report notes.

    Reads ``options.config`` and, from ``options.extra``, ``hf_config`` and ``devices``.
    """
    extra = getattr(options, "extra", {}) or {}
    devices = extra.get("devices")
    try:
        findings, notes = preflight(options.config, extra.get("hf_config"), int(devices) if devices else None,
                                    getattr(options, "lang", "en"))
    except ConfigError as exc:
        report.notes.append(f"config pre-flight skipped: {exc}")
        return []
    report.notes.extend(notes)
    return findings
