"""Data-parallel port of a torch DDP script that reads pre-tokenised shard files; each rank takes
every world-th shard file (as the torch IterableDataset did). msrun, 2 CPU workers."""
import os
import glob
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds
from mindspore.communication import init, get_rank, get_group_size

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_seed(321)
print(f"rank {rank}/{world} initialised")

D, C = 24, 6
SHARD_DIR = "shards"
os.makedirs(SHARD_DIR, exist_ok=True)
rng = np.random.default_rng(321)
w = rng.standard_normal((D, C)).astype(np.float32)
for i in range(5):
    path = os.path.join(SHARD_DIR, f"train-{i:05d}-of-00005.npz")
    if not os.path.exists(path) and rank == 0:
        x = rng.standard_normal((640, D)).astype(np.float32)
        np.savez(path, x=x, y=np.argmax(x @ w, axis=1).astype(np.int32))
ops.AllReduce()(ms.Tensor([0.0])).asnumpy()   # barrier: wait until rank 0 has written the shards

files = sorted(glob.glob(os.path.join(SHARD_DIR, "*.npz")))
my_files = files[rank::world]
print(f"rank {rank}: shard files {[os.path.basename(f) for f in my_files]}")
x_local = np.concatenate([np.load(f)["x"] for f in my_files])
y_local = np.concatenate([np.load(f)["y"] for f in my_files])
train_ds = ds.NumpySlicesDataset({"x": x_local, "y": y_local}, shuffle=True).batch(64, drop_remainder=True)
print(f"rank {rank}: {len(x_local)} samples, {train_ds.get_dataset_size()} batches per epoch")


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


def forward_fn(x, y):
    return loss_fn(net(x), y)


grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters)

for epoch in range(3):
    net.set_train()
    for step, (x, y) in enumerate(train_ds.create_tuple_iterator()):
        loss, grads = grad_fn(x, y)
        grads = grad_reducer(grads)
        optimizer(grads)
        if step % 10 == 0:
            print(f"rank {rank} epoch {epoch} step {step} loss {loss.asnumpy():.4f}")
    print(f"rank {rank} epoch {epoch} finished")
print(f"rank {rank} done")
