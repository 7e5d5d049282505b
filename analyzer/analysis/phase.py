"""Which phase of the run a rank was in when it failed: start-up, graph compile, training steps, checkpoint
save, evaluation or shutdown.

The same message means different things in different phases. MindSpore prints `Out of Memory!!!` both
when the compiled graph's static memory does not fit (before the first step: the graph is too big for
the card) and when the dynamic pool runs dry after thousands of steps (run-time growth, a longer batch,
fragmentation); a signature sees only the line. The phase is read from data the scanner already kept:
the step lines (`ScanResult.points`) before the failure line, and what the rank's last lines say it was
doing (`RankState.activity`). Memory findings are then re-classified (compile_oom <-> device_oom) and
worded with the step, and a hang during a checkpoint save says so.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Optional

import regex

from ..knowledge.phrases import Phrasebook
from ..model import Evidence, Finding, ScanResult
from . import timeline

STARTUP, COMPILE, TRAINING, SAVE, EVALUATION, SHUTDOWN = (
    "startup", "compile", "training", "checkpoint_save", "evaluation", "shutdown")
# timeline.RankState.activity() names -> phase while steps had run / before any step
_AFTER_STEPS = {"saving a checkpoint": SAVE, "evaluating": EVALUATION, "finished training": SHUTDOWN}
# Graph compilation announced and not yet over (MindSpore `Start compiling ...` / `End compiling.`, torch.compile,
# XLA): a path such as `torch_npu.dir/compiler_depend.ts` or `tensorflow/compiler/` is not a compile phase.
# JAX's own `Compiling jit(train_step)` (jax_log_compiles) and a script announcing it (`compiling train_step ...`)
_COMPILE_START = regex.compile(r"(?i)Start compiling|compil(?:e|ing) (?:the )?graph|graph compil|graph build|"
                               r"build(?:ing)? (?:the )?graph|Compiling (?:module|function|graph|model)|"
                               r"generating HLO\b|\bXLA compil|\bCompiling (?:p?jit|pmap)\(\w+\)|"
                               r"\bcompiling [\w.]+\s*(?:\.\.\.|…)\s*$")
_COMPILE_END = regex.compile(r"(?i)End compiling|compil(?:ation|e) (?:finished|done|complete)|graph (?:built|compiled)")
RUNTIME = (TRAINING, SAVE, EVALUATION, SHUTDOWN)


@dataclass(frozen=True)
class Phase:
    kind: str
    step: Optional[int] = None  # the last step logged before the failure
    time: Optional[float] = None  # when that step was logged
    en: str = ""  # the phase in words (checks/phrases/phase.yaml)
    zh: str = ""

    def describe(self, lang: str = "en") -> str:
        return self.zh if lang == "zh" else self.en

    def public(self) -> dict:
        out: dict = {"phase": self.kind, "text": self.describe("en"), "text_zh": self.describe("zh")}
        if self.step is not None:
            out["step"] = self.step
            out["step_time"] = timeline.iso(self.time)
        return out


class RunPhases:
    """The inputs and rank states keyed by path and by rank, built once per run and read by every stage that
    asks for a phase: looking a failure's rank up must not cost a pass over every input (4,096 ranks would
    make it 16 million)."""

    def __init__(self, results: list[ScanResult], states: list[timeline.RankState], book: Phrasebook):
        self.book = book
        self.by_path: dict[str, list[ScanResult]] = {}
        self.by_rank: dict[int, list[ScanResult]] = {}
        for r in results:
            self.by_path.setdefault(r.path, []).append(r)
            if r.rank is not None:
                self.by_rank.setdefault(r.rank, []).append(r)
        self.state_by_rank: dict[int, timeline.RankState] = {}
        self.state_by_path: dict[str, timeline.RankState] = {}
        self.order = {id(x): i for i, x in enumerate([*results, *states])}  # ties go as a scan in order
        for st in reversed(states):  # the first state wins, as a scan in order would find it
            if st.rank is not None:
                self.state_by_rank[st.rank] = st
            for path in st.paths:
                self.state_by_path[path] = st

    def steps_before(self, ev: Evidence) -> Optional[tuple[int, Optional[float]]]:
        """(last step, its time) logged before the failure line: in the same file by line number, in the
        rank's other files (info.log beside error.log) by time."""
        best: Optional[tuple[int, Optional[float]]] = None
        same = self.by_path.get(ev.path, [])
        others = self.by_rank.get(ev.rank, []) if ev.rank is not None and ev.time is not None else []
        for r in sorted(same + [r for r in others if r.path != ev.path], key=lambda r: self.order[id(r)]):
            last = r.sketch.last_before(line=ev.line) if r.path == ev.path else r.sketch.last_before(time=ev.time)
            if last is not None and (best is None or (last.time or 0.0) >= (best[1] or 0.0)):
                best = (last.step, last.time)
        return best

    def state_of(self, ev: Evidence) -> Optional[timeline.RankState]:
        """The first state (in the run's order) of the line's rank or of its file."""
        found = [st for st in (self.state_by_rank.get(ev.rank) if ev.rank is not None else None,
                               self.state_by_path.get(ev.path)) if st is not None]
        return min(found, key=lambda st: self.order[id(st)]) if found else None

    def phase_at(self, ev: Evidence) -> Phase:
        """The phase the run was in when the line `ev` was written."""
        steps = self.steps_before(ev)
        st = self.state_of(ev)
        if st is None:
            return self._worded(TRAINING, *steps) if steps is not None else self._worded(STARTUP)
        before = ev.line if ev.path == st.tail_path else None
        if steps is not None:
            return self._worded(_AFTER_STEPS.get(st.activity(before) or "", TRAINING), *steps)
        return self._worded(COMPILE if _compiling(st, before) else STARTUP)

    def kind_at(self, ev: Evidence) -> str:
        """The phase kind (`startup`, `training`, ...) at the line `ev`: what a family's `phase` cue reads."""
        return self.phase_at(ev).kind

    def _worded(self, kind: str, step: Optional[int] = None, time: Optional[float] = None) -> Phase:
        shown = f"{step:,}" if step is not None else "?"
        return Phase(kind, step, time, self.book.text("en", kind, step=shown), self.book.text("zh", kind, step=shown))


