"""Data-parallel training (PyNative custom loop, msrun 2 workers). After training, rank 0 evaluates,
writes the best checkpoint, and the other ranks wait for it and reload it for the export step."""
import os, time
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from mindspore.communication import init, get_rank, get_group_size
from mindspore.nn import DistributedGradReducer

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(0)
CKPT = "/home/user/project/best_009.ckpt"

rng = np.random.default_rng(0)
X = rng.normal(size=(1200, 12)).astype(np.float32)
Y = (X[:, :3].sum(1) > 0).astype(np.int32)
Xtr, Ytr = X[:1000][rank::world], Y[:1000][rank::world]
Xva, Yva = X[1000:][rank::world], Y[1000:][rank::world]

net = nn.SequentialCell(nn.Dense(12, 32), nn.Tanh(), nn.Dense(32, 2))
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), 5e-3)
reducer = DistributedGradReducer(opt.parameters, mean=True, degree=world)
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
allreduce_sum = ops.AllReduce(ops.ReduceOp.SUM)

for epoch in range(2):
    for i in range(0, len(Xtr), 50):
        loss, grads = grad_fn(ms.Tensor(Xtr[i:i+50]), ms.Tensor(Ytr[i:i+50]))
        opt(reducer(grads))
    print(f"[rank {rank}] epoch {epoch} loss {float(loss.asnumpy()):.4f}", flush=True)

if rank == 0:
    pred = net(ms.Tensor(Xva)).argmax(1).asnumpy()
    stats = allreduce_sum(ms.Tensor(np.array([(pred == Yva).sum(), len(Yva)], np.float32)))
    print(f"[rank 0] global val acc {float(stats[0] / stats[1]):.4f}", flush=True)
    ms.save_checkpoint(net, CKPT)
else:
    print(f"[rank {rank}] waiting for {CKPT}", flush=True)
    while not os.path.exists(CKPT):
        time.sleep(5)
ms.load_param_into_net(net, ms.load_checkpoint(CKPT))
print(f"[rank {rank}] loaded best checkpoint, exporting", flush=True)
