"""LeNet-5 ported line by line from the PyTorch tutorial (nn.Conv2d(3, 6, 5) ... nn.Linear(16 * 5 * 5, 120))
and trained on synthetic 32x32 RGB images with Model.train."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, Accuracy

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
ms.set_seed(2)

class LeNet(nn.Cell):
    def __init__(self, num_classes=10):
        super().__init__()
        self.conv1 = nn.Conv2d(3, 6, 5)
        self.pool = nn.MaxPool2d(2, 2)
        self.conv2 = nn.Conv2d(6, 16, 5)
        self.fc1 = nn.Dense(16 * 5 * 5, 120)
        self.fc2 = nn.Dense(120, 84)
        self.fc3 = nn.Dense(84, num_classes)
        self.relu = nn.ReLU()
        self.flatten = nn.Flatten()
    def construct(self, x):
        x = self.pool(self.relu(self.conv1(x)))
        x = self.pool(self.relu(self.conv2(x)))
        x = self.flatten(x)
        x = self.relu(self.fc1(x))
        x = self.relu(self.fc2(x))
        return self.fc3(x)

class CifarLike:
    def __init__(self, n, seed):
        r = np.random.default_rng(seed)
        self.y = r.integers(0, 10, n).astype(np.int32)
        self.x = (r.normal(0, 1, (n, 3, 32, 32)) + self.y[:, None, None, None] * 0.1).astype(np.float32)
    def __getitem__(self, i):
        return self.x[i], self.y[i]
    def __len__(self):
        return len(self.y)

train = ds.GeneratorDataset(CifarLike(1024, 0), ["image", "label"], shuffle=True).batch(32, drop_remainder=True)
for batch in train.create_dict_iterator(num_epochs=1):
    print(f"batch image {batch['image'].shape} label {batch['label'].shape}")
    break
net = LeNet()
model = Model(net, nn.CrossEntropyLoss(), nn.SGD(net.trainable_params(), learning_rate=0.01, momentum=0.9),
              metrics={"acc": Accuracy()})
model.train(2, train, callbacks=[LossMonitor(8)], dataset_sink_mode=False)