def _compiling(st: timeline.RankState, before: Optional[int]) -> bool:
    """Whether the rank's last lines above `before` announce a graph compile that had not ended."""
    lines = [t for t, n in zip(st.tail, st.tail_lines) if before is None or n < before]
    for line in reversed(lines):
        if _COMPILE_END.search(line):
            return False
        if _COMPILE_START.search(line):
            return True
    return False


def _first_evidence(f: Finding) -> Optional[Evidence]:
    return min(f.evidence, key=lambda e: (e.time is None, e.time or 0.0, e.line)) if f.evidence else None


_SAVE_WORDS = regex.compile(r"(?i)sav(?:e|ing)|保存")


def _retitle(title: str, phase: Phase, lang: str, book: Phrasebook) -> str:
    when = phase.describe(lang)
    if when in title:
        return title
    return title + book.text(lang, "retitle", when=when)


def _worth_wording(f: Finding, phase: Phase) -> bool:
    """A run-time OOM names its step; a timeout during a save says so (unless its title already does)."""
    if f.category == "device_oom":
        return phase.kind in RUNTIME
    return f.category == "hang_or_timeout" and phase.kind == SAVE and not _SAVE_WORDS.search(f.title)


def apply_phases(findings: list[Finding], run: RunPhases, lang: str = "en") -> list[Finding]:
    """Give each finding its phase (`facts.phase`) and let the phase decide memory findings' category:
    memory exhausted after steps ran is device_oom at that step; before any step, while the graph was
    being compiled, it is compile_oom (device or host memory: a compiler killed by the OOM killer too). A
    timeout while a rank saved a checkpoint says so."""
    out = []
    for f in findings:
        ev = _first_evidence(f)
        if ev is not None and "phase" not in f.facts:
            f = _with_phase(f, run.phase_at(ev), lang, run.book)
        out.append(f)
    return out


def _with_phase(f: Finding, phase: Phase, lang: str, book: Phrasebook) -> Finding:
    facts = {**f.facts, "phase": phase.public()}
    if f.category == "compile_oom" and phase.kind in RUNTIME:
        facts["category_from_phase"] = {"was": "compile_oom", "because": phase.describe("en")}
        note = book.text(lang, "runtime_oom", when=phase.describe(lang))
        return replace(f, facts=facts, category="device_oom", kb="device-oom", fixes=(note,) + f.fixes,
                       title=_retitle(f.title, phase, lang, book))
    if f.category in ("device_oom", "host_oom") and phase.kind == COMPILE:
        # the graph compiler (MindSpore's, XLA, neuronx-cc) ran the memory out, on the device or on the host
        facts["category_from_phase"] = {"was": f.category, "because": phase.describe("en")}
        return replace(f, facts=facts, category="compile_oom", kb="graph-compile-oom",
                       title=_retitle(f.title, phase, lang, book))
    if _worth_wording(f, phase):
        return replace(f, facts=facts, title=_retitle(f.title, phase, lang, book))
    return replace(f, facts=facts)


def rank_phases(run: RunPhases, states: list[timeline.RankState]) -> dict[Optional[int], Phase]:
    """Each rank's phase at its first error (or at its last line when it logged none)."""
    out: dict[Optional[int], Phase] = {}
    for st in states:
        ev = st.first_error
        if ev is None and st.tail_lines:
            ev = Evidence(st.tail_path, st.tail_lines[-1] + 1, "", st.rank, st.last_time)  # just after its end
        if ev is not None:
            out[st.rank] = run.phase_at(ev)
    return out
