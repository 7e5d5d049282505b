"""2-worker data-parallel training with per-rank checkpoints and a final per-rank evaluation."""
import os
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.communication import init, get_rank, get_group_size
from mindspore.train import Model, LossMonitor, ModelCheckpoint, CheckpointConfig, Accuracy

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(123)
HERE = os.path.dirname(os.path.abspath(__file__))

rng = np.random.default_rng(123)
X = rng.normal(size=(2000, 6)).astype(np.float32)
Y = ((X[:, 0] * X[:, 1] > 0) ^ (X[:, 2] > 0.5)).astype(np.int32)
train = ds.NumpySlicesDataset({"x": X[:1600], "y": Y[:1600]}, shuffle=True,
                              num_shards=world, shard_id=rank).batch(25, drop_remainder=True)
valid = ds.NumpySlicesDataset({"x": X[1600:], "y": Y[1600:]}, shuffle=False).batch(100)

net = nn.SequentialCell(nn.Dense(6, 64), nn.ReLU(), nn.Dense(64, 64), nn.ReLU(), nn.Dense(64, 2))
model = Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"),
              nn.Adam(net.trainable_params(), 3e-3), metrics={"acc": Accuracy()})
cfg = CheckpointConfig(save_checkpoint_steps=32, keep_checkpoint_max=2)
ckpt = ModelCheckpoint(prefix="mlp", directory=os.path.join(HERE, "ckpt_012", f"rank_{rank}"), config=cfg)
model.train(6, train, callbacks=[LossMonitor(16), ckpt], dataset_sink_mode=False)
print(f"[rank {rank}] val:", model.eval(valid, dataset_sink_mode=False), flush=True)
print(f"[rank {rank}] checkpoints:", sorted(os.listdir(os.path.join(HERE, "ckpt_012", f"rank_{rank}"))), flush=True)
