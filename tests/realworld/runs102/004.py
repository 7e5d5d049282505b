"""Fashion-style small CNN on synthetic 1x16x16 images: Model.train with checkpointing,
then reload the last checkpoint into a fresh network and evaluate."""
import glob
import os
import numpy as np
import mindspore as ms
from mindspore import nn
from mindspore.train import Model, CheckpointConfig, ModelCheckpoint, LossMonitor, Accuracy
import mindspore.dataset as ds

ms.set_seed(4)
np.random.seed(4)
ms.set_context(mode=ms.GRAPH_MODE)

NCLS = 3
protos = np.random.rand(NCLS, 1, 16, 16).astype(np.float32)


def split(n):
    y = np.random.randint(0, NCLS, n).astype(np.int32)
    x = protos[y] + 0.3 * np.random.randn(n, 1, 16, 16).astype(np.float32)
    return x, y


class SmallCNN(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 8, 3, pad_mode="same")
        self.bn1 = nn.BatchNorm2d(8)
        self.pool = nn.MaxPool2d(2, 2)
        self.flatten = nn.Flatten()
        self.fc = nn.Dense(8 * 8 * 8, NCLS)
        self.relu = nn.ReLU()

    def construct(self, x):
        return self.fc(self.flatten(self.pool(self.relu(self.bn1(self.conv1(x))))))


xtr, ytr = split(960)
xva, yva = split(240)
train_ds = ds.NumpySlicesDataset({"image": xtr, "label": ytr}, shuffle=True).batch(32, drop_remainder=True)
val_ds = ds.NumpySlicesDataset({"image": xva, "label": yva}, shuffle=False).batch(32)

net = SmallCNN()
loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Momentum(net.trainable_params(), learning_rate=0.02, momentum=0.9)
model = Model(net, loss, opt, metrics={"acc": Accuracy()})

os.makedirs("ckpt_004", exist_ok=True)
cfg = CheckpointConfig(save_checkpoint_steps=30, keep_checkpoint_max=2)
ckpt_cb = ModelCheckpoint(prefix="cnn", directory="ckpt_004", config=cfg)
model.train(3, train_ds, callbacks=[LossMonitor(10), ckpt_cb], dataset_sink_mode=False)
print("val:", model.eval(val_ds, dataset_sink_mode=False))

last = ckpt_cb.latest_ckpt_file_name
print("reloading", last)
fresh = SmallCNN()
not_loaded, unused = ms.load_param_into_net(fresh, ms.load_checkpoint(last))
print("param_not_load:", not_loaded)
fresh_model = Model(fresh, loss, metrics={"acc": Accuracy()})
print("reloaded val:", fresh_model.eval(val_ds, dataset_sink_mode=False))
