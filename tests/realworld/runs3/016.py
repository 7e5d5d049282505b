# msrun data-parallel job where rank 1 builds its head from a different config (hidden size 16 vs 8)
# Per-rank YAML override left on one node: worker 1 fails in MatMul, msrun reports the job failed.
import os, subprocess, sys, glob
def launch(script, workers=2, port=8131):
    with open("train.py", "w") as f:
        f.write(script)
    env = dict(os.environ, PATH=os.path.dirname(sys.executable) + os.pathsep + os.environ.get("PATH", ""))
    cmd = ["msrun", f"--worker_num={workers}", f"--local_worker_num={workers}", f"--master_port={port}",
           "--log_dir=msrun_log", "--join=True", "train.py"]
    print("$ " + " ".join(cmd), flush=True)
    proc = subprocess.run(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, timeout=500)
    print(proc.stdout, flush=True)
    for log in sorted(glob.glob("msrun_log/*.log")):
        print(f"$ tail -n 40 {log}")
        with open(log) as f:
            print("".join(f.readlines()[-40:]), flush=True)
    sys.exit(proc.returncode)
launch('''
import numpy as np, mindspore as ms
from mindspore import nn, Tensor
from mindspore.communication import init, get_rank, get_group_size
ms.set_device("CPU")
init()
rank = get_rank()
print(f"rank {rank}/{get_group_size()} initialised", flush=True)
ms.set_auto_parallel_context(parallel_mode="data_parallel", gradients_mean=True)
hidden = 8 if rank == 0 else 16
net = nn.Dense(hidden, 4)
x = Tensor(np.ones((4, 8), np.float32))
print("step 0 output", net(x).shape, flush=True)
''')
