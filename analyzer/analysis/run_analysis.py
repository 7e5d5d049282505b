"""Stage 4b: read the run as a whole, after signature correlation and before probes and ranking.

Signatures judge lines; this stage judges the run: which rank failed first and which errors on the
other ranks are only its echo (timeline.py), which rank went quiet before its peers (a silent
hang), what the loss curve did (loss.py), and what failed when no signature knew the message
(unknown.py). Findings made here carry `signature: null`. The stage only wires those modules.

Report fields added here (additive to CONTRACT §2):
  series: [{path, rank, step[], loss[], nonfinite_steps[], and when logged: epoch[], lr[], loss_scale[],
           global_norm[], overflow[]}]  parallel arrays, null where absent or NaN/Inf; <= 2000 points each
  series_band: with 16+ series, {step[], loss_median[], loss_low[], loss_high[] (10th/90th percentile of
           the ranks' bucket medians), series, outliers[{rank, distance}]}; `series` then lists only the
           outlier ranks and the first one
  ranks:  [{rank, paths[], last_step, last_time, lines, first_error{path, line, text, time, symptom},
           last_activity, culprit}]
Finding fields set here: `culprit` (rank, rule, reason: the report's culprit_rank, culprit_rule,
culprit_reason), `symptom`/`symptom_of` (timeouts after the root error), `skeleton` (unknown failures,
with --suggest-signature: the report's facts.signature_skeleton). Each stage returns new findings;
the verdict's own finding is followed by its position in the list (stages keep positions).
Finding facts added here: peer_symptoms{ranks, first_time, first}, category_from_log,
stopped_early{...}; loss findings: check (nan | norm_nan | overflow | flat | lr_zero | diverge | spikes |
uniform) with the steps and values; hang findings: gap_seconds, last_step, steps_behind,
last_activity, timeout_variables; unknown findings: template, similar_signatures, similar_kb,
clue {text, exception, frames, statement, detail, phase} (what was judged), family {category, score,
threshold, cues, why, why_zh} and why_category {en, zh} when a failure family (families/) fits, or family
{category, probability, runner_up, learned, cues, why, why_zh} when the learned model names it; every
finding: phase {phase, text, text_zh, step, step_time} (phase.py),
category_from_phase {was, because} when the phase changed an OOM's category; ranks items: phase.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Optional

import regex

from ..knowledge.check_rules import CheckRule, Text, make_finding, shipped_rules
from ..model import ROLE_ERROR, ROLE_EXCEPTION, ROLE_WARNING, Culprit, Evidence, Finding, ScanResult
from ..pipeline import series
from ..pipeline.assemble import Draft
from ..pipeline.series import Point
from ..prefix_grammar import parse_prefix, strip_logger_prefix
from . import culprit, families, loss, msrun, phase, rank_config, timeline, unknown
from .story import activity_words
from .verdict import says_finished
from .workers import name_culprit_worker

if TYPE_CHECKING:
    from ..knowledge.catalog import Catalog
    from ..knowledge.phrases import Phrasebook, Wording
    from ..knowledge.signatures import Signature
    from ..pipeline.engine import Options

MAX_SERIES_POINTS = 2000  # per input in the report; longer curves are thinned (NaN steps always kept)
SETUP_HANG_RULE = "run.setup_hang"
SETUP_MISSING_TASK_RULE = "run.setup_missing_task"
RESTORE_LOST_RULE = "run.restore_lost_state"
RELOAD_LOST_RULE = "run.reload_lost_accuracy"
RELOAD_SKIPPED_RULE = "run.reload_skipped_weights"
# the notes that say a load left out saved weights of another shape, without saying whether that mattered
SKIPPED_SHAPE_NOTES = frozenset({"keras_weights_skipped_shape_mismatch"})
# the notes that say a checkpoint restore left values unbound, without saying whether that mattered
UNRESTORED_NOTES = frozenset({"tf_checkpoint_values_unrestored"})
EXTENSION_HANG_RULE = "run.extension_build_hang"
ENGINE_STALL_RULE = "run.engine_stall"
HANG_RULE = "run.straggler_hang"  # checks/<id>.yaml: wording, category, severity and KB article
KEY_MAPPING_RULE = "run.key_mapping_loss"
STOPPED_STUCK_RULE = "run.stopped_while_stuck"
DECLARED_MISSING_RULE = "run.declared_processes_missing"
# the signals someone sends a job they gave up on: Ctrl+C, `timeout`, kill, a scheduler's cancel or time limit.
# 1 (SIGHUP) is a terminal or SSH session that closed, whatever the job was doing
DELIBERATE_STOPS = frozenset({"2", "15", "SIGINT", "SIGTERM"})
# a step that logs no loss still shows it ran: torch's DDP reducer rebuilds its buckets after the first backward
FIRST_BACKWARD = regex.compile(r"Reducer buckets have been rebuilt in this iteration")
# nor does a loop that reports only at the end of each epoch, in its own words: `epoch 1 done, last loss 0.5094`
EPOCH_REPORT = regex.compile(r"(?i)\bepoch\b\W{0,3}\d+\b.{0,60}?\bloss\b\W{0,3}\d")
STUCK_SILENCE = 60.0  # seconds without a step before the stop, when both times are known
CONSEQUENCE_CONFIDENCE = 0.35  # a promoted consequence: the likeliest cause, not a recognised one
TRACED_ROOT_CONFIDENCE = 0.55  # an index-traced line behind timeouts: a root (>= 0.5), like a family's fallback line
LAST_WORDS_LINES = 3  # a last_words note counts among its input's last this many non-blank lines
SUSPECT_CONFIDENCE = 0.55  # a promoted suspect: a named cause beside failures nobody recognised (a root, >= 0.5)


def _thin(points: list[Point]) -> list[Point]:
    if len(points) <= MAX_SERIES_POINTS:
        return points
    stride = math.ceil(len(points) / MAX_SERIES_POINTS)
    return [p for i, p in enumerate(points) if i % stride == 0 or not math.isfinite(p.loss) or p.overflow
            or i == len(points) - 1]


def _finite(x: Optional[float]) -> Optional[float]:
    return x if x is not None and math.isfinite(x) else None


def series_json(results: list[ScanResult], report: Optional[Draft] = None) -> list[dict]:
    """The report's `series` field: per input, parallel arrays (null where a value is absent or NaN).
    With many ranks, only the outlier ranks (and the first) are listed; `series_band` holds the rest."""
    many = series.band([r.sketch for r in results])
    shown = None
    if many is not None and report is not None:
        report.extra["series_band"] = many.public([r.rank if r.rank is not None else r.path for r in results])
        first = next(i for i, r in enumerate(results) if r.sketch)
        shown = {first} | {i for i, _ in many.outliers}
    out = []
    for i, r in enumerate(results):
        if shown is not None and i not in shown:
            continue
        points = r.points
        if not points:
            continue
        pts = _thin(points)
        item: dict = {"path": r.path, "rank": r.rank, "step": [p.step for p in pts],
                      "loss": [_finite(p.loss) for p in pts],
                      "nonfinite_steps": [p.step for p in pts if not math.isfinite(p.loss) and not p.skip_line]}
        optional = {"epoch": [p.epoch for p in pts], "lr": [_finite(p.lr) for p in pts],
                    "loss_scale": [_finite(p.loss_scale) for p in pts],
                    "global_norm": [_finite(p.global_norm) for p in pts],
                    "overflow": [p.overflow for p in pts]}
        item.update({k: v for k, v in optional.items() if any(x is not None for x in v)})
        out.append(item)
    return out


def link_key_mapping(findings: list[Finding], loss_found: list[Finding], results: list[ScanResult],
                     rules: Optional[dict[str, CheckRule]] = None, lang: str = "en"
                     ) -> tuple[list[Finding], list[Finding]]:
    """A loss that stays at ln(vocab) after "not loaded" warnings is the key-mapping failure showing.

    The warning finding is raised to an error with the loss as evidence (rule run.key_mapping_loss
    words the added title clause and fix), and the loss findings that merely describe the same thing
    (flat, at chance level, diverging) become its symptoms. Returns both lists, amended.
    """
    rule = (rules if rules is not None else shipped_rules())[KEY_MAPPING_RULE]
    out = []
    for key in findings:
        if key.category == "missing_or_unexpected_keys" and key.evidence:
            key, loss_found = _key_mapping_loss(key, loss_found, results, rule, lang)
        out.append(key)
    return out, loss_found


def _key_mapping_loss(key: Finding, loss_found: list[Finding], results: list[ScanResult], rule: CheckRule,
                      lang: str) -> tuple[Finding, list[Finding]]:
    ev = key.evidence[0]
    for r in _loss_of_warned_ranks(key, results):
        after = [p for p in r.points if (p.line > ev.line if r.path == ev.path else
                                         ev.time is None or p.time is None or p.time >= ev.time)]
        found = loss.near_uniform(after, min_points=5)
        if found is None:
            continue
        value, steps = found
        clause, fixes = rule.word({"loss": f"{value:.3f}", "steps": steps, "vocab": loss.vocabulary(value)}, lang)
        last = Evidence(r.path, after[-1].line, loss.describe(after[-1]), r.rank, after[-1].time, ROLE_ERROR)
        key = replace(key, confidence=max(key.confidence, 0.93), severity=rule.severity, rule=rule.id,
                      role=ROLE_ERROR, title=key.title + clause, evidence=key.evidence + (last,),
                      fixes=tuple(fixes) + key.fixes, facts={**key.facts, "loss_after_load": round(value, 4)})
        cause = key.signature or key.title
        loss_found = [replace(f, symptom=True, symptom_of=cause)
                      if f.facts.get("check") in ("flat", "plateau", "uniform", "diverge", "spikes") else f
                      for f in loss_found]
        break
    return key, loss_found


def _loss_of_warned_ranks(key: Finding, results: list[ScanResult]) -> list[ScanResult]:
    """The inputs whose loss can show the warning's effect: those of the ranks that logged it.

    Another rank's loss says nothing about this rank's weights, and with thousands of ranks some
    rank's short curve (one that crashed early, say) always sits near ln(vocab) by chance. Only when
    the warned ranks log no loss at all (a pipeline stage that does not print it) are all ranks read.
    """
    ranks = set(key.ranks) | {e.rank for e in key.evidence if e.rank is not None}
    paths = {e.path for e in key.evidence}
    own = [r for r in results if r.path in paths or (r.rank is not None and r.rank in ranks)]
    return own if any(r.sketch for r in own) else results


def hang_finding(states: list[timeline.RankState], findings: list[Finding],
                 rules: Optional[dict[str, CheckRule]] = None, lang: str = "en",
                 story: Optional[Phrasebook] = None) -> tuple[list[Finding], Optional[Finding]]:
    """A rank that stopped before its peers without an error of its own: the likely culprit of a hang.

    Returns the findings (the root one told how far its rank was behind, when it failed with an
    error of its own) and the hang finding, when one is made."""
    lag = timeline.straggler(states)
    if lag is None:
        return findings, None
    st = lag.state
    root = timeline.root_finding(findings)
    if root is not None and root.severity != "error":
        root = None  # a warning (e.g. a checkpoint note at start-up) does not explain a rank going quiet
    facts = {"culprit_rank": st.rank, "gap_seconds": round(lag.gap_seconds, 1), "last_step": st.last_step,
             "steps_behind": lag.step_behind, "last_time": timeline.iso(st.last_time),
             "peers_last_time": timeline.iso(lag.peers_last_time), "last_activity": st.activity(),
             "timeout_variables": list(timeline.TIMEOUT_VARIABLES)}
    if root is not None or (st.first_error is not None and not st.first_error_is_symptom):
        target = root  # the rank failed with an error: say how far behind it was, no separate finding
        if target is not None and st.rank in set(target.ranks) | {target.facts.get("first_rank")}:
            stopped = target.with_facts_default(stopped_early={k: v for k, v in facts.items() if v is not None})
            findings = [stopped if f is target else f for f in findings]
        return findings, None
    activity = facts["last_activity"] or ""
    values = {"rank": st.rank, "time": timeline.iso(st.last_time), "gap": _duration(lag.gap_seconds),
              "activity": Text(activity, activity_words(story, "zh", activity) if story else activity)
              if activity else "",
              "at": (Text(f"step {st.last_step}", f"第 {st.last_step} 步") if st.last_step is not None
                     else Text("its last line", "最后一行")),
              "steps_behind": lag.step_behind or ""}
    last = [Evidence(st.tail_path or st.paths[0], line, text, st.rank, st.last_time, ROLE_ERROR)
            for line, text in _last_lines(st)]
    evidence = last[-1:] + last[:-1]  # where it stopped first (CI annotations point there), then the lead-up
    peers = [s for s in states if s is not st and s.last_step_line is not None]
    evidence += [s.last_step_line for s in peers[:2]]  # type: ignore[misc]
    return findings, make_finding(rules if rules is not None else shipped_rules(), HANG_RULE, lang, values,
                                  evidence=evidence, confidence=0.7, role=ROLE_ERROR,
                                  facts={k: v for k, v in facts.items() if k != "culprit_rank"},
                                  culprit=Culprit(names_rank=True, rank=st.rank),
                                  ranks=[st.rank] if st.rank is not None else [], first_time=st.last_time)


def _last_lines(st: timeline.RankState, n: int = 3) -> list[tuple[int, str]]:
    return [(line, text[:300]) for line, text in zip(st.tail_lines[-n:], st.tail[-n:])]


def _duration(seconds: float) -> Text:
    if seconds >= 3600:
        return Text(f"{seconds / 3600:.1f} h", f"{seconds / 3600:.1f} 小时")
    if seconds >= 120:
        return Text(f"{seconds / 60:.0f} min", f"{seconds / 60:.0f} 分钟")
    return Text(f"{seconds:.0f} s", f"{seconds:.0f} 秒")


def name_culprit(findings: list[Finding], target_at: Optional[int], states: list[timeline.RankState],
                 verdict: Optional[culprit.Verdict], run: Optional[msrun.MsrunRun], say: Wording
                 ) -> list[Finding]:
    """Put the culprit rank (and the rule that decided it) on the finding that explains the run.

    `target_at`: where the verdict's own finding sits in `findings` (None: the run's root finding)."""
    if not findings or verdict is None or any(f.culprit is not None and f.culprit.names_rank for f in findings):
        return findings
    multi = sum(1 for s in states if s.rank is not None) > 1
    if not (multi or verdict.rule == "remote_rank"):
        return findings
    target = findings[target_at] if target_at is not None else None
    target = target or timeline.root_finding(findings) or max(findings, key=lambda f: f.confidence)
    at = next(i for i, f in enumerate(findings) if f is target)
    if verdict.category and target.category != verdict.category:
        target = replace(target.with_facts(category_from_log=target.category), category=verdict.category)
    workers = [s for s in states if s.rank is not None]
    hint, sentence = culprit.scheduler_check(verdict, run, workers, say)
    named = Culprit(names_rank=True, rank=verdict.rank, rule=verdict.rule, reason=verdict.reason + sentence,
                    scheduler_blamed=hint)
    out = []
    for i, f in enumerate(findings):  # the same story told by several signatures carries the same verdict
        if i == at:
            f = target
        if i == at or (f.category == target.category and not f.symptom and f.severity == "error"):
            f = replace(f, culprit=named)
        out.append(f)
    known = {(e.path, e.line) for e in out[at].evidence}
    added = tuple(ev for ev in verdict.evidence if (ev.path, ev.line) not in known)
    if added:
        evidence = out[at].evidence
        out[at] = replace(out[at], evidence=evidence[:1] + tuple(reversed(added)) + evidence[1:])
    if verdict.rank is not None:
        out[at] = _attach_peer_symptoms(out[at], states, verdict.rank)
    return out


def _attach_peer_symptoms(target: Finding, states: list[timeline.RankState], culprit_rank: int) -> Finding:
    """The other ranks' timeouts are the culprit's echo: one line of evidence and a summary fact."""
    peers = sorted((s for s in states if s.rank not in (None, culprit_rank) and s.first_error is not None
                    and s.first_error_is_symptom), key=lambda s: (s.first_error.time or 0.0))  # type: ignore
    if not peers:
        return target
    first = peers[0].first_error
    assert first is not None
    target = target.with_facts(peer_symptoms={"ranks": [s.rank for s in peers], "first_time": timeline.iso(first.time),
                                              "first": strip_logger_prefix(first.text)[:200]})
    if all((e.path, e.line) != (first.path, first.line) for e in target.evidence):
        target = replace(target, evidence=target.evidence + (first,))
    return target


def with_input_ranks(results: list[ScanResult]) -> list[ScanResult]:
    """Lines no signature matched belong to their input's rank, as hits do."""
    out = []
    for r in results:
        if r.rank is not None and any(ev.rank is None for ev in r.unmatched):
            r = replace(r, unmatched=[ev if ev.rank is not None else replace(ev, rank=r.rank) for ev in r.unmatched])
        out.append(r)
    return out


