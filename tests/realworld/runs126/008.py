"""Data-parallel MLP classifier, 2 workers with msrun (ported from a torchrun DDP script)."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.communication import init, get_rank, get_group_size
from mindspore.train import Model, LossMonitor, Accuracy

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(1234)

rng = np.random.default_rng(5)
N, D, C = 1600, 24, 3
W = rng.normal(size=(D, C))
X = rng.normal(size=(N, D)).astype(np.float32)
Y = np.argmax(X @ W, 1).astype(np.int32)

train = ds.NumpySlicesDataset({"x": X[:1280], "y": Y[:1280]}, shuffle=True,
                              num_shards=world, shard_id=rank).batch(32, drop_remainder=True)
val = ds.NumpySlicesDataset({"x": X[1280:], "y": Y[1280:]}, shuffle=False).batch(64)
print(f"rank {rank}/{world}: {train.get_dataset_size()} train batches per epoch")

net = nn.SequentialCell(nn.Dense(D, 64), nn.ReLU(), nn.Dense(64, C))
model = Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"),
              nn.Momentum(net.trainable_params(), 0.05, 0.9), metrics={"acc": Accuracy()})
model.train(4, train, callbacks=[LossMonitor(10)], dataset_sink_mode=False)
print(f"rank {rank} eval: {model.eval(val, dataset_sink_mode=False)}")
