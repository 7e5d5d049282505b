"""Gradient accumulation (torch-style: accumulate 4 micro-batches, then step) with
weight-decay parameter groups (no decay on biases / LayerNorm), as in the HF recipe."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)
ACCUM = 4

class Classifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.proj = nn.Dense(32, 64)
        self.norm = nn.LayerNorm((64,))
        self.out = nn.Dense(64, 5)
    def construct(self, x):
        return self.out(ops.gelu(self.norm(self.proj(x))))

net = Classifier()
params = net.trainable_params()
decay = [p for p in params if p.name.endswith("weight")]
no_decay = [p for p in params if not p.name.endswith("weight")]
group_params = [{"params": decay, "weight_decay": 0.01}, {"params": no_decay, "weight_decay": 0.0}]
optimizer = nn.Adam(group_params, learning_rate=1e-3)

loss_fn = nn.CrossEntropyLoss()
def forward(x, y):
    return loss_fn(net(x), y) / ACCUM
grad_fn = ms.value_and_grad(forward, None, params)

rng = np.random.default_rng(0)
x = rng.normal(size=(256, 32)).astype(np.float32)
y = rng.integers(0, 5, 256).astype(np.int32)
loader = ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=True).batch(8, drop_remainder=True)

accum = None
for epoch in range(2):
    for i, (xb, yb) in enumerate(loader.create_tuple_iterator()):
        loss, grads = grad_fn(xb, yb)
        accum = grads if accum is None else tuple(a + g for a, g in zip(accum, grads))
        if (i + 1) % ACCUM == 0:
            optimizer(accum)
            accum = None
            print(f"epoch {epoch} update {(i + 1) // ACCUM} loss {loss.asnumpy() * ACCUM:.4f}", flush=True)
