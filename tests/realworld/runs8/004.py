# healthy: msrun 2 workers, data-parallel regression with TrainOneStepCell, gradients averaged across ranks
# (gradients_mean=True), SGD lr 0.6; per-rank loss per epoch falls to the noise floor; exit 0.
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
ms.set_auto_parallel_context(parallel_mode="data_parallel", gradients_mean=True, device_num=get_group_size())
rank = get_rank()
rng = np.random.default_rng(100 + rank)
x = rng.normal(size=(320, 8)).astype(np.float32)
w = np.linspace(-1, 1, 8, dtype=np.float32).reshape(8, 1)
y = (x @ w + 0.05 * rng.normal(size=(320, 1))).astype(np.float32)
ms.set_seed(7)
net = nn.Dense(8, 1)
step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), nn.SGD(net.trainable_params(), learning_rate=0.6))
for epoch in range(6):
    losses = []
    for s in range(10):
        losses.append(float(step(Tensor(x[s * 32:(s + 1) * 32]), Tensor(y[s * 32:(s + 1) * 32])).asnumpy()))
    print(f"rank {rank} epoch {epoch + 1} loss {np.mean(losses):.6g} (last step {losses[-1]:.6g})", flush=True)
print(f"rank {rank} finished", flush=True)
''', port=8813, extra=("--cluster_time_out=90",))
