"""Data-parallel MLP classifier on CPU, launched with msrun (2 workers)."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.communication import init, get_rank, get_group_size
from mindspore.train import Model, LossMonitor, Accuracy

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(1)

def make_data(n=2048, d=20, k=4, seed=0):
    rng = np.random.default_rng(seed)
    w = rng.normal(size=(d, k)).astype(np.float32)
    x = rng.normal(size=(n, d)).astype(np.float32)
    y = np.argmax(x @ w, axis=1).astype(np.int32)
    return x, y

x, y = make_data()
train = ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=True, num_shards=world, shard_id=rank).batch(64, drop_remainder=True)
print(f"rank {rank}/{world}: {train.get_dataset_size()} batches per epoch", flush=True)

class MLP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.body = nn.SequentialCell(nn.Dense(20, 64), nn.ReLU(), nn.Dense(64, 4))
    def construct(self, x):
        return self.body(x)

net = MLP()
loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Adam(net.trainable_params(), learning_rate=1e-2)
model = Model(net, loss, opt, metrics={"acc": Accuracy()})
model.train(5, train, callbacks=[LossMonitor(8)], dataset_sink_mode=False)
ev = ds.NumpySlicesDataset({"x": x[:512], "y": y[:512]}, shuffle=False).batch(64)
print(f"rank {rank}: eval {model.eval(ev, dataset_sink_mode=False)}", flush=True)
