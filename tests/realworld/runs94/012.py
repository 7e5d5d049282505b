"""1-D CNN on synthetic sensor windows with GeneratorDataset, map-based normalisation, Model.train + checkpoints."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, TimeMonitor, ModelCheckpoint, CheckpointConfig

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(3)
WIN, CH, CLS = 64, 3, 3


class SensorWindows:
    def __init__(self, n, seed):
        rng = np.random.default_rng(seed)
        self.y = rng.integers(0, CLS, size=n).astype(np.int32)
        t = np.linspace(0, 1, WIN)
        freqs = np.array([2.0, 5.0, 9.0])[self.y]
        base = np.sin(2 * np.pi * freqs[:, None] * t[None, :])
        self.x = (base[:, None, :] * 1.0 + 10.0 + rng.normal(0, 4.0, size=(n, CH, WIN))).astype(np.float32)

    def __getitem__(self, i):
        return self.x[i], self.y[i]

    def __len__(self):
        return len(self.y)


def normalise(x):
    return ((x - 10.0) / 3.0).astype(np.float32)


def pipeline(n, seed, shuffle):
    d = ds.GeneratorDataset(SensorWindows(n, seed), column_names=["signal", "label"], shuffle=shuffle)
    d = d.map(operations=normalise, input_columns=["signal"])
    return d.batch(32, drop_remainder=shuffle)


class Conv1dNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.net = nn.SequentialCell(
            nn.Conv1d(CH, 16, 5, pad_mode="same"), nn.ReLU(), nn.MaxPool1d(2, 2),
            nn.Conv1d(16, 32, 5, pad_mode="same"), nn.ReLU(), nn.MaxPool1d(2, 2),
            nn.Flatten(), nn.Dense(32 * WIN // 4, 64), nn.ReLU(), nn.Dense(64, CLS))

    def construct(self, x):
        return self.net(x)


train_ds, val_ds = pipeline(960, 0, True), pipeline(192, 1, False)
net = Conv1dNet()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
model = Model(net, nn.CrossEntropyLoss(), opt, metrics={"accuracy"})
ckpt_cb = ModelCheckpoint(prefix="conv1d", directory="/home/user/project/ckpt_012",
                          config=CheckpointConfig(save_checkpoint_steps=30, keep_checkpoint_max=2))
model.train(4, train_ds, callbacks=[LossMonitor(10), TimeMonitor(), ckpt_cb], dataset_sink_mode=False)
print(f"validation: {model.eval(val_ds, dataset_sink_mode=False)}", flush=True)
