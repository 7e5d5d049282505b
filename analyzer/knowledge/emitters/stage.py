"""The run-analysis hook: trace error lines to the library code that raised them.

Runs after signature correlation and before the unknown-failure fallback. Two jobs:
- a signature finding whose evidence line is a library message gets the `emitter` as extra
  evidence (the signature keeps the first word: its category, title and fixes stay);
- when no signature explained the run, the failure line the fallback would pick (same candidates,
  same order, see unknown.py) is looked up; a log with no failure line at all has its last lines
  looked up (a pasted message whose exception type was cut off); a hit becomes a finding with the rule table's category,
  the message as its title, the emitter, and fixes read from the raising test and the values it
  accepts. Its confidence stays below curated signatures.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from typing import Optional

from ...analysis import unknown
from ...analysis.families import Verdict, exception_type_in
from ...analysis.timeline import line_order
from ...analysis.verdict import says_finished
from ...model import ROLE_ERROR, ROLE_EXCEPTION, Evidence, Finding, Frame, ScanResult
from ...pipeline.assemble import Draft
from ...pipeline.lines import EXCEPTION_LINE
from ...prefix_grammar import logged_at, strip_logger_prefix
from ..phrases import Wording
from .matcher import Match, MessageIndex
from .record import KIND_ASSERT, KIND_NATIVE, KIND_RAISE, Template

CONFIDENCE = {"exact": 0.55, "native": 0.45, "near": 0.42}
MAX_LOOKUPS = 6  # failure candidates tried, best first
MAX_SIGNATURE_LOOKUPS = 10
TAIL_LOOKUPS = 3  # last lines of an input without any failure line, looked up for a raised message
MAX_VALUES_SHOWN = 40
_FIELD = re.compile(r"\b(?:self|config|cfg|args|model_config|parallel_config|training_args|conf|kwargs)"
                    r"\.(?:get\(['\"])?([A-Za-z_]\w*)")

def message_of(text: str) -> str:
    """The message of a log line: log prefix and `ExceptionType: ` removed, a KeyError's quotes too."""
    body = strip_logger_prefix(text.strip())
    m = EXCEPTION_LINE.match(body)
    if m:  # a type alone (its message cut off) is no message: nothing to look up
        body = m.group("msg") or ""
    body = body.strip()
    if len(body) > 1 and body[0] == body[-1] and body[0] in "'\"":
        body = body[1:-1]
    return body


def _frames(result: ScanResult, ev: Evidence) -> tuple[Frame, ...]:
    """The frames of the traceback that ends on the evidence line or, failing that, of one ending on
    the same message (MindSpore prints a graph-mode error first in its C++ `At:` listing, then again
    under the Python traceback that carries the frames)."""
    same: tuple[Frame, ...] = ()
    message = message_of(ev.text)
    for tb in result.tracebacks:
        if tb.exception_line == ev.line:
            return tb.frames
        if not same and tb.frames and tb.message.strip() == message:
            same = tb.frames
    return same


def _sites(frames: Sequence[Frame], text: str = "") -> list[tuple[str, int]]:
    """Where the message came from: the traceback's frames, and the source a log prefix names (it tells
    which of several packages that print the same words printed this line)."""
    logged = logged_at(text)
    return [(f.path, f.line) for f in frames] + ([logged] if logged else [])


def _python_raise_site(frames: Sequence[Frame]) -> str:
    """The innermost frame's file when the traceback shows it executing a `raise` statement, else ""."""
    return frames[-1].path if frames and frames[-1].code.strip().startswith("raise") else ""


