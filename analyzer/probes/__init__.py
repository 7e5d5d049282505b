"""Live probes of the user's environment; each probe is a small module behind one interface.

A probe module defines:

- ``NAME``: the id signatures use in their ``probes:`` list (e.g. ``transformers-registry``);
- ``NEEDS``: top-level modules it imports (``("transformers",)``); when one is missing the probe
  reports ``unavailable`` instead of failing the run;
- ``TIMEOUT``: seconds it may take in its child process (import time included);
- ``collect(args) -> dict``: gather facts. Runs only in a child process (see ``runner``), so it may
  import heavy libraries; it raises ``Unavailable`` when a file or value it needs is absent;
- ``judge(args, facts) -> (status, detail)``: decide, in the parent, what the facts say about one
  finding. ``args`` are the signature's probe args rendered with the finding's facts (plus those
  facts themselves). ``status`` is one of ``STATUSES``. ``judge`` must be cheap and import nothing
  heavy, because it also runs on facts replayed from a file (``--facts``).

The registry below is explicit: `msdiag probe` lists exactly these, and a signature naming a probe
that is not here is caught by the tests.
"""

from __future__ import annotations

import importlib
from types import ModuleType

STATUSES = ("confirmed", "refuted", "inconclusive", "unavailable", "error")

PROBES: dict[str, str] = {
    "transformers-registry": "analyzer.probes.transformers_registry",
    "mindformers-registry": "analyzer.probes.mindformers_registry",
    "mindspore-context": "analyzer.probes.mindspore_context",
    "parameter-names": "analyzer.probes.parameter_names",
    "versions": "analyzer.probes.versions",
    "npu-smi": "analyzer.probes.npu_smi",
    "mindformers-config-fields": "analyzer.probes.mf_config_fields",
}


class Unavailable(Exception):
    """Raised by `collect` when what the probe needs (a library, a file, an argument) is absent."""


def load_probe(name: str, registry: dict[str, str] | None = None) -> ModuleType:
    """Import a probe module by its registered name (cheap: probe modules import nothing heavy at top)."""
    table = PROBES if registry is None else registry
    if name not in table:
        raise KeyError(f"unknown probe '{name}' (known: {', '.join(sorted(table))})")
    return importlib.import_module(table[name])
