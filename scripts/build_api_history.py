"""Write analyzer/data/api_history.yaml: which keyword arguments each much-used training API accepted, release
by release, read from the published wheels of transformers, trl, peft, accelerate, pytorch-lightning and
datasets.

Why: `TypeError: SFTTrainer.__init__() got an unexpected keyword argument 'max_seq_length'` is a typo in one
log and, far more often, code written for another release of the library (the argument was renamed, moved
or removed; or it is newer than the installed copy). Which of the two it is, and which releases accepted the
argument, is a fact of the libraries' own code, not of any thread. This script reads it from the code of the
last patch release of every minor version (the source only, via `ast`: nothing is imported or run) and
keeps, for each tracked callable, every parameter with the first and last release that accepts it.

    python scripts/build_api_history.py [--out FILE] [--only PACKAGE ...]

Needs `pip download` to reach a package index; the wheels go to a temporary directory and are deleted.
"""

from __future__ import annotations

import argparse
import ast
import re
import subprocess
import sys
import tempfile
import zipfile
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Optional

import yaml

OUT = Path(__file__).resolve().parent.parent / "analyzer" / "data" / "api_history.yaml"

# package on the index -> (first minor version scanned, callables: "Class", "Class.method" or "function").
# A class stands for its constructor. Callables that take **kwargs without passing them on to a class we
# can read accept anything and are not worth tracking (from_pretrained, pipeline).
TRACKED: dict[str, tuple[str, tuple[str, ...]]] = {
    "transformers": ("3.0", ("TrainingArguments", "Seq2SeqTrainingArguments", "Trainer", "Seq2SeqTrainer",
                             "DataCollatorForLanguageModeling", "DataCollatorForSeq2Seq", "EarlyStoppingCallback",
                             "GenerationConfig", "Trainer.train", "Trainer.evaluate")),
    "trl": ("0.4", ("SFTTrainer", "SFTConfig", "DPOTrainer", "DPOConfig", "PPOTrainer", "PPOConfig",
                    "RewardTrainer", "RewardConfig", "GRPOTrainer", "GRPOConfig", "ORPOTrainer", "ORPOConfig",
                    "KTOTrainer", "KTOConfig", "DataCollatorForCompletionOnlyLM")),
    "peft": ("0.2", ("LoraConfig", "PeftConfig", "PromptTuningConfig", "PrefixTuningConfig", "IA3Config",
                     "AdaLoraConfig", "LoftQConfig", "get_peft_model", "prepare_model_for_kbit_training")),
    "accelerate": ("0.10", ("Accelerator", "DataLoaderConfiguration", "notebook_launcher")),
    "pytorch-lightning": ("1.0", ("Trainer", "ModelCheckpoint", "EarlyStopping", "Trainer.fit")),
    "datasets": ("1.0", ("load_dataset", "load_from_disk", "Dataset.map", "Dataset.filter")),
    # MindFormers has its own TrainingArguments and Trainer: an HF-only argument passed to them is no version
    # matter, and the history must be able to say so
    "mindformers": ("1.0", ("TrainingArguments", "Trainer")),
}


@dataclass(frozen=True)
class Signature:
    """What one callable of one release accepts. `open_kwargs`: it takes **kwargs we could not follow.
    `renamed`: old name -> new name, for arguments a `deprecate_kwarg` decorator still accepts and renames."""

    params: frozenset[str]
    open_kwargs: bool
    renamed: tuple[tuple[str, str], ...] = ()


def minor_releases(package: str, first_minor: str) -> list[str]:
    """The newest final release of every minor version from `first_minor` on, oldest first."""
    out = subprocess.run([sys.executable, "-m", "pip", "index", "versions", package],
                         capture_output=True, text=True, check=True).stdout
    line = next(ln for ln in out.splitlines() if ln.startswith("Available versions:"))
    newest: dict[tuple[int, int], tuple[int, ...]] = {}
    for text in line.split(":", 1)[1].split(","):
        parts = text.strip().split(".")
        if not all(p.isdigit() for p in parts) or len(parts) < 2:
            continue  # pre-releases and odd tags
        v = tuple(int(p) for p in parts)
        if newest.get(v[:2], ()) < v:
            newest[v[:2]] = v
    floor = tuple(int(p) for p in first_minor.split("."))
    return [".".join(map(str, v)) for k, v in sorted(newest.items()) if k >= floor]


