# Rotary embedding ported from an older HF (GPT-NeoX style) implementation:
#   t = torch.arange(seq_len, device=x.device, dtype=self.inv_freq.dtype)
#   freqs = torch.einsum("i,j->ij", t, self.inv_freq)
# The dtype= argument was dropped in the port.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

class RotaryEmbedding(nn.Cell):
    def __init__(self, dim, base=10000):
        super().__init__()
        self.inv_freq = 1.0 / (base ** (ops.arange(0, dim, 2, dtype=ms.float32) / dim))
    def construct(self, seq_len):
        t = ops.arange(seq_len)
        freqs = ops.einsum("i,j->ij", t, self.inv_freq)
        emb = ops.cat((freqs, freqs), axis=-1)
        return ops.cos(emb), ops.sin(emb)

rope = RotaryEmbedding(16)
cos, sin = rope(32)
print(cos.shape, sin.shape)
