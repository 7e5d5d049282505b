"""Fashion-style image classifier ported from a PyTorch tutorial (CNN + flatten via view)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, Accuracy

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
ms.set_seed(0)

BATCH_SIZE = 32
NUM_TRAIN = 1000          # not a multiple of 32 -> last batch has 8 samples

def make_split(n, seed):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, 10, n).astype(np.int32)
    x = rng.normal(0, 1, (n, 1, 28, 28)).astype(np.float32)
    x[np.arange(n), 0, y * 2, :] += 3.0     # class-dependent stripe
    return x, y

class SmallCNN(nn.Cell):
    def __init__(self, batch_size, num_classes=10):
        super().__init__()
        self.batch_size = batch_size
        self.conv1 = nn.Conv2d(1, 16, 3, pad_mode="pad", padding=1)
        self.conv2 = nn.Conv2d(16, 32, 3, pad_mode="pad", padding=1)
        self.pool = nn.MaxPool2d(2, 2)
        self.relu = nn.ReLU()
        self.fc1 = nn.Dense(32 * 7 * 7, 128)
        self.fc2 = nn.Dense(128, num_classes)

    def construct(self, x):
        x = self.pool(self.relu(self.conv1(x)))
        x = self.pool(self.relu(self.conv2(x)))
        # torch: x = x.view(self.batch_size, -1)
        x = x.reshape(self.batch_size, -1)
        x = self.relu(self.fc1(x))
        return self.fc2(x)

x_tr, y_tr = make_split(NUM_TRAIN, 1)
train_ds = ds.NumpySlicesDataset({"image": x_tr, "label": y_tr}, shuffle=True)
train_ds = train_ds.batch(BATCH_SIZE)          # drop_remainder defaults to False
print(f"train batches per epoch: {train_ds.get_dataset_size()}")

net = SmallCNN(BATCH_SIZE)
loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Momentum(net.trainable_params(), learning_rate=0.01, momentum=0.9)
model = Model(net, loss_fn, opt, metrics={"acc": Accuracy()})
model.train(3, train_ds, callbacks=[LossMonitor(8)], dataset_sink_mode=False)
print("done")
