"""Data-parallel regression on 2 workers (msrun). Sharding is done by hand like a torch script
that sliced the dataset with data[rank::world_size] instead of using a DistributedSampler."""
import time
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.communication import init, get_rank, get_group_size
from mindspore.train import Model, LossMonitor, Callback

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)

rng = np.random.default_rng(0)
X = rng.normal(size=(1001, 16)).astype(np.float32)          # 1001 rows exported from the feature store
Y = (X @ rng.normal(size=(16, 1)) + 0.1).astype(np.float32)

x_local, y_local = X[rank::world], Y[rank::world]
train = ds.NumpySlicesDataset({"x": x_local, "y": y_local}, shuffle=True).batch(10)
print(f"rank {rank}: {len(x_local)} samples, {train.get_dataset_size()} steps per epoch", flush=True)

class EpochTimer(Callback):
    def on_train_epoch_begin(self, rc):
        self.t = time.time()
    def on_train_epoch_end(self, rc):
        cb = rc.original_args()
        print(f"rank {rank} epoch {cb.cur_epoch_num} done, loss {cb.net_outputs.asnumpy():.5f}, "
              f"{time.time() - self.t:.1f}s", flush=True)

net = nn.SequentialCell(nn.Dense(16, 32), nn.Tanh(), nn.Dense(32, 1))
model = Model(net, nn.MSELoss(), nn.Adam(net.trainable_params(), 1e-2))
model.train(3, train, callbacks=[LossMonitor(25), EpochTimer()], dataset_sink_mode=False)
print(f"rank {rank} finished", flush=True)
