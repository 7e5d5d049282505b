"""Port of Qwen3 attention (q/k norm + RoPE) to MindSpore for a parity/inference test.
Dimensions are taken from the Hugging Face Qwen3Config."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from transformers import Qwen3Config

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(0)

config = Qwen3Config(vocab_size=256, hidden_size=64, intermediate_size=128, num_hidden_layers=2,
                     num_attention_heads=4, num_key_value_heads=4, head_dim=32, max_position_embeddings=128,
                     rope_theta=1000000.0)
print({k: getattr(config, k) for k in ["hidden_size", "num_attention_heads", "num_key_value_heads", "head_dim", "rope_theta"]})


def rotate_half(x):
    x1, x2 = ops.chunk(x, 2, -1)
    return ops.concat((-x2, x1), -1)


class RotaryEmbedding(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        dim = cfg.hidden_size // cfg.num_attention_heads
        inv_freq = 1.0 / (cfg.rope_theta ** (np.arange(0, dim, 2, dtype=np.float32) / dim))
        t = np.arange(cfg.max_position_embeddings, dtype=np.float32)
        emb = np.concatenate([np.outer(t, inv_freq)] * 2, -1)
        self.cos = ms.Tensor(np.cos(emb), ms.float32)
        self.sin = ms.Tensor(np.sin(emb), ms.float32)

    def construct(self, seq_len):
        return self.cos[:seq_len], self.sin[:seq_len]


class Qwen3Attention(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.h, self.kvh = cfg.num_attention_heads, cfg.num_key_value_heads
        self.q_proj = nn.Dense(cfg.hidden_size, self.h * cfg.head_dim, has_bias=False)
        self.k_proj = nn.Dense(cfg.hidden_size, self.kvh * cfg.head_dim, has_bias=False)
        self.v_proj = nn.Dense(cfg.hidden_size, self.kvh * cfg.head_dim, has_bias=False)
        self.o_proj = nn.Dense(self.h * cfg.head_dim, cfg.hidden_size, has_bias=False)
        self.q_norm = nn.RMSNorm(cfg.head_dim, eps=cfg.rms_norm_eps) if hasattr(nn, "RMSNorm") else nn.LayerNorm((cfg.head_dim,))
        self.k_norm = nn.RMSNorm(cfg.head_dim, eps=cfg.rms_norm_eps) if hasattr(nn, "RMSNorm") else nn.LayerNorm((cfg.head_dim,))
        self.rope = RotaryEmbedding(cfg)

    def construct(self, x):
        b, t, _ = x.shape
        q = self.q_norm(self.q_proj(x).reshape(b, t, self.h, -1)).transpose(0, 2, 1, 3)
        k = self.k_norm(self.k_proj(x).reshape(b, t, self.kvh, -1)).transpose(0, 2, 1, 3)
        v = self.v_proj(x).reshape(b, t, self.kvh, -1).transpose(0, 2, 1, 3)
        cos, sin = self.rope(t)
        q = q * cos + rotate_half(q) * sin
        k = k * cos + rotate_half(k) * sin
        att = ops.softmax(ops.matmul(q, k.swapaxes(-1, -2)) / np.sqrt(q.shape[-1]), -1)
        return self.o_proj(ops.matmul(att, v).transpose(0, 2, 1, 3).reshape(b, t, -1))


attn = Qwen3Attention(config)
emb = nn.Embedding(config.vocab_size, config.hidden_size)
ids = ms.Tensor(np.random.default_rng(0).integers(0, 256, (2, 10)), ms.int32)
out = attn(emb(ids))
print("attention output:", out.shape, float(out.abs().mean().asnumpy()))
