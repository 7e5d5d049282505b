# Small image classifier ported from torch (Conv2d without padding): pad_mode="valid" and has_bias=True
# set explicitly, trained a few epochs with Model.train.
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor, Accuracy

ms.set_seed(0)
np.random.seed(0)
ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")

class SmallCNN(nn.Cell):
    def __init__(self, num_classes=4):
        super().__init__()
        self.conv1 = nn.Conv2d(3, 8, 3, pad_mode="valid", has_bias=True)
        self.conv2 = nn.Conv2d(8, 16, 3, pad_mode="valid", has_bias=True)
        self.relu = nn.ReLU()
        self.pool = nn.MaxPool2d(kernel_size=2, stride=2)
        self.flatten = nn.Flatten()
        self.fc = nn.Dense(16 * 6 * 6, num_classes)
    def construct(self, x):
        x = self.pool(self.relu(self.conv1(x)))
        x = self.pool(self.relu(self.conv2(x)))
        return self.fc(self.flatten(x))

N = 256
labels = np.random.randint(0, 4, N).astype(np.int32)
images = np.random.rand(N, 3, 32, 32).astype(np.float32) * 0.2
for i, l in enumerate(labels):
    images[i, l % 3, (l // 3) * 16:(l // 3) * 16 + 16, :] += 0.8
train = ds.NumpySlicesDataset({"image": images, "label": labels}, shuffle=True).batch(32)
net = SmallCNN()
model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), learning_rate=3e-3), metrics={"acc": Accuracy()})
model.train(4, train, callbacks=[LossMonitor(4)], dataset_sink_mode=False)
print("eval:", model.eval(ds.NumpySlicesDataset({"image": images, "label": labels}, shuffle=False).batch(64),
                          dataset_sink_mode=False))
