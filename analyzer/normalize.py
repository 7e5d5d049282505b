"""One home for the text normalisations every stage shares: terminal escapes, volatile tokens, ranks.

Each concept is defined once here so the scanner, the run analysis and the reporters cannot drift
apart (a colour code stripped by one and not the other would split one failure into two findings):

- ``strip_ansi`` / ``strip_controls``: what a terminal would not print (colours, cursor moves, NUL);
- ``mask_volatile``: values that change between two runs of the same failure (addresses, ids, numbers);
- rank detection beyond a line's prefix: MindSpore's ``Global rank id`` line, a ``rank_3/`` folder
  in a path (the ``[rank3]:`` markers of a line's prefix are part of ``prefix_grammar.py``);
- rank precedence (``line_rank``): what a line itself says beats what its input file says.
"""

from __future__ import annotations

import re
from typing import Optional

import regex

# CSI sequences (colours, cursor moves), OSC sequences (titles, hyperlinks), charset and keypad modes
ANSI = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]{0,512}(?:\x07|\x1b\\)?|\x1b[()][A-Za-z0-9]|\x1b[=>]"
                  r"|\x1b[@-Z\\-_]")
# Other control characters (a stray ESC, NUL, BEL), and the invisible ones editors and web pages leave (a
# byte-order mark at the start of a file saved on Windows, zero-width spaces); tab, LF and CR are left to the caller
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f\ufeff\u200b]")
# Values that change from run to run while the failure stays the same: addresses, long hex ids,
# numbers (pids, ranks, timestamps, sizes).
_VOLATILE = re.compile(r"0x[0-9a-fA-F]+|\b[0-9a-fA-F]{12,}\b|\d+")

_GLOBAL_RANK = re.compile(r"[Gg]lobal rank id(?: is|:|=)?\s*[:=]?\s*(\d{1,5})")
_RANK_IN_PATH = regex.compile(r"(?i)(?:^|[/\\_.-])(?:rank|worker)[_-]?(\d{1,5})(?=$|[/\\_.-])")


# rsyslog (and journald exports) write a control character as `#` and its octal code: ESC is `#033`, so a
# coloured line forwarded through syslog reads `#033[2m#033[33m(raylet)#033[0m ...`
SYSLOG_ANSI = re.compile(r"#033\[[0-9;?]*[ -/]*[@-~]")


def strip_ansi(text: str) -> str:
    """Text without terminal escape sequences, raw or escaped by syslog (cheap when there are none, as in
    most lines)."""
    if "\x1b" in text:
        text = ANSI.sub("", text)
    return SYSLOG_ANSI.sub("", text) if "#033[" in text else text


def strip_controls(text: str) -> str:
    """Text without escapes or control characters other than tab, LF and CR."""
    return _CONTROL.sub("", strip_ansi(text))


def mask_volatile(text: str) -> str:
    """`text` with volatile values masked as `#` and white space folded: the same failure masks the
    same in every run (fingerprints of CI results)."""
    return " ".join(_VOLATILE.sub("#", strip_controls(text)).split())


def global_rank(text: str) -> Optional[int]:
    """msrun/MindSpore name the rank a worker log belongs to in a 'Global rank id' line."""
    m = _GLOBAL_RANK.search(text)
    return int(m.group(1)) if m else None


def rank_from_path(path: str) -> Optional[int]:
    """`rank_3/info.log`, `worker_3.log`, `logs/rank3.txt` -> 3. The last match wins (innermost folder)."""
    matches = _RANK_IN_PATH.findall(path.replace("\\", "/"))
    return int(matches[-1]) if matches else None


def line_rank(own: Optional[int], of_input: Optional[int]) -> Optional[int]:
    """Rank precedence: a rank the line itself names (its prefix) beats its input's rank (from the
    path or a `Global rank id` line), since torchrun merges every rank into one file."""
    return own if own is not None else of_input
