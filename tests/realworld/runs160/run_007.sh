#!/bin/bash
# batch job wrapper: the cluster's job profile sets a per-job address-space limit of ~2.5 GB
ulimit -v 2500000
echo "job started on $(hostname) at $(date -u '+%Y-%m-%d %H:%M:%S') (ulimit -v $(ulimit -v) kB)"
cd /home/user/project
/home/user/venv/bin/python 007.py
echo "job finished with exit code $?"
