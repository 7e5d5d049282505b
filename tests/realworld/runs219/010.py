# Data-parallel MLP training launched with msrun (2 CPU workers); ported from a torch DDP script.
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds
from mindspore.communication import init, get_rank, get_group_size
from mindspore.nn import DistributedGradReducer

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(10)

rng = np.random.default_rng(0)
W = rng.standard_normal((16, 4)).astype(np.float32)
def split(n):
    x = rng.standard_normal((n, 16)).astype(np.float32)
    return x, np.argmax(x @ W, 1).astype(np.int32)
xtr, ytr = split(2048)
xva, yva = split(512)

train = ds.NumpySlicesDataset({"x": xtr, "y": ytr}, shuffle=True, num_shards=world, shard_id=rank).batch(64)
val = ds.NumpySlicesDataset({"x": xva, "y": yva}, shuffle=False).batch(128)

net = nn.SequentialCell(nn.Dense(16, 64), nn.ReLU(), nn.Dense(64, 4))
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), 2e-3)
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
grad_reducer = DistributedGradReducer(opt.parameters, mean=True, degree=world)
all_reduce = ops.AllReduce()

def evaluate():
    total, correct, n = 0.0, 0, 0
    for x, y in val.create_tuple_iterator():
        logits = net(x)
        total += float(loss_fn(logits, y)) * y.shape[0]
        correct += int((logits.argmax(-1) == y).sum())
        n += y.shape[0]
    return total / n, correct / n

print(f"rank {rank}/{world}: {train.get_dataset_size()} batches per epoch", flush=True)
for epoch in range(3):
    net.set_train()
    for step, (x, y) in enumerate(train.create_tuple_iterator()):
        loss, grads = grad_fn(x, y)
        grads = grad_reducer(grads)
        opt(grads)
        if step % 8 == 0:
            print(f"rank {rank} epoch {epoch} step {step} loss {float(loss):.4f}", flush=True)

net.set_train(False)
if rank == 0:
    val_loss, val_acc = evaluate()
    stats = all_reduce(ms.Tensor([val_loss, val_acc], ms.float32)) / world
    print(f"final val_loss {float(stats[0]):.4f} val_acc {float(stats[1]):.4f}", flush=True)
    ms.save_checkpoint(net, "ddp_mlp.ckpt")
print(f"rank {rank} done", flush=True)
