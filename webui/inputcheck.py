"""Is the input text at all? Binary data (a PNG, 3 MB of random bytes) is "not a training log".

Asked only when the analysis found nothing. Whether text has log structure is the engine's call (the
report's `verdict`, see analyzer/analysis/verdict.py); whether the bytes were text at all is judged here, from
the bytes the request sent, because the reader decodes whatever it is given.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Optional

SAMPLE_BYTES = 256 * 1024
BINARY_SHARE = 0.10  # replacement and control characters above this share: binary
_UTF16_BOMS = (b"\xff\xfe", b"\xfe\xff")
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1a\x1c-\x1f\x7f\ufffd]")
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
    """"binary" when no input is text, None otherwise."""
    texts = [_decode(_sample(data)) for data in inputs if data.strip()]
    return "binary" if texts and all(looks_binary(t) for t in texts) else None
