# msrun 2 workers: per-rank hyper-parameters read from a dict keyed by rank; the entry for rank 1 uses a misspelt key (learning_rte).
# healthy: msrun 2-worker data-parallel regression with model.train and LossMonitor.
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
import numpy as np, mindspore as ms
from mindspore import nn, Tensor
from mindspore.communication import init, get_rank
ms.set_device("CPU")
init()
ms.set_auto_parallel_context(parallel_mode="data_parallel", gradients_mean=True)
rank = get_rank()
hparams = {0: {"learning_rate": 0.05, "batch_size": 16}, 1: {"learning_rte": 0.05, "batch_size": 16}}
cfg = hparams[rank]
net = nn.Dense(4, 1)
opt = nn.SGD(net.trainable_params(), learning_rate=cfg["learning_rate"])
print(f"rank {rank} ready", flush=True)
''', port=8251)
