"""Bilinear interaction scorer for a tiny recommendation model, einsum ported verbatim from torch."""
import numpy as np
import mindspore as ms
from mindspore import nn, mint, Parameter, Tensor
from mindspore.common.initializer import initializer, XavierUniform

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

N_USERS, N_ITEMS, DIM = 50, 80, 16


class BilinearRec(nn.Cell):
    def __init__(self):
        super().__init__()
        self.user_emb = nn.Embedding(N_USERS, DIM)
        self.item_emb = nn.Embedding(N_ITEMS, DIM)
        self.W = Parameter(initializer(XavierUniform(), [DIM, DIM], ms.float32), name="W")

    def construct(self, u, i):
        eu = self.user_emb(u)   # (B, D)
        ei = self.item_emb(i)   # (B, D)
        return mint.einsum("bd,de,be->b", eu, self.W, ei)


rng = np.random.default_rng(0)
users = rng.integers(0, N_USERS, 2048).astype(np.int32)
items = rng.integers(0, N_ITEMS, 2048).astype(np.int32)
ratings = (rng.random(2048) < 0.3).astype(np.float32)

net = BilinearRec()
loss_fn = nn.BCEWithLogitsLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=5e-3)
grad_fn = ms.value_and_grad(lambda u, i, r: loss_fn(net(u, i), r), None, opt.parameters)

for epoch in range(2):
    for b in range(0, 2048, 256):
        u, i, r = Tensor(users[b:b + 256]), Tensor(items[b:b + 256]), Tensor(ratings[b:b + 256])
        loss, grads = grad_fn(u, i, r)
        opt(grads)
    print(f"Epoch {epoch + 1}: bce={loss.asnumpy():.4f}")
