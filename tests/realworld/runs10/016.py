# Attention ported from a PyTorch model whose HF wrapper expanded attention_mask to (batch, 1, 1, seq) before the
# layer; the port passes the tokenizer's 2-D (batch, seq) mask straight into the additive-mask step.
import numpy as np, mindspore as ms
from mindspore import nn, ops, Tensor
ms.set_device("CPU")
B, S, NH, D = 2, 24, 4, 16
class SelfAttention(nn.Cell):
    def __init__(self):
        super().__init__()
        self.qkv = nn.Dense(NH * D, 3 * NH * D)
        self.o = nn.Dense(NH * D, NH * D)
    def construct(self, h, attention_mask):
        q, k, v = ops.split(self.qkv(h), NH * D, -1)
        q = q.reshape(B, S, NH, D).swapaxes(1, 2)
        k = k.reshape(B, S, NH, D).swapaxes(1, 2)
        v = v.reshape(B, S, NH, D).swapaxes(1, 2)
        scores = ops.matmul(q, k.swapaxes(-1, -2)) / D ** 0.5
        scores = scores + (1.0 - attention_mask) * -1e9
        out = ops.matmul(ops.softmax(scores, -1), v)
        return self.o(out.swapaxes(1, 2).reshape(B, S, NH * D))
lengths = np.array([24, 17])
mask = (np.arange(S)[None, :] < lengths[:, None]).astype(np.float32)
h = Tensor(np.random.default_rng(0).normal(size=(B, S, NH * D)).astype(np.float32))
print("hidden", h.shape, "attention_mask", mask.shape)
out = SelfAttention()(h, Tensor(mask))
print("output", out.shape)
