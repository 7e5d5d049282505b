# Token pooling: keep only non-padding tokens like torch h[attention_mask.bool()] then project (GRAPH_MODE)
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)

class Pool(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(100, 32)
        self.proj = nn.Dense(32, 8)
    def construct(self, ids, mask):
        h = self.emb(ids)
        tokens = h[mask.astype(ms.bool_)]          # (n_real_tokens, 32)
        z = self.proj(tokens)
        return z.reshape(ids.shape[0], -1, 8).mean(1)

ids = ms.Tensor(np.random.randint(1, 100, (4, 12)), ms.int32)
m = np.ones((4, 12), np.int32); m[:, 9:] = 0; m[1, 6:] = 0
print(Pool()(ids, ms.Tensor(m)).shape)
