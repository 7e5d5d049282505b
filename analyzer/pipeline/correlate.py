"""Stage 4: fold hits from all inputs into findings.

Repeats of one symptom across lines and ranks become one finding with a count and the ranks it was
seen on. A hit inside a raised traceback is upgraded to the `exception` role and carries the user's
source frame (`settle`, whose scan results every later stage reads). Titles, facts and fixes are
rendered here from the signature templates with the values captured in the log.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Optional, Union

from ..knowledge.advice import Stack, describe, select, stack, versions_in
from ..knowledge.api_history import UNKNOWN_VALUES, ArgumentHistory, explain_argument, explain_export, explain_member
from ..knowledge.codes import WEIGHT_UNKNOWN, CodeInfo, lookup
from ..knowledge.signatures import STATUS_CONFIDENCE, Signature
from ..knowledge.template import fill, render, unfilled
from ..model import (
    ROLE_ERROR,
    ROLE_EXCEPTION,
    ROLE_INFO,
    ROLE_WARNING,
    TYPED_FACTS,
    Evidence,
    Finding,
    Frame,
    Hit,
    ScanResult,
    Traceback,
)
from ..normalize import line_rank
from .traceback import user_frame

MAX_EVIDENCE = 6
ROLE_ORDER = {ROLE_INFO: 0, ROLE_WARNING: 1, ROLE_ERROR: 2, ROLE_EXCEPTION: 3}


@dataclass
class Group:
    signature: Signature
    hits: list[Hit] = field(default_factory=list)
    keys: list[tuple] = field(default_factory=list)  # time order of each hit, parallel to hits
    input_index: int = 0
    source: Optional[Frame] = None


def _raised_in(result: ScanResult, hit: Hit) -> Optional[Traceback]:
    """The traceback block (of the hit's own process) the hit's line lies in, if any."""
    line = hit.evidence.line
    for tb in result.tracebacks:
        if tb.start_line <= line <= tb.end_line and tb.worker in (None, hit.evidence.worker):
            return tb
    return None


def _explains_nothing(sig: Signature, hit: Hit) -> bool:
    """A lookup signature explains a code; a line without one has nothing to explain."""
    return sig.lookup is not None and not hit.captures.get(sig.lookup.key)


def _settled(result: ScanResult, hit: Hit, signatures: dict[str, Signature]) -> Hit:
    ev = hit.evidence
    role = ROLE_EXCEPTION if result.tracebacks and _raised_in(result, hit) is not None else ev.role
    keep = ev.rank is not None or _explains_nothing(signatures[hit.signature], hit)
    rank = ev.rank if keep else line_rank(ev.rank, result.rank)
    if role == ev.role and rank == ev.rank:
        return hit
    return replace(hit, evidence=replace(ev, role=role, rank=rank))


def settle(results: list[ScanResult], signatures: dict[str, Signature]) -> list[ScanResult]:
    """Scan results as the later stages read them: a hit inside a raised traceback has the `exception`
    role, a hit without a rank of its own has its input's, and a member-history hit the history does not
    confirm is an error line (a mention) again, for the unknown-failure fallback. Results that need none of
    this are passed on."""
    out = []
    for r in results:
        dropped = {id(h) for h in r.hits if _unconfirmed(signatures[h.signature], h)}
        hits = [_settled(r, h, signatures) for h in r.hits if id(h) not in dropped]
        if dropped:
            back = [h.evidence for h in r.hits if id(h) in dropped]
            errors = [e for e in back if e.role in (ROLE_ERROR, ROLE_EXCEPTION)]
            others = [e for e in back if e.role not in (ROLE_ERROR, ROLE_EXCEPTION)]
            r = replace(r, hits=hits, unmatched=sorted(r.unmatched + errors, key=lambda e: e.line),
                        mentions=sorted(r.mentions + others, key=lambda e: e.line))
        elif any(a is not b for a, b in zip(hits, r.hits)):
            r = replace(r, hits=hits)
        out.append(r)
    return out


def _unconfirmed(sig: Signature, hit: Hit) -> bool:
    """A member-history hit whose class and attribute no release's history explains."""
    if sig.history is None or sig.history.kind != "member":
        return False
    owner, member = hit.captures.get(sig.history.callable), hit.captures.get(sig.history.argument)
    return not owner or not member or explain_member(str(owner), str(member)) is None


def _pick_evidence(hits: list[Hit]) -> list[Evidence]:
    """The first hit, then one per further rank, then other distinct lines: what a reader needs to see."""
    chosen: list[Evidence] = []
    seen_ranks: set[Optional[int]] = set()
    seen_text: set[str] = set()
    for h in hits:
        if h.evidence.rank not in seen_ranks or not chosen:
            chosen.append(h.evidence)
            seen_ranks.add(h.evidence.rank)
            seen_text.add(h.evidence.text)
        if len(chosen) >= MAX_EVIDENCE:
            return chosen
    for h in hits:
        if len(chosen) >= MAX_EVIDENCE:
            break
        if h.evidence.text not in seen_text:
            chosen.append(h.evidence)
            seen_text.add(h.evidence.text)
    return chosen


def _order_key(result_index: int, hit: Hit) -> tuple:
    """Time first; inputs without times keep their own order (input index, then line order)."""
    t = hit.evidence.time
    return (t is None, t or 0.0, result_index, hit.seq)


def group_hits(results: list[ScanResult], signatures: dict[str, Signature]) -> list[Group]:
    """Hits of settled scan results (`settle`) grouped by signature and its `fold_by` captures; a group with fewer
    hits than its signature's `min_count` is no finding."""
    groups: dict[tuple, Group] = {}
    for result in results:
        for hit in result.hits:
            sig = signatures[hit.signature]
            if _explains_nothing(sig, hit):
                continue
            key = (sig.id,) + tuple(hit.captures.get(k, "") for k in sig.fold_by)
            grp = groups.get(key)
            if grp is None:
                grp = groups[key] = Group(sig, input_index=result.index)
            grp.hits.append(hit)
            grp.keys.append(_order_key(result.index, hit))
            if grp.source is None and result.tracebacks:
                tb = _raised_in(result, hit)
                grp.source = user_frame(tb) if tb is not None else None
    # a line that tells a failure only when it repeats, here too few times, is no finding
    kept = [grp for grp in groups.values() if len(grp.hits) >= grp.signature.min_count]
    for grp in kept:
        order = sorted(range(len(grp.hits)), key=grp.keys.__getitem__)
        grp.hits = [grp.hits[i] for i in order]
        grp.keys = [grp.keys[i] for i in order]
        grp.input_index = grp.keys[0][2]
    return kept


def _code_info(sig: Signature, values: dict[str, object], lang: str) -> Optional[CodeInfo]:
    """A lookup signature's captured code, explained by its table; its `{code_*}` values are added."""
    if sig.lookup is None or not values.get(sig.lookup.key):
        return None
    info = lookup(sig.lookup.table, values[sig.lookup.key])
    if info is not None:
        values.update(info.template_values(lang))
    return info


def _argument_history(sig: Signature, values: dict[str, object], lang: str,
                      named: frozenset[str] = frozenset()) -> Optional[ArgumentHistory]:
    """A history signature's refused keyword argument (missing top-level name), judged by the API history; its
    `{api_*}` values are added. Only a name some releases accepted (exported) explains the failure (a version
    fact); a name none had leaves the signature's own reading, with the close names as `{api_suggestion}`."""
    if sig.history is None:
        return None
    values.update(UNKNOWN_VALUES)  # an optional clause, left out unless the history fills it
    if not values.get(sig.history.argument):
        return None
    owner, name = str(values.get(sig.history.callable) or ""), str(values[sig.history.argument])
    if sig.history.kind == "export":
        found = explain_export(owner, name)
    elif sig.history.kind == "member":
        found = explain_member(owner, name)
    else:
        called = str(values.get(sig.history.call) or "") if sig.history.call else ""
        found = explain_argument(owner, name, called, named)
    if found is None:
        return None
    values.update(found.template_values(lang))
    return found if found.change else None


Explanation = Union[CodeInfo, ArgumentHistory]
STEPS_PLACEHOLDERS = ("{code_steps}", "{api_steps}")  # a fix template that expands into the explanation's steps


def _render_fixes(templates: list[str], values: dict[str, object], info: Optional[Explanation], lang: str
                  ) -> list[str]:
    """A template that is exactly `{code_steps}` (`{api_steps}`) becomes one fix per step of the code's entry
    (of the argument's history), and nothing when nothing explains it. An empty value drops its placeholder
    (`fill`)."""
    out: list[str] = []
    for t in templates:
        if t.strip() in STEPS_PLACEHOLDERS:
            out.extend(info.steps_in(lang) if info is not None else ())
        else:
            out.append(fill(t, values, lang))
    return out


def _classify(sig: Signature, info: Optional[Explanation]) -> tuple[str, float, Optional[str], bool]:
    """(category, confidence, kb, symptom): from the code table when it knows the captured code (from the
    API history when it knows the refused argument), since the table names the usual root cause better than
    a generic pattern can.
    `symptom`: the signature's YAML `secondary` flag, unless the code table says otherwise."""
    kb = sig.kb[0] if sig.kb else None
    confidence = sig.confidence * STATUS_CONFIDENCE.get(sig.status, 1.0)
    if info is not None:
        symptom = sig.secondary if info.symptom is None else info.symptom
        return info.category, min(1.0, confidence * info.weight), info.kb or kb, symptom
    weight = WEIGHT_UNKNOWN if sig.lookup is not None else 1.0
    return sig.category, confidence * weight, kb, sig.secondary


def to_finding(grp: Group, lang: str = "en", on: Optional[Stack] = None,
               named: frozenset[str] = frozenset()) -> Finding:
    """`named`: the tracked packages the run's inputs name, whose API history judges a refused argument."""
    sig = grp.signature
    on = on or stack()
    values: dict[str, object] = {}
    # values from the strongest line first (the raised exception), then in time order
    for h in sorted(grp.hits, key=lambda h: -ROLE_ORDER.get(h.evidence.role, 0)):
        for k, v in h.captures.items():
            values.setdefault(k, v)
    info: Optional[Explanation] = _code_info(sig, values, lang) or _argument_history(sig, values, lang, named)
    ranks = sorted({h.evidence.rank for h in grp.hits if h.evidence.rank is not None})
    values["count"] = len(grp.hits)
    values["ranks"] = ", ".join(map(str, ranks)) if ranks else ""
    first = grp.hits[0]
    values.setdefault("path", first.evidence.path)
    values.setdefault("line", first.evidence.line)
    for name, tmpl in sig.facts.items():  # a derived fact missing a value is empty: an optional clause
        derived = render(tmpl, values)
        values[name] = "" if unfilled(derived) else derived
    best_role = max((h.evidence.role for h in grp.hits), key=lambda r: ROLE_ORDER.get(r, 0))
    facts = {k: v for k, v in values.items() if k not in ("path", "line", "count") and k not in TYPED_FACTS and v != ""}
    if ranks:
        facts["first_rank"] = first.evidence.rank
    category, confidence, kb, symptom = _classify(sig, info)
    if info is not None:
        # the explanation's template clauses give way to its structured facts
        facts = {k: v for k, v in facts.items() if not k.startswith(("code_", "api_"))}
        facts.update(info.facts(lang))
    templates, looked = select(sig.fixes_in(lang), sig.fix_when, on)
    if looked:
        facts["advice_for"] = describe(looked, on, lang)
    return Finding(
        category=category,
        signature=sig.id,
        title=fill(sig.title_in(lang), values, lang),
        confidence=confidence,
        evidence=_pick_evidence(grp.hits),
        fixes=_render_fixes(templates, values, info, lang),
        kb=kb,
        facts=facts,
        count=len(grp.hits),
        ranks=ranks,
        severity=sig.severity,
        symptom=symptom,
        source=grp.source,
        role=best_role,
        first_time=first.evidence.time,
        first_seq=(grp.input_index, first.evidence.line),
    )


def correlate(results: list[ScanResult], signatures: dict[str, Signature], lang: str = "en"
              ) -> tuple[list[Finding], list[Finding]]:
    """(findings, notes-as-findings): severity `note` signatures become report notes, not failures."""
    findings: list[Finding] = []
    notes: list[Finding] = []
    results = settle(results, signatures)
    on = stack(log_versions(results))
    named = frozenset().union(*(r.packages_named for r in results))
    for grp in group_hits(results, signatures):
        f = to_finding(grp, lang, on, named)
        (notes if f.severity == "note" else findings).append(f)
    return findings, notes


def log_versions(results: list[ScanResult]) -> dict[str, str]:
    """Package versions the log itself states (a signature capture such as `ms_version`), first seen wins."""
    found: dict[str, str] = {}
    for result in results:
        for hit in result.hits:
            for package, version in versions_in(hit.captures).items():
                found.setdefault(package, version)
    return found
