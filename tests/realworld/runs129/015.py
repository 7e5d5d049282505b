"""Iterative refinement decoder (ported from a PyTorch model) trained in GRAPH_MODE."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")

class Refiner(nn.Cell):
    """Refines a coarse estimate for up to `max_iter` steps, stops early when the update is small."""
    def __init__(self, dim=16, max_iter=4, tol=1e-3):
        super().__init__()
        self.encoder = nn.Dense(dim, 32)
        self.update = nn.Dense(32 + 1, 1)
        self.max_iter, self.tol = max_iter, tol
    def construct(self, x):
        h = ops.tanh(self.encoder(x))
        est = ops.zeros((x.shape[0], 1), x.dtype)
        for _ in range(self.max_iter):
            delta = self.update(ops.concat((h, est), axis=1))
            est = est + delta
            if ops.abs(delta).max() < self.tol:
                break
        else:
            est = est * 1.0   # no early exit: keep the last estimate
        return est

rng = np.random.default_rng(0)
x = rng.normal(size=(256, 16)).astype(np.float32)
y = x[:, :4].sum(1, keepdims=True).astype(np.float32)
train_ds = ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=True).batch(32)

net = Refiner()
model = Model(net, nn.MSELoss(), nn.Adam(net.trainable_params(), 1e-3))
model.train(3, train_ds, callbacks=[LossMonitor(4)], dataset_sink_mode=False)