def analyse_run(results: list[ScanResult], findings: list[Finding], report: Draft, options: Options,
                catalog: Catalog, notes: Sequence[Finding] = ()) -> list[Finding]:
    """The findings amended by the run as a whole, plus those only the run shows (loss, hang, culprit,
    unknown); the report fields it reads off the run go into `report`. Rules, wording and the library
    versions come from the `catalog`: nothing here reads the disk. `notes`: what `note` signatures
    matched, one of which may turn out to be all the log says of a failure (promote_consequence)."""
    lang = options.lang
    signatures, rules = catalog.signatures, catalog.checks
    say = catalog.wording("culprit", lang)
    results = with_input_ranks(results)
    run = msrun.read_run(results)
    results = msrun.rank_inputs(results)
    curves = series_json(results, report)
    if curves:
        report.extra["series"] = curves
    states = timeline.rank_states(results, noise=unknown.BENIGN)
    phases = phase.RunPhases(results, states, catalog.phrases["phase"])  # one index for every phase asked below
    if any(s.rank is not None for s in states):
        report.extra["ranks"] = timeline.ranks_json(states)
    generic = {s.id for s in signatures if s.lookup is not None or s.secondary}
    findings = [name_family(f) if f.signature in generic else f for f in findings]
    loss_found = loss.loss_findings(results, rules, lang)
    findings, loss_found = link_key_mapping(findings, loss_found, results, rules, lang)
    findings = findings + loss_found
    verdict = culprit.decide(findings, states, results, run, say, rules)
    if verdict is not None and verdict.finding is not None:
        findings.append(verdict.finding)
    # later stages keep positions (they amend in place of the list or append): the verdict's finding by index
    target_at = (next((i for i, f in enumerate(findings) if f is verdict.target), None)
                 if verdict is not None and verdict.target is not None else None)
    root = timeline.root_finding(findings)
    if root is not None and root.severity == "error":  # a warning does not make timeouts its symptoms
        findings = timeline.mark_symptoms(findings, root)
    findings, hang = hang_finding(states, findings, rules, lang, catalog.phrases["story"])
    if hang is not None:
        findings = timeline.mark_symptoms(findings, hang) + [hang]
    findings = behind_timeouts(_trace_emitters(results, findings, report, options, catalog))
    stall = engine_stall_finding(results, rules, lang)
    if stall is not None:  # the requests that then time out, and their tracebacks, are its symptoms
        findings = timeline.mark_symptoms(findings, stall) + [stall]
    findings = findings + promote_consequence(findings, notes, results, signatures)
    # a timeout explains nothing by itself: it is how the peers of a failed rank end. While nothing but
    # timeouts explained the run, the failure line the fallback finds may be their cause. A loss anomaly
    # does not end a run either: the line that did is looked for beside it (unless it tells the same story)
    loss_ids = {id(f) for f in loss_found}
    if not any(f.severity == "error" and not f.symptom and f.category != "hang_or_timeout" and id(f) not in loss_ids
               for f in findings):
        fallback = unknown.unknown_finding(results, list(signatures), lang, options.suggest_signature, rules,
                                           phases.kind_at)
        # beside a loss finding of its family the line tells the same story; a learned guess of that family is
        # kept (a guess is no story, and whether the line is kept must not hang on the model it trains)
        if fallback is not None and (fallback.rule == unknown.LEARNED_RULE
                                     or fallback.category not in {f.category for f in loss_found}):
            before = _before_timeouts(fallback, findings)
            if before:
                fallback = replace(fallback, confidence=max(fallback.confidence, TRACED_ROOT_CONFIDENCE))
            findings.append(fallback)
            if before or timeline.root_finding(findings) is fallback:
                findings = timeline.mark_symptoms(findings, fallback)
    findings = early_chance_beside_crash(findings, loss_found)
    findings = parity_after_unloaded_weights(findings)
    findings = loss_beside_its_cause(findings, notes, loss_found, signatures)
    findings = promote_suspect(findings, notes, signatures)
    findings = stopped_while_stuck(findings, results, states, signatures, rules, lang)
    findings = declared_processes_missing(findings, results, states, rules, lang)
    if not findings:
        findings = last_words_finding(notes, results, signatures)
    if not findings:
        findings = restore_lost_finding(notes, results, rules, lang)
    if not findings:
        findings = reload_lost_finding(notes, results, rules, lang)
    if not findings:
        findings = setup_hang_finding(results, rules, lang, catalog.phrases["verdict"])
    findings = phase.apply_phases(findings, phases, lang)
    findings = name_culprit(findings, target_at, states, verdict, run, say)
    findings = name_culprit_worker(findings, results, report)
    culprits = {f.culprit.rank for f in findings if f.culprit is not None and f.culprit.rank is not None}
    exits = {e.rank: e for e in run.exits} if run is not None else {}
    by_rank = phase.rank_phases(phases, states)
    for item in report.extra.get("ranks", []):
        if item["rank"] in culprits:
            item["culprit"] = True
        if item["rank"] in exits:
            item["exit_code"] = exits[item["rank"]].code
        if item["rank"] in by_rank:
            item["phase"] = by_rank[item["rank"]].public()
    return findings


