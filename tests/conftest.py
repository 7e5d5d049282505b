"""Shared fixtures: paths to the repository's data and its real library outputs (tests/fixtures/library)."""

from __future__ import annotations

import os
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
# Real outputs of the pinned libraries, each beside the script that made it (make_fixtures.py reruns them).
FIXTURES = REPO / "tests" / "fixtures" / "library"

# mindspore 2.9's generated *_pb2 modules need protobuf's pure-Python implementation once a newer protobuf
# is installed; `import mindspore` arranges that itself, but only if nothing imported protobuf before it. In
# one test process ray (the cluster tests) imports protobuf first, so the choice is made here, up front.
os.environ.setdefault("PROTOCOL_BUFFERS_PYTHON_IMPLEMENTATION", "python")

# Heavy tests run by default (CI too); MSDIAG_SKIP_HEAVY=1 skips them for a quick local loop.
SKIP_HEAVY = bool(os.environ.get("MSDIAG_SKIP_HEAVY"))

