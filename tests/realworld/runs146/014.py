# Data-parallel training launched with msrun; parallel settings ported from a torch DDP script
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.communication import init, get_rank, get_group_size
from mindspore.train import Model, LossMonitor

ms.set_context(mode=ms.GRAPH_MODE)
init("nccl")   # torch: dist.init_process_group(backend="nccl")
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(15)
rng = np.random.default_rng(15)
X = rng.normal(size=(512, 16)).astype(np.float32)
y = (X[:, :2].sum(1) > 0).astype(np.int32)
train_ds = ds.NumpySlicesDataset({"x": X, "y": y}, shuffle=True, num_shards=world, shard_id=rank).batch(32)
net = nn.SequentialCell(nn.Dense(16, 64), nn.ReLU(), nn.Dense(64, 2))
model = Model(net, nn.CrossEntropyLoss(), nn.Momentum(net.trainable_params(), 0.05, 0.9))
print(f"[rank {rank}/{world}] steps per epoch {train_ds.get_dataset_size()}", flush=True)
model.train(3, train_ds, callbacks=[LossMonitor(4)], dataset_sink_mode=False)
print(f"[rank {rank}] training finished", flush=True)
