# Data-parallel training with msrun (2 CPU workers): dataset sharded per rank, gradients averaged
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.communication import init, get_rank, get_group_size
from mindspore.train import Model, LossMonitor

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
init()
rank, world = get_rank(), get_group_size()
ms.reset_auto_parallel_context()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(1234)

rng = np.random.default_rng(0)
X = rng.normal(size=(1024, 8)).astype(np.float32)
Y = (X @ np.linspace(-1, 1, 8).astype(np.float32)[:, None] + 0.1).astype(np.float32)
train = ds.NumpySlicesDataset({"x": X, "y": Y}, shuffle=True, num_shards=world, shard_id=rank)
train = train.batch(32, drop_remainder=True)
print(f"rank {rank}/{world}: {train.get_dataset_size()} batches per epoch", flush=True)

net = nn.SequentialCell(nn.Dense(8, 32), nn.Tanh(), nn.Dense(32, 1))
model = Model(net, nn.MSELoss(), nn.Adam(net.trainable_params(), 5e-3))
model.train(3, train, callbacks=[LossMonitor(8)], dataset_sink_mode=False)
if rank == 0:
    ms.save_checkpoint(net, "/home/user/project/dp_regressor.ckpt")
print(f"rank {rank}: training finished", flush=True)