def promote_consequence(findings: list[Finding], notes: Sequence[Finding], results: list[ScanResult],
                        signatures: Sequence[Signature]) -> list[Finding]:
    """The note that explains an error line as a consequence (`main process disappeared`: a `severity:
    note`, `secondary` signature), as a failure, when nothing else in the log failed, the run did not say
    it finished and its input logged no step: a job that died while starting up (a checkpoint loaded
    into host memory by every rank) says nothing else, and calling it healthy would be wrong. After
    logged steps the same lines are as often the teardown of a run that ended well: no promotion."""
    if any(f.severity == "error" for f in findings) or says_finished(results):
        return []
    consequences = {s.id for s in signatures if s.severity == "note" and s.secondary}
    stepped = {r.path for r in results if r.points}
    for note in notes:
        ev = note.evidence[0] if note.evidence else None
        if (note.signature in consequences and ev is not None and ev.role in (ROLE_ERROR, ROLE_EXCEPTION)
                and ev.path not in stepped):
            return [replace(note, severity="error", confidence=max(note.confidence, CONSEQUENCE_CONFIDENCE))]
    return []


def behind_timeouts(findings: list[Finding]) -> list[Finding]:
    """A failure only the message index knows, in a run nothing else explains but timeouts: the line the
    peers timed out after. It is as much a root cause as the unknown-failure fallback's line would be
    (TRACED_ROOT_CONFIDENCE), and the timeouts after it are its symptoms."""
    traced = next((f for f in findings if f.signature is None and f.emitter is not None and f.severity == "error"
                   and f.category not in ("other", "hang_or_timeout")), None)
    rest = [f for f in findings if f is not traced and f.severity == "error" and not f.symptom]
    if traced is None or not rest or any(f.category != "hang_or_timeout" for f in rest):
        return findings
    root = replace(traced, confidence=max(traced.confidence, TRACED_ROOT_CONFIDENCE))
    return timeline.mark_symptoms([root if f is traced else f for f in findings], root)


