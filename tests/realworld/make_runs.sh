#!/bin/bash
# Regenerate a run set's NNN.log from its NNN.py with the pinned libraries (mindspore 2.9.0, mindformers 1.9.0,
# transformers 4.57.1) on CPU. Usage: make_runs.sh SET [NNN ...]   (SET: blind_runs, runs3 ...; default:
# every NNN.py of the set)
# Each script runs in a fresh temp dir (import mindformers writes ./output there); combined
# stdout+stderr is saved with the machine's paths rewritten to /home/user/...
ROOT="$(cd "$(dirname "$0")" && pwd)"
[ -n "${1:-}" ] && [ -d "$ROOT/$1" ] || { echo "usage: make_runs.sh SET [NNN ...]  (a folder of $ROOT with NNN.py scripts)" >&2; exit 2; }
HERE="$ROOT/$1"; shift
PY="${PY:-$ROOT/../../.venv/bin/python}"
SITE="$("$PY" -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')"
PREFIX="$("$PY" -c 'import sys; print(sys.prefix)')"
STDLIB="$("$PY" -c 'import sysconfig; print(sysconfig.get_paths()["stdlib"])')"
ids=("$@")
if [ ${#ids[@]} -eq 0 ]; then for f in "$HERE"/[0-9][0-9][0-9].py; do ids+=("$(basename "$f" .py)"); done; fi
for id in "${ids[@]}"; do
  work="$(mktemp -d)"
  cp "$HERE/$id.py" "$work/$id.py"
  ( cd "$work" && HOME="$work" TMPDIR="$work/tmp" && mkdir -p "$work/tmp" && \
    HOME="$work" TMPDIR="$work/tmp" HF_HUB_OFFLINE=1 TRANSFORMERS_OFFLINE=1 GLOG_v=2 \
    timeout 600 "$PY" "$id.py" ) > "$work/raw.log" 2>&1
  rc=$?
  sed -e "s#$SITE#/home/user/venv/lib/python3.11/site-packages#g" \
      -e "s#$PREFIX#/home/user/venv#g" \
      -e "s#$STDLIB#/usr/lib/python3.11#g" \
      -e "s#$work/tmp#/home/user/tmp#g" \
      -e "s#$work#/home/user/project#g" \
      -e "s#/usr/lib/python3\.11#/usr/lib/python3.11#g" \
      "$work/raw.log" > "$HERE/$id.log"
  rm -rf "$work"
  echo "$id rc=$rc $(cat "$HERE/$id.log" | tail -1 | cut -c1-150)"
done
