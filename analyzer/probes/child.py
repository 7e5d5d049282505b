"""Entry point of a probe's child process: ``python -m analyzer.probes.child MODULE ARGS_JSON OUT_FILE``.

The parent starts this in a fresh temporary working directory, so whatever the inspected libraries
write into the cwd (``import mindformers`` creates ``./output/log/rank_0/``) lands there and is
removed with it. The result goes to OUT_FILE, not stdout, because the libraries print to stdout.
"""

from __future__ import annotations

import importlib
import importlib.util
import json
import sys
import time
import traceback


def _missing(needs: tuple[str, ...]) -> list[str]:
    return [name for name in needs if importlib.util.find_spec(name) is None]


def run(module_name: str, args: dict) -> dict:
    start = time.monotonic()
    from . import Unavailable

    module = importlib.import_module(module_name)
    missing = _missing(tuple(getattr(module, "NEEDS", ())))
    if missing:
        return {"status": "unavailable", "message": f"not installed: {', '.join(missing)}", "facts": {}}
    try:
        facts = module.collect(args)
        out = {"status": "ok", "facts": facts, "message": ""}
    except Unavailable as exc:
        out = {"status": "unavailable", "message": str(exc), "facts": {}}
    except Exception as exc:  # noqa: BLE001 - a broken environment is itself a finding to report
        tail = traceback.format_exc().strip().splitlines()[-3:]
        out = {"status": "error", "message": f"{type(exc).__name__}: {exc}", "facts": {"traceback": tail}}
    out["seconds"] = round(time.monotonic() - start, 3)
    return out


def main(argv: list[str]) -> int:
    module_name, args_json, out_file = argv
    result = run(module_name, json.loads(args_json))
    with open(out_file, "w", encoding="utf-8") as fh:
        json.dump(result, fh, default=str)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
