# Causal self-attention ported from HF GPT-Neo: masked scores use the dtype's minimum value
# (torch: mask_value = torch.finfo(attn_weights.dtype).min).
import math
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(5)

class CausalSelfAttention(nn.Cell):
    def __init__(self, dim=64, heads=4, max_pos=64):
        super().__init__()
        self.h, self.d = heads, dim // heads
        self.qkv = nn.Dense(dim, 3 * dim)
        self.proj = nn.Dense(dim, dim)
        self.bias = ms.Tensor(np.tril(np.ones((max_pos, max_pos), dtype=np.bool_)))

    def construct(self, x):
        b, t, c = x.shape
        q, k, v = ops.split(self.qkv(x), c, axis=2)
        q = q.view(b, t, self.h, self.d).swapaxes(1, 2)
        k = k.view(b, t, self.h, self.d).swapaxes(1, 2)
        v = v.view(b, t, self.h, self.d).swapaxes(1, 2)
        attn_weights = ops.matmul(q, k.swapaxes(-1, -2)) / math.sqrt(self.d)
        causal_mask = self.bias[:t, :t]
        mask_value = np.finfo(attn_weights.dtype).min
        attn_weights = ops.where(causal_mask, attn_weights, ms.Tensor(mask_value, attn_weights.dtype))
        attn = ops.softmax(attn_weights, axis=-1)
        return self.proj(ops.matmul(attn, v).swapaxes(1, 2).reshape(b, t, c))

class TinyLM(nn.Cell):
    def __init__(self, vocab=128, dim=64):
        super().__init__()
        self.emb = nn.Embedding(vocab, dim)
        self.attn = CausalSelfAttention(dim)
        self.ln = nn.LayerNorm((dim,))
        self.head = nn.Dense(dim, vocab)
    def construct(self, ids):
        h = self.emb(ids)
        h = h + self.attn(self.ln(h))
        return self.head(h)

model = TinyLM()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(model.trainable_params(), learning_rate=1e-3)
grad_fn = ms.value_and_grad(lambda ids: loss_fn(model(ids[:, :-1]).reshape(-1, 128), ids[:, 1:].reshape(-1)), None, opt.parameters)

rng = np.random.default_rng(0)
print("training tiny causal LM ...")
for step in range(20):
    ids = ms.Tensor(rng.integers(0, 128, (8, 33)), ms.int32)
    loss, grads = grad_fn(ids)
    opt(grads)
    print(f"step {step} loss {loss.asnumpy():.4f}")
