import numpy as np
import mindspore as ms
from mindspore import nn, mint

ms.set_device("CPU")
class Classifier(nn.Cell):
    def __init__(self, vocab=1000, dim=64, n_cls=4):
        super().__init__()
        self.emb = mint.nn.Embedding(vocab, dim, padding_idx=0)
        self.fc = mint.nn.Linear(dim, n_cls)
    def construct(self, input_ids):
        h = self.emb(input_ids).mean(dim=1)
        return self.fc(h)
net = Classifier()
ids = ms.Tensor(np.random.randint(1, 1000, (8, 16)), ms.int64)
print(net(ids).shape)
