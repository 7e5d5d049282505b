"""Tiny U-Net for binary segmentation of synthetic blobs, ported from a PyTorch implementation
(torch.nn.Upsample(scale_factor=2, mode='bilinear', align_corners=False) in the decoder)."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops
from mindspore.train import Model, LossMonitor

ms.set_seed(0)


def conv_block(cin, cout):
    return nn.SequentialCell([
        nn.Conv2d(cin, cout, 3, pad_mode="pad", padding=1), nn.BatchNorm2d(cout), nn.ReLU(),
        nn.Conv2d(cout, cout, 3, pad_mode="pad", padding=1), nn.BatchNorm2d(cout), nn.ReLU()])


class UNet(nn.Cell):
    def __init__(self, c=8):
        super().__init__()
        self.enc1 = conv_block(1, c)
        self.enc2 = conv_block(c, 2 * c)
        self.pool = nn.MaxPool2d(2, 2)
        self.bottleneck = conv_block(2 * c, 4 * c)
        self.up = nn.Upsample(scale_factor=2, mode="bilinear", align_corners=False)
        self.dec2 = conv_block(4 * c + 2 * c, 2 * c)
        self.dec1 = conv_block(2 * c + c, c)
        self.head = nn.Conv2d(c, 1, 1)

    def construct(self, x):
        e1 = self.enc1(x)
        e2 = self.enc2(self.pool(e1))
        b = self.bottleneck(self.pool(e2))
        d2 = self.dec2(ops.cat((self.up(b), e2), axis=1))
        d1 = self.dec1(ops.cat((self.up(d2), e1), axis=1))
        return self.head(d1)


rng = np.random.default_rng(0)
N, H = 64, 32
yy, xx = np.mgrid[:H, :H]
imgs, masks = [], []
for _ in range(N):
    cy, cx, r = rng.integers(8, 24), rng.integers(8, 24), rng.integers(4, 8)
    m = ((yy - cy) ** 2 + (xx - cx) ** 2 < r ** 2).astype(np.float32)
    imgs.append(m + 0.3 * rng.normal(size=m.shape).astype(np.float32))
    masks.append(m)
data = ds.NumpySlicesDataset({"image": np.stack(imgs)[:, None], "mask": np.stack(masks)[:, None]}, shuffle=True).batch(8)

net = UNet()
model = Model(net, nn.BCEWithLogitsLoss(), nn.Adam(net.trainable_params(), 1e-3))
model.train(3, data, callbacks=[LossMonitor(4)], dataset_sink_mode=False)
