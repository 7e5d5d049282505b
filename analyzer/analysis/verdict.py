"""The report's one-line verdict: failed, healthy, ended without an error, or not a training log at all.

"No failure found" is only true of a log that shows a run. A pasted README, a CSV or an empty file
holds no log structure: saying it is healthy would mislead, so it is "not a training log". A log whose
steps stop mid-run without an error or an end-of-training line may be a hang, or its tail may be
missing: that is a note with the last step and time, not a failure finding. The verdict is a typed
report field (`verdict`, additive to CONTRACT section 2) so pages and CI can show it; the exit status
is unchanged (0 without a finding). The wording, in en and zh, is the phrase book
checks/phrases/verdict.yaml, handed in from the catalog.

    verdict: {kind: failed | healthy | ended_without_error | not_a_log,
              summary, summary_en, summary_zh, findings, last_step?, last_time?, rank?}
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Optional

import regex

from ..knowledge.phrases import Phrasebook
from ..model import Finding, Note, ScanResult
from ..pipeline.assemble import Draft
from ..prefix_grammar import parse_prefix
from . import timeline

FAILED, HEALTHY, ENDED, NOT_A_LOG = "failed", "healthy", "ended_without_error", "not_a_log"

# What any log line looks like even when the scanner had no reason to look at it: a timestamp, a level
# word or glog level, a rank prefix, a traceback or exception line, a step/epoch counter, a loss value, a
# progress bar, the name of a framework or device, program output around a run (warnings, source
# locations, paths, URLs, versions). One line of these makes an input a log.
LOG_LIKE = regex.compile(r"\d{4}-\d{2}-\d{2}[ T-]\d{2}:\d{2}|\b\d{2}:\d{2}:\d{2}\b|"
                         r"\b(?:INFO|WARN(?:ING)?|ERROR|DEBUG|CRITICAL|FATAL|TRACE)\b|\[[IWEF]\d{4}|\[rank\s?\d|"
                         r"Traceback \(most recent call last\)|File \"[^\"]+\", line \d+|"
                         r"\b\w*(?:Error|Exception|Warning|Interrupt)\b\s*:|"
                         r"(?i:\b(?:step|epoch|iter(?:ation)?)\b\s*[:=\[#]?\s*\d)|(?i:\bloss\b\s*[:=])|"
                         r"\d\s?(?:it/s|s/it)\b|%\||"
                         r"(?i:\b(?:hccl|nccl|cann|ascend|mindspore|mindformers|transformers|torch|npu|cuda|msrun|"
                         r"rank)\b)|"
                         r"\w+Warning\b|warnings\.warn|\.py:\d+|(?:[A-Za-z]:\\|~?/)[\w.-]+[/\\][\w.-]+|https?://|"
                         r"(?i:\bversion\b\s*[:=]?\s*v?\d)")
# How a run says it finished (MindFormers, MindSpore, HF Trainer, common scripts; Lightning's `Trainer.fit`
# stopped: `max_epochs=3` reached. or by early stopping, not `No training batches.`; Ray Train's returned
# `Result(`, verl's final validation metrics).
FINISHED = regex.compile(r"(?i)Training Over|training (?:is )?(?:finished|completed|complete|done)|"
                         r"train(?:ing)? end\b|End of training|train_runtime|Finish(?:ed)? training|训练完成|"
                         r"'train_loss'|Trainer\.fit` stopped: `?(?:max_|trainer\.should_stop)|"
                         r"Training result: Result\(|Final validation metrics")


def says_finished(results: Iterable[ScanResult]) -> bool:
    """Whether the last lines of any of these inputs say the run finished (FINISHED): what it printed before, an
    error it logged and went on past, or the tail it stopped at, was no end of the run."""
    return any(FINISHED.search(t) for r in results for t in r.tail)


@dataclass(frozen=True)
class Verdict:
    kind: str
    summary_en: str
    summary_zh: str
    details: dict = field(default_factory=dict)

    def public(self, lang: str = "en") -> dict:
        return {"kind": self.kind, "summary": self.summary_zh if lang == "zh" else self.summary_en,
                "summary_en": self.summary_en, "summary_zh": self.summary_zh, **self.details}


def _words(book: Phrasebook, key: str, **values: object) -> tuple[str, str]:
    return book.text("en", key, **values), book.text("zh", key, **values)


def has_log_structure(r: ScanResult) -> bool:
    """Anything the scanner recognised, or a last line shaped like a log line."""
    if r.hits or r.unmatched or r.mentions or r.tracebacks or r.points or r.first_time or r.last_time:
        return True
    return any(parse_prefix(t) != (None, None) or LOG_LIKE.search(t) for t in r.tail)


_MARKUP = regex.compile(r"^\s*(?:[{\[<]|\}|\])")


def looks_like_data(lines: list[str]) -> bool:
    """A table (the same number of commas, tabs, semicolons or bars on every line) or markup/JSON:
    text that was exported, not printed by a running job."""
    rows = [t for t in lines if t.strip()]
    if len(rows) < 2:
        return False
    if all(_MARKUP.match(t) for t in rows):
        return True
    return any(rows[0].count(d) >= 1 and all(t.count(d) == rows[0].count(d) for t in rows) for d in ",\t;|")


def _not_a_log(results: list[ScanResult], book: Phrasebook) -> Optional[Verdict]:
    if not results or any(has_log_structure(r) for r in results):
        return None
    lines = sum(r.lines for r in results)
    tail = [t for r in results for t in r.tail]
    if not any(t.strip() for t in tail):
        en, zh = _words(book, "empty")
    elif looks_like_data(tail):
        en, zh = _words(book, "structure", lines=lines)
    else:
        en, zh = _words(book, "prose")
    return Verdict(NOT_A_LOG, book.text("en", NOT_A_LOG, why=en), book.text("zh", NOT_A_LOG, why=zh),
                   {"findings": 0})


def _stopped(results: list[ScanResult], book: Phrasebook) -> Optional[Verdict]:
    """A run that stopped mid-way without an error: a rank whose steps end behind its peers', or a log
    whose very last line is a step line (nothing after the last step: no summary, no shutdown — the
    shape of a hang or of a lost tail). A run that printed anything after its last step, or a line that
    says training finished, is not judged to have stopped: a short healthy script looks like that."""
    states = [s for s in timeline.rank_states(results) if s.last_step is not None]
    if not states or says_finished(results):
        return None
    behind = _behind_peers(states)
    ends_on_step = [s for s in states if _ends_on_a_step(s)]
    candidates = behind or ends_on_step
    if not candidates:
        return None
    last = max(candidates, key=lambda s: (s.last_step_time or 0.0, s.last_ordinal or 0))
    when = timeline.iso(last.last_step_time or last.last_time)
    en = book.text("en", ENDED, step=f"{last.last_step:,}", when=when or book.text("en", "no_time"))
    zh = book.text("zh", ENDED, step=f"{last.last_step:,}", when=when or book.text("zh", "no_time"))
    details = {"findings": 0, "last_step": last.last_step, "last_time": timeline.iso(last.last_step_time or
                                                                                      last.last_time)}
    if last.rank is not None:
        details["rank"] = last.rank
    return Verdict(ENDED, en, zh, details)


# A tqdm bar (`Epoch 0:   0%|          | 0/1234 [00:00<?, ?it/s]`): the text before the percentage names
# what it counts; a line may hold several redraws joined by carriage returns, the last one counts.
BAR = regex.compile(r"(?P<what>[^|\r]{0,80}?)\s*(?P<pct>\d{1,3})%\s*\|[^|\r]*\|\s*(?P<done>\d+)/(?P<total>\d+)\b")

# the end of an earlier redraw glued in front (`... [00:00<?, ?it/s]Epoch 0:`) when the carriage returns were lost
REDRAW_END = regex.compile(r"(?:it/s|s/it|\?|/s)(?:,[^\]]*)?\]")


def _stopped_at_bar(results: list[ScanResult], book: Phrasebook) -> Optional[Verdict]:
    """A log whose every input ends on a progress bar short of its total, with no line saying training
    finished: a job stuck at the bar (a dataloader or collective that never returns) or an excerpt cut there.
    Either way it is not a run known to be healthy."""
    if says_finished(results):
        return None
    bars = []
    for r in results:
        if not r.tail:
            continue
        found = list(BAR.finditer(r.tail[-1]))
        if not found or int(found[-1]["done"]) >= int(found[-1]["total"]):
            return None
        bars.append((r, found[-1]))
    if not bars:
        return None
    r, bar = max(bars, key=lambda b: b[0].last_time or 0.0)
    what = REDRAW_END.split(bar["what"])[-1].strip(" :-|\t") or f"{bar['pct']}%"
    values = {"done": f"{int(bar['done']):,}", "total": f"{int(bar['total']):,}", "what": what}
    details = {"findings": 0, "last_line": r.tail_lines[-1], "progress": f"{bar['done']}/{bar['total']}"}
    if r.last_time is not None:
        details["last_time"] = timeline.iso(r.last_time)
    return Verdict(ENDED, book.text("en", "ended_at_bar", **values), book.text("zh", "ended_at_bar", **values),
                   details)


PROGRESS = regex.compile(r"%\||\d\s?(?:it/s|s/it)\b|samples/s|tokens/s")


def _ends_on_a_step(state: timeline.RankState) -> bool:
    """Nothing but progress-bar lines after the rank's last step line."""
    step = state.last_step_line
    if step is None or not state.tail_lines or step.path != state.tail_path:
        return False
    return all(PROGRESS.search(t) for t, n in zip(state.tail, state.tail_lines) if n > step.line)


