# HF repetition/stop handling ported into a GRAPH_MODE Cell: the torch code kept the special ids in a set
# literal ({eos_token_id, pad_token_id}); set displays are not supported by the graph compiler.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")

class StopMask(nn.Cell):
    def __init__(self, eos_token_id=2, pad_token_id=0):
        super().__init__()
        self.eos_token_id = eos_token_id
        self.pad_token_id = pad_token_id
    def construct(self, next_tokens):
        special = {self.eos_token_id, self.pad_token_id}
        done = ops.zeros_like(next_tokens).astype(ms.bool_)
        for t in special:
            done = ops.logical_or(done, next_tokens == t)
        return done

class GreedyStep(nn.Cell):
    def __init__(self, vocab=40, dim=16):
        super().__init__()
        self.emb = nn.Embedding(vocab, dim)
        self.head = nn.Dense(dim, vocab)
        self.stop = StopMask()
    def construct(self, ids):
        logits = self.head(self.emb(ids))[:, -1, :]
        nxt = logits.argmax(-1).astype(ms.int32)
        return nxt, self.stop(nxt)

net = GreedyStep()
ids = Tensor(np.random.randint(3, 40, (2, 8)).astype(np.int32))
nxt, done = net(ids)
print("next tokens", nxt, "finished", done)