def _fixes(match: Match, say: Wording, frames: Sequence[Frame] = (), message: str = "") -> list[str]:
    w = say.book.table(say.lang)  # checks/phrases/emitters.yaml
    t = match.template
    func = w["func"].format(function=t.function) if t.function else ""
    caller = caller_of(t, frames) if t.kind != KIND_NATIVE else None
    if caller is not None and match.generic:
        out = [_call_fix(w["caller"], t, caller) + _closest_listed(message, match.holes, w)]
    elif t.kind == KIND_NATIVE:
        out = [w["native"].format(package=t.package, version=t.version, path=t.path)]
    elif t.condition:
        out = [w["where"].format(package=t.package, version=t.version, path=t.path, line=t.line, func=func,
                                 condition=t.condition)]
    else:
        out = [w["where_plain"].format(package=t.package, version=t.version, path=t.path, line=t.line, func=func)]
    if caller is not None and not match.generic:
        out.append(_call_fix(w["called_from"], t, caller) + _closest_listed(message, match.holes, w))
    out.extend(_value_fixes(match, w))
    if t.category == "config_field_error" and t.condition:
        fields = list(dict.fromkeys(_FIELD.findall(t.condition)))
        if fields:
            key = "fields_mf" if t.package == "mindformers" else "fields"
            out.append(w[key].format(fields=", ".join(f"`{f}`" for f in fields), condition=t.condition))
    if not match.exact:
        out.append(w["near"].format(similarity=match.similarity, package=t.package, version=t.version))
    if match.other_versions:
        out.append(w["versions"].format(package=t.package, have=", ".join(match.versions),
                                        lack=", ".join(match.other_versions)))
    if match.also_in and not match.located:
        out.append(w["also"].format(packages=", ".join(match.also_in)))
    if match.sites > 1 and not match.located:
        out.append(w["sites"].format(n=match.sites, package=t.package, version=t.version))
    return out


def _call_fix(phrase: str, t: Template, caller: Frame) -> str:
    return phrase.format(package=t.package, version=t.version, path=t.path, line=t.line,
                         caller=package_path(caller.path, t.package), caller_line=caller.line,
                         code=caller.code.strip()[:200] or caller.function)


_LISTED = re.compile(r"\[([^\[\]]{1,400})\]")


def _closest_listed(message: str, holes: Sequence[str], w: dict) -> str:
    """A check that printed the values it accepts (`should be in : ['O0', 'O2'], but got o2`): the accepted
    value nearest to the one given (the last hole), when one is near enough to be a misspelling."""
    listed = _LISTED.search(message)
    given = holes[-1].strip("'\"` ") if holes else ""
    if listed is None or not given:
        return ""
    accepted = [v.strip().strip("'\"") for v in listed.group(1).split(",") if v.strip()]
    from rapidfuzz import fuzz, process, utils

    closest = process.extractOne(given, accepted, scorer=fuzz.WRatio, processor=utils.default_process,
                                 score_cutoff=70)
    return w["closest"].format(closest=closest[0]) if closest is not None and closest[0] != given else ""


def _value_fixes(match: Match, w: dict) -> list[str]:
    t = match.template
    if not t.values:
        return []
    shown = ", ".join(t.values[:MAX_VALUES_SHOWN]) + (", ..." if len(t.values) > MAX_VALUES_SHOWN else "")
    rejected = [h for h in match.holes if h not in t.values and len(h) < 80]
    accepted = accepted_here(match)
    if accepted:
        return [w["newer"].format(value=accepted[0], owner=t.function or t.path, package=t.package,
                                  version=t.version)]
    if not rejected:
        return [w["accepted"].format(package=t.package, version=t.version, values=shown)]
    value = rejected[0]
    text = w["rejected"].format(value=value, owner=t.function or t.path, package=t.package, version=t.version,
                                values=shown)
    from rapidfuzz import fuzz, process

    closest = process.extractOne(value, t.values, scorer=fuzz.WRatio, score_cutoff=70)
    if closest is not None:
        text += w["closest"].format(closest=closest[0])
    return [text]


def _kb(category: str) -> str:
    from ...data import load_data

    table = load_data("emitter_categories").get("category_kb") or {}
    return table.get(category) or table.get("other") or unknown.KB_UNKNOWN


def accepted_here(match: Match) -> list[str]:
    """Values from the log that the indexed version's check accepts: the failing run rejected them, so it
    ran another version of the library (a key added or renamed since)."""
    t = match.template
    if not t.values or not t.condition or " in " not in t.condition:
        return []
    return [h for h in match.holes if h in t.values]


def category_of(match: Match, message: str, exc_type: str = "", frames: Sequence[Frame] = ()) -> Optional[str]:
    """The category the rule table names for the message, or None where no rule applies (`other` by
    default, which a failure family may still name).

    A C++ string is only a piece of its message: the table then reads the whole message from the log
    (with the library's path), which names far more than the piece does. A shared validator's few-word
    template (`{} should be {}, but got {}.`) says nothing of its own either: the whole message and the
    module that called the validator decide. A rejected value that the indexed version accepts makes the
    versions the cause."""
    from .categorise import decide

    t = match.template
    if accepted_here(match):
        return "version_incompatibility"
    if t.kind != KIND_NATIVE and not match.generic:
        if t.category != "other":
            return t.category  # the table's verdict, stored with the template when it was indexed
        # `other` on purpose (a rule names it) or for want of one
        rule = decide(t.path, t.exc_type, t.text, t.condition)
    elif not match.generic:
        rule = decide(t.path, t.exc_type, message, t.condition)
    else:
        caller = caller_of(t, frames)
        rule = decide(package_path(caller.path, t.package) if caller else t.path, exc_type or t.exc_type, message)
    return rule.category if rule is not None else None


