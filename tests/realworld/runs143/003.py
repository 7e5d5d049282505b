"""Multi-label tagger; BCE written out by hand as in the original torch repo (no logsigmoid)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_seed(1)
np.random.seed(1)
N, F, L = 2048, 40, 6
X = (np.random.rand(N, F) * 255).astype(np.float32)        # raw pixel-intensity style features, not scaled
W = np.random.randn(F, L).astype(np.float32)
Y = ((X / 255.0 - 0.5) @ W > 0).astype(np.float32)

net = nn.SequentialCell(nn.Dense(F, 128), nn.ReLU(), nn.Dense(128, L))
opt = nn.SGD(net.trainable_params(), learning_rate=0.05, momentum=0.9)

def bce(logits, target):
    p = ops.sigmoid(logits)
    return -(target * ops.log(p) + (1 - target) * ops.log(1 - p)).mean()

def forward(x, y):
    return bce(net(x), y)

grad_fn = ms.value_and_grad(forward, None, opt.parameters)
bs = 64
for epoch in range(3):
    perm = np.random.permutation(N)
    for i in range(N // bs):
        idx = perm[i * bs:(i + 1) * bs]
        loss, grads = grad_fn(Tensor(X[idx]), Tensor(Y[idx]))
        opt(grads)
        if i % 8 == 0:
            print(f"Epoch [{epoch+1}/3] Step [{i:02d}/{N // bs}] loss: {loss.asnumpy():.4f}")
    print(f"==> epoch {epoch+1} done")