def _before_timeouts(fallback: Finding, findings: list[Finding]) -> bool:
    """The fallback's line was logged before every timeout the run reports: the line the peers timed out
    after. msrun's scheduler names the worker it stopped hearing from tens of seconds after that worker's
    exception, and a log that joins msrun's console with the worker logs prints the worker's step lines
    after it, so neither the order of lines nor the scheduler's confidence may outrank the earlier error."""
    timeouts = [f for f in findings if f.severity == "error" and not f.symptom and f.category == "hang_or_timeout"]
    start = fallback.first_time
    return (start is not None and bool(timeouts)
            and all(f.first_time is not None and f.first_time > start for f in timeouts))


def name_family(finding: Finding) -> Finding:
    """A generic signature's finding of no category (a vendor code whose table says only "an operator failed
    at run time", a wrapper that reports an error told elsewhere) in the failure family its own line's words
    name, when one fits (`EZ9903: ... support for Ascend910 is not implemented` is a missing kernel): the
    signature still explains the code, the family says which kind of failure it is, and why. A specific
    signature that says `other` (a port already in use) meant it."""
    ev = finding.evidence[0] if finding.evidence else None
    if finding.category != "other" or finding.signature is None or ev is None:
        return finding
    body = strip_logger_prefix(ev.text.strip())
    verdict = families.recognise(families.Clue(body, families.exception_type_in(body)))
    if verdict is None:
        return finding
    facts = {**finding.facts, "family": verdict.public(),
             "why_category": {"en": verdict.why("en"), "zh": verdict.why("zh")}}
    return replace(finding, category=verdict.family.category, facts=facts, kb=verdict.family.kb or finding.kb)


