#!/bin/bash
# job wrapper used on the shared training node: per-job address-space cap
ulimit -v 8000000
echo "[job] host=$(hostname) mem_limit_kb=$(ulimit -v) start=$(date -u +%FT%TZ)"
/home/user/venv/bin/python 012.py
rc=$?
echo "[job] exit code $rc"
exit $rc
