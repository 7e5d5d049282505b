# Encoder ported from a PyTorch model that built nn.MultiheadAttention(..., batch_first=True); the MindSpore layer was created
# without batch_first, so (batch, seq, dim) inputs are read as (seq, batch, dim).
import numpy as np, mindspore as ms
from mindspore import nn, Tensor
ms.set_device("CPU")
class EncoderLayer(nn.Cell):
    def __init__(self, d=32, h=4):
        super().__init__()
        self.attn = nn.MultiheadAttention(d, h)
        self.ff = nn.SequentialCell(nn.Dense(d, 64), nn.GELU(), nn.Dense(64, d))
        self.n1 = nn.LayerNorm((d,)); self.n2 = nn.LayerNorm((d,))
    def construct(self, x, pad_mask):
        a, _ = self.attn(x, x, x, key_padding_mask=pad_mask)
        x = self.n1(x + a)
        return self.n2(x + self.ff(x))
layer = EncoderLayer()
batch, seq = 8, 20
x = Tensor(np.random.randn(batch, seq, 32).astype(np.float32))
lengths = np.random.randint(5, seq, size=batch)
pad_mask = Tensor(np.arange(seq)[None, :] >= lengths[:, None])
print("input", x.shape, "pad_mask", pad_mask.shape, flush=True)
out = layer(x, pad_mask)
print("output", out.shape)
