"""A non-editable install works from any directory: signatures and KB articles ship inside the wheel."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from .conftest import FIXTURES, REPO, SKIP_HEAVY

pytestmark = pytest.mark.skipif(SKIP_HEAVY, reason="builds a wheel (MSDIAG_SKIP_HEAVY set)")


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("wheel")
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(out), str(REPO)],
                   check=True, capture_output=True, timeout=600)
    return next(out.glob("msdiag-*.whl"))


def test_wheel_carries_signatures_examples_and_kb(wheel):
    names = zipfile.ZipFile(wheel).namelist()
    shipped_sigs = [n for n in names if n.startswith("analyzer/_data/signatures/") and n.endswith(".yaml")]
    repo_sigs = list((REPO / "signatures").rglob("*.yaml"))
    assert len(shipped_sigs) == len(repo_sigs) > 0
    assert any(n.startswith("analyzer/_data/kb/en/") for n in names)
    assert any(n.startswith("analyzer/_data/kb/zh/") for n in names)
    shipped_families = [n for n in names if n.startswith("analyzer/_data/families/") and n.endswith(".yaml")]
    assert len(shipped_families) == len(list((REPO / "families").glob("*.yaml"))) > 0
    shipped_checks = [n for n in names if n.startswith("analyzer/_data/checks/") and n.endswith(".yaml")]
    assert len(shipped_checks) == len(list((REPO / "checks").rglob("*.yaml"))) > 0  # phrases/ books too
    assert "analyzer/_data/checks/phrases/culprit.yaml" in shipped_checks
    assert any(n.startswith("webui/templates/") for n in names)


def test_installed_wheel_diagnoses_from_another_directory(wheel, tmp_path):
    target = tmp_path / "site"
    subprocess.run([sys.executable, "-m", "pip", "install", "--no-deps", "-q", "--target", str(target), str(wheel)],
                   check=True, capture_output=True, timeout=600)
    elsewhere = tmp_path / "cwd"
    elsewhere.mkdir()
    env = {**os.environ, "PYTHONPATH": str(target), "MSDIAG_CACHE_DIR": str(tmp_path / "cache")}
    proc = subprocess.run([sys.executable, "-m", "analyzer.cli", "--format", "json", "--no-probes",
                           str(FIXTURES / "tf_register_aimv2_builtin.log")],
                          cwd=elsewhere, env=env, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 1, proc.stderr
    report = json.loads(proc.stdout)
    assert report["findings"][0]["category"] == "registry_collision"
    kb = subprocess.run([sys.executable, "-m", "analyzer.cli", "kb", "show", report["findings"][0]["kb"],
                         "--lang", "zh"], cwd=elsewhere, env=env, capture_output=True, text=True, timeout=120)
    assert kb.returncode == 0 and "摘要" in kb.stdout
    assert list(elsewhere.iterdir()) == []
