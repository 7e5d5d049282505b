#!/usr/bin/env bash
# Install everything the test suite needs into .venv and run it: lint, signature examples, tests
# (heavy ones included: real mindspore / mindformers / transformers probes, a headless browser and local
# Ray clusters).
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-python3}
[ -x .venv/bin/python ] || "$PY" -m venv .venv
.venv/bin/python -m pip install -q --upgrade pip >/dev/null
.venv/bin/python -m pip install -q -e ".[fast,probes,cluster,test]"
# The browser test drives Debian's chromium (no browser download at run time); a CJK font draws the
# Chinese page and its screenshots.
if ! command -v chromium >/dev/null 2>&1 || ! fc-list 2>/dev/null | grep -qi "wqy\|noto sans cjk"; then
  if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-wqy-microhei >/dev/null) \
      || echo "warning: could not install chromium; the browser test will be skipped" >&2
  fi
fi
.venv/bin/ruff check analyzer webui tests benchmarks scripts
.venv/bin/msdiag signatures --lint
.venv/bin/python -m pytest -q -p no:cacheprovider "$@"
