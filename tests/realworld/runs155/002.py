"""Tabular MLP (ported from a torch tutorial) trained with Model.train and the usual callbacks."""
import os
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import LossMonitor, TimeMonitor, ModelCheckpoint, CheckpointConfig, Accuracy

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(1)
rng = np.random.default_rng(1)

N_FEAT, N_CLS = 16, 4
centers = rng.normal(0, 3, size=(N_CLS, N_FEAT)).astype(np.float32)


def make_split(n):
    y = rng.integers(0, N_CLS, size=n).astype(np.int32)
    x = (centers[y] + rng.normal(0, 1, size=(n, N_FEAT))).astype(np.float32)
    return x, y


class TabularSet:
    def __init__(self, n):
        self.x, self.y = make_split(n)

    def __getitem__(self, i):
        return self.x[i], self.y[i]

    def __len__(self):
        return len(self.y)


def build(n, shuffle):
    d = ds.GeneratorDataset(TabularSet(n), ["features", "label"], shuffle=shuffle)
    return d.batch(32, drop_remainder=True)


train_ds, val_ds = build(1024, True), build(256, False)

net = nn.SequentialCell(nn.Dense(N_FEAT, 64), nn.ReLU(), nn.Dense(64, 64), nn.ReLU(), nn.Dense(64, N_CLS))
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
model = ms.Model(net, loss_fn, opt, metrics={"acc": Accuracy()})

ckpt_dir = "./ckpt_002"
os.makedirs(ckpt_dir, exist_ok=True)
config = CheckpointConfig(save_checkpoint_steps=32, keep_checkpoint_max=2)
callbacks = [TimeMonitor(data_size=train_ds.get_dataset_size()), LossMonitor(8),
             ModelCheckpoint(prefix="mlp", directory=ckpt_dir, config=config)]

steps = train_ds.get_dataset_size()
print(f"train steps/epoch={steps} val steps={val_ds.get_dataset_size()}")
for epoch in range(1, 4):
    model.train(1, train_ds, callbacks=callbacks, dataset_sink_mode=False)
    res = model.eval(val_ds, dataset_sink_mode=False)
    print(f"epoch {epoch}: val_acc={res['acc']:.4f}")
print("saved:", sorted(os.listdir(ckpt_dir)))
