"""Data-parallel port of a torch DDP script (DistributedSampler + all-reduced grads) to MindSpore,
launched with msrun on 2 CPU workers."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds
from mindspore.communication import init, get_rank, get_group_size

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_seed(123)
print(f"rank {rank}/{world} initialised")

rng = np.random.default_rng(123)          # same data on every rank; the sampler shards it
N, D, C = 4096, 24, 6
w = rng.standard_normal((D, C)).astype(np.float32)
x_all = rng.standard_normal((N, D)).astype(np.float32)
y_all = np.argmax(x_all @ w, axis=1).astype(np.int32)

train_ds = ds.NumpySlicesDataset({"x": x_all, "y": y_all}, shuffle=True, num_shards=world, shard_id=rank)
train_ds = train_ds.batch(64, drop_remainder=True)
print(f"rank {rank}: {train_ds.get_dataset_size()} batches per epoch")


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.body = nn.SequentialCell(nn.Dense(D, 128), nn.ReLU(), nn.Dense(128, 128), nn.ReLU(), nn.Dense(128, C))

    def construct(self, x):
        return self.body(x)


net = Net()
loss_fn = nn.CrossEntropyLoss()
optimizer = nn.Adam(net.trainable_params(), learning_rate=1e-3)
grad_reducer = nn.DistributedGradReducer(optimizer.parameters, mean=True, degree=world)
allreduce = ops.AllReduce()


def forward_fn(x, y):
    logits = net(x)
    return loss_fn(logits, y), logits


grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters, has_aux=True)

for epoch in range(5):
    net.set_train()
    losses, correct, seen = [], 0, 0
    for step, (x, y) in enumerate(train_ds.create_tuple_iterator()):
        (loss, logits), grads = grad_fn(x, y)
        grads = grad_reducer(grads)
        optimizer(grads)
        losses.append(float(loss.asnumpy()))
        correct += int((logits.argmax(axis=1) == y).sum().asnumpy())
        seen += y.shape[0]
    stats = allreduce(ms.Tensor([float(np.sum(losses)), float(len(losses)), float(correct), float(seen)],
                                ms.float32)).asnumpy()
    if rank == 0:
        print(f"epoch {epoch}: mean_loss {stats[0] / stats[1]:.4f} train_acc {stats[2] / stats[3]:.4f}")
print(f"rank {rank} done")
