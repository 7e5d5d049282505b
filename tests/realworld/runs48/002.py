# timm-style training recipe ported to MindSpore: mixup is switched on from epoch 2
# (warm-up epoch without mixup), loss kept from the original script's "sparse" CE.
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_seed(1); np.random.seed(1)
NUM_CLASSES = 4
MIXUP_START_EPOCH = 1
BATCH = 32

class MLP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.net = nn.SequentialCell(nn.Dense(16, 64), nn.GELU(), nn.Dense(64, NUM_CLASSES))
    def construct(self, x):
        return self.net(x)

def mixup(x, y, alpha=0.2):
    lam = np.random.beta(alpha, alpha)
    perm = np.random.permutation(len(x))
    onehot = np.eye(NUM_CLASSES, dtype=np.float32)[y]
    return lam * x + (1 - lam) * x[perm], lam * onehot + (1 - lam) * onehot[perm]

X = np.random.randn(512, 16).astype(np.float32)
y = (X[:, :4].argmax(1)).astype(np.int32)

net = MLP()
loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Momentum(net.trainable_params(), learning_rate=0.05, momentum=0.9)
def forward(x, t):
    return loss_fn(net(x), t)
grad_fn = ms.value_and_grad(forward, None, opt.parameters)

step = 0
for epoch in range(3):
    perm = np.random.permutation(len(X))
    for i in range(0, len(X), BATCH):
        xb, yb = X[perm[i:i+BATCH]], y[perm[i:i+BATCH]]
        if epoch >= MIXUP_START_EPOCH:
            xb, yb = mixup(xb, yb)
        loss, grads = grad_fn(ms.Tensor(xb), ms.Tensor(yb))
        opt(grads)
        step += 1
        if step % 4 == 0:
            print(f"epoch {epoch} step {step} train_loss {float(loss.asnumpy()):.4f}", flush=True)
    print(f"epoch {epoch} done", flush=True)
