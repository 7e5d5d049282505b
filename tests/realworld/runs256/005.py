"""LeNet-5 on 32x32 digit images, ported from the PyTorch tutorial model.
Trained with Model.train + callbacks in GRAPH mode."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, TimeMonitor, CheckpointConfig, ModelCheckpoint

ms.set_device("CPU")
ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(7)


class LeNet5(nn.Cell):
    def __init__(self, num_classes=10):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 6, 5)
        self.conv2 = nn.Conv2d(6, 16, 5)
        self.pool = nn.MaxPool2d(kernel_size=2, stride=2)
        self.relu = nn.ReLU()
        self.flatten = nn.Flatten()
        self.fc1 = nn.Dense(16 * 5 * 5, 120)
        self.fc2 = nn.Dense(120, 84)
        self.fc3 = nn.Dense(84, num_classes)

    def construct(self, x):
        x = self.pool(self.relu(self.conv1(x)))
        x = self.pool(self.relu(self.conv2(x)))
        x = self.flatten(x)
        x = self.relu(self.fc1(x))
        x = self.relu(self.fc2(x))
        return self.fc3(x)


def digits(n=2048, seed=0):
    rng = np.random.default_rng(seed)
    labels = rng.integers(0, 10, size=n).astype(np.int32)
    images = rng.normal(0, 0.3, size=(n, 1, 32, 32)).astype(np.float32)
    for i, c in enumerate(labels):
        images[i, 0, 2 + 2 * c: 6 + 2 * c, 4:28] += 1.0
    return images, labels


images, labels = digits()
train_ds = ds.NumpySlicesDataset({"image": images, "label": labels}, shuffle=True).batch(64, drop_remainder=True)

net = LeNet5()
loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Momentum(net.trainable_params(), learning_rate=0.01, momentum=0.9)
model = Model(net, loss_fn=loss, optimizer=opt, metrics={"accuracy"})

ckpt_cfg = CheckpointConfig(save_checkpoint_steps=32, keep_checkpoint_max=2)
ckpt_cb = ModelCheckpoint(prefix="lenet", directory="./ckpt_lenet", config=ckpt_cfg)
print("train batches:", train_ds.get_dataset_size())
model.train(5, train_ds, callbacks=[LossMonitor(8), TimeMonitor(), ckpt_cb], dataset_sink_mode=False)
