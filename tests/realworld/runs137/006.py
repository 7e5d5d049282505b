"""Data-parallel training of a small MLP on 2 CPU workers (launched with msrun)."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.communication import init, get_rank, get_group_size
from mindspore.train import Model, LossMonitor, TimeMonitor

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(0)

rng = np.random.default_rng(0)
X = rng.normal(size=(1024, 16)).astype(np.float32)
Y = (X[:, :4].sum(1) > 0).astype(np.int32)


class Source:
    def __getitem__(self, i):
        return X[i], Y[i]

    def __len__(self):
        return len(X)


train = ds.GeneratorDataset(Source(), ["x", "y"], shuffle=True, num_shards=world, shard_id=rank)
train = train.batch(32, drop_remainder=True)
print(f"rank {rank}/{world}: {train.get_dataset_size()} steps per epoch", flush=True)

net = nn.SequentialCell(nn.Dense(16, 64), nn.ReLU(), nn.Dense(64, 2))
model = Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"),
              nn.Momentum(net.trainable_params(), 0.05, 0.9), metrics={"acc"})
model.train(3, train, callbacks=[LossMonitor(8), TimeMonitor()], dataset_sink_mode=False)
print(f"rank {rank} done, train acc:", model.eval(train, dataset_sink_mode=False), flush=True)
