"""Data-parallel MLP classifier, ported from a torch DDP script (torchrun --nproc_per_node 2) to msrun."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops
from mindspore.communication import init, get_rank, get_group_size

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(0)

def make_data(n, seed):
    r = np.random.default_rng(seed)
    x = r.normal(size=(n, 20)).astype(np.float32)
    w = np.linspace(-1, 1, 20).astype(np.float32)
    y = (x @ w + 0.3 * r.normal(size=n) > 0).astype(np.int32)
    return x, y

x_tr, y_tr = make_data(4096, 1)
x_va, y_va = make_data(1024, 2)
train = ds.NumpySlicesDataset({"x": x_tr, "y": y_tr}, shuffle=True, num_shards=world, shard_id=rank).batch(64)
val = ds.NumpySlicesDataset({"x": x_va, "y": y_va}, shuffle=False, num_shards=world, shard_id=rank).batch(128)

net = nn.SequentialCell(nn.Dense(20, 64), nn.ReLU(), nn.Dense(64, 64), nn.ReLU(), nn.Dense(64, 2))
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
grad_reducer = nn.DistributedGradReducer(opt.parameters, mean=True, degree=world)
all_reduce = ops.AllReduce(ops.ReduceOp.SUM)

def train_step(x, y):
    loss, grads = grad_fn(x, y)
    grads = grad_reducer(grads)
    opt(grads)
    return loss

def evaluate():
    net.set_train(False)
    correct = ms.Tensor(0.0, ms.float32)
    total = ms.Tensor(0.0, ms.float32)
    for x, y in val.create_tuple_iterator():
        pred = net(x).argmax(axis=1)
        correct += (pred == y).astype(ms.float32).sum()
        total += y.shape[0]
    correct = all_reduce(correct)
    total = all_reduce(total)
    net.set_train(True)
    return float((correct / total).asnumpy())

print(f"rank {rank}/{world}: {train.get_dataset_size()} train batches, {val.get_dataset_size()} val batches", flush=True)
net.set_train(True)
for epoch in range(3):
    running = 0.0
    for step, (x, y) in enumerate(train.create_tuple_iterator()):
        loss = train_step(x, y)
        running += float(loss.asnumpy())
    if rank == 0:
        print(f"epoch {epoch} train_loss {running / (step + 1):.4f}", flush=True)
        acc = evaluate()
        print(f"epoch {epoch} val_acc {acc:.4f}", flush=True)
print(f"rank {rank} done", flush=True)
