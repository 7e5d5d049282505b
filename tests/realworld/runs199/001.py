"""Data-parallel training of a small MLP classifier on 2 CPU workers (msrun)."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.communication import init, get_rank, get_group_size
from mindspore.train import Model, LossMonitor, TimeMonitor, Accuracy

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(1)


def make_data(n=2048, d=20, k=4, seed=0):
    rng = np.random.default_rng(seed)
    centers = rng.normal(0, 3, size=(k, d)).astype(np.float32)
    y = rng.integers(0, k, size=n).astype(np.int32)
    x = centers[y] + rng.normal(0, 1, size=(n, d)).astype(np.float32)
    return x, y


x, y = make_data()
train = ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=True, num_shards=world, shard_id=rank)
train = train.batch(32, drop_remainder=True)
print(f"[rank {rank}/{world}] steps per epoch: {train.get_dataset_size()}", flush=True)

net = nn.SequentialCell(nn.Dense(20, 64), nn.ReLU(), nn.Dense(64, 4))
loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
model = Model(net, loss_fn, opt, metrics={"acc": Accuracy()})
model.train(3, train, callbacks=[LossMonitor(8), TimeMonitor()], dataset_sink_mode=False)

val = ds.NumpySlicesDataset({"x": x[:512], "y": y[:512]}, shuffle=False).batch(64)
print(f"[rank {rank}] eval:", model.eval(val, dataset_sink_mode=False), flush=True)
