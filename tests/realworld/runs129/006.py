"""Data-parallel training of a small regression MLP with msrun (2 workers, CPU)."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.communication import init, get_rank, get_group_size
from mindspore.train import Model, LossMonitor, TimeMonitor

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(7)

class RegData:
    def __init__(self, n=512):
        rng = np.random.default_rng(123)
        self.x = rng.normal(size=(n, 8)).astype(np.float32)
        w = np.linspace(-1, 1, 8).astype(np.float32)
        self.y = (self.x @ w + 0.1 * rng.normal(size=n)).astype(np.float32).reshape(-1, 1)
    def __getitem__(self, i):
        return self.x[i], self.y[i]
    def __len__(self):
        return len(self.x)

train_ds = ds.GeneratorDataset(RegData(), ["x", "y"], shuffle=True, num_shards=world, shard_id=rank)
train_ds = train_ds.batch(16, drop_remainder=True)
print(f"[rank {rank}/{world}] steps per epoch: {train_ds.get_dataset_size()}", flush=True)

net = nn.SequentialCell(nn.Dense(8, 32), nn.Tanh(), nn.Dense(32, 1))
opt = nn.Momentum(net.trainable_params(), learning_rate=0.05, momentum=0.9)
model = Model(net, nn.MSELoss(), opt)
model.train(5, train_ds, callbacks=[LossMonitor(8), TimeMonitor()], dataset_sink_mode=False)
print(f"[rank {rank}] training done", flush=True)
