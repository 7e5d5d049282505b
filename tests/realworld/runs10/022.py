# healthy twin: the same attention with the 2-D tokenizer mask expanded to (batch, 1, 1, seq) as the HF wrapper did.
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
print("hidden", h.shape, "attention_mask", mask[:, None, None, :].shape)
out = SelfAttention()(h, Tensor(mask[:, None, None, :]))
print("output", out.shape, "mean", float(out.mean().asnumpy()))