def early_chance_beside_crash(findings: list[Finding], loss_found: Sequence[Finding]) -> list[Finding]:
    """A loss at chance level over the first few logged steps of a run that then crashed is a warning, not its
    cause: every classifier starts at ln(classes), so five or six points there say nothing of whether it would
    have learnt, and the crash is what ended the run (a 0-d label from the last batch, a checkpoint of another
    vocabulary)."""
    loss_ids = {id(f) for f in loss_found}
    crashed = any(f.severity == "error" and not f.symptom and id(f) not in loss_ids for f in findings)
    if not crashed:
        return findings
    return [replace(f, severity="warning") if id(f) in loss_ids and f.facts.get("check") == "chance"
            and f.facts.get("points", loss.CHANCE_BESIDE_CRASH_POINTS) < loss.CHANCE_BESIDE_CRASH_POINTS else f
            for f in findings]


def parity_after_unloaded_weights(findings: list[Finding]) -> list[Finding]:
    """A failed parity or accuracy check (precision_mismatch) printed after a load left parameters unloaded
    (a missing_or_unexpected_keys warning earlier in the same input): the unloaded weights are why the numbers
    differ, so the warning becomes the error and the check's finding its symptom (all 3 labelled logs with both
    are key mismatches)."""
    keys = next((f for f in findings if f.category == "missing_or_unexpected_keys" and f.evidence), None)
    if keys is None:
        return findings
    first = keys.evidence[0]
    parity = {id(f) for f in findings if f.category == "precision_mismatch" and not f.symptom and f.evidence
              and f.evidence[0].path == first.path and f.evidence[0].line > first.line}
    if not parity:
        return findings
    return [replace(f, severity="error") if f is keys else _consequence(f, keys) if id(f) in parity else f
            for f in findings]


