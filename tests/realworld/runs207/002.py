"""Data-parallel training of a small MLP classifier on 2 CPU workers (launched with msrun)."""
import os
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.communication import init, get_rank, get_group_size
from mindspore.train import Model, LossMonitor, TimeMonitor, CheckpointConfig, ModelCheckpoint, Accuracy

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(7)

def make_data(n=2048, d=20, k=4, seed=0):
    rng = np.random.default_rng(seed)
    centers = rng.normal(0, 3, size=(k, d))
    y = rng.integers(0, k, size=n)
    x = centers[y] + rng.normal(0, 1, size=(n, d))
    return x.astype(np.float32), y.astype(np.int32)

x, y = make_data()
train = ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=True, num_shards=world, shard_id=rank).batch(64, drop_remainder=True)

class MLP(nn.Cell):
    def __init__(self, d=20, h=64, k=4):
        super().__init__()
        self.body = nn.SequentialCell(nn.Dense(d, h), nn.ReLU(), nn.Dense(h, h), nn.ReLU())
        self.head = nn.Dense(h, k)
    def construct(self, x):
        return self.head(self.body(x))

net = MLP()
loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Momentum(net.trainable_params(), learning_rate=0.05, momentum=0.9)
model = Model(net, loss_fn, opt, metrics={"acc": Accuracy()})
ckpt_dir = f"./ckpt_002/rank_{rank}"
cbs = [LossMonitor(4), TimeMonitor(), ModelCheckpoint(prefix="mlp", directory=ckpt_dir,
       config=CheckpointConfig(save_checkpoint_steps=16, keep_checkpoint_max=2))]
print(f"rank {rank}/{world}: {train.get_dataset_size()} steps per epoch", flush=True)
model.train(3, train, callbacks=cbs, dataset_sink_mode=False)
ev = ds.NumpySlicesDataset({"x": x[:512], "y": y[:512]}, shuffle=False).batch(128)
print(f"rank {rank}: eval", model.eval(ev, dataset_sink_mode=False), flush=True)
print(f"rank {rank}: checkpoints", sorted(os.listdir(ckpt_dir)), flush=True)
