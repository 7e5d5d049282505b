"""Data-parallel training on 2 CPU workers (msrun). The training set is stored as shard files
(shard-00000.npz ...), and every worker takes every world_size-th file, as in the torch DDP version."""
import glob, os
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.communication import init, get_rank, get_group_size
from mindspore.train import Model, LossMonitor

ms.set_context(mode=ms.GRAPH_MODE)
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(5)

DATA_DIR = "/home/user/project/shards008"
if rank == 0 and not os.path.isdir(DATA_DIR):
    os.makedirs(DATA_DIR + ".tmp", exist_ok=True)
    rs = np.random.RandomState(0)
    w = rs.randn(24, 1).astype(np.float32)
    for i in range(3):
        x = rs.randn(1024, 24).astype(np.float32)
        np.savez(f"{DATA_DIR}.tmp/shard-{i:05d}.npz", x=x, y=(x @ w).astype(np.float32))
    os.rename(DATA_DIR + ".tmp", DATA_DIR)
while not os.path.isdir(DATA_DIR):
    pass

files = sorted(glob.glob(f"{DATA_DIR}/shard-*.npz"))[rank::world]
x = np.concatenate([np.load(f)["x"] for f in files])
y = np.concatenate([np.load(f)["y"] for f in files])
print(f"rank {rank}: {len(files)} shard files, {len(x)} samples", flush=True)

train = ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=True).batch(64, drop_remainder=True)
net = nn.SequentialCell(nn.Dense(24, 64), nn.GELU(), nn.Dense(64, 1))
model = Model(net, loss_fn=nn.MSELoss(), optimizer=nn.Adam(net.trainable_params(), learning_rate=3e-3))
model.train(2, train, callbacks=[LossMonitor(per_print_times=8)], dataset_sink_mode=False)
print(f"rank {rank}: finished", flush=True)
