"""Pre-flight check of a MindFormers YAML (and the HF config.json it was ported from).

A parallel layout that cannot work is found by MindFormers only after minutes of start-up on every
rank; a misspelt key or a value that silently differs from the Hugging Face original is never
reported at all. Both are visible in the files, so they are checked before anything runs:

- ``yamlload``: bounded reading (alias budget, binary/non-UTF-8/non-finite input refused, key lines);
- ``view``: what the run means (use_parallel, run_mode, parallel_mode, legacy or 1.9 new style,
  pretrained_model_dir/config.json, the nested LLM of multimodal configs) and the effective values;
- ``schema`` + ``checks_schema``: keys, sections, types and ranges from the generated MindFormers schema;
- ``checks_rules``: MindFormers' own start-up checks and migration traps; ``hf``: against config.json;
- ``wording``: one finding per check, worded (en/zh) from analyzer/data/preflight_rules.yaml.

Findings are ordinary `Finding` records with pseudo signature ids ``preflight.<check>``, so every
reporter, the exit status and ranking treat them like findings from a log.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any, Optional

from ..model import Finding
from . import checks_rules, checks_schema, hf
from .layout import Dims, Layout, alternatives
from .view import View, build_view, load_hf_config
from .wording import Item, build, rules
from .yamlload import ConfigError, load_document

if TYPE_CHECKING:
    from ..pipeline.assemble import Draft
    from ..pipeline.engine import Options

__all__ = ["ConfigError", "Dims", "Layout", "View", "alternatives", "dims_of", "layout_of", "load_config",
           "preflight", "preflight_stage"]

DYNAMIC_SEVERITY = ("hf_name_not_read", "misspelt_key")
LAYOUT_CHECKS = ("parallel_product", "model_parallel_divisibility", "layers_vs_stages")
layout_of = checks_rules.layout_of
dims_of = checks_rules.dims_of


def load_config(path: str) -> View:
    """The config as MindFormers will see it; ConfigError (one line) when it cannot be read."""
    return build_view(load_document(path))


def _layout_facts(view: View, devices: Optional[int]) -> tuple[str, dict[str, Any]]:
    layout, dims = layout_of(view), dims_of(view)
    count = devices or layout.product
    choices = alternatives(count, dims, layout, rules()["max_devices"])
    need_mb = max((pp for _, _, pp in choices), default=1)
    more_mb = need_mb > layout.micro_batch_num
    facts = {"layout_devices": count, "layouts": [list(c) for c in choices],
             "layouts_text": ", ".join(f"({dp}, {mp}, {pp})" for dp, mp, pp in choices),
             "cp_text": f", context_parallel {layout.cp}" if layout.cp > 1 else "",
             "micro_text": (f" (with pipeline stages, set micro_batch_num ≥ the stage count, e.g. {need_mb})"
                            if more_mb else ""),
             "micro_text_zh": f"（使用流水线时，micro_batch_num 需 ≥ 级数，例如 {need_mb}）" if more_mb else ""}
    return ("layouts" if choices else "no_layout"), facts


def _findings(view: View, devices: Optional[int], hf_path: str, hf_data: dict[str, Any],
              lang: str) -> list[Finding]:
    groups: dict[str, list[Item]] = {}
    for part in (checks_schema.depth_check(view), checks_schema.key_checks(view), checks_schema.value_checks(view)):
        groups.update({k: v for k, v in part.items() if v})
    typed = {item.facts["key"] for item in groups.get("wrong_type", [])}
    groups.update({k: v for k, v in checks_schema.numeric_string_checks(view, typed).items() if v})
    groups.update(checks_schema.optimizer_checks(view))
    groups.update(checks_rules.model_checks(view))
    groups.update(checks_rules.parallel_checks(view, devices))
    if hf_path:
        groups.update(hf.hf_checks(view, hf_path, hf_data))
    groups.update(hf.tokenizer_checks(view, hf_path or view.hf_path, dims_of(view).vocab))
    out = []
    for check, items in groups.items():
        extra: tuple[str, ...] = ()
        extra_facts: dict[str, Any] = {}
        if check in LAYOUT_CHECKS:
            line, extra_facts = _layout_facts(view, devices)
            extra = (line,)
        finding = build(view.doc, check, items, lang, extra, extra_facts, fallback_key=view.model_path)
        if check in DYNAMIC_SEVERITY:  # error when one item is fatal, else a warning
            severe = any(item.facts.get("severe") for item in items)
            finding = replace(finding, severity="error" if severe else "warning")
        out.append(finding)
    return out


def preflight(config_path: str, hf_config: Optional[str] = None, devices: Optional[int] = None,
              lang: str = "en") -> tuple[list[Finding], list[str]]:
    """(findings, notes) for a MindFormers YAML; raises ConfigError when a file cannot be read."""
    view = load_config(config_path)
    notes = list(view.notes)
    if not isinstance(view.at("model").value, dict) and not isinstance(view.at("parallel_config").value, dict):
        notes.append(f"{config_path}: no model.model_config or parallel_config section found; nothing to check")
    if not view.is_parallel:
        notes.append(f"{config_path}: use_parallel is False (or parallel_mode stand-alone): one device per process, "
                     "parallel_config is not checked")
    elif devices is None:
        notes.append(f"{config_path}: device count unknown (pass --devices N) — dp×mp×cp×pp = "
                     f"{layout_of(view).product} was not compared with it")
    hf_path, hf_data = "", {}
    if hf_config:
        hf_path, hf_data = load_hf_config(hf_config)
    elif view.hf_path and view.style == "legacy":
        hf_path, hf_data = view.hf_path, view.hf
    return _findings(view, devices, hf_path, hf_data, lang), notes


def preflight_stage(options: Options, report: Draft) -> list[Finding]:
    """The engine's hook for `--config` beside a log (with `--hf-config`, `--devices`): findings to
    add; problems become report notes."""
    assert options.config is not None
    try:
        findings, notes = preflight(options.config, options.hf_config, options.devices, options.lang)
    except ConfigError as exc:
        report.notes.append(f"config pre-flight skipped: {exc}")
        return []
    report.notes.extend(notes)
    return findings
