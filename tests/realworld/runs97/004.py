"""LeNet on MNIST-shaped digits. The augmentation block was copied from the team's CIFAR-10 recipe."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
import mindspore.dataset.vision as vision
import mindspore.dataset.transforms as T
from mindspore import nn
from mindspore.train import Model, LossMonitor, TimeMonitor

ms.set_seed(0)
rng = np.random.default_rng(0)
images = rng.integers(0, 255, size=(512, 28, 28, 1), dtype=np.uint8)
labels = rng.integers(0, 10, size=(512,)).astype(np.int32)

def create_dataset(batch_size=32, training=True):
    data = ds.NumpySlicesDataset({"image": images, "label": labels}, shuffle=training, num_parallel_workers=2)
    trans = []
    if training:
        trans += [vision.RandomCrop(32), vision.RandomHorizontalFlip()]
    trans += [vision.Resize((32, 32)), vision.Rescale(1.0 / 255.0, 0.0),
              vision.Normalize(mean=[0.1307], std=[0.3081]), vision.HWC2CHW()]
    data = data.map(trans, input_columns="image", num_parallel_workers=2)
    data = data.map(T.TypeCast(ms.int32), input_columns="label")
    return data.batch(batch_size, drop_remainder=True)

class LeNet5(nn.Cell):
    def __init__(self, num_class=10):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 6, 5, pad_mode="valid")
        self.conv2 = nn.Conv2d(6, 16, 5, pad_mode="valid")
        self.relu = nn.ReLU()
        self.pool = nn.MaxPool2d(2, 2)
        self.flatten = nn.Flatten()
        self.fc1 = nn.Dense(16 * 5 * 5, 120)
        self.fc2 = nn.Dense(120, 84)
        self.fc3 = nn.Dense(84, num_class)
    def construct(self, x):
        x = self.pool(self.relu(self.conv1(x)))
        x = self.pool(self.relu(self.conv2(x)))
        x = self.flatten(x)
        return self.fc3(self.relu(self.fc2(self.relu(self.fc1(x)))))

net = LeNet5()
model = Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"),
              nn.Momentum(net.trainable_params(), 0.01, 0.9), metrics={"accuracy"})
model.train(3, create_dataset(), callbacks=[LossMonitor(4), TimeMonitor()], dataset_sink_mode=False)
