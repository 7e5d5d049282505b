# Token-level tagger: ids come from a pandas-style float column (NaN-padded), fed straight to nn.Embedding
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)
rng = np.random.default_rng(0)
ids = rng.integers(1, 500, size=(32, 20)).astype(np.float64)   # read back from CSV as float
ids[:, 15:] = 0.0                                              # padding
tags = rng.integers(0, 5, size=(32, 20)).astype(np.int32)

class Tagger(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(500, 32)
        self.rnn = nn.GRU(32, 32, batch_first=True)
        self.out = nn.Dense(32, 5)
    def construct(self, x):
        h, _ = self.rnn(self.emb(x))
        return self.out(h)

class TaggerLoss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.ce = nn.CrossEntropyLoss()
    def construct(self, x, y):
        logits = self.net(x)
        return self.ce(logits.reshape(-1, 5), y.reshape(-1))

net = Tagger()
step = nn.TrainOneStepCell(TaggerLoss(net), nn.Adam(net.trainable_params(), 1e-3))
for i in range(3):
    loss = step(ms.Tensor(ids[i * 8:(i + 1) * 8]), ms.Tensor(tags[i * 8:(i + 1) * 8]))
    print(f"step {i} loss {loss}")
