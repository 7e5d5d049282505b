"""Data-parallel training of a tabular MLP with msrun (2 workers). Every worker keeps a
ModelCheckpoint callback so a crash on any node still leaves a checkpoint behind."""
import os
import numpy as np
import mindspore as ms
from mindspore import nn
from mindspore.communication import init, get_rank, get_group_size
from mindspore.train import Model, CheckpointConfig, ModelCheckpoint, LossMonitor
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE)
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(7)
np.random.seed(7)

X = np.random.randn(4096, 20).astype(np.float32)
w_true = np.random.randn(20, 1).astype(np.float32)
Y = (X @ w_true + 0.1 * np.random.randn(4096, 1)).astype(np.float32)
train = ds.NumpySlicesDataset({"x": X, "y": Y}, shuffle=True, num_shards=world, shard_id=rank).batch(32)

net = nn.SequentialCell([nn.Dense(20, 64), nn.ReLU(), nn.Dense(64, 1)])
model = Model(net, nn.MSELoss(), nn.Adam(net.trainable_params(), 1e-3))

ckpt_dir = "/home/user/project/shared_ckpt_007"   # NFS share in the real cluster
cfg = CheckpointConfig(save_checkpoint_steps=4, keep_checkpoint_max=2)
cb = ModelCheckpoint(prefix="mlp", directory=ckpt_dir, config=cfg)
model.train(3, train, callbacks=[LossMonitor(16), cb], dataset_sink_mode=False)
print(f"rank {rank}: training done, latest checkpoint {cb.latest_ckpt_file_name}")

params = ms.load_checkpoint(cb.latest_ckpt_file_name)
print(f"rank {rank}: reloaded {len(params)} tensors")