def package_path(path: str, package: str) -> str:
    """`/venv/.../site-packages/mindspore/train/amp.py` -> `mindspore/train/amp.py` (as the index names it)."""
    norm = "/" + path.replace("\\", "/").lstrip("/")
    marker = f"/{package}/"
    return package + "/" + norm.rsplit(marker, 1)[1] if marker in norm else path


def caller_of(t: Template, frames: Sequence[Frame]) -> Optional[Frame]:
    """The library frame that called the raising validator: the innermost one in the package outside the
    validator's own file."""
    for frame in reversed(frames):
        inside = package_path(frame.path, t.package)
        if inside != frame.path and inside != t.path:
            return frame
    return None


def to_finding(match: Match, ev: Evidence, count: int, ranks: list[int], raised: bool, say: Wording,
               order: tuple[int, int], frames: Sequence[Frame] = (), verdict: Optional[Verdict] = None) -> Finding:
    """The index hit as a finding. Where the rule table leaves the message `other` (it reads one message
    at its raise site) and a failure family recognises the logged line (its words, exception type and
    frames), the family names the category: the emitter still says where the message comes from."""
    t = match.template
    message = quoted_message(ev.text) if not EXCEPTION_LINE.match(strip_logger_prefix(ev.text.strip())) else ""
    message = message or message_of(ev.text)
    category = category_of(match, message, exception_type_in(strip_logger_prefix(ev.text.strip())), frames)
    family = verdict if category is None else None  # no rule names the message: the line's family does
    category = category or (family.family.category if family is not None else "other")
    if category != t.category:
        t = replace(t, category=category)
        match = replace(match, template=t)
    kind = "native" if t.kind == KIND_NATIVE else "exact" if match.exact else "near"
    facts = {"emitter_match": kind,
             "similarity": match.similarity, "template": t.text[:300], "holes": list(match.holes)}
    if family is not None:
        facts["family"] = family.public()
        facts["why_category"] = {"en": family.why("en"), "zh": family.why("zh")}
    if match.sites > 1:
        facts["emitter_sites"] = match.sites
    if match.also_in:
        facts["also_raised_by"] = list(match.also_in)
    if match.other_versions:
        facts["raised_by_versions"] = list(match.versions)
        facts["not_raised_by_versions"] = list(match.other_versions)
    title = say("title", message=message[:200])
    return Finding(category=t.category, signature=None, title=title,
                   confidence=CONFIDENCE[kind] - (0.1 if t.category == "other" else 0.0),
                   evidence=[ev], fixes=(family.family.fixes_in(say.lang) if family is not None else [])
                   + _fixes(match, say, frames, message),
                   kb=(family.family.kb if family is not None and family.family.kb else _kb(t.category)), facts=facts,
                   count=count, ranks=ranks, first_time=ev.time, first_seq=order,
                   role=ROLE_EXCEPTION if raised else ROLE_ERROR,
                   emitter=match.emitter)


def trace_signature_findings(index: MessageIndex, findings: list[Finding], results: list[ScanResult],
                             installed: dict[str, str]) -> list[Finding]:
    """A curated finding keeps its word; the emitter of its evidence line is added as extra evidence."""
    by_path = {r.path: r for r in results}
    looked = {id(f) for f in [f for f in findings if f.signature and f.evidence][:MAX_SIGNATURE_LOOKUPS]}
    out = []
    for f in findings:
        if id(f) in looked:
            ev = f.evidence[0]
            result = by_path.get(ev.path)
            frames = _frames(result, ev) if result is not None else []
            match = index.lookup(message_of(ev.text), _sites(frames, ev.text), installed)
            if match is not None and (match.exact and match.template.kind != KIND_NATIVE):
                f = replace(f, emitter=match.emitter)
        out.append(f)
    return out


