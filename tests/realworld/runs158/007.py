"""ESPCN-style x2 super-resolution on random image patches (ported from a PyTorch example).
The sub-pixel head ends with a conv followed by PixelShuffle."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(11)

UPSCALE = 2
PATCH = 24


class PatchSource:
    def __init__(self, n=96):
        rng = np.random.default_rng(11)
        base = rng.random((n, 3, PATCH // 4, PATCH // 4), dtype=np.float32)
        self.hr = np.repeat(np.repeat(base, 4 * UPSCALE, axis=2), 4 * UPSCALE, axis=3).astype(np.float32)
        self.lr = self.hr[:, :, ::UPSCALE, ::UPSCALE].copy()

    def __getitem__(self, i):
        return self.lr[i], self.hr[i]

    def __len__(self):
        return len(self.lr)


class ESPCN(nn.Cell):
    def __init__(self, upscale, channels=3):
        super().__init__()
        self.body = nn.SequentialCell(
            nn.Conv2d(channels, 64, 5, pad_mode="same"), nn.Tanh(),
            nn.Conv2d(64, 32, 3, pad_mode="same"), nn.Tanh(),
        )
        # sub-pixel conv: one output map per colour channel and upscale step
        self.head = nn.Conv2d(32, channels * upscale, 3, pad_mode="same")
        self.shuffle = nn.PixelShuffle(upscale)

    def construct(self, x):
        return ops.sigmoid(self.shuffle(self.head(self.body(x))))


src = PatchSource()
print(f"lr patch {src.lr.shape[1:]}, hr patch {src.hr.shape[1:]}")
train_ds = ds.GeneratorDataset(src, ["lr", "hr"], shuffle=True).batch(16)
net = ESPCN(UPSCALE)
loss_fn = nn.MSELoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
train_net = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), opt)

for epoch in range(3):
    for step, (lr, hr) in enumerate(train_ds.create_tuple_iterator()):
        loss = train_net(lr, hr)
    psnr = 10 * np.log10(1.0 / float(loss.asnumpy()))
    print(f"===> Epoch {epoch}: loss {float(loss.asnumpy()):.5f}  PSNR {psnr:.2f} dB")
