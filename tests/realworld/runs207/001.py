"""Data-parallel regression on 2 CPU workers; each rank trains on its own pre-split shard data_001/shard_{rank}.npz."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.communication import init, get_rank, get_group_size
from mindspore.train import Model, LossMonitor, TimeMonitor

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)

shard = np.load(f"data_001/shard_{rank}.npz")
train = ds.NumpySlicesDataset({"x": shard["x"], "y": shard["y"]}, shuffle=True).batch(64, drop_remainder=True)
print(f"rank {rank}/{world}: {len(shard['x'])} samples, {train.get_dataset_size()} steps per epoch", flush=True)

net = nn.SequentialCell(nn.Dense(16, 64), nn.ReLU(), nn.Dense(64, 1))
model = Model(net, nn.MSELoss(), nn.Adam(net.trainable_params(), 1e-3))
model.train(1, train, callbacks=[LossMonitor(4), TimeMonitor()], dataset_sink_mode=False)
ms.save_checkpoint(net, f"reg_rank{rank}.ckpt")
print(f"rank {rank}: training finished", flush=True)
