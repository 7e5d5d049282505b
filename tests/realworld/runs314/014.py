# Port of a PyTorch DDP training script to MindSpore data parallel, launched with msrun (2 workers, CPU).
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds
from mindspore.communication import init, get_rank, get_group_size

ms.set_context(mode=ms.PYNATIVE_MODE)
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(14)
rng = np.random.default_rng(14)
W = rng.normal(size=(16, 3)).astype(np.float32)
X = rng.normal(size=(1024, 16)).astype(np.float32); Y = (X @ W).argmax(1).astype(np.int32)
Xva, Yva = X[896:], Y[896:]
print(f"rank {rank}/{world} initialised")

net = nn.SequentialCell(nn.Dense(16, 64), nn.ReLU(), nn.Dense(64, 3))
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
grad_reducer = nn.DistributedGradReducer(opt.parameters, mean=True)
def forward_fn(x, y):
    return loss_fn(net(x), y)
grad_fn = ms.value_and_grad(forward_fn, None, opt.parameters)
allreduce = ops.AllReduce()

train = ds.NumpySlicesDataset({"x": X[:896], "y": Y[:896]}, shuffle=True, num_shards=world, shard_id=rank).batch(32)

def evaluate():
    correct = (net(ms.Tensor(Xva)).argmax(1) == ms.Tensor(Yva)).astype(ms.float32).sum()
    correct = allreduce(correct)
    return float(correct.asnumpy()) / (len(Yva) * world)

for epoch in range(3):
    for step, (x, y) in enumerate(train.create_tuple_iterator()):
        loss, grads = grad_fn(x, y)
        opt(grad_reducer(grads))
        if step % 4 == 0:
            print(f"rank {rank} epoch {epoch} step {step} loss {loss.asnumpy():.4f}", flush=True)
    if rank == 0:
        print(f"epoch {epoch} val_acc {evaluate():.4f}", flush=True)
print(f"rank {rank} finished", flush=True)