def failure_finding(index: MessageIndex, results: list[ScanResult], say: Wording,
                    installed: dict[str, str], suggest: bool = False,
                    blind: frozenset[str] = frozenset()) -> Optional[Finding]:
    """The first clearly failed candidate line (fallback order) that the index explains."""
    by_path = {r.path: r for r in results}
    cands = unknown.candidates(results, blind)
    roots = unknown.root_lines(cands)
    tried = 0
    for cand in roots:
        if tried >= MAX_LOOKUPS:
            break
        if not unknown.clearly_failed(cand):
            continue
        tried += 1
        ev = cand.evidence
        result = by_path.get(ev.path)
        frames = _frames(result, ev) if result is not None else []
        match = index.lookup(message_of(ev.text), _sites(frames, ev.text), installed, _python_raise_site(frames))
        if match is not None:
            found = to_finding(match, ev, cand.count, sorted(cand.ranks), cand.raised, say,
                               line_order(results, ev), frames, cand.verdict)
            return replace(found, skeleton=skeleton(cand, found)) if suggest else found
    if roots:
        return None
    mentions = unknown.mention_candidates(results)
    for cand in mentions[:MAX_LOOKUPS]:  # an exception quoted in prose
        message = quoted_message(cand.evidence.text)
        match = index.lookup(message, [], installed) if message else None
        if match is not None:
            return to_finding(match, cand.evidence, 1, sorted(cand.ranks), False, say,
                              line_order(results, cand.evidence))
    return None if mentions else raised_at_the_end(index, results, say, installed)


def raised_at_the_end(index: MessageIndex, results: list[ScanResult], say: Wording, installed: dict[str, str]
                      ) -> Optional[Finding]:
    """A log with no failure line whose last lines are a message a library raises, word for word (the
    message pasted without its `ValueError:`): that message is the failure. Only raised or asserted
    messages count, exactly matched, and not in a run that said it finished."""
    for r in results:
        if says_finished([r]):
            continue
        for text, line in list(zip(r.tail, r.tail_lines))[-TAIL_LOOKUPS:][::-1]:
            match = index.lookup(message_of(text), [], installed)
            if match is None or not match.exact or match.template.kind not in (KIND_RAISE, KIND_ASSERT):
                continue
            ev = Evidence(r.path, line, text[:500], r.rank, None, ROLE_ERROR)
            return to_finding(match, ev, 1, [r.rank] if r.rank is not None else [], False, say, (r.index, line))
    return None


def quoted_message(text: str) -> str:
    """`... 遇到报错：ValueError: Some keys ...` -> `Some keys ...`: the message after a named exception type."""
    body = strip_logger_prefix(text.strip())
    named = exception_type_in(body)
    at = body.find(f"{named}:") if named else -1
    return body[at + len(named) + 1:].strip() if at >= 0 else ""


def skeleton(cand: unknown.Candidate, found: Finding) -> str:
    """The fallback's signature skeleton, with the index's category and where the message comes from."""
    e = found.emitter or {}
    where = f"# raised by {e.get('package')} {e.get('version')} at {e.get('path')}:{e.get('line')}"
    if e.get("condition"):
        where += f" when `{e['condition']}`"
    return where + "\n" + unknown.skeleton(cand, found.category)


def trace_emitters(results: list[ScanResult], findings: list[Finding], report: Draft, say: Wording,
                   installed: dict[str, str], suggest: bool = False,
                   blind: frozenset[str] = frozenset()) -> list[Finding]:
    """The hook: emitters for signature findings; a finding for a failure only the index knows.

    Only a run no signature explains builds a missing index (tens of seconds, once per version): the
    emitter on a signature finding is extra evidence and comes from what is already cached. `installed`
    (the catalog's library versions) picks the index files; `say` words the finding."""
    from .catalogue import open_index

    # a timeout explains nothing by itself (the peers of a failed rank end that way): the line behind it is
    # looked up as if nothing explained the run, like the unknown-failure fallback does
    unexplained = not any(f.severity == "error" and not f.symptom and f.category != "hang_or_timeout" for f in findings)
    if not unexplained and not any(f.signature for f in findings):
        return findings
    # a signature's extra evidence never waits for a build
    index = open_index(report.notes, build_missing=unexplained, versions=installed)
    if index.empty:
        return findings
    try:
        findings = trace_signature_findings(index, findings, results, installed)
        if unexplained:
            found = failure_finding(index, results, say, installed, suggest, blind)
            if found is not None:
                findings = findings + [found]
    finally:
        index.close()
    return findings
