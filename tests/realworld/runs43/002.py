# Mistake: the torch forward did a local `import math` to compute the attention scale
# (1/sqrt(head_dim)); kept inside Cell.construct under GRAPH_MODE, where the graph parser
# does not support import statements.
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")

class ScaledDotAttention(nn.Cell):
    def __init__(self, d=32):
        super().__init__()
        self.q = nn.Dense(d, d)
        self.k = nn.Dense(d, d)
        self.v = nn.Dense(d, d)
        self.d = d

    def construct(self, x):
        import math
        scores = ops.matmul(self.q(x), self.k(x).swapaxes(-1, -2)) / math.sqrt(self.d)
        return ops.matmul(ops.softmax(scores, axis=-1), self.v(x))

class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.attn = ScaledDotAttention()
        self.head = nn.Dense(32, 3)
    def construct(self, x):
        return self.head(self.attn(x).mean(axis=1))

net = Net()
loss_net = nn.WithLossCell(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"))
train = nn.TrainOneStepCell(loss_net, nn.AdamWeightDecay(net.trainable_params(), 1e-3))
x = ms.Tensor(np.random.randn(16, 10, 32).astype(np.float32))
y = ms.Tensor(np.random.randint(0, 3, (16,)).astype(np.int32))
for step in range(10):
    loss = train(x, y)
    print(f"step {step} loss {float(loss.asnumpy()):.4f}")
