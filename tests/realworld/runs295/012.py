# Port of a torch CNN (Conv2d padding=0 -> pad_mode="valid") trained with ms.Model on synthetic 32x32 images
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_seed(0)

class SmallCNN(nn.Cell):
    def __init__(self, num_classes=4):
        super().__init__()
        self.conv1 = nn.Conv2d(3, 16, 3, pad_mode="valid", has_bias=True)
        self.conv2 = nn.Conv2d(16, 32, 3, pad_mode="valid", has_bias=True)
        self.pool = nn.MaxPool2d(2, 2)
        self.relu = nn.ReLU()
        self.flatten = nn.Flatten()
        self.fc1 = nn.Dense(32 * 6 * 6, 64)
        self.fc2 = nn.Dense(64, num_classes)
    def construct(self, x):
        x = self.pool(self.relu(self.conv1(x)))
        x = self.pool(self.relu(self.conv2(x)))
        return self.fc2(self.relu(self.fc1(self.flatten(x))))

rng = np.random.default_rng(0)
labels = rng.integers(0, 4, 1024).astype(np.int32)
images = rng.normal(0, 1, (1024, 3, 32, 32)).astype(np.float32)
for c in range(4):  # class-dependent bright quadrant
    r, q = divmod(c, 2)
    images[labels == c, :, r * 16:(r + 1) * 16, q * 16:(q + 1) * 16] += 1.0
train = ds.NumpySlicesDataset((images[:896], labels[:896]), column_names=["image", "label"], shuffle=True).batch(64)
val = ds.NumpySlicesDataset((images[896:], labels[896:]), column_names=["image", "label"], shuffle=False).batch(64)

net = SmallCNN()
opt = nn.Momentum(net.trainable_params(), 0.01, 0.9)
model = ms.Model(net, nn.CrossEntropyLoss(), opt, metrics={"acc"})
print("steps per epoch:", train.get_dataset_size())
for epoch in range(3):
    model.train(1, train, callbacks=[ms.train.LossMonitor(7)])
    print(f"epoch {epoch} eval: {model.eval(val)}")
