# HF generation helper ported into a GRAPH_MODE Cell: the torch code used an assignment expression
#     if (num_pad := (input_ids == pad_token_id).sum()) > 0: ...
# which the MindSpore graph compiler cannot parse.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")

class PositionIds(nn.Cell):
    def __init__(self, pad_token_id=0):
        super().__init__()
        self.pad_token_id = pad_token_id
    def construct(self, input_ids):
        mask = (input_ids != self.pad_token_id).astype(ms.int32)
        if (num_pad := (1 - mask).sum()) > 0:
            return ops.cumsum(mask, axis=1) * mask + self.pad_token_id
        return ops.cumsum(mask, axis=1)

class TinyDecoder(nn.Cell):
    def __init__(self, vocab=50, dim=32, max_pos=64):
        super().__init__()
        self.wte = nn.Embedding(vocab, dim)
        self.wpe = nn.Embedding(max_pos, dim)
        self.pos = PositionIds()
        self.head = nn.Dense(dim, vocab)
    def construct(self, input_ids):
        h = self.wte(input_ids) + self.wpe(self.pos(input_ids))
        return self.head(h)

ids = Tensor(np.array([[0, 0, 5, 7, 9, 11], [3, 4, 5, 6, 7, 8]], np.int32))
net = TinyDecoder()
print("logits", net(ids).shape)
