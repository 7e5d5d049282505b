# DDP training loop ported to MindSpore data parallel (msrun, 2 CPU workers). At the end the torch code reported the
# final loss averaged over ranks with `if rank == 0: dist.all_reduce(loss); loss /= world_size` -- the port keeps
# the collective inside the rank-0-only branch, so rank 1 never joins it and simply exits.
import os, socket, subprocess, sys, glob

TRAIN = r'''
import numpy as np, mindspore as ms
from mindspore import nn, ops, Tensor
from mindspore.communication import init, get_rank, get_group_size
ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
np.random.seed(rank)
net = nn.Dense(16, 1)
opt = nn.SGD(net.trainable_params(), 0.05)
loss_fn = nn.MSELoss()
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
all_reduce = ops.AllReduce()
for step in range(3):
    x = Tensor(np.random.randn(8, 16).astype(np.float32)); y = Tensor(np.random.randn(8, 1).astype(np.float32))
    loss, grads = grad_fn(x, y)
    grads = tuple(all_reduce(g) / world for g in grads)
    opt(grads)
    print(f"rank {rank} step {step} loss {float(loss.asnumpy()):.4f}", flush=True)
if rank == 0:
    mean_loss = all_reduce(loss) / world
    print(f"final mean loss {float(mean_loss.asnumpy()):.4f}", flush=True)
print(f"rank {rank} finished", flush=True)
'''
with open("train_ddp.py", "w") as f:
    f.write(TRAIN)
s = socket.socket(); s.bind(("127.0.0.1", 0)); port = s.getsockname()[1]; s.close()
env = dict(os.environ, PATH=os.path.dirname(sys.executable) + os.pathsep + os.environ.get("PATH", ""))
cmd = ["msrun", "--worker_num=2", "--local_worker_num=2", "--master_addr=127.0.0.1", f"--master_port={port}",
       "--join=True", "--cluster_time_out=30", "--log_dir=msrun_log", "train_ddp.py"]
print("$", " ".join(cmd), flush=True)
rc = subprocess.call(cmd, env=env)
print("msrun exit code", rc, flush=True)
for f in sorted(glob.glob("msrun_log/*.log")):
    print(f"==> {f} <==", flush=True)
    print(open(f).read(), flush=True)
sys.exit(rc)
