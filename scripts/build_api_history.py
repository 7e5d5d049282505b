"""Write analyzer/data/api_history.yaml: which keyword arguments each much-used training API accepted, and which
names each package exported at its top level, release by release, read from the published wheels of
transformers, trl, peft, accelerate, pytorch-lightning, datasets and mindformers.

Why: `TypeError: SFTTrainer.__init__() got an unexpected keyword argument 'max_seq_length'` is a typo in one
log and, far more often, code written for another release of the library (the argument was renamed, moved
or removed; or it is newer than the installed copy). Which of the two it is, and which releases accepted the
argument, is a fact of the libraries' own code, not of any thread. This script reads it from the code of the
last patch release of every minor version (the source only, via `ast`: nothing is imported or run) and
keeps, for each tracked callable, every parameter with the first and last release that accepts it.

`ImportError: cannot import name 'AdamW' from 'transformers'` is the same kind of fact: the name was there from
one release to another. `exports` keeps, for each package, the names `from <package> import X` finds in each
release (resolved statically through the package's `__init__`, its lazy-import tables and the star imports it
follows), grouped by the span of releases that export them.

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

# package -> classes whose members (methods, properties, class attributes and the attributes their methods set
# on `self`, with those of their bases inside the package) are kept release by release: `'Qwen2Tokenizer' object
# has no attribute 'batch_encode_plus'` is code written for the releases whose tokenizer base class had it.
MEMBERS: dict[str, tuple[str, ...]] = {
    "transformers": ("PreTrainedTokenizerBase", "PreTrainedModel", "ProcessorMixin", "Trainer", "TrainingArguments"),
}

# distribution on the index -> the module it installs, when the two differ
IMPORT_NAMES = {"pytorch-lightning": "pytorch_lightning"}
_IDENTIFIER = re.compile(r"^[A-Za-z]\w*$")
_SCANNED_FOLDER = re.compile(r"define_import_structure\(\s*Path\(__file__\)\.parent\s*/\s*[\"'](\w+)[\"']")
_ALL_ASSIGNED = re.compile(r"^__all__\s*[+]?=", re.M)


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
        self._names: dict[tuple[str, bool], set[str]] = {}

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

    def members(self, name: str, seen: Optional[set[str]] = None) -> Optional[frozenset[str]]:
        """The names an instance of the class has: what its body defines, what its methods assign to `self`,
        and its bases' (followed inside the package); dunder names left out."""
        cls = self._class(name)
        seen = set() if seen is None else seen
        if cls is None or name in seen:
            return None
        seen.add(name)
        names: set[str] = set()
        for node in cls.body:
            names |= _bound_in_class(node)
        for base in cls.bases:
            names |= self.members(_base_name(base), seen) or set()
        return frozenset(n for n in names if not n.startswith("__"))

    def exports(self, package: str) -> frozenset[str]:
        """The public names `from <package> import X` finds: what the package's `__init__` imports, defines or
        lists for lazy import, following the star imports it makes inside the package."""
        return frozenset(n for n in self._module_names(package, set(), star=False) if not n.startswith("_"))

    def _module_file(self, module: str) -> Optional[str]:
        base = module.replace(".", "/")
        return next((p for p in (f"{base}/__init__.py", f"{base}.py") if p in self._sources), None)

    def _module_names(self, module: str, seen: set[str], star: bool) -> set[str]:
        """The names a module binds (`star`: the names `from module import *` brings, its `__all__` when it
        has one)."""
        path = self._module_file(module)
        if path is None or module in seen:  # `seen`: the modules being resolved, a guard against import cycles
            return set()
        if (module, star) not in self._names:
            seen.add(module)
            self._names[(module, star)] = self._bound_names(module, path, seen, star)
            seen.discard(module)
        return self._names[(module, star)]

    def _bound_names(self, module: str, path: str, seen: set[str], star: bool) -> set[str]:
        try:
            tree = ast.parse(self._sources[path])
        except SyntaxError:
            return set()
        package = module if path.endswith("__init__.py") else module.rpartition(".")[0]
        names: set[str] = set()
        listed: Optional[set[str]] = None
        for node in _module_level(tree.body):
            if isinstance(node, ast.ImportFrom):
                names |= self._imported(node, package, seen)
            elif isinstance(node, (ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
                names.add(node.name)
            elif isinstance(node, (ast.Assign, ast.AnnAssign, ast.AugAssign)):
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                bound = {t.id for t in targets if isinstance(t, ast.Name)}
                if "__all__" in bound:
                    listed = (listed or set()) | self._all_parts(node.value, package, seen)
                names |= bound
            elif _extends_all(node):  # `__all__.extend(models.__all__)`, `__all__.append("Trainer")`
                listed = (listed or set()) | self._all_parts(node, package, seen)
            if _mentions(node, "_import_structure"):
                names |= _listed_strings(node)
        for folder in _SCANNED_FOLDER.findall(self._sources[path]):
            names |= self._listed_under(f"{path.rpartition('/')[0]}/{folder}/")
        return listed if star and listed is not None else names | (listed or set())

    def _listed_under(self, prefix: str) -> set[str]:
        """transformers' `define_import_structure(Path(__file__).parent / "models")` exports, at run time, the
        `__all__` of every module below the folder, listed in an `__init__` or not."""
        out: set[str] = set()
        for path in self._sources:
            if path.startswith(prefix) and _ALL_ASSIGNED.search(self._sources[path]):
                out |= self._module_names(path[:-len(".py")].removesuffix("/__init__").replace("/", "."), set(),
                                          star=True)
        return out

    def _all_parts(self, node: Optional[ast.AST], package: str, seen: set[str]) -> set[str]:
        """What a statement adds to `__all__`: its listed strings, and the `__all__` of each module it names
        (`__all__ = core.__all__ + ["run_check"]`, `__all__.extend(models.__all__)`)."""
        out = _listed_strings(node)
        for n in ast.walk(node) if node is not None else ():
            if isinstance(n, ast.Attribute) and n.attr == "__all__" and isinstance(n.value, ast.Name):
                for module in (f"{package}.{n.value.id}", f"{package.split('.')[0]}.{n.value.id}"):
                    if self._module_file(module):
                        out |= self._module_names(module, seen, star=True)
                        break
        return out

    def _imported(self, node: ast.ImportFrom, package: str, seen: set[str]) -> set[str]:
        if node.level:
            parts = package.split(".")
            base = ".".join(parts[:len(parts) - node.level + 1])
            target = f"{base}.{node.module}" if node.module else base
        else:
            target = node.module or ""
        if target.split(".")[0] != package.split(".")[0]:
            return set()  # `from typing import Optional` binds no name of the package's API
        out: set[str] = set()
        for alias in node.names:
            if alias.name == "*":
                out |= self._module_names(target, seen, star=True)
            else:
                out.add(alias.asname or alias.name)
        return out

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


def _module_level(body: list[ast.stmt]) -> Iterable[ast.stmt]:
    """The statements a module runs at import, through its `if` and `try` blocks (`if TYPE_CHECKING:`, the
    optional-dependency guards), not into functions or classes."""
    for node in body:
        yield node
        if isinstance(node, ast.If):
            yield from _module_level(node.body + node.orelse)
        elif isinstance(node, ast.Try):
            yield from _module_level(node.body + node.orelse + node.finalbody
                                     + [s for h in node.handlers for s in h.body])


def _extends_all(node: ast.stmt) -> bool:
    call = node.value if isinstance(node, ast.Expr) else None
    func = call.func if isinstance(call, ast.Call) else None
    return (isinstance(func, ast.Attribute) and func.attr in ("extend", "append")
            and isinstance(func.value, ast.Name) and func.value.id == "__all__")


def _mentions(node: ast.AST, name: str) -> bool:
    return any(isinstance(n, ast.Name) and n.id == name for n in ast.walk(node))


def _listed_strings(node: Optional[ast.AST]) -> set[str]:
    """Identifier strings a statement lists: the elements of its list, tuple and set literals and the arguments
    of its calls (`_import_structure["models.bert"].extend(["BertModel"])`, `.append("BertModel")`), not the
    keys of a dict (module paths of a lazy-import table)."""
    out: set[str] = set()
    for n in ast.walk(node) if node is not None else ():
        items = n.elts if isinstance(n, (ast.List, ast.Tuple, ast.Set)) else n.args if isinstance(n, ast.Call) else []
        out |= {i.value for i in items if isinstance(i, ast.Constant) and isinstance(i.value, str)
                and _IDENTIFIER.match(i.value)}
    return out


def _bound_in_class(node: ast.stmt) -> set[str]:
    """The member names one statement of a class body binds (a method: its name and every `self.x = ...`)."""
    if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
        assigned = {t.attr for n in ast.walk(node) if isinstance(n, (ast.Assign, ast.AnnAssign, ast.AugAssign))
                    for t in (n.targets if isinstance(n, ast.Assign) else [n.target])
                    if isinstance(t, ast.Attribute) and isinstance(t.value, ast.Name) and t.value.id == "self"}
        return {node.name} | assigned
    if isinstance(node, ast.Assign):
        return {t.id for t in node.targets if isinstance(t, ast.Name)}
    if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
        return {node.target.id}
    return set()


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
    per_class: dict[str, dict[str, frozenset[str]]] = {n: {} for n in MEMBERS.get(package, ())}
    exported: dict[str, frozenset[str]] = {}
    scanned = []
    for version in releases:
        try:
            release = Release(wheel_sources(package, version, workdir))
        except (subprocess.CalledProcessError, StopIteration):
            print(f"  {package} {version}: no wheel", file=sys.stderr)
            continue
        scanned.append(version)
        exported[version] = release.exports(IMPORT_NAMES.get(package, package))
        for name in per_name:
            sig = release.signature(name)
            if sig is not None:
                per_name[name][version] = sig
        for name in per_class:
            found = release.members(name)
            if found is not None:
                per_class[name][version] = found
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
    table = {"releases": scanned, "callables": out, "exports": _export_spans(scanned, exported)}
    members = {name: _member_spans(scanned, by_version) for name, by_version in per_class.items() if by_version}
    if members:
        table["members"] = members
    return table


def _member_spans(scanned: list[str], by_version: dict[str, frozenset[str]]) -> dict:
    """{seen: [first, last], names: {name: [first, last]}} for the members some release of the class lacked: a
    member every release had is not a version fact, and leaving it out keeps the table small."""
    versions = [v for v in scanned if v in by_version]
    spans: dict[str, list[str]] = {}
    for v in versions:
        for name in by_version[v]:
            spans.setdefault(name, [v, v])[1] = v
    changed = {n: s for n, s in spans.items() if s != [versions[0], versions[-1]]}
    return {"seen": [versions[0], versions[-1]], "names": dict(sorted(changed.items()))}


def _export_spans(scanned: list[str], exported: dict[str, frozenset[str]]) -> dict[str, list[str]]:
    """{"first last": [names]}: every exported name under the first and last release that exports it."""
    spans: dict[str, tuple[str, str]] = {}
    for version in scanned:
        for name in exported.get(version, ()):
            spans[name] = (spans[name][0] if name in spans else version, version)
    grouped: dict[tuple[str, str], list[str]] = {}
    for name, span in spans.items():
        grouped.setdefault(span, []).append(name)
    order = {v: i for i, v in enumerate(scanned)}
    return {f"{a} {b}": sorted(grouped[(a, b)]) for a, b in sorted(grouped, key=lambda s: (order[s[0]], order[s[1]]))}


def write_table(out: Path, packages: dict) -> None:
    head = ("# Generated by scripts/build_api_history.py from the published wheels (last patch release of each\n"
            "# minor version); regenerate, do not edit by hand. params: name -> [first, last] release accepting it.\n"
            "# renamed: old -> new argument names a deprecation decorator accepted for a while.\n"
            "# exports: 'first last' -> the names `from <package> import X` finds in those releases.\n"
            "# members: class -> the names its instances had in some releases only, [first, last] release.\n")
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
