"""`msdiag kb --verify`: every name the advice tells a user to type must exist.

A fix that names an environment variable nobody reads (`MS_DEV_SYNC_RUN`) or an API that moved costs
the user hours. This module collects the names written in kb/ (articles and code tables) and in the
signatures' user-facing texts (titles, fixes, descriptions), and checks each against the pinned
libraries as installed:

* API paths (`mindspore.runtime.set_memory`, `ms.set_device`, `transformers.AutoConfig`): importable,
  resolved in a child process (importing mindformers writes logs into the working directory, and the
  heavy imports stay out of the parent);
* environment variables, `set_context` / `set_auto_parallel_context` / `set_memory` keys and YAML
  fields (`load_ckpt_format:`, `context.max_device_memory`): a whole-word string in the libraries'
  Python files or shared libraries (found with `grep -F -w`, one pass over all names);
* anything else — CANN/HCCL variables read by the driver, torch_npu's — must be listed in the
  reviewed reference table `kb/reference_names.yaml` with the public page that documents it.

Names are read from prose, so extraction is deliberately narrow: known env-var prefixes, call
keywords of the context APIs, YAML keys in backticks or code blocks, dotted paths rooted at a
library. `kb/reference_names.yaml` also lists `ignore` entries: words that look like names but are
log text or placeholders, each with the reason.
"""

from __future__ import annotations

import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Optional

from ..paths import kb_dir, signatures_dir

LIBRARIES = ("mindspore", "mindformers", "transformers")
REFERENCE_TABLE = "reference_names.yaml"
ENV_PREFIXES = ("MS", "HCCL", "ASCEND", "GLOG", "HCCN", "MINDSPORE", "MF", "PYTORCH", "TORCH", "RANK",
                "DEVICE", "MASTER", "HF", "TRANSFORMERS", "CUDA", "NCCL", "OMP", "LOCAL", "WORLD", "CPU",
                "MSRUN", "LCCL", "NPU")
_ENV = re.compile(r"(?<![\w.$%{-])(?:" + "|".join(ENV_PREFIXES) + r")_[A-Z0-9]+(?:_[A-Z0-9]+)*(?![\w(])")
_API = re.compile(r"(?<![\w.])(mindspore|ms|mindformers|transformers)((?:\.[A-Za-z_]\w*)+)")
_CALL_KEYS = re.compile(r"\b(set_context|set_auto_parallel_context|set_memory|set_device)\(([^()]*)\)")
_KEYWORD = re.compile(r"\b([a-z_][a-z0-9_]*)\s*=")
_CODE_SPAN = re.compile(r"`([^`\n]+)`")
_YAML_KEY = re.compile(r"(?<![\w.:/-])([a-z][a-z0-9_]*):(?:\s|$)")
_URL = re.compile(r"https?://\S+")
_YAML_PATH = re.compile(r"(?<![\w./-])((?:context|parallel_config|runner_config|model_config|recompute_config|"
                        r"moe_config|parallel|train_dataset|checkpoint_config)\.[a-z][a-z0-9_]*)(?![\w(])")
KINDS = ("env", "api", "key", "yaml")


class VerifyError(RuntimeError):
    """The check itself could not run (a pinned library is missing, the reference table is broken)."""


@dataclass(frozen=True)
class Name:
    kind: str  # env | api | key | yaml
    text: str  # as checked: `mindspore.runtime.set_memory`, `HCCL_EXEC_TIMEOUT`, `load_ckpt_format`


@dataclass
class Result:
    """What `msdiag kb --verify` found: where each name is written, and how it was confirmed."""

    seen: dict[Name, list[str]] = field(default_factory=dict)  # name -> places it is written
    found: dict[Name, str] = field(default_factory=dict)  # name -> how it was confirmed
    unknown: list[Name] = field(default_factory=list)
    versions: dict[str, str] = field(default_factory=dict)

    def counts(self) -> dict[str, dict[str, int]]:
        out: dict[str, dict[str, int]] = {}
        for name in self.seen:
            row = out.setdefault(name.kind, {"checked": 0, "library": 0, "reference": 0, "unknown": 0})
            row["checked"] += 1
            how = self.found.get(name, "unknown")
            row["reference" if how.startswith("reference") else "unknown" if how == "unknown" else "library"] += 1
        return out


# ---------------------------------------------------------------------------------------------
# Reading the names


