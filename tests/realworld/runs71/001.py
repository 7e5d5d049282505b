# Token classifier ported from a torch nn.Module
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE)

class Tagger(nn.Cell):
    def __init__(self, vocab_size=1000, dim=64, n_tags=9, pad_id=0):
        super().__init__()
        # torch: nn.Embedding(num_embeddings=vocab_size, embedding_dim=dim, padding_idx=pad_id)
        self.emb = nn.Embedding(num_embeddings=vocab_size, embedding_dim=dim, padding_idx=pad_id)
        self.proj = nn.Dense(dim, n_tags)

    def construct(self, ids):
        return self.proj(self.emb(ids))

net = Tagger()
ids = ms.Tensor(np.random.randint(1, 1000, (4, 16)), ms.int32)
print(net(ids).shape)
