# Multi-head self-attention written "PyTorch style" with view/transpose; model width changed from 64 to 96
import numpy as np
import mindspore as ms
from mindspore import nn, ops, mint

ms.set_context(mode=ms.GRAPH_MODE, jit_config={"jit_level": "O0"})

class SelfAttention(nn.Cell):
    def __init__(self, dim=96, n_heads=8, head_dim=8):
        super().__init__()
        self.n_heads, self.head_dim = n_heads, head_dim   # head_dim left at 8 from the dim=64 version
        self.qkv = mint.nn.Linear(dim, 3 * dim)
        self.proj = mint.nn.Linear(dim, dim)
    def construct(self, x):
        b, s, _ = x.shape
        q, k, v = mint.chunk(self.qkv(x), 3, dim=-1)
        q = q.view(b, s, self.n_heads, self.head_dim).transpose(0, 2, 1, 3)
        k = k.view(b, s, self.n_heads, self.head_dim).transpose(0, 2, 1, 3)
        v = v.view(b, s, self.n_heads, self.head_dim).transpose(0, 2, 1, 3)
        att = mint.softmax(mint.matmul(q, k.transpose(0, 1, 3, 2)) / self.head_dim ** 0.5, dim=-1)
        out = mint.matmul(att, v).transpose(0, 2, 1, 3).reshape(b, s, -1)
        return self.proj(out)

class Model(nn.Cell):
    def __init__(self):
        super().__init__()
        self.attn = SelfAttention()
        self.norm = nn.LayerNorm((96,))
        self.head = mint.nn.Linear(96, 3)
    def construct(self, x):
        return self.head(self.norm(x + self.attn(x)).mean(1))

net = Model()
loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
train_net = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), nn.Adam(net.trainable_params(), 1e-3))
rng = np.random.default_rng(0)
for step in range(3):
    x = ms.Tensor(rng.normal(size=(4, 16, 96)).astype(np.float32))
    y = ms.Tensor(rng.integers(0, 3, 4).astype(np.int32))
    print(f"step {step} loss {train_net(x, y).asnumpy():.4f}")
