"""Resume the 2-worker data-parallel MLP job from its per-rank checkpoints (ckpt_002/rank_{rank}/mlp-3_16.ckpt)
after the dataset gained a fifth class."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.communication import init, get_rank, get_group_size
from mindspore.train import Model, LossMonitor

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)

NUM_CLASSES = 5   # was 4 before the 'other' class was added

class MLP(nn.Cell):
    def __init__(self, d=20, h=64, k=NUM_CLASSES):
        super().__init__()
        self.body = nn.SequentialCell(nn.Dense(d, h), nn.ReLU(), nn.Dense(h, h), nn.ReLU())
        self.head = nn.Dense(h, k)
    def construct(self, x):
        return self.head(self.body(x))

net = MLP()
ckpt = f"./ckpt_002/rank_{rank}/mlp-3_16.ckpt"
print(f"rank {rank}: resuming from {ckpt}", flush=True)
params = ms.load_checkpoint(ckpt)
ms.load_param_into_net(net, params)

rng = np.random.default_rng(1)
x = rng.normal(size=(1024, 20)).astype(np.float32)
y = rng.integers(0, NUM_CLASSES, 1024).astype(np.int32)
train = ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=True, num_shards=world, shard_id=rank).batch(64)
model = Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"),
              nn.Momentum(net.trainable_params(), 0.01, 0.9))
model.train(2, train, callbacks=[LossMonitor(4)], dataset_sink_mode=False)
