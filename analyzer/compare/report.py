"""`compare(REF, MIGRATED)` -> the usual Report: a `precision_mismatch` finding when the migrated run
leaves the reference, the series of both runs, and the comparison's own block (`report.extra["compare"]`).

Stages: read both runs (runs.py) -> read both configs (configs.py) -> align and detect
(divergence.py) -> rank the config differences by the gap shape (explain.py) -> word the finding
(wording.yaml, English and Chinese).
"""

from __future__ import annotations

import math
import os
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Optional

import yaml

from ..knowledge.template import render
from ..model import ROLE_ERROR, ROLE_WARNING, Evidence, Finding, InputInfo, Report
from ..pipeline.assemble import Draft, assemble
from . import configs
from .divergence import RULE, Aligned, Divergence, Shape, align, detect, shape
from .explain import Ranked, rank
from .runs import Run, StepValues, load_run

CATEGORY = "precision_mismatch"
KB = "precision-mismatch"
MAX_FIXES = 6
WORDING_FILE = os.path.join(os.path.dirname(__file__), "wording.yaml")


@dataclass(frozen=True)
class Sides:
    """What was read for one comparison: both runs and, where found, both configs."""

    ref: Run
    mig: Run
    hf: Optional[configs.HFSide]
    mf: Optional[configs.View]
    notes: tuple[str, ...]


@lru_cache(maxsize=1)
def wording() -> dict[str, Any]:
    with open(WORDING_FILE, encoding="utf-8") as fh:
        return yaml.safe_load(fh)


def say(text_id: str, lang: str, **values: Any) -> str:
    entry = wording()[text_id]
    return render(entry.get(lang) or entry["en"], values)


def word(group: str, key: str, lang: str) -> str:
    entry = wording()[group][key]
    return entry.get(lang) or entry["en"]


def read_sides(ref_path: str, mig_path: str, ref_configs: list[str], mig_configs: list[str]) -> Sides:
    """Runs must read (RunError otherwise); a config given explicitly must read (ConfigError), one
    only found beside a run is used when it reads and noted when it does not."""
    ref, mig = load_run(ref_path), load_run(mig_path)
    notes = list(ref.notes + mig.notes)
    hf = mf = None
    try:
        hf = configs.read_hf(ref_configs, ref_path, ref.path if ref.source_kind == "log" else None)
    except configs.ConfigError as exc:
        if ref_configs:
            raise
        notes.append(f"reference config not used: {exc}")
    mf_path = configs.mf_file(mig_configs, mig_path)
    if mf_path is not None:
        try:
            mf = configs.load_config(mf_path)
        except configs.ConfigError as exc:
            if mig_configs:
                raise
            notes.append(f"migrated config not used: {exc}")
    return Sides(ref.rescaled(configs.logging_steps(hf)), mig, hf, mf, tuple(notes))


def compare(ref_path: str, mig_path: str, ref_configs: Optional[list[str]] = None,
            mig_configs: Optional[list[str]] = None, lang: str = "en") -> Report:
    sides = read_sides(ref_path, mig_path, list(ref_configs or []), list(mig_configs or []))
    report = Draft(inputs=_inputs(sides), notes=list(sides.notes))
    ref_batch, mig_batch = configs.batch_sizes(sides.hf, sides.mf)
    al = align(sides.ref, sides.mig, ref_batch, mig_batch)
    by = {"by": word("by", al.by, "en"), "by_zh": word("by", al.by, "zh"), "by_key": al.by}
    if al.by == "samples":
        report.notes.append(say("note_aligned_by_samples", lang, ref_batch=ref_batch, mig_batch=mig_batch))
    report.extra["series"] = [_series(sides.ref, "reference"), _series(sides.mig, "migrated")]
    if not al.x:
        report.notes.append(say("note_no_overlap", lang, **by))
        return assemble(report, [])
    diffs = configs.differences(sides.hf, sides.mf) if sides.hf is not None and sides.mf is not None else []
    div = detect(al)
    gap_shape = shape(div)
    ranked = rank(diffs, gap_shape) if gap_shape is not None else []
    report.extra["compare"] = _block(al, div, gap_shape, ranked, diffs, sides)
    if gap_shape is None:
        report.notes.append(say("note_agree", lang, n=len(al.x), gap_max=_pct(max(abs(g) for g in div.gaps)),
                                tau=_pct(div.tau), **by))
        if diffs:
            report.notes.append(say("note_differ_unexplained", lang,
                                    settings=", ".join(d.setting for d in diffs)))
        return assemble(report, [])
    return assemble(report, [_finding(al, div, gap_shape, ranked, sides, lang, by, bool(diffs))])


