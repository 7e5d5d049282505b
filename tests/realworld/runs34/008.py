# Encoder block ported from a torch forward that built per-branch activation functions with the
# usual default-argument binding of the loop variable:
#     acts = [lambda t, b=beta: t * torch.sigmoid(b * t) for beta in self.betas]
# kept as-is inside Cell.construct and compiled in GRAPH_MODE.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_seed(0)
np.random.seed(0)
ms.set_context(mode=ms.GRAPH_MODE)

class MultiBranchFFN(nn.Cell):
    def __init__(self, hidden=32):
        super().__init__()
        self.betas = (0.5, 1.0, 2.0)
        self.proj = nn.CellList([nn.Dense(hidden, hidden) for _ in self.betas])
        self.out = nn.Dense(hidden, 2)
    def construct(self, x):
        acts = [lambda t, b=beta: t * ops.sigmoid(b * t) for beta in self.betas]
        h = 0
        for i in range(3):
            h = h + acts[i](self.proj[i](x))
        return self.out(h)

net = MultiBranchFFN()
loss_net = nn.WithLossCell(net, nn.CrossEntropyLoss())
train = nn.TrainOneStepCell(loss_net, nn.SGD(net.trainable_params(), learning_rate=0.1))
x = Tensor(np.random.randn(16, 32).astype(np.float32))
y = Tensor(np.random.randint(0, 2, (16,)).astype(np.int32))
for step in range(5):
    print(f"step {step} loss {float(train(x, y).asnumpy()):.4f}")
