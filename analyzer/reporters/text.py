"""The default terminal report: ranked causes, confidence, evidence with file:line, fix steps, KB id."""

from __future__ import annotations

import io
from typing import Optional

from rich.console import Console
from rich.padding import Padding
from rich.text import Text

from ..analysis.story import FAILED, HEALTHY, NOT_A_LOG, verdict
from ..model import Finding, Report
from ._common import RenderContext

NAME = "text"

SPARK = "▁▂▃▄▅▆▇█"


def sparkline(values: list[float], width: int = 40, bounds: Optional[tuple[float, float]] = None) -> str:
    """`bounds` puts several series on one scale (the two runs of `msdiag compare`)."""
    vals = [v for v in values if v is not None and v == v and abs(v) != float("inf")]
    if len(vals) < 2:
        return ""
    step = max(1, len(vals) // width)
    vals = vals[::step][:width]
    lo, hi = bounds or (min(vals), max(vals))
    span = (hi - lo) or 1.0
    return "".join(SPARK[min(7, int((v - lo) / span * 7.999))] for v in vals)


def _shared_bounds(series: list[dict]) -> Optional[tuple[float, float]]:
    vals = [v for s in series for v in s.get("loss", []) if v is not None and v == v and abs(v) != float("inf")]
    return (min(vals), max(vals)) if vals else None


def _compare_sparklines(console: Console, series: list[dict], block: dict) -> None:
    """`msdiag compare`: both runs on one scale, labels padded so the curves line up, a caret under the
    first divergent step."""
    bounds = _shared_bounds(series)
    width = max(len(s.get("role", "")) for s in series)
    for s in series:
        spark = sparkline(s.get("loss", []), bounds=bounds)
        if spark:
            ends = [v for v in s["loss"] if v is not None]
            console.print(Text(f"loss {s.get('role', ''):<{width}} {spark}  {ends[0]:.4g} → {ends[-1]:.4g} "
                               f"(steps {s['step'][0]}–{s['step'][-1]}) {s['path']}", style="dim"))
    step, steps = block.get("divergent_step"), series[0].get("step") or []
    if step is not None and block.get("aligned_by") == "step" and step in steps:
        stride = max(1, len([v for v in series[0]["loss"] if v is not None]) // 40)
        column = min(39, steps.index(step) // stride)
        console.print(Text(" " * (len("loss ") + width + 1 + column) + f"↑ {step}", style="bold red"))


def _indented(console: Console, text: Text, left: int) -> None:
    """Wrapped lines keep their indentation, so evidence and fix steps stay readable in a terminal."""
    console.print(Padding(text, (0, 0, 0, left), expand=False))


def _finding(console: Console, i: int, f: Finding, lab: dict, lang: str) -> None:
    colour = "red" if f.severity == "error" else "yellow"
    head = Text()
    head.append(f"{i}. ", style="bold")
    head.append(f.title, style=f"bold {colour}")
    console.print(head)
    meta = f"   [{f.category}] {lab['conf']} {f.final_confidence:.2f}"
    if f.signature:
        meta += f" · {f.signature}"
    if f.count > 1:
        ranks = ", ".join(map(str, f.ranks[:12])) + (" …" if len(f.ranks) > 12 else "")
        meta += " · " + (lab["seen"].format(n=f.count, ranks=ranks) if f.ranks else lab["seen_n"].format(n=f.count))
    console.print(Text(meta, style="dim"))
    if f.source is not None:
        console.print(Text(f"   {lab['source']}: {f.source.path}:{f.source.line}"
                           + (f" in {f.source.function}" if f.source.function else ""), style="cyan"))
    culprit = f.culprit
    if culprit is not None and culprit.rank is not None:
        why = culprit.reason
        console.print(Text(f"   {lab['culprit']}: rank {culprit.rank}" + (f" ({why})" if why else ""),
                           style="bold magenta"))
    if culprit is not None and culprit.worker:
        console.print(Text(f"   {lab['worker']}: {culprit.worker}", style="bold magenta"))
    why = (f.facts.get("why_category") or {}).get("zh" if lang == "zh" else "en")
    if why:
        _indented(console, Text(f"{lab['why']}: {why}", style="dim"), 3)
    console.print(Text(f"   {lab['evidence']}:", style="bold"))
    for ev in f.evidence:
        where = f"{ev.path}:{ev.line}" + (f" [rank {ev.rank}]" if ev.rank is not None else "")
        where += f" ({ev.worker})" if ev.worker and ev.worker != f"rank{ev.rank}" else ""
        line = Text(where, style="cyan")
        line.append("  " + ev.text[:240])
        _indented(console, line, 5)
    if f.fixes:
        console.print(Text(f"   {lab['fix']}:", style="bold green"))
        for step in f.fixes:
            _indented(console, Text(f"- {step}"), 5)
        if f.facts.get("advice_for"):
            _indented(console, Text(f"{lab['advice_for']}: {f.facts['advice_for']}", style="dim"), 5)
    for p in f.probes:
        _indented(console, Text(f"{lab['probes']}: {p.name} {p.status} — {p.detail}", style="magenta"), 3)
    if f.symptoms:
        console.print(Text(f"   {lab['symptoms']}: {', '.join(s.name for s in f.symptoms)}", style="dim"))
    if f.kb:
        console.print(Text(f"   {lab['kb']}: msdiag kb show {f.kb}", style="blue"))
    if f.skeleton:
        console.print(Text(f"   {lab['skeleton']}:", style="bold"))
        for line in f.skeleton.splitlines():
            console.print(Text("     " + line), soft_wrap=True)
    console.print()


def render(report: Report, ctx: RenderContext) -> str:
    buf = io.StringIO()
    # width 0: not a terminal (a file, a pipe, CI): never hard-wrap, so lines stay greppable
    console = Console(file=buf, force_terminal=ctx.color, no_color=not ctx.color, width=ctx.width or 10_000,
                      highlight=False)
    lab = ctx.phrases["text_report"].table(ctx.lang)  # checks/phrases/text_report.yaml
    story = verdict(report.to_dict(), ctx.lang, book=ctx.phrases["story"])
    style = {FAILED: "bold red", HEALTHY: "bold green", NOT_A_LOG: "bold"}.get(story.kind, "bold yellow")
    console.print(Text(story.sentence, style=style))  # the same one-sentence verdict the web page shows first
    lines = sum(i.lines for i in report.inputs)
    console.print(Text(lab["inputs"].format(n=len(report.inputs), lines=lines), style="dim"))
    series = report.extra.get("series", [])[:8]
    if any(s.get("role") for s in series):
        _compare_sparklines(console, series, report.extra.get("compare") or {})
        series = []
    for s in series:
        spark = sparkline(s.get("loss", []))
        if spark:
            who = f"rank {s['rank']}" if s.get("rank") is not None else s["path"]
            ends = [v for v in s["loss"] if v is not None]
            span = f"  {ends[0]:.4g} → {ends[-1]:.4g} (steps {s['step'][0]}–{s['step'][-1]})"
            nan = f", NaN from step {s['nonfinite_steps'][0]}" if s.get("nonfinite_steps") else ""
            console.print(Text(f"loss {who}: {spark}{span}{nan}", style="dim"))
    console.print()
    for i, f in enumerate(report.findings, 1):
        _finding(console, i, f, lab, ctx.lang)
    if report.notes:
        console.print(Text(f"{lab['notes']}:", style="bold"))
        for n in report.notes[:30]:
            console.print(Text(f"  - {n.text(ctx.lang)}", style="dim"), overflow="fold")
    return buf.getvalue()
