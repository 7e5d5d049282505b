"""The run's story in one sentence: which verdict applies, which rank is the culprit, in en and zh.

The web page shows this sentence on top of a result and the text reporter prints it first, so a user
reads the same answer in both. Everything here reads the report as JSON (`Report.to_dict()`), so a
stored or shared report tells the same story as a fresh one. When the report itself carries a
`verdict` (a later stage may add one), that verdict's kind wins over the one inferred here.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Optional

NOT_A_LOG = "not_a_log"
FAILED = "failed"
HEALTHY = "healthy"
ENDED = "ended_without_error"
NO_FAILURE = "no_failure_found"
KINDS = (NOT_A_LOG, FAILED, HEALTHY, ENDED, NO_FAILURE)

# MindSpore op scope paths: `Default/network-.../attention-LLamaAttention/MatMul-op2177`.
_SCOPE_PATH = re.compile(r"\b(?:Default|Gradients|kernel_graph\d*)(?:/[\w.\-]+){3,}")
# What a rank was last doing (timeline's activity labels), for the Chinese sentence.
ACTIVITY_ZH = {
    "finished training": "训练结束", "saving a checkpoint": "保存 checkpoint",
    "loading a checkpoint": "加载 checkpoint",
    "compiling the graph": "编译图", "loading or preprocessing data": "加载或预处理数据", "evaluating": "评估",
    "initialising communication": "初始化通信", "training steps": "执行训练步",
}
_TREND_MARGIN = 0.02  # relative change of the loss that counts as falling or rising

TEXT = {
    "en": {
        NOT_A_LOG: "Not a training log: {why}.",
        "why_binary": "the input is binary data, not text",
        "why_structure": "no log lines (timestamps, levels, tracebacks, steps) were recognised",
        HEALTHY: "Healthy run: {steps} logged{loss}, no error found.",
        "steps_one": "1 step", "steps_many": "{n} steps",
        "rising": "No error found in {steps} logged, but the loss is rising.",
        "loss_falling": ", loss falling", "loss_flat": ", loss flat",
        ENDED: "The log ends without an error at step {step} on rank {rank}{while_}; the ranks that went on "
               "reached step {peers}.",
        "ended_single": "The log ends without an error at step {step}.",
        "while": " (last seen {activity})",
        NO_FAILURE: "No failure found and no training steps in this input.",
        "failed_culprit": "Rank {rank} failed first{when}: {title}.",
        "failed": "Failed{when}: {title}.",
        "when_step_time": " at step {step} ({time})", "when_step": " at step {step}", "when_time": " ({time})",
        "symptoms": " Ranks {ranks} stopped {gap}later with {what}: symptoms.",
        "symptoms_what": "errors of their own",
        "gap_min": "{n} min ", "gap_s": "{n} s ",
        "provided": "{kind}",
    },
    "zh": {
        NOT_A_LOG: "不是训练日志：{why}。",
        "why_binary": "输入是二进制数据，不是文本",
        "why_structure": "没有识别出任何日志行（时间戳、日志级别、报错堆栈、训练步）",
        HEALTHY: "训练正常：记录了 {steps}{loss}，未发现错误。",
        "steps_one": "1 步", "steps_many": "{n} 步",
        "rising": "记录的 {steps}中未发现错误，但 loss 在上升。",
        "loss_falling": "，loss 在下降", "loss_flat": "，loss 基本持平",
        ENDED: "日志在 rank {rank} 的第 {step} 步结束，没有报错{while_}；其余 rank 运行到第 {peers} 步。",
        "ended_single": "日志在第 {step} 步结束，没有报错。",
        "while": "（最后在{activity}）",
        NO_FAILURE: "此输入中未发现故障，也没有训练步。",
        "failed_culprit": "rank {rank} 最先失败{when}：{title}。",
        "failed": "训练失败{when}：{title}。",
        "when_step_time": "（第 {step} 步，{time}）", "when_step": "（第 {step} 步）", "when_time": "（{time}）",
        "symptoms": " rank {ranks} 在{gap}之后报错（{what}）：均为症状。",
        "symptoms_what": "各自的错误",
        "gap_min": " {n} 分钟", "gap_s": " {n} 秒",
        "provided": "{kind}",
    },
}


@dataclass(frozen=True)
class Verdict:
    """What happened to the run, as a kind (for code and CSS) and a sentence (for people)."""

    kind: str
    sentence: str
    culprit_rank: Optional[int] = None
    symptom_ranks: tuple[int, ...] = field(default_factory=tuple)


def shorten_scope(text: str) -> str:
    """`Default/network-.../attention-LLamaAttention/MatMul-op2177` -> `…/attention-LLamaAttention/MatMul-op2177`."""
    return _SCOPE_PATH.sub(lambda m: "…/" + "/".join(m.group(0).split("/")[-2:]), text)


def rank_ranges(ranks: list[int]) -> str:
    """[0, 1, 2, 4, 5, 6, 7] -> "0-2, 4-7": eight ranks read as two runs, not eight numbers."""
    out: list[str] = []
    for r in sorted(set(ranks)):
        if out and r == _range_end(out[-1]) + 1:
            out[-1] = f"{out[-1].split('-')[0]}-{r}"
        else:
            out.append(str(r))
    return ", ".join(out)


def _range_end(item: str) -> int:
    return int(item.split("-")[-1])


def culprit_rank(report: dict[str, Any]) -> Optional[int]:
    """The rank whose failure explains the run: a finding's own `culprit_rank`, its facts, or `ranks[].culprit`."""
    for finding in report.get("findings") or []:
        for holder in (finding, finding.get("facts") or {}):
            value = holder.get("culprit_rank") if isinstance(holder, dict) else None
            if isinstance(value, int) and not isinstance(value, bool):
                return value
    for item in report.get("ranks") or []:
        if isinstance(item, dict) and item.get("culprit") and isinstance(item.get("rank"), int):
            return item["rank"]
    return None


