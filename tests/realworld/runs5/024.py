# healthy: msrun 2 workers, data-parallel TrainOneStepCell loop with an AllReduce of the loss for logging.
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
from mindspore import nn, ops, Tensor
from mindspore.communication import init, get_rank, get_group_size
ms.set_device("CPU")
init()
ms.set_auto_parallel_context(parallel_mode="data_parallel", gradients_mean=True)
rank, size = get_rank(), get_group_size()
rng = np.random.default_rng(10 + rank)
x = rng.normal(size=(160, 5)).astype(np.float32)
y = (x.sum(1, keepdims=True) * 0.5).astype(np.float32)
net = nn.Dense(5, 1)
step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), nn.SGD(net.trainable_params(), 0.1))
allreduce = ops.AllReduce()
for s in range(10):
    loss = step(Tensor(x[s * 16:(s + 1) * 16]), Tensor(y[s * 16:(s + 1) * 16]))
    mean_loss = allreduce(loss) / size
    if rank == 0:
        print(f"step {s} mean loss {float(mean_loss.asnumpy()):.5f}", flush=True)
print(f"rank {rank} done", flush=True)
''', port=8231)
