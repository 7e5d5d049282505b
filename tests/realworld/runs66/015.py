# NaN/Inf guard ported from the torch loop:
#   if not torch.isfinite(loss).all(): print("non-finite loss, skipping batch"); continue
# MindSpore has amp.all_finite, so the check was written with it.
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from mindspore.amp import all_finite

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(4)

class RateModel(nn.Cell):
    def __init__(self):
        super().__init__()
        self.mlp = nn.SequentialCell(nn.Dense(6, 32), nn.ReLU(), nn.Dense(32, 1))
    def construct(self, x):
        return self.mlp(x).squeeze(-1)

net = RateModel()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-2)
def forward(x, y):
    pred = net(x)
    return ops.mean((ops.log1p(ops.relu(pred)) - ops.log1p(y)) ** 2)
grad_fn = ms.value_and_grad(forward, None, opt.parameters)

rng = np.random.default_rng(4)
skipped = 0
for step in range(40):
    x = rng.normal(size=(16, 6)).astype(np.float32)
    y = np.abs(x @ np.arange(1, 7, dtype=np.float32)).astype(np.float32)
    if step % 10 == 0:
        print(f"step {step}: batch y range [{y.min():.2f}, {y.max():.2f}]")
    loss, grads = grad_fn(ms.Tensor(x), ms.Tensor(y))
    if not all_finite(loss):                  # torch.isfinite(loss).all()
        skipped += 1
        print(f"step {step}: non-finite loss, skipping batch")
        continue
    opt(grads)
    if step % 10 == 0:
        print(f"step {step} loss {loss.asnumpy():.4f}")
print(f"skipped {skipped} batches")
