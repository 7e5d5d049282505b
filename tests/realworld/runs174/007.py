"""Data-parallel training of a small CNN on synthetic 'digits' with msrun (2 workers, CPU).
Each rank reads its shard via num_shards/shard_id; gradients averaged by the DATA_PARALLEL context."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.communication import init, get_rank, get_group_size
from mindspore.train import Model, LossMonitor, Accuracy

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(0)


class Digits:
    def __init__(self, n, seed):
        r = np.random.default_rng(seed)
        self.y = r.integers(0, 4, n).astype(np.int32)
        self.x = r.normal(scale=1.0, size=(n, 1, 16, 16)).astype(np.float32)
        for i, c in enumerate(self.y):
            self.x[i, 0, c * 4:(c + 1) * 4, :] += 0.35   # class = which horizontal band is bright

    def __getitem__(self, i):
        return self.x[i], self.y[i]

    def __len__(self):
        return len(self.y)


def make_ds(n, seed, bs, shuffle):
    d = ds.GeneratorDataset(Digits(n, seed), ["image", "label"], shuffle=shuffle,
                            num_shards=world, shard_id=rank)
    return d.batch(bs, drop_remainder=True)


train_ds = make_ds(1024, 0, 32, True)
val_ds = make_ds(256, 1, 32, False)
print(f"[rank {rank}/{world}] train batches per epoch: {train_ds.get_dataset_size()}", flush=True)


class SmallCNN(nn.Cell):
    def __init__(self):
        super().__init__()
        self.features = nn.SequentialCell(
            nn.Conv2d(1, 8, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(8, 16, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2))
        self.flatten = nn.Flatten()
        self.fc = nn.Dense(16 * 4 * 4, 4)

    def construct(self, x):
        return self.fc(self.flatten(self.features(x)))


net = SmallCNN()
loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Momentum(net.trainable_params(), learning_rate=0.05, momentum=0.9)
model = Model(net, loss_fn, opt, metrics={"accuracy": Accuracy()})
model.train(3, train_ds, callbacks=[LossMonitor(8)], dataset_sink_mode=False)
res = model.eval(val_ds, dataset_sink_mode=False)
print(f"[rank {rank}] eval: {res}", flush=True)
print(f"[rank {rank}] training done", flush=True)
