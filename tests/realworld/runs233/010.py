"""Data-parallel training of a small MLP launched with msrun; gradients are averaged with
DistributedGradReducer and the validation accuracy is averaged across ranks.
Launch (copied from the 2-node x 2-card job script):
  msrun --worker_num=4 --local_worker_num=2 --master_port=8233 --log_dir=../010 --join=True ../010.py"""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from mindspore.communication import init, get_rank, get_group_size

ms.set_context(mode=ms.PYNATIVE_MODE)
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(0)

F, C = 32, 4
rng = np.random.default_rng(rank)
centers = np.random.default_rng(123).normal(0, 1, (C, F)).astype(np.float32)
y = rng.integers(0, C, 1024).astype(np.int32)
x = (centers[y] + rng.normal(0, 1, (1024, F))).astype(np.float32)
ev_y = rng.integers(0, C, 256).astype(np.int32)
ev_x = (centers[ev_y] + rng.normal(0, 1, (256, F))).astype(np.float32)

net = nn.SequentialCell(nn.Dense(F, 64), nn.ReLU(), nn.Dense(64, C))
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
grad_fn = ms.value_and_grad(lambda a, b: loss_fn(net(a), b), None, opt.parameters)
reducer = nn.DistributedGradReducer(opt.parameters, mean=True, degree=world)
allreduce = ops.AllReduce()

for epoch in range(3):
    for step in range(0, 1024, 64):
        loss, grads = grad_fn(ms.Tensor(x[step:step + 64]), ms.Tensor(y[step:step + 64]))
        opt(reducer(grads))
    print(f"rank {rank} epoch {epoch} loss {loss.asnumpy():.4f}", flush=True)
    acc = ms.Tensor((net(ms.Tensor(ev_x)).asnumpy().argmax(-1) == ev_y).mean(), ms.float32)
    acc = allreduce(acc) / world
    if rank == 0:
        print(f"epoch {epoch} val_acc {acc.asnumpy():.4f}", flush=True)
print(f"rank {rank} done", flush=True)
