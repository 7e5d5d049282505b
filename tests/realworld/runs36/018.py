# Parity check of a ported BERT intermediate/output block against outputs saved from the HF PyTorch
# model (hidden_act "gelu" = exact erf GELU in torch). The port uses mindspore nn.GELU(), whose default
# is approximate=True (tanh approximation). The reference below is computed with the exact erf formula
# from the same weights, standing in for the saved torch outputs.
import math
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

np.random.seed(0)
H, I = 64, 256
W1 = (np.random.randn(I, H) * 0.6).astype(np.float32); b1 = np.zeros(I, np.float32)
W2 = (np.random.randn(H, I) * 0.1).astype(np.float32); b2 = np.zeros(H, np.float32)

class BertFFN(nn.Cell):
    def __init__(self):
        super().__init__()
        self.intermediate = nn.Dense(H, I)
        self.act = nn.GELU()                   # torch: nn.GELU() (exact)
        self.output = nn.Dense(I, H)
    def construct(self, x):
        return self.output(self.act(self.intermediate(x)))

net = BertFFN()
ms.load_param_into_net(net, {"intermediate.weight": ms.Parameter(Tensor(W1)), "intermediate.bias": ms.Parameter(Tensor(b1)),
                             "output.weight": ms.Parameter(Tensor(W2)), "output.bias": ms.Parameter(Tensor(b2))})
x = np.random.randn(4, 32, H).astype(np.float32)
erf = np.vectorize(math.erf)
h = x @ W1.T + b1
ref = (0.5 * h * (1.0 + erf(h / math.sqrt(2.0)))).astype(np.float32) @ W2.T + b2   # HF torch output
out = net(Tensor(x)).asnumpy()
print(f"parity vs HF reference: max_abs_diff {np.abs(out - ref).max():.4e}")
np.testing.assert_allclose(out, ref, rtol=1e-4, atol=1e-4)
print("parity OK")
