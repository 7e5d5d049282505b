# Parity check of a ported MLP block against the HF reference outputs (numpy re-implementation of the HF forward)
import math
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
np.random.seed(0)
hidden, inter = 64, 256
w1 = np.random.randn(inter, hidden).astype(np.float32) * 0.5
b1 = np.random.randn(inter).astype(np.float32) * 0.5
w2 = np.random.randn(hidden, inter).astype(np.float32) * 0.5
b2 = np.zeros(hidden, np.float32)
x = np.random.randn(4, 16, hidden).astype(np.float32)

# HF reference: hidden_act="gelu" -> exact erf GELU
erf = np.vectorize(math.erf)
def hf_mlp(x):
    h = x @ w1.T + b1
    h = 0.5 * h * (1.0 + erf(h / math.sqrt(2.0)))
    return h @ w2.T + b2
ref = hf_mlp(x)

class MLP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(hidden, inter)
        self.act = nn.GELU()           # ported as-is
        self.fc2 = nn.Dense(inter, hidden)
    def construct(self, x):
        return self.fc2(self.act(self.fc1(x)))

mlp = MLP()
mlp.fc1.weight.set_data(ms.Tensor(w1)); mlp.fc1.bias.set_data(ms.Tensor(b1))
mlp.fc2.weight.set_data(ms.Tensor(w2)); mlp.fc2.bias.set_data(ms.Tensor(b2))
out = mlp(ms.Tensor(x)).asnumpy()
diff = np.abs(out - ref)
print(f"reference (HF) mean={ref.mean():.6f} std={ref.std():.6f}")
print(f"mindspore      mean={out.mean():.6f} std={out.std():.6f}")
print(f"max abs diff={diff.max():.6e} mean abs diff={diff.mean():.6e} (tolerance 5e-4)")
assert diff.max() < 5e-4, f"MindSpore MLP output differs from HF reference: max abs diff {diff.max():.3e}"
