"""Tiny U-Net style segmentation model, ported from a PyTorch notebook."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_seed(0)
ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")


def conv_block(cin, cout):
    return nn.SequentialCell(
        nn.Conv2d(cin, cout, 3, pad_mode="same"), nn.BatchNorm2d(cout), nn.ReLU(),
        nn.Conv2d(cout, cout, 3, pad_mode="same"), nn.BatchNorm2d(cout), nn.ReLU())


class TinyUNet(nn.Cell):
    def __init__(self, in_ch=3, n_classes=2, base=8):
        super().__init__()
        self.enc1 = conv_block(in_ch, base)
        self.enc2 = conv_block(base, base * 2)
        self.pool = nn.MaxPool2d(2, 2)
        self.bott = conv_block(base * 2, base * 4)
        self.dec2 = conv_block(base * 4 + base * 2, base * 2)
        self.dec1 = conv_block(base * 2 + base, base)
        self.head = nn.Conv2d(base, n_classes, 1)

    def up_to(self, x, skip):
        # F.interpolate(x, size=skip.shape[2:], mode="bilinear", align_corners=False)
        return ops.interpolate(x, size=skip.shape[3:], mode="bilinear", align_corners=False)

    def construct(self, x):
        e1 = self.enc1(x)
        e2 = self.enc2(self.pool(e1))
        b = self.bott(self.pool(e2))
        d2 = self.dec2(ops.cat((self.up_to(b, e2), e2), axis=1))
        d1 = self.dec1(ops.cat((self.up_to(d2, e1), e1), axis=1))
        return self.head(d1)


def make_data(n=32, size=32):
    rng = np.random.default_rng(0)
    imgs = rng.normal(size=(n, 3, size, size)).astype(np.float32)
    masks = (imgs.mean(axis=1) > 0).astype(np.int32)
    return ds.NumpySlicesDataset({"image": imgs, "mask": masks}, shuffle=True).batch(8, drop_remainder=True)


net = TinyUNet()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)


def forward(img, mask):
    logits = net(img)                       # (B, C, H, W)
    logits = logits.transpose(0, 2, 3, 1).reshape(-1, 2)
    return loss_fn(logits, mask.reshape(-1))


grad_fn = ms.value_and_grad(forward, None, opt.parameters)
train_ds = make_data()
print(f"train batches: {train_ds.get_dataset_size()}")
for epoch in range(2):
    net.set_train()
    for step, (img, mask) in enumerate(train_ds.create_tuple_iterator()):
        loss, grads = grad_fn(img, mask)
        opt(grads)
        print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}")
print("done")