def _code_spans(text: str) -> Iterator[str]:
    """Inline `code` and fenced blocks: where articles write YAML keys and commands."""
    in_block = False
    for line in text.splitlines():
        if line.lstrip().startswith("```"):
            in_block = not in_block
            continue
        if in_block:
            yield line
        else:
            yield from _CODE_SPAN.findall(line)


def names_in(text: str, yaml_anywhere: bool = False) -> set[Name]:
    """The names one text mentions. `yaml_anywhere`: a signature fix writes `key: value` without backticks."""
    text = _URL.sub(" ", text)
    out: set[Name] = {Name("env", m) for m in _ENV.findall(text)}
    for root, rest in _API.findall(text):
        path = ("mindspore" if root == "ms" else root) + rest.rstrip(".")
        if "." in path and not re.search(r"\.(?:py|yaml|json|ckpt|safetensors|log)$", path):
            out.add(Name("api", path))
    for _func, args in _CALL_KEYS.findall(text):
        out.update(Name("key", k) for k in _KEYWORD.findall(args))
    for span in (_code_spans(text) if not yaml_anywhere else [text]):
        for key in _YAML_KEY.findall(span):
            if "_" in key or "." in key:
                out.add(Name("yaml", key))
    out.update(Name("yaml", p) for p in _YAML_PATH.findall(text))
    return {n for n in out if "{" not in n.text}


def _yaml(path: Path) -> Any:
    import yaml

    return yaml.safe_load(path.read_text(encoding="utf-8"))


def _signature_texts(data: dict[str, Any]) -> Iterator[str]:
    for key in ("title", "title_zh", "description"):
        if isinstance(data.get(key), str):
            yield data[key]
    for key in ("fix", "fix_zh", "false_positives"):
        for item in data.get(key) or []:
            yield item.get("text", "") if isinstance(item, dict) else str(item)


def _table_texts(data: Any) -> Iterator[str]:
    """Every string in a code table except the vendor's own message templates."""
    if isinstance(data, dict):
        for key, value in data.items():
            if key not in ("message", "source"):
                yield from _table_texts(value)
    elif isinstance(data, list):
        for item in data:
            yield from _table_texts(item)
    elif isinstance(data, str):
        yield data


def shipped_texts(kb_root: Optional[Path] = None, sig_root: Optional[Path] = None
                  ) -> Iterator[tuple[str, str, bool]]:
    """(where, text, yaml_anywhere) for every user-facing text in kb/ and signatures/."""
    kb_root = kb_root or kb_dir()
    sig_root = sig_root or signatures_dir()
    for path in sorted(kb_root.glob("*/*.md")):
        yield str(path.relative_to(kb_root.parent)), path.read_text(encoding="utf-8"), False
    for path in sorted(kb_root.glob("*.yaml")):
        if path.name != REFERENCE_TABLE:
            for text in _table_texts(_yaml(path)):
                yield str(path.relative_to(kb_root.parent)), text, True
    for path in sorted(sig_root.rglob("*.yaml")):
        data = _yaml(path)
        if isinstance(data, dict):
            for text in _signature_texts(data):
                yield str(path.relative_to(sig_root.parent)), text, True


def collect(texts: Iterable[tuple[str, str, bool]]) -> dict[Name, list[str]]:
    seen: dict[Name, list[str]] = {}
    for where, text, anywhere in texts:
        for name in names_in(text, anywhere):
            places = seen.setdefault(name, [])
            if where not in places:
                places.append(where)
    return seen


# ---------------------------------------------------------------------------------------------
# Checking them


def reference_table(kb_root: Optional[Path] = None) -> tuple[dict[str, dict[str, str]], dict[str, str]]:
    """(documented names -> {kind, source}, ignored words -> reason) from kb/reference_names.yaml."""
    path = (kb_root or kb_dir()) / REFERENCE_TABLE
    data = _yaml(path) if path.is_file() else {}
    names = data.get("names") or {}
    ignore = data.get("ignore") or {}
    for name, entry in names.items():
        if not isinstance(entry, dict) or not str(entry.get("source", "")).startswith("http"):
            raise VerifyError(f"{path}: '{name}' needs a public 'source' URL")
    return {str(k): v for k, v in names.items()}, {str(k): str(v) for k, v in ignore.items()}


def library_roots() -> dict[str, Path]:
    """Install folders of the pinned libraries, found without importing them."""
    roots: dict[str, Path] = {}
    for lib in LIBRARIES:
        spec = importlib.util.find_spec(lib)
        if spec is None or not spec.submodule_search_locations:
            raise VerifyError(f"{lib} is not installed: install the pinned stack (mindspore, mindformers, "
                              "transformers) to verify against it")
        roots[lib] = Path(next(iter(spec.submodule_search_locations)))
    return roots