def _rank_row(report: dict[str, Any], rank: Optional[int]) -> dict[str, Any]:
    for item in report.get("ranks") or []:
        if isinstance(item, dict) and item.get("rank") == rank:
            return item
    return {}


def _parse_time(value: Any) -> Optional[datetime]:
    if not isinstance(value, str):
        return None
    for fmt in ("%Y-%m-%d %H:%M:%S.%f", "%Y-%m-%d %H:%M:%S"):
        try:
            return datetime.strptime(value, fmt)
        except ValueError:
            continue
    return None


def _when(lab: dict[str, str], step: Any, time: Any) -> str:
    clock = _parse_time(time)
    hhmm = clock.strftime("%H:%M") if clock else None
    if isinstance(step, int) and hhmm:
        return lab["when_step_time"].format(step=step, time=hhmm)
    if isinstance(step, int):
        return lab["when_step"].format(step=step)
    return lab["when_time"].format(time=hhmm) if hhmm else ""


def _symptom_sentence(report: dict[str, Any], lab: dict[str, str], culprit: int, top: dict[str, Any]
                      ) -> tuple[str, tuple[int, ...]]:
    rows = [r for r in report.get("ranks") or [] if isinstance(r, dict) and r.get("rank") != culprit]
    peers = sorted(r["rank"] for r in rows if isinstance(r.get("rank"), int) and (r.get("first_error") or {})
                   .get("symptom"))
    if not peers:
        return "", ()
    start = _parse_time((_rank_row(report, culprit).get("first_error") or {}).get("time"))
    later = [t for r in rows if (t := _parse_time((r.get("first_error") or {}).get("time")))]
    gap = ""
    if start and later:
        seconds = (min(later) - start).total_seconds()
        if seconds >= 60:
            gap = lab["gap_min"].format(n=round(seconds / 60))
        elif seconds > 0:
            gap = lab["gap_s"].format(n=round(seconds))
    symptoms = (top.get("facts") or {}).get("symptoms") or []
    what = shorten_scope(str(symptoms[0].get("title"))) if symptoms and isinstance(symptoms[0], dict) \
        else lab["symptoms_what"]
    return lab["symptoms"].format(ranks=rank_ranges(peers), gap=gap, what=what), tuple(peers)


def _steps(report: dict[str, Any]) -> tuple[int, Optional[int]]:
    """(steps logged by the rank that logged most — epochs restart the counter —, the last step logged)."""
    count, last = 0, None
    for s in report.get("series") or []:
        steps = [x for x in (s.get("step") or []) if isinstance(x, int)] if isinstance(s, dict) else []
        if len(steps) > count:
            count, last = len(steps), steps[-1]
    return count, last


