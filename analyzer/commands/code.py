"""`msdiag code`: explain CANN / AscendCL / HCCL / torch_npu error codes from the shipped tables.

    msdiag code EI0006 207001 ERR00100     meaning, usual root cause, typical causes, first steps
    msdiag code EI0099 --lang zh           an unlisted code is explained by its module range
    --format json                          the same as JSON

Exit status: 0 every code explained; 1 some argument is not a code any table or range knows.
"""

from __future__ import annotations

import argparse
import json
import sys

from ..knowledge.codes import CodeInfo, explain


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("codes", nargs="+", metavar="CODE", help="e.g. EI0006, EZ9999, 507011, ERR00100")
    p.add_argument("--lang", choices=("en", "zh"), default=None, help="language (default: from the locale)")
    p.add_argument("--format", "-f", choices=("text", "json"), default="text")


def as_dict(info: CodeInfo, lang: str) -> dict:
    return {**info.facts(lang), "category": info.category, "kb": info.kb, "message": info.message,
            "symptom": info.symptom, "verified": info.verified, "source": info.source}


def render(info: CodeInfo, lang: str) -> str:
    zh = lang == "zh"
    symptom = "通常是其他错误的症状" if zh else "usually a symptom of an earlier error"
    lines = [f"{info.code}  {info.module}: {info.title_in(lang)}",
             f"  {'通常的根因类别' if zh else 'usual root cause'}: {info.category}"
             + (f"   ({symptom})" if info.symptom else "") + (f"   kb: {info.kb}" if info.kb else "")]
    if info.message:
        lines.append(f"  {'报错格式' if zh else 'message'}: {info.message}")
    lines.append(f"  {'常见原因' if zh else 'typical causes'}:")
    lines += [f"    - {c}" for c in info.causes]
    lines.append(f"  {'处理步骤' if zh else 'first steps'}:")
    lines += [f"    {i}. {s}" for i, s in enumerate(info.steps_in(lang), 1)]
    if info.source:
        lines.append(f"  {'来源' if zh else 'source'}: {info.source}" + ("" if info.verified else " (inferred)"))
    return "\n".join(lines) + "\n"


def main(args: argparse.Namespace) -> int:
    from ..cli import default_lang

    lang = args.lang or default_lang()
    found = {code: explain(code) for code in args.codes}
    unknown = [code for code, info in found.items() if info is None]
    for code in unknown:
        sys.stderr.write(f"msdiag: '{code}' is not a CANN / ACL / HCCL / torch_npu code msdiag knows\n")
    if args.format == "json":
        print(json.dumps([as_dict(i, lang) for i in found.values() if i is not None], ensure_ascii=False, indent=2))
    else:
        sys.stdout.write("\n".join(render(i, lang) for i in found.values() if i is not None))
    return 1 if unknown else 0
