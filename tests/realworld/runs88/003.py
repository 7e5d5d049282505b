# debugging attention entropy during training (torch: print(f"...{x:.3f}") inside forward)
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")

class Block(nn.Cell):
    def __init__(self, dim=32):
        super().__init__()
        self.qkv = nn.Dense(dim, 3 * dim)
        self.out = nn.Dense(dim, dim)
        self.scale = dim ** -0.5
    def construct(self, x):
        q, k, v = ops.split(self.qkv(x), 32, axis=-1)
        attn = ops.softmax(ops.bmm(q, k.swapaxes(1, 2)) * self.scale, axis=-1)
        ent = -(attn * ops.log(attn + 1e-9)).sum(-1).mean()
        print(f"attn entropy {ent:.3f}")
        return self.out(ops.bmm(attn, v))

class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.block = Block()
        self.head = nn.Dense(32, 2)
    def construct(self, x):
        return self.head(self.block(x).mean(1))

net = Net()
train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()), nn.Adam(net.trainable_params(), 1e-3))
x = Tensor(np.random.randn(8, 10, 32).astype(np.float32))
y = Tensor(np.random.randint(0, 2, 8).astype(np.int32))
for step in range(5):
    print("step", step, "loss", train(x, y))