def loss_beside_its_cause(findings: list[Finding], notes: Sequence[Finding], loss_found: Sequence[Finding],
                          signatures: Sequence[Signature]) -> list[Finding]:
    """An `explains_loss` warning (torch's loss broadcasting a (B,) target over (B, 1) predictions) or note
    (MindSpore's nn.Dropout built from keep_prob, which healthy runs print too) as the root cause of the loss
    curve's findings (a loss stuck from the first step, an accuracy at chance), when nothing else failed: the curve
    is what the warned computation does to training, so it becomes the cause's symptom (5 of the 6 labelled logs
    with torch's broadcast warning are labelled for the shapes, the sixth for the data loader that made them)."""
    explaining = {s.id for s in signatures if s.explains_loss}
    cause = next((f for f in findings if f.signature in explaining and f.severity == "warning"), None) \
        or next((n for n in notes if n.signature in explaining), None)
    curve = {id(f) for f in loss_found if f.severity == "error" and not f.symptom}
    if cause is None or not curve:
        return findings
    if any(f.severity == "error" and not f.symptom and id(f) not in curve for f in findings):
        return findings
    root = _as_root(cause)
    promoted = [root if f is cause else _consequence(f, root) if id(f) in curve else f for f in findings]
    return promoted if any(f is cause for f in findings) else [root] + promoted


def promote_suspect(findings: list[Finding], notes: Sequence[Finding], signatures: Sequence[Signature]
                    ) -> list[Finding]:
    """A `suspect` note (an operator that fell back to the CPU for want of a device kernel, Python graph mode left
    to the interpreter) as the root cause, when no failure the log shows is recognised: each is `other`, or only
    a family guessed from its words (`dtype words`, `mismatch words`, the learned model's). A named anomaly of
    the run explains such a crash better than its words do (graph mode's untyped PyExecute value fails later as a
    Float64 dtype error), and those failures become its symptoms. Beside any recognised failure, or one whose
    family already names the note's category, the note stays a note."""
    errors = [f for f in findings if f.severity == "error"]
    suspects = {s.id for s in signatures if s.suspect}
    note = next((n for n in notes if n.signature in suspects), None)
    if note is None or not errors:
        return findings
    # a failure whose family already names the note's category is the better evidence of it: it stays the root
    # (a learned guess of the note's category is still a guess: the note is the better evidence of it)
    if any(f.category != "other" and f.rule != unknown.LEARNED_RULE
           and (f.rule != unknown.FAMILY_RULE or f.category == note.category) for f in errors):
        return findings
    root, error_ids = _as_root(note), {id(f) for f in errors}
    return [root] + [_consequence(f, root) if id(f) in error_ids else f for f in findings]


def last_words_finding(notes: Sequence[Finding], results: list[ScanResult], signatures: Sequence[Signature]
                       ) -> list[Finding]:
    """A `last_words` note as the root cause of a log that shows no failure and no end of training, when its line
    is among the last LAST_WORDS_LINES of its input: the process was killed right after it said it (tcmalloc's
    large allocation, then the kernel restarts). Earlier in a log, or in a run that went on, the note stays a
    note: healthy runs print it too."""
    if says_finished(results):
        return []
    last_words = {s.id for s in signatures if s.last_words}
    ends = {r.path: set(r.tail_lines[-LAST_WORDS_LINES:]) for r in results}
    note = next((n for n in notes if n.signature in last_words and n.evidence
                 and n.evidence[0].line in ends.get(n.evidence[0].path, ())), None)
    return [] if note is None else [_as_root(note)]


