# Speech/text encoder port: torch nn.MultiheadAttention(embed_dim, num_heads, batch_first=True) became
# mindspore nn.MultiheadAttention(embed_dim, num_heads) -- batch_first was dropped, and MindSpore's default is
# batch_first=False like torch's. Inputs stay (batch, seq, embed) together with a (batch, seq) padding mask.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
np.random.seed(0)

BATCH, SEQ, EMB, HEADS = 8, 20, 32, 4


class EncoderLayer(nn.Cell):
    def __init__(self):
        super().__init__()
        self.attn = nn.MultiheadAttention(EMB, HEADS)       # torch: nn.MultiheadAttention(EMB, HEADS, batch_first=True)
        self.norm = nn.LayerNorm((EMB,))
        self.ff = nn.SequentialCell(nn.Dense(EMB, 64), nn.ReLU(), nn.Dense(64, EMB))

    def construct(self, x, pad_mask):
        a, _ = self.attn(x, x, x, key_padding_mask=pad_mask)
        x = self.norm(x + a)
        return x + self.ff(x)


layer = EncoderLayer()
x = Tensor(np.random.randn(BATCH, SEQ, EMB).astype(np.float32))
lengths = np.random.randint(10, SEQ + 1, BATCH)
pad = np.arange(SEQ)[None, :] >= lengths[:, None]
print(f"input {x.shape} key_padding_mask {pad.shape}")
out = layer(x, Tensor(pad))
print("out", out.shape)
