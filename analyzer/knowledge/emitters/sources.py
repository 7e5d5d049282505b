"""Where a package's files come from: its installed folder, or a wheel file read without installing.

Both give the same thing: the package name and version, and (path relative to the install root,
bytes) for every Python module and every shared library the package built itself. Nothing is imported.
"""

from __future__ import annotations

import importlib.util
import os
import re
import zipfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Optional

from .native import MAX_LIBRARY_BYTES, is_own_library

# The libraries msdiag diagnoses; others are indexed when named (`msdiag index build torch peft`).
DEFAULT_PACKAGES = ("mindspore", "mindformers", "transformers")
_WHEEL_NAME = re.compile(r"^(?P<name>[A-Za-z0-9_.]+?)-(?P<version>[^-]+)(?:-\d[^-]*)?-[^-]+-[^-]+-[^-]+\.whl$")


class SourceError(Exception):
    """A wheel that cannot be read, or a package that is not installed: one line for the user."""


@dataclass(frozen=True)
class PackageSource:
    name: str
    version: str
    root: str  # the folder holding the package (site-packages), or the wheel file
    wheel: bool = False

    def files(self) -> list[str]:
        """Relative paths of the modules and own shared libraries to mine."""
        if self.wheel:
            with zipfile.ZipFile(self.root) as zf:
                return [i.filename for i in zf.infolist() if self._wanted(i.filename, i.file_size)]
        base = Path(self.root)
        out = []
        for dirpath, _dirs, names in os.walk(base / self.name):
            for n in names:
                full = os.path.join(dirpath, n)
                rel = os.path.relpath(full, base).replace(os.sep, "/")
                if n.endswith(".py") or (is_own_library(rel, self.name) and os.path.getsize(full) <= MAX_LIBRARY_BYTES):
                    out.append(rel)
        return sorted(out)

    def _wanted(self, rel: str, size: int) -> bool:
        if not rel.startswith(self.name + "/"):
            return False
        return rel.endswith(".py") or (is_own_library(rel, self.name) and size <= MAX_LIBRARY_BYTES)

    def read(self, rels: list[str]) -> Iterator[tuple[str, bytes]]:
        if self.wheel:
            with zipfile.ZipFile(self.root) as zf:
                for rel in rels:
                    yield rel, zf.read(rel)
            return
        for rel in rels:
            try:
                yield rel, (Path(self.root) / rel).read_bytes()
            except OSError:
                continue


def installed(name: str) -> Optional[PackageSource]:
    """The installed package `name` (found without importing it), or None."""
    try:
        spec = importlib.util.find_spec(name)
    except (ImportError, ValueError):
        return None
    if spec is None or not spec.submodule_search_locations:
        return None
    pkg_dir = Path(next(iter(spec.submodule_search_locations)))
    version = installed_version(name)
    if version is None:
        return None
    return PackageSource(name, version, str(pkg_dir.parent))


def in_site(name: str, site: str) -> Optional[PackageSource]:
    """Package `name` as installed in another environment's site-packages folder `site` (read, not
    imported): the audit samples draw raise sites of frameworks msdiag itself does not install."""
    from importlib import metadata

    if not (Path(site) / name).is_dir():
        return None
    for dist in metadata.distributions(path=[site]):
        if any(str(f).startswith(name + "/") for f in dist.files or ()):
            return PackageSource(name, dist.version, site)
    return None


def installed_version(name: str) -> Optional[str]:
    from importlib import metadata

    for dist in (name, name.replace("_", "-")):
        try:
            return metadata.version(dist)
        except metadata.PackageNotFoundError:
            continue
    return None


def from_wheel(path: str) -> list[PackageSource]:
    """One source per top-level package in the wheel (most wheels hold one)."""
    m = _WHEEL_NAME.match(os.path.basename(path))
    if m is None:
        raise SourceError(f"{path}: not a wheel file name (name-version-...-platform.whl)")
    try:
        with zipfile.ZipFile(path) as zf:
            tops = {n.split("/", 1)[0] for n in zf.namelist() if n.endswith(".py") and "/" in n}
    except (OSError, zipfile.BadZipFile) as exc:
        raise SourceError(f"{path}: cannot read the wheel ({exc})") from exc
    tops = {t for t in tops if not t.endswith((".dist-info", ".data")) and t.isidentifier()}
    if not tops:
        raise SourceError(f"{path}: the wheel holds no Python package")
    version = m.group("version")
    return [PackageSource(top, version, os.path.abspath(path), wheel=True) for top in sorted(tops)]