def _inputs(sides: Sides) -> list[InputInfo]:
    out = []
    for run in (sides.ref, sides.mig):
        try:
            with open(run.path, "rb") as fh:
                data = fh.read()
            out.append(InputInfo(run.path, len(data), data.count(b"\n")))
        except OSError:
            out.append(InputInfo(run.path))
    return out


def _series(run: Run, role: str) -> dict[str, Any]:
    item: dict[str, Any] = {"path": run.path, "rank": None, "role": role, "step": [p.step for p in run.steps],
                            "loss": [_finite(p.loss) for p in run.steps],
                            "nonfinite_steps": [p.step for p in run.steps if not math.isfinite(p.loss)]}
    for key, attr in (("lr", "lr"), ("global_norm", "grad_norm"), ("loss_scale", "loss_scale")):
        values = [_finite(getattr(p, attr)) for p in run.steps]
        if any(v is not None for v in values):
            item[key] = values
    return item


def _finite(x: Optional[float]) -> Optional[float]:
    return x if x is not None and math.isfinite(x) else None


def _pct(x: float) -> str:
    return f"{100 * x:.2g}%"


def _num(x: Any) -> str:
    return f"{x:.6g}" if isinstance(x, float) else str(x)


def yaml_value(value: Any) -> str:
    """A value as it should be typed into the YAML: 1.0e-6 (PyYAML reads `1e-6` as a string)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float):
        text = f"{value:.6g}"
        if "e" in text:
            mantissa, exponent = text.split("e")
            return f"{mantissa if '.' in mantissa else mantissa + '.0'}e{int(exponent)}"
        return text
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(yaml_value(v) for v in value) + "]"
    return str(value)


def _fix_value(r: Ranked, sides: Sides) -> str:
    """Betas are one list in MindFormers: the fix quotes the whole pair from the reference."""
    d = r.difference
    if d.fix_key == "optimizer.betas" and sides.hf is not None:
        table = {s["id"]: s for s in configs.table()["settings"]}
        pair = [configs.hf_value(table[k], sides.hf) for k in ("adam_beta1", "adam_beta2")]
        if all(v is not None for v in pair):
            return yaml_value([v.value for v in pair])  # type: ignore[union-attr]
    return yaml_value(d.ref.value)


def _fixes(ranked: list[Ranked], sides: Sides, lang: str, by: dict, step: int, have_diffs: bool) -> list[str]:
    missing_args = [say("fix_no_args", lang)] if sides.hf is not None and not sides.hf.args else []
    if not have_diffs:
        key = "fix_no_difference" if sides.hf is not None and sides.mf is not None else "fix_no_config"
        return missing_args + [say(key, lang, at=render(word("at", by["by_key"], lang), {"step": step}), **by)]
    out = []
    for r in ranked[:MAX_FIXES]:
        d = r.difference
        out.append(say("fix_setting", lang, key=d.fix_key, ref_yaml=_fix_value(r, sides), ref_source=d.ref.source,
                       mig=_num(d.mig.value), mig_source=d.mig.source))
    return out + missing_args


def _evidence(al: Aligned, index: int, ranked: list[Ranked], lang: str) -> list[Evidence]:
    out = []
    for p, role in ((al.ref[max(0, index - 1)], ROLE_WARNING), (al.ref[index], ROLE_ERROR),
                    (al.mig[max(0, index - 1)], ROLE_WARNING), (al.mig[index], ROLE_ERROR)):
        if p.line and not any(e.path == p.path and e.line == p.line for e in out):
            out.append(Evidence(p.path, p.line, p.text or _describe(p), role=role))
    if ranked and ranked[0].score > 0:
        d = ranked[0].difference
        for side, value in (("reference", d.ref), ("migrated", d.mig)):
            if value.line:
                out.append(Evidence(value.path, value.line, value.text or say(
                    "evidence_config", lang, side=word("side", side, lang), source=value.source,
                    value=_num(value.value)), role=ROLE_ERROR))
    return out


def _describe(p: StepValues) -> str:
    return f"step {p.step}: loss {p.loss:.6g}" + (f", lr {p.lr:.6g}" if p.lr is not None else "")


def _finding(al: Aligned, div: Divergence, sh: Shape, ranked: list[Ranked], sides: Sides, lang: str, by: dict,
             have_diffs: bool) -> Finding:
    index = div.start if div.start is not None else 0
    step = al.x[index]
    top = ranked[0] if ranked and ranked[0].score > 0 else None
    cause = "" if top is None else say("cause", lang, setting=top.difference.setting,
                                       mig=_num(top.difference.mig.value), ref=_num(top.difference.ref.value))
    at = render(word("at", al.by, lang), {"step": step})
    values = dict(by, at=at, shape=word("shape", sh.label, lang))
    if sh.signal == "loss":
        title = say("title_loss", lang, gap=_pct(abs(sh.gap_at)), **values)
    elif sh.signal == "lr":
        title = say("title_lr", lang, ref_lr=_num(al.ref[index].lr), mig_lr=_num(al.mig[index].lr), **values)
    elif sh.signal == "grad_norm":
        title = say("title_norm", lang, gap=_pct(abs(div.norm_gaps[index])), loss_gap=_pct(sh.gap_max), **values)
    else:
        title = say("title_scale", lang, **values)
    title += cause
    margin = ranked[0].score - ranked[1].score if len(ranked) > 1 else (ranked[0].score if ranked else 0.0)
    confidence = 0.6 + (0.15 if top is not None else 0.0) + (0.1 if top is not None and margin >= 1 else 0.0)
    return Finding(CATEGORY, None, title, confidence, _evidence(al, index, ranked, lang),
                   _fixes(ranked, sides, lang, by, step, have_diffs), KB,
                   facts=_facts(al, div, sh, ranked, index), severity="error")


def _facts(al: Aligned, div: Divergence, sh: Shape, ranked: list[Ranked], index: int) -> dict[str, Any]:
    def at(i: Optional[int]) -> Optional[int]:
        return None if i is None else al.x[i]

    return {
        "aligned_by": al.by, "aligned_points": len(al.x), "first_divergent_step": al.x[index],
        "loss_divergent_step": at(div.index), "lr_divergent_step": at(div.lr_index),
        "grad_norm_divergent_step": at(div.norm_index), "loss_scale_divergent_step": at(div.scale_index),
        "rule": RULE, "tau": round(div.tau, 6), "sigma": round(div.sigma, 8),
        "gap_shape": sh.label, "first_divergent_series": sh.signal,
        "gap_at_divergence": round(sh.gap_at, 6), "gap_max": round(sh.gap_max, 6),
        "gap_end": round(sh.gap_end, 6), "shape_features": {k: round(v, 3) for k, v in sh.features.items()},
        "differences": [_difference_fact(r, n) for n, r in enumerate(ranked, 1)],
    }


def _difference_fact(r: Ranked, position: int) -> dict[str, Any]:
    d = r.difference
    return {"rank": position, "setting": d.setting, "group": d.group, "kind": d.kind, "score": r.score,
            "reasons": list(r.reasons), "reference": d.ref.value, "reference_source": d.ref.source,
            "migrated": d.mig.value, "migrated_source": d.mig.source, "yaml_key": d.fix_key}


def _block(al: Aligned, div: Divergence, sh: Optional[Shape], ranked: list[Ranked], diffs: list,
           sides: Sides) -> dict[str, Any]:
    """The comparison for the web chart and the text sparklines: aligned losses, the divergent step."""
    index = div.start
    return {
        "reference": sides.ref.path, "migrated": sides.mig.path, "aligned_by": al.by, "x": list(al.x),
        "reference_loss": [_finite(p.loss) for p in al.ref], "migrated_loss": [_finite(p.loss) for p in al.mig],
        "divergent_step": None if index is None else al.x[index], "rule": RULE, "tau": div.tau,
        "gap_shape": None if sh is None else sh.label,
        "differences": [d.setting for d in diffs] if not ranked else [r.difference.setting for r in ranked],
    }
