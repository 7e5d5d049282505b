"""`msdiag check CONFIG.yaml [--hf-config config.json] [--devices N] [--live]`: pre-flight a MindFormers config.

Same report, formats and exit status as a log diagnosis (0 nothing wrong, 1 findings, 2 could not
run), so it can gate a CI job before the expensive launch. ``--live`` also builds the model config
with the installed MindFormers (child process) and reports fields the class did not take.
"""

from __future__ import annotations

import argparse
import sys

from ..model import InputInfo
from ..pipeline.assemble import Draft, assemble
from ..preflight import ConfigError, load_config, preflight


def add_arguments(p: argparse.ArgumentParser) -> None:
    from ..cli import add_output_arguments
    from ..reporters import FORMATS

    p.add_argument("config", metavar="CONFIG.yaml", help="the MindFormers YAML to check")
    p.add_argument("--hf-config", metavar="config.json", help="the Hugging Face config.json (or its folder) "
                   "the model was ported from")
    p.add_argument("--devices", type=int, metavar="N", help="devices (processes) the job will run on")
    p.add_argument("--live", action="store_true", help="also build the model config with the installed "
                   "MindFormers (child process) and report fields it did not take")
    p.add_argument("--probe-timeout", type=float, metavar="SECONDS", help="time bound of the --live check")
    add_output_arguments(p, sorted(FORMATS))


def main(args: argparse.Namespace) -> int:
    from ..cli import default_lang, emit, exit_status, render_report
    from ..pipeline.ranking import score

    args.lang = args.lang or default_lang()
    if args.devices is not None and args.devices < 1:
        sys.stderr.write("msdiag: --devices must be at least 1\n")
        return 2
    try:
        findings, notes = preflight(args.config, args.hf_config, args.devices, args.lang)
    except ConfigError as exc:
        sys.stderr.write(f"msdiag: {exc}\n")
        return 2
    if args.live:
        from ..preflight.live import live_findings

        view = load_config(args.config)
        more, more_notes = live_findings(view.doc, view.model_path, args.probe_timeout, args.lang)
        findings, notes = findings + more, notes + more_notes
    inputs = [_input_info(args.config)] + ([_input_info(args.hf_config)] if args.hf_config else [])
    report = assemble(Draft(inputs=inputs, notes=notes), score(findings))
    emit(render_report(report, args), args.output)
    return exit_status(report, args.fail_on)


def _input_info(path: str) -> InputInfo:
    try:
        with open(path, "rb") as fh:
            data = fh.read()
    except OSError:  # a folder given as --hf-config
        return InputInfo(path)
    return InputInfo(path, len(data), data.count(b"\n"))
