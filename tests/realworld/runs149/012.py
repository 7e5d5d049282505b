"""Tabular model with a Gaussian-rank (probit) input transform; run in bfloat16 like the HF reference (torch_dtype=bf16)."""
import math
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_seed(12)
ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
DTYPE = ms.bfloat16            # reference used torch.bfloat16 to halve memory

class ProbitTransform(nn.Cell):
    """Map uniform quantiles u in (0,1) to standard normal: sqrt(2) * erfinv(2u - 1)."""
    def construct(self, u):
        u = ops.clamp(u, 1e-3, 1 - 1e-3)
        return math.sqrt(2.0) * ops.erfinv(2 * u - 1)

class TabNet(nn.Cell):
    def __init__(self, d_in=12, n_cls=3):
        super().__init__()
        self.probit = ProbitTransform()
        self.mlp = nn.SequentialCell(nn.Dense(d_in, 64, dtype=DTYPE), nn.GELU(),
                                     nn.Dense(64, n_cls, dtype=DTYPE))
    def construct(self, u):
        return self.mlp(self.probit(u))

def quantile_features(x):
    ranks = x.argsort(0).argsort(0)
    return ((ranks + 0.5) / len(x)).astype(np.float32)

rng = np.random.default_rng(12)
raw = rng.lognormal(size=(600, 12))
y = (np.log(raw[:, 0]) + np.log(raw[:, 1]) > 0).astype(np.int32) + (np.log(raw[:, 2]) > 1).astype(np.int32)
U = quantile_features(raw)

net = TabNet()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3, weight_decay=0.01)
loss_fn = nn.CrossEntropyLoss()
def forward(u, t):
    return loss_fn(net(u).astype(ms.float32), t)
grad_fn = ms.value_and_grad(forward, None, opt.parameters)

for epoch in range(3):
    perm = rng.permutation(len(U))
    for i in range(0, len(U), 64):
        b = perm[i:i + 64]
        loss, grads = grad_fn(ms.Tensor(U[b], DTYPE), ms.Tensor(y[b]))
        opt(grads)
    print(f"epoch {epoch}: loss {float(loss.asnumpy()):.4f}")
