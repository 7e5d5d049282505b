"""Data-parallel port of a torch DDP image classifier.
Launched with the cluster launch line:
  msrun --worker_num=2 --local_worker_num=1 --master_port=10333 --log_dir=003 --join=True 003.py
"""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.communication import init, get_rank, get_group_size
from mindspore.train import Model, LossMonitor, TimeMonitor

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
print("initialising communication ...", flush=True)
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL, gradients_mean=True)
ms.set_seed(3)
print(f"rank {rank}/{world} ready", flush=True)


class ConvNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.features = nn.SequentialCell(
            nn.Conv2d(1, 8, 3, pad_mode="pad", padding=1), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(8, 16, 3, pad_mode="pad", padding=1), nn.ReLU(), nn.MaxPool2d(2, 2))
        self.head = nn.SequentialCell(nn.Flatten(), nn.Dense(16 * 7 * 7, 10))

    def construct(self, x):
        return self.head(self.features(x))


rng = np.random.default_rng(3)
images = rng.standard_normal((2048, 1, 28, 28)).astype(np.float32)
labels = (images[:, 0, :14].mean((1, 2)) > 0).astype(np.int32) * 5 + rng.integers(0, 5, 2048).astype(np.int32)
train_ds = ds.NumpySlicesDataset({"image": images, "label": labels}, shuffle=True,
                                 num_shards=world, shard_id=rank).batch(32, drop_remainder=True)
net = ConvNet()
loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Momentum(net.trainable_params(), learning_rate=0.01 * world, momentum=0.9)
model = Model(net, loss_fn, opt)
model.train(2, train_ds, callbacks=[LossMonitor(8), TimeMonitor()], dataset_sink_mode=False)
print(f"rank {rank} finished", flush=True)
