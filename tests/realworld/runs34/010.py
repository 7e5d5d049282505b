# Parity check of a Qwen2 attention port (MindSpore) against reference activations computed from the HF
# config. The rotary embedding was copied from the team's earlier Llama-2 port, which hard-codes
# base=10000.0; transformers' Qwen2Config carries rope_theta=1000000.0, which the port never reads.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from transformers import Qwen2Config

np.random.seed(0)
ms.set_context(mode=ms.PYNATIVE_MODE)

# config.json of the checkpoint (shrunk for the test; rope_theta as shipped with Qwen2)
hf_cfg = Qwen2Config.from_dict({"hidden_size": 256, "num_attention_heads": 4, "num_key_value_heads": 4,
                                "max_position_embeddings": 32768, "rope_theta": 1000000.0})
head_dim = hf_cfg.hidden_size // hf_cfg.num_attention_heads
seq = 1024
print(f"HF Qwen2Config: rope_theta={hf_cfg.rope_theta} head_dim={head_dim} seq={seq}")

def rotate_half_np(x):
    x1, x2 = x[..., : x.shape[-1] // 2], x[..., x.shape[-1] // 2:]
    return np.concatenate([-x2, x1], -1)

def reference_attention(q, k, v, theta):
    inv_freq = 1.0 / (theta ** (np.arange(0, head_dim, 2, dtype=np.float64) / head_dim))
    freqs = np.outer(np.arange(seq), inv_freq)
    emb = np.concatenate([freqs, freqs], -1)
    cos, sin = np.cos(emb), np.sin(emb)
    q = q * cos + rotate_half_np(q) * sin
    k = k * cos + rotate_half_np(k) * sin
    s = q @ k.transpose(0, 1, 3, 2) / np.sqrt(head_dim)
    s = s + np.triu(np.full((seq, seq), -1e9), 1)
    p = np.exp(s - s.max(-1, keepdims=True)); p /= p.sum(-1, keepdims=True)
    return p @ v

class RotaryEmbedding(nn.Cell):            # copied from the Llama-2 port
    def __init__(self, dim, max_pos, base=10000.0):
        super().__init__()
        inv_freq = 1.0 / (base ** (np.arange(0, dim, 2, dtype=np.float32) / dim))
        freqs = np.outer(np.arange(max_pos, dtype=np.float32), inv_freq)
        emb = np.concatenate([freqs, freqs], -1)
        self.cos = Tensor(np.cos(emb), ms.float32)
        self.sin = Tensor(np.sin(emb), ms.float32)
    def construct(self, x, seq_len):
        return x * self.cos[:seq_len] + self.rotate_half(x) * self.sin[:seq_len]
    def rotate_half(self, x):
        x1, x2 = ops.chunk(x, 2, -1)
        return ops.cat([-x2, x1], -1)

class Qwen2AttentionCore(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.rope = RotaryEmbedding(head_dim, cfg.max_position_embeddings)     # base not passed
    def construct(self, q, k, v):
        L = q.shape[2]
        q, k = self.rope(q, L), self.rope(k, L)
        s = ops.matmul(q, k.swapaxes(-1, -2)) / np.sqrt(head_dim)
        mask = Tensor(np.triu(np.full((L, L), -1e9, np.float32), 1))
        return ops.matmul(ops.softmax(s + mask, -1), v)

q = np.random.randn(1, 4, seq, head_dim).astype(np.float32)
k = q + 0.3 * np.random.randn(1, 4, seq, head_dim).astype(np.float32)
v = np.random.randn(1, 4, seq, head_dim).astype(np.float32)
ref = reference_attention(q.astype(np.float64), k.astype(np.float64), v.astype(np.float64), hf_cfg.rope_theta)
out = Qwen2AttentionCore(hf_cfg)(Tensor(q), Tensor(k), Tensor(v)).asnumpy()
for name, sl in [("positions 0-15", slice(0, 16)), ("positions 16-255", slice(16, 256)), ("positions 256-1023", slice(256, 1024))]:
    d = np.abs(out[:, :, sl] - ref[:, :, sl])
    print(f"{name:20s} max_abs_diff {d.max():.3e} mean_abs_diff {d.mean():.3e}")
diff = np.abs(out - ref).max()
tol = 1e-4
print(f"attention parity vs HF reference: max_abs_diff {diff:.4e} (atol {tol}) -> {'PASS' if diff < tol else 'FAIL'}")
if diff >= tol:
    raise SystemExit(f"parity check failed: migrated attention output differs from the reference (max abs diff {diff:.4e} > {tol})")
