"""The two-run page (`GET/POST /compare`): a reference run and the migrated run, both curves on one
chart with the first divergent step marked, and the `precision_mismatch` finding when there is one.

The inputs go through the same size budget and gzip/zip expansion as the paste-in page, are written
to a private temporary folder (the comparison reads runs and configs as files, as on the command
line) and the analysis runs on the shared analysis pool with its time bound.
"""

from __future__ import annotations

import os
import tempfile
from typing import Any, Optional

from flask import Blueprint, current_app, render_template, request

from webui.analysis import Blob, Busy, InputRejected, blobs_from_request, make_budget
from webui.chart import Chart, build_chart
from webui.present import present
from webui.views.common import gate, request_lang

bp = Blueprint("compare", __name__)

UI: dict[str, dict[str, str]] = {
    "en": {
        "heading": "Compare two runs",
        "intro": "The reference run (e.g. the Hugging Face baseline) and the migrated MindSpore/MindFormers run: "
                 "where the loss leaves the reference, and which setting that differs explains it best.",
        "ref": "Reference run", "mig": "Migrated run",
        "log_hint": "Paste the log (HF Trainer output, trainer_state.json, MindFormers log) or add a file.",
        "ref_config": "Reference configs (config.json, training_args.json)",
        "mig_config": "Migrated config (MindFormers YAML)",
        "submit": "Compare", "working": "Comparing…", "chart": "Loss of both runs",
        "divergence": "first divergent step", "agree": "The runs agree within the noise.",
        "error": "Could not compare these inputs", "missing": "Give both runs: a log or file for each side.",
        "reference": "reference", "migrated": "migrated",
    },
    "zh": {
        "heading": "对比两次训练",
        "intro": "参考训练（如 Hugging Face 基线）与迁移后的 MindSpore/MindFormers 训练：loss 从哪一步开始偏离参考，"
                 "以及哪个不同的设置最能解释这种偏离。",
        "ref": "参考训练", "mig": "迁移后的训练",
        "log_hint": "粘贴日志（HF Trainer 输出、trainer_state.json、MindFormers 日志）或添加文件。",
        "ref_config": "参考侧配置（config.json、training_args.json）",
        "mig_config": "迁移侧配置（MindFormers YAML）",
        "submit": "开始对比", "working": "对比中…", "chart": "两次训练的 loss",
        "divergence": "首个偏离步", "agree": "两次训练在噪声范围内一致。",
        "error": "无法对比这些输入", "missing": "请提供两侧的训练日志：每侧粘贴日志或添加文件。",
        "reference": "参考", "migrated": "迁移后",
    },
}


def text(key: str, lang: str) -> str:
    return UI.get(lang, UI["en"]).get(key) or UI["en"][key]


def _side_inputs(field: str) -> list[tuple[str, bytes]]:
    inputs = []
    pasted = request.form.get(f"{field}_log", "")
    if pasted.strip():
        name = "trainer_state.json" if pasted.lstrip().startswith("{") and "log_history" in pasted else "train.log"
        inputs.append((name, pasted.encode("utf-8")))
    for upload in request.files.getlist(f"{field}_file"):
        data = upload.read()
        if data:
            inputs.append((os.path.basename(upload.filename or "train.log"), data))
    return inputs


def _configs(field: str) -> list[tuple[str, bytes]]:
    return [(os.path.basename(u.filename or "config"), u.read()) for u in request.files.getlist(field)
            if u.filename]


def _write(folder: str, blobs: list[Blob]) -> None:
    os.makedirs(folder, exist_ok=True)
    for i, blob in enumerate(blobs):
        name = os.path.basename(blob.name) or f"input{i}.log"
        if not name.endswith((".log", ".txt", ".json")):
            name += ".log"  # the folder reader takes log-named files
        with open(os.path.join(folder, name), "wb") as fh:
            fh.write(blob.data)


