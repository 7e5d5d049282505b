"""Data-parallel MLP on CPU workers with msrun; gradients averaged with DistributedGradReducer."""
import numpy as np
import mindspore as ms
from mindspore import nn
from mindspore.communication import init, get_rank, get_group_size
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
print("initialising communication ...", flush=True)
init()
rank, world = get_rank(), get_group_size()
print(f"rank {rank} of {world} ready", flush=True)

rng = np.random.default_rng(0)
X = rng.normal(size=(512, 10)).astype(np.float32)
Y = (X.sum(1) > 0).astype(np.int32)
data = ds.NumpySlicesDataset((X, Y), ["x", "y"], num_shards=world, shard_id=rank, shuffle=True).batch(32)
net = nn.SequentialCell(nn.Dense(10, 32), nn.ReLU(), nn.Dense(32, 2))
opt = nn.Adam(net.trainable_params(), 1e-3)
reducer = nn.DistributedGradReducer(opt.parameters)
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
for epoch in range(3):
    for i, (x, y) in enumerate(data.create_tuple_iterator()):
        loss, grads = grad_fn(x, y)
        opt(reducer(grads))
    print(f"rank {rank} epoch {epoch} loss {loss.asnumpy():.4f}", flush=True)
