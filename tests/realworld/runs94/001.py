"""Data-parallel binary classifier; each rank reads its own pre-split shard file."""
import os
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.communication import init, get_rank, get_group_size

DATA_DIR = "/home/user/project/data/shards"

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(42)

# shards were written as train-00000-of-00002.npz, train-00001-of-00002.npz
# (HF datasets naming); rank r reads shard r
shard_file = os.path.join(DATA_DIR, f"train-{rank + 1:05d}-of-{world:05d}.npz")
print(f"[rank {rank}] loading {shard_file}", flush=True)
shard = np.load(shard_file)
dataset = ds.NumpySlicesDataset({"x": shard["x"], "y": shard["y"]}, shuffle=True)
dataset = dataset.batch(32, drop_remainder=True)

net = nn.SequentialCell(nn.Dense(20, 64), nn.ReLU(), nn.Dense(64, 2))
loss_fn = nn.CrossEntropyLoss()
opt = nn.SGD(net.trainable_params(), learning_rate=0.05, momentum=0.9)
model = ms.Model(net, loss_fn, opt, metrics={"acc"})
model.train(3, dataset, callbacks=[ms.LossMonitor(4)], dataset_sink_mode=False)
print(f"[rank {rank}] done", flush=True)
