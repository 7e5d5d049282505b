"""Stage 6: explicit scores, never file order.

score = signature confidence (the author's estimate of how specific the match is)
      + role of the strongest line (raised exception > error line > warning)
      + earliest root error in time (the first error beats the cascade it caused)
      + repeats across lines and ranks (small, capped)
      + live probe verdicts (confirmed raises, refuted lowers)
      - being a known symptom (`secondary`: timeouts, generic wrappers) while a root cause is present
      - being only a warning while an error-severity root cause is present.
The parts are kept in `finding.score` so a user can see why one cause outranks another.
"""

from __future__ import annotations

import math

from .model import ROLE_ERROR, ROLE_EXCEPTION, ROLE_INFO, ROLE_WARNING, Finding

ROLE_BONUS = {ROLE_EXCEPTION: 0.10, ROLE_ERROR: 0.04, ROLE_WARNING: -0.04, ROLE_INFO: -0.08}
EARLIEST_BONUS = 0.06
SECONDARY_PENALTY = 0.30
WARNING_PENALTY = 0.15  # a warning-severity finding below any error that broke the run
PROBE_DELTA = {"confirmed": 0.15, "refuted": -0.30, "inconclusive": 0.0, "unavailable": 0.0, "error": 0.0}
ROOT_FLOOR = 0.5  # a non-secondary finding at least this confident makes secondaries symptoms


def _time_key(f: Finding) -> tuple:
    return (f.first_time is None, f.first_time or 0.0, f.first_seq)


def score(findings: list[Finding]) -> list[Finding]:
    """Fill `score` and `confidence` of each finding and return them best first."""
    roots = [f for f in findings if not f.secondary and f.confidence >= ROOT_FLOOR and f.category != "other"]
    earliest = min(roots, key=_time_key) if len(roots) > 1 else None
    for f in findings:
        parts = {"signature": f.confidence}
        parts["role"] = ROLE_BONUS.get(str(f.facts.get("role", ROLE_INFO)), 0.0)
        if earliest is not None and f is earliest:
            parts["earliest"] = EARLIEST_BONUS
        if f.count > 1:
            parts["repeats"] = min(0.04, 0.01 * math.log2(f.count))
        probe = sum(PROBE_DELTA.get(p.status, 0.0) for p in f.probes)
        if probe:
            parts["probes"] = probe
        if f.secondary and roots:
            parts["symptom"] = -SECONDARY_PENALTY
        if f.severity == "warning" and any(r.severity == "error" for r in roots):
            parts["warning_only"] = -WARNING_PENALTY
        f.score = parts
        f.confidence = max(0.02, min(0.99, sum(parts.values())))
    return sorted(findings, key=lambda f: (-f.confidence, _time_key(f)))


def fold_symptoms(findings: list[Finding]) -> list[Finding]:
    """Secondary findings (timeouts on other ranks, generic wrappers) become evidence of the top root cause."""
    if not findings:
        return findings
    top = findings[0]
    if top.secondary:
        return findings
    kept = [top]
    for f in findings[1:]:
        if f.secondary and f.confidence < top.confidence:
            top.related.append(f.signature or f.title)
            top.facts.setdefault("symptoms", []).append(
                {"signature": f.signature, "title": f.title, "count": f.count, "ranks": f.ranks})
            continue
        kept.append(f)
    return kept
