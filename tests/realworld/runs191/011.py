"""Electricity load forecasting: LSTM over hourly load + calendar features (ported from a PyTorch Lightning notebook)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)
WIN, HORIZON = 48, 1

hours = np.arange(24 * 120)
load = (50 + 10 * np.sin(2 * np.pi * hours / 24) + 5 * np.sin(2 * np.pi * hours / (24 * 7))
        + np.random.default_rng(0).normal(0, 1, hours.size)).astype(np.float32)
hour_of_day = (hours % 24).astype(np.int32)
day_of_week = ((hours // 24) % 7).astype(np.int32)

class LoadWindows:
    def __init__(self, start, stop):
        self.idx = np.arange(start, stop - WIN - HORIZON)
    def __len__(self):
        return len(self.idx)
    def __getitem__(self, i):
        s = self.idx[i]
        return (load[s:s + WIN], hour_of_day[s:s + WIN], day_of_week[s:s + WIN],
                load[s + WIN:s + WIN + HORIZON])

cols = ["load", "hour", "dow", "target"]
train_ds = ds.GeneratorDataset(LoadWindows(0, 24 * 100), cols, shuffle=True).batch(64, drop_remainder=True)

class Forecaster(nn.Cell):
    def __init__(self):
        super().__init__()
        self.lstm = nn.LSTM(3, 32, batch_first=True)
        self.head = nn.Dense(32, HORIZON)
        self.mean, self.std = float(load.mean()), float(load.std())
    def construct(self, load, hour, dow):
        x = ops.stack([(load - self.mean) / self.std, hour / 23.0, dow], axis=-1)   # (B, WIN, 3)
        out, _ = self.lstm(x)
        return self.head(out[:, -1]) * self.std + self.mean

class WithLoss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.loss = nn.MSELoss()
    def construct(self, load, hour, dow, target):
        return self.loss(self.net(load, hour, dow), target)

net = Forecaster()
model = Model(WithLoss(net), optimizer=nn.Adam(net.trainable_params(), 1e-3))
print(f"train windows: {train_ds.get_dataset_size()} batches")
model.train(3, train_ds, callbacks=[LossMonitor(10)], dataset_sink_mode=False)
