"""Data-parallel training of a small MLP, ported from a torch DDP script
(launched with msrun instead of torchrun). Gradients are averaged with
DistributedGradReducer; validation metrics are all-reduced like the torch
version's dist.all_reduce(correct)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds
from mindspore.communication import init, get_rank, get_group_size

ms.set_device("CPU")
ms.set_context(mode=ms.PYNATIVE_MODE)
init()
rank, world = get_rank(), get_group_size()
ms.set_seed(0)
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
print(f"rank {rank}/{world} initialised", flush=True)


def make_data(n, seed):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, 16)).astype(np.float32)
    y = (x[:, :4].sum(axis=1) > 0).astype(np.int32)
    return x, y


x_tr, y_tr = make_data(2048, 0)
x_va, y_va = make_data(512, 1)
train_ds = ds.NumpySlicesDataset({"x": x_tr, "y": y_tr}, shuffle=True,
                                 num_shards=world, shard_id=rank).batch(64, drop_remainder=True)
val_ds = ds.NumpySlicesDataset({"x": x_va, "y": y_va}, shuffle=False).batch(128)

net = nn.SequentialCell(nn.Dense(16, 64), nn.ReLU(), nn.Dense(64, 2))
loss_fn = nn.CrossEntropyLoss()
optimizer = nn.Adam(net.trainable_params(), learning_rate=1e-3)
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, optimizer.parameters)
grad_reducer = nn.DistributedGradReducer(optimizer.parameters, mean=True, degree=world)
all_reduce = ops.AllReduce()


def train_step(x, y):
    loss, grads = grad_fn(x, y)
    grads = grad_reducer(grads)
    optimizer(grads)
    return loss


def validate():
    net.set_train(False)
    correct = ms.Tensor(0.0, ms.float32)
    total = ms.Tensor(0.0, ms.float32)
    for x, y in val_ds.create_tuple_iterator():
        pred = net(x).argmax(axis=1)
        correct += (pred == y).astype(ms.float32).sum()
        total += y.shape[0]
    correct = all_reduce(correct)
    total = all_reduce(total)
    return (correct / total).asnumpy()


EPOCHS = 3
for epoch in range(EPOCHS):
    net.set_train()
    losses = []
    for step, (x, y) in enumerate(train_ds.create_tuple_iterator()):
        losses.append(train_step(x, y).asnumpy())
    print(f"[rank {rank}] epoch {epoch + 1}/{EPOCHS} train loss {np.mean(losses):.4f}", flush=True)

if rank == 0:
    acc = validate()
    print(f"[rank {rank}] final val accuracy {acc:.4f}", flush=True)
    ms.save_checkpoint(net, "ddp_mlp.ckpt")
print(f"[rank {rank}] done", flush=True)