def wheel_sources(package: str, version: str, workdir: Path) -> dict[str, str]:
    """Every .py file of the package's wheel for `version`, by path inside the wheel."""
    dest = workdir / f"{package}-{version}"
    dest.mkdir()
    # old releases declare the Python of their day; only their source text is read here
    subprocess.run([sys.executable, "-m", "pip", "download", "--no-deps", "--only-binary=:all:",
                    "--ignore-requires-python", "-q", "-d", str(dest), f"{package}=={version}"],
                   check=True, capture_output=True)
    wheel = next(dest.glob("*.whl"))
    sources: dict[str, str] = {}
    with zipfile.ZipFile(wheel) as zf:
        for name in zf.namelist():
            if name.endswith(".py") and "/tests/" not in name and not name.startswith("tests/"):
                sources[name] = zf.read(name).decode("utf-8", "replace")
    wheel.unlink()
    return sources


class Release:
    """The top-level class and function definitions of one release, found by name across its files. A file is
    parsed only when one of its definitions is asked for: a large wheel holds thousands of files."""

    _TOP_LEVEL = re.compile(r"^(?:class|def|async def) (\w+)", re.M)

    def __init__(self, sources: dict[str, str]):
        self._sources = sources
        self._where: dict[str, list[str]] = {}
        for path in sorted(sources):
            for name in self._TOP_LEVEL.findall(sources[path]):
                self._where.setdefault(name, []).append(path)
        self._parsed: dict[str, dict[str, ast.AST]] = {}

    def _definition(self, name: str, kind: type) -> Optional[ast.AST]:
        for path in self._where.get(name, ()):
            if path not in self._parsed:
                try:
                    tree = ast.parse(self._sources[path])
                except SyntaxError:
                    tree = ast.Module(body=[], type_ignores=[])
                self._parsed[path] = {getattr(n, "name", ""): n for n in tree.body}
            node = self._parsed[path].get(name)
            if isinstance(node, kind):
                return node
        return None

    def signature(self, name: str) -> Optional[Signature]:
        owner, _, method = name.partition(".")
        if method:
            cls = self._class(owner)
            fn = _method(cls, method) if cls is not None else None
            return _function_signature(fn) if fn is not None else None
        if self._class(owner) is not None:
            return self.constructor(owner, set())
        fn = self._definition(owner, (ast.FunctionDef, ast.AsyncFunctionDef))
        return _function_signature(fn) if fn is not None else None

    def _class(self, name: str) -> Optional[ast.ClassDef]:
        return self._definition(name, ast.ClassDef)

    def constructor(self, name: str, seen: set[str]) -> Optional[Signature]:
        """A class's constructor: its own __init__, else its dataclass fields plus its bases' (followed
        inside the package; a base from elsewhere leaves the signature open)."""
        cls = self._class(name)
        if cls is None or name in seen:
            return None
        seen.add(name)
        init = _method(cls, "__init__")
        bases = [_base_name(b) for b in cls.bases]
        if init is not None:
            own = _function_signature(init)
            if not own.open_kwargs:
                return own
            inherited = self._bases(bases, seen)
            if inherited is None:
                return own
            return Signature(own.params | inherited.params, inherited.open_kwargs, own.renamed)
        inherited = self._bases(bases, seen)
        fields = _dataclass_fields(cls) if _is_dataclass(cls) else frozenset()
        if inherited is None:
            return Signature(fields, open_kwargs=not _is_dataclass(cls)) if fields or _is_dataclass(cls) else None
        return Signature(fields | inherited.params, inherited.open_kwargs)

    def _bases(self, bases: list[str], seen: set[str]) -> Optional[Signature]:
        params: set[str] = set()
        found, open_kwargs = False, False
        for base in bases:
            if base in ("object", "ABC", "Generic", "Enum", ""):
                continue
            sig = self.constructor(base, seen)
            if sig is None:
                open_kwargs = True  # a base from another package: its arguments are not ours to know
                continue
            found = True
            params |= sig.params
            open_kwargs |= sig.open_kwargs
        return Signature(frozenset(params), open_kwargs) if found or open_kwargs else None


def _method(cls: ast.ClassDef, name: str) -> Optional[ast.FunctionDef]:
    for node in cls.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name == name:
            return node
    return None


def _function_signature(fn: ast.FunctionDef) -> Signature:
    args = fn.args
    names = {a.arg for a in args.posonlyargs + args.args + args.kwonlyargs} - {"self", "cls"}
    renamed = _deprecated_names(fn)
    return Signature(frozenset(names | {old for old, _ in renamed}), args.kwarg is not None, renamed)


