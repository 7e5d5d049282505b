# msrun 2 workers: evaluation predictions gathered with AllGather across ranks; the 99-sample validation set is split
# by hand (rank 0: 50 rows, rank 1: 49 rows), so the per-rank tensors differ in their first dimension.
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
launch('''
import numpy as np, mindspore as ms
from mindspore import nn, ops, Tensor
from mindspore.communication import init, get_rank, get_group_size
ms.set_device("CPU")
init()
rank, size = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode="data_parallel", gradients_mean=True)
ms.set_seed(0)
rng = np.random.default_rng(0)
x = rng.normal(size=(99, 5)).astype(np.float32)
y = (x[:, 0] > 0).astype(np.int32)
net = nn.SequentialCell(nn.Dense(5, 16), nn.ReLU(), nn.Dense(16, 2))
per = (len(x) + size - 1) // size
lo, hi = rank * per, min(len(x), (rank + 1) * per)
preds = net(Tensor(x[lo:hi])).argmax(-1).astype(ms.int32)
print(f"rank {rank}: {hi - lo} validation rows", flush=True)
all_preds = ops.AllGather()(preds)
print(f"rank {rank}: gathered {all_preds.shape}, acc {float((all_preds.asnumpy() == y).mean()):.3f}", flush=True)
''', port=8571, extra=("--cluster_time_out=60",))
