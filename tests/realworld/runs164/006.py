"""Data-parallel MLP training on 2 CPU workers launched with msrun; evaluation on rank 0."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from mindspore.communication import init, get_rank, get_group_size
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
init()
rank, world = get_rank(), get_group_size()
ms.set_seed(1)

rng = np.random.default_rng(0)
W = rng.normal(size=(16, 3)).astype(np.float32)
X = rng.normal(size=(1024, 16)).astype(np.float32)
Y = np.argmax(X @ W, axis=1).astype(np.int32)
Xv = rng.normal(size=(256, 16)).astype(np.float32)
Yv = np.argmax(Xv @ W, axis=1).astype(np.int32)

train_ds = ds.NumpySlicesDataset({"x": X, "y": Y}, shuffle=True, num_shards=world, shard_id=rank).batch(32)
val_ds = ds.NumpySlicesDataset({"x": Xv, "y": Yv}, shuffle=False, num_shards=world, shard_id=rank).batch(64)

net = nn.SequentialCell(nn.Dense(16, 32), nn.ReLU(), nn.Dense(32, 3))
opt = nn.SGD(net.trainable_params(), learning_rate=0.1)
loss_fn = nn.CrossEntropyLoss()
grad_reducer = nn.DistributedGradReducer(opt.parameters, mean=True, degree=world)
allreduce = ops.AllReduce()

def forward(x, y):
    return loss_fn(net(x), y)
grad_fn = ms.value_and_grad(forward, None, opt.parameters)

def evaluate():
    net.set_train(False)
    correct, total = 0.0, 0.0
    for x, y in val_ds.create_tuple_iterator():
        pred = net(x).argmax(axis=1)
        correct += float((pred == y).sum().asnumpy())
        total += y.shape[0]
    stats = allreduce(ms.Tensor([correct, total], ms.float32)).asnumpy()
    return stats[0] / stats[1]

for epoch in range(3):
    net.set_train(True)
    for step, (x, y) in enumerate(train_ds.create_tuple_iterator()):
        loss, grads = grad_fn(x, y)
        grads = grad_reducer(grads)
        opt(grads)
    print(f"[rank {rank}] epoch {epoch} last loss {loss.asnumpy():.4f}", flush=True)

if rank == 0:
    print("[rank 0] running final evaluation", flush=True)
    acc = evaluate()
    print(f"[rank 0] val_acc {acc:.4f}", flush=True)
    ms.save_checkpoint(net, "/home/user/project/dp_mlp.ckpt")
print(f"[rank {rank}] done", flush=True)
