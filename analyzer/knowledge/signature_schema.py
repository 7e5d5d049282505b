"""The signature file's fields, declared once: the parser, the lint and the README table come from here.

Before, the field list lived in three places (the parser's allowed names, lint's list of regex fields,
the README's prose) and drifted: a `require` regex was not linted. Now:

- `signatures.parse_signature` rejects any top-level name not in `FIELDS` and requires `required` ones;
- `lint.signature_regexes` lints every field `REGEX_FIELDS` names, each read by its `extract`, and a
  test fails when a regex-bearing field has no extractor;
- `scripts/signature_fields.py` writes the table into signatures/README.md, and a test fails when the
  README differs from what it would write.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Field:
    name: str
    kind: str  # what the YAML holds, in words
    meaning: str
    required: bool = False
    regexes: tuple[str, ...] = ()  # where regexes sit inside the field (lint reads every one)


FIELDS: tuple[Field, ...] = (
    Field("id", "string", "equals the file stem; names the symptom, not the fix", required=True),
    Field("title", "template", "one line; `{captures}` allowed", required=True),
    Field("title_zh", "template", "the Chinese title"),
    Field("category", "category", "CONTRACT §1: the root cause, not the symptom", required=True),
    Field("severity", "`error` \\| `warning` \\| `note`", "`note`: reported, never a failure (default `error`)"),
    Field("status", "`stable` \\| `test` \\| `experimental` \\| `deprecated`",
          "`experimental` lowers the confidence of its matches; `deprecated` is linted but never matched"),
    Field("confidence", "number in (0, 1]", "how sure a match is of this category and cause (default 0.7)"),
    Field("secondary", "bool", "usually a symptom of another failure; folded into the root cause"),
    Field("suspect", "bool", "a `note` naming a likely cause (an operator with no kernel on the device): it becomes "
          "the root cause when every failure the log shows is unrecognised (`other`); needs `fix`"),
    Field("last_words", "bool", "a `note` that names the cause when its input ends right after it (among its last "
          "few lines) with no failure and no end of training: a process killed before it could say more (tcmalloc's "
          "large allocation before the kernel restarts); needs `fix`"),
    Field("explains_loss", "bool", "a `warning` whose effect is a loss that does not learn (a loss broadcast over "
          "mismatched shapes): beside the loss curve's own findings, and no other failure, it becomes the root cause "
          "and they its symptoms; a `note` (a setting healthy runs print too: MindSpore's nn.Dropout built from "
          "keep_prob) does so only there and is otherwise not reported; needs `fix`"),
    Field("stop_signal", "capture name", "the capture holding the signal a launcher was stopped with from outside "
          "(torchrun's death signal): SIGINT or SIGTERM after training steps, with no error from any rank and no "
          "progress in the last minute when the times are known, makes the run a hang that was stopped "
          "(checks/run.stopped_while_stuck.yaml)"),
    Field("match", "list of {literal, regex, ignorecase}", "a line matches when any entry matches; the literal "
          "(a list: all of them) drives the prefilter", required=True, regexes=("match[].regex",)),
    Field("exclude", "map name -> {regex, within}", "a matched line is dropped when one matches (within N lines)",
          regexes=("exclude.<name>.regex",)),
    Field("require", "map name -> {regex, before, after}", "every clause must find its line near the match",
          regexes=("require.<name>.regex",)),
    Field("compare", "list of `a OP b`", "numeric relations between captures (or a capture and a number) that must "
          "all hold for a match (`worker_count > world_size`; scaled: `src_size >= 2 * dest_size`)"),
    Field("context", "{before, after, facts: [{regex}]}", "facts from neighbouring lines",
          regexes=("context.facts[].regex",)),
    Field("fold_by", "list of captures", "captures that split repeats into separate findings"),
    Field("min_count", "integer >= 1", "matching lines one finding needs (per `fold_by` captures): a line that "
          "means a failure only when it repeats (one function compiled again and again) (default 1)"),
    Field("facts", "map name -> template", "derived facts"),
    Field("fix", "list of templates (or {text, when})", "concrete steps; quote the values found (required unless "
          "`severity: note`)"),
    Field("fix_zh", "list of templates", "the Chinese steps, as many as `fix`"),
    Field("kb", "list of article ids", "knowledge-base articles in kb/", required=True),
    Field("probes", "list of {name, args}", "live probes that would confirm or refute it"),
    Field("lookup", "{table, key}", "the capture `key` is a code explained by the table kb/<table>.yaml"),
    Field("history", "{callable, argument, call}, {module, name} or {owner, member}",
          "captures naming a call, its keyword argument and (optional) the class the failing line calls (or a "
          "package and the top-level name an import did not find; or a class and the attribute it lacked), looked "
          "up in the generated API history (analyzer/data/api_history.yaml): an argument (a name, a member) some "
          "releases accepted (exported, had) makes the finding a version incompatibility; a member no release's "
          "base class had drops the hit"),
    Field("description", "text", "why this symptom means this cause"),
    Field("references", "list", "public sources (docs, issue threads)"),
    Field("tags", "list", "free labels"),
    Field("false_positives", "list", "known benign look-alikes"),
)

NAMES = frozenset(f.name for f in FIELDS)
REGEX_FIELDS = tuple(where for f in FIELDS for where in f.regexes)
TABLE_START = "<!-- signature fields: generated by scripts/signature_fields.py -->"
TABLE_END = "<!-- end of signature fields -->"


def markdown_table() -> str:
    """The README's field table, between its markers."""
    rows = ["| field | required | holds | meaning |", "|---|---|---|---|"]
    rows += [f"| `{f.name}` | {'yes' if f.required else ''} | {f.kind} | {f.meaning} |" for f in FIELDS]
    return "\n".join([TABLE_START, *rows, TABLE_END])


def with_table(readme: str) -> str:
    """`readme` with its table replaced by the current one (appended under `## Fields` if missing)."""
    if TABLE_START in readme and TABLE_END in readme:
        head, rest = readme.split(TABLE_START, 1)
        return head + markdown_table() + rest.split(TABLE_END, 1)[1]
    head, sep, rest = readme.partition("## Fields\n")
    return head + sep + "\n" + markdown_table() + "\n" + rest
