# msrun 2 workers: validation metric averaged with an AllReduce placed inside 'if rank == 0:' (evaluation only on rank 0); rank 1 never joins the collective.
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
rng = np.random.default_rng(rank)
x = rng.normal(size=(96, 6)).astype(np.float32)
y = (x @ np.arange(1, 7, dtype=np.float32).reshape(6, 1)).astype(np.float32)
net = nn.Dense(6, 1)
step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), nn.SGD(net.trainable_params(), 0.02))
allreduce = ops.AllReduce()
for epoch in range(2):
    for s in range(6):
        loss = step(Tensor(x[s * 16:(s + 1) * 16]), Tensor(y[s * 16:(s + 1) * 16]))
    print(f"rank {rank} epoch {epoch} train loss {float(loss.asnumpy()):.4f}", flush=True)
    if rank == 0:
        val = nn.MSELoss()(net(Tensor(x[:32])), Tensor(y[:32]))
        val = allreduce(val) / size
        print(f"epoch {epoch} val loss {float(val.asnumpy()):.4f}", flush=True)
print(f"rank {rank} finished", flush=True)
''', port=8461, extra=("--cluster_time_out=90",))
