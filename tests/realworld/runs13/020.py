# msrun 2 workers: resume of a data-parallel run from per-rank checkpoint folders (ckpt/rank_0, ckpt/rank_1).
# rank_1's folder still holds the checkpoint of an earlier experiment with hidden size 32 (the copy step of
# the new run only refreshed rank_0); the model now uses hidden size 64.
import os, subprocess, sys, glob
import numpy as np
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
# the checkpoints that are on disk before the job starts
subprocess.run([sys.executable, "-c", '''
import mindspore as ms
from mindspore import nn
ms.set_device("CPU")
def mlp(h):
    return nn.SequentialCell(nn.Dense(20, h), nn.ReLU(), nn.Dense(h, 3))
import os
for rank, h in ((0, 64), (1, 32)):
    os.makedirs(f"ckpt/rank_{rank}", exist_ok=True)
    ms.save_checkpoint(mlp(h), f"ckpt/rank_{rank}/mlp_step400.ckpt")
'''], check=True)
launch('''
import numpy as np, mindspore as ms
from mindspore import nn, ops, Tensor
from mindspore.communication import init, get_rank, get_group_size
ms.set_device("CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True, device_num=world)
net = nn.SequentialCell(nn.Dense(20, 64), nn.ReLU(), nn.Dense(64, 3))
params = ms.load_checkpoint(f"ckpt/rank_{rank}/mlp_step400.ckpt")
ms.load_param_into_net(net, params, strict_load=True)
print(f"rank {rank}: resumed from ckpt/rank_{rank}/mlp_step400.ckpt", flush=True)
opt = nn.Momentum(net.trainable_params(), 0.05, 0.9)
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
reducer = nn.DistributedGradReducer(opt.parameters, mean=True, degree=world)
rng = np.random.default_rng(rank)
for step in range(400, 410):
    x = Tensor(rng.standard_normal((32, 20)).astype(np.float32))
    y = Tensor(rng.integers(0, 3, size=(32,)).astype(np.int32))
    loss, grads = grad_fn(x, y)
    opt(reducer(grads))
    print(f"rank {rank} step {step} loss {float(loss.asnumpy()):.4f}", flush=True)
''', port=8931, extra=("--cluster_time_out=60",))
