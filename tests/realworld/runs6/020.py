# msrun 2 workers: training script migrated from torchrun reads LOCAL_RANK / WORLD_SIZE, which msrun does not export.
import os, subprocess, sys, glob
def launch(script, workers=2, local=2, port=8141, extra=()):
    with open("train.py", "w") as f:
        f.write(script)
    env = dict(os.environ, PATH=os.path.dirname(sys.executable) + os.pathsep + os.environ.get("PATH", ""))
    cmd = ["msrun", f"--worker_num={workers}", f"--local_worker_num={local}", f"--master_port={port}",
           "--log_dir=msrun_log", "--join=True", *extra, "train.py"]
    print("$ " + " ".join(cmd), flush=True)
    proc = subprocess.run(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, timeout=560)
    print(proc.stdout, flush=True)
    for log in sorted(glob.glob("msrun_log/*.log")):
        print(f"$ tail -n 40 {log}")
        with open(log) as f:
            print("".join(f.readlines()[-40:]), flush=True)
    sys.exit(proc.returncode)
launch('''
import os
import numpy as np, mindspore as ms
from mindspore import nn, Tensor
from mindspore.communication import init
ms.set_device("CPU")
init()
local_rank = int(os.environ["LOCAL_RANK"])
world_size = int(os.environ["WORLD_SIZE"])
print(f"local_rank={local_rank} world_size={world_size}", flush=True)
ms.set_auto_parallel_context(parallel_mode="data_parallel", gradients_mean=True, device_num=world_size)
net = nn.Dense(4, 1)
''', port=8465, extra=("--cluster_time_out=60",))
