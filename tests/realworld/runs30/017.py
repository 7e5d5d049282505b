# Parity check of the ported BERT intermediate block against activations dumped from the PyTorch run
# (the reference here is recomputed in numpy exactly as torch.nn.GELU() / nn.Linear compute it)
import math
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
rng = np.random.default_rng(42)
hidden, inter = 64, 256
w1 = rng.normal(0, 0.5, (inter, hidden)).astype(np.float32); b1 = rng.normal(0, 0.1, inter).astype(np.float32)
w2 = rng.normal(0, 0.5, (hidden, inter)).astype(np.float32); b2 = rng.normal(0, 0.1, hidden).astype(np.float32)
x = rng.normal(0, 1, (4, 8, hidden)).astype(np.float32)

# --- reference (PyTorch, hidden_act="gelu") ---
erf = np.vectorize(math.erf)
h = x @ w1.T + b1
h = 0.5 * h * (1.0 + erf(h / math.sqrt(2.0)))
ref = (h @ w2.T + b2).astype(np.float32)

# --- MindSpore port ---
class Intermediate(nn.Cell):
    def __init__(self):
        super().__init__()
        self.dense_in = nn.Dense(hidden, inter)
        self.act = nn.GELU()
        self.dense_out = nn.Dense(inter, hidden)
    def construct(self, x):
        return self.dense_out(self.act(self.dense_in(x)))

net = Intermediate()
ms.load_param_into_net(net, {"dense_in.weight": ms.Parameter(ms.Tensor(w1)), "dense_in.bias": ms.Parameter(ms.Tensor(b1)),
                             "dense_out.weight": ms.Parameter(ms.Tensor(w2)), "dense_out.bias": ms.Parameter(ms.Tensor(b2))})
out = net(ms.Tensor(x)).asnumpy()
diff = np.abs(out - ref)
print(f"max abs diff {diff.max():.6e}  mean abs diff {diff.mean():.6e}")
np.testing.assert_allclose(out, ref, rtol=1e-5, atol=1e-5, err_msg="MindSpore output differs from the PyTorch reference")
print("parity OK")
