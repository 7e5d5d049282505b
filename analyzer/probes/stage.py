"""Stage 5: run the probes that the findings' signatures ask for, and attach their verdicts.

Only probes named by a finding's signature run (``Signature.probes``: a name plus args templated
with the finding's facts), each distinct (probe, args) once, in child processes, two at a time.
With ``Options.facts_file`` nothing runs: saved facts are judged instead, so a diagnosis made on the
training host can be repeated elsewhere. ``Options.save_facts`` writes what was gathered.
Ranking (ranking.py) then moves each finding's confidence by the verdicts.

Settings read from ``Options``: ``checkpoint`` (a path for the parameter-names probe, from
``--checkpoint``; without it a finding fact named in ``CHECKPOINT_FACTS`` is used, so a signature
that captures ``load_checkpoint: /x.ckpt`` feeds the probe), ``probe_timeout`` (seconds, overrides
each probe's own bound), ``facts_fallback`` (with ``facts_file``: probes the file lacks run fresh
instead of reporting "not in the facts file"; ``msdiag run`` sets it for the live facts of
analyzer/runtime/hook.py).
"""

from __future__ import annotations

import json
from concurrent.futures import ThreadPoolExecutor
from dataclasses import replace
from typing import TYPE_CHECKING, Any, Optional

from ..knowledge.template import render
from ..model import Finding, ProbeResult
from ..pipeline.assemble import Draft
from . import PROBES, STATUSES, load_probe
from .facts import load_facts, save_facts
from .runner import ProbeRun, run_probe

MAX_PARALLEL = 2
# Fact names a signature may use for a checkpoint path it captured (e.g. from "load_checkpoint: /x.ckpt").
CHECKPOINT_FACTS = ("checkpoint", "ckpt_file", "ckpt_path", "checkpoint_path", "load_checkpoint")
_RUN_STATUS = {"unavailable": "unavailable", "timeout": "error", "error": "error"}

if TYPE_CHECKING:
    from ..pipeline.engine import Options


def probe_args(request_args: dict[str, str], finding: Finding, checkpoint: Optional[str]) -> dict[str, Any]:
    """The finding's facts, then session settings, then the signature's templated args on top.

    ``_category`` carries the finding's category, for probes whose verdict depends on what the log
    claims (a registry name that is taken vs one that is unknown).

    A template whose value was not captured renders as ``<name>``; such args are left out so the
    probe sees "not given" rather than a placeholder.
    """
    args: dict[str, Any] = {k: v for k, v in finding.facts.items() if isinstance(v, (str, int, float, bool))}
    args["_category"] = finding.category  # lets a judge tell "name taken" from "name unknown" findings
    if not args.get("checkpoint"):  # --checkpoint, else a path a signature captured from the log
        found = [checkpoint] + [args.get(k) for k in CHECKPOINT_FACTS]
        path = next((p for p in found if p), None)
        if path:
            args["checkpoint"] = path
    for key, template in request_args.items():
        value = render(str(template), finding.facts)
        if not (value.startswith("<") and value.endswith(">")):
            args[key] = value
    return args


def _key(name: str, args: dict[str, Any]) -> str:
    return name + "\0" + json.dumps(args, sort_keys=True, default=str)


def _collect_args(name: str, args: dict[str, Any]) -> dict[str, Any]:
    """Only what collect() uses is passed to the child (paths, not the whole finding)."""
    module = load_probe(name)
    keep = set(getattr(module, "PATH_ARGS", ())) | set(getattr(module, "COLLECT_ARGS", ()))
    return {k: v for k, v in args.items() if k in keep}


def _verdict(name: str, args: dict[str, Any], run: ProbeRun) -> tuple[ProbeResult, dict[str, Any]]:
    if run.status != "ok":
        status = _RUN_STATUS.get(run.status, "error")
        return ProbeResult(name, status, run.message or run.status), {}
    module = load_probe(name)
    try:
        status, detail = module.judge(args, run.facts)
        extra = module.finding_facts(args, run.facts) if hasattr(module, "finding_facts") else {}
    except Exception as exc:  # noqa: BLE001 - a judging bug must not lose the finding
        return ProbeResult(name, "error", f"judging failed: {type(exc).__name__}: {exc}"), {}
    if status not in STATUSES:
        status, detail = "error", f"probe returned unknown status {status!r}: {detail}"
    origin = run.facts.get("origin")
    if isinstance(origin, dict) and origin.get("kind") == "live":  # recorded by analyzer/runtime/hook.py
        detail += f" [facts from the live process {origin.get('pid', '?')} at the moment it failed]"
    return ProbeResult(name, status, detail, probe_facts=run.facts), extra


def _replayed(path: str) -> dict[str, ProbeRun]:
    saved = load_facts(path)
    return {name: ProbeRun(name, {}, "ok", facts) for name, facts in saved.items()}


def _execute(jobs: dict[str, tuple[str, dict[str, Any]]], timeout: Optional[float]) -> dict[str, ProbeRun]:
    if not jobs:
        return {}
    with ThreadPoolExecutor(min(MAX_PARALLEL, len(jobs))) as pool:
        futures = {key: pool.submit(run_probe, name, args, timeout) for key, (name, args) in jobs.items()}
        return {key: f.result() for key, f in futures.items()}


def probe_findings(findings: list[Finding], signatures: dict, options: Options, report: Draft) -> list[Finding]:
    """The findings with a ProbeResult for each probe their signature lists (and the log facts a
    probe adds); the probe runs are recorded in the report draft."""
    requests: list[tuple[int, str, dict[str, Any]]] = []
    for at, finding in enumerate(findings):
        sig = signatures.get(finding.signature) if finding.signature else None
        for req in getattr(sig, "probes", None) or []:
            requests.append((at, req.name, probe_args(req.args, finding, options.checkpoint)))
    if not requests:
        return findings
    replay = _replayed(options.facts_file) if options.facts_file else None
    # msdiag run: facts the failing process recorded, fresh probes for what it could not know
    fallback = options.facts_fallback
    jobs: dict[str, tuple[str, dict[str, Any]]] = {}
    for _at, name, args in requests:
        if name in PROBES and (replay is None or (fallback and name not in replay)):
            collect_args = _collect_args(name, args)
            jobs.setdefault(_key(name, collect_args), (name, collect_args))
    runs = _execute(jobs, options.probe_timeout)
    gathered: dict[str, ProbeRun] = {}
    out = list(findings)
    for at, name, args in requests:
        if name not in PROBES:
            missing = ProbeResult(name, "unavailable", f"no probe named '{name}' in this msdiag")
            out[at] = replace(out[at], probes=out[at].probes + (missing,))
            continue
        if replay is not None and (name in replay or not fallback):
            run = replay.get(name) or ProbeRun(name, args, "unavailable", message="not in the facts file")
        else:
            run = runs[_key(name, _collect_args(name, args))]
            gathered.setdefault(name, run)
        result, more = _verdict(name, args, run)
        out[at] = replace(out[at], probes=out[at].probes + (result,), facts={**out[at].facts, **more})
    _record(report, gathered, options)
    return out


def _record(report: Draft, gathered: dict[str, ProbeRun], options: Options) -> None:
    if gathered:
        report.extra.setdefault("probe_runs", []).extend(
            {"name": r.name, "status": r.status, "seconds": r.seconds} for r in gathered.values())
    if options.save_facts and gathered:
        save_facts(options.save_facts, {n: r.facts for n, r in gathered.items() if r.status == "ok"},
                   {n: {"status": r.status, "message": r.message, "seconds": r.seconds, "args": r.args}
                    for n, r in gathered.items()})
