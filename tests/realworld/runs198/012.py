"""Data-parallel training launched with msrun; each rank reads its own pre-split shard file."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.communication import init, get_rank, get_group_size
from mindspore.train import Model, LossMonitor

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
print(f"rank {rank}/{world} initialised", flush=True)

# shards were written by a preprocessing job that split by user id, so their sizes differ
shard_sizes = {0: 544, 1: 480}
rng = np.random.default_rng(rank)
X = rng.normal(size=(shard_sizes[rank], 20)).astype(np.float32)
y = (X.sum(1) > 0).astype(np.int32)
train_ds = ds.NumpySlicesDataset({"x": X, "y": y}, shuffle=True).batch(32)
print(f"rank {rank}: {train_ds.get_dataset_size()} batches per epoch", flush=True)

net = nn.SequentialCell(nn.Dense(20, 64), nn.ReLU(), nn.Dense(64, 2))
model = Model(net, nn.CrossEntropyLoss(), nn.Momentum(net.trainable_params(), 0.01, 0.9))
model.train(2, train_ds, callbacks=[LossMonitor(5)], dataset_sink_mode=False)
print(f"rank {rank}: training finished", flush=True)
