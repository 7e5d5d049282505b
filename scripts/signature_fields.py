"""Write the signature field table into signatures/README.md from analyzer/knowledge/signature_schema.py.

Run after changing the schema: `python scripts/signature_fields.py`. `--check` only says whether the
README is current (exit 1 when it is not); tests/test_signature_schema.py runs the same comparison.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from analyzer.knowledge.signature_schema import with_table  # noqa: E402

README = ROOT / "signatures" / "README.md"


def main(argv: list[str]) -> int:
    current = README.read_text(encoding="utf-8")
    wanted = with_table(current)
    if "--check" in argv:
        if current != wanted:
            print(f"{README} is out of date: run python scripts/signature_fields.py")
            return 1
        return 0
    README.write_text(wanted, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
