"""Healthy msrun data-parallel run (2 CPU workers): sharded dataset, DATA_PARALLEL, custom step with
gradient all-reduce via DistributedGradReducer; rank 0 prints the loss each epoch."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds
from mindspore.communication import init, get_rank, get_group_size
from mindspore.nn.wrap.grad_reducer import DistributedGradReducer

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True, device_num=world)
ms.set_seed(5)

rng = np.random.default_rng(5)
X = rng.standard_normal((1024, 20)).astype(np.float32)
Y = (X[:, :3].sum(1) > 0).astype(np.int32)
train = ds.NumpySlicesDataset({"x": X, "y": Y}, shuffle=True, num_shards=world, shard_id=rank).batch(32, drop_remainder=True)

net = nn.SequentialCell(nn.Dense(20, 32), nn.ReLU(), nn.Dense(32, 2))
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), 1e-2)
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
reducer = DistributedGradReducer(opt.parameters, mean=True, degree=world)

for epoch in range(3):
    tot, n = 0.0, 0
    for b in train.create_dict_iterator():
        loss, grads = grad_fn(b["x"], b["y"])
        opt(reducer(grads))
        tot += float(loss.asnumpy()); n += 1
    print(f"rank {rank} epoch {epoch} steps {n} mean loss {tot / n:.4f}", flush=True)
print(f"rank {rank} done", flush=True)