def loss_trend(report: dict[str, Any]) -> Optional[str]:
    """falling / rising / flat from the first and last tenth of the first series with a loss."""
    for s in report.get("series") or []:
        values = [v for v in (s.get("loss") or []) if isinstance(v, (int, float)) and v == v
                  and abs(v) != float("inf")] if isinstance(s, dict) else []
        if len(values) < 4:
            continue
        tenth = max(1, len(values) // 10)
        head = sorted(values[:tenth])[tenth // 2]
        tail = sorted(values[-tenth:])[tenth // 2]
        change = (tail - head) / (abs(head) or 1.0)
        return "falling" if change < -_TREND_MARGIN else ("rising" if change > _TREND_MARGIN else "flat")
    return None


def _stopped_rank(report: dict[str, Any]) -> Optional[dict[str, Any]]:
    """A rank that stopped steps behind the others without finishing: the run ended early there."""
    rows = [r for r in report.get("ranks") or [] if isinstance(r, dict) and isinstance(r.get("last_step"), int)]
    if len(rows) < 2:
        return None
    lowest = min(rows, key=lambda r: r["last_step"])
    highest = max(r["last_step"] for r in rows)
    if lowest["last_step"] < highest and lowest.get("last_activity") != "finished training":
        return lowest
    return None


def _failed(report: dict[str, Any], lab: dict[str, str]) -> Verdict:
    top = next((f for f in report["findings"] if f.get("severity", "error") == "error"), report["findings"][0])
    title = shorten_scope(str(top.get("title", ""))).rstrip(".")
    culprit = culprit_rank(report)
    if culprit is None:
        _, last = _steps(report)
        return Verdict(FAILED, lab["failed"].format(when=_when(lab, last, None), title=title))
    row = _rank_row(report, culprit)
    first = row.get("first_error") if isinstance(row.get("first_error"), dict) else {}
    if not first or first.get("symptom"):  # the culprit stopped without an error of its own: the title says how
        return Verdict(FAILED, f"{title}.", culprit)
    when = _when(lab, row.get("last_step"), (row.get("first_error") or {}).get("time") or row.get("last_time"))
    sentence = lab["failed_culprit"].format(rank=culprit, when=when, title=title)
    tail, peers = _symptom_sentence(report, lab, culprit, top)
    return Verdict(FAILED, sentence + tail, culprit, peers)


def _without_error(report: dict[str, Any], lab: dict[str, str]) -> Verdict:
    count, last = _steps(report)
    if not count:
        return Verdict(NO_FAILURE, lab[NO_FAILURE])
    stopped = _stopped_rank(report)
    if stopped is not None:
        peers = max(r.get("last_step") or 0 for r in report.get("ranks") or [])
        activity = stopped.get("last_activity")
        if lab is TEXT["zh"] and activity:
            activity = ACTIVITY_ZH.get(activity, activity)
        sentence = lab[ENDED].format(step=stopped["last_step"], rank=stopped["rank"], peers=peers,
                                     while_=lab["while"].format(activity=activity) if activity else "")
        return Verdict(ENDED, sentence, stopped.get("rank"))
    trend = loss_trend(report)
    steps = lab["steps_one"] if count == 1 else lab["steps_many"].format(n=count)
    if trend == "rising":  # no error, but not a run to call healthy either
        return Verdict(NO_FAILURE, lab["rising"].format(steps=steps))
    return Verdict(HEALTHY, lab[HEALTHY].format(steps=steps, loss=lab[f"loss_{trend}"] if trend else ""))


def provided_verdict(report: dict[str, Any], inferred: Verdict, lang: str = "en") -> Verdict:
    """The engine's `verdict` decides the kind (it saw the raw lines: log structure, finish markers).
    When it agrees with the kind read from the report, the sentence built here (culprit, steps, symptom
    ranks) is kept; otherwise the engine's own summary in the reader's language is used."""
    given = report.get("verdict")
    if isinstance(given, str):
        given = {"kind": given}
    if not isinstance(given, dict) or given.get("kind") not in KINDS or given["kind"] == inferred.kind:
        return inferred
    sentence = next((given[k] for k in (f"summary_{lang}", "summary", "sentence", "text")
                     if isinstance(given.get(k), str)), None)
    if sentence is None:
        return inferred
    sentence = sentence[:1].upper() + sentence[1:]
    culprit = given.get("rank", inferred.culprit_rank)
    return Verdict(given["kind"], sentence, culprit if isinstance(culprit, int) else None, inferred.symptom_ranks)


def verdict(report: dict[str, Any], lang: str = "en", not_a_log: Optional[str] = None) -> Verdict:
    """The run's verdict. `not_a_log` ("binary" or "structure") is the caller's finding about raw input
    it could inspect (the web page has the bytes; a report alone cannot tell)."""
    lab = TEXT.get(lang, TEXT["en"])
    if report.get("findings"):
        inferred = _failed(report, lab)
    elif not_a_log in ("binary", "structure"):  # the caller saw the raw bytes: nothing overrides that
        return Verdict(NOT_A_LOG, lab[NOT_A_LOG].format(why=lab[f"why_{not_a_log}"]))
    else:
        inferred = _without_error(report, lab)
    return provided_verdict(report, inferred, lang)
