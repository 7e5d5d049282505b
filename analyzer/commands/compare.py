"""`msdiag compare REF MIGRATED [--ref-config F] [--config F]`: where the migrated run leaves its reference.

Same report, formats and exit status as a log diagnosis: 0 the runs agree within the noise, 1 a
`precision_mismatch` finding, 2 the command could not run (a run or a given config unreadable).
Configs found beside the runs (config.json and training_args.json next to REF, the one YAML next
to MIGRATED) are used when none are given.
"""

from __future__ import annotations

import argparse
import sys


def add_arguments(p: argparse.ArgumentParser) -> None:
    from ..cli import add_output_arguments
    from ..reporters import FORMATS

    p.add_argument("reference", metavar="REF", help="the reference run: HF Trainer log, trainer_state.json, or a "
                   "folder holding them")
    p.add_argument("migrated", metavar="MIGRATED", help="the migrated run: MindFormers/MindSpore log or folder")
    p.add_argument("--ref-config", action="append", default=[], metavar="F",
                   help="the reference's config.json and/or TrainingArguments JSON, or their folder (repeatable)")
    p.add_argument("--config", action="append", default=[], metavar="F", help="the migrated run's MindFormers YAML")
    add_output_arguments(p, sorted(FORMATS))


def main(args: argparse.Namespace) -> int:
    from ..cli import default_lang, emit, exit_status, render_report
    from ..compare import RunError, compare
    from ..preflight import ConfigError

    args.lang = args.lang or default_lang()
    try:
        report = compare(args.reference, args.migrated, args.ref_config, args.config, args.lang)
    except (RunError, ConfigError) as exc:
        sys.stderr.write(f"msdiag: {exc}\n")
        return 2
    emit(render_report(report, args), args.output)
    return exit_status(report, args.fail_on)
