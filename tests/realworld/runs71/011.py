# Decoder with causal mask; torch nn.MultiheadAttention(batch_first=True) + attn_mask from HF (batch, 1, tgt, src)
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE)
B, L, D, NH = 4, 12, 64, 4

class Block(nn.Cell):
    def __init__(self):
        super().__init__()
        self.attn = nn.MultiheadAttention(D, NH, batch_first=True)
        self.ln = nn.LayerNorm((D,))
    def construct(self, x, mask):
        a, _ = self.attn(x, x, x, attn_mask=mask)
        return self.ln(x + a)

causal = np.triu(np.ones((L, L), dtype=bool), 1)
# HF-style 4-D extended mask (batch, 1, tgt, src) reused from the tokenizer pipeline
mask4d = ms.Tensor(np.broadcast_to(causal, (B, 1, L, L)).copy())
blk = Block()
print(blk(ms.Tensor(np.random.randn(B, L, D), ms.float32), mask4d).shape)
