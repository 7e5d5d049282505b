# Feature-pyramid CNN; intermediate maps cached on the cell for a perceptual loss (PyTorch habit: self.feats.append in forward).
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)

class Encoder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.blocks = nn.CellList([
            nn.SequentialCell(nn.Conv2d(3, 16, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2)),
            nn.SequentialCell(nn.Conv2d(16, 32, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2)),
            nn.SequentialCell(nn.Conv2d(32, 64, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2)),
        ])
        self.head = nn.Dense(64, 10)
        self.feats = []

    def construct(self, x):
        self.feats = []
        for blk in self.blocks:
            x = blk(x)
            self.feats.append(x)
        return self.head(x.mean(axis=(2, 3)))

class PerceptualLoss(nn.Cell):
    def __init__(self, enc):
        super().__init__()
        self.enc = enc
        self.ce = nn.CrossEntropyLoss()

    def construct(self, img, target_img, label):
        logits = self.enc(img)
        f_pred = self.enc.feats
        self.enc(target_img)
        f_tgt = self.enc.feats
        perc = 0.0
        for a, b in zip(f_pred, f_tgt):
            perc = perc + ops.mse_loss(a, b)
        return self.ce(logits, label) + 0.1 * perc

enc = Encoder()
net = nn.TrainOneStepCell(PerceptualLoss(enc), nn.Adam(enc.trainable_params(), 1e-3))
rng = np.random.default_rng(0)
for step in range(5):
    img = Tensor(rng.normal(size=(8, 3, 32, 32)).astype(np.float32))
    tgt = Tensor(rng.normal(size=(8, 3, 32, 32)).astype(np.float32))
    lab = Tensor(rng.integers(0, 10, 8).astype(np.int32))
    print(f"step {step} loss {net(img, tgt, lab).asnumpy():.4f}")
