"""Tabular classifier trained with Model.train + callbacks; checkpoints every epoch."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor, TimeMonitor, ModelCheckpoint, CheckpointConfig

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(42)

rng = np.random.default_rng(42)
N, F, C = 640, 20, 4
W = rng.normal(size=(F, C)).astype(np.float32)
X = rng.normal(size=(N, F)).astype(np.float32)
Y = np.argmax(X @ W + 0.1 * rng.normal(size=(N, C)), axis=1).astype(np.int32)


def make_ds(x, y, bs, shuffle):
    d = ds.NumpySlicesDataset({"features": x, "label": y}, shuffle=shuffle)
    return d.batch(bs, drop_remainder=True)


train_ds = make_ds(X[:512], Y[:512], 32, True)
val_ds = make_ds(X[512:], Y[512:], 32, False)


class MLP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.body = nn.SequentialCell(
            nn.Dense(F, 64), nn.ReLU(), nn.Dropout(p=0.1),
            nn.Dense(64, 64), nn.ReLU(),
            nn.Dense(64, C))

    def construct(self, x):
        return self.body(x)


net = MLP()
loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Adam(net.trainable_params(), learning_rate=3e-3)
model = Model(net, loss_fn, opt, metrics={"acc", "loss"})

ck_cfg = CheckpointConfig(save_checkpoint_steps=train_ds.get_dataset_size(), keep_checkpoint_max=2)
ckpt_cb = ModelCheckpoint(prefix="mlp", directory="./ckpt_002", config=ck_cfg)
model.fit(5, train_ds, val_ds, callbacks=[LossMonitor(16), TimeMonitor(), ckpt_cb],
          dataset_sink_mode=False)
print("final eval:", model.eval(val_ds, dataset_sink_mode=False))