def _deprecated_names(fn: ast.FunctionDef) -> tuple[tuple[str, str], ...]:
    """transformers' `@deprecate_kwarg("tokenizer", new_name="processing_class", ...)`: the old name is still
    accepted (and renamed) although the signature no longer lists it."""
    out = []
    for dec in fn.decorator_list:
        if not (isinstance(dec, ast.Call) and _base_name(dec.func) == "deprecate_kwarg" and dec.args):
            continue
        old = dec.args[0]
        new = next((k.value for k in dec.keywords if k.arg == "new_name"), None)
        if isinstance(old, ast.Constant) and isinstance(old.value, str):
            out.append((old.value, new.value if isinstance(new, ast.Constant) and isinstance(new.value, str) else ""))
    return tuple(out)


def _base_name(node: ast.expr) -> str:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    if isinstance(node, ast.Subscript):
        return _base_name(node.value)
    return ""


def _is_dataclass(cls: ast.ClassDef) -> bool:
    for dec in cls.decorator_list:
        target = dec.func if isinstance(dec, ast.Call) else dec
        if _base_name(target) == "dataclass":
            return True
    return False


def _dataclass_fields(cls: ast.ClassDef) -> frozenset[str]:
    out = set()
    for node in cls.body:
        if not (isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name)):
            continue
        annotation = ast.unparse(node.annotation)
        if "ClassVar" not in annotation and not _init_false(node.value):  # an InitVar is still an argument
            out.add(node.target.id)
    return frozenset(out)


def _init_false(value: Optional[ast.expr]) -> bool:
    """`field(init=False, ...)`: a dataclass field the constructor does not take."""
    return isinstance(value, ast.Call) and _base_name(value.func) == "field" and any(
        k.arg == "init" and isinstance(k.value, ast.Constant) and k.value.value is False for k in value.keywords)


def history(package: str, first_minor: str, names: Iterable[str], workdir: Path) -> dict:
    """{callable: {seen: [first, last], params: {name: [first, last]}}} over the package's releases."""
    releases = minor_releases(package, first_minor)
    per_name: dict[str, dict[str, Signature]] = {n: {} for n in names}
    scanned = []
    for version in releases:
        try:
            release = Release(wheel_sources(package, version, workdir))
        except (subprocess.CalledProcessError, StopIteration):
            print(f"  {package} {version}: no wheel", file=sys.stderr)
            continue
        scanned.append(version)
        for name in per_name:
            sig = release.signature(name)
            if sig is not None:
                per_name[name][version] = sig
        print(f"  {package} {version}", file=sys.stderr)
    out = {}
    for name, by_version in per_name.items():
        if not by_version:
            continue
        versions = [v for v in scanned if v in by_version]
        params: dict[str, list[str]] = {}
        for v in versions:
            for p in sorted(by_version[v].params):
                span = params.setdefault(p, [v, v])
                span[1] = v
        out[name] = {"seen": [versions[0], versions[-1]], "params": dict(sorted(params.items()))}
        renamed = {old: new for v in versions for old, new in by_version[v].renamed if new}
        if renamed:
            out[name]["renamed"] = dict(sorted(renamed.items()))
    return {"releases": scanned, "callables": out}


def write_table(out: Path, packages: dict) -> None:
    head = ("# Generated by scripts/build_api_history.py from the published wheels (last patch release of each\n"
            "# minor version); regenerate, do not edit by hand. params: name -> [first, last] release accepting it.\n"
            "# renamed: old -> new argument names a deprecation decorator accepted for a while.\n")
    body = yaml.safe_dump({"generated_by": "scripts/build_api_history.py", "packages": packages},
                          sort_keys=False, width=120, default_flow_style=None)
    out.write_text(head + body, encoding="utf-8")


def main(argv: Optional[list[str]] = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", type=Path, default=OUT)
    ap.add_argument("--only", nargs="*", help="rebuild these packages, keep the others from --out")
    args = ap.parse_args(argv)
    packages = {}
    if args.only and args.out.exists():
        packages = (yaml.safe_load(args.out.read_text(encoding="utf-8")) or {}).get("packages", {})
    with tempfile.TemporaryDirectory() as tmp:
        for package, (first_minor, names) in TRACKED.items():
            if args.only and package not in args.only:
                continue
            print(package, file=sys.stderr)
            packages[package] = history(package, first_minor, names, Path(tmp))
    write_table(args.out, packages)
    print(f"wrote {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
