"""What the CI reporters share: where a finding points, how it is fingerprinted, how text is cleaned.

CI systems attach a result to a file in the checked-out repository. A training failure is written in
a log, but its cause usually sits in the user's own code (the innermost non-library traceback frame)
— that is the place a reviewer should see flagged. So every CI format asks `primary_location` the
same question and gets the same answer: the user's frame when it lies inside the workspace,
otherwise the log line. Fingerprints hash what stays the same between two runs of the same failure
(signature and masked evidence text), never line numbers, so re-runs update an alert instead of
opening a new one.
"""

from __future__ import annotations

import hashlib
import os
import re
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath
from typing import Callable, Optional

from ..knowledge.kb import summary
from ..knowledge.phrases import Phrasebook, shipped_books
from ..model import Finding
from ..normalize import mask_volatile, strip_controls

# Annotation levels and SARIF levels share the severity names the signatures use.
SEVERITIES = ("error", "warning", "note")

_WINDOWS_DRIVE = re.compile(r"^[A-Za-z]:[\\/]")  # a traceback from Windows: never inside a POSIX checkout
# How many path suffixes to try when a traceback path comes from another machine.
_MAX_SUFFIX_PROBES = 12


@dataclass(frozen=True)
class RenderContext:
    """What a reporter may know besides the report: how the output will be shown, and where the CI
    checkout is. Fixed for one rendering."""

    color: bool = False
    width: int = 100
    lang: str = "en"
    workspace: Optional[str] = None  # CI: the checkout root that source locations are relative to
    # the phrase books a reporter words sentences with (the run's story): the catalog's, loaded once
    phrases: dict[str, Phrasebook] = field(default_factory=shipped_books, compare=False, repr=False)
    # (KB article id, lang) -> the article's summary: the knowledge store's lookup, so no reporter opens files
    kb_summary: Callable[[Optional[str], str], Optional[str]] = field(default=summary, compare=False, repr=False)


@dataclass(frozen=True)
class Location:
    """Where a CI result points: a path (workspace-relative when `in_workspace`) and a 1-based line."""

    path: str
    line: int
    in_workspace: bool
    is_source: bool  # the user's own code frame, not the log line


def clean(text: str) -> str:
    """Log text without colour escapes or control characters (they break XML and confuse viewers)."""
    return strip_controls(text)


def one_line(text: str) -> str:
    """`clean` text with CR and LF turned into spaces: one evidence item must stay one output line."""
    return clean(text).replace("\r", " ").replace("\n", " ")


def normalise(text: str) -> str:
    """Evidence text with volatile values masked, so the same failure hashes the same in every run."""
    return mask_volatile(text)


def rule_id(finding: Finding) -> str:
    """The signature id, else the check rule's id (checks/<id>.yaml), else one id per category."""
    return finding.signature or finding.rule or f"msdiag.{finding.category}"


def fingerprint(finding: Finding) -> str:
    """Hash of the rule and the set of masked evidence lines: stable across re-runs and rank counts."""
    texts = sorted({normalise(e.text) for e in finding.evidence})
    payload = "\n".join([rule_id(finding), *texts])
    return hashlib.sha256(payload.encode("utf-8")).hexdigest()


def _posix(path: str) -> str:
    return path.replace("\\", "/")


def _foreign_windows(path: str) -> bool:
    return os.name != "nt" and bool(_WINDOWS_DRIVE.match(path))


def workspace_relative(path: str, workspace: Optional[str]) -> Optional[str]:
    """`path` relative to the workspace, POSIX-style, or None when it lies outside or names no file.

    Relative paths are taken from the current directory, as msdiag's own inputs are.
    """
    if not workspace or not path or path.startswith("<") or path == "-" or _foreign_windows(path):
        return None
    absolute = os.path.abspath(_posix(path))
    root = os.path.abspath(workspace)
    for a, r in ((absolute, root), (os.path.realpath(absolute), os.path.realpath(root))):
        rel = os.path.relpath(a, r)
        if rel != ".." and not rel.startswith("../") and rel != ".":
            return _posix(rel)
    return None


def find_in_workspace(path: str, workspace: Optional[str]) -> Optional[str]:
    """A file in the workspace whose path ends like `path` (longest suffix first).

    Training usually runs on another machine than CI, so a traceback says
    `/home/user/project/train.py` while the checkout has `train.py`. Only existing files count.
    """
    if not workspace or not path or path.startswith("<"):
        return None
    parts = PurePosixPath(_posix(path)).parts
    parts = parts[1:] if parts and (parts[0] == "/" or parts[0].endswith(":")) else parts
    start = max(0, len(parts) - _MAX_SUFFIX_PROBES)
    for i in range(start, len(parts)):
        if ".." in parts[i:]:
            continue
        candidate = Path(workspace, *parts[i:])
        if candidate.is_file():
            return _posix(str(PurePosixPath(*parts[i:])))
    return None


def primary_location(finding: Finding, workspace: Optional[str]) -> Optional[Location]:
    """The user's frame if it is inside the workspace, else the first evidence line of the log."""
    src = finding.source
    if src is not None and src.line > 0:
        rel = workspace_relative(src.path, workspace)
        if rel is not None:
            return Location(rel, src.line, True, True)
        mapped = find_in_workspace(src.path, workspace)
        if mapped is not None:
            return Location(mapped, src.line, True, True)
    for ev in finding.evidence:
        if not ev.path or ev.path.startswith("<"):
            continue
        rel = workspace_relative(ev.path, workspace)
        return Location(rel or _posix(ev.path), max(1, ev.line), rel is not None, False)
    return None


def display_path(path: str, workspace: Optional[str]) -> str:
    """A path as a CI reader wants to see it: relative inside the workspace, as logged otherwise."""
    return workspace_relative(path, workspace) or _posix(path)
