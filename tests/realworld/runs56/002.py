# Multi-head self-attention ported from a torch module that used torch.einsum
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(1)

class EinsumAttention(nn.Cell):
    def __init__(self, dim=32, heads=4):
        super().__init__()
        self.h = heads
        self.dh = dim // heads
        self.qkv = nn.Dense(dim, 3 * dim)
        self.proj = nn.Dense(dim, dim)
        self.scale = self.dh ** -0.5
    def construct(self, x):
        b, n, d = x.shape
        qkv = self.qkv(x).reshape(b, n, 3, self.h, self.dh)
        q, k, v = qkv[:, :, 0], qkv[:, :, 1], qkv[:, :, 2]
        attn = ops.einsum("bqhd,bkhd->bhqk", q, k) * self.scale
        attn = ops.softmax(attn, axis=-1)
        out = ops.einsum("bhqk,bkhd->bqhd", attn, v).reshape(b, n, d)
        return self.proj(out)

class Model(nn.Cell):
    def __init__(self):
        super().__init__()
        self.attn = EinsumAttention()
        self.head = nn.Dense(32, 2)
    def construct(self, x):
        return self.head(self.attn(x).mean(axis=1))

net = Model()
loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
train = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), nn.Adam(net.trainable_params(), 1e-3))
train.set_train()
for step in range(10):
    x = Tensor(np.random.randn(8, 16, 32).astype(np.float32))
    y = Tensor(np.random.randint(0, 2, (8,)).astype(np.int32))
    print("step", step, "loss", train(x, y))
