"""Data-parallel ResNet-ish block classifier, launched with msrun (port of a torchrun DDP script).
Launch: msrun --worker_num=2 --local_worker_num=1 --master_port=8295 --log_dir=../005 --join=True ../005.py"""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.communication import init, get_rank, get_group_size
from mindspore.train import Model, LossMonitor, Accuracy

ms.set_context(mode=ms.GRAPH_MODE, jit_level="O0")
ms.set_device("CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
print(f"rank {rank} of {world} ready", flush=True)

rng = np.random.default_rng(0)
y = rng.integers(0, 3, 3000).astype(np.int32)
x = (rng.normal(size=(3, 32)).astype(np.float32)[y] + rng.normal(0, 1.5, (3000, 32))).astype(np.float32)
train_ds = ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=True, num_shards=world, shard_id=rank).batch(32, True)


class ResBlock(nn.Cell):
    def __init__(self, d):
        super().__init__()
        self.f = nn.SequentialCell(nn.Dense(d, d), nn.BatchNorm1d(d), nn.ReLU(), nn.Dense(d, d))
        self.act = nn.ReLU()

    def construct(self, x):
        return self.act(x + self.f(x))


net = nn.SequentialCell(nn.Dense(32, 64), ResBlock(64), ResBlock(64), nn.Dense(64, 3))
opt = nn.Momentum(net.trainable_params(), learning_rate=0.02, momentum=0.9)
model = Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"), opt, metrics={"acc": Accuracy()})
model.train(3, train_ds, callbacks=[LossMonitor(20)], dataset_sink_mode=False)
print(f"rank {rank} finished", flush=True)
