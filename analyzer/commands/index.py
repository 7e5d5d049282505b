"""`msdiag index`: the message index mined from the installed libraries (analyzer/knowledge/emitters).

    msdiag index                       list what is indexed (building the installed libraries' first)
    msdiag index --format json         {"packages": [{"name", "version", "templates", ...}]}
    msdiag index build [PACKAGE...]    rebuild (default: mindspore, mindformers, transformers); any
                                       installed package can be named: torch, torch_npu, peft, ...
    msdiag index add WHEEL...          index other versions from wheel files, without installing them

The index lives in the user's cache folder ($XDG_CACHE_HOME/msdiag/index, or MSDIAG_CACHE_DIR); it is
derived from the libraries at run time and never shipped. Exit status: 0 done, 2 nothing could be
indexed (package not installed, unreadable wheel), with a one-line reason.
"""

from __future__ import annotations

import argparse
import json
import sys

from ..knowledge.emitters.catalogue import ensure
from ..knowledge.emitters.sources import DEFAULT_PACKAGES, SourceError, from_wheel
from ..knowledge.emitters.store import IndexInfo, build, cache_dir, indexed


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("action", nargs="?", choices=("list", "build", "add"), default="list",
                   help="list (default), build [PACKAGE...], add WHEEL...")
    p.add_argument("items", nargs="*", metavar="PACKAGE|WHEEL")
    p.add_argument("--format", "-f", choices=("text", "json"), default="text")


def as_dict(info: IndexInfo) -> dict:
    return {"name": info.name, "version": info.version, "templates": info.templates,
            "categorised": round(info.coverage, 4), "source": info.source, "build_seconds": round(info.seconds, 1)}


def render(infos: list[IndexInfo], fmt: str) -> str:
    if fmt == "json":
        return json.dumps({"packages": [as_dict(i) for i in infos], "cache": str(cache_dir())}, indent=2) + "\n"
    if not infos:
        return ("message index is empty: install mindspore / mindformers / transformers, or run "
                "msdiag index add WHEEL...\n")
    lines = [f"{'package':<16} {'version':<12} {'templates':>9}  {'categorised':>11}  source"]
    lines += [f"{i.name:<16} {i.version:<12} {i.templates:>9}  {i.coverage:>10.1%}  {i.source}" for i in infos]
    lines.append(f"(cache: {cache_dir()})")
    return "\n".join(lines) + "\n"


def main(args: argparse.Namespace) -> int:
    notes: list[str] = []
    if args.action == "add":
        if not args.items:
            sys.stderr.write("msdiag index add: name at least one wheel file\n")
            return 2
        try:
            sources = [s for path in args.items for s in from_wheel(path)]
        except SourceError as exc:
            sys.stderr.write(f"msdiag index add: {exc}\n")
            return 2
        for source in sources:
            info = build(source)
            notes.append(f"indexed {info.name} {info.version} from {info.source}: {info.templates} templates "
                         f"in {info.seconds:.0f} s")
    elif args.action == "build":
        packages = tuple(args.items) or DEFAULT_PACKAGES
        built = ensure(packages, rebuild=True, notes=notes)
        missing = sorted(set(packages) - {i.name for i in built})
        if missing:
            sys.stderr.write(f"msdiag index build: not installed here: {', '.join(missing)}\n")
            if not built:
                return 2
    elif args.items:
        sys.stderr.write("msdiag index: list takes no arguments (build PACKAGE..., add WHEEL...)\n")
        return 2
    else:
        ensure(notes=notes)
    for note in notes:
        sys.stderr.write(note + "\n")
    sys.stdout.write(render(indexed(), args.format))
    return 0
