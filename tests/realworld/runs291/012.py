# Parity check of a ported BERT feed-forward block (BertIntermediate + BertOutput) against a NumPy
# re-implementation of the PyTorch reference (same weights), before starting fine-tuning.
import math
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")

HIDDEN, INTER, EPS = 128, 512, 1e-12
rng = np.random.default_rng(0)
W1 = rng.normal(0, 0.02 * 20, (INTER, HIDDEN)).astype(np.float32)
b1 = rng.normal(0, 0.1, INTER).astype(np.float32)
W2 = rng.normal(0, 0.02 * 5, (HIDDEN, INTER)).astype(np.float32)
b2 = np.zeros(HIDDEN, np.float32)

# ---------- NumPy reference (torch.nn.functional semantics) ----------
_erf = np.vectorize(math.erf)
def ref_gelu(x):
    return 0.5 * x * (1.0 + _erf(x / math.sqrt(2.0)))

def ref_layer_norm(x, eps):
    mu = x.mean(-1, keepdims=True)
    var = x.var(-1, keepdims=True)
    return (x - mu) / np.sqrt(var + eps)

def ref_ffn(h):
    inter = ref_gelu(h @ W1.T + b1)
    out = inter @ W2.T + b2
    return ref_layer_norm(out + h, EPS)

# ---------- MindSpore port ----------
class BertIntermediate(nn.Cell):
    def __init__(self):
        super().__init__()
        self.dense = nn.Dense(HIDDEN, INTER)
        self.intermediate_act_fn = nn.GELU(approximate=False)
    def construct(self, hidden_states):
        return self.intermediate_act_fn(self.dense(hidden_states))

class BertOutput(nn.Cell):
    def __init__(self):
        super().__init__()
        self.dense = nn.Dense(INTER, HIDDEN)
        self.LayerNorm = nn.LayerNorm((HIDDEN,), epsilon=EPS)
    def construct(self, hidden_states, input_tensor):
        return self.LayerNorm(self.dense(hidden_states) + input_tensor)

class BertFFN(nn.Cell):
    def __init__(self):
        super().__init__()
        self.intermediate = BertIntermediate()
        self.output = BertOutput()
    def construct(self, h):
        return self.output(self.intermediate(h), h)

net = BertFFN()
net.intermediate.dense.weight.set_data(Tensor(W1))
net.intermediate.dense.bias.set_data(Tensor(b1))
net.output.dense.weight.set_data(Tensor(W2))
net.output.dense.bias.set_data(Tensor(b2))
net.set_train(False)

for batch in range(3):
    h = np.random.default_rng(100 + batch).normal(size=(4, 16, HIDDEN)).astype(np.float32)
    ms_out = net(Tensor(h)).asnumpy()
    ref_out = ref_ffn(h.astype(np.float64))
    diff = np.abs(ms_out - ref_out)
    print(f"batch {batch}: out shape {ms_out.shape} max_abs_diff {diff.max():.6e} mean_abs_diff {diff.mean():.6e} "
          f"allclose(atol=1e-4) {np.allclose(ms_out, ref_out, atol=1e-4)}")
inter_ms = net.intermediate(Tensor(h)).asnumpy()
inter_ref = ref_gelu((h @ W1.T + b1).astype(np.float64))
print(f"intermediate: max_abs_diff {np.abs(inter_ms - inter_ref).max():.6e}")
print("parity check done")
