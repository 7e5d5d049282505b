"""Stage 5: run the probes that the findings' signatures ask for (filled in by the probes issue)."""

from __future__ import annotations


def probe_findings(findings, signatures, options, report) -> None:
    """Attach probe results to findings. No probes exist yet, so nothing is attached."""
    return None
