# Port of a small torch CNN (nn.Conv2d(in, out, kernel_size=3, stride=1, padding=1)) for 28x28 digits
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")

class SmallCNN(nn.Cell):
    def __init__(self, num_classes=10):
        super().__init__()
        self.features = nn.SequentialCell(
            nn.Conv2d(1, 16, kernel_size=3, stride=1, padding=1),
            nn.ReLU(),
            nn.MaxPool2d(kernel_size=2, stride=2),
            nn.Conv2d(16, 32, kernel_size=3, stride=1, padding=1),
            nn.ReLU(),
            nn.MaxPool2d(kernel_size=2, stride=2),
        )
        self.flatten = nn.Flatten()
        self.fc = nn.Dense(32 * 7 * 7, num_classes)

    def construct(self, x):
        return self.fc(self.flatten(self.features(x)))

images = np.random.rand(256, 1, 28, 28).astype(np.float32)
labels = np.random.randint(0, 10, 256).astype(np.int32)
train_ds = ds.NumpySlicesDataset({"image": images, "label": labels}, shuffle=True).batch(32)

net = SmallCNN()
model = ms.Model(net, nn.CrossEntropyLoss(), nn.Momentum(net.trainable_params(), 0.01, 0.9), metrics={"acc"})
model.train(2, train_ds, callbacks=[ms.LossMonitor(4)])
