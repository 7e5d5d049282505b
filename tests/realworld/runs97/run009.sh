#!/bin/bash
# 2-node recipe: 4 workers total, 2 per node; only this node was started.
cd /home/user/project
export PATH=/home/user/msdiag/.venv/bin:$PATH
rm -rf /home/user/project/msrun009
timeout 150 /home/user/msdiag/.venv/bin/msrun --worker_num=4 --local_worker_num=2 --master_addr=127.0.0.1 --master_port=28697 \
    --log_dir=/home/user/project/msrun009 --join=True /home/user/project
echo "msrun exited with code $?"
