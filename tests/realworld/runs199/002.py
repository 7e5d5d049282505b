"""Port of an 8-card Ascend recipe to a 2-worker CPU job: data parallel ResNet-ish CNN on synthetic images."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.communication import init, get_rank
from mindspore.train import Model, LossMonitor

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
init()
rank = get_rank()
# copied from the cluster recipe (run_distribute_train.sh used DEVICE_NUM=4)
DEVICE_NUM = 4
ms.set_auto_parallel_context(parallel_mode=ms.ParallelMode.DATA_PARALLEL,
                             device_num=DEVICE_NUM, gradients_mean=True)


class SmallCNN(nn.Cell):
    def __init__(self, num_classes=10):
        super().__init__()
        self.features = nn.SequentialCell(
            nn.Conv2d(3, 16, 3, pad_mode="same"), nn.BatchNorm2d(16), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(16, 32, 3, pad_mode="same"), nn.BatchNorm2d(32), nn.ReLU(), nn.MaxPool2d(2, 2))
        self.flatten = nn.Flatten()
        self.fc = nn.Dense(32 * 8 * 8, num_classes)

    def construct(self, x):
        return self.fc(self.flatten(self.features(x)))


rng = np.random.default_rng(0)
imgs = rng.normal(size=(512, 3, 32, 32)).astype(np.float32)
labels = rng.integers(0, 10, size=512).astype(np.int32)
data = ds.NumpySlicesDataset({"image": imgs, "label": labels}, shuffle=True,
                             num_shards=DEVICE_NUM, shard_id=rank).batch(32, drop_remainder=True)

net = SmallCNN()
opt = nn.Momentum(net.trainable_params(), learning_rate=0.01 * DEVICE_NUM, momentum=0.9)
model = Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"), opt)
model.train(2, data, callbacks=[LossMonitor(1)], dataset_sink_mode=False)
print(f"rank {rank} finished", flush=True)
