"""Texture classifier with MixUp. The torch recipe applied timm-style mixup to every batch; here it was
added to the mindspore.dataset pipeline with vision.MixUpBatch next to the other image transforms."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
import mindspore.dataset.vision as vision
import mindspore.dataset.transforms as T
from mindspore import nn
from mindspore.train import Model, LossMonitor

ms.set_seed(0)
rng = np.random.default_rng(0)
N, C = 256, 4
images = rng.integers(0, 255, (N, 32, 32, 3), dtype=np.uint8)
labels = rng.integers(0, C, N).astype(np.int32)

data = ds.NumpySlicesDataset({"image": images, "label": labels}, shuffle=True)
data = data.map(T.OneHot(C), input_columns="label")
data = data.map(T.TypeCast(ms.float32), input_columns="label")
data = data.map([vision.RandomHorizontalFlip(), vision.HWC2CHW()], input_columns="image")
data = data.map(vision.MixUpBatch(alpha=0.2), input_columns=["image", "label"])
data = data.map(vision.Rescale(1 / 255.0, 0.0), input_columns="image")
data = data.batch(32, drop_remainder=True)

class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.body = nn.SequentialCell(nn.Conv2d(3, 16, 3), nn.ReLU(), nn.MaxPool2d(2, 2),
                                      nn.Conv2d(16, 32, 3), nn.ReLU(), nn.AdaptiveAvgPool2d(1), nn.Flatten())
        self.fc = nn.Dense(32, C)
    def construct(self, x):
        return self.fc(self.body(x))

net = Net()
loss = nn.SoftmaxCrossEntropyWithLogits(sparse=False, reduction="mean")   # soft (mixed) targets
model = Model(net, loss, nn.Adam(net.trainable_params(), 1e-3))
model.train(2, data, callbacks=[LossMonitor(4)], dataset_sink_mode=False)
