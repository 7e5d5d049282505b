# msrun 2 workers: torch.distributed.init_process_group("nccl") ported as mindspore.communication.init("nccl"); the job
# runs on the CPU backend (no GPU, no NCCL).
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
from mindspore import nn, ops, Tensor
from mindspore.communication import init, get_rank, get_group_size
ms.set_device("CPU")
init("nccl")          # dist.init_process_group(backend="nccl")
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode="data_parallel", gradients_mean=True)
print(f"rank {rank}/{world} ready", flush=True)
net = nn.Dense(4, 1)
step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), nn.SGD(net.trainable_params(), 0.1))
x = Tensor(np.ones((8, 4), np.float32)); y = Tensor(np.zeros((8, 1), np.float32))
for i in range(3):
    print(f"rank {rank} step {i} loss {float(step(x, y).asnumpy()):.4f}", flush=True)
''', port=8831, extra=("--cluster_time_out=60",))
