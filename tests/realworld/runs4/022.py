# msrun with 2 workers but the script still sets device_num=8 from the 8-card config.
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
from mindspore.communication import init, get_rank, get_group_size
ms.set_device("CPU")
init()
print(f"rank {get_rank()} of {get_group_size()}", flush=True)
ms.set_auto_parallel_context(parallel_mode="data_parallel", device_num=8, gradients_mean=True)
net = nn.Dense(8, 4)
print(net(Tensor(np.ones((2, 8), np.float32))).shape, flush=True)
''', port=8151)
