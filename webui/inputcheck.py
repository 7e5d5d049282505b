"""Is the input a log at all? Binary data and text without any log structure are "not a training log".

Asked only when the analysis found nothing: a PNG, 3 MB of random bytes or "hello world" must not
get a green "no failure found". The report alone cannot tell (the reader decodes whatever it is
given), so this looks at the bytes the request sent: a sample from the start of every input.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Optional

SAMPLE_BYTES = 256 * 1024
BINARY_SHARE = 0.10  # replacement and control characters above this share: binary
_UTF16_BOMS = (b"\xff\xfe", b"\xfe\xff")
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1a\x1c-\x1f\x7f\ufffd]")
# One line with any of these is enough to call the input a log: a timestamp, a level, a traceback,
# an exception line, a training step, a launcher or device prefix.
_LOG_LINE = re.compile(
    r"\d{4}-\d{2}-\d{2}[ T-]\d{2}:\d{2}|\b\d{2}:\d{2}:\d{2}\b|"
    r"\b(?:INFO|WARN(?:ING)?|ERROR|DEBUG|CRITICAL|FATAL|TRACE)\b|\[[IWEF]\d{4}|"
    r"Traceback \(most recent call last\)|File \"[^\"]+\", line \d+|"
    r"\b\w*(?:Error|Exception|Warning|Interrupt)\b\s*:|"
    r"(?i:\bstep\b\s*[:=\[]?\s*\d+|\bloss\b\s*[:=]|\bepoch\b\s*[:=\[]?\s*\d+)|"
    r"(?i:\b(?:hccl|nccl|cann|ascend|mindspore|mindformers|torch|npu|cuda|msrun|rank)\b)")


def _decode(sample: bytes) -> str:
    if sample.startswith(_UTF16_BOMS):
        return sample.decode("utf-16", "replace")
    if sample.count(b"\x00") > len(sample) // 3:  # UTF-16 without a byte-order mark
        for codec in ("utf-16-le", "utf-16-be"):
            text = sample.decode(codec, "replace")
            if len(_CONTROL.findall(text)) <= len(text) * BINARY_SHARE:
                return text
    return sample.decode("utf-8", "replace")


def _sample(data: bytes) -> bytes:
    """The start and the end of a large input: a log may open with a banner and end in a traceback."""
    if len(data) <= 2 * SAMPLE_BYTES:
        return data
    return data[:SAMPLE_BYTES] + b"\n" + data[-SAMPLE_BYTES:]


def looks_binary(text: str) -> bool:
    return bool(text) and len(_CONTROL.findall(text)) > len(text) * BINARY_SHARE


def not_a_log_reason(inputs: Iterable[bytes]) -> Optional[str]:
    """"binary" when no input is text, "structure" when text has no log line, None for a log."""
    texts = [_decode(_sample(data)) for data in inputs if data.strip()]
    readable = [t for t in texts if not looks_binary(t)]
    if texts and not readable:
        return "binary"
    if any(_LOG_LINE.search(t) for t in readable):
        return None
    return "structure" if readable else None
