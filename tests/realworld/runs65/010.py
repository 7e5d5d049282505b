# Transformer encoder layer ported from PyTorch and compiled with GRAPH_MODE (jit) on CPU.
import math
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(3)

B, T, D, H = 8, 24, 64, 4

class Attention(nn.Cell):
    def __init__(self):
        super().__init__()
        self.q = nn.Dense(D, D); self.k = nn.Dense(D, D); self.v = nn.Dense(D, D); self.o = nn.Dense(D, D)
        self.hd = D // H

    def split_heads(self, x):
        b, t, _ = x.shape
        # torch: x.view(b, t, H, hd).transpose(1, 2)
        return ops.transpose(x.view(b, t, H, self.hd), (1, 2))

    def construct(self, x):
        b, t, _ = x.shape
        q, k, v = self.split_heads(self.q(x)), self.split_heads(self.k(x)), self.split_heads(self.v(x))
        att = ops.softmax(ops.matmul(q, k.swapaxes(-1, -2)) / math.sqrt(self.hd), axis=-1)
        y = ops.matmul(att, v).swapaxes(1, 2).reshape(b, t, D)
        return self.o(y)

class Encoder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.attn = Attention(); self.ln1 = nn.LayerNorm((D,)); self.ln2 = nn.LayerNorm((D,))
        self.ff = nn.SequentialCell([nn.Dense(D, 4 * D), nn.ReLU(), nn.Dense(4 * D, D)])
        self.head = nn.Dense(D, 1)
    def construct(self, x):
        x = self.ln1(x + self.attn(x))
        x = self.ln2(x + self.ff(x))
        return self.head(x.mean(1)).squeeze(-1)

net = Encoder()
loss_fn = nn.MSELoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
train = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), opt)
train.set_train()

rng = np.random.default_rng(0)
print("compiling train step ...")
for step in range(20):
    x = rng.normal(size=(B, T, D)).astype(np.float32)
    y = x[:, :, 0].mean(1).astype(np.float32)
    loss = train(ms.Tensor(x), ms.Tensor(y))
    print(f"step {step} mse {loss.asnumpy():.5f}")
