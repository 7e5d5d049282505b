# HF generate() loop ported into a GRAPH_MODE Cell: the greedy decoding loop keeps the torch code's
# `while cur_len < max_length: ... else: ...` (the else branch appends EOS when the budget runs out).
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
np.random.seed(0)

VOCAB, HID, EOS = 50, 32, 2


class TinyLM(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, HID)
        self.proj = nn.Dense(HID, VOCAB)

    def construct(self, ids):
        return self.proj(self.emb(ids).mean(1))


class GreedyDecoder(nn.Cell):
    def __init__(self, lm, max_new=6):
        super().__init__()
        self.lm = lm
        self.max_new = max_new

    def construct(self, ids):
        cur = 0
        while cur < self.max_new:
            nxt = ops.argmax(self.lm(ids), -1).astype(ms.int32)
            ids = ops.concat((ids, nxt.reshape(-1, 1)), 1)
            if (nxt == EOS).all():
                break
            cur += 1
        else:
            ids = ops.concat((ids, ops.full((ids.shape[0], 1), EOS, dtype=ms.int32)), 1)
        return ids


dec = GreedyDecoder(TinyLM())
prompt = Tensor(np.random.randint(3, VOCAB, (2, 5)).astype(np.int32))
print("prompt", prompt.shape)
print(dec(prompt))
