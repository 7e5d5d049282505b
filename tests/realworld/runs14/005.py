# GPT-style embeddings ported from PyTorch: the torch module registered
# position_ids = torch.arange(max_position_embeddings).expand((1, -1)) and sliced it to the input length in
# forward; the port keeps the buffer but broadcasts it to (batch, seq) without the slice.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_device("CPU")

class Embeddings(nn.Cell):
    def __init__(self, vocab=1000, hidden=64, max_positions=512):
        super().__init__()
        self.tok = nn.Embedding(vocab, hidden)
        self.pos = nn.Embedding(max_positions, hidden)
        self.position_ids = ops.arange(max_positions, dtype=ms.int32).reshape(1, -1)
    def construct(self, input_ids):
        b, s = input_ids.shape
        position_ids = ops.broadcast_to(self.position_ids, (b, s))
        return self.tok(input_ids) + self.pos(position_ids)

emb = Embeddings()
ids = Tensor(np.random.default_rng(0).integers(0, 1000, size=(4, 128)).astype(np.int32))
out = emb(ids)
print("embeddings", out.shape)
