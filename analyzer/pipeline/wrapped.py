"""A message hard-wrapped onto the next line is read as one line.

Text copied from a terminal or a narrow log viewer, or posted in a forum, often breaks a long message
in the middle of a phrase: `... Resource exhausted: Out` / `of memory while trying to allocate ...`.
Matched line by line, neither half says "out of memory". The scanner asks here, for a candidate line
only, whether the next line continues it; no other line is looked at.

A continuation is told apart from a new record by its shape alone: the line before is long and stops
mid-phrase (a word or a comma, no closing punctuation), and the next line starts at column 0 with a
plain lowercase word (not indented like a traceback frame, not a dotted name such as `torch.distributed`,
not `key=value` or `label:`) and carries no log prefix, level or timestamp of its own. A screen pasted
row by row is told by its rows: every row the terminal cut has exactly the screen's width.
"""

from __future__ import annotations

import re

from ..prefix_grammar import parse_prefix
from .lines import EXCEPTION_LINE

MIN_WRAPPED = 60  # characters: a shorter line is a line of its own, not one a terminal had to wrap
MAX_CONTINUATIONS = 2  # lines joined to one candidate line
MIN_SCREEN_ROW = 80  # a terminal's width: two different lines this long and exactly as long are its rows
_OPEN_END = re.compile(r"[A-Za-z0-9,]\s*$")
_CONTINUATION = re.compile(r"[a-z]+(?:\s|[,;]\s)\S")


def continues(line: str, following: str) -> bool:
    """Whether `following` is the rest of `line`, cut by a hard wrap: by its shape, or because a terminal
    cut both at the same width (a pasted screen pads every row to its width, and cuts mid-word)."""
    if len(line.rstrip()) < MIN_WRAPPED or parse_prefix(following) != (None, None) \
            or EXCEPTION_LINE.match(following) is not None:
        return False
    screen_row = (len(line) >= MIN_SCREEN_ROW and len(line) == len(following) and following != line
                  and not following[:1].isspace())
    return screen_row or (_OPEN_END.search(line) is not None and _CONTINUATION.match(following) is not None)


def join(line: str, following: str) -> str:
    """The two pieces as one line, one space where the wrap was."""
    return line.rstrip() + " " + following.strip()
