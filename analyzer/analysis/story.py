"""The run's story in one sentence: which verdict applies, which rank is the culprit, in en and zh.

The web page shows this sentence on top of a result and the text reporter prints it first, so a user
reads the same answer in both. Its wording, in en and zh, is the phrase book checks/phrases/story.yaml,
handed in by the caller (the catalog's, or a reporter's `RenderContext`). Everything here reads the
report as JSON (`Report.to_dict()`), so a stored or shared report tells the same story as a fresh one.
When the report itself carries a `verdict` (a later stage may add one), that verdict's kind wins over
the one inferred here.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Optional

from ..knowledge.phrases import Phrasebook, Wording, shipped_books
from .phase import COMPILE, STARTUP

NOT_A_LOG = "not_a_log"
FAILED = "failed"
HEALTHY = "healthy"
ENDED = "ended_without_error"
NO_FAILURE = "no_failure_found"
KINDS = (NOT_A_LOG, FAILED, HEALTHY, ENDED, NO_FAILURE)

# MindSpore op scope paths: `Default/network-.../attention-LLamaAttention/MatMul-op2177`.
_SCOPE_PATH = re.compile(r"\b(?:Default|Gradients|kernel_graph\d*)(?:/[\w.\-]+){3,}")
_TREND_MARGIN = 0.02  # relative change of the loss that counts as falling or rising

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
    # timeline.iso leaves the year out where the log gave none (glog): such times compare among themselves
    for fmt in ("%Y-%m-%d %H:%M:%S.%f", "%Y-%m-%d %H:%M:%S", "%m-%d %H:%M:%S.%f"):
        try:
            return datetime.strptime(value, fmt)
        except ValueError:
            continue
    return None


def activity_words(book: Phrasebook, lang: str, activity: str) -> str:
    """A timeline activity label (`saving a checkpoint`) in `lang`; a label the book lacks stays as is."""
    phrase = "activity." + activity.replace(" ", "_")
    return book.text(lang, phrase) if phrase in book.phrases else activity


def _when(say: Wording, step: Any, time: Any) -> str:
    clock = _parse_time(time)
    hhmm = clock.strftime("%H:%M") if clock else None
    if isinstance(step, int) and hhmm:
        return say("when_step_time", step=step, time=hhmm)
    if isinstance(step, int):
        return say("when_step", step=step)
    return say("when_time", time=hhmm) if hhmm else ""


def _before_steps(say: Wording, top: dict[str, Any]) -> str:
    """` during start-up, before the first step` for a finding whose line came before any training step (a parity
    check that printed `allclose=False` and let the script train on): the run's last step is not where it failed.
    A loss check reads a curve, its first line is where the curve starts, not where the run failed."""
    if str(top.get("rule") or "").startswith("loss."):
        return ""
    phase = (top.get("facts") or {}).get("phase")
    if not isinstance(phase, dict) or phase.get("phase") not in (STARTUP, COMPILE):
        return ""
    text = phase.get("text_zh" if say.lang == "zh" else "text") or phase.get("text")
    return say("when_phase", phase=text) if text else ""


def _symptom_sentence(report: dict[str, Any], say: Wording, culprit: int, top: dict[str, Any]
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
            gap = say("gap_min", n=round(seconds / 60))
        elif seconds > 0:
            gap = say("gap_s", n=round(seconds))
    symptoms = (top.get("facts") or {}).get("symptoms") or []
    what = shorten_scope(str(symptoms[0].get("title"))) if symptoms and isinstance(symptoms[0], dict) \
        else say("symptoms_what")
    return say("symptoms", ranks=rank_ranges(peers), gap=gap, what=what), tuple(peers)


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


def _failed(report: dict[str, Any], say: Wording) -> Verdict:
    top = next((f for f in report["findings"] if f.get("severity", "error") == "error"), report["findings"][0])
    title = shorten_scope(str(top.get("title", ""))).rstrip(".")
    culprit = culprit_rank(report)
    if culprit is None:
        _, last = _steps(report)
        return Verdict(FAILED, say("failed", when=_before_steps(say, top) or _when(say, last, None), title=title))
    row = _rank_row(report, culprit)
    first = row.get("first_error") if isinstance(row.get("first_error"), dict) else {}
    if not first or first.get("symptom"):  # the culprit stopped without an error of its own: the title says how
        return Verdict(FAILED, f"{title}.", culprit)
    when = _when(say, row.get("last_step"), (row.get("first_error") or {}).get("time") or row.get("last_time"))
    sentence = say("failed_culprit", rank=culprit, when=when, title=title)
    tail, peers = _symptom_sentence(report, say, culprit, top)
    return Verdict(FAILED, sentence + tail, culprit, peers)


def _without_error(report: dict[str, Any], say: Wording) -> Verdict:
    count, last = _steps(report)
    if not count:
        return Verdict(NO_FAILURE, say(NO_FAILURE))
    stopped = _stopped_rank(report)
    if stopped is not None:
        peers = max(r.get("last_step") or 0 for r in report.get("ranks") or [])
        activity = stopped.get("last_activity")
        if activity:
            activity = activity_words(say.book, say.lang, activity)
        sentence = say(ENDED, step=stopped["last_step"], rank=stopped["rank"], peers=peers,
                       while_=say("while", activity=activity) if activity else "")
        return Verdict(ENDED, sentence, stopped.get("rank"))
    trend = loss_trend(report)
    steps = say("steps_one") if count == 1 else say("steps_many", n=count)
    if trend == "rising":  # no error, but not a run to call healthy either
        return Verdict(NO_FAILURE, say("rising", steps=steps))
    return Verdict(HEALTHY, say(HEALTHY, steps=steps, loss=say(f"loss_{trend}") if trend else ""))


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


def verdict(report: dict[str, Any], lang: str = "en", not_a_log: Optional[str] = None,
            book: Optional[Phrasebook] = None) -> Verdict:
    """The run's verdict. `not_a_log` ("binary" or "structure") is the caller's finding about raw input
    it could inspect (the web page has the bytes; a report alone cannot tell). `book`: the story phrase
    book the caller holds (default: the shipped one, for a stored report rendered on its own)."""
    say = Wording(book or shipped_books()["story"], "zh" if lang == "zh" else "en")
    if report.get("findings"):
        inferred = _failed(report, say)
    elif not_a_log in ("binary", "structure"):  # the caller saw the raw bytes: nothing overrides that
        return Verdict(NOT_A_LOG, say(NOT_A_LOG, why=say(f"why_{not_a_log}")))
    else:
        inferred = _without_error(report, say)
    return provided_verdict(report, inferred, lang)
