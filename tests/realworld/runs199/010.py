"""2-worker data-parallel LeNet-style training on synthetic digits, written from the MindSpore DP tutorial from memory."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.communication import init, get_rank, get_group_size
from mindspore.train import Model, LossMonitor, Accuracy

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
init()
rank, world = get_rank(), get_group_size()
ms.set_auto_parallel_context(parallel_mode="data_parallel", device_num=world, gradient_mean=True,
                             parameter_broadcast=True)


class LeNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 6, 5, pad_mode="valid")
        self.conv2 = nn.Conv2d(6, 16, 5, pad_mode="valid")
        self.pool = nn.MaxPool2d(2, 2)
        self.relu = nn.ReLU()
        self.flat = nn.Flatten()
        self.fc1 = nn.Dense(16 * 4 * 4, 64)
        self.fc2 = nn.Dense(64, 10)

    def construct(self, x):
        x = self.pool(self.relu(self.conv1(x)))
        x = self.pool(self.relu(self.conv2(x)))
        return self.fc2(self.relu(self.fc1(self.flat(x))))


rng = np.random.default_rng(0)
imgs = rng.random((512, 1, 28, 28), dtype=np.float32)
labels = rng.integers(0, 10, 512).astype(np.int32)
data = ds.NumpySlicesDataset({"image": imgs, "label": labels}, num_shards=world, shard_id=rank).batch(32)
net = LeNet()
model = Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"),
              nn.Momentum(net.trainable_params(), 0.01, 0.9), metrics={"acc": Accuracy()})
model.train(1, data, callbacks=[LossMonitor(2)], dataset_sink_mode=False)