def stopped_while_stuck(findings: list[Finding], results: list[ScanResult], states: list[timeline.RankState],
                        signatures: Sequence[Signature], rules: dict[str, CheckRule], lang: str) -> list[Finding]:
    """A job stopped from outside with SIGINT or SIGTERM after its ranks ran training steps, with no error of
    their own and no end of training, as a hang that was stopped (checks/run.stopped_while_stuck.yaml). The stop
    is a `stop_signal` signature's (torchrun's death signal, which becomes the hang's symptom), or, on two ranks
    or more, each rank's own last line (TensorFlow's and JAX's `SIGTERM caught at`, timeline.sigterm_notices).

    Nobody stops a job that still makes progress and then posts its log: the ranks waited in a collective
    (a barrier one rank never reached, uneven shards) until a Ctrl+C, `timeout` or the scheduler ended it.
    When the times are known, the last step must be STUCK_SILENCE or more before the stop: a job stopped
    while its steps still came was stopped for another reason (the orchestrator beside it crashed)."""
    stop = _signalled_stop(findings, signatures)
    if says_finished(results) or any(f is not stop and f.severity == "error" and not f.symptom for f in findings):
        return findings
    if stop is not None:
        signal, evidence, when = stop.facts["signal"], list(stop.evidence[:1]), stop.first_time
    else:
        notices = timeline.sigterm_notices(results)
        if len(notices) < 2:
            return findings
        times = [e.time for e in notices if e.time is not None]
        signal, evidence, when = "SIGTERM", notices[:2], max(times) if times else None
    if signal not in DELIBERATE_STOPS:
        return findings
    trained = [s for s in states if s.last_step is not None
               or any(FIRST_BACKWARD.search(t) or EPOCH_REPORT.search(t) for t in s.tail)]
    if not trained:
        return findings
    last = max(trained, key=lambda s: (s.last_step_time or 0.0, s.last_step or 0))
    gap = timeline.seconds_between(last.last_step_time, when)
    if gap is not None and gap < STUCK_SILENCE:
        return findings
    values = {"signal": signal,
              "at": (Text(f"step {last.last_step}", f"第 {last.last_step} 步") if last.last_step is not None
                     else Text("its first training steps", "最初的训练步")),
              "gap": _duration(gap) if gap is not None else ""}
    evidence = [s.last_step_line for s in trained if s.last_step_line is not None][:2] + evidence
    stuck = make_finding(rules, STOPPED_STUCK_RULE, lang, values, evidence=evidence, confidence=0.5,
                         role=ROLE_ERROR, facts={"signal": signal, "last_step": last.last_step,
                                                 "silence_seconds": round(gap, 1) if gap is not None else None},
                         ranks=[s.rank for s in trained if s.rank is not None], first_time=when)
    return [_consequence(f, stuck) if f is stop else f for f in findings] + [stuck]


def declared_processes_missing(findings: list[Finding], results: list[ScanResult], states: list[timeline.RankState],
                               rules: dict[str, CheckRule], lang: str) -> list[Finding]:
    """Start-up timeouts in the logs of two ranks or more that say the job has more processes than there are
    ranks' logs (`world_size=4`, `num_processes=3` on their first lines) and logged no training step: the
    processes that were never started are what the others waited for at registration or at the first barrier
    (checks/run.declared_processes_missing.yaml). The timeouts become its symptoms. With one rank's log, the
    others' logs may simply not have been posted."""
    ranks = {r.rank for r in results if r.rank is not None}
    errors = [f for f in findings if f.severity == "error" and not f.symptom]
    if len(ranks) < 2 or not errors or any(f.category != "hang_or_timeout" for f in errors) \
            or any(s.last_step is not None for s in states):
        return findings
    declared = [(int(v), key) for r in results for key in rank_config.PROCESS_COUNT_KEYS
                if (v := r.config.get(key, "")).isdigit()]
    total, key = max(declared, default=(0, ""))
    if total <= len(ranks):
        return findings
    values = {"missing": total - len(ranks), "total": total, "key": key, "logs": len(ranks)}
    missing = make_finding(rules, DECLARED_MISSING_RULE, lang, values, evidence=list(errors[0].evidence[:2]),
                           confidence=0.55, role=ROLE_ERROR,
                           facts={"declared_processes": total, "rank_logs": len(ranks), "setting": key},
                           ranks=sorted(ranks), first_time=errors[0].first_time)
    timed_out = {id(f) for f in errors}
    return [_consequence(f, missing) if id(f) in timed_out else f for f in findings] + [missing]


def _signalled_stop(findings: list[Finding], signatures: Sequence[Signature]) -> Optional[Finding]:
    """The first finding of a `stop_signal` signature, its signal under the fact `signal` (`Signals.` cut)."""
    stopping = {s.id: s.stop_signal for s in signatures if s.stop_signal}
    stop = next((f for f in findings if f.signature in stopping), None)
    if stop is None:
        return None
    signal = str(stop.facts.get(stopping[stop.signature], "")).removeprefix("Signals.")
    return stop.with_facts(signal=signal)


def _consequence(f: Finding, cause: Finding) -> Finding:
    """`f` as a symptom of `cause` (a symptom already keeps the cause it was first given)."""
    return replace(f, symptom=True, symptom_of=f.symptom_of or cause.signature or cause.title)


def _as_root(note: Finding) -> Finding:
    """A note promoted to the run's root cause (a suspect, a log's last words): an error, at least a root's
    confidence."""
    return replace(note, severity="error", confidence=max(note.confidence, SUSPECT_CONFIDENCE))


def engine_stall_finding(results: list[ScanResult], rules: dict[str, CheckRule], lang: str) -> Optional[Finding]:
    """An inference engine that reports 0 tokens/s while holding requests (checks/run.engine_stall.yaml)."""
    stall = timeline.engine_stalled(results)
    if stall is None:
        return None
    r = stall.result
    when = parse_prefix(stall.text)[1]
    values = {"line": stall.line, "running": stall.running, "waiting": stall.waiting, "time": timeline.iso(when) or ""}
    ev = Evidence(r.path, stall.line, stall.text[:500], r.rank, when, ROLE_ERROR)
    return make_finding(rules, ENGINE_STALL_RULE, lang, values, evidence=[ev], confidence=0.55, role=ROLE_ERROR,
                        facts={"running": stall.running, "waiting": stall.waiting},
                        ranks=[r.rank] if r.rank is not None else [])


