"""Sine-wave regression with a small GRU, custom PyNative training loop, checkpoint save and reload."""
import os
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)

def make_windows(n=800, L=20):
    t = np.linspace(0, 60, n + L + 1)
    s = np.sin(t) + 0.05 * np.random.default_rng(0).normal(size=t.shape)
    x = np.stack([s[i:i + L] for i in range(n)])[..., None].astype(np.float32)
    y = s[L:L + n, None].astype(np.float32)
    return x, y

class Forecaster(nn.Cell):
    def __init__(self, hidden=32):
        super().__init__()
        self.gru = nn.GRU(1, hidden, batch_first=True)
        self.out = nn.Dense(hidden, 1)
    def construct(self, x):
        h, _ = self.gru(x)
        return self.out(h[:, -1])

x, y = make_windows()
net = Forecaster()
opt = nn.Adam(net.trainable_params(), 1e-2)
loss_fn = nn.MSELoss()
grad_fn = ms.value_and_grad(lambda a, b: loss_fn(net(a), b), None, opt.parameters)

step = 0
for epoch in range(3):
    perm = np.random.default_rng(epoch).permutation(len(x))
    for i in range(0, len(x), 64):
        idx = perm[i:i + 64]
        loss, grads = grad_fn(ms.Tensor(x[idx]), ms.Tensor(y[idx]))
        opt(grads)
        step += 1
        if step % 5 == 0:
            print(f"epoch {epoch} step {step:3d} loss {float(loss.asnumpy()):.5f}", flush=True)

os.makedirs("ckpt_011", exist_ok=True)
ms.save_checkpoint(net, "ckpt_011/forecaster.ckpt")
restored = Forecaster()
not_loaded, _ = ms.load_param_into_net(restored, ms.load_checkpoint("ckpt_011/forecaster.ckpt"))
mse = float(loss_fn(restored(ms.Tensor(x[-100:])), ms.Tensor(y[-100:])).asnumpy())
print(f"reloaded checkpoint, params not loaded: {not_loaded}, holdout mse {mse:.5f}")
