# Port of a small torch CNN (nn.Conv2d(3, 16, 3) / MaxPool2d(2)) for 32x32 images
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_seed(0)

class SmallCNN(nn.Cell):
    def __init__(self, num_classes=10):
        super().__init__()
        self.conv1 = nn.Conv2d(3, 16, 3)
        self.conv2 = nn.Conv2d(16, 32, 3)
        self.pool = nn.MaxPool2d(2, 2)
        self.relu = nn.ReLU()
        self.flatten = nn.Flatten()
        # 32 -> conv 30 -> pool 15 -> conv 13 -> pool 6
        self.fc1 = nn.Dense(32 * 6 * 6, 128)
        self.fc2 = nn.Dense(128, num_classes)
    def construct(self, x):
        x = self.pool(self.relu(self.conv1(x)))
        x = self.pool(self.relu(self.conv2(x)))
        x = self.flatten(x)
        return self.fc2(self.relu(self.fc1(x)))

rng = np.random.default_rng(0)
images = rng.random((512, 3, 32, 32), dtype=np.float32)
labels = rng.integers(0, 10, 512).astype(np.int32)
data = ds.NumpySlicesDataset((images, labels), column_names=["image", "label"], shuffle=True).batch(64)

net = SmallCNN()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Momentum(net.trainable_params(), 0.01, 0.9)
model = ms.Model(net, loss_fn, opt, metrics={"acc"})
print("start training, steps per epoch:", data.get_dataset_size())
model.train(2, data, callbacks=[ms.train.LossMonitor(4)])
