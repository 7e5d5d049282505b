"""2-rank CPU data-parallel regression (mccl); at the end rank 0 gathers every rank's validation loss and writes the final checkpoint."""
import os
import time
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from mindspore.communication import init, get_rank, get_group_size

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_seed(0)

rng = np.random.default_rng(10 + rank)
X = rng.normal(size=(512, 4)).astype(np.float32)
Y = (X @ np.array([[1.0], [-2.0], [0.5], [3.0]], np.float32) + 0.1).astype(np.float32)

net = nn.Dense(4, 1)
opt = nn.SGD(net.trainable_params(), learning_rate=0.05)
grad_fn = ms.value_and_grad(lambda x, y: nn.MSELoss()(net(x), y), None, opt.parameters)
allreduce = ops.AllReduce()
allgather = ops.AllGather()

for epoch in range(4):
    for b in range(0, 448, 64):
        loss, grads = grad_fn(Tensor(X[b:b + 64]), Tensor(Y[b:b + 64]))
        opt(tuple(allreduce(g) / world for g in grads))
    print(f"[rank {rank}] epoch {epoch} loss {loss.asnumpy():.5f}", flush=True)

val_loss = nn.MSELoss()(net(Tensor(X[448:])), Tensor(Y[448:])).reshape(1)
if rank == 0:
    all_val = allgather(val_loss).asnumpy()
    print(f"[rank 0] val losses per rank: {all_val}, best rank {all_val.argmin()}", flush=True)
    ms.save_checkpoint(net, "final.ckpt")
else:
    # other ranks wait for rank 0 to write the final checkpoint, then run the test set with it
    print(f"[rank {rank}] waiting for final.ckpt from rank 0 ...", flush=True)
    while not os.path.exists("final.ckpt"):
        time.sleep(5)
    ms.load_param_into_net(net, ms.load_checkpoint("final.ckpt"))
print(f"[rank {rank}] finished", flush=True)
