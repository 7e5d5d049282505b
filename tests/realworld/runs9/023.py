# msrun 2 workers: data-parallel port of a DDP script. torch.distributed.init_process_group() lived in a helper that
# was not ported, so the script sets parallel_mode="data_parallel" and builds the training step without ever calling
# mindspore.communication.init() (msrun only provides the environment; the workers never join the cluster).
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
import os
import numpy as np, mindspore as ms
from mindspore import nn, Tensor
ms.set_device("CPU")
rank = int(os.environ.get("RANK_ID", "0"))
ms.set_auto_parallel_context(parallel_mode="data_parallel", gradients_mean=True)
rng = np.random.default_rng(rank)
x = rng.normal(size=(256, 8)).astype(np.float32)
y = (x @ np.linspace(-1, 1, 8, dtype=np.float32).reshape(8, 1)).astype(np.float32)
net = nn.Dense(8, 1)
step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), nn.SGD(net.trainable_params(), learning_rate=0.05))
print(f"rank {rank} start training", flush=True)
for s in range(8):
    loss = step(Tensor(x[s * 32:(s + 1) * 32]), Tensor(y[s * 32:(s + 1) * 32]))
    print(f"rank {rank} step {s} loss {float(loss.asnumpy()):.4f}", flush=True)
print(f"rank {rank} finished", flush=True)
''', port=8931, extra=("--cluster_time_out=60",))
