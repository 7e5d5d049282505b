"""Tiny self-attention encoder; query/key projections run in fp16 to save memory (manual mixed precision)."""
import math
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_seed(4)
ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")

class SelfAttention(nn.Cell):
    def __init__(self, d_model=32, n_heads=4):
        super().__init__()
        self.h, self.dk = n_heads, d_model // n_heads
        self.q = nn.Dense(d_model, d_model).to_float(ms.float16)
        self.k = nn.Dense(d_model, d_model)
        self.v = nn.Dense(d_model, d_model)
        self.o = nn.Dense(d_model, d_model)
        self.bmm = ops.BatchMatMul(transpose_b=True)
        self.softmax = nn.Softmax(axis=-1)
    def split(self, x):
        b, s, _ = x.shape
        return x.reshape(b, s, self.h, self.dk).transpose(0, 2, 1, 3)
    def construct(self, x):
        q, k, v = self.split(self.q(x)), self.split(self.k(x)), self.split(self.v(x))
        att = self.softmax(self.bmm(q, k) / math.sqrt(self.dk))
        out = ops.matmul(att, v).transpose(0, 2, 1, 3)
        return self.o(out.reshape(x.shape))

class Encoder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.attn = SelfAttention()
        self.norm = nn.LayerNorm((32,))
        self.cls = nn.Dense(32, 3)
    def construct(self, x):
        x = self.norm(x + self.attn(x))
        return self.cls(x.mean(axis=1))

net = Encoder()
loss_fn = nn.CrossEntropyLoss()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3)
train_step = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), opt)
train_step.set_train()
rng = np.random.default_rng(4)
for step in range(20):
    x = ms.Tensor(rng.normal(size=(8, 12, 32)).astype(np.float32))
    y = ms.Tensor(rng.integers(0, 3, size=(8,)).astype(np.int32))
    loss = train_step(x, y)
    if step % 5 == 0:
        print(f"step {step}: loss={loss.asnumpy():.4f}")
