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

A whole input pasted from a terminal is told by its widest lines: when several different lines have
exactly the same length and none is longer, that length is the screen's width (`screen_of`), and
every row that fills it goes on in the next row, however that row begins. Such rows are joined as the
terminal cut them, without a space, for as many rows as the message took; rows narrower than a terminal
were wrapped at words (a forum post, an e-mail) and are joined with the space the wrap took.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Callable, Optional

from ..prefix_grammar import parse_prefix
from .lines import EXCEPTION_LINE
from .traceback import opens_section

MIN_WRAPPED = 60  # characters: a shorter line is a line of its own, not one a terminal had to wrap
MAX_CONTINUATIONS = 2  # lines joined to one candidate line
MIN_SCREEN_ROW = 80  # a terminal's width: two different lines this long and exactly as long are its rows
MIN_SCREEN_WIDTH = 60  # a pasted screen is at least this wide ...
MIN_FULL_ROWS = 2  # ... and this many different lines of the sample fill it
MAX_SCREEN_ROWS = 40  # rows of one message joined (a 4,000-character message on a 100-column screen)
SAMPLE_BYTES = 64 << 10
MAX_LOOKED_ROWS = 40  # full rows whose next line is checked for a log prefix of its own
_OPEN_END = re.compile(r"[A-Za-z0-9,]\s*$")
_ERROR_MARKS = re.compile(r"\s[\^~]{3,}[\s^~]*$")  # the `^^^^~~~~` row under a traceback's source line
_MESSAGE_START = re.compile(r"[\w'\"<(\[]")
_CONTINUATION = re.compile(r"[a-z]+(?:\s|[,;]\s)\S")
_BRACKETS = (("<", ">"), ("(", ")"), ("[", "]"), ("{", "}"))


# Keras wraps every error raised inside a layer's call: `ValueError: Exception encountered when calling
# Sequential.call().` (Keras 2: `... calling layer "dense" (type Dense).`), a blank line, then the reason
_KERAS_CALL_WRAPPER = re.compile(r"Exception encountered when calling \S.{0,160}\.\s*$")


def reason_after_blank(line: str) -> bool:
    """Whether `line` is a wrapper whose reason follows after one blank line (Keras' layer-call report)."""
    return _KERAS_CALL_WRAPPER.search(line) is not None


def continues(line: str, following: str) -> bool:
    """Whether `following` is the rest of `line`, cut by a hard wrap: by its shape, or because a terminal
    cut both at the same width (a pasted screen pads every row to its width, and cuts mid-word). An exception
    line with no message (`RuntimeError: `, as TorchScript and many C++ extensions print) goes on in the next."""
    indent = line[:len(line) - len(line.lstrip(" \t"))]
    if indent and following.startswith(indent):  # a log pasted as an indented code block reads as the bare log
        line, following = line[len(indent):], following[len(indent):]
    if parse_prefix(following) != (None, None) or EXCEPTION_LINE.match(following) is not None:
        return False
    bare = EXCEPTION_LINE.match(line.rstrip())
    if bare is not None and bare.group("msg") == "" and bare.group("type").endswith(("Error", "Exception")):
        # a MindSpore report opens with a rule (`-----`) or a section (`- Kernel select failed:`): not a message
        return _MESSAGE_START.match(following) is not None and not opens_section(following)
    closer = _left_open(line) if bare is not None else None
    if closer is not None and closer in following and not following[:1].isspace():
        return True  # `ValueError: Unrecognized configuration class <class` / `'transformers...LlavaConfig'> for ...`
    if len(line.rstrip()) < MIN_WRAPPED:
        return False
    screen_row = (len(line) >= MIN_SCREEN_ROW and len(line) == len(following) and following != line
                  and not following[:1].isspace())
    return screen_row or (_OPEN_END.search(line) is not None and _CONTINUATION.match(following) is not None)


def _left_open(line: str) -> Optional[str]:
    """The closing bracket an exception's message owes in its last word (`... class <class`), or None. A message
    cut inside a bracket goes on in the next line, whatever word that line starts with. A bracket left open
    further back is the message's own typo (`max seq len (262144), (36.0 GiB KV cache is needed, ...`)."""
    text = line.rstrip()
    last_word = text[len(text) - len(text.split()[-1]):] if text.split() else ""
    for opener, closer in _BRACKETS:
        if opener in last_word and closer not in last_word[last_word.rindex(opener):] \
                and text.count(opener) > text.count(closer):
            return closer
    return None


def join(line: str, following: str) -> str:
    """The two pieces as one line, one space where the wrap was."""
    return line.rstrip() + " " + following.strip()


_BOX_EDGE = re.compile(r"[\u2500-\u257f|]")  # a frame's right edge (rich's traceback box): the row is whole
# a progress bar (tqdm: `91%|▉| 91/100 [00:17<00:02, 3.32it/s]`) is drawn to the terminal's width by design:
# bars of one length tell nothing of a screen that cut lines
_PROGRESS_BAR = re.compile(r"\d%\|[^|]{0,200}\|\s*\d")
_COLUMN_BORDER = re.compile(r"(?<=[ -])[|+](?=[ -])")  # a table's column border: ` | ` in a row, `-+-` in its rule


