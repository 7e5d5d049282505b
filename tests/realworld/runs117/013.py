"""Univariate load forecasting with a 2-layer GRU. Windows are cut from the CSV series
with numpy and fed through GeneratorDataset (port of a torch Dataset/DataLoader)."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
WINDOW, HORIZON = 24, 1

t = np.arange(3000)
series = np.sin(2 * np.pi * t / 24) + 0.3 * np.sin(2 * np.pi * t / 168) + 0.05 * np.random.default_rng(0).normal(size=t.size)
series = (series - series.mean()) / series.std()   # float64, like pandas .values


class WindowDataset:
    def __init__(self, s):
        self.s = s

    def __len__(self):
        return len(self.s) - WINDOW - HORIZON

    def __getitem__(self, i):
        x = self.s[i:i + WINDOW][:, None]
        y = self.s[i + WINDOW:i + WINDOW + HORIZON]
        return x, y


class Forecaster(nn.Cell):
    def __init__(self):
        super().__init__()
        self.gru = nn.GRU(1, 32, num_layers=2, batch_first=True, dropout=0.1)
        self.head = nn.Dense(32, HORIZON)

    def construct(self, x):
        out, _ = self.gru(x)
        return self.head(out[:, -1])


loader = ds.GeneratorDataset(WindowDataset(series[:2400]), ["x", "y"], shuffle=True,
                             num_parallel_workers=2).batch(64, drop_remainder=True)
net = Forecaster()
opt = nn.Adam(net.trainable_params(), 1e-3)
mse = nn.MSELoss()
grad_fn = ms.value_and_grad(lambda x, y: mse(net(x), y), None, opt.parameters)
for epoch in range(3):
    losses = []
    for x, y in loader.create_tuple_iterator():
        loss, g = grad_fn(x, y)
        opt(g)
        losses.append(float(loss.asnumpy()))
    print(f"Epoch {epoch + 1}/3 - train_mse: {np.mean(losses):.5f}")