def restore_lost_finding(notes: Sequence[Finding], results: list[ScanResult], rules: dict[str, CheckRule],
                         lang: str) -> list[Finding]:
    """A restore that left checkpoint values unbound (a note) in a log whose numbers then fell back: the
    loss back at its untrained level or the accuracy halved after it had been learnt
    (checks/run.restore_lost_state.yaml). Leaving only an inference model's optimizer out prints the same
    note and leaves the numbers where they were."""
    note = next((n for n in notes if n.signature in UNRESTORED_NOTES), None)
    if note is None:
        return []
    for r in results:
        lost = loss.progress_lost(r)
        if lost is None:
            continue
        values = {"metric": lost.metric, "best": lost.best, "after": lost.after, "value": note.facts.get("value", "")}
        evidence = [lost.best_evidence, lost.after_evidence, *note.evidence[:1]]
        return [make_finding(rules, RESTORE_LOST_RULE, lang, values, evidence=evidence, confidence=0.6,
                             role=ROLE_ERROR, facts={"metric": lost.metric, "best": lost.best, "after": lost.after},
                             ranks=[r.rank] if r.rank is not None else [])]
    return []


def reload_lost_finding(notes: Sequence[Finding], results: list[ScanResult], rules: dict[str, CheckRule],
                        lang: str) -> list[Finding]:
    """A log with no other finding whose reloaded model scores far below the trained one (loss.reload_lost,
    checks/run.reload_lost_accuracy.yaml): the weights saved were not the weights loaded. When the loader said it
    skipped saved weights of another shape (SKIPPED_SHAPE_NOTES), those are why (run.reload_skipped_weights)."""
    skipped = next((n for n in notes if n.signature in SKIPPED_SHAPE_NOTES), None)
    for r in results:
        lost = loss.reload_lost(r)
        if lost is None:
            continue
        values = {"best": lost.best, "after": lost.after}
        evidence = [lost.best_evidence, lost.after_evidence]
        rule = RELOAD_LOST_RULE
        if skipped is not None:
            rule = RELOAD_SKIPPED_RULE
            values["skipped"] = str(skipped.facts.get("name", ""))
            evidence.insert(1, skipped.evidence[0])
        return [make_finding(rules, rule, lang, values, evidence=evidence, confidence=0.55, role=ROLE_ERROR,
                             facts={"best": lost.best, "after": lost.after},
                             ranks=[r.rank] if r.rank is not None else [])]
    return []


def setup_hang_finding(results: list[ScanResult], rules: dict[str, CheckRule], lang: str, book: Phrasebook
                       ) -> list[Finding]:
    """A log that found nothing, logged no step and ends, on every input, in collective-communication setup
    (checks/run.setup_hang.yaml) or where a JIT extension build takes its lock (run.extension_build_hang):
    the job stopped there, unless it says it finished."""
    if says_finished(results):
        return []
    for rule, stopped in ((EXTENSION_HANG_RULE, timeline.stopped_at_extension_build),
                          (SETUP_HANG_RULE, timeline.stopped_in_setup)):
        stuck = stopped(results)
        if stuck is None:
            continue
        r, text, line = stuck
        when = timeline.iso(r.last_time)
        values = {"line": line, "text": text.strip()[:120],
                  "time": when or Text(book.text("en", "no_time"), book.text("zh", "no_time"))}
        facts: dict[str, object] = {"last_line": line, "last_time": when}
        waiting = None if rule != SETUP_HANG_RULE else _never_started(timeline.missing_tasks(results), results) \
            or timeline.missing_processes(results)
        if waiting is not None:  # it says whom it waited for: a process that never started
            rule = SETUP_MISSING_TASK_RULE
            values.update(missing=waiting.missing, total=waiting.total,
                          stragglers=", ".join(waiting.stragglers[:3]))
            facts.update(missing=waiting.missing, total=waiting.total, stragglers=list(waiting.stragglers))
        evidence = [Evidence(r.path, line, text[:500], r.rank, r.last_time, ROLE_ERROR)]
        if waiting is not None and (waiting.path, waiting.line) != (r.path, line):
            evidence.insert(0, Evidence(waiting.path, waiting.line, waiting.text[:500], waiting.rank, None,
                                        ROLE_WARNING))
        ranks = [r.rank] if r.rank is not None else []
        return [make_finding(rules, rule, lang, values, evidence=evidence, confidence=0.45, role=ROLE_ERROR,
                             facts=facts, ranks=ranks)]
    return []


def _never_started(waiting: Optional[timeline.MissingTasks], results: list[ScanResult]
                   ) -> Optional[timeline.MissingTasks]:
    """`waiting`, unless the run holds a log of every process it counts: then the one it waited for was started
    and did not reach the others (a wrong address or port), a start-up hang rather than a missing process."""
    ranks = {r.rank for r in results if r.rank is not None}
    return None if waiting is None or len(ranks) >= waiting.total else waiting


def _trace_emitters(results: list[ScanResult], findings: list[Finding], report: Draft, options: Options,
                    catalog: Catalog) -> list[Finding]:
    """The message index (analyzer/knowledge/emitters): emitters for findings, a finding where only the index knows."""
    from ..knowledge.emitters.stage import trace_emitters

    try:
        return trace_emitters(results, findings, report, catalog.wording("emitters", options.lang),
                              catalog.library_versions, options.suggest_signature,
                              unknown.neighbour_blind_ids(catalog.signatures))
    except Exception as exc:  # noqa: BLE001 - the index is extra knowledge: never lose the findings for it
        report.notes.append(catalog.note("failed.message_index", error=f"{type(exc).__name__}: {exc}"))
        return findings

