# msrun 2 workers: evaluation metrics accumulated per rank in numpy (float64 by default, as the torch code kept
# them in double tensors for dist.all_reduce) and summed across ranks with ops.AllReduce before printing.
# The per-rank logs of msrun's --log_dir are what the user shares.
import os, subprocess, sys
script = '''
import numpy as np, mindspore as ms
from mindspore import nn, ops, Tensor
from mindspore.communication import init, get_rank, get_group_size
ms.set_device("CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_seed(0)
rng = np.random.default_rng(100 + rank)
net = nn.SequentialCell([nn.Dense(16, 32), nn.ReLU(), nn.Dense(32, 4)])
allreduce = ops.AllReduce()
sums = np.zeros(3)  # loss_sum, correct, count
for step in range(4):
    x = rng.standard_normal((32, 16)).astype(np.float32)
    y = rng.integers(0, 4, 32).astype(np.int32)
    logits = net(Tensor(x))
    loss = ops.cross_entropy(logits, Tensor(y))
    sums += np.array([float(loss.asnumpy()) * 32, (logits.asnumpy().argmax(1) == y).sum(), 32])
    print(f"rank {rank} eval step {step} loss {float(loss.asnumpy()):.4f}", flush=True)
total = allreduce(Tensor(sums))
t = total.asnumpy()
print(f"rank {rank} eval loss {t[0] / t[2]:.4f} acc {t[1] / t[2]:.3f} over {int(t[2])} samples", flush=True)
'''
with open("eval_dist.py", "w") as f:
    f.write(script)
env = dict(os.environ, PATH=os.path.dirname(sys.executable) + os.pathsep + os.environ.get("PATH", ""))
cmd = ["msrun", "--worker_num=2", "--local_worker_num=2", "--master_port=8967", "--log_dir=per_rank_logs",
       "--join=True", "--cluster_time_out=90", "eval_dist.py"]
print("$ " + " ".join(cmd), flush=True)
proc = subprocess.run(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, timeout=560)
print(proc.stdout, flush=True)
sys.exit(proc.returncode)
