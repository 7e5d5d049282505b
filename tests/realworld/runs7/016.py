# healthy: msrun 2 workers, PyNative data-parallel custom loop with DistributedGradReducer, sharded
# GeneratorDataset, per-rank loss lines and a final AllReduce'd validation loss on both ranks.
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
from mindspore import nn, ops, Tensor
import mindspore.dataset as ds
from mindspore.communication import init, get_rank, get_group_size
from mindspore.nn import DistributedGradReducer
ms.set_device("CPU")
init()
rank, size = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode="data_parallel", gradients_mean=True)
ms.set_seed(7)
rng = np.random.default_rng(7)
x = rng.normal(size=(384, 6)).astype(np.float32)
y = (np.tanh(x[:, :2].sum(1, keepdims=True))).astype(np.float32)
class Src:
    def __getitem__(self, i): return x[i], y[i]
    def __len__(self): return len(x)
train = ds.GeneratorDataset(Src(), ["x", "y"], shuffle=True, num_shards=size, shard_id=rank).batch(24)
net = nn.SequentialCell(nn.Dense(6, 24), nn.Tanh(), nn.Dense(24, 1))
opt = nn.Adam(net.trainable_params(), 1e-2)
loss_fn = nn.MSELoss()
grad_fn = ms.value_and_grad(lambda a, b: loss_fn(net(a), b), None, opt.parameters)
reducer = DistributedGradReducer(opt.parameters, mean=True, degree=size)
for epoch in range(4):
    tot, n = 0.0, 0
    for a, b in train.create_tuple_iterator():
        loss, grads = grad_fn(a, b)
        opt(reducer(grads))
        tot += float(loss.asnumpy()); n += 1
    print(f"rank {rank} epoch {epoch} loss {tot / n:.4f}", flush=True)
val = ops.AllReduce()(loss_fn(net(Tensor(x[:64])), Tensor(y[:64]))) / size
print(f"rank {rank} val loss {float(val.asnumpy()):.4f}", flush=True)
''', port=8541)
