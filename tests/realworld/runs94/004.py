"""Data-parallel MLP classifier with a distributed accuracy metric (all-reduced across ranks)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds
from mindspore.communication import init, get_rank, get_group_size

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(7)

rng = np.random.default_rng(3)
X = rng.normal(size=(1024, 12)).astype(np.float32)
Y = (X[:, 0] * X[:, 1] > 0).astype(np.int32)
train = ds.NumpySlicesDataset({"x": X[:768], "y": Y[:768]}, shuffle=True,
                              num_shards=world, shard_id=rank).batch(32, drop_remainder=True)
val = ds.NumpySlicesDataset({"x": X[768:], "y": Y[768:]}, shuffle=False,
                            num_shards=world, shard_id=rank).batch(64)

net = nn.SequentialCell(nn.Dense(12, 64), nn.ReLU(), nn.Dense(64, 64), nn.ReLU(), nn.Dense(64, 2))
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=3e-3)
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
reducer = nn.DistributedGradReducer(opt.parameters, mean=True, degree=world)
allreduce = ops.AllReduce()


def train_step(x, y):
    loss, grads = grad_fn(x, y)
    opt(reducer(grads))
    return loss


def evaluate():
    """global accuracy: sum correct/total over all ranks"""
    correct, total = 0.0, 0.0
    for x, y in val.create_tuple_iterator():
        pred = net(x).argmax(axis=1)
        correct += float((pred == y).sum().asnumpy())
        total += y.shape[0]
    stats = allreduce(ms.Tensor([correct, total], ms.float32)).asnumpy()
    return stats[0] / stats[1]


for epoch in range(4):
    net.set_train(True)
    losses = [float(train_step(x, y).asnumpy()) for x, y in train.create_tuple_iterator()]
    print(f"[rank {rank}] epoch {epoch + 1} train_loss {np.mean(losses):.4f}", flush=True)
    # only log from the main process (as in the PyTorch script)
    if rank == 0:
        net.set_train(False)
        acc = evaluate()
        print(f"[rank 0] epoch {epoch + 1} val_acc {acc:.4f}", flush=True)
print(f"[rank {rank}] finished", flush=True)
