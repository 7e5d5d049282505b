# Sentence encoder ported from an HF/torch script that used nn.MultiheadAttention(batch_first=True) with
# key_padding_mask = (attention_mask == 0). The port passes the tokenizer's attention_mask (int64, 1 = keep)
# straight as key_padding_mask to mindspore.nn.MultiheadAttention.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

class Encoder(nn.Cell):
    def __init__(self, vocab=1000, d=64, heads=4):
        super().__init__()
        self.emb = nn.Embedding(vocab, d)
        self.attn = nn.MultiheadAttention(d, heads, batch_first=True)
        self.norm = nn.LayerNorm((d,))
    def construct(self, input_ids, attention_mask):
        h = self.emb(input_ids)
        a, _ = self.attn(h, h, h, key_padding_mask=attention_mask)   # torch: attention_mask == 0
        return self.norm(h + a)

ids = np.random.randint(1, 1000, (2, 12)).astype(np.int64)
mask = np.ones((2, 12), np.int64)
mask[1, 8:] = 0
ids[1, 8:] = 0
enc = Encoder()
print("input_ids", ids.shape, ids.dtype, "attention_mask", mask.dtype)
out = enc(Tensor(ids), Tensor(mask))
print("hidden", out.shape)
