# Validation accuracy ported from the HF Trainer compute_metrics: preds = logits.argmax(dim=-1) with mindspore.mint
import numpy as np
import mindspore as ms
from mindspore import nn, mint

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)
rng = np.random.default_rng(0)
X = rng.standard_normal((512, 20)).astype(np.float32)
W = rng.standard_normal((20, 3)).astype(np.float32)
Y = (X @ W).argmax(1).astype(np.int32)
Xtr, Ytr, Xva, Yva = X[:448], Y[:448], X[448:], Y[448:]

net = nn.SequentialCell(nn.Dense(20, 64), nn.ReLU(), nn.Dense(64, 3))
opt = nn.Adam(net.trainable_params(), 3e-3)
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)


def evaluate():
    logits = net(ms.Tensor(Xva))
    preds = mint.argmax(logits, dim=-1)
    return float((preds == ms.Tensor(Yva)).astype(ms.float32).mean().asnumpy())


for epoch in range(3):
    for i in range(0, 448, 32):
        loss, grads = grad_fn(ms.Tensor(Xtr[i:i + 32]), ms.Tensor(Ytr[i:i + 32]))
        opt(grads)
    print(f"epoch {epoch} train loss {loss.asnumpy():.4f}", flush=True)
    print(f"epoch {epoch} val accuracy {evaluate():.4f}", flush=True)
