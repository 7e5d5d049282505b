"""1-D U-Net-style denoiser for sensor signals, ported from PyTorch. The decoder walks the skip
connections from the deepest level up, as the torch forward did with reversed(self.up_blocks)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(6)
rs = np.random.RandomState(6)
L, CH = 64, 16

class ConvBlock(nn.Cell):
    def __init__(self, cin, cout):
        super().__init__()
        self.conv = nn.Conv1d(cin, cout, 3, pad_mode="same")
        self.bn = nn.BatchNorm1d(cout) if False else nn.Identity()
        self.act = nn.ReLU()

    def construct(self, x):
        return self.act(self.conv(x))

class UNet1D(nn.Cell):
    def __init__(self, depth=3):
        super().__init__()
        chans = [CH * 2 ** i for i in range(depth)]
        self.stem = ConvBlock(1, CH)
        self.down_blocks = nn.CellList([ConvBlock(c, c * 2) for c in chans])
        self.pool = nn.MaxPool1d(2, 2)
        self.up_blocks = nn.CellList([ConvBlock(c * 4, c) for c in chans])
        self.out = nn.Conv1d(CH, 1, 1)

    def construct(self, x):
        h = self.stem(x)
        skips = []
        for blk in self.down_blocks:
            skips.append(h)
            h = self.pool(blk(h))
        for blk, skip in zip(reversed(self.up_blocks), reversed(skips)):
            h = ops.interpolate(h, size=(skip.shape[-1],), mode="nearest")
            h = blk(ops.cat((h, ops.tile(skip, (1, 2, 1))), axis=1))
        return self.out(h)

t = np.linspace(0, 1, L, dtype=np.float32)
clean = np.stack([np.sin(2 * np.pi * rs.uniform(1, 5) * t + rs.uniform(0, 6)) for _ in range(512)])[:, None, :].astype(np.float32)
noisy = (clean + 0.3 * rs.randn(*clean.shape)).astype(np.float32)
train = ds.NumpySlicesDataset({"noisy": noisy, "clean": clean}, shuffle=True).batch(32)

net = UNet1D()
opt = nn.Adam(net.trainable_params(), learning_rate=2e-3)
train_step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), opt)
train_step.set_train()
for epoch in range(1, 4):
    losses = [train_step(b["noisy"], b["clean"]).asnumpy() for b in train.create_dict_iterator()]
    print(f"epoch {epoch}: mse {np.mean(losses):.5f}")
