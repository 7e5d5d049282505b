"""Data-parallel regression training on 2 CPU workers, launched with msrun."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds
from mindspore.communication import init, get_rank, get_group_size
from mindspore.train import Model, LossMonitor

ms.set_context(mode=ms.GRAPH_MODE)
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(42)

rs = np.random.RandomState(0)
W_TRUE = rs.randn(16, 1).astype(np.float32)
X = rs.randn(4096, 16).astype(np.float32)
Y = (X @ W_TRUE + 0.05 * rs.randn(4096, 1)).astype(np.float32)

train = ds.NumpySlicesDataset({"x": X, "y": Y}, shuffle=True, num_shards=world, shard_id=rank)
train = train.batch(64, drop_remainder=True)

net = nn.SequentialCell(nn.Dense(16, 32), nn.Tanh(), nn.Dense(32, 1))
opt = nn.Adam(net.trainable_params(), learning_rate=5e-3)
model = Model(net, loss_fn=nn.MSELoss(), optimizer=opt)
print(f"rank {rank}/{world}: {train.get_dataset_size()} steps per epoch", flush=True)
model.train(4, train, callbacks=[LossMonitor(per_print_times=16)], dataset_sink_mode=False)
print(f"rank {rank}: training done", flush=True)
