"""Data-parallel training of a small MLP classifier on 2 CPU workers (msrun), with gradient averaging."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.communication import init, get_rank, get_group_size
from mindspore.train import Model, LossMonitor, Accuracy

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradient_mean=True)
ms.set_seed(42)


class Blobs:
    def __init__(self, n=1024, seed=0):
        centers = np.random.default_rng(1234).normal(0, 3, size=(4, 20)).astype(np.float32)
        rng = np.random.default_rng(seed)
        self.y = rng.integers(0, 4, size=n).astype(np.int32)
        self.x = (centers[self.y] + rng.normal(0, 1, size=(n, 20))).astype(np.float32)

    def __getitem__(self, i):
        return self.x[i], self.y[i]

    def __len__(self):
        return len(self.y)


def make_ds(seed, shuffle):
    d = ds.GeneratorDataset(Blobs(seed=seed), ["features", "label"], shuffle=shuffle,
                            num_shards=world, shard_id=rank)
    return d.batch(32, drop_remainder=True)


class MLP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.body = nn.SequentialCell(nn.Dense(20, 64), nn.ReLU(), nn.Dense(64, 64), nn.ReLU())
        self.head = nn.Dense(64, 4)

    def construct(self, x):
        return self.head(self.body(x))


net = MLP()
loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
model = Model(net, loss, opt, metrics={"acc": Accuracy()})
train_ds = make_ds(0, True)
print(f"rank {rank}/{world}: {train_ds.get_dataset_size()} steps per epoch")
model.train(3, train_ds, callbacks=[LossMonitor(8)], dataset_sink_mode=False)
res = model.eval(make_ds(1, False), dataset_sink_mode=False)
print(f"rank {rank}: eval {res}")
