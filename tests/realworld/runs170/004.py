"""Data-parallel fine-tune of a regression MLP, adapted from the team's 4-card
recipe (run with msrun)."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.communication import init, get_rank, get_group_size
from mindspore.train import Model, LossMonitor

DEVICE_NUM = 4            # recipe: 4 cards, global batch 256
GLOBAL_BATCH = 256

ms.set_context(mode=ms.GRAPH_MODE)
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True,
                             device_num=DEVICE_NUM)
print(f"rank {rank}/{world}: data parallel over {DEVICE_NUM} devices", flush=True)

rng = np.random.default_rng(7)
X = rng.normal(size=(4096, 10)).astype(np.float32)
y = (X @ rng.normal(size=(10, 1)) + 0.1 * rng.normal(size=(4096, 1))).astype(np.float32)
data = ds.NumpySlicesDataset({"x": X, "y": y}, shuffle=True, num_shards=DEVICE_NUM, shard_id=rank)
data = data.batch(GLOBAL_BATCH // DEVICE_NUM, drop_remainder=True)

print(f"rank {rank}: {data.get_dataset_size()} steps/epoch, per-rank batch {GLOBAL_BATCH // DEVICE_NUM}, "
      f"{len(X)} samples in the training set", flush=True)

net = nn.SequentialCell(nn.Dense(10, 32), nn.ReLU(), nn.Dense(32, 1))
model = Model(net, loss_fn=nn.MSELoss(), optimizer=nn.Adam(net.trainable_params(), 1e-3))
model.train(3, data, callbacks=[LossMonitor(8)], dataset_sink_mode=False)
print(f"rank {rank} finished", flush=True)
