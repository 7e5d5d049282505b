# Encoder-decoder (T5-style) port. In the torch code the cross-attention received
#     encoder_extended_mask = encoder_attention_mask[:, None, None, :]      # (B, 1, 1, S_enc)
# The port reuses the decoder self-attention mask variable (built from decoder_attention_mask, length S_dec)
# for the cross-attention too. Summaries are shorter than articles (S_dec=24, S_enc=64).
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_seed(0)
np.random.seed(0)
ms.set_context(mode=ms.GRAPH_MODE)

class Attention(nn.Cell):
    def __init__(self, d=64, h=4):
        super().__init__()
        self.h, self.dh = h, d // h
        self.q, self.k, self.v, self.o = nn.Dense(d, d), nn.Dense(d, d), nn.Dense(d, d), nn.Dense(d, d)
    def split(self, x):
        b, s, _ = x.shape
        return x.reshape(b, s, self.h, self.dh).transpose(0, 2, 1, 3)
    def construct(self, x, mem, additive_mask):
        q, k, v = self.split(self.q(x)), self.split(self.k(mem)), self.split(self.v(mem))
        scores = ops.matmul(q, k.swapaxes(-1, -2)) / np.sqrt(self.dh) + additive_mask
        out = ops.matmul(ops.softmax(scores, -1), v)
        b, h, s, dh = out.shape
        return self.o(out.transpose(0, 2, 1, 3).reshape(b, s, h * dh))

class DecoderLayer(nn.Cell):
    def __init__(self):
        super().__init__()
        self.self_attn = Attention()
        self.cross_attn = Attention()
    def construct(self, y, enc_out, dec_mask, enc_mask):
        s = y.shape[1]
        causal = ops.triu(ops.ones((s, s), ms.float32), 1) * -1e9
        self_mask = causal + (1.0 - dec_mask[:, None, None, :]) * -1e9          # (B, 1, S_dec, S_dec)
        y = y + self.self_attn(y, y, self_mask)
        extended = (1.0 - dec_mask[:, None, None, :]) * -1e9                    # meant: enc_mask
        y = y + self.cross_attn(y, enc_out, extended)
        return y

layer = DecoderLayer()
B, S_enc, S_dec = 4, 64, 24
enc_out = Tensor(np.random.randn(B, S_enc, 64).astype(np.float32))
enc_mask = Tensor(np.ones((B, S_enc), np.float32))
dec_in = Tensor(np.random.randn(B, S_dec, 64).astype(np.float32))
dec_mask = Tensor(np.ones((B, S_dec), np.float32))
out = layer(dec_in, enc_out, dec_mask, enc_mask)
print("decoder output", out.shape)
