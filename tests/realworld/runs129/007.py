"""Distributed training (msrun, 2 CPU workers) with a shuffling sampler and per-rank shards."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.communication import init, get_rank, get_group_size
from mindspore.train import Model, LossMonitor

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
init()
rank_id, rank_size = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
print(f"rank {rank_id} of {rank_size} initialised", flush=True)

class Tabular:
    def __init__(self):
        rng = np.random.default_rng(5)
        self.x = rng.normal(size=(400, 10)).astype(np.float32)
        self.y = (self.x.sum(1, keepdims=True) > 0).astype(np.float32)
    def __getitem__(self, i):
        return self.x[i], self.y[i]
    def __len__(self):
        return 400

def create_dataset(batch_size):
    sampler = ds.RandomSampler(replacement=False)          # like torch RandomSampler
    data = ds.GeneratorDataset(Tabular(), column_names=["x", "y"], sampler=sampler,
                               num_shards=rank_size, shard_id=rank_id)
    return data.batch(batch_size, drop_remainder=True)

train_ds = create_dataset(20)
net = nn.SequentialCell(nn.Dense(10, 32), nn.ReLU(), nn.Dense(32, 1))
model = Model(net, nn.BCEWithLogitsLoss(), nn.Adam(net.trainable_params(), 1e-3))
model.train(3, train_ds, callbacks=[LossMonitor(5)], dataset_sink_mode=False)
