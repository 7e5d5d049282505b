"""Focal-loss classifier trained with a jit-compiled train step (torch code ported to mindspore.jit)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, mint, Tensor

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")


class FocalLoss(nn.Cell):
    def __init__(self, gamma=2.0, alpha=None):
        super().__init__()
        self.gamma = gamma
        self.alpha = alpha

    def construct(self, logits, target):
        logp = ops.log_softmax(logits, -1)
        logp_t = mint.gather(logp, 1, target.reshape(-1, 1)).squeeze(1)
        p_t = logp_t.exp()
        try:
            alpha_t = self.alpha[target]      # per-class weights
        except TypeError:                     # alpha is None -> no class weighting
            alpha_t = 1.0
        loss = -alpha_t * ((1 - p_t) ** self.gamma) * logp_t
        return loss.mean()


net = nn.SequentialCell(nn.Dense(20, 64), nn.ReLU(), nn.Dense(64, 5))
loss_fn = FocalLoss(gamma=2.0)
opt = nn.Adam(net.trainable_params(), 1e-3)


def forward(x, y):
    return loss_fn(net(x), y)


grad_fn = ms.value_and_grad(forward, None, opt.parameters)


@ms.jit
def train_step(x, y):
    loss, grads = grad_fn(x, y)
    opt(grads)
    return loss


rng = np.random.default_rng(0)
X = rng.normal(size=(1000, 20)).astype(np.float32)
Y = rng.integers(0, 5, 1000).astype(np.int64)
for epoch in range(3):
    for b in range(0, 1000, 100):
        loss = train_step(Tensor(X[b:b + 100]), Tensor(Y[b:b + 100]))
    print(f"epoch {epoch} focal loss {loss.asnumpy():.4f}")
