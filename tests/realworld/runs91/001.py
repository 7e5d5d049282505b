# Port of a HF BERT-style self-attention block; attention mask built from tokenizer output
import numpy as np
import mindspore as ms
from mindspore import nn, ops, mint
ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

class SelfAttention(nn.Cell):
    def __init__(self, hidden=64, heads=4):
        super().__init__()
        self.h = heads; self.d = hidden // heads
        self.qkv = nn.Dense(hidden, 3 * hidden)
        self.out = nn.Dense(hidden, hidden)
    def construct(self, x, attention_mask):
        b, s, _ = x.shape
        q, k, v = mint.chunk(self.qkv(x), 3, dim=-1)
        q = q.view(b, s, self.h, self.d).transpose(0, 2, 1, 3)
        k = k.view(b, s, self.h, self.d).transpose(0, 2, 1, 3)
        v = v.view(b, s, self.h, self.d).transpose(0, 2, 1, 3)
        scores = ops.matmul(q, k.transpose(0, 1, 3, 2)) / (self.d ** 0.5)
        # HF: extended_attention_mask = attention_mask[:, None, None, :]
        ext = (1.0 - attention_mask[:, None, None, :].astype(ms.float32)) * -10000.0
        scores = scores + ext
        p = ops.softmax(scores, axis=-1)
        ctx = ops.matmul(p, v).transpose(0, 2, 1, 3).reshape(b, s, -1)
        return self.out(ctx)

net = SelfAttention()
max_len = 128  # tokenizer(padding="max_length", max_length=128)
ids = np.random.randint(0, 1000, (8, max_len))
mask = np.ones((8, max_len), np.int32); mask[:, 100:] = 0
emb = nn.Embedding(1000, 64)
x = emb(ms.Tensor(ids, ms.int32))
x = x[:, :64]   # truncate to model max_position_embeddings=64
for step in range(3):
    y = net(x, ms.Tensor(mask))
    print("step", step, "out", y.shape)