def installed_versions() -> dict[str, str]:
    from importlib.metadata import PackageNotFoundError, version

    out = {}
    for lib in LIBRARIES:
        try:
            out[lib] = version(lib)
        except PackageNotFoundError:
            out[lib] = "?"
    return out


def strings_in_libraries(words: set[str], roots: Iterable[Path]) -> set[str]:
    """The words that occur as whole words in the libraries' .py files or shared libraries (grep -F -w)."""
    if not words:
        return set()
    grep = shutil.which("grep")
    if grep is None:
        raise VerifyError("grep is needed to search the libraries' shared objects")
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as fh:
        fh.write("\n".join(sorted(words)) + "\n")
    try:
        cmd = [grep, "-rhoaFw", "--include=*.py", "--include=*.so", "--include=*.so.*", "-f", fh.name,
               *map(str, roots)]
        proc = subprocess.run(cmd, capture_output=True, check=False)  # noqa: S603 - fixed argv, no shell
    finally:
        os.unlink(fh.name)
    return set(proc.stdout.decode("utf-8", "replace").split()) & words


_RESOLVE = r"""
import importlib, json, sys
out = {}
for path in json.load(sys.stdin):
    parts = path.split(".")
    obj, ok = None, False
    for i in range(len(parts), 0, -1):
        try:
            obj = importlib.import_module(".".join(parts[:i]))
        except Exception:
            continue
        try:
            for attr in parts[i:]:
                obj = getattr(obj, attr)
            ok = True
        except AttributeError:
            ok = False
        break
    out[path] = ok
json.dump(out, sys.stdout)
"""


def importable(paths: set[str], timeout: float = 600.0) -> dict[str, bool]:
    """Resolve dotted paths in a child process run from a scratch folder (mindformers writes ./output)."""
    if not paths:
        return {}
    with tempfile.TemporaryDirectory() as scratch:
        proc = subprocess.run([sys.executable, "-c", _RESOLVE], input=json.dumps(sorted(paths)),  # noqa: S603
                              capture_output=True, text=True, cwd=scratch, timeout=timeout, check=False,
                              env={**os.environ, "GLOG_v": "3", "PYTHONPATH": os.pathsep.join(sys.path)})
    if proc.returncode != 0:
        raise VerifyError(f"resolving API paths failed: {proc.stderr.strip()[-400:]}")
    return json.loads(proc.stdout.strip().splitlines()[-1])


def _leaf(name: Name) -> str:
    """The word to look for: a YAML path's last key, an env var or key as written."""
    return name.text.rsplit(".", 1)[-1] if name.kind == "yaml" else name.text


def verify(kb_root: Optional[Path] = None, sig_root: Optional[Path] = None) -> Result:
    result = Result(seen=collect(shipped_texts(kb_root, sig_root)), versions=installed_versions())
    documented, ignored = reference_table(kb_root)
    for name in list(result.seen):
        if name.text in ignored:
            del result.seen[name]
    roots = library_roots().values()
    apis = {n.text for n in result.seen if n.kind == "api"}
    resolved = importable(apis)
    words = {_leaf(n) for n in result.seen if n.kind != "api"}
    present = strings_in_libraries(words, roots)
    for name in sorted(result.seen, key=lambda n: (n.kind, n.text)):
        if name.kind == "api" and resolved.get(name.text):
            result.found[name] = "importable"
        elif name.kind != "api" and _leaf(name) in present:
            result.found[name] = "string in the pinned libraries"
        elif name.text in documented:
            result.found[name] = f"reference: {documented[name.text]['source']}"
        else:
            result.unknown.append(name)
    return result


def report(result: Result) -> str:
    """Counts per kind, then every unknown name with where it is written."""
    stack = ", ".join(f"{k} {v}" for k, v in result.versions.items())
    lines = [f"checked {len(result.seen)} names in kb/ and signatures/ against {stack}"]
    for kind, row in sorted(result.counts().items()):
        lines.append(f"  {kind:<5} {row['checked']:>4} checked: {row['library']} in the libraries, "
                     f"{row['reference']} in the reference table, {row['unknown']} unknown")
    for name in result.unknown:
        lines.append(f"unknown {name.kind} '{name.text}' in {', '.join(result.seen[name][:3])}")
    return "\n".join(lines) + "\n"
