"""versions: the framework stack as installed, checked against what each package declares.

Mismatched pieces (a mindformers built for another mindspore, numpy 2 under a numpy<2 wheel, a CANN
other than the one a MindSpore release was tested with) cause import errors and missing kernels
that look unrelated to versions. This probe reads installed package metadata only — it imports none
of the heavy libraries — and the CANN version files under the toolkit home.

Sample facts::

    {"python": "3.11.7",
     "packages": {"mindspore": "2.9.0", "mindformers": "1.9.0", "transformers": "4.57.1",
                  "numpy": "1.26.4", "torch": null, "torch_npu": null, "safetensors": "0.8.0"},
     "cann": {"home": null, "version": null, "files": {}},
     "conflicts": [],
     "release_sets": [...]}

A conflict reads ``{"package": "mindformers", "requires": "mindspore~=2.9.0", "installed": "2.10.0"}``.
"""

from __future__ import annotations

import glob
import os
import platform
import re
from typing import Any, Optional

NAME = "versions"
NEEDS: tuple[str, ...] = ()
TIMEOUT = 10.0

PACKAGES = ("mindspore", "mindformers", "transformers", "torch", "torch_npu", "numpy", "safetensors",
            "tokenizers", "huggingface_hub", "pyarrow")
_CHECKED = ("mindspore", "mindformers", "transformers", "torch_npu")
_VERSION_LINE = re.compile(r"^\s*(?:version|Version|runtime_running_version)\s*=\s*\[?([^\]\s:]+(?::[^\]\s]+)?)")


def _installed(name: str) -> Optional[str]:
    from importlib.metadata import PackageNotFoundError, version

    for candidate in (name, name.replace("_", "-")):
        try:
            return version(candidate)
        except PackageNotFoundError:
            continue
    return None


def _requirements(pkg: str, version: str, declared: dict[str, Any]) -> list[str]:
    """What `pkg` requires: its installed metadata, else the compat table (source or conda builds
    often ship without Requires-Dist)."""
    from importlib.metadata import requires

    listed = requires(pkg) or []
    if listed:
        return listed
    return [f"{name}{spec}" for name, spec in ((declared.get(pkg) or {}).get(version) or {}).items()]


def _conflicts(installed: dict[str, Optional[str]], declared: dict[str, Any]) -> list[dict[str, str]]:
    """Requirements of the checked packages that the installed versions do not satisfy."""
    try:
        from packaging.requirements import Requirement
    except ImportError:
        return []
    out = []
    for pkg in _CHECKED:
        if not installed.get(pkg):
            continue
        for spec in _requirements(pkg, str(installed[pkg]), declared):
            try:
                req = Requirement(spec)
            except ValueError:
                continue
            if req.marker is not None and not req.marker.evaluate({"extra": ""}):
                continue
            have = _installed(req.name)
            if have and req.specifier and not req.specifier.contains(have, prereleases=True):
                out.append({"package": pkg, "requires": f"{req.name}{req.specifier}", "installed": have})
    return out


def _cann(homes: list[str], patterns: list[str]) -> dict[str, Any]:
    env_home = os.environ.get("ASCEND_TOOLKIT_HOME") or os.environ.get("ASCEND_HOME_PATH")
    for home in ([env_home] if env_home else []) + homes:
        if not home or not os.path.isdir(home):
            continue
        files: dict[str, str] = {}
        version = None
        for pattern in patterns:
            for path in sorted(glob.glob(os.path.join(home, pattern))):
                try:
                    with open(path, encoding="utf-8", errors="replace") as fh:
                        text = fh.read(4096)
                except OSError:
                    continue
                files[os.path.relpath(path, home)] = text.strip()[:400]
                for line in text.splitlines():
                    m = _VERSION_LINE.match(line)
                    if m and version is None:
                        version = m.group(1).split(":")[-1]
        return {"home": home, "version": version, "files": files}
    return {"home": None, "version": None, "files": {}}


def collect(args: dict[str, Any]) -> dict[str, Any]:
    from ..data import load_data

    compat = load_data("compat")
    installed = {name: _installed(name) for name in PACKAGES}
    return {
        "python": platform.python_version(),
        "packages": installed,
        "cann": _cann(list(compat.get("cann_default_homes", [])), list(compat.get("cann_version_files", []))),
        "conflicts": _conflicts(installed, compat.get("declared_requirements", {})),
        "release_sets": compat.get("release_sets", []),
    }


def _release_set_notes(facts: dict[str, Any]) -> list[str]:
    """Published release sets that share a version with this stack but differ in another piece."""
    have = {k: v for k, v in (facts.get("packages") or {}).items() if v}
    cann = (facts.get("cann") or {}).get("version")
    if cann:
        have["cann"] = cann
    notes = []
    for rs in facts.get("release_sets") or []:
        pieces = {k: str(v) for k, v in rs.items() if k in ("mindspore", "mindformers", "cann")}
        shared = [k for k, v in pieces.items() if have.get(k) == v]
        differ = [f"{k} {have[k]} (set has {v})" for k, v in pieces.items() if k in have and have[k] != v]
        if shared and differ:
            notes.append(f"{', '.join(differ)} [{rs.get('source', '')}]")
    return notes


def judge(args: dict[str, Any], facts: dict[str, Any]) -> tuple[str, str]:
    packages = facts.get("packages") or {}
    stack = ", ".join(f"{k} {v}" for k, v in packages.items() if v and k in ("mindspore", "mindformers",
                                                                          "transformers", "torch", "numpy"))
    cann = (facts.get("cann") or {}).get("version")
    stack += f", CANN {cann}" if cann else ", CANN not found"
    stack += f", Python {facts.get('python', '?')}"
    conflicts = facts.get("conflicts") or []
    notes = _release_set_notes(facts)
    if conflicts:
        listed = "; ".join(f"{c['package']} requires {c['requires']} but {c['installed']} is installed"
                           for c in conflicts)
        return "confirmed", f"{listed} ({stack})"
    if notes:
        return "confirmed", f"outside a published release set: {'; '.join(notes)} ({stack})"
    return "inconclusive", f"installed packages satisfy each other's declared requirements ({stack})"
