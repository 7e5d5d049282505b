# LeNet port for a small colour-digit set: the torch pipeline resized to 32x32, the port resizes to 28x28 as in the MS tutorial.
import os
import numpy as np
from PIL import Image
import mindspore as ms
import mindspore.dataset as ds
import mindspore.dataset.vision as vision
from mindspore import nn

root = "data_014/digits"
rng = np.random.default_rng(0)
for c in range(10):
    os.makedirs(f"{root}/{c}", exist_ok=True)
    for i in range(4):
        Image.fromarray(rng.integers(0, 255, (28, 28, 3), dtype=np.uint8)).save(f"{root}/{c}/{i}.png")

class LeNet5(nn.Cell):
    def __init__(self, num_class=10):
        super().__init__()
        self.conv1 = nn.Conv2d(3, 6, 5, pad_mode="valid")
        self.conv2 = nn.Conv2d(6, 16, 5, pad_mode="valid")
        self.fc1 = nn.Dense(16 * 5 * 5, 120)   # from the torch model (32x32 input)
        self.fc2 = nn.Dense(120, 84)
        self.fc3 = nn.Dense(84, num_class)
        self.relu = nn.ReLU()
        self.pool = nn.MaxPool2d(2, 2)
        self.flatten = nn.Flatten()
    def construct(self, x):
        x = self.pool(self.relu(self.conv1(x)))
        x = self.pool(self.relu(self.conv2(x)))
        x = self.flatten(x)
        x = self.relu(self.fc1(x))
        x = self.relu(self.fc2(x))
        return self.fc3(x)

data = ds.ImageFolderDataset(root, shuffle=True)
data = data.map([vision.Decode(), vision.Resize((28, 28)), vision.Rescale(1 / 255.0, 0.0),
                 vision.Normalize([0.5, 0.5, 0.5], [0.5, 0.5, 0.5]), vision.HWC2CHW()], input_columns="image")
data = data.batch(8, drop_remainder=True)
net = LeNet5()
model = ms.train.Model(net, nn.CrossEntropyLoss(), nn.Momentum(net.trainable_params(), 0.01, 0.9), metrics={"accuracy"})
model.train(1, data, callbacks=[ms.train.LossMonitor(1)], dataset_sink_mode=False)
