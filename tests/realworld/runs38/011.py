# HF LlamaRotaryEmbedding ported: torch registered inv_freq as a (non-persistent) buffer. The port first
# stored it as a plain Tensor attribute (self.inv_freq = ...) and then also kept the torch line
# self.register_buffer("inv_freq", inv_freq, persistent=False), registering the same name twice.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

class LlamaRotaryEmbedding(nn.Cell):
    def __init__(self, dim=64, max_position_embeddings=2048, base=10000.0):
        super().__init__()
        inv_freq = 1.0 / (base ** (np.arange(0, dim, 2, dtype=np.float32) / dim))
        self.inv_freq = Tensor(inv_freq)
        self.max_seq_len_cached = max_position_embeddings
        self.register_buffer("inv_freq", Tensor(inv_freq), persistent=False)
        self.original_inv_freq = self.inv_freq

    def construct(self, x, position_ids):
        freqs = ops.outer(position_ids.astype(ms.float32), self.inv_freq)
        emb = ops.cat((freqs, freqs), axis=-1)
        return emb.cos().astype(x.dtype), emb.sin().astype(x.dtype)

rope = LlamaRotaryEmbedding()
cos, sin = rope(Tensor(np.zeros((1, 8, 64), np.float32)), Tensor(np.arange(8)))
print("cos", cos.shape)
