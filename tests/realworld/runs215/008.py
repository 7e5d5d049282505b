"""Pretrain a tabular encoder+head, save checkpoint, then load it into the refactored model class for evaluation."""
import os
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, ModelCheckpoint, CheckpointConfig

ms.set_seed(8)
ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")

rng = np.random.default_rng(8)
W = rng.normal(size=(16, 3))


def make(n):
    x = rng.normal(size=(n, 16)).astype(np.float32)
    y = (x @ W).argmax(axis=1).astype(np.int32)
    return x, y


xt, yt = make(2000)
xv, yv = make(500)
train = ds.NumpySlicesDataset({"x": xt, "y": yt}, shuffle=True).batch(64)
val = ds.NumpySlicesDataset({"x": xv, "y": yv}, shuffle=False).batch(100)


class TabNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.encoder = nn.SequentialCell(nn.Dense(16, 64), nn.ReLU(), nn.Dense(64, 64), nn.ReLU())
        self.head = nn.Dense(64, 3)

    def construct(self, x):
        return self.head(self.encoder(x))


class TabNetV2(nn.Cell):
    """Refactored: renamed sub-modules to match the HF-style naming used elsewhere."""
    def __init__(self):
        super().__init__()
        self.backbone = nn.SequentialCell(nn.Dense(16, 64), nn.ReLU(), nn.Dense(64, 64), nn.ReLU())
        self.classifier = nn.Dense(64, 3)

    def construct(self, x):
        return self.classifier(self.backbone(x))


loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
net = TabNet()
model = Model(net, loss, nn.Adam(net.trainable_params(), 3e-3), metrics={"acc"})
ckpt_cb = ModelCheckpoint(prefix="tabnet", directory="./ckpt_008", config=CheckpointConfig(save_checkpoint_steps=32, keep_checkpoint_max=1))
model.train(4, train, callbacks=[LossMonitor(16), ckpt_cb], dataset_sink_mode=False)
print("train-time eval:", model.eval(val, dataset_sink_mode=False))

ckpt = ckpt_cb.latest_ckpt_file_name
print("loading", os.path.basename(ckpt))
eval_net = TabNetV2()
param_dict = ms.load_checkpoint(ckpt)
ms.load_param_into_net(eval_net, param_dict, strict_load=False)
eval_model = Model(eval_net, loss, metrics={"acc", "loss"})
print("reloaded eval:", eval_model.eval(val, dataset_sink_mode=False))
