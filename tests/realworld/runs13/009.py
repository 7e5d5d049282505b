# Variable-length batches (torch code never fixed the sequence length): the MindSpore port declares a dynamic
# sequence axis with set_inputs to avoid recompiling per length, and keeps the torch chunking
# x.split(seq_len // 2, dim=1) that encodes the two halves of each sequence separately in GRAPH_MODE.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
ms.set_device("CPU")
ms.set_context(mode=ms.GRAPH_MODE)
class HalfPooler(nn.Cell):
    def __init__(self, vocab=500, dim=32):
        super().__init__()
        self.emb = nn.Embedding(vocab, dim)
        self.proj = nn.Dense(2 * dim, 2)
    def construct(self, ids):
        x = self.emb(ids)
        half = x.shape[1] // 2
        first, second = ops.split(x, half, axis=1)[:2]
        return self.proj(ops.cat((first.mean(1), second.mean(1)), axis=-1))
net = HalfPooler()
net.set_inputs(Tensor(shape=[None, None], dtype=ms.int32))
rng = np.random.default_rng(0)
for seq_len in (16, 24, 20):
    ids = Tensor(rng.integers(1, 500, size=(4, seq_len)).astype(np.int32))
    print(f"seq_len {seq_len}: logits {net(ids).shape}", flush=True)
