"""Open the message index for a run: build what is missing for the installed libraries, then look up.

Building reads the installed packages (tens of seconds, once per version); every later run only
opens the SQLite files. `MSDIAG_NO_INDEX=1` leaves the index out (a run then works as before).
"""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from typing import Optional

from .matcher import MessageIndex
from .sources import DEFAULT_PACKAGES, installed, installed_version
from .store import IndexInfo, build, index_file, indexed, read_info

DISABLE_ENV = "MSDIAG_NO_INDEX"


def disabled() -> bool:
    return os.environ.get(DISABLE_ENV, "").strip().lower() not in ("", "0", "false", "no")


def installed_versions(packages: Sequence[str] = DEFAULT_PACKAGES) -> dict[str, str]:
    """{package: version} of the installed packages among `packages` (metadata only, no import)."""
    out = {}
    for name in packages:
        version = installed_version(name)
        if version is not None:
            out[name] = version
    return out


def ensure(packages: Sequence[str] = DEFAULT_PACKAGES, rebuild: bool = False,
           notes: Optional[list[str]] = None, versions: Optional[Mapping[str, str]] = None) -> list[IndexInfo]:
    """Index each installed package whose version has no index file yet (or all, with `rebuild`).
    `versions` ({package: version}, as the catalog read them once) saves reading package metadata."""
    built = []
    for name in packages:
        version = versions.get(name) if versions is not None else installed_version(name)
        if version is None:
            continue
        path = index_file(name, version)
        info = None if rebuild else read_info(path) if path.exists() else None
        if info is None:
            source = installed(name)
            if source is None:
                continue
            info = build(source)
            if notes is not None:
                notes.append(f"message index built for {name} {version}: {info.templates} templates "
                             f"in {info.seconds:.0f} s (cached for later runs)")
        built.append(info)
    return built


def open_index(notes: Optional[list[str]] = None, build_missing: bool = True,
               packages: Sequence[str] = DEFAULT_PACKAGES, versions: Optional[Mapping[str, str]] = None
               ) -> MessageIndex:
    """Every index file in the cache, after building the installed libraries' ones when missing."""
    if disabled():
        return MessageIndex()
    if build_missing:
        try:
            ensure(packages, notes=notes, versions=versions)
        except (OSError, MemoryError) as exc:
            if notes is not None:
                notes.append(f"message index could not be built ({type(exc).__name__}: {exc})")
    infos = indexed()
    if not infos and notes is not None and not (
            {p: v for p, v in versions.items() if p in packages} if versions is not None
            else installed_versions(packages)):
        notes.append("message index is empty: none of " + ", ".join(packages) + " is installed here, so "
                     "messages no signature knows cannot be traced to the code that raises them "
                     "(msdiag index add WHEEL... indexes a wheel)")
    return MessageIndex.of(infos)
