"""The message index on disk: one SQLite file per package and version in the user's cache folder.

Built on first use from what is installed (or from a wheel with `msdiag index add`), rebuilt when
an installed version changes (the file name carries the version and the miner's schema), written
atomically so two msdiag runs never see half a file. SQLite keeps a lookup cheap: nothing is loaded
up front, a line's words select the few templates whose rarest word (the `anchor`) they contain.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import sqlite3
import tempfile
import time
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Optional

from .record import Template
from .sources import PackageSource

LAYOUT = 1  # bump when the table layout changes
MINER_FILES = ("record.py", "pysource.py", "native.py", "categorise.py", "sources.py")  # what builds an index
WORKERS = 2
_WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_]{2,}")
_SAFE = re.compile(r"[^A-Za-z0-9_.+-]")


def cache_dir() -> Path:
    """`$MSDIAG_CACHE_DIR/msdiag/index`, else `$XDG_CACHE_HOME/msdiag/index`, else `~/.cache/msdiag/index`."""
    base = os.environ.get("MSDIAG_CACHE_DIR") or os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "msdiag" / "index"


@lru_cache(maxsize=1)
def schema() -> str:
    """A digest of the miner's code and the category table: editing either gives new index files, so a
    cached index never disagrees with the rules that would build it now."""
    here = Path(__file__).resolve().parent
    h = hashlib.sha256(str(LAYOUT).encode())
    for part in (*(here / f for f in MINER_FILES), here.parent.parent / "data" / "emitter_categories.yaml"):
        h.update(part.read_bytes())
    return h.hexdigest()[:10]


def index_file(name: str, version: str) -> Path:
    return cache_dir() / f"{_SAFE.sub('_', name)}-{_SAFE.sub('_', version)}.{schema()}.sqlite"


def words(text: str) -> list[str]:
    return _WORD.findall(text)


def complete_words(t: Template) -> list[str]:
    """Words of the fixed pieces that a hole cannot extend (`keyword` in `"keyword %s"`, not `key` in `"key%s"`)."""
    out = []
    last = len(t.pieces) - 1
    for i, piece in enumerate(t.pieces):
        for m in _WORD.finditer(piece):
            if m.start() == 0 and (i > 0 or t.lead_hole):
                continue
            if m.end() == len(piece) and (i < last or t.trail_hole):
                continue
            out.append(m.group())
    return out


@dataclass(frozen=True)
class IndexInfo:
    name: str
    version: str
    templates: int
    path: str
    seconds: float = 0.0
    coverage: float = 0.0  # share of templates with a category other than `other`
    source: str = ""


def write(info: IndexInfo, templates: list[Template]) -> Path:
    """Anchor every template on its rarest complete word and write the file atomically."""
    freq = Counter(w for t in templates for w in set(complete_words(t)))
    target = Path(info.path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=target.name, suffix=".tmp", dir=target.parent)
    os.close(fd)
    try:
        con = sqlite3.connect(tmp)
        con.execute("CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT)")
        con.execute("CREATE TABLE templates(id INTEGER PRIMARY KEY, anchor TEXT, pieces TEXT, lead INT, trail INT,"
                    " exc TEXT, kind TEXT, path TEXT, line INT, function TEXT, condition TEXT, vals TEXT,"
                    " category TEXT)")
        rows = []
        for t in templates:
            cands = complete_words(t)
            anchor = min(cands, key=lambda w: (freq[w], -len(w))) if cands else ""
            rows.append((anchor, json.dumps(t.pieces), int(t.lead_hole), int(t.trail_hole), t.exc_type, t.kind,
                         t.path, t.line, t.function, t.condition, json.dumps(t.values) if t.values else None,
                         t.category))
        con.executemany("INSERT INTO templates(anchor, pieces, lead, trail, exc, kind, path, line, function,"
                        " condition, vals, category) VALUES (?,?,?,?,?,?,?,?,?,?,?,?)", rows)
        con.execute("CREATE INDEX by_anchor ON templates(anchor)")
        meta = {"name": info.name, "version": info.version, "templates": str(len(templates)),
                "seconds": f"{info.seconds:.1f}", "coverage": f"{info.coverage:.4f}", "source": info.source,
                "schema": schema()}
        con.executemany("INSERT INTO meta VALUES (?, ?)", list(meta.items()))
        con.commit()
        con.close()
        os.replace(tmp, target)
    finally:
        if os.path.exists(tmp):
            os.unlink(tmp)
    return target


def read_info(path: Path) -> Optional[IndexInfo]:
    """The header of one index file. Read once per file version (every run opens the index, and a file
    is only ever replaced whole, which changes its time stamp)."""
    try:
        st = path.stat()
    except OSError:
        return None
    return _read_info(str(path), st.st_mtime_ns, st.st_size)


@lru_cache(maxsize=256)
def _read_info(path: str, mtime_ns: int, size: int) -> Optional[IndexInfo]:
    try:
        con = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
        try:
            meta = dict(con.execute("SELECT key, value FROM meta").fetchall())
        finally:
            con.close()
        return IndexInfo(meta["name"], meta["version"], int(meta["templates"]), str(path),
                         float(meta.get("seconds", 0)), float(meta.get("coverage", 0)), meta.get("source", ""))
    except (sqlite3.Error, KeyError, ValueError):
        return None


def indexed() -> list[IndexInfo]:
    """Every index file of the current schema in the cache folder (installed and added versions)."""
    folder = cache_dir()
    if not folder.is_dir():
        return []
    infos = (read_info(p) for p in sorted(folder.glob(f"*.{schema()}.sqlite")))
    return [i for i in infos if i is not None]


# -- building ------------------------------------------------------------------------------------
def _mine_batch(args: tuple[PackageSource, list[str]]) -> list[Template]:
    """One worker's share: mine the files and categorise what they raise."""
    from .categorise import categorise
    from .native import mine_library
    from .pysource import mine_source

    source, rels = args
    seen: set[str] = set()
    out: list[Template] = []
    for rel, data in source.read(rels):
        if rel.endswith(".py"):
            found = mine_source(data, rel, source.name, source.version)
        else:
            found = mine_library(data, rel, source.name, source.version, seen)
        out.extend(t.with_category(categorise(t.path, t.exc_type, t.text, t.condition)) for t in found)
    return out


