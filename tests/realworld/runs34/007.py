# Sequence-level mixture-of-experts classifier head ported from torch:
#     expert_id = self.router(pooled).mean(0).argmax().item()
#     out = self.experts[expert_id](pooled)
# The port drops .item() (no Python scalars inside a graph) and indexes the nn.CellList with the
# argmax tensor directly, under GRAPH_MODE.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_seed(0)
np.random.seed(0)
ms.set_context(mode=ms.GRAPH_MODE)

class MoEHead(nn.Cell):
    def __init__(self, hidden=64, n_experts=4, n_labels=3):
        super().__init__()
        self.router = nn.Dense(hidden, n_experts)
        self.experts = nn.CellList([nn.SequentialCell([nn.Dense(hidden, hidden), nn.GELU(), nn.Dense(hidden, n_labels)])
                                    for _ in range(n_experts)])
    def construct(self, pooled):
        expert_id = ops.argmax(self.router(pooled).mean(0))
        return self.experts[expert_id](pooled)

class Model(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(1000, 64)
        self.head = MoEHead()
    def construct(self, ids):
        return self.head(self.emb(ids).mean(1))

net = Model()
loss_net = nn.WithLossCell(net, nn.CrossEntropyLoss())
train = nn.TrainOneStepCell(loss_net, nn.Adam(net.trainable_params(), learning_rate=1e-3))
ids = Tensor(np.random.randint(0, 1000, (8, 32)).astype(np.int32))
labels = Tensor(np.random.randint(0, 3, (8,)).astype(np.int32))
for step in range(3):
    print(f"step {step} loss {float(train(ids, labels).asnumpy()):.4f}")