def _behind_peers(states: list[timeline.RankState]) -> list[timeline.RankState]:
    """Ranks whose last step is below the furthest rank's (only meaningful with several ranks)."""
    ordinals = [s.last_ordinal if s.last_ordinal is not None else s.last_step for s in states]
    top = max(o for o in ordinals if o is not None)
    return [s for s, o in zip(states, ordinals) if o is not None and o < top] if len(states) > 1 else []


def judge(findings: list[Finding], results: list[ScanResult], book: Phrasebook) -> Verdict:
    """The verdict on the whole run (its findings already ranked), worded from `book` (verdict.yaml)."""
    failures = [f for f in findings if f.severity == "error"]
    if failures:
        en, zh = _words(book, FAILED, n=len(findings))
        return Verdict(FAILED, en, zh, {"findings": len(findings)})
    if not findings:
        blank = _not_a_log(results, book)
        if blank is not None:
            return blank
    stopped = _stopped(results, book) or _stopped_at_bar(results, book)
    if stopped is not None:
        return stopped
    en, zh = _words(book, "healthy_warned", n=len(findings)) if findings else _words(book, HEALTHY)
    return Verdict(HEALTHY, en, zh, {"findings": len(findings)})


def add_verdict(report: Draft, findings: list[Finding], results: list[ScanResult], book: Phrasebook,
                lang: str = "en") -> None:
    """Put the verdict on the report being drafted; a run that stopped mid-way also gets its note."""
    v = judge(findings, results, book)
    report.extra["verdict"] = v.public(lang)
    if v.kind == ENDED:
        report.notes.append(Note("run_stopped", v.summary_en, v.summary_zh, tuple(v.details.items())))
