# Mean-teacher / EMA feature centering ported from torch:
#   with torch.no_grad(): self.center.copy_(self.center * m + h.mean(0) * (1 - m))
# translated to Parameter.set_data inside construct.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Parameter

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
np.random.seed(8)


class CenteredHead(nn.Cell):
    def __init__(self, vocab=100, hidden=32, num_labels=4, momentum=0.9):
        super().__init__()
        self.embed = nn.Embedding(vocab, hidden)
        self.proj = nn.Dense(hidden, hidden, activation="gelu")
        self.classifier = nn.Dense(hidden, num_labels)
        self.momentum = momentum
        self.center = Parameter(ops.zeros((hidden,), ms.float32), name="center", requires_grad=False)

    def construct(self, input_ids):
        h = self.proj(self.embed(input_ids).mean(1))
        self.center.set_data(self.center * self.momentum + h.mean(0) * (1 - self.momentum))
        return self.classifier(h - self.center)


ids = np.random.randint(1, 100, (128, 10)).astype(np.int32)
labels = (ids[:, 0] % 4).astype(np.int32)
net = CenteredHead()
train_net = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()),
                                nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3))
for step in range(8):
    b = slice(step * 16, (step + 1) * 16)
    loss = train_net(ms.Tensor(ids[b]), ms.Tensor(labels[b]))
    print(f"step {step}: loss={loss}")