def _batches(source: PackageSource, rels: list[str], n: int) -> list[tuple[PackageSource, list[str]]]:
    """Split the files into n shares of about equal bytes (shared libraries are few and large)."""
    def size(rel: str) -> int:
        if source.wheel:
            return 1
        try:
            return os.path.getsize(Path(source.root) / rel)
        except OSError:
            return 0

    shares: list[list[str]] = [[] for _ in range(n)]
    load = [0] * n
    for rel in sorted(rels, key=size, reverse=True):
        i = load.index(min(load))
        shares[i].append(rel)
        load[i] += size(rel) // 8 if rel.endswith((".so",)) or ".so." in rel else size(rel)
    return [(source, s) for s in shares if s]


def mine(source: PackageSource, workers: int = WORKERS) -> list[Template]:
    rels = source.files()
    batches = _batches(source, rels, max(1, workers))
    if workers <= 1 or len(batches) < 2:
        results: Iterable[list[Template]] = map(_mine_batch, batches)
    else:
        from concurrent.futures import ProcessPoolExecutor

        with ProcessPoolExecutor(workers) as pool:
            results = list(pool.map(_mine_batch, batches))
    templates = [t for batch in results for t in batch]
    return _dedupe_native(templates)


def _dedupe_native(templates: list[Template]) -> list[Template]:
    """A string in several libraries (one per CUDA version, say) is one template: the first library named."""
    seen: set[tuple[str, ...]] = set()
    out = []
    for t in sorted(templates, key=lambda t: (t.kind == "native", t.path)):
        if t.kind == "native":
            if t.pieces in seen:
                continue
            seen.add(t.pieces)
        out.append(t)
    return out


def build(source: PackageSource, workers: int = WORKERS) -> IndexInfo:
    start = time.perf_counter()
    templates = mine(source, workers)
    seconds = time.perf_counter() - start
    named = sum(t.category != "other" for t in templates)
    info = IndexInfo(source.name, source.version, len(templates), str(index_file(source.name, source.version)),
                     seconds, named / len(templates) if templates else 0.0,
                     os.path.basename(source.root) if source.wheel else "installed")
    write(info, templates)
    _drop_stale(source.name, source.version)
    return info


def _drop_stale(name: str, version: str) -> None:
    """Index files of this package and version built by another miner or table are no longer read."""
    current = index_file(name, version)
    prefix = current.name[: -len(f"{schema()}.sqlite")]
    for old in current.parent.glob(f"{prefix}*.sqlite"):
        if old != current and old.name[len(prefix):].count(".") == 1:
            try:
                old.unlink()
            except OSError:
                continue
