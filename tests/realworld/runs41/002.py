# Mistake: debugging print from the torch forward kept in the MindSpore port:
# `print("attn scores", scores.shape, file=sys.stderr)` inside Cell.construct. Under GRAPH_MODE,
# print is compiled into a Print operator, which does not accept Python's `file=` keyword.
import sys
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")

class SelfAttention(nn.Cell):
    def __init__(self, h=32, heads=4):
        super().__init__()
        self.heads, self.hd = heads, h // heads
        self.qkv = nn.Dense(h, 3 * h)
        self.out = nn.Dense(h, h)
    def construct(self, x):
        b, s, h = x.shape
        q, k, v = ops.split(self.qkv(x), h, -1)
        q = q.reshape(b, s, self.heads, self.hd).transpose(0, 2, 1, 3)
        k = k.reshape(b, s, self.heads, self.hd).transpose(0, 2, 1, 3)
        v = v.reshape(b, s, self.heads, self.hd).transpose(0, 2, 1, 3)
        scores = ops.matmul(q, k.swapaxes(-1, -2)) / (self.hd ** 0.5)
        print("attn scores", scores.shape, file=sys.stderr)
        ctx = ops.matmul(ops.softmax(scores, -1), v).transpose(0, 2, 1, 3).reshape(b, s, h)
        return self.out(ctx)

class Classifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.attn = SelfAttention()
        self.head = nn.Dense(32, 3)
    def construct(self, x):
        return self.head(self.attn(x).mean(1))

net = Classifier()
train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()),
                            nn.Adam(net.trainable_params(), learning_rate=1e-3))
x = ms.Tensor(np.random.randn(4, 12, 32).astype(np.float32))
y = ms.Tensor(np.random.randint(0, 3, 4).astype(np.int32))
for step in range(5):
    print(f"step {step} loss {train(x, y).asnumpy():.4f}")
