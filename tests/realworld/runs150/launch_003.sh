#!/bin/bash
# launcher: starts the chief only (worker 1 was supposed to be started on the second host)
cd "$(dirname "$0")"
echo "launching worker 0 of 2 (timeout 60s, kill after 10s more)"
WORKER_INDEX=0 timeout -k 10 60 /home/user/venv/bin/python 003.py
echo "worker 0 exit code: $?"