def _write_configs(folder: str, items: list[tuple[str, bytes]]) -> list[str]:
    os.makedirs(folder, exist_ok=True)
    paths = []
    for i, (name, data) in enumerate(items):
        suffix = ".json" if name.endswith(".json") or data.lstrip().startswith(b"{") else ".yaml"
        path = os.path.join(folder, f"config{i}{suffix}")
        with open(path, "wb") as fh:
            fh.write(data)
        paths.append(path)
    return paths


def run_compare(sides: dict[str, list[tuple[str, bytes]]], lang: str) -> dict[str, Any]:
    """Write both sides to a temporary folder and compare them there; names shown are the sides' roles."""
    from analyzer.compare import RunError, compare
    from analyzer.preflight import ConfigError

    budget = make_budget(current_app.config)
    blobs = {side: blobs_from_request(items, budget) for side, items in sides.items() if side in ("ref", "mig")}
    with tempfile.TemporaryDirectory(prefix="msdiag-compare-") as tmp:
        for side, side_blobs in blobs.items():
            _write(os.path.join(tmp, side), side_blobs)
        ref_cfg = _write_configs(os.path.join(tmp, "ref_config"), sides.get("ref_config", []))
        mig_cfg = _write_configs(os.path.join(tmp, "mig_config"), sides.get("mig_config", []))

        def job() -> dict[str, Any]:
            try:
                report = compare(os.path.join(tmp, "ref"), os.path.join(tmp, "mig"), ref_cfg, mig_cfg, lang)
            except (RunError, ConfigError) as exc:
                raise InputRejected(str(exc).replace(tmp + os.sep, ""), 422) from exc
            return report.to_dict()

        report = gate().run(job, float(current_app.config["ANALYSIS_TIMEOUT"]))
    return _strip_paths(report, tmp)


def _strip_paths(value: Any, tmp: str) -> Any:
    """Temporary paths never reach the page: `<tmp>/ref/train.log` is shown as `ref/train.log`."""
    if isinstance(value, str):
        return value.replace(tmp + os.sep, "")
    if isinstance(value, list):
        return [_strip_paths(v, tmp) for v in value]
    if isinstance(value, dict):
        return {k: _strip_paths(v, tmp) for k, v in value.items()}
    return value


def chart_with_marker(report: dict[str, Any], lang: str) -> tuple[Optional[Chart], Optional[float]]:
    """Both loss curves on one chart, and the x position of the divergent step (None when none)."""
    series = [dict(s, path=text(s.get("role", ""), lang), rank=None) for s in report.get("series") or []
              if isinstance(s, dict)]
    chart = build_chart(series, "loss", text("chart", lang), False)
    block = report.get("compare") or {}
    step = block.get("divergent_step") if block.get("aligned_by") == "step" else None
    if chart is None or step is None:
        return chart, None
    steps = [st for s in series for st in s.get("step") or []]
    x0, _, x1, _ = chart.plot
    lo, hi = min(steps), max(steps)
    return chart, round(x0 + (step - lo) / ((hi - lo) or 1) * (x1 - x0), 1)


def _page(lang: str, status: int = 200, **values: Any):
    return render_template("compare.html", lang=lang, t=lambda k: text(k, lang), **values), status


@bp.get("/compare")
def form():
    return _page(request_lang())


@bp.post("/compare")
def compare_form():
    lang = request_lang()
    sides = {"ref": _side_inputs("ref"), "mig": _side_inputs("mig"), "ref_config": _configs("ref_config"),
             "mig_config": _configs("mig_config")}
    if not sides["ref"] or not sides["mig"]:
        return _page(lang, 400, error=text("missing", lang))
    try:
        report = run_compare(sides, lang)
    except InputRejected as exc:
        return _page(lang, exc.status, error=str(exc))
    except Busy as exc:
        return _page(lang, 503, error=str(exc))
    chart, marker_x = chart_with_marker(report, lang)
    shown = present(dict(report, series=[]), {}, lang)  # the chart above replaces the per-run charts
    block = report.get("compare") or {}
    return _page(lang, result=shown, chart=chart, marker_x=marker_x, divergent_step=block.get("divergent_step"),
                 report=report)
