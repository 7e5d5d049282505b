# Focal loss copied from a detection repo (torch): FL = -(1 - p_t) ** gamma * log(p_t),
# run with gamma = 0.5 from the experiment sheet. Probabilities from softmax, no clamping.
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_seed(0); np.random.seed(0)
GAMMA = 0.5

class FocalLoss(nn.Cell):
    def __init__(self, gamma):
        super().__init__()
        self.gamma = gamma
    def construct(self, logits, target):
        p = ops.softmax(logits, axis=-1)
        onehot = ops.one_hot(target, logits.shape[-1], ms.Tensor(1.0, ms.float32), ms.Tensor(0.0, ms.float32))
        p_t = (p * onehot).sum(-1)
        loss = -ops.pow(1.0 - p_t, self.gamma) * ops.log(p_t)
        return loss.mean()

X = np.random.randn(256, 10).astype(np.float32) * 3
y = (X[:, 0] > 0).astype(np.int32)   # easy, separable task

net = nn.SequentialCell(nn.Dense(10, 32), nn.ReLU(), nn.Dense(32, 2))
loss_fn = FocalLoss(GAMMA)
opt = nn.Adam(net.trainable_params(), learning_rate=0.05)
def forward(x, t):
    return loss_fn(net(x), t)
grad_fn = ms.value_and_grad(forward, None, opt.parameters)

step = 0
for epoch in range(30):
    perm = np.random.permutation(len(X))
    for i in range(0, len(X), 64):
        loss, grads = grad_fn(ms.Tensor(X[perm[i:i+64]]), ms.Tensor(y[perm[i:i+64]]))
        opt(grads)
        if step % 5 == 0:
            print(f"epoch {epoch} step {step} focal_loss {loss.asnumpy():.6f}", flush=True)
        step += 1
print("done")
