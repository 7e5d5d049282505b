"""Tiny GLU-style transformer block for sequence regression, ported from a PyTorch reference implementation."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)

D_MODEL, FFN, SEQ, BATCH = 32, 64, 16, 8


class GLUFeedForward(nn.Cell):
    """FFN with gated linear unit (as in the PyTorch code: a, b = x.chunk(2, dim=-1))."""
    def __init__(self, d_model, d_ff):
        super().__init__()
        self.w_in = nn.Dense(d_model, 2 * d_ff)
        self.w_out = nn.Dense(d_ff, d_model)
        self.act = nn.SiLU()

    def construct(self, x):
        a, b = self.w_in(x).chunk(2, dim=-1)
        return self.w_out(self.act(a) * b)


class Block(nn.Cell):
    def __init__(self):
        super().__init__()
        self.norm1 = nn.LayerNorm((D_MODEL,))
        self.attn = nn.MultiheadAttention(D_MODEL, 4, batch_first=True)
        self.norm2 = nn.LayerNorm((D_MODEL,))
        self.ffn = GLUFeedForward(D_MODEL, FFN)
        self.head = nn.Dense(D_MODEL, 1)

    def construct(self, x):
        h = self.norm1(x)
        x = x + self.attn(h, h, h)[0]
        x = x + self.ffn(self.norm2(x))
        return self.head(x.mean(axis=1))


rng = np.random.default_rng(0)
X = rng.normal(size=(128, SEQ, D_MODEL)).astype(np.float32)
Y = X[:, :, 0].mean(axis=1, keepdims=True).astype(np.float32)

net = Block()
loss_fn = nn.MSELoss()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3, weight_decay=0.01)


def forward_fn(x, y):
    return loss_fn(net(x), y)


grad_fn = ms.value_and_grad(forward_fn, None, opt.parameters)


@ms.jit
def train_step(x, y):
    loss, grads = grad_fn(x, y)
    opt(grads)
    return loss


for epoch in range(3):
    for i in range(0, len(X), BATCH):
        loss = train_step(ms.Tensor(X[i:i + BATCH]), ms.Tensor(Y[i:i + BATCH]))
        if (i // BATCH) % 4 == 0:
            print(f"epoch {epoch} step {i // BATCH} loss {loss.asnumpy():.5f}")
