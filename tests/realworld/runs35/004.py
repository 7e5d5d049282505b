# torch forward of a retrieval encoder returned a locally defined NamedTuple so callers can use .pooled:
#     class EncoderOutput(NamedTuple): last_hidden: Tensor; pooled: Tensor
# The class definition stayed inside Cell.construct in the port (GRAPH_MODE).
from typing import NamedTuple
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.GRAPH_MODE)

class Encoder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(1000, 64)
        self.proj = nn.Dense(64, 64)
    def construct(self, input_ids, attention_mask):
        class EncoderOutput(NamedTuple):
            last_hidden: Tensor
            pooled: Tensor
        h = ops.tanh(self.proj(self.emb(input_ids)))
        m = attention_mask[..., None]
        pooled = (h * m).sum(1) / m.sum(1)
        return EncoderOutput(h, pooled)

enc = Encoder()
ids = Tensor(np.random.randint(0, 1000, (4, 12)).astype(np.int32))
mask = Tensor(np.ones((4, 12), np.float32))
out = enc(ids, mask)
print("pooled", out[1].shape)
