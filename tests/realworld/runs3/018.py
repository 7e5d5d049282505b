# healthy: msrun 2-worker data-parallel training on CPU with loss printed per step
# Small regression model trained with value_and_grad under msrun; loss decreases, job exits 0.
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
from mindspore import nn, ops, Tensor
from mindspore.communication import init, get_rank, get_group_size
ms.set_device("CPU")
ms.set_seed(1)
init()
rank, size = get_rank(), get_group_size()
print(f"rank {rank}/{size} initialised", flush=True)
net = nn.Dense(4, 1)
opt = nn.SGD(net.trainable_params(), learning_rate=0.05)
loss_fn = nn.MSELoss()
def forward(x, y):
    return loss_fn(net(x), y)
grad_fn = ms.value_and_grad(forward, None, opt.parameters)
rng = np.random.default_rng(rank)
w = np.array([[1.0], [-2.0], [0.5], [3.0]], np.float32)
for step in range(10):
    x = rng.standard_normal((16, 4)).astype(np.float32)
    y = x @ w
    loss, grads = grad_fn(Tensor(x), Tensor(y))
    opt(grads)
    print(f"rank {rank} step {step} loss {float(loss.asnumpy()):.4f}", flush=True)
print(f"rank {rank} training finished", flush=True)
''', port=8135)
