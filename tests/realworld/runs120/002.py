# CIFAR-like training with torchvision-style augmentation; arrays kept in the CHW layout of the PyTorch pipeline
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
import mindspore.dataset.vision as vision
import mindspore.dataset.transforms as transforms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)
rng = np.random.default_rng(0)
images = rng.integers(0, 256, size=(256, 3, 32, 32), dtype=np.uint8)   # N, C, H, W (from torch .pt dump)
labels = rng.integers(0, 10, size=256).astype(np.int32)

train = ds.NumpySlicesDataset({"image": images, "label": labels}, shuffle=True)
train = train.map(operations=[vision.RandomCrop(32, padding=4),
                              vision.RandomHorizontalFlip(),
                              vision.Rescale(1.0 / 255, 0.0),
                              vision.Normalize([0.4914, 0.4822, 0.4465], [0.247, 0.243, 0.261]),
                              vision.HWC2CHW()],
                  input_columns="image")
train = train.map(operations=transforms.TypeCast(ms.int32), input_columns="label")
train = train.batch(32, drop_remainder=True)

net = nn.SequentialCell(nn.Conv2d(3, 16, 3), nn.ReLU(), nn.MaxPool2d(2, 2),
                        nn.Conv2d(16, 32, 3), nn.ReLU(), nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Dense(32, 10))
model = ms.Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"),
                 nn.Momentum(net.trainable_params(), 0.01, 0.9), metrics={"accuracy"})
model.train(2, train, callbacks=[ms.LossMonitor(4)])
print("done")
