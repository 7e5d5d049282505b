# HF masked mean pooling ported to a GRAPH_MODE cell: torch used torch.where(attention_mask.bool(), h, 0)
# after the tokenizer. The port passes the tokenizer's int64 attention_mask straight in as the condition
# of ops.select (the .bool() was dropped).
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")

class MaskedMeanPool(nn.Cell):
    def construct(self, hidden, attention_mask):
        mask = attention_mask.expand_dims(-1).broadcast_to(hidden.shape)
        summed = ops.select(mask, hidden, ops.zeros_like(hidden)).sum(axis=1)   # torch.where(mask.bool(), ...)
        count = attention_mask.sum(axis=1, keepdims=True).astype(hidden.dtype)
        return summed / ops.maximum(count, 1e-9)

class SentenceEncoder(nn.Cell):
    def __init__(self, vocab=100, dim=32):
        super().__init__()
        self.emb = nn.Embedding(vocab, dim)
        self.proj = nn.Dense(dim, dim)
        self.pool = MaskedMeanPool()
    def construct(self, ids, mask):
        return self.pool(ops.tanh(self.proj(self.emb(ids))), mask)

ids = np.random.randint(1, 100, (4, 10)).astype(np.int32)
mask = np.ones((4, 10), np.int64); mask[:, 7:] = 0; ids[mask == 0] = 0
print("batch", ids.shape, "attention_mask dtype", mask.dtype)
net = SentenceEncoder()
emb = net(Tensor(ids), Tensor(mask))
print("sentence embeddings", emb.shape)
