# Gumbel-softmax / straight-through token embedding ported from torch:
#     one_hot = F.one_hot(ids, vocab).float(); emb = one_hot @ self.embedding.weight
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Parameter
from mindspore.common.initializer import Normal

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")

VOCAB, DIM = 300, 32

class OneHotEmbedding(nn.Cell):
    def __init__(self):
        super().__init__()
        self.weight = Parameter(ms.common.initializer.initializer(Normal(0.02), (VOCAB, DIM), ms.float32), name="weight")
        self.on = ms.Tensor(1)
        self.off = ms.Tensor(0)
    def construct(self, ids):
        one_hot = ops.one_hot(ids, VOCAB, self.on, self.off)
        return ops.matmul(one_hot, self.weight)

class Tagger(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = OneHotEmbedding()
        self.out = nn.Dense(DIM, 5)
    def construct(self, ids):
        return self.out(self.emb(ids))

net = Tagger()
loss_net = nn.WithLossCell(net, nn.CrossEntropyLoss())
train_step = nn.TrainOneStepCell(loss_net, nn.Adam(net.trainable_params(), learning_rate=1e-3))
rng = np.random.default_rng(0)
for step in range(10):
    ids = ms.Tensor(rng.integers(0, VOCAB, (64,)).astype(np.int32))
    tags = ms.Tensor(rng.integers(0, 5, (64,)).astype(np.int32))
    print(f"step {step} loss {train_step(ids, tags).asnumpy():.4f}")