@dataclass(frozen=True)
class Screen:
    """The terminal an input was copied from: its width, and whether it padded every row to it."""

    width: int
    padded: bool = False

    @property
    def word_wrapped(self) -> bool:
        """Whether the rows were wrapped at words, not cut: text narrower than a terminal (a forum post or an
        e-mail wrapped at 65-76 columns, rich's traceback box) breaks at a space and drops it, where a terminal
        cuts mid-word. A screen padded with blanks to its width is a terminal's, however narrow."""
        return self.width < MIN_SCREEN_ROW and not self.padded

    def joined(self, line: str, row: str) -> str:
        """`line` with the `row` it went on in: with the space a word wrap took, or as a terminal cut it."""
        return f"{line} {row}" if self.word_wrapped else line + row

    def fills(self, row: str) -> bool:
        """Whether a row fills the screen: the terminal cut the line there and it goes on in the next
        row. On a padded screen a row that ended early is blank up to the width."""
        row = row.rstrip("\r")
        return len(row) == self.width and not (self.padded and row.endswith(" ")) and not _BOX_EDGE.match(row[-1:])


def join_rows(lines: list[str], numbers: list[int], screen: Screen) -> tuple[list[str], list[int]]:
    """The lines of a pasted screen with every line the terminal cut into rows joined back as cut (no space;
    a path or a frame is cut mid-word), each numbered by its first row: a traceback is read from whole lines.
    A blank or indented row, a traceback's head, an exception line or a row that opens like the one before
    starts a line of its own: a long line that merely happens to be as wide as the screen is not cut."""
    out: list[str] = []
    nums: list[int] = []
    rows = 0  # rows joined onto the current line
    previous = ""
    for text, number in zip(lines, numbers):
        row = text.rstrip("\r")
        cut_rest = (bool(row.strip()) and not row[:1].isspace() and EXCEPTION_LINE.match(row) is None
                    and not opens_section(row)
                    and not same_opening(row, previous))  # a record repeated at the same length is no cut
        previous = row
        if out and 0 < rows <= MAX_SCREEN_ROWS and cut_rest:
            out[-1] = screen.joined(out[-1], row)
            rows = rows + 1 if screen.fills(row) else 0
            continue
        out.append(row)
        nums.append(number)
        rows = 1 if screen.fills(row) else 0
    return [line.rstrip() if screen.padded else line for line in out], nums


_DIGITS = re.compile(r"\d")
OPENING = 24  # characters two records of one kind share, their numbers aside


def same_opening(row: str, previous: str) -> bool:
    """Whether two rows open alike, numbers aside (`layer 1: max_abs_diff=8.0` after `layer 0: max_abs_diff=5.7`):
    records of one fixed-width table, each whole, not a line a terminal cut into rows."""
    return _DIGITS.sub("0", row[:OPENING]) == _DIGITS.sub("0", previous[:OPENING])


def same_columns(row: str, other: str) -> bool:
    """Whether two rows share a column border at one offset (`| MISMATCH |` over `| MISSING  |`, or the `-+-` rule
    under a header): rows of a table padded to one width, each whole, not a line a terminal cut into rows."""
    borders = {m.start() for m in _COLUMN_BORDER.finditer(row)}
    return any(m.start() in borders for m in _COLUMN_BORDER.finditer(other))


def screen_of(head: bytes) -> Optional[Screen]:
    """The screen an input was copied from, when its head shows one: several different lines exactly as
    long as the longest, each followed by a line with no log prefix of its own (on a padded screen, every
    row is that long and the full ones end in text). None for a log the program wrote to a file."""
    sample = head[:SAMPLE_BYTES]
    rows = [x.rstrip(b"\r") for x in sample.split(b"\n")[:-1]]
    while rows and not rows[-1].strip():  # blank rows after the last line say nothing of the screen
        rows.pop()
    if not rows:
        return None
    if sample.isascii():  # bytes are characters: only the rows that matter are decoded (one rank file of thousands)
        lengths = [len(x) for x in rows]
        text: Callable[[int], str] = lambda i: rows[i].decode("ascii")  # noqa: E731
    else:
        lines = [x.decode("utf-8", "replace") for x in rows]
        lengths = [len(x) for x in lines]
        text = lines.__getitem__
    width = max(lengths)
    at_width = [i for i, n in enumerate(lengths) if n == width]
    if width < MIN_SCREEN_WIDTH or len(at_width) < MIN_FULL_ROWS:
        return None
    # a padded screen: nearly every row is as wide, or every full row ends in the blanks that pad it (a terminal
    # that cut each of them just at a space is implausible)
    padded = len(at_width) >= 0.9 * len(rows) or all(rows[i][-1:] in (b" ", b"\t") for i in at_width)
    screen = Screen(width, padded=padded)
    # a full row followed by the indented source line a traceback prints under a frame tells nothing: a frame
    # line as long as the screen is wide (two of one length are no screen); nor does a source line and the
    # row of carets Python 3.11+ puts under it, as long as the call they mark (behind a rank's prefix too)
    full = [i for i in at_width[:MAX_LOOKED_ROWS * 5] if i + 1 < len(rows) and screen.fills(text(i))
            and not text(i + 1).startswith("    ") and not _PROGRESS_BAR.search(text(i))
            and not _ERROR_MARKS.search(text(i)) and not _ERROR_MARKS.search(text(i + 1))
            and not same_opening(text(i + 1), text(i)) and not same_columns(text(i + 1), text(i))]
    if len({rows[i] for i in full}) < MIN_FULL_ROWS:
        return None
    looked = full[:MAX_LOOKED_ROWS]  # enough to tell; a log of same-length records would cost a parse per line
    going_on = [i for i in looked if parse_prefix(text(i + 1)) == (None, None)]
    return screen if len(going_on) >= 0.8 * len(looked) else None
