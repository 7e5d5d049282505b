# Gradient inspection port. The torch model returned (logits, loss) and the loop did
#   logits, loss = model(x, labels); loss.backward()
# In MindSpore we use value_and_grad(..., has_aux=True) so the logits come back as an auxiliary output.
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(11)

class Classifier(nn.Cell):
    def __init__(self, d_in=24, n_cls=3):
        super().__init__()
        self.body = nn.SequentialCell(nn.Dense(d_in, 64), nn.ReLU(), nn.Dense(64, n_cls))
        self.loss_fn = nn.CrossEntropyLoss()

    def construct(self, x, labels):
        logits = self.body(x)
        loss = self.loss_fn(logits, labels)
        return logits, loss            # same order as the original torch module

model = Classifier()
opt = nn.Adam(model.trainable_params(), learning_rate=5e-3)
grad_fn = ms.value_and_grad(model, None, opt.parameters, has_aux=True)

rng = np.random.default_rng(11)
centers = rng.normal(size=(3, 24)) * 2
def batch(n=48):
    y = rng.integers(0, 3, size=n)
    x = centers[y] + rng.normal(size=(n, 24))
    return ms.Tensor(x.astype(np.float32)), ms.Tensor(y.astype(np.int32))

for step in range(100):
    x, y = batch()
    (logits, loss), grads = grad_fn(x, y)
    opt(grads)
    if step % 10 == 0 or step == 99:
        gnorm = float(ops.sqrt(sum((g ** 2).sum() for g in grads)).asnumpy())
        acc = float((logits.argmax(-1) == y).astype(ms.float32).mean().asnumpy())
        print(f"step {step:3d} loss {float(loss.asnumpy()):.4f} acc {acc:.3f} grad_norm {gnorm:.4f}")
