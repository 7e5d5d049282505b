"""Residual MLP-Mixer-like regressor with long skips, trained with Model.train in GRAPH_MODE."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)


class Block(nn.Cell):
    def __init__(self, dim):
        super().__init__()
        self.norm = nn.LayerNorm((dim,))
        self.ff = nn.SequentialCell(nn.Dense(dim, 4 * dim), nn.GELU(), nn.Dense(4 * dim, dim))

    def construct(self, x):
        return x + self.ff(self.norm(x))


class DeepRegressor(nn.Cell):
    def __init__(self, in_dim=8, dim=32, depth=6):
        super().__init__()
        self.inp = nn.Dense(in_dim, dim)
        self.blocks = nn.CellList([Block(dim) for _ in range(depth)])
        self.out = nn.Dense(dim, 1)

    def construct(self, x):
        h = self.inp(x)
        x0 = h
        for i, blk in enumerate(self.blocks):
            h = blk(h)
            if i in {1, 3}:          # long skip from the stem after block 2 and 4 (as in the torch version)
                h = h + x0
        return self.out(h)


rng = np.random.default_rng(0)
X = rng.normal(size=(1024, 8)).astype(np.float32)
y = (np.sin(X[:, :1]) + X[:, 1:2] * X[:, 2:3]).astype(np.float32)
train_ds = ds.NumpySlicesDataset({"x": X, "y": y}, shuffle=True).batch(64)
net = DeepRegressor()
model = Model(net, nn.MSELoss(), nn.Adam(net.trainable_params(), 1e-3))
model.train(4, train_ds, callbacks=[LossMonitor(4)], dataset_sink_mode=False)
