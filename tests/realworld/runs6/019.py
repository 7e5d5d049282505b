# msrun 2 workers launched with --master_port of a job that is still running (its scheduler still holds the port).
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
import socket
old_job = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
old_job.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
old_job.bind(("127.0.0.1", 8463)); old_job.listen(8)   # stands in for yesterday's job left running
launch('''
import numpy as np, mindspore as ms
from mindspore import nn, Tensor
from mindspore.communication import init, get_rank
ms.set_device("CPU")
init()
ms.set_auto_parallel_context(parallel_mode="data_parallel", gradients_mean=True)
rank = get_rank()
net = nn.Dense(4, 1)
step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), nn.SGD(net.trainable_params(), 0.05))
x = np.random.default_rng(rank).normal(size=(64, 4)).astype(np.float32)
for s in range(4):
    loss = step(Tensor(x[s*16:(s+1)*16]), Tensor(x[s*16:(s+1)*16, :1] * 2))
    print(f"rank {rank} step {s} loss {float(loss.asnumpy()):.4f}", flush=True)
''', port=8463, extra=("--cluster_time_out=60",))
