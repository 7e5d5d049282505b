# Parity check of a ported BERT-style FFN block against the PyTorch reference implementation
# (reference re-implemented in numpy from torch semantics: nn.Linear -> nn.GELU() -> nn.Linear -> LayerNorm).
import numpy as np
from math import erf
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
H, I = 64, 256
rng = np.random.default_rng(0)
W1 = rng.normal(0, 0.5, (I, H)).astype(np.float32); b1 = rng.normal(0, 0.5, I).astype(np.float32)
W2 = rng.normal(0, 0.05, (H, I)).astype(np.float32); b2 = np.zeros(H, np.float32)

class FFN(nn.Cell):
    def __init__(self):
        super().__init__()
        self.dense_in = nn.Dense(H, I)
        self.act = nn.GELU()
        self.dense_out = nn.Dense(I, H)
        self.norm = nn.LayerNorm((H,), epsilon=1e-12)
    def construct(self, x):
        return self.norm(x + self.dense_out(self.act(self.dense_in(x))))

net = FFN()
ms.load_param_into_net(net, {"dense_in.weight": ms.Parameter(ms.Tensor(W1)), "dense_in.bias": ms.Parameter(ms.Tensor(b1)),
                             "dense_out.weight": ms.Parameter(ms.Tensor(W2)), "dense_out.bias": ms.Parameter(ms.Tensor(b2))})
net.set_train(False)

verf = np.vectorize(erf)
def torch_reference(x):
    h = x @ W1.T + b1
    h = 0.5 * h * (1.0 + verf(h / np.sqrt(2.0)))
    y = x + h @ W2.T + b2
    mu = y.mean(-1, keepdims=True); var = y.var(-1, keepdims=True)
    return ((y - mu) / np.sqrt(var + 1e-12)).astype(np.float32)

for batch in range(5):
    x = rng.normal(0, 1, (8, 16, H)).astype(np.float32)
    out_ms = net(ms.Tensor(x)).asnumpy()
    out_ref = torch_reference(x)
    diff = np.abs(out_ms - out_ref)
    print(f"batch {batch}: max_abs_diff={diff.max():.3e} mean_abs_diff={diff.mean():.3e} "
          f"allclose(atol=1e-5)={np.allclose(out_ms, out_ref, atol=1e-5)}")
