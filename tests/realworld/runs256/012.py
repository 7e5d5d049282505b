"""Small CNN on synthetic 1x28x28 digits with Model.train in GRAPH mode:
LossMonitor, TimeMonitor, ModelCheckpoint, then eval and reload of the best checkpoint."""
import os
import glob
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, TimeMonitor, CheckpointConfig, ModelCheckpoint

ms.set_device("CPU")
ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(8)


def digits(n, seed):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, 10, size=n).astype(np.int32)
    x = rng.normal(0, 0.4, size=(n, 1, 28, 28)).astype(np.float32)
    for i, c in enumerate(y):
        x[i, 0, 2 * c + 2: 2 * c + 6, 3:25] += 1.0
    return x, y


x_tr, y_tr = digits(3000, 0)
x_te, y_te = digits(600, 1)
train_ds = ds.NumpySlicesDataset({"image": x_tr, "label": y_tr}, shuffle=True).batch(50, drop_remainder=True)
test_ds = ds.NumpySlicesDataset({"image": x_te, "label": y_te}, shuffle=False).batch(100)


class CNN(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 8, 3, pad_mode="valid")
        self.conv2 = nn.Conv2d(8, 16, 3, pad_mode="valid")
        self.pool = nn.MaxPool2d(2, 2)
        self.relu = nn.ReLU()
        self.flatten = nn.Flatten()
        self.fc = nn.Dense(16 * 5 * 5, 10)

    def construct(self, x):
        x = self.pool(self.relu(self.conv1(x)))
        x = self.pool(self.relu(self.conv2(x)))
        return self.fc(self.flatten(x))


net = CNN()
loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Momentum(net.trainable_params(), learning_rate=0.02, momentum=0.9)
model = Model(net, loss_fn=loss, optimizer=opt, metrics={"accuracy", "loss"})

os.makedirs("ckpt_cnn", exist_ok=True)
for f in glob.glob("ckpt_cnn/*"):
    os.remove(f)
ckpt_cb = ModelCheckpoint(prefix="cnn", directory="ckpt_cnn",
                          config=CheckpointConfig(save_checkpoint_steps=60, keep_checkpoint_max=3))
print("train batches:", train_ds.get_dataset_size())
model.train(4, train_ds, callbacks=[LossMonitor(20), TimeMonitor(), ckpt_cb], dataset_sink_mode=False)
print("eval:", model.eval(test_ds, dataset_sink_mode=False))

last = sorted(glob.glob("ckpt_cnn/*.ckpt"), key=os.path.getmtime)[-1]
fresh = CNN()
not_loaded, _ = ms.load_param_into_net(fresh, ms.load_checkpoint(last))
print("reloaded", last, "params not loaded:", not_loaded)
print("eval reloaded:", Model(fresh, loss_fn=loss, metrics={"accuracy"}).eval(test_ds, dataset_sink_mode=False))
