"""Data-parallel MLP classifier on 2 CPU workers (msrun), Model API."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.communication import init, get_rank, get_group_size

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
init()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
rank, size = get_rank(), get_group_size()
ms.set_seed(1)

rng = np.random.default_rng(0)
X = rng.normal(size=(2048, 20)).astype(np.float32)
w_true = rng.normal(size=(20, 4)).astype(np.float32)
y = (X @ w_true).argmax(1).astype(np.int32)


class TabularSource:
    def __getitem__(self, i):
        return X[i], y[i]

    def __len__(self):
        return len(X)


train_ds = ds.GeneratorDataset(TabularSource(), ["data", "label"], shuffle=True,
                               num_shards=size, shard_id=rank)
train_ds = train_ds.batch(32, drop_remainder=True)
print(f"rank {rank}/{size}: {train_ds.get_dataset_size()} batches per epoch")

net = nn.SequentialCell(nn.Dense(20, 64), nn.ReLU(), nn.Dense(64, 64), nn.ReLU(), nn.Dense(64, 4))
loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
model = ms.Model(net, loss_fn, opt, metrics={"acc"})
model.train(5, train_ds, callbacks=[ms.LossMonitor(8), ms.TimeMonitor()], dataset_sink_mode=False)
print("eval:", model.eval(train_ds, dataset_sink_mode=False))
