"""Stage 6: explicit scores, never file order.

score = signature confidence (the author's estimate of how specific the match is)
      + role of the strongest line (raised exception > error line > warning)
      + earliest root error in time (the first error beats the cascade it caused)
      + repeats across lines and ranks (small, capped)
      + live probe verdicts (confirmed raises, refuted lowers)
      - being a symptom (timeouts, generic wrappers) while a root cause is present
      - being a wrapper of no category (`other`) while another symptom names one
      - being only a warning while an error-severity root cause is present.
The parts and their clamped sum are kept in `finding.score` (a `Score`) so a user can see why one
cause outranks another; `finding.confidence` stays the match confidence. The earliest root cause is
the one `timeline.root_finding` names: ranking and the run analysis never disagree about it.
"""

from __future__ import annotations

import math
from dataclasses import replace

from ..analysis.timeline import earliest_key, root_candidates, root_finding
from ..model import ROLE_ERROR, ROLE_EXCEPTION, ROLE_INFO, ROLE_WARNING, Finding, Score, Symptom

ROLE_BONUS = {ROLE_EXCEPTION: 0.10, ROLE_ERROR: 0.04, ROLE_WARNING: -0.04, ROLE_INFO: -0.08}
EARLIEST_BONUS = 0.06
SYMPTOM_PENALTY = 0.30
WARNING_PENALTY = 0.15  # a warning-severity finding below any error that broke the run
# With no root cause in sight, symptoms are all there is: a wrapper that names no category ("the inner
# error is reported as above") tells less than the CANN code or timeout beside it that names one.
UNNAMED_WRAPPER_PENALTY = 0.15
PROBE_DELTA = {"confirmed": 0.15, "refuted": -0.30, "inconclusive": 0.0, "unavailable": 0.0, "error": 0.0}
ROOT_FLOOR = 0.5  # a non-symptom finding at least this confident makes symptoms consequences


def score_of(f: Finding, roots: list[Finding], causes: list[Finding], earliest: bool,
             named_symptom: bool = False) -> Score:
    """The named parts of one finding's score and their sum, clamped into (0, 1). `named_symptom`: some
    symptom of the run names a category. `causes`: what makes symptoms consequences (the roots, or a
    confident failure no category names, whose timeouts the run analysis marked as its symptoms)."""
    parts = {"signature": f.confidence}
    parts["role"] = ROLE_BONUS.get(f.role or ROLE_INFO, 0.0)
    if earliest:
        parts["earliest"] = EARLIEST_BONUS
    if f.count > 1:
        parts["repeats"] = min(0.04, 0.01 * math.log2(f.count))
    probe = sum(PROBE_DELTA.get(p.status, 0.0) for p in f.probes)
    if probe:
        parts["probes"] = probe
    if f.symptom and causes:
        parts["symptom"] = -SYMPTOM_PENALTY
    elif f.symptom and f.category == "other" and named_symptom:
        parts["unnamed_wrapper"] = -UNNAMED_WRAPPER_PENALTY
    if f.severity == "warning" and any(r.severity == "error" for r in roots):
        parts["warning_only"] = -WARNING_PENALTY
    return Score(parts, max(0.02, min(0.99, sum(parts.values()))))


def score(findings: list[Finding]) -> list[Finding]:
    """The findings with their `score`, best first (confidence untouched)."""
    roots = root_candidates(findings, ROOT_FLOOR)
    earliest = root_finding(findings, ROOT_FLOOR) if len(roots) > 1 else None
    named = any(f.symptom and f.category != "other" for f in findings)
    causes = roots or [f for f in findings if not f.symptom and f.severity == "error" and f.confidence >= ROOT_FLOOR]
    scored = [replace(f, score=score_of(f, roots, causes, f is earliest, named)) for f in findings]
    # the shown score is clamped to 0.99: two findings that both reach it are told apart by their sum
    return sorted(scored, key=lambda f: (-f.final_confidence, -sum(f.score.parts.values()) if f.score else 0.0,
                                         earliest_key(f), *tie_break(f)))


def tie_break(f: Finding) -> tuple:
    """Last keys for findings equal in score and time, so that no order of loading decides: a timeout is what
    the peers of a failed process report, so at a tie the other finding explains it; then the rule's id."""
    return (f.category == "hang_or_timeout", f.signature or "", f.title)


def fold_symptoms(findings: list[Finding]) -> list[Finding]:
    """Symptom findings (timeouts on other ranks, generic wrappers) become lines of the top root cause."""
    if not findings:
        return findings
    top = findings[0]
    if top.symptom:
        return findings
    kept: list[Finding] = []
    folded: list[Symptom] = []
    for f in findings[1:]:
        if f.symptom and f.final_confidence < top.final_confidence:
            folded.append(Symptom(f.signature, f.title, f.count, f.ranks))
            continue
        kept.append(f)
    if not folded:
        return findings
    return [replace(top, symptoms=top.symptoms + tuple(folded))] + kept
