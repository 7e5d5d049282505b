# torchrun launch of a 2-node x 2-process data-parallel job translated to msrun:
#   torchrun --nnodes=2 --nproc_per_node=2 ...  ->  msrun --worker_num=4 --local_worker_num=2 ...
# but it is started on this single machine only (the second node's command is never run).
import os, socket, subprocess, sys, glob

TRAIN = r'''
import numpy as np, mindspore as ms
from mindspore import nn, Tensor
from mindspore.communication import init, get_rank, get_group_size
ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
init()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
print(f"rank {get_rank()} / {get_group_size()}", flush=True)
net = nn.Dense(16, 1)
'''
with open("train_dp.py", "w") as f:
    f.write(TRAIN)
s = socket.socket(); s.bind(("127.0.0.1", 0)); port = s.getsockname()[1]; s.close()
env = dict(os.environ, PATH=os.path.dirname(sys.executable) + os.pathsep + os.environ.get("PATH", ""))
cmd = ["msrun", "--worker_num=4", "--local_worker_num=2", "--master_addr=127.0.0.1", f"--master_port={port}",
       "--node_rank=0", "--join=True", "--cluster_time_out=30", "--log_dir=msrun_log", "train_dp.py"]
print("$", " ".join(cmd), flush=True)
rc = subprocess.call(cmd, env=env)
print("msrun exit code", rc, flush=True)
for f in sorted(glob.glob("msrun_log/*.log")):
    print(f"==> {f} <==", flush=True)
    print(open(f).read(), flush=True)
sys.exit(rc)
