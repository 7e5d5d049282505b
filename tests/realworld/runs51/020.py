# Parity check of a ported encoder attention with padding against HF reference outputs.
# torch code: scores.masked_fill(key_padding_mask[:, None, None, :], float('-inf')) with key_padding_mask = attention_mask == 0
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE)
rng = np.random.default_rng(20)
B, S, H = 3, 8, 16

class MaskedAttention(nn.Cell):
    def __init__(self):
        super().__init__()
        self.q = nn.Dense(H, H); self.k = nn.Dense(H, H); self.v = nn.Dense(H, H)
    def construct(self, x, attention_mask):
        key_padding_mask = attention_mask.astype(ms.bool_)        # HF tokenizer mask: 1 = real token
        scores = ops.matmul(self.q(x), self.k(x).swapaxes(1, 2)) / (H ** 0.5)
        scores = scores.masked_fill(key_padding_mask[:, None, :], float(np.finfo(np.float32).min))
        return ops.matmul(ops.softmax(scores, axis=-1), self.v(x))

net = MaskedAttention()
ws = {}
for n in "qkv":
    ws[f"{n}.weight"] = rng.normal(0, 0.3, (H, H)).astype(np.float32)
    ws[f"{n}.bias"] = rng.normal(0, 0.1, H).astype(np.float32)
ms.load_param_into_net(net, {k: ms.Parameter(ms.Tensor(v), name=k) for k, v in ws.items()}, strict_load=True)

x = rng.normal(0, 1, (B, S, H)).astype(np.float32)
attention_mask = np.ones((B, S), np.int32); attention_mask[1, 5:] = 0; attention_mask[2, 3:] = 0

def hf_ref(x, am):
    q, k, v = (x @ ws[f"{n}.weight"].T + ws[f"{n}.bias"] for n in "qkv")
    s = q @ k.transpose(0, 2, 1) / np.sqrt(H)
    s = np.where((am == 0)[:, None, :], -np.inf, s)
    p = np.exp(s - s.max(-1, keepdims=True)); p /= p.sum(-1, keepdims=True)
    return p @ v

ref = hf_ref(x, attention_mask)
out = net(ms.Tensor(x), ms.Tensor(attention_mask)).asnumpy()
for b in range(B):
    print(f"sample {b} (real tokens {attention_mask[b].sum()}): max abs diff {np.abs(out[b] - ref[b]).max():.5f}")
valid = attention_mask.astype(bool)
print(f"max abs diff on real-token positions: {np.abs(out - ref)[valid].max():.5f}")
print("allclose on real tokens:", np.allclose(out[valid], ref[valid], atol=1e-5))
