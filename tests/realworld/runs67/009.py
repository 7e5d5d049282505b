# Domain-adaptation head: torch code normalised the features with a running mean buffer and
# rebuilt the target with torch.tensor(feats) to "be safe" (UserWarning in torch, but the graph was kept
# through the head because feats was re-created only for the auxiliary branch). The port uses ms.Tensor(...) on
# the encoder output, which is fed to the classifier.
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(9)
rng = np.random.default_rng(9)

D, HID, C = 30, 16, 4
proj = rng.normal(size=(D, C))
x = rng.normal(size=(2000, D)).astype(np.float32)
y = (np.tanh(x @ proj) + 0.3 * rng.normal(size=(2000, C))).argmax(1).astype(np.int32)

class Model(nn.Cell):
    def __init__(self):
        super().__init__()
        self.encoder = nn.SequentialCell(nn.Dense(D, 64), nn.ReLU(), nn.Dense(64, HID))
        self.head = nn.Dense(HID, C)

    def construct(self, x):
        feats = self.encoder(x)
        feats = ms.Tensor(feats, dtype=ms.float32)     # torch: torch.tensor(feats, dtype=torch.float32)
        return self.head(feats)

model = Model()
opt = nn.Adam(model.trainable_params(), learning_rate=1e-3)
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda a, b: loss_fn(model(a), b), None, opt.parameters)

print("trainable params:", [p.name for p in opt.parameters])
for epoch in range(8):
    perm = rng.permutation(1600)
    losses = []
    for i in range(0, 1600, 32):
        idx = perm[i:i + 32]
        loss, grads = grad_fn(ms.Tensor(x[idx]), ms.Tensor(y[idx]))
        opt(grads)
        losses.append(float(loss.asnumpy()))
    enc_gnorm = float(sum((g ** 2).sum() for g in grads[:4]).sqrt().asnumpy())
    acc = (model(ms.Tensor(x[1600:])).argmax(1).asnumpy() == y[1600:]).mean()
    print(f"epoch {epoch} loss {np.mean(losses):.4f} val_acc {acc:.4f} encoder_grad_norm {enc_gnorm:.3e}")
