"""Small CNN on synthetic 3-class shape images, with a mindspore.dataset vision pipeline
(RandomCrop with padding, flip, rescale, normalize, HWC2CHW) and Model.train."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
import mindspore.dataset.vision as vision
import mindspore.dataset.transforms as T
from mindspore import nn
from mindspore.train import Model, LossMonitor, TimeMonitor

ms.set_seed(1)
rng = np.random.default_rng(1)

def make_images(n):
    imgs = np.zeros((n, 24, 24, 3), np.uint8)
    labels = rng.integers(0, 3, n).astype(np.int32)
    for i, c in enumerate(labels):
        img = rng.integers(0, 40, (24, 24, 3))
        if c == 0:
            img[6:18, 6:18, 0] += 200          # red square
        elif c == 1:
            img[:, 10:14, 1] += 200            # green bar
        else:
            img[10:14, :, 2] += 200            # blue bar
        imgs[i] = np.clip(img, 0, 255)
    return imgs, labels

def create_dataset(n, training):
    imgs, labels = make_images(n)
    data = ds.NumpySlicesDataset({"image": imgs, "label": labels}, shuffle=training)
    trans = [vision.RandomCrop(24, padding=2)] if training else []
    trans += [vision.Rescale(1 / 255.0, 0.0), vision.Normalize([0.2, 0.2, 0.2], [0.3, 0.3, 0.3]), vision.HWC2CHW()]
    data = data.map(trans, input_columns="image")
    data = data.map(T.TypeCast(ms.int32), input_columns="label")
    return data.batch(32, drop_remainder=training)

class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.body = nn.SequentialCell(
            nn.Conv2d(3, 16, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(16, 32, 3, pad_mode="same"), nn.ReLU(), nn.AdaptiveAvgPool2d(1), nn.Flatten())
        self.fc = nn.Dense(32, 3)
    def construct(self, x):
        return self.fc(self.body(x))

net = Net()
model = Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"),
              nn.Adam(net.trainable_params(), 3e-3), metrics={"accuracy"})
model.train(4, create_dataset(640, True), callbacks=[LossMonitor(10), TimeMonitor()], dataset_sink_mode=False)
print("val:", model.eval(create_dataset(160, False), dataset_sink_mode=False))
