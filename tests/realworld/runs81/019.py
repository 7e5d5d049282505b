# DDP port (msrun, 2 local workers). torch DDP averaged gradients inside loss.backward(); the port
# sets DATA_PARALLEL in the auto-parallel context and keeps the functional value_and_grad loop.
# Before saving, the script checks (as the torch version did with dist.all_gather) that all
# replicas hold the same weights.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from mindspore.communication import init, get_rank, get_group_size

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True, device_num=world)
ms.set_seed(1234)     # same initial weights on every rank

rng = np.random.default_rng(100 + rank)   # each rank reads its own shard
X = rng.normal(size=(320, 16)).astype(np.float32)
Y = (X[:, :4].sum(1) > 0).astype(np.int32)

net = nn.SequentialCell(nn.Dense(16, 32), nn.ReLU(), nn.Dense(32, 2))
opt = nn.SGD(net.trainable_params(), learning_rate=0.1, momentum=0.9)
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda a, b: loss_fn(net(a), b), None, opt.parameters)

for epoch in range(3):
    for i in range(0, 320, 32):
        loss, grads = grad_fn(Tensor(X[i:i + 32]), Tensor(Y[i:i + 32]))
        opt(grads)
    print(f"rank {rank} epoch {epoch} loss {loss.asnumpy():.4f}", flush=True)

checksum = ops.stack([p.sum() for p in net.trainable_params()]).sum().reshape(1)
all_sums = ops.AllGather()(checksum).asnumpy()
print(f"rank {rank} weight checksums per rank: {all_sums}", flush=True)
if not np.allclose(all_sums, all_sums[0], atol=1e-5):
    raise RuntimeError(f"rank {rank}: model replicas are out of sync after training: {all_sums}")
if rank == 0:
    ms.save_checkpoint(net, "ddp_final.ckpt")
    print("saved ddp_final.ckpt", flush=True)
