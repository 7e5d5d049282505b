# GRAPH_MODE training of a small CNN with the high-level Model API, then checkpoint save/reload and eval.
import os
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, TimeMonitor, Accuracy

ms.set_device("CPU")
ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(21)
rng = np.random.default_rng(21)

H = W = 12
CLASSES = 3


def make(n):
    y = rng.integers(0, CLASSES, n)
    x = rng.normal(0, 1.0, (n, 1, H, W)).astype(np.float32)
    for i, c in enumerate(y):
        if c == 0:
            x[i, 0, :, 4:8] += 0.5      # vertical bar
        elif c == 1:
            x[i, 0, 4:8, :] += 0.5      # horizontal bar
        else:
            x[i, 0, 3:9, 3:9] -= 0.5    # dark square
    return x, y.astype(np.int32)


xtr, ytr = make(960)
xva, yva = make(240)
train_ds = ds.NumpySlicesDataset({"image": xtr, "label": ytr}, shuffle=True).batch(32, drop_remainder=True)
val_ds = ds.NumpySlicesDataset({"image": xva, "label": yva}, shuffle=False).batch(40)


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 8, 3, pad_mode="same", has_bias=True)
        self.conv2 = nn.Conv2d(8, 16, 3, pad_mode="same", has_bias=True)
        self.relu = nn.ReLU()
        self.pool = nn.MaxPool2d(2, 2)
        self.flatten = nn.Flatten()
        self.fc = nn.Dense(16 * 3 * 3, CLASSES)

    def construct(self, x):
        x = self.pool(self.relu(self.conv1(x)))
        x = self.pool(self.relu(self.conv2(x)))
        return self.fc(self.flatten(x))


net = Net()
loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Momentum(net.trainable_params(), learning_rate=0.01, momentum=0.9)
model = Model(net, loss_fn=loss_fn, optimizer=opt, metrics={"acc": Accuracy()})

print(f"train steps/epoch: {train_ds.get_dataset_size()}")
model.train(4, train_ds, callbacks=[LossMonitor(10), TimeMonitor()], dataset_sink_mode=False)
res = model.eval(val_ds, dataset_sink_mode=False)
print(f"eval after training: {res}")

ckpt = "cnn_final.ckpt"
ms.save_checkpoint(net, ckpt)
net2 = Net()
not_loaded, _ = ms.load_param_into_net(net2, ms.load_checkpoint(ckpt))
print(f"reloaded {ckpt}, params not loaded: {not_loaded}")
model2 = Model(net2, loss_fn=loss_fn, metrics={"acc": Accuracy()})
print(f"eval after reload: {model2.eval(val_ds, dataset_sink_mode=False)}")
os.remove(ckpt)
