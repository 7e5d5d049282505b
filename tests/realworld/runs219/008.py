# Small ResNet-style CNN on generated 3-class images; features and labels come from two .npy
# arrays, loaded as two datasets and zipped (the torch version used TensorDataset(x, y)).
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
ms.set_seed(7)

rng = np.random.default_rng(0)
def make_split(n):
    y = rng.integers(0, 3, n).astype(np.int32)
    x = 0.8 * rng.standard_normal((n, 1, 16, 16)).astype(np.float32)
    for i, c in enumerate(y):       # class 0: horizontal bar, 1: vertical bar, 2: centre blob
        if c == 0: x[i, 0, 7:9, :] += 1.5
        elif c == 1: x[i, 0, :, 7:9] += 1.5
        else: x[i, 0, 5:11, 5:11] += 1.0
    return x, y

x_train, y_train = make_split(1536)
x_val, y_val = make_split(512)

def loader(x, y, batch_size, shuffle):
    images = ds.NumpySlicesDataset(x, column_names=["image"], shuffle=shuffle)
    labels = ds.NumpySlicesDataset(y, column_names=["label"])
    return ds.zip((images, labels)).batch(batch_size, drop_remainder=True)

class Block(nn.Cell):
    def __init__(self, c):
        super().__init__()
        self.conv1 = nn.Conv2d(c, c, 3, pad_mode="pad", padding=1)
        self.bn1 = nn.BatchNorm2d(c)
        self.conv2 = nn.Conv2d(c, c, 3, pad_mode="pad", padding=1)
        self.bn2 = nn.BatchNorm2d(c)
        self.relu = nn.ReLU()
    def construct(self, x):
        return self.relu(x + self.bn2(self.conv2(self.relu(self.bn1(self.conv1(x))))))

class SmallResNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.stem = nn.SequentialCell(nn.Conv2d(1, 16, 3, pad_mode="pad", padding=1), nn.BatchNorm2d(16), nn.ReLU())
        self.blocks = nn.SequentialCell(Block(16), nn.MaxPool2d(2, 2), Block(16))
        self.head = nn.SequentialCell(nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Dense(16, 3))
    def construct(self, x):
        return self.head(self.blocks(self.stem(x)))

train_ds = loader(x_train, y_train, 64, shuffle=True)
val_ds = loader(x_val, y_val, 128, shuffle=False)
net = SmallResNet()
model = ms.Model(net, nn.CrossEntropyLoss(), nn.Momentum(net.trainable_params(), 0.05, 0.9), metrics={"accuracy"})
for epoch in range(4):
    model.train(1, train_ds, callbacks=[ms.LossMonitor(12)])
    print(f"epoch {epoch + 1} val:", model.eval(val_ds))
