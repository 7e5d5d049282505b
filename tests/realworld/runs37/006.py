# Rotary position embedding ported from an HF model whose torch code builds the angle table with einsum:
#     freqs = torch.einsum("i,j->ij", t, self.inv_freq)
# The port uses the torch-like mindspore.mint.einsum; the unit test runs on the CPU dev box.
import numpy as np
import mindspore as ms
from mindspore import mint, Tensor

class RotaryEmbedding:
    def __init__(self, dim=32, max_pos=128, base=10000.0):
        self.inv_freq = Tensor(1.0 / (base ** (np.arange(0, dim, 2, dtype=np.float32) / dim)))
        t = Tensor(np.arange(max_pos, dtype=np.float32))
        freqs = mint.einsum("i,j->ij", t, self.inv_freq)
        emb = mint.cat((freqs, freqs), dim=-1)
        self.cos, self.sin = mint.cos(emb), mint.sin(emb)

rope = RotaryEmbedding()
print("cos cache", rope.cos.shape, float(rope.cos[5, 3].asnumpy()))
