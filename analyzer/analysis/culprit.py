"""Which rank went wrong first in a multi-rank run, decided by evidence in a fixed order.

In a collective job the loudest lines are the echoes: peers that time out in AllReduce, the msrun
scheduler that stops hearing heartbeats 25-30 s later and names whichever node it missed first.
The rank that went wrong first is found by these rules, the first that applies deciding (the
finding states which one did, in English and Chinese):

1. `root_error`: the first rank with a root-cause error (not a timeout), by time with CLOCK_SLACK
   allowed between hosts' clocks; for a collective size mismatch, the one rank whose printed
   settings differ from all others (`config_differs`); nobody when every rank hit the same
   configuration error (`all_ranks`).
2. `abnormal_exit`: the first rank that exited abnormally (killed by a signal, non-zero code)
   before any collective error on another rank. A killed rank is its own finding. Only then does
   a rank's first error line that no signature knew and that is not a timeout decide (rule 1
   for unknown errors: a stray ERROR line at start-up must not outweigh a killed rank).
3. `stopped_first`: the rank whose log stopped first, without an error of its own, while the others
   waited in a collective and failed there (a silent hang, a rank that left the loop early).
4. `remote_rank`: the rank CANN timeout messages name as the peer they waited for.
5. `scheduler`: the msrun scheduler's heartbeat verdict, only when nothing above decided.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

import regex

from ..knowledge.check_rules import CheckRule, Text, make_finding, shipped_rules
from ..knowledge.phrases import Wording
from ..model import ROLE_ERROR, Evidence, Finding, ScanResult
from . import rank_config, timeline
from .msrun import MsrunRun, WorkerExit

CLOCK_SLACK = 2.0  # seconds two hosts' clocks may disagree by: closer first errors are not ordered by time
JOIN_SLACK = 3.0  # msrun polls its workers once a second: a survivor's log stops within this of the exit
# the findings only these rules make are worded by checks/<id>.yaml (en/zh, category, KB article)
KILLED_RULE, EXITED_RULE, STOPPED_RULE = "culprit.killed", "culprit.exited", "culprit.stopped_first"
# failures of the job's configuration: every rank hits them, none is the culprit
# host memory running out, as a process's own log may show it before the kernel kills it
_HOST_MEMORY = regex.compile(r"(?i)Cannot allocate memory|MemoryError|std::bad_alloc|Out of memory|oom[-_ ]kill|"
                             r"malloc\w* failed|memory (?:is )?(?:not enough|exhausted)|No space left on device.*shm")
SHARED_CATEGORIES = ("rank_count_mismatch", "parallel_config_invalid", "config_field_error",
                     "import_or_install_error", "version_incompatibility", "registry_collision")

@dataclass(frozen=True)
class Verdict:
    """The culprit rank (None: nobody can be singled out), the rule that decided, and why."""

    rank: Optional[int]
    rule: str
    reason: str
    evidence: tuple[Evidence, ...] = ()
    target: Optional[Finding] = None  # the finding the verdict belongs on (None: the run's root finding)
    finding: Optional[Finding] = None  # a finding only this rule can make (a killed rank, a silent stop)
    category: Optional[str] = None  # the target's category as the evidence corrects it


def _ranks_text(ranks) -> str:
    return ", ".join(str(r) for r in sorted(ranks))


def _which(say: Wording, ranks) -> str:
    """'rank 0' / 'ranks 0, 2, 3' (Chinese: 'rank 0, 2, 3')."""
    ranks = sorted(ranks)
    word = "ranks" if len(ranks) > 1 and not say.zh else "rank"
    return f"{word} {_ranks_text(ranks)}"


def _seconds(s: float) -> str:
    return f"{s:.0f} s" if s >= 1 else f"{s:.1f} s"


def decide(findings: list[Finding], states: list[timeline.RankState], results: list[ScanResult],
           run: Optional[MsrunRun], say: Wording, rules: Optional[dict[str, CheckRule]] = None
           ) -> Optional[Verdict]:
    """The first rule that applies, or None when no rank can be named and none should be. `say` words
    the reasons (the catalog's culprit phrases), `rules` the findings only these rules make."""
    workers = [s for s in states if s.rank is not None]
    rules = rules if rules is not None else shipped_rules()
    for rule in (_root_error, _abnormal_exit, _first_own_error, _stopped_first):
        verdict = rule(findings, workers, results, run, say, rules)
        if verdict is not None:
            return verdict
    return _remote_rank(findings, workers, results, run, say, rules)


def _rank_of(ev: Evidence, run: Optional[MsrunRun]) -> Optional[int]:
    return run.rank_of(ev) if run is not None else ev.rank


def _root_error(findings, workers, results, run, say: Wording, rules) -> Optional[Verdict]:
    root = timeline.root_finding(findings)
    if root is None or root.category == "hang_or_timeout" or root.severity != "error":
        return None
    firsts: dict[int, Evidence] = {}
    index = _input_index(results)
    for ev in root.evidence:
        rank = _rank_of(ev, run)
        if rank is not None and (rank not in firsts or timeline.evidence_order(ev, index.get(ev.path, 0))
                                 < timeline.evidence_order(firsts[rank], index.get(firsts[rank].path, 0))):
            firsts[rank] = ev
    ranks = set(firsts) | set(root.ranks)
    if not ranks:
        return None
    worker_ranks = {s.rank for s in workers}
    if root.category in ("op_shape_mismatch", "parallel_config_invalid"):
        odd = rank_config.odd_rank({r.rank: r.config for r in results if r.rank is not None and r.config})
        if odd is not None:
            reason = say("config_differs", rank=odd.rank, key=odd.key, value=odd.value,
                        others=_ranks_text(odd.other_ranks), other_value=odd.others)
            category = "parallel_config_invalid" if odd.parallel else "op_shape_mismatch"
            return Verdict(odd.rank, "config_differs", reason, tuple(firsts.values())[:1], root, category=category)
    rank = root.facts.get("first_rank") if root.signature is None else None  # loss: ordered by step, not clock
    if rank is None and len(worker_ranks) > 1 and worker_ranks <= ranks and (
            root.category in SHARED_CATEGORIES or _within_slack(firsts)):
        return Verdict(None, "all_ranks", say("all_ranks", ranks=_ranks_text(worker_ranks)), (), root)
    if rank is None:
        rank = _earliest(firsts, workers, results)
    if rank is None:
        return None
    first = firsts.get(rank)
    when = (f" ({timeline.iso(first.time)})" if first is not None and first.time is not None
            and root.signature is not None else "")
    return Verdict(int(rank), "root_error", say("root_error", rank=rank, when=when),
                   (first,) if first is not None else (), root)


def _first_own_error(findings, workers, results, run, say: Wording, rules) -> Optional[Verdict]:
    """Rule 1 for errors no signature knew: the rank whose first error line is not a timeout came first."""
    own = [s for s in workers if s.first_error is not None and not s.first_error_is_symptom]
    if len(workers) < 2 or not own:
        return None
    firsts = {s.rank: s.first_error for s in own}
    rank = _earliest(firsts, workers, results)  # type: ignore[arg-type]
    first = firsts[rank]
    when = f" ({timeline.iso(first.time)})" if first is not None and first.time is not None else ""
    return Verdict(rank, "root_error", say("first_error", rank=rank, when=when),
                   (first,) if first is not None else ())


def _within_slack(firsts: dict[int, Evidence]) -> bool:
    times = [e.time for e in firsts.values() if e.time is not None]
    return len(times) == len(firsts) and max(times) - min(times) <= CLOCK_SLACK


def _input_index(results: list[ScanResult]) -> dict[str, int]:
    return {r.path: r.index for r in results}


def _earliest(firsts: dict[int, Evidence], workers, results: list[ScanResult]) -> Optional[int]:
    """The rank whose error came first, by the timeline's one order of lines (`timeline.earliest_rank`);
    within CLOCK_SLACK of it, a rank that was not already waiting on a peer wins over one that was."""
    waiting = {s.rank for s in workers if s.first_error is not None and s.first_error_is_symptom}
    return timeline.earliest_rank(firsts, _input_index(results), waiting, CLOCK_SLACK)


def _first_symptom(workers, but: Optional[int] = None) -> Optional[float]:
    times = [s.first_error.time for s in workers if s.rank != but and s.first_error is not None
             and s.first_error_is_symptom and s.first_error.time is not None]
    return min(times) if times else None


def _abnormal_exit(findings, workers, results, run, say: Wording, rules) -> Optional[Verdict]:
    """Rule 2: msrun saw this rank exit abnormally before anyone else failed in a collective."""
    if run is None or run.first_exit is None or run.first_exit.rank is None:
        return None
    gone = run.first_exit
    state = next((s for s in workers if s.rank == gone.rank), None)
    if state is None or (state.first_error is not None and gone.time is not None
                         and state.first_error.time is not None and state.first_error.time <= gone.time):
        return None  # it reported an error of its own first: that error (rules 1 and 3) tells the story
    others = _first_symptom(workers, but=gone.rank)
    if others is not None and gone.time is not None and others < gone.time - JOIN_SLACK:
        return None  # a peer was already failing in a collective: this exit came after
    survivors = [s.rank for s in workers if s.rank != gone.rank and s.first_error is None and s.last_time is not None
                 and gone.time is not None and s.last_time <= gone.time + JOIN_SLACK]
    how = (say("killed", signal=gone.signal, name=gone.signal_name) if gone.signal
           else say("exited", code=gone.code))
    step = say("after_step", step=state.last_step) if state.last_step is not None else ""
    spread = max((gone.time - s.last_time for s in workers if s.rank in survivors and s.last_time is not None
                  and gone.time is not None), default=0.0)
    tail = (say("survivors", ranks=_which(say, survivors), seconds=max(1, round(spread + 0.5)))
            if survivors else say("no_survivors"))
    reason = say("abnormal_exit", rank=gone.rank, how=how, step=step, survivors=tail)
    finding = _exit_finding(gone, state, survivors, reason, _memory_lines(results, gone.rank), say, rules)
    return Verdict(gone.rank, "abnormal_exit", reason, (gone.evidence,), finding, finding)


def _last_evidence(state: timeline.RankState) -> list[Evidence]:
    return [Evidence(state.tail_path or state.paths[0], line, text[:300], state.rank, state.last_time, ROLE_ERROR)
            for line, text in zip(state.tail_lines[-1:], state.tail[-1:])]


def _memory_lines(results: list[ScanResult], rank: Optional[int]) -> list[Evidence]:
    """What the killed rank's own logs say about host memory (allocation failures), if anything."""
    lines = [ev for r in results if r.rank == rank for ev in [h.evidence for h in r.hits] + r.unmatched
             if _HOST_MEMORY.search(ev.text)]
    return sorted(lines, key=lambda e: (e.time is None, e.time or 0.0))[:2]


def _exit_finding(gone: WorkerExit, state: timeline.RankState, survivors: list[int], reason: str,
                  memory: list[Evidence], say: Wording, rules: dict[str, CheckRule]) -> Finding:
    """A killed rank is its own finding: never folded into a timeout on another rank."""
    iso = timeline.iso(gone.time)
    values = {"reason": reason[0].upper() + reason[1:], "rank": gone.rank, "pid": gone.pid,
              "signal": gone.signal, "code": gone.code,
              "time": Text(iso or "the exit", iso or "退出时")}
    rule = KILLED_RULE if gone.signal == 9 else EXITED_RULE
    facts = {"exit_code": gone.code, "signal": gone.signal, "pid": gone.pid, "last_step": state.last_step,
             "host_memory": [e.text[:200] for e in memory] or None,
             "last_time": timeline.iso(state.last_time), "stopped_by_launcher": survivors}
    return make_finding(rules, rule, say.lang, values,
                        evidence=[gone.evidence, *_last_evidence(state), *memory],
                        confidence=0.75 if gone.signal == 9 else 0.6, role=ROLE_ERROR,
                        facts={k: v for k, v in facts.items() if v is not None},
                        ranks=[gone.rank],  # type: ignore[list-item]
                        first_time=gone.time if gone.time is not None else state.last_time)


def _stopped_first(findings, workers, results, run, say: Wording, rules) -> Optional[Verdict]:
    """Rule 3: a rank went quiet with no error of its own while the others failed waiting in a collective."""
    waiting = [s for s in workers if s.first_error is not None and s.first_error_is_symptom]
    quiet = [s for s in workers if s.first_error is None and _progress(s) is not None]
    gave_up = _first_symptom(workers)
    if not waiting or not quiet or gave_up is None:
        return None
    first = min(quiet, key=_progress)  # type: ignore[arg-type, return-value]
    stopped = _progress(first)
    if stopped is None or stopped >= gave_up:
        return None
    gap = gave_up - stopped
    step = say("after_step", step=first.last_step) if first.last_step is not None else ""
    reason = say("stopped_first", rank=first.rank, step=step, last=timeline.iso(stopped),
                waiting=_which(say, (s.rank for s in waiting)), gap=_seconds(gap))
    pids = [pid for pid, rank in (run.pid_rank.items() if run is not None else ()) if rank == first.rank]
    finding = _stop_finding(first, waiting, reason, gap, pids[0] if pids else None, say, rules)
    return Verdict(first.rank, "stopped_first", reason, tuple(finding.evidence[:1]), finding, finding)


def _progress(state: timeline.RankState) -> Optional[float]:
    """When the rank last made progress: its last step line, else its last line. (Lines after the last
    step can be connection teardown written when a peer died, not work.)"""
    return state.last_step_time if state.last_step_time is not None else state.last_time


def _stop_finding(state: timeline.RankState, waiting, reason: str, gap: float, pid: Optional[int], say: Wording,
                  rules: dict[str, CheckRule]) -> Finding:
    last = [state.last_step_line] if state.last_step_line is not None else _last_evidence(state)
    evidence = last + [s.first_error for s in waiting[:2]]
    facts = {"last_step": state.last_step, "last_progress": timeline.iso(_progress(state)),
             "last_time": timeline.iso(state.last_time), "gap_seconds": round(gap, 1),
             "last_activity": state.activity(), "waiting_ranks": [s.rank for s in waiting],
             "timeout_variables": list(timeline.TIMEOUT_VARIABLES)}
    spy = (Text(f"`py-spy dump --pid {pid}`", f"`py-spy dump --pid {pid}`") if pid is not None
           else Text("py-spy dump on its process", "对该进程运行 py-spy dump"))
    values = {"reason": reason[0].upper() + reason[1:], "rank": state.rank, "spy": spy}
    return make_finding(rules, STOPPED_RULE, say.lang, values, evidence=evidence, confidence=0.8,
                        role=ROLE_ERROR, facts={k: v for k, v in facts.items() if v is not None},
                        ranks=[state.rank] if state.rank is not None else [], first_time=_progress(state))


def _remote_rank(findings, workers, results, run, say: Wording, rules) -> Optional[Verdict]:
    """Rules 4 and 5: a peer named by CANN timeout texts; else the scheduler's hint."""
    named = timeline.remote_ranks(results)
    if named:
        rank, times = named.most_common(1)[0]
        state = next((s for s in workers if s.rank == rank), None)
        ev = (state.first_error,) if state is not None and state.first_error is not None else ()
        return Verdict(rank, "remote_rank", say("remote_rank", rank=rank, times=times), ev)
    if run is not None and run.blame is not None:
        return Verdict(run.blame.rank, "scheduler", say("scheduler", rank=run.blame.rank), (run.blame.evidence,))
    return None


def scheduler_check(verdict: Verdict, run: Optional[MsrunRun], workers: list[timeline.RankState],
                    say: Wording) -> tuple[Optional[dict], str]:
    """The scheduler's verdict checked against the worker timelines: (fact, sentence for the reason)."""
    if run is None or run.blame is None or verdict.rule == "scheduler":
        return None, ""
    blame = run.blame
    blamed = next((s for s in workers if s.rank == blame.rank), None)
    own_failure = blamed is not None and blamed.first_error is not None and not blamed.first_error_is_symptom
    agrees = blame.rank == verdict.rank
    start = [e.time for e in verdict.evidence if e.time is not None]
    delay = blame.time - min(start) if blame.time is not None and start else None
    fact = {"rank": blame.rank, "time": timeline.iso(blame.time), "agrees": agrees,
            "seconds_after": round(delay, 1) if delay is not None else None}
    later = say("delay", seconds=_seconds(delay)) if delay is not None else ""
    sentence = say("blamed", rank=blame.rank, delay=later,
                  verdict=say("blamed_agrees" if agrees or own_failure else "blamed_wrong"))
    return fact, sentence
