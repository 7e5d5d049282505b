# Port of a torch DDP training script (torchrun --nproc_per_node=2) to MindSpore, launched with msrun.
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds
from mindspore.communication import init, get_rank, get_group_size

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_seed(0)
print(f"rank {rank}/{world} initialised", flush=True)

D, H, C = 16, 64, 4

def make_split(n, seed):
    rng = np.random.default_rng(seed)
    centers = np.random.default_rng(99).normal(0, 2, size=(C, D))
    y = rng.integers(0, C, size=n)
    x = centers[y] + rng.normal(size=(n, D))
    return x.astype(np.float32), y.astype(np.int32)

xtr, ytr = make_split(1024, 0)
xva, yva = make_split(256, 1)
# DistributedSampler equivalent
train_ds = ds.NumpySlicesDataset((xtr, ytr), column_names=["x", "y"], shuffle=True,
                                 num_shards=world, shard_id=rank).batch(32)
val_ds = ds.NumpySlicesDataset((xva, yva), column_names=["x", "y"], shuffle=False).batch(64)

model = nn.SequentialCell(nn.Dense(D, H), nn.ReLU(), nn.Dense(H, C))
loss_fn = nn.CrossEntropyLoss()
optimizer = nn.Adam(model.trainable_params(), learning_rate=1e-3)
grad_reducer = nn.DistributedGradReducer(optimizer.parameters, mean=True, degree=world)
allreduce = ops.AllReduce(ops.ReduceOp.SUM)

def forward_fn(x, y):
    return loss_fn(model(x), y)

grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters)

def validate():
    model.set_train(False)
    correct = 0
    total = 0
    for x, y in val_ds.create_tuple_iterator():
        correct += int((model(x).argmax(-1) == y).astype(ms.int32).sum().asnumpy())
        total += y.shape[0]
    stats = allreduce(ms.Tensor([correct, total], ms.float32)).asnumpy()
    return stats[0] / stats[1]

for epoch in range(3):
    model.set_train()
    for step, (x, y) in enumerate(train_ds.create_tuple_iterator()):
        loss, grads = grad_fn(x, y)
        grads = grad_reducer(grads)
        optimizer(grads)
    print(f"[rank {rank}] epoch {epoch} last loss {loss.asnumpy():.4f}", flush=True)
    if rank == 0:
        acc = validate()
        print(f"epoch {epoch} val acc {acc:.4f}", flush=True)
print(f"[rank {rank}] done", flush=True)
