# msrun 2 workers: ZeRO-style gradient sharding ported from torch dist.reduce_scatter_tensor: the flat gradient
# buffer of a layer (12 weight + 3 bias = 15 values, one per row) is reduce-scattered across 2 ranks
# with ops.ReduceScatter; torch code padded the buffer to a multiple of the world size, the port does not.
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
rank, world = get_rank(), get_group_size()
ms.set_seed(0)
layer = nn.Dense(4, 3)
x = Tensor(np.random.default_rng(rank).normal(size=(8, 4)).astype(np.float32))
y = Tensor(np.zeros((8, 3), np.float32))
grad_fn = ms.value_and_grad(lambda a, b: ((layer(a) - b) ** 2).mean(), None, layer.trainable_params())
loss, grads = grad_fn(x, y)
flat = ops.concat([g.reshape(-1, 1) for g in grads], 0).reshape(-1, 1)
print(f"rank {rank}: loss {float(loss.asnumpy()):.4f} flat grad buffer {flat.shape}", flush=True)
shard = ops.ReduceScatter(ops.ReduceOp.SUM)(flat)
print(f"rank {rank}: grad shard {shard.shape}", flush=True)
''', port=8925, extra=("--cluster_time_out=90",))
