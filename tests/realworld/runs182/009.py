"""Binary segmentation (FCN-style decoder) for synthetic blob masks.
Decoder adapted from a MindSpore 1.x model-zoo FCN/DeepLab head."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(12)


class ConvBNReLU(nn.SequentialCell):
    def __init__(self, cin, cout, stride=1):
        super().__init__([nn.Conv2d(cin, cout, 3, stride=stride, pad_mode="pad", padding=1, has_bias=False),
                          nn.BatchNorm2d(cout), nn.ReLU()])


class TinyFCN(nn.Cell):
    def __init__(self):
        super().__init__()
        self.enc1 = ConvBNReLU(3, 16)
        self.enc2 = ConvBNReLU(16, 32, stride=2)
        self.enc3 = ConvBNReLU(32, 64, stride=2)
        self.head = nn.Conv2d(64, 1, 1, has_bias=True)
        self.resize = nn.ResizeBilinear()       # model-zoo style upsampling layer

    def construct(self, x):
        h, w = x.shape[2], x.shape[3]
        f = self.enc3(self.enc2(self.enc1(x)))
        logits = self.head(f)
        return self.resize(logits, size=(h, w), align_corners=True)


def make_batch(rng, n=8, size=32):
    X = rng.normal(0, 0.2, (n, 3, size, size)).astype(np.float32)
    M = np.zeros((n, 1, size, size), np.float32)
    yy, xx = np.mgrid[:size, :size]
    for i in range(n):
        cy, cx, r = rng.integers(8, 24), rng.integers(8, 24), rng.integers(4, 8)
        blob = (yy - cy) ** 2 + (xx - cx) ** 2 < r ** 2
        M[i, 0][blob] = 1.0
        X[i, :, blob] += 0.8
    return X, M


net = TinyFCN()
loss_fn = nn.BCEWithLogitsLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=3e-3)
step = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), opt)
step.set_train()
rng = np.random.default_rng(12)
for it in range(30):
    X, M = make_batch(rng)
    loss = step(ms.Tensor(X), ms.Tensor(M))
    if it % 10 == 0:
        print(f"iter {it:3d}  bce {loss.asnumpy():.4f}")
