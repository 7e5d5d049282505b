"""Denoising autoencoder in GRAPH_MODE; the output clamp was written with numpy."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
rng = np.random.default_rng(0)
X = rng.uniform(size=(256, 64)).astype(np.float32)
train_ds = ds.NumpySlicesDataset({"x": X}, shuffle=True).batch(32)

class AutoEncoder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.enc = nn.SequentialCell(nn.Dense(64, 32), nn.ReLU(), nn.Dense(32, 8))
        self.dec = nn.SequentialCell(nn.Dense(8, 32), nn.ReLU(), nn.Dense(32, 64))
    def construct(self, x):
        noisy = x + 0.1 * ms.ops.randn_like(x)
        out = self.dec(self.enc(noisy))
        return np.clip(out, 0.0, 1.0)

net = AutoEncoder()
loss_net = nn.WithLossCell(net, nn.MSELoss())
train_net = nn.TrainOneStepCell(loss_net, nn.Adam(net.trainable_params(), 1e-3))
train_net.set_train()
for epoch in range(3):
    for step, (x,) in enumerate(train_ds.create_tuple_iterator()):
        loss = train_net(x, x)
        print(f"epoch {epoch} step {step} loss {loss}")
