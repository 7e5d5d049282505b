#!/bin/bash
# launch the coordinator of the PS job; workers/ps are scheduled by the cluster job
echo "[launch] $(date -u +%FT%TZ) host=$(hostname) starting chief: python 003.py (time limit 90s)"
timeout 90 /home/user/venv/bin/python 003.py
rc=$?
echo "[launch] $(date -u +%FT%TZ) chief exited with code $rc"
