"""Where the shipped data lives: next to the package in a wheel, at the repository top in a checkout."""

from __future__ import annotations

from pathlib import Path

_HERE = Path(__file__).resolve().parent


def data_dir(name: str) -> Path:
    """`signatures` or `kb`: the wheel copies them under analyzer/_data, a checkout has them at the top."""
    packaged = _HERE / "_data" / name
    if packaged.is_dir():
        return packaged
    return _HERE.parent / name


def signatures_dir() -> Path:
    return data_dir("signatures")


def kb_dir() -> Path:
    return data_dir("kb")
