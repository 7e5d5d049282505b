# Tiny U-Net style segmentation net ported from PyTorch; the decoder upsamples with
# F.interpolate(x, scale_factor=2, mode="bilinear", align_corners=False) -> ops.interpolate
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(0)


def conv_block(cin, cout):
    return nn.SequentialCell(nn.Conv2d(cin, cout, 3, pad_mode="pad", padding=1), nn.BatchNorm2d(cout), nn.ReLU(),
                             nn.Conv2d(cout, cout, 3, pad_mode="pad", padding=1), nn.BatchNorm2d(cout), nn.ReLU())


class TinyUNet(nn.Cell):
    def __init__(self, n_classes=3):
        super().__init__()
        self.enc1, self.enc2, self.mid = conv_block(3, 16), conv_block(16, 32), conv_block(32, 64)
        self.pool = nn.MaxPool2d(2, 2)
        self.dec2, self.dec1 = conv_block(64 + 32, 32), conv_block(32 + 16, 16)
        self.out = nn.Conv2d(16, n_classes, 1)

    def up(self, x):
        return ops.interpolate(x, scale_factor=2.0, mode="bilinear", align_corners=False)

    def construct(self, x):
        e1 = self.enc1(x)
        e2 = self.enc2(self.pool(e1))
        m = self.mid(self.pool(e2))
        d2 = self.dec2(ops.cat((self.up(m), e2), axis=1))
        d1 = self.dec1(ops.cat((self.up(d2), e1), axis=1))
        return self.out(d1)


rng = np.random.default_rng(0)
imgs = rng.normal(size=(64, 3, 32, 32)).astype(np.float32)
masks = (imgs[:, 0] > 0).astype(np.int32) + (imgs[:, 1] > 1).astype(np.int32)
train_ds = ds.NumpySlicesDataset({"image": imgs, "mask": masks}, shuffle=True).batch(8)

net = TinyUNet()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), 1e-3)

def forward_fn(x, m):
    logits = net(x)                                   # (B, C, H, W)
    return loss_fn(logits.transpose(0, 2, 3, 1).reshape(-1, 3), m.reshape(-1))

grad_fn = ms.value_and_grad(forward_fn, None, opt.parameters)
for epoch in range(3):
    net.set_train()
    for i, (x, m) in enumerate(train_ds.create_tuple_iterator()):
        loss, grads = grad_fn(x, m)
        opt(grads)
        if i % 4 == 0:
            print(f"epoch {epoch} iter {i} loss {loss.asnumpy():.4f}", flush=True)
