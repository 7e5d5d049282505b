# DDP port (msrun, 2 local workers): DATA_PARALLEL with gradients_mean, dataset sharded by rank.
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, Tensor
from mindspore.communication import init, get_rank, get_group_size

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True, device_num=world)
ms.set_seed(0)

rng = np.random.default_rng(0)
X = rng.normal(size=(1024, 16)).astype(np.float32)
w = rng.normal(size=(16, 1)).astype(np.float32)
Y = (X @ w + 0.05 * rng.normal(size=(1024, 1))).astype(np.float32)
data = ds.NumpySlicesDataset({"x": X, "y": Y}, shuffle=True, num_shards=world, shard_id=rank).batch(32, drop_remainder=True)
print(f"rank {rank}/{world}: {data.get_dataset_size()} batches per epoch", flush=True)

net = nn.SequentialCell(nn.Dense(16, 32), nn.Tanh(), nn.Dense(32, 1))
opt = nn.Adam(net.trainable_params(), 3e-3)
loss_fn = nn.MSELoss()
grad_fn = ms.value_and_grad(lambda a, b: loss_fn(net(a), b), None, opt.parameters)
reducer = nn.DistributedGradReducer(opt.parameters, mean=True, degree=world)
for epoch in range(4):
    losses = []
    for b in data.create_dict_iterator(num_epochs=1):
        loss, grads = grad_fn(b["x"], b["y"])
        opt(reducer(grads))
        losses.append(loss.asnumpy())
    print(f"rank {rank} epoch {epoch} mean loss {np.mean(losses):.4f}", flush=True)
print(f"rank {rank} training finished", flush=True)
