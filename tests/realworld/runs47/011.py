import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_device("CPU")
class Encoder(nn.Cell):
    def __init__(self, vocab=100, dim=16):
        super().__init__()
        self.embed = nn.Embedding(vocab, dim)
        self.proj = nn.Dense(dim, 2)
    def construct(self, x):
        return self.proj(self.embed(x).mean(axis=1))

# token ids come from a pandas/numpy feature matrix (float64 after fillna)
ids = np.array([[1, 5, 9, 0], [3, 4, 0, 0]], dtype=np.float64)
net = Encoder()
print(net(ms.Tensor(ids)))
