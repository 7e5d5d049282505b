# Tiny 1-D U-Net denoiser ported from a diffusers-style torch module (down blocks store skips,
# up blocks pop them in reverse order). Training step compiled in GRAPH_MODE.
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")

class Block(nn.Cell):
    def __init__(self, dim):
        super().__init__()
        self.proj = nn.Dense(dim, dim)
        self.act = nn.SiLU()
    def construct(self, x):
        return self.act(self.proj(x))

class TinyUNet(nn.Cell):
    def __init__(self, dim=32, depth=3):
        super().__init__()
        self.inp = nn.Dense(16, dim)
        self.down_blocks = nn.CellList([Block(dim) for _ in range(depth)])
        self.up_blocks = nn.CellList([Block(dim) for _ in range(depth)])
        self.out = nn.Dense(dim, 16)
    def construct(self, x):
        h = self.inp(x)
        skips = []
        for block in self.down_blocks:
            h = block(h)
            skips.append(h)
        for block in reversed(self.up_blocks):
            h = block(h + skips.pop())
        return self.out(h)

net = TinyUNet()
loss_fn = nn.MSELoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
train_step = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), opt)

rng = np.random.default_rng(0)
clean = rng.normal(size=(256, 16)).astype(np.float32)
for step in range(50):
    idx = rng.integers(0, 256, 32)
    noisy = clean[idx] + 0.3 * rng.normal(size=(32, 16)).astype(np.float32)
    loss = train_step(ms.Tensor(noisy), ms.Tensor(clean[idx]))
    if step % 10 == 0:
        print(f"step {step} loss {float(loss):.4f}")
