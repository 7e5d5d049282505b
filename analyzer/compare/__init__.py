"""`msdiag compare REF MIGRATED`: a reference run (e.g. the HF baseline) against the migrated run.

runs.py reads each run's steps, configs.py both sides' settings, divergence.py finds where the
curves part and how, explain.py ranks the settings that differ by that shape, report.py words the
`precision_mismatch` finding. See docs/compare.md for the rule and measured figures.
"""

from .report import compare
from .runs import RunError

__all__ = ["compare", "RunError"]
