# msrun 2 workers: launch command copied from a multi-node guide passes --master_addr=localhost (a host name) where
# msrun expects an IP address (intended provocation; see labels.yaml for what happened).
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
from mindspore import nn, Tensor
from mindspore.communication import init, get_rank
ms.set_device("CPU")
init()
ms.set_auto_parallel_context(parallel_mode="data_parallel", gradients_mean=True)
ms.set_seed(0)
net = nn.Dense(4, 1)
step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), nn.SGD(net.trainable_params(), 0.05))
for s in range(5):
    loss = step(Tensor(np.ones((8, 4), np.float32)), Tensor(np.ones((8, 1), np.float32)))
    print(f"rank {get_rank()} step {s} loss {float(loss.asnumpy()):.4f}", flush=True)
''', port=8591, extra=("--master_addr=localhost", "--cluster_time_out=60"))
