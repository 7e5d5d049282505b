"""`msdiag probe [NAME...]`: run live probes of this environment alone and print what they found.

Useful on the training host (``--save-facts facts.json``, then ``msdiag --facts facts.json LOG``
anywhere) and to check a hypothesis directly: ``msdiag probe transformers-registry --arg
model_type=aimv2`` prints the facts and the verdict for that model_type.
"""

from __future__ import annotations

import argparse
import json
import sys
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from ..probes import PROBES, load_probe
from ..probes.facts import save_facts
from ..probes.runner import ProbeRun, run_probe


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("names", nargs="*", metavar="NAME", help=f"probes to run (default: all): {', '.join(PROBES)}")
    p.add_argument("--format", "-f", choices=("text", "json"), default="text")
    p.add_argument("--arg", action="append", default=[], metavar="KEY=VALUE",
                   help="an argument for the probes, e.g. model_type=aimv2 or checkpoint=PATH (repeatable)")
    p.add_argument("--timeout", type=float, default=None, metavar="SECONDS",
                   help="time bound per probe (default: each probe's own, about 20 s)")
    p.add_argument("--save-facts", metavar="FILE", help="write the facts as a replayable file (msdiag --facts)")
    p.add_argument("--python", metavar="PATH", help="probe the environment of this interpreter (default: "
                   "$MSDIAG_PROBE_PYTHON, else the one running msdiag)")


def parse_args_list(items: list[str]) -> dict[str, str]:
    out = {}
    for item in items:
        key, sep, value = item.partition("=")
        if not sep or not key.strip():
            raise ValueError(f"--arg needs KEY=VALUE, got '{item}'")
        out[key.strip()] = value
    return out


def _verdict(run: ProbeRun, args: dict[str, str]) -> dict[str, str]:
    if run.status != "ok":
        return {"status": "unavailable" if run.status == "unavailable" else "error", "detail": run.message}
    status, detail = load_probe(run.name).judge(args, run.facts)
    return {"status": status, "detail": detail}


SHOWN = 10


def _short(value: Any) -> str:
    """Long lists and mappings cut to their first items, so a 421-key registry fits on a line."""
    if isinstance(value, (list, tuple)):
        more = f", ... ({len(value)} in all)" if len(value) > SHOWN else ""
        return "[" + ", ".join(_short(v) for v in value[:SHOWN]) + more + "]"
    if isinstance(value, dict):
        items = list(value.items())
        more = f", ... ({len(items)} in all)" if len(items) > SHOWN else ""
        return "{" + ", ".join(f"{k}: {_short(v)}" for k, v in items[:SHOWN]) + more + "}"
    return str(value)


def _text(run: ProbeRun, verdict: dict[str, str]) -> str:
    lines = [f"== {run.name}: {run.status} in {run.seconds:.2f} s" + (f" ({run.message})" if run.message else "")]
    lines.extend(f"  {key}: {_short(value)}" for key, value in run.facts.items())
    lines.append(f"  verdict: {verdict['status']}: {verdict['detail']}")
    return "\n".join(lines)


def main(args: argparse.Namespace) -> int:
    unknown = [n for n in args.names if n not in PROBES]
    if unknown:
        sys.stderr.write(f"msdiag: unknown probe(s) {', '.join(unknown)} (known: {', '.join(PROBES)})\n")
        return 2
    try:
        probe_args = parse_args_list(args.arg)
    except ValueError as exc:
        sys.stderr.write(f"msdiag: {exc}\n")
        return 2
    names = args.names or list(PROBES)
    with ThreadPoolExecutor(2) as pool:  # two at a time: imports are CPU-bound
        runs = list(pool.map(lambda name: run_probe(name, probe_args, args.timeout, python=args.python), names))
    verdicts = [_verdict(r, probe_args) for r in runs]
    if args.save_facts:
        save_facts(args.save_facts, {r.name: r.facts for r in runs if r.status == "ok"},
                   {r.name: {"status": r.status, "message": r.message, "seconds": r.seconds, "args": r.args}
                    for r in runs}, source="probe")
    if args.format == "json":
        out: list[dict[str, Any]] = [{"name": r.name, "status": r.status, "message": r.message,
                                      "seconds": r.seconds, "verdict": v, "facts": r.facts}
                                     for r, v in zip(runs, verdicts)]
        print(json.dumps(out, ensure_ascii=False, indent=2, default=str))
    else:
        print("\n".join(_text(r, v) for r, v in zip(runs, verdicts)))
    return 0
