# Healthy: GRAPH_MODE Model.train, checkpoint saved with ms.save_checkpoint(net), reloaded strictly
# into a fresh network and fine-tuned further (torch save/load_state_dict round trip)
import os
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(3)

class SmallCNN(nn.Cell):
    def __init__(self, num_classes=4):
        super().__init__()
        self.features = nn.SequentialCell(
            nn.Conv2d(1, 8, 3, pad_mode="pad", padding=1, has_bias=True), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(8, 16, 3, pad_mode="pad", padding=1, has_bias=True), nn.ReLU(), nn.MaxPool2d(2, 2))
        self.flatten = nn.Flatten()
        self.fc = nn.Dense(16 * 4 * 4, num_classes)
    def construct(self, x):
        return self.fc(self.flatten(self.features(x)))

rng = np.random.default_rng(0)
def make_data(n):
    y = rng.integers(0, 4, n).astype(np.int32)
    x = rng.normal(0, 1.0, (n, 1, 16, 16)).astype(np.float32)
    for i, c in enumerate(y):       # class = which quadrant is bright
        r, col = divmod(int(c), 2)
        x[i, 0, r * 8:(r + 1) * 8, col * 8:(col + 1) * 8] += 0.25
    return x, y
xtr, ytr = make_data(1024)
xva, yva = make_data(128)
def loaders():
    return (ds.NumpySlicesDataset({"image": xtr, "label": ytr}, shuffle=True).batch(32),
            ds.NumpySlicesDataset({"image": xva, "label": yva}, shuffle=False).batch(64))
train_ds, val_ds = loaders()

net = SmallCNN()
loss = nn.CrossEntropyLoss()
model = ms.Model(net, loss, nn.Momentum(net.trainable_params(), 0.02, 0.9), metrics={"acc", "loss"})
model.train(3, train_ds, callbacks=[ms.LossMonitor(16)], dataset_sink_mode=False)
print("eval after stage 1:", model.eval(val_ds, dataset_sink_mode=False))
os.makedirs("ckpt_022", exist_ok=True)
ms.save_checkpoint(net, "ckpt_022/stage1.ckpt")

net2 = SmallCNN()
not_loaded, unused = ms.load_param_into_net(net2, ms.load_checkpoint("ckpt_022/stage1.ckpt"), strict_load=True)
print("not loaded:", not_loaded, "unused:", unused)
train_ds, val_ds = loaders()
model2 = ms.Model(net2, loss, nn.Momentum(net2.trainable_params(), 0.005, 0.9), metrics={"acc", "loss"})
print("eval reloaded:", model2.eval(val_ds, dataset_sink_mode=False))
model2.train(2, train_ds, callbacks=[ms.LossMonitor(16)], dataset_sink_mode=False)
print("eval after stage 2:", model2.eval(val_ds, dataset_sink_mode=False))
