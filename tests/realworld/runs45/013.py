# Hand-written SGD step ported from torch:
#     with torch.no_grad():
#         for p in model.parameters():
#             p -= lr * p.grad
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)

class LogReg(nn.Cell):
    def __init__(self, d=20, c=3):
        super().__init__()
        self.linear = nn.Dense(d, c)
    def construct(self, x):
        return self.linear(x)

model = LogReg()
loss_fn = nn.CrossEntropyLoss()
params = model.trainable_params()
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(model(x), y), None, params)

rng = np.random.default_rng(0)
W_true = rng.normal(size=(20, 3))
X = rng.normal(size=(512, 20)).astype(np.float32)
Y = (X @ W_true).argmax(-1).astype(np.int32)
lr = 0.5
for epoch in range(8):
    perm = rng.permutation(512)
    losses = []
    for i in range(0, 512, 64):
        idx = perm[i:i + 64]
        loss, grads = grad_fn(ms.Tensor(X[idx]), ms.Tensor(Y[idx]))
        for p, g in zip(params, grads):
            p = p - lr * g
        losses.append(loss.asnumpy())
    acc = (model(ms.Tensor(X)).asnumpy().argmax(-1) == Y).mean()
    print(f"epoch {epoch} loss {np.mean(losses):.4f} acc {acc:.3f}")
