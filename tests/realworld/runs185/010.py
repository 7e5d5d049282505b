"""Data-parallel training of an MLP classifier with msrun (2 workers), Model API."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.communication import init, get_rank, get_group_size
from mindspore.train import Model, LossMonitor, Accuracy

ms.set_context(mode=ms.GRAPH_MODE)
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True, device_num=world)
ms.set_seed(1)

rng = np.random.default_rng(0)
X = rng.normal(size=(2048, 16)).astype(np.float32)
Y = (X[:, 0] * X[:, 1] + X[:, 2] > 0).astype(np.int32)

train_ds = ds.NumpySlicesDataset({"x": X, "y": Y}, shuffle=True, num_shards=world, shard_id=rank).batch(32, drop_remainder=True)
print(f"[rank {rank}/{world}] steps per epoch: {train_ds.get_dataset_size()}", flush=True)

net = nn.SequentialCell([nn.Dense(16, 64), nn.ReLU(), nn.Dense(64, 64), nn.ReLU(), nn.Dense(64, 2)])
model = Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"),
              nn.Adam(net.trainable_params(), 2e-3), metrics={"acc": Accuracy()})
model.train(4, train_ds, callbacks=[LossMonitor(16)], dataset_sink_mode=False)

val_ds = ds.NumpySlicesDataset({"x": X[:512], "y": Y[:512]}, shuffle=False).batch(128)
print(f"[rank {rank}] eval: {model.eval(val_ds, dataset_sink_mode=False)}", flush=True)
