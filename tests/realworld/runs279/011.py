"""Data-parallel training of an MLP on 2 CPU workers launched with msrun."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.communication import init, get_rank, get_group_size

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(0)
print(f"rank {rank}/{world} initialised", flush=True)

rng = np.random.default_rng(0)
centers = rng.normal(scale=1.5, size=(4, 16)).astype(np.float32)
y = rng.integers(0, 4, 2000).astype(np.int32)
x = (centers[y] + rng.normal(size=(2000, 16))).astype(np.float32)
train = ds.NumpySlicesDataset({"x": x[:1600], "y": y[:1600]}, shuffle=True,
                              num_shards=world, shard_id=rank).batch(32, drop_remainder=True)
val = ds.NumpySlicesDataset({"x": x[1600:], "y": y[1600:]}, shuffle=False).batch(100)
print(f"rank {rank}: {train.get_dataset_size()} batches per epoch", flush=True)

net = nn.SequentialCell([nn.Dense(16, 64), nn.ReLU(), nn.Dense(64, 4)])
model = ms.Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"),
                 nn.Momentum(net.trainable_params(), 0.05, 0.9), metrics={"accuracy"})
for epoch in range(4):
    model.train(1, train, callbacks=[ms.LossMonitor(5)])
    print(f"rank {rank} epoch {epoch + 1} val {model.eval(val)}", flush=True)
print(f"rank {rank} done", flush=True)
