"""CIFAR-style classifier: torchvision-like transform chain rebuilt with mindspore.dataset.vision."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
import mindspore.dataset.vision as vision
import mindspore.dataset.transforms as transforms
from mindspore import nn
from mindspore.train import LossMonitor, TimeMonitor

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
rng = np.random.default_rng(2)

# stands in for the unpickled CIFAR-10 batches (N, 32, 32, 3) uint8
images = rng.integers(0, 256, size=(512, 32, 32, 3), dtype=np.uint8)
labels = rng.integers(0, 10, size=512).astype(np.int32)

train_tf = [
    vision.RandomCrop(32, padding=4),
    vision.RandomHorizontalFlip(),
    vision.Rescale(1.0 / 255.0, 0.0),
    vision.Normalize(mean=[0.4914, 0.4822, 0.4465], std=[0.2470, 0.2435, 0.2616]),
]
train_ds = ds.NumpySlicesDataset({"image": images, "label": labels}, shuffle=True)
train_ds = train_ds.map(train_tf, input_columns="image", num_parallel_workers=2)
train_ds = train_ds.map(transforms.TypeCast(ms.int32), input_columns="label")
train_ds = train_ds.batch(64, drop_remainder=True)


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.body = nn.SequentialCell(
            nn.Conv2d(3, 32, 3, pad_mode="pad", padding=1), nn.BatchNorm2d(32), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(32, 64, 3, pad_mode="pad", padding=1), nn.BatchNorm2d(64), nn.ReLU(), nn.MaxPool2d(2, 2))
        self.head = nn.SequentialCell(nn.Flatten(), nn.Dense(64 * 8 * 8, 128), nn.ReLU(), nn.Dense(128, 10))

    def construct(self, x):
        return self.head(self.body(x))


net = Net()
model = ms.Model(net, nn.CrossEntropyLoss(), nn.Momentum(net.trainable_params(), 0.01, 0.9),
                 metrics={"acc"})
print("batch shapes:", [c.shape for c in next(train_ds.create_tuple_iterator())])
model.train(2, train_ds, callbacks=[TimeMonitor(), LossMonitor(4)], dataset_sink_mode=False)
